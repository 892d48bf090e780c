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

// TestOpeningBalance: a "Saldovortrag" between bookings carries a page's
// sum over and one after the bookings carries the closing balance forward;
// neither is the opening balance when one stands before the bookings. With
// none before them, a labelled old balance under the list opens (DKB). An
// opening balance in the right-hand cell of a head row ("BIC …
// Kontostand am …") and a card bill's "Saldo aus letzter Abrechnung" open
// the statement.
func TestOpeningBalance(t *testing.T) {
	for _, tc := range []struct {
		name, text, opening string
	}{{
		name: "carry between pages",
		text: `Musterbank AG   Kontoauszug   IBAN DE47 5005 0201 5974 6646 31
Datum      Buchungstext                                           Betrag EUR
           Kontostand am 31.01.2025                                 2.090,47
03.02.2025 Lastschrift Stadtwerke Musterstadt                         -109,50
           Zwischensaldo                                            1.980,97
           Saldovortrag                                             1.980,97
12.02.2025 Gutschrift Muster GmbH Lohn                              2.500,00
           Kontostand am 28.02.2025                                 4.480,97`,
		opening: "2.090,47",
	}, {
		name: "carry forward after the list",
		text: `Musterbank AG   Kontoauszug   IBAN DE47 5005 0201 5974 6646 31
Datum      Wert       Buchungstext                                Betrag EUR
           Saldo per 31.01.25                                       1.105,13
03.02.25   03.02.25   Lastschrift Stadtwerke Musterstadt             -80,73
12.02.25   12.02.25   Gutschrift Muster GmbH Lohn                   3.805,12
           Saldovortrag                                             4.829,52
           Saldo per 28.02.25                                       4.829,52`,
		opening: "1.105,13",
	}, {
		name: "old balance under the list",
		text: `Musterbank AG   Kontoauszug   IBAN DE47 5005 0201 5974 6646 31
Bu.Tag     Wert       Wir haben für Sie gebucht           Belastung   Gutschrift
03.02.     03.02.     Lastschrift Stadtwerke Musterstadt      80,73
12.02.     12.02.     Gutschrift Muster GmbH Lohn                       3.805,12
ALTER KONTOSTAND                                                        1.105,13 H
NEUER KONTOSTAND                                                        4.829,52 H`,
		opening: "1.105,13",
	}, {
		name: "balance beside the BIC",
		text: `Raiffeisenbank Augsburger Land West eG                        Kontoauszug 12/2024
IBAN DE47 5005 0201 5974 6646 31
BIC AUGSDE77XXX                                             Kontostand am 30.11.2024          +5.108,83
Buchung    Wert       Vorgang                                                    Betrag EUR
03.12.2024 03.12.2024 Lastschrift Stadtwerke Musterstadt                           -109,50
12.12.2024 12.12.2024 Gutschrift Muster GmbH Lohn                                 2.500,00
                                                            Kontostand am 31.12.2024          +7.499,33`,
		opening: "5.108,83",
	}, {
		name: "card bill",
		text: `Musterbank Kreditkarte                                      Abrechnung vom 20.12.2024
Kartennummer 4111 XXXX XXXX 1234
Belegdatum Buchung   Umsatz                                                     Betrag EUR
           Saldo aus letzter Abrechnung                                          193,18-
28.11.     28.11.    Zahlung per Lastschrift - vielen Dank                        193,18+
03.12.     04.12.    Amazon Marketplace                                           45,99-
           Neuer Saldo                                                            45,99-`,
		opening: "-193,18",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract(context.Background(), geoDoc(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if res.Info.OpeningBalance != tc.opening {
				t.Errorf("opening %q, want %q", res.Info.OpeningBalance, tc.opening)
			}
			if rc := res.Info.Reconciliation; rc.Status != StatusOK {
				t.Errorf("reconciliation %s: %s", rc.Status, rc.Detail)
			}
		})
	}
}
