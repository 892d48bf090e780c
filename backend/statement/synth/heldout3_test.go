package synth

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed2: every layout of the third sealed batch generates
// deterministically, renders a PDF, runs 1–4 pages, has truth rows with
// valid dates inside the period and valid IBANs, and its truth balances
// add up (opening + Σ = closing), also with the scan variants' cap on
// bookings. The layouts stay out of the other lists and their names are
// new hy-* names.
func TestSealed2(t *testing.T) {
	other := map[string]bool{}
	for _, l := range append(append(Layouts(), HeldOutLayouts()...), SealedLayouts()...) {
		other[l] = true
	}
	if len(Sealed2Layouts()) < 6 {
		t.Errorf("%d layouts in sealed batch 3, want at least 6", len(Sealed2Layouts()))
	}
	for _, l := range Sealed2Layouts() {
		if other[l] || !strings.HasPrefix(l, "hy-") {
			t.Errorf("%s: must be a new hy-* name outside the other layout lists", l)
		}
		for _, c := range []struct {
			seed uint64
			opt  Options
		}{{1, Options{}}, {2, Options{}}, {3, Options{}}, {9000, Options{}}, {9009, Options{}}, {9500, Options{MaxTransactions: 14}}} {
			seed := c.seed
			a, err := GenerateWith(l, seed, c.opt)
			if err != nil {
				t.Fatalf("%s/%d: %v", l, seed, err)
			}
			b, _ := GenerateWith(l, seed, c.opt)
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
			if tr.Pages < 1 || tr.Pages > 4 {
				t.Errorf("%s/%d: %d pages, want 1–4", l, seed, tr.Pages)
			}
			if m := c.opt.MaxTransactions; m > 0 && len(tr.Transactions) > m+1 {
				t.Errorf("%s/%d: %d rows with MaxTransactions %d", l, seed, len(tr.Transactions), m)
			}
			open, err1 := german.ParseAmount(tr.Opening)
			cl, err2 := german.ParseAmount(tr.Closing)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s/%d: balances %q %q", l, seed, tr.Opening, tr.Closing)
			}
			start, _ := german.ParseDate(tr.PeriodStart)
			end, _ := german.ParseDate(tr.PeriodEnd)
			sum := open
			seen := map[TruthTx]bool{}
			for _, x := range tr.Transactions {
				if seen[x] {
					t.Errorf("%s/%d: duplicate truth row %+v", l, seed, x)
				}
				seen[x] = true
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
				if strings.Contains(x.Purpose, "\n") || strings.HasPrefix(x.Purpose, "Referenz:") {
					t.Errorf("%s/%d: purpose %q", l, seed, x.Purpose)
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

// TestSealed2Pages: across the eval's seeds the batch covers statements
// of one page and of several pages.
func TestSealed2Pages(t *testing.T) {
	for _, l := range Sealed2Layouts() {
		pages := map[int]int{}
		for seed := uint64(9000); seed < 9010; seed++ {
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			pages[st.Truth.Pages]++
		}
		t.Logf("%s: pages %v", l, pages)
		if pages[1] == 0 && len(pages) < 2 {
			t.Errorf("%s: pages %v, want some variety", l, pages)
		}
	}
}
