package statement

import (
	"regexp"
	"strings"
)

// A name wrapped in a narrow description cell can leave its legal form
// alone on the next line ("PayPal Europe S.a.r.l. et Cie" / "S.C.A",
// "Muster Logistik" / "GmbH & Co. KG"). A line that is nothing but a legal
// form continues the counterparty's name: no purpose is a legal form.
var reLegalFormOnly = regexp.MustCompile(`^(?:(?:GmbH|AG|SE|UG)\s*(?:&|und)\s*Co\.?\s*KG(?:aA)?|(?:&|und)\s*Co\.?\s*KG(?:aA)?|GmbH|mbH|AG|KG|KGaA|SE|OHG|GbR|UG(?:\s*\(haftungsbeschränkt\))?|eG|e\.\s?V\.|e\.\s?K\.|S\.C\.A\.?|S\.A\.?|S\.p\.A\.?|S\.A\.S\.?|S\.?à\s?r\.?l\.?|S\.a\.r\.l\.?|SARL|B\.V\.?|N\.V\.?|Ltd\.?|Limited|Inc\.?|LLC|plc|a\.s\.)$`)

// legalFormWrap joins a first continuation line that only holds a legal
// form to the counterparty taken from the booking row.
func legalFormWrap(counterparty string, lines []string) (string, []string) {
	if counterparty == "" || len(lines) == 0 || !reLegalFormOnly.MatchString(strings.TrimSpace(lines[0])) {
		return counterparty, lines
	}
	return counterparty + " " + strings.TrimSpace(lines[0]), lines[1:]
}
