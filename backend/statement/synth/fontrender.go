package synth

// Producers other than core Helvetica for fpdf-drawn statements (the
// hi-* batch): most bank document systems embed a subset TrueType font
// as an Identity-H CID font with a ToUnicode map; branch printers and
// mainframe prints use a monospaced face with the columns aligned by
// spaces; some generators place every glyph as a text object of its own
// or widen the character spacing. A Statement whose Font is set is drawn
// here; every other statement keeps render.go's path and its bytes.

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
)

// fontFiles are the embedded faces (regular, bold) a Statement's Font
// names; `make deps` installs them (fonts-dejavu-core).
var fontFiles = map[string][2]string{
	"dejavu":       {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"},
	"dejavu-serif": {"/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"},
	"dejavu-mono":  {"/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"},
}

// FontMissing says why a statement drawn in font cannot be rendered
// here ("" when it can): its TrueType files are not installed.
func FontMissing(font string) string {
	files, ok := fontFiles[font]
	if !ok {
		return "" // core Courier: nothing to install
	}
	for _, p := range files {
		if _, err := os.Stat(p); err != nil {
			return fmt.Sprintf("synth: font %s needs %s (make deps installs fonts-dejavu-core)", font, p)
		}
	}
	return ""
}

// fontPDF0 returns a new document with the statement's face loaded: the
// family to select and the text translator (identity for UTF-8 fonts).
func (s *Statement) fontPDF0() (*fpdf.Fpdf, string, func(string) string, error) {
	pdf, tr := newPDF()
	if s.Font == "courier" {
		return pdf, "Courier", tr, nil
	}
	files, ok := fontFiles[s.Font]
	if !ok {
		return nil, "", nil, fmt.Errorf("synth: unknown font %q", s.Font)
	}
	if m := FontMissing(s.Font); m != "" {
		return nil, "", nil, fmt.Errorf("%s", m)
	}
	for i, st := range []string{"", "B"} {
		b, err := os.ReadFile(files[i])
		if err != nil {
			return nil, "", nil, fmt.Errorf("synth: font %s: %w", s.Font, err)
		}
		pdf.AddUTF8FontFromBytes(s.Font, st, b)
	}
	if err := pdf.Error(); err != nil {
		return nil, "", nil, fmt.Errorf("synth: font %s: %w", s.Font, err)
	}
	return pdf, s.Font, func(t string) string { return t }, nil
}

// advances are the x offsets of the runes of txt drawn glyph by glyph
// (and the total width), or nil and the string's width when drawn whole.
func (s *Statement) advances(pdf *fpdf.Fpdf, txt string) ([]float64, float64) {
	if !s.Glyphs {
		return nil, pdf.GetStringWidth(txt)
	}
	var xs []float64
	x := 0.0
	for _, r := range txt {
		xs = append(xs, x)
		x += pdf.GetStringWidth(string(r)) + s.Spacing
	}
	if len(xs) > 0 {
		x -= s.Spacing
	}
	return xs, x
}

func (s *Statement) fontPDF() ([]byte, error) {
	pdf, fam, tr, err := s.fontPDF0()
	if err != nil {
		return nil, err
	}
	for _, p := range s.Pages {
		pdf.AddPage()
		drawShapes(pdf, p.Shapes)
		for _, it := range p.Items {
			pdf.SetFont(fam, style(it), it.Size)
			txt := tr(it.Text)
			xs, w := s.advances(pdf, txt)
			x := it.X
			if it.Right {
				x -= w
			}
			y := it.Y + it.Size*0.8
			if xs == nil {
				pdf.Text(x, y, txt)
				continue
			}
			k := 0
			for _, r := range txt {
				if r != ' ' {
					pdf.Text(x+xs[k], y, string(r))
				}
				k++
			}
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("synth: render pdf: %w", err)
	}
	return buf.Bytes(), nil
}

// fontDocument is Document for a statement with its own face: the words
// measured in that face (and spacing). It panics when the font is not
// installed.
func (s *Statement) fontDocument() *document.Document {
	pdf, fam, tr, err := s.fontPDF0()
	if err != nil {
		panic(err)
	}
	doc := &document.Document{Format: "pdf"}
	for i, p := range s.Pages {
		pg := document.Page{Number: i + 1, Width: PageW, Height: PageH, Source: document.TextLayer}
		for _, it := range p.Items {
			pdf.SetFont(fam, style(it), it.Size)
			_, w := s.advances(pdf, tr(it.Text))
			x := it.X
			if it.Right {
				x -= w
			}
			_, space := s.advances(pdf, " ")
			for _, wd := range strings.Split(it.Text, " ") {
				_, ww := s.advances(pdf, tr(wd))
				if wd != "" {
					pg.Words = append(pg.Words, document.Word{
						Text: wd,
						Box:  document.Rect{X0: x, Y0: it.Y + it.Size*0.05, X1: x + ww, Y1: it.Y + it.Size*0.95},
						Conf: 1,
					})
				}
				x += ww + space
				if s.Glyphs { // the spacing after the word's last glyph and after the space
					x += s.Spacing
					if wd != "" {
						x += s.Spacing
					}
				}
			}
		}
		doc.Pages = append(doc.Pages, pg)
	}
	return doc
}
