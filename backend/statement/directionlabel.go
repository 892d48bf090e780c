package statement

import (
	"regexp"
	"strings"
)

// App banks print the other party of a transfer under the booking as a
// short direction label with the name and the account: "Von: Grünwald
// Immobilien GmbH, DE31…" under "Zahlung von Grünwald Immobilien GmbH",
// "An: Max Mustermann, DE89…" under "An Max Mustermann". The labelled name
// is the counterparty and the IBAN its account; the booking row only
// repeats the name with a direction phrase and is no purpose.
var reDirectionLabel = regexp.MustCompile(`(?i)^\s*(von|an)\s*:\s*(\S.*?)\s*,\s*([A-Z]{2}\d{2}[A-Z0-9 ]{11,40})\s*$`)

// directionLabel takes a "Von: NAME, IBAN" / "An: NAME, IBAN" line out of
// lines when the booking row's text is that name, bare or after a
// direction phrase.
func directionLabel(tr *Transaction, counterparty string, lines []string) (string, []string) {
	for k, l := range lines {
		m := reDirectionLabel.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		ib := findIBANs(m[3])
		if len(ib) != 1 || !looksLikeName(m[2]) {
			continue
		}
		head := strings.ToLower(strings.TrimSpace(counterparty))
		name := strings.ToLower(m[2])
		if head != "" && !strings.HasSuffix(head, name) {
			continue
		}
		if tr.IBAN == "" {
			tr.IBAN = ib[0]
		}
		return m[2], append(lines[:k:k], lines[k+1:]...)
	}
	return counterparty, lines
}

// typeInCompound reports a charge word found as the tail of a hyphenated
// compound ("Premium-Tarif-Gebühr", "Kontoführungs-Entgelt"): the
// compound names the bank's own charge, it is no printed booking type
// followed by a payee. (Transfer types after a prefix, "SEPA-Lastschrift",
// "Euro-Überweisung", are types.)
func typeInCompound(s string, i, j int) bool {
	return i >= 2 && s[i-1] == '-' && isLetterByte(s[i-2]) && reCharge.MatchString(s[i:j])
}
