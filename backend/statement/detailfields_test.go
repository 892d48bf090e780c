package statement

import "testing"

// TestDetailLineFields: a detail block that prints the value date, the
// booking type and the running balance on lines of their own
// (detailfields.go) gives the value date, the type, the name and the
// purpose; the "Saldo nach Buchung" line is the balance, not purpose text.
func TestDetailLineFields(t *testing.T) {
	// Two bookings, the second with labels ending in ":".
	const detailTwoBookings = `Kontoauszug Mai 2024
IBAN DE72 5002 4024 7874 1567 32
Kontostand am 30.04.2024             3.169,81 EUR
Buchungsdatum                        01.05.2024
Wertstellung                         01.05.2024
Umsatzart                            SEPA-Gutschrift
Auftraggeber                         Muster Maschinenbau GmbH
IBAN                                 DE09 1369 5663 6650 7518 74
Verwendungszweck                     Gehalt Mai 2024 Personalnr. 926071
Betrag                               +1.852,85  EUR
Saldo nach Buchung                   5.022,66  EUR

Buchungsdatum                        02.05.2024
Wertstellung:                        01.05.2024
Umsatzart:                           SEPA-Lastschrift
Empfänger                            Stadtwerke Würzburg GmbH
Verwendungszweck                     Abschlag Strom Mai Vertragskonto 910597
Mandatsreferenz                      M8072-13730
Betrag                               -141,38  EUR
Saldo nach Buchung                   4.881,28  EUR
`
	runHZCases(t, []hzCase{{
		name: "one field to a line",
		text: detailTwoBookings + `
Buchungsdatum                        04.05.2024
Wertstellung                         04.05.2024
Umsatzart                            Kartenzahlung
Empfänger                            Shell Station
Verwendungszweck                     2024-05-04T17:20 Debitk.2
Betrag                               -26,66  EUR
Saldo nach Buchung                   4.854,62  EUR
Kontostand am 31.05.2024             4.854,62 EUR`,
		want: []string{
			"01.05.2024|01.05.2024|Muster Maschinenbau GmbH|SEPA-Gutschrift|Gehalt Mai 2024 Personalnr. 926071|1.852,85",
			"02.05.2024|01.05.2024|Stadtwerke Würzburg GmbH|SEPA-Lastschrift|Abschlag Strom Mai Vertragskonto 910597|-141,38",
			"04.05.2024|04.05.2024|Shell Station|Kartenzahlung|2024-05-04T17:20 Debitk.2|-26,66",
		},
		status: "ok",
	}, {
		name: "two bookings: the balance line is no money cell of the row",
		text: detailTwoBookings + `Kontostand am 31.05.2024             4.881,28 EUR`,
		want: []string{
			"01.05.2024|01.05.2024|Muster Maschinenbau GmbH|SEPA-Gutschrift|Gehalt Mai 2024 Personalnr. 926071|1.852,85",
			"02.05.2024|01.05.2024|Stadtwerke Würzburg GmbH|SEPA-Lastschrift|Abschlag Strom Mai Vertragskonto 910597|-141,38",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		line string
		val  bool
		typ  bool
		bal  bool
	}{
		{"Wertstellung 01.05.2024", true, false, false},
		{"Valuta: 01.05.2024", true, false, false},
		{"Wertstellung 01.05.2024 Kartenzahlung", false, false, false},
		{"Umsatzart SEPA-Gutschrift", false, true, false},
		{"Buchungsart: Dauerauftrag", false, true, false},
		{"Umsatzart 12,00", false, false, false},
		{"Verwendungszweck Miete Mai", false, false, false},
		{"Saldo nach Buchung 5.022,66 EUR", false, false, true},
		{"Kontostand nach der Buchung: -12,40", false, false, true},
		{"Saldo 5.022,66 EUR", false, false, false},
		{"Saldo nach Buchung Gebühr 5,00", false, false, false},
	} {
		r := buildRows(geoDoc(tc.line))[0]
		_, v := detailValueLine(r)
		_, ty := detailTypeLine(r)
		_, b := detailBalanceLine(r)
		if v != tc.val || ty != tc.typ || b != tc.bal {
			t.Errorf("%q: value %v type %v balance %v, want %v %v %v", tc.line, v, ty, b, tc.val, tc.typ, tc.bal)
		}
	}
}
