package statement

import (
	"strings"
	"unicode"
)

// OCR'd table headings (session 9). On a scan tesseract misreads a
// heading word now and then, most often on a continuation page whose
// heading line sits beside a rule: hg-apobank page 2 read "Vorgang
// /Aftraggeber Verwendungszweck" for "Vorgang / Auftraggeber /
// Verwendungszweck". Without its party word the stacked cell was no
// longer "type / name / purpose", and every name wrapped onto a second
// line went into the purpose on that page. On OCR rows only:
//
//   - a heading word that is no known heading but lies one edit (two for
//     headings of 12 letters or more, the lengths at most one apart) from
//     exactly one known heading of at least 8 letters is that heading ("Aftraggeber", "Afiraggeber",
//     "Verwendungszwek");
//   - a heading word glued to the separator before it ("/Auftraggeber",
//     the space lost) joins the text column before it like "/ Auftraggeber".

// ocrHeadingLong is the known heading words of 8 or more letters.
var ocrHeadingLong = func() []string {
	var out []string
	for w := range headerWords {
		if len([]rune(w)) >= 8 && !strings.ContainsAny(w, "/.()-") {
			out = append(out, w)
		}
	}
	return out
}()

// ocrHeadingWord returns the heading an OCR'd word misreads, or "".
func ocrHeadingWord(text string) string {
	lead := len(text) - len(strings.TrimLeft(text, "/"))
	core := strings.TrimRight(text[lead:], ":")
	w := strings.ToLower(core)
	n := len([]rune(w))
	if n < 7 || headerRole(w) != roleNone || !isLetters(w) {
		return ""
	}
	best, found := "", 0
	for _, h := range ocrHeadingLong {
		m := len([]rune(h))
		limit := 1
		if m >= 12 {
			limit = 2
		}
		if absInt(m-n) > 1 {
			continue
		}
		if editDistance(w, h, limit) <= limit {
			best = h
			found++
		}
	}
	if found != 1 {
		return ""
	}
	if c := []rune(core); unicode.IsUpper(c[0]) {
		r := []rune(best)
		r[0] = unicode.ToUpper(r[0])
		best = string(r)
	}
	return text[:lead] + best
}

func isLetters(w string) bool {
	for _, c := range w {
		if !(c >= 'a' && c <= 'z' || c == 'ä' || c == 'ö' || c == 'ü' || c == 'ß') {
			return false
		}
	}
	return true
}

// editDistance is the Levenshtein distance of a and b in runes, or limit+1
// when it exceeds limit.
func editDistance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		lo := cur[0]
		for j := 1; j <= len(rb); j++ {
			c := 1
			if ra[i-1] == rb[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
			lo = min(lo, cur[j])
		}
		if lo > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// ocrHeadingToken repairs a heading token of an OCR row; glued reports a
// text heading glued to the separator before it ("/Auftraggeber").
func ocrHeadingToken(r *row, t token) (token, bool) {
	if !r.ocr || t.kind != kWord {
		return t, false
	}
	if h := ocrHeadingWord(t.text); h != "" {
		t.text = h
	}
	glued := len(t.text) > 1 && t.text[0] == '/' && t.text[1] != '/' && headerRole(t.text) == roleText
	return t, glued
}
