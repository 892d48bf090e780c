package statement

// A sign column ("+/-") of its own: business statements print "-" or "+"
// in a narrow column left of the unsigned amount ("Überweisung  -
// 1.750,00"), too far from it to be read as the amount's sign. When most
// booking rows of the document carry such a lone sign right before their
// amount, it is the amount's sign.

// loneSign returns the sign (-1, +1) of the token right before the
// amount a on row r when it is a lone "-" or "+" set apart from it.
func loneSign(r *row, a token) int {
	s, _ := loneSignTok(r, a)
	return s
}

// loneSignTok is loneSign with the sign's token (not text: dropped).
func loneSignTok(r *row, a token) (int, token) {
	for k := 1; k < len(r.toks); k++ {
		t := r.toks[k]
		if t.x0 != a.x0 || t.text != a.text {
			continue
		}
		s := r.toks[k-1]
		if s.kind == kAmount || s.x1 > a.x0 {
			return 0, token{}
		}
		switch {
		case s.text == "+":
			return 1, s
		case minusGlyph(s.text):
			return -1, s
		}
		return 0, token{}
	}
	return 0, token{}
}

// signCellDoc reports the sign-column convention: at least three booking
// rows end in an unsigned amount after a lone sign, and at most a fifth of
// the booking rows with an unsigned amount lack it.
func (p *parser) signCellDoc() bool {
	if p.signCell != 0 {
		return p.signCell > 0
	}
	with, without := 0, 0
	for _, r := range p.rows {
		if leadDate(r) < 0 || !hasTrailingAmount(r) {
			continue
		}
		a, _ := lastAmount(r)
		if a.signed {
			continue
		}
		if loneSign(r, a) != 0 {
			with++
		} else {
			without++
		}
	}
	p.signCell = -1
	if with >= 3 && without*4 <= with {
		p.signCell = 1
	}
	return p.signCell > 0
}
