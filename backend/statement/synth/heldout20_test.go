package synth

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// hgAmount is how layout l prints the amount a of a booking (balance:
// an opening or closing balance).
func hgAmount(l string, a german.Cents, balance bool) string {
	switch l {
	case "hg-ksk":
		if balance {
			return hgSH(a)
		}
		return pos(a).String()
	case "hg-vrbank":
		return hgSH(a)
	case "hg-dsl", "hg-norisbank":
		if balance {
			return a.String()
		}
		return hgPlus(a)
	case "hg-advanzia":
		return hgBankView(a)
	}
	return a.String() // apobank, naspa
}

// hgDate is how layout l prints a booking or value date.
func hgDate(l string, d german.Date) string {
	switch l {
	case "hg-apobank", "hg-ksk", "hg-vrbank":
		return dm(d)
	}
	return d.String()
}

// checkHGPrinted: every truth value of st stands in text in the layout's
// form: booking and value date, amount, the IBAN (spaces ignored), every
// word of counterparty, purpose and type, both balances, the account's
// IBAN and the bank (in capitals without umlauts where the layout prints
// so).
func checkHGPrinted(t *testing.T, l string, seed uint64, st *Statement, text, what string) {
	t.Helper()
	checkPrinted(t, l, seed, st, text, what, printedForms{
		amount: func(a german.Cents, balance bool) string { return hgAmount(l, a, balance) },
		date:   func(d german.Date, _ bool) string { return hgDate(l, d) },
		head:   [][]string{{st.Truth.IBAN}, {st.Truth.Bank, hgCaps(st.Truth.Bank)}},
	})
}

// hgText is the text of st as the tests read it without rendering: the
// items of its pages (and its letterhead), or the HTML's text.
func hgText(st *Statement) string {
	if st.Tool == "wkhtmltopdf" {
		return hjText(st.Source)
	}
	text := hiText(st)
	for _, it := range st.Letterhead {
		text += it.Text + "\n"
	}
	return text
}

var hgDayRE = regexp.MustCompile(`^\d\d\.\d\d\.`)

// hgConventions reports the conventions statement st shows.
func hgConventions(t *testing.T, l string, seed uint64, st *Statement, text string, has func(string, bool)) {
	tx := st.Truth.Transactions
	start, _ := german.ParseDate(st.Truth.PeriodStart)
	end, _ := german.ParseDate(st.Truth.PeriodEnd)
	for _, x := range tx {
		has("no remittance", x.Purpose == "" && x.Counterparty != "" && !strings.HasPrefix(x.Amount, "-"))
	}
	switch l {
	case "hg-apobank":
		has("letterhead xobject", st.Tool == "qpdf" && len(st.Letterhead) > 3 && !strings.Contains(hiText(st), "Die Bank für Heilberufe"))
		has("staffel", strings.Contains(text, "Zinsstaffel zum Rechnungsabschluss") && strings.Contains(text, "Summe Rechnungsabschluss"))
		has("no staffel", !strings.Contains(text, "Zinsstaffel"))
		has("continued", strings.Contains(text, "Fortsetzung auf Seite 2"))
		for _, x := range tx {
			has("two-line name", slices.ContainsFunc(hgKV, func(k string) bool { _, n := hgName(k); return n == x.Counterparty }))
			has("invoice in purpose", regexp.MustCompile(`^RE \d+ vom \d\d\.\d\d\.\d{4} über [\d.]+,\d\d EUR abzgl\. 2 % Skonto$`).MatchString(x.Purpose))
			has("fee in purpose", strings.Contains(x.Purpose, " abzgl. Gebühr "))
			has("abschluss", x.BookingText == "Abschluss" && x.Counterparty == "" && strings.HasPrefix(x.Amount, "-"))
			has("own transfer", x.BookingText == "Umbuchung" && x.Counterparty != "" && strings.Contains(text, x.Counterparty+"\nKontoauszug Nr. "))
			if strings.Contains(x.Purpose, "SVWZ+") || strings.Contains(x.Purpose, "EREF+") {
				t.Errorf("%s/%d: a tag in the purpose: %+v", l, seed, x)
			}
		}
		if strings.Contains(text, "Zinsstaffel") && (end.Month%3 != 0 || tx[len(tx)-1].BookingText != "Abschluss") {
			t.Errorf("%s/%d: a Zinsstaffel without the quarter's Abschluss", l, seed)
		}
	case "hg-ksk":
		has("enscript", st.Tool == "enscript" && slices.ContainsFunc(st.ToolArgs, func(a string) bool { return strings.Contains(a, "BLATT $% VON $=") }))
		has("courier 9", slices.Contains(st.ToolArgs, "Courier9"))
		has("courier 8.5", slices.Contains(st.ToolArgs, "Courier8.5"))
		has("uebertrag", strings.Contains(text, "UEBERTRAG VON BLATT 1"))
		has("split", hiSplit(st, func(s string) bool { return strings.Contains(s, "UEBERTRAG VON BLATT") }, 1, func(s string) bool {
			return hgDayRE.MatchString(s) || strings.HasPrefix(s, "---")
		}))
		for _, x := range tx {
			has("storno", strings.HasPrefix(x.BookingText, "STORNO ") && !strings.HasPrefix(x.Amount, "-") && strings.HasPrefix(x.Purpose, "STORNO DER BUCHUNG VOM "))
			has("return", x.BookingText == "RUECKLASTSCHRIFT" && x.Counterparty != "" && !strings.HasPrefix(x.Amount, "-"))
			has("return fee", x.BookingText == "ENTGELT" && strings.HasPrefix(x.Purpose, "ENTGELT RUECKLASTSCHRIFT") && x.Counterparty == "")
			if x.Counterparty != strings.ToUpper(x.Counterparty) || strings.ContainsAny(x.Purpose+x.Counterparty, "äöüÄÖÜß") {
				t.Errorf("%s/%d: not in the mainframe's capitals: %+v", l, seed, x)
			}
		}
		if strings.Contains(st.Source, "\f\f") || strings.HasSuffix(st.Source, "\f") {
			t.Errorf("%s/%d: an empty page in the listing", l, seed)
		}
		for p, pg := range strings.Split(st.Source, "\f") {
			if n := strings.Count(pg, "\n") + 1; n > 72 {
				t.Errorf("%s/%d: listing page %d has %d lines", l, seed, p+1, n)
			}
		}
	case "hg-dsl":
		has("mutool", st.Tool == "mutool" && strings.Count(st.Source, "%%Font F1 Helvetica") == len(st.Pages))
		has("year", start.Day == 1 && start.Month == 1 && end.Day == 31 && end.Month == 12 && start.Year == end.Year)
		first, last := "", ""
		for _, it := range st.Pages[0].Items {
			first += it.Text + "\n"
		}
		for _, it := range st.Pages[len(st.Pages)-1].Items {
			last += it.Text + "\n"
		}
		has("cover letter", strings.Contains(first, "Sehr geehrte") && !strings.Contains(first, "Saldo per"))
		has("legal page", strings.Contains(last, "Wichtige Hinweise") && !strings.Contains(last, "Saldo per") && !strings.Contains(last, "Zinsen 0"))
		has("rate change", strings.Contains(text, "(Änderung des Tilgungssatzes)"))
		zins, rate := 0, 0
		for _, x := range tx {
			switch x.BookingText {
			case "Zinsen":
				zins++
				if !strings.HasPrefix(x.Amount, "-") || x.Counterparty != "" {
					t.Errorf("%s/%d: interest %+v", l, seed, x)
				}
			case "Zahlungseingang Rate":
				rate++
				if strings.HasPrefix(x.Amount, "-") || x.Counterparty != "" {
					t.Errorf("%s/%d: rate %+v", l, seed, x)
				}
			}
			has("sondertilgung", x.BookingText == "Sondertilgung" && x.Counterparty != "" && x.IBAN != "" && !strings.HasPrefix(x.Amount, "-"))
		}
		if zins != 12 || rate != 12 {
			t.Errorf("%s/%d: %d interest and %d rate rows, want 12 each", l, seed, zins, rate)
		}
		if !strings.HasPrefix(st.Truth.Opening, "-") || !strings.HasPrefix(st.Truth.Closing, "-") {
			t.Errorf("%s/%d: a loan not in debt: %s → %s", l, seed, st.Truth.Opening, st.Truth.Closing)
		}
	case "hg-norisbank":
		has("letter", slices.Contains(st.ToolArgs, "Letter"))
		has("newest first", newestFirstHJ(tx))
		has("pending", strings.Contains(text, "Vorgemerkte Umsätze") && strings.Contains(text, "vorgemerkt"))
		has("pending on top", strings.Contains(st.Source, "<tbody>\n<tr class=\"pend\"><td><i>vorgemerkt</i>"))
		has("no pending", !strings.Contains(text, "vorgemerkt"))
		has("category", strings.Contains(text, "Kategorie") && strings.Contains(text, "Lebensmittel"))
	case "hg-naspa":
		twoUp := false
		for _, p := range st.Pages {
			for _, it := range p.Items {
				twoUp = twoUp || it.X > PageH/2
			}
		}
		has("two-up", twoUp && strings.Contains(st.PostScript, "<< /PageSize [841.89 595.28] >>"))
		has("half sheet", strings.Count(text, "Blatt ")%2 == 1)
		frames := 0
		for _, p := range st.Pages {
			for _, sh := range p.Shapes {
				if sh.Kind == "box" {
					frames++
				}
			}
		}
		has("frames", frames == strings.Count(text, "Blatt "))
		has("no frames", frames == 0)
		has("entgeltaufstellung", strings.Contains(text, "Entgeltaufstellung für das Jahr") && strings.Contains(text, "§ 10 Zahlungskontengesetz"))
	case "hg-advanzia":
		has("lu iban", strings.HasPrefix(st.Truth.IBAN, "LU") && german.ValidIBAN(st.Truth.IBAN))
		has("credit balance", !strings.HasPrefix(st.Truth.Opening, "-"))
		for _, x := range tx {
			has("fx", x.Counterparty != "" && strings.Contains(x.Purpose, " Kurs "))
			has("refund", x.BookingText == "Gutschrift" && x.Counterparty != "" && !strings.HasPrefix(x.Amount, "-"))
			has("payment", x.Purpose == "Ihre Zahlung - Vielen Dank" && x.Counterparty == "" && !strings.HasPrefix(x.Amount, "-"))
			has("interest", strings.HasPrefix(x.Purpose, "Sollzinsen ") && strings.HasPrefix(x.Amount, "-"))
			has("transaction date before booking", x.ValueDate != x.BookingDate)
		}
	case "hg-vrbank":
		has("a5", strings.Contains(st.PostScript, "<< /PageSize [419.53 595.28] >>"))
		has("uebertrag", strings.Contains(text, "Übertrag von Blatt 1"))
		for _, x := range tx {
			has("long name", len([]rune(x.Counterparty)) > 40)
			has("cash deposit", x.BookingText == "Bareinzahlung" && x.Counterparty == "")
		}
	}
}

// TestSealed19: the hg-* layouts over the eval's first 30 digital seeds
// and ten scan seeds with a cap: new names, deterministic (truth, pages,
// tool input, PostScript), made by their producer on 1–6 pages (the
// wkhtmltopdf one without pages until printed), the truth holds the
// batch checks, every truth value stands in the text in the layout's
// form, and each layout's conventions appear.
func TestSealed19(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Sealed19Layouts() {
		checkOwnBatch(t, l, "hg-")
		prod, ok := hgProducer[l]
		if !ok {
			t.Fatalf("%s: no producer", l)
		}
		for i := range 40 {
			st, st2, seed, opt := generateTwice(t, l, i, 26000, 26500)
			checkTwice(t, l, seed, st, st2, opt)
			switch prod {
			case "ps":
				if st.PostScript == "" || st.Tool != "" {
					t.Errorf("%s/%d: want PostScript", l, seed)
				}
			case "fpdf":
				if st.PostScript != "" || st.Tool != "" || st.HTML != "" || st.Font != "" {
					t.Errorf("%s/%d: want core fpdf", l, seed)
				}
			default:
				if st.Tool != prod || st.HTML != "" || st.PostScript != "" {
					t.Errorf("%s/%d: tool %q, want %s", l, seed, st.Tool, prod)
				}
				if prod != "qpdf" && st.Source == "" {
					t.Errorf("%s/%d: no source for %s", l, seed, prod)
				}
			}
			if prod == "wkhtmltopdf" {
				if len(st.Pages) != 0 || st.Truth.Pages != 0 {
					t.Fatalf("%s/%d: want a print without pages yet", l, seed)
				}
			} else if n := len(st.Pages); n < 1 || n > 6 || st.Truth.Pages != n {
				t.Errorf("%s/%d: %d pages, Truth.Pages %d", l, seed, n, st.Truth.Pages)
			}
			text := hgText(st)
			checkHJTruth(t, l, seed, st)
			checkHGPrinted(t, l, seed, st, text, "items")
			hgConventions(t, l, seed, st, text, func(what string, ok bool) {
				if ok {
					seen[l+" "+what] = true
				}
			})
		}
	}
	for _, k := range []string{
		"hg-apobank letterhead xobject", "hg-apobank staffel", "hg-apobank no staffel", "hg-apobank continued", "hg-apobank two-line name",
		"hg-apobank invoice in purpose", "hg-apobank fee in purpose", "hg-apobank abschluss", "hg-apobank own transfer", "hg-apobank no remittance",
		"hg-ksk enscript", "hg-ksk courier 9", "hg-ksk courier 8.5", "hg-ksk uebertrag", "hg-ksk split", "hg-ksk storno", "hg-ksk return", "hg-ksk return fee",
		"hg-dsl mutool", "hg-dsl year", "hg-dsl cover letter", "hg-dsl legal page", "hg-dsl rate change", "hg-dsl sondertilgung",
		"hg-norisbank letter", "hg-norisbank newest first", "hg-norisbank pending", "hg-norisbank pending on top", "hg-norisbank no pending", "hg-norisbank category",
		"hg-naspa two-up", "hg-naspa half sheet", "hg-naspa frames", "hg-naspa no frames", "hg-naspa entgeltaufstellung",
		"hg-advanzia lu iban", "hg-advanzia credit balance", "hg-advanzia fx", "hg-advanzia refund", "hg-advanzia payment", "hg-advanzia interest",
		"hg-advanzia transaction date before booking",
		"hg-vrbank a5", "hg-vrbank uebertrag", "hg-vrbank long name", "hg-vrbank cash deposit",
	} {
		if !seen[k] {
			t.Errorf("%s: never seen", k)
		}
	}
}

// TestSealed19NotBookings: what the layouts print besides the bookings
// stays out of the truth: norisbank's pending payments, the Zinsstaffel's
// rows, the Entgeltaufstellung's sums.
func TestSealed19NotBookings(t *testing.T) {
	pending, staffel, entgelt := 0, 0, 0
	for seed := uint64(26000); seed < 26030; seed++ {
		st, err := Generate("hg-norisbank", seed)
		if err != nil {
			t.Fatal(err)
		}
		sec := regexp.MustCompile(`<td>(\d\d\.\d\d\.\d{4})</td><td>Kartenzahlung</td><td>([^<]+)</td><td>vorgemerkt</td><td class="n">([^<]+)</td>`).FindAllStringSubmatch(st.Source, -1)
		top := regexp.MustCompile(`<td><i>vorgemerkt</i></td><td>(\d\d\.\d\d\.\d{4})</td><td>Kartenzahlung</td><td>([^<]+)</td><td></td><td>[^<]*</td><td class="n">([^<]+)</td>`).FindAllStringSubmatch(st.Source, -1)
		if strings.Count(st.Source, "<td>vorgemerkt</td>")+strings.Count(st.Source, "<i>vorgemerkt</i>") != len(sec)+len(top) {
			t.Errorf("hg-norisbank/%d: pending rows not all matched", seed)
		}
		for _, m := range append(sec, top...) {
			pending++
			for _, x := range st.Truth.Transactions {
				if x.Amount == m[3] && x.BookingDate == m[1] {
					t.Errorf("hg-norisbank/%d: pending %v in the truth: %+v", seed, m[1:], x)
				}
			}
		}
		for _, l := range []string{"hg-apobank", "hg-naspa"} {
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			text := hiText(st)
			if strings.Contains(text, "Zinsstaffel zum") {
				staffel++
			}
			if strings.Contains(text, "Entgeltaufstellung") {
				entgelt++
				if strings.Count(text, "Gesamtbetrag der Entgelte") != 1 {
					t.Errorf("%s/%d: the fee statement's total missing", l, seed)
				}
			}
			for _, x := range st.Truth.Transactions {
				if x.BookingText == "" || strings.Contains(x.Purpose, "Gesamtbetrag") || strings.Contains(x.Purpose, "Zinsstaffel zum") {
					t.Errorf("%s/%d: a non-booking in the truth: %+v", l, seed, x)
				}
			}
		}
	}
	if pending < 10 || staffel < 3 || entgelt < 2 {
		t.Errorf("pending %d, staffel %d, entgelt %d: too few to check", pending, staffel, entgelt)
	}
}

// TestSealed19Staffel: the Abschluss is the Zinsstaffel's interest plus
// three months' fee, and the staffel's days cover the quarter.
func TestSealed19Staffel(t *testing.T) {
	n := 0
	for seed := uint64(26000); seed < 26040; seed++ {
		st, err := Generate("hg-apobank", seed)
		if err != nil {
			t.Fatal(err)
		}
		text := hiText(st)
		if !strings.Contains(text, "Zinsstaffel zum") {
			continue
		}
		n++
		end, _ := german.ParseDate(st.Truth.PeriodEnd)
		qs := german.D(end.Year, end.Month-2, 1)
		var items []Item
		for _, p := range st.Pages {
			items = append(items, p.Items...)
		}
		days := 0
		var zins german.Cents
		for i, it := range items {
			if _, err := german.ParseDate(it.Text); err == nil && i+5 < len(items) && strings.HasSuffix(items[i+4].Text, " %") {
				if _, err := german.ParseDate(items[i+1].Text); err == nil {
					var k int
					fmt.Sscan(items[i+3].Text, &k)
					days += k
					z, _ := german.ParseAmount(items[i+5].Text)
					zins += z
				}
			}
		}
		if want := end.Sub(qs) + 1; days != want {
			t.Errorf("hg-apobank/%d: staffel covers %d days, quarter %d", seed, days, want)
		}
		last := st.Truth.Transactions[len(st.Truth.Transactions)-1]
		a, _ := german.ParseAmount(last.Amount)
		if fee := -a - zins; !strings.Contains(text, "Sollzinsen\n"+zins.String()) || fee != 3*1490 && fee != 3*1990 && fee != 3*2490 {
			t.Errorf("hg-apobank/%d: staffel interest %v, Abschluss %v", seed, zins, a)
		}
	}
	if n < 5 {
		t.Errorf("only %d statements with a Zinsstaffel", n)
	}
}

// hgTools skips when the hg-* producers cannot run here.
func hgTools(t *testing.T) {
	t.Helper()
	for _, c := range []string{"enscript", "mutool", "wkhtmltopdf", "qpdf", "gs"} {
		if m := ToolMissing(c); m != "" {
			t.Skip(m)
		}
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
}

// TestSealed19PDF renders the hg-* layouts with their producers and reads
// them back with pdftotext -tsv, as the intake does: the bytes repeat,
// the producer is the layout's, the page size is the layout's (Letter,
// A4 landscape sheets, A5), the page count matches, and every truth value
// stands in the extracted text.
func TestSealed19PDF(t *testing.T) {
	hgTools(t)
	eachPDF(t, Sealed19Layouts(), []uint64{26000, 26001, 26002, 26003, 26501}, 26500, func(l string, seed uint64, opt Options, st *Statement, b []byte) {
		st2, _ := GenerateWith(l, seed, opt)
		again, err := st2.PDF()
		// wkhtmltopdf's bytes repeat through the print cache only.
		if err != nil || !bytes.Equal(b, again) && (l != "hg-norisbank" || PrintCacheDir() != "") {
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
			"hg-apobank":   `(?s)Producer:\s+FPDF.*Optimized:\s+yes`,
			"hg-ksk":       `(?s)Creator:\s+GNU Enscript.*Producer:\s+GPL Ghostscript`,
			"hg-norisbank": `(?s)Creator:\s+wkhtmltopdf.*Producer:\s+Qt`,
			"hg-naspa":     `(?s)Creator:\s+cups-pdf.*Producer:\s+GPL Ghostscript`,
			"hg-advanzia":  `(?s)Producer:\s+FPDF.*Optimized:\s+no`,
			"hg-vrbank":    `Producer:\s+GPL Ghostscript`,
		}[l]
		if want != "" && !regexp.MustCompile(want).MatchString(info) {
			t.Errorf("%s/%d: producer: %s", l, seed, info)
		}
		if l == "hg-dsl" && (strings.Contains(info, "Producer:") || !bytes.HasPrefix(b, []byte("%PDF-"))) {
			t.Errorf("%s/%d: not mutool's bare document: %s", l, seed, info)
		}
		size := map[string]string{"hg-norisbank": `612 x 792 pts`, "hg-naspa": `841.89 x 595.28 pts`, "hg-vrbank": `419.53 x 595.28 pts`}[l]
		if size == "" {
			size = `59[45](\.28)? x 84[12](\.89)? pts`
		}
		sizes := regexp.MustCompile(`Page +\d+ size:[^\n]*`).FindAllString(info, -1)
		for _, s := range sizes {
			if !regexp.MustCompile(size).MatchString(s) {
				t.Errorf("%s/%d: %s, want %s", l, seed, s, size)
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
		if l == "hg-norisbank" {
			for p, pt := range strings.Split(strings.TrimSuffix(text, "\f"), "\f") {
				if p == 0 && !strings.Contains(pt, "Buchungstag") {
					t.Errorf("%s/%d: page 1 without the table head", l, seed)
				}
			}
		}
		checkHGPrinted(t, l, seed, st, text, "pdftotext")
	})
}

// TestSealed19XObject: apoBank's letterhead is one form XObject the pages
// share (before qpdf packs it into object streams), and qpdf linearizes.
func TestSealed19XObject(t *testing.T) {
	hgTools(t)
	st, err := Generate("hg-apobank", 26001)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := st.xobjectPDF()
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(raw, []byte("/Subtype /Form")); n != 1 {
		t.Errorf("%d form XObjects, want the letterhead once", n)
	}
	dir := t.TempDir()
	in, out := dir+"/raw.pdf", dir+"/qdf.pdf"
	if err := os.WriteFile(in, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := exec.Command("qpdf", "--qdf", "--object-streams=disable", in, out).Run(); err != nil {
		t.Fatal(err)
	}
	qdf, _ := os.ReadFile(out)
	if n := len(regexp.MustCompile(`/TPL\w+ Do`).FindAll(qdf, -1)); n != st.Truth.Pages {
		t.Errorf("the letterhead drawn %d times on %d pages", n, st.Truth.Pages)
	}
	b, err := st.PDF()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b[:min(len(b), 1024)], []byte("/Linearized")) || !bytes.Contains(b, []byte("/ObjStm")) {
		t.Error("not linearized with object streams")
	}
}

// TestSealed19Scan: the scan variant renders the enscript listing, the
// A5 statement, the two-up sheets and the wkhtmltopdf print: an
// image-only PDF of Truth.Pages pages or, for one page, a JPEG.
func TestSealed19Scan(t *testing.T) {
	hgTools(t)
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed")
	}
	checkScanShape(t, 26500, []string{"hg-ksk", "hg-vrbank", "hg-naspa", "hg-norisbank"})
}

// TestSealed19Document: Document refuses the tool-made statements (their
// words are known only from the PDF) and measures the fpdf one.
func TestSealed19Document(t *testing.T) {
	st, _ := Generate("hg-advanzia", 26000)
	if doc := st.Document(); len(doc.Pages) != st.Truth.Pages {
		t.Errorf("hg-advanzia: %d document pages, %d pages", len(doc.Pages), st.Truth.Pages)
	}
	for _, l := range []string{"hg-ksk", "hg-dsl", "hg-apobank"} {
		st, _ := Generate(l, 26000)
		checkDocumentPanics(t, l, st)
	}
}

// TestSealed19Cap: with the scan variants' cap every layout stays within
// it over a hundred scan seeds, the rows the layout adds (a Storno, a
// return and its fee, the Abschluss, the card's payment and interest)
// included, on 1–6 pages.
func TestSealed19Cap(t *testing.T) {
	checkScanCap(t, scanCap{layouts: Sealed19Layouts(), seed: 26500, unpaged: layoutIs("hg-norisbank")})
}

// TestSealed19Carry: the balance carried over a page break ("UEBERTRAG",
// "Übertrag auf/von Blatt") is one of the running balances, the same at
// the foot of a page and the head of the next, on the Kreissparkasse
// listing and the club's A5 statement.
func TestSealed19Carry(t *testing.T) {
	n := 0
	for _, l := range []string{"hg-ksk", "hg-vrbank"} {
		for seed := uint64(26000); seed < 26030; seed++ {
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			open, _ := german.ParseAmount(st.Truth.Opening)
			bals := map[string]bool{hgSH(open): true}
			for _, x := range st.Truth.Transactions {
				a, _ := german.ParseAmount(x.Amount)
				open += a
				bals[hgSH(open)] = true
			}
			var out, in []string
			for _, p := range st.Pages {
				for k, it := range p.Items {
					v := ""
					switch {
					case l == "hg-ksk" && strings.Contains(it.Text, "UEBERTRAG "):
						f := strings.Fields(it.Text)
						v = f[len(f)-2] + " " + f[len(f)-1]
					case l == "hg-vrbank" && strings.HasPrefix(it.Text, "Übertrag ") && k+1 < len(p.Items):
						v = p.Items[k+1].Text
					default:
						continue
					}
					if !bals[v] {
						t.Errorf("%s/%d: carried %q is no running balance", l, seed, v)
					}
					if strings.Contains(it.Text, "AUF BLATT") || strings.Contains(it.Text, "auf Blatt") {
						out = append(out, v)
					} else {
						in = append(in, v)
					}
				}
			}
			if !slices.Equal(out, in) {
				t.Errorf("%s/%d: carried out %v, in %v", l, seed, out, in)
			}
			n += len(out)
		}
	}
	if n < 20 {
		t.Errorf("only %d page carries", n)
	}
}
