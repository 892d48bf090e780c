package statement

import (
	"regexp"

	"papierkram/backend/document"
)

// English statements of German banks mark every amount and balance with
// "CR" (credit) or "DR" (debit) after it: "863.34 CR", "16.80 DR". A
// statement of small amounts has no "1,234.56" to prove its notation, but
// a plain "16.80" followed by such a marker is no German number either (a
// German statement would print "16,80"), so it counts as English evidence
// in englishNotation. The marker signs the amount in tokenize.
var rePlainDecimal = regexp.MustCompile(`^\d+\.\d\d$`)

// crdrAmount reports that word k is a plain decimal amount followed, on
// its line, by a CR or DR marker.
func crdrAmount(ws []document.Word, k int) bool {
	if k+1 >= len(ws) || !rePlainDecimal.MatchString(ws[k].Text) {
		return false
	}
	a, m := ws[k], ws[k+1]
	if m.Text != "CR" && m.Text != "DR" {
		return false
	}
	h := a.Box.Y1 - a.Box.Y0
	return m.Box.X0 > a.Box.X0 && m.Box.X0-a.Box.X1 < 3*h && m.Box.Y0 < a.Box.Y1 && m.Box.Y1 > a.Box.Y0
}
