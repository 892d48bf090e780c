package synth

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
)

// newPDF returns an A4 document in points with the core Helvetica font and
// its CP1252 translator (umlauts, ß, €).
func newPDF() (*fpdf.Fpdf, func(string) string) {
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.SetCompression(true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCreator("papierkram synth", true)
	// A fixed creation date keeps the bytes deterministic.
	pdf.SetCatalogSort(true)
	pdf.SetCreationDate(time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf.SetModificationDate(time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC))
	return pdf, pdf.UnicodeTranslatorFromDescriptor("")
}

func style(it Item) string {
	if it.Bold {
		return "B"
	}
	return ""
}

// PDF renders the statement as a text-layer PDF. An HTML statement is
// printed by headless Chromium (the first call prints and sets
// Truth.Pages; later calls return the same bytes). A statement with a
// Font is drawn in it (fontrender.go).
func (s *Statement) PDF() ([]byte, error) {
	if s.Tool != "" && hcTool(s.Tool) != nil {
		return s.toolPDF() // hc-nachtmodus: HTML made into screenshots
	}
	if s.HTML != "" {
		return s.printHTML()
	}
	if s.Tool != "" {
		return s.toolPDF()
	}
	if s.PostScript != "" || s.Troff != "" {
		return s.psPDF()
	}
	if s.Font != "" {
		return s.fontPDF()
	}
	pdf, tr := newPDF()
	return corePages(pdf, tr, s.Pages, nil)
}

// corePages draws pages in core Helvetica, each over head (a form XObject)
// when it is set, and returns the file.
func corePages(pdf *fpdf.Fpdf, tr func(string) string, pages []Page, head fpdf.Template) ([]byte, error) {
	for _, p := range pages {
		pdf.AddPage()
		if head != nil {
			pdf.UseTemplate(head)
		}
		drawShapes(pdf, p.Shapes)
		for _, it := range p.Items {
			pdf.SetFont("Helvetica", style(it), it.Size)
			txt := tr(it.Text)
			x := it.X
			if it.Right {
				x -= pdf.GetStringWidth(txt)
			}
			pdf.Text(x, it.Y+it.Size*0.8, txt)
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("synth: render pdf: %w", err)
	}
	return buf.Bytes(), nil
}

// Document returns the words the PDF would yield, with exact boxes: the
// fast path for unit tests that need no PDF tooling. HTML statements
// (the browser-printed hj-* batch) have no fast path: where the browser
// puts the words is known only from its print, so Document panics for
// them; read their PDF instead. A statement drawn in its own Font (the
// hi-* batch) has its words measured in that face.
func (s *Statement) Document() *document.Document {
	if s.HTML != "" {
		panic(fmt.Sprintf("synth: %s/%d is an HTML statement: Document has no exact words for it; read its PDF()", s.Truth.Layout, s.Truth.Seed))
	}
	if s.Tool != "" {
		panic(fmt.Sprintf("synth: %s/%d is made by %s: Document has no exact words for it; read its PDF()", s.Truth.Layout, s.Truth.Seed, s.Tool))
	}
	if s.PostScript != "" || s.Troff != "" {
		panic(fmt.Sprintf("synth: %s/%d is drawn by PostScript or troff: Document has no exact words for it; read its PDF()", s.Truth.Layout, s.Truth.Seed))
	}
	if s.Font != "" {
		return s.fontDocument()
	}
	pdf, tr := newPDF()
	doc := &document.Document{Format: "pdf"}
	for i, p := range s.Pages {
		pg := document.Page{Number: i + 1, Width: PageW, Height: PageH, Source: document.TextLayer}
		for _, it := range p.Items {
			pdf.SetFont("Helvetica", style(it), it.Size)
			x := it.X
			if it.Right {
				x -= pdf.GetStringWidth(tr(it.Text))
			}
			space := pdf.GetStringWidth(" ")
			for _, w := range strings.Split(it.Text, " ") {
				ww := pdf.GetStringWidth(tr(w))
				if w != "" {
					pg.Words = append(pg.Words, document.Word{
						Text: w,
						Box:  document.Rect{X0: x, Y0: it.Y + it.Size*0.05, X1: x + ww, Y1: it.Y + it.Size*0.95},
						Conf: 1,
					})
				}
				x += ww + space
			}
		}
		doc.Pages = append(doc.Pages, pg)
	}
	return doc
}
