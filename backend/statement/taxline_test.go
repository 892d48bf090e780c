package statement

import "testing"

// TestMayBeLegal: the cheap check never rejects a row that reLegal
// matches (it would drop a footer into a booking's text).
func TestMayBeLegal(t *testing.T) {
	for _, s := range []string{
		"Vorstand: Dr. A. Beispiel", "AUFSICHTSRAT", "Handelsregister HRB 12345", "Amtsgericht Köln", "USt-IdNr. DE123456789", "Ust.ID DE1", "UST ID",
		"Steuer-Nr. 27/123", "Sehr geehrte Frau Muster", "Umsatzsteuer-ID DE1", "Registergericht München", "Einlagensicherung", "Bitte beachten Sie",
		"Hinweise zum Kontoauszug", "Rechnungsabschlüsse gelten als genehmigt", "Einwendungen gegen", "Sitz der Gesellschaft: Berlin", "Geschäftsführer: B. Muster", "GESCHÄFTSFÜHRUNG",
	} {
		if !reLegal.MatchString(s) {
			t.Fatalf("%q: reLegal does not match; fix the case", s)
		}
		if !mayBeLegal(s) {
			t.Errorf("%q: matched by reLegal, rejected by mayBeLegal", s)
		}
	}
	if mayBeLegal("05.03.2024 Lastschrift Stadtwerke Köln -45,00") {
		t.Error("a booking row passes the cheap check")
	}
}

// TestTaxNumberInBooking: a payment to the tax office quotes the payer's
// tax number with the tax and period it pays; that line is the booking's
// purpose (and its mandate and IBAN lines stay with it). The bank's own
// tax number alone under the last booking stays footer text.
func TestTaxNumberInBooking(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "USt-VA by direct debit",
		text: `Kontoauszug 2/2023                01.02.2023 - 28.02.2023
Geschäftsgirokonto DE83 6209 1800 0556 0501 19
Buchungstag  Buchungstext / Verwendungszweck                          Betrag EUR
             Saldovortrag vom 31.01.2023                               41.223,92
01.02.2023   Lastschrift                                               -12.110,84
             Finanzamt Esslingen
             Steuernr. 64226/94588 USt-VA 01/2023
               Mandatsref. V740168 Gläubiger-ID DE26ZZZ60166271345
01.02.2023   Gutschrift                                                  1.000,00
             Festo SE & Co. KG
             RE 2400478 vom 29.12.2022
             Neuer Saldo vom 28.02.2023                                 30.113,08`,
		want: []string{
			"01.02.2023||Finanzamt Esslingen|Lastschrift|Steuernr. 64226/94588 USt-VA 01/2023|-12.110,84",
			"01.02.2023||Festo SE & Co. KG|Gutschrift|RE 2400478 vom 29.12.2022|1.000,00",
		},
		status: "ok",
	}, {
		name: "bank's tax number under the last booking",
		text: `Kontoauszug 2/2023                01.02.2023 - 28.02.2023
Geschäftsgirokonto DE83 6209 1800 0556 0501 19
Buchungstag  Buchungstext / Verwendungszweck                          Betrag EUR
             Saldovortrag vom 31.01.2023                               41.223,92
01.02.2023   Gutschrift                                                  1.000,00
             Festo SE & Co. KG
             RE 2400478 vom 29.12.2022
             Steuer-Nr. 27/123/45678
             Neuer Saldo vom 28.02.2023                                 42.223,92`,
		want: []string{
			"01.02.2023||Festo SE & Co. KG|Gutschrift|RE 2400478 vom 29.12.2022|1.000,00",
		},
		status: "ok",
	}})
}
