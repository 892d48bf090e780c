package statement

// Amount column left of the text: finance programs print "Datum | Valuta
// | Betrag | Whg. | Empfänger/Auftraggeber | Verwendungszweck |
// Kategorie", so no booking row ends in its amount and signedDoc, which
// reads the trailing amount, finds no evidence. When no dated row ends in
// an amount, the one amount of each dated row (the only amount token of
// the row, text after it) is the evidence instead: debits with a minus and
// bare credits make an unsigned amount a credit, as in any signed layout.

// leftAmountCounts counts the signs of dated rows' single inner amounts:
// minus, unsigned, and other markers (S/H, +).
func leftAmountCounts(rows []*row) (minus, unsigned, other int) {
	for _, r := range rows {
		if len(r.toks) < 3 || !isDateTok(r.toks[0]) || hasTrailingAmount(r) {
			continue
		}
		var a token
		n := 0
		for _, t := range r.toks {
			if t.kind == kAmount {
				a = t
				n++
			}
		}
		if n != 1 {
			continue
		}
		countSign(a, &minus, &unsigned, &other)
	}
	return minus, unsigned, other
}
