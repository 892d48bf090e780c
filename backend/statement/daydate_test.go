package statement

import "testing"

// TestInheritBookingDate: a row whose booking-date cell is empty keeps the
// booking date of the row above and reads its only date as the value
// date; a row whose date stands under the booking-date column keeps it.
func TestInheritBookingDate(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "date only on the day's first row",
		text: `Sparda-Bank Hessen eG
Kontoauszug Juli 2024
Buchungstag   Wert         Vorgang          Auftraggeber / Empfänger   Verwendungszweck                    Betrag EUR
Alter Kontostand vom 30.06.2024                                                                            6.931,64
05.07.2024    05.07.2024   Kartenzahlung    Apotheke am Markt          2024-07-05T18:55 Debitk.2            -126,94
              05.07.2024   Überweisung      Thomas Weber               Taschengeld                          -881,63
              04.07.2024   Kartenzahlung    Shell Station              2024-07-04T14:08 Debitk.3             -87,76
16.07.2024    16.07.2024   Kartenzahlung    EDEKA Center               2024-07-16T13:24 Debitk.1             -11,34
Neuer Kontostand vom 31.07.2024                                                                            5.823,97`,
		want: []string{
			"05.07.2024|05.07.2024|Apotheke am Markt|Kartenzahlung|2024-07-05T18:55 Debitk.2|-126,94",
			"05.07.2024|05.07.2024|Thomas Weber|Überweisung|Taschengeld|-881,63",
			"05.07.2024|04.07.2024|Shell Station|Kartenzahlung|2024-07-04T14:08 Debitk.3|-87,76",
			"16.07.2024|16.07.2024|EDEKA Center|Kartenzahlung|2024-07-16T13:24 Debitk.1|-11,34",
		},
		status: "ok",
	}})
}
