package statement

import (
	"context"
	"strings"
	"testing"

	"papierkram/backend/document"
)

// Rules added for the eighteenth batch of held-out layouts (hi-*), in the
// row format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestAmountFirstColumn: an online-banking print heads its table "Betrag
// | Buchung | Valuta | Umsatzbeschreibung": every booking row starts
// with its amount, the dates and the type follow, name and purpose
// under the type. Newest first, the closing balance above the table and
// the opening balance below it, both dated.
func TestAmountFirstColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "amount, booking date, value date, description",
		text: `TARGOBANK
Umsätze Online-Konto
IBAN DE33 3002 0900 9897 3890 49 · BIC CMCIDEDDXXX
Zeitraum 01.09.2023 bis 30.09.2023
Saldo vom 30.09.2023: 4.457,18 EUR
         Betrag     Buchung      Valuta       Umsatzbeschreibung
     -5,43 EUR      30.09.2023   30.09.2023   Entgelt
                                              Kontoführung September 2023
   -486,32 EUR      28.09.2023   26.09.2023   Überweisung
                                              Thomas Weber
                                              Nebenkosten September Whg. 3
                                              IBAN DE70 1657 5556 0344 3485 14
     93,86 EUR      20.09.2023   20.09.2023   Storno
                                              Rossmann Filiale
                                              Storno Kartenzahlung vom 19.09.2023
    -93,86 EUR      19.09.2023   19.09.2023   Kartenzahlung
                                              Rossmann Filiale
                                              2023-09-19T18:52 Debitk.3 2025-09
    244,12 EUR      08.09.2023   08.09.2023   Gutschrift
                                              Sabine Fischer
                                              Geschenk
                                              IBAN DE26 7745 6194 7477 0941 77
Saldo vom 31.08.2023: 4.704,81 EUR`,
		want: []string{
			"30.09.2023|30.09.2023||Entgelt|Kontoführung September 2023|-5,43",
			"28.09.2023|26.09.2023|Thomas Weber|Überweisung|Nebenkosten September Whg. 3|-486,32",
			"20.09.2023|20.09.2023|Rossmann Filiale|Storno|Storno Kartenzahlung vom 19.09.2023|93,86",
			"19.09.2023|19.09.2023|Rossmann Filiale|Kartenzahlung|2023-09-19T18:52 Debitk.3 2025-09|-93,86",
			"08.09.2023|08.09.2023|Sabine Fischer|Gutschrift|Geschenk|244,12",
		},
		status: "ok",
	}, {
		// No balances: only the minus of the debits says that a bare
		// amount is a credit (a returned transfer, a storno).
		name: "unsigned credits without balances",
		text: `Umsätze Online-Konto
         Betrag     Buchung      Valuta       Umsatzbeschreibung
     -5,43 EUR      30.09.2023   30.09.2023   Entgelt
                                              Kontoführung September 2023
    120,00 EUR      22.09.2023   22.09.2023   Überweisung
                                              Max Mustermann
                                              Anteil Ferienhaus
     93,86 EUR      20.09.2023   20.09.2023   Storno
                                              Rossmann Filiale
                                              Storno Kartenzahlung vom 19.09.2023
    -93,86 EUR      19.09.2023   19.09.2023   Kartenzahlung
                                              Rossmann Filiale
                                              2023-09-19T18:52 Debitk.3 2025-09`,
		want: []string{
			"30.09.2023|30.09.2023||Entgelt|Kontoführung September 2023|-5,43",
			"22.09.2023|22.09.2023|Max Mustermann|Überweisung|Anteil Ferienhaus|120,00",
			"20.09.2023|20.09.2023|Rossmann Filiale|Storno|Storno Kartenzahlung vom 19.09.2023|93,86",
			"19.09.2023|19.09.2023|Rossmann Filiale|Kartenzahlung|2023-09-19T18:52 Debitk.3 2025-09|-93,86",
		},
	}})
}

// TestLabelledTypeField: an online print puts the type under the name as
// a labelled field beside the value date ("Wertstellung: 04.11.2023 ·
// Buchungsart: Lastschrift"): the type and the value date, no purpose
// text. The summary grid beside the balances ("Kontostand am … EUR …
// Eingeräumter Dispositionskredit EUR …") gives each balance the amount
// after its own label, not the credit line's.
func TestLabelledTypeField(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "two rows per booking, type labelled",
		text: `Santander
Kontoumsätze BestGiro
Jonas Beispiel · IBAN DE96 3101 0833 8027 4737 86 · BIC SCFBDE33XXX
Zeitraum 01.11.2023 – 30.11.2023 · erstellt am 01.12.2023
Kontostand am 31.10.2023          EUR 2.644,41     Eingeräumter Dispositionskredit     EUR 5.000,00
Kontostand am 30.11.2023          EUR 7.000,25     Verfügbarer Betrag                  EUR 12.000,25

 04.11.2023    Telekom Deutschland GmbH                                         EUR -226,16
               Wertstellung: 04.11.2023 · Buchungsart: Lastschrift
               Verwendungszweck: Festnetz Vertragskonto 696357 RG 548915
               IBAN: DE67 2826 2662 5878 5102 47

 04.11.2023    Muster Maschinenbau GmbH                                         EUR 4.618,16
               Wertstellung: 03.11.2023 · Buchungsart: Lohn/Gehalt
               Verwendungszweck: Gehalt November 2023 Personalnr. 508421

 30.11.2023    Entgelt                                                          EUR -36,16
               Wertstellung: 30.11.2023 · Buchungsart: Entgelt
               Verwendungszweck: Kontoführung November 2023`,
		want: []string{
			"04.11.2023|04.11.2023|Telekom Deutschland GmbH|Lastschrift|Festnetz Vertragskonto 696357 RG 548915|-226,16",
			"04.11.2023|03.11.2023|Muster Maschinenbau GmbH|Lohn/Gehalt|Gehalt November 2023 Personalnr. 508421|4.618,16",
			"30.11.2023|30.11.2023||Entgelt|Kontoführung November 2023|-36,16",
		},
		status: "ok",
	}})
}

// courierDoc is geoDoc with the glyph metrics of an 8 pt Courier print
// (fpdf core Courier, one string per line): 4.8 pt a character, the
// space too, boxes 6.3 pt high. A single space is then wider than a
// quarter of the line height.
func courierDoc(s string) *document.Document {
	d := geoDoc(s)
	for i := range d.Pages[0].Words {
		w := &d.Pages[0].Words[i]
		w.Box.X0 *= 0.96
		w.Box.X1 *= 0.96
		w.Box.Y1 = w.Box.Y0 + 6.3
	}
	return d
}

// TestMonospacedCellGap: in a Courier branch-printer print a name of two
// words ("dm-drogerie markt") is one cell for the slot inference, not
// two (a single space is one character wide there, wider than a quarter
// of the line height); two spaces still part two cells.
func TestMonospacedCellGap(t *testing.T) {
	text := `Kreissparkasse Ludwigsburg
IBAN DE46 6045 0050 7802 9831 20        BIC SOLADES1LBG
BU-TAG   WERT      VORGANG                                                           BETRAG EUR
------------------------------------------------------------------------------------------------
                   KONTOSTAND AM 30.06.24                                               2983,59
19.07.24 19.07.24 KARTENZAHLUNG                                                           67,02-
                   Rossmann Filiale
                   2024-07-19T13:07 Debitk.2 2026-11
20.07.24 20.07.24 KARTENZAHLUNG                                                          148,68-
                   dm-drogerie markt
                   2024-07-20T18:32  Debitk.3 2026-02
21.07.24 21.07.24 KARTENZAHLUNG                                                          144,48-
                   Lidl sagt Danke
                   2024-07-21T12:06 Debitk.3 2026-08`
	p := newParser(buildRows(courierDoc(text)))
	p.parse()
	var cells []string
	for _, tx := range p.txs {
		if tx.amount.cents == -14868 || tx.amount.cents == 14868 {
			for _, c := range bookingCells(tx) {
				cells = append(cells, c.raw)
			}
		}
	}
	want := []string{"KARTENZAHLUNG", "dm-drogerie markt", "2024-07-20T18:32", "Debitk.3 2026-02"}
	if strings.Join(cells, "|") != strings.Join(want, "|") {
		t.Errorf("cells %q, want %q", cells, want)
	}
}

// TestPageSplitUnderRule: a branch printer's print draws the rule under
// its table head in dashes; a booking split over the page break resumes
// under that rule on the next page (no carry-over line): its purpose and
// IBAN continue it.
func TestPageSplitUnderRule(t *testing.T) {
	text := `Kreissparkasse Ludwigsburg
KONTO-NR. 7802983120     BLZ 60450050                              KONTOAUSZUG 12/2024    BLATT 1
IBAN DE46 6045 0050 7802 9831 20        BIC SOLADES1LBG
BU-TAG   WERT      VORGANG                                                           BETRAG EUR
------------------------------------------------------------------------------------------------
                   KONTOSTAND AM 30.11.24                                               2983,59
01.12.24 01.12.24 KARTENZAHLUNG                                                           42,17-
                   Bäckerei Müller
                   2024-12-01T10:31 Debitk.2 2026-12
29.12.24 29.12.24 GUTSCHRIFT                                                            3993,07
                   Stadtverwaltung Bielefeld



KONTOAUSZUGSDRUCKER KREISSPARKASSE FILIALE BIELEFELD                 GEDRUCKT AM 01.01.25 14:17 UHR`
	text2 := `Kreissparkasse Ludwigsburg
KONTO-NR. 7802983120 BLZ 60450050                                   KONTOAUSZUG 12/2024 BLATT 2
BU-TAG   WERT      VORGANG                                                           BETRAG EUR
------------------------------------------------------------------------------------------------
                   Gehalt Dezember 2024 Personalnr. 185442
                   IBAN: DE28146707097486464052 BIC: BYLADEM1001
------------------------------------------------------------------------------------------------
                   NEUER KONTOSTAND AM 31.12.24                                         6934,49

KONTOAUSZUGSDRUCKER KREISSPARKASSE FILIALE BIELEFELD                 GEDRUCKT AM 01.01.25 14:17 UHR`
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
		"01.12.2024|01.12.2024|Bäckerei Müller|KARTENZAHLUNG|2024-12-01T10:31 Debitk.2 2026-12|-42,17",
		"29.12.2024|29.12.2024|Stadtverwaltung Bielefeld|GUTSCHRIFT|Gehalt Dezember 2024 Personalnr. 185442|3.993,07",
	}, "\n")
	if got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
	if s := res.Info.Reconciliation.Status; s != "ok" {
		t.Errorf("reconciliation %s, want ok", s)
	}
}

// TestEndToEndReferenceLabel: "Ende-zu-Ende-Referenz: …" written out
// (as BBBank prints it among its labelled references, before or after
// the purpose) is a reference field, not purpose text. Two bookings: the
// slot inference (three or more) does not run, the rules alone decide.
func TestEndToEndReferenceLabel(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "written-out end-to-end label",
		text: `BBBank eG   Kontoauszug 5/2022   IBAN DE12 6609 0800 0001 2345 67
Zeitraum 01.05.2022 bis 31.05.2022
                                    Alter Kontostand                           1.000,00+
Bu.-Tag     Wert        Erläuterung                                           Betrag EUR
05.05.2022  05.05.2022  Lastschrift                                              167,44-
                        Amazon Payments Europe S.C.A.
                        Mandatsreferenz: M4574-21716
                        Bestellung 416197 AMZN Mktp DE Mai
                        Ende-zu-Ende-Referenz: 2161BC4A8AB7
15.05.2022  15.05.2022  Lastschrift                                               10,07-
                        Stadtwerke Musterstadt GmbH
                        Ende-zu-Ende-Referenz: CEAD54E5E019
                        Abschlag Strom Mai Vertragskonto 114470
                                    Neuer Kontostand                             822,49+`,
		want: []string{
			"05.05.2022|05.05.2022|Amazon Payments Europe S.C.A.|Lastschrift|Bestellung 416197 AMZN Mktp DE Mai|-167,44",
			"15.05.2022|15.05.2022|Stadtwerke Musterstadt GmbH|Lastschrift|Abschlag Strom Mai Vertragskonto 114470|-10,07",
		},
	}})
}
