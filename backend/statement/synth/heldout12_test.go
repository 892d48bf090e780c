package synth

import (
	"regexp"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed11: the hp-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and each layout has one-page and longer
// statements; the scan seeds hold with the eval's default cap (-max-tx
// 24). Every truth amount is printed in the layout's own form, and each
// layout's convention appears in its text: HypoVereinsbank's carried
// column sums, ING's semicolon records newest first with a wrapped
// amount, the finance program's amount before "EUR" and the text, Vivid's
// times and space-separated thousands with Pockets and a currency line,
// Kontist's VAT cells, the Kontokorrent's interest scale and the interest
// it books, the dollar account's balances, UETR and conversion lines.
func TestSealed11(t *testing.T) {
	checkBatchSeeds(t, Sealed11Layouts(), 18000, 30, 18500, nil)
	want := []string{"hp-hvb carried sums", "hp-hvb Soll opening or closing", "hp-hvb Summe der Umsätze",
		"hp-ingcsv head", "hp-ingcsv newest first", "hp-ingcsv wrapped amount", "hp-ingcsv bank posting", "hp-ingcsv Saldo",
		"hp-finanzapp amount before EUR", "hp-finanzapp newest first", "hp-finanzapp Kontostand",
		"hp-vivid time", "hp-vivid space thousands", "hp-vivid Pocket", "hp-vivid currency line", "hp-vivid cashback",
		"hp-kontist VAT amount", "hp-kontist RC", "hp-kontist summary",
		"hp-staffel scale", "hp-staffel interest", "hp-staffel overdrawn",
		"hp-usd balance", "hp-usd UETR", "hp-usd conversion", "hp-usd fee"}
	reAmt := regexp.MustCompile(`^-?[\d.]+,\d\d$`)
	checkConventions(t, Sealed11Layouts(), 18000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		lines := strings.Split(text, "\n")
		for _, x := range st.Truth.Transactions {
			a, err := german.ParseAmount(x.Amount)
			if err != nil {
				t.Fatal(err)
			}
			var s string
			switch l {
			case "hp-hvb":
				s = pos(a).String()
			case "hp-finanzapp", "hp-usd":
				s = a.String()
			case "hp-vivid":
				s = hpSpaceThou(a)
			case "hp-kontist":
				s = plusEuro(a)
			case "hp-staffel":
				s = plus(a)
			}
			if l == "hp-ingcsv" && !regexp.MustCompile(`(?m)(^|;)`+regexp.QuoteMeta(a.String())+`;(EUR)?$`).MatchString(text) {
				t.Errorf("%s/%d: amount %s not printed as a record's amount", l, seed, x.Amount)
			}
			checkRowPrinted(t, l, seed, text, x, s, l == "hp-finanzapp" || l == "hp-kontist")
			if x.Counterparty == "" && x.Purpose == "" && x.BookingText == "" {
				t.Errorf("%s/%d: empty row %+v", l, seed, x)
			}
		}
		switch l {
		case "hp-hvb":
			has("carried sums", regexp.MustCompile(`\nSumme Seite 1 / Übertrag\n[\d.]+,\d\d\n[\d.]+,\d\d\n`).MatchString(text) &&
				regexp.MustCompile(`\nÜbertrag von Seite 1\n[\d.]+,\d\d\n[\d.]+,\d\d\n`).MatchString(text))
			has("Soll opening or closing", strings.HasPrefix(st.Truth.Opening, "-") || strings.HasPrefix(st.Truth.Closing, "-"))
			has("Summe der Umsätze", strings.Contains(text, "\nSumme der Umsätze\n"))
			for _, s := range lines {
				if strings.HasPrefix(s, "-") && reAmt.MatchString(s) {
					t.Errorf("%s/%d: signed amount %s printed", l, seed, s)
				}
			}
		case "hp-ingcsv":
			has("head", strings.Contains(text, "\nBuchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung\n"))
			tx := st.Truth.Transactions
			first := regexp.MustCompile(`(?m)^(\d\d\.\d\d\.\d{4});\d\d\.\d\d\.\d{4};`).FindAllStringSubmatch(text, -1)
			if len(first) != len(tx) {
				t.Errorf("%s/%d: %d records, %d truth rows", l, seed, len(first), len(tx))
			} else if len(tx) > 1 && first[0][1] == tx[0].BookingDate && first[len(first)-1][1] == tx[len(tx)-1].BookingDate {
				has("newest first", newestFirst(tx))
			}
			has("wrapped amount", regexp.MustCompile(`(?m)^-?[\d.]+,\d\d;EUR$`).MatchString(text))
			has("bank posting", strings.Contains(text, ";;Entgelt;"))
			has("Saldo", strings.Contains(text, "\nSaldo;"+st.Truth.Closing+";EUR\n"))
			if strings.Contains(text, st.Truth.Opening+";EUR\n") && st.Truth.Opening != st.Truth.Closing {
				// The opening balance is no head line.
				if strings.Contains(text, "\nSaldo;"+st.Truth.Opening+";") {
					t.Errorf("%s/%d: opening balance in the head", l, seed)
				}
			}
		case "hp-finanzapp":
			for i := 0; i+1 < len(lines); i++ {
				if reAmt.MatchString(lines[i]) && lines[i+1] == "EUR" && i > 2 && regexp.MustCompile(`^\d\d\.\d\d\.\d{4}$`).MatchString(lines[i-1]) {
					has("amount before EUR", true)
					break
				}
			}
			tx := st.Truth.Transactions
			if len(tx) > 1 {
				i := strings.Index(text, "\n"+tx[0].BookingDate+"\n")
				j := strings.LastIndex(text, "\n"+tx[len(tx)-1].BookingDate+"\n")
				has("newest first", newestFirst(tx) && i >= 0 && j > i)
			}
			has("Kontostand", strings.Contains(text, "\n"+st.Truth.Opening+"\nEUR\n"))
			for _, x := range tx {
				if x.IBAN != "" || x.BookingText != "" {
					t.Errorf("%s/%d: IBAN or type in the truth: %+v", l, seed, x)
				}
			}
		case "hp-vivid":
			has("time", regexp.MustCompile(`(?m)^\d\d:\d\d$`).MatchString(text))
			has("space thousands", regexp.MustCompile(`(?m)^[+-]\d{1,3}( \d{3})+,\d\d €$`).MatchString(text))
			has("Pocket", strings.Contains(text, "\nÜbertrag an Pocket „") || strings.Contains(text, "\nÜbertrag von Pocket „"))
			has("currency line", regexp.MustCompile(`(?m)^[\d.]+,\d\d (USD|GBP|CHF) · 1 EUR = \d,\d{4} (USD|GBP|CHF)$`).MatchString(text))
			has("cashback", strings.Contains(text, "\nCashback\n"))
			for _, x := range st.Truth.Transactions {
				if x.BookingText == "Interne Umbuchung" && (x.Counterparty != "" || x.Purpose != "") {
					t.Errorf("%s/%d: Pocket row %+v", l, seed, x)
				}
			}
		case "hp-kontist":
			has("VAT amount", regexp.MustCompile(`\n19 %\n[\d.]+,\d\d €\n`).MatchString(text))
			has("RC", strings.Contains(text, "\nRC\n"))
			has("summary", strings.Contains(text, "\nVorsteuer aus Ausgaben\n"))
		case "hp-staffel":
			has("scale", strings.Contains(text, "\nZinsstaffel Kontokorrent ") && strings.Contains(text, "\nSumme der Zinszahlen\n"))
			for _, x := range st.Truth.Transactions {
				if x.BookingText == "Abschluss" {
					a, _ := german.ParseAmount(x.Amount)
					has("interest", strings.Contains(text, "\nSollzinsen\n"+pos(a).String()+" EUR\n"))
				}
			}
			has("overdrawn", strings.HasPrefix(st.Truth.Opening, "-"))
			if !strings.HasPrefix(st.Truth.PeriodEnd, "31.03.") && !strings.HasPrefix(st.Truth.PeriodEnd, "30.06.") && !strings.HasPrefix(st.Truth.PeriodEnd, "30.09.") && !strings.HasPrefix(st.Truth.PeriodEnd, "31.12.") {
				t.Errorf("%s/%d: period ends %s, not at a quarter's end", l, seed, st.Truth.PeriodEnd)
			}
		case "hp-usd":
			has("balance", strings.Contains(text, "\nUSD "+st.Truth.Closing+"\n"))
			has("UETR", strings.Contains(text, "\nUETR "))
			has("conversion", regexp.MustCompile(`\nGegenwert EUR [\d.]+,\d\d · Kurs 1,\d{4} · Konto DE`).MatchString(text))
			for _, x := range st.Truth.Transactions {
				if x.IBAN != "" || strings.Contains(x.Purpose, "Gegenwert") || strings.Contains(x.Purpose, "UETR") {
					t.Errorf("%s/%d: row %+v", l, seed, x)
				}
				if strings.HasPrefix(x.Purpose, "Spesen ") && x.Counterparty == "" {
					has("fee", true)
				}
			}
		}
	})
}

// newestFirst says whether the truth rows (in printed order) run from the
// newest booking date to the oldest, across more than one day.
func newestFirst(tx []TruthTx) bool {
	var prev german.Date
	for i, x := range tx {
		d, err := german.ParseDate(x.BookingDate)
		if err != nil || i > 0 && d.After(prev) {
			return false
		}
		prev = d
	}
	return tx[0].BookingDate != tx[len(tx)-1].BookingDate
}
