package statement

// Name, type and reference in three cells (business-account exports:
// "Datum | Gegenpartei | Zahlungsart | Referenz | Betrag"): the payment
// method stands in a column of its own between the counterparty's cell and
// the remittance reference's. The name and the purpose are still a pair of
// side-by-side cells (partyColumns), and the words under the type heading
// belong to neither.

func init() {
	headerWords["gegenpartei"] = roleText
	headerWords["zahlungsart"] = roleType
	headerWords["referenz"] = roleText
}

// textBeyondType returns the text column on the far side of a type column
// next to the party column at i (k is the neighbour's index).
func textBeyondType(cols []column, i, k int) (column, bool) {
	if k < 0 || k >= len(cols) || cols[k].role != roleType {
		return column{}, false
	}
	j := k + (k - i)
	if j >= 0 && j < len(cols) && cols[j].role == roleText && !cols[j].party {
		return cols[j], true
	}
	return column{}, false
}

// typeBetweenCells reports a word under a type column that separates the
// party and purpose cells.
func typeBetweenCells(t *txn, tk token) bool {
	pc, tc, ok := partyColumns(t.cols)
	if !ok || tk.kind != kWord || !hasRole(t.cols, roleType) {
		return false
	}
	lo, hi := min(pc.x0, tc.x0), max(pc.x0, tc.x0)
	for _, c := range t.cols {
		if c.role == roleType && c.x0 > lo && c.x0 < hi {
			cw := (tk.x1 - tk.x0) / float64(max(1, len([]rune(tk.text))))
			return tk.x0 >= c.x0-cw && tk.x0 < hi-cw
		}
	}
	return false
}
