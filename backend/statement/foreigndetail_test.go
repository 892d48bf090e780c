package statement

import "testing"

// TestForeignSettlementLines: a foreign transfer's settlement printed
// under it (conversion with rate and counter-value, the fees taken, the
// charge code, the banks on either side) is not remittance text; the
// purpose is the payer's reference only. A card payment's foreign amount
// and rate without a counter-value stays the purpose, and a fee booking's
// own text with an amount stays too (no conversion above it).
func TestForeignSettlementLines(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "export account",
		text: `Kontoauszug Nr. 002/2023          01.02.2023 - 28.02.2023
Geschäftsgirokonto DE83 6209 1800 0556 0501 19
Buchungstag  Buchungstext / Verwendungszweck                          Betrag EUR
             Saldovortrag vom 31.01.2023                               41.223,92
03.02.2023   Auslandsüberweisung                                       -5.229,50
             Hydraulik Tech AG
             INVOICE CH-54294
               Betrag CHF 4.902,00 zum Kurs 0,9403 = EUR 5.213,20
               Entgelt Auslandszahlungsverkehr EUR 15,00
               Courtage EUR 1,30
               Entgelte/Spesen: SHA · BIC Empfängerbank UBSWCHZH80A
15.02.2023   Auslandsgutschrift                                        10.626,40
             Ningbo Haitian Components Co. Ltd.
             PAYMENT ORDER 206039/CN
               Eingang USD 11.476,00 Kurs 1,0789 Gegenwert EUR 10.636,40
               abzüglich Entgelt Auslandszahlung EUR 10,00
               Fremdspesen 12,50
               Auftraggeberbank ICBKCNBJNBO · Währung USD
20.02.2023   Kartenzahlung                                                -41,45
             AMAZON.COM SEATTLE
             USD 45,00 Kurs 1,0856
28.02.2023   Entgelt                                                      -15,00
             Entgelt Auslandszahlung EUR 15,00
             Neuer Saldo vom 28.02.2023                                 46.564,37`,
		want: []string{
			"03.02.2023||Hydraulik Tech AG|Auslandsüberweisung|INVOICE CH-54294|-5.229,50",
			"15.02.2023||Ningbo Haitian Components Co. Ltd.|Auslandsgutschrift|PAYMENT ORDER 206039/CN|10.626,40",
			"20.02.2023||AMAZON.COM SEATTLE|Kartenzahlung|USD 45,00 Kurs 1,0856|-41,45",
			"28.02.2023|||Entgelt|Entgelt Auslandszahlung EUR 15,00|-15,00",
		},
		status: "ok",
	}})
}
