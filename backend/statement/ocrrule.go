package statement

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// stripRuleGlyph removes a table's vertical rule that OCR read as a glyph
// glued to the start of the cell's first word: "|06.04.2022",
// "[05.04.2022", "|Sparplan". Left on, the date was still found, but the
// booking type was no longer a type, and the name and purpose slid one
// line (hh-flatex's ruled scan: recip 0.476). Only "|" and an unmatched
// "[" are taken, and only before a letter or digit, so "[1]" footnotes
// and "|" alone (a speck, dropped elsewhere) stay as they are.
func stripRuleGlyph(s string) string {
	if len(s) < 2 || s[0] != '|' && s[0] != '[' {
		return s
	}
	rest := s[1:]
	if s[0] == '[' && strings.Contains(rest, "]") {
		return s
	}
	r, _ := utf8.DecodeRuneInString(rest)
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return s
	}
	return rest
}
