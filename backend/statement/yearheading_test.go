package statement

import (
	"context"
	"testing"
)

// TestYearHeadingPeriod: a loan's year statement names its year in the
// heading; the interest line of the first booking ("Zinsen 01.12.2024 -
// 31.12.2024", the month before) is no period, so "Saldo am 31.12.2024"
// opens. A period that ends with the heading's year (an account opened
// during it) is the statement's own.
func TestYearHeadingPeriod(t *testing.T) {
	const bookings = `Buchung     Wert        Buchungsart / Erläuterung              Belastung   Gutschrift        Saldo
                        Saldo am 31.12.2024                                               -19.347,93
01.01.2025  01.01.2025  Sollzinsen                                159,62                  -19.507,55
                          Zinsen 01.12.2024 - 31.12.2024
01.02.2025  01.02.2025  Ratenzahlung                                           247,89     -19.259,66
                          Rate 02/2025
                        Saldo am 31.12.2025                                               -19.259,66`
	for _, tc := range []struct {
		name, head, start, end, opening string
	}{
		{"year heading only", "Jahreskontoauszug 2025 zu Ihrem Ratenkredit\n", "01.01.2025", "31.12.2025", "-19.347,93"},
		{"period ending with the year", "Jahreskontoauszug 2025 zu Ihrem Ratenkredit\nZeitraum 15.03.2025 - 31.12.2025\n", "15.03.2025", "31.12.2025", "-19.347,93"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract(context.Background(), geoDoc(tc.head+bookings))
			if err != nil {
				t.Fatal(err)
			}
			in := res.Info
			if in.PeriodStart != tc.start || in.PeriodEnd != tc.end || in.OpeningBalance != tc.opening {
				t.Errorf("period %s - %s, opening %q; want %s - %s, %q", in.PeriodStart, in.PeriodEnd, in.OpeningBalance, tc.start, tc.end, tc.opening)
			}
			if in.Reconciliation.Status != StatusOK {
				t.Errorf("reconciliation %s (%s)", in.Reconciliation.Status, in.Reconciliation.Detail)
			}
		})
	}
}
