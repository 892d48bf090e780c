package statement_test

import (
	"context"
	"testing"

	"papierkram/backend/statement"
	"papierkram/backend/statement/synth"
)

// TestSlotsOnlyFields: the slot inference (Extract's default) touches
// counterparty, purpose, booking text and IBAN only; dates, amounts and
// the reconciliation are the rules' own. It is never worse than the rules
// alone (FieldsRules).
func TestSlotsOnlyFields(t *testing.T) {
	layouts := append(synth.Layouts()[:3:3], "hx-tagesgeld", "hw-tagesgeld", "ho-umsatzliste", "hu-verein")
	for _, l := range layouts {
		for seed := uint64(1); seed <= 3; seed++ {
			st, err := synth.Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			a, err := statement.ExtractWith(context.Background(), st.Document(), statement.Options{Fields: statement.FieldsRules})
			if err != nil {
				t.Fatal(err)
			}
			b, err := statement.Extract(context.Background(), st.Document())
			if err != nil {
				t.Fatal(err)
			}
			if len(a.Transactions) != len(b.Transactions) || a.Info.Reconciliation.Status != b.Info.Reconciliation.Status {
				t.Fatalf("%s/%d: %d vs %d rows, %s vs %s", l, seed, len(a.Transactions), len(b.Transactions), a.Info.Reconciliation.Status, b.Info.Reconciliation.Status)
			}
			for i := range a.Transactions {
				x, y := a.Transactions[i], b.Transactions[i]
				if x.BookingDate != y.BookingDate || x.ValueDate != y.ValueDate || x.Amount != y.Amount {
					t.Errorf("%s/%d row %d: date/amount changed: %v %v %v vs %v %v %v", l, seed, i, x.BookingDate, x.ValueDate, x.Amount, y.BookingDate, y.ValueDate, y.Amount)
				}
			}
			sa, sb := synth.Compare(st.Truth.Transactions, a.Transactions), synth.Compare(st.Truth.Transactions, b.Transactions)
			if sb.PartyOK < sa.PartyOK || sb.TextOK < sa.TextOK {
				t.Errorf("%s/%d: slots worse than rules: party %d→%d, text %d→%d", l, seed, sa.PartyOK, sb.PartyOK, sa.TextOK, sb.TextOK)
			}
		}
	}
}
