package statement

import "testing"

// TestQuietMonth: a statement without bookings (no movement in the period)
// is a statement: an empty table, both dated balances, and a
// reconciliation that holds (opening = closing).
func TestQuietMonth(t *testing.T) {
	for _, tc := range []struct {
		name        string
		lines       []string
		open, close string
		status      string
	}{
		{"dated balances", []string{
			"Sparkasse Musterstadt",
			"Kontoauszug 3/2025 vom 01.03.2025 bis 31.03.2025",
			"Tagesgeldkonto IBAN DE20 5005 0201 0000 1234 56",
			"Buchungstag Wert Vorgang Betrag EUR",
			"Kontostand am 28.02.2025   5.000,00",
			"Im Abrechnungszeitraum fanden keine Umsätze statt.",
			"Kontostand am 31.03.2025   5.000,00",
		}, "5.000,00", "5.000,00", StatusOK},
		{"labelled balances", []string{
			"Musterbank AG",
			"Kontoauszug vom 01.03.2025 bis 31.03.2025",
			"Sparkonto IBAN DE20 5005 0201 0000 1234 56",
			"Alter Kontostand 1.234,56",
			"Neuer Kontostand 1.234,56",
		}, "1.234,56", "1.234,56", StatusOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := extractText(t, tc.lines)
			if rows := tableRows(res); len(rows) != 0 {
				t.Errorf("rows %q, want none", rows)
			}
			in := res.Info
			if in.OpeningBalance != tc.open || in.ClosingBalance != tc.close || in.Reconciliation.Status != tc.status {
				t.Errorf("opening %q closing %q %s (%s), want %q %q %s", in.OpeningBalance, in.ClosingBalance, in.Reconciliation.Status, in.Reconciliation.Detail, tc.open, tc.close, tc.status)
			}
		})
	}
}
