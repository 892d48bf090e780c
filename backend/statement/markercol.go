package statement

import (
	"math"
	"sort"
)

// An S/H column of its own (session 12).
//
// Sparkassen, Landesbanken and the card bills they issue print the
// Soll/Haben marker of every amount in a narrow column at the right edge of
// the table ("205,83      S"), set well apart from the right-aligned
// amount. tokenize takes a marker with its amount only when it follows
// closely (near); set apart, the row ends in a word "S", no longer in its
// money, and every booking and balance of the document is lost.
//
// Decided over the document, not per row: a lone "S" or "H" that ends a
// row right after an unsigned amount is that amount's marker when at least
// three such markers on one page stand in one column (their centres within
// two points): a printed column, not a stray letter. The amount keeps its
// own box; only its sign and text change, as for a near marker.

// markerColumnMin is how many aligned markers make a column.
const markerColumnMin = 3

// markerColumnTol is how far (points) the centres of one column's markers
// may lie apart: "S" and "H" differ in width by less than a point.
const markerColumnTol = 2.0

// farMarker reports whether r ends in an unsigned amount followed by a lone
// Soll/Haben marker tokenize did not take (it stood too far). On OCR rows
// the marker may be read doubled ("Ss", "SS") and the amount without its
// decimal comma ("6259"): the near-marker repair of tokenize ("417 S"),
// here for the marker's own column.
func farMarker(r *row) bool {
	n := len(r.toks)
	if n < 2 {
		return false
	}
	m, a := r.toks[n-1], r.toks[n-2]
	if _, ok := markerSign(m.text, r.ocr); !ok || m.x0 <= a.x1 {
		return false
	}
	return a.kind == kAmount && !a.signed || r.ocr && commaLost(a)
}

// markerSign is the sign a marker word gives: -1 for S, +1 for H.
func markerSign(s string, ocr bool) (int, bool) {
	switch {
	case s == "S" || ocr && (s == "Ss" || s == "SS"):
		return -1, true
	case s == "H":
		return 1, true
	}
	return 0, false
}

// commaLost reports a word of three to seven digits: an amount whose
// decimal comma OCR lost, when a marker follows.
func commaLost(t token) bool {
	return t.kind == kWord && len(t.text) >= 3 && len(t.text) <= 7 && allDigits(t.text)
}

// joinMarkerColumn merges far markers into their amounts when they form a
// column (see above).
func joinMarkerColumn(rows []*row) {
	var cand []*row
	for _, r := range rows {
		if farMarker(r) {
			cand = append(cand, r)
		}
	}
	if len(cand) < markerColumnMin {
		return
	}
	mx := func(r *row) float64 { return r.toks[len(r.toks)-1].cx() }
	sorted := append([]*row(nil), cand...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].page != sorted[j].page {
			return sorted[i].page < sorted[j].page
		}
		return mx(sorted[i]) < mx(sorted[j])
	})
	column := false
	for i := 0; i+markerColumnMin-1 < len(sorted); i++ {
		j := i + markerColumnMin - 1
		if sorted[j].page == sorted[i].page && math.Abs(mx(sorted[j])-mx(sorted[i])) <= markerColumnTol {
			column = true
			break
		}
	}
	if !column {
		return
	}
	for _, r := range cand {
		n := len(r.toks)
		a, m := r.toks[n-2], r.toks[n-1]
		if a.kind != kAmount {
			d := a.text
			c := classify(token{text: d[:len(d)-2] + "," + d[len(d)-2:], x0: a.x0, x1: a.x1})
			if c.kind != kAmount {
				continue
			}
			a = c
		}
		sg, _ := markerSign(m.text, r.ocr)
		if sg < 0 {
			a.cents = -abs(a.cents)
		}
		a.signed = true
		a.text += " " + m.text
		r.toks[n-2] = a
		r.toks = r.toks[:n-1]
		r.text = joinTokens(r.toks)
	}
}
