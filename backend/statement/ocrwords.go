package statement

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// OCR word repairs inside the text (session 9), applied by ocrFix to
// every word of an OCR page. Only where the word itself proves the
// reading:
//
//   - "It." is "lt." (laut): tesseract reads the l of the abbreviation
//     as a capital I ("Kammerbeitrag 2022 It. Beitragsbescheid",
//     hg-apobank); German has no word "It.";
//   - an ISO timestamp whose "T" was read as "7"
//     ("2025-02-25716:37" → "2025-02-25T16:37", hg-norisbank's card
//     lines): a valid date directly followed by 7 and a valid time of day;
//   - the SEPA label "Mandatsreferenz" misread in up to two letters
//     ("Mändatsreferenz", "Marıdatsreferenz" with a dotless i for the n,
//     hg-norisbank): a word of 15–16 letters, M…atsreferenz, that close
//     to the label is the label, so the mandate reference leaves the
//     purpose.

var reISOTime7 = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})7(\d{2}):(\d{2})((?::\d{2})?)$`)

func ocrWordFix(s string) string {
	if s == "It." {
		return "lt."
	}
	if m := reISOTime7.FindStringSubmatch(s); m != nil {
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		h, _ := strconv.Atoi(m[4])
		mi, _ := strconv.Atoi(m[5])
		if mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h < 24 && mi < 60 {
			return m[1] + "-" + m[2] + "-" + m[3] + "T" + m[4] + ":" + m[5] + m[6]
		}
	}
	if core := strings.TrimRight(s, ":"); core != "Mandatsreferenz" && strings.HasPrefix(core, "M") {
		if n := utf8.RuneCountInString(core); n >= 15 && n <= 16 && strings.HasSuffix(core, "atsreferenz") && editDistance(strings.ToLower(core), "mandatsreferenz", 2) <= 2 {
			return "Mandatsreferenz" + s[len(core):]
		}
	}
	if t, ok := ocrBookingType(s); ok { // ocrtype.go
		return t
	}
	if fixed, ok := ocrHexZero(s); ok {
		return fixed
	}
	return s
}

// ocrHexZero repairs a hexadecimal reference whose zero was read as the
// letter O ("REF 5E4AA3C7FO" for 5E4AA3C7F0): payment processors' payout
// and transaction ids are hex strings, and O is no hex digit. Only a word
// that proves it: eight or more characters, nothing but hex digits and at
// most two O, at least four decimal digits and a letter A–F besides, so
// that words and other alphanumeric references (which use the whole
// alphabet) stay as read.
func ocrHexZero(s string) (string, bool) {
	n := len(s)
	if n < 8 || n > 40 || !strings.Contains(s, "O") {
		return s, false
	}
	digits, hexLetters, os := 0, 0, 0
	for i := 0; i < n; i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'A' && c <= 'F':
			hexLetters++
		case c == 'O':
			os++
		default:
			return s, false
		}
	}
	if digits < 4 || hexLetters == 0 || os > 2 {
		return s, false
	}
	return strings.ReplaceAll(s, "O", "0"), true
}
