package synth

import (
	"regexp"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed9: the hr-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and each layout has one-page and longer
// statements; the scan seeds hold with the eval's default cap (-max-tx
// 24). Every truth amount is printed in the layout's own form, and each
// layout's convention appears in its text: the DKB list newest first with
// "03.02.25" dates and Eingang/Ausgang, N26's "-45,00€" with the
// Wertstellung line, the Sparkasse's Mandatsreferenz line before the
// IBAN line, Santander's "EUR" amounts and Fortsetzung lines, the
// Volkswagen Bank's S/H column and Zwischensaldo, the GmbH's VAT ids,
// card payments and Übertrag, the annual overview's month sums.
func TestSealed9(t *testing.T) {
	checkBatchSeeds(t, Sealed9Layouts(), 16000, 30, 16500, nil)
	reDYY := regexp.MustCompile(`(?m)^\d{2}\.\d{2}\.\d{2}$`)
	want := []string{"hr-dkb dd.mm.yy", "hr-dkb Eingang", "hr-dkb Ausgang", "hr-dkb unspaced IBAN",
		"hr-n26 tight euro", "hr-n26 plus euro", "hr-n26 Wertstellung", "hr-n26 Mastercard", "hr-n26 IBAN • BIC",
		"hr-postfach Mandatsreferenz then IBAN", "hr-postfach Wert", "hr-postfach um Uhr",
		"hr-santander Fortsetzung", "hr-santander debit EUR", "hr-vwbank S", "hr-vwbank H", "hr-vwbank Zwischensaldo", "hr-vwbank dd.mm.yy",
		"hr-gmbh USt-IdNr", "hr-gmbh card", "hr-gmbh Übertrag", "hr-gmbh Firmenlastschrift", "hr-gmbh overdrawn", "hr-gmbh dd.mm.",
		"hr-jahr Summe", "hr-jahr month heading"}
	checkConventions(t, Sealed9Layouts(), 16000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		// The amount of every truth row is printed as the layout
		// prints amounts, as an item of its own.
		for _, x := range st.Truth.Transactions {
			a, err := german.ParseAmount(x.Amount)
			if err != nil {
				t.Fatal(err)
			}
			var s string
			switch l {
			case "hr-dkb", "hr-postfach":
				s = a.String()
			case "hr-n26":
				s = euroTight(a)
			case "hr-santander":
				s = eurSuffix(a)
			case "hr-vwbank", "hr-gmbh":
				s = pos(a).String()
			case "hr-jahr":
				s = plus(a)
			}
			checkRowPrinted(t, l, seed, text, x, s, l == "hr-vwbank" || l == "hr-dkb" || l == "hr-jahr")
		}
		switch l {
		case "hr-dkb":
			xs := st.Truth.Transactions
			for i := 1; i < len(xs); i++ {
				a, _ := german.ParseDate(xs[i-1].BookingDate)
				b, _ := german.ParseDate(xs[i].BookingDate)
				if a.Before(b) {
					t.Errorf("%s/%d: rows not newest first: %s before %s", l, seed, a, b)
				}
			}
			has("dd.mm.yy", reDYY.MatchString(text))
			has("Eingang", strings.Contains(text, "\nEingang\n"))
			has("Ausgang", strings.Contains(text, "\nAusgang\n"))
			has("unspaced IBAN", regexp.MustCompile(`(?m)^DE\d{20}$`).MatchString(text))
		case "hr-n26":
			has("tight euro", regexp.MustCompile(`(?m)^-[\d.]+,\d\d€$`).MatchString(text))
			has("plus euro", regexp.MustCompile(`(?m)^\+[\d.]+,\d\d€$`).MatchString(text))
			has("Wertstellung", strings.Contains(text, "\nWertstellung "))
			has("Mastercard", strings.Contains(text, "\nMastercard • "))
			has("IBAN • BIC", regexp.MustCompile(`IBAN: DE[\d ]+ • BIC: `).MatchString(text))
		case "hr-postfach":
			has("Mandatsreferenz then IBAN", regexp.MustCompile(`\nMandatsreferenz: [^\n]+, Gläubiger-ID: [^\n]+\nIBAN: DE[\d ]+ BIC: `).MatchString(text))
			has("Wert", strings.Contains(text, "\nWert: "))
			has("um Uhr", regexp.MustCompile(`Kontostand am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr`).MatchString(text))
		case "hr-santander":
			has("Fortsetzung", strings.Contains(text, "Fortsetzung auf Seite 2") && strings.Contains(text, "Fortsetzung von Seite 1"))
			has("debit EUR", regexp.MustCompile(`(?m)^-[\d.]+,\d\d EUR$`).MatchString(text))
			if strings.Contains(text, "Wert") {
				t.Errorf("%s/%d: a value date printed", l, seed)
			}
		case "hr-vwbank":
			has("S", strings.Contains(text, "\nS\n"))
			has("H", strings.Contains(text, "\nH\n"))
			has("Zwischensaldo", strings.Count(text, "Zwischensaldo") >= 2)
			has("dd.mm.yy", reDYY.MatchString(text))
			for _, x := range st.Truth.Transactions {
				if strings.HasPrefix(x.Amount, "-") && strings.Contains(text, "\n"+x.Amount+"\n") {
					t.Errorf("%s/%d: signed amount %s printed", l, seed, x.Amount)
				}
			}
		case "hr-gmbh":
			has("USt-IdNr", strings.Contains(text, "USt-IdNr. DE"))
			has("card", strings.Contains(text, "\nKartenzahlung girocard\n") || strings.Contains(text, "\nDebit Mastercard\n"))
			has("Übertrag", strings.Count(text, "\nÜbertrag\n") >= 2)
			has("Firmenlastschrift", strings.Contains(text, "\nGläubiger-ID: "))
			has("overdrawn", strings.HasPrefix(st.Truth.Opening, "-"))
			has("dd.mm.", regexp.MustCompile(`(?m)^\d\d\.\d\d\.$`).MatchString(text))
		case "hr-jahr":
			if !strings.HasPrefix(st.Truth.PeriodStart, "01.01.") || !strings.HasPrefix(st.Truth.PeriodEnd, "31.12.") {
				t.Errorf("%s/%d: period %s..%s", l, seed, st.Truth.PeriodStart, st.Truth.PeriodEnd)
			}
			has("Summe", strings.Count(text, "\nSumme ") >= 3)
			has("month heading", regexp.MustCompile(`(?m)^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$`).MatchString(text))
		}
	})
}
