package statement

import (
	"sort"
	"strings"
	"unicode"

	"papierkram/backend/document"
	"papierkram/backend/german"
)

// Bookings printed in two columns per page ("Kompaktdruck", newspaper
// style): under a full-width head the page's booking region is split
// into a left and a right column block, each a complete booking table of
// its own (date, text, amount), read top to bottom, the left block first.
// Read as one page, each line joins a booking of the left column with an
// unrelated line of the right one, and the right column's bookings are
// lost or glued onto the left's. The right block is moved under the left
// one (and everything below the region further down) so the page reads
// as one column in reading order. A region is two column blocks when its
// geometry shows it:
//
//   - a gutter no word crosses runs down the region near the page's
//     middle (its centre within 35–65 % of the width), at least two word
//     heights and 2 % of the width wide, found among the lines that hold
//     an amount;
//   - the region is the run of lines not crossing the gutter that starts
//     at the first such line holding an amount (a full-width head above
//     it, a footer or closing line below it end it);
//   - each side holds bookings of its own: at least two lines whose words
//     on that side start with a date ("03.02.", "03. Feb."), end with an
//     amount and hold a word between. A one-column table with a gap
//     before its amount column has no dates right of the gap; one with a
//     value-date column there has no text between date and amount.

// columnBlocks returns doc with each two-column booking region restacked
// into one column; doc itself when no page has one.
func columnBlocks(doc *document.Document) *document.Document {
	var out []document.Page
	for i, p := range doc.Pages {
		q, ok := restackColumns(p)
		if !ok {
			continue
		}
		if out == nil {
			out = append([]document.Page(nil), doc.Pages...)
		}
		out[i] = q
	}
	if out == nil {
		return doc
	}
	nd := *doc
	nd.Pages = out
	return &nd
}

// restackColumns moves the right column block of p's two-column region
// under its left one.
func restackColumns(p document.Page) (document.Page, bool) {
	if p.Width == textPageWidth || p.Width <= 0 || len(p.Words) < 30 {
		return p, false
	}
	lines := p.Lines()
	var hs []float64
	for _, w := range p.Words {
		hs = append(hs, w.Box.Height())
	}
	sort.Float64s(hs)
	wordH := hs[len(hs)/2]
	// Gutters: runs of bins near the middle that no word of an amount
	// line touches.
	const nb = 200
	lo, hi := 0.25*p.Width, 0.75*p.Width
	bw := (hi - lo) / nb
	var used [nb]bool
	amountLines := 0
	for _, l := range lines {
		if !lineHasAmount(l.Words) {
			continue
		}
		amountLines++
		for _, w := range l.Words {
			b0 := int((w.Box.X0 - lo) / bw)
			b1 := int((w.Box.X1 - lo) / bw)
			for b := max(b0, 0); b <= min(b1, nb-1); b++ {
				used[b] = true
			}
		}
	}
	if amountLines < 4 {
		return p, false
	}
	var cuts []float64
	for b := 0; b < nb; {
		if used[b] {
			b++
			continue
		}
		e := b
		for e < nb && !used[e] {
			e++
		}
		c := lo + float64(b+e)/2*bw
		if c >= 0.35*p.Width && c <= 0.65*p.Width && float64(e-b)*bw >= max(wordH, 0.015*p.Width) {
			cuts = append(cuts, c)
		}
		b = e
	}
	for _, cut := range cuts {
		if band, ok := columnRegion(lines, cut); ok {
			return restack(p, band, cut), true
		}
	}
	return p, false
}

// columnRegion finds the two-column region of lines split at cut: from
// the first amount line off the gutter down to the first line across
// it, each side holding bookings of its own.
func columnRegion(lines []document.Line, cut float64) ([]document.Line, bool) {
	crosses := func(l document.Line) bool {
		for _, w := range l.Words {
			if w.Box.X0 < cut && w.Box.X1 > cut {
				return true
			}
		}
		return false
	}
	i0 := -1
	for i, l := range lines {
		if !crosses(l) && lineHasAmount(l.Words) {
			i0 = i
			break
		}
	}
	if i0 < 0 {
		return nil, false
	}
	i1 := i0
	for i1 < len(lines) && !crosses(lines[i1]) {
		i1++
	}
	band := lines[i0:i1]
	nL, nR := 0, 0
	for _, l := range band {
		var left, right []document.Word
		for _, w := range l.Words {
			if w.Box.X0+w.Box.X1 < 2*cut {
				left = append(left, w)
			} else {
				right = append(right, w)
			}
		}
		if columnBooking(left) {
			nL++
		}
		if columnBooking(right) {
			nR++
		}
	}
	return band, nL >= 2 && nR >= 2
}

// restack moves the words of band right of cut under its left words, the
// words below band further down by as much.
func restack(p document.Page, band []document.Line, cut float64) document.Page {
	yT, yB := band[0].Box.Y0, band[len(band)-1].Box.Y1
	lx0, rx0 := p.Width, p.Width
	for _, l := range band {
		yT, yB = min(yT, l.Box.Y0), max(yB, l.Box.Y1)
		for _, w := range l.Words {
			if w.Box.X0+w.Box.X1 < 2*cut {
				lx0 = min(lx0, w.Box.X0)
			} else {
				rx0 = min(rx0, w.Box.X0)
			}
		}
	}
	pitch := (yB - yT) / float64(len(band))
	shift := yB - yT + pitch
	inBand := make(map[document.Rect]bool)
	for _, l := range band {
		for _, w := range l.Words {
			inBand[w.Box] = true
		}
	}
	q := p
	q.Height = p.Height + shift
	q.Words = make([]document.Word, 0, len(p.Words))
	for _, w := range p.Words {
		b := w.Box
		switch {
		case inBand[b] && b.X0+b.X1 >= 2*cut:
			// The right block, under the left one and aligned with it.
			w.Box = document.Rect{X0: b.X0 - (rx0 - lx0), Y0: b.Y0 + shift, X1: b.X1 - (rx0 - lx0), Y1: b.Y1 + shift}
		case !inBand[b] && b.Y0 >= yB:
			w.Box = document.Rect{X0: b.X0, Y0: b.Y0 + shift, X1: b.X1, Y1: b.Y1 + shift}
		}
		q.Words = append(q.Words, w)
	}
	return q
}

// lineHasAmount reports a word that is a German amount.
func lineHasAmount(ws []document.Word) bool {
	for _, w := range ws {
		if isAmountWord(w.Text) {
			return true
		}
	}
	return false
}

// isAmountWord is a word that reads as money with a decimal comma.
func isAmountWord(s string) bool {
	if !strings.Contains(s, ",") {
		return false
	}
	_, err := german.ParseAmount(s)
	return err == nil
}

// columnBooking is one side's part of a line that is a booking of its
// own: a date first, an amount last, a word between.
func columnBooking(ws []document.Word) bool {
	if len(ws) < 3 || !isAmountWord(ws[len(ws)-1].Text) {
		return false
	}
	k := 1
	if _, _, ok := german.ParseDayMonth(ws[0].Text); ok {
	} else if _, err := german.ParseDate(ws[0].Text); err == nil && strings.Count(ws[0].Text, ".") == 2 {
	} else if d := strings.TrimSuffix(ws[0].Text, "."); len(d) >= 1 && len(d) <= 2 && allDigits(d) {
		if _, ok := german.MonthByName(ws[1].Text); !ok {
			return false
		}
		k = 2
	} else {
		return false
	}
	for _, w := range ws[k : len(ws)-1] {
		n := 0
		for _, r := range w.Text {
			if unicode.IsLetter(r) {
				n++
			}
		}
		if n >= 3 {
			return true
		}
	}
	return false
}
