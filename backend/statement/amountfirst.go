package statement

// The amount in the first column: online-banking "Umsätze" prints (and
// some finance programs) head the table "Betrag | Buchung | Valuta |
// Umsatzbeschreibung", so a booking row starts with its amount, then
// the booking and value dates, then the text ("-45,00 EUR 30.09.2023
// 30.09.2023 Lastschrift"). The booking rules want the date first and
// the money at the row's end, so every booking of such a table was lost.
// Under a header whose money column stands left of its date column, a
// row that starts with an amount under that column and a date right
// after it is a booking row: the amount is the booking's, the dates and
// text follow it.

// amountFirstCols reports a table header whose first money column
// (Betrag, Soll, Haben) stands left of its first date column.
func amountFirstCols(cols []column) bool {
	money, date := -1.0, -1.0
	for _, c := range cols {
		switch c.role {
		case roleAmount, roleDebit, roleCredit:
			if money < 0 || c.x0 < money {
				money = c.x0
			}
		case roleDate, roleValue:
			if date < 0 || c.x0 < date {
				date = c.x0
			}
		}
	}
	return money >= 0 && date >= 0 && money < date
}

// amountFirstRow reports a booking row of an amount-first table: an
// amount under the money column, a date right after it, more after that.
func (p *parser) amountFirstRow(r *row) bool {
	ts := r.toks
	if len(ts) < 3 || ts[0].kind != kAmount || !isDateTok(ts[1]) || r.isText() || !amountFirstCols(p.cols) {
		return false
	}
	c, d, ok := nearest(p.cols, ts[0].x0, ts[0].x1, roleAmount, roleDebit, roleCredit, roleDate, roleValue, roleText)
	return ok && d < 0.2*r.pageW && (c.role == roleAmount || c.role == roleDebit || c.role == roleCredit)
}

// amountFirstCounts counts the signs of rows that start with an amount
// and a date (signedDoc's evidence when no booking row ends in money).
func amountFirstCounts(rows []*row) (minus, unsigned, other int) {
	for _, r := range rows {
		if len(r.toks) < 3 || r.toks[0].kind != kAmount || !isDateTok(r.toks[1]) || hasTrailingAmount(r) {
			continue
		}
		countSign(r.toks[0], &minus, &unsigned, &other)
	}
	return minus, unsigned, other
}
