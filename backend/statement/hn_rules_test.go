package statement

import "testing"

// Rules added for the thirteenth batch of held-out layouts (hn-*), in the
// row format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestBestandColumn: a cash book's "Bestand" column is the running
// balance (the cash in hand), not the booking amount: the amount is the
// one under Einnahmen or Ausgaben, signed by its column.
func TestBestandColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "cash book with Einnahmen, Ausgaben, Bestand",
		text: `Kassenbuch Barkasse 2. Quartal 2022
Vereinskonto IBAN DE40 2605 0001 3723 7439 03
Nr.   Datum      Beleg   Verwendung                       Einnahmen    Ausgaben      Bestand
      01.04.22           Anfangsbestand                                               275,12
1     04.04.22   E-01    Startgelder Vereinsturnier          619,90                   895,02
2     17.04.22   A-01    Bälle Jugendabteilung                            227,85      667,17
      30.06.22           Endbestand                                                   667,17`,
		want: []string{
			"04.04.2022||E-01 Startgelder Vereinsturnier|||619,90",
			"17.04.2022||A-01 Bälle Jugendabteilung|||-227,85",
		},
		status: "ok",
	}})
}

// TestDetailViewBlocks: an online-banking detail view prints every
// booking as labelled fields two to a line, no table: the date line
// ("Buchungstag …  Wertstellung …") and the amount line ("Umsatzart …
// Betrag …") make the booking row, the labelled lines under them its
// fields. One such block alone (a letter quoting a booking) is no
// statement.
func TestDetailViewBlocks(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "two blocks, newest first",
		text: `Umsätze Detailansicht
IBAN                  DE80 1007 7777 6766 1911 59
Kontostand am 31.07.2023                  500,00 EUR
Kontostand am 31.08.2023                  229,29 EUR

Buchungstag          24.08.2023                          Wertstellung   23.08.2023
Umsatzart            Kartenzahlung                       Betrag         -46,40 EUR
Empfänger            Bäckerei Müller
Verwendungszweck     2023-08-24T18:17 Debitk.3

Buchungstag          13.08.2023                          Wertstellung   13.08.2023
Umsatzart            Lastschrift                         Betrag         -224,31 EUR
Empfänger            Telekom Deutschland GmbH
IBAN                 DE09 3961 1733 6601 6875 29
Verwendungszweck     Festnetz Rechnung 424531`,
		want: []string{
			"24.08.2023|23.08.2023|Bäckerei Müller|Kartenzahlung|2023-08-24T18:17 Debitk.3|-46,40",
			"13.08.2023|13.08.2023|Telekom Deutschland GmbH|Lastschrift|Festnetz Rechnung 424531|-224,31",
		},
		status: "ok",
	}})
	rows := buildRows(geoDoc(`Sehr geehrte Frau Muster,
Buchungstag          24.08.2023                          Wertstellung   23.08.2023
Umsatzart            Lastschrift                         Betrag         -46,40 EUR
bitte prüfen Sie die Buchung.`))
	if got := detailBlocks(rows); len(got) != len(rows) {
		t.Errorf("one block joined: %d rows, want %d", len(got), len(rows))
	}
}
