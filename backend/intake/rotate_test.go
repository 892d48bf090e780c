package intake

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
)

// bookingLines are the text of the test pages: several words per line, so
// that each line tells its reading direction.
var bookingLines = []string{
	"Kontoauszug Nr. 3 vom 28.02.2025",
	"Buchungstag Wert Vorgang Betrag",
	"03.02.2025 03.02.2025 Lastschrift Stadtwerke Musterstadt -45,00",
	"05.02.2025 05.02.2025 Gutschrift Lohn Februar Muster GmbH 2.345,67",
	"07.02.2025 08.02.2025 Kartenzahlung REWE Markt Bielefeld -23,99",
	"10.02.2025 10.02.2025 Dauerauftrag Miete Wohnung Hausverwaltung -850,00",
	"14.02.2025 14.02.2025 Überweisung Versicherung Haftpflicht -12,30",
	"Neuer Kontostand am 28.02.2025 EUR 3.456,78",
}

// uprightPDF draws the lines upright on portrait pages.
func uprightPDF(t *testing.T, pages int) []byte {
	return pdfDoc(t, func(pdf *fpdf.Fpdf, tr func(string) string) {
		for range pages {
			pdf.AddPage()
			pdf.SetFont("Helvetica", "", 10)
			for i, l := range bookingLines {
				pdf.Text(60, 90+float64(i)*18, tr(l))
			}
		}
	})
}

// sidewaysPDF draws the lines as a landscape report printed onto a portrait
// page: turned 90° counter-clockwise, reading upwards, no /Rotate.
func sidewaysPDF(t *testing.T) []byte {
	return pdfDoc(t, func(pdf *fpdf.Fpdf, tr func(string) string) {
		pdf.AddPage()
		pdf.SetFont("Helvetica", "", 10)
		_, pageH := pdf.GetPageSize()
		for i, l := range bookingLines {
			// The landscape point (x, y) lands at (y, pageH-x).
			x, y := 60.0, 90+float64(i)*18
			pdf.TransformBegin()
			pdf.TransformRotate(90, y, pageH-x)
			pdf.Text(y, pageH-x, tr(l))
			pdf.TransformEnd()
		}
	})
}

// marginNotePDF is an upright page with a form number printed up the left
// edge, as many bank statements have.
func marginNotePDF(t *testing.T) []byte {
	return pdfDoc(t, func(pdf *fpdf.Fpdf, tr func(string) string) {
		pdf.AddPage()
		pdf.SetFont("Helvetica", "", 10)
		for i, l := range bookingLines {
			pdf.Text(60, 90+float64(i)*18, tr(l))
		}
		pdf.SetFont("Helvetica", "", 6)
		pdf.TransformBegin()
		pdf.TransformRotate(90, 25, 700)
		pdf.Text(25, 700, "Formular 4711 Kontoauszug Sparkasse Musterstadt Ausgabe 03/2024 Blatt 1")
		pdf.TransformEnd()
	})
}

// qpdfRotate sets /Rotate on the given pages ("+90:1-z" style, see qpdf).
func qpdfRotate(t *testing.T, data []byte, spec string) []byte {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.pdf"), filepath.Join(dir, "out.pdf")
	if err := os.WriteFile(in, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command("qpdf", "--rotate="+spec, in, out).CombinedOutput(); err != nil {
		t.Fatalf("qpdf --rotate=%s: %v: %s", spec, err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// readingLines groups a page's words into lines (by vertical centre) read
// left to right, as the parsers see them.
func readingLines(p document.Page) []string {
	ws := slices.Clone(p.Words)
	slices.SortFunc(ws, func(a, b document.Word) int {
		if d := a.Box.CenterY() - b.Box.CenterY(); math.Abs(d) > 3 {
			return int(math.Copysign(1, d))
		}
		return int(math.Copysign(1, a.Box.X0-b.Box.X0))
	})
	var lines []string
	var cur []string
	lastY := math.Inf(-1)
	for _, w := range ws {
		if y := w.Box.CenterY(); y-lastY > 3 && len(cur) > 0 {
			lines = append(lines, strings.Join(cur, " "))
			cur = nil
		}
		cur = append(cur, w.Text)
		lastY = w.Box.CenterY()
	}
	if len(cur) > 0 {
		lines = append(lines, strings.Join(cur, " "))
	}
	return lines
}

func sameBoxes(a, b document.Page) error {
	if math.Abs(a.Width-b.Width) > 0.5 || math.Abs(a.Height-b.Height) > 0.5 {
		return fmt.Errorf("page size %.1f×%.1f, want %.1f×%.1f", a.Width, a.Height, b.Width, b.Height)
	}
	if len(a.Words) != len(b.Words) {
		return fmt.Errorf("%d words, want %d", len(a.Words), len(b.Words))
	}
	for i, w := range a.Words {
		// pdftotext orders the words of a turned page as it reads them;
		// find each upright word by text and position.
		found := false
		for _, u := range b.Words {
			if u.Text == w.Text && math.Abs(u.Box.X0-w.Box.X0) < 0.6 && math.Abs(u.Box.Y0-w.Box.Y0) < 0.6 &&
				math.Abs(u.Box.X1-w.Box.X1) < 0.6 && math.Abs(u.Box.Y1-w.Box.Y1) < 0.6 {
				found = true
				break
			}
		}
		if !found {
			return fmt.Errorf("word %d %q at %+v not in the upright page", i, w.Text, w.Box)
		}
	}
	return nil
}

// TestTurnedTextLayer: a text layer that reads sideways or upside down is
// turned upright before parsing: /Rotate on some or all pages gives the
// same words at the same places as the upright file; a landscape report
// printed sideways onto a portrait page reads as landscape lines; an
// upright page with a vertical margin note is left as it is.
func TestTurnedTextLayer(t *testing.T) {
	needTools(t, "pdfinfo", "pdftotext", "pdfimages", "qpdf")
	r := newTestReader(t, Config{})
	upright, err := read(t, r, uprightPDF(t, 2))
	if err != nil {
		t.Fatalf("upright: %v", err)
	}
	if got := readingLines(upright.Pages[0]); !slices.Equal(got, bookingLines) {
		t.Fatalf("upright page reads\n%q\nwant\n%q", got, bookingLines)
	}
	for _, tc := range []struct {
		name string
		spec string // qpdf --rotate
	}{
		{"rotate 90", "+90"},
		{"rotate 180", "+180"},
		{"rotate 270", "+270"},
		{"second page only", "+90:2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := read(t, r, qpdfRotate(t, uprightPDF(t, 2), tc.spec))
			if err != nil {
				t.Fatal(err)
			}
			for i := range doc.Pages {
				if err := sameBoxes(doc.Pages[i], upright.Pages[i]); err != nil {
					t.Errorf("page %d: %v", i+1, err)
				}
			}
		})
	}
	t.Run("landscape printed sideways", func(t *testing.T) {
		doc, err := read(t, r, sidewaysPDF(t))
		if err != nil {
			t.Fatal(err)
		}
		p := doc.Pages[0]
		if p.Width <= p.Height {
			t.Errorf("page %.0f×%.0f, want landscape", p.Width, p.Height)
		}
		if got := readingLines(p); !slices.Equal(got, bookingLines) {
			t.Errorf("reads\n%q\nwant\n%q", got, bookingLines)
		}
	})
	t.Run("landscape upright through /Rotate", func(t *testing.T) {
		// The sideways page turned back for display by /Rotate 90: the words
		// come upright, and the page must take its displayed size, or the
		// parsers' page-relative zones (footer, margins) miss.
		doc, err := read(t, r, qpdfRotate(t, sidewaysPDF(t), "+90"))
		if err != nil {
			t.Fatal(err)
		}
		p := doc.Pages[0]
		if p.Width <= p.Height {
			t.Errorf("page %.0f×%.0f, want landscape", p.Width, p.Height)
		}
		for _, w := range p.Words {
			if w.Box.X1 > p.Width+0.5 || w.Box.Y1 > p.Height+0.5 {
				t.Errorf("word %q at %+v outside the %.0f×%.0f page", w.Text, w.Box, p.Width, p.Height)
				break
			}
		}
		if got := readingLines(p); !slices.Equal(got, bookingLines) {
			t.Errorf("reads\n%q\nwant\n%q", got, bookingLines)
		}
	})
	t.Run("upright with margin note", func(t *testing.T) {
		doc, err := read(t, r, marginNotePDF(t))
		if err != nil {
			t.Fatal(err)
		}
		p := doc.Pages[0]
		var body document.Page
		body.Width, body.Height = p.Width, p.Height
		for _, w := range p.Words {
			if w.Box.X0 > 40 { // the note is at x≈20
				body.Words = append(body.Words, w)
			}
		}
		if err := sameBoxes(body, upright.Pages[0]); err != nil {
			t.Error(err)
		}
	})
}
