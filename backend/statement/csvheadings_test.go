package statement

import "testing"

// TestCSVHeadings: a bank CSV's headings printed as a table name their
// columns: the transcribed "Beguenstigter/Zahlungspf" the counterparty,
// "Buchungstext" beside "Verwendungszweck" the type, and
// "Kontonummer/IBAN" the counterparty's account even right beside the
// name column (csvheadings.go, ibancol.go). Without a purpose column
// "Buchungstext" stays the text.
func TestCSVHeadings(t *testing.T) {
	type col struct {
		role    role
		party   bool
		account bool
	}
	for _, tc := range []struct {
		line string
		want []col
	}{
		{"Buchungstag Valutadatum Buchungstext Verwendungszweck Beguenstigter/Zahlungspf Kontonummer/IBAN Betrag",
			[]col{{roleDate, false, false}, {roleValue, false, false}, {roleType, false, false}, {roleText, false, false}, {roleText, true, false}, {roleOther, false, true}, {roleAmount, false, false}}},
		{"Buchungstag  Buchungstext  Betrag",
			[]col{{roleDate, false, false}, {roleText, false, false}, {roleAmount, false, false}}},
	} {
		var got []col
		for _, c := range headerColumns(buildRows(geoDoc(tc.line))[0]) {
			got = append(got, col{c.role, c.party, c.account})
		}
		if len(got) != len(tc.want) {
			t.Errorf("%q: %v, want %v", tc.line, got, tc.want)
			continue
		}
		for k := range got {
			if got[k] != tc.want[k] {
				t.Errorf("%q: column %d %v, want %v", tc.line, k, got[k], tc.want[k])
			}
		}
	}
	for in, want := range map[string]string{
		"beguenstigter": "begünstigter", "empfaenger": "empfänger", "zahlungsempfaenger": "zahlungsempfänger",
	} {
		if got := umlautBase(in); got != want {
			t.Errorf("umlautBase(%q) = %q, want %q", in, got, want)
		}
	}
	for w, want := range map[string]bool{"Beguenstigter": true, "Empfaenger": true, "Begünstigter": true, "Auftraggeber": true, "Aktuell": false, "Neue": false} {
		if got := partyWord(w); got != want {
			t.Errorf("partyWord(%q) = %v, want %v", w, got, want)
		}
	}
}
