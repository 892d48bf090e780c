package statement

import "testing"

// TestTypeBeforeName: a booking row that starts with its type word and
// goes on with the counterparty (ING: "Abbuchung Sparkasse Bielefeld" for
// a cash withdrawal, the ATM's number below) gives the type and the name
// apart.
func TestTypeBeforeName(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "ING cash withdrawal",
		text: `Girokonto Kontoauszug 01.06.2024 - 30.06.2024   IBAN DE12 5001 0517 5407 3249 31
Buchung     Buchung / Verwendungszweck                         Betrag (EUR)
            Alter Saldo                                            500,00
05.06.2024  Lastschrift REWE Markt GmbH                             -41,37
05.06.2024  NR XXXX 8045 BIELEFELD KAUFUMSATZ 05.06 272182
05.06.2024  Abbuchung Sparkasse Bielefeld                          -210,00
05.06.2024  GA NR60011089 05.06/19.43UHR
            Neuer Saldo                                            248,63`,
		want: []string{
			"05.06.2024|05.06.2024|REWE Markt GmbH|Lastschrift|NR XXXX 8045 BIELEFELD KAUFUMSATZ 05.06 272182|-41,37",
			"05.06.2024|05.06.2024|Sparkasse Bielefeld|Abbuchung|GA NR60011089 05.06/19.43UHR|-210,00",
		},
		status: StatusOK,
	}})
}

// TestCashMachineName: beside a type column ("Kartentransaktion"), a
// description cell "Geldautomat Euronet Würzburg" names the machine and
// its operator; the machine word stays in the counterparty.
func TestCashMachineName(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "type column and an ATM in the description",
		text: `Kontoauszug   DATUM 01.07.2023 - 31.07.2023
DATUM       TYP                 BESCHREIBUNG                   ZAHLUNGSEINGANG ZAHLUNGSAUSGANG        SALDO
02.07.2023  Kartentransaktion   ALDI SÜD                                               50,21 €   2.696,25 €
03.07.2023  Überweisung         Erika Musterfrau                                      482,15 €   2.214,10 €
                                Nebenkosten Juli
05.07.2023  Kartentransaktion   Geldautomat Euronet Würzburg                          200,00 €   2.014,10 €
06.07.2023  Kartentransaktion   Aral Tankstelle                                        45,22 €   1.968,88 €`,
		want: []string{
			"02.07.2023||ALDI SÜD|Kartentransaktion||-50,21",
			"03.07.2023||Erika Musterfrau|Überweisung|Nebenkosten Juli|-482,15",
			"05.07.2023||Geldautomat Euronet Würzburg|Kartentransaktion||-200,00",
			"06.07.2023||Aral Tankstelle|Kartentransaktion||-45,22",
		},
	}})
}

// TestTypeWordStartsPurpose: the type column wraps ("Kartenzahlung" /
// "girocard") and the purpose column prints the card again at its start
// ("girocard 01.03.2022 10:56 Terminal …"); the purpose keeps its word.
func TestTypeWordStartsPurpose(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "card word in the type and in the purpose",
		text: `Kontoauszug 01.03.2022 - 31.03.2022
Buchungstag Valuta      Buchungstext     Auftraggeber / Empfänger    Verwendungszweck                      Betrag
01.03.2022  01.03.2022  Kartenzahlung    Würth Niederlassung         girocard 01.03.2022 10:56 Terminal   -298,90
                        girocard                                     25637417 Karte 2
04.03.2022  04.03.2022  Gutschrift       Erika Musterfrau            RE 341264 Abschlag März             3.252,36
21.03.2022  21.03.2022  Kartenzahlung    Aral Tankstelle             girocard 21.03.2022 08:14 Terminal   -224,22
                        girocard                                     43685171 Karte 2
24.03.2022  24.03.2022  Kartenzahlung    Würth Niederlassung         girocard 24.03.2022 16:04 Terminal    -23,82
                        girocard                                     95360927 Karte 1`,
		want: []string{
			"01.03.2022|01.03.2022|Würth Niederlassung|Kartenzahlung girocard|girocard 01.03.2022 10:56 Terminal 25637417 Karte 2|-298,90",
			"04.03.2022|04.03.2022|Erika Musterfrau|Gutschrift|RE 341264 Abschlag März|3.252,36",
			"21.03.2022|21.03.2022|Aral Tankstelle|Kartenzahlung girocard|girocard 21.03.2022 08:14 Terminal 43685171 Karte 2|-224,22",
			"24.03.2022|24.03.2022|Würth Niederlassung|Kartenzahlung girocard|girocard 24.03.2022 16:04 Terminal 95360927 Karte 1|-23,82",
		},
	}})
}
