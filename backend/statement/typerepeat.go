package statement

import "strings"

// Cooperative banks' Kontokorrent printers repeat the booking type at the
// start of the text under it: "Umbuchung" over "Umbuchung Sparkonto
// 3630977", the holder's transfer between own accounts. The line
// describes the booking; a payee's name never starts with the booking's
// own type word.
func repeatsType(bookingText, l string) bool {
	t, w := strings.Fields(bookingText), strings.Fields(l)
	if len(t) == 0 || len(w) < 2 {
		return false
	}
	first := strings.Trim(w[0], ".,:;")
	return strings.EqualFold(strings.Trim(t[0], ".,:;"), first) && len(first) >= 4
}
