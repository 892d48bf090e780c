package statement

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Narrow text columns (a pre-printed form's Verwendungszweck cell, some
// 40 characters wide) hyphenate long German compounds at the line end:
// "Kun-" / "dennummer", "Lieferantennum-" / "mer 4633874". Joined with a
// space the purpose reads "Kun- dennummer". A line that ends in a
// lower-case letter and a hyphen, followed by a line that starts with a
// lower-case letter, is one word broken by the typesetter: the hyphen and
// the space go. A capital after the hyphen ("SEPA-" / "Lastschrift") is a
// compound's own hyphen and stays; so does the suspended hyphen before a
// conjunction ("Strom-" / "und Gasversorgung"), which is no break.

var suspendedHyphenNext = map[string]bool{
	"und": true, "oder": true, "bzw": true, "sowie": true, "bis": true, "als": true, "wie": true, "u": true,
}

// hyphenBreak reports that prev ends in a word the line end hyphenated
// and next holds its rest.
func hyphenBreak(prev, next string) bool {
	if !strings.HasSuffix(prev, "-") {
		return false
	}
	body := strings.TrimSuffix(prev, "-")
	a, n := utf8.DecodeLastRuneInString(body)
	b, _ := utf8.DecodeLastRuneInString(body[:len(body)-n])
	if !unicode.IsLower(a) || !unicode.IsLetter(b) {
		return false
	}
	c, _ := utf8.DecodeRuneInString(next)
	if !unicode.IsLower(c) {
		return false
	}
	first := strings.Fields(next)[0]
	return !suspendedHyphenNext[strings.TrimRight(first, ".,;:")]
}

// joinPurposeLines joins a booking's text lines with spaces, rejoining
// words hyphenated at a line end.
func joinPurposeLines(lines []string) string {
	out := ""
	for _, l := range lines {
		l = strings.TrimSpace(l)
		switch {
		case l == "":
		case out == "":
			out = l
		case hyphenBreak(out, l):
			out = strings.TrimSuffix(out, "-") + l
		default:
			out += " " + l
		}
	}
	return out
}
