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

// TestNameBesideIBAN: Sparda-Banks print type, remittance text, then the
// counterparty with its IBAN beside it on the block's last line: the name
// is the one beside the IBAN, the name-like line above it the purpose. A
// labelled line ("Empfänger: … IBAN …") and blocks naming the payee first
// without an IBAN stay as they were.
func TestNameBesideIBAN(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "sparda-style block, name and IBAN last",
		text: `Kontoauszug Nr. 7/2024
IBAN DE64 3706 0590 6002 0348 40
Auszugszeitraum 01.07.2024 bis 31.07.2024
Buch.-Tag  Wert-Tag  Erläuterung                                               Betrag EUR
                     Kontostand am 30.06.2024                                  2.334,40 +
01.07.     01.07.    Lohn/Gehalt                                               3.431,43 +
                     Gehalt Juli 2024 Personalnr. 643176
                     Stadtverwaltung Musterstadt       IBAN DE38 4483 6264 8696 1062 47
03.07.     01.07.    Kartenzahlung                                                66,12 -
                     2024-07-03T08:33 Debitk.3 2026-10
                     REWE Markt GmbH
10.07.     08.07.    Echtzeitüberweisung                                         712,61 -
                     Taschengeld
                     Sabine Fischer                    IBAN DE21 8345 8098 0199 7220 69
                     Neuer Kontostand am 31.07.2024                            4.987,10 +`,
		want: []string{
			"01.07.2024|01.07.2024|Stadtverwaltung Musterstadt|Lohn/Gehalt|Gehalt Juli 2024 Personalnr. 643176|3.431,43",
			"03.07.2024|01.07.2024|REWE Markt GmbH|Kartenzahlung|2024-07-03T08:33 Debitk.3 2026-10|-66,12",
			"10.07.2024|08.07.2024|Sabine Fischer|Echtzeitüberweisung|Taschengeld|-712,61",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		lines []string
		name  string
		k     int
	}{
		{[]string{"Taschengeld", "Sabine Fischer IBAN DE21 8345 8098 0199 7220 69"}, "Sabine Fischer", 1},
		{[]string{"Miete", "Sabine Fischer IBAN: DE21834580980199722069 BIC: GENODEF1S01"}, "Sabine Fischer", 1},
		// Labelled, a booking type, no name, or the account's own IBAN.
		{[]string{"Empfänger: Sabine Fischer IBAN DE21 8345 8098 0199 7220 69"}, "", -1},
		{[]string{"Gutschrift IBAN DE21 8345 8098 0199 7220 69"}, "", -1},
		{[]string{"Referenzkonto IBAN DE21 8345 8098 0199 7220 69"}, "", -1},
		{[]string{"Beitragsnummer 792896", "Rundfunk ARD, ZDF, DRadio IBAN DE21 8345 8O98 Ol99 7220 69"}, "Rundfunk ARD, ZDF, DRadio", 1}, // OCR'd O and l
		{[]string{"IBAN DE21 8345 8098 0199 7220 69"}, "", -1},
		{[]string{"Umbuchung IBAN DE89 3704 0044 0532 0130 00"}, "", -1},
		{[]string{"Sabine Fischer IBAN DE21 8345 8098 0199 7220 68"}, "", -1}, // check digits fail
	} {
		name, _, k := nameBesideIBAN(tc.lines, "DE89370400440532013000")
		if name != tc.name || k != tc.k {
			t.Errorf("%q: got %q at %d, want %q at %d", tc.lines, name, k, tc.name, tc.k)
		}
	}
}

// TestPartyHeadingPair: a budgeting app heads its name column "Empfänger /
// Auftraggeber" (two words for the counterparty, split by a slash) beside
// "Verwendungszweck": the two cells wrap independently and keep their own
// words; a "Vorgang / Empfänger" stack stays one cell.
func TestPartyHeadingPair(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "household book export",
		text: `Haushaltsbuch
Konto: Girokonto · DE89 3704 0044 0532 0130 00
Zeitraum: 01.03.2024 – 31.03.2024
Startsaldo: 100,00 €             Endsaldo: 4.168,24 €
Datum        Kategorie      Empfänger / Auftraggeber    Verwendungszweck                      Betrag
Mi 20.03.24  Gehalt         Pflegedienst                Gehalt März 2024 Personalnr.      4.201,87 €
                            Sonnenschein                385101
Mo 18.03.24  Shopping       Amazon Payments Europe      Bestellung 129147 AMZN Mktp DE     -133,63 €
                            S.C.A.                      März`,
		want: []string{
			"20.03.2024||Pflegedienst Sonnenschein||Gehalt März 2024 Personalnr. 385101|4.201,87",
			"18.03.2024||Amazon Payments Europe S.C.A.||Bestellung 129147 AMZN Mktp DE März|-133,63",
		},
	}})
	for _, tc := range []struct {
		party bool
		next  string
		want  bool
	}{
		{true, "Auftraggeber", true},
		{true, "Zahlungspflichtiger", true},
		{true, "Verwendungszweck", false},
		{false, "Empfänger", false}, // "Vorgang / Empfänger"
	} {
		if got := partyPair(tc.party, tc.next); got != tc.want {
			t.Errorf("partyPair(%v, %q) = %v, want %v", tc.party, tc.next, got, tc.want)
		}
	}
}

// TestTextCellEdges: in an app export with a category column before the
// name and purpose columns, a short first word at the left edge of the
// name cell ("Lidl") belongs to the name, not to the category; a name
// that the text layer glued to the purpose across the cell border
// ("GmbHGehalt") is split at the border.
func TestTextCellEdges(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "household book export",
		text: `Haushaltsbuch
Konto: Girokonto · DE89 3704 0044 0532 0130 00
Zeitraum: 01.10.2025 – 31.10.2025
Startsaldo: 100,00 €             Endsaldo: 2.154,86 €
Datum              Kategorie     Empfänger / Auftraggeber Verwendungszweck                        Betrag
Mi 08.10.25        Lebensmittel  Lidl sagt Danke          2025-10-08T09:32 Debitk.2            -144,31 €
Mi 01.10.25        Gehalt        Muster Maschinenbau GmbHGehalt Oktober 2025                  2.199,17 €
                                                          Personalnr. 673035`,
		want: []string{
			"08.10.2025||Lidl sagt Danke||2025-10-08T09:32 Debitk.2|-144,31",
			"01.10.2025||Muster Maschinenbau GmbH||Gehalt Oktober 2025 Personalnr. 673035|2.199,17",
		},
		status: "ok",
	}})
	pc := column{role: roleText, x0: 100, x1: 200, party: true}
	tc := column{role: roleText, x0: 200, x1: 300}
	for _, tc2 := range []struct {
		text   string
		x0     float64
		a, b   string
		wantOK bool
	}{
		{"GmbHGehalt", 180, "GmbH", "Gehalt", true},
		{"Kraftwerk123456", 155, "Kraftwerk", "123456", true},
		{"VERSICHERUNGSGESELLSCHAFT", 100, "", "", false}, // all capitals: one word
		{"Gehalt", 204, "", "", false},                    // starts in the purpose cell
		{"Sonnenschein", 150, "", "", false},              // ends before the border
	} {
		n := float64(len([]rune(tc2.text)))
		tk := token{text: tc2.text, x0: tc2.x0, x1: tc2.x0 + 5*n}
		a, b, ok := gluedCells(tk, pc, tc, 5)
		if ok != tc2.wantOK || a != tc2.a || b != tc2.b {
			t.Errorf("%q: got %q|%q %v, want %q|%q %v", tc2.text, a, b, ok, tc2.a, tc2.b, tc2.wantOK)
		}
	}
}

// TestCourtInBookingText: a payment of court costs names the Amtsgericht
// in its remittance text; that line continues the booking. The bank's
// footer naming its register court ("Amtsgericht … HRB …") still ends it.
func TestCourtInBookingText(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "probate court costs",
		text: `Kontoauszug 3/2023                01.07.2023 - 30.09.2023
Nachlasskonto DE23 6205 0000 8190 1493 18
Buchungstag  Erläuterung                                           Betrag EUR
             Kontostand am 30.06.2023                               1.000,00
07.09.2023   Überweisung                                              -553,33
             Landeshauptkasse
             Amtsgericht Kassel Nachlasssache 19 VI 672/23 Kosten
             Erbschein
30.09.2023   Entgelt                                                   -10,50
             Kontoführung 3. Quartal 2023
             Kontostand am 30.09.2023                                 436,17


Kreissparkasse Heilbronn · Amtsgericht Kassel HRB 12345`,
		want: []string{
			"07.09.2023||Landeshauptkasse|Überweisung|Amtsgericht Kassel Nachlasssache 19 VI 672/23 Kosten Erbschein|-553,33",
			"30.09.2023|||Entgelt|Kontoführung 3. Quartal 2023|-10,50",
		},
		status: "ok",
	}, {
		// The register court line right under a booking is footer text.
		name: "register court under the last booking",
		text: `Kontoauszug 3/2023                01.07.2023 - 30.09.2023
Nachlasskonto DE23 6205 0000 8190 1493 18
Buchungstag  Erläuterung                                           Betrag EUR
             Kontostand am 30.06.2023                               1.000,00
30.09.2023   Entgelt                                                   -10,50
             Kontoführung 3. Quartal 2023
             Amtsgericht Kassel HRB 12345
             Kontostand am 30.09.2023                                 989,50`,
		want: []string{
			"30.09.2023|||Entgelt|Kontoführung 3. Quartal 2023|-10,50",
		},
		status: "ok",
	}})
}

// TestValueDateBesideIBAN: Sparkassen print the counterparty's IBAN and
// the value date on the block's last line ("IBAN … Wert: 01.07.2023"):
// the date is the value date, the IBAN the account field, neither purpose.
func TestValueDateBesideIBAN(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "nachlasskonto block",
		text: `Kontoauszug 3/2023                01.07.2023 - 30.09.2023
Nachlasskonto DE23 6205 0000 8190 1493 18
Buchungstag  Erläuterung                                           Betrag EUR
             Kontostand am 30.06.2023                               1.000,00
12.07.2023   Gutschrift                                             5.188,33
             Ideal Lebensversicherung a.G.
             Sterbegeldversicherung VS-Nr. 762504 Auszahlung
             IBAN DE90 2004 1111 7435 5979 32        Wert: 11.07.2023
30.09.2023   Entgelt                                                   -10,50
             Kontoführung 3. Quartal 2023
             Wert: 30.09.2023
             Kontostand am 30.09.2023                               6.177,83`,
		want: []string{
			"12.07.2023|11.07.2023|Ideal Lebensversicherung a.G.|Gutschrift|Sterbegeldversicherung VS-Nr. 762504 Auszahlung|5.188,33",
			"30.09.2023|30.09.2023||Entgelt|Kontoführung 3. Quartal 2023|-10,50",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"IBAN DE90 2004 1111 7435 5979 32 Wert: 11.07.2023", []string{"IBAN DE90 2004 1111 7435 5979 32", "Wert: 11.07.2023"}},
		{"Mandat M-1 Valuta 11.07.", []string{"Mandat M-1", "Valuta 11.07."}},
		// "Wert" without its colon may be a word of the purpose.
		{"Gutschein im Wert 11.07.2023", []string{"Gutschein im Wert 11.07.2023"}},
	} {
		got := splitValueField([]string{tc.in})
		if len(got) != len(tc.want) || got[0] != tc.want[0] || len(got) > 1 && got[1] != tc.want[1] {
			t.Errorf("%q: got %q, want %q", tc.in, got, tc.want)
		}
	}
}
