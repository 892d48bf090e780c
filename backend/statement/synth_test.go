package statement_test

import (
	"context"
	"os"
	"strconv"
	"testing"

	"papierkram/backend/statement"
	"papierkram/backend/statement/synth"
)

// TestSynthDigital runs every synthetic layout through Extract on the exact
// word boxes and requires every statement to come out fully correct.
func TestSynthDigital(t *testing.T) {
	n := 12
	if s := os.Getenv("SYNTH_N"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	for _, layout := range synth.Layouts() {
		t.Run(layout, func(t *testing.T) {
			bad := 0
			for seed := uint64(1); seed <= uint64(n); seed++ {
				st, err := synth.Generate(layout, seed)
				if err != nil {
					t.Fatal(err)
				}
				res, err := statement.Extract(context.Background(), st.Document())
				if err != nil {
					t.Errorf("seed %d: %v", seed, err)
					continue
				}
				sc := synth.Compare(st.Truth.Transactions, res.Transactions)
				if !sc.FullyCorrect || res.Info.Reconciliation.Status != statement.StatusOK {
					bad++
					if bad <= 2 {
						t.Errorf("seed %d: tp=%d fp=%d fn=%d party=%d/%d text=%d/%d recon=%s %s", seed, sc.TP, sc.FP, sc.FN, sc.PartyOK, sc.PartyN, sc.TextOK, sc.TextN, res.Info.Reconciliation.Status, res.Info.Reconciliation.Detail)
						for i, m := range sc.Mismatches {
							if i >= 6 {
								break
							}
							t.Log("  ", m)
						}
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d statements not fully correct", bad, n)
			}
		})
	}
}
