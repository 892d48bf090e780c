package statement

import "strings"

// A day's closing balance between the bookings: "Tagessaldo Do 01.02.2024
// 1 357,89" (MLP, Sparkasse online prints, "Tagesendsaldo"). It follows
// the last booking of its day, indented to the purpose, and was read as
// that booking's last purpose line. It is a running balance, no text: the
// row ends the booking and is skipped.
func dayBalanceRow(r *row) bool {
	if len(r.toks) < 2 || r.toks[len(r.toks)-1].kind != kAmount {
		return false
	}
	w := strings.ToLower(strings.TrimRight(r.toks[0].text, ":"))
	return w == "tagessaldo" || w == "tagesendsaldo" || w == "tagesendstand"
}
