package intake

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
	"papierkram/backend/ocr"
)

// needTools skips the test when a poppler or tesseract binary is missing.
func needTools(t testing.TB, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (Debian: poppler-utils / tesseract-ocr tesseract-ocr-deu): %v", tool, err)
		}
	}
}

// newTestReader returns a Reader with an OCR engine when tesseract is
// installed (tests that need OCR call needTools first).
func newTestReader(t testing.TB, cfg Config) *Reader {
	t.Helper()
	var eng *ocr.Engine
	if _, err := exec.LookPath("tesseract"); err == nil {
		e, err := ocr.New(ocr.Config{})
		if err != nil {
			t.Fatalf("ocr.New: %v", err)
		}
		eng = e
	}
	if cfg.TempDir == "" {
		cfg.TempDir = t.TempDir()
	}
	return New(cfg, eng)
}

// pdfDoc builds a PDF with fpdf; draw writes the pages.
func pdfDoc(t testing.TB, draw func(pdf *fpdf.Fpdf, tr func(string) string)) []byte {
	t.Helper()
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.SetCompression(true)
	tr := pdf.UnicodeTranslatorFromDescriptor("") // cp1252: umlauts, ß, €
	draw(pdf, tr)
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatalf("fpdf: %v", err)
	}
	return buf.Bytes()
}

func read(t testing.TB, r *Reader, data []byte) (*document.Document, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	return r.Read(ctx, data)
}

func docText(d *document.Document) string {
	var b strings.Builder
	for i := range d.Pages {
		b.WriteString(d.Pages[i].Text())
	}
	return b.String()
}

// dirEmpty reports whether dir has no entries (scratch files removed).
func dirEmpty(t testing.TB, dir string) bool {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("read dir: %v", err)
	}
	return len(es) == 0
}

func fpdfFont() (os.FileInfo, error) { return os.Stat(dejaVu) }
