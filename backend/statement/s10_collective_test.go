package statement

import "testing"

// kdHead is a church bank's statement: type on the booking row, name,
// purpose and SEPA fields under it, Soll and Haben columns.
const kdHead = `Kontoauszug 12/2023                                          Blatt 1
IBAN DE94 3506 0190 1727 8944 27       Auszugszeitraum 01.12.2023 - 31.12.2023
Buchungstag Valuta       Vorgang                                        Soll EUR        Haben EUR
                         Kontostand am 30.11.2023                                        28.205,01
`

// TestS10CollectiveCount: the hyphenated "SEPA-Sammel-Einzug" is a
// collective booking (no counterparty), and its item count line
// ("Anzahl Posten: 18 · Einzelaufstellung siehe Anlage 1") is the bank's
// note, not the purpose; the creditor ID after it stays a field. Without
// an appendix the items follow the count line and go with it
// (sammler.go).
func TestS10CollectiveCount(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "count line referring to an appendix",
		text: kdHead + `03.12.2023  03.12.2023   SEPA-Sammel-Einzug                                                2.757,00
                         Elternbeiträge Dezember 2023
                         Anzahl Posten: 18 · Einzelaufstellung siehe Anlage 1
                         Gläubiger-ID DE29ZZZ93873387625
27.12.2023  27.12.2023   SEPA-Sammelüberweisung                          17.666,14
                         Gehälter Dezember 2023
                         Anzahl Posten: 7 · Einzelaufstellung siehe Anlage 2
                         Kontostand am 31.12.2023                                        13.295,87`,
		want: []string{
			"03.12.2023|03.12.2023||SEPA-Sammel-Einzug|Elternbeiträge Dezember 2023|2.757,00",
			"27.12.2023|27.12.2023||SEPA-Sammelüberweisung|Gehälter Dezember 2023|-17.666,14",
		},
	}, {
		name: "count line followed by the items",
		text: kdHead + `03.12.2023  03.12.2023   SEPA-Sammel-Einzug                                                  251,00
                         Elternbeiträge Dezember 2023
                         Anzahl Posten: 2
                         Hofmann, Stefan  Elternbeitrag 12/2023     95,00
                         Krause, Jana  Elternbeitrag 12/2023      156,00
                         Kontostand am 31.12.2023                                        28.456,01`,
		want: []string{
			"03.12.2023|03.12.2023||SEPA-Sammel-Einzug|Elternbeiträge Dezember 2023|251,00",
		},
	}})
}
