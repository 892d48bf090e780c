package statement

import "strings"

// bareIBANLine reads a text line that is nothing but one valid IBAN,
// spaced or not ("DE79 5139 0000 0512 8585 08"). Many statements print the
// counterparty's account under the remittance text without a label; it is
// the IBAN field, not purpose.
func bareIBANLine(l string) (string, bool) {
	l = strings.TrimSpace(l)
	ibs := findIBANs(l)
	if len(ibs) != 1 || len(strings.ReplaceAll(l, " ", "")) != len(ibs[0]) {
		return "", false
	}
	return ibs[0], true
}

// ownPostingCell reports a name cell that holds only the type of one of
// the bank's own postings ("Entgelt", "Zinsen", "Abschluss"): layouts with
// a counterparty column put the posting's type there, and such a booking
// has no counterparty.
func ownPostingCell(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 1 && len(f) <= 2 && reNoParty.MatchString(s) && reNoParty.FindString(s) == f[0]
}
