package statement

import "strings"

// A labelled booking type among the fields of a line: online-banking
// prints put the type under the name as a field, "Wertstellung:
// 04.11.2023 · Buchungsart: Lastschrift". typeField split such a line
// only when the type stood bare ("Lastschrift · Wertstellung …"), so the
// whole line, labels and all, went to the purpose. A part "Buchungsart:",
// "Umsatzart:", "Transaktionsart:", "Umsatztyp:", "Vorgang:" or
// "Buchungstext:" (with its colon) whose value is nothing but a booking
// type of the list is that type.

// typeLabels are the labels a printed booking type may carry.
var typeLabels = []string{"buchungsart:", "umsatzart:", "transaktionsart:", "umsatztyp:", "vorgang:", "buchungstext:"}

// labelledType returns the booking type of a field "Buchungsart:
// Lastschrift" (the value only when it is nothing but booking types).
func labelledType(p string) (string, bool) {
	if !strings.Contains(p, ":") {
		return "", false
	}
	low := strings.ToLower(p)
	for _, lab := range typeLabels {
		if !strings.HasPrefix(low, lab) {
			continue
		}
		v := strings.TrimSpace(p[len(lab):])
		if i, j, ok := findBookingType(v); ok && i == 0 && j == len(v) || typeWords(v) {
			return v, true
		}
		return "", false
	}
	return "", false
}
