package statement

import (
	"regexp"
	"strings"
)

// A footer names the bank's tax number ("Steuer-Nr. 27/123/45678") among
// its register entries; a payment to the tax office names the tax and
// the payer's tax number in its remittance text ("Umsatzsteuer August
// Steuernr. 224071", "Einkommensteuer Q3 StNr 123/456/78901"). A line
// that starts with the tax paid and holds no other footer word is the
// booking's purpose, not boilerplate.
var (
	reTaxPaid   = regexp.MustCompile(`(?i)^\W*[\pL-]*steuer(n|vorauszahlung|nachzahlung)?\s`)
	reTaxNumber = regexp.MustCompile(`(?i)steuer-?nr`)
)

// legalLine reports a row of legal boilerplate (reLegal), except a tax
// payment's remittance line.
func legalLine(s string) bool {
	if !mayBeLegal(s) || !reLegal.MatchString(s) {
		return false
	}
	if reTaxPaid.MatchString(s) && !reLegal.MatchString(reTaxNumber.ReplaceAllString(s, "")) {
		return false
	}
	return true
}

// legalKeys holds a literal of every alternative of reLegal: a row with
// none of them cannot match it. legalLine runs on every row, and this
// check costs a tenth of the regular expression.
var legalKeys = []string{"vorstand", "aufsichtsrat", "handelsregister", "amtsgericht", "ust", "steuer", "sehr geehrte", "registergericht", "einlagensicherung", "bitte beachten sie", "hinweise zum kontoauszug", "rechnungsabschlüsse gelten", "einwendungen gegen", "sitz der gesellschaft", "geschäftsführ"}

func mayBeLegal(s string) bool {
	low := strings.ToLower(s)
	for _, k := range legalKeys {
		if strings.Contains(low, k) {
			return true
		}
	}
	return false
}

// A direct debit or transfer to the tax office quotes the payer's tax
// number first and then the tax and the period it pays: "Steuernr.
// 64226/94588 USt-VA 01/2023" (the Umsatzsteuer-Voranmeldung for January),
// "StNr 123/456/78901 ESt-VZ Q3", "Steuer-Nr. 27/123/45678 Lohnsteuer
// 08/2024". The label is legal text in a bank's footer, where it stands
// alone or among register entries; with the kind of tax or its period after
// it, on a row that continues the booking above (close below it, indented
// to its text column), it is that booking's remittance text. Taken as the
// footer, it closed the booking and orphaned its mandate and IBAN lines.
var (
	reTaxNumberLead = regexp.MustCompile(`(?i)\b(steuer-?nr\.?|stnr\.?|st\.-?nr\.?)\s*:?\s*[\d/ ]+`)
	reTaxKind       = regexp.MustCompile(`(?i)\b(ust|lst|est|kst|gewst|soli|kist|ust-va|ust-vz|lst-anm|est-vz|kst-vz|\pL*steuer\pL*|vorauszahlung|voranmeldung|nachzahlung|anmeldung|q[1-4]|[1-4]\.?\s?(quartal|qu\.?|vj\.?))\b|\b(0[1-9]|1[0-2])/(19|20)\d\d\b`)
)

// taxNumberInBooking reports such a row inside the booking cur.
func (p *parser) taxNumberInBooking(cur *txn, r *row) bool {
	if cur == nil || !reTaxNumber.MatchString(r.text) {
		return false
	}
	rest := reTaxNumberLead.ReplaceAllString(r.text, " ")
	if !reTaxKind.MatchString(rest) || reLegal.MatchString(rest) || reRegister.MatchString(rest) {
		return false
	}
	return p.continues(cur, r)
}
