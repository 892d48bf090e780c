package statement

import "regexp"

var (
	reCourtWord = regexp.MustCompile(`(?i)amtsgericht`)
	// reRegister is a register entry as bank footers print it beside the
	// court that keeps the register: "Amtsgericht Kassel HRB 12345",
	// "Genossenschaftsregister GnR 123", "VR 4711".
	reRegister = regexp.MustCompile(`(?i)\b(hr\s?[ab]|gnr|vr|pr)\s*\d|register`)
)

// courtInBooking reports a row that names a court inside a booking's
// remittance text rather than in the bank's legal footer: payments to the
// state treasury for court costs read "Amtsgericht Kassel Nachlasssache 19
// VI 672/23 Kosten Erbschein", and probate, land-register and fine
// payments name their Amtsgericht the same way. The word is legal text in
// a footer ("Amtsgericht Frankfurt am Main HRB 32000"); it is the text of
// the booking above when the row continues that booking (close below it,
// indented to its text column), names no register entry and has no other
// legal word (Vorstand, Handelsregister, USt-IdNr. …).
func (p *parser) courtInBooking(cur *txn, r *row) bool {
	if cur == nil || !reCourtWord.MatchString(r.text) || reRegister.MatchString(r.text) {
		return false
	}
	if reLegal.MatchString(reCourtWord.ReplaceAllString(r.text, "")) {
		return false
	}
	return p.continues(cur, r)
}
