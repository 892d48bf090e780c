package synth

import (
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed6: the hu-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and the batch has one-page statements (and
// longer ones where the layout allows: a Festgeld and a Jugendkonto stay
// short); the
// scan seeds hold with the eval's default cap (-max-tx 24). The
// Rechnungsabschluss falls on the last day of a quarter, and a Festgeld
// ends at 0,00.
func TestSealed6(t *testing.T) {
	short := map[string]bool{"hu-festgeld": true, "hu-jugend": true}
	checkBatchSeeds(t, Sealed6Layouts(), 13000, 30, 13500, short)
	for seed := uint64(13000); seed < 13030; seed++ {
		st, _ := Generate("hu-abschluss", seed)
		n := 0
		for _, x := range st.Truth.Transactions {
			if strings.HasPrefix(x.Purpose, "Entgelte Kontoführung") {
				n++
				d, _ := german.ParseDate(x.BookingDate)
				if d.Month%3 != 0 || d.AddDays(1).Day != 1 {
					t.Errorf("hu-abschluss/%d: Abschluss on %s, want a quarter end", seed, x.BookingDate)
				}
			}
		}
		if n != 1 {
			t.Errorf("hu-abschluss/%d: %d Kontoführung postings", seed, n)
		}
		st, _ = Generate("hu-festgeld", seed)
		if st.Truth.Closing != "0,00" {
			t.Errorf("hu-festgeld/%d: closing %s, want 0,00", seed, st.Truth.Closing)
		}
	}
}
