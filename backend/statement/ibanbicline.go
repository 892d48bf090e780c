package statement

import (
	"regexp"
	"strings"
)

// A counterparty's bank details under its booking: "IBAN DE72 5788 5820
// 8606 1976 20 · BIC HELADEF1822" (Evangelische Bank, many Volksbanken).
// Like "IBAN: DE68 …" alone (ibanOnlyLine) the line is loose when its
// booking was cut by a page break ("Übertrag von Blatt 1" between the
// booking and its last lines); it names a new account only when a table
// header or an opening balance follows, not a booking.
var reIBANBICLine = regexp.MustCompile(`(?i)^\W*iban\s*:?\s*[A-Z]{2}\d{2}[\dA-Z ]+?\s*[·,;|/]?\s*bic\s*:?\s*[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\s*$`)

// ibanBICLine reports a row that is just an IBAN and a BIC, each labelled.
func ibanBICLine(r *row) bool {
	low := strings.ToLower(r.text)
	if !strings.Contains(low, "bic") {
		return false
	}
	return reIBANBICLine.MatchString(r.text)
}
