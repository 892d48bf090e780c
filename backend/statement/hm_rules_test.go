package statement

import "testing"

// Rules added for the fourteenth batch of held-out layouts (hm-*), in the
// row format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestTrailingCurrencyCell: an online-banking export printed from the
// browser has a "Währung" column after Soll and Haben that prints "EUR"
// on every row, apart from the amount: the row still ends in money.
func TestTrailingCurrencyCell(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Soll, Haben, Währung; newest first",
		text: `Umsätze
Girokonto 2252059096 · DE07 6007 0024 2252 0590 96                                              Anna Köhler
Zeitraum: 01.10.2025 - 31.10.2025
Kontostand vom 31.10.2025             +6.617,79 EUR

Buchungstag Wert            Umsatzart            Begünstigter /        Verwendungszweck                       Soll     Haben     Währung
                                                 Auftraggeber

17.10.2025     17.10.2025 Kartenzahlung          Aral Tankstelle       Tankstelle Nord 4711               -76,53                 EUR

15.10.2025     14.10.2025 SEPA-Gutschrift        Muster Maschinenbau   Gehalt Oktober 2025                           +2.384,00   EUR

04.10.2025     04.10.2025 SEPA-Lastschrift       Telekom Deutschland   Festnetz Vertragskonto 895536     -120,07                 EUR

                                                 Alter Kontostand vom 30.09.2025                                     +4.621,99   EUR`,
		want: []string{
			"17.10.2025|17.10.2025|Aral Tankstelle|Kartenzahlung|Tankstelle Nord 4711|-76,53",
			"15.10.2025|14.10.2025|Muster Maschinenbau|SEPA-Gutschrift|Gehalt Oktober 2025|2.384,00",
			"04.10.2025|04.10.2025|Telekom Deutschland|SEPA-Lastschrift|Festnetz Vertragskonto 895536|-120,07",
		},
	}})
}

// TestWrappedPartyHeading: "Begünstigter /" wrapped over "Auftraggeber"
// stands apart from "Verwendungszweck": two side-by-side cells, the name
// and the purpose, each wrapping on its own.
func TestWrappedPartyHeading(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "name and purpose cells wrap independently",
		text: `Umsätze
Girokonto 2252059096 · DE07 6007 0024 2252 0590 96
Zeitraum: 01.10.2025 - 31.10.2025

Buchungstag Wert            Umsatzart            Begünstigter /        Verwendungszweck                       Soll     Haben
                                                 Auftraggeber

15.10.2025     14.10.2025 SEPA-Gutschrift        Muster Maschinenbau   Gehalt Oktober 2025                           +2.384,00
                                                 GmbH                  Personalnr. 160878

04.10.2025     04.10.2025 SEPA-Lastschrift       Telekom Deutschland   Festnetz Vertragskonto 895536     -120,07
                                                 GmbH                  RG 710496`,
		want: []string{
			"15.10.2025|14.10.2025|Muster Maschinenbau GmbH|SEPA-Gutschrift|Gehalt Oktober 2025 Personalnr. 160878|2.384,00",
			"04.10.2025|04.10.2025|Telekom Deutschland GmbH|SEPA-Lastschrift|Festnetz Vertragskonto 895536 RG 710496|-120,07",
		},
	}})
}

// TestWrappedTypeCell: the type cell left of the name and purpose cells
// wraps too ("Auszahlung" over "Geldautomat"): its second line is the
// type's, not the purpose's.
func TestWrappedTypeCell(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Umsatzart wraps under itself",
		text: `Umsätze
Girokonto 2252059096 · DE07 6007 0024 2252 0590 96
Zeitraum: 01.06.2025 - 30.06.2025

Buchungstag Wert            Umsatzart            Begünstigter /        Verwendungszweck                       Soll     Haben
                                                 Auftraggeber

30.06.2025     30.06.2025 Auszahlung             Deutsche Bank         GA NR63306022 30.06/19.21UHR      -200,00
                          Geldautomat            Göttingen

24.06.2025     24.06.2025 SEPA-Lastschrift       Telekom Deutschland   Festnetz Vertragskonto 895536     -120,07
                                                 GmbH                  RG 710496`,
		want: []string{
			"30.06.2025|30.06.2025|Deutsche Bank Göttingen|Auszahlung Geldautomat|GA NR63306022 30.06/19.21UHR|-200,00",
			"24.06.2025|24.06.2025|Telekom Deutschland GmbH|SEPA-Lastschrift|Festnetz Vertragskonto 895536 RG 710496|-120,07",
		},
	}})
}

// TestOriginalAmountLabel: a card statement's caption before the foreign
// amount ("Originalbetrag 45,00 USD Kurs 1,0856") is a label; the purpose
// keeps the amount, the currency and the rate.
func TestOriginalAmountLabel(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Visa bill with foreign purchases",
		text: `Ihre Visa Abrechnung
Abrechnungsdatum 15.03.2024     Kreditkartenkonto 3160972170
Saldo letzte Abrechnung                                  100,00-
Neuer Saldo                                              362,39-
Belegdatum          Buchungsdatum           Beschreibung                              Betrag (EUR)
                                            Saldo letzte Abrechnung                        100,00-
17.02.24            18.02.24                SBB CFF FFS BERN                               217,29-
                                            Originalbetrag 271,36 CHF Kurs 1,2488
20.02.24            21.02.24                REWE MARKT                                      45,10-
                                            Neuer Saldo                                    362,39-`,
		want: []string{
			"18.02.2024|17.02.2024|SBB CFF FFS BERN||271,36 CHF Kurs 1,2488|-217,29",
			"21.02.2024|20.02.2024|REWE MARKT|||-45,10",
		},
	}})
}

// TestHolderCardHeading: a card bill prints the holder's name and the
// masked card over that card's purchases ("ERIKA MUSTERFRAU · Karte 4381
// XXXX XXXX 2734"): a heading, not the purpose of the booking above it.
func TestHolderCardHeading(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "holder before the card",
		text: `Ihre Visa Abrechnung   Abrechnungszeitraum 16.02.24 - 15.03.24
Belegdatum   Buchungsdatum   Beschreibung                      Betrag (EUR)
                             Saldo letzte Abrechnung              100,00-
24.02.24     24.02.24        Ihre Zahlung - Danke                  100,00+
15.03.24     15.03.24        Sollzinsen                              1,50-

                             ERIKA MUSTERFRAU · Karte 4381 XXXX XXXX 2734
17.02.24     17.02.24        AMAZON.DE                              20,00-
                             Neuer Saldo                            21,50-`,
		want: []string{
			"24.02.2024|24.02.2024|||Ihre Zahlung - Danke|100,00",
			"15.03.2024|15.03.2024||Sollzinsen||-1,50",
			"17.02.2024|17.02.2024|AMAZON.DE|||-20,00",
		},
	}})
}
