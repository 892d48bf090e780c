package synth

import (
	"regexp"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed15: the hk-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks, the Postbank Business statement runs 4–6
// pages and every other layout has one-page and longer statements of at
// most four pages; the scan seeds hold with the eval's default cap
// (-max-tx 24). Every truth row is printed (the amount as an item of its
// own in the layout's form, the dates in the layout's form, the name,
// the purpose's words and the type), no label or reference stands in the
// truth, the balances are printed, and each layout's hard conventions
// appear in its text: bookings split over a page break (Postbank,
// Raiffeisenbank, FYRST), the sign column and combined date cell and the
// second account's summary (Postbank), the returned collection with its
// fee, the SEPA tags in varying order, ABWA and the Rechnungsabschluss
// lines (Sparkasse), amounts without thousands separator, the two card
// kinds and the returned debit (Raiffeisenbank), the references before
// or after the purpose and the Storno (DKB), the credit card's foreign
// purchases, refund and payment (Hanseatic), the pending block and the
// newest-first order (Commerzbank), the long dates (FYRST, Hanseatic).
func TestSealed15(t *testing.T) {
	for _, l := range Sealed15Layouts() {
		pages := map[int]int{}
		for seed := uint64(22000); seed < 22030; seed++ {
			checkHeldOut(t, l, seed, Options{}, 6, 0)
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			pages[st.Truth.Pages]++
		}
		t.Logf("%s: pages %v", l, pages)
		if l == "hk-postbankbiz" {
			if pages[1]+pages[2]+pages[3] > 0 || len(pages) < 2 {
				t.Errorf("%s: pages %v, want 4–6 pages", l, pages)
			}
		} else if pages[1] == 0 || len(pages) < 2 || pages[5]+pages[6] > 0 {
			t.Errorf("%s: pages %v, want one-page and longer statements up to 4 pages", l, pages)
		}
		for seed := uint64(22500); seed < 22510; seed++ {
			checkHeldOut(t, l, seed, Options{MaxTransactions: 24}, 6, 0)
		}
	}
	want := []string{
		"hk-postbankbiz split", "hk-postbankbiz combined date", "hk-postbankbiz wrapped name", "hk-postbankbiz fee", "hk-postbankbiz cash deposit",
		"hk-spkfirma return", "hk-spkfirma abschluss", "hk-spkfirma svwz first", "hk-spkfirma svwz later", "hk-spkfirma abwa", "hk-spkfirma kref", "hk-spkfirma value date",
		"hk-raiba split", "hk-raiba thousands", "hk-raiba girocard", "hk-raiba visa", "hk-raiba return", "hk-raiba return fee", "hk-raiba objection",
		"hk-dkb storno", "hk-dkb refs first", "hk-dkb refs after", "hk-dkb credit", "hk-dkb fee",
		"hk-hanseatic foreign", "hk-hanseatic refund", "hk-hanseatic payment", "hk-hanseatic two pages",
		"hk-commerzgk wrapped name", "hk-commerzgk newest first",
		"hk-fyrst split", "hk-fyrst fee", "hk-fyrst value date"}
	labels := []string{"Mandat", "Referenz", "Ref.", "IBAN", "EREF", "MREF", "CRED", "SVWZ", "ABWA", "KREF", "Gläubiger", "Kaufdatum", "Valuta", "Wert", "BIC", "vorgemerkt"}
	checkConventions(t, Sealed15Layouts(), 22000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		tr := st.Truth
		for _, x := range tr.Transactions {
			a, err := german.ParseAmount(x.Amount)
			if err != nil {
				t.Fatal(err)
			}
			bd, _ := german.ParseDate(x.BookingDate)
			vd, verr := german.ParseDate(x.ValueDate)
			var s, date string
			switch l {
			case "hk-postbankbiz":
				s, date = pos(a).String(), dm(bd)+"/"+dm(vd)
			case "hk-spkfirma":
				s, date = a.String(), dmy2(bd)+"\n"+dmy2(vd)
			case "hk-raiba":
				s, date = hkSH(a), dm(bd)+"\n"+dm(vd)
			case "hk-dkb":
				s, date = pos(a).String(), x.BookingDate+"\n"+x.ValueDate
			case "hk-hanseatic":
				s, date = plus(a)+" EUR", hkLong(bd)
				if x.ValueDate != "" && !strings.Contains(text, "\nKaufdatum "+hkLong(vd)+" · ") {
					t.Errorf("%s/%d: purchase date %s not printed", l, seed, x.ValueDate)
				}
			case "hk-commerzgk":
				s, date = a.String()+" EUR", x.BookingDate+"\n"+x.ValueDate
			case "hk-fyrst":
				s, date = "EUR "+a.String(), hkLong(bd)
				if !strings.Contains(text, "\n"+hkLong(vd)+"\n") {
					t.Errorf("%s/%d: value date %s not printed", l, seed, x.ValueDate)
				}
			}
			checkRowPrinted(t, l, seed, text, x, s, l == "hk-fyrst")
			if !strings.Contains(text, "\n"+date) {
				t.Errorf("%s/%d: dates of %+v not printed as %q", l, seed, x, date)
			}
			if l != "hk-hanseatic" && verr != nil {
				t.Errorf("%s/%d: no value date in %+v", l, seed, x)
			}
			if x.BookingText != "" && !strings.Contains(text, "\n"+x.BookingText) {
				t.Errorf("%s/%d: booking text %q not printed", l, seed, x.BookingText)
			}
			if x.IBAN != "" && !strings.Contains(text, x.IBAN) && !strings.Contains(text, ibanPlain(x.IBAN)) {
				t.Errorf("%s/%d: IBAN %s not printed", l, seed, x.IBAN)
			}
			if x.Counterparty == "" && x.Purpose == "" {
				t.Errorf("%s/%d: empty row %+v", l, seed, x)
			}
			for _, label := range labels {
				if strings.Contains(x.Purpose, label) || strings.Contains(x.Counterparty, label) {
					t.Errorf("%s/%d: label %q in the truth: %+v", l, seed, label, x)
				}
			}
			own := x.BookingText == "Entgelt" || x.BookingText == "Abschluss" || x.BookingText == "Bareinzahlung" || x.Purpose == "Zinsen für Teilzahlung" || strings.HasPrefix(x.Purpose, "Zahlungseingang")
			if own != (x.Counterparty == "") {
				t.Errorf("%s/%d: the bank's own posting with a counterparty, or a booking without: %+v", l, seed, x)
			}
			switch {
			case x.BookingText == "Entgelt":
				has("fee", true)
			case x.BookingText == "Bareinzahlung":
				has("cash deposit", true)
			case x.BookingText == "Rücklastschrift":
				has("return", true)
				if strings.Contains(x.Purpose, "Widerspruch") {
					has("objection", true)
				}
			case x.BookingText == "Storno":
				has("storno", a > 0)
			case x.BookingText == "Gutschrift" && l == "hk-hanseatic":
				has("refund", a > 0)
			case strings.HasPrefix(x.Purpose, "Zahlungseingang"):
				has("payment", a > 0)
			case strings.Contains(x.Purpose, " Kurs "):
				has("foreign", x.Counterparty != "" && a < 0)
			case x.BookingText == "Kartenzahlung girocard":
				has("girocard", strings.HasPrefix(x.Purpose, "GIROCARD "))
			case x.BookingText == "Kartenzahlung Visa Debit":
				has("visa", strings.HasPrefix(x.Purpose, "VISA DEBIT "))
			}
			if l == "hk-raiba" && x.BookingText == "Entgelt" && strings.Contains(x.Purpose, "Rücklastschrift") {
				has("return fee", true)
			}
			if x.ValueDate != "" && x.ValueDate != x.BookingDate {
				has("value date", true)
			}
			if a > 0 {
				has("credit", true)
			}
			if a <= -100000 && l == "hk-raiba" {
				has("thousands", strings.Contains(text, "\n"+noThou(a)+" S\n") && !strings.Contains(s, "."))
			}
			if strings.Count(x.Counterparty, " ") >= 3 && len(x.Counterparty) > 36 {
				has("wrapped name", !strings.Contains(text, "\n"+x.Counterparty+"\n"))
			}
		}
		// The account, its bank and the period as printed.
		for _, v := range []string{tr.IBAN, " " + tr.BIC, tr.Bank} {
			if !strings.Contains(text, v) {
				t.Errorf("%s/%d: %q not printed", l, seed, v)
			}
		}
		start, _ := german.ParseDate(tr.PeriodStart)
		end, _ := german.ParseDate(tr.PeriodEnd)
		period := map[string]string{"hk-spkfirma": dmy2(start) + " - " + dmy2(end), "hk-fyrst": hkLong(start) + " bis " + hkLong(end),
			"hk-hanseatic": tr.PeriodStart + " bis " + tr.PeriodEnd, "hk-dkb": "vom " + tr.PeriodStart + " bis " + tr.PeriodEnd,
			"hk-raiba": "vom " + tr.PeriodStart + " bis " + tr.PeriodEnd}[l]
		if period == "" {
			period = tr.PeriodStart + " - " + tr.PeriodEnd
		}
		if !strings.Contains(text, period) {
			t.Errorf("%s/%d: period %q not printed", l, seed, period)
		}
		// The balances as printed.
		open, _ := german.ParseAmount(tr.Opening)
		closing, _ := german.ParseAmount(tr.Closing)
		var bal []string
		switch l {
		case "hk-postbankbiz", "hk-dkb":
			bal = []string{pos(open).String(), pos(closing).String()}
			if l == "hk-dkb" {
				bal = []string{open.String() + " EUR", closing.String() + " EUR"}
			}
		case "hk-spkfirma":
			bal = []string{open.String(), closing.String()}
		case "hk-raiba":
			bal = []string{hkSH(open), hkSH(closing)}
		case "hk-hanseatic", "hk-commerzgk":
			bal = []string{open.String() + " EUR", closing.String() + " EUR"}
			if l == "hk-hanseatic" {
				bal = []string{plus(open) + " EUR", plus(closing) + " EUR"}
			}
		case "hk-fyrst":
			bal = []string{"EUR " + open.String(), "EUR " + closing.String()}
		}
		for _, b := range bal {
			if !strings.Contains(text, "\n"+b+"\n") {
				t.Errorf("%s/%d: balance %q not printed", l, seed, b)
			}
		}
		// A booking split over a page break: a page whose first line after
		// the head (and the carry-over) is not a booking's first line.
		split := func(marker string, start *regexp.Regexp) bool {
			for _, p := range st.Pages[1:] {
				for k, it := range p.Items {
					if it.Text == marker || strings.HasPrefix(it.Text, marker) {
						next := p.Items[min(k+1, len(p.Items)-1)]
						if marker == "Übertrag von Blatt" {
							next = p.Items[min(k+2, len(p.Items)-1)]
						}
						if !start.MatchString(next.Text) && !strings.Contains(next.Text, "Kontostand") && !strings.Contains(next.Text, "saldo") && !strings.HasPrefix(next.Text, "Endsaldo") {
							return true
						}
						break
					}
				}
			}
			return false
		}
		switch l {
		case "hk-postbankbiz":
			has("split", split("Betrag (EUR)", regexp.MustCompile(`^\d\d\.\d\d\./\d\d\.\d\d\.$`)))
			has("combined date", regexp.MustCompile(`\n\d\d\.\d\d\./\d\d\.\d\d\.\n`).MatchString(text))
			if !strings.Contains(text, "\nBusiness Tagesgeld\n") || !strings.Contains(text, "\n+/-\n") || !strings.Contains(text, "\n-\n") {
				t.Errorf("%s/%d: no second account or sign column", l, seed)
			}
			if m := regexp.MustCompile(`\nBusiness Tagesgeld\nIBAN (DE\d\d(?: \d{4}){4} \d\d)\n`).FindStringSubmatch(text); m == nil || m[1] == tr.IBAN {
				t.Errorf("%s/%d: the second account's IBAN %v", l, seed, m)
			}
		case "hk-spkfirma":
			has("abschluss", strings.Contains(text, "\nAbschluss\n") && strings.Contains(text, "\nSumme\n"))
			has("svwz first", regexp.MustCompile(`\n\d\d\.\d\d\.\d\d\n[^\n]+\n[^\n]+\n-?[\d.]+,\d\d\n[^\n]+\n[^\n]+\nSVWZ\+`).MatchString(text))
			has("svwz later", regexp.MustCompile(`\n(EREF|MREF|CRED|KREF)\+[^\n]+\nSVWZ\+`).MatchString(text))
			has("abwa", strings.Contains(text, "\nABWA+"))
			has("kref", strings.Contains(text, "\nKREF+"))
			if !strings.Contains(text, "\nSaldo EUR\n") {
				t.Errorf("%s/%d: no running balance", l, seed)
			}
		case "hk-raiba":
			has("split", split("Übertrag von Blatt", regexp.MustCompile(`^\d\d\.\d\d\.$`)))
		case "hk-dkb":
			has("refs first", regexp.MustCompile(`\nGläubiger-ID: [^\n]+\nEnde-zu-Ende-Referenz: [^\n]+\n[^I\n]`).MatchString(text))
			has("refs after", regexp.MustCompile(`\nEnde-zu-Ende-Referenz: [^\n]+\nIBAN: `).MatchString(text))
			if !strings.Contains(text, "Saldo der Kreditkarte") {
				t.Errorf("%s/%d: no card summary", l, seed)
			}
		case "hk-hanseatic":
			has("two pages", st.Truth.Pages > 1)
			if !strings.Contains(text, "\nVerfügungsrahmen\n") || !strings.Contains(text, "Mindestbetrag") {
				t.Errorf("%s/%d: no summary box", l, seed)
			}
		case "hk-commerzgk":
			has("newest first", newestFirst(tr.Transactions))
			if !strings.Contains(text, "\nVorgemerkte Umsätze\n") || !strings.Contains(text, "\nvorgemerkt\n") {
				t.Errorf("%s/%d: no pending block", l, seed)
			}
		case "hk-fyrst":
			has("split", split("Betrag", regexp.MustCompile(`^\d\d\. \S+ \d{4}$`)))
		}
	})
}
