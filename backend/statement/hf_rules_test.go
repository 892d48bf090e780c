package statement

import (
	"testing"
)

// Rules added for the twenty-first batch of held-out layouts (hf-*),
// session 9.

// TestHFSwissNotation: apostrophe thousands with a decimal point decide a
// Swiss document; only then are plain "234.50" amounts read as money.
// German thousands ("1.234"), dates and rates never change.
func TestHFSwissNotation(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"apostrophe thousands", "Saldovortrag 18'817.33\n01.10.25 Zahlung Ausland 4'500.00 01.10.25 14'317.33", true},
		{"typographic apostrophe", "Saldovortrag 18’817.33\n01.10.25 TWINT Zahlung 7.94 01.10.25 18’809.39", true},
		{"one apostrophe amount is not enough", "Guthaben bis CHF 100'000.00 geschützt\n03.02.2025 Lastschrift -12,00", false},
		{"german amounts win", "Kurs 1'234.50 2'000.00\n03.02.2025 Lastschrift -12,00 1.234,56 99,00 5,00", false},
		{"bare dots are no evidence", "Vertrag 12.05 Nr. 1.234\nBetrag 3.50 4.50 5.50", false},
		{"apostrophe integers are no evidence", "CHF 100'000 und 250'000", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := swissNotation(geoDoc(tc.text)); got != tc.want {
				t.Errorf("swissNotation = %v, want %v", got, tc.want)
			}
		})
	}
	for in, want := range map[string]string{
		"1'234.50": "1.234,50", "1’234.50": "1.234,50", "-45.00": "-45,00", "12'345'678.90": "12.345.678,90",
		"234.50": "234,50", "03.02.25": "03.02.25", "0.93110": "0.93110", "100'000": "100'000", "1.234": "1.234",
		"12.05.": "12.05.", "1'23.45": "1'23.45", "Saldo": "Saldo",
	} {
		if got := germanFromSwiss(in); got != want {
			t.Errorf("germanFromSwiss(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHFSwissStatement: a CHF account with Belastung/Gutschrift columns,
// two-digit years and apostrophe thousands reads in German notation.
func TestHFSwissStatement(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "cantonal bank CHF account",
		text: `Kontoauszug 01.10.25 - 31.10.25
IBAN CH62 0078 4573 0603 8756 4
Datum      Text                          Belastung   Gutschrift   Valuta        Saldo
30.09.25   Saldovortrag                                                      18'817.33
01.10.25   Zahlung Ausland                4'500.00                01.10.25   14'317.33
03.10.25   Dauerauftrag                     588.00                03.10.25   13'729.33
05.10.25   Gutschrift                                    195.97   05.10.25   13'925.30
           Total Umsätze                  5'088.00       195.97
31.10.25   Schlusssaldo                                                      13'925.30`,
		want: []string{
			"01.10.2025|01.10.2025||Zahlung Ausland||-4.500,00",
			"03.10.2025|03.10.2025||Dauerauftrag||-588,00",
			"05.10.2025|05.10.2025||Gutschrift||195,97",
		},
		status: "ok",
	}})
}

// TestHFDateUnderText: a statement that prints each booking's date under
// its description (Wise) reads one booking per description; the currency
// balance summary ("EUR am 1. Januar 2024 …") gives the opening and
// closing balance by the written period; an exchange sentence is no
// counterparty.
func TestHFDateUnderText(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "wise newest first",
		text: `EUR-Kontoauszug
1. Januar 2024 – 31. Januar 2024
IBAN: BE20 9677 3175 7656
EUR am 1. Januar 2024        1.486,47 EUR
EUR am 31. Januar 2024       1.320,20 EUR
Beschreibung                                        Eingehend      Ausgehend        Saldo
Kartenzahlung an Spotify AB                                            73,68     1.320,20
30. Januar 2024 · Transaktion: CARD-900181586
Karte endend auf 7656
Gebühr für den Umtausch in PLN                                          1,29     1.393,88
18. Januar 2024 · Transaktion: BALANCE-900079319
300,00 EUR in 1.262,26 PLN umgetauscht                                300,00     1.395,17
18. Januar 2024 · Transaktion: BALANCE-900101271
Eingang von Grünwald Immobilien GmbH                   208,70                    1.695,17
10. Januar 2024 · Transaktion: TRANSFER-900144601
Referenz: Geschenk`,
		want: []string{
			"30.01.2024||Spotify AB|Kartenzahlung an||-73,68",
			"18.01.2024|||Gebühr für|Gebühr für den Umtausch in PLN|-1,29",
			"18.01.2024||||300,00 EUR in 1.262,26 PLN umgetauscht|-300,00",
			"10.01.2024||Grünwald Immobilien GmbH|Eingang von|Geschenk|208,70",
		},
		status: "ok",
	}})
}

// TestHFDateUnderTextNeedsTheDocument: date-first booking rows outnumber
// description lines with a date under them, so nothing moves.
func TestHFDateUnderTextNeedsTheDocument(t *testing.T) {
	rows := buildRows(geoDoc(`Buchungstag   Vorgang                          Betrag
03.01.2024    Lastschrift Stadtwerke          -12,00
04.01.2024    Lastschrift Telekom             -30,00
05.01.2024    Gutschrift Lohn               2.000,00
Abschlag Strom                                 -5,00
06.01.2024 Hinweis zur Buchung`))
	for _, r := range rows {
		if r.text == "06.01.2024 Abschlag Strom -5,00" {
			t.Fatalf("date moved in a date-first document: %q", r.text)
		}
	}
}

// TestHFFxSentenceParty: an exchange sentence is the purpose, a name stays.
func TestHFFxSentenceParty(t *testing.T) {
	for _, tc := range []struct{ party, wantParty, wantPurpose string }{
		{"300,00 EUR in 1.262,26 PLN umgetauscht", "", "300,00 EUR in 1.262,26 PLN umgetauscht"},
		{"1.000,00 EUR to 1.080,12 USD", "", "1.000,00 EUR to 1.080,12 USD"},
		{"Spotify AB", "Spotify AB", ""},
		{"300 EUR Gutschein GmbH", "300 EUR Gutschein GmbH", ""},
	} {
		tr := &Transaction{Counterparty: tc.party}
		fxSentenceParty(tr)
		if tr.Counterparty != tc.wantParty || tr.Purpose != tc.wantPurpose {
			t.Errorf("%q: party %q purpose %q, want %q / %q", tc.party, tr.Counterparty, tr.Purpose, tc.wantParty, tc.wantPurpose)
		}
	}
}

// TestHFAnnualSavings: "Kontostand zum Jahresbeginn/-ende" are the
// balances; a dated rate-change row with only percentages is no booking
// and not the text of the booking above it.
func TestHFAnnualSavings(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "premium savings year",
		text: `Jahreskontoauszug 2025
IBAN DE23 7605 0101 8275 7702 51
Zeitraum 01.01.2025 - 31.12.2025
Buchungstag Wert         Vorgang                                    Auszahlung   Einzahlung    Kontostand
01.01.2025               Kontostand zum Jahresbeginn                                           6.200,00
28.01.2025  28.01.2025   Dauerauftrag                                                150,00    6.350,00
                         Sparrate Januar 2025
01.04.2025               Zinsänderung ab 01.04.2025: 0,35 % p.a. (bisher 0,10 % p.a.)
28.04.2025  28.04.2025   Verfügung                                    700,00                   5.650,00
31.12.2025               Kontostand zum Jahresende                                             5.650,00`,
		want: []string{
			"28.01.2025|28.01.2025||Dauerauftrag|Sparrate Januar 2025|150,00",
			"28.04.2025|28.04.2025|Verfügung|||-700,00",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"01.04.2025 Zinsänderung ab 01.04.2025: 0,35 % p.a. (bisher 0,10 % p.a.)", true},
		{"01.04.2025 Zinssatz neu 0,35%", true},
		{"01.04.2025 Zinsen 0,35 % p.a. 12,50", false},
		{"01.04.2025 Lastschrift -12,50", false},
		{"Zinsänderung ab 01.04.2025: 0,35 % p.a.", false},
	} {
		rows := buildRows(geoDoc(tc.line))
		if len(rows) != 1 {
			t.Fatalf("%q: %d rows", tc.line, len(rows))
		}
		if got := percentNotice(rows[0]); got != tc.want {
			t.Errorf("percentNotice(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestHFDirectionHeadings: "Eingehend | Ausgehend" name the credit and
// debit columns.
func TestHFDirectionHeadings(t *testing.T) {
	rows := buildRows(geoDoc("Beschreibung        Eingehend     Ausgehend      Saldo"))
	if len(rows) != 1 {
		t.Fatalf("%d rows", len(rows))
	}
	cols := headerColumns(rows[0])
	var got []role
	for _, c := range cols {
		got = append(got, c.role)
	}
	want := []role{roleText, roleCredit, roleDebit, roleBalance}
	if len(got) != len(want) {
		t.Fatalf("roles %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("roles %v, want %v", got, want)
		}
	}
}

// TestHFSwissFields: Swiss booking types open the booking and the
// merchant or payee under them is the counterparty; "Mitteilung:" labels
// the remittance text; the counter-value line ("Betrag EUR … zum Kurs …"),
// a QR reference in digit groups and a postal address with a four-digit
// postcode are no remittance text.
func TestHFSwissFields(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "cantonal bank fields",
		text: `Kontoauszug 01.10.25 - 31.10.25
IBAN CH62 0078 4573 0603 8756 4
Datum      Text                                 Belastung   Gutschrift   Valuta        Saldo
30.09.25   Saldovortrag                                                             18'817.33
01.10.25   Zahlung Ausland                       4'500.00                01.10.25   14'317.33
           Leonie Schneider
           Mitteilung: Übertrag Girokonto Deutschland
           Betrag EUR 4'189.95 zum Kurs 0.93110
01.10.25   TWINT Zahlung                             7.94                01.10.25   14'309.39
           Coop Pronto Weil am Rhein-Zoll
05.10.25   eBill-Zahlung                            51.35                05.10.25   14'258.04
           Swisscom (Schweiz) AG
           Mitteilung: Rechnung 143922 Kundennummer 9568484
           Referenz: 21 84410 29375 23763 21596 12485
25.10.25   Gutschrift                                          5'578.23   25.10.25   19'836.27
           SIG Combibloc Group AG
           Laufengasse 18, 8212 Neuhausen am Rheinfall
           Lohn Oktober 2025
31.10.25   Schlusssaldo                                                             19'836.27`,
		want: []string{
			"01.10.2025|01.10.2025|Leonie Schneider|Zahlung Ausland|Übertrag Girokonto Deutschland|-4.500,00",
			"01.10.2025|01.10.2025|Coop Pronto Weil am Rhein-Zoll|TWINT Zahlung||-7,94",
			"05.10.2025|05.10.2025|Swisscom (Schweiz) AG|eBill-Zahlung|Rechnung 143922 Kundennummer 9568484|-51,35",
			"25.10.2025|25.10.2025|SIG Combibloc Group AG|Gutschrift|Lohn Oktober 2025|5.578,23",
		},
		status: "ok",
	}})
}

// TestHFSavingsAndCardFields: the premium and the early-withdrawal
// interest of a savings account have no counterparty; "Karte endend auf
// 7656" under an e-money card payment is no remittance text.
func TestHFSavingsAndCardFields(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "premium and advance interest",
		text: `Jahreskontoauszug 2025
IBAN DE23 7605 0101 8275 7702 51
Zeitraum 01.01.2025 - 31.12.2025
Buchungstag Wert         Vorgang                                    Auszahlung   Einzahlung    Kontostand
01.01.2025               Kontostand zum Jahresbeginn                                           6.200,00
04.02.2025  04.02.2025   Vorschusszinsen                                   0,02                6.199,98
                         Vorschusszinsen für vorzeitige Verfügung über
                         700,00 EUR ohne Kündigung
31.12.2025  31.12.2025   Prämie                                                      144,00    6.343,98
                         Prämie 8 % auf Sparbeiträge 2025
31.12.2025               Kontostand zum Jahresende                                             6.343,98`,
		want: []string{
			"04.02.2025|04.02.2025||Vorschusszinsen|Vorschusszinsen für vorzeitige Verfügung über 700,00 EUR ohne Kündigung|-0,02",
			"31.12.2025|31.12.2025||Prämie|Prämie 8 % auf Sparbeiträge 2025|144,00",
		},
		status: "ok",
	}, {
		name: "card ending line",
		text: `EUR-Kontoauszug
1. Januar 2024 – 31. Januar 2024
IBAN: BE20 9677 3175 7656
EUR am 1. Januar 2024        1.486,47 EUR
EUR am 31. Januar 2024       1.392,79 EUR
Beschreibung                                        Eingehend      Ausgehend        Saldo
Kartenzahlung an Spotify AB                                            73,68     1.392,79
30. Januar 2024 · Transaktion: CARD-900181586
Karte endend auf 7656
Kartenzahlung an Uber BV                                               20,00     1.466,47
29. Januar 2024 · Transaktion: CARD-900181587
Karte endend auf 7656`,
		want: []string{
			"30.01.2024||Spotify AB|Kartenzahlung an|Transaktion: CARD-900181586|-73,68",
			"29.01.2024||Uber BV|Kartenzahlung an|Transaktion: CARD-900181587|-20,00",
		},
		status: "ok",
	}, {
		// A business account's card payment with the card masked
		// (hh-finom): the card line is no purpose.
		name: "masked card line",
		text: `Kontoauszug
IBAN DE02 1101 0100 2103 6871 33
Zeitraum: 01.03.2024 - 31.03.2024
Anfangssaldo 29.02.2024  7.850,53
DATUM        GEGENPARTEI / BESCHREIBUNG           ART                 BETRAG        SALDO
28.03.2024   Bürobedarf Schmidt GmbH              Kartenzahlung      -391,29     7.459,24
             Karte •• 2845
29.03.2024   Tankstelle Nord                      Kartenzahlung       -52,10     7.407,14
             Karte **** 2845
Endsaldo 31.03.2024  7.407,14`,
		want: []string{
			"28.03.2024||Bürobedarf Schmidt GmbH|Kartenzahlung||-391,29",
			"29.03.2024||Tankstelle Nord|Kartenzahlung||-52,10",
		},
		status: "ok",
	}})
}
