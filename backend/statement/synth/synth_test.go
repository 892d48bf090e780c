package synth

import (
	"bytes"
	"encoding/json"
	"testing"

	"papierkram/backend/german"
)

// TestDeterministic: the same layout and seed give the same truth, words
// and PDF bytes, so evaluation runs are comparable.
func TestDeterministic(t *testing.T) {
	for _, l := range Layouts() {
		a, err := Generate(l, 7)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Generate(l, 7)
		ja, _ := json.Marshal(a.Truth)
		jb, _ := json.Marshal(b.Truth)
		if !bytes.Equal(ja, jb) {
			t.Errorf("%s: truth differs between runs", l)
		}
		pa, err := a.PDF()
		if err != nil {
			t.Fatal(err)
		}
		pb, _ := b.PDF()
		if !bytes.Equal(pa, pb) {
			t.Errorf("%s: PDF bytes differ between runs", l)
		}
	}
	if _, err := Generate("nope", 1); err == nil {
		t.Error("unknown layout accepted")
	}
}

// TestTruthConsistent: opening + Σ amounts = closing in every truth, pages
// stay within 1..6, and every counterparty IBAN is valid.
func TestTruthConsistent(t *testing.T) {
	for _, l := range Layouts() {
		for seed := uint64(1); seed <= 25; seed++ {
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			tr := st.Truth
			open, _ := german.ParseAmount(tr.Opening)
			cl, _ := german.ParseAmount(tr.Closing)
			sum := open
			for _, x := range tr.Transactions {
				a, err := german.ParseAmount(x.Amount)
				if err != nil {
					t.Fatalf("%s/%d: amount %q: %v", l, seed, x.Amount, err)
				}
				sum += a
				if x.IBAN != "" && !german.ValidIBAN(x.IBAN) {
					t.Errorf("%s/%d: invalid IBAN %s", l, seed, x.IBAN)
				}
			}
			if sum != cl {
				t.Errorf("%s/%d: opening + Σ = %v, closing %v", l, seed, sum, cl)
			}
			if tr.Pages < 1 || tr.Pages > 6 {
				t.Errorf("%s/%d: %d pages", l, seed, tr.Pages)
			}
		}
	}
}
