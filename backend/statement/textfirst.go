package statement

// Text-first tables (Consorsbank: "Text/Verwendungszweck | Buchung | PNNr |
// Wert | Soll | Haben"): the booking type opens the row and the booking
// and value dates stand after it, each under its own heading, with the
// primanota number between them. With both date headings known, each date
// goes to the column it stands under (the one nearest the amount is the
// value date, not the booking date), and a bare number between the dates
// is the primanota number, not text.

// datesAfterText returns the booking and value date of a row whose dates
// follow its text, read from the header's date columns, and the number
// tokens among them; ok is false unless the row has exactly one date under
// each column after some text.
func (p *parser) datesAfterText(r *row, end int) (dates, drop []token, ok bool) {
	if r.isText() || !hasRole(p.cols, roleDate) || !hasRole(p.cols, roleValue) {
		return nil, nil, false
	}
	dc, _, _ := nearest(p.cols, 0, 0, roleDate)
	vc, _, _ := nearest(p.cols, 0, 0, roleValue)
	tc, _, okT := nearest(p.cols, 0, 0, roleText)
	if !okT || tc.x0 > dc.x0 || dc.x0 > vc.x0 {
		return nil, nil, false // the text column comes first, then Buchung, then Wert
	}
	var book, val *token
	first := -1
	for j := 0; j < end; j++ {
		tk := r.toks[j]
		if !isDateTok(tk) {
			continue
		}
		c, _, _ := nearest(p.cols, tk.x0, tk.x1, roleDate, roleValue, roleText)
		switch {
		case c.role == roleDate && book == nil && val == nil:
			book, first = &r.toks[j], j
		case c.role == roleValue && book != nil && val == nil:
			val = &r.toks[j]
		default:
			return nil, nil, false
		}
	}
	if book == nil || val == nil || first == 0 {
		return nil, nil, false
	}
	for j := first + 1; j < end; j++ {
		if tk := r.toks[j]; tk.kind == kWord && allDigits(tk.text) {
			drop = append(drop, tk)
		}
	}
	return []token{*book, *val}, drop, true
}
