package statement

import (
	"context"
	"strings"
	"testing"
)

// Rules added for the sixteenth batch of held-out layouts (hk-*), in the
// row format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestSignCellColumn: a "+/-" column of its own prints the sign left of
// the unsigned amount, too far from it to be its sign glyph; when most
// booking rows carry one, it is the amount's sign (a salary transfer is
// a debit, not a credit), and no text. No balances: nothing else could
// prove the sign.
func TestSignCellColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "sign column left of the amount",
		text: `Kontoauszug 1/2022   IBAN DE21 4401 0046 9235 7330 59   Auszugszeitraum 01.01.2022 - 31.01.2022
Buchung/Wert    Vorgang/Buchungsinformation                          +/-          Betrag (EUR)
08.01./08.01.   Überweisung                                           -                991,66
                Felix Braun
                Lohn Januar 2022 Pers.-Nr. 468
                IBAN DE22 3780 0925 0221 8769 24 BIC GENODEF1MIB
09.01./09.01.   Gutschrift                                            +                849,05
                Stripe Technology Europe Ltd
                Auszahlung 05.01.2022 Payout 895305
11.01./11.01.   Überweisung                                           -              1.385,11
                Mia Hoffmann
                Lohn Januar 2022 Pers.-Nr. 715
12.01./12.01.   Dauerauftrag                                          -                800,00
                Grünwald Immobilien GmbH
                Miete Werkstatt Januar 2022`,
		want: []string{
			"08.01.2022|08.01.2022|Felix Braun|Überweisung|Lohn Januar 2022 Pers.-Nr. 468|-991,66",
			"09.01.2022|09.01.2022|Stripe Technology Europe Ltd|Gutschrift|Auszahlung 05.01.2022 Payout 895305|849,05",
			"11.01.2022|11.01.2022|Mia Hoffmann|Überweisung|Lohn Januar 2022 Pers.-Nr. 715|-1.385,11",
			"12.01.2022|12.01.2022|Grünwald Immobilien GmbH|Dauerauftrag|Miete Werkstatt Januar 2022|-800,00",
		},
	}})
}

// TestNameWrapContinues: a name wrapped over two lines under the type:
// the first line ends in a word no name ends in ("für", "St.") or the
// second is only a legal form ("& Co. KG"): the second line is the
// name's, the purpose follows.
func TestNameWrapContinues(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "wrapped names",
		text: `Kontoauszug 1/2022   IBAN DE21 4401 0046 9235 7330 59   Auszugszeitraum 01.01.2022 - 31.01.2022
Buchungstag  Wert        Vorgang                                            Betrag (EUR)
                         Alter Kontostand vom 31.12.2021                       1.000,00
02.01.2022   02.01.2022  Gutschrift                                           +5.708,66
                         Dr. med. Sabine Fischer Praxis für
                         Allgemeinmedizin
                         Schlussrechnung 838755 Bauvorhaben Schulweg 3a
09.01.2022   09.01.2022  Gutschrift                                           +6.701,14
                         Evangelische Kirchengemeinde St.
                         Johannis Bielefeld
                         Rechnung Nr. RE-2021-0040 vom 03.12.2021
14.01.2022   14.01.2022  Gutschrift                                           +7.275,61
                         Hausverwaltung Grünwald Immobilien GmbH
                         & Co. KG
                         Rechnung Nr. RE-2021-0702 vom 13.12.2021
15.01.2022   15.01.2022  Überweisung                                          -1.306,29
                         Holz-Richter GmbH
                         Rechnung 773615 Kundennr. 84714
                         Neuer Kontostand vom 31.01.2022                      19.379,12`,
		want: []string{
			"02.01.2022|02.01.2022|Dr. med. Sabine Fischer Praxis für Allgemeinmedizin|Gutschrift|Schlussrechnung 838755 Bauvorhaben Schulweg 3a|5.708,66",
			"09.01.2022|09.01.2022|Evangelische Kirchengemeinde St. Johannis Bielefeld|Gutschrift|Rechnung Nr. RE-2021-0040 vom 03.12.2021|6.701,14",
			"14.01.2022|14.01.2022|Hausverwaltung Grünwald Immobilien GmbH & Co. KG|Gutschrift|Rechnung Nr. RE-2021-0702 vom 13.12.2021|7.275,61",
			"15.01.2022|15.01.2022|Holz-Richter GmbH|Überweisung|Rechnung 773615 Kundennr. 84714|-1.306,29",
		},
		status: StatusOK,
	}})
}

// TestValutaLabelRows: the value date labelled in the date column under
// the booking date ("Valuta" beside the name, the date beside the
// purpose); long dates, "EUR" before the amount. A card type written out
// ("Kartenzahlung Visa Debit") is the type, not the payee; a cash
// deposit's restating line is its purpose.
func TestValutaLabelRows(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "valuta under the booking date",
		text: `FYRST Base · Konto 1353700351   IBAN DE04 1007 0000 1353 7003 51   01. Sept. 2024 bis 30. Sept. 2024
Datum                    Vorgang                                                       Betrag
                         Anfangssaldo 31. Aug. 2024                                EUR 317,26
09. Sept. 2024           SEPA-Gutschrift                                         EUR 1.030,26
Valuta                   Thomas Weber
08. Sept. 2024           Rechnung Nr. RE-2024-0430 vom 18.08.2024
                         IBAN DE12113867233694444869 BIC BYLADEM1001
13. Sept. 2024           Kartenzahlung Visa Debit                                  EUR -39,81
Valuta                   OBI Markt
12. Sept. 2024           4910 45XX XXXX 2355 12. Sept. 2024 OBI MARKT
14. Sept. 2024           Bareinzahlung                                            EUR 300,00
Valuta                   Einzahlung Filiale Göttingen Beleg 365742
                         Endsaldo 30. Sept. 2024                                 EUR 1.607,71`,
		want: []string{
			"09.09.2024|08.09.2024|Thomas Weber|SEPA-Gutschrift|Rechnung Nr. RE-2024-0430 vom 18.08.2024|1.030,26",
			"13.09.2024|12.09.2024|OBI Markt|Kartenzahlung Visa Debit|4910 45XX XXXX 2355 12. Sept. 2024 OBI MARKT|-39,81",
			"14.09.2024|||Bareinzahlung|Einzahlung Filiale Göttingen Beleg 365742|300,00",
		},
		status: StatusOK,
	}})
}

// TestCardBillLines: a card bill's "Kaufdatum … · Karte …" line under the
// merchant is the value date and no purpose; "Gutschrift · Karte …" names
// a refund's type; "Zahlungseingang - vielen Dank" and "Zinsen für
// Teilzahlung" name no payee: the row is the purpose.
func TestCardBillLines(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "GenialCard bill",
		text: `Kontoauszug vom 22.09.2025     Kartenkonto DE71 2012 0700 1747 5635 97
Abrechnungszeitraum 23.08.2025 bis 22.09.2025
Buchungsdatum Beschreibung                                                          Betrag
                         Saldo aus letzter Abrechnung vom 22.08.2025          -2.049,46 EUR
25. Aug. 2025            Booking.com                                            -199,42 EUR
                         Kaufdatum 23. Aug. 2025 · Karte 4567 12XX XXXX 7908
30. Aug. 2025            Zahlungseingang - vielen Dank                          +287,68 EUR
03. Sept. 2025           Bäckerei Müller                                        +239,10 EUR
                         Gutschrift · Karte 4567 12XX XXXX 7908
11. Sept. 2025           APPLE.COM/BILL CORK                                      -9,43 EUR
                         Kaufdatum 08. Sept. 2025 · Karte 4567 12XX XXXX 7908
                         USD 11,48 Kurs 1,2174
22. Sept. 2025           Zinsen für Teilzahlung                                  -33,61 EUR
                         Neuer Saldo                                          -1.764,74 EUR`,
		want: []string{
			"25.08.2025|23.08.2025|Booking.com|||-199,42",
			"30.08.2025|||Zahlungseingang|Zahlungseingang - vielen Dank|287,68",
			"03.09.2025||Bäckerei Müller|Gutschrift||239,10",
			"11.09.2025|08.09.2025|APPLE.COM/BILL CORK||USD 11,48 Kurs 1,2174|-9,43",
			"22.09.2025|||Zinsen für|Zinsen für Teilzahlung|-33,61",
		},
	}})
}

// TestNameWrapOnBookingRow: the name in the text column of the booking
// row wraps onto the next line: a line ending in a legal form ("Partner
// mbB"), a legal form alone ("gGmbH"), a line after an open word ("und")
// continue it; a cash deposit's restating text beside the type column is
// its purpose.
func TestNameWrapOnBookingRow(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "online-banking print",
		text: `Umsätze Geschäftskonto   IBAN DE89 3704 0044 0532 0130 00   Zeitraum 01.06.2023 - 30.06.2023
Buchungstag  Wertstellung  Umsatzart        Buchungstext                          Betrag
29.06.2023   29.06.2023    Gutschrift       Ingenieurbüro Hartmann und         4.093,00 EUR
                                            Partner mbB
                                            Schlussrechnung 456510 Bauvorhaben
                                            IBAN: DE80 2508 7610 4492 8077 10
17.06.2023   17.06.2023    Gutschrift       Kindertagesstätte Sonnenschein     8.023,28 EUR
                                            gGmbH
                                            Rechnung Nr. RE-2023-0052 vom 19.05.2023
13.06.2023   13.06.2023    Gutschrift       Hausverwaltung Grünwald            1.640,06 EUR
                                            Immobilien GmbH & Co. KG
                                            Schlussrechnung 210293 Bauvorhaben
12.06.2023   12.06.2023    Gutschrift       Thomas Weber                       8.016,59 EUR
                                            Schlussrechnung 816361 Bauvorhaben
21.06.2023   21.06.2023    Bareinzahlung    Einzahlung Filiale Würzburg Beleg 341443   500,00 EUR`,
		want: []string{
			"29.06.2023|29.06.2023|Ingenieurbüro Hartmann und Partner mbB|Gutschrift|Schlussrechnung 456510 Bauvorhaben|4.093,00",
			"17.06.2023|17.06.2023|Kindertagesstätte Sonnenschein gGmbH|Gutschrift|Rechnung Nr. RE-2023-0052 vom 19.05.2023|8.023,28",
			"13.06.2023|13.06.2023|Hausverwaltung Grünwald Immobilien GmbH & Co. KG|Gutschrift|Schlussrechnung 210293 Bauvorhaben|1.640,06",
			"12.06.2023|12.06.2023|Thomas Weber|Gutschrift|Schlussrechnung 816361 Bauvorhaben|8.016,59",
			"21.06.2023|21.06.2023||Bareinzahlung|Einzahlung Filiale Würzburg Beleg 341443|500,00",
		},
	}})
}

// TestPageSplitBooking: a booking split over the page break, its
// amount's and name's rows above the "Übertrag", the rest (purpose, card
// line, mandate) after the next page's header and "Übertrag": those rows
// continue it.
func TestPageSplitBooking(t *testing.T) {
	text := `Raiffeisenbank Ems-Vechte eG                                   Kontoauszug 1/2023 Blatt 1
IBAN DE96 2806 9956 0012 3456 78   Zeitraum 01.01.2023 - 31.01.2023
Bu-Tag Wert              Vorgang                                                     Betrag EUR
                         alter Kontostand vom 31.12.2022                              100,00 H
10.01.      08.01.       Rücklastschrift                                               41,96 H
                         Vodafone GmbH
                         Übertrag auf Blatt 2                                         141,96 H`
	text2 := `Raiffeisenbank Ems-Vechte eG                                   Kontoauszug 1/2023 Blatt 2
Bu-Tag Wert              Vorgang                                                     Betrag EUR
                         Übertrag von Blatt 1                                         141,96 H
                         Rückgabe wegen Widerspruch Kundennr. 457741 Rechnung Januar
                         Mandatsref. M1023-74397
27.01.      27.01.       Kartenzahlung girocard                                        73,96 S
                         Bäckerei Müller
                         GIROCARD 27.01.2023 07:33 TID 73938158 MUSTERSTADT
                         neuer Kontostand vom 31.01.2023                               68,00 H`
	d := geoDoc(text)
	p2 := geoDoc(text2).Pages[0]
	p2.Number = 2
	d.Pages = append(d.Pages, p2)
	res, err := Extract(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(rowsOf(res.Transactions), "\n")
	want := strings.Join([]string{
		"10.01.2023|08.01.2023|Vodafone GmbH|Rücklastschrift|Rückgabe wegen Widerspruch Kundennr. 457741 Rechnung Januar|41,96",
		"27.01.2023|27.01.2023|Bäckerei Müller|Kartenzahlung girocard|GIROCARD 27.01.2023 07:33 TID 73938158 MUSTERSTADT|-73,96",
	}, "\n")
	if got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}

// TestStornoTextKeepsType: a cancellation typed "Storno" on its booking
// row prints "Storno Kartenzahlung vom …" as its text: the slot
// inference must not strip the first word as a repeated type.
func TestStornoTextKeepsType(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "storno",
		text: `Kontoauszug 1/2024   IBAN DE02 1203 0000 1010 5200 33   Zeitraum 01.01.2024 - 31.01.2024
Buchungstag  Wertstellung  Buchungstext                                  Soll (EUR)   Haben (EUR)
02.01.2024   02.01.2024    Kartenzahlung                                  52,13
                           Lidl sagt Danke
                           VISA Debitkarte 4748 XXXX XXXX 5729 02.01.2024
03.01.2024   03.01.2024    Kartenzahlung                                  36,20
                           EDEKA Center
                           VISA Debitkarte 4748 XXXX XXXX 5729 03.01.2024
04.01.2024   02.01.2024    Storno                                                      52,13
                           Lidl sagt Danke
                           Storno Kartenzahlung vom 02.01.2024
05.01.2024   05.01.2024    Lastschrift                                    20,00
                           Vodafone GmbH
                           Kundennr. 4711 Rechnung Januar`,
		want: []string{
			"02.01.2024|02.01.2024|Lidl sagt Danke|Kartenzahlung|VISA Debitkarte 4748 XXXX XXXX 5729 02.01.2024|-52,13",
			"03.01.2024|03.01.2024|EDEKA Center|Kartenzahlung|VISA Debitkarte 4748 XXXX XXXX 5729 03.01.2024|-36,20",
			"04.01.2024|02.01.2024|Lidl sagt Danke|Storno|Storno Kartenzahlung vom 02.01.2024|52,13",
			"05.01.2024|05.01.2024|Vodafone GmbH|Lastschrift|Kundennr. 4711 Rechnung Januar|-20,00",
		},
	}})
}
