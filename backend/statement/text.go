package statement

import (
	"strings"

	"papierkram/backend/document"
)

// textPageWidth marks pages built by FromText. Their x positions are
// character indexes, not geometry, so column alignment must not be trusted.
const textPageWidth = 1e6 + 0.5

// Character cell used by FromText.
const (
	textCharW = 5.0
	textLineH = 12.0
)

// FromText builds a Document from plain extracted text, one text line per
// document line and the character index as x. It serves texts that have
// lost their geometry (PDFBox/pdftotext plain output): the parser then
// takes signs from booking semantics and reconciliation instead of column
// positions.
func FromText(s string) *document.Document {
	pg := document.Page{Number: 1, Width: textPageWidth, Source: document.TextLayer}
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for li, l := range lines {
		y := float64(li) * textLineH
		rs := []rune(strings.ReplaceAll(l, "\f", " "))
		start := -1
		for i := 0; i <= len(rs); i++ {
			space := i == len(rs) || rs[i] == ' ' || rs[i] == '\t' || rs[i] == '\u00a0'
			if !space && start < 0 {
				start = i
			}
			if space && start >= 0 {
				pg.Words = append(pg.Words, document.Word{
					Text: string(rs[start:i]),
					Box:  document.Rect{X0: float64(start) * textCharW, Y0: y, X1: float64(i) * textCharW, Y1: y + textLineH*0.8},
					Conf: 1,
				})
				start = -1
			}
		}
	}
	pg.Height = float64(len(lines)) * textLineH
	return &document.Document{Format: "text", Pages: []document.Page{pg}}
}
