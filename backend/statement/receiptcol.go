package statement

// receiptColumn turns a value-date column whose cells hold no date into a
// label column (roleCategory): accounting apps print a "Beleg" column
// with the state of the booking's receipt ("RE-2025-0142 zugeordnet",
// "fehlt") where card statements print the receipt date under the same
// heading. Its words are neither the counterparty nor the purpose. The
// evidence is the table itself: the column stands right of a text column,
// at least two booking rows below the header (a leading date) and at
// least two of them with words under the column, none of which is a
// date.
func receiptColumn(rows []*row, at int, cols []column) []column {
	v := -1
	for k, c := range cols {
		if c.role == roleValue {
			if v >= 0 {
				return cols
			}
			v = k
		}
	}
	if v < 0 || !hasRole(cols, roleDate) {
		return cols
	}
	c := cols[v]
	// The receipt cell stands right of the booking's text, where no
	// value date is printed; a value column left of the text (or in a
	// table without a text column) is the date column it says.
	textLeft := false
	for _, o := range cols {
		if o.role == roleText && o.x1 < c.x0 {
			textLeft = true
		}
	}
	if !textLeft {
		return cols
	}
	booked, worded := 0, 0
	for i := at + 1; i < len(rows) && i <= at+80; i++ {
		r := rows[i]
		if r.page != rows[at].page || headerColumns(r) != nil {
			break
		}
		if leadDate(r) == 0 {
			booked++
		}
		words := false
		for _, tk := range r.toks {
			// A cell's words start under its heading; text reaching
			// over from a neighbour (a heading placed from inside a glued
			// word) starts further right.
			// Any date reaching under the heading keeps the column: its
			// extent can be too wide (a neighbour heading found inside a
			// glued word widens it), so no nearest-column test here.
			if isDateTok(tk) && tk.x1 > c.x0 && tk.x0 < c.x1 {
				return cols
			}
			if tk.x0 < c.x0-2 || tk.x0 > c.x1 {
				continue
			}
			if n, _, _ := nearest(cols, tk.x0, tk.x1, roleDate, roleValue, roleText, roleAmount, roleDebit, roleCredit, roleBalance, roleCurrency, roleCategory, roleType, roleOther); n != c {
				continue
			}
			if tk.kind == kWord && hasLetter(tk.text) {
				words = true
			}
		}
		if words {
			worded++
		}
	}
	if booked < 2 || worded < 2 {
		return cols
	}
	out := append([]column(nil), cols...)
	out[v].role, out[v].receipt = roleCategory, true
	return out
}

// withoutReceiptCells returns r without the words standing in a receipt
// column (the state wrapped onto a second line: "RE-2025-0142" /
// "zugeordnet"), or nil when nothing else is left. A "Kategorie" column's
// words under a booking stay: split parts print theirs there.
func withoutReceiptCells(cols []column, r *row) *row {
	if !hasRole(cols, roleCategory) {
		return r
	}
	var keep []token
	for _, tk := range r.toks {
		if !inReceiptColumn(cols, tk) {
			keep = append(keep, tk)
		}
	}
	if len(keep) == len(r.toks) {
		return r
	}
	if len(keep) == 0 {
		return nil
	}
	cp := *r
	cp.toks, cp.text = keep, joinTokens(keep)
	return &cp
}

// inReceiptColumn reports a word in a label column that receiptColumn
// made.
func inReceiptColumn(cols []column, tk token) bool {
	if !inCategoryColumn(cols, tk) {
		return false
	}
	c, _, _ := nearest(cols, tk.x0, tk.x1, roleDate, roleValue, roleText, roleAmount, roleDebit, roleCredit, roleBalance, roleCurrency, roleCategory)
	return c.receipt
}
