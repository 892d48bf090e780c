package statement

import "testing"

// TestOCRHexZero: a hex reference's zero read as the letter O is repaired
// where the word proves it is hex; words and whole-alphabet references
// stay as read.
func TestOCRHexZero(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"5E4AA3C7FO", "5E4AA3C7F0"},
		{"FB9C3FD667", "FB9C3FD667"}, // already right
		{"O1AB2C3D4E", "01AB2C3D4E"},
		{"BOFAUS3NXXX", "BOFAUS3NXXX"},   // a BIC: not hex
		{"FOOD", "FOOD"},                 // too short, no digits
		{"ABCDEFO1", "ABCDEFO1"},         // one digit: not proven
		{"1234O678", "1234O678"},         // no hex letter: a number misread is not this rule's
		{"AB12CD34OOOE", "AB12CD34OOOE"}, // three O
		{"D01-1234567", "D01-1234567"},
	} {
		if got := ocrFix(tc.in); got != tc.want {
			t.Errorf("ocrFix(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
