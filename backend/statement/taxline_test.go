package statement

import "testing"

// TestMayBeLegal: the cheap check never rejects a row that reLegal
// matches (it would drop a footer into a booking's text).
func TestMayBeLegal(t *testing.T) {
	for _, s := range []string{
		"Vorstand: Dr. A. Beispiel", "AUFSICHTSRAT", "Handelsregister HRB 12345", "Amtsgericht Köln", "USt-IdNr. DE123456789", "Ust.ID DE1", "UST ID",
		"Steuer-Nr. 27/123", "Sehr geehrte Frau Muster", "Umsatzsteuer-ID DE1", "Registergericht München", "Einlagensicherung", "Bitte beachten Sie",
		"Hinweise zum Kontoauszug", "Rechnungsabschlüsse gelten als genehmigt", "Einwendungen gegen", "Sitz der Gesellschaft: Berlin", "Geschäftsführer: B. Muster", "GESCHÄFTSFÜHRUNG",
	} {
		if !reLegal.MatchString(s) {
			t.Fatalf("%q: reLegal does not match; fix the case", s)
		}
		if !mayBeLegal(s) {
			t.Errorf("%q: matched by reLegal, rejected by mayBeLegal", s)
		}
	}
	if mayBeLegal("05.03.2024 Lastschrift Stadtwerke Köln -45,00") {
		t.Error("a booking row passes the cheap check")
	}
}
