package synth

import (
	"regexp"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed12: the hn-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and each layout has one-page and longer
// statements; the scan seeds hold with the eval's default cap (-max-tx
// 24). Every truth amount is printed in the layout's own form, and each
// layout's convention appears in its text: Degussa's GVC codes, address
// lines and page balances, the bilingual heads and CR/DR balances, the
// app's date-and-time cells and city lines, one daily statement per
// booking day with its old and new balance (its head repeated when it
// runs over a page break), the detail view's labelled
// fields newest first, the cash book's numbered rows, receipts and
// transfers to the club's account, the tenant account's charges, payments
// and S/H balance.
func TestSealed12(t *testing.T) {
	checkBatchSeeds(t, Sealed12Layouts(), 19000, 30, 19500, nil)
	want := []string{"hn-degussa GVC", "hn-degussa address", "hn-degussa page balance",
		"hn-hsbc bilingual", "hn-hsbc DR", "hn-hsbc CR",
		"hn-klarna time", "hn-klarna city line", "hn-klarna interest",
		"hn-tagesauszug daily", "hn-tagesauszug continued", "hn-tagesauszug overdrawn",
		"hn-details labels", "hn-details newest first",
		"hn-kassenbuch numbers", "hn-kassenbuch own account", "hn-kassenbuch carry",
		"hn-mieterkonto charges", "hn-mieterkonto Jobcenter", "hn-mieterkonto arrears", "hn-mieterkonto settlement"}
	checkConventions(t, Sealed12Layouts(), 19000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		tx := st.Truth.Transactions
		for _, x := range tx {
			a, err := german.ParseAmount(x.Amount)
			if err != nil {
				t.Fatal(err)
			}
			var s string
			switch l {
			case "hn-degussa":
				s = a.String()
			case "hn-hsbc", "hn-kassenbuch", "hn-mieterkonto":
				s = pos(a).String()
			case "hn-klarna":
				s = plusEuro(a)
			case "hn-tagesauszug":
				s = plus(a)
			case "hn-details":
				s = a.String() + " EUR"
			}
			checkRowPrinted(t, l, seed, text, x, s, l == "hn-kassenbuch")
			if x.BookingText != "" && !strings.Contains(text, x.BookingText) {
				t.Errorf("%s/%d: booking text %q not printed", l, seed, x.BookingText)
			}
			if x.Counterparty == "" && x.Purpose == "" && x.BookingText == "" {
				t.Errorf("%s/%d: empty row %+v", l, seed, x)
			}
		}
		switch l {
		case "hn-degussa":
			has("GVC", regexp.MustCompile(`\n\d\d\.\d\d\.\d{4}\n\d\d\.\d\d\.\d{4}\n(105|106|116|166)\n`).MatchString(text))
			has("address", regexp.MustCompile(`\n[A-ZÄÖÜ][a-zäöüß]+(straße|weg|platz| Markt) \d+, \d{5} [A-ZÄÖÜ]`).MatchString(text))
			has("page balance", strings.Contains(text, "\nKontostand Ende Blatt 1\n") && strings.Contains(text, "\nKontostand Beginn Blatt 2\n"))
			for _, x := range tx {
				if strings.Contains(x.Purpose, "straße") || strings.Contains(x.Counterparty, ",") && !strings.HasPrefix(x.Counterparty, "Rundfunk") {
					t.Errorf("%s/%d: address in the truth: %+v", l, seed, x)
				}
			}
		case "hn-hsbc":
			has("bilingual", strings.Contains(text, "\nBooking date\n") && strings.Contains(text, "\nEndsaldo / Closing balance\n"))
			has("DR", regexp.MustCompile(`\n[\d.]+,\d\d DR\n`).MatchString(text))
			has("CR", regexp.MustCompile(`\n[\d.]+,\d\d CR\n`).MatchString(text))
			for _, x := range tx {
				if strings.Contains(x.Purpose, "/ Details") || strings.Contains(x.Counterparty, "Payee") {
					t.Errorf("%s/%d: label in the truth: %+v", l, seed, x)
				}
			}
		case "hn-klarna":
			has("time", regexp.MustCompile(`\n\d\d\.\d\d\.\d{4} \d\d:\d\d\n`).MatchString(text))
			for _, x := range tx {
				if x.BookingText == "Kartenzahlung" {
					has("city line", x.Purpose == "" && regexp.MustCompile(`\nKartenzahlung\n[A-ZÄÖÜ][a-zäöüß]+, DE\n`).MatchString(text))
				}
				if x.BookingText == "Zinsen" {
					has("interest", x.Counterparty == "")
				}
			}
		case "hn-tagesauszug":
			days := map[string]bool{}
			for _, x := range tx {
				days[x.BookingDate] = true
			}
			n := len(regexp.MustCompile(`\nKontoauszug Nr\. \d+/\d{4} vom \d\d\.\d\d\.\d{4}\n`).FindAllString(text, -1))
			if n != len(days) {
				t.Errorf("%s/%d: %d daily statements, %d booking days", l, seed, n, len(days))
			}
			has("daily", n > 2 && strings.Contains(text, "\nneuer Kontostand vom "))
			has("continued", regexp.MustCompile(`\nKontoauszug Nr\. \d+/\d{4} vom \d\d\.\d\d\.\d{4} \(Fortsetzung\)\nBlatt 2\n`).MatchString(text))
			has("overdrawn", strings.HasPrefix(st.Truth.Opening, "-") || strings.HasPrefix(st.Truth.Closing, "-"))
		case "hn-details":
			has("labels", strings.Contains(text, "\nVerwendungszweck\n") && strings.Contains(text, "\nWertstellung\n") && strings.Contains(text, "\nGläubiger-ID\n"))
			if len(tx) > 1 {
				has("newest first", newestFirst(tx))
			}
		case "hn-kassenbuch":
			has("numbers", regexp.MustCompile(`\n1\n\d\d\.\d\d\.\d\d\n[EA]-01\n`).MatchString(text))
			for _, x := range tx {
				if strings.HasPrefix(x.Purpose, "Einzahlung auf Vereinskonto") {
					has("own account", x.Counterparty == "")
				}
				if x.BookingText != "" || x.ValueDate != "" || x.IBAN != "" {
					t.Errorf("%s/%d: row %+v", l, seed, x)
				}
			}
			has("carry", st.Truth.Pages > 1 && strings.Count(text, "\nÜbertrag\n") >= 2)
			if strings.HasPrefix(st.Truth.Opening, "-") || strings.HasPrefix(st.Truth.Closing, "-") {
				t.Errorf("%s/%d: negative cash", l, seed)
			}
		case "hn-mieterkonto":
			charges, pays := 0, 0
			for _, x := range tx {
				a, _ := german.ParseAmount(x.Amount)
				switch x.BookingText {
				case "Sollstellung":
					charges++
					if a > 0 || x.Counterparty != "" {
						t.Errorf("%s/%d: charge %+v", l, seed, x)
					}
				case "Zahlung":
					pays++
					if a < 0 {
						t.Errorf("%s/%d: payment %+v", l, seed, x)
					}
					if strings.HasPrefix(x.Counterparty, "Jobcenter ") {
						has("Jobcenter", true)
					}
				case "Abrechnung":
					has("settlement", x.Counterparty == "")
				}
			}
			has("charges", charges > 2 && pays > 0)
			has("arrears", regexp.MustCompile(`\n[\d.]+,\d\d S\n`).MatchString(text) && strings.Contains(text, "\nSaldovortrag\n"))
		}
	})
}
