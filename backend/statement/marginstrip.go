package statement

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A scan of a page with text up its margin (an archive code, a form
// number printed sideways) gives OCR a narrow strip of fragments at the
// paper's edge, one or two characters at the start of many lines: "®
// 24.02. 22.02. Kartenzahlung", "Ö IKEA Deutschland", "= Lidl sagt Danke".
// Before a booking date they are tolerated, but before a counterparty
// they make the line look like something else, and the name is lost. A
// text layer's turned lines are dropped in intake; on OCR pages the strip
// is recognised by its shape: at least three such fragments at one left
// edge, far left of every other line start, a third or more of them not
// plain numbers (a column of running numbers, "1 03.02. …", stays).
func dropMarginStrip(rows []*row) {
	byPage := map[int][]*row{}
	for _, r := range rows {
		if r.ocr {
			byPage[r.page] = append(byPage[r.page], r)
		}
	}
	for _, rs := range byPage {
		var cand []*row
		body := -1.0 // the leftmost start of the other lines
		for _, r := range rs {
			if marginFragment(r) {
				cand = append(cand, r)
				if len(r.toks) > 1 && (body < 0 || r.toks[1].x0 < body) {
					body = r.toks[1].x0
				}
				continue
			}
			if body < 0 || r.toks[0].x0 < body {
				body = r.toks[0].x0
			}
		}
		if len(cand) < 3 || body < 0 {
			continue
		}
		xs := make([]float64, len(cand))
		for i, r := range cand {
			xs[i] = r.toks[0].x0
		}
		sort.Float64s(xs)
		edge := xs[len(xs)/2]
		var strip []*row
		letters := 0
		for _, r := range cand {
			t := r.toks[0]
			if t.x0 < edge-4 || t.x0 > edge+4 || body-t.x1 < 4*(t.x1-t.x0) || body-t.x1 < 0.03*r.pageW {
				continue
			}
			strip = append(strip, r)
			if strings.IndexFunc(t.text, func(c rune) bool { return !unicode.IsDigit(c) }) >= 0 {
				letters++
			}
		}
		if len(strip) < 3 || 3*letters < len(strip) {
			continue
		}
		for _, r := range strip {
			r.toks = r.toks[1:]
			r.text = joinTokens(r.toks)
		}
	}
}

// marginFragment: a row that starts with a word of one or two characters
// standing apart from the rest of the row (or alone).
func marginFragment(r *row) bool {
	if len(r.toks) == 0 {
		return false
	}
	t := r.toks[0]
	if t.kind != kWord || utf8.RuneCountInString(t.text) > 2 {
		return false
	}
	w := t.x1 - t.x0
	return len(r.toks) == 1 || r.toks[1].x0-t.x1 >= 4*w
}
