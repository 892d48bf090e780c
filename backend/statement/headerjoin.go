package statement

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Online-banking lists with narrow columns hyphenate their headings over
// two lines ("Buchungs-" / "datum", "Zahlungs-" / "pflichtige*r"): the
// table header is the two lines read as one, each hyphenated word joined
// with the word under it. Gender-inclusive spellings of the party
// headings ("Zahlungsempfänger*in", "Zahlungspflichtige*r") name the same
// columns as the plain words.

// joinSplitHeaders returns rows with every two-line hyphenated table header
// merged into its first line. Rows are only copied when a header is joined.
func joinSplitHeaders(rows []*row) []*row { return joinRowPairs(rows, joinedHeader) }

// joinRowPairs returns rows with every pair of consecutive rows that join
// merges replaced by its result (a pair joins when join returns a row).
// Rows are only copied when a pair is joined.
func joinRowPairs(rows []*row, join func(r, next *row) *row) []*row {
	var out []*row
	for i := 0; i < len(rows); i++ {
		if i+1 < len(rows) {
			if m := join(rows[i], rows[i+1]); m != nil {
				if out == nil {
					out = append(make([]*row, 0, len(rows)), rows[:i]...)
				}
				out = append(out, m)
				i++
				continue
			}
		}
		if out != nil {
			out = append(out, rows[i])
		}
	}
	if out == nil {
		return rows
	}
	return out
}

// joinedHeader returns r and the row under it as one header row when r has
// a hyphenated heading word, every word of next stands under a word of r,
// at least one of them continues a hyphenated word, and the joined row
// reads as a table header.
func joinedHeader(r, next *row) *row {
	if r.isText() || next.isText() || r.page != next.page || len(next.toks) == 0 || len(r.toks) < 2 {
		return nil
	}
	hyph := false
	for _, t := range r.toks {
		if t.kind == kWord && hyphenated(t.text) {
			hyph = true
			break
		}
	}
	if !hyph || next.y0-r.y1 > r.height() {
		return nil
	}
	toks := append([]token(nil), r.toks...)
	joined := false
	// Either every word of next stands under a word of r (the second line
	// only finishes headings), or every word of r stands over a word of
	// next (the first line only starts them: "Buchungs- Wert- Zahlungs-"
	// over "datum stellung Status pflichtige*r … Betrag (€)").
	under := make([]bool, len(r.toks))
	strayNext := false
	for _, n := range next.toks {
		if n.kind != kWord {
			return nil
		}
		k := -1
		for j, h := range toks[:len(r.toks)] {
			if n.x0 < h.x1 && n.x1 > h.x0 || absf(n.x0-h.x0) < (h.x1-h.x0)/float64(max(1, utf8.RuneCountInString(h.text))) {
				k = j
				break
			}
		}
		if k < 0 {
			strayNext = true
			toks = append(toks, n) // a heading of the second line alone
			continue
		}
		under[k] = true
		h := toks[k]
		if hyphenated(h.text) && !strings.Contains(h.text, " ") {
			first, _ := utf8.DecodeRuneInString(n.text)
			if unicode.IsLower(first) {
				h.text = strings.TrimSuffix(h.text, "-") + n.text
			} else {
				h.text += n.text // "Soll-" / "Haben": the hyphen stays
			}
			h.x1 = max(h.x1, n.x1)
			toks[k] = h
			joined = true
			continue
		}
		// A filler under a heading ("Betrag" / "(EUR)"): a word of its own.
		toks = append(toks, n)
	}
	if !joined {
		return nil
	}
	if strayNext {
		for _, u := range under {
			if !u {
				return nil
			}
		}
	}
	sort.SliceStable(toks, func(a, b int) bool { return toks[a].x0 < toks[b].x0 })
	m := *r
	m.toks = toks
	m.text = joinTokens(toks)
	m.y1 = next.y1
	if headerColumns(&m) == nil {
		return nil
	}
	return &m
}

// hyphenated reports a word broken at its end ("Buchungs-"), not a dash.
func hyphenated(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "-") && hasLetter(w)
}

// genderBase returns a heading word without its gender-inclusive ending:
// "zahlungsempfänger*in" → "zahlungsempfänger", "zahlungspflichtige*r" →
// "zahlungspflichtiger", "empfänger:innen" → "empfänger".
func genderBase(w string) string {
	for _, sep := range []string{"*", ":", "_", "/", "("} { // "(": "Zahlungspflichtige(r)" (typecolumn.go)
		k := strings.LastIndex(w, sep)
		if k <= 0 {
			continue
		}
		switch w[k+1:] {
		case "in", "innen", "-in", "-innen":
			return w[:k]
		case "r":
			return w[:k] + "r"
		}
	}
	return w
}
