package statement

import (
	"sort"
	"unicode"

	"papierkram/backend/document"
)

// Two pages per sheet ("2 Seiten pro Blatt", n-up printing): a print
// dialog puts two portrait pages side by side on one landscape sheet,
// each shrunk to about 70 %. Read as one page, a line of the left page
// and the line of the right page on the same height become one line
// (a booking row followed by the other page's purpose line, a closing
// balance beside an opening balance), so bookings, counterparties and
// balances are lost. A sheet is read as two pages, left then right,
// when its geometry shows two pages:
//
//   - it is landscape (width ≥ 1.25 × height);
//   - a gutter no word crosses runs down the whole sheet near its
//     middle (its centre within 40–60 % of the width), at least 3 word
//     heights and 2 % of the width wide; tokens without two letters or
//     digits (a scanned frame line read as "|") do not close it and are
//     dropped;
//   - both sides are page-shaped and alike: the right side's text block
//     starts and ends half a sheet to the right of the left side's
//     (left and right edges each within 6 % of the width), as the same
//     page margins repeated in each half do;
//   - both sides hold text: at least three lines of two words with three
//     letters each.
//
// A landscape statement with one wide table has its header, its text
// column or its head lines across the middle, or its columns on the
// right are amounts that neither start at a page margin nor hold text.
// Each half becomes a page of its own (in sheet order) scaled back to
// portrait size (× 2·height/width, so A4 for an A4 sheet), the right
// half moved by the measured offset between the two left margins so its
// columns line up with the left page's.

// twoUpLandscape is the least width/height ratio of a two-up sheet.
const twoUpLandscape = 1.25

// twoUp returns doc with each two-up sheet split into its two pages and,
// when any was split, the sheet number of each page of the result (nil
// otherwise: page numbers are the document's).
func twoUp(doc *document.Document) (*document.Document, []int) {
	var out []document.Page
	var sheets []int
	split := false
	for _, p := range doc.Pages {
		sheet := p.Number
		l, r, ok := splitTwoUp(p)
		if !ok {
			p.Number = len(out) + 1
			out = append(out, p)
			sheets = append(sheets, sheet)
			continue
		}
		split = true
		for _, h := range []document.Page{l, r} {
			h.Number = len(out) + 1
			out = append(out, h)
			sheets = append(sheets, sheet)
		}
	}
	if !split {
		return doc, nil
	}
	nd := *doc
	nd.Pages = out
	return &nd, sheets
}

// splitTwoUp returns the two pages printed side by side on p.
func splitTwoUp(p document.Page) (left, right document.Page, ok bool) {
	if p.Width == textPageWidth || p.Width < twoUpLandscape*p.Height || len(p.Words) < 20 {
		return left, right, false
	}
	// The widest gap between the x-extents of real words.
	type span struct{ x0, x1 float64 }
	var spans []span
	var hs []float64
	for _, w := range p.Words {
		if !twoUpReal(w.Text) || w.Box.Width() <= 0 {
			continue
		}
		spans = append(spans, span{w.Box.X0, w.Box.X1})
		hs = append(hs, w.Box.Height())
	}
	if len(spans) < 20 {
		return left, right, false
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].x0 < spans[j].x0 })
	sort.Float64s(hs)
	wordH := hs[len(hs)/2]
	g0, g1 := 0.0, 0.0 // the gutter
	reach := spans[0].x1
	for _, s := range spans[1:] {
		if s.x0 > reach {
			if c := (reach + s.x0) / 2; c >= 0.4*p.Width && c <= 0.6*p.Width && s.x0-reach > g1-g0 {
				g0, g1 = reach, s.x0
			}
		}
		reach = max(reach, s.x1)
	}
	if g1-g0 < max(3*wordH, 0.02*p.Width) {
		return left, right, false
	}
	cut := (g0 + g1) / 2
	// The text blocks of the two sides: the right one half a sheet to
	// the right of the left one.
	lx0, lx1, rx0, rx1 := g1, 0.0, p.Width, g1
	for _, s := range spans {
		if s.x1 <= cut {
			lx0, lx1 = min(lx0, s.x0), max(lx1, s.x1)
		} else {
			rx0, rx1 = min(rx0, s.x0), max(rx1, s.x1)
		}
	}
	half, tol := p.Width/2, 0.06*p.Width
	off := rx0 - lx0
	if absf(off-half) > tol || absf(rx1-half-lx1) > tol {
		return left, right, false
	}
	s := 2 * p.Height / p.Width
	left = document.Page{Width: half * s, Height: p.Height * s, Source: p.Source}
	right = left
	for _, w := range p.Words {
		if w.Box.X0 >= g0 && w.Box.X1 <= g1 {
			continue // a frame line or speck in the gutter: no page's
		}
		h, dx := &left, 0.0
		if w.Box.X0+w.Box.X1 > 2*cut {
			h, dx = &right, off
		}
		b := w.Box
		w.Box = document.Rect{X0: (b.X0 - dx) * s, Y0: b.Y0 * s, X1: (b.X1 - dx) * s, Y1: b.Y1 * s}
		h.Words = append(h.Words, w)
	}
	if !twoUpText(&left) || !twoUpText(&right) {
		return document.Page{}, document.Page{}, false
	}
	return left, right, true
}

// twoUpReal is a token with at least two letters or digits.
func twoUpReal(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n >= 2
}

// twoUpText is a side holding text: three lines with two words of three
// letters or more.
func twoUpText(p *document.Page) bool {
	n := 0
	for _, l := range p.Lines() {
		k := 0
		for _, w := range l.Words {
			c := 0
			for _, r := range w.Text {
				if unicode.IsLetter(r) {
					c++
				}
			}
			if c >= 3 {
				k++
			}
		}
		if k >= 2 {
			n++
		}
	}
	return n >= 3
}
