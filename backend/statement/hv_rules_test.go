package statement

import (
	"testing"
)

// Rules added for the sixth batch of held-out layouts (hv-*).

// TestHVEnglishNotation: the number notation is decided per document from
// unambiguous evidence, never per token.
func TestHVEnglishNotation(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"english thousands and currency", "Opening balance €1,234.56\n03 May 2025 Card transaction REWE €12.00 €1,222.56", true},
		{"german amounts", "Kontostand 1.234,56\n03.05.2025 Lastschrift REWE -12,00 1.222,56", false},
		{"bare dots are no evidence", "Vertrag 12.05 Nr. 1.234\nBetrag 3.50", false},
		{"one english amount is not enough", "Total €1,234.56", false},
		{"german majority wins", "€1,234.56 €2,000.00 12,00 13,00 14,00", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := englishNotation(geoDoc(tc.text)); got != tc.want {
				t.Errorf("englishNotation = %v, want %v", got, tc.want)
			}
		})
	}
	for in, want := range map[string]string{"€1,234.56": "€1.234,56", "-12.00": "-12,00", "1,234,567.89": "1.234.567,89", "REWE": "REWE", "12.05.": "12.05."} {
		if got := germanFromEnglish(in); got != want {
			t.Errorf("germanFromEnglish(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHVEnglishStatement: English month names, MONEY IN / MONEY OUT
// columns and English balance headings make an English statement of a
// German bank readable; the output stays in German notation.
func TestHVEnglishStatement(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "english statement",
		text: `Neobank AG
ACCOUNT STATEMENT 01 May 2025 - 31 May 2025
IBAN DE89 3704 0044 0532 0130 00
Opening balance €1,500.00
DATE          TYPE               DESCRIPTION            MONEY IN   MONEY OUT     BALANCE
03 May 2025   Card transaction   REWE Markt                         €12.50    €1,487.50
05 May 2025   Incoming transfer  Max Mustermann       €2,100.00             €3,587.50
31 May 2025   Direct debit       Stadtwerke                        €1,087.50  €2,500.00
Closing balance €2,500.00`,
		want: []string{
			"03.05.2025||REWE Markt|Card transaction||-12,50",
			"05.05.2025||Max Mustermann|Incoming transfer||2.100,00",
			"31.05.2025||Stadtwerke|Direct debit||-1.087,50",
		},
	}})
}

// TestHVCardView: a credit-card bill printed in the card account's view
// (purchases unsigned, credits with a minus, the balance owed unsigned) is
// turned into the holder's view, told by a legend or by the minus on the
// holder's own payment; a bill in the holder's view stays as printed. A
// footnote marker after an amount is no text, and the heading over a
// second card's bookings ends the booking above it.
func TestHVCardView(t *testing.T) {
	runHZCases(t, []hzCase{
		{
			name: "legend: credits marked with minus",
			text: `Kreditkartenabrechnung Mastercard   Abrechnungszeitraum 20.04.2024 - 19.05.2024
Gutschriften sind mit - gekennzeichnet.
Beleg   Buchung  Umsatzbeschreibung                              Betrag EUR
                 Saldo letzte Abrechnung vom 19.04.2024              100,00
22.04.  22.04.   Rossmann Filiale                                      8,45
23.04.  23.04.   Deutsche Bahn AG                                    -82,17
25.04.  27.04.   Netflix.com                                         147,77
                 Neuer Saldo                                         174,05`,
			want: []string{
				"22.04.2024|22.04.2024|Rossmann Filiale|||-8,45",
				"23.04.2024|23.04.2024|Deutsche Bahn AG|||82,17",
				"27.04.2024|25.04.2024|Netflix.com|||-147,77",
			},
			status: StatusOK,
		},
		{
			name: "no legend: the holder's payment carries the minus",
			text: `Kreditkartenabrechnung   Abrechnungszeitraum 20.04.2024 - 19.05.2024
Beleg   Buchung  Umsatzbeschreibung                              Betrag EUR
                 Saldo letzte Abrechnung vom 19.04.2024              100,00
23.04.  23.04.   Zahlung per Lastschrift - vielen Dank              -100,00
25.04.  27.04.   Netflix.com                                          17,99
                 Neuer Saldo                                          17,99`,
			want: []string{
				"23.04.2024|23.04.2024||Zahlung per Lastschrift|Zahlung per Lastschrift - vielen Dank|100,00",
				"27.04.2024|25.04.2024|Netflix.com|||-17,99",
			},
			status: StatusOK,
		},
		{
			name: "holder's view stays: purchases with a minus",
			text: `Kreditkartenabrechnung   Abrechnungszeitraum 20.04.2024 - 19.05.2024
Beleg   Buchung  Umsatzbeschreibung                              Betrag EUR
                 Saldo letzte Abrechnung vom 19.04.2024             -100,00
23.04.  23.04.   Zahlung per Lastschrift - vielen Dank               100,00
25.04.  27.04.   Netflix.com                                         -17,99
26.04.  27.04.   Rossmann Filiale                                     -8,45
                 Neuer Saldo                                         -26,44`,
			want: []string{
				"23.04.2024|23.04.2024||Zahlung per Lastschrift|Zahlung per Lastschrift - vielen Dank|100,00",
				"27.04.2024|25.04.2024|Netflix.com|||-17,99",
				"27.04.2024|26.04.2024|Rossmann Filiale|||-8,45",
			},
			status: StatusOK,
		},
		{
			name: "footnote marker after the amount, a second card's heading",
			text: `Kreditkartenabrechnung   Abrechnungszeitraum 20.04.2024 - 19.05.2024
Gutschriften sind mit - gekennzeichnet.
Beleg   Buchung  Umsatzbeschreibung                              Betrag EUR
                 Saldo letzte Abrechnung vom 19.04.2024               50,00
Zahlungen
23.04.  23.04.   Zahlung per Lastschrift - vielen Dank               -50,00
                 Umsätze Karte 1: Anna Köhler, 5232 XXXX XXXX 0402
20.04.  20.04.   APPLE.COM/BILL CORK                               308,45 1)
                  USD 283,02 Kurs 0,9175
20.04.  20.04.   Auslandseinsatzentgelt 1,75 %                         5,40
                 Summe Karte 1                                       313,85
                 Umsätze Karte 2: Paul Richter, 5232 XXXX XXXX 9324
                 Neuer Saldo                                         313,85`,
			want: []string{
				"23.04.2024|23.04.2024||Zahlung per Lastschrift|Zahlung per Lastschrift - vielen Dank|50,00",
				"20.04.2024|20.04.2024|APPLE.COM/BILL CORK||USD 283,02 Kurs 0,9175|-308,45",
				"20.04.2024|20.04.2024||Auslandseinsatzentgelt|Auslandseinsatzentgelt 1,75 %|-5,40",
			},
			status: StatusOK,
		},
	})
}

// TestHVBareIBANAndOwnPostingCell: the counterparty's IBAN printed under
// the remittance text without a label is the IBAN field, not purpose; in a
// layout with a counterparty column, a cell holding only the type of the
// bank's own posting ("Entgelt") is the booking text, no counterparty.
func TestHVBareIBANAndOwnPostingCell(t *testing.T) {
	runHZCases(t, []hzCase{
		{
			name: "counterparty column",
			text: `Kontoauszug 6/2022  Hausgeldkonto IBAN DE69 5005 0201 1987 9778 15
Zeitraum 01.06.2022 - 30.06.2022
Buchungstag Valuta      Auftraggeber/Empfänger   Verwendungszweck                  Betrag EUR
                        Anfangssaldo                                                +1.000,00
01.06.2022  01.06.2022  Erbengemeinschaft Krüger Hausgeld 06/2022 WE 02              +270,00
                                                 DE79 5139 0000 0512 8585 08
06.06.2022  06.06.2022  Hausverwaltung Schulz    Verwaltervergütung Juni 2022        -432,00
                        GmbH                     DE23 3005 0110 9081 7213 15
30.06.2022  30.06.2022  Entgelt                  Kontoführung Juni 2022               -16,74
                        Endsaldo                                                     +821,26`,
			want: []string{
				"01.06.2022|01.06.2022|Erbengemeinschaft Krüger||Hausgeld 06/2022 WE 02|270,00",
				"06.06.2022|06.06.2022|Hausverwaltung Schulz GmbH||Verwaltervergütung Juni 2022|-432,00",
				"30.06.2022|30.06.2022||Entgelt|Kontoführung Juni 2022|-16,74",
			},
			status: StatusOK,
		},
		{
			name: "IBAN line under the purpose",
			text: `Kontoauszug  IBAN DE98 1001 1001 1479 6374 08   01.01.2024 - 31.01.2024
Datum       Vorgang        Beschreibung                                    Betrag
            Kontostand am 31.12.2023                                     1.000,00
03.01.2024  Lastschrift    Allianz Versicherungs-AG                        -170,52
                           Beitrag Kfz-Versicherung VS-Nr. 892135
                           DE76 4589 2431 6336 7783 79
            Kontostand am 31.01.2024                                       829,48`,
			want: []string{
				"03.01.2024||Allianz Versicherungs-AG|Lastschrift|Beitrag Kfz-Versicherung VS-Nr. 892135|-170,52",
			},
			status: StatusOK,
		},
	})
	if ib, ok := bareIBANLine("DE76 4589 2431 6336 7783 79"); !ok || ib != "DE76458924316336778379" {
		t.Errorf("bareIBANLine = %q, %v", ib, ok)
	}
	if ib, ok := bareIBANLine("DE76 4589 243l 6336 7783 79"); !ok || ib != "DE76458924316336778379" {
		// OCR read a 1 as l; the check digits prove the repair.
		t.Errorf("bareIBANLine(OCR) = %q, %v", ib, ok)
	}
	if _, ok := bareIBANLine("Miete DE76 4589 2431 6336 7783 79"); ok {
		t.Error("bareIBANLine took a line with text")
	}
}

// TestHVPayerLabelled: on a savings contract statement the row describes
// the posting and a third party paying in is named on a labelled line
// ("Einzahler: …"); rows without such a line have no counterparty. A
// building-society statement is recognised by name as well. "Guthaben am
// <date>" is a balance, and a charge at a rate ("Abschlussgebühr 1,0 % der
// Bausparsumme") is text without a payee.
func TestHVPayerLabelled(t *testing.T) {
	runHZCases(t, []hzCase{
		{
			name: "Einzahler lines",
			text: `Jahreskontoauszug 2023  Sparvertrag Nr. 9411839252
Datum       Vorgang                                         Betrag EUR   Guthaben EUR
            Guthaben am 31.12.2022                                              0,00
22.07.2023  Sonderzahlung Vertrag 11839252                    1.500,00      1.500,00
            Einzahler: Max Mustermann
15.09.2023  Sparbeitrag 09/2023                                  70,00      1.570,00
25.09.2023  VL September 2023 Pers.-Nr. 8108                     40,00      1.610,00
            Einzahler: Pflegedienst Sonnenschein
            Guthaben am 31.12.2023                                          1.610,00`,
			want: []string{
				"22.07.2023||Max Mustermann|Sonderzahlung|Sonderzahlung Vertrag 11839252|1.500,00",
				"15.09.2023|||Sparbeitrag|Sparbeitrag 09/2023|70,00",
				"25.09.2023||Pflegedienst Sonnenschein|VL|VL September 2023 Pers.-Nr. 8108|40,00",
			},
			status: StatusOK,
		},
		{
			name: "Bausparvertrag without Einzahler",
			text: `Jahreskontoauszug 2024 zu Ihrem Bausparvertrag Nr. 9411839252
Datum       Vorgang                                         Betrag EUR   Guthaben EUR
            Guthaben am 31.12.2023                                            100,00
02.01.2024  Sparbeitrag 01/2024                                 250,00        350,00
07.01.2024  Abschlussgebühr 1,0 % der Bausparsumme             -300,00         50,00
22.03.2024  Wohnungsbauprämie für 2023                           43,31         93,31
            Guthaben am 31.12.2024                                             93,31`,
			want: []string{
				"02.01.2024|||Sparbeitrag|Sparbeitrag 01/2024|250,00",
				"07.01.2024|||Abschlussgebühr|Abschlussgebühr 1,0 % der Bausparsumme|-300,00",
				"22.03.2024|||Wohnungsbauprämie|Wohnungsbauprämie für 2023|43,31",
			},
			status: StatusOK,
		},
	})
}

// TestHVTypePhrase: a booking type worded as a phrase ending in the card,
// the cash machine or a connector ("Kartenzahlung girocard bei",
// "Auszahlung Geldautomat") or naming the charge ("Entgelt Kontoführung")
// leaves no counterparty on the row: the name is on the next line, or
// there is none.
func TestHVTypePhrase(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "type phrases, names below",
		text: `Kontoauszug vom 01.08.2023 bis 31.08.2023   IBAN DE27 3707 0060 1504 0958 60
Buchung Valuta  Vorgang                                                   Soll     Haben
                Alter Saldo per 31.07.2023                                     EUR 1.000,00
06.08.  04.08.  Auszahlung Geldautomat                                 210,00-
                Rheinische Würzburg
                GA NR68522191 06.08/08.29UHR
09.08.  09.08.  Kartenzahlung girocard bei                              68,72-
                ALDI SÜD
                2023-08-09T18:08 Debitk.3 2025-05
31.08.  31.08.  Entgelt Kontoführung                                    11,27-
                Kontoführung August 2023
                Neuer Saldo per 31.08.2023                                       EUR 710,01`,
		want: []string{
			"06.08.2023|04.08.2023|Rheinische Würzburg|Auszahlung Geldautomat|GA NR68522191 06.08/08.29UHR|-210,00",
			"09.08.2023|09.08.2023|ALDI SÜD|Kartenzahlung girocard bei|2023-08-09T18:08 Debitk.3 2025-05|-68,72",
			"31.08.2023|31.08.2023||Entgelt Kontoführung|Kontoführung August 2023|-11,27",
		},
		status: StatusOK,
	}})
}

// TestHVDateFirstBalanceAndIBANWithBIC: "Per 30.06.2025 Kontostand in EUR"
// (the date before the label) is a balance; an unlabelled line of IBAN and
// BIC under the text is the account, not purpose.
func TestHVDateFirstBalanceAndIBANWithBIC(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "date-first balance, IBAN and BIC line",
		text: `Kontoauszug Nr. 7 vom 31.07.2025
Girokonto DE03 5504 0022 3263 2908 46 BIC MCPBDEFFXXX
Buchung Wert    Angaben zu den Umsätzen                               Betrag in EUR
                Per 30.06.2025 Kontostand in EUR                           7.437,14
05.07.  04.07.  Stadtwerke Kassel GmbH                                     215,84-
                Abschlag Strom Juli Vertragskonto 498572
                DE86 8672 1067 6445 9591 79 VBMHDE5FXXX
                Neuer Kontostand vom 31.07.2025 in EUR                     7.221,30`,
		want: []string{
			"05.07.2025|04.07.2025|Stadtwerke Kassel GmbH||Abschlag Strom Juli Vertragskonto 498572|-215,84",
		},
		status: StatusOK,
	}})
}

// TestHVRemittanceAfterType: under a counterparty printed on the booking
// row, a line starting with a booking-type word but going on with text
// ("Gehalt November 2023 Personalnr. 293432", "Erstattung Nebenkosten") is
// the purpose; a line of the type alone still names the booking.
func TestHVRemittanceAfterType(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "type word opening the purpose",
		text: `Kontoauszug Nr. 11 vom 30.11.2023
Girokonto DE03 5504 0022 3263 2908 46
Buchung Wert    Angaben zu den Umsätzen                               Betrag in EUR
                Per 31.10.2023 Kontostand in EUR                           1.000,00
03.11.  03.11.  Pflegedienst Sonnenschein                                  2.905,21
                Gehalt November 2023 Personalnr. 149844
10.11.  10.11.  Hausverwaltung Schulz                                         49,50
                Erstattung Nebenkosten
12.11.  12.11.  Max Mustermann                                                10,00
                Gutschrift
                Neuer Kontostand vom 30.11.2023 in EUR                     3.964,71`,
		want: []string{
			"03.11.2023|03.11.2023|Pflegedienst Sonnenschein||Gehalt November 2023 Personalnr. 149844|2.905,21",
			"10.11.2023|10.11.2023|Hausverwaltung Schulz||Erstattung Nebenkosten|49,50",
			"12.11.2023|12.11.2023|Max Mustermann|Gutschrift||10,00",
		},
		status: StatusOK,
	}})
	for l, want := range map[string]bool{"Gehalt November 2023": true, "SEPA-Überweisung an": false, "Gutschrift PN:801": false, "Kartenzahlung · Lebensmittel": false, "Erstattung Nebenkosten": true} {
		if got := remittanceAfterType(l); got != want {
			t.Errorf("remittanceAfterType(%q) = %v, want %v", l, got, want)
		}
	}
}

// TestHVEnglishOverviewAndClosing: an English statement's overview box with
// two-word headings ("Opening balance", "Money in", …) over its values
// gives the opening balance; "Closing balance on …" under the BALANCE
// column closes (not a debit because MONEY OUT is near); an "Interest"
// booking has no counterparty.
func TestHVEnglishOverviewAndClosing(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "overview box, closing line, interest",
		text: `Neobank AG
ACCOUNT STATEMENT 01 Jan 2024 - 31 Jan 2024
IBAN DE89 3704 0044 0532 0130 00
ACCOUNT OVERVIEW
Opening balance      Money in        Money out      Closing balance
      €3,394.62     €1,016.87          €170.52            €4,240.97
DATE          TYPE               DESCRIPTION              MONEY IN   MONEY OUT      BALANCE
03 Jan 2024   Direct debit       Allianz Versicherungs-AG                €170.52    €3,224.10
07 Jan 2024   Incoming transfer  Max Mustermann            €1,000.00              €4,224.10
31 Jan 2024   Interest           Your interest payment        €16.87              €4,240.97
Closing balance on 31 Jan 2024                                                     €4,240.97`,
		want: []string{
			"03.01.2024||Allianz Versicherungs-AG|Direct debit||-170,52",
			"07.01.2024||Max Mustermann|Incoming transfer||1.000,00",
			"31.01.2024|||Interest|Your interest payment|16,87",
		},
		status: StatusOK,
	}})
}

// TestHVChargeAfterOwnType: "Entgelt Kontoführung Oktober 2024" on one
// row is the bank's own posting: type Entgelt, the rest is the purpose, no
// counterparty.
func TestHVChargeAfterOwnType(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "charge named after the type",
		text: `Kontoauszug  IBAN DE98 1001 1001 1479 6374 08
Datum       Buchungsnr.  Erläuterung                                 Valuta          Betrag EUR
            Saldo alt 30.09.2024                                                       949,27
03.10.2024  227104941    Entgelt Kontoführung Oktober 2024           03.10.2024         -5,61
            Saldo neu 31.10.2024                                                       943,66`,
		want: []string{
			"03.10.2024|03.10.2024||Entgelt|Kontoführung Oktober 2024|-5,61",
		},
		status: StatusOK,
	}})
}

// TestHVMoneyInText: an amount quoted in the description, set right after
// a word and ending before the money columns, stays in the text; the
// amount and balance columns are still read by arithmetic.
func TestHVMoneyInText(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "quoted amount before amount and balance",
		text: `Jahreskontoauszug 2023 zu Ihrem Bausparvertrag Nr. 9411839252
Datum       Vorgang                                                     Betrag EUR   Guthaben EUR
            Guthaben am 31.12.2022                                                         500,00
15.08.2023  Sparbeitrag 08/2023                                               70,00        570,00
07.09.2023  Abschlussgebühr 1,0 % der Bausparsumme 35.000,00 EUR            -350,00        220,00
15.09.2023  Sparbeitrag 09/2023                                               70,00        290,00
15.10.2023  Sparbeitrag 10/2023                                               70,00        360,00
            Guthaben am 31.12.2023                                                         360,00`,
		want: []string{
			"15.08.2023|||Sparbeitrag|Sparbeitrag 08/2023|70,00",
			"07.09.2023|||Abschlussgebühr|Abschlussgebühr 1,0 % der Bausparsumme 35.000,00 EUR|-350,00",
			"15.09.2023|||Sparbeitrag|Sparbeitrag 09/2023|70,00",
			"15.10.2023|||Sparbeitrag|Sparbeitrag 10/2023|70,00",
		},
		status: StatusOK,
	}})
}

// TestHVCardViewNotOnCurrentAccount: a current account that mentions a
// credit card only in a booking's text and prints debits with a minus is
// not read in card view, even with more credits than debits.
func TestHVCardViewNotOnCurrentAccount(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Girokonto paying the card bill",
		text: `Kontoauszug   IBAN DE27 3707 0060 1504 0958 60   01.04.2024 - 30.04.2024
Datum       Erläuterung                                            Betrag EUR
            Kontostand am 31.03.2024                                  100,00
02.04.2024  Zahlung per Lastschrift - vielen Dank                     -50,00
            Kreditkarte 5232 XXXX XXXX 0402
05.04.2024  Gutschrift Max Mustermann                                  20,00
06.04.2024  Gutschrift Erika Musterfrau                                30,00
            Kontostand am 30.04.2024                                  100,00`,
		want: []string{
			"02.04.2024|||Zahlung per Lastschrift|Zahlung per Lastschrift - vielen Dank Kreditkarte 5232 XXXX XXXX 0402|-50,00",
			"05.04.2024||Max Mustermann|Gutschrift||20,00",
			"06.04.2024||Erika Musterfrau|Gutschrift||30,00",
		},
		status: StatusOK,
	}})
}
