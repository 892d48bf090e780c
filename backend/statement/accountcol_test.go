package statement

import "testing"

// TestOCRBIC: a word in the account column that is a BIC with one or two
// characters inserted by OCR is the BIC; words that only look like one
// after deletions without a country code are not.
func TestOCRBIC(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"VBMHDES5FXXX", true},    // one S inserted into VBMHDE5FXXX
		{"VBMHDES5SFXXX", true},   // two
		{"GENODEF1SSLR", true},    // GENODEF1SLR
		{"COBADEFFF", true},       // COBADEFF
		{"VBMHDE5FXXX", false},    // a valid BIC is isBIC's, not a misreading
		{"RECHNUNG12", false},     // RECHNUNG after deletions: no country "NU"
		{"VERWENDUNGS", false},    // wrong length
		{"VBMHDES5SSFXXX", false}, // three characters too many
	} {
		if got := ocrBIC(tc.s); got != tc.want {
			t.Errorf("ocrBIC(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
