package statement

import "testing"

func TestOCRBookingType(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Kärtenzahlung", "Kartenzahlung"},
		{"Kartenzäahlung", "Kartenzahlung"},
		{"SEPA-Uberweisung", "SEPA-Überweisung"},
		{"Gütschrift", "Gutschrift"},
		{"UBERWEISUNG", "ÜBERWEISUNG"},
		// Real words and the types themselves stay.
		{"Kartenzahlung", "Kartenzahlung"},
		{"Überweisung", "Überweisung"},
		{"Ueberweisung", "Ueberweisung"},
		{"Gutschriften", "Gutschriften"},
		{"Abrechnungs-", "Abrechnungs-"},
		{"Kartenzahlungen", "Kartenzahlungen"},
		{"Grünwald", "Grünwald"},
		{"Lohn", "Lohn"},
	}
	for _, tc := range tests {
		if got := ocrFix(tc.in); got != tc.want {
			t.Errorf("ocrFix(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
