package statement

import (
	"context"
	"testing"
)

// Rules added for the eleventh batch of held-out layouts (hq-*), in the row
// format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestAltDateSeparator: a document that consistently prints day-first
// dates with slashes or dashes and a four-digit year ("03/02/2025",
// "03-02-2025") has its dates read like dotted ones; a few such words
// among dotted dates, month-first dates or short years stay words.
func TestAltDateSeparator(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       byte
	}{
		{"slashes throughout", "Zeitraum 01/05/2025 - 31/05/2025\n03/05/2025 Miete - 50,00 €\n14/05/2025 Gehalt + 1.000,00 €", '/'},
		{"dashes throughout", "Zeitraum 01-03-2023 bis 31-03-2023\n06-03-2023 06-03-2023 Bäckerei -14,67", '-'},
		{"dotted dates outnumber", "Rechnung vom 03.05.2025\nLeistung 01.04.2025 bis 30.04.2025\nAuftrag 03/05/2025 04/05/2025 05/05/2025", 0},
		{"one slashed date is no evidence", "Rechnung 03/05/2025 Betrag 12,00", 0},
		{"day-first and month-first mixed", "05/03/2025 05/14/2025 30/05/2025 05/21/2025", 0},
		{"two-digit years", "03/05/25 04/05/25 05/05/25", 0},
		{"timestamps and references", "2023-03-06T08:37 Debitk.1 2025-12 St.-Nr. 808/599/74042", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := altDateSep(geoDoc(tc.text)); got != tc.want {
				t.Errorf("altDateSep = %q, want %q", got, tc.want)
			}
		})
	}
	runHZCases(t, []hzCase{{
		name: "dashes, booking and value date",
		text: `Kontoauszug
Girokonto DE73 5003 1000 4582 8456 44
Zeitraum 01-03-2023 bis 31-03-2023
Buchung       Valuta         Beschreibung                 Betrag          Saldo
01-03-2023                   Anfangssaldo                                 1.601,65
06-03-2023    05-03-2023     Bäckerei Müller             -146,67        1.454,98
26-03-2023    26-03-2023     Muster Maschinenbau GmbH   2.543,06        3.998,04
31-03-2023                   Endsaldo                                     3.998,04`,
		want: []string{
			"06.03.2023|05.03.2023|Bäckerei Müller|||-146,67",
			"26.03.2023|26.03.2023|Muster Maschinenbau GmbH|||2.543,06",
		},
		status: "ok",
	}})
}

// TestDatesAfterText: a table with the text first and the booking and
// value dates after it, each under its heading ("Text/Verwendungszweck |
// Buchung | PNNr | Wert | Soll | Haben"): the date under Buchung is the
// booking date, the one under Wert the value date, and the primanota
// number between them is no text. An abbreviated transfer type
// ("EURO-UEBERW.") is the booking text.
func TestDatesAfterText(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "text first, Buchung PNNr Wert",
		text: `KONTOAUSZUG 9/2022
IBAN DE96 7603 0080 7048 4687 45
vom 01.09.2022 bis 30.09.2022
Text/Verwendungszweck                    Buchung PNNr    Wert          Soll      Haben
*** Kontostand zum 31.08.2022 ***                                            1.036,96 +
LASTSCHRIFT                              06.09.  3212    04.09.      175,62
Vodafone GmbH
Kundennr. 705064 Rechnung September
IBAN DE39 3756 9396 6642 4731 62 BIC BYLADEM1001
EURO-UEBERW.                             12.09.  8910    11.09.    1.133,13
Sabine Fischer
Miete September
IBAN DE81 4069 4689 0298 6427 96 BIC COBADEHDXXX
GUTSCHRIFT                               29.09.  2664    29.09.               4.129,41
Stadtverwaltung Kassel
Gehalt September 2022
*** Kontostand zum 30.09.2022 ***                                            3.857,62 +`,
		want: []string{
			"06.09.2022|04.09.2022|Vodafone GmbH|LASTSCHRIFT|Kundennr. 705064 Rechnung September|-175,62",
			"12.09.2022|11.09.2022|Sabine Fischer|EURO-UEBERW.|Miete September|-1.133,13",
			"29.09.2022|29.09.2022|Stadtverwaltung Kassel|GUTSCHRIFT|Gehalt September 2022|4.129,41",
		},
		status: "ok",
	}})
}

// TestPartyTypeReferenceCells: "Datum | Gegenpartei | Zahlungsart |
// Referenz | Betrag": the counterparty's cell and the remittance
// reference's are a pair of side-by-side cells with the payment method in
// a column of its own between them; each wraps on its own.
func TestPartyTypeReferenceCells(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "business account, slashes and spaced signs",
		text: `Kontoauszug Mai 2025
IBAN DE58 1001 0178 4299 4034 65
Zeitraum 01/05/2025 - 31/05/2025
Anfangssaldo am 01/05/2025                     5.000,00 €
Endsaldo am 31/05/2025                         5.562,88 €
Datum         Gegenpartei            Zahlungsart              Referenz                   Betrag
03/05/2025    Deutsche               SEPA-Lastschrift         Beitrag Mai Vers.-Nr.     - 50,06 €
              Rentenversicherung                              992244
06/05/2025    Google Cloud EMEA Ltd  Kartenzahlung                                      - 446,46 €
14/05/2025    Agentur Blauwal GmbH   Eingehende Überweisung   Rechnung 2025-038        + 1.113,00 €
31/05/2025                           Gebühr                   Abonnement Smart Mai 2025  - 53,60 €`,
		want: []string{
			"03.05.2025||Deutsche Rentenversicherung|SEPA-Lastschrift|Beitrag Mai Vers.-Nr. 992244|-50,06",
			"06.05.2025||Google Cloud EMEA Ltd|Kartenzahlung||-446,46",
			"14.05.2025||Agentur Blauwal GmbH|Eingehende Überweisung|Rechnung 2025-038|1.113,00",
			"31.05.2025|||Gebühr|Abonnement Smart Mai 2025|-53,60",
		},
		status: "ok",
	}})
}

// TestCounterAccountColumn: the counterparty's IBAN and BIC in a column
// of their own between the description and the amount ("Beschreibung |
// Gegenkonto | Betrag | Saldo") are the booking's IBAN field, neither the
// end of the name nor words of the purpose.
func TestCounterAccountColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "gegenkonto column",
		text: `Kontoauszug
Girokonto DE73 5003 1000 4582 8456 44
Zeitraum 01.03.2023 bis 31.03.2023
Buchung       Valuta         Beschreibung                      Gegenkonto                  Betrag          Saldo
01.03.2023                   Anfangssaldo                                                                 1.601,65
08.03.2023    08.03.2023     Fitnessstudio Kraftwerk           DE37694086493208329783      -199,41        1.402,24
                             Mitgliedsbeitrag März Vertrag     COBADEFFXXX
                             961114
16.03.2023    16.03.2023     Bäckerei Müller                                                -50,62        1.351,62
                             2023-03-16T11:07 Debitk.3
31.03.2023                   Endsaldo                                                                     1.351,62`,
		want: []string{
			"08.03.2023|08.03.2023|Fitnessstudio Kraftwerk||Mitgliedsbeitrag März Vertrag 961114|-199,41",
			"16.03.2023|16.03.2023|Bäckerei Müller||2023-03-16T11:07 Debitk.3|-50,62",
		},
		status: "ok",
	}})
	res, err := Extract(context.Background(), geoDoc(`Kontoauszug
Girokonto DE73 5003 1000 4582 8456 44
Buchung       Valuta         Beschreibung                      Gegenkonto                  Betrag          Saldo
08.03.2023    08.03.2023     Fitnessstudio Kraftwerk           DE37694086493208329783      -199,41        1.402,24
                             Mitgliedsbeitrag März Vertrag     COBADEFFXXX`))
	if err != nil || len(res.Transactions) != 1 || res.Transactions[0].IBAN != "DE37694086493208329783" {
		t.Errorf("IBAN of the Gegenkonto cell: %+v %v", res, err)
	}
}

// TestLabelledSideCells: labelled cells two on a line ("Empfänger: …"
// beside "IBAN: …", "Mandatsreferenz: …" beside "Gläubiger-ID: …"): the
// name ends before the IBAN's label, and an unlabelled line between the
// name's label and the labelled purpose is the name's wrapped cell.
func TestLabelledSideCells(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "practice account with labelled cells",
		text: `Kontoauszug 3/2024
IBAN DE57 3006 0601 6766 5453 08
Zeitraum 01.03.24 - 31.03.24
Bu.-Tag    Valuta    Buchungstext                                                   Umsatz EUR
                     Anfangssaldo per 29.02.2024                                     1.000,00-
11.03.24   11.03.24  SEPA-Basislastschrift                                          1.516,29-
                     Empfänger: CompuGroup Medical   IBAN: DE07 4191 4969 7096 1645 28
                     Deutschland AG
                     Verwendungszweck: Praxissoftware Wartung Vertrag 897766
                     Mandatsreferenz: COMP225985     Gläubiger-ID: DE94ZZZ11925302855
14.03.24   14.03.24  Gutschrift                                                        69,16+
                     Auftraggeber: Thomas Weber      IBAN: DE95 7812 0896 1496 9215 59
                     Verwendungszweck: Rechnung R-2024-0551
                     Endsaldo per 31.03.2024                                         2.447,13-`,
		want: []string{
			"11.03.2024|11.03.2024|CompuGroup Medical Deutschland AG|SEPA-Basislastschrift|Praxissoftware Wartung Vertrag 897766|-1.516,29",
			"14.03.2024|14.03.2024|Thomas Weber|Gutschrift|Rechnung R-2024-0551|69,16",
		},
		status: "ok",
	}, {
		// Without a labelled purpose after it the line stays the purpose.
		name: "unlabelled purpose after the name",
		text: `Kontoauszug 3/2024
IBAN DE57 3006 0601 6766 5453 08
Bu.-Tag    Valuta    Buchungstext                                                   Umsatz EUR
14.03.24   14.03.24  Gutschrift                                                        69,16+
                     Auftraggeber: Thomas Weber
                     Erstattung Auslagen`,
		want: []string{
			"14.03.2024|14.03.2024|Thomas Weber|Gutschrift|Erstattung Auslagen|69,16",
		},
	}})
}

// TestAppBankFields: an app bank's statement of a German IBAN. A masked
// card number under the booking ("Karte: 516760******3856") is a field of
// the booking, not a heading over a card's bookings, and the currency line
// under it stays the booking's; "Von: NAME, IBAN" / "An: NAME, IBAN" name
// the counterparty and its account, the row only repeats the name; a
// charge word ending a hyphenated compound ("Premium-Tarif-Gebühr") is the
// bank's own charge, no type followed by a payee.
func TestAppBankFields(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "app bank statement",
		text: `Kontoauszug in EUR
IBAN                 DE14 1001 0123 0254 0638 56
Kontobewegungen vom 1. Januar 2024 bis 31. Januar 2024
Datum                 Beschreibung                                   Ausgehend         Eingehend                Saldo
                      Anfangssaldo                                                                          1.673,12 €
1. Jan. 2024          APPLE.COM/BILL CORK                             219,02 €                          1.454,10 €
                      Karte: 516760******3856
                      210,95 USD, 1 € = 0,9632 USD

11. Jan. 2024         Zahlung von Grünwald Immobilien GmbH                              125,28 €           1.579,38 €
                      Von: Grünwald Immobilien GmbH, DE31253663779824332457
                      Referenz: Erstattung Nebenkosten

12. Jan. 2024         An Max Mustermann                               100,00 €                          1.479,38 €
                      An: Max Mustermann, DE10507014401254813359
                      Referenz: Sparen

31. Jan. 2024         Premium-Tarif-Gebühr Januar 2024                  9,99 €                          1.469,39 €
                      Schlusssaldo                                                                          1.469,39 €`,
		want: []string{
			"01.01.2024||APPLE.COM/BILL CORK||210,95 USD, 1 € = 0,9632 USD|-219,02",
			"11.01.2024||Grünwald Immobilien GmbH||Erstattung Nebenkosten|125,28",
			"12.01.2024||Max Mustermann||Sparen|-100,00",
			"31.01.2024|||Premium-Tarif-Gebühr|Premium-Tarif-Gebühr Januar 2024|-9,99",
		},
		status: "ok",
	}})
}

// TestTypePhraseOfTransferKind: a booking row that names the type as a
// phrase of transfer words ("Gutschrift Überweisung", "Überweisung
// online") has no payee on it; the name stands on the next line.
func TestTypePhraseOfTransferKind(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "cooperative bank type phrases",
		text: `Kontoauszug 10/2025
IBAN DE12 4306 0967 1234 5678 00
Buchungstag      Wert        Vorgang                                                Betrag EUR
                             alter Kontostand vom 30.09.2025                          3.595,45 H
02.10.2025       02.10.      Gutschrift Überweisung                                     113,88 H
                             Erika Musterfrau
                             IBAN: DE28745997718772611138 BIC: VBMHDE5FXXX
                             Rückzahlung Auslage
14.10.2025       14.10.      Überweisung online                                       1.147,03 S
                             Sabine Fischer
                             IBAN: DE12737349882656447936 BIC: COBADEHDXXX
                             Miete Oktober
                             neuer Kontostand vom 31.10.2025                          2.562,30 H`,
		want: []string{
			"02.10.2025|02.10.2025|Erika Musterfrau|Gutschrift Überweisung|Rückzahlung Auslage|113,88",
			"14.10.2025|14.10.2025|Sabine Fischer|Überweisung online|Miete Oktober|-1.147,03",
		},
		status: "ok",
	}})
}

// TestDepositPlatform: a deposit platform's transaction account. Money
// from or to the holder's reference account ("vom Referenzkonto DE…")
// has no counterparty and the account line is its IBAN field; "Anlage
// Festgeld" / "Zinszahlung" are types, the partner bank on the next line
// the counterparty without its country in parentheses; the tax's
// "Bemessungsgrundlage …, Steuersatz 25,00 %" is its calculation, not
// purpose.
func TestDepositPlatform(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "transaction account",
		text: `Kontoauszug Transaktionskonto
IBAN DE08 5003 1900 5458 8857 62
Zeitraum 01.10.2022 - 31.12.2022
Datum           Wertstellung Vorgang                                            Abgang EUR         Zugang EUR
                             Kontostand am 30.09.2022                                                   350,94
11.11.2022 11.11.2022        Einzahlung                                                              19.000,00
                             vom Referenzkonto DE63 9115 9360 9250 1546 80
                             WeltSparen Kd-Nr. 3845140
13.11.2022 13.11.2022        Anlage Festgeld                                     19.000,00
                             Alpha Bank S.A. (Griechenland)
                             Festgeld 3 Monate 3,38 % p.a. Laufzeit bis 13.02.2023
15.12.2022 15.12.2022        Zinszahlung                                                                571,82
                             Alpha Bank S.A. (Griechenland)
                             Zinsen Festgeld 2 Jahre
15.12.2022 15.12.2022        Kapitalertragsteuer                                   142,96
                             Bemessungsgrundlage 571,82 EUR, Steuersatz 25,00 %
19.12.2022 19.12.2022        Auszahlung                                            428,86
                             an Referenzkonto DE63 9115 9360 9250 1546 80
                             Auszahlung WeltSparen Kd-Nr. 3845140
                             Kontostand am 31.12.2022                                                   350,94`,
		want: []string{
			"11.11.2022|11.11.2022||Einzahlung|WeltSparen Kd-Nr. 3845140|19.000,00",
			"13.11.2022|13.11.2022|Alpha Bank S.A.|Anlage Festgeld|Festgeld 3 Monate 3,38 % p.a. Laufzeit bis 13.02.2023|-19.000,00",
			"15.12.2022|15.12.2022|Alpha Bank S.A.|Zinszahlung|Zinsen Festgeld 2 Jahre|571,82",
			"15.12.2022|15.12.2022||Kapitalertragsteuer||-142,96",
			"19.12.2022|19.12.2022||Auszahlung|Auszahlung WeltSparen Kd-Nr. 3845140|-428,86",
		},
		status: "ok",
	}})
}

// TestLegalFormWrap: a legal form left alone on the line under the
// booking row's name ("S.C.A", "GmbH & Co. KG") continues the name; a line
// with more than the legal form stays purpose.
func TestLegalFormWrap(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "legal form wrapped",
		text: `Kontoauszug
Girokonto DE73 5003 1000 4582 8456 44
Buchung       Valuta         Beschreibung                            Betrag          Saldo
09.04.2022    09.04.2022     PayPal Europe S.a.r.l. et Cie          -174,44       2.144,68
                             S.C.A
                             PP.494945.PP Ihr Einkauf bei
10.04.2022    10.04.2022     Muster Logistik                        -194,27       1.950,41
                             GmbH & Co. KG
                             Rechnung 4711
11.04.2022    11.04.2022     Stadtwerke Bielefeld                    -19,27       1.931,14
                             AG Abschlag April`,
		want: []string{
			"09.04.2022|09.04.2022|PayPal Europe S.a.r.l. et Cie S.C.A||PP.494945.PP Ihr Einkauf bei|-174,44",
			"10.04.2022|10.04.2022|Muster Logistik GmbH & Co. KG||Rechnung 4711|-194,27",
			"11.04.2022|11.04.2022|Stadtwerke Bielefeld||AG Abschlag April|-19,27",
		},
	}})
}
