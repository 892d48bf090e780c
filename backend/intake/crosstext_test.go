package intake

import (
	"slices"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
)

// TestDropCrossText: lines reading across an upright page (a margin code
// running up the left edge, one long vertical word) lose their words;
// upright lines, short single words and a page of nothing but such text
// keep theirs.
func TestDropCrossText(t *testing.T) {
	w := func(text string, x0, y0, x1, y1 float64) document.Word {
		return document.Word{Text: text, Box: document.Rect{X0: x0, Y0: y0, X1: x1, Y1: y1}}
	}
	row := []document.Word{w("11.12.", 46, 162, 70, 170), w("Überweisung", 120, 162, 170, 170), w("1.027,93-", 520, 162, 556, 170)}
	tests := []struct {
		name  string
		words []document.Word
		lines [][]int
		want  []string
	}{
		{"margin code reading up",
			append(slices.Clone(row), w("61050000", 11.5, 500.6, 17.3, 527.3), w("KA", 11.5, 487.6, 17.3, 495.6), w("1/2023", 11.5, 467.6, 17.3, 485.9)),
			[][]int{{0, 1, 2}, {3, 4, 5}},
			[]string{"11.12.", "Überweisung", "1.027,93-"}},
		{"lone vertical word",
			append(slices.Clone(row), w("Kontoauszug", 11.5, 400, 17.3, 440)),
			[][]int{{0, 1, 2}, {3}},
			[]string{"11.12.", "Überweisung", "1.027,93-"}},
		{"short upright words stay",
			append(slices.Clone(row), w("1", 300, 200, 304, 208), w("llll", 300, 220, 304, 229)),
			[][]int{{0, 1, 2}, {3}, {4}},
			[]string{"11.12.", "Überweisung", "1.027,93-", "1", "llll"}},
		{"only cross text stays",
			[]document.Word{w("61050000", 11.5, 500.6, 17.3, 527.3), w("KA", 11.5, 487.6, 17.3, 495.6)},
			[][]int{{0, 1}},
			[]string{"61050000", "KA"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := document.Page{Words: tc.words}
			dropCrossText(&p, tc.lines)
			var got []string
			for _, w := range p.Words {
				got = append(got, w.Text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("words %q, want %q", got, tc.want)
			}
		})
	}
}

// TestWatermarkAndMarginNote: a diagonal "DUPLIKAT" drawn over the
// bookings and a vertical archive code in the margin leave no words in
// the text layer; the bookings read as printed.
func TestWatermarkAndMarginNote(t *testing.T) {
	needTools(t, "pdfinfo", "pdftotext", "pdfimages")
	r := newTestReader(t, Config{})
	doc, err := read(t, r, pdfDoc(t, func(pdf *fpdf.Fpdf, tr func(string) string) {
		pdf.AddPage()
		pdf.SetFont("Helvetica", "", 10)
		for i, l := range bookingLines {
			pdf.Text(60, 90+float64(i)*18, tr(l))
		}
		pdf.SetFont("Helvetica", "", 90)
		pdf.TransformBegin()
		pdf.TransformRotate(35, 80, 260)
		pdf.Text(80, 260, "DUPLIKAT")
		pdf.TransformEnd()
		pdf.SetFont("Helvetica", "", 6)
		pdf.TransformBegin()
		pdf.TransformRotate(90, 20, 200)
		pdf.Text(20, 200, tr("KSK 61050000 · KA 1/2023 · D008101 · Seite 1"))
		pdf.TransformEnd()
	}))
	if err != nil {
		t.Fatal(err)
	}
	got := readingLines(doc.Pages[0])
	if !slices.Equal(got, bookingLines) {
		t.Errorf("reads\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(bookingLines, "\n"))
	}
}
