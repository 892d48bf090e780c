// Package document holds the page-and-word model that every extraction
// pipeline works on: intake turns an uploaded file into a Document, the
// statement and letters packages read it. Nothing here touches files or OCR.
package document

import (
	"sort"
	"strings"
)

// Source says where a page's words came from. OCR'd words carry confidences
// and are more likely to contain misreadings, which parsers may weigh.
type Source int

const (
	TextLayer Source = iota // words from the PDF's text layer
	OCR                     // words recognised by OCR from a rendered or uploaded image
)

func (s Source) String() string {
	if s == OCR {
		return "ocr"
	}
	return "text"
}

// Rect is an axis-aligned box in page units (PDF points, 1/72 inch, for PDFs;
// pixels scaled to points for images), origin at the top-left corner.
type Rect struct {
	X0, Y0, X1, Y1 float64
}

func (r Rect) Width() float64   { return r.X1 - r.X0 }
func (r Rect) Height() float64  { return r.Y1 - r.Y0 }
func (r Rect) CenterY() float64 { return (r.Y0 + r.Y1) / 2 }

// Union returns the smallest Rect containing r and o.
func (r Rect) Union(o Rect) Rect {
	return Rect{min(r.X0, o.X0), min(r.Y0, o.Y0), max(r.X1, o.X1), max(r.Y1, o.Y1)}
}

// Word is one whitespace-delimited token with its box.
type Word struct {
	Text string
	Box  Rect
	// Conf is the OCR confidence in [0,1]; 1 for text-layer words.
	Conf float64
}

// Page is one page of a document. Number is 1-based.
type Page struct {
	Number        int
	Width, Height float64
	Source        Source
	Words         []Word
}

// Document is an uploaded file as pages of positioned words.
type Document struct {
	// Format is the sniffed file format: "pdf", "jpeg" or "png".
	Format string
	Pages  []Page
}

// Line is a run of words sharing a baseline, left to right.
type Line struct {
	Page  int
	Box   Rect
	Words []Word
}

// Text joins the line's words with single spaces.
func (l Line) Text() string {
	parts := make([]string, len(l.Words))
	for i, w := range l.Words {
		parts[i] = w.Text
	}
	return strings.Join(parts, " ")
}

// Lines groups the page's words into lines, top to bottom. Two words belong
// to the same line when their vertical extents overlap by more than half the
// smaller height; this tolerates the baseline jitter of OCR and of mixed font
// sizes without merging adjacent rows of a dense table.
func (p *Page) Lines() []Line {
	words := append([]Word(nil), p.Words...)
	sort.SliceStable(words, func(i, j int) bool {
		if words[i].Box.CenterY() != words[j].Box.CenterY() {
			return words[i].Box.CenterY() < words[j].Box.CenterY()
		}
		return words[i].Box.X0 < words[j].Box.X0
	})
	var lines []Line
	// core is each line's extent without words much taller than its
	// smallest: a large logo word ("N26" at 24 pt) beside two lines of 9 pt
	// text overlaps both, and a line grown to the logo's height swallowed
	// the next one ("N26 01.01.2024 bis Kontoauszug 31.01.2024" from
	// "Kontoauszug" over "01.01.2024 bis 31.01.2024"). The tall word joins
	// the line it overlaps but does not stretch it.
	var core []Rect
	for _, w := range words {
		placed := false
		// Only the last few lines can overlap a word sorted by centre.
		for i := len(lines) - 1; i >= 0 && i >= len(lines)-3; i-- {
			if sameLine(core[i], w.Box) {
				lines[i].Words = append(lines[i].Words, w)
				lines[i].Box = lines[i].Box.Union(w.Box)
				switch h, ch := w.Box.Height(), core[i].Height(); {
				case h*tallWord < ch:
					core[i] = w.Box // the line so far is a tall word: this one is text
				case h <= ch*tallWord:
					core[i] = core[i].Union(w.Box)
				}
				placed = true
				break
			}
		}
		if !placed {
			lines = append(lines, Line{Page: p.Number, Box: w.Box, Words: []Word{w}})
			core = append(core, w.Box)
		}
	}
	for i := range lines {
		ws := lines[i].Words
		sort.SliceStable(ws, func(a, b int) bool { return ws[a].Box.X0 < ws[b].Box.X0 })
	}
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].Box.Y0 < lines[j].Box.Y0 })
	return lines
}

// tallWord is how much taller than a line's text a word may be and still
// stretch the line: mixed sizes on one baseline (a bold 11 pt amount beside
// 9 pt text, OCR boxes with and without descenders) stay within it.
const tallWord = 1.6

func sameLine(a, b Rect) bool {
	overlap := min(a.Y1, b.Y1) - max(a.Y0, b.Y0)
	h := min(a.Height(), b.Height())
	if h <= 0 {
		return a.CenterY() == b.CenterY()
	}
	return overlap > h/2
}

// Text returns the page's text, one line per text line.
func (p *Page) Text() string {
	var b strings.Builder
	for _, l := range p.Lines() {
		b.WriteString(l.Text())
		b.WriteByte('\n')
	}
	return b.String()
}

// WordCount is the number of words on all pages.
func (d *Document) WordCount() int {
	n := 0
	for _, p := range d.Pages {
		n += len(p.Words)
	}
	return n
}
