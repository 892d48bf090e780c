package statement

import "strings"

// minusGlyph reports whether a token is a minus sign standing before an
// amount. Besides the hyphen and U+2212, statements typeset by text systems
// (notaries' escrow accounts, Anderkonten, some savings banks' printers) set
// the minus as an en dash with a space: "– 245.000,00" beside "+ 48.000,00".
// Typographic convention (DIN 5008 allows the Halbgeviertstrich as the minus
// sign) makes the en dash a minus wherever it stands right before money.
// OCR reads that en dash as an em dash ("—"), so an em dash counts too.
func minusGlyph(s string) bool {
	return s == "-" || s == "\u2212" || s == "\u2013" || s == "\u2014"
}

// leadingMinus reports whether an amount's text starts with a minus glyph.
func leadingMinus(s string) bool {
	return strings.HasPrefix(s, "-") || strings.HasPrefix(s, "\u2212") || strings.HasPrefix(s, "\u2013") || strings.HasPrefix(s, "\u2014")
}
