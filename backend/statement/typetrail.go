package statement

// A type cell wrapping beside the text. When the booking-type column
// stands right of the description (Finom: "DATUM | GEGENPARTEI /
// BESCHREIBUNG | ART | BETRAG"), a two-word type wraps onto the text's
// next line:
//
//	2024-03-02  Grünwald Immobilien GmbH        Ausgehende    −1 500,00 €
//	            Miete Werkstatt und Lager       Überweisung
//
// wrappedTypeCell takes a wrap only at the start of the row (the type
// column first); here the type's words end the row. trailingTypeCell
// returns the index of the row's first word that continues the type cell:
// it starts where the type on the booking row starts (typeX0), the words
// from it on stay inside the type column, and the words before it end
// left of the column. 0 when r is no such row.
func trailingTypeCell(t *txn, r *row, typeX0 float64) int {
	if len(r.toks) < 2 || typeX0 == 0 || r.isText() || t.anchor.isText() {
		return 0
	}
	next := t.anchor.pageW
	for _, c := range t.cols {
		if c.role == roleType {
			for _, o := range t.cols {
				if o.x0 > c.x0 && o.x0 < next {
					next = o.x0
				}
			}
		}
	}
	tol := 0.003 * t.anchor.pageW
	for k := 1; k < len(r.toks); k++ {
		tk := r.toks[k]
		if tk.x0 < typeX0-tol {
			continue
		}
		if absf(tk.x0-typeX0) > tol || r.toks[k-1].x1 >= typeX0 {
			return 0
		}
		for _, w := range r.toks[k:] {
			if w.kind != kWord || w.x1 >= next {
				return 0
			}
		}
		return k
	}
	return 0
}
