package statement

import (
	"context"
	"strings"
	"testing"

	"papierkram/backend/document"
)

// hzCase is one small statement of the rules added for the fourth batch of
// held-out layouts (hz-*): every row compared as
// "date|value|party|text|purpose|amount", and the reconciliation status
// when given.
type hzCase struct {
	name   string
	text   string
	want   []string
	status string
}

func runHZCases(t *testing.T, tests []hzCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract(context.Background(), geoDoc(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			got := rowsOf(res.Transactions)
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if tc.status != "" && res.Info.Reconciliation.Status != tc.status {
				t.Errorf("reconciliation %s (%s), want %s", res.Info.Reconciliation.Status, res.Info.Reconciliation.Detail, tc.status)
			}
		})
	}
}

// TestYearlessWrittenDates: a day and a month name without a year ("04
// MRZ", "27. Oktober") at the start of a row is a year-less date, its year
// taken from the period (December and January across the turn of the
// year); inside the text it stays words. A "Kaufdatum" column is the
// receipt (value) date; "Saldo der letzten Abrechnung" opens.
func TestYearlessWrittenDates(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "card statement across the turn of the year",
		text: `Kreditkartenabrechnung   Abrechnungszeitraum 21.12.2024 bis 20.01.2025
Referenzkonto DE82 5005 0201 2110 0077 52
Kaufdatum  Buchung   Beschreibung                             Betrag
                     Saldo der letzten Abrechnung        EUR -100,00
20 DEZ     22 DEZ    LIDL SAGT DANKE                      EUR -19,26
28 DEZ     29 DEZ    HOTEL ADLER                          EUR 100,00
02 JAN     03 JAN    MEDIAMARKT                           EUR 38,05
                     Bestellung 4711
03 JAN     04 JAN    Abo 12 Mai Zeitschrift               EUR -5,00
                     Neuer Saldo                         EUR 13,79`,
		want: []string{
			"22.12.2024|20.12.2024|LIDL SAGT DANKE|||-19,26",
			"29.12.2024|28.12.2024|HOTEL ADLER|||100,00",
			"03.01.2025|02.01.2025|MEDIAMARKT||Bestellung 4711|38,05",
			"04.01.2025|03.01.2025|Abo 12 Mai Zeitschrift|||-5,00",
		},
		status: StatusOK,
	}})
}

// TestDayHeadings: an app export, newest first, under day headings
// "Heute" and "Gestern" (counted from the export date) and "Montag, 27.
// Oktober" without a year; "Aktueller Kontostand" is the closing balance.
func TestDayHeadings(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Heute, Gestern, weekday without year",
		text: `Umsätze
Hauptkonto DE60 3704 0044 6446 8964 00
Exportiert am 13.11.2025 um 20:32 Uhr
Kontostand am 27.09.2025                        1.000,00 €
Aktueller Kontostand                              961,51 €
Heute
  Rossmann Filiale                               -90,01 €
  Drogerie
Gestern
  Stadtverwaltung Kassel                        +100,00 €
  Rechnung 12
Montag, 27. Oktober
  Apotheke am Markt                              -48,48 €`,
		want: []string{
			"13.11.2025||Rossmann Filiale||Drogerie|-90,01",
			"12.11.2025||Stadtverwaltung Kassel||Rechnung 12|100,00",
			"27.10.2025||Apotheke am Markt|||-48,48",
		},
		status: StatusOK,
	}})
}

// TestValueDateAfterAmount: a date between the amount and the running
// balance is the value date, and the running balance with its explicit
// sign ("+2.666,68") is not the amount.
func TestValueDateAfterAmount(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "amount, value date, signed balance",
		text: `Kontoumsätze  Konto DE88 3005 0110 5239 7827 51   Zeitraum 1.3.2025 – 31.3.2025
Buchungstag Empfänger/Auftraggeber Verwendungszweck        Betrag EUR Valuta        Saldo EUR
            Saldo alt                                                 28.2.2025     +2.770,60
3.3.2025    Apotheke am Markt      Rezept 4711                -103,92 3.3.2025      +2.666,68
9.3.2025    Stadtverwaltung        Gehalt März                 500,00 8.3.2025      +3.166,68
            Saldo neu                                                 31.3.2025     +3.166,68`,
		want: []string{
			"03.03.2025|03.03.2025|Apotheke am Markt||Rezept 4711|-103,92",
			"09.03.2025|08.03.2025|Stadtverwaltung||Gehalt März|500,00",
		},
		status: StatusOK,
	}})
}

// TestChainColumns: money columns under headings no rule knows (a wallet's
// Brutto, Gebühr, Netto, Guthaben) are told apart by arithmetic: the
// running balance is the column that moves by the amount from row to row,
// and the net amount (gross less fee) is the one that moves it. A list
// printed newest first chains backwards. Rows whose numbers do not chain
// keep the ordinary reading.
func TestChainColumns(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "gross, fee, net, balance: oldest first",
		text: `Kontoauszug  01.03.2024 - 31.03.2024
Datum      Beschreibung             Brutto   Gebühr    Netto  Guthaben
01.03.2024 Zahlung erhalten M. Weber 151,87    0,00   151,87    528,10
02.03.2024 Website-Zahlung Zalando   -58,68    0,00   -58,68    469,42
02.03.2024 Zahlung für Waren T. Kurz 135,38   -3,72   131,66    601,08
03.03.2024 Express-Zahlung Tchibo    -39,80    0,00   -39,80    561,28`,
		want: []string{
			"01.03.2024||Zahlung erhalten M. Weber|||151,87",
			"02.03.2024||Website-Zahlung Zalando|||-58,68",
			"02.03.2024||Zahlung für Waren T. Kurz|||131,66",
			"03.03.2024||Express-Zahlung Tchibo|||-39,80",
		},
	}, {
		name: "amount and balance, newest first, no signs",
		text: `Umsätze  01.03.2024 - 31.03.2024
Datum      Vorgang                            
05.03.2024 Miete Hausverwaltung            800,00     1.200,00
04.03.2024 Muster GmbH                   1.500,00     2.000,00
02.03.2024 Strom Stadtwerke                 50,00       500,00
01.03.2024 Bäckerei Krume                   10,00       550,00`,
		want: []string{
			"05.03.2024||Miete Hausverwaltung|||-800,00",
			"04.03.2024||Muster GmbH|||1.500,00",
			"02.03.2024||Strom Stadtwerke|||-50,00",
			"01.03.2024||Bäckerei Krume|||-10,00",
		},
	}, {
		name: "no chain: foreign amount and amount stay as read",
		text: `Kontoauszug  01.03.2024 - 31.03.2024
Datum      Beschreibung                         Betrag
01.03.2024 HOTEL LONDON               87,00     -101,75
02.03.2024 PUB LONDON                 20,00      -23,40
03.03.2024 TAXI LONDON                15,00      -17,55`,
		want: []string{
			"01.03.2024||HOTEL LONDON 87,00|||-101,75",
			"02.03.2024||PUB LONDON 20,00|||-23,40",
			"03.03.2024||TAXI LONDON 15,00|||-17,55",
		},
	}})
}

// TestGluedMonthTwoLineDate: "04 März" over "2025" on the next line is
// one date, also when the text layer glued the month to the next
// column's word ("DezemberHandel").
func TestGluedMonthTwoLineDate(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "month glued to the type column, year below",
		text: `Kontoübersicht Verrechnungskonto  IBAN DE50 3005 0110 4619 9188 06   01.12.2023 - 31.12.2023
DATUM      BESCHREIBUNG                                Betrag        Saldo
                                   Anfangssaldo                     100,00
01 DezemberMiete Hausverwaltung                       -50,00 €     50,00 €
2023       Wohnung 3
04 Dezember Bäckerei Krume                            -10,00 €     40,00 €
2023       Brötchen
                                   Endsaldo                          40,00`,
		want: []string{
			"01.12.2023||Miete Hausverwaltung||Wohnung 3|-50,00",
			"04.12.2023||Bäckerei Krume||Brötchen|-10,00",
		},
		status: StatusOK,
	}})
}

// TestJoinedTextHeadings: "Vorgang / Empfänger / Verwendungszweck" is one
// column whose cell stacks type, name and purpose; it is not split into a
// name and a purpose column side by side.
func TestJoinedTextHeadings(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "one stacked text column",
		text: `Kontoauszug Nr. 8/2023   IBAN DE40 7016 9614 2469 3759 69
Buchungstag Wert   Vorgang / Empfänger / Verwendungszweck             Betrag
                   Kontostand am 31.07.2023                          1.000,00
05.08.2023  05.08. Dauerauftrag                                       -823,11
                   Sabine Fischer
                  Nebenkosten August Whg. 3
                   IBAN DE03 5730 5377 6920 8267 21
                   Kontostand am 31.08.2023                            176,89`,
		want: []string{
			"05.08.2023|05.08.2023|Sabine Fischer|Dauerauftrag|Nebenkosten August Whg. 3|-823,11",
		},
		status: StatusOK,
	}})
}

// TestTypeFields: a booking type printed as a field of its own is the
// booking text, not purpose — right-aligned under the amount at the end of
// the purpose line (app export), or beside the IBAN ("Gutschrift · IBAN
// …"); a page's "Seitensumme" ends the booking above it and is no text.
func TestTypeFields(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "type right-aligned under the amount",
		text: `Umsätze   Zeitraum: 01.11.2025 – 13.11.2025
Hauptkonto DE60 3704 0044 6446 8964 00
Kontostand am 31.10.2025                                  1.000,00 €
Heute
  Rossmann Filiale                                         -90,01 €
  2025-10-27T18:28 Debitk.2                           Kartenzahlung
  Stadtverwaltung Kassel                                 +4.446,34 €
  Gehalt September 2025 Personalnr. 604760               Gutschrift`,
		want: []string{
			"13.11.2025||Rossmann Filiale|Kartenzahlung|2025-10-27T18:28 Debitk.2|-90,01",
			"13.11.2025||Stadtverwaltung Kassel|Gutschrift|Gehalt September 2025 Personalnr. 604760|4.446,34",
		},
	}, {
		name: "type beside the IBAN, page sum",
		text: `Kontoauszug 12/2024   IBAN DE57 8451 8954 9663 7944 97
Buchung    Valuta     Empfänger/Zahlungspflichtiger · Verwendungszweck        Betrag EUR
24.12.2024 24.12.2024 Pflegedienst Sonnenschein                                 1.833,78
                      Gehalt Dezember 2024 Personalnr. 883271
                      Gutschrift · IBAN DE67 8460 5282 8320 7703 42
                      Seitensumme Blatt 1                                       1.833,78`,
		want: []string{
			"24.12.2024|24.12.2024|Pflegedienst Sonnenschein|Gutschrift|Gehalt Dezember 2024 Personalnr. 883271|1.833,78",
		},
	}})
}

// TestTypeColumn: a header's "Typ" column names the booking; the words
// under the description column are the payee, or the purpose when the
// type has no payee (trade, income, taxes, interest).
func TestTypeColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "type column beside the description",
		text: `Kontoübersicht Verrechnungskonto  IBAN DE50 3005 0110 4619 9188 06   01.06.2023 - 30.06.2023
DATUM       TYP          BESCHREIBUNG                            Betrag         Saldo
                         Anfangssaldo                                           100,00
09.06.2023  Erträge      Microsoft Corp. Registered Shares      204,91 €      304,91 €
                         ISIN US5949181045
12.06.2023  Steuern      Kapitalertragsteuer und                -24,31 €      280,60 €
                         Solidaritätszuschlag
14.06.2023  Überweisung  Murat Yilmaz                            19,40 €      300,00 €
                         Umbuchung vom Girokonto
                         Endsaldo                                               300,00`,
		want: []string{
			"09.06.2023|||Erträge|Microsoft Corp. Registered Shares ISIN US5949181045|204,91",
			"12.06.2023|||Steuern|Kapitalertragsteuer und Solidaritätszuschlag|-24,31",
			"14.06.2023||Murat Yilmaz|Überweisung|Umbuchung vom Girokonto|19,40",
		},
		status: StatusOK,
	}})
}

// TestBalanceByDateAndBox: "Kontostand am <date>" is the closing balance
// when its date is the period's end, wherever it is printed (an overview
// before the bookings, the opening repeated after them); a summary box
// prints its labels over their values, each value under its label.
func TestBalanceByDateAndBox(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "dated balances in an overview and after the bookings",
		text: `Kontoauszug 10/2023   Privatgirokonto DE49 7016 9614 0614 3677 89
Zeitraum 01.10.2023 bis 31.10.2023
Kontostand am 30.09.2023                                        1.000,00
Lastschriften                                       1              -50,00
Kontostand am 31.10.2023                                          950,00
Buchung    Valuta     Empfänger · Verwendungszweck          Betrag EUR
02.10.2023 02.10.2023 Stadtwerke                               -50,00
                      Strom Oktober
Summe Lastschriften (1 Umsatz)                                 -50,00
Kontostand am 30.09.2023                                        1.000,00
Kontostand am 31.10.2023                                          950,00`,
		want:   []string{"02.10.2023|02.10.2023|Stadtwerke||Strom Oktober|-50,00"},
		status: StatusOK,
	}, {
		name: "labels over values",
		text: `Kontoauszug  01.06.2023 - 30.06.2023   IBAN DE66 3704 0044 6840 8909 89
PRODUKT            ANFANGSSALDO    ZAHLUNGSEINGANG   ZAHLUNGSAUSGANG      ENDSALDO
Verrechnungskonto      100,00 €          20,00 €            0,00 €       120,00 €
Datum      Beschreibung                                   Betrag
09.06.2023 Murat Yilmaz                                   20,00 €`,
		want:   []string{"09.06.2023||Murat Yilmaz|||20,00"},
		status: StatusOK,
	}})
}

// TestWalletCells: a wallet's table — a time column, the description and
// a "Name" column side by side, gross, fee, net and "Guthaben" — reads
// the net amount, the name as payee, "Betreff:" as the purpose label (the
// unlabelled description then names the booking) and "Transaktionscode:"
// as a reference field; gross and fee are no text.
func TestWalletCells(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "wallet with name column and labelled purpose",
		text: `Kontoauszug   01.03.2024 - 31.03.2024
Datum      Uhrzeit Beschreibung       Name            Währung   Brutto   Gebühr    Netto  Guthaben
01.03.2024 11:52   Zahlung erhalten   Max Mustermann  EUR       151,87     0,00   151,87    528,10
                   Betreff: Danke!
                   Transaktionscode: 3A2CAA0FDCCEA594
02.03.2024 08:38   Zahlung für Waren  Grünwald        EUR       135,38    -3,72   131,66    659,76
                   und Dienstleistungen Immobilien
                   Betreff: Fahrrad
                   Transaktionscode: C895CE971FF5DBA4
03.03.2024 07:12   Website-Zahlung    Zalando SE      EUR       -58,68     0,00   -58,68    601,08
                   Betreff: Abo März
                   Transaktionscode: ACC1202BD2D172DC`,
		want: []string{
			"01.03.2024||Max Mustermann|Zahlung erhalten|Danke!|151,87",
			"02.03.2024||Grünwald Immobilien|Zahlung für Waren und Dienstleistungen|Fahrrad|131,66",
			"03.03.2024||Zalando SE|Website-Zahlung|Abo März|-58,68",
		},
	}})
}

// TestNewestFirstBalances: running balances of a list printed newest
// first are checked from the last row up; the statement reconciles.
func TestNewestFirstBalances(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "newest first with opening and closing",
		text: `Umsätze  01.03.2024 - 31.03.2024   Konto DE60 3704 0044 6446 8964 00
Datum      Vorgang                            Betrag        Saldo
                                       Kontostand am 29.02.2024    550,00
05.03.2024 Miete Hausverwaltung          -800,00     1.200,00
04.03.2024 Muster GmbH                  1.500,00     2.000,00
02.03.2024 Stadtwerke                     -50,00       500,00
                                       Kontostand am 31.03.2024  1.200,00`,
		want: []string{
			"05.03.2024||Miete Hausverwaltung|||-800,00",
			"04.03.2024||Muster GmbH|||1.500,00",
			"02.03.2024||Stadtwerke|||-50,00",
		},
		status: StatusOK,
	}})
}

// TestMisreadValueDateBetweenMoney: OCR misread the value date between
// the amount and the running balance ("8.1O.2024"); under the Valuta
// header it is still a column cell, so the amount before it is found
// and the balance after it is not taken for the amount.
func TestMisreadValueDateBetweenMoney(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "misread value date",
		text: `Kontoumsätze  Konto DE88 3005 0110 5239 7827 51   Zeitraum 1.10.2024 – 31.10.2024
Buchungstag Empfänger/Auftraggeber Verwendungszweck        Betrag EUR Valuta        Saldo EUR
            Saldo alt                                                 30.9.2024     +7.050,22
8.10.2024   IKEA Deutschland       Einkauf                    -146,17 8.1O.2024     +6.904,05
9.10.2024   Stadtverwaltung        Gehalt Oktober              500,00 8.10.2024     +7.404,05
            Saldo neu                                                 31.10.2024    +7.404,05`,
		want: []string{
			"08.10.2024||IKEA Deutschland||Einkauf|-146,17",
			"09.10.2024|08.10.2024|Stadtverwaltung||Gehalt Oktober|500,00",
		},
		status: StatusOK,
	}})
}

// TestOCRSeparators: OCR reads the "·" between joined headings and
// between a type and the IBAN as "-"; both still separate.
func TestOCRSeparators(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "dash for the middle dot",
		text: `Kontoauszug 12/2024   IBAN DE57 8451 8954 9663 7944 97
Buchung    Valuta     Empfänger/Zahlungspflichtiger - Verwendungszweck        Betrag EUR
24.12.2024 24.12.2024 Pflegedienst Sonnenschein                                 1.833,78
                      Gehalt Dezember 2024 Personalnr. 883271
                      Gutschrift - IBAN DE67 8460 5282 8320 7703 42`,
		want: []string{
			"24.12.2024|24.12.2024|Pflegedienst Sonnenschein|Gutschrift|Gehalt Dezember 2024 Personalnr. 883271|1.833,78",
		},
	}})
}

// TestOCRISIN: an ISIN with zeros read as "O" is repaired when exactly
// one reading passes the ISIN check digit; valid ISINs and other words
// stay as read.
func TestOCRISIN(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"IEOOBK5BQT80", "IE00BK5BQT80"},
		{"DEOOOBASF111", "DE000BASF111"},
		{"US5949181045", "US5949181045"}, // valid as read
		{"IE00BK5BQT80", "IE00BK5BQT80"},
		{"IEOOBK5BQT81", "IEOOBK5BQT81"}, // no reading passes
		{"BESTELLNUMMO", "BESTELLNUMMO"},
	} {
		if got := ocrFix(tc.in); got != tc.want {
			t.Errorf("ocrFix(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if !isinValid("DE0007236101") || isinValid("DE0007236102") {
		t.Error("isinValid: Siemens ISIN check digit")
	}
}

// TestOCRGluedDayMonthAndSpeck: OCR glued day and month ("17SEP"), left
// a speck after the cents ("-146,17_") or read a decimal comma as a dot
// in a cell between two amounts ("62.20"); all still read.
func TestOCRGluedDayMonthAndSpeck(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"14 SEP 17SEP BÄCKEREI MÜLLER EUR -54,28", "14 SEP:d 17SEP:d BÄCKEREI MÜLLER EUR -54,28:A-5428"},
		{"8.10.2024 IKEA -146,17_ 8.10.2024 +6.904,05", "8.10.2024:D IKEA -146,17:A-14617 8.10.2024:D +6.904,05:A690405"},
		{"17SEP Feiertag", "17SEP Feiertag"}, // no booking row
		{"23.11.2025 Zahlung EUR 62,20 0,00 62.20 581,72", "23.11.2025:D Zahlung EUR 62,20:A6220 0,00:A0 62,20:A6220 581,72:A58172"},
		{"23.11.2025 Zahlung 07.05 62,20", "23.11.2025:D Zahlung 07.05 62,20:A6220"}, // not between two amounts
	} {
		d := geoDoc(tc.line)
		d.Pages[0].Source = document.OCR
		rows := buildRows(d)
		if got := describeTokens(rows[0]); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.line, got, tc.want)
		}
	}
}

// TestAbbuchungenColumn: "Abbuchungen" is the debit column; an overdrawn
// account prints its balances there too, so they are negative.
func TestAbbuchungenColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "debit column named Abbuchungen",
		text: `Kontoauszug Nr. 3/2025   IBAN DE41 7016 9614 7409 8706 46
Buchungstag Wert   Vorgang / Empfänger / Verwendungszweck     Abbuchungen  Gutschriften
                   Kontostand am 28.02.2025                        218,64
07.03.2025  07.03. Kartenzahlung                                    21,64
                   Aral Tankstelle
10.03.2025  10.03. Gutschrift                                                    100,00
                   Max Mustermann
                   Kontostand am 31.03.2025                        140,28`,
		want: []string{
			"07.03.2025|07.03.2025|Aral Tankstelle|Kartenzahlung||-21,64",
			"10.03.2025|10.03.2025|Max Mustermann|Gutschrift||100,00",
		},
		status: StatusOK,
	}})
}

// TestTypeColumnLeftAligned: a word belongs to the type column only when
// it starts before the next column does; a description starting at its
// column is not cut into the type, also when a glued header word
// ("ZAHLUNGSEINGANGZAHLUNGSAUSGANG") stretched the description column.
func TestTypeColumnLeftAligned(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "description right at its column",
		text: `Kontoübersicht Verrechnungskonto  IBAN DE50 3005 0110 4619 9188 06   01.10.2022 - 31.10.2022
DATUM      TYP     BESCHREIBUNG     ZAHLUNGSEINGANGZAHLUNGSAUSGANG         SALDO
                   Anfangssaldo                                                     500,00
01.10.2022 Handel  Xtrackers MSCI Emerging Markets                   -278,99 €  221,01 €
                   ISIN IE00BTJRMP35
                   Endsaldo                                                         221,01`,
		want: []string{
			"01.10.2022|||Handel|Xtrackers MSCI Emerging Markets ISIN IE00BTJRMP35|-278,99",
		},
		status: StatusOK,
	}})
}
