package synth

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed: every sealed layout generates deterministically, renders a
// PDF, has truth rows with valid dates and IBANs, and its truth balances
// add up (opening + Σ = closing) within 1..6 pages. The layouts stay out of
// Layouts() and HeldOutLayouts(), and their names are new.
func TestSealed(t *testing.T) {
	other := map[string]bool{}
	for _, l := range append(Layouts(), HeldOutLayouts()...) {
		other[l] = true
	}
	if len(SealedLayouts()) < 6 {
		t.Errorf("%d sealed layouts, want at least 6", len(SealedLayouts()))
	}
	for _, l := range SealedLayouts() {
		if other[l] || !strings.HasPrefix(l, "hx-") {
			t.Errorf("%s: must be a new hx-* name outside Layouts() and HeldOutLayouts()", l)
		}
		for _, seed := range []uint64{1, 2, 3, 7000, 7001, 8000} {
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
			if !bytes.HasPrefix(pa, []byte("%PDF-")) {
				t.Errorf("%s/%d: not a PDF", l, seed)
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
			start, _ := german.ParseDate(tr.PeriodStart)
			end, _ := german.ParseDate(tr.PeriodEnd)
			sum := open
			for _, x := range tr.Transactions {
				a, err := german.ParseAmount(x.Amount)
				if err != nil {
					t.Fatalf("%s/%d: amount %q: %v", l, seed, x.Amount, err)
				}
				bd, err := german.ParseDate(x.BookingDate)
				if err != nil {
					t.Errorf("%s/%d: booking date %q", l, seed, x.BookingDate)
				} else if bd.Before(start) || bd.After(end) {
					t.Errorf("%s/%d: booking date %s outside %s..%s", l, seed, bd, start, end)
				}
				if x.ValueDate != "" {
					if _, err := german.ParseDate(x.ValueDate); err != nil {
						t.Errorf("%s/%d: value date %q", l, seed, x.ValueDate)
					}
				}
				if strings.Contains(x.Purpose, "\n") {
					t.Errorf("%s/%d: purpose with a line break %q", l, seed, x.Purpose)
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
