package synth

import (
	"regexp"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed14: the hl-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and each layout has one-page and longer
// statements; the scan seeds hold with the eval's default cap (-max-tx
// 24). Every truth amount is printed in the layout's own form, no label
// stands in the truth, and each layout's convention appears in its text:
// comdirect's labelled Empfänger/Auftraggeber and Buchungstext, 1822direkt's
// trailing signs and Übertrag, Tomorrow's date headings, Haspa's Soll/Haben
// columns with the value date after the type, the Kreissparkasse printer's
// capitals and year-less dates, the Atruvia S/H amounts and SEPA tags,
// bunq's running Saldo and foreign card payments.
func TestSealed14(t *testing.T) {
	checkBatchSeeds(t, Sealed14Layouts(), 21000, 30, 21500, nil)
	want := []string{"hl-comdirect labels", "hl-comdirect credit",
		"hl-1822direkt carry", "hl-1822direkt credit",
		"hl-tomorrow date heading",
		"hl-haspa value date", "hl-haspa debit",
		"hl-kskdruck capitals",
		"hl-atruvia carry", "hl-atruvia sepa",
		"hl-bunq foreign", "hl-bunq fee"}
	checkConventions(t, Sealed14Layouts(), 21000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		tx := st.Truth.Transactions
		for _, x := range tx {
			a, err := german.ParseAmount(x.Amount)
			if err != nil {
				t.Fatal(err)
			}
			var s string
			switch l {
			case "hl-comdirect":
				s = plus(a)
			case "hl-1822direkt", "hl-kskdruck":
				s = trail(a)
			case "hl-tomorrow":
				s = plus(a) + " €"
			case "hl-haspa":
				s = pos(a).String()
			case "hl-atruvia":
				s = sh(a)
			case "hl-bunq":
				s = a.String() + " €"
			}
			checkRowPrinted(t, l, seed, text, x, s, l == "hl-comdirect")
			if x.BookingText != "" && !strings.Contains(text, x.BookingText) && l != "hl-comdirect" {
				t.Errorf("%s/%d: booking text %q not printed", l, seed, x.BookingText)
			}
			if x.Counterparty == "" && x.Purpose == "" && x.BookingText == "" {
				t.Errorf("%s/%d: empty row %+v", l, seed, x)
			}
			for _, label := range []string{"Mandat", "Ref.", "IBAN", "Buchungstext:", "Empfänger:", "Auftraggeber:", "Wert:", "EREF", "MREF", "CRED", "Gläubiger"} {
				if strings.Contains(x.Purpose, label) || strings.Contains(x.Counterparty, label) {
					t.Errorf("%s/%d: label %q in the truth: %+v", l, seed, label, x)
				}
			}
		}
		if st.Truth.Opening == "" || st.Truth.Closing == "" {
			t.Errorf("%s/%d: balances missing", l, seed)
		}
		switch l {
		case "hl-comdirect":
			has("labels", strings.Contains(text, "\nEmpfänger: ") && strings.Contains(text, "\nBuchungstext: "))
			has("credit", regexp.MustCompile(`\n\+[\d.]+,\d\d\n`).MatchString(text))
		case "hl-1822direkt":
			has("carry", strings.Contains(text, "\nÜbertrag\n"))
			has("credit", regexp.MustCompile(`\n[\d.]+,\d\d\+\n`).MatchString(text))
		case "hl-tomorrow":
			has("date heading", regexp.MustCompile(`\n(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d\d\.\d\d\.\d{4}\n`).MatchString(text))
			for _, x := range tx {
				if x.ValueDate != "" || x.IBAN != "" {
					t.Errorf("%s/%d: row %+v", l, seed, x)
				}
			}
		case "hl-haspa":
			has("value date", strings.Contains(text, "   Wert: "))
			has("debit", strings.Contains(text, "\nBetrag Soll EUR\n"))
		case "hl-kskdruck":
			for _, x := range tx {
				has("capitals", x.Purpose == strings.ToUpper(x.Purpose) && x.Counterparty == strings.ToUpper(x.Counterparty))
			}
		case "hl-atruvia":
			has("carry", strings.Contains(text, "\nÜbertrag\n"))
			has("sepa", strings.Contains(text, "\nMREF: ") || strings.Contains(text, "\nEREF: "))
		case "hl-bunq":
			for _, x := range tx {
				if strings.Contains(x.Purpose, " Kurs ") {
					has("foreign", x.Counterparty != "")
				}
				if x.BookingText == "Entgelt" {
					has("fee", x.Counterparty == "")
				}
			}
		}
	})
}
