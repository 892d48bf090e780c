package statement

import (
	"regexp"
	"strings"
)

// Detail lines of foreign payments: a currency account prints under a
// SWIFT payment the partner's account coordinates ("Konto 111954746 · ABA
// 021000089 · BIC CITIUS33XXX": account number, US routing number, BIC)
// and the payment's tracking id ("UETR d742df7a-85ad-…"), under a
// conversion against the holder's euro account the counter-value, the
// rate and that account ("Gegenwert EUR 9.223,40 · Kurs 1,0842 · Konto
// DE…"). None of them is remittance text.
var (
	reUETR       = regexp.MustCompile(`(?i)^UETR:?\s+[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
	reCoordPart  = regexp.MustCompile(`(?i)^(konto|kto\.?|kontonr\.?|account|acct\.?|aba|routing|routing no\.?|bic|swift|sort code)\s*:?\s+[0-9A-Z][0-9A-Z -]{3,}$`)
	reCounterVal = regexp.MustCompile(`^Gegenwert\s+[A-Z]{3}\s+[\d.]+,\d\d\b.*\bKurs\s+\d+,\d+`)
)

// foreignDetailLine reports such a line.
func foreignDetailLine(r *row) bool {
	s := r.text
	switch {
	case strings.HasPrefix(s, "UETR"):
		return reUETR.MatchString(s)
	case strings.HasPrefix(s, "Gegenwert"):
		return reCounterVal.MatchString(s)
	case !strings.Contains(s, "·") || strings.Contains(s, "IBAN"):
		return false
	}
	parts := strings.Split(s, "·")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if !reCoordPart.MatchString(strings.TrimSpace(p)) {
			return false
		}
	}
	return true
}
