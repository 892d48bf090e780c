package statement

import (
	"context"
	"testing"
)

// TestHeadCurrency: the account currency comes from the page head; a
// euro amount inside a booking does not make a CHF or USD account a euro
// account, and a head naming EUR keeps the euro.
func TestHeadCurrency(t *testing.T) {
	const bookings = `
Buchungstag  Wert        Vorgang                                                  Betrag
             Kontostand am 31.07.2022                                          1.000,00
04.08.2022   04.08.2022  Zahlung Ausland Anna Köhler                             -500,00
                         Betrag EUR 480,00 zum Kurs 0,96
12.08.2022   12.08.2022  Gutschrift Arbeitgeber AG                                800,00
             Kontostand am 31.08.2022                                          1.300,00`
	for _, tc := range []struct {
		name, head, want string
	}{
		{"Swiss franc account", "Privatkonto CHF\nIBAN CH58 0078 2378 3178 1180 2", "CHF"},
		{"dollar account with a colon", "Kontowährung: USD\nIBAN DE39 3705 0198 8934 4609 69", "USD"},
		{"head names the euro too", "Girokonto EUR · Fremdwährungsumsätze in USD\nIBAN DE39 3705 0198 8934 4609 69", "EUR"},
		{"no currency in the head", "Girokonto\nIBAN DE39 3705 0198 8934 4609 69", "EUR"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract(context.Background(), geoDoc("Musterbank\nKontoauszug 8/2022\n"+tc.head+bookings))
			if err != nil {
				t.Fatal(err)
			}
			if res.Info.Currency != tc.want {
				t.Errorf("currency %q, want %q", res.Info.Currency, tc.want)
			}
		})
	}
}
