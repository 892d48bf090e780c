package statement

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"papierkram/backend/document"
)

// ocrText is FromText as an OCR'd page: every word has confidence 0,96,
// and a word written "31,37@77" is "31,37" read with confidence 0,77.
func ocrText(s string) *document.Document {
	d := FromText(s)
	for i := range d.Pages {
		d.Pages[i].Source = document.OCR
		for j := range d.Pages[i].Words {
			w := &d.Pages[i].Words[j]
			w.Conf = 0.96
			if k := strings.LastIndexByte(w.Text, '@'); k > 0 {
				if c, err := strconv.Atoi(w.Text[k+1:]); err == nil {
					w.Text, w.Conf = w.Text[:k], float64(c)/100
				}
			}
		}
	}
	return d
}

func TestFixDigits(t *testing.T) {
	// Opening 1.000,00; the true bookings are -20,79 -90,13 -37,37 +200,00
	// = 1.051,71. The third amount is printed 37,37 and may be misread
	// 31,37: the sum is then 6,00 off, and -20,79 (→ -26,79) and -90,13
	// (→ -96,13) would explain that difference by one confused digit too.
	statement := func(a1, a2, a3 string) string {
		return `Beispielbank AG
Kontoauszug vom 01.03.2025 bis 31.03.2025
IBAN DE89 3704 0044 0532 0130 00
Buchungstag Valuta Vorgang Betrag
Alter Saldo 1.000,00
03.03.2025 03.03.2025 Lastschrift -` + a1 + `
Stadtwerke
05.03.2025 05.03.2025 Lastschrift -` + a2 + `
Telekom
07.03.2025 07.03.2025 Kartenzahlung -` + a3 + `
Rossmann
10.03.2025 10.03.2025 Gutschrift +200,00
Erika Muster
Neuer Saldo 1.051,71`
	}
	// The same with a running balance after each booking.
	running := `Beispielbank AG
Kontoauszug vom 01.03.2025 bis 31.03.2025
IBAN DE89 3704 0044 0532 0130 00
Buchungstag Valuta Vorgang Betrag Saldo
Alter Saldo 1.000,00
03.03.2025 03.03.2025 Lastschrift -20,79 979,21
05.03.2025 05.03.2025 Lastschrift -90,13 889,08
07.03.2025 07.03.2025 Kartenzahlung -31,37 851,71
10.03.2025 10.03.2025 Gutschrift +200,00 1.051,71
Neuer Saldo 1.051,71`
	tests := []struct {
		name     string
		doc      *document.Document
		status   string
		amount   string // row 2's amount afterwards
		rows     []int
		inDetail string
	}{
		{"one low-confidence candidate is corrected", ocrText(statement("20,79", "90,13", "31,37@77")), StatusOK, "-37,37", []int{2}, "row 2 was read as -31,37; the balances prove -37,37"},
		{"two low-confidence candidates: no choice", ocrText(statement("20,79@80", "90,13", "31,37@77")), StatusMismatch, "-31,37", nil, "misread"},
		{"candidate read with ordinary confidence", ocrText(statement("20,79", "90,13", "31,37@88")), StatusMismatch, "-31,37", nil, "misread"},
		{"text layer: never corrected", FromText(statement("20,79", "90,13", "31,37")), StatusMismatch, "-31,37", nil, "misread"},
		{"no single digit explains a missing booking", ocrText(strings.Replace(statement("20,79", "90,13", "37,37@77"), "Neuer Saldo 1.051,71", "Neuer Saldo 1.101,71", 1)), StatusMismatch, "-37,37", nil, "misread"},
		{"running balances single out the row", ocrText(running), StatusOK, "-37,37", []int{2}, "row 2 was read as -31,37"},
		{"running balances on a text layer", FromText(running), StatusMismatch, "-31,37", []int{2}, "running balances"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Extract(context.Background(), tt.doc)
			if err != nil {
				t.Fatal(err)
			}
			rc := res.Info.Reconciliation
			if len(res.Transactions) != 4 {
				t.Fatalf("%d transactions, want 4", len(res.Transactions))
			}
			if got := res.Transactions[2].Amount.String(); got != tt.amount || rc.Status != tt.status || !strings.Contains(rc.Detail, tt.inDetail) {
				t.Errorf("row 2 %s, reconciliation %s %q; want %s, %s containing %q", got, rc.Status, rc.Detail, tt.amount, tt.status, tt.inDetail)
			}
			if tt.rows != nil && (len(rc.Rows) != len(tt.rows) || rc.Rows[0] != tt.rows[0]) {
				t.Errorf("rows %v, want %v", rc.Rows, tt.rows)
			}
			if res.Tables[0].Rows[2][6] != tt.amount {
				t.Errorf("table shows %s, want %s", res.Tables[0].Rows[2][6], tt.amount)
			}
		})
	}
}
