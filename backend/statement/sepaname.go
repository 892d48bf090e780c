package statement

import (
	"regexp"
	"strings"
)

// A counterparty's name wrapped over two lines above SEPA-tagged fields
// ("Kassenärztliche Vereinigung" / "Nordrhein" / "SVWZ+Abschlagszahlung
// …" / "EREF+…", "ZA Zahnärztliche Abrechnungs-" / "gesellschaft
// Düsseldorf AG" / "EREF+…" / "SVWZ+…"). The block's remittance text is
// the SVWZ+ field, so an untagged line between the name and the first
// tag is no purpose: it is the rest of the name. Without this the line
// was kept as free text and appended to the purpose after the SVWZ value.
// nameContinues decides names wrapped after a preposition or before a
// legal form wherever they stand; this rule needs no such word, only the
// tagged block.

// reTagStart is a line that starts with a SEPA field tag.
var reTagStart = regexp.MustCompile(`^(EREF|KREF|MREF|CRED|SVWZ|ABWA|ABWE|DEBT)\+`)

// nameBeforeTags reports that l, the line right under the counterparty's,
// continues the name: the lines from l to the first line starting with a
// SEPA tag are at most two short name-like lines (no digits, no colon, no
// tag, at most five words each), and the block's purpose is tagged
// (an SVWZ+ line follows).
func nameBeforeTags(l string, rest []string) bool {
	if !nameShaped(l) {
		return false
	}
	n, tagged := 1, false
	for _, r := range rest {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		if reTagStart.MatchString(r) {
			tagged = true
			break
		}
		if n++; n > 2 || !nameShaped(r) {
			return false
		}
	}
	if !tagged {
		return false
	}
	for _, r := range rest {
		if strings.Contains(r, "SVWZ+") {
			return true
		}
	}
	return false
}

// nameShaped reports a short line of words that could be part of a name:
// at most five words, no digit, no colon, no SEPA tag or label.
func nameShaped(l string) bool {
	l = strings.TrimSpace(l)
	if l == "" || len(strings.Fields(l)) > 5 || strings.ContainsAny(l, "0123456789:+") || !looksLikeName(l) {
		return false
	}
	return reLabel.FindStringSubmatch(l) == nil
}
