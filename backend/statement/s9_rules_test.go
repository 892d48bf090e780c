package statement

import (
	"strings"
	"testing"
)

// Rules added in session 9 for the hg-* batch (sealed19) in the row
// format of the hz-* cases: "date|value|party|type|purpose|amount".

// TestS9NameBeforeTags: a name wrapped after an ordinary word above
// SEPA-tagged fields ("Kassenärztliche Vereinigung" / "Nordrhein" /
// "SVWZ+…", the tags before or after the purpose) is one name; the
// untagged line is no purpose (sepaname.go). Without SVWZ+ in the block
// the line stays text.
func TestS9NameBeforeTags(t *testing.T) {
	const head = `Kontoauszug vom 01.03.2024 bis 31.03.2024   IBAN DE82 3006 0601 3593 5751 42
Buchung   Valuta    Beleg-Nr.  Vorgang / Auftraggeber / Verwendungszweck            Betrag EUR
                               Kontostand am 29.02.2024                             23.088,64
`
	runHZCases(t, []hzCase{{
		name: "purpose tag after the name",
		text: head + `05.03.    05.03.    336749     Gutschrift                                           12.621,00
                               Kassenärztliche Vereinigung
                               Nordrhein
                               SVWZ+Abschlagszahlung 03/2024 Quartal 1/2024
                               EREF+KV2023280737
                               IBAN DE60940040284057693786 BIC COBADEHDXXX`,
		want: []string{"05.03.2024|05.03.2024|Kassenärztliche Vereinigung Nordrhein|Gutschrift|Abschlagszahlung 03/2024 Quartal 1/2024|12.621,00"},
	}, {
		name: "two name lines, tags first",
		text: head + `16.03.    16.03.    365821     Gutschrift                                            3.517,75
                               ZA Zahnärztliche Abrechnungs-
                               gesellschaft Düsseldorf AG
                               EREF+ZA2023121301
                               SVWZ+Auszahlung Abrechnung Nr. 54718`,
		want: []string{"16.03.2024|16.03.2024|ZA Zahnärztliche Abrechnungs- gesellschaft Düsseldorf AG|Gutschrift|Auszahlung Abrechnung Nr. 54718|3.517,75"},
	}, {
		name: "untagged purpose: the line stays text",
		text: head + `05.03.    05.03.    336749     Gutschrift                                           12.621,00
                               Kassenärztliche Vereinigung
                               Abschlagszahlung Quartal
                               EREF+KV2023280737`,
		want: []string{"05.03.2024|05.03.2024|Kassenärztliche Vereinigung|Gutschrift|Abschlagszahlung Quartal|12.621,00"},
	}})
}

// TestS9LegalFormAlone: a legal form alone on the line under the name
// ("Deutsche Ärzteversicherung" / "AG") continues it, though "AG" is too
// short to look like a name (namewrap.go).
func TestS9LegalFormAlone(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		want       bool
	}{
		{"Deutsche Ärzteversicherung", "AG", true},
		{"Beispiel Logistik", "SE", true},
		{"Beispiel Logistik", "GmbH & Co. KG", true},
		{"Deutsche Ärzteversicherung", "AB", false},
		{"Deutsche Ärzteversicherung", "", false},
	} {
		if got := nameContinues(tc.name, tc.line); got != tc.want {
			t.Errorf("nameContinues(%q, %q) = %v, want %v", tc.name, tc.line, got, tc.want)
		}
	}
}

// TestS9WidthWrappedNames: where a document wraps names at a fixed width
// (a recognised wrap "… Stiftung für" / "Sport und Ehrenamt" whose next
// word did not fit), a name line followed by a name-like line whose first
// word would not have fitted either continues over it (namewidth.go). A
// word that would have fitted, or a document without a recognised wrap,
// leaves the line in the purpose.
func TestS9WidthWrappedNames(t *testing.T) {
	const head = `VR-Bank Musterstadt eG                                      Kontoauszug 10/2024
Vereinskonto 5077508403    IBAN DE04 4286 1387 5077 5084 03    erstellt am 01.11.2024
Bu-Tag Wert         Vorgang                                                  Betrag EUR
                    alter Kontostand vom 30.09.2024                           9.236,04 H
`
	const wrapped = `01.10.    01.10.    Gutschrift                                                 860,00 H
                    Sparkassen- und Giroverband Stiftung für
                    Sport und Ehrenamt
                    Zuschuss Jugendarbeit 2024 Antrag 6444560
                    IBAN DE91131939675160602454 BIC GENODEF1MIB
`
	const kaemmerei = `10.10.    10.10.    Überweisung                                                550,24 S
                    Gemeinde Bielefeld Kämmerei
                    Sportförderung
                    Hallennutzung 10/2024 Kassenzeichen 5723111
                    IBAN DE09516573589037755583 BIC COBADEFFXXX
`
	const member = `13.10.    13.10.    SEPA-Gutschrift                                             80,00 H
                    Becker, Jürgen
                    Familie
                    Beitrag 2024 Mitgl.-Nr. 5552500
                    IBAN DE71863716635257378878 BIC VBMHDE5FXXX
`
	runHZCases(t, []hzCase{{
		name: "name filled the field",
		text: head + wrapped + kaemmerei,
		want: []string{
			"01.10.2024|01.10.2024|Sparkassen- und Giroverband Stiftung für Sport und Ehrenamt|Gutschrift|Zuschuss Jugendarbeit 2024 Antrag 6444560|860,00",
			"10.10.2024|10.10.2024|Gemeinde Bielefeld Kämmerei Sportförderung|Überweisung|Hallennutzung 10/2024 Kassenzeichen 5723111|-550,24",
		},
	}, {
		name: "the word would have fitted",
		text: head + wrapped + member,
		want: []string{
			"01.10.2024|01.10.2024|Sparkassen- und Giroverband Stiftung für Sport und Ehrenamt|Gutschrift|Zuschuss Jugendarbeit 2024 Antrag 6444560|860,00",
			"13.10.2024|13.10.2024|Becker, Jürgen|SEPA-Gutschrift|Familie Beitrag 2024 Mitgl.-Nr. 5552500|80,00",
		},
	}, {
		name: "no recognised wrap in the document",
		text: head + kaemmerei,
		want: []string{
			"10.10.2024|10.10.2024|Gemeinde Bielefeld Kämmerei|Überweisung|Sportförderung Hallennutzung 10/2024 Kassenzeichen 5723111|-550,24",
		},
	}})
}

// TestS9StaffelRates: an interest scale printing the rate and the
// interest per period ("von | bis | Saldo EUR | Tage | Sollzinssatz |
// Zinsen EUR") after the closing balance: its rows are no bookings
// (interestscale.go).
func TestS9StaffelRates(t *testing.T) {
	runHZCases(t, []hzCase{{
		name:   "Zinsstaffel with rates",
		status: StatusOK,
		text: `Kontoauszug vom 01.03.2024 bis 31.03.2024   IBAN DE82 3006 0601 3593 5751 42
Buchung      Valuta       Vorgang / Verwendungszweck                     Betrag EUR
                          Kontostand am 29.02.2024                         1.000,00
20.03.2024   20.03.2024   Kartenzahlung Aral Tankstelle                    -1.497,42
31.03.2024   31.03.2024   Abschluss                                           -2,16
                          Kontostand am 31.03.2024                          -499,58

Zinsstaffel zum Rechnungsabschluss für das 1. Quartal 2024
von          bis          Saldo EUR     Tage    Sollzinssatz    Zinsen EUR
01.03.2024   20.03.2024    1.000,00       20        9,00 %            0,00
21.03.2024   24.03.2024     -497,42        4        9,00 %            0,50
25.03.2024   31.03.2024     -497,42        7        9,00 %            0,87`,
		want: []string{
			"20.03.2024|20.03.2024|Aral Tankstelle|Kartenzahlung||-1.497,42",
			"31.03.2024|31.03.2024||Abschluss||-2,16",
		},
	}})
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"von bis Saldo EUR Tage Sollzinssatz Zinsen EUR", true},
		{"Wert Saldo EUR Tage Zinszahl Soll Zinszahl Haben", true},
		{"Buchungstag Wert Buchungstext Betrag EUR Saldo EUR", false},
		{"von bis Tage Zinsen EUR", false}, // no balance, no rate: not this table
	} {
		r := &row{text: tc.text}
		for _, w := range strings.Fields(tc.text) {
			r.toks = append(r.toks, token{text: w, kind: kWord})
		}
		if got := interestScaleHeader(r); got != tc.want {
			t.Errorf("interestScaleHeader(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestS9LoanPostings: a loan account's postings (loanposting.go,
// notice.go): "Rate" after "Zahlungseingang" is the type's word, no
// payee; "Sondertilgung" is a type, the payer's name under it; the
// posting text in a cell beside the type, repeating its word, is the
// whole text; a "Hinweis:" line is no text.
func TestS9LoanPostings(t *testing.T) {
	const head = `Jahreskontoauszug 2022 · Darlehenskonto 1698253474 · IBAN DE57 3001 0700 1698 2534 74
Buchungstag Wert         Buchungstext                                   Betrag EUR        Saldo EUR
                         Saldo per 31.12.2021                                          -370.894,00
`
	runHZCases(t, []hzCase{{
		name: "type above the text",
		text: head + `30.01.2022  30.01.2022  Zahlungseingang Rate                            +1.608,00      -369.286,00
                         Rate 01/2022 per Lastschrift
                         Hinweis: Ab 01.03.2022 beträgt Ihre monatliche Rate 1.658,00 EUR.
31.01.2022  31.01.2022  Zinsen                                            -989,05      -370.275,05
                         Zinsen 01.01.2022 - 31.01.2022 3,20 % p.a.
12.04.2022  12.04.2022  Sondertilgung                                   +2.500,00      -367.775,05
                         Jonas Beispiel
                         Sondertilgung 2022 Darlehen 1698253474
                         IBAN DE25 9802 6770 9637 6100 28`,
		want: []string{
			"30.01.2022|30.01.2022||Zahlungseingang Rate|Rate 01/2022 per Lastschrift|1.608,00",
			"31.01.2022|31.01.2022||Zinsen|Zinsen 01.01.2022 - 31.01.2022 3,20 % p.a.|-989,05",
			"12.04.2022|12.04.2022|Jonas Beispiel|Sondertilgung|Sondertilgung 2022 Darlehen 1698253474|2.500,00",
		},
	}, {
		name: "text beside the type",
		text: head + `30.01.2022  30.01.2022  Zahlungseingang Rate   Rate 01/2022 per Lastschrift            +1.608,00      -369.286,00
31.01.2022  31.01.2022  Zinsen      Zinsen 01.01.2022 - 31.01.2022 3,20 % p.a.          -989,05      -370.275,05`,
		want: []string{
			"30.01.2022|30.01.2022||Zahlungseingang Rate|Rate 01/2022 per Lastschrift|1.608,00",
			"31.01.2022|31.01.2022||Zinsen|Zinsen 01.01.2022 - 31.01.2022 3,20 % p.a.|-989,05",
		},
	}})
}
