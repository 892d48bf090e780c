package statement

import "testing"

// Rules of session 9 for two hg-* layouts (a card bill printing charges
// positive, a mainframe listing with "Lastschrift"/"Gutschrift" columns), in
// the row format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestDebitColumnBesideCredit: a listing heads its money columns
// "LASTSCHRIFT" and "GUTSCHRIFT". The credit heading is known; the unknown
// heading right beside it is the other money column, the debits. A returned
// direct debit (RUECKLASTSCHRIFT) or a reversal (STORNO LASTSCHRIFT) under
// the credit column is a credit, although its text names a direct debit.
func TestDebitColumnBesideCredit(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "returned direct debit under the credit column",
		text: `KREISSPARKASSE MUSTERSTADT                  KONTOAUSZUG 12/2022
IBAN DE83 6035 0130 8237 7579 93
BU-TAG WERT   VORGANG / VERWENDUNGSZWECK                        LASTSCHRIFT     GUTSCHRIFT
--------------------------------------------------------------------------------------------
              ALTER KONTOSTAND VOM 30.11.2022                                     6.987,62 H
08.12. 08.12. LASTSCHRIFT                                             43,71
              ALLIANZ VERSICHERUNGS-AG
              BEITRAG KFZ-VERSICHERUNG VS-NR. 890057
11.12. 08.12. RUECKLASTSCHRIFT                                                       43,71
              ALLIANZ VERSICHERUNGS-AG
              RUECKGABE MANGELS DECKUNG BEITRAG
11.12. 11.12. ENTGELT                                                  3,00
              ENTGELT RUECKLASTSCHRIFT VOM 11.12.
23.12. 23.12. LASTSCHRIFT                                            252,59
              PAYPAL EUROPE S.A.R.L. ET CIE S.C.A
              PP.903873.PP IHR EINKAUF
23.12. 23.12. STORNO LASTSCHRIFT                                                    252,59
              PAYPAL EUROPE S.A.R.L. ET CIE S.C.A
              STORNO DER BUCHUNG VOM 23.12. PP.903873.PP
31.12. 31.12. LOHN/GEHALT                                                         2.254,77
              PFLEGEDIENST SONNENSCHEIN
              GEHALT DEZEMBER 2022
--------------------------------------------------------------------------------------------
              NEUER KONTOSTAND VOM 31.12.2022                                     9.239,39 H`,
		want: []string{
			"08.12.2022|08.12.2022|ALLIANZ VERSICHERUNGS-AG|LASTSCHRIFT|BEITRAG KFZ-VERSICHERUNG VS-NR. 890057|-43,71",
			"11.12.2022|08.12.2022|ALLIANZ VERSICHERUNGS-AG|RUECKLASTSCHRIFT|RUECKGABE MANGELS DECKUNG BEITRAG|43,71",
			"11.12.2022|11.12.2022||ENTGELT|ENTGELT RUECKLASTSCHRIFT VOM 11.12.|-3,00",
			"23.12.2022|23.12.2022|PAYPAL EUROPE S.A.R.L. ET CIE S.C.A|LASTSCHRIFT|PP.903873.PP IHR EINKAUF|-252,59",
			"23.12.2022|23.12.2022|PAYPAL EUROPE S.A.R.L. ET CIE S.C.A|STORNO LASTSCHRIFT|STORNO DER BUCHUNG VOM 23.12. PP.903873.PP|252,59",
			"31.12.2022|31.12.2022|PFLEGEDIENST SONNENSCHEIN|LOHN/GEHALT|GEHALT DEZEMBER 2022|2.254,77",
		},
		status: StatusOK,
	}})
}

// TestCardBillChargesPositive: a credit-card bill headed by the card
// scheme and the masked card number (no "Kreditkartenabrechnung" title)
// prints charges positive and credits with a minus, says so in its legend
// ("(+) Belastung (-) Gutschrift") and books the holder's payment ("Ihre
// Zahlung - Vielen Dank") with a minus; the balances are the amount owed,
// unsigned. Read in the card account's view, every amount and balance is
// negated. "Saldo vorheriger Kontoauszug" opens; "Transaktionsdatum" is the
// purchase (value) date before the booking date.
func TestCardBillChargesPositive(t *testing.T) {
	head := `                                                                              Mastercard Gold
Beispielbank
Beispielbank S.A. · 1, Rue de la Gare · L-1234 Luxemburg                      Kartennummer 5583 49XX XXXX 1945
Murat Yilmaz                                                                  Kontoauszug vom 11.10.2022
Hauptstraße 7                                                   Abrechnungszeitraum 12.09.2022 - 11.10.2022
12345 Bielefeld                                                         Ihre IBAN LU03 1467 2467 2862 1945
`
	runHZCases(t, []hzCase{{
		name: "payment and refund with a minus, balances owed",
		text: head + `
 Saldo vorheriger Kontoauszug          Belastungen (+)                 Gutschriften (-)            Neuer Saldo
                   2.444,43 EUR                     513,32 EUR                  2.538,84 EUR                418,91 EUR

Transaktionsdatum   Buchungsdatum   Beschreibung                                        Betrag in EUR
                                                                                 (+) Belastung (-) Gutschrift
                                    Saldo vorheriger Kontoauszug vom 11.09.2022              2.444,43
13.09.2022          13.09.2022      APOTHEKE AM MARKT BIELEFELD                                104,44
13.09.2022          15.09.2022      ALDI SÜD BIELEFELD                                         138,29
20.09.2022          21.09.2022      AMAZON.COM SEATTLE                                         213,94
                                    USD 242,64 Kurs 1,1341
03.10.2022          03.10.2022      Ihre Zahlung - Vielen Dank                              -2.444,43
09.10.2022          11.10.2022      AMAZON EU SARL                                             -94,41
                                    Gutschrift
11.10.2022          11.10.2022      DM-DROGERIE MARKT BIELEFELD                                 56,65
                                    Neuer Saldo                                                418,91

Ihre Zahlungsinformationen
Mindestbetrag (3 % des Saldos, mind. 20,00 EUR)                    20,00 EUR
Kreditrahmen                                                    4.000,00 EUR`,
		want: []string{
			"13.09.2022|13.09.2022|APOTHEKE AM MARKT BIELEFELD|||-104,44",
			"15.09.2022|13.09.2022|ALDI SÜD BIELEFELD|||-138,29",
			"21.09.2022|20.09.2022|AMAZON.COM SEATTLE||USD 242,64 Kurs 1,1341|-213,94",
			"03.10.2022|03.10.2022|||Ihre Zahlung - Vielen Dank|2.444,43",
			"11.10.2022|09.10.2022|AMAZON EU SARL|Gutschrift||94,41",
			"11.10.2022|11.10.2022|DM-DROGERIE MARKT BIELEFELD|||-56,65",
		},
		status: StatusOK,
	}, {
		name: "legend alone: refunds with a minus, a credit balance brought forward",
		text: head + `Transaktionsdatum   Buchungsdatum   Beschreibung                                        Betrag in EUR
                                                                                 (+) Belastung (-) Gutschrift
                                    Saldo vorheriger Kontoauszug vom 21.01.2022                -48,74
23.01.2022          23.01.2022      IKEA DEUTSCHLAND BIELEFELD                                 125,44
28.01.2022          28.01.2022      ZALANDO SE BERLIN                                          -38,09
                                    Gutschrift
28.01.2022          29.01.2022      AMAZON.COM SEATTLE                                         243,21
                                    USD 267,02 Kurs 1,0979
                                    Neuer Saldo                                                281,82`,
		want: []string{
			"23.01.2022|23.01.2022|IKEA DEUTSCHLAND BIELEFELD|||-125,44",
			"28.01.2022|28.01.2022|ZALANDO SE BERLIN|Gutschrift||38,09",
			"29.01.2022|28.01.2022|AMAZON.COM SEATTLE||USD 267,02 Kurs 1,0979|-243,21",
		},
		status: StatusOK,
	}})
}

// TestAccountNamingItsCard: a current account's statement that names its
// debit card in the head and books a direct debit thanking for the payment
// ("Lastschrift … Vielen Dank") with a minus is not a card bill in the card
// account's view: salary and credit transfers are bare (credits), other
// debits carry the minus. Its amounts keep their printed signs.
func TestAccountNamingItsCard(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "giro statement with a Visa debit card in the head",
		text: `Musterbank                                               Visa Debitkarte
Kontoauszug 3/2024                                       Kartennummer 4111 XXXX XXXX 1234
IBAN DE02 1203 0000 0000 2020 51
Buchungstag  Wert        Vorgang                                               Betrag EUR
                         Alter Kontostand                                        1.000,00
01.03.2024   01.03.2024  Gehalt ACME GmbH                                        2.000,00
02.03.2024   02.03.2024  Lastschrift Stadtwerke - Vielen Dank                     -100,00
05.03.2024   05.03.2024  Gutschrift Erstattung Mueller                              100,00
06.03.2024   06.03.2024  Kartenzahlung REWE                                         -50,00
                         Neuer Kontostand                                        2.950,00`,
		want: []string{
			"01.03.2024|01.03.2024|ACME GmbH|Gehalt||2.000,00",
			"02.03.2024|02.03.2024|Stadtwerke - Vielen Dank|Lastschrift||-100,00",
			"05.03.2024|05.03.2024|Erstattung Mueller|Gutschrift||100,00",
			"06.03.2024|06.03.2024|REWE|Kartenzahlung||-50,00",
		},
		status: StatusOK,
	}})
}

// TestReversedCardPayment: "STORNO KARTENZAHLUNG" on the booking row is the
// type of the reversal (like "STORNO LASTSCHRIFT"); the shop on the next
// line is the counterparty. Before, "KARTENZAHLUNG" was read as the name.
func TestReversedCardPayment(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "card payment and its reversal",
		text: `Kreissparkasse Musterstadt                      Kontoauszug 9/2024
IBAN DE83 6035 0130 8237 7579 93
Bu-Tag Wert   Vorgang / Verwendungszweck                       Soll EUR      Haben EUR
              Alter Kontostand vom 31.08.2024                                 1.000,00
19.09. 19.09. KARTENZAHLUNG                                       66,35
              APOTHEKE AM MARKT
              2024-09-19T18:02 DEBITK.3 2026-10
20.09. 19.09. STORNO KARTENZAHLUNG                                              66,35
              APOTHEKE AM MARKT
              STORNO DER BUCHUNG VOM 19.09. 2024-09-19T18:02
              DEBITK.3 2026-10
              Neuer Kontostand vom 30.09.2024                                 1.000,00`,
		want: []string{
			"19.09.2024|19.09.2024|APOTHEKE AM MARKT|KARTENZAHLUNG|2024-09-19T18:02 DEBITK.3 2026-10|-66,35",
			"20.09.2024|19.09.2024|APOTHEKE AM MARKT|STORNO KARTENZAHLUNG|STORNO DER BUCHUNG VOM 19.09. 2024-09-19T18:02 DEBITK.3 2026-10|66,35",
		},
		status: StatusOK,
	}})
}

// TestTypeRepeatedInText: the reversal's text line starts with the first
// word of the row's type ("STORNO KARTENZAHLUNG" over "STORNO DER BUCHUNG
// VOM …"): printed text the slot inference must not strip as a repeated
// type (it did on the OCR'd hg-ksk page, where "STORNO" was a cell of its
// own).
func TestTypeRepeatedInText(t *testing.T) {
	line := func(ws ...string) *row {
		r := &row{}
		for _, w := range ws {
			r.toks = append(r.toks, token{text: w, kind: kWord})
		}
		r.text = joinTokens(r.toks)
		return r
	}
	for _, tc := range []struct {
		booking, typ string
		cont         *row
		want         bool
	}{
		{"STORNO", "STORNO", line("STORNO", "DER", "BUCHUNG"), true},
		{"STORNO KARTENZAHLUNG", "STORNO", line("STORNO", "DER", "BUCHUNG"), true},
		{"STORNOKARTENZAHLUNG", "STORNO", line("STORNO", "DER", "BUCHUNG"), false},
		{"KARTENZAHLUNG", "STORNO", line("STORNO", "DER", "BUCHUNG"), false},
		{"STORNO KARTENZAHLUNG", "STORNO", line("DER", "BUCHUNG"), false},
	} {
		tx := &txn{cont: []*row{tc.cont}}
		tx.t.BookingText = tc.booking
		if got := typeRepeatedInText(tx, tc.typ); got != tc.want {
			t.Errorf("%q / %q: got %v, want %v", tc.booking, tc.cont.text, got, tc.want)
		}
	}
}
