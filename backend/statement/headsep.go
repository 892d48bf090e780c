package statement

// separatorWrapped reports a separator at the end of a heading cell whose
// next word stands far off, in the next column: "Begünstigter /" over
// "Auftraggeber" (the heading wrapped to a second line) beside
// "Verwendungszweck". Such a separator joins nothing; only headings set
// one space apart ("Vorgang / Verwendungszweck") name one stacked column.
func separatorWrapped(sep, next token) bool {
	w := sep.x1 - sep.x0
	if w <= 0 {
		return false
	}
	return next.x0-sep.x1 > 3*w
}
