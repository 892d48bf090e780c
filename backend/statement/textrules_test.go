package statement

import (
	"context"
	"strings"
	"testing"
)

// extractText runs Extract on plain text lines.
func extractText(t *testing.T, lines []string) *Result {
	t.Helper()
	res, err := Extract(context.Background(), FromText(strings.Join(lines, "\n")))
	if err != nil {
		t.Fatalf("Extract: %v", err)
	}
	return res
}

// tableRows renders every table row as "Buchungstag|Wertstellung|Betrag".
func tableRows(res *Result) []string {
	var out []string
	for _, tb := range res.Tables {
		for _, r := range tb.Rows {
			out = append(out, r[0]+"|"+r[1]+"|"+r[6])
		}
	}
	return out
}

// A layout that prints the value date under the booking date: a value date
// the text layer moved a line or two further down is still the value date.
func TestLateValueDate(t *testing.T) {
	head := []string{
		"Kontoauszug Girokonto",
		"Buchungstag Vorgang Auftraggeber/Empfänger Buchungstext Ausgang",
		"Valuta Referenz IBAN/BIC Eingang",
		"Alter Saldo 01.09.2019 +100,00",
		"05.09.2019 Lastschrift Firma A Miete -10,00",
		"04.09.2019 REF0001 Verwendungszweck",
		"06.09.2019 Gutschrift Firma B Lohn +20,00",
		"06.09.2019 REF0002",
		"07.09.2019 Visa-Umsatz Firma C -5,00",
		"05.09.2019 REF0003",
	}
	tests := []struct {
		name string
		tail []string
		want string // the last booking
	}{
		{"two lines below", []string{"30.09.2019 Visa-Umsatz Firma D -3,94", "A 1190931572", "28.09.2019"}, "30.09.2019|28.09.2019|-3,94"},
		{"one line below", []string{"30.09.2019 Visa-Umsatz Firma D -3,94", "28.09.2019 1190931572"}, "30.09.2019|28.09.2019|-3,94"},
		{"too far from the booking", []string{"30.09.2019 Visa-Umsatz Firma D -3,94", "A 1190931572", "28.03.2019"}, "30.09.2019||-3,94"},
		{"a date with more text is not alone", []string{"30.09.2019 Visa-Umsatz Firma D -3,94", "A 1190931572", "28.09.2019 Rechnung"}, "30.09.2019||-3,94"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows := tableRows(extractText(t, append(append([]string(nil), head...), tt.tail...)))
			if len(rows) != 4 || rows[3] != tt.want {
				t.Errorf("rows = %q, want last %q", rows, tt.want)
			}
		})
	}
	// Without the layout evidence (no booking prints its value date under
	// it) a lone date in the text stays text.
	rows := tableRows(extractText(t, []string{
		"Kontoauszug Girokonto",
		"Buchungstag Vorgang Buchungstext Betrag",
		"05.09.2019 Lastschrift Firma A -10,00",
		"Miete",
		"06.09.2019 Gutschrift Firma B +20,00",
		"Lohn",
		"30.09.2019 Visa-Umsatz Firma D -3,94",
		"A 1190931572",
		"28.09.2019",
	}))
	if len(rows) != 3 || rows[2] != "30.09.2019||-3,94" {
		t.Errorf("no layout evidence: rows = %q", rows)
	}
}

// Balances whose amounts a broken text layer letter-spaced ("40,1 6") or
// printed with two signs ("+0,56-") are read, so the check can run.
func TestSpacedAndDoubleSignedBalances(t *testing.T) {
	tests := []struct {
		name    string
		lines   []string
		closing string
		status  string
	}{
		{"letter-spaced cents", []string{
			"Kontoauszug",
			"Buchungstag Wert Umsatz Buchungstext",
			" 40,04      ALTER SALDO GEM. KONTOAUSZUG VOM 02.01.2023",
			"31.01.2023 31.01.2023 Habenzinsen 0,06 H",
			"28.02.2023 28.02.2023 Habenzinsen 0,06 H",
			" 40,1 6      NEUER SALDO",
		}, "40,16", StatusOK},
		{"two signs, trailing marker", []string{
			"Kontoauszug Tagesgeld",
			"Buchungstag Vorgang Buchungstext Betrag",
			"Alter Saldo 03.09.2018 +1,00",
			"28.09.2018 Lastschrift Entgelt -1,56",
			"Neuer Saldo 01.10.2018 +0,56-",
		}, "-0,56", StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(t, tt.lines)
			if res.Info.ClosingBalance != tt.closing || res.Info.Reconciliation.Status != tt.status {
				t.Errorf("closing %q status %q, want %q %q (%+v)", res.Info.ClosingBalance, res.Info.Reconciliation.Status, tt.closing, tt.status, res.Info.Reconciliation)
			}
		})
	}
}

// A closing notice on its own (no booking rows) books its closing amount
// when it says so; elsewhere a closing line stays what it is.
func TestClosingNotice(t *testing.T) {
	head := []string{
		"Kontoabschluss Tagesgeldkonto",
		"Kontonummer 0123456789",
		"** ABSCHLUSS FÜR KONTO 0123 456 789 VOM 31.12.2023 BIS 31.03.2024/EUR **",
		"1,00000 % HABENZINS 31.12.23-01.03.24 75,31 H",
		"SUMME DER ABSCHLUSSPOSTEN 75,31 H",
		"25,000% KAPITALERTRAGSTEUER AUS EUR 75,31 H 18,83 S",
	}
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"credited", append(append([]string(nil), head...),
			"RECHNUNGSABSCHLUSSSALDO PER 31.03.2024 56,48 H",
			"WIR HABEN DEN ABSCHLUSSBETRAG AUF KONTO 0123456789 GUTGESCHRIEBEN."),
			[]string{"31.03.2024||56,48"}},
		{"debited, unsigned", append(append([]string(nil), head...),
			"Abschlussbetrag per 30.06.2024 12,30",
			"Der Abschlussbetrag wurde Ihrem Konto belastet."),
			[]string{"30.06.2024||-12,30"}},
		{"no booking sentence: a balance, no row", append(append([]string(nil), head...),
			"RECHNUNGSABSCHLUSSSALDO PER 31.03.2024 56,48 H",
			"Bitte prüfen Sie diesen Abschluss."),
			nil},
		{"a statement with bookings keeps its rows", []string{
			"Kontoauszug",
			"Buchungstag Wert Buchungstext Betrag",
			"Alter Saldo 100,00 H",
			"29.03.2024 29.03.2024 Gutschrift Lohn 50,00 H",
			"Abschlusssaldo per 31.03.2024 150,00 H",
			"Der Abschluss wurde Ihrem Konto gutgeschrieben.",
		}, []string{"29.03.2024|29.03.2024|50,00"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tableRows(extractText(t, tt.lines))
			if strings.Join(got, ";") != strings.Join(tt.want, ";") {
				t.Errorf("rows = %q, want %q", got, tt.want)
			}
		})
	}
}

// A counterparty's IBAN line left outside its booking (OCR lost the
// booking's date) and followed by more bookings does not start a new
// account section: the closing balance after the next page's header still
// belongs to the statement's account.
func TestCounterpartyIBANIsNoSection(t *testing.T) {
	lines := []string{
		"Kontoauszug Nr. 12/2024",
		"IBAN: DE85 1203 0000 8930 8633 90 BIC: BYLADEM1001",
		"Bu.Tag Valuta Vorgang",
		"alter Kontostand                                 100,00 H",
		"02.12. 02.12. KARTENZAHLUNG                       10,00 S",
		"              ALDI SÜD",
		"1912. 19212: GUTSCHRIFT                           50,00 H",
		"              Pflegedienst Sonnenschein",
		"              IBAN: DE91 9389 2486 0531 2108 88",
		"20.12. 20.12. KARTENZAHLUNG                        5,00 S",
		"              REWE Markt GmbH",
		"Blatt 1 von 2",
		"Bu.Tag Valuta Vorgang",
		"31.12. 31.12. ECHTZEITÜBERWEISUNG                  5,00 S",
		"              Thomas Weber",
		"neuer Kontostand vom 31.12.2024                  130,00 H",
	}
	tests := []struct {
		name string
		geom bool // word positions count (OCR/PDF), not a plain text
	}{{"positioned words", true}, {"plain text", false}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := FromText(strings.Join(lines, "\n"))
			if tt.geom {
				doc.Pages[0].Width = 600
			}
			res, err := Extract(context.Background(), doc)
			if err != nil {
				t.Fatal(err)
			}
			rc := res.Info.Reconciliation
			if len(res.Tables) != 1 || res.Info.ClosingBalance != "130,00" {
				t.Fatalf("tables %d, closing %q (%+v)", len(res.Tables), res.Info.ClosingBalance, rc)
			}
			if tt.geom && (rc.Status != StatusMismatch || rc.Difference != "-50,00") {
				t.Errorf("reconciliation %+v, want the lost 50,00 as the difference", rc)
			}
		})
	}
}

// An escrow or new account's statement opens with the opening itself
// ("Kontoeröffnung 04.07.2023 + 0,00") instead of an old balance: that row
// is the opening balance, so the check can run. A dated booking naming the
// opening (its fee) stays a booking.
func TestAccountOpeningRow(t *testing.T) {
	res := extractText(t, []string{
		"Kontoauszug Notaranderkonto   04.07.2023 - 17.09.2023",
		"Buchungstag Wert Vorgang Betrag EUR",
		"                     Kontoeröffnung 04.07.2023   + 0,00",
		"06.07.2023 06.07.2023 Gutschrift + 561.000,00",
		"12.08.2023 12.08.2023 Kontoeröffnungsentgelt – 10,00",
		"12.08.2023 12.08.2023 Überweisung – 560.990,00",
		"                     Kontostand am 17.09.2023   + 0,00",
	})
	if got := tableRows(res); len(got) != 3 {
		t.Errorf("rows = %q, want the three bookings", got)
	}
	if rc := res.Info.Reconciliation; res.Info.OpeningBalance != "0,00" || rc.Status != StatusOK {
		t.Errorf("opening %q, reconciliation %s (%s), want 0,00 ok", res.Info.OpeningBalance, rc.Status, rc.Detail)
	}
}
