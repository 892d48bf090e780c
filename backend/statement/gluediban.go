package statement

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Online-banking printouts set the counterparty's IBAN in a narrow name
// column; its last group runs into the next column and the text layer
// glues it to the first word there: "DE02 2737 9116 9975 6900
// 87Mitgliedsbeitrag". When the groups before such a word spell a valid
// IBAN only together with its leading digits, those digits end the IBAN
// and the rest is a word of its own (mod 97 makes a chance match
// negligible).
var reDigitsWord = regexp.MustCompile(`^(\d{1,4})(\pL.*)$`)

func splitGluedIBAN(ts []token) []token {
	for k := 1; k < len(ts); k++ {
		m := reDigitsWord.FindStringSubmatch(ts[k].text)
		if m == nil || ts[k].kind != kWord {
			continue
		}
		// The IBAN's groups right before the glued word.
		j := k
		for j > 0 && k-j < 9 && len(ts[j-1].text) <= 4 && alnum(ts[j-1].text) {
			j--
			if strings.HasPrefix(strings.ToUpper(ts[j].text), "DE") || len(ts[j].text) == 4 && ts[j].text[0] >= 'A' && ts[j].text[1] >= 'A' {
				break
			}
		}
		var b strings.Builder
		for _, t := range ts[j:k] {
			b.WriteString(t.text)
		}
		s := strings.ToUpper(b.String()) + m[1]
		if len(s) < 15 || len(s) > 34 {
			continue
		}
		if ibs := findIBANs(s); len(ibs) != 1 || ibs[0] != s {
			continue
		}
		w := (ts[k].x1 - ts[k].x0) / float64(max(1, utf8.RuneCountInString(ts[k].text)))
		mid := ts[k].x0 + w*float64(len(m[1]))
		d := classify(token{text: m[1], x0: ts[k].x0, x1: mid})
		rest := classify(token{text: m[2], x0: mid + w/2, x1: ts[k].x1})
		ts = append(ts[:k], append([]token{d, rest}, ts[k+1:]...)...)
		k++
	}
	return ts
}

func alnum(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z') {
			return false
		}
	}
	return true
}
