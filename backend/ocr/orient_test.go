package ocr

import (
	"encoding/json"
	"os"
	"testing"
)

// TestSuspectTurnLetters replays the row and column projection profiles
// of scanned corpus letters (testdata/orientation_profiles.json, recorded
// from the ≤ 1600 px analysis copies of the evalletters scans): upright
// letters with few text lines must not be suspected sideways (that cost a
// tesseract orientation run of ~1.7 s CPU on 2 of 6 Mahnung and Kündigung
// scans), upside-down ones must still be suspected upside-down.
func TestSuspectTurnLetters(t *testing.T) {
	data, err := os.ReadFile("testdata/orientation_profiles.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name string `json:"name"`
		P0   []int  `json:"p0"`
		P1   []int  `json:"p1"`
		Want int    `json:"want"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 8 {
		t.Fatalf("only %d recorded profiles", len(cases))
	}
	for _, c := range cases {
		if got := suspectTurn(c.P0, c.P1); got != c.Want {
			t.Errorf("%s: suspectTurn = %d, want %d", c.Name, got, c.Want)
		}
	}
}

func TestSidewaysSuspect(t *testing.T) {
	lines := func(n, h, gap int) []int { // n text lines h rows tall
		var p []int
		for range n {
			for range h {
				p = append(p, 300)
			}
			for range gap {
				p = append(p, 0)
			}
		}
		return p
	}
	block := func(n int) []int { // a few long runs: along the lines
		var p []int
		for range n {
			for range 200 {
				p = append(p, 40)
			}
			for range 20 {
				p = append(p, 0)
			}
		}
		return p
	}
	runs := func(ls ...int) []int { // runs of the given lengths, 3 blank rows apart
		var p []int
		for _, l := range ls {
			for range l {
				p = append(p, 200)
			}
			p = append(p, 0, 0, 0)
		}
		return p
	}
	tests := []struct {
		name   string
		p0, p1 []int
		want   bool
	}{
		{"upright dense page", lines(40, 11, 6), block(2), false},
		{"sideways dense page", block(2), lines(40, 11, 6), true},
		{"upright short letter: many thin runs across the letters", lines(18, 11, 10), lines(60, 3, 2), false},
		// A 200 dpi statement turned by 90° (TestReadTurnedScans): along
		// the lines irregular runs between the amount columns, across
		// them 42 runs of 10–11 px. The run count alone missed it.
		{"sideways statement", runs(6, 9, 14, 2, 6, 6, 6, 6, 14, 2, 6, 6, 2, 6, 13, 6, 2, 186, 2, 13, 6, 13, 6, 6, 12, 2, 6, 6), lines(42, 10, 6), true},
		{"upright statement", lines(42, 10, 6), runs(6, 9, 14, 2, 6, 6, 6, 6, 14, 2, 6, 6, 2, 6, 13, 6, 2, 186, 2, 13, 6, 13, 6, 6, 12, 2, 6, 6), false},
		{"too few column runs", block(1), lines(4, 11, 6), false},
	}
	for _, tt := range tests {
		if got := sidewaysSuspect(tt.p0, tt.p1); got != tt.want {
			t.Errorf("%s: sidewaysSuspect = %v, want %v", tt.name, got, tt.want)
		}
	}
}
