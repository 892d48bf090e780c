package statement

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A booking type whose umlaut OCR got wrong (session 10).
//
// A type printed small and grey under the counterparty ("Kartenzahlung",
// "SEPA-Überweisung", "Gutschrift") comes back from tesseract with the
// dots of an umlaut added, lost or doubled: "Kärtenzahlung",
// "Kartenzäahlung", "SEPA-Uberweisung", "Gütschrift". Not recognised as a
// type, the word stayed on the name ("Würth Niederlassung Kartenzäahlung").
// A word of at least eight letters that is no type itself but equals one
// once umlauts are folded to their base letters (ä→a, ö→o, ü→u), or once
// a folded vowel doubled by the dots is read singly ("zäah" → "zah"), is
// that type, written in the word's case. Only the dots may differ: every
// other letter must match, so real words a letter away from a type
// ("Gutschriften", "Abrechnungs-") stay as they are.

var typeFold = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "Ä", "a", "Ö", "o", "Ü", "u")

func foldDots(s string) string { return typeFold.Replace(strings.ToLower(s)) }

// ocrTypeIndex maps a folded single-word booking type to the type.
var ocrTypeIndex = func() map[string]string {
	m := map[string]string{}
	for _, t := range bookingTypes {
		if strings.ContainsRune(t, ' ') || utf8.RuneCountInString(t) < 8 {
			continue
		}
		if _, dup := m[foldDots(t)]; !dup {
			m[foldDots(t)] = t
		}
	}
	return m
}()

func ocrBookingType(s string) (string, bool) {
	if utf8.RuneCountInString(s) < 8 || strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) >= 0 {
		return s, false
	}
	low := strings.ToLower(s)
	f := foldDots(s)
	if t, ok := ocrTypeIndex[f]; ok && t != low {
		return withCase(t, s), true
	}
	// "Kartenzäahlung": the umlaut read beside the vowel it marks.
	rs := []rune(low)
	for i := 0; i+1 < len(rs); i++ {
		if !strings.ContainsRune("äöü", rs[i]) && !strings.ContainsRune("äöü", rs[i+1]) {
			continue
		}
		if foldDots(string(rs[i])) != foldDots(string(rs[i+1])) {
			continue
		}
		for _, k := range []int{i, i + 1} {
			cut := string(rs[:k]) + string(rs[k+1:])
			if t, ok := ocrTypeIndex[foldDots(cut)]; ok {
				orig := []rune(s)
				return withCase(t, string(orig[:k])+string(orig[k+1:])), true
			}
		}
	}
	return s, false
}

// withCase writes the type t (lower case) in the letter case of w, which
// has as many runes.
func withCase(t, w string) string {
	tr, wr := []rune(t), []rune(w)
	if len(tr) != len(wr) {
		return w
	}
	for i, r := range wr {
		if unicode.IsUpper(r) {
			tr[i] = unicode.ToUpper(tr[i])
		}
	}
	return string(tr)
}
