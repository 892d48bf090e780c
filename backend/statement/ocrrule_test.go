package statement

import "testing"

// TestStripRuleGlyph: a vertical table rule OCR glued to a cell's first
// word goes; footnote brackets, a lone bar and bars before punctuation
// stay.
func TestStripRuleGlyph(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"|06.04.2022", "06.04.2022"},
		{"[05.04.2022", "05.04.2022"},
		{"|Sparplan", "Sparplan"},
		{"|Überweisung", "Überweisung"},
		{"[1]", "[1]"},
		{"|", "|"},
		{"|-", "|-"},
		{"Sparplan", "Sparplan"},
	} {
		if got := ocrFix(tc.in); got != tc.want {
			t.Errorf("ocrFix(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
