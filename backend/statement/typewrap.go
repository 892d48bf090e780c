package statement

// wrappedTypeWord reports a word of a booking's continuation line that
// stands left of the name and purpose cells and right of the date
// columns, where the header has a type column ("Umsatzart": "Auszahlung"
// over "Geldautomat"): the type cell wrapped onto a second line, not
// purpose text. Words under the date columns (a purpose wrapped to the
// full width) stay text.
func wrappedTypeWord(t *txn, tk token, left float64) bool {
	if tk.x0 >= left || tk.kind != kWord {
		return false
	}
	cw := (t.anchor.y1 - t.anchor.y0) / 4
	typeCol := false
	for _, c := range t.cols {
		switch {
		case (c.role == roleDate || c.role == roleValue) && tk.x0 < c.x1+cw:
			return false
		case (c.role == roleType || c.role == roleText && !c.party) && c.x0 < left:
			typeCol = true
		}
	}
	return typeCol
}
