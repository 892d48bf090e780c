package statement

import (
	"regexp"
	"strings"
)

// reNameIBAN is a line that names the counterparty and, set after it,
// its account: "Stadtwerke Musterstadt GmbH   IBAN DE63 5895 …", perhaps
// with the BIC after the IBAN.
var reNameIBAN = regexp.MustCompile(`^(.*\S)\s+IBAN:?\s+([A-Z]{2}[0-9ODoIl|]{2}(?:\s?[A-Z0-9ol|]){11,30})(?:\s+BIC:?\s+[A-Z0-9]{8,11})?$`)

// nameBesideIBAN finds the line of a booking's text that holds a name and
// the counterparty's IBAN side by side. Sparda-Banks and many
// Volksbanken print the block as booking type, remittance text, then the
// counterparty with its account on the last line ("Lohn/Gehalt" /
// "Gehalt Juli 2024 Personalnr. 643176" / "Stadtverwaltung Musterstadt
// IBAN DE38 …"): the name is the one beside the account, not the first
// name-like line, which is the purpose. It returns the name, the IBAN and
// the line's index, or k = -1. Labelled lines ("Empfänger: … IBAN …",
// "Referenzkonto IBAN …"), booking types and the account holder's own IBAN
// do not count.
func nameBesideIBAN(lines []string, own string) (name, iban string, k int) {
	for i, l := range lines {
		l = strings.TrimSpace(l)
		m := reNameIBAN.FindStringSubmatch(l)
		if m == nil || reLabel.MatchString(l) || purposeLabel(l) > 0 || reSEPA.MatchString(l) {
			continue
		}
		if _, ok := accountIBANLine(l); ok {
			continue // "Referenzkonto IBAN DE84 …": an account noun, no name
		}
		ib := ""
		if ibs := findIBANs(m[2]); len(ibs) == 1 && strings.ReplaceAll(m[2], " ", "") == ibs[0] {
			ib = ibs[0]
		} else {
			// A scan's O for 0 or l for 1 ("DEO8 6514 …"), when the
			// check digits prove the reading.
			ib = ocrIBAN(m[2])
		}
		if ib == "" || ib == own {
			continue
		}
		if !looksLikeName(m[1]) {
			continue
		}
		if j, _, ok := findBookingType(m[1]); ok && j == 0 {
			continue
		}
		return m[1], ib, i
	}
	return "", "", -1
}
