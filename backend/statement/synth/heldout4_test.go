package synth

import "testing"

// TestSealed3: the hz-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 40 digital seeds every statement
// passes the batch checks (determinism, 1–4 pages, no duplicate truth
// rows, dates inside the period, opening + Σ = closing) and the batch
// has one-page and longer statements; the scan seeds hold with the
// eval's default cap (-max-tx 24) too. hz-paypal adds top-ups and
// hz-visa the settlement of the previous balance: both stay within the
// cap.
func TestSealed3(t *testing.T) {
	for _, l := range Sealed3Layouts() {
		pages := map[int]int{}
		for seed := uint64(10000); seed < 10040; seed++ {
			checkHeldOut(t, l, seed, Options{}, 4, 0)
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			pages[st.Truth.Pages]++
		}
		if pages[1] == 0 || len(pages) < 2 {
			t.Errorf("%s: pages %v, want one-page and longer statements", l, pages)
		}
		for seed := uint64(10500); seed < 10510; seed++ {
			checkHeldOut(t, l, seed, Options{MaxTransactions: 24}, 4, 0)
		}
	}
}
