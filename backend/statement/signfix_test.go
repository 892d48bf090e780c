package statement

import (
	"context"
	"strings"
	"testing"
)

func TestFixSign(t *testing.T) {
	// Opening 1.000,00; the true bookings are -20,79 -90,13 +550,00
	// (a cash deposit) +200,00 = 1.639,08. OCR reads the deposit's "+"
	// as "-": the sum is then 1.100,00 short.
	statement := func(typ, a3, closing string) string {
		return `Beispielbank AG
Kontoauszug vom 01.03.2025 bis 31.03.2025
IBAN DE89 3704 0044 0532 0130 00
Buchungstag Valuta Vorgang Betrag
Alter Saldo 1.000,00
03.03.2025 03.03.2025 Lastschrift -20,79
Stadtwerke
05.03.2025 05.03.2025 Lastschrift -90,13
Telekom
07.03.2025 07.03.2025 ` + typ + ` ` + a3 + `
Filiale Bielefeld
10.03.2025 10.03.2025 Gutschrift +200,00
Erika Muster
Neuer Saldo ` + closing
	}
	running := func(a3 string) string {
		return `Beispielbank AG
Kontoauszug vom 01.03.2025 bis 31.03.2025
IBAN DE89 3704 0044 0532 0130 00
Buchungstag Valuta Vorgang Betrag Saldo
Alter Saldo 1.000,00
03.03.2025 03.03.2025 Lastschrift -20,79 979,21
05.03.2025 05.03.2025 Lastschrift -90,13 889,08
07.03.2025 07.03.2025 Umbuchung ` + a3 + ` 1.439,08
10.03.2025 10.03.2025 Gutschrift +200,00 1.639,08
Neuer Saldo 1.639,08`
	}
	tests := []struct {
		name     string
		text     string
		ocr      bool
		status   string
		amount   string // row 2's amount afterwards
		inDetail string
	}{
		{"deposit read as a debit is corrected", statement("Bareinzahlung", "-550,00", "1.639,08"), true, StatusOK, "550,00", "row 2 was read as -550,00; the balances prove 550,00"},
		{"a debit read as a credit is corrected", statement("Lastschrift", "+550,00", "539,08"), true, StatusOK, "-550,00", "OCR sign"},
		{"text layer: never corrected", statement("Bareinzahlung", "-550,00", "1.639,08"), false, StatusMismatch, "-550,00", "misread"},
		{"the type agrees with the sign read: a missing booking", statement("Lastschrift", "-550,00", "1.639,08"), true, StatusMismatch, "-550,00", "misread"},
		{"a type that names no direction", statement("Umbuchung", "-550,00", "1.639,08"), true, StatusMismatch, "-550,00", "misread"},
		{"running balances single out the row", running("-550,00"), true, StatusOK, "550,00", "OCR sign: row 2"},
		{"running balances on a text layer", running("-550,00"), false, StatusMismatch, "-550,00", "running balances"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := FromText(tt.text)
			if tt.ocr {
				doc = ocrText(tt.text)
			}
			res, err := Extract(context.Background(), doc)
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
		})
	}
	// Two rows of the same amount: no choice.
	two := strings.Replace(statement("Bareinzahlung", "-550,00", "1.179,21"), "Lastschrift -90,13", "Bareinzahlung -550,00", 1)
	res, err := Extract(context.Background(), ocrText(two))
	if err != nil {
		t.Fatal(err)
	}
	if rc := res.Info.Reconciliation; rc.Status != StatusMismatch {
		t.Errorf("two candidates: %s %q, want mismatch", rc.Status, rc.Detail)
	}
}
