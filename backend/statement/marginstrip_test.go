package statement

import (
	"slices"
	"testing"

	"papierkram/backend/document"
)

// TestMarginStrip: on an OCR'd page, one- and two-character fragments at
// the paper's edge, far left of every other line (a sideways margin code
// read line by line), are dropped; a column of running numbers, two
// stray fragments and a text layer keep their words.
func TestMarginStrip(t *testing.T) {
	const junk = `         Bu-Tag   Wert     Vorgang                Betrag EUR
®        24.02.   22.02.   Kartenzahlung          77,08-
Ö                          IKEA Deutschland
=                          2025-02-24T10:12 Debitk.3
3        25.02.   25.02.   Kartenzahlung          50,18-
&                          Lidl sagt Danke`
	tests := []struct {
		name string
		text string
		ocr  bool
		want []string
	}{
		{"margin strip on a scan", junk, true, []string{
			"Bu-Tag Wert Vorgang Betrag EUR",
			"24.02. 22.02. Kartenzahlung 77,08-",
			"IKEA Deutschland",
			"2025-02-24T10:12 Debitk.3",
			"25.02. 25.02. Kartenzahlung 50,18-",
			"Lidl sagt Danke",
		}},
		{"text layer keeps its words", junk, false, []string{
			"Bu-Tag Wert Vorgang Betrag EUR",
			"® 24.02. 22.02. Kartenzahlung 77,08-",
			"Ö IKEA Deutschland",
			"= 2025-02-24T10:12 Debitk.3",
			"3 25.02. 25.02. Kartenzahlung 50,18-",
			"& Lidl sagt Danke",
		}},
		{"running numbers stay", `Nr.      Datum    Vorgang                         Betrag EUR
1        24.02.   Kartenzahlung IKEA              77,08-
2        25.02.   Kartenzahlung Lidl              50,18-
3        26.02.   Kartenzahlung REWE              12,00-`, true, []string{
			"Nr. Datum Vorgang Betrag EUR",
			"1 24.02. Kartenzahlung IKEA 77,08-",
			"2 25.02. Kartenzahlung Lidl 50,18-",
			"3 26.02. Kartenzahlung REWE 12,00-",
		}},
		{"two fragments are no strip", `         Bu-Tag   Wert     Vorgang                Betrag EUR
®        24.02.   22.02.   Kartenzahlung          77,08-
Ö                          IKEA Deutschland
                  25.02.   Kartenzahlung          50,18-`, true, []string{
			"Bu-Tag Wert Vorgang Betrag EUR",
			"® 24.02. 22.02. Kartenzahlung 77,08-",
			"Ö IKEA Deutschland",
			"25.02. Kartenzahlung 50,18-",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := geoDoc(tc.text)
			if tc.ocr {
				d.Pages[0].Source = document.OCR
			}
			var got []string
			for _, r := range buildRows(d) {
				got = append(got, r.text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("rows\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}
