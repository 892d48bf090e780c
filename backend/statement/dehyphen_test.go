package statement

import "testing"

// TestJoinPurposeLines: a word hyphenated at a line end is rejoined; a
// compound's own hyphen before a capital and a suspended hyphen before a
// conjunction stay.
func TestJoinPurposeLines(t *testing.T) {
	for _, tc := range []struct {
		lines []string
		want  string
	}{
		{[]string{"Warenrechnung 4882608 Kun-", "dennummer 4882608"}, "Warenrechnung 4882608 Kundennummer 4882608"},
		{[]string{"Milchgeldabrechnung 03/2025 Lieferantennum-", "mer 4633874"}, "Milchgeldabrechnung 03/2025 Lieferantennummer 4633874"},
		{[]string{"Einzug SEPA-", "Lastschrift"}, "Einzug SEPA- Lastschrift"},
		{[]string{"Abschlag Strom-", "und Gasversorgung"}, "Abschlag Strom- und Gasversorgung"},
		{[]string{"Betrag 12-", "fach"}, "Betrag 12- fach"},
		{[]string{"Miete", "", "Juni"}, "Miete Juni"},
	} {
		if got := joinPurposeLines(tc.lines); got != tc.want {
			t.Errorf("%q: %q, want %q", tc.lines, got, tc.want)
		}
	}
}
