package statement

import "testing"

// Rules added for the ninth batch of held-out layouts (hs-*), in the row
// format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestValueDateAfterText: Commerzbank prints the value date after the
// booking text, under its Valuta heading, as "06.08" without the trailing
// dot; it is the value date, not the end of the counterparty's name.
func TestValueDateAfterText(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "commerzbank-style valuta column after the text",
		text: `Kontoauszug vom 31.03.2024
IBAN DE89 3704 0044 0532 0130 00
Angaben zu den Umsätzen
Buchungstag  Vorgang                                   Valuta      Betrag in EUR
             Kontostand in EUR am 29.02.2024                            5.316,78
01.03        ALDI SÜD                                  01.03             116,97-
             2024-03-01T16:37 Debitk.2 2026-01
25.03        Grünwald Immobilien GmbH                  23.03             334,52
             Anteil Urlaub
             Kontostand in EUR am 31.03.2024                            5.534,33`,
		want: []string{
			"01.03.2024|01.03.2024|ALDI SÜD||2024-03-01T16:37 Debitk.2 2026-01|-116,97",
			"25.03.2024|23.03.2024|Grünwald Immobilien GmbH||Anteil Urlaub|334,52",
		},
		status: "ok",
	}, {
		// Without a Valuta heading a day and month after the text stay
		// words of it.
		name: "no valuta column",
		text: `Kontoauszug vom 31.03.2024
IBAN DE89 3704 0044 0532 0130 00
Buchungstag  Vorgang                                              Betrag in EUR
             Kontostand in EUR am 29.02.2024                            5.316,78
01.03        Kinokasse Vorstellung 20.15                                 16,97-
             Kontostand in EUR am 31.03.2024                            5.299,81`,
		want: []string{
			"01.03.2024||Kinokasse Vorstellung 20.15|||-16,97",
		},
		status: "ok",
	}})
}
