package letters

import "testing"

func TestReadingProblems(t *testing.T) {
	clean := &Analysis{KeyNumbers: map[string]KeyNumber{
		"schreiben_datum": {Value: "03.11.2025", Page: 1}, "hauptforderung": {Value: "400,00", Page: 1},
	}, Flags: []Flag{{Topic: "inkassokosten", Severity: Critical}, {Topic: "texterkennung", Severity: Info}}}
	tests := []struct {
		name    string
		docType string
		a       *Analysis
		want    int
	}{
		{"nil", "mahnung", nil, 0},
		{"clean", "mahnung", clean, 0},
		{"date missing", "mahnung", &Analysis{KeyNumbers: map[string]KeyNumber{"hauptforderung": {Value: "400,00"}}}, 1},
		{"everything missing", "lohnabrechnung", &Analysis{}, 3},
		{"unknown type: flags only", "other", &Analysis{Flags: []Flag{{Topic: "summe", Severity: Warning}}}, 1},
		{"trouble flags", "mahnung", &Analysis{KeyNumbers: clean.KeyNumbers, Flags: []Flag{
			{Topic: "lesbarkeit", Severity: Warning}, {Topic: "summe", Severity: Warning}, {Topic: "rechenpruefung", Severity: Warning}, {Topic: "zinsen", Severity: Warning},
		}}, 3},
		{"empty value", "kuendigung", &Analysis{KeyNumbers: map[string]KeyNumber{"schreiben_datum": {}}}, 1},
	}
	for _, tc := range tests {
		if got := ReadingProblems(tc.docType, tc.a); got != tc.want {
			t.Errorf("%s: %d problems, want %d", tc.name, got, tc.want)
		}
	}
}
