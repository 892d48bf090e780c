package statement

import (
	"math"
	"strings"
)

// Detail blocks whose amount closes the block (detailview.go). Some
// online bankings' "Umsatzdetails" print label the fields of a booking
// one to a line and put the booking text and the amount LAST:
//
//	Buchungstag       12.06.2024            Valuta   12.06.2024
//	Auftraggeber      Pflegedienst Sonnenschein
//	IBAN              DE04 1059 7848 7963 0740 45
//	Verwendungszweck  Gehalt Juni 2024 Personalnr. 895825
//	Buchungstext      SEPA-Gutschrift       Betrag   3.148,93 EUR
//
// The amount line is the block's, not the next booking's, when every line
// between it and the date line is a labelled field (its first word a
// field label standing at the labels' margin) or the wrapped value of one
// (starting right of the labels). Another date line, a page break or an
// unlabelled line at the margin ends the search.

// detailMaxFields bounds the labelled lines between a block's date line
// and its amount line.
const detailMaxFields = 8

// detailAmountBelow returns the index of the amount line of the detail
// block whose date line is rows[i]: i+1 when the amount line follows
// directly, else the first amount line under labelled field lines; -1
// when there is none.
func detailAmountBelow(rows []*row, i int) int {
	margin := rows[i].toks[0].x0
	value := rows[i].toks[1].x0
	for j := i + 1; j < len(rows) && j <= i+1+detailMaxFields; j++ {
		r := rows[j]
		if r.page != rows[i].page || len(r.toks) == 0 {
			return -1
		}
		if _, _, ok := detailAmountLine(r); ok {
			return j
		}
		if _, _, ok := detailDateLine(r); ok {
			return -1
		}
		t := r.toks[0]
		h := math.Max(r.height(), 1)
		switch {
		case math.Abs(t.x0-margin) <= h/2 && t.kind == kWord && detailFieldLabel(r):
		case t.x0 >= value-h/2: // a wrapped value
		default:
			return -1
		}
	}
	return -1
}

// detailFieldLabel reports a line that opens with a field label:
// "Auftraggeber …", "IBAN …", "Verwendungszweck …", "Mandatsreferenz …".
func detailFieldLabel(r *row) bool {
	if len(r.toks) < 2 {
		return false // a label without its value, or a value alone
	}
	// "Wertstellung:", "Umsatzart:": a label may end in a colon.
	return reLabel.MatchString(r.text) || purposeLabel(r.text) > 0 || headerRole(strings.TrimSuffix(r.toks[0].text, ":")) != roleNone || detailTypeLabel(r.toks[0].text)
}
