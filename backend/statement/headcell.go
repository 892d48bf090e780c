package statement

import "strings"

// headBalanceCell reads a balance printed in the right-hand cell of a
// head row whose left cell holds something else: a two-column letterhead
// puts "Kontostand am 31.12.2023  +5.108,83" beside the holder's address
// or the BIC ("BIC AUGSDE77XXX        Kontostand am 31.12.2023 …"), so the
// line does not start with the balance label. The cell is the text right
// of the row's widest gap, if that gap is wider than two line heights and
// the left cell has neither a date nor an amount. Only rows before the
// first booking are asked (the caller's condition): in the table a wide
// gap separates a booking's columns.
func headBalanceCell(r *row) balanceKind {
	if len(r.toks) < 3 || !strings.Contains(strings.ToLower(r.text), "stand") && !strings.Contains(strings.ToLower(r.text), "saldo") {
		return 0
	}
	cut, widest := 0, 2*r.height()
	for k := 1; k < len(r.toks); k++ {
		if g := r.toks[k].x0 - r.toks[k-1].x1; g > widest {
			cut, widest = k, g
		}
	}
	if cut == 0 {
		return 0
	}
	var right []string
	for _, t := range r.toks[:cut] {
		if t.kind == kAmount || isDateTokKind(t.kind) {
			return 0
		}
	}
	for _, t := range r.toks[cut:] {
		right = append(right, t.text)
	}
	return balanceLabel(strings.Join(right, " "))
}
