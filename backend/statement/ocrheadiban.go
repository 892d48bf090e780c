package statement

import (
	"regexp"
	"strings"
)

// reIBANLabel finds the "IBAN" label of an account line.
var reIBANLabel = regexp.MustCompile(`(?i)\bIBAN\b\s*:?\s*`)

// ocrLabelledIBAN reads the IBAN after an "IBAN" label on an OCR'd head
// line whose digits came back as look-alike letters ("IBAN DEO8 6045 0050
// 1749 5952 08 BIC …"): findIBANs skips it (no digits after "DE"), and the
// head then named the first valid IBAN below it, a counterparty's. The
// 22 characters after the label must make a valid German IBAN with
// ocrIBAN's repairs, so a label before other text yields nothing.
func ocrLabelledIBAN(text string) []string {
	var out []string
	for _, m := range reIBANLabel.FindAllStringIndex(text, -1) {
		var acc strings.Builder
		for _, f := range strings.Fields(text[m[1]:]) {
			if acc.Len()+len(f) > 22 {
				break
			}
			acc.WriteString(f)
		}
		if ib := ocrIBAN(acc.String()); ib != "" {
			out = append(out, ib)
		}
	}
	return out
}
