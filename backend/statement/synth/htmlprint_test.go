package synth

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestPrintCacheRead: a print in the cache is returned without Chromium
// (PATH empty); a damaged entry is no hit; "off" disables the cache.
func TestPrintCacheRead(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(PrintCacheEnv, dir)
	t.Setenv("PATH", "")
	const doc = "<html><body>cached</body></html>"
	fake := []byte("%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n%%EOF\n")
	for _, tc := range []struct {
		name   string
		stored []byte
		env    string
		hit    bool
	}{
		{"entry", fake, dir, true},
		{"damaged entry", []byte("%PDF-1.4\ntruncated"), dir, false},
		{"not a PDF", []byte("<html>"), dir, false},
		{"cache off", fake, "off", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(PrintCacheEnv, tc.env)
			if err := os.WriteFile(filepath.Join(dir, printCacheKey(doc)), tc.stored, 0o600); err != nil {
				t.Fatal(err)
			}
			before := chromiumPrints.Load()
			b, err := PrintHTML(context.Background(), doc)
			if tc.hit {
				if err != nil || !bytes.Equal(b, tc.stored) {
					t.Errorf("got %q, %v; want the cached PDF", b, err)
				}
			} else if !errors.Is(err, ErrNoChromium) {
				t.Errorf("got %q, %v; want a miss (ErrNoChromium without Chromium)", b, err)
			}
			if n := chromiumPrints.Load() - before; n != 0 {
				t.Errorf("%d Chromium starts", n)
			}
		})
	}
	if printCacheKey(doc) == printCacheKey(doc+" ") {
		t.Error("two documents share a cache key")
	}
}

// TestPrintCacheSecondPrint: the first print of a statement starts
// Chromium and stores the PDF (no temp file left); printing the same
// statement again (a fresh Generate, as the next eval run does) starts no
// Chromium, works without Chromium on PATH and yields the same bytes and
// page count.
func TestPrintCacheSecondPrint(t *testing.T) {
	if _, err := ChromiumPath(); err != nil {
		t.Skip("chromium not on PATH")
	}
	if testing.Short() {
		t.Skip("prints with Chromium (about 5 s)")
	}
	dir := t.TempDir()
	t.Setenv(PrintCacheEnv, dir)
	st, err := Generate("hj-vivid", 23000)
	if err != nil {
		t.Fatal(err)
	}
	before := chromiumPrints.Load()
	first, err := st.PDF()
	if err != nil {
		t.Fatal(err)
	}
	if n := chromiumPrints.Load() - before; n != 1 {
		t.Fatalf("first print: %d Chromium starts, want 1", n)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != printCacheKey(st.HTML) {
		t.Errorf("cache holds %v, want just %s", entries, printCacheKey(st.HTML))
	}
	t.Setenv("PATH", "")
	again, err := Generate("hj-vivid", 23000)
	if err != nil {
		t.Fatal(err)
	}
	second, err := again.PDF()
	if err != nil {
		t.Fatalf("second print: %v", err)
	}
	if n := chromiumPrints.Load() - before; n != 1 {
		t.Errorf("second print started Chromium (%d starts in all)", n)
	}
	if !bytes.Equal(first, second) || again.Truth.Pages != st.Truth.Pages {
		t.Errorf("second print differs: %d vs %d bytes, %d vs %d pages", len(second), len(first), again.Truth.Pages, st.Truth.Pages)
	}
}
