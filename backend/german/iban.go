package german

import (
	"strings"
)

// ibanLengths holds the IBAN length per country for the SEPA countries a
// German statement names most often; others are checked by checksum only.
var ibanLengths = map[string]int{
	"DE": 22, "AT": 20, "CH": 21, "NL": 18, "BE": 16, "FR": 27, "IT": 27, "ES": 24, "LU": 20,
	"PL": 28, "IE": 22, "GB": 22, "DK": 18, "SE": 24, "FI": 18, "PT": 25, "CZ": 24, "LI": 21,
}

// NormalizeIBAN removes spaces and upper-cases; it does not validate.
func NormalizeIBAN(s string) string {
	return strings.ToUpper(strings.Join(strings.Fields(s), ""))
}

// ValidIBAN checks an IBAN's format and its ISO 13616 mod-97 checksum.
func ValidIBAN(s string) bool {
	s = NormalizeIBAN(s)
	if len(s) < 15 || len(s) > 34 {
		return false
	}
	if n, ok := ibanLengths[s[:2]]; ok && n != len(s) {
		return false
	}
	if !isUpper(s[0]) || !isUpper(s[1]) || !isDigit(s[2]) || !isDigit(s[3]) {
		return false
	}
	rearranged := s[4:] + s[:4]
	rem := 0
	for i := 0; i < len(rearranged); i++ {
		c := rearranged[i]
		switch {
		case isDigit(c):
			rem = (rem*10 + int(c-'0')) % 97
		case isUpper(c):
			v := int(c-'A') + 10
			rem = (rem*100 + v) % 97
		default:
			return false
		}
	}
	return rem == 1
}

// FormatIBAN groups an IBAN in blocks of four: DE12 3456 ...
func FormatIBAN(s string) string {
	s = NormalizeIBAN(s)
	var b strings.Builder
	for i := 0; i < len(s); i += 4 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[i:min(i+4, len(s))])
	}
	return b.String()
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }
