package statement

import "testing"

// Rules added for the nineteenth batch of held-out layouts (hh-*), in the
// row format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestIBANBICLineAfterCarry: a booking cut by the page break ends on the
// next page under "Übertrag von Blatt 1" with the counterparty's "IBAN … ·
// BIC …" line. That line is loose (no booking open) but a booking follows,
// not a table header: it is no new account section.
func TestIBANBICLineAfterCarry(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "counterparty bank details after the carry",
		text: `Evangelische Bank                                    Kontoauszug 2/2024
Diakonieverein Würzburg e.V.        IBAN DE76 5206 0410 1840 7738 45
Bu-Tag       Wert         Vorgang / Verwendungszweck                    Soll EUR      Haben EUR
                          Alter Kontostand vom 31.01.2024                             2.526,62
01.02.2024   01.02.2024   Gutschrift                                                    240,00
                          Erika Musterfrau
                          Spende
12.02.2024   05.02.2024   Rücklastschrift                                  60,00
                          Müller, Hans
                          Mitgliedsbeitrag Februar 2024 Rückgabe
                          Übertrag auf Blatt 2                                        2.706,62
Bu-Tag       Wert         Vorgang / Verwendungszweck                    Soll EUR      Haben EUR
                          Übertrag von Blatt 1                                        2.706,62
                          Mandatsreferenz MITGL-0022
                          IBAN DE72 5788 5820 8606 1976 20 · BIC HELADEF1822
12.02.2024   12.02.2024   Entgelt                                           3,50
                          Entgelt Rücklastschrift MITGL-0022
                          Neuer Kontostand vom 29.02.2024                             2.703,12`,
		want: []string{
			"01.02.2024|01.02.2024|Erika Musterfrau|Gutschrift|Spende|240,00",
			"12.02.2024|05.02.2024|Müller, Hans|Rücklastschrift|Mitgliedsbeitrag Februar 2024 Rückgabe|-60,00",
			"12.02.2024|12.02.2024||Entgelt|Entgelt Rücklastschrift MITGL-0022|-3,50",
		},
		status: StatusOK,
	}})
}

// TestCollectiveBreakdown: a collective direct debit lists its items under
// the booking after the collective's reference ("Sammler-Nr. … · 7
// Einzelposten"); the items are not the booking's purpose.
func TestCollectiveBreakdown(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "items of a collective direct debit",
		text: `Evangelische Bank                                    Kontoauszug 12/2023
Bu-Tag       Wert         Vorgang / Verwendungszweck                    Soll EUR      Haben EUR
                          Alter Kontostand vom 30.11.2023                             1.000,00
05.12.2023   05.12.2023   SEPA-Sammellastschrift                                        102,00
                          Mitgliedsbeiträge Dezember 2023
                          Sammler-Nr. 0864327 · 3 Einzelposten
                          Gläubiger-ID DE60ZZZ53924079391
                             Hoffmann, Gerhard      Mandat MITGL-0347    60,00
                             Schwarz, Christa       Mandat MITGL-0612    12,00
                             Schneider, Karl-Heinz  Mandat MITGL-0084    30,00
06.12.2023   06.12.2023   Überweisung                                      41,22
                          Druckerei Schulte KG
                          Rechnung 78635 Gemeindebrief
                          Neuer Kontostand vom 31.12.2023                             1.060,78`,
		want: []string{
			"05.12.2023|05.12.2023||SEPA-Sammellastschrift|Mitgliedsbeiträge Dezember 2023|102,00",
			"06.12.2023|06.12.2023|Druckerei Schulte KG|Überweisung|Rechnung 78635 Gemeindebrief|-41,22",
		},
		status: StatusOK,
	}})
}

// TestIBANInName: a business banking print sets name, unspaced IBAN and
// BIC in narrow columns side by side; the IBAN and BIC are not words of
// the name (whose second line follows them).
func TestIBANInName(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "name, IBAN and BIC columns",
		text: `Umsatzliste                                        Zeitraum 01.06.2025 - 30.06.2025
Buchungstag Valuta     Buchungstext        Auftraggeber/Empfänger       IBAN                   BIC         Verwendungszweck                  Betrag
30.06.2025  30.06.2025 Echtzeitüberweisung Großhandel Elektro Becker KG DE96501691017991476023 COBADEFFXXX Rechnung 393487 Kundennr. 65396  -1.212,52
                                           Filiale Nord
30.06.2025  30.06.2025 Echtzeit-Gutschrift Wohnungsbaugenossenschaft    DE22254704792988399665 DUSSDEDDXXX Schlussrechnung 509793             6.448,59
                                           Musterstadt eG                                                  Bauvorhaben Lindenstraße 4
30.06.2025  30.06.2025 Kartenzahlung       OBI Markt                                                       Terminal 33620153 Karte 2           -254,77
                                           Filiale 12                                                      Kasse 3`,
		want: []string{
			"30.06.2025|30.06.2025|Großhandel Elektro Becker KG Filiale Nord|Echtzeitüberweisung|Rechnung 393487 Kundennr. 65396|-1.212,52",
			"30.06.2025|30.06.2025|Wohnungsbaugenossenschaft Musterstadt eG|Echtzeit-Gutschrift|Schlussrechnung 509793 Bauvorhaben Lindenstraße 4|6.448,59",
			"30.06.2025|30.06.2025|OBI Markt Filiale 12|Kartenzahlung|Terminal 33620153 Karte 2 Kasse 3|-254,77",
		},
	}})
}

// TestTrailingTypeCell: the type column stands right of the description
// and a two-word type wraps onto the description's second line
// ("Ausgehende" / "Überweisung"); the wrapped word is the type's, not
// the purpose's.
func TestTrailingTypeCell(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "type wrapped beside the purpose",
		text: `Kontoauszug
Zeitraum: 01.03.2024 – 31.03.2024
 DATUM               GEGENPARTEI / BESCHREIBUNG                 ART                     BETRAG
 02.03.2024          Grünwald Immobilien GmbH                   Ausgehende         −1 500,00 €
                     Miete Werkstatt und Lager März 2024        Überweisung
                     DE35 4274 2974 5805 9450 47
 09.03.2024          Erika Musterfrau                           Eingehende         +4 230,19 €
                     RE 851679 Kd-Nr. 8723 Abschlag März        Überweisung
 28.03.2024          HORNBACH Baumarkt AG                       Kartenzahlung        −391,29 €
                     Bestellung 4711`,
		want: []string{
			"02.03.2024||Grünwald Immobilien GmbH|Ausgehende Überweisung|Miete Werkstatt und Lager März 2024|-1.500,00",
			"09.03.2024||Erika Musterfrau|Eingehende Überweisung|RE 851679 Kd-Nr. 8723 Abschlag März|4.230,19",
			"28.03.2024||HORNBACH Baumarkt AG|Kartenzahlung|Bestellung 4711|-391,29",
		},
	}})
}

// TestCardUmsatzColumn: a card statement heads its table "Beleg |
// Buchung | Umsatz | Meilen | Betrag EUR": "Umsatz" is the merchant
// column (a Betrag column follows), the miles under "Meilen" are no part
// of the name. "Saldo Vormonat" opens; the previous bill's settlement
// ("Ausgleich Abrechnung vom … per Lastschrift") has no counterparty.
func TestCardUmsatzColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "miles column, Saldo Vormonat, settlement",
		text: `Miles & More Credit Card                                        Kreditkartenabrechnung
                                                  Abrechnungsdatum              20.06.2022
  Beleg       Buchung        Umsatz                                      Meilen            Betrag EUR
                             Saldo Vormonat per 20.05.2022                                   1.226,48 -
  21.05.      23.05.         REWE KASSEL                                   137                 275,84 -
  28.05.      28.05.         Ausgleich Abrechnung vom 20.05.2022 per Lastschrift                1.226,48 +
  01.06.      03.06.         ARAL STATION KASSEL                           170                 340,16 -
                             Neuer Saldo                                                       616,00 -`,
		want: []string{
			"23.05.2022|21.05.2022|REWE KASSEL|||-275,84",
			"28.05.2022|28.05.2022||Ausgleich Abrechnung|Ausgleich Abrechnung vom 20.05.2022 per Lastschrift|1.226,48",
			"03.06.2022|01.06.2022|ARAL STATION KASSEL|||-340,16",
		},
		status: StatusOK,
	}})
}

// TestDayBalanceRow: a day's closing balance ("Tagessaldo Do 01.02.2024
// 1 357,89") after the day's last booking is no purpose line.
func TestDayBalanceRow(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Tagessaldo between the days",
		text: `Kontoauszug 2/2024
Buchung          Valuta         Vorgang                                                  Betrag EUR
                                Kontostand am 31.01.2024                                   2.499,93
Do 01.02.         01.02.        Überweisung                                               -1.142,04
                                Hausverwaltung Schulz
                                Rechnung 243763
                                                  Tagessaldo Do 01.02.2024                 1.357,89
Fr 02.02.         02.02.        Lastschrift                                                 -178,93
                                Allianz Versicherungs-AG
                                Beitrag Kfz-Versicherung
                                                  Tagessaldo Fr 02.02.2024                 1.178,96
                                Kontostand am 29.02.2024                                   1.178,96`,
		want: []string{
			"01.02.2024|01.02.2024|Hausverwaltung Schulz|Überweisung|Rechnung 243763|-1.142,04",
			"02.02.2024|02.02.2024|Allianz Versicherungs-AG|Lastschrift|Beitrag Kfz-Versicherung|-178,93",
		},
		status: StatusOK,
	}})
}

// TestClosingItemsWithCurrency: the quarter's closing lists its items with
// the currency before each figure ("EUR 11,85 S"); they are calculation
// lines, the zero-rate interest line aligned with them too.
func TestClosingItemsWithCurrency(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "closing items EUR 11,85 S",
		text: `Kontoauszug 2/2022
Buchungstag      Wert              Vorgang / Verwendungszweck                                          Betrag
                                   Kontostand am 31.03.2022                                      EUR 1.000,00 H
30.06.2022       30.06.2022        Rechnungsabschluss                                              EUR 12,90 S
                                   Abrechnung 01.04.2022 bis 30.06.2022
                                      Kontoführungsentgelt 3 x 3,95 EUR           EUR 11,85 S
                                      Entgelt Buchungsposten 3 x 0,35 EUR          EUR 1,05 S
                                      Sollzinsen 11,10 % p.a. für Kontoüberziehungen EUR 0,00
                                   Kontostand am 30.06.2022                                        EUR 987,10 H`,
		want: []string{
			"30.06.2022|30.06.2022||Rechnungsabschluss|Abrechnung 01.04.2022 bis 30.06.2022|-12,90",
		},
		status: StatusOK,
	}})
}

// TestHeaderSublineNoSection: a newest-first list with a two-line header
// repeated on the next page ("Auftraggeber /" over "Empfänger", "IBAN /"
// over "Konto-Nr."): the header's lower line is no section label, so the
// opening balance under the list stays the account's.
func TestHeaderSublineNoSection(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Endsaldo above, Anfangssaldo below, header repeated",
		text: `Umsatzliste                       Zeitraum 01.06.2025 - 30.06.2025
Konto 5089979591 Deutsche Skatbank    IBAN DE92 8306 5408 5089 9795 91
Buchungstag Valuta      Buchungstext        Auftraggeber /          IBAN /        Verwendungszweck          Betrag
                                            Empfänger               Konto-Nr.                                EUR
                        Endsaldo am 30.06.2025                                                            500,00
30.06.2025  30.06.2025  Überweisung         Holz-Richter GmbH                     Rechnung 300599         -100,00
29.06.2025  29.06.2025  Gutschrift          Erika Musterfrau                      Abschlag Juni            200,00
Buchungstag Valuta      Buchungstext        Auftraggeber /          IBAN /        Verwendungszweck          Betrag
                                            Empfänger               Konto-Nr.                                EUR
02.06.2025  02.06.2025  Überweisung         Thomas Weber                          Miete Juni              -150,00
                        Anfangssaldo am 31.05.2025                                                        550,00`,
		want: []string{
			"30.06.2025|30.06.2025|Holz-Richter GmbH|Überweisung|Rechnung 300599|-100,00",
			"29.06.2025|29.06.2025|Erika Musterfrau|Gutschrift|Abschlag Juni|200,00",
			"02.06.2025|02.06.2025|Thomas Weber|Überweisung|Miete Juni|-150,00",
		},
		status: StatusOK,
	}})
}
