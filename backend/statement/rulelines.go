package statement

// A table rule drawn in characters: branch printers and mainframe
// listings print in a monospaced font and draw the line under the table
// head as a row of dashes ("BU-TAG  WERT  VORGANG  BETRAG EUR" /
// "-------…"). On the next page a booking split over the page break
// resumes right under that rule, so the rows above it were the rule,
// not the header splitContinues (pagesplit.go) looks for: the purpose
// and references at the top of the page were lost. A rule line right
// under the header is part of the table's head.

// ruleLine reports a row of nothing but rule characters (at least ten).
func ruleLine(r *row) bool {
	n := 0
	for _, tk := range r.toks {
		for _, c := range tk.text {
			switch c {
			case '-', '_', '=', '─', '━', '–', '—':
				n++
			default:
				return false
			}
		}
	}
	return n >= 10
}
