package statement

import "strings"

// Online-banking turnover lists ("Umsatzanzeige", printed to PDF) set the
// name beside a details cell whose first line is the booking type on its
// own ("Lastschrift", "SEPA-Gutschrift", "Lohn/Gehalt"), the remittance
// text and the SEPA references under it. That first line is the type,
// not the start of the purpose.

// detailsTypeLine returns the first line of a details cell when it is
// nothing but a booking type (one word, or a type with its hyphenated or
// slashed companion) and further lines follow it, so the purpose never
// ends up empty.
func detailsTypeLine(lines []string) (string, bool) {
	if len(lines) < 2 {
		return "", false
	}
	l := strings.TrimSpace(lines[0])
	if l == "" || len(strings.Fields(l)) > 2 || strings.HasPrefix(strings.ToUpper(l), "IBAN ") {
		return "", false
	}
	if purposeWord[strings.ToLower(l)] {
		return "", false // "Gehalt", "Erstattung" alone may be the purpose
	}
	i, j, ok := findBookingType(l)
	if !ok || i != 0 {
		return "", false
	}
	rest := strings.TrimSpace(l[j:])
	if rest != "" && !reBookingTypeWord(rest) {
		return "", false
	}
	return l, true
}

// reBookingTypeWord reports a word that is a booking type of its own
// ("SEPA Lastschrift" splits as "SEPA" + type, handled by findBookingType's
// span; here the second of two type words: "Dauerauftrag Gutschrift").
func reBookingTypeWord(w string) bool {
	i, j, ok := findBookingType(w)
	return ok && i == 0 && j == len(w)
}
