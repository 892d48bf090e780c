package statement

import "testing"

// Rules added for the tenth batch of held-out layouts (hr-*), in the row
// format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestPayerPayeeColumns: online-banking lists print the payer and the
// payee in two columns of their own under headings hyphenated over two
// lines ("Zahlungs-" / "pflichtige*r"); the holder's own name stands in
// the payer column of a debit and the payee column of a credit, so the
// counterparty is the payee of a debit and the payer of a credit. The
// "Umsatztyp" column is the booking type.
func TestPayerPayeeColumns(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "dkb-style umsatzliste",
		text: `Umsätze
Girokonto DE81 1203 0000 5362 6750 06
Zeitraum: 01.02.2023 - 28.02.2023
Kontostand vom 31.01.2023: 5.802,59 €
Buchungs- Wert-     Zahlungs-           Zahlungs-              Verwendungszweck      Umsatztyp    Betrag (€)
datum     stellung  pflichtige*r        empfänger*in
28.02.23  26.02.23  Erika Musterfrau    Stadtwerke Kassel      Abschlag Strom        Ausgang          -68,61
                                        GmbH                   Februar
                                        DE37779521445717011282
10.02.23  10.02.23  Grünwald            Erika Musterfrau       Erstattung            Eingang          282,00
                    Immobilien GmbH                            Nebenkosten
                    DE81449819751362791732
Kontostand vom 28.02.2023: 6.015,98 €`,
		want: []string{
			"28.02.2023|26.02.2023|Stadtwerke Kassel GmbH|Ausgang|Abschlag Strom Februar|-68,61",
			"10.02.2023|10.02.2023|Grünwald Immobilien GmbH|Eingang|Erstattung Nebenkosten|282,00",
		},
	}})
	for _, tc := range []struct{ in, want string }{
		{"zahlungsempfänger*in", "zahlungsempfänger"},
		{"zahlungspflichtige*r", "zahlungspflichtiger"},
		{"empfänger:innen", "empfänger"},
		{"verwendungszweck", "verwendungszweck"},
	} {
		if got := genderBase(tc.in); got != tc.want {
			t.Errorf("genderBase(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestTypeColumnBesideCells: an "Art" column holding the booking type
// before the name and purpose cells: the type is the booking text, not the
// start of the purpose.
func TestTypeColumnBesideCells(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "annual statement with an Art column",
		text: `Jahreskontoauszug 2024
Umsatzübersicht Girokonto DE51 7205 0000 1303 6158 31 vom 01.01.2024 bis 31.12.2024
Kontostand am 31.12.2023                                                            +5.108,83
Datum  Art              Empfänger / Auftraggeber     Verwendungszweck                   Betrag EUR
13.01. Kartenzahlung    Lidl sagt Danke              2024-01-13T11:01 Debitk.2              -83,56
22.03. Lohn/Gehalt      Pflegedienst Sonnenschein    Gehalt März 2024 Personalnr. 812809 +2.730,94
Kontostand am 31.12.2024                                                            +7.756,21`,
		want: []string{
			"13.01.2024||Lidl sagt Danke|Kartenzahlung|2024-01-13T11:01 Debitk.2|-83,56",
			"22.03.2024||Pflegedienst Sonnenschein|Lohn/Gehalt|Gehalt März 2024 Personalnr. 812809|2.730,94",
		},
		status: "ok",
	}})
}

// TestLabelledValueDateOnRow: Sparkassen print the value date, where it
// differs from the booking date, labelled on the booking row after the
// type ("Kartenzahlung   Wert: 24.10.2023"): it is the value date, not the
// counterparty, and the name on the line below stays the counterparty.
func TestLabelledValueDateOnRow(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "sparkasse postfach, Wert: after the type",
		text: `Kontoauszug 10/2023
IBAN DE25 2505 0180 4163 3665 27
Datum        Erläuterung                                                  Betrag
             Kontostand am 30.09.2023 um 19:12 Uhr                      2.660,05
12.10.2023   Kartenzahlung                                                -43,01
             IKEA Deutschland
             2023-10-12T12:54 Debitk.3
25.10.2023   Kartenzahlung                    Wert: 24.10.2023            -88,81
             Apotheke am Markt
             2023-10-25T11:28 Debitk.2
             Kontostand am 31.10.2023 um 20:03 Uhr                      2.528,23`,
		want: []string{
			"12.10.2023||IKEA Deutschland|Kartenzahlung|2023-10-12T12:54 Debitk.3|-43,01",
			"25.10.2023|24.10.2023|Apotheke am Markt|Kartenzahlung|2023-10-25T11:28 Debitk.2|-88,81",
		},
		status: "ok",
	}, {
		// "Wert" without its colon stays a word of the text.
		name: "Wert without a colon",
		text: `Kontoauszug 10/2023
IBAN DE25 2505 0180 4163 3665 27
Datum        Erläuterung                                                  Betrag
             Kontostand am 30.09.2023 um 19:12 Uhr                      2.660,05
25.10.2023   Gutschein im Wert 24.10.2023                                 -88,81
             Kontostand am 31.10.2023 um 20:03 Uhr                      2.571,24`,
		want: []string{
			"25.10.2023||Gutschein im Wert 24.10.2023|||-88,81",
		},
		status: "ok",
	}})
}

// TestCardSchemeType: a card scheme as the booking row's whole text
// ("Debit Mastercard") or as a "scheme • category" line under the shop
// ("Mastercard • Lebensmittel & Supermärkte") is the booking type: the
// shop is the counterparty, the receipt line the purpose.
func TestCardSchemeType(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "business account, scheme on the booking row",
		text: `Kontoauszug 10/2025
IBAN DE95 7216 0818 1308 7693 06
Bu-Tag Wert    Vorgang                                              Soll EUR   Haben EUR
               Alter Kontostand vom 30.09.2025                                  4.203,30
04.10. 04.10.  Debit Mastercard                                       516,17
               Shell Station
               SHELL STATION GÖTTINGEN Terminal 64319999 Beleg 0336
06.10. 06.10.  Kartenzahlung girocard                                 599,52
               Shell Station
               SHELL STATION GÖTTINGEN Terminal 60744655 Beleg 7299
               Neuer Kontostand vom 31.10.2025                                  3.087,61`,
		want: []string{
			"04.10.2025|04.10.2025|Shell Station|Debit Mastercard|SHELL STATION GÖTTINGEN Terminal 64319999 Beleg 0336|-516,17",
			"06.10.2025|06.10.2025|Shell Station|Kartenzahlung girocard|SHELL STATION GÖTTINGEN Terminal 60744655 Beleg 7299|-599,52",
		},
		status: "ok",
	}, {
		name: "neobank, scheme and category under the shop",
		text: `N26 Kontoauszug 01.08.2023 bis 31.08.2023
IBAN: DE25 1001 1001 8062 2680 48
Alter Kontostand                                        +105,94€
Beschreibung                                  Verbuchungsdatum       Betrag
Lidl sagt Danke                               02.08.2023            -27,32€
Mastercard • Lebensmittel & Supermärkte
2023-08-02T16:49 Debitk.3 2025-06
Wertstellung 02.08.2023
Erika Musterfrau                              10.08.2023            +51,16€
IBAN: DE45 3423 5934 8191 9886 70 • BIC: HELADEF1822
Rückzahlung Auslage
Wertstellung 10.08.2023
Neuer Kontostand                                        +129,78€`,
		want: []string{
			"02.08.2023|02.08.2023|Lidl sagt Danke|Mastercard|2023-08-02T16:49 Debitk.3 2025-06|-27,32",
			"10.08.2023|10.08.2023|Erika Musterfrau||Rückzahlung Auslage|51,16",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Debit Mastercard", true}, {"VISA", true}, {"Mastercard Europe SA", false},
		{"Visa Antrag Botschaft", false},
	} {
		if got := cardSchemeType(tc.s); got != tc.want {
			t.Errorf("cardSchemeType(%q) = %v", tc.s, got)
		}
	}
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Mastercard • Lebensmittel & Supermärkte", true}, {"Visa · Shopping", true},
		{"Mastercard +» Gesundheit & Drogerie", true}, {"Mastercard + Shopping", true}, // OCR
		{"Mastercard Gebühr August", false}, {"Lidl • Filiale 4711", false},
	} {
		if got := cardCategoryLine(tc.s); got != tc.want {
			t.Errorf("cardCategoryLine(%q) = %v", tc.s, got)
		}
	}
}

// TestVATIDInBooking: a remittance line quoting a VAT id ("Rechnung 112357
// USt-IdNr. DE155563077") under a booking is its purpose, not a legal
// footer that ends the booking; a footer line with the bank's VAT id and
// other legal words still is one.
func TestVATIDInBooking(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "supplier invoice and customer payment naming VAT ids",
		text: `Kontoauszug 10/2025
IBAN DE95 7216 0818 1308 7693 06
Bu-Tag Wert    Vorgang                                              Soll EUR   Haben EUR
               Alter Kontostand vom 30.09.2025                                  4.203,30
03.10. 03.10.  Echtzeitüberweisung                                  1.403,44
               Druckerei Fuchs GmbH
               IBAN: DE17 3734 9355 3369 5901 30
               Rechnung 112357 Kd-Nr. 8643 USt-IdNr. DE155563077
06.10. 06.10.  Gutschrift                                                      14.044,52
               Hotel Krone GmbH & Co. KG
               RE-2025-0013 vom 31.08.2025 USt-IdNr. DE608338679
               Neuer Kontostand vom 31.10.2025                                 16.844,38

Volksbank eG · Vorstand: A. Muster · USt-IdNr. DE811234567`,
		want: []string{
			"03.10.2025|03.10.2025|Druckerei Fuchs GmbH|Echtzeitüberweisung|Rechnung 112357 Kd-Nr. 8643 USt-IdNr. DE155563077|-1.403,44",
			"06.10.2025|06.10.2025|Hotel Krone GmbH & Co. KG|Gutschrift|RE-2025-0013 vom 31.08.2025 USt-IdNr. DE608338679|14.044,52",
		},
		status: "ok",
	}})
}

// TestHyphenatedTypeWord: a booking type found inside a hyphenated word
// ("SEPA-Firmenlastschrift") stays one word in the booking text.
func TestHyphenatedTypeWord(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "SEPA-Firmenlastschrift",
		text: `Kontoauszug 10/2025
IBAN DE95 7216 0818 1308 7693 06
Bu-Tag Wert    Vorgang                                              Soll EUR   Haben EUR
               Alter Kontostand vom 30.09.2025                                  4.203,30
14.10. 13.10.  SEPA-Firmenlastschrift                                  68,83
               DATEV eG
               Lizenzgebühren Beraternr. 629013 Rechnung 30
               Mandatsreferenz: DAT-739496
               Neuer Kontostand vom 31.10.2025                                  4.134,47`,
		want: []string{
			"14.10.2025|13.10.2025|DATEV eG|SEPA-Firmenlastschrift|Lizenzgebühren Beraternr. 629013 Rechnung 30|-68,83",
		},
		status: "ok",
	}})
}

// TestBottomAlignedCells: a CSV export printed from a spreadsheet aligns
// each cell to the bottom of its row, so a booking's wrapped name and
// purpose lines stand ABOVE its date and amount; the header's first line
// only starts its hyphenated headings ("Buchungs-", "Zahlungs-") and the
// second holds the rest; words left of the cells ("Gebucht" under
// "Status") are neither name nor purpose.
func TestBottomAlignedCells(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "spreadsheet-printed umsatzliste",
		text: `Girokonto                         DE06 1203 0900 3015 0703 63
Zeitraum:                         01.09.2025 - 30.09.2025
Kontostand vom 31.08.2025:        7.626,13 €
Buchungs- Wert-                    Zahlungs-              Zahlungs-                                       Umsatz-
datum     stellung      Status     pflichtige*r           empfänger*in          Verwendungszweck          typ       Betrag (€)
                                                                                2025-09-30T13:04
30.09.25    30.09.25    Gebucht    Anna Köhler            Aral Tankstelle       Debitk.3 2027-07          Ausgang      -130,12
                                                                                Beitrag
                                                          Allianz               Kfz-Versicherung
30.09.25    30.09.25    Gebucht    Anna Köhler            Versicherungs-AG      VS-Nr. 452002             Ausgang      -126,69
                                   Beispiel                                     Gehalt September 2025
19.09.25    19.09.25    Gebucht    Logistik AG            Anna Köhler           Personalnr. 432298        Eingang      3837,75
Kontostand vom 30.09.2025:        11.207,07 €`,
		want: []string{
			"30.09.2025|30.09.2025|Aral Tankstelle|Ausgang|2025-09-30T13:04 Debitk.3 2027-07|-130,12",
			"30.09.2025|30.09.2025|Allianz Versicherungs-AG|Ausgang|Beitrag Kfz-Versicherung VS-Nr. 452002|-126,69",
			"19.09.2025|19.09.2025|Beispiel Logistik AG|Eingang|Gehalt September 2025 Personalnr. 432298|3.837,75",
		},
	}})
}
