package statement

import (
	"regexp"
	"strings"
)

// Labelled cells side by side ("Empfänger: Ärztekammer Nordrhein
// IBAN: DE08 …", "Mandatsreferenz: AERZ355597  Gläubiger-ID: DE28ZZZ…"):
// practice and business accounts print the booking's fields as labelled
// cells, two on a line, the name's cell wrapping onto the next line when
// the name is long. A further account label with its colon on a labelled
// line starts a field of its own (the name does not end in "IBAN: …"), and
// an unlabelled name-like line between the name's label and the labelled
// purpose continues the name.

// reSideLabel finds an account or mandate label with its colon inside a
// labelled line.
var reSideLabel = regexp.MustCompile(`(?i)\s+((?:iban|bic|gläubiger-id|glaeubiger-id|gläubiger id|mandatsreferenz|mandatsref\.?)\s*:)`)

// partyLabels are the labels that name the counterparty.
var partyLabels = map[string]bool{"AUFTRAGGEBER": true, "EMPFÄNGER": true, "ZAHLUNGSEMPFÄNGER": true, "ZAHLUNGSPFLICHTIGER": true, "BEGÜNSTIGTER": true}

// joinWrappedParty joins the wrapped second line of a labelled name to
// its label's line; the purpose must be labelled right after it, so that
// the line cannot be the purpose itself.
func joinWrappedParty(lines []string) []string {
	for i := 0; i < len(lines); i++ {
		m := reLabel.FindStringSubmatch(strings.TrimSpace(lines[i]))
		if m == nil || !partyLabels[strings.ToUpper(strings.TrimRight(m[1], ".:"))] || !strings.Contains(m[0], ":") {
			continue
		}
		j := i + 1
		for j < len(lines) && accountLabelLine(lines[j]) {
			j++
		}
		if j+1 >= len(lines) || purposeLabel(strings.TrimSpace(lines[j+1])) == 0 {
			continue
		}
		l := strings.TrimSpace(lines[j])
		if l == "" || reLabel.MatchString(l) || purposeLabel(l) > 0 || !looksLikeName(l) || len(strings.Fields(l)) > 4 {
			continue
		}
		lines[i] = strings.TrimRight(lines[i], " ") + " " + l
		lines = append(lines[:j:j], lines[j+1:]...)
	}
	return lines
}

// accountLabelLine reports an "IBAN: …" or "BIC: …" field line.
func accountLabelLine(l string) bool {
	m := reLabel.FindStringSubmatch(strings.TrimSpace(l))
	if m == nil {
		return false
	}
	k := strings.ToUpper(strings.TrimRight(m[1], ".:"))
	return strings.HasPrefix(k, "IBAN") || strings.HasPrefix(k, "BIC")
}
