package synth

import (
	"bytes"
	"fmt"
	"math"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// hfAmount is how layout l prints the amount a of a booking (balance: an
// opening or closing balance).
func hfAmount(l string, a german.Cents, balance bool) string {
	switch l {
	case "hf-kantonalbank":
		if balance {
			return chf(a)
		}
		return chf(pos(a))
	case "hf-wise", "hf-praemie":
		if balance {
			return a.String()
		}
		return pos(a).String()
	}
	return a.String()
}

// hfDate is how layout l prints a booking or value date.
func hfDate(l string, d german.Date) string {
	switch l {
	case "hf-kantonalbank":
		return chDate(d)
	case "hf-sskm":
		return dm(d)
	case "hf-wise":
		return hfLong(d)
	}
	return d.String()
}

// checkHFPrinted: every truth value of st stands in text in the layout's
// form (spaces and line ends ignored in words: hf-berlinerspk's pieces),
// with the account's IBAN and BIC.
func checkHFPrinted(t *testing.T, l string, seed uint64, st *Statement, text, what string) {
	t.Helper()
	checkPrinted(t, l, seed, st, text, what, printedForms{
		amount: func(a german.Cents, balance bool) string { return hfAmount(l, a, balance) },
		date:   func(d german.Date, _ bool) string { return hfDate(l, d) },
		head:   [][]string{{st.Truth.IBAN}, {st.Truth.BIC}},
	})
}

// hfText is the text of st without rendering: its items, or the HTML's
// text.
func hfText(st *Statement) string {
	if st.HTML != "" {
		return hjText(st.HTML)
	}
	return hiText(st)
}

var (
	hfFractional = regexp.MustCompile(`\d+,\d{6} Stk\. zu \d+,\d\d EUR$`)
	hfSpaceInTJ  = regexp.MustCompile(`\((?:[^()\\]|\\.)* (?:[^()\\]|\\.)*\)`)
)

// hfCutInWord reports whether a 27-character piece of s ends inside a
// word.
func hfCutInWord(s string) bool {
	rs := []rune(s)
	for i := 27; i < len(rs); i += 27 {
		if rs[i-1] != ' ' && rs[i] != ' ' {
			return true
		}
	}
	return false
}

// hfConventions reports the conventions statement st shows.
func hfConventions(t *testing.T, l string, seed uint64, st *Statement, text string, has func(string, bool)) {
	tx := st.Truth.Transactions
	holder := ""
	for _, x := range tx {
		if x.BookingText == "Dauerauftrag" || x.BookingText == "Einzahlung" || x.BookingText == "Zahlung Ausland" {
			holder = x.Counterparty
		}
	}
	switch l {
	case "hf-berlinerspk":
		has("encrypted", st.Tool == "qpdf-encrypt" && len(st.ToolArgs) == 1 && st.ToolArgs[0] != "")
		for _, x := range tx {
			has("name cut in a word", hfCutInWord(x.Counterparty) && strings.Contains(text, string([]rune(x.Counterparty)[:27])+"\n"))
			has("purpose cut in a word", hfCutInWord(x.Purpose))
			has("berlin creditor", slices.ContainsFunc(hfBerlin, func(b struct{ name, typ, purpose string }) bool { return b.name == x.Counterparty }))
		}
	case "hf-proficash":
		has("rotate 90", st.Tool == "qpdf-rotate" && st.ToolArgs[0] == "90")
		has("rotate 270", st.Tool == "qpdf-rotate" && st.ToolArgs[0] == "270")
		has("split", strings.Contains(text, "Split 1/2") && strings.Contains(text, "Splitbuchung"))
		has("by valuta", strings.Contains(text, "sortiert nach Valuta"))
		out := false
		for i := 1; i < len(tx); i++ {
			a, _ := german.ParseDate(tx[i-1].BookingDate)
			b, _ := german.ParseDate(tx[i].BookingDate)
			out = out || b.Before(a)
		}
		has("booking dates out of order", out)
		if out && !strings.Contains(text, "sortiert nach Valuta") {
			t.Errorf("%s/%d: booking dates out of order in a list by booking day", l, seed)
		}
	case "hf-scalable":
		has("column streams", st.Tool == "mutool" && strings.Contains(st.Source, "88.00 Tz") && !hfSpaceInTJ.MatchString(st.Source))
		page1 := strings.Split(st.Source, "\f")[0]
		if i, j := strings.Index(page1, "(Datum)"), strings.Index(page1, "(Saldo) -278 (EUR)"); i < 0 || j < 0 || i > j {
			t.Errorf("%s/%d: the first column is not written first", l, seed)
		}
		for _, x := range tx {
			has("fractional shares", x.BookingText == "Sparplan" && hfFractional.MatchString(x.Purpose) && x.Counterparty == "")
			has("distribution tax", x.BookingText == "Ausschüttung" && strings.Contains(x.Purpose, "abzgl. KapESt"))
			has("reference account", x.Counterparty != "" && x.Counterparty == holder && x.IBAN != "")
			has("interest", x.BookingText == "Zinsen" && !strings.HasPrefix(x.Amount, "-"))
		}
	case "hf-wise":
		has("be iban", strings.HasPrefix(st.Truth.IBAN, "BE") && german.ValidIBAN(st.Truth.IBAN))
		has("newest first", newestFirstHJ(tx))
		for _, x := range tx {
			has("fx", x.BookingText == "Kartenzahlung" && strings.Contains(x.Purpose, " · 1 EUR = "))
			has("conversion", x.BookingText == "" && strings.HasSuffix(x.Purpose, " umgetauscht") && strings.HasPrefix(x.Amount, "-"))
			has("fee", strings.HasPrefix(x.Purpose, "Gebühr für den Umtausch"))
			has("no reference", x.BookingText == "Eingang" && x.Purpose == "")
			has("direct debit", x.BookingText == "Lastschrift" && strings.Contains(text, "Lastschrift von "+x.Counterparty))
		}
	case "hf-kantonalbank":
		has("ch iban", strings.HasPrefix(st.Truth.IBAN, "CH") && german.ValidIBAN(st.Truth.IBAN))
		has("apostrophe", regexp.MustCompile(`\d'\d\d\d\.\d\d`).MatchString(text))
		has("carry", strings.Count(text, "Übertrag\n") >= 2)
		for _, x := range tx {
			has("abroad", x.BookingText == "Zahlung Ausland" && strings.HasPrefix(x.IBAN, "DE") && x.Counterparty != "")
			has("salary", x.BookingText == "Gutschrift" && strings.HasPrefix(x.Purpose, "Lohn ") && !strings.HasPrefix(x.Amount, "-"))
			has("twint", x.BookingText == "TWINT Zahlung" && x.Purpose == "")
			has("value date before", x.ValueDate != x.BookingDate)
		}
	case "hf-sskm":
		has("sandwich", st.Tool == "ocr-sandwich")
		has("two pages", len(st.Pages) > 1)
	case "hf-praemie":
		start, _ := german.ParseDate(st.Truth.PeriodStart)
		end, _ := german.ParseDate(st.Truth.PeriodEnd)
		has("year", start.Day == 1 && start.Month == 1 && end.Day == 31 && end.Month == 12 && start.Year == end.Year)
		has("rate change", strings.Contains(text, "Zinsänderung ab "))
		for _, x := range tx {
			has("vorschusszinsen", x.BookingText == "Vorschusszinsen" && strings.HasPrefix(x.Amount, "-") && x.Counterparty == "")
			has("praemie", x.BookingText == "Prämie" && strings.HasPrefix(x.BookingDate, "31.12."))
			has("gift", x.BookingText == "Gutschrift" && x.Counterparty != "")
		}
	}
}

// TestSealed20: the hf-* layouts over the eval's first 30 digital seeds
// and ten scan seeds with its cap: new names, deterministic (truth,
// pages, tool input, PostScript, troff, HTML), made by their producer on
// 1–6 pages (the HTML one without pages until printed), the truth holds
// the batch checks (opening + Σ = closing, valid IBANs, dates in the
// period, no labels), every truth value stands in the text in the
// layout's form, and each layout's conventions appear.
func TestSealed20(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Sealed20Layouts() {
		checkOwnBatch(t, l, "hf-")
		prod, ok := hfProducer[l]
		if !ok {
			t.Fatalf("%s: no producer", l)
		}
		for i := range 40 {
			st, st2, seed, opt := generateTwice(t, l, i, 27000, 27500)
			checkTwice(t, l, seed, st, st2, opt)
			checkProducer(t, l, seed, st, prod, "")
			if prod != "html" {
				if n := len(st.Pages); n < 1 || n > 6 || st.Truth.Pages != n {
					t.Errorf("%s/%d: %d pages, Truth.Pages %d", l, seed, n, st.Truth.Pages)
				}
			}
			text := hfText(st)
			checkHJTruth(t, l, seed, st)
			checkHFPrinted(t, l, seed, st, text, "items")
			hfConventions(t, l, seed, st, text, func(what string, ok bool) {
				if ok {
					seen[l+" "+what] = true
				}
			})
		}
	}
	for _, k := range []string{
		"hf-berlinerspk encrypted", "hf-berlinerspk name cut in a word", "hf-berlinerspk purpose cut in a word", "hf-berlinerspk berlin creditor",
		"hf-proficash rotate 90", "hf-proficash rotate 270", "hf-proficash split", "hf-proficash by valuta", "hf-proficash booking dates out of order",
		"hf-scalable column streams", "hf-scalable fractional shares", "hf-scalable distribution tax", "hf-scalable reference account", "hf-scalable interest",
		"hf-wise be iban", "hf-wise newest first", "hf-wise fx", "hf-wise conversion", "hf-wise fee", "hf-wise no reference", "hf-wise direct debit",
		"hf-kantonalbank ch iban", "hf-kantonalbank apostrophe", "hf-kantonalbank carry", "hf-kantonalbank abroad", "hf-kantonalbank salary",
		"hf-kantonalbank twint", "hf-kantonalbank value date before",
		"hf-sskm sandwich", "hf-sskm two pages",
		"hf-praemie year", "hf-praemie rate change", "hf-praemie vorschusszinsen", "hf-praemie praemie", "hf-praemie gift",
	} {
		if !seen[k] {
			t.Errorf("%s: never seen", k)
		}
	}
}

// TestSealed20Pieces: hf-berlinerspk prints the name and the purpose as
// the 27-character pieces of the truth's values, in order under the
// booking's first line.
func TestSealed20Pieces(t *testing.T) {
	cuts := 0
	for seed := uint64(27000); seed < 27030; seed++ {
		st, err := Generate("hf-berlinerspk", seed)
		if err != nil {
			t.Fatal(err)
		}
		text := hiText(st)
		for _, x := range st.Truth.Transactions {
			for _, v := range []string{x.Counterparty, x.Purpose} {
				if v == "" {
					continue
				}
				ps := hfPieces(v, 27)
				if !strings.Contains(text, strings.Join(ps, "\n")+"\n") {
					t.Errorf("hf-berlinerspk/%d: %q not printed as its pieces %q", seed, v, ps)
				}
				if len([]rune(ps[0])) > 27 || strings.ReplaceAll(strings.Join(ps, ""), " ", "") != strings.ReplaceAll(v, " ", "") {
					t.Errorf("hf-berlinerspk/%d: pieces %q of %q", seed, ps, v)
				}
				if hfCutInWord(v) {
					cuts++
				}
			}
		}
	}
	if cuts < 50 {
		t.Errorf("only %d values cut inside a word", cuts)
	}
}

// TestSealed20NotBookings: the split parts, the category sums and the
// interest-rate change lines are not rows; the Prämie is its percentage
// of the year's savings rates; the Swiss totals are the truth's sums and
// a carried balance is a running balance, the same at a page's foot and
// the next page's head.
func TestSealed20NotBookings(t *testing.T) {
	splits, changes, carries := 0, 0, 0
	for seed := uint64(27000); seed < 27030; seed++ {
		st, _ := Generate("hf-proficash", seed)
		var rows, parts int
		for _, p := range st.Pages {
			for _, it := range p.Items {
				if _, err := german.ParseDate(it.Text); err == nil && it.X < 60 {
					rows++
				}
				if strings.HasPrefix(it.Text, "Split ") {
					parts++
				}
			}
		}
		splits += parts
		if rows != len(st.Truth.Transactions) {
			t.Errorf("hf-proficash/%d: %d dated rows, %d truth rows", seed, rows, len(st.Truth.Transactions))
		}

		st, _ = Generate("hf-praemie", seed)
		var sparen german.Cents
		for _, x := range st.Truth.Transactions {
			a, _ := german.ParseAmount(x.Amount)
			if x.BookingText == "Dauerauftrag" {
				sparen += a
			}
			if strings.Contains(x.Purpose, "Zinsänderung") {
				t.Errorf("hf-praemie/%d: a rate change in the truth: %+v", seed, x)
			}
		}
		for _, x := range st.Truth.Transactions {
			if x.BookingText != "Prämie" {
				continue
			}
			a, _ := german.ParseAmount(x.Amount)
			var pct int
			if m := regexp.MustCompile(`^Prämie (\d+) % `).FindStringSubmatch(x.Purpose); m != nil {
				pct = atoiHI(m[1])
			}
			if pct == 0 || a != sparen*german.Cents(pct)/100 || !strings.Contains(x.Purpose, "("+sparen.String()+" EUR)") {
				t.Errorf("hf-praemie/%d: Prämie %v (%d %%) on savings %v", seed, a, pct, sparen)
			}
		}
		for _, p := range st.Pages {
			for _, it := range p.Items {
				if !strings.HasPrefix(it.Text, "Zinsänderung ab ") {
					continue
				}
				changes++
				for _, o := range p.Items {
					if o.Y == it.Y && o.Right {
						t.Errorf("hf-praemie/%d: an amount on the rate change line %q: %q", seed, it.Text, o.Text)
					}
				}
			}
		}

		st, _ = Generate("hf-kantonalbank", seed)
		var deb, cred german.Cents
		bal, _ := german.ParseAmount(st.Truth.Opening)
		bals := map[string]bool{chf(bal): true}
		for _, x := range st.Truth.Transactions {
			a, _ := german.ParseAmount(x.Amount)
			if a < 0 {
				deb -= a
			} else {
				cred += a
			}
			bal += a
			bals[chf(bal)] = true
		}
		var items []Item
		var carried []string
		for _, p := range st.Pages {
			items = append(items, p.Items...)
		}
		for i, it := range items {
			switch it.Text {
			case "Total Umsätze":
				if items[i+1].Text != chf(deb) || items[i+2].Text != chf(cred) {
					t.Errorf("hf-kantonalbank/%d: totals %q %q, truth %s %s", seed, items[i+1].Text, items[i+2].Text, chf(deb), chf(cred))
				}
			case "Übertrag":
				if !bals[items[i+1].Text] {
					t.Errorf("hf-kantonalbank/%d: carried %q is no running balance", seed, items[i+1].Text)
				}
				carried = append(carried, items[i+1].Text)
			}
		}
		for k := 0; k+1 < len(carried); k += 2 {
			if carried[k] != carried[k+1] {
				t.Errorf("hf-kantonalbank/%d: carried out %q, in %q", seed, carried[k], carried[k+1])
			}
		}
		carries += len(carried) / 2
	}
	if splits < 10 || changes < 20 || carries < 3 {
		t.Errorf("splits %d, rate changes %d, carries %d: too few to check", splits, changes, carries)
	}
}

// hfTools skips when the hf-* producers cannot run here.
func hfTools(t *testing.T) {
	t.Helper()
	needRenderers(t, true, "", "qpdf", "mutool", "gs", "groff", "pdftoppm", "pdftotext", "pdfinfo")
}

// TestSealed20PDF renders the hf-* layouts with their producers and reads
// them back with pdftotext -tsv, as the intake does: the bytes repeat
// (Chromium's through the print cache), the file is the producer's
// (encrypted, turned pages, no Info dictionary, image pages, Ghostscript,
// Chromium), the page count matches, and every truth value stands in the
// extracted text.
func TestSealed20PDF(t *testing.T) {
	hfTools(t)
	eachPDF(t, Sealed20Layouts(), []uint64{27000, 27001, 27002, 27501}, 27500, func(l string, seed uint64, opt Options, st *Statement, b []byte) {
		st2, _ := GenerateWith(l, seed, opt)
		again, err := st2.PDF()
		if err != nil || !bytes.Equal(b, again) && (l != "hf-wise" || PrintCacheDir() != "") {
			t.Errorf("%s/%d: PDF bytes differ between renders (%v)", l, seed, err)
		}
		cmd := exec.Command("pdfinfo", "-f", "1", "-l", "99", "-")
		cmd.Stdin = bytes.NewReader(b)
		out, err := cmd.Output()
		if err != nil {
			t.Errorf("%s/%d: pdfinfo: %v", l, seed, err)
			return
		}
		info := string(out)
		want := map[string]string{
			"hf-berlinerspk":  `(?s)Creator:\s+S-Postfach.*Encrypted:\s+yes \(print:yes copy:no change:no addNotes:no algorithm:AES\)`,
			"hf-proficash":    `(?s)Producer:\s+Adobe PDF Library.*Page +1 rot:\s+(90|270)`,
			"hf-kantonalbank": `(?s)Creator:\s+groff.*Producer:\s+GPL Ghostscript`,
			"hf-praemie":      `(?s)Creator:\s+S-Druckstraße.*Producer:\s+GPL Ghostscript`,
			"hf-wise":         `Producer:\s+Skia`,
		}[l]
		if want != "" && !regexp.MustCompile(want).MatchString(info) {
			t.Errorf("%s/%d: producer: %s", l, seed, info)
		}
		if (l == "hf-scalable" || l == "hf-sskm") && strings.Contains(info, "Producer:") {
			t.Errorf("%s/%d: not mutool's bare document: %s", l, seed, info)
		}
		if l == "hf-proficash" && len(regexp.MustCompile(`Page +\d+ rot: +`+st.ToolArgs[0]+`\n`).FindAllString(info, -1)) != st.Truth.Pages {
			t.Errorf("%s/%d: pages not turned by %s: %s", l, seed, st.ToolArgs[0], info)
		}
		if l != "hf-berlinerspk" && strings.Contains(info, "Encrypted:       yes") {
			t.Errorf("%s/%d: encrypted", l, seed)
		}
		sizes := regexp.MustCompile(`Page +\d+ size:[^\n]*`).FindAllString(info, -1)
		for _, s := range sizes {
			if !regexp.MustCompile(`59[45](\.\d+)? x 84[12](\.\d+)? pts`).MatchString(s) {
				t.Errorf("%s/%d: %s, want A4 portrait media", l, seed, s)
			}
		}
		if l == "hf-sskm" {
			cmd := exec.Command("pdfimages", "-list", "-")
			cmd.Stdin = bytes.NewReader(b)
			im, err := cmd.Output()
			if n := strings.Count(string(im), " jpeg "); err != nil || n != len(sizes) {
				t.Errorf("%s/%d: %d page images for %d pages (%v)", l, seed, n, len(sizes), err)
			}
		}
		text, err := hiTSV(b)
		if err != nil {
			t.Errorf("%s/%d: pdftotext: %v", l, seed, err)
			return
		}
		if n := strings.Count(text, "\f"); n != st.Truth.Pages || n != len(sizes) || n < 1 || n > 6 {
			t.Errorf("%s/%d: pdftotext reads %d pages, pdfinfo %d, Truth.Pages %d", l, seed, n, len(sizes), st.Truth.Pages)
		}
		checkHFPrinted(t, l, seed, st, text, "pdftotext")
		if l == "hf-proficash" {
			// Turned upright: the page reads as landscape, the table
			// head's words on one line from left to right.
			cmd := exec.Command("pdftotext", "-tsv", "-f", "1", "-l", "1", "-", "-")
			cmd.Stdin = bytes.NewReader(b)
			tsv, _ := cmd.Output()
			pos := map[string][2]float64{}
			for _, row := range strings.Split(string(tsv), "\n") {
				f := strings.Split(row, "\t")
				if len(f) == 12 && (f[0] == "1" || f[0] == "5") {
					var x, y float64
					fmt.Sscan(f[6], &x)
					fmt.Sscan(f[7], &y)
					if _, ok := pos[f[11]]; !ok || f[0] == "1" {
						pos[f[11]] = [2]float64{x, y}
					}
				}
			}
			head := []string{"Auftraggeber", "Verwendungszweck", "Kategorie", "Kst.", "Whg."}
			for k := 1; k < len(head); k++ {
				a, b := pos[head[k-1]], pos[head[k]]
				if b[0] <= a[0] || math.Abs(b[1]-a[1]) > 1 {
					t.Errorf("%s/%d: %q at %v, %q at %v: not a line read left to right", l, seed, head[k-1], a, head[k], b)
				}
			}
		}
	})
}

// TestSealed20Scan: the scan variant renders the turned, the encrypted and
// the OCR-layered statements: an image-only PDF of Truth.Pages pages or,
// for one page, a JPEG.
func TestSealed20Scan(t *testing.T) {
	hfTools(t)
	checkScanShape(t, 27500, []string{"hf-proficash", "hf-berlinerspk", "hf-sskm"})
}

// TestSealed20Cap: with the scan variants' cap every layout stays within
// it over a hundred scan seeds, on 1–6 pages, and Document refuses the
// tool-made statements.
func TestSealed20Cap(t *testing.T) {
	checkScanCap(t, scanCap{layouts: Sealed20Layouts(), seed: 27500, textSeed: 27000, unpaged: layoutIs("hf-wise")})
}
