package statement

import "testing"

// Rules added in session 8 for defects left open on the tuned batches
// (hk-*, hj-*), in the row format of the hz-* cases:
// "date|value|party|type|purpose|amount".

// TestS8BranchName: a firm's name ending in its legal form and its
// branch on the next line ("Niederlassung Süd") is one name.
func TestS8BranchName(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		want       bool
	}{
		{"Beispiel Logistik AG", "Niederlassung Süd", true},
		{"Müller Bau GmbH", "Filiale Hamburg Altona", true},
		{"Beispiel Logistik AG", "Niederlassung kündigt", false}, // not a place
		{"Erika Musterfrau", "Filiale Hamburg", false},           // no legal form before it
		{"Beispiel Logistik AG", "Filiale Musterstadt Beleg 4711", false},
		{"Beispiel Logistik AG", "Rechnung Süd", false},
	} {
		if got := nameContinues(tc.name, tc.line); got != tc.want {
			t.Errorf("nameContinues(%q, %q) = %v, want %v", tc.name, tc.line, got, tc.want)
		}
	}
}

// TestS8CashDepositWrapped: a cash deposit's restating line beside the
// type column wraps ("Einzahlung Filiale Musterstadt Beleg" / "236490"):
// both lines are the purpose, no payee.
func TestS8CashDepositWrapped(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "wrapped deposit text",
		text: `Kontoauszug 1/2025   IBAN DE21 4401 0046 9235 7330 59   Auszugszeitraum 01.01.2025 - 31.01.2025
Buchungstag   Valuta       Umsatzart            Buchungstext                               Betrag
29.01.2025    29.01.2025   Bareinzahlung        Einzahlung Filiale Musterstadt Beleg       1.300,00 EUR
                                                236490
30.01.2025    30.01.2025   Gutschrift           Beispiel Logistik AG                       5.117,43 EUR
                                                Niederlassung Süd
                                                Schlussrechnung 478713 Bauvorhaben`,
		want: []string{
			"29.01.2025|29.01.2025||Bareinzahlung|Einzahlung Filiale Musterstadt Beleg 236490|1.300,00",
			"30.01.2025|30.01.2025|Beispiel Logistik AG Niederlassung Süd|Gutschrift|Schlussrechnung 478713 Bauvorhaben|5.117,43",
		},
	}})
}
