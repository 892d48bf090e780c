package synth

import (
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed5: the hv-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 40 digital seeds every statement
// passes the batch checks and the batch has one-page and longer
// statements where the layout allows (a Bausparvertrag's year and a
// card month stay short); the scan seeds hold with the eval's default cap
// (-max-tx 24). The Bauspar interest (none on a tiny balance) falls on
// 31.12., the card bill's
// balances are what the holder owes (never positive at the start), and
// the Hausgeld account has owners paying the same amount on one day.
func TestSealed5(t *testing.T) {
	short := map[string]bool{"hv-bauspar": true, "hv-zweikarten": true, "hv-english": true, "hv-hausgeld": true}
	checkBatchSeeds(t, Sealed5Layouts(), 12000, 40, 12500, short)
	same := 0
	for seed := uint64(12000); seed < 12040; seed++ {
		st, _ := Generate("hv-bauspar", seed)
		for _, x := range st.Truth.Transactions {
			d, _ := german.ParseDate(x.BookingDate)
			if strings.HasPrefix(x.Purpose, "Guthabenzinsen") && (d.Month != 12 || d.Day != 31) {
				t.Errorf("hv-bauspar/%d: interest on %s, want 31.12.", seed, x.BookingDate)
			}
		}
		st, _ = Generate("hv-zweikarten", seed)
		if o, _ := german.ParseAmount(st.Truth.Opening); o > 0 {
			t.Errorf("hv-zweikarten/%d: opening %v, want what is owed", seed, o)
		}
		st, _ = Generate("hv-hausgeld", seed)
		seen := map[string]bool{}
		for _, x := range st.Truth.Transactions {
			k := x.BookingDate + x.Amount
			if seen[k] {
				same++
				break
			}
			seen[k] = true
		}
	}
	if same < 20 {
		t.Errorf("hv-hausgeld: %d of 40 statements with equal payments on one day", same)
	}
}
