package statement

import "testing"

// Rules added for the fifth batch of held-out layouts (hw-*), in the same
// row format as the hz-* cases: "date|value|party|text|purpose|amount".

// TestDatePairOneWord: booking and value date printed as one word
// "05.01./04.01." start a booking; the year comes from the period (January
// after a December start); a sign set apart by a space ("- 12,04") is
// still the sign. SEPA fields listed without colons and separated by
// commas ("Referenz …, Mandat …, Einreicher-ID" with the ID wrapped to the
// next line) are fields, not purpose.
func TestDatePairOneWord(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "postbank-like giro statement",
		text: `Kontoauszug: Giro plus vom 16.12.2024 bis 15.01.2025
IBAN DE58 2001 0020 8963 3131 77
Buchung/Wert  Vorgang/Buchungsinformation                       Betrag (EUR)
              Kontostand am 15.12.2024                            + 2.441,59
23.12./23.12. Kartenzahlung                                          - 34,36
              dm-drogerie markt
              2024-12-23T11:20 Debitk.3
05.01./04.01. Lastschrift                                            - 12,04
              Allianz Versicherungs-AG
              Beitrag Kfz-Versicherung VS-Nr. 815852
              Referenz 92219AA9A884, Mandat M7698-2101, Einreicher-ID
              DE19ZZZ06769100596
              IBAN DE96 4987 1565 9575 7824 25 BIC DUSSDEDDXXX
              Kontostand am 15.01.2025                            + 2.395,19`,
		want: []string{
			"23.12.2024|23.12.2024|dm-drogerie markt|Kartenzahlung|2024-12-23T11:20 Debitk.3|-34,36",
			"05.01.2025|04.01.2025|Allianz Versicherungs-AG|Lastschrift|Beitrag Kfz-Versicherung VS-Nr. 815852|-12,04",
		},
		status: "ok",
	}})
}

// TestClosingHeadingItems: "Abschluss zum 30.04.2024" with no amount of
// its own heads undated items (Habenzinsen, Kapitalertragsteuer, …) that
// are bookings dated by the heading, not text of the booking above; the
// rate lines under them stay their purpose, and the closing balance ends
// the block.
func TestClosingHeadingItems(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "tagesgeld monthly closing",
		text: `Kontoauszug Tagesgeld  Zeitraum 01.04.2024 bis 30.04.2024
Tagesgeldkonto DE20 5001 0517 5082 2197 75
Buchung     Valuta      Vorgang                                   Betrag
                        Alter Saldo 31.03.2024              +52.068,68 €
15.04.2024  15.04.2024  Gutschrift                           +1.900,00 €
                        Jonas Beispiel
                        Übertrag vom Girokonto
                        Abschluss zum 30.04.2024
                          Habenzinsen                          +132,48 €
                            3,63 % p.a. vom 01.04. bis 30.04.2024
                          Kapitalertragsteuer                   -22,35 €
                            25 % auf 89,40 EUR
                        Neuer Saldo 30.04.2024              +54.078,81 €
Zinsen und Steuern im Quartal
Zinssatz 3,63 % p.a.              Zinsen gesamt               132,48 EUR`,
		want: []string{
			"15.04.2024|15.04.2024|Jonas Beispiel|Gutschrift|Übertrag vom Girokonto|1.900,00",
			"30.04.2024|||Habenzinsen|3,63 % p.a. vom 01.04. bis 30.04.2024|132,48",
			"30.04.2024|||Kapitalertragsteuer|25 % auf 89,40 EUR|-22,35",
		},
		status: "ok",
	}})
}

// TestUnknownNumberColumn: a heading the extractor does not know
// ("Punkte"), set apart between the description and the amount, is a
// column of its own: the numbers under it (signed on a refund) are not part
// of the payee. Interest at a rate ("Sollzinsen 18,49 % p.a.") is the
// bank's own booking: its row is the text, no payee; so is a sentence
// around the type word after a dash ("Zahlung per Lastschrift - vielen
// Dank").
func TestUnknownNumberColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "card statement with bonus points",
		text: `Ihre Kreditkartenabrechnung  Abrechnungszeitraum 19.11.2025 - 18.12.2025
Datum   Umsatz / Beschreibung                      Punkte       Betrag in EUR
20.11.  AMZN Digital                                  147             147,37-
27.11.  ARAL TANKSTELLE 24                             60             120,80-
09.12.  SBB CFF FFS BERN                              164             329,43-
10.12.  Amazon.de                                     -34              34,83+
18.12.  Sollzinsen 18,49 % p.a.                                         7,41-
18.12.  Zahlung per Lastschrift - vielen Dank                         193,18+`,
		want: []string{
			"20.11.2025||AMZN Digital|||-147,37",
			"27.11.2025||ARAL TANKSTELLE 24|||-120,80",
			"09.12.2025||SBB CFF FFS BERN|||-329,43",
			"10.12.2025||Amazon.de|||34,83",
			"18.12.2025|||Sollzinsen|Sollzinsen 18,49 % p.a.|-7,41",
			"18.12.2025|||Zahlung per Lastschrift|Zahlung per Lastschrift - vielen Dank|193,18",
		},
	}})
}

// TestLabelledStream: a text cell that is one labelled stream wrapping
// across lines ("Empfänger: … Kto/IBAN: … Buchungstext: … Mandatsref.:
// …") gives the name and the purpose by their labels; the wrapped Vorgang
// cell left of it is the booking type; a bank posting opens with
// "Buchungstext:".
func TestLabelledStream(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "finanzreport-like giro section",
		text: `Girokonto · IBAN DE15 2004 1155 4026 9726 03   Berichtszeitraum 01.05.2022 - 31.05.2022
Buchungstag Valuta      Vorgang             Buchungstext                                         Ausgang      Eingang
01.05.2022  01.05.2022  Visa-Debitkarten-   Empfänger: Aral Tankstelle Buchungstext:               -94,71
                        umsatz              2022-05-01T08:49 Debitk.1 Ref.
                                            9BB52369B709B
06.05.2022  06.05.2022  Lastschrift /       Empfänger: Stadtwerke Kassel GmbH Kto/IBAN:            -153,12
                        Belastung           DE88775055510041615008 BLZ/BIC: DUSSDEDDXXX
                                            Buchungstext: Abschlag Strom Mai Vertragskonto
                                            834126 End-to-End-Ref.: DC5F1DD8C99F CORE /
                                            Mandatsref.: M4104-77830 Gläubiger-ID:
                                            DE83ZZZ49684600537 Ref. 328FA72D77288
08.05.2022  08.05.2022  Kontoführungs-      Buchungstext: Kontoführung Mai 2022 Ref.                 -5,35
                        entgelt             5FF93F0B5660F`,
		want: []string{
			"01.05.2022|01.05.2022|Aral Tankstelle|Visa-Debitkartenumsatz|2022-05-01T08:49 Debitk.1|-94,71",
			"06.05.2022|06.05.2022|Stadtwerke Kassel GmbH|Lastschrift / Belastung|Abschlag Strom Mai Vertragskonto 834126|-153,12",
			"08.05.2022|08.05.2022||Kontoführungsentgelt|Kontoführung Mai 2022|-5,35",
		},
	}})
}

// TestTypeColumnBesideText: an "Umsatzart" column beside the details
// column holds the booking type, wrapped over two lines ("GUTSCHR." /
// "UEBERWEISUNG"); the details cell gives name and purpose, and an
// "Ende-zu-Ende-Ref.:" line is a field, not purpose.
func TestTypeColumnBesideText(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "savings-bank online list",
		text: `Zeitraum: 01.05.2022 - 31.05.2022
Buchungstag   Umsatzart          Buchungsdetails                                      Betrag
31.05.22      LASTSCHRIFT        Techniker Krankenkasse                             -162,76 €
                                 Zusatzbeitrag Mai Mitgliedsnr. 665165
                                 IBAN: DE52 8149 9076 8765 0461 68 BIC: COBADEHDXXX
                                 Mandatsreferenz: M1324-58976
                                 Ende-zu-Ende-Ref.: 4A0A04EE6926
26.05.22      GUTSCHR.           Thomas Weber                                        376,28 €
              UEBERWEISUNG       Anteil Urlaub
                                 IBAN: DE35 4022 1658 9572 3834 10 BIC: COBADEFFXXX`,
		want: []string{
			"31.05.2022||Techniker Krankenkasse|LASTSCHRIFT|Zusatzbeitrag Mai Mitgliedsnr. 665165|-162,76",
			"26.05.2022||Thomas Weber|GUTSCHR. UEBERWEISUNG|Anteil Urlaub|376,28",
		},
	}, {
		name: "indented text line under a type column is text",
		text: `Kontoauszug Ratenkredit  01.10.2024 bis 31.10.2024
Buchung      Wert         Buchungsart /    Erläuterung              Belastung   Gutschrift          Saldo
15.10.2024   15.10.2024   Sondertilgung                                             1.700,00     -27.910,69
                           Max Mustermann
                           Sondertilgung   Kreditvertrag 6475672413`,
		want: []string{
			"15.10.2024|15.10.2024|Max Mustermann|Sondertilgung|Sondertilgung Kreditvertrag 6475672413|1.700,00",
		},
	}})
}

// TestCollectiveBooking: a collective booking (SEPA-Sammler-Gutschrift,
// SEPA-Sammelüberweisung) names no single counterparty; its first line is
// the purpose, and the "Einzelposten:" list under it (names, mandates,
// item amounts) is neither purpose nor bookings.
func TestCollectiveBooking(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "business account with Sammler items",
		text: `Kontoauszug Geschäftskonto  01.12.2025 bis 31.12.2025
Buchung    Valuta     Vorgang                                                     Betrag
09.12.2025 10.12.2025 SEPA-Sammler-Gutschrift                                     445,30
                      Einreichung Nr. 4820, 13 Posten, Beiträge Dezember
                      Gläubiger-ID DE80ZZZ23270911380
                      Einzelposten:
                                 Jonas Beispiel, Mandat MB-6602                    19,90
                                 Sabine Fischer, Mandat MB-6989                    29,00
29.12.2025 29.12.2025 SEPA-Sammelüberweisung                                   -3.321,25
                      Löhne und Gehälter Dezember 2025, 2 Posten
                      Einzelposten:
                                 Leonie Schneider, DE29 7016 9614 1869 0033 00   1.705,72
                                 Emma Becker, DE53 1203 0000 4705 7723 04        1.615,53`,
		want: []string{
			"09.12.2025|10.12.2025||SEPA-Sammler-Gutschrift|Einreichung Nr. 4820, 13 Posten, Beiträge Dezember|445,30",
			"29.12.2025|29.12.2025||SEPA-Sammelüberweisung|Löhne und Gehälter Dezember 2025, 2 Posten|-3.321,25",
		},
	}})
}
