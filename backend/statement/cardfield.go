package statement

// The card a payment was made with, printed as a field under the booking
// ("Karte: 516760******1234", app banks' statements): a masked card number
// in the booking's text block is neither a heading over one card's
// bookings (cardHeading: bills for several cards print those at the
// margin, before the bookings) nor purpose text. It stays in the
// booking's block, so that lines under it (the currency line of a foreign
// card payment) still belong to it, and finishFields leaves it out.

// cardFieldLine reports a card heading's shape standing inside cur's text
// block: indented to the booking's text, right of its date.
func (p *parser) cardFieldLine(cur *txn, r *row) bool {
	if cur == nil || r.isText() || len(r.toks) == 0 || len(cur.anchor.toks) == 0 || !p.continues(cur, r) {
		return false
	}
	tx := textStart(cur)
	return tx > cur.anchor.toks[0].x1 && r.toks[0].x0 >= tx-0.01*r.pageW
}
