package statement

import (
	"regexp"
	"strings"
)

// reBICWord is a BIC written alone: bank, country, location and an
// optional branch code. OCR may add or drop a glyph ("VBMHDES5FXXX"), so
// after an IBAN and a separator any word of 8–12 capitals and digits
// starting with the four-letter bank code counts.
var reBICWord = regexp.MustCompile(`^[A-Z]{4}[A-Z0-9]{4,8}$`)

// bareAccountLine reads a line that is nothing but the counterparty's
// account: one valid IBAN, grouped or not, optionally followed by its BIC
// after a separator ("DE46 5020 0889 9586 6614 34 · GENODEF1MIB",
// "DE46502008899586661434 / GENODEF1MIB"). Private-banking and savings-bank
// statements print it unlabelled under the name; it is the IBAN field,
// not remittance text.
func bareAccountLine(l string) (string, bool) {
	f := strings.Fields(l)
	if n := len(f); n >= 2 && reBICWord.MatchString(f[n-1]) {
		f = f[:n-1]
		if n := len(f); n > 0 && (f[n-1] == "·" || f[n-1] == "/" || f[n-1] == "|" || f[n-1] == "," || f[n-1] == "-" || f[n-1] == "–" || f[n-1] == "•") {
			f = f[:n-1]
		}
	}
	rest := strings.Join(f, "")
	rest = strings.TrimRight(rest, ",;")
	ibs := findIBANs(rest)
	if len(ibs) != 1 || rest != ibs[0] {
		return "", false
	}
	return ibs[0], true
}
