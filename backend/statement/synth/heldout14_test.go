package synth

import (
	"regexp"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed13: the hm-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and each layout has one-page and longer
// statements; the scan seeds hold with the eval's default cap (-max-tx
// 24). Every truth amount is printed in the layout's own form, and each
// layout's convention appears in its text: ING's type and name in one
// run with the value date under the booking date and the balances in the
// head, Trade Republic's two-line dates, in/out columns and savings-plan
// trades, C24's pockets and foreign card payments, OLB's trailing signs
// and Übertrag lines, BW-Bank's Soll/Haben columns and quarter's
// Rechnungsabschluss, Deutsche Bank's newest-first print with name and
// purpose side by side, Barclays' trailing signs, original amounts and
// the payment from the reference account.
func TestSealed13(t *testing.T) {
	checkBatchSeeds(t, Sealed13Layouts(), 20000, 30, 20500, nil)
	want := []string{"hm-ing type and name", "hm-ing value date", "hm-ing balances",
		"hm-traderepublic date", "hm-traderepublic trade", "hm-traderepublic foreign",
		"hm-c24 pocket", "hm-c24 foreign", "hm-c24 interest",
		"hm-olb carry", "hm-olb credit",
		"hm-bwbank abschluss", "hm-bwbank standing order",
		"hm-dbumsatz newest first", "hm-dbumsatz credit",
		"hm-barclays foreign", "hm-barclays payment", "hm-barclays interest"}
	checkConventions(t, Sealed13Layouts(), 20000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		tx := st.Truth.Transactions
		for _, x := range tx {
			a, err := german.ParseAmount(x.Amount)
			if err != nil {
				t.Fatal(err)
			}
			var s string
			switch l {
			case "hm-ing":
				s = a.String()
			case "hm-traderepublic":
				s = pos(a).String() + " €"
			case "hm-c24":
				s = eurSuffix(a)
			case "hm-olb", "hm-barclays":
				s = trail(a)
			case "hm-bwbank":
				s = pos(a).String()
			case "hm-dbumsatz":
				s = plus(a)
			}
			checkRowPrinted(t, l, seed, text, x, s, l == "hm-dbumsatz")
			for _, w := range strings.Fields(x.Counterparty + " " + x.BookingText) {
				if !strings.Contains(text, w) {
					t.Errorf("%s/%d: counterparty %q or booking text %q not printed", l, seed, x.Counterparty, x.BookingText)
					break
				}
			}
			if x.BookingText != "" && l != "hm-dbumsatz" && !strings.Contains(text, x.BookingText) {
				t.Errorf("%s/%d: booking text %q not printed", l, seed, x.BookingText)
			}
			if x.Counterparty == "" && x.Purpose == "" && x.BookingText == "" {
				t.Errorf("%s/%d: empty row %+v", l, seed, x)
			}
			for _, label := range []string{"Mandat", "Referenz", "IBAN", "Verwendungszweck:", "Originalbetrag", "Wertstellung", "Gläubiger"} {
				if strings.Contains(x.Purpose, label) || strings.Contains(x.Counterparty, label) {
					t.Errorf("%s/%d: label %q in the truth: %+v", l, seed, label, x)
				}
			}
		}
		if st.Truth.Opening == "" || st.Truth.Closing == "" {
			t.Errorf("%s/%d: balances missing", l, seed)
		}
		switch l {
		case "hm-ing":
			for _, x := range tx {
				if x.Counterparty != "" && strings.Contains(text, "\n"+x.BookingText+" "+x.Counterparty+"\n") {
					has("type and name", true)
				}
			}
			has("value date", regexp.MustCompile(`\n\d\d\.\d\d\.\d{4}\n[^\n]+\n-?[\d.]+,\d\d\n\d\d\.\d\d\.\d{4}\n`).MatchString(text))
			has("balances", strings.Contains(text, "\nAlter Saldo\n") && strings.Contains(text, "\nNeuer Saldo\n"))
		case "hm-traderepublic":
			has("date", regexp.MustCompile(`\n\d\d (Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.)\n`).MatchString(text))
			for _, x := range tx {
				if x.ValueDate != "" || x.IBAN != "" {
					t.Errorf("%s/%d: row %+v", l, seed, x)
				}
				if x.BookingText == "Handel" {
					has("trade", x.Counterparty == "")
				}
				if x.BookingText == "Kartentransaktion" && strings.Contains(x.Purpose, " Kurs ") {
					has("foreign", true)
				}
			}
		case "hm-c24":
			for _, x := range tx {
				if x.BookingText == "Umbuchung" {
					has("pocket", x.Counterparty == "" && strings.Contains(x.Purpose, "Pocket"))
				}
				if x.BookingText == "Kartenzahlung" && strings.Contains(x.Purpose, " Kurs ") {
					has("foreign", true)
				}
				if x.BookingText == "Zinsen" {
					has("interest", x.Counterparty == "")
				}
			}
		case "hm-olb":
			has("carry", strings.Contains(text, "\nÜbertrag auf Blatt 1\n") || strings.Contains(text, "\nÜbertrag von Blatt 1\n"))
			has("credit", regexp.MustCompile(`\n[\d.]+,\d\d\+\n`).MatchString(text))
		case "hm-bwbank":
			for _, x := range tx {
				if x.BookingText == "Abschluss" {
					has("abschluss", x.Counterparty == "")
				}
				if x.BookingText == "Dauerauftrag" {
					has("standing order", x.Counterparty != "")
				}
			}
		case "hm-dbumsatz":
			if len(tx) > 1 {
				has("newest first", newestFirst(tx))
			}
			has("credit", regexp.MustCompile(`\n\+[\d.]+,\d\d\n`).MatchString(text))
		case "hm-barclays":
			for _, x := range tx {
				if strings.Contains(x.Purpose, " Kurs ") {
					has("foreign", strings.Contains(text, "\nOriginalbetrag "+x.Purpose+"\n"))
				}
				if x.Purpose == "Ihre Zahlung - Danke" {
					has("payment", x.Counterparty == "" && !strings.HasPrefix(x.Amount, "-"))
				}
				if x.Purpose == "Sollzinsen" {
					has("interest", x.Counterparty == "")
				}
			}
		}
	})
}
