package statement

import "testing"

func TestLostDashPeriod(t *testing.T) {
	tests := []struct {
		in         string
		ocr        bool
		start, end string // "" when no period
	}{
		// The en dash between the dates not read.
		{"Zeitraum 01.02.2025 28.02.2025", true, "01.02.2025", "28.02.2025"},
		{"- e.K. Zeitraum: 01.06.2023 30.06.2023", true, "01.06.2023", "30.06.2023"},
		// With the dash it was read before.
		{"Zeitraum 01.02.2025 – 28.02.2025", true, "01.02.2025", "28.02.2025"},
		// Booking and value date, a row with money, no label, a text
		// layer, an end before the start: no period.
		{"01.02.2025 03.02.2025 Miete", true, "", ""},
		{"Zeitraum 01.02.2025 28.02.2025 120,00", true, "", ""},
		{"Zeitraum 01.02.2025 28.02.2025", false, "", ""},
		{"Zeitraum 28.02.2025 01.02.2025", true, "", ""},
	}
	for _, tc := range tests {
		ts := tokenize(words(tc.in), tc.ocr)
		r := &row{toks: ts, text: joinTokens(ts), ocr: tc.ocr, pageW: 595}
		a, b, ok := periodOfRow(r)
		got := ""
		if ok {
			got = a.String() + "-" + b.String()
		}
		want := ""
		if tc.start != "" {
			want = tc.start + "-" + tc.end
		}
		if got != want {
			t.Errorf("periodOfRow(%q, ocr=%v) = %q, want %q", tc.in, tc.ocr, got, want)
		}
	}
}
