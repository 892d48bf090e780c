package statement

import "testing"

// Rules added in session 9 for the hf-* batch (sealed20) in the row
// format of the hz-* cases: "date|value|party|type|purpose|amount".

// profiHead is a business program's Umsatzliste with an IBAN / BIC column
// between the name and the purpose, a category column and a currency
// column.
const profiHead = `Umsatzliste                                                                                        Profi cash
Konto DE45 5019 0000 0696 2418 46 · Geschäftskonto · BIC FFVBDEFFXXX
Zeitraum 01.12.2024 bis 31.12.2024
Buchungstag Valuta      Auftraggeber / Empfänger            IBAN / BIC               Verwendungszweck                     Kategorie       Kst.            Betrag  Whg.         Saldo
                        Anfangssaldo 30.11.2024                                                                                                                            10.451,00
`

// TestS9AccountColumnBetweenText: the IBAN / BIC column between the name
// and the purpose is the booking's IBAN; its BIC under the IBAN is no
// part of the name, and the type line under the name is the booking text
// (ibancol.go).
func TestS9AccountColumnBetweenText(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "BIC beside the type under the name",
		text: profiHead + `02.12.2024  02.12.2024  Stripe Technology Europe            DE52399661330269308621   Auszahlung 02.12.2024 Payout 4955    Umsatzerlöse    400             711,83  EUR      11.162,83
                        Ltd                                 VBMHDE5FXXX
                        Gutschrift`,
		want: []string{"02.12.2024|02.12.2024|Stripe Technology Europe Ltd|Gutschrift|Auszahlung 02.12.2024 Payout 4955|711,83"},
	}})
}

// TestS9CompoundTypeCell: a type written as a compound of qualifiers and
// a listed type ("Echtzeit-Gutschrift", "SEPA-Firmenlastschrift") under
// the name is the type; a cell holding only a type ("Bareinzahlung") has
// no counterparty (typecompound.go).
func TestS9CompoundTypeCell(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "compound type under the name",
		text: profiHead + `10.12.2024  10.12.2024  Thomas Weber                        DE63748250505569097264   Schlussrechnung 350552               Umsatzerlöse    200             187,09  EUR      10.638,09
                        Echtzeit-Gutschrift                 GENODEF1MIB`,
		want: []string{"10.12.2024|10.12.2024|Thomas Weber|Echtzeit-Gutschrift|Schlussrechnung 350552|187,09"},
	}, {
		name: "a type alone in the name cell",
		text: profiHead + `09.12.2024  09.12.2024  Bareinzahlung                                                Einzahlung Filiale Beleg 126758      Geldtransit     300             600,00  EUR      11.051,00`,
		want: []string{"09.12.2024|09.12.2024||Bareinzahlung|Einzahlung Filiale Beleg 126758|600,00"},
	}})
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"sepa-firmenlastschrift", true},
		{"echtzeit-gutschrift", true},
		{"sepa-echtzeit-gutschrift", true},
		{"müller-gutschrift", false},
		{"sepa-müller", false},
	} {
		if got := compoundType(tc.w); got != tc.want {
			t.Errorf("compoundType(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}

// TestS9SplitParts: the parts of a split booking under it, each with its
// part amount under the booking's amount, are no purpose when they make
// the booking's amount; rows whose amounts do not add up stay text
// (splitrows.go).
func TestS9SplitParts(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "two parts making the amount",
		text: profiHead + `04.12.2024  04.12.2024  Farbenhaus Schulte GmbH             DE89873913084837731198   Rechnung 145925 Kundennr. 70099      Splitbuchung                 -4.617,64  EUR       5.833,36
                        Echtzeitüberweisung                 VBMHDE5FXXX
                                                                                     Split 1/2                            Fremdleistungen 400          -2.955,28
                                                                                     Split 2/2                            Material        200          -1.662,36`,
		want: []string{"04.12.2024|04.12.2024|Farbenhaus Schulte GmbH|Echtzeitüberweisung|Rechnung 145925 Kundennr. 70099|-4.617,64"},
	}, {
		name: "rows that do not add up stay",
		text: profiHead + `04.12.2024  04.12.2024  Farbenhaus Schulte GmbH             DE89873913084837731198   Rechnung 145925 Kundennr. 70099      Splitbuchung                 -4.617,64  EUR       5.833,36
                        Echtzeitüberweisung                 VBMHDE5FXXX
                                                                                     Split 1/2                            Fremdleistungen 400          -2.955,28
                                                                                     Split 2/2                            Material        200          -1.000,00`,
		want: []string{"04.12.2024|04.12.2024|Farbenhaus Schulte GmbH|Echtzeitüberweisung|Rechnung 145925 Kundennr. 70099 Split 1/2 Fremdleistungen 400 -2.955,28 Split 2/2 Material 200 -1.000,00|-4.617,64"},
	}})
}

// TestS9SecurityNoParty: a description naming a security by its ISIN is
// the purpose, not a counterparty, under a type that names no payee by
// itself ("Kauf") (securityparty.go).
func TestS9SecurityNoParty(t *testing.T) {
	const head = `Scalable Capital                                         Kontoauszug Verrechnungskonto
Max Mustermann                                           IBAN DE54 7003 3100 9064 1091 57
Datum       Valuta      Vorgang      Beschreibung                                                    Betrag EUR     Saldo EUR
                                     Anfangssaldo                                                                    2.386,30
`
	runHZCases(t, []hzCase{{
		name: "a trade",
		text: head + `07.04.2023  09.04.2023  Kauf         iShares Core EURO STOXX 50 UCITS ETF ISIN IE0008471009 9 Stk.    -1.685,34      700,96
                                     zu 187,15 EUR Ausführungsplatz gettex Order 9742391`,
		want: []string{"07.04.2023|09.04.2023||Kauf|iShares Core EURO STOXX 50 UCITS ETF ISIN IE0008471009 9 Stk. zu 187,15 EUR Ausführungsplatz gettex Order 9742391|-1.685,34"},
	}, {
		name: "a deposit keeps its payer",
		text: head + `04.04.2023  04.04.2023  Einzahlung   Max Mustermann                                                     700,00    3.086,30
                                     Sparen 04/2023`,
		want: []string{"04.04.2023|04.04.2023|Max Mustermann|Einzahlung|Sparen 04/2023|700,00"},
	}})
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"SAP SE ISIN DE0007164600 20 Stk. zu 275,97 EUR", true},
		{"Allianz SE DE0008404005 5 Stk.", true},
		{"Allianz SE DE0008404005", false},              // neither label nor shares
		{"Muster GmbH ISIN DE0008404006 5 Stk.", false}, // check digit fails
	} {
		if got := securityText(tc.s); got != tc.want {
			t.Errorf("securityText(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

// TestS9CutWidth: a document whose name and purpose are printed in pieces
// cut at a fixed number of characters (27) continues a name while its
// pieces fill the width and rejoins pieces cut inside a word; without
// such cuts nothing changes (cutwidth.go).
func TestS9CutWidth(t *testing.T) {
	const head = `Berliner Sparkasse                                                     Kontoauszug 3/2024
Anna Köhler                                                  IBAN DE87 1005 0000 4289 2906 67
Buchungstag Wert        Vorgang / Buchungsinformationen                          Betrag EUR
                        Kontostand am 29.02.2024                                   2.804,37
`
	runHZCases(t, []hzCase{{
		name: "pieces of 27 characters",
		text: head + `04.03.2024  04.03.2024  Lastschrift                                                  -23,62
                        PayPal Europe S.a.r.l. et C
                        ie S.C.A
                        PP.813566.PP Ihr Einkauf be
                        i März
                        EREF: F758C601EA79
04.03.2024  04.03.2024  Überweisung                                                 -141,65
                        Landeshauptkasse Berlin Bez
                        irksamt Pankow
                        Kassenzeichen 717139 Hundes
                        teuer 2024
05.03.2024  05.03.2024  Lastschrift                                                  -98,83
                        Amazon Payments Europe S.C.
                        A.
                        Bestellung 694867 AMZN Mktp
                        DE März`,
		want: []string{
			"04.03.2024|04.03.2024|PayPal Europe S.a.r.l. et Cie S.C.A|Lastschrift|PP.813566.PP Ihr Einkauf bei März|-23,62",
			"04.03.2024|04.03.2024|Landeshauptkasse Berlin Bezirksamt Pankow|Überweisung|Kassenzeichen 717139 Hundesteuer 2024|-141,65",
			"05.03.2024|05.03.2024|Amazon Payments Europe S.C.A.|Lastschrift|Bestellung 694867 AMZN Mktp DE März|-98,83",
		},
	}, {
		name: "word-wrapped lines of any length stay",
		text: head + `04.03.2024  04.03.2024  Lastschrift                                                  -23,62
                        Stadtwerke Musterstadt GmbH
                        Abschlag Strom Wohnung
                        und Garage März
04.03.2024  04.03.2024  Überweisung                                                 -141,65
                        Landeshauptkasse Berlin
                        Kassenzeichen 717139 Steuer
                        für Hund 2024`,
		want: []string{
			"04.03.2024|04.03.2024|Stadtwerke Musterstadt GmbH|Lastschrift|Abschlag Strom Wohnung und Garage März|-23,62",
			"04.03.2024|04.03.2024|Landeshauptkasse Berlin|Überweisung|Kassenzeichen 717139 Steuer für Hund 2024|-141,65",
		},
	}})
	for _, tc := range []struct{ a, b, want string }{
		{"PayPal Europe S.a.r.l. et C", "ie S.C.A", "PayPal Europe S.a.r.l. et Cie S.C.A"},
		{"Vattenfall Europe Sales Gmb", "H", "Vattenfall Europe Sales GmbH"},
		{"Kundennr. 341", "4762", "Kundennr. 3414762"},
		{"Beitrag Kfz-Versicherung VS", "-Nr. 125408", "Beitrag Kfz-Versicherung VS-Nr. 125408"},
		{"Deutsche Rentenversicherung", "Bund", "Deutsche Rentenversicherung Bund"},
	} {
		if got := joinCut(tc.a, tc.b); got != tc.want {
			t.Errorf("joinCut(%q, %q) = %q, want %q", tc.a, tc.b, got, tc.want)
		}
	}
}
