package synth

import (
	"strings"
	"testing"

	"papierkram/backend/german"
)

// TestSealed7: the ht-* layouts beyond what TestHeldOutBatches checks for
// every batch: over the eval's first 30 digital seeds every statement
// passes the batch checks and the batch has one-page statements (and
// longer ones where the layout allows: a Mietkautionskonto and a
// Notaranderkonto stay short); the scan seeds hold with the eval's
// default cap (-max-tx 24). Each layout's convention appears in its text:
// the DTA capitals and KTO/BLZ of the changeover statement, S/H after
// every balance and unsigned amounts on the Kontokorrent, the fee line
// inside a card purchase, the escrow account closing at 0,00 with
// en-dash signs, a P-Konto never overdrawn with its information block.
func TestSealed7(t *testing.T) {
	short := map[string]bool{"ht-mietkaution": true, "ht-notar": true}
	checkBatchSeeds(t, Sealed7Layouts(), 14000, 30, 14500, short)
	want := []string{"ht-uebergang KTO/BLZ", "ht-uebergang Umsätze vom", "ht-saldo Umbuchung", "ht-saldo H", "ht-saldo S",
		"ht-kreditkarte fee line", "ht-kreditkarte payment", "ht-mietkaution taxes", "ht-mietkaution instalments", "ht-mietkaution ended",
		"ht-notar en dash", "ht-notar loan", "ht-pkonto Auskehrung"}
	checkConventions(t, Sealed7Layouts(), 14000, 30, want, func(l string, seed uint64, st *Statement, text string, has func(string, bool)) {
		switch l {
		case "ht-uebergang":
			if y := st.Truth.PeriodStart[6:]; y != "2012" && y != "2013" {
				t.Errorf("%s/%d: period %s, want 2012/2013", l, seed, st.Truth.PeriodStart)
			}
			for _, x := range st.Truth.Transactions {
				if x.Purpose != strings.ToUpper(x.Purpose) || strings.ContainsAny(x.Purpose+x.Counterparty, "äöüÄÖÜß") || x.IBAN != "" {
					t.Errorf("%s/%d: row %+v not in the DTA charset", l, seed, x)
				}
			}
			has("KTO/BLZ", strings.Contains(text, " BLZ "))
			has("Umsätze vom", strings.Contains(text, "Umsätze vom "))
		case "ht-saldo":
			has("Umbuchung", strings.Contains(text, "Umbuchung"))
			has("H", strings.Contains(text, " H\n"))
			has("S", strings.Contains(text, " S\n"))
			for _, x := range st.Truth.Transactions {
				if strings.Contains(text, "\n"+x.Amount+"\n") && strings.HasPrefix(x.Amount, "-") {
					t.Errorf("%s/%d: signed amount %s printed", l, seed, x.Amount)
				}
			}
		case "ht-kreditkarte":
			has("fee line", strings.Contains(text, "inkl. Fremdwährungsgebühr"))
			has("payment", strings.Contains(text, "Ihre Zahlung – vielen Dank"))
		case "ht-mietkaution":
			has("taxes", strings.Contains(text, "Kapitalertragsteuer"))
			has("instalments", strings.Contains(text, "3. Rate"))
			has("ended", st.Truth.Closing == "0,00")
		case "ht-notar":
			if st.Truth.Closing != "0,00" {
				t.Errorf("%s/%d: closing %s, want 0,00", l, seed, st.Truth.Closing)
			}
			has("en dash", strings.Contains(text, "– "))
			has("loan", strings.Contains(text, "Darlehensauszahlung"))
		case "ht-pkonto":
			bal, _ := german.ParseAmount(st.Truth.Opening)
			for _, x := range st.Truth.Transactions {
				a, _ := german.ParseAmount(x.Amount)
				if bal += a; bal < 0 {
					t.Errorf("%s/%d: overdrawn after %+v", l, seed, x)
				}
			}
			if !strings.Contains(text, "Grundfreibetrag") {
				t.Errorf("%s/%d: no P-Konto information", l, seed)
			}
			has("Auskehrung", strings.Contains(text, "Auskehrung PfÜB"))
		}
	})
}

// checkConventions generates n statements of each layout from seed
// from and hands each, with its text, to check, which marks with has the
// conventions ("<layout> <what>") it finds printed; each of want must be
// found in at least one of them.
func checkConventions(t *testing.T, layouts []string, from uint64, n int, want []string, check func(l string, seed uint64, st *Statement, text string, has func(what string, ok bool))) {
	t.Helper()
	seen := map[string]int{}
	for seed := from; seed < from+uint64(n); seed++ {
		for _, l := range layouts {
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			check(l, seed, st, pageText(st), func(what string, ok bool) {
				if ok {
					seen[l+" "+what]++
				}
			})
		}
	}
	for _, k := range want {
		if seen[k] == 0 {
			t.Errorf("%s: never in %d seeds", k, n)
		}
	}
}

// checkRowPrinted: truth row x stands in its statement's text: the
// amount as an item of its own in the layout's form (form "": the caller
// checks the amount itself), the counterparty (spaces ignored; a name
// wrapped in a column of its own only word by word, since the lines of
// the other columns come between) and every word of the purpose.
func checkRowPrinted(t *testing.T, l string, seed uint64, text string, x TruthTx, form string, wrapped bool) {
	t.Helper()
	if form != "" && !strings.Contains(text, "\n"+form+"\n") {
		t.Errorf("%s/%d: amount %s not printed as %q", l, seed, x.Amount, form)
	}
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	if x.Counterparty != "" && !wrapped && !strings.Contains(squeeze(text), squeeze(x.Counterparty)) {
		t.Errorf("%s/%d: counterparty %q not printed", l, seed, x.Counterparty)
	}
	for _, f := range []struct{ what, v string }{{"counterparty", x.Counterparty}, {"purpose", x.Purpose}} {
		for _, w := range strings.Fields(f.v) {
			if !strings.Contains(text, w) {
				t.Errorf("%s/%d: %s %q not printed", l, seed, f.what, f.v)
				break
			}
		}
	}
}

// pageText is the statement's items, one per line.
func pageText(st *Statement) string {
	var b strings.Builder
	for _, p := range st.Pages {
		for _, it := range p.Items {
			b.WriteString(it.Text + "\n")
		}
	}
	return b.String()
}
