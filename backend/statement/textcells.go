package statement

import "unicode"

// partyPair decides whether a text heading joined by a separator to the
// counterparty heading before it keeps the column a counterparty cell.
// Budgeting apps and online banking print "Empfänger / Auftraggeber" (the
// payee or the payer, by direction) as the heading of one name column
// beside "Verwendungszweck"; a stack of different headings ("Vorgang /
// Empfänger / Verwendungszweck") names a cell holding everything.
func partyPair(party bool, next string) bool {
	return party && partyWord(next)
}

// startsTextCell reports a word that starts where a text column right of
// the category column cat starts: the first word of a left-aligned name
// or purpose cell ("Lidl" of "Lidl sagt Danke" under "Empfänger /
// Auftraggeber"). A short word at the left edge of a wide heading lies
// nearer the category's right edge than the text heading's centre, but
// text cells begin at their heading's left edge; category cells end
// before it.
func startsTextCell(cols []column, cat column, tk token) bool {
	cw := (tk.x1 - tk.x0) / float64(max(1, len([]rune(tk.text))))
	for _, c := range cols {
		if c.role == roleText && c.x0 > cat.x1 && tk.x0 >= c.x0-cw {
			return true
		}
	}
	return false
}

// gluedCells splits a word that text extraction glued across the border
// of the name cell and the purpose cell right of it ("Muster Maschinenbau
// GmbHGehalt Oktober 2025": the name's last word ran up to the purpose
// column). The word must start in the name column and reach well into the
// purpose column, and a capitalised word or digits must start within two
// characters of the column's left edge, placed proportionally; the split
// is made there ("GmbH" | "Gehalt"). An all-capitals word that runs over
// ("VERSICHERUNGSGESELLSCHAFT") is not split.
func gluedCells(tk token, pc, tc column, cw float64) (string, string, bool) {
	if pc.x0 >= tc.x0 || tk.x0 < pc.x0-cw || tk.x0 >= tc.x0-cw || tk.x1 < tc.x0+2*cw {
		return "", "", false
	}
	rs := []rune(tk.text)
	w := (tk.x1 - tk.x0) / float64(len(rs))
	at := int((tc.x0-tk.x0)/w + 0.5)
	for d := 0; d <= 2; d++ {
		for _, k := range []int{at - d, at + d} {
			if k < 2 || k > len(rs)-2 {
				continue
			}
			a, b, c := rs[k-1], rs[k], rs[k+1]
			// A capitalised word starts ("…HGe…", "…rGe…", "….Ge…") or
			// digits follow letters; an all-capitals run is one word.
			if (unicode.IsLetter(a) || a == '.') && unicode.IsUpper(b) && unicode.IsLower(c) || unicode.IsLower(a) && unicode.IsUpper(b) || unicode.IsLetter(a) && unicode.IsDigit(b) {
				return string(rs[:k]), string(rs[k:]), true
			}
		}
	}
	return "", "", false
}
