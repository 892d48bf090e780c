package intake

import (
	"os"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
)

const dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

func TestReadTextPDF(t *testing.T) {
	needTools(t, "pdfinfo", "pdftotext", "pdfimages")
	tests := []struct {
		name string
		draw func(pdf *fpdf.Fpdf, tr func(string) string)
		want []string // lines (or parts of lines) the page text must contain
	}{
		{
			name: "umlauts and euro",
			draw: func(pdf *fpdf.Fpdf, tr func(string) string) {
				pdf.AddPage()
				pdf.SetFont("Helvetica", "", 10)
				lines := []string{
					"Kontoauszug Nr. 3/2025 Girokonto Müller",
					"Buchungstag Wertstellung Verwendungszweck Betrag",
					"03.03.2025 03.03.2025 Überweisung Größenwahn GmbH -1.234,56 €",
					"04.03.2025 04.03.2025 Gutschrift Rückzahlung Öl 78,90 €",
					"Straße Äpfel Übertrag ß",
				}
				for i, l := range lines {
					pdf.Text(50, 80+float64(i)*14, tr(l))
				}
			},
			want: []string{
				"03.03.2025 03.03.2025 Überweisung Größenwahn GmbH -1.234,56 €",
				"Gutschrift Rückzahlung Öl 78,90 €",
				"Straße Äpfel Übertrag ß",
			},
		},
		{
			name: "letter-spaced heading",
			draw: func(pdf *fpdf.Fpdf, tr func(string) string) {
				pdf.AddPage()
				pdf.SetFont("Helvetica", "", 12)
				x := 50.0
				for _, r := range "Kontoauszug" {
					pdf.Text(x, 60, string(r))
					x += pdf.GetStringWidth(string(r)) + 5
				}
				pdf.SetFont("Helvetica", "", 10)
				for i := range 10 {
					pdf.Text(50, 100+float64(i)*14, tr("Zeile mit genug echten Wörtern für die Textebene"))
				}
			},
			want: []string{"Kontoauszug"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			r := newTestReader(t, Config{TempDir: tmp})
			doc, err := read(t, r, pdfDoc(t, tc.draw))
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if doc.Format != "pdf" || len(doc.Pages) != 1 || doc.Pages[0].Source != document.TextLayer {
				t.Fatalf("got format %q, %d pages, source %v", doc.Format, len(doc.Pages), doc.Pages[0].Source)
			}
			text := docText(doc)
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("text lacks %q; got:\n%s", w, text)
				}
			}
			if !dirEmpty(t, tmp) {
				t.Error("scratch files left behind")
			}
		})
	}
}

func TestReadTextPDFLigatures(t *testing.T) {
	needTools(t, "pdfinfo", "pdftotext", "pdfimages")
	if _, err := fpdfFont(); err != nil {
		t.Skipf("DejaVu font not installed (Debian: fonts-dejavu-core): %v", err)
	}
	data := pdfDoc(t, func(pdf *fpdf.Fpdf, _ func(string) string) {
		ttf, err := os.ReadFile(dejaVu)
		if err != nil {
			t.Fatal(err)
		}
		pdf.AddUTF8FontFromBytes("dejavu", "", ttf)
		pdf.AddPage()
		pdf.SetFont("dejavu", "", 11)
		lines := []string{
			"Au\uFB02age der Ver\u00f6\uFB00entlichung \uFB01nden",
			"Kontoführungsgebühr 4,95 € für Ihr Girokonto",
			"Zeile mit genug echten Wörtern für die Textebene",
		}
		for i, l := range lines {
			pdf.Text(50, 80+float64(i)*14, l)
		}
	})
	r := newTestReader(t, Config{})
	doc, err := read(t, r, data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	text := docText(doc)
	for _, w := range []string{"Auflage der Veröffentlichung finden", "Kontoführungsgebühr 4,95 €"} {
		if !strings.Contains(text, w) {
			t.Errorf("text lacks %q; got:\n%s", w, text)
		}
	}
}
