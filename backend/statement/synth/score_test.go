package synth

import (
	"testing"

	"papierkram/backend/statement"
)

// TestCompareHeadBIC: the account's BIC is scored only when the page
// prints it as the account's; a booking's counterparty line carrying the
// same BIC by chance does not make it readable (hw-umsatzart).
func TestCompareHeadBIC(t *testing.T) {
	const bic, other = "VBMHDE5FXXX", "DE38 2702 2866 1372 1385 75"
	tx := []TruthTx{{IBAN: other}}
	for _, tc := range []struct {
		name  string
		items []Item
		n     int // head fields scored
	}{
		{"only on the counterparty's IBAN line", []Item{
			{Y: 10, Text: "Lastschrift Stadtwerke"}, {Y: 20, Text: "IBAN: " + other}, {X: 200, Y: 20, Text: "BIC: " + bic},
		}, 0},
		{"on the line under the counterparty's IBAN", []Item{
			{Y: 20, Text: "IBAN: " + other}, {Y: 30, Text: "BIC " + bic},
		}, 0},
		{"in the page head", []Item{
			{Y: 5, Text: "BIC " + bic}, {Y: 20, Text: "IBAN: " + other}, {X: 200, Y: 20, Text: "BIC: " + bic},
		}, 1},
		{"in the footer after the bookings", []Item{
			{Y: 20, Text: "IBAN: " + other}, {X: 200, Y: 20, Text: "BIC: " + bic}, {Y: 30, Text: "Gutschrift"}, {Y: 800, Text: "Einlagensicherung. BIC " + bic},
		}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &Statement{Truth: Truth{BIC: bic, Transactions: tx}, Pages: []Page{{Items: tc.items}}}
			s := CompareHead(st, statement.Info{})
			if s.N != tc.n {
				t.Errorf("scored %d head fields, want %d (%v)", s.N, tc.n, s.Mismatches)
			}
		})
	}
}
