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

// TestS8LogoBankOwnPosting: the bank named only by its logo, set apart on
// the title line ("N26 … Kontoauszug 01.10.2025 bis 31.10.2025"), over
// its own fee (type under the name): no counterparty. A transfer's payee
// keeps its name.
func TestS8LogoBankOwnPosting(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "N26 fee",
		text: `N26                                       Kontoauszug 01.10.2025 bis 31.10.2025
IBAN: DE45 1001 1001 8757 6375 05
Beschreibung                                   Verbuchungsdatum          Betrag
Stadtwerke Würzburg GmbH                       02.10.2025               -61,00€
Wertstellung 02.10.2025
Lastschrift
Abschlag Oktober
Erika Musterfrau                               05.10.2025              +250,00€
Wertstellung 05.10.2025
Gutschrift
Miete Garage
N26                                            13.10.2025                -5,47€
Wertstellung 13.10.2025
Entgelt
Kontoführung Oktober 2025
Telekom Deutschland GmbH                       14.10.2025               -39,95€
Wertstellung 14.10.2025
Lastschrift
Festnetz Oktober`,
		want: []string{
			"02.10.2025|02.10.2025|Stadtwerke Würzburg GmbH|Lastschrift|Abschlag Oktober|-61,00",
			"05.10.2025|05.10.2025|Erika Musterfrau|Gutschrift|Miete Garage|250,00",
			"13.10.2025|13.10.2025||Entgelt|Kontoführung Oktober 2025|-5,47",
			"14.10.2025|14.10.2025|Telekom Deutschland GmbH|Lastschrift|Festnetz Oktober|-39,95",
		},
	}})
	if logoBank(&row{toks: []token{{text: "N26", x0: 45, x1: 93, kind: kWord}, {text: "Kontoauszug", x0: 491, x1: 550, kind: kWord}}, text: "N26 Kontoauszug"}) != "N26" {
		t.Error("logoBank: N26 not read")
	}
	if got := logoBank(&row{toks: []token{{text: "N26", x0: 45, x1: 60, kind: kWord}, {text: "Kontoauszug", x0: 63, x1: 110, kind: kWord}}, text: "N26 Kontoauszug"}); got != "" {
		t.Errorf("logoBank of a line of words: %q", got)
	}
}

// TestS8BausparInPurpose: a current account's transfer to a building
// society ("Referenz: Einzahlung Bausparvertrag Nr. 4471") does not make
// the statement a Bauspar statement, whose rows describe the posting:
// the shops and payees on the rows stay the counterparties.
func TestS8BausparInPurpose(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Bausparvertrag in a booking's reference",
		text: `EUR-Kontoauszug                IBAN DE89 3704 0044 0532 0130 00
Transaktionen vom 1. Okt. 2023 bis 31. Okt. 2023
Datum          Beschreibung                                  Ausgehend     Eingehend     Kontostand
1. Okt. 2023   Apotheke am Markt                             22,10 €                     1.750,05 €
               Karte: 516760******5999
16. Okt. 2023  Max Mustermann                                980,98 €                      769,07 €
               Referenz: Einzahlung Bausparvertrag Nr. 4471
20. Okt. 2023  Rossmann Filiale                               85,41 €                      683,66 €
               Karte: 516760******5999`,
		want: []string{
			"01.10.2023||Apotheke am Markt|||-22,10",
			"16.10.2023||Max Mustermann||Einzahlung Bausparvertrag Nr. 4471|-980,98",
			"20.10.2023||Rossmann Filiale|||-85,41",
		},
	}})
}
