package statement

import "testing"

// Rules added for the seventeenth batch of held-out layouts (hj-*, HTML
// printed by Chromium), in the row format of the hz-* cases:
// "date|value|party|text|purpose|amount".

// TestDetailAmountBelow: an "Umsatzdetails" print labels a booking's
// fields one to a line and closes the block with "Buchungstext …
// Betrag …": the amount line is the block's although name, IBAN,
// purpose and mandate stand between it and the date line (and a wrapped
// purpose under its label). An unlabelled line at the margin ends the
// block: a letter quoting a date line and, further down, an amount line
// is no statement.
func TestDetailAmountBelow(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "amount last in the block",
		text: `Umsatzdetails Girokonto DE64 2176 3542 3888 7103 67
Anfangssaldo     31.05.2024                                      4.741,92 EUR
Endsaldo         30.06.2024                                      7.836,73 EUR

Buchungstag      12.06.2024                Valuta                12.06.2024
Auftraggeber     Pflegedienst Sonnenschein
IBAN             DE04 1059 7848 7963 0740 45
Verwendungszweck Gehalt Juni 2024 Personalnr. 895825
Buchungstext     SEPA-Gutschrift           Betrag                3.148,93 EUR

Buchungstag      21.06.2024                Valuta                21.06.2024
Zahlungsempfänger Schaffhauser Fitnessfabrik GmbH
IBAN             DE41 5073 0225 1892 7703 67
Verwendungszweck Mitgliedsbeitrag Juni Vertrag 534870 Vertrags-
                 beginn 01.01.2024
Mandatsreferenz  M3854-39004
Buchungstext     SEPA-Lastschrift          Betrag                -54,12 EUR`,
		want: []string{
			"12.06.2024|12.06.2024|Pflegedienst Sonnenschein|SEPA-Gutschrift|Gehalt Juni 2024 Personalnr. 895825|3.148,93",
			"21.06.2024|21.06.2024|Schaffhauser Fitnessfabrik GmbH|SEPA-Lastschrift|Mitgliedsbeitrag Juni Vertrag 534870 Vertragsbeginn 01.01.2024|-54,12",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		name string
		text string
	}{
		{"unlabelled line between", `Buchungstag      12.06.2024                Valuta                12.06.2024
Sehr geehrte Frau Muster, bitte prüfen Sie die Buchung.
Buchungstext     SEPA-Gutschrift           Betrag                3.148,93 EUR
Buchungstag      21.06.2024                Valuta                21.06.2024
Wir haben Ihren Auftrag erhalten.
Buchungstext     SEPA-Lastschrift          Betrag                -54,12 EUR`},
		{"too many lines between", `Buchungstag      12.06.2024                Valuta                12.06.2024
IBAN             DE04 1059 7848 7963 0740 45
IBAN             DE04 1059 7848 7963 0740 45
IBAN             DE04 1059 7848 7963 0740 45
IBAN             DE04 1059 7848 7963 0740 45
IBAN             DE04 1059 7848 7963 0740 45
IBAN             DE04 1059 7848 7963 0740 45
IBAN             DE04 1059 7848 7963 0740 45
IBAN             DE04 1059 7848 7963 0740 45
IBAN             DE04 1059 7848 7963 0740 45
Buchungstext     SEPA-Gutschrift           Betrag                3.148,93 EUR
Buchungstag      21.06.2024                Valuta                21.06.2024
Buchungstext     SEPA-Lastschrift          Betrag                -54,12 EUR`},
	} {
		// No block, or one (the second of "too many lines"): no joins.
		rows := buildRows(geoDoc(tc.text))
		if got := detailBlocks(rows); len(got) != len(rows) {
			t.Errorf("%s: %d rows after detailBlocks, want %d", tc.name, len(got), len(rows))
		}
	}
}

// TestTypeFieldValueDate: "Lastschrift · Wertstellung 03.02.2025" under
// the name is the booking type and the value date, not purpose text.
func TestTypeFieldValueDate(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "web print, date groups, type and value date small",
		text: `DKB
Umsätze Girokonto
Max Mustermann · DE35 1203 0000 4849 3796 73
Kontostand am 31.07.2024                                            2.069,00 €
Kontostand am 30.06.2024                                            2.102,43 €
Dienstag, 30. Juli 2024
Grünwald Immobilien GmbH                                               19,87 €
Geschenk
Gutschrift · Wertstellung 30.07.2024
Aral Tankstelle                                                       -53,30 €
Kartenzahlung · Wertstellung 29.07.2024`,
		want: []string{
			"30.07.2024|30.07.2024|Grünwald Immobilien GmbH|Gutschrift|Geschenk|19,87",
			"30.07.2024|29.07.2024|Aral Tankstelle|Kartenzahlung||-53,30",
		},
		status: "ok",
	}})
}

// TestStackedHeaderCells: a web print's header cells stack two headings
// ("Buchung" / "Valuta", "Auftraggeber/Empfänger" / "Buchungstext")
// beside single ones ("Verwendungszweck", "Betrag", "Saldo"): the two
// lines are one header with a name and a purpose column, the type under
// the name is the type, the value date under the booking date no purpose
// text. The bank's own posting names the bank ("ING" over "Entgelt"): no
// counterparty.
func TestStackedHeaderCells(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "ING-like web print",
		text: `ING
Umsätze Girokonto
Saldo am 31.05.2022: 5.144,17 €
Saldo am 30.04.2022: 5.000,00 €
Buchung      Auftraggeber/Empfänger
Valuta       Buchungstext                Verwendungszweck                        Betrag          Saldo
31.05.2022   Thomas Weber                Stoffwechsel-Check Zuzahlung         -203,95 €     5.144,17 €
30.05.2022   Echtzeitüberweisung
29.05.2022   Beispiel Logistik AG        Gehalt Mai 2022 Personalnr. 338683     354,59 €     5.348,12 €
28.05.2022   Lohn/Gehalt
28.05.2022   ING                         Kontoführung Mai 2022                   -6,47 €     4.993,53 €
28.05.2022   Entgelt`,
		want: []string{
			"31.05.2022|30.05.2022|Thomas Weber|Echtzeitüberweisung|Stoffwechsel-Check Zuzahlung|-203,95",
			"29.05.2022|28.05.2022|Beispiel Logistik AG|Lohn/Gehalt|Gehalt Mai 2022 Personalnr. 338683|354,59",
			"28.05.2022|28.05.2022||Entgelt|Kontoführung Mai 2022|-6,47",
		},
		status: "ok",
	}})
}

// TestWrappedPartyHeadingTypeAfter: an Internet-Filiale "Umsätze" print:
// the party heading "Zahlungspflichtige(r) / Zahlungsempfänger(in)"
// wraps in its narrow cell (under the header line on one page, over it
// on the next), the type column "Umsatzart" stands after the purpose, and
// the counterparty's IBAN and BIC stand small under its name. The
// wrapped heading is part of the header (not the first booking's name),
// the parenthesised gender ending names the party column, the Umsatzart
// cell is the type (not purpose) and the BIC line is no part of the name.
func TestWrappedPartyHeadingTypeAfter(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "heading wrapped under the header line",
		text: `Sparkasse Musterstadt
Umsätze – Girokonto
Zeitraum 28.11.2025 – 30.11.2025
Kontostand am 30.11.2025 4.673,35 EUR
Buchungstag   Wertstellung   Zahlungspflichtige(r) /                  Verwendungszweck                 Umsatzart            Betrag (EUR)
                             Zahlungsempfänger(in)
30.11.2025    30.11.2025     Vodafone GmbH                            Kundennr. 283126 Rechnung        SEPA-Lastschrift           -57,67
                             IBAN: DE76 6409 5265 5292 4196 30
                             BIC: HELADEF1822
29.11.2025    29.11.2025     Beispiel Logistik AG                     Gehalt November 2025             Lohn/Gehalt              2.911,02
                             IBAN: DE86 9581 2182 9795 3139 94
                             BIC: GENODEF1MIB
28.11.2025    28.11.2025     Sparkasse Kassel                         GA NR49616984 28.11/16.19UHR     Bargeldauszahlung         -180,00
Kontostand am 27.11.2025: 2.000,00 EUR`,
		want: []string{
			"30.11.2025|30.11.2025|Vodafone GmbH|SEPA-Lastschrift|Kundennr. 283126 Rechnung|-57,67",
			"29.11.2025|29.11.2025|Beispiel Logistik AG|Lohn/Gehalt|Gehalt November 2025|2.911,02",
			"28.11.2025|28.11.2025|Sparkasse Kassel|Bargeldauszahlung|GA NR49616984 28.11/16.19UHR|-180,00",
		},
		// Reconciliation stays "unavailable" here as on hj-sparkasse:
		// the closing balance stands above the newest-first table.
	}, {
		name: "heading wrapped over the header line",
		text: `Sparkasse Musterstadt
Umsätze – Girokonto
Zeitraum 28.11.2025 – 30.11.2025
Kontostand am 30.11.2025 4.673,35 EUR
                             Zahlungspflichtige(r) /
Buchungstag   Wertstellung   Zahlungsempfänger(in)                    Verwendungszweck                 Umsatzart            Betrag (EUR)
30.11.2025    30.11.2025     Vodafone GmbH                            Kundennr. 283126 Rechnung        SEPA-Lastschrift           -57,67
                             IBAN: DE76 6409 5265 5292 4196 30
                             BIC: HELADEF1822
29.11.2025    29.11.2025     Beispiel Logistik AG                     Gehalt November 2025             Lohn/Gehalt              2.911,02
                             IBAN: DE86 9581 2182 9795 3139 94
                             BIC: GENODEF1MIB
28.11.2025    28.11.2025     Sparkasse Kassel                         GA NR49616984 28.11/16.19UHR     Bargeldauszahlung         -180,00
Kontostand am 27.11.2025: 2.000,00 EUR`,
		want: []string{
			"30.11.2025|30.11.2025|Vodafone GmbH|SEPA-Lastschrift|Kundennr. 283126 Rechnung|-57,67",
			"29.11.2025|29.11.2025|Beispiel Logistik AG|Lohn/Gehalt|Gehalt November 2025|2.911,02",
			"28.11.2025|28.11.2025|Sparkasse Kassel|Bargeldauszahlung|GA NR49616984 28.11/16.19UHR|-180,00",
		},
		// Reconciliation stays "unavailable" here as on hj-sparkasse:
		// the closing balance stands above the newest-first table.
	}})
}
