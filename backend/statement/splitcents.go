package statement

import (
	"math"
	"regexp"
	"strings"

	"papierkram/backend/document"
)

// Pre-printed forms (a cooperative bank's carbon-copy statement, a
// Sparkasse ledger sheet) split every money column into a euro and a cent
// cell: a heading "Soll" / "Haben" with the sub-headings "EUR" and "Ct"
// under it, and in the rows "2.950" in the EUR cell, "00" in the Ct cell,
// no decimal comma anywhere. Read word by word they are an integer and a
// two-digit number, no amount at all, and the statement has no bookings.
// splitCents joins them back into one amount word ("2.950,00") where the
// page itself says the cells are one amount: a line holds an "EUR"/"Euro"
// word with a "Ct"/"Cent" word just right of it, and below it an integer
// ends in the EUR column and a two-digit number stands in the Ct column of
// the same line. The sign is then left to the Soll/Haben column the joined
// word stands in, as for any other amount. Decided from the heading's
// geometry only, so a form without the sub-headings is untouched.

var (
	reSplitEuros = regexp.MustCompile(`^[-+]?(\d{1,3}(\.\d{3})*|\d+)$`)
	reSplitCents = regexp.MustCompile(`^\d{2}([-+SH])?$`)
	// On a scan the printed rule between the cells is read as "|" (or
	// "["), glued to the cent cell ("|66", "|Ct") or between both cells
	// ("173|29").
	reSplitGlued = regexp.MustCompile(`^([-+]?(?:\d{1,3}(?:\.\d{3})*|\d+)) ?[|\[\\] ?(\d{2})$`)
)

// cellText is a word's text without a cell rule OCR glued to its front.
func cellText(s string) string {
	return strings.TrimLeft(s, "|[")
}

// centCols is one money column's EUR and Ct sub-headings.
type centCols struct {
	eur, ct document.Rect
}

func isEuroHead(s string) bool {
	switch strings.ToLower(strings.Trim(s, ".:")) {
	case "eur", "euro":
		return true
	}
	return false
}

func isCentHead(s string) bool {
	switch strings.ToLower(strings.Trim(cellText(s), ".:")) {
	case "ct", "cent", "cts":
		return true
	}
	return false
}

func sameRow(a, b document.Rect) bool {
	h := math.Max(a.Height(), b.Height())
	return math.Abs(a.CenterY()-b.CenterY()) < 0.5*h
}

// centHeads finds the EUR|Ct sub-heading pairs of a page.
func centHeads(words []document.Word) []centCols {
	var out []centCols
	for _, e := range words {
		if !isEuroHead(e.Text) {
			continue
		}
		for _, c := range words {
			if !isCentHead(c.Text) || !sameRow(e.Box, c.Box) {
				continue
			}
			h := e.Box.Height()
			if gap := c.Box.X0 - e.Box.X1; gap >= 0 && gap < 2*h {
				out = append(out, centCols{eur: e.Box, ct: c.Box})
			}
		}
	}
	return out
}

// splitCents returns doc with the euro and cent cells of split money
// columns joined, or doc itself when no page has such a heading.
func splitCents(doc *document.Document) *document.Document {
	var out *document.Document
	var cols []centCols
	for pi := range doc.Pages {
		ws := doc.Pages[pi].Words
		if c := centHeads(ws); len(c) > 0 {
			cols = c // continuation pages may print the table without it
		}
		if len(cols) == 0 {
			continue
		}
		joined, ok := joinSplitCents(ws, cols, doc.Pages[pi].Source == document.OCR)
		if !ok {
			continue
		}
		if out == nil {
			cp := *doc
			cp.Pages = append([]document.Page(nil), doc.Pages...)
			out = &cp
		}
		out.Pages[pi].Words = joined
	}
	if out == nil {
		return doc
	}
	return out
}

// joinSplitCents joins every integer in a EUR cell with the two-digit
// number beside it in the Ct cell.
func joinSplitCents(ws []document.Word, cols []centCols, ocr bool) ([]document.Word, bool) {
	drop := map[int]bool{}
	var res []document.Word
	changed := false
	for i, w := range ws {
		if drop[i] {
			continue
		}
		if m := reSplitGlued.FindStringSubmatch(w.Text); m != nil && euroCentSpan(w.Box, cols) {
			w.Text = m[1] + "," + m[2]
			changed = true
		} else if a, ok := ruleInDigits(w, cols); ocr && ok {
			w.Text = a
			changed = true
		} else if reSplitEuros.MatchString(w.Text) {
			if j := centCell(ws, i, cols); j >= 0 && !drop[j] {
				w.Text += "," + cellText(ws[j].Text)
				w.Box = w.Box.Union(ws[j].Box)
				drop[j] = true
				changed = true
				// the cent word may come earlier in reading order
				if j < i {
					res = removeWord(res, ws[j])
				}
			}
		}
		res = append(res, w)
	}
	return res, changed
}

func removeWord(res []document.Word, w document.Word) []document.Word {
	for k := range res {
		if res[k].Box == w.Box && res[k].Text == w.Text {
			return append(res[:k], res[k+1:]...)
		}
	}
	return res
}

// centCell is the index of the cent word belonging to the integer ws[i],
// or -1: the integer must end in a EUR column under its heading, the cent
// word stand in that column's Ct cell on the same line.
func centCell(ws []document.Word, i int, cols []centCols) int {
	w := ws[i].Box
	h := w.Height()
	for _, c := range cols {
		if w.Y0 < c.eur.Y1 {
			continue
		}
		if w.X1 < c.eur.X0 || w.X1 > c.ct.X0+0.3*h {
			continue
		}
		for j, n := range ws {
			if j == i || !reSplitCents.MatchString(cellText(n.Text)) || !sameRow(w, n.Box) {
				continue
			}
			if n.Box.X0 < w.X1-0.2*h || n.Box.X0-w.X1 > 2*h {
				continue
			}
			if n.Box.X0 < c.ct.X0-h || n.Box.X0 > c.ct.X1+0.5*h {
				continue
			}
			return j
		}
	}
	return -1
}

// euroCentSpan reports a word read across a EUR and a Ct cell: it starts
// in the EUR column under its heading and ends in the Ct column.
func euroCentSpan(b document.Rect, cols []centCols) bool {
	for _, c := range cols {
		if b.Y0 >= c.eur.Y1 && b.X0 < c.ct.X0 && b.X1 > c.ct.X0 && b.X0 > c.eur.X0-2*b.Height() && b.X1 < c.ct.X1+2*b.Height() {
			return true
		}
	}
	return false
}

var reSpanDigits = regexp.MustCompile(`^\d{1,3}(\.\d{3})*\d{2,3}$|^\d{3,7}$`)

// ruleInDigits reads an OCR word of digits that runs across the EUR and
// the Ct cell with the rule between them lost ("5910": 59|10) or read as
// a one ("67153": 67|53, "2.727134"): the last two digits stand in the Ct
// cell and are the cents; a "1" before them is dropped when the width
// the word takes left of the EUR cell's edge holds one digit less.
func ruleInDigits(w document.Word, cols []centCols) (string, bool) {
	t := w.Text
	if !reSpanDigits.MatchString(t) || !euroCentSpan(w.Box, cols) {
		return "", false
	}
	var c centCols
	for _, k := range cols {
		if w.Box.X0 < k.ct.X0 && w.Box.X1 > k.ct.X0 {
			c = k
		}
	}
	euros, cents := t[:len(t)-2], t[len(t)-2:]
	if strings.HasSuffix(euros, "1") && w.Box.X1 > c.ct.X0 {
		// The cents are right of the rule, the euros end at the EUR
		// cell's right edge: the width left of that edge, in digits of
		// the cents' width (a point half a digit), tells whether the
		// "1" is a digit of the euros or the rule.
		dw := (w.Box.X1 - c.ct.X0) / 2
		est := (c.eur.X1 - w.Box.X0) / dw
		width := func(s string) float64 {
			return float64(len(s)) - 0.5*float64(strings.Count(s, "."))
		}
		shorter := euros[:len(euros)-1]
		if math.Abs(est-width(shorter)) < math.Abs(est-width(euros)) {
			euros = shorter
		}
	}
	if euros == "" || strings.HasSuffix(euros, ".") || !reSplitEuros.MatchString(euros) {
		return "", false
	}
	return euros + "," + cents, true
}
