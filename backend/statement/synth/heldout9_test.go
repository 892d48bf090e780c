package synth

import (
	"regexp"
	"strings"
	"testing"
)

// TestSealed8: the hs-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and each layout has one-page and longer
// statements; the scan seeds hold with the eval's default cap (-max-tx
// 24). Each layout's convention appears in its text: the sign after a
// space and the carry-over of the Sparda statement, "3.2.25" dates and
// the Zwischensaldo/Vortrag of the PSD statement, unsigned Soll/Haben
// with the value date after the text at Targobank, stacked booking and
// value dates at Deutsche Bank, trailing minus and year-less "03.02"
// dates at Commerzbank, newest-first rows and the category evaluation of
// the Haushaltsbuch, the pension recall and a closed estate account.
func TestSealed8(t *testing.T) {
	checkBatchSeeds(t, Sealed8Layouts(), 15000, 30, 15500, nil)
	reDYY := regexp.MustCompile(`(?m)^\d{1,2}\.\d{1,2}\.\d{2}$`)
	reDM := regexp.MustCompile(`(?m)^\d{2}\.\d{2}$`)
	want := []string{"hs-sparda sign after space", "hs-sparda carry-over", "hs-psd d.m.yy", "hs-psd Zwischensaldo", "hs-psd Basis-Lastschrift",
		"hs-targobank Übertrag", "hs-deutsche stacked header", "hs-deutsche Mandatsreferenz", "hs-commerz trailing minus", "hs-commerz dd.mm",
		"hs-commerz End-to-End", "hs-nachlass Rentenrückruf", "hs-nachlass closed", "hs-nachlass Zwischensumme"}
	checkConventions(t, Sealed8Layouts(), 15000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		switch l {
		case "hs-sparda":
			has("sign after space", strings.Contains(text, ",00 -\n") || strings.Contains(text, " -\n"))
			has("carry-over", strings.Contains(text, "Übertrag auf Blatt 2") && strings.Contains(text, "Übertrag von Blatt 1"))
		case "hs-psd":
			has("d.m.yy", reDYY.MatchString(text))
			has("Zwischensaldo", strings.Contains(text, "Zwischensaldo\n") && strings.Contains(text, "Vortrag\n"))
			has("Basis-Lastschrift", strings.Contains(text, "Basis-Lastschrift"))
		case "hs-targobank":
			for _, x := range st.Truth.Transactions {
				if strings.HasPrefix(x.Amount, "-") && strings.Contains(text, "\n"+x.Amount+"\n") {
					t.Errorf("%s/%d: signed amount %s printed", l, seed, x.Amount)
				}
			}
			has("Übertrag", strings.Contains(text, "\nÜbertrag\n"))
		case "hs-deutsche":
			has("stacked header", strings.Contains(text, "Haben\nValuta\n"))
			has("Mandatsreferenz", strings.Contains(text, "Mandatsreferenz "))
		case "hs-commerz":
			has("trailing minus", regexp.MustCompile(`(?m)^[\d.]+,\d\d-$`).MatchString(text))
			has("dd.mm", reDM.MatchString(text))
			has("End-to-End", strings.Contains(text, "End-to-End-Ref.: "))
		case "hs-haushaltsbuch":
			xs := st.Truth.Transactions
			for i := 1; i < len(xs); i++ {
				a, b := xs[i-1].BookingDate, xs[i].BookingDate
				if a[6:]+a[3:5]+a[:2] < b[6:]+b[3:5]+b[:2] {
					t.Errorf("%s/%d: rows not newest first: %s before %s", l, seed, a, b)
				}
			}
			if !strings.Contains(text, "Auswertung nach Kategorien") {
				t.Errorf("%s/%d: no category evaluation", l, seed)
			}
		case "hs-nachlass":
			has("Rentenrückruf", strings.Contains(text, "Rentenrückruf"))
			has("closed", st.Truth.Closing == "0,00")
			has("Zwischensumme", strings.Contains(text, "Zwischensumme Seite 1"))
		}
	})
}
