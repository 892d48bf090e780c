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

// TestPeriodTextNoParty: a one-cell text naming a billing period
// ("Grundmiete 08/2022", "Miete August 2022 …") is the purpose, not the
// counterparty; a name on its own line above the remittance text stays
// the name. A balance row with its date in the date column ("31.12.2022
// Saldo per 31.12.2022") closes the account, it is no booking.
func TestPeriodTextNoParty(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "tenant account, Soll/Haben with S/H balance",
		text: `Kontoauszug Mieterkonto 2717-08
Zeitraum 01.08.2022 bis 31.12.2022
Zahlungen bitte auf das Mietkonto IBAN DE77 5205 0353 0291 0127 17
Datum        Buchungsart     Text                                       Soll         Haben          Saldo
01.08.2022                   Saldovortrag                                                        425,00 S
01.08.2022   Sollstellung    Grundmiete 08/2022                       510,00                     935,00 S
02.08.2022   Zahlung         Miete August 2022 Whg. 4 1. OG                        850,00         85,00 S
04.08.2022   Zahlung         Jobcenter Göttingen                                   100,00         15,00 H
                             KdU August 2022 BG-Nr. 3560918
31.12.2022                   Saldo per 31.12.2022                                                 15,00 H`,
		want: []string{
			"01.08.2022|||Sollstellung|Grundmiete 08/2022|-510,00",
			"02.08.2022|||Zahlung|Miete August 2022 Whg. 4 1. OG|850,00",
			"04.08.2022||Jobcenter Göttingen|Zahlung|KdU August 2022 BG-Nr. 3560918|100,00",
		},
		status: "ok",
	}})
}

// TestBilingualLabels: a German field label printed with its English
// translation ("Empfänger / Payee:", "Verwendungszweck / Details:",
// "Mandat / Mandate …") is the German label: the name and the purpose
// are read as under "Empfänger:" and "Verwendungszweck:".
func TestBilingualLabels(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "German over English, Soll/Haben, CR balance",
		text: `Kontoauszug / Statement of Account
IBAN                             DE87 3003 0880 8190 9509 39
Zeitraum / Period                01.09.2022 - 30.09.2022
Buchungstag       Valuta           Buchungstext                          Soll       Haben          Saldo
                                   Anfangssaldo / Opening balance                               7.595,18 CR
11.09.2022        11.09.2022       SEPA-Lastschrift                     201,40                 7.393,78 CR
                                   Empfänger / Payee: Stadtwerke Musterstadt GmbH
                                   Verwendungszweck / Details: Abschlag Strom September
                                   IBAN DE05 3026 0408 1974 5483 22 · BIC BYLADEM1001
                                   Mandat / Mandate M1478-91121 · Gläubiger-ID / Creditor ID DE61ZZZ30328619078
18.09.2022        18.09.2022       Lohn/Gehalt                                     4.070,96   11.464,74 CR
                                   Auftraggeber / Payer: Beispiel Logistik AG
                                   Verwendungszweck / Details: Gehalt September 2022
                                   Endsaldo / Closing balance                                  11.464,74 CR`,
		want: []string{
			"11.09.2022|11.09.2022|Stadtwerke Musterstadt GmbH|SEPA-Lastschrift|Abschlag Strom September|-201,40",
			"18.09.2022|18.09.2022|Beispiel Logistik AG|Lohn/Gehalt|Gehalt September 2022|4.070,96",
		},
		status: "ok",
	}})
}

// TestCashBookPartyColumns: a cash book's "Einzahler / Empfänger" column is
// the counterparty, "Verwendung" the purpose, a receipt number under
// "Beleg" neither; a row with an empty name cell keeps its text as the
// purpose (the header, not the document's name slot, says where the name
// stands).
func TestCashBookPartyColumns(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "club cash book",
		text: `Kassenbuch Barkasse 4. Quartal 2022
Vereinskonto IBAN DE40 2605 0001 3723 7439 03
Nr.   Datum      Beleg   Einzahler / Empfänger      Verwendung                        Einnahmen    Ausgaben      Bestand
      01.10.22                                      Anfangsbestand                                               900,00
1     07.10.22   E-01    Petra Lange                Eigenanteil Trainingslager           265,00               1.165,00
2     14.10.22   E-02                               Getränkeverkauf Heimspiel            187,70               1.352,70
3     22.10.22   A-01    Jürgen Hoffmann            Übungsleiterpauschale Oktober                    36,58    1.316,12
4     26.10.22   A-02    Metro Großmarkt            Getränke Heimspiel                              232,39    1.083,73
5     28.10.22   E-03                               Startgelder Vereinsturnier           189,03               1.272,76
      31.12.22                                      Endbestand                                                 1.272,76`,
		want: []string{
			"07.10.2022||Petra Lange||Eigenanteil Trainingslager|265,00",
			"14.10.2022||||Getränkeverkauf Heimspiel|187,70",
			"22.10.2022||Jürgen Hoffmann||Übungsleiterpauschale Oktober|-36,58",
			"26.10.2022||Metro Großmarkt||Getränke Heimspiel|-232,39",
			"28.10.2022||||Startgelder Vereinsturnier|189,03",
		},
		status: "ok",
	}})
}

// TestPlaceLinesAndSheetCarry: a payee's postal address under the name
// ("Lindenstraße 12, 34117 Kassel") and a card payment's town and country
// ("Würzburg, DE") are no purpose; "Kontostand Ende Blatt 1" at a page's
// foot is the carried balance, not the last booking's text; "Eingehende
// Überweisung" under the name is the booking type.
func TestPlaceLinesAndSheetCarry(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "address line, sheet carry",
		text: `Kontoauszug Girokonto
IBAN DE40 5001 0700 3723 7439 03
Buch.-Tag  Valuta      Buchungstext                                     Betrag EUR
                       Alter Kontostand                                   1.000,00
03.02.2025 03.02.2025  Lastschrift                                          -45,00
                       Stadtwerke Kassel GmbH
                       Lindenstraße 12, 34117 Kassel
                       Abschlag Strom Februar
                       Kontostand Ende Blatt 1                              955,00
05.02.2025 05.02.2025  Kartenzahlung                                        -20,00
                       EDEKA Center
                       Würzburg, DE
                       Neuer Kontostand                                     935,00`,
		want: []string{
			"03.02.2025|03.02.2025|Stadtwerke Kassel GmbH|Lastschrift|Abschlag Strom Februar|-45,00",
			"05.02.2025|05.02.2025|EDEKA Center|Kartenzahlung||-20,00",
		},
		status: "ok",
	}, {
		name: "direction-named transfer type under the name",
		text: `Kontoauszug Februar 2025
IBAN DE94 1001 0178 6238 0848 78
Startsaldo am 01.02.2025                                     100,00 €
Endsaldo am 28.02.2025                                       315,10 €
Datum                 Beschreibung                              Betrag
06.02.2025 19:30      Hausverwaltung Schulz                  +215,10 €
                      Eingehende Überweisung
                      IBAN DE80 2293 9936 5248 1369 60
                      Anteil Urlaub`,
		want: []string{
			"06.02.2025||Hausverwaltung Schulz|Eingehende Überweisung|Anteil Urlaub|215,10",
		},
		status: "ok",
	}})
}

// TestRentTextAndPrintFooter: a text cell starting with a rent charge
// ("Restmiete Mai …") or naming a period beside a flat's floor ("Whg. 1
// EG rechts": EG in capitals is the ground floor, not a cooperative) is
// the purpose; an online-banking print's footer ("Ausgedruckt am …") ends
// the booking above it.
func TestRentTextAndPrintFooter(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "rent texts",
		text: `Kontoauszug Mieterkonto 2717-08
Zeitraum 01.05.2022 bis 31.05.2022
Zahlungen bitte auf das Mietkonto IBAN DE77 5205 0353 0291 0127 17
Datum        Buchungsart     Text                                       Soll         Haben          Saldo
01.05.2022                   Saldovortrag                                                          0,00 H
01.05.2022   Sollstellung    Grundmiete 05/2022                       510,00                     510,00 S
02.05.2022   Zahlung         Miete Mai 2022 Whg. 1 EG rechts                       460,00         50,00 S
09.05.2022   Zahlung         Restmiete Mai Whg. 1 EG rechts                         50,00          0,00 H
31.05.2022                   Saldo per 31.05.2022                                                  0,00 H`,
		want: []string{
			"01.05.2022|||Sollstellung|Grundmiete 05/2022|-510,00",
			"02.05.2022|||Zahlung|Miete Mai 2022 Whg. 1 EG rechts|460,00",
			"09.05.2022|||Zahlung|Restmiete Mai Whg. 1 EG rechts|50,00",
		},
		status: "ok",
	}, {
		name: "print footer after the last block",
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
Verwendungszweck     Festnetz Rechnung 424531
Ausgedruckt am 01.09.2023 · norisbank GmbH · Reuterstraße 122 · 53129 Bonn`,
		want: []string{
			"24.08.2023|23.08.2023|Bäckerei Müller|Kartenzahlung|2023-08-24T18:17 Debitk.3|-46,40",
			"13.08.2023|13.08.2023|Telekom Deutschland GmbH|Lastschrift|Festnetz Rechnung 424531|-224,31",
		},
		status: "ok",
	}})
}

// TestCashDepositText: a cash deposit has no counterparty; its line
// restating the deposit ("Einzahlung Tageseinnahmen Filiale Hamburg") is
// the purpose, neither a type plus a name nor the document's name slot.
func TestCashDepositText(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "daily statement with a cash deposit",
		text: `Kontoauszug Nr. 153/2025 vom 02.11.2025
IBAN DE45 2005 0550 8115 0973 07
Bu-Tag         Wert            Vorgang                                          Umsatz EUR
                       alter Kontostand vom 31.10.2025                           +1.000,00
02.11.2025     02.11.2025      Bargeldeinzahlung                                 +2.472,13
                               Einzahlung Tageseinnahmen Filiale Hamburg
02.11.2025     02.11.2025      Überweisung                                         -527,19
                               Steuerberatung Roth & Partner
                               Rechnung 239075
02.11.2025     02.11.2025      Lastschrift                                         -100,00
                               AOK Bayern
                               Beitragsnachweis Betriebsnr. 575114
02.11.2025     02.11.2025      Gutschrift                                          +200,00
                               Schulz Elektro e.K.
                               RE-2025-0321
                               neuer Kontostand vom 02.11.2025                   +3.044,94`,
		want: []string{
			"02.11.2025|02.11.2025||Bargeldeinzahlung|Einzahlung Tageseinnahmen Filiale Hamburg|2.472,13",
			"02.11.2025|02.11.2025|Steuerberatung Roth & Partner|Überweisung|Rechnung 239075|-527,19",
			"02.11.2025|02.11.2025|AOK Bayern|Lastschrift|Beitragsnachweis Betriebsnr. 575114|-100,00",
			"02.11.2025|02.11.2025|Schulz Elektro e.K.|Gutschrift|RE-2025-0321|200,00",
		},
		status: "ok",
	}})
}
