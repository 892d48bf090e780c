package statement

import "strings"

// labelTypes: in a table whose name and text stand in cells and whose
// purpose is labelled ("Betreff: Abo März"), the unlabelled text before
// the label names the booking (fields.go). A booking of the same table
// that has no purpose prints only that text (PayPal: "Website-Zahlung"
// and the transaction code); it is the booking's type there too, not its
// purpose — the document, not the booking, says what the cell holds.
func labelTypes(txs []*txn) {
	labelled := false
	for _, t := range txs {
		labelled = labelled || t.labelType
	}
	if !labelled {
		return
	}
	for _, t := range txs {
		if t.cellText && t.t.BookingText == "" && t.t.Purpose != "" {
			t.t.BookingText, t.t.Purpose = t.t.Purpose, ""
		}
	}
}

// labelRunsOn reports whether a continuation row's labelled purpose
// ("Betreff: Lastschrift von Volksbank Mittelhessen eG") runs on into the
// name column to its right: its words there follow the text's last word at
// a word space, so they continue the sentence rather than start a cell.
// lastText is the text's last word, firstName the first word in the name
// column; cw is about a quarter of the line's height, so 2.5 cw admits
// a proportional font's space (about 1 cw) and a monospaced one's (2.4).
func labelRunsOn(r, anchor *row, text []string, lastText, firstName *token, cw float64) bool {
	if r == anchor || lastText == nil || firstName == nil || firstName.x0 < lastText.x1 {
		return false
	}
	return purposeLabel(strings.Join(text, " ")) > 0 && firstName.x0-lastText.x1 <= 2.5*cw
}
