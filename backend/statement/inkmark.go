package statement

import (
	"regexp"
	"strings"
	"unicode"
)

// A reviewer's mark after the amount on a scanned statement (session 10).
//
// Statements that went through a tax adviser come back with a tick (✓)
// pencilled after each checked amount, or a sticky-note icon beside it.
// Tesseract reads the mark as a short junk word at the end of the booking
// row ("-4.808,34 94", "-2.240,62 %", "-1.978,01 [=]", "902,84 7"), and a
// row that does not end in its amount loses the booking. Such a word is
// dropped when it is the last of an OCR row, follows an amount, is at most
// three characters long, is none of the markers that may follow money (S,
// H, +, -, EUR, €, CR, DR, footnotes; but a doubted marker after an amount
// that has its sign already is a mark too: "-260,88 S"), and either was
// read with low confidence, is framed by a square bracket (the note icon:
// "[m]") or has no letter or digit at all (a real "%" or "*" after a rate
// or a footnote is kept unless OCR doubted it).

const inkMarkConf = 0.65

func dropInkMark(ts []token) []token {
	n := len(ts)
	if n < 2 || ts[n-2].kind != kAmount || !inkMark(ts[n-1], ts[n-2].signed) {
		return ts
	}
	return ts[:n-1]
}

func inkMark(t token, signed bool) bool {
	s := t.text
	if t.kind != kWord || s == "" || len([]rune(s)) > 3 || footnoteMark(s) {
		return false
	}
	switch strings.ToUpper(s) {
	case "S", "H", "+", "-", "\u2212", "S-", "EUR", "€", "CR", "DR", "5", "8":
		// Markers (and a Soll marker read as 5 or 8) carry the sign,
		// unless the amount is signed already and OCR doubted the marker:
		// a tick read as "S" after "-260,88".
		return signed && t.conf < inkMarkConf
	}
	if t.conf < inkMarkConf || strings.HasPrefix(s, "[") || strings.HasSuffix(s, "]") {
		// A note icon is a framed square: "[=]", "[m]".
		return true
	}
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("%*€$+-\u2212", r) {
			return false
		}
	}
	return true
}

// reGluedTick is an amount with a tick read into its last word
// ("-1.534,17,/"): OCR joined the mark to the cents when it stood close.
var reGluedTick = regexp.MustCompile(`^([-+]?(?:\d{1,3}(?:\.\d{3})*|\d+),\d{2})[,.]?[/\\|√✓]$`)

func ocrGluedTick(s string) (string, bool) {
	if m := reGluedTick.FindStringSubmatch(s); m != nil {
		return m[1], true
	}
	return s, false
}
