package statement

import (
	"context"
	"testing"
)

// TestHeadAccount: the statement's account is the one in the page head,
// not the IBAN its bookings name most often, and not one labelled as
// another account.
func TestHeadAccount(t *testing.T) {
	for _, tc := range []struct {
		name, text, iban, bic string
	}{{
		name: "savings account paid from its reference account",
		text: `Musterbank AG                                          Kontoauszug Tagesgeld 2/2024
Tagesgeldkonto · IBAN DE20 5001 0517 5082 2197 75 · BIC INGDDEFFXXX
Referenzkonto DE87 7016 9614 1332 5580 15
Datum        Vorgang                                                    Betrag EUR
             Kontostand am 31.03.2024                                     5.000,00
05.04.2024   Übertrag vom Girokonto                                         500,00
             IBAN DE87 7016 9614 1332 5580 15
12.05.2024   Umbuchung auf Girokonto                                       -200,00
             IBAN DE87 7016 9614 1332 5580 15
03.06.2024   Übertrag vom Girokonto                                         300,00
             IBAN DE87 7016 9614 1332 5580 15
             Kontostand am 30.06.2024                                     5.600,00`,
		iban: "DE20 5001 0517 5082 2197 75", bic: "INGDDEFFXXX",
	}, {
		name: "unlabelled IBAN under a header row",
		text: `Postgiro Nord                     Kontoauszug: Giro plus vom 16.12.2024 bis 15.01.2025
Auszug    Jahr    Seite    von    IBAN
1         2025    1        2      DE58 2001 0020 8963 3131 77
Buchung   Wert    Vorgang                                                    Betrag EUR
                  Kontostand am 15.12.2024                                   + 2.441,59
17.12.    17.12.  Lastschrift Stadtwerke                                       - 84,00
                  IBAN DE97 7957 6646 8670 9522 96 BIC VBMHDE5FXXX
20.12.    20.12.  Gutschrift Arbeitgeber GmbH                               + 2.300,00
                  IBAN DE24 1963 4812 5539 9503 16 BIC COBADEHDXXX
                  Kontostand am 15.01.2025                                   + 4.657,59`,
		iban: "DE58 2001 0020 8963 3131 77", // no own BIC printed: the bookings' BICs are the senders' banks
	}, {
		name: "own BIC only in the footer, counterparty BIC on its own line",
		text: `Postgiro Nord                     Kontoauszug: Giro plus vom 16.12.2024 bis 15.01.2025
Auszug    Jahr    Seite    von    IBAN
1         2025    1        1      DE58 2001 0020 8963 3131 77
Buchung   Wert    Vorgang                                                    Betrag EUR
                  Kontostand am 15.12.2024                                   + 2.441,59
17.12.    17.12.  Lastschrift Stadtwerke                                       - 84,00
                  IBAN DE97 7957 6646 8670 9522 96
                  BIC VBMHDE5FXXX
20.12.    20.12.  Gutschrift Arbeitgeber GmbH                               + 2.300,00
                  IBAN DE24 1963 4812 5539 9503 16 BIC COBADEHDXXX
                  Kontostand am 15.01.2025                                   + 4.657,59
Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig. BIC PGNODEH1XXX`,
		iban: "DE58 2001 0020 8963 3131 77", bic: "PGNODEH1XXX",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract(context.Background(), geoDoc(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if res.Info.IBAN != tc.iban {
				t.Errorf("IBAN %q, want %q", res.Info.IBAN, tc.iban)
			}
			if res.Info.BIC != tc.bic {
				t.Errorf("BIC %q, want %q", res.Info.BIC, tc.bic)
			}
			if want := "Umsätze " + tc.iban; len(res.Tables) != 1 || res.Tables[0].Name != want {
				t.Errorf("tables %v, want one named %q", tableNames(res), want)
			}
			if rc := res.Info.Reconciliation; rc.Status != StatusOK {
				t.Errorf("reconciliation %s: %s", rc.Status, rc.Detail)
			}
		})
	}
}

func tableNames(res *Result) []string {
	var out []string
	for _, tb := range res.Tables {
		out = append(out, tb.Name)
	}
	return out
}
