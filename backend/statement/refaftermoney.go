package statement

// Forms that print a booking's Primanota or voucher number in a narrow
// column right of the money columns ("Soll | Haben | PN": "466 87 9427")
// end the booking row in a bare number, so the rule that money must end
// the row finds no amount and the booking is lost. With a table header
// whose money columns are known, one plain integer after the amount that
// starts right of every money column is such a reference cell: the row
// ends before it. A number inside a money column, or any word with
// letters, still ends the row as before.

// refAfterMoney returns end, moved before a trailing reference number.
func refAfterMoney(cols []column, ts []token, start, end int) int {
	if end-2 < start || !hasMoneyCol(cols) {
		return end
	}
	t := ts[end-1]
	if t.kind != kWord || len(t.text) > 8 || !allDigits(t.text) || ts[end-2].kind != kAmount {
		return end
	}
	right, ok := 0.0, false
	for _, c := range cols {
		switch c.role {
		case roleDebit, roleCredit, roleAmount, roleBalance:
			if !ok || c.x1 > right {
				right, ok = c.x1, true
			}
		}
	}
	cw := (t.x1 - t.x0) / float64(len(t.text))
	if !ok || t.x0 <= right+cw || t.x0 <= ts[end-2].x1 {
		return end
	}
	return end - 1
}
