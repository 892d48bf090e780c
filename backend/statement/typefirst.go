package statement

import "strings"

// typedFirstLine: an app bank prints the bank's own posting with its text
// bold on the first line and the type on a small line under it
// ("Zinsgutschrift Februar 2024" / "Zinsen"). The first line starts with
// a word the rules know as a booking type, so they took "Zinsgutschrift"
// as the type and "Februar 2024 Zinsen" as the purpose. When the line
// under the booking row is nothing but an own-posting type (typeunder.go)
// and the purpose is exactly the rest of the first line followed by that
// type, the type line is the type and the whole first line the purpose.
// A first line that is only a type ("Zinsgutschrift" over "Zinsen") is
// left alone.
func typedFirstLine(t *txn, first, ty string, own bool) {
	bt := t.t.BookingText
	if !own || bt == "" || t.t.IBAN != "" || strings.EqualFold(bt, ty) || !strings.HasPrefix(first, bt+" ") {
		return
	}
	rest := strings.TrimSpace(first[len(bt):])
	if t.t.Purpose != rest+" "+ty {
		return
	}
	t.t.BookingText, t.t.Purpose = ty, first
}
