package statement

import (
	"context"
	"strings"
	"testing"
)

// TestSealedLayoutRules covers the rules added for the second batch of
// held-out layouts (hx-*): one small statement per convention, every row
// compared as "date|value|party|text|purpose|amount".
func TestSealedLayoutRules(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string
		iban []string // counterparty IBAN per row, when checked
	}{
		{
			// A broker's cash account: a currency column ("Whg.") holds
			// EUR on every row; "ISIN … / WKN …" is a detail line, not a
			// securities table header; securities and tax bookings have
			// no payee; a transfer's name line is the payee.
			name: "currency column, securities detail lines",
			text: `Kontoauszug Verrechnungskonto  IBAN DE60 7016 9614 2298 3914 78
Buchungstag Valuta     Vorgang                          Whg.      Abgang     Zugang
                       Kontostand alt per 31.08.2025    EUR               1.000,00
01.09.2025  03.09.2025 Sparplanausführung               EUR       232,99
                       Vanguard FTSE All-World UCITS ETF
                       ISIN IE00BK5BQT80 / WKN A2PKXG
                       Ausführung 6,726 Stk. zu 34,64 EUR
03.09.2025  03.09.2025 Dividende                        EUR                  16,92
                       BASF SE Namens-Aktien
                       ISIN DE000BASF111
14.09.2025  14.09.2025 Einzahlung                       EUR                 660,00
                       Max Mustermann
                       Umbuchung vom Girokonto
                       IBAN DE46 5005 0201 1925 0746 99
20.09.2025  20.09.2025 Steuerbuchung                    EUR        19,06
                       Kapitalertragsteuer und Solidaritätszuschlag
                       Kontostand neu per 30.09.2025    EUR               1.424,87`,
			want: []string{
				"01.09.2025|03.09.2025||Sparplanausführung|Vanguard FTSE All-World UCITS ETF ISIN IE00BK5BQT80 / WKN A2PKXG Ausführung 6,726 Stk. zu 34,64 EUR|-232,99",
				"03.09.2025|03.09.2025||Dividende|BASF SE Namens-Aktien ISIN DE000BASF111|16,92",
				"14.09.2025|14.09.2025|Max Mustermann|Einzahlung|Umbuchung vom Girokonto|660,00",
				"20.09.2025|20.09.2025||Steuerbuchung|Kapitalertragsteuer und Solidaritätszuschlag|-19,06",
			},
		},
		{
			// The booking date once per day with its weekday ("Di
			// 01.08."), blank for the day's further bookings, whose amount
			// stands right-aligned in the Lastschrift/Gutschrift column.
			name: "weekday dates, dateless bookings of the same day",
			text: `Kontoauszug August 2023  IBAN DE50 3704 0044 0696 4913 64
Tag       Buchungsinformation                                  Lastschrift   Gutschrift
          Saldo alt per 31.07.2023                                             1.000,00
Di 01.08. PayPal Europe S.a.r.l. et Cie S.C.A                       236,93
          Lastschrift
          PP.667880.PP Ihr Einkauf bei August
          Muster Maschinenbau GmbH                                             3.841,94
          SEPA-Gutschrift
          Gehalt August 2023
Mi 02.08. Abschluss                                                   3,90
          Abrechnung per 02.08.2023: Kontoführungsentgelt 3,90 EUR
          Hausverwaltung Schulz                                                  119,25
          Gutschrift
          Abschluss                                                   4,26
          Abrechnung per 02.08.2023: Kontoführung 3,90 EUR
          Kontoführungsentgelt                                        3,90
          Saldo neu per 31.08.2023                                             4.716,10`,
			want: []string{
				"01.08.2023||PayPal Europe S.a.r.l. et Cie S.C.A|Lastschrift|PP.667880.PP Ihr Einkauf bei August|-236,93",
				"01.08.2023||Muster Maschinenbau GmbH|SEPA-Gutschrift|Gehalt August 2023|3.841,94",
				"02.08.2023|||Abschluss|Abrechnung per 02.08.2023: Kontoführungsentgelt 3,90 EUR|-3,90",
				"02.08.2023||Hausverwaltung Schulz|Gutschrift||119,25",
				"02.08.2023|||Abschluss|Abrechnung per 02.08.2023: Kontoführung 3,90 EUR Kontoführungsentgelt 3,90|-4,26",
			},
		},
		{
			// "Übertrag vom Girokonto" without a sum is purpose text, not a
			// carry-over; "Referenzkonto IBAN …" is the IBAN field; the
			// tax booking has no payee.
			name: "Übertrag as purpose, account-labelled IBAN, tax booking",
			text: `Kontoauszug Tagesgeld  Tagesgeldkonto IBAN DE53 1203 0000 4626 5682 15
Datum       Valuta      Umsatz                                   Betrag in €
                        Saldo am 30.06.2025                     +1.000,00 €
05.08.2025  05.08.2025  Gutschrift                                +500,00 €
                        Erika Musterfrau
                        Übertrag vom Girokonto
                        Referenzkonto IBAN DE84 1203 0000 5733 4637 57
30.09.2025  30.09.2025  Kapitalertragsteuer                        -15,73 €
                        Kapitalertragsteuer 25 % auf Zinsen 3. Quartal 2025
                        Saldo am 30.09.2025                     +1.484,27 €`,
			want: []string{
				"05.08.2025|05.08.2025|Erika Musterfrau|Gutschrift|Übertrag vom Girokonto|500,00",
				"30.09.2025|30.09.2025||Kapitalertragsteuer|Kapitalertragsteuer 25 % auf Zinsen 3. Quartal 2025|-15,73",
			},
			iban: []string{"DE84120300005733463757", ""},
		},
		{
			// Hyphenated reference labels are fields, not purpose.
			name: "Kunden-Referenz and Mandats-Referenz labels",
			text: `Kontoauszug  IBAN DE25 1203 0000 6047 4973 72
Buchung   Wert      Buchungstext                                  Betrag
                    Kontostand am 31.12.21                      100,00 €
09.01.22  09.01.22  Lastschrift                                   -97,09 €
                    Amazon Payments Europe S.C.A.
                    Bestellung 752451 AMZN Mktp DE Januar
                    Kunden-Referenz: D68AD11611AE
                    Mandats-Referenz: M3211-51308
                    Kontostand am 31.01.22                        2,91 €`,
			want: []string{
				"09.01.2022|09.01.2022|Amazon Payments Europe S.C.A.|Lastschrift|Bestellung 752451 AMZN Mktp DE Januar|-97,09",
			},
		},
		{
			// Name and purpose in side-by-side cells; the IBAN printed
			// under the name in its cell is the IBAN field.
			name: "IBAN under the name in the counterparty cell",
			text: `Umsatzübersicht  Konto: Girokonto DE88 5005 0201 4334 5638 37
Buchungstag Valuta     Auftraggeber/Empfänger        Verwendungszweck       Betrag      Saldo
                       Anfangssaldo                                                  1.000,00
28.01.2023  28.01.2023 Hausverwaltung Schulz         Rückzahlung Auslage    285,04   1.285,04
                       DE31 8747 8185 3542 4831 60
                       Endsaldo                                                      1.285,04`,
			want: []string{
				"28.01.2023|28.01.2023|Hausverwaltung Schulz||Rückzahlung Auslage|285,04",
			},
			iban: []string{"DE31874781853542483160"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Extract(context.Background(), geoDoc(tt.text))
			if err != nil {
				t.Fatal(err)
			}
			got := rowsOf(res.Transactions)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			for i, ib := range tt.iban {
				if i < len(res.Transactions) && res.Transactions[i].IBAN != ib {
					t.Errorf("row %d IBAN %q, want %q", i, res.Transactions[i].IBAN, ib)
				}
			}
			if res.Info.Reconciliation.Status != StatusOK {
				t.Errorf("reconciliation %s: %s", res.Info.Reconciliation.Status, res.Info.Reconciliation.Detail)
			}
		})
	}
}

// TestSecuritiesHeaderNeedsLabelsOnly: a securities table header is made
// of labels (a date in it is fine); a line with an ISIN is a booking's
// detail line.
func TestSecuritiesHeaderNeedsLabelsOnly(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"Stück Wertpapierbezeichnung ISIN Kurs Kurswert", true},
		{"Nominale Bezeichnung WKN Kurs per 31.12.2024 Kurswert", true},
		{"ISIN IE00BK5BQT80 / WKN A2PKXG", false},
		{"ISIN DE000BASF111", false},
		{"ISIN IEO0OB4L5Y983 / WKN AORPWH", false}, // as OCR read it
	} {
		rows := buildRows(geoDoc(tc.line))
		if len(rows) != 1 {
			t.Fatalf("%q: %d rows", tc.line, len(rows))
		}
		if got := securitiesHeader(rows[0]); got != tc.want {
			t.Errorf("securitiesHeader(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestDatelessBookingGuards: lines under a booking that end in an amount
// stay its text when they are an unsigned fee item, a foreign amount, or
// not right-aligned with the money column.
func TestDatelessBookingGuards(t *testing.T) {
	text := `Kontoauszug August 2023  IBAN DE50 3704 0044 0696 4913 64
Datum       Buchungsinformation                                    Betrag
            Kontostand am 31.07.2023                             1.000,00
01.08.2023  Kartenzahlung                                         -101,75
            HOTEL LONDON
            GBP 87,00 Kurs 0,8550
            Auslandseinsatzentgelt                                   1,75
            Kontostand am 31.08.2023                               898,25`
	res, err := Extract(context.Background(), geoDoc(text))
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(rowsOf(res.Transactions), "\n")
	want := "01.08.2023||HOTEL LONDON|Kartenzahlung|GBP 87,00 Kurs 0,8550 Auslandseinsatzentgelt 1,75|-101,75"
	if got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}

// TestOCRIBAN: an IBAN with digits read as look-alike letters is repaired
// only when the result passes the mod-97 check.
func TestOCRIBAN(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"DEO8 4481 8019 2385 6330 33", ocrIBAN("DE08 4481 8019 2385 6330 33")},
		{"DE31 8747 8185 3542 4831 60", "DE31874781853542483160"},
		{"DE3I 8747 8185 3542 4831 60", "DE31874781853542483160"},
		{"DE32 8747 8185 3542 4831 60", ""}, // check digits wrong
		{"Sabine Fischer", ""},
	} {
		if got := ocrIBAN(tc.in); got != tc.want {
			t.Errorf("ocrIBAN(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
