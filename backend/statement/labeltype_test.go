package statement

import "testing"

// TestLabelTypes: in a wallet table whose purposes are labelled
// ("Betreff:"), a booking without a purpose prints only its description;
// that description is its type, as in the bookings with a label.
func TestLabelTypes(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "description without a labelled purpose",
		text: `Kontoauszug   01.03.2024 - 31.03.2024
Datum      Uhrzeit Beschreibung       Name            Währung   Brutto   Gebühr    Netto  Guthaben
01.03.2024 11:52   Zahlung erhalten   Max Mustermann  EUR       151,87     0,00   151,87    528,10
                   Betreff: Danke!
                   Transaktionscode: 3A2CAA0FDCCEA594
03.03.2024 07:12   Website-Zahlung    Zalando SE      EUR       -58,68     0,00   -58,68    469,42
                   Transaktionscode: ACC1202BD2D172DC
04.03.2024 07:12   Website-Zahlung    Tchibo GmbH     EUR       -39,80     0,00   -39,80    429,62
                   Betreff: Abo März
                   Transaktionscode: BAC027ADFD9C6B7E`,
		want: []string{
			"01.03.2024||Max Mustermann|Zahlung erhalten|Danke!|151,87",
			"03.03.2024||Zalando SE|Website-Zahlung||-58,68",
			"04.03.2024||Tchibo GmbH|Website-Zahlung|Abo März|-39,80",
		},
	}})
}

// TestLabelRunsOn: a labelled purpose long enough to run into the name
// column ("… Volksbank Mittelhessen eG") stays one text; its last words
// are not the counterparty.
func TestLabelRunsOn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Betreff line across the name column",
		text: `Kontoauszug   01.03.2024 - 31.03.2024
Datum      Uhrzeit Beschreibung       Name            Währung   Brutto   Gebühr    Netto  Guthaben
01.03.2024 11:52   Zahlung erhalten   Max Mustermann  EUR       151,87     0,00   151,87    528,10
                   Betreff: Danke!
19.03.2024 09:18   Bankgutschrift                     EUR        35,48     0,00    35,48    563,58
                   Betreff: Lastschrift von Volksbank eG
20.03.2024 07:12   Website-Zahlung    Zalando SE      EUR       -58,68     0,00   -58,68    504,90
                   Betreff: Abo März`,
		want: []string{
			"01.03.2024||Max Mustermann|Zahlung erhalten|Danke!|151,87",
			"19.03.2024|||Bankgutschrift|Lastschrift von Volksbank eG|35,48",
			"20.03.2024||Zalando SE|Website-Zahlung|Abo März|-58,68",
		},
	}})
}
