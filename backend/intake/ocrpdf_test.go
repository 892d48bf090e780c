package intake

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
)

// scannedPDF wraps scan images into a PDF, one full-page image per page,
// like a scanner's PDF output; textPages adds text-layer pages after them.
func scannedPDF(t testing.TB, scans [][]byte, textPages int) []byte {
	return pdfDoc(t, func(pdf *fpdf.Fpdf, tr func(string) string) {
		for i, s := range scans {
			name := fmt.Sprintf("scan%d", i)
			pdf.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: "JPG"}, bytes.NewReader(s))
			pdf.AddPage()
			pdf.ImageOptions(name, 0, 0, 595.28, 841.89, false, fpdf.ImageOptions{ImageType: "JPG"}, 0, "")
		}
		for range textPages {
			pdf.AddPage()
			pdf.SetFont("Helvetica", "", 10)
			for i := range 12 {
				pdf.Text(50, 80+float64(i)*14, tr(fmt.Sprintf("Zeile %d mit genug echten Wörtern: Überweisung 12,34 €", i)))
			}
		}
	})
}

func TestReadImageOnlyAndMixedPDF(t *testing.T) {
	needTools(t, "pdfinfo", "pdftotext", "pdfimages", "pdftoppm", "tesseract")
	src, amounts := statementPDF(t, 2, 20)
	img := scan(t, src, 200, 1.2, 12, 75, 5)
	tests := []struct {
		name        string
		data        []byte
		wantSources []document.Source
	}{
		{"image-only", scannedPDF(t, [][]byte{img}, 0), []document.Source{document.OCR}},
		{"mixed: scan then text page", scannedPDF(t, [][]byte{img}, 1), []document.Source{document.OCR, document.TextLayer}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			r := newTestReader(t, Config{TempDir: tmp})
			doc, err := read(t, r, tc.data)
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if len(doc.Pages) != len(tc.wantSources) {
				t.Fatalf("%d pages, want %d", len(doc.Pages), len(tc.wantSources))
			}
			for i, p := range doc.Pages {
				if p.Source != tc.wantSources[i] || p.Number != i+1 {
					t.Errorf("page %d: source %v number %d", i+1, p.Source, p.Number)
				}
				// Boxes in points on an A4 page.
				if p.Width < 590 || p.Width > 600 || p.Height < 835 || p.Height > 848 {
					t.Errorf("page %d size %.1f×%.1f pt, want A4", i+1, p.Width, p.Height)
				}
				for _, w := range p.Words {
					if w.Box.X0 < -5 || w.Box.X1 > p.Width+5 || w.Box.Y0 < -5 || w.Box.Y1 > p.Height+5 {
						t.Fatalf("page %d: word box %+v outside the page", i+1, w.Box)
					}
				}
			}
			got := amountsFound(doc, amounts)
			t.Logf("%d/%d amounts", got, len(amounts))
			if float64(got) < 0.97*float64(len(amounts)) {
				t.Errorf("read %d/%d amounts\n%s", got, len(amounts), docText(doc))
			}
			if !dirEmpty(t, tmp) {
				t.Error("scratch files left behind")
			}
		})
	}
}

// TestReadPublicCorpus reads the real samples in ../shared/corpus when present.
func TestReadPublicCorpus(t *testing.T) {
	needTools(t, "pdfinfo", "pdftotext", "pdfimages", "pdftoppm", "tesseract")
	root := "../../../shared/corpus/public"
	if _, err := os.Stat(root); err != nil {
		t.Skipf("public corpus not present at %s: %v", root, err)
	}
	t.Run("dkb text pdf", func(t *testing.T) {
		data, err := os.ReadFile(filepath.Join(root, "dkb_pdf2csv/dkb_replica_test.pdf"))
		if err != nil {
			t.Skipf("sample missing: %v", err)
		}
		doc, err := read(t, newTestReader(t, Config{}), data)
		if err != nil {
			t.Fatal(err)
		}
		text := docText(doc)
		if doc.Pages[0].Source != document.TextLayer || !strings.Contains(text, "Kontoauszug") {
			t.Errorf("source %v, text:\n%s", doc.Pages[0].Source, text)
		}
	})
	pngs, _ := filepath.Glob(filepath.Join(root, "ofxstatement-sparkasse-de/*.png"))
	if len(pngs) == 0 {
		t.Skip("sparkasse screenshots not present")
	}
	r := newTestReader(t, Config{})
	for _, p := range pngs {
		t.Run(filepath.Base(p), func(t *testing.T) {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := read(t, r, data)
			if err != nil {
				t.Fatal(err)
			}
			text := docText(doc)
			// The screenshots are redacted (amounts and names blacked out);
			// what remains readable is the heading and the booking dates.
			dates := len(dateRE.FindAllString(text, -1))
			t.Logf("%d words, %d dates\n%s", doc.WordCount(), dates, text)
			if !strings.Contains(text, "Kontoauszug") || dates < 3 {
				t.Errorf("heading or booking dates not read")
			}
		})
	}
}

var dateRE = regexp.MustCompile(`\b\d\d\.\d\d\.20\d\d\b`)
