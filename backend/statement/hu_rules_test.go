package statement

import (
	"testing"
)

// Rules added for the seventh batch of held-out layouts (hu-*).

// TestParenthesisedDebits: accounting notation, "(45,00)" in the money
// column is a debit; parentheses inside the text stay text.
func TestParenthesisedDebits(t *testing.T) {
	checkRowTokens(t, []tokenCase{
		{"01.02.2024 Lastschrift            (194,76)", "01.02.2024:D Lastschrift (194,76):A-19476"},
		{"Endsaldo                          (1.166,35)", "Endsaldo (1.166,35):A-116635"},
		{"01.02.2024 Kartenzahlung          (19,99 €)", "01.02.2024:D Kartenzahlung (19,99):A-1999"},
		{"03.02.2024 Gutschrift               12,17", "03.02.2024:D Gutschrift 12,17:A1217"},
		// Inside the text, a space from its word, or followed by text.
		{"Verwendungszweck: Gebühr (2,50)", "Verwendungszweck: Gebühr (2,50)"},
		{"Rate          (45,00)     von 540,00", "Rate (45,00) von 540,00:A54000"},
		{"05.02.2024 Kartenzahlung   (12,34)     -11,50", "05.02.2024:D Kartenzahlung (12,34) -11,50:A-1150"},
		{"05.02.2024 Lastschrift     (45,00)   (1.234,56)", "05.02.2024:D Lastschrift (45,00):A-4500 (1.234,56):A-123456"},
	})
	runHZCases(t, []hzCase{{
		name: "consumer bank statement in accounting notation",
		text: `Kontoauszug Girokonto   Zeitraum 01.02.2024 bis 29.02.2024
IBAN DE89 3704 0044 0532 0130 00
Buchungsdatum  Beschreibung                         Betrag (EUR)
               Anfangssaldo                              100,00
01.02.2024     Lastschrift                              (194,76)
               Empfänger: Stadtwerke Musterstadt
               Verwendungszweck: Abschlag Strom (Rate 3/12)
26.02.2024     Gutschrift                                 12,17
               Auftraggeber: Thomas Weber
               Verwendungszweck: Anteil Urlaub
               Endsaldo                                  (82,59)`,
		want: []string{
			"01.02.2024||Stadtwerke Musterstadt|Lastschrift|Abschlag Strom (Rate 3/12)|-194,76",
			"26.02.2024||Thomas Weber|Gutschrift|Anteil Urlaub|12,17",
		},
		status: "ok",
	}})
}

// TestCashBookColumns: a treasurer's list prints outflows and inflows
// unsigned in "Ausgaben" and "Einnahmen" columns beside separate name and
// purpose columns; opening and closing balance share one heading line.
func TestCashBookColumns(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "club account list",
		text: `Umsatzaufstellung Vereinskonto Oktober 2022
IBAN DE89 3704 0044 0532 0130 00
Anfangsbestand 500,00 EUR           Endbestand 463,00 EUR
Datum     Name                     Verwendungszweck                 Ausgaben    Einnahmen
01.10.22  Sabine Fischer           Mitgliedsbeitrag Oktober                         24,00
04.10.22  ARAG Sportversicherung   Vereinshaftpflicht Vertrag 2025      61,00
07.10.22  Jonas Beispiel           Spende Vereinsfest                               10,00
31.10.22                           Kontoführung Vereinskonto            10,00
                                   Summen                               71,00       34,00`,
		want: []string{
			"01.10.2022||Sabine Fischer||Mitgliedsbeitrag Oktober|24,00",
			"04.10.2022||ARAG Sportversicherung||Vereinshaftpflicht Vertrag 2025|-61,00",
			"07.10.2022||Jonas Beispiel||Spende Vereinsfest|10,00",
			"31.10.2022||||Kontoführung Vereinskonto|-10,00",
		},
		status: "ok",
	}, {
		// A cash book closes with "Bestand am <date>" (as "Kontostand am");
		// singular headings.
		name: "cash book closing with Bestand am",
		text: `Umsatzaufstellung Vereinskonto Oktober 2022
IBAN DE89 3704 0044 0532 0130 00
Datum     Name                     Verwendungszweck                  Ausgabe     Einnahme
                                   Anfangsbestand                               500,00
01.10.22  Sabine Fischer           Mitgliedsbeitrag Oktober                         24,00
04.10.22  ARAG Sportversicherung   Vereinshaftpflicht Vertrag 2025      61,00
                                   Bestand am 31.10.2022                            463,00`,
		want: []string{
			"01.10.2022||Sabine Fischer||Mitgliedsbeitrag Oktober|24,00",
			"04.10.2022||ARAG Sportversicherung||Vereinshaftpflicht Vertrag 2025|-61,00",
		},
		status: "ok",
	}})
}

// TestBareAccountLine: the counterparty's IBAN printed unlabelled under
// its name, with or without the BIC, is the IBAN field, not purpose.
func TestBareAccountLine(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "private banking statement, value date first",
		text: `Kontoauszug Private Banking
Kontokorrentkonto DE28 2005 0000 0923 8562 24
Valuta    Buchungstag  Buchungstext                     Betrag EUR    Saldo EUR
                       Saldo per 31.01.25                                100,00
10.02.25  10.02.25     Gutschrift                           +44,77       144,77
                       Sabine Fischer
                       Rückzahlung Auslage
                       DE89 3704 0044 0532 0130 00 · COBADEFFXXX
23.02.25  23.02.25     Überweisung                          -40,00       104,77
                       Hausverwaltung Schulz
                       Miete Februar
                       DE89370400440532013000
                       Saldo per 28.02.25                                104,77`,
		want: []string{
			"10.02.2025|10.02.2025|Sabine Fischer|Gutschrift|Rückzahlung Auslage|44,77",
			"23.02.2025|23.02.2025|Hausverwaltung Schulz|Überweisung|Miete Februar|-40,00",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		l    string
		want bool
	}{
		{"DE89 3704 0044 0532 0130 00 · COBADEFFXXX", true},
		{"DE89 3704 0044 0532 0130 00", true},
		{"DE89370400440532013000 / COBADEFFXXX", true},
		{"DE89 3704 0044 0532 0130 00 - COBADEFFXXXX", true}, // OCR: "·" read as "-", a glyph too many
		{"DE89 3704 0044 0532 0130 00 Miete", false},
		{"Miete DE89 3704 0044 0532 0130 00", false},
		{"DE89 3704 0044 0532 0130 01", false}, // check digits fail
	} {
		if _, got := bareAccountLine(tc.l); got != tc.want {
			t.Errorf("bareAccountLine(%q) = %v, want %v", tc.l, got, tc.want)
		}
	}
}

// TestOwnPostings: the bank's own postings name no payee; their
// calculation lines (rate, days, average balance, count × price, tax
// base) with a figure in a sub-column are not purpose; "Steuer" alone is
// a booking type.
func TestOwnPostings(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "quarter's Rechnungsabschluss",
		text: `Kontoauszug 3/2023   01.03.2023 - 31.03.2023
Sparkassen-Girokonto DE89 3704 0044 0532 0130 00
Buchungstag Wert        Erläuterung                                                Betrag
                        Kontostand am 28.02.2023                                  +100,00
02.03.2023  02.03.2023  Gutschrift                                               +1.000,00
                        Stadtverwaltung Kassel
                        Gehalt März 2023 3 x 12,50 Stunden
                        Rechnungsabschluss zum 31.03.2023
31.03.2023  31.03.2023  Dispozinsen 01.01.2023 - 31.03.2023                        -31,90
                          11,90 % p.a. für 49 Tage auf Ø 1.969,51   31,90
31.03.2023  31.03.2023  Entgelte Kontoführung 01.01.2023 - 31.03.2023              -21,18
                          Grundpreis 3 x 6,90                       20,70
                          4 Buchungsposten x 0,12                    0,48
                        Kontostand am 31.03.2023                                 +1.046,92`,
		want: []string{
			"02.03.2023|02.03.2023|Stadtverwaltung Kassel|Gutschrift|Gehalt März 2023 3 x 12,50 Stunden|1.000,00",
			"31.03.2023|31.03.2023||Dispozinsen|Dispozinsen 01.01.2023 - 31.03.2023|-31,90",
			"31.03.2023|31.03.2023||Entgelte|Entgelte Kontoführung 01.01.2023 - 31.03.2023|-21,18",
		},
		status: "ok",
	}, {
		name: "Festgeld at maturity",
		text: `Kontoauszug Festgeldkonto 8639623198
Buchungstag Wertstellung Vorgang                                              Betrag
                         Kontostand zu Beginn                            EUR 2.682,50
12.09.2026  12.09.2026   Steuer                                         EUR -670,63
                         Kapitalertragsteuer 25,00 %
                           Bemessungsgrundlage EUR 2.682,50
12.09.2026  12.09.2026   Steuerberater Müller                            EUR -11,87
                         Rechnung 4711
12.09.2026  12.09.2026   Solidaritätszuschlag                            EUR -36,88
                         5,5 % auf 670,63 EUR
                         Kontostand am 12.09.2026                        EUR 1.963,12`,
		want: []string{
			"12.09.2026|12.09.2026||Steuer|Kapitalertragsteuer 25,00 %|-670,63",
			"12.09.2026|12.09.2026|Steuerberater Müller||Rechnung 4711|-11,87",
			// A rate inside a sentence is the booking's text.
			"12.09.2026|12.09.2026||Solidaritätszuschlag|5,5 % auf 670,63 EUR|-36,88",
		},
		status: "ok",
	}})
}

// TestTypePhraseParty: the counterparty inside the type phrase
// ("Kartenzahlung bei …", "Gutschrift von …"); a terminal's or cash
// machine's line with a date and time is text, not a name.
func TestTypePhraseParty(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "youth account",
		text: `Kontoauszug Jugendkonto Januar 2024
IBAN DE89 3704 0044 0532 0130 00
Tag               Umsatz                                            Betrag
                  Dein Kontostand am 31. Dezember 2023          324,51 EUR
1. Januar 2024    Gutschrift von Max Mustermann                  15,00 EUR
                  Taschengeld Januar
9. Januar 2024    Kartenzahlung bei Bäckerei Müller             -24,43 EUR
30. Januar 2024   Auszahlung                                    -20,00 EUR
                  Geldautomat Musterstadt 30.01. 11:13
                  Dein Kontostand am 31. Januar 2024            295,08 EUR`,
		want: []string{
			"01.01.2024||Max Mustermann|Gutschrift von|Taschengeld Januar|15,00",
			"09.01.2024||Bäckerei Müller|Kartenzahlung bei||-24,43",
			"30.01.2024|||Auszahlung|Geldautomat Musterstadt 30.01. 11:13|-20,00",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		s    string
		want bool
	}{{"Geldautomat Musterstadt 30.01. 11:13", false}, {"Kino am Markt 12.03.2024", false}, {"Kino am Markt", true}, {"Studio 54 GmbH", true}} {
		if got := looksLikeName(tc.s); got != tc.want {
			t.Errorf("looksLikeName(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

// TestHeadBoxBalances: an app bank's monthly PDF prints both balances,
// labelled by date only, in a box above the bookings: the earlier date
// opens, the later closes.
func TestHeadBoxBalances(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "balance box above the bookings",
		text: `Morgenbank GmbH
Jonas Beispiel                      Kontoauszug August 2025
                                    IBAN DE89 3704 0044 0532 0130 00
Kontostand am 31.08.2025       -80,00 €
Kontostand am 01.08.2025       100,00 €
Datum       Empfänger / Absender            Kategorie       Betrag
01.08.2025  REWE Markt GmbH                 Einkaufen      -130,00 €
12.08.2025  Max Mustermann                  Einnahmen       +50,00 €
            Verwendungszweck: Anteil Urlaub
16.08.2025  Vodafone GmbH                   Verträge      -100,00 €`,
		want: []string{
			"01.08.2025||REWE Markt GmbH|||-130,00",
			"12.08.2025||Max Mustermann||Anteil Urlaub|50,00",
			"16.08.2025||Vodafone GmbH|||-100,00",
		},
		status: "ok",
	}})
}
