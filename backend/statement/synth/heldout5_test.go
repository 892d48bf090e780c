package synth

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed4: the hw-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 40 digital seeds every statement
// passes the batch checks and the batch has one-page and longer
// statements; the scan seeds hold with the eval's default cap (-max-tx
// 24). The itemised layouts add up: every Sammler booking is the sum of
// its Einzelposten, and the Tagesgeld Abschluss rows fall on month ends.
func TestSealed4(t *testing.T) {
	checkBatchSeeds(t, Sealed4Layouts(), 11000, 40, 11500, nil)
	for seed := uint64(11000); seed < 11040; seed++ {
		g := &gen{r: rand.New(rand.NewPCG(seed, 1)), layout: "hw-sammler"}
		g.setup()
		g.sealed4Setup()
		for _, x := range g.txs {
			if !strings.Contains(x.fx, ";") {
				continue
			}
			var sum german.Cents
			for _, it := range strings.Split(x.fx, ";") {
				var a int64
				fmt.Sscan(strings.Split(it, "|")[2], &a)
				sum += german.Cents(a)
			}
			if sum != pos(x.amount) {
				t.Errorf("hw-sammler/%d: Einzelposten sum %v, booking %v", seed, sum, x.amount)
			}
		}
	}
	for seed := uint64(11000); seed < 11040; seed++ {
		st, _ := Generate("hw-tagesgeld", seed)
		for _, x := range st.Truth.Transactions {
			if x.Counterparty != "" {
				continue
			}
			d, _ := german.ParseDate(x.BookingDate)
			if d.AddDays(1).Day != 1 {
				t.Errorf("hw-tagesgeld/%d: Abschluss row on %s", seed, x.BookingDate)
			}
		}
	}
}
