package statement

import (
	"regexp"
	"strings"
)

// reVATID is a VAT identification number with its label: "USt-IdNr.
// DE155563077", "USt-ID: DE 123456789".
var reVATID = regexp.MustCompile(`(?i)\b(ust-?\.?\s?id\.?(-?nr\.?)?|umsatzsteuer-id(entifikationsnummer|-nr\.?)?)\s*:?\s*[a-z]{2}\s?[0-9a-z]{8,12}\b`)

// vatInBooking reports a row that names a VAT id inside a booking's
// remittance text rather than in a legal footer: invoices between firms
// quote the seller's or the buyer's VAT id ("Rechnung 112357 Kd-Nr. 8643
// USt-IdNr. DE155563077", "RE-2025-0013 vom 31.08.2025 USt-IdNr. …"), and a
// business account's payments repeat them. The label is legal text in a
// footer ("USt-IdNr. DE 123 456 789", "Sitz … USt-ID …"); it is the text of
// the booking above when the row continues that booking (close below it,
// indented to its text column), holds other words than the id, and no
// register entry or other legal word.
func (p *parser) vatInBooking(cur *txn, r *row) bool {
	if cur == nil || !reVATID.MatchString(r.text) {
		return false
	}
	rest := reVATID.ReplaceAllString(r.text, "")
	if !hasLetter(strings.Trim(rest, " .,;:·|-")) || reLegal.MatchString(rest) || reRegister.MatchString(rest) {
		return false
	}
	return p.continues(cur, r)
}
