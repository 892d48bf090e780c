package statement

import "testing"

// TestS10ReceiptColumn: an accounting app's "Beleg" column holds the
// state of the booking's receipt ("RE-2025-0142" / "zugeordnet",
// "fehlt"), not a receipt date: its words, on the booking row and on the
// wrapped line under it, are no purpose. A "Beleg" column of dates stays
// the value date (receiptcol.go).
func TestS10ReceiptColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "receipt state column",
		text: `Bankumsätze · Muster GmbH            Zeitraum 01.08.2024 – 31.08.2024
IBAN DE09 6045 0050 7843 3923 37
Anfangssaldo 31.07.2024   5.978,05 EUR
Datum       Empfänger / Auftraggeber        Verwendungszweck                    Beleg            Betrag (EUR)    Saldo (EUR)
03.08.2024  Grünwald Immobilien GmbH        Miete Werkstatt August 2024         RE-2024-0489        -1.350,00       4.628,05
                                                                                zugeordnet
            Dauerauftrag
04.08.2024  Farbenhaus Schulte GmbH         Rechnung 961651 Kundennr. 23562     fehlt               -2.006,69       2.621,36
05.08.2024  Stripe Technology Europe Ltd    Auszahlung Payout 246729            RE-2024-0246           311,85       2.933,21
                                                                                zugeordnet
Endsaldo 31.08.2024   2.933,21 EUR`,
		want: []string{
			"03.08.2024||Grünwald Immobilien GmbH|Dauerauftrag|Miete Werkstatt August 2024|-1.350,00",
			"04.08.2024||Farbenhaus Schulte GmbH||Rechnung 961651 Kundennr. 23562|-2.006,69",
			"05.08.2024||Stripe Technology Europe Ltd||Auszahlung Payout 246729|311,85",
		},
	}, {
		name: "receipt date column",
		text: `Kreditkartenabrechnung   Abrechnungszeitraum 01.08.2024 bis 31.08.2024
Referenzkonto DE82 5005 0201 2110 0077 52
Datum       Beleg       Beschreibung                             Betrag
03.08.2024  01.08.2024  LIDL SAGT DANKE                         -19,26
05.08.2024  04.08.2024  HOTEL ADLER                             -100,00`,
		want: []string{
			"03.08.2024|01.08.2024|LIDL SAGT DANKE|||-19,26",
			"05.08.2024|04.08.2024|HOTEL ADLER|||-100,00",
		},
	}})
}
