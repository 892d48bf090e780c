package statement

import "testing"

// TestS9LabelReadWithT: OCR reads the f of "Mandatsref." and
// "End-to-End-Ref." as t at small print sizes (a two-up sheet's 6 pt).
// The lines are still SEPA fields, not purpose.
func TestS9LabelReadWithT(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Mandatsret. and End-to-End-Ret.",
		text: `Nassauische Sparkasse                                        Kontoauszug 1/2025
Buchungstag Wert        Erläuterung                                          Betrag EUR
                        Kontostand am 31.12.2024, Auszug Nr. 1                 4.838,71
06.01.2025  06.01.2025  Lastschrift                                             -205,34
                        Telekom Deutschland GmbH
                        Festnetz Vertragskonto 398669 RG 848719
                        End-to-End-Ret.: 448885077603
                        Mandatsret.: M5845-21132 Gläubiger-ID: DE25Z2292124837742
                        IBAN: DE64 7645 1118 9567 5259 24 BIC: GENODEF1MIB
                        Kontostand am 31.01.2025 um 17:01 Uhr                  4.633,37`,
		want: []string{
			"06.01.2025|06.01.2025|Telekom Deutschland GmbH|Lastschrift|Festnetz Vertragskonto 398669 RG 848719|-205,34",
		},
	}})
}
