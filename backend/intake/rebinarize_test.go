package intake

import (
	"context"
	"errors"
	"math"
	"os"
	"os/exec"
	"testing"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/letters/corpus"
	"papierkram/backend/ocr"
)

func TestRereadBinarizedNothingToDo(t *testing.T) {
	ctx := context.Background()
	text := &document.Document{Format: "pdf", Pages: []document.Page{{Number: 1, Source: document.TextLayer, Words: []document.Word{{Text: "x"}}}}}
	if _, _, err := New(Config{}, nil).RereadBinarized(ctx, []byte("%PDF-1.4"), text, "sauvola"); !errors.Is(err, ErrNoSharperReading) {
		t.Errorf("no OCR engine: %v", err)
	}
	if _, _, err := New(Config{}, nil).RereadBinarized(ctx, []byte("%PDF-1.4"), text, "otsu"); err == nil || errors.Is(err, ErrNoSharperReading) {
		t.Errorf("unknown binarisation: %v", err)
	}
}

// TestRereadBinarizedScannedLetter re-reads a scanned one-page letter with
// Sauvola thresholds at the first reading's resolution.
func TestRereadBinarizedScannedLetter(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR of two pages")
	}
	for _, tool := range []string{"pdftoppm", "tesseract", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	eng, err := ocr.New(ocr.Config{PageTimeout: 3 * time.Minute})
	if err != nil {
		t.Skip(err)
	}
	ctx := context.Background()
	samples, err := corpus.Generate()
	if err != nil {
		t.Fatal(err)
	}
	input, err := corpus.Scan(ctx, samples[0].PDF, 1, 300)
	if err != nil {
		t.Skip(err)
	}
	tmp := t.TempDir()
	r := New(Config{Timeout: 5 * time.Minute, TempDir: tmp}, eng)
	first, err := r.Read(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	second, info, err := r.RereadBinarized(ctx, input, first, "sauvola")
	if err != nil {
		t.Fatal(err)
	}
	if len(second.Pages) != len(first.Pages) || second.Format != first.Format || len(info.Pages) != len(first.Pages) {
		t.Fatalf("second reading: %d pages, format %q, info %+v", len(second.Pages), second.Format, info)
	}
	for k, n := range info.Pages {
		if info.Gain[k] != 1 || info.DPI[k] != r.renderDPI(first.Pages[n-1]) {
			t.Errorf("page %d: gain %v at %v dpi", n, info.Gain[k], info.DPI[k])
		}
		a, b := first.Pages[n-1], second.Pages[n-1]
		if b.Source != document.OCR || len(b.Words) < 20 {
			t.Errorf("page %d: source %v, %d words", n, b.Source, len(b.Words))
		}
		if math.Abs(a.Width-b.Width) > 1 || math.Abs(a.Height-b.Height) > 1 {
			t.Errorf("page %d: %.1f×%.1f pt, first reading %.1f×%.1f", n, b.Width, b.Height, a.Width, a.Height)
		}
	}
	if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
		t.Errorf("scratch files left: %v", ents)
	}
}
