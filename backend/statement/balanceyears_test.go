package statement

import "testing"

// TestBalanceYears: a statement without a period line and with year-less
// booking dates takes the years from its dated opening and closing
// balances, across the turn of the year, even when a later date
// ("Zweitschrift erstellt am …") is printed more often.
func TestBalanceYears(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "duplicate across the turn of the year",
		text: `Kreissparkasse Musterstadt                              Kontoauszug 1/2023
ZWEITSCHRIFT (DUPLIKAT) erstellt am 11.02.2024
Girokonto IBAN DE48 6105 0000 5058 8220 90
Bu-Tag   Wert     Vorgang                                  Betrag EUR
                  alter Kontostand vom 06.12.2022             4.265,79
11.12.   11.12.   Überweisung                                 1.027,93-
                  Erika Musterfrau
29.12.   29.12.   Gutschrift                                    500,00
                  Muster GmbH
02.01.   02.01.   Kartenzahlung                                  34,13-
                  EDEKA Center
                  neuer Kontostand vom 02.01.2023             3.703,73
ZWEITSCHRIFT (DUPLIKAT) erstellt am 11.02.2024
ZWEITSCHRIFT (DUPLIKAT) erstellt am 11.02.2024`,
		want: []string{
			"11.12.2022|11.12.2022|Erika Musterfrau|Überweisung||-1.027,93",
			"29.12.2022|29.12.2022|Muster GmbH|Gutschrift||500,00",
			"02.01.2023|02.01.2023|EDEKA Center|Kartenzahlung||-34,13",
		},
		status: "ok",
	}})
}
