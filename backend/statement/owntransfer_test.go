package statement

import "testing"

// TestChargedAccountLine: a currency account's exchange against the
// holder's euro account names that account with the side it is booked on
// ("Umtausch zu Lasten Girokonto EUR"): the purpose, no payee. A payee's
// name under a foreign transfer stays the payee.
func TestChargedAccountLine(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "USD account",
		text: `Kontoauszug 12/2022                        01.12.2022 - 31.12.2022
Fremdwährungskonto USD DE73 2019 0003 4460 8242 10
Buchung     Wert        Vorgang                               Whg.        Betrag
                        Saldo alt per 30.11.2022              USD      26.261,30
01.12.2022  01.12.2022  Devisenkauf                           USD      19.900,00
                        Umtausch zu Lasten Girokonto EUR
11.12.2022  11.12.2022  Devisenverkauf                        USD     -19.700,00
                        Umtausch zu Gunsten Girokonto EUR
14.12.2022  14.12.2022  Auslandsüberweisung                   USD      -1.641,31
                        Adobe Inc.
                        Invoice 3993330 12/2022
                        Saldo neu per 31.12.2022              USD      24.819,99`,
		want: []string{
			"01.12.2022|01.12.2022||Devisenkauf|Umtausch zu Lasten Girokonto EUR|19.900,00",
			"11.12.2022|11.12.2022||Devisenverkauf|Umtausch zu Gunsten Girokonto EUR|-19.700,00",
			"14.12.2022|14.12.2022|Adobe Inc.|Auslandsüberweisung|Invoice 3993330 12/2022|-1.641,31",
		},
		status: "ok",
	}})
}

func TestChargedAccountLinePhrase(t *testing.T) {
	for s, want := range map[string]bool{
		"Umtausch zu Lasten Girokonto EUR":  true,
		"Übertrag zugunsten Tagesgeldkonto": true,
		"zu Gunsten Ihres Kontos 123456":    true,
		"Müller zu Gunsten GmbH":            false,
		"Lastschrift zu Lasten Herrn Meier": false,
		"Kontor Hamburg GmbH":               false,
	} {
		if got := chargedAccountLine(s); got != want {
			t.Errorf("chargedAccountLine(%q) = %v, want %v", s, got, want)
		}
	}
}
