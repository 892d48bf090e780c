package statement

import "strings"

// statementHeading reports a section label that names a statement, not an
// account: "Kontoauszug Nr." (from "Kontoauszug Nr. 18/2023 vom
// 04.02.2023 Blatt 1"). Daily statements (Tagesauszüge) printed as one
// PDF head every Auszug so, each with its old and new balance; read as
// an account section, the second Auszug opened a second table and the
// first table's reconciliation compared the wrong balances. Only the
// word "Kontoauszug"/"Kontoauszüge"/"Auszug" is dropped: a label that
// still names an account after it ("Kontoauszug Tagesgeld") stays a
// section.
func statementHeading(label string) bool {
	low := strings.ToLower(label)
	if !strings.Contains(low, "auszug") && !strings.Contains(low, "auszüge") {
		return false
	}
	var rest []string
	for _, w := range strings.Fields(low) {
		switch strings.Trim(w, ".,:;-") {
		case "kontoauszug", "kontoauszüge", "auszug", "tagesauszug", "tagesauszüge":
			continue
		}
		rest = append(rest, w)
	}
	return !reAccountWord.MatchString(strings.Join(rest, " "))
}
