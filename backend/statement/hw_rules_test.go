package statement

import "testing"

// Rules added for the fifth batch of held-out layouts (hw-*), in the same
// row format as the hz-* cases: "date|value|party|text|purpose|amount".

// TestDatePairOneWord: booking and value date printed as one word
// "05.01./04.01." start a booking; the year comes from the period (January
// after a December start); a sign set apart by a space ("- 12,04") is
// still the sign. SEPA fields listed without colons and separated by
// commas ("Referenz …, Mandat …, Einreicher-ID" with the ID wrapped to the
// next line) are fields, not purpose.
func TestDatePairOneWord(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "postbank-like giro statement",
		text: `Kontoauszug: Giro plus vom 16.12.2024 bis 15.01.2025
IBAN DE58 2001 0020 8963 3131 77
Buchung/Wert  Vorgang/Buchungsinformation                       Betrag (EUR)
              Kontostand am 15.12.2024                            + 2.441,59
23.12./23.12. Kartenzahlung                                          - 34,36
              dm-drogerie markt
              2024-12-23T11:20 Debitk.3
05.01./04.01. Lastschrift                                            - 12,04
              Allianz Versicherungs-AG
              Beitrag Kfz-Versicherung VS-Nr. 815852
              Referenz 92219AA9A884, Mandat M7698-2101, Einreicher-ID
              DE19ZZZ06769100596
              IBAN DE96 4987 1565 9575 7824 25 BIC DUSSDEDDXXX
              Kontostand am 15.01.2025                            + 2.395,19`,
		want: []string{
			"23.12.2024|23.12.2024|dm-drogerie markt|Kartenzahlung|2024-12-23T11:20 Debitk.3|-34,36",
			"05.01.2025|04.01.2025|Allianz Versicherungs-AG|Lastschrift|Beitrag Kfz-Versicherung VS-Nr. 815852|-12,04",
		},
		status: "ok",
	}})
}
