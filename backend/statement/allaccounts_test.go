package statement

import (
	"context"
	"strings"
	"testing"
)

// finanzExport is a finance app's export of two accounts with the summary
// of all accounts on top (allaccounts.go).
const finanzExport = `Umsätze
Anna Köhler · Export vom 02.11.2023 · Zeitraum 01.10.2023 – 31.10.2023 · 2 Konten
Alle Konten                   Saldo am 30.09.2023   5.168,96 €   Saldo am 31.10.2023   4.776,09 €
Girokonto · Consorsbank       Saldo am 30.09.2023   2.968,96 €   Saldo am 31.10.2023   2.397,57 €
Tagesgeld · comdirect         Saldo am 30.09.2023   2.200,00 €   Saldo am 31.10.2023   2.378,52 €

Girokonto
Consorsbank · IBAN DE39 7603 0080 3370 9213 81 · BIC CSDBDE71XXX
Datum        Empfänger / Auftraggeber      Verwendungszweck                 Kategorie        Betrag
31.10.2023   Saldo                                                                           2.397,57 €
31.10.2023   Grünwald Immobilien GmbH      Miete Oktober                    Wohnen           -421,39 €
11.10.2023   Anna Köhler                   Umbuchung Tagesgeld              Umbuchung        -150,00 €
30.09.2023   Saldo                                                                           2.968,96 €

Tagesgeld
comdirect · IBAN DE35 2004 1133 5814 4236 52 · BIC COBADEHD044
Datum        Empfänger / Auftraggeber      Verwendungszweck                 Kategorie        Betrag
31.10.2023   Saldo                                                                           2.378,52 €
31.10.2023   comdirect                     Zinsen Oktober                   Einnahmen          28,52 €
11.10.2023   Anna Köhler                   Umbuchung Tagesgeld              Umbuchung         150,00 €
30.09.2023   Saldo                                                                           2.200,00 €`

// TestAllAccountsSummary: the summary lines above the first account are
// no account's balances; the line whose balances are the sums of the
// others' gives the file's opening and closing balance, which reconcile
// with all accounts' bookings. Without the proof (the sums do not add
// up) Info stays the first account's.
func TestAllAccountsSummary(t *testing.T) {
	for _, tc := range []struct {
		name, text                        string
		open, close, iban, status         string
		firstOpen, firstClose, firstState string
	}{
		{"totals proven", finanzExport, "5.168,96", "4.776,09", "", StatusOK, "2.968,96", "2.397,57", StatusOK},
		{"no totals line", strings.Replace(finanzExport, "5.168,96", "5.168,00", 1), "", "", "DE39 7603 0080 3370 9213 81", "", "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract(context.Background(), geoDoc(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Transactions) != 4 {
				t.Fatalf("%d bookings, want 4", len(res.Transactions))
			}
			in := res.Info
			if in.IBAN != tc.iban {
				t.Errorf("IBAN %q, want %q", in.IBAN, tc.iban)
			}
			if tc.open == "" {
				if in.OpeningBalance == "5.168,00" || in.OpeningBalance == "5.168,96" {
					t.Errorf("opening %s: the summary is no total", in.OpeningBalance)
				}
				return
			}
			if in.OpeningBalance != tc.open || in.ClosingBalance != tc.close || in.Reconciliation.Status != tc.status {
				t.Errorf("opening %s closing %s %s (%s), want %s %s %s", in.OpeningBalance, in.ClosingBalance, in.Reconciliation.Status, in.Reconciliation.Detail, tc.open, tc.close, tc.status)
			}
			if len(in.Accounts) != 2 {
				t.Fatalf("%d accounts, want 2", len(in.Accounts))
			}
			if a := in.Accounts[0]; a.OpeningBalance != tc.firstOpen || a.ClosingBalance != tc.firstClose || a.Reconciliation.Status != tc.firstState {
				t.Errorf("first account %s %s %s, want %s %s %s", a.OpeningBalance, a.ClosingBalance, a.Reconciliation.Status, tc.firstOpen, tc.firstClose, tc.firstState)
			}
		})
	}
	for _, tc := range []struct {
		line string
		ok   bool
	}{
		{"Alle Konten Saldo am 30.09.2023 7.937,61 € Saldo am 31.10.2023 6.395,37 €", true},
		{"Girokonto Kontostand per 30.09.2023 1,00 Kontostand per 31.10.2023 2,00", true},
		{"Girokonto Saldo am 31.10.2023 1,00 Saldo am 30.09.2023 2,00", false}, // dates out of order
		{"Girokonto Saldo am 30.09.2023 1,00", false},
		{"30.09.2023 Miete 1,00 31.10.2023 Strom 2,00", false},
	} {
		_, _, ok := summaryPair(buildRows(geoDoc(tc.line))[0])
		if ok != tc.ok {
			t.Errorf("summaryPair(%q) = %v, want %v", tc.line, ok, tc.ok)
		}
	}
}
