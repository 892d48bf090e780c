package statement

// A counter-account column ("Beschreibung | Gegenkonto | Betrag", the
// Dutch and Belgian house style of German branches): the counterparty's
// IBAN and, under it, its BIC stand in a column of their own between the
// description and the amount. They are the booking's IBAN field, neither
// the end of the name nor words of the purpose.

// accountColumn takes the IBAN and BIC cells under such a heading (one
// that names no known role, set apart between the text and the money)
// out of the booking's rows: the IBAN becomes the booking's, the anchor's
// cells are dropped and continuation rows are replaced by copies without
// them.
func (p *parser) accountColumn(t *txn) {
	c, ok := counterAccountCol(t.cols)
	if !ok || t.anchor.isText() {
		return
	}
	next := t.anchor.pageW
	for _, o := range t.cols {
		if o.x0 > c.x0 && o.x0 < next {
			next = o.x0
		}
	}
	in := func(tk token) bool {
		cw := (tk.x1 - tk.x0) / float64(max(1, len([]rune(tk.text))))
		if tk.kind != kWord || tk.x0 < c.x0-2*cw || tk.x0 >= next {
			return false
		}
		if ib := findIBANs(tk.text); len(ib) == 1 && ib[0] == tk.text {
			if t.t.IBAN == "" {
				t.t.IBAN = ib[0]
			}
			return true
		}
		return isBIC(tk.text) || ocrBIC(tk.text)
	}
	for _, tk := range t.anchor.toks {
		if in(tk) {
			t.drop = append(t.drop, tk)
		}
	}
	for k, r := range t.cont {
		var kept []token
		for _, tk := range r.toks {
			if !in(tk) {
				kept = append(kept, tk)
			}
		}
		if len(kept) == len(r.toks) || len(kept) == 0 {
			continue
		}
		cp := *r
		cp.toks, cp.text = kept, joinTokens(kept)
		t.cont[k] = &cp
	}
}

// counterAccountCol returns the header's unknown column between the text
// and the money.
func counterAccountCol(cols []column) (column, bool) {
	for _, c := range cols {
		if c.role == roleOther {
			return c, true
		}
	}
	return column{}, false
}

func isBIC(s string) bool {
	return (len(s) == 8 || len(s) == 11) && reBIC.FindString(s) == s
}

// ocrBIC reports whether s is a BIC with one or two characters too many,
// as OCR reads one at 7 pt ("VBMHDES5FXXX", "VBMHDES5SFXXX" for
// VBMHDE5FXXX). Only asked of a word in the account column, where nothing
// but an IBAN or a BIC stands; read as purpose it put the bank code into
// the text (hh-skatbank scan).
func ocrBIC(s string) bool {
	switch len(s) {
	case 9, 12:
		for i := range len(s) {
			if c := s[:i] + s[i+1:]; isBIC(c) && isCountry(c[4:6]) {
				return true
			}
		}
	case 10, 13:
		for i := range len(s) {
			if ocrBIC(s[:i] + s[i+1:]) {
				return true
			}
		}
	}
	return false
}
