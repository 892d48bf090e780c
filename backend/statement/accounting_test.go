package statement

import (
	"context"
	"testing"
)

// TestParenCurrency: "(45,00 €)" in a money column is a debit, and the
// same form inside the text stays text with its currency.
func TestParenCurrency(t *testing.T) {
	text := `Sparkasse Musterstadt
Kontoauszug 2022 · IBAN DE47 5005 0201 5974 6646 31
Datum        Vorgang                                                  Betrag
             Kontostand am 31.12.2021                                1.000,00
15.03.2022   Gebühr Kontoführung                                  (45,00 €)
31.12.2022   Prämie 50 % auf Sparbeiträge 2022 (2.700,00 EUR)        1.350,00
             Kontostand am 31.12.2022                                2.305,00`
	res, err := Extract(context.Background(), geoDoc(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Transactions) != 2 {
		t.Fatalf("%d bookings, want 2", len(res.Transactions))
	}
	if a := res.Transactions[0].Amount.String(); a != "-45,00" {
		t.Errorf("fee %s, want -45,00", a)
	}
	if p := res.Transactions[1].Purpose; p != "Prämie 50 % auf Sparbeiträge 2022 (2.700,00 EUR)" {
		t.Errorf("purpose %q, want the currency kept", p)
	}
	if rc := res.Info.Reconciliation; rc.Status != StatusOK {
		t.Errorf("reconciliation %s: %s", rc.Status, rc.Detail)
	}
}
