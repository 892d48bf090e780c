package statement

import "testing"

func TestOCRIBANLookalikes(t *testing.T) {
	tests := []struct{ in, want string }{
		{"DES88 5954 6105 2894 2796 14", "DE88595461052894279614"},
		{"DEOB 6462 5315 5210 0393 15", "DE08646253155210039315"},
		// The check digits must prove the reading.
		{"DES88 5954 6105 2894 2796 15", ""},
		{"DEOB 6462 5315 5210 0393 16", ""},
		{"DE88 5954 6105 2894 2796 1", ""},
	}
	for _, tc := range tests {
		if got := ocrIBAN(tc.in); got != tc.want {
			t.Errorf("ocrIBAN(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
