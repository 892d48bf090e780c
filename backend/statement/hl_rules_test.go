package statement

import "testing"

// Rules added for the fifteenth batch of held-out layouts (hl-*), in the
// row format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestBuchungstextLabel: a direct bank labels name and remittance text in
// its text column ("Empfänger: …", "Buchungstext: …"); the bank's own fee
// has no name, so its text is the only labelled line: the label is no
// purpose. A value that is only a booking type keeps its label.
func TestBuchungstextLabel(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "fee without a name line",
		text: `Kontoauszug Nr. 4/2023   Girokonto 7507219121   IBAN DE05 2004 1111 7507 2191 21
Zeitraum 01.04.2023 - 30.04.2023
Buchungstag  Valuta      Vorgang          Buchungstext                                  Ausgang      Eingang
                         Alter Kontostand                                                         EUR 639,00
16.04.2023   16.04.2023  SEPA-Lastschrift Empfänger: Vodafone GmbH                      -218,42
                                          Kto/IBAN: DE77 6064 6341 9538 6200 22
                                          Buchungstext: Kundennr. 671237 Rechnung April
                                          Ref. 6264DA94B0AE
21.04.2023   21.04.2023  Entgelt          Buchungstext: Kontoführung April 2023           -5,06
                         Neuer Kontostand                                                         EUR 415,52`,
		want: []string{
			"16.04.2023|16.04.2023|Vodafone GmbH|SEPA-Lastschrift|Kundennr. 671237 Rechnung April|-218,42",
			"21.04.2023|21.04.2023||Entgelt|Kontoführung April 2023|-5,06",
		},
		status: StatusOK,
	}})
}
