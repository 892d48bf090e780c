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
