package statement

// valueAfterText finds the value date a layout prints after the booking
// text, under its Wert/Valuta column, as day and month without the
// trailing dot (Commerzbank: "06.08   Lidl sagt Danke   06.08   43,16-").
// The booking date at the row's start is read as a date because it starts
// a row that ends in money; the second one stands after the text, where a
// bare "12.30" is not otherwise taken as a date. Under the Valuta heading
// it is one, and not part of the counterparty's name.
func (p *parser) valueAfterText(r *row, booking token, end int) (token, bool) {
	vt, ok := p.valueUnderColumn(r, end)
	if !ok || vt.x0 <= booking.x1 {
		return token{}, false
	}
	return vt, true
}
