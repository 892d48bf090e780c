package synth

import (
	"bytes"
	"encoding/json"
	"testing"

	"papierkram/backend/german"
)

// TestHeldOut: every held-out layout generates deterministically, renders
// a PDF, has truth rows, and its truth balances add up (opening + Σ =
// closing) within 1..6 pages. The layouts stay out of Layouts().
func TestHeldOut(t *testing.T) {
	tuned := map[string]bool{}
	for _, l := range Layouts() {
		tuned[l] = true
	}
	if len(HeldOutLayouts()) < 6 {
		t.Errorf("%d held-out layouts, want at least 6", len(HeldOutLayouts()))
	}
	for _, l := range HeldOutLayouts() {
		if tuned[l] {
			t.Errorf("%s is in Layouts(): it would be tuned on", l)
		}
		for _, seed := range []uint64{1, 2, 3, 5001, 5002, 6000} {
			a, err := Generate(l, seed)
			if err != nil {
				t.Fatalf("%s/%d: %v", l, seed, err)
			}
			b, _ := Generate(l, seed)
			ja, _ := json.Marshal(a.Truth)
			jb, _ := json.Marshal(b.Truth)
			if !bytes.Equal(ja, jb) {
				t.Errorf("%s/%d: truth differs between runs", l, seed)
			}
			pa, err := a.PDF()
			if err != nil {
				t.Fatalf("%s/%d: %v", l, seed, err)
			}
			pb, _ := b.PDF()
			if !bytes.Equal(pa, pb) {
				t.Errorf("%s/%d: PDF bytes differ between runs", l, seed)
			}
			tr := a.Truth
			if len(tr.Transactions) == 0 {
				t.Errorf("%s/%d: no truth rows", l, seed)
			}
			if tr.Pages < 1 || tr.Pages > 6 {
				t.Errorf("%s/%d: %d pages", l, seed, tr.Pages)
			}
			open, err1 := german.ParseAmount(tr.Opening)
			cl, err2 := german.ParseAmount(tr.Closing)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s/%d: balances %q %q", l, seed, tr.Opening, tr.Closing)
			}
			sum := open
			for _, x := range tr.Transactions {
				a, err := german.ParseAmount(x.Amount)
				if err != nil {
					t.Fatalf("%s/%d: amount %q: %v", l, seed, x.Amount, err)
				}
				if _, err := german.ParseDate(x.BookingDate); err != nil {
					t.Errorf("%s/%d: booking date %q", l, seed, x.BookingDate)
				}
				sum += a
				if x.IBAN != "" && !german.ValidIBAN(x.IBAN) {
					t.Errorf("%s/%d: invalid IBAN %s", l, seed, x.IBAN)
				}
			}
			if sum != cl {
				t.Errorf("%s/%d: opening + Σ = %v, closing %v", l, seed, sum, cl)
			}
		}
	}
}
