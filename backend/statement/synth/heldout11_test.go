package synth

import (
	"regexp"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed10: the hq-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and each layout has one-page and (but for the
// quarterly Transaktionskonto) longer statements; the scan seeds hold
// with the eval's default cap (-max-tx 24). Every truth amount is printed
// in the layout's own form, and each layout's convention appears in its
// text: Consorsbank's capital types, PNNr and "*** Kontostand zum",
// Revolut's "3. Feb. 2025" dates, euro columns and currency line, the
// cooperative bank's reference stream with ABWA and the purpose last,
// Triodos's dashed dates and unspaced counter-account, the apoBank's
// labelled cells and trailing signs, Qonto's slashed dates and spaced
// signs, the Transaktionskonto's reference account and tax rows.
func TestSealed10(t *testing.T) {
	checkBatchSeeds(t, Sealed10Layouts(), 17000, 30, 17500, map[string]bool{"hq-raisin": true})
	reDM := regexp.MustCompile(`(?m)^\d\d\.\d\d\.$`)
	want := []string{"hq-consors capital type", "hq-consors Kontostand zum", "hq-consors PNNr", "hq-consors dd.mm.", "hq-consors Haben",
		"hq-revolut written date", "hq-revolut currency line", "hq-revolut An", "hq-revolut Zahlung von", "hq-revolut Karte", "hq-revolut fee",
		"hq-gls stream", "hq-gls ABWA", "hq-gls purpose last", "hq-gls Übertrag", "hq-gls value dd.mm.",
		"hq-triodos dashed date", "hq-triodos unspaced IBAN", "hq-triodos bank posting",
		"hq-praxis Empfänger", "hq-praxis Auftraggeber", "hq-praxis Übertrag", "hq-praxis overdrawn", "hq-praxis KV",
		"hq-qonto slashed date", "hq-qonto card without reference", "hq-qonto fee",
		"hq-raisin Referenzkonto", "hq-raisin tax", "hq-raisin partner"}
	checkConventions(t, Sealed10Layouts(), 17000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		// The amount of every truth row is printed as the layout
		// prints amounts, as an item of its own.
		for _, x := range st.Truth.Transactions {
			a, err := german.ParseAmount(x.Amount)
			if err != nil {
				t.Fatal(err)
			}
			var s string
			switch l {
			case "hq-consors", "hq-raisin":
				s = pos(a).String()
			case "hq-revolut":
				s = euroSpace(pos(a))
			case "hq-gls":
				s = sh(a)
			case "hq-triodos":
				s = a.String()
			case "hq-praxis":
				s = trail(a)
			case "hq-qonto":
				s = euroSigned(a)
			}
			checkRowPrinted(t, l, seed, text, x, s, l == "hq-praxis" || l == "hq-qonto" || l == "hq-triodos")
		}
		switch l {
		case "hq-consors":
			has("capital type", strings.Contains(text, "\nLASTSCHRIFT\n") || strings.Contains(text, "\nEURO-UEBERW.\n"))
			has("Kontostand zum", regexp.MustCompile(`\*\*\* Kontostand zum \d\d\.\d\d\.\d{4} \*\*\*\n[\d.]+,\d\d [+-]\n`).MatchString(text))
			has("PNNr", regexp.MustCompile(`(?m)^\d\d\.\d\d\.\n\d{4}\n\d\d\.\d\d\.$`).MatchString(text))
			has("dd.mm.", reDM.MatchString(text))
			has("Haben", strings.Contains(text, "\nGUTSCHRIFT\n"))
			for _, x := range st.Truth.Transactions {
				if strings.HasPrefix(x.Amount, "-") && strings.Contains(text, "\n"+x.Amount+"\n") {
					t.Errorf("%s/%d: signed amount %s printed", l, seed, x.Amount)
				}
			}
		case "hq-revolut":
			has("written date", regexp.MustCompile(`(?m)^\d{1,2}\. (Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.) \d{4}$`).MatchString(text))
			has("currency line", regexp.MustCompile(`(?m)^[\d.]+,\d\d (USD|GBP|CHF), 1 € = \d,\d{4} (USD|GBP|CHF)$`).MatchString(text))
			has("An", strings.Contains(text, "\nAn: "))
			has("Zahlung von", strings.Contains(text, "\nZahlung von "))
			has("Karte", strings.Contains(text, "\nKarte: 516760******"))
			has("fee", strings.Contains(text, "\nPremium-Tarif-Gebühr "))
			if strings.Contains(text, "\n-") {
				t.Errorf("%s/%d: a signed amount printed", l, seed)
			}
		case "hq-gls":
			has("stream", regexp.MustCompile(`EREF: \S+ MREF: \S+`).MatchString(text))
			has("ABWA", strings.Contains(text, "ABWA: "))
			has("Übertrag", strings.Count(text, "\nÜbertrag\n") >= 2)
			has("value dd.mm.", reDM.MatchString(text))
			for _, x := range st.Truth.Transactions {
				if x.IBAN == "" || x.Purpose == "" {
					continue
				}
				// The purpose follows the reference stream.
				i := strings.Index(text, ibanPlain(x.IBAN))
				j := strings.Index(text[max(i, 0):], strings.Fields(x.Purpose)[0])
				has("purpose last", i >= 0 && j > 0)
				if i < 0 || j < 0 {
					t.Errorf("%s/%d: purpose %q not after IBAN %s", l, seed, x.Purpose, x.IBAN)
				}
			}
		case "hq-triodos":
			has("dashed date", regexp.MustCompile(`(?m)^\d\d-\d\d-\d{4}$`).MatchString(text))
			has("unspaced IBAN", regexp.MustCompile(`(?m)^DE\d{20}$`).MatchString(text))
			for _, x := range st.Truth.Transactions {
				if x.Counterparty == "" && x.BookingText != "" {
					has("bank posting", true)
				}
			}
		case "hq-praxis":
			has("Empfänger", strings.Contains(text, "\nEmpfänger: "))
			has("Auftraggeber", strings.Contains(text, "\nAuftraggeber: "))
			has("Übertrag", strings.Contains(text, "\nÜbertrag auf Blatt 2\n") && strings.Contains(text, "\nÜbertrag von Blatt 1\n"))
			has("overdrawn", strings.HasPrefix(st.Truth.Opening, "-"))
			has("KV", strings.Contains(text, "Abschlagszahlung "))
		case "hq-qonto":
			has("slashed date", regexp.MustCompile(`(?m)^\d\d/\d\d/\d{4}$`).MatchString(text))
			for _, x := range st.Truth.Transactions {
				if x.BookingText == "Kartenzahlung" && x.Purpose == "" {
					has("card without reference", true)
				}
				if x.BookingText == "Gebühr" && x.Counterparty == "" {
					has("fee", true)
				}
				if x.IBAN != "" {
					t.Errorf("%s/%d: IBAN %s in the truth", l, seed, x.IBAN)
				}
			}
		case "hq-raisin":
			has("Referenzkonto", strings.Contains(text, "\nvom Referenzkonto DE"))
			has("tax", strings.Contains(text, "\nKapitalertragsteuer\n") && strings.Contains(text, "\nBemessungsgrundlage "))
			for _, x := range st.Truth.Transactions {
				if strings.Contains(x.Purpose, "Bemessungsgrundlage") || strings.Contains(x.Purpose, "Referenzkonto") {
					t.Errorf("%s/%d: purpose %q", l, seed, x.Purpose)
				}
				if x.Counterparty != "" {
					has("partner", true)
				}
			}
			if !strings.HasPrefix(st.Truth.PeriodStart, "01.") || st.Truth.Pages != 1 && st.Truth.Pages != 2 {
				t.Errorf("%s/%d: period %s, %d pages", l, seed, st.Truth.PeriodStart, st.Truth.Pages)
			}
		}
	})
}
