package statement

import (
	"context"
	"testing"
)

// TestFeeSummaryPeriod: the yearly fee statement (§ 10 ZKG) printed after
// a January statement's bookings carries its own "Zeitraum" of the past
// year; the statement's period is not taken from it, so the opening
// balance on 31 December still opens the statement.
func TestFeeSummaryPeriod(t *testing.T) {
	for _, tc := range []struct {
		name, head string
		start, end string
	}{
		{"fee statement heads the range two rows above", "Entgeltaufstellung für das Jahr 2021\ngemäß § 10 Zahlungskontengesetz (ZKG) für Ihr Zahlungskonto DE10 5105 0015 7697 3177 19\nZeitraum 01.01.2021 bis 31.12.2021 · Kontoinhaber Murat Yilmaz", "", ""},
		{"statement period printed in the head", "Entgeltaufstellung für das Jahr 2021 gemäß § 10 ZKG\nZeitraum 01.01.2021 bis 31.12.2021", "01.01.2022", "31.01.2022"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			period := ""
			if tc.start != "" {
				period = "\nKontoauszug vom " + tc.start + " bis " + tc.end
			}
			text := `Nassauische Sparkasse                                                 Kontostand am 31.01.2022 um 17:01 Uhr   4.728,42` + period + `
Buchungstag  Wertstellung  Vorgang                                                          Betrag EUR
                           Kontostand am 31.12.2021, Auszug Nr. 1                             6.211,59
03.01.2022   03.01.2022    Miete Januar Wohnungsbau GmbH                                    -1.476,25
15.01.2022   15.01.2022    Entgelt                                                              -6,92

` + tc.head + `
Dienst                                        Anzahl   Entgelt je Einheit EUR   Summe EUR
Sparkassen-Card (Debitkarte) Jahresentgelt         1                     6,00        6,00
Gesamtbetrag der Entgelte                                                           107,50`
			res, err := Extract(context.Background(), geoDoc(text))
			if err != nil {
				t.Fatal(err)
			}
			if res.Info.OpeningBalance != "6.211,59" {
				t.Errorf("opening %q, want 6.211,59", res.Info.OpeningBalance)
			}
			if res.Info.PeriodStart != tc.start || res.Info.PeriodEnd != tc.end {
				t.Errorf("period %q–%q, want %q–%q", res.Info.PeriodStart, res.Info.PeriodEnd, tc.start, tc.end)
			}
			if rc := res.Info.Reconciliation; rc.Status != StatusOK {
				t.Errorf("reconciliation %s: %s", rc.Status, rc.Detail)
			}
		})
	}
}
