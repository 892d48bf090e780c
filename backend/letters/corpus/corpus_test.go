package corpus

import (
	"bytes"
	"testing"
)

func TestDeterministic(t *testing.T) {
	a, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	perType := map[string]int{}
	for i := range a {
		if !bytes.Equal(a[i].PDF, b[i].PDF) {
			t.Errorf("%s: output differs between runs", a[i].Name)
		}
		if !a[i].Negative && !a[i].HeldOut {
			perType[a[i].DocType]++
		}
	}
	for _, typ := range []string{"steuerbescheid", "lohnabrechnung", "mahnung", "kuendigung", "bussgeldbescheid"} {
		if perType[typ] < 6 {
			t.Errorf("%s: %d variants, want at least 6", typ, perType[typ])
		}
	}
}
