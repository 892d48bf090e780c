package statement

import (
	"regexp"

	"papierkram/backend/document"
)

// OCR of a monospaced face (Courier on a statement printer's paper) cuts
// an amount after its decimal comma: the comma's cell is as wide as a
// digit's, and Tesseract puts the word break into its white space
// ("50," "00-", "121;" "21-"). joinCents handles the cut before the comma;
// this is the cut after it. The comma may come back as ";". Both parts
// must nearly touch, as in joinCents, so that a count ending a text line
// ("Whg. 3,") and a number after it stay apart unless they are one cell.
var (
	reIntComma  = regexp.MustCompile(`^[-+]?(\d{1,3}(\.\d{3})*|\d+)[,;]$`)
	reCentsTail = regexp.MustCompile(`^\d{2}([-+SH€]|\s*EUR)?$`)
)

// centsAfterComma returns w and n joined as one amount word when w ends
// in the decimal comma and n holds the cents.
func centsAfterComma(w, n document.Word) (document.Word, bool) {
	if !reIntComma.MatchString(w.Text) || !reCentsTail.MatchString(n.Text) {
		return w, false
	}
	if gap := n.Box.X0 - w.Box.X1; gap >= 0.6*w.Box.Height() {
		return w, false
	}
	w.Text = w.Text[:len(w.Text)-1] + "," + n.Text
	w.Box = w.Box.Union(n.Box)
	return w, true
}
