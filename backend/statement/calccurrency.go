package statement

// A calculation line with the currency before its figure: "Kontoführungs-
// entgelt 3 x 3,95 EUR          EUR 11,85 S" (Wüstenrot, Sparda: every
// amount of the closing's items printed "EUR 11,85 S"). calcLine wants the
// figure set apart from the words; the currency code belongs to the
// figure, so the gap is measured before it. calcUnitStart returns the
// index of the first token of the amount's unit: the amount itself, or
// the currency code right before it.
func calcUnitStart(r *row) int {
	n := len(r.toks)
	if c := r.toks[max(0, n-2)].text; n >= 3 && (c == "EUR" || c == "€" || isCurrencyCode(c)) {
		return n - 2
	}
	return n - 1
}

// alignedCalcLine reports a continuation row of t that computes something
// (reCalcMarker) and ends in an amount right-aligned with another row of
// t that is a calculation line: the same sub-column, though its words run
// close to the figure ("Sollzinsen 11,10 % p.a. für eingeräumte
// Kontoüberziehung EUR 0,00" under "Entgelt Buchungsposten 3 x 0,35 EUR
// EUR 1,05 S").
func alignedCalcLine(t *txn, r *row) bool {
	n := len(r.toks)
	if n < 2 || r.toks[n-1].kind != kAmount || !reCalcMarker.MatchString(r.text) {
		return false
	}
	last := r.toks[n-1]
	cw := (last.x1 - last.x0) / float64(max(1, len([]rune(last.text))))
	if t.amount.x1 == 0 || t.amount.x1-last.x1 < 4*cw {
		return false
	}
	for _, o := range t.cont {
		if o == r || len(o.toks) < 2 || o.page != r.page {
			continue
		}
		ol := o.toks[len(o.toks)-1]
		if ol.kind == kAmount && absf(ol.x1-last.x1) <= cw && calcLineApart(t, o) {
			return true
		}
	}
	return false
}
