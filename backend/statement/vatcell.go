package statement

import "strings"

// VAT cell of a business account: "Kategorie | USt. | Betrag" with the
// rate on the booking line ("19 %", "7%") and under it the VAT amount the
// booking contains ("22,34 €"). A bare amount ending a continuation line
// and standing under the booking line's percentage, left of the booking
// amount, is that VAT amount: neither purpose nor a booking. The words
// before it on the line (a wrapped purpose cell) stay.

// vatCell returns the continuation row r of cur without its VAT amount:
// nil when nothing else is left, r itself when it holds none.
func vatCell(cur *txn, r *row) *row {
	n := len(r.toks)
	if cur == nil || cur.anchor == nil || n == 0 || cur.amount.x1 == 0 {
		return r
	}
	k := n - 1
	if k > 0 && (r.toks[k].text == "€" || r.toks[k].text == "EUR") {
		k--
	}
	a := r.toks[k]
	if a.kind != kAmount || a.signed || a.x1 >= cur.amount.x0 || !underPercent(cur.anchor.toks, a) {
		return r
	}
	if k == 0 {
		return nil
	}
	c := *r
	c.toks = r.toks[:k:k]
	c.text = joinTokens(c.toks)
	return &c
}

// underPercent reports a percentage on the booking line ("19 %", "7%")
// above the token a.
func underPercent(ts []token, a token) bool {
	for i, t := range ts {
		if !strings.HasSuffix(t.text, "%") {
			continue
		}
		x0 := t.x0
		num := strings.TrimSpace(strings.TrimSuffix(t.text, "%"))
		if num == "" && i > 0 {
			num, x0 = ts[i-1].text, ts[i-1].x0
		}
		if num == "" || !allDigits(strings.ReplaceAll(num, ",", "")) {
			continue
		}
		cw := (t.x1 - t.x0) / float64(max(1, len([]rune(t.text))))
		if a.x0 <= t.x1+2*cw && a.x1 >= x0-2*cw {
			return true
		}
	}
	return false
}
