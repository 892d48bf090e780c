package statement

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"papierkram/backend/document"
)

// Rules added for the twelfth batch of held-out layouts (hp-*), in the row
// format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestSpaceThousands: a document that groups thousands with a space
// ("+1 234,56 €") has its amounts read whole; a document that groups with
// dots, or a number before an amount that is not an exact group ("Filiale
// 12 45,00"), is never glued.
func TestSpaceThousands(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       bool
	}{
		{"spaces throughout", "Anfangssaldo +4 594,54 €\n02.09.2024 Cashback +10,80 € +4 605,34 €\nEndsaldo +4 605,34 €", true},
		{"one pair is no evidence", "Anfangssaldo 4 594,54 €\n02.09.2024 Cashback +10,80 €", false},
		{"dotted thousands in the document", "Anfangssaldo 1.594,54 €\n02.09.2024 Miete 4 594,54 €\n03.09.2024 Miete 4 594,54 €", false},
		{"no exact group", "Filiale 12 45,00\nFiliale 12 45,00\nKasse 7 1234,00", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := spaceThousands(geoDoc(tc.text)); got != tc.want {
				t.Errorf("spaceThousands = %v, want %v", got, tc.want)
			}
		})
	}
	// OCR boxes (300 dpi) of "-1 106,60 €": the short head word is tight.
	ocr := func(txt string, x0, w float64) document.Word {
		return document.Word{Text: txt, Box: document.Rect{X0: x0, Y0: 1043, X1: x0 + w, Y1: 1068}}
	}
	if !spaceGap(ocr("-1", 1469, 19), ocr("106,60", 1504, 80)) {
		t.Errorf("OCR words one space apart not joined")
	}
	if spaceGap(ocr("12", 1400, 26), ocr("345,67", 1500, 80)) {
		t.Errorf("words a column apart joined")
	}
	runHZCases(t, []hzCase{{
		name: "space-grouped amounts and balances",
		text: `Kontoauszug
IBAN: DE25 1101 0100 5396 3218 43
Zeitraum: 01.09.2024 – 30.09.2024
Anfangssaldo 01.09.2024              +4 594,54 €
Endsaldo 30.09.2024                  +3 054,23 €

Datum        Uhrzeit  Beschreibung                      Betrag      Kontostand
06.09.2024   15:18    Erika Musterfrau                -240,31 €    +4 354,23 €
30.09.2024   21:49    Hausverwaltung Nord           -1 300,00 €    +3 054,23 €`,
		want: []string{
			"06.09.2024||Erika Musterfrau|||-240,31",
			"30.09.2024||Hausverwaltung Nord|||-1.300,00",
		},
		status: "ok",
	}})
}

// TestInterestScale: the interest scale (Zinsstaffel) printed after a
// Kontokorrent's closing balance — dated balances with days and interest
// numbers, continued on a further page — is not bookings; the interest
// booking that cites it ("lt. Zinsstaffel") stays one.
func TestInterestScale(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "scale after the closing balance",
		text: `Kontokorrent DE12 7216 0818 7466 8995 50
Kontoauszug 01.09.2024 - 30.09.2024
Buchungstag  Wert        Buchungstext                                Betrag EUR
             Kontostand am 31.08.2024                                -17.454,97
10.09.2024   10.09.2024  Gutschrift Muster GmbH                       +810,42
30.09.2024   30.09.2024  Abschluss                                    -138,53
                         Sollzinsen 01.09.2024 - 30.09.2024 lt. Zinsstaffel
             Kontostand am 30.09.2024                                -16.783,08

Zinsstaffel Kontokorrent 01.09.2024 - 30.09.2024
Wert              Saldo EUR         Tage       Zinszahl Soll     Zinszahl Haben
01.09.2024       -17.454,97            9                1571
10.09.2024       -16.644,55           21                3495
Summe der Zinszahlen                                    5066                  0
Sollzinsen                                            138,53 EUR`,
		want: []string{
			"10.09.2024|10.09.2024|Muster GmbH|Gutschrift||810,42",
			"30.09.2024|30.09.2024||Abschluss|Sollzinsen 01.09.2024 - 30.09.2024 lt. Zinsstaffel|-138,53",
		},
		status: "ok",
	}})
}

// TestPrintedCSV: a semicolon export printed as text (records newest
// first, wrapped after a semicolon or a space, the running balance before
// the amount, page footers between wrapped records) is read as the table
// it describes: every record one booking with its amount, not its balance;
// its Buchungstext field is the type, also for the bank's own postings
// without a name.
func TestPrintedCSV(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "wrapped records, balance before amount",
		text: `Umsatzanzeige_DE92500105170901314779_20230801.csv                 01.08.2023 16:46
IBAN;DE92 5001 0517 0901 3147 79
Zeitraum;01.07.2023 - 31.07.2023
Saldo;416,56;EUR
Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung
30.07.2023;30.07.2023;Amazon Payments Europe S.C.A.;Lastschrift;Bestellung 793577 AMZN Mktp DE Juli;416,56;EUR;
-177,99;EUR
25.07.2023;25.07.2023;Pflegedienst Sonnenschein;Gutschrift;Gehalt Juli 2023 Personalnr.
105603;594,55;EUR;2.295,37;EUR
24.07.2023;24.07.2023;Grünwald Immobilien GmbH;Gutschrift;Rückzahlung Auslage;-1.700,82;EUR;253,79;
                                                                      Seite 1
EUR
21.07.2023;21.07.2023;Max Mustermann;Überweisung;Miete Juli;-1.954,61;EUR;-491,12;EUR
20.07.2023;20.07.2023;;Entgelt;Kontoführung Juli 2023;-1.463,49;EUR;-7,18;EUR`,
		want: []string{
			"30.07.2023|30.07.2023|Amazon Payments Europe S.C.A.|Lastschrift|Bestellung 793577 AMZN Mktp DE Juli|-177,99",
			"25.07.2023|25.07.2023|Pflegedienst Sonnenschein|Gutschrift|Gehalt Juli 2023 Personalnr. 105603|2.295,37",
			"24.07.2023|24.07.2023|Grünwald Immobilien GmbH|Gutschrift|Rückzahlung Auslage|253,79",
			"21.07.2023|21.07.2023|Max Mustermann|Überweisung|Miete Juli|-491,12",
			"20.07.2023|20.07.2023||Entgelt|Kontoführung Juli 2023|-7,18",
		},
	}})
}

// TestLeftAmountSigns: with the amount column left of the text (finance
// program lists), no row ends in its amount; debits printed with a minus
// still make a bare amount a credit, whatever its text says ("Geschenk").
func TestLeftAmountSigns(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "amount before the text, bare credits",
		text: `Umsätze
IBAN:     DE94 6045 0050 2396 3442 64
Zeitraum: 01.07.2023 – 31.07.2023
Datum        Valuta          Betrag Whg.   Empfänger/Auftraggeber      Verwendungszweck          Kategorie
29.07.2023   29.07.2023       -86,55 EUR   Lidl sagt Danke             Einkauf                   Lebensmittel
13.07.2023   13.07.2023      167,62 EUR    Thomas Weber                Geschenk                  Sonstige Einnahmen
02.07.2023   02.07.2023      -130,00 EUR   Kreissparkasse              GA NR29378852             Bargeld`,
		want: []string{
			"29.07.2023|29.07.2023|Lidl sagt Danke||Einkauf|-86,55",
			"13.07.2023|13.07.2023|Thomas Weber||Geschenk|167,62",
			"02.07.2023|02.07.2023|Kreissparkasse||GA NR29378852|-130,00",
		},
	}})
}

// TestVATCell: a business account's VAT cell ("19 %" on the booking line,
// the VAT amount under it) is neither purpose nor a booking; the wrapped
// purpose beside it stays.
func TestVATCell(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "VAT amount under the rate",
		text: `Kontoauszug Oktober 2023
IBAN DE92 1101 0100 4164 2944 40
Kontostand am 01.10.2023                                 +9.016,92 €
Datum        Empfänger / Absender        Verwendungszweck          Kategorie         USt.              Betrag
07.10.2023   Lufthansa                                             Betriebsausgabe   19 %            -139,94 €
                                                                                     22,34 €
09.10.2023   Telekom Deutschland GmbH    Mobilfunk Rechnung Kd-Nr. Betriebsausgabe   19 %            -494,82 €
                                         178697                                      79,00 €
16.10.2023   Notion Labs Inc.                                      Betriebsausgabe   RC              -145,85 €
Kontostand am 31.10.2023                                 +8.236,31 €`,
		want: []string{
			"07.10.2023||Lufthansa|||-139,94",
			"09.10.2023||Telekom Deutschland GmbH||Mobilfunk Rechnung Kd-Nr. 178697|-494,82",
			"16.10.2023||Notion Labs Inc.|||-145,85",
		},
		status: "ok",
	}})
}

// TestForeignPayments: on a currency account, "Auslandsüberweisung" /
// "Auslandsgutschrift" / "Devisenkauf" are booking types with the
// counterparty under them; the partner's account coordinates (Konto · ABA
// · BIC), the UETR and the conversion line (Gegenwert · Kurs · Konto) are
// not purpose.
func TestForeignPayments(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"Konto 111954746 · ABA 021000089 · BIC CITIUS33XXX", true},
		{"UETR d742df7a-85ad-42a9-9af6-7923044bfe74", true},
		{"Gegenwert EUR 76.334,56 · Kurs 1,0480 · Konto DE31 3705 0198 6012 2528 87", true},
		{"Konto 4711 · Rechnung 2024-0013 · Danke", false},
		{"Konto 264500723 - ABA 021000089 - BIC CITIUS33XXX", true}, // OCR: dots read as dashes
		{"UETR 4a9e38f7-fa11-4499-8498-d7Cc02320db7f", true},        // OCR: one character too many
		{"UETR siehe Anlage", false},
		{"Gegenwert der Lieferung vom 03.05.", false},
	} {
		r := buildRows(geoDoc(tc.line))
		if got := foreignDetailLine(r[0]); got != tc.want {
			t.Errorf("%q: foreignDetailLine = %v, want %v", tc.line, got, tc.want)
		}
	}
	runHZCases(t, []hzCase{{
		name: "SWIFT payments and a conversion",
		text: `Kontoauszug 8/2022
Währungskonto USD  IBAN DE39 3705 0198 8934 4609 69
Buchungstag Wert                       Vorgang                                                  Betrag USD
                                       Kontostand am 31.07.2022                             USD 116.857,57
04.08.2022           04.08.2022 Auslandsüberweisung                                              -60.178,56
                                Midwest Bearings Inc.
                                Konto 111954746 · ABA 021000089 · BIC CITIUS33XXX
                                Inv. 83995 / Order 370546
                                UETR d742df7a-85ad-42a9-9af6-7923044bfe74
08.08.2022           08.08.2022 Auslandsgutschrift                                               108.484,11
                                Northwind Traders Inc.
                                Konto 757063639 · ABA 121000248 · BIC WFBIUS6SXXX
                                Invoice 2022-0254 PO 4549477
10.08.2022           12.08.2022 Devisenkauf                                                       80.000,00
                                Gegenwert EUR 76.334,56 · Kurs 1,0480 · Konto DE31 3705 0198 6012 2528 87
                                       Kontostand am 31.08.2022                             USD 245.163,12`,
		want: []string{
			"04.08.2022|04.08.2022|Midwest Bearings Inc.|Auslandsüberweisung|Inv. 83995 / Order 370546|-60.178,56",
			"08.08.2022|08.08.2022|Northwind Traders Inc.|Auslandsgutschrift|Invoice 2022-0254 PO 4549477|108.484,11",
			"10.08.2022|12.08.2022||Devisenkauf||80.000,00",
		},
		status: "ok",
	}})
}

// TestTypeUnderName: in an app bank's blocks (first line bold, the type on
// a line under it), a type line of the bank's own postings ("Cashback",
// "Gebühr") makes the first line the purpose, with no counterparty; an
// internal transfer ("Interne Umbuchung" under "Übertrag an Pocket …")
// has neither counterparty nor purpose; a transfer keeps its name.
func TestTypeUnderName(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "own postings and pocket transfers",
		text: `Kontoauszug
IBAN: DE25 1101 0100 5396 3218 43
Zeitraum: 01.09.2024 – 30.09.2024
Anfangssaldo 01.09.2024                                             +4.594,54 €
Endsaldo 30.09.2024                                                 +4.080,34 €

Datum           Uhrzeit    Beschreibung                                                                          Betrag      Kontostand
02.09.2024      07:34      Cashback August                                                                      +10,80 €     +4.605,34 €
                           Cashback

06.09.2024      11:56      Übertrag an Pocket „Geschenke“                                                      -125,00 €     +4.480,34 €
                           Interne Umbuchung

16.09.2024      07:15      Aral Tankstelle                                                                       -8,34 €     +4.472,00 €
                           Kartenzahlung

25.09.2024      12:09      Übertrag von Pocket „Steuern“                                                       +150,00 €     +4.622,00 €
                           Interne Umbuchung

30.09.2024      21:49      Vivid Prime September 2024                                                        -541,66 €     +4.080,34 €
                           Gebühr`,
		want: []string{
			"02.09.2024|||Cashback|Cashback August|10,80",
			"06.09.2024|||Interne Umbuchung||-125,00",
			"16.09.2024||Aral Tankstelle|Kartenzahlung||-8,34",
			"25.09.2024|||Interne Umbuchung||150,00",
			"30.09.2024|||Gebühr|Vivid Prime September 2024|-541,66",
		},
		status: "ok",
	}})
}

// TestPrintedCSVOCR: on a scanned printout OCR loses semicolons (read as
// "!", "}", "i" or nothing before a capital, as a colon beside an amount
// or a currency code). A record then ends where the next one starts with
// its date, its date fields and money fields keep their places, and a
// booking type glued to the purpose is split off.
func TestPrintedCSVOCR(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1.736,19;EUR;-30,00:EUR", "1.736,19;EUR;-30,00;EUR"},
		{"22.01.2022:22.01.2022;Fitnessstudio", "22.01.2022;22.01.2022;Fitnessstudio"},
		{"Rechnung: 123 vom 03.05.", "Rechnung: 123 vom 03.05."},
	} {
		if got := csvOCRSeparators(tc.in); got != tc.want {
			t.Errorf("csvOCRSeparators(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"Aral|Lastschrift!NR XXXX 7163", "Aral|Lastschrift|NR XXXX 7163"},
		{"Aral|Lastschrift} NR XXXX 7163", "Aral|Lastschrift|NR XXXX 7163"},
		{"Aral|LastschriftiNR XXXX 7163", "Aral|Lastschrift|NR XXXX 7163"},
		{"Aral|Lastschriften März", "Aral|Lastschriften März"},
	} {
		if got := strings.Join(splitGluedType(strings.Split(tc.in, "|")), "|"); got != tc.want {
			t.Errorf("splitGluedType(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	text := `IBAN;DE92 5001 0517 0901 3147 79
Zeitraum;01.01.2022 - 31.01.2022
Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung
29.01.2022;29.01.2022;Apotheke am Markt;Lastschrift!NR XXXX 7163 KAUFUMSATZ 29.01 499968;
1.552,79;EUR;-14,55;EUR
24.01.2022;24.01.2022;ING-DiBa Musterstadt;Abbuchung;GA NR03910279 24.01/15.17UHR;1.567,34;EUR;-30,00:EUR
23.01.2022;23.01.2022;Sabine Fischer;Überweisung;Miete Januar;1.597,34;EUR;-579,85;EUR`
	d := geoDoc(text)
	d.Pages[0].Source = document.OCR
	res, err := Extract(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(rowsOf(res.Transactions), "\n")
	want := strings.Join([]string{
		"29.01.2022|29.01.2022|Apotheke am Markt|Lastschrift|NR XXXX 7163 KAUFUMSATZ 29.01 499968|-14,55",
		"24.01.2022|24.01.2022|ING-DiBa Musterstadt|Abbuchung|GA NR03910279 24.01/15.17UHR|-30,00",
		"23.01.2022|23.01.2022|Sabine Fischer|Überweisung|Miete Januar|-579,85",
	}, "\n")
	if got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}

// TestCSVHeadClosing: a printed export's head states the balance when the
// file was made ("Saldo;416,56;EUR"); equal to the running balance after
// the newest record, it is the closing balance — whichever way the export
// sorts. A head balance that differs (bookings after the period) is not.
func TestCSVHeadClosing(t *testing.T) {
	const records = `Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung
%s`
	newestFirst := `30.07.2023;30.07.2023;Amazon;Lastschrift;Bestellung 793577;416,56;EUR;-177,99;EUR
25.07.2023;25.07.2023;Pflegedienst Sonnenschein;Gutschrift;Gehalt Juli;594,55;EUR;2.295,37;EUR
20.07.2023;20.07.2023;;Entgelt;Kontoführung Juli 2023;-1.700,82;EUR;-7,18;EUR`
	oldestFirst := `20.07.2023;20.07.2023;;Entgelt;Kontoführung Juli 2023;-1.700,82;EUR;-7,18;EUR
25.07.2023;25.07.2023;Pflegedienst Sonnenschein;Gutschrift;Gehalt Juli;594,55;EUR;2.295,37;EUR
30.07.2023;30.07.2023;Amazon;Lastschrift;Bestellung 793577;416,56;EUR;-177,99;EUR`
	for _, tc := range []struct {
		name, saldo, recs, want string
	}{
		{"newest first", "416,56", newestFirst, "416,56"},
		{"oldest first", "416,56", oldestFirst, "416,56"},
		{"balance of a later day", "380,00", newestFirst, ""},
		{"an older running balance", "594,55", oldestFirst, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := "IBAN;DE92 5001 0517 0901 3147 79\nZeitraum;01.07.2023 - 31.07.2023\nSaldo;" + tc.saldo + ";EUR\n" + fmt.Sprintf(records, tc.recs)
			res, err := Extract(context.Background(), geoDoc(text))
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Transactions) != 3 {
				t.Fatalf("%d bookings, want 3", len(res.Transactions))
			}
			if got := res.Info.ClosingBalance; got != tc.want {
				t.Errorf("closing %q, want %q", got, tc.want)
			}
		})
	}
}
