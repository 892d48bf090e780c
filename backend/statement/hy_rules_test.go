package statement

import (
	"context"
	"strings"
	"testing"
)

// TestHyLayoutRules covers the rules added for the third batch of held-out
// layouts (hy-*): one small statement per convention, every row compared
// as "date|value|party|text|purpose|amount", and the statement must
// reconcile.
func TestHyLayoutRules(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string
		sepa []map[string]string // SEPA fields per row, when checked
	}{
		{
			// The dates and the booking type on the first line of a
			// booking's text block, the amount on its LAST line (here the
			// card line or the IBAN line).
			name: "amount on the last line of the text block",
			text: `Kontoauszug Nr. 12/2022  IBAN DE93 5005 0201 9267 4961 28
Buchungsdatum Valuta      Text                                                Umsatz
                          Kontostand per 30.11.2022                    +1.000,00 EUR
01.12.2022    01.12.2022  Kartenzahlung
                          REWE Markt GmbH
                          2022-12-01T16:25 Debitk.2                      -122,32 EUR
02.12.2022    02.12.2022  Echtzeitüberweisung
                          Grünwald Immobilien GmbH
                          Miete Dezember
                          IBAN: DE72 2694 9874 4995 5159 51              -153,75 EUR
                          Kontostand per 31.12.2022                      +723,93 EUR`,
			want: []string{
				"01.12.2022|01.12.2022|REWE Markt GmbH|Kartenzahlung|2022-12-01T16:25 Debitk.2|-122,32",
				"02.12.2022|02.12.2022|Grünwald Immobilien GmbH|Echtzeitüberweisung|Miete Dezember|-153,75",
			},
		},
		{
			// A quarterly statement: year-less dates written "4. Dez."
			// (OCR glues "16.Dez."); the period across the turn of the
			// year gives each its year.
			name: "year-less written dates",
			text: `Kontoauszug für den Zeitraum 01.11.2024 bis 31.01.2025  IBAN DE93 3005 0110 0367 6865 46
Datum     Buchungstext                                             Betrag in EUR
          Saldo am 31.10.2024                                           1.000,00
Umsätze im Dezember 2024
4. Dez.   Lastschrift                                                    -204,49
          PayPal Europe S.a.r.l. et Cie S.C.A
16.Dez.   Kartenzahlung                                                   -75,51
          ALDI SÜD
          Summe der Umsätze Dezember 2024                                -280,00
Umsätze im Januar 2025
8. Jan.   Gutschrift                                                      408,95
          Hausverwaltung Schulz
          Summe der Umsätze Januar 2025                                   408,95
          Saldo am 31.01.2025                                           1.128,95`,
			want: []string{
				"04.12.2024||PayPal Europe S.a.r.l. et Cie S.C.A|Lastschrift||-204,49",
				"16.12.2024||ALDI SÜD|Kartenzahlung||-75,51",
				"08.01.2025||Hausverwaltung Schulz|Gutschrift||408,95",
			},
		},
		{
			// "Soll"/"Haben" written after the amount; the primanota
			// number inline after the booking type; SEPA tags with a
			// colon ("EREF: …") are fields, not purpose.
			name: "Soll/Haben words, inline PN, SEPA tags with colon",
			text: `Kontoauszug 3/2022   IBAN DE40 1203 0000 5201 6599 15
Buchungstag Wert        Buchungstext                                      Betrag EUR
                        Alter Kontostand                              1.000,00 Haben
03.03.2022  03.03.2022  Lastschrift PN:1885                              189,56 Soll
                        Techniker Krankenkasse
                        Zusatzbeitrag März
                        EREF: D56522E3D292
                        MREF: M3563-96811
                        CRED: DE84ZZZ02011632344
                        IBAN: DE42 4528 0634 3130 2463 14
04.03.2022  04.03.2022  Gutschrift PN:2075                               50,00 Haben
                        Max Mustermann
                        Anteil Urlaub
                        Summe Soll                                       189,56 Soll
                        Summe Haben                                      50,00 Haben
                        Neuer Kontostand vom 31.03.2022                 860,44 Haben`,
			want: []string{
				"03.03.2022|03.03.2022|Techniker Krankenkasse|Lastschrift PN:1885|Zusatzbeitrag März|-189,56",
				"04.03.2022|04.03.2022|Max Mustermann|Gutschrift PN:2075|Anteil Urlaub|50,00",
			},
			sepa: []map[string]string{{"EREF": "D56522E3D292", "MREF": "M3563-96811", "CRED": "DE84ZZZ02011632344"}, nil},
		},
		{
			// A card statement marks credits "CR" and prints charges and
			// the balance owed unsigned.
			name: "CR-marked credits on a card statement",
			text: `Monatsabrechnung  Kartennummer XXXX-XXXXXX-59213
Abrechnungszeitraum 16.09.2022 – 15.10.2022
Saldo des Vormonats             1.502,28
Datum       Beschreibung                                               Betrag in EUR
18.09.2022  Zahlung erhalten                                             1.502,28 CR
            Vielen Dank
19.09.2022  Lidl sagt Danke GÖTTINGEN                                       37,59
27.09.2022  IKEA Deutschland GÖTTINGEN                                     100,00
02.10.2022  EDEKA Center GÖTTINGEN                                          63,28 CR
            Neuer Saldo                                                     74,31`,
			want: []string{
				"18.09.2022||Zahlung erhalten||Vielen Dank|1.502,28",
				"19.09.2022||Lidl sagt Danke GÖTTINGEN|||-37,59",
				"27.09.2022||IKEA Deutschland GÖTTINGEN|||-100,00",
				"02.10.2022||EDEKA Center GÖTTINGEN|||63,28",
			},
		},
		{
			// Booking and value date "01.05." with their years on the
			// next line, which also carries the payee.
			name: "years on the line under year-less dates",
			text: `Kontoauszug vom 01.05.2023 bis 31.05.2023  IBAN DE84 5005 0201 1156 9878 57
Buchung Valuta  Vorgang                                           Soll         Haben
                Alter Saldo                           EUR                  +1.000,00
01.05.  01.05.  SEPA-Lastschrift                               -248,02
2023    2023    Vodafone GmbH
                Kundennr. 915005 Rechnung Mai
                IBAN DE14 2114 0939 5946 1366 34
03.05.  03.05.  Gutschrift                                                   +255,97
2023    2023    Max Mustermann
                Anteil Urlaub
                Neuer Saldo                           EUR                  +1.007,95`,
			want: []string{
				"01.05.2023|01.05.2023|Vodafone GmbH|SEPA-Lastschrift|Kundennr. 915005 Rechnung Mai|-248,02",
				"03.05.2023|03.05.2023|Max Mustermann|Gutschrift|Anteil Urlaub|255,97",
			},
		},
		{
			// An app export, newest first: the time after the date and
			// the category column are neither payee nor purpose;
			// "Referenz:" with text is the purpose, with a code a field;
			// the running balances run from the bottom up; "Kontostand zu
			// Beginn" / "am Ende" are opening and closing.
			name: "app export: time, category, Referenz, newest first",
			text: `Kontoauszug in EUR
Max Mustermann   IBAN DE60 3005 0110 0013 5746 72
Zeitraum 01.07.2025 – 31.07.2025
Kontostand zu Beginn          1.000,00 €
Kontostand am Ende            1.224,77 €
Datum      Uhrzeit Beschreibung               Kategorie         Betrag         Saldo
28.07.2025 06:43   Pflegedienst Sonne         Einkommen       300,00 €    1.224,77 €
                   Referenz: Gehalt Juli
16.07.2025 11:09   Kontoführung Juli          Gebühren         -6,73 €      924,77 €
10.07.2025 18:10   Telekom Deutschland        Rechnungen      -68,50 €      931,50 €
                   Referenz: 3B9FECE4798C`,
			want: []string{
				"28.07.2025||Pflegedienst Sonne||Gehalt Juli|300,00",
				"16.07.2025|||Kontoführung|Kontoführung Juli|-6,73",
				"10.07.2025||Telekom Deutschland|||-68,50",
			},
			sepa: []map[string]string{nil, nil, {"REFERENZ": "3B9FECE4798C"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Extract(context.Background(), geoDoc(tt.text))
			if err != nil {
				t.Fatal(err)
			}
			got := rowsOf(res.Transactions)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			for i, want := range tt.sepa {
				if i >= len(res.Transactions) {
					break
				}
				for k, v := range want {
					if g := res.Transactions[i].SEPA[k]; g != v {
						t.Errorf("row %d SEPA %s = %q, want %q", i, k, g, v)
					}
				}
			}
			if res.Info.Reconciliation.Status != StatusOK {
				t.Errorf("reconciliation %s: %s", res.Info.Reconciliation.Status, res.Info.Reconciliation.Detail)
			}
		})
	}
}

// TestAmountBelowGuards: a dated row without an amount takes the amount
// of the last line of its block only when that line closes the block and
// stands under the money column.
func TestAmountBelowGuards(t *testing.T) {
	head := "Buchungsdatum Valuta      Text                                                Umsatz\n"
	for _, tc := range []struct {
		name, block string
		want        bool
	}{
		{"amount closes the block", `01.12.2022    01.12.2022  Kartenzahlung
                          REWE Markt GmbH
                          2022-12-01T16:25 Debitk.2                      -122,32 EUR
02.12.2022    02.12.2022  Gutschrift                                      +5,00 EUR`, true},
		{"text continues after the amount", `01.12.2022    01.12.2022  Hinweis
                          Ihr Dispositionskredit                        3.000,00 EUR
                          gilt bis auf Weiteres`, false},
		{"amount not under the money column", `01.12.2022    01.12.2022  Hinweis
                          Freibetrag 1.000,00 EUR`, false},
		{"a period, not a booking", `01.12.2022 - 31.12.2022  Zeitraum
                          Dispositionskredit                            3.000,00 EUR`, false},
	} {
		rows := buildRows(geoDoc(head + tc.block))
		p := newParser(rows)
		p.cols = headerColumns(rows[0])
		if p.cols == nil {
			t.Fatal("header not recognised")
		}
		if got := p.amountBelow(1); got != tc.want {
			t.Errorf("%s: amountBelow = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestHyTokenRules: written-out markers after an amount, year-less written
// dates, times of day and reference codes.
func TestHyTokenRules(t *testing.T) {
	checkRowTokens(t, []tokenCase{
		{"03.03.2022 Lastschrift PN:1885 189,56 Soll", "03.03.2022:D Lastschrift PN:1885 189,56 Soll:A-18956"},
		{"Gutschrift 50,00 Haben 1.050,00 Haben", "Gutschrift 50,00 Haben:A5000 1.050,00 Haben:A105000"},
		{"18.09.2022 Zahlung erhalten 1.502,28 CR", "18.09.2022:D Zahlung erhalten 1.502,28 CR:A150228"},
		// A marker word followed by text is text.
		{"Zinsen 0,50 Haben Zinssatz", "Zinsen 0,50:A50 Haben Zinssatz"},
		{"4. Dez. Lastschrift -204,49", "4. Dez.:d Lastschrift -204,49:A-20449"},
		{"16.Nov. Bargeldauszahlung -120,00", "16.Nov.:d Bargeldauszahlung -120,00:A-12000"},
		// Without money on the row, or with the year after it, not a
		// year-less booking date.
		{"1. Mai Feiertag", "1. Mai Feiertag"},
		{"3. März 2025 Lastschrift -1,00", "3. März 2025:D Lastschrift -1,00:A-100"},
		{"1. Rate Darlehen 100,00", "1. Rate Darlehen 100,00:A10000"},
	})
	for _, tc := range []struct {
		s    string
		want bool
	}{{"08:24", true}, {"16:47_", true}, {"23:59:10", true}, {"24:10", false}, {"10.12.", false}, {"PN:1885", false}} {
		if got := clockWord(tc.s); got != tc.want {
			t.Errorf("clockWord(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	for _, tc := range []struct {
		s    string
		want bool
	}{{"3B9FECE4798C", true}, {"NOTPROVIDED", true}, {"Geschenk", false}, {"Gehalt Juli 2025", false}, {"GA NR14967369 16.07/12.19UHR", false}} {
		if got := referenceCode(tc.s); got != tc.want {
			t.Errorf("referenceCode(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

// tokenCase is one line and its row's tokens as describeTokens writes them.
type tokenCase struct{ line, want string }

// checkRowTokens builds each case's line into one row and compares its
// tokens.
func checkRowTokens(t *testing.T, cases []tokenCase) {
	t.Helper()
	for _, tc := range cases {
		rows := buildRows(geoDoc(tc.line))
		if len(rows) != 1 {
			t.Fatalf("%q: %d rows", tc.line, len(rows))
		}
		if got := describeTokens(rows[0]); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.line, got, tc.want)
		}
	}
}

// describeTokens writes a row's tokens as text with their kind: ":D" a
// full date, ":d" a year-less date, ":A" and the cents an amount.
func describeTokens(r *row) string {
	var parts []string
	for _, tk := range r.toks {
		s := tk.text
		switch tk.kind {
		case kDate:
			s += ":D"
		case kDayMonth:
			s += ":d"
		case kAmount:
			s += ":A" + itoa(int(tk.cents))
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}
