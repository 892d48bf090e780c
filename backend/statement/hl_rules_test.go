package statement

import (
	"context"
	"testing"
)

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

// TestDailyStatementHeadings: daily statements (Tagesauszüge) in one PDF,
// each headed "Kontoauszug Nr. … vom …" with its own old and new balance,
// are one account: the heading names a statement, not an account
// section, so the statement reconciles from the first old balance to the
// last new one, in one table.
func TestDailyStatementHeadings(t *testing.T) {
	text := `Haspa                                                        Hamburger Sparkasse
Muster Bau GmbH                                  Kontoauszüge Geschäftskonto
Industriestraße 12                               Konto 1234567890
20095 Hamburg                                    IBAN DE92 2005 0550 0452 3593 31
Bu-Tag   Wert     Vorgang                                              Umsatz EUR
Kontoauszug Nr. 17/2023 vom 02.02.2023                                    Blatt 1
                  alter Kontostand vom 31.01.2023                       -6.487,34
02.02.    01.02.  Debit Mastercard                                        -374,08
                  Shell Station
                  SHELL STATION HAMBURG Terminal 65356681
                  neuer Kontostand vom 02.02.2023                       -6.861,42
Kontoauszug Nr. 18/2023 vom 04.02.2023                                    Blatt 1
                  alter Kontostand vom 02.02.2023                       -6.861,42
04.02.    04.02.  Gutschrift                                            +3.632,89
                  Wohnbau Süd eG
                  RE-2023-0217 vom 17.01.2023
                  neuer Kontostand vom 04.02.2023                       -3.228,53
Kontoauszug Nr. 19/2023 vom 05.02.2023                                    Blatt 1
                  alter Kontostand vom 04.02.2023                       -3.228,53
05.02.    05.02.  Überweisung                                             -549,81
                  Hotel Ibis
                  Rechnung 4664
                  neuer Kontostand vom 05.02.2023                       -3.778,34`
	res, err := Extract(context.Background(), geoDoc(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tables) != 1 || len(res.Transactions) != 3 {
		t.Errorf("%d tables, %d bookings; want 1 table of 3", len(res.Tables), len(res.Transactions))
	}
	rc := res.Info.Reconciliation
	if rc.Status != StatusOK || res.Info.OpeningBalance != "-6.487,34" || res.Info.ClosingBalance != "-3.778,34" {
		t.Errorf("reconciliation %s (%s), opening %s closing %s; want ok from -6.487,34 to -3.778,34", rc.Status, rc.Detail, res.Info.OpeningBalance, res.Info.ClosingBalance)
	}
}

// TestStatementHeadingLabel: the heading words are dropped before the
// account test; a label that still names an account stays a section.
func TestStatementHeadingLabel(t *testing.T) {
	for _, tc := range []struct {
		label string
		want  bool
	}{
		{"Kontoauszug Nr.", true},
		{"Tagesauszug Nr.", true},
		{"Kontoauszug Tagesgeld", false},
		{"Kontoauszug Girokonto", false},
		{"Tagesgeld PLUS-Konto", false},
		{"Visa-Karte", false},
	} {
		if got := statementHeading(tc.label); got != tc.want {
			t.Errorf("statementHeading(%q) = %v, want %v", tc.label, got, tc.want)
		}
	}
}

// TestTypedFirstLine: an app bank's own posting prints its text bold on
// the first line and the type under it; the first line starting with a
// type word ("Zinsgutschrift") is the purpose, the type line the type.
func TestTypedFirstLine(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "interest under its monthly text",
		text: `Klarna.                                                      Kontoauszug Februar 2024
Erika Musterfrau                                 Klarna Konto
Hauptstraße 7                                    IBAN DE47 1001 0123 4567 8901 23
Startsaldo am 01.02.2024          +100,00 €
Endsaldo am 29.02.2024             +63,41 €
Datum              Beschreibung                                         Betrag
03.02.2024 14:22   REWE Markt                                          -45,00 €
                   Kartenzahlung
                   Berlin, DE
29.02.2024 07:13   Zinsgutschrift Februar 2024                          +8,41 €
                   Zinsen`,
		want: []string{
			"03.02.2024||REWE Markt|Kartenzahlung||-45,00",
			"29.02.2024|||Zinsen|Zinsgutschrift Februar 2024|8,41",
		},
		status: StatusOK,
	}})
}

// TestOwnTransferLine: a transfer between the holder's main account and a
// pocket ("Umbuchung" in the name's place, "Hauptkonto an Pocket Urlaub"
// under it) names no payee: the line is the purpose.
func TestOwnTransferLine(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "pocket transfers",
		text: `C24                                                             Kontoauszug September 2023
Erika Musterfrau
Hauptstraße 7                         Smartkonto · IBAN DE27 7002 0300 5556 9329 24
12345 Göttingen                       BIC DEFFDEFFXXX
                                      Kontostand am 31.08.2023           2.420,41 EUR
                                      Kontostand am 30.09.2023           1.530,03 EUR
Datum        Umsatz                                                       Betrag
01.09.2023   Grünwald Immobilien GmbH                                  -465,38 EUR
             Überweisung · Wertstellung 01.09.2023
             Rechnung 466953
15.09.2023   Umbuchung                                                 -475,00 EUR
             Wertstellung 15.09.2023
             Hauptkonto an Pocket Geschenke
17.09.2023   Umbuchung                                                   50,00 EUR
             Wertstellung 17.09.2023
             Pocket Notgroschen an Hauptkonto`,
		want: []string{
			"01.09.2023|01.09.2023|Grünwald Immobilien GmbH|Überweisung|Rechnung 466953|-465,38", // the value date beside the type: typeField (hj-*)
			"15.09.2023|15.09.2023||Umbuchung|Hauptkonto an Pocket Geschenke|-475,00",
			"17.09.2023|17.09.2023||Umbuchung|Pocket Notgroschen an Hauptkonto|50,00",
		},
		status: StatusOK,
	}})
}
