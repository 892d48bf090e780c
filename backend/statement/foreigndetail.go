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
// DE…"). None of them is remittance text. OCR may read the dots as
// dashes and misread a character of the UUID.
var (
	reUETR       = regexp.MustCompile(`(?i)^UETR:?\s+[0-9a-z]{7,9}(-[0-9a-z]{3,5}){3}-[0-9a-z]{11,14}$`) // a UUID, OCR-tolerant
	reCoordPart  = regexp.MustCompile(`(?i)^(konto|kto\.?|kontonr\.?|account|acct\.?|aba|routing|routing no\.?|bic|swift|sort code)\s*:?\s+[0-9A-Z][0-9A-Z -]{3,}$`)
	reCounterVal = regexp.MustCompile(`^(Gegenwert|Betrag)\s+[A-Z]{3}\s+[\d.]+,\d\d\b.*\bKurs\s+\d+[,.]\d+`)
)

// foreignDetailLine reports such a line.
func foreignDetailLine(r *row) bool {
	s := r.text
	switch {
	case strings.HasPrefix(s, "UETR"):
		return reUETR.MatchString(s)
	case strings.HasPrefix(s, "Gegenwert") || strings.HasPrefix(s, "Betrag "): // "Betrag EUR 4.189,95 zum Kurs 0.93110" (Swiss)
		return reCounterVal.MatchString(s)
	case strings.Contains(s, "IBAN"):
		return false
	}
	// OCR reads the middle dot as a dash or a bullet.
	sep := "·"
	switch {
	case strings.Contains(s, "·"):
	case strings.Contains(s, "•"):
		sep = "•"
	case strings.Contains(s, " - "):
		sep = " - "
	default:
		return false
	}
	parts := strings.Split(s, sep)
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
