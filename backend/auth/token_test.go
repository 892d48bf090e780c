package auth

import (
	"strings"
	"testing"
)

func TestRandom(t *testing.T) {
	seen := map[string]bool{}
	counts := map[rune]int{}
	for range 2000 {
		s := Random(40)
		if len(s) != 40 {
			t.Fatalf("len = %d", len(s))
		}
		if seen[s] {
			t.Fatal("duplicate random string")
		}
		seen[s] = true
		for _, r := range s {
			if !strings.ContainsRune(base62, r) {
				t.Fatalf("character %q outside base62", r)
			}
			counts[r]++
		}
	}
	// 80,000 draws over 62 symbols: each expected ~1290; a biased mapping
	// (byte % 62) would give the first 8 symbols ~25 % more.
	for _, r := range base62 {
		if c := counts[r]; c < 1100 || c > 1500 {
			t.Errorf("symbol %q drawn %d times; expected about 1290", r, c)
		}
	}
}

func TestKeyFormatAndScopes(t *testing.T) {
	if !ValidScope(ScopeAnalyze) || ValidScope("admin") {
		t.Error("ValidScope")
	}
	p := &Principal{Scopes: []string{ScopeUsage}}
	if p.Require(ScopeUsage) != nil || p.Require(ScopeAnalyze) == nil {
		t.Error("Require")
	}
	var none *Principal
	if none.Require(ScopeUsage) == nil {
		t.Error("nil principal passed")
	}
	if len(Hash("a")) != 32 || Equal(Hash("a"), Hash("b")) || !Equal(Hash("a"), Hash("a")) {
		t.Error("Hash/Equal")
	}
	if id := NewID("org"); !strings.HasPrefix(id, "org_") || len(id) != 20 {
		t.Errorf("NewID = %q", id)
	}
}
