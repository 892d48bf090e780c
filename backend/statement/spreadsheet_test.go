package statement

import (
	"strings"
	"testing"
)

// sheetPrint is a bank CSV opened in a spreadsheet and printed with the
// sheet's column letters and row numbers, ISO dates, "General" amounts
// ("1200", "-14,5") and the export's headings (transcribed umlauts, the
// type as "Buchungstext" beside a "Verwendungszweck", the counterparty's
// account in a "Kontonummer/IBAN" column).
const sheetPrint = `Umsaetze_DE40400501504354782232_2024-01.csv
          A            B            C                    D                              E                         F                        G
1    Umsätze Girokonto DE40 4005 0150 4354 7822 32
2    Kontostand   2023-12-31                                                                                                              4596,92
3
4    Buchungstag  Valutadatum  Buchungstext         Verwendungszweck               Beguenstigter/Zahlungspf  Kontonummer/IBAN          Betrag
5    2024-01-29   2024-01-29   FOLGELASTSCHRIFT     Rechnung Januar                Vodafone GmbH             DE93638430146841217913    -141,19
6    2024-01-20   2024-01-20   GUTSCHR. UEBERWEISUN Rückzahlung Auslage            Max Mustermann            DE46204612268480211314       1200
7    2024-01-12   2024-01-12   KARTENZAHLUNG        2024-01-12T09:36 Debitk.2      IKEA Deutschland                                      -14,5
8    2024-01-10   2024-01-10   LASTSCHRIFT          Festnetz Vertragskonto 102531  Telekom Deutschland Gm    DE60674718861673945230     -133,2
9    2024-01-09   2024-01-09   ENTGELTABSCHLUSS     Kontoführung Januar 2024                                                           -7,99
10
11   Kontostand   2024-01-31                                                                                                              5500,04`

// TestSpreadsheetPrint: the column letters and row numbers of a printed
// spreadsheet are no text, the General numbers of the amount column are
// amounts, the "Kontostand <date>" rows are the balances (spreadsheet.go,
// datedsaldo.go), and the export's headings name the type, counterparty
// and account columns (csvheadings.go, ibancol.go).
func TestSpreadsheetPrint(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "printed spreadsheet",
		text: sheetPrint,
		want: []string{
			"29.01.2024|29.01.2024|Vodafone GmbH|FOLGELASTSCHRIFT|Rechnung Januar|-141,19",
			"20.01.2024|20.01.2024|Max Mustermann|GUTSCHR. UEBERWEISUN|Rückzahlung Auslage|1.200,00",
			"12.01.2024|12.01.2024|IKEA Deutschland|KARTENZAHLUNG|2024-01-12T09:36 Debitk.2|-14,50",
			"10.01.2024|10.01.2024|Telekom Deutschland Gm|LASTSCHRIFT|Festnetz Vertragskonto 102531|-133,20",
			"09.01.2024|09.01.2024||ENTGELTABSCHLUSS|Kontoführung Januar 2024|-7,99",
		},
		status: "ok",
	}})
	// The geometry must prove the sheet: without the letters, or with row
	// numbers that do not count up by one, nothing is removed or rewritten.
	words := func(s string) []string {
		var out []string
		for _, w := range spreadsheetPrint(geoDoc(s)).Pages[0].Words {
			out = append(out, w.Text)
		}
		return out
	}
	has := func(ws []string, w string) bool {
		for _, x := range ws {
			if x == w {
				return true
			}
		}
		return false
	}
	lines := strings.Split(sheetPrint, "\n")
	for _, tc := range []struct {
		name        string
		text        string
		sheet       bool
		keep, write string
	}{
		{"sheet", sheetPrint, true, "", "1200,00"},
		{"no column letters", strings.Join(append(lines[:1:1], lines[2:]...), "\n"), false, "1200", ""},
		{"row numbers out of order", strings.Replace(sheetPrint, "\n2    Kontostand", "\n12   Kontostand", 1), false, "1200", ""},
	} {
		ws := words(tc.text)
		if got := !has(ws, "A") && !has(ws, "4"); got != tc.sheet {
			t.Errorf("%s: headings removed %v, want %v", tc.name, got, tc.sheet)
		}
		if tc.keep != "" && !has(ws, tc.keep) {
			t.Errorf("%s: %q rewritten", tc.name, tc.keep)
		}
		if tc.write != "" && !has(ws, tc.write) {
			t.Errorf("%s: no %q in %q", tc.name, tc.write, ws)
		}
	}
}
