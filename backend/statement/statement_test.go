package statement

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/german"
	"papierkram/backend/problem"
)

// words lays out s as words on one line, x advancing 5 pt per character.
func words(s string) []document.Word {
	return FromText(s).Pages[0].Words
}

func TestTokenize(t *testing.T) {
	tests := []struct {
		in     string
		ocr    bool
		want   []string // token texts
		kinds  []kind
		cents  german.Cents // of the last amount token
		signed bool
	}{
		{in: "04.01. 04.01. SEPA Dauerauftrag an - 40,00", want: []string{"04.01.", "04.01.", "SEPA", "Dauerauftrag", "an", "- 40,00"}, kinds: []kind{kDayMonth, kDayMonth, kWord, kWord, kWord, kAmount}, cents: -4000, signed: true},
		{in: "20.06. 20.06. UEBERWEISUNG 26.350,00 H", want: []string{"20.06.", "20.06.", "UEBERWEISUNG", "26.350,00 H"}, cents: 2635000, signed: true},
		{in: "29.06. 29.06. UEBERWEISUNG 500,00 S", cents: -50000, signed: true},
		{in: "01.03.2016 01.03.2016 Basis-Lastschrift 119,00-", cents: -11900, signed: true},
		{in: "Zahlungseingang 130,00+", cents: 13000, signed: true},
		{in: "Zinsertrag 01.07.2024 +267,12€", cents: 26712, signed: true},
		{in: "Kontostand 1.234,56 EUR", cents: 123456},
		{in: "Dein alter Kontostand - 3.753,00 €", cents: -375300, signed: true},
		{in: "Montag, 3. März 2025", want: []string{"Montag,", "3. März 2025"}, kinds: []kind{kWord, kDate}},
		{in: "30. Jan.2022 EDEKA Center 77,29 €", want: []string{"30. Jan. 2022", "EDEKA", "Center", "77,29 €"}, kinds: []kind{kDate}},
		{in: "13.04. 13.04. LASTSCHRIFT 224,788", ocr: true, cents: -22478, signed: true},
		{in: "18.04. 18.04. KARTENZAHLUNG 50,18$", ocr: true, cents: -5018, signed: true},
		// A quantity with three decimals inside the text is no amount
		// with a Soll marker read as "5".
		{in: "Ausführung 0,225 Stk. zu 146,42 EUR", ocr: true, want: []string{"Ausführung", "0,225", "Stk.", "zu", "146,42 EUR"}},
		{in: "13.04. 13.04. LASTSCHRIFT 224,788 EUR", ocr: true, cents: -22478, signed: true},
		// A full date with a colon inside the text keeps its colon.
		{in: "Abrechnung per 05.03.2024: Kontoführungsentgelt 3,90 EUR", ocr: true, want: []string{"Abrechnung", "per", "05.03.2024:", "Kontoführungsentgelt", "3,90 EUR"}},
		{in: "13.12.2024: Lastschrift 3,90", ocr: true, want: []string{"13.12.2024", "Lastschrift", "3,90"}},
		// A weekday glued to the booking date.
		{in: "Sa26.10. ALDISÜD 7,73", ocr: true, want: []string{"Sa", "26.10.", "ALDISÜD", "7,73"}, kinds: []kind{kWord, kDayMonth}},
		{in: "Sa26.10. ALDISÜD 7,73", ocr: false, want: []string{"Sa26.10.", "ALDISÜD", "7,73"}},
		// An en-dash minus read as an em dash.
		{in: "31.12.2025 Solidaritätszuschlag —2,27€", ocr: true, cents: -227, signed: true},
		{in: "13.04. 13.04. LASTSCHRIFT 224,788", ocr: false, want: []string{"13.04.", "13.04.", "LASTSCHRIFT", "224,788"}},
		{in: "Amazon -177.53 €", ocr: true, cents: -17753, signed: true},
		{in: "03.01.2025 03.01.2025 Gutschrift 377 ,21+", ocr: true, cents: 37721, signed: true},
		{in: "05.12.0512, Lastschrift 197,55", ocr: true, want: []string{"05.12.", "05.12.", "Lastschrift", "197,55"}},
		{in: "22.04.2022 22.04.2022 Gutschrift 3.081,23", ocr: true, want: []string{"22.04.2022", "22.04.2022", "Gutschrift", "3.081,23"}, kinds: []kind{kDate, kDate}},
		{in: "31.12.7312; SEPA-Lastschrift 53,49", ocr: true, want: []string{"31.12.", "SEPA-Lastschrift", "53,49"}},
		{in: ":2212: SEPA-Lastschrift 236,51", ocr: true, want: []string{"22.12.", "SEPA-Lastschrift", "236,51"}},
		{in: "13.12: :: 18:12. Kartenzahlung 95,69", ocr: true, want: []string{"13.12.", "18.12.", "Kartenzahlung", "95,69"}, kinds: []kind{kDayMonth, kDayMonth}},
		{in: "Termin 07.05 um 12.30", ocr: true, want: []string{"Termin", "07.05", "um", "12.30"}},
		// Two signs: the trailing marker wins.
		{in: "Neuer Saldo 01.10.2018 +0,56-", want: []string{"Neuer", "Saldo", "01.10.2018", "+0,56-"}, cents: -56, signed: true},
		{in: "Neuer Saldo 01.10.2018 -1.230,56+", cents: 123056, signed: true},
		// Letter-spaced cents ("40,1 6") at the end of a column.
		{in: " 40,1 6      NEUER SALDO", want: []string{"40,16", "NEUER", "SALDO"}, cents: 4016},
		{in: "Saldo 1.040,1 6", want: []string{"Saldo", "1.040,16"}, cents: 104016},
		{in: "Zinssatz 2,5 1 Jahr", want: []string{"Zinssatz", "2,5", "1", "Jahr"}},
		{in: "Kurs 2,5    6 Stück", want: []string{"Kurs", "2,5", "6", "Stück"}},
		{in: "Rechnung 2024 Nr 12345", want: []string{"Rechnung", "2024", "Nr", "12345"}, kinds: []kind{kWord, kWord, kWord, kWord}},
	}
	for _, tt := range tests {
		ts := tokenize(words(tt.in), tt.ocr)
		if tt.want != nil {
			var got []string
			for _, tk := range ts {
				got = append(got, tk.text)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("tokenize(%q) = %q, want %q", tt.in, got, tt.want)
			}
		}
		for i, k := range tt.kinds {
			if i < len(ts) && ts[i].kind != k {
				t.Errorf("tokenize(%q)[%d] kind %d, want %d", tt.in, i, ts[i].kind, k)
			}
		}
		if tt.cents != 0 {
			a, ok := lastAmount(&row{toks: ts})
			if !ok || a.cents != tt.cents || a.signed != tt.signed {
				t.Errorf("tokenize(%q) amount = %d signed=%v ok=%v, want %d signed=%v", tt.in, a.cents, a.signed, ok, tt.cents, tt.signed)
			}
		}
	}
}

func TestFindIBANs(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"IBAN: DE89 3704 0044 0532 0130 00", "DE89370400440532013000"},
		{"IBAN+DE89370400440532013000 BIC+COBADEFFXXX", "DE89370400440532013000"},
		{"Konto DE89 3704 0044 0532 0130 01", ""}, // checksum fails
		{"Referenz DE12ABC", ""},
	}
	for _, tt := range tests {
		got := strings.Join(findIBANs(tt.in), ",")
		if got != tt.want {
			t.Errorf("findIBANs(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCreditText(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"Lastschrift", false}, {"Gutschrift", true}, {"Zahlungseingang", true}, {"Kartenzahlung", false},
		{"SEPA Echtzeitüberweisung von", true}, {"Überweisung", false}, {"Lohn, Gehalt, Rente", true},
		{"SEPA Lastschrifteinzug von", false}, {"Dauerauftrag", false}, {"Habenzinsen", true}, {"Entgelt", false},
	}
	for _, tt := range tests {
		if got := creditText(tt.in); got != tt.want {
			t.Errorf("creditText(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestResolveYear(t *testing.T) {
	p := &parser{periodStart: german.D(2024, 12, 15), periodEnd: german.D(2025, 1, 14), periodYear: 2025}
	tests := []struct {
		d, m int
		want german.Date
	}{
		{16, 12, german.D(2024, 12, 16)},
		{2, 1, german.D(2025, 1, 2)},
		{29, 2, german.D(2025, 2, 29)}, // invalid in both years: falls back to the period's end year
	}
	for _, tt := range tests {
		if got := p.resolveYear(tt.d, 0+timeMonth(tt.m)); got != tt.want {
			t.Errorf("resolveYear(%d.%d.) = %v, want %v", tt.d, tt.m, got, tt.want)
		}
	}
}

// TestReconciliationMismatch drops a booking from a statement and expects
// the check to fail with the difference, not to be hidden.
func TestReconciliationMismatch(t *testing.T) {
	text := `Beispielbank AG
Kontoauszug vom 01.03.2025 bis 31.03.2025
IBAN DE89 3704 0044 0532 0130 00
Buchungstag Valuta Vorgang Betrag
Alter Saldo 1.000,00
03.03.2025 03.03.2025 Lastschrift -100,00
Stadtwerke
Neuer Saldo 850,00`
	res, err := Extract(context.Background(), FromText(text))
	if err != nil {
		t.Fatal(err)
	}
	rc := res.Info.Reconciliation
	if rc.Status != StatusMismatch || rc.Difference != "50,00" || rc.Expected != "850,00" || rc.Actual != "900,00" {
		t.Errorf("reconciliation = %+v, want mismatch with difference 50,00", rc)
	}
}

func TestNotRecognized(t *testing.T) {
	docs := map[string]*document.Document{
		"empty":   {Pages: []document.Page{{Number: 1, Width: 595, Height: 842}}},
		"no-page": {},
		"letter":  FromText("Sehr geehrte Damen und Herren,\nhiermit kündige ich zum 30.06.2025.\nMit freundlichen Grüßen"),
		"payslip": FromText("Abrechnung der Brutto/Netto-Bezüge März 2025\nSteuerklasse 1\n01.03.2025 Gehalt 4.200,00\n01.03.2025 Lohnsteuer 612,33\nGesamtbrutto 4.200,00\nAuszahlung 28.03.2025 2.888,79"),
		"invoice": FromText("Rechnung Nr. 2025-0117\nRechnungsdatum 14.02.2025\n14.02.2025 Austausch Sicherungskasten 420,00\nRechnungsbetrag 773,50"),
	}
	for name, d := range docs {
		_, err := Extract(context.Background(), d)
		var pe *problem.Error
		if !errors.As(err, &pe) || pe.Code != problem.DocumentNotRecognized {
			t.Errorf("%s: err = %v, want document_not_recognized", name, err)
		}
	}
	if _, err := Extract(context.Background(), nil); err == nil {
		t.Error("nil document accepted")
	}
}

// TestNotRecognizedDetail: a statement whose amounts cannot be read (here
// blacked out, as in redacted samples) is refused like any other
// unrecognised document, but the detail says it looks like a statement
// and what may help; a letter keeps the plain detail.
func TestNotRecognizedDetail(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"redacted statement", "Kontoauszug 2/2020   Seite 1 von 2\nGirokonto 1234567\nDatum Wert Erläuterung Betrag EUR\n03.02.2020 03.02.2020 Gutschrift e. Überw. ■■■■\n05.02.2020 05.02.2020 Lastschrift ■■■■", "looks like a bank statement"},
		{"letter", "Sehr geehrte Damen und Herren,\nhiermit kündige ich mein Girokonto zum 30.06.2025.\nMit freundlichen Grüßen", "no evidence of being a bank statement"},
		{"invoice", "Rechnung Nr. 2025-0117\nKontoauszug anbei\nRechnungsdatum 14.02.2025\nRechnungsbetrag ■■■■", "no evidence of being a bank statement"},
	} {
		_, err := Extract(context.Background(), FromText(tc.text))
		var pe *problem.Error
		if !errors.As(err, &pe) || pe.Code != problem.DocumentNotRecognized || !strings.Contains(pe.Detail, tc.want) {
			t.Errorf("%s: err = %v, want document_not_recognized saying %q", tc.name, err, tc.want)
		}
	}
}

// TestEmptyStatement: a statement without bookings is still a statement.
func TestEmptyStatement(t *testing.T) {
	text := `Musterbank eG
Kontoauszug Nr. 4/2025
IBAN: DE89 3704 0044 0532 0130 00
Bu-Tag Wert Vorgang
alter Kontostand 120,00 H
neuer Kontostand vom 30.04.2025 120,00 H`
	res, err := Extract(context.Background(), FromText(text))
	if err != nil {
		t.Fatalf("empty statement refused: %v", err)
	}
	if len(res.Tables) != 1 || len(res.Tables[0].Rows) != 0 || res.Info.Reconciliation.Status != StatusOK {
		t.Errorf("result = %+v", res)
	}
}

func TestCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Extract(ctx, FromText("x")); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}

func timeMonth(m int) time.Month { return time.Month(m) }

// TestTwoAccounts: a report listing two accounts yields one table each,
// and each account reconciles on its own.
func TestTwoAccounts(t *testing.T) {
	text := `Beispielbank AG
Finanzreport Nr. 3 vom 01.03.2025 bis 31.03.2025
Girokonto IBAN DE89 3704 0044 0532 0130 00
Buchungstag Valuta Vorgang Betrag
Alter Saldo 100,00
03.03.2025 03.03.2025 Lastschrift Stadtwerke -30,00
05.03.2025 05.03.2025 Gutschrift Muster GmbH 50,00
Neuer Saldo 120,00
Tagesgeld IBAN DE18 5001 0517 5407 3248 17
Buchungstag Valuta Vorgang Betrag
Alter Saldo 1.000,00
31.03.2025 31.03.2025 Zinsen 1,25
Neuer Saldo 1.001,25`
	res, err := Extract(context.Background(), FromText(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tables) != 2 {
		t.Fatalf("tables = %d, want 2: %+v", len(res.Tables), res.Tables)
	}
	if res.Tables[0].Name != "Umsätze DE89 3704 0044 0532 0130 00" || len(res.Tables[0].Rows) != 2 ||
		res.Tables[1].Name != "Umsätze DE18 5001 0517 5407 3248 17" || len(res.Tables[1].Rows) != 1 {
		t.Errorf("tables = %+v", res.Tables)
	}
	if rc := res.Info.Reconciliation; rc.Status != StatusOK {
		t.Errorf("reconciliation = %+v", rc)
	}
}

// TestForeignCurrencyOnRow: the original amount and rate printed on the
// booking row stay in the text (purpose), the EUR amount is the booking.
func TestForeignCurrencyOnRow(t *testing.T) {
	text := `Beispielbank AG
Kreditkartenabrechnung vom 01.03.2025 bis 31.03.2025
Buchung Beleg Umsatzbeschreibung Betrag EUR
Saldo vom 28.02.2025 -100,00
03.03. 02.03. AMAZON.COM SEATTLE USD 45,00 Kurs 1,0856 -41,45
Neuer Saldo -141,45`
	res, err := Extract(context.Background(), FromText(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Transactions) != 1 {
		t.Fatalf("transactions = %+v", res.Transactions)
	}
	tr := res.Transactions[0]
	if tr.Amount != -4145 || tr.Counterparty != "AMAZON.COM SEATTLE" || tr.Purpose != "USD 45,00 Kurs 1,0856" {
		t.Errorf("transaction = %+v", tr)
	}
}
