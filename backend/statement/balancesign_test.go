package statement

import (
	"context"
	"testing"
)

// TestBalanceSignProven: an overdrawn balance printed unsigned in the
// debit column is read as negative when the bookings lead exactly to its
// negative; the bookings keep their signs.
func TestBalanceSignProven(t *testing.T) {
	text := `Sparkasse Musterstadt
Kontoauszug Juli 2022
Auszug Nr. 7/2022 · IBAN DE47 5005 0201 5974 6646 31 · BIC HELADEF1822
Tag             Buchungsinformation                                             Lastschrift     Gutschrift
                Saldo alt per 30.06.2022                                                             984,21
Sa 02.07.       IKEA Deutschland                                                      35,61
                Kartenzahlung
Mo 04.07.       Thomas Weber                                                       1.316,16
                Überweisung
                Miete Juli
Fr 15.07.       Arbeitgeber GmbH                                                                    203,69
                Gutschrift
                Lohn Juli
So 31.07.       Rundfunk ARD, ZDF, DRadio                                             94,45
                SEPA-Lastschrift
                Saldo neu per 31.07.2022                                             258,32`
	res, err := Extract(context.Background(), geoDoc(text))
	if err != nil {
		t.Fatal(err)
	}
	var amounts []string
	for _, tx := range res.Transactions {
		amounts = append(amounts, tx.Amount.String())
	}
	if want := []string{"-35,61", "-1.316,16", "203,69", "-94,45"}; !slicesEqual(amounts, want) {
		t.Errorf("amounts %v, want %v", amounts, want)
	}
	if res.Info.OpeningBalance != "984,21" || res.Info.ClosingBalance != "-258,32" {
		t.Errorf("balances %s → %s, want 984,21 → -258,32", res.Info.OpeningBalance, res.Info.ClosingBalance)
	}
	if rc := res.Info.Reconciliation; rc.Status != StatusOK {
		t.Errorf("reconciliation %s: %s", rc.Status, rc.Detail)
	}
}

func slicesEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
