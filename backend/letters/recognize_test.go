package letters

import "testing"

func TestSubstringDistance(t *testing.T) {
	tests := []struct {
		p, w string
		want int
	}{
		{"kundigung", "kundigungsschutzklage", 0},
		{"kundigung", "kiindigung", 2}, // ü read as ii
		{"arbeitsverhaltnis", "arbeitsverhaltms", 2},
		{"arbeitsverhaltnis", "mietverhaltnis", 5},
	}
	for _, tt := range tests {
		if got := substringDistance(tt.p, tt.w); got != tt.want {
			t.Errorf("substringDistance(%q, %q) = %d, want %d", tt.p, tt.w, got, tt.want)
		}
	}
}

// TestRecognizeOCRDamage: misread words in a right-type letter must not
// make it a 422.
func TestRecognizeOCRDamage(t *testing.T) {
	damaged := "Weser Bau AG, Vahrenwalder Straße 7, 30165 Hannover\nOrdentliche Kiindigung\nhiermit kiindigen wir das mit Ihnen bestehende Arbeitsverhältms fristgerecht zum 30.11.2025.\nIhr Arbeitsverhaltnıs besteht seit dem 15.03.2019."
	if !recognize("kuendigung", newText(docFromText(damaged))) {
		t.Error("OCR-damaged Kündigung not recognised")
	}
	tenancy := "Hausverwaltung Adler GmbH\nKündigung des Mietverhältnisses\nhiermit kündigen wir das Mietverhältnis zum 30.06.2026."
	if recognize("kuendigung", newText(docFromText(tenancy))) {
		t.Error("tenancy cancellation recognised as employment termination")
	}
}
