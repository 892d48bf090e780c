package statement

import "testing"

// TestDatedSaldoRow: an app export's balance rows inside the booking list
// ("31.10.2023 Saldo 1.278,21 €" on top, "30.09.2023 Saldo 2.968,96 €" at
// the bottom, newest first) are the closing and opening balances, not
// bookings (datedsaldo.go).
func TestDatedSaldoRow(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "balance rows in the list, newest first",
		text: `Umsätze Zeitraum 01.10.2023 – 31.10.2023
Girokonto IBAN DE39 7603 0080 3370 9213 81
Datum        Empfänger / Auftraggeber      Verwendungszweck                 Kategorie        Betrag
31.10.2023   Saldo                                                                           1.278,21 €
31.10.2023   Grünwald Immobilien GmbH      Miete Oktober                    Wohnen           -421,39 €
13.10.2023   IKEA Deutschland              2023-10-13T16:51 Debitk.2        Shopping          -90,70 €
01.10.2023   Anna Köhler                   Umbuchung Tagesgeld              Umbuchung        -150,00 €
30.09.2023   Saldo                                                                           1.940,30 €`,
		want: []string{
			"31.10.2023||Grünwald Immobilien GmbH||Miete Oktober|-421,39",
			"13.10.2023||IKEA Deutschland||2023-10-13T16:51 Debitk.2|-90,70",
			"01.10.2023||Anna Köhler||Umbuchung Tagesgeld|-150,00",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"31.10.2023 Saldo 1.278,21 €", true},
		{"31.10.2023 Kontostand 1.278,21 EUR", true},
		{"31.10.2023 Saldo 1.278,21", true},
		{"31.10.2023 Saldoausgleich 1.278,21", false},
		{"31.10.2023 Saldo Kreditkarte 1.278,21", false},
		{"31.10.2023 REWE 12,40", false},
		{"Kontostand 2023-10-31 1278,21", true},   // a spreadsheet's balance row, the label first
		{"Kontostand 31.10.2023 1.278,21", false}, // label first only before an ISO date
		{"REWE 31.10.2023 12,40", false},
	} {
		if got := datedSaldoRow(buildRows(geoDoc(tc.line))[0]) != 0; got != tc.want {
			t.Errorf("%q: %v, want %v", tc.line, got, tc.want)
		}
	}
}
