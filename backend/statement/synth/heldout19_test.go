package synth

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"papierkram/backend/german"
)

// hhAmount is how layout l prints the amount a of a booking (balance:
// an opening or closing balance).
func hhAmount(l string, a german.Cents, balance bool) string {
	switch l {
	case "hh-evbank":
		return pos(a).String()
	case "hh-milesmore":
		return hhSign(a)
	case "hh-mlp":
		if a > 0 && !balance {
			return "+" + hhSpace(a)
		}
		return hhSpace(a)
	case "hh-finom":
		return strings.ReplaceAll(hhFinom(a), "\u00a0", " ")
	case "hh-wuestenrot":
		return hhSH(a)
	}
	return a.String() // skatbank, flatex
}

// hhDate is how layout l prints a booking date (value: a value date).
func hhDate(l string, d german.Date, value bool) string {
	switch l {
	case "hh-milesmore":
		return dm(d)
	case "hh-mlp":
		if value {
			return dm(d)
		}
		return hhWday(d)
	case "hh-finom":
		return hhISO(d)
	}
	return d.String()
}

// checkHHPrinted: every truth value of st stands in text in the layout's
// form: booking and value date, amount, the IBAN (spaces ignored), every
// word of counterparty, purpose and type, both balances, the account's
// IBAN and the bank.
func checkHHPrinted(t *testing.T, l string, seed uint64, st *Statement, text, what string) {
	t.Helper()
	checkPrinted(t, l, seed, st, text, what, printedForms{
		amount: func(a german.Cents, balance bool) string { return hhAmount(l, a, balance) },
		date:   func(d german.Date, value bool) string { return hhDate(l, d, value) },
		head:   [][]string{{st.Truth.IBAN}, {st.Truth.Bank}},
	})
}

// hhGen draws layout l's bookings as GenerateWith does, for the checks
// that need the generator's own state (a Sammler's items).
func hhGen(l string, seed uint64, o Options) *gen {
	g := &gen{r: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15^uint64(len(l)))), layout: l, opt: o}
	g.setup()
	g.transactions()
	g.sealed18Setup()
	return g
}

// hhConventions reports the conventions statement st shows.
func hhConventions(t *testing.T, l string, seed uint64, st *Statement, text string, capped bool, has func(string, bool)) {
	tx := st.Truth.Transactions
	start, _ := german.ParseDate(st.Truth.PeriodStart)
	end, _ := german.ParseDate(st.Truth.PeriodEnd)
	shapes := map[string]int{}
	for _, p := range st.Pages {
		for _, s := range p.Shapes {
			shapes[s.Kind]++
		}
	}
	switch l {
	case "hh-finom", "hh-evbank", "hh-skatbank":
		for _, x := range tx {
			has("no remittance", x.Purpose == "" && x.Counterparty != "" && !strings.HasPrefix(x.Amount, "-"))
		}
	}
	switch l {
	case "hh-skatbank":
		has("landscape", strings.Contains(st.PostScript, "<< /PageSize [841.89 595.28] >>") && !strings.Contains(st.PostScript, "[595.28 841.89]"))
		has("xshow", strings.Contains(st.PostScript, "] ") && strings.Contains(st.PostScript, " XL\n"))
		has("newest first", newestFirstHJ(tx))
		has("oldest first", len(tx) > 2 && !newestFirstHJ(tx))
		has("sepa stream", strings.Contains(text, "SVWZ+"))
		has("labelled refs", strings.Contains(text, "\nMREF: "))
		has("shaded rows", shapes["fill"] > 2)
		has("sammler items", strings.Contains(text, "\nEinzelposten 1/"))
		for _, x := range tx {
			has("sammler", x.BookingText == "Sammel-Überweisung" && x.Counterparty == "" && strings.HasPrefix(x.Amount, "-"))
			has("abschluss", x.BookingText == "Abschluss" && x.Counterparty == "")
			has("gvc", x.BookingText == "Basislastschrift" && strings.Contains(text, "\n105\n"))
		}
	case "hh-evbank":
		has("troff", strings.Contains(st.Troff, ".bp\n") || len(st.Pages) == 1)
		has("rules", shapes["line"] >= 2*len(st.Pages))
		has("hairlines", shapes["line"] >= 2*len(st.Pages)+len(tx))
		has("items", strings.Contains(text, "Einzelposten") && strings.Contains(text, "Mandat MITGL-"))
		for _, x := range tx {
			has("sammellastschrift", x.BookingText == "SEPA-Sammellastschrift" && x.Counterparty == "" && !strings.HasPrefix(x.Amount, "-"))
			has("sammelueberweisung", x.BookingText == "SEPA-Sammelüberweisung" && x.Counterparty == "" && strings.HasPrefix(x.Amount, "-"))
			has("return", x.BookingText == "Rücklastschrift" && x.Counterparty != "" && strings.HasPrefix(x.Amount, "-"))
			if slices.Contains(hhMembers, x.Counterparty) && x.BookingText != "Rücklastschrift" {
				t.Errorf("%s/%d: a Sammler item in the truth: %+v", l, seed, x)
			}
		}
		has("split", hiSplit(st, func(s string) bool { return strings.HasPrefix(s, "Übertrag von Blatt ") }, 2, func(s string) bool {
			_, err := german.ParseDate(s)
			return err == nil
		}))
	case "hh-milesmore":
		has("boxes and shading", shapes["box"] >= 2 && shapes["fill"] > 2)
		has("crosses the year", start.Year != end.Year)
		for _, x := range tx {
			has("fee row", strings.HasPrefix(x.Purpose, "Auslandseinsatzentgelt 1,95 % von ") && x.Counterparty == "")
			has("fx", x.Counterparty != "" && strings.Contains(x.Purpose, " Kurs "))
			has("settlement", strings.HasPrefix(x.Purpose, "Ausgleich Abrechnung vom ") && !strings.HasPrefix(x.Amount, "-"))
			has("refund", x.BookingText == "Gutschrift" && x.Counterparty != "" && !strings.HasPrefix(x.Amount, "-"))
			has("receipt before booking", x.ValueDate != "" && x.ValueDate != x.BookingDate)
		}
		has("miles box", strings.Contains(text, "Meilenstand") && strings.Contains(text, "Referenzkonto"))
		has("credit carried over", !strings.HasPrefix(st.Truth.Opening, "-") && !strings.Contains(text, "Ausgleich Abrechnung"))
	case "hh-mlp":
		has("words", strings.Contains(st.PostScript, ") (") && strings.Contains(st.PostScript, "] "))
		has("day balance", strings.Contains(text, "Kontostand am "+hhWday(end)) || regexp.MustCompile(`Kontostand am (Mo|Di|Mi|Do|Fr) \d\d\.\d\d\.\d{4}`).MatchString(text))
		has("tagessaldo", strings.Contains(text, "\nTagessaldo "))
		has("split", hiSplit(st, func(s string) bool { return s == "Betrag EUR" }, 1, func(s string) bool {
			// a booking's first line or a day's balance
			return regexp.MustCompile(`^(Mo|Di|Mi|Do|Fr) \d\d\.\d\d\.$|^Kontostand am |^Tagessaldo `).MatchString(s)
		}))
		has("day balance heads a page", hiSplit(st, func(s string) bool { return s == "Betrag EUR" }, 1, func(s string) bool {
			return !strings.HasPrefix(s, "Kontostand am ") && !strings.HasPrefix(s, "Tagessaldo ")
		}))
		for _, x := range tx {
			a, _ := german.ParseAmount(x.Amount)
			has("space thousands", pos(a) >= 100000 && strings.Contains(text, hhSpace(a)))
			bd, _ := german.ParseDate(x.BookingDate)
			if wd := bd.Weekday(); wd == 0 || wd == 6 {
				t.Errorf("%s/%d: booked on a weekend: %+v", l, seed, x)
			}
		}
	case "hh-flatex":
		has("boxed cells", shapes["box"] >= 6*(len(tx)+2))
		has("quarter", start.Month%3 == 1 && end.Month == start.Month+2)
		for _, x := range tx {
			has("kapitalertragsteuer", x.BookingText == "Kapitalertragsteuer" && strings.HasPrefix(x.Amount, "-"))
			has("kirchensteuer", x.BookingText == "Kirchensteuer")
			has("interest", x.BookingText == "Habenzinsen" && !strings.HasPrefix(x.Amount, "-"))
			has("own transfer", x.Counterparty != "" && x.IBAN != "" && x.BookingText == "Überweisung")
			has("settles later", x.ValueDate != x.BookingDate)
		}
		bal, _ := german.ParseAmount(st.Truth.Opening)
		for _, x := range tx {
			a, _ := german.ParseAmount(x.Amount)
			if bal += a; bal < 0 && x.BookingText != "Kapitalertragsteuer" {
				t.Errorf("%s/%d: the cash account overdrawn after %+v", l, seed, x)
				break
			}
		}
	case "hh-finom":
		has("iso dates", strings.Contains(text, hhISO(end)))
		has("unicode minus", strings.Contains(st.HTML, "\u2212"))
		for _, x := range tx {
			has("fx", strings.Contains(x.Purpose, " USD · 1 EUR = "))
			has("bank posting", x.Counterparty == "" && (x.BookingText == "Gebühr" || x.BookingText == "Cashback"))
			if x.ValueDate != "" {
				t.Errorf("%s/%d: a value date though none is printed: %+v", l, seed, x)
			}
		}
	case "hh-wuestenrot":
		has("ashow", strings.Contains(st.PostScript, " AL\n") && strings.Contains(st.PostScript, "NimbusSansNarrow"))
		has("split", hiSplit(st, func(s string) bool { return strings.HasPrefix(s, "Übertrag von Blatt ") }, 2, func(s string) bool {
			_, err := german.ParseDate(s)
			return err == nil
		}))
		abs := false
		for _, x := range tx {
			abs = abs || x.BookingText == "Rechnungsabschluss"
			has("abschluss", x.BookingText == "Rechnungsabschluss" && x.Counterparty == "" && strings.HasPrefix(x.Purpose, "Abrechnung ") &&
				strings.Contains(text, "Summe Rechnungsabschluss") && strings.Contains(text, "Kontoführungsentgelt 3 x "))
		}
		has("no abschluss", !abs && !strings.Contains(text, "Summe Rechnungsabschluss"))
	}
}

// TestSealed18: the hh-* layouts over the eval's first 30 digital seeds
// and ten scan seeds with a cap: new names, deterministic (truth, pages,
// PostScript, troff, HTML), drawn by their producer on 1–6 pages (the
// HTML one without pages until printed), the truth holds the batch
// checks (dates in the period, valid IBANs, no duplicates, opening + Σ
// = closing, no labels), every truth value stands in the text in the
// layout's form, and each layout's conventions appear.
func TestSealed18(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Sealed18Layouts() {
		checkOwnBatch(t, l, "hh-")
		prod, ok := hhProducer[l]
		if !ok {
			t.Fatalf("%s: no producer", l)
		}
		for i := range 40 {
			st, st2, seed, opt := generateTwice(t, l, i, 25000, 25500)
			checkTwice(t, l, seed, st, st2, opt)
			got := map[string]bool{"ps": st.PostScript != "", "troff": st.Troff != "", "html": st.HTML != "", "dejavu": st.Font == "dejavu"}
			for k, v := range got {
				if v != (k == prod) {
					t.Errorf("%s/%d: producer %s is %v, want %s", l, seed, k, v, prod)
				}
			}
			var text string
			if prod == "html" {
				if len(st.Pages) != 0 || st.Truth.Pages != 0 {
					t.Fatalf("%s/%d: want an HTML statement without pages yet", l, seed)
				}
				text = hjText(st.HTML)
			} else {
				if n := len(st.Pages); n < 1 || n > 6 || st.Truth.Pages != n {
					t.Errorf("%s/%d: %d pages, Truth.Pages %d", l, seed, n, st.Truth.Pages)
				}
				text = hiText(st)
			}
			checkHJTruth(t, l, seed, st)
			checkHHPrinted(t, l, seed, st, text, "items")
			hhConventions(t, l, seed, st, text, opt.MaxTransactions > 0, func(what string, ok bool) {
				if ok {
					seen[l+" "+what] = true
				}
			})
		}
	}
	for _, k := range []string{
		"hh-skatbank landscape", "hh-skatbank xshow", "hh-skatbank newest first", "hh-skatbank oldest first", "hh-skatbank sepa stream",
		"hh-skatbank labelled refs", "hh-skatbank shaded rows", "hh-skatbank sammler items", "hh-skatbank sammler", "hh-skatbank abschluss", "hh-skatbank gvc",
		"hh-evbank troff", "hh-evbank rules", "hh-evbank hairlines", "hh-evbank items", "hh-evbank sammellastschrift", "hh-evbank sammelueberweisung", "hh-evbank return", "hh-evbank split",
		"hh-milesmore boxes and shading", "hh-milesmore crosses the year", "hh-milesmore fee row", "hh-milesmore fx", "hh-milesmore settlement",
		"hh-milesmore refund", "hh-milesmore receipt before booking", "hh-milesmore miles box", "hh-milesmore credit carried over",
		"hh-mlp words", "hh-mlp day balance", "hh-mlp tagessaldo", "hh-mlp space thousands", "hh-mlp split", "hh-mlp day balance heads a page",
		"hh-flatex boxed cells", "hh-flatex quarter", "hh-flatex kapitalertragsteuer", "hh-flatex kirchensteuer", "hh-flatex interest",
		"hh-flatex own transfer", "hh-flatex settles later",
		"hh-finom iso dates", "hh-finom unicode minus", "hh-finom no remittance", "hh-evbank no remittance", "hh-skatbank no remittance", "hh-finom fx", "hh-finom bank posting",
		"hh-wuestenrot ashow", "hh-wuestenrot split", "hh-wuestenrot abschluss", "hh-wuestenrot no abschluss",
	} {
		if !seen[k] {
			t.Errorf("%s: never seen", k)
		}
	}
}

// TestSealed18Sammler: a Sammler's booking is the sum of its items, the
// items are listed under it and none of them is a row of its own.
func TestSealed18Sammler(t *testing.T) {
	n := 0
	for _, l := range []string{"hh-evbank", "hh-skatbank"} {
		for seed := uint64(25000); seed < 25030; seed++ {
			g := hhGen(l, seed, Options{})
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			text := hiText(st)
			for _, x := range g.txs {
				if !strings.Contains(x.typ, "Sammel") {
					continue
				}
				items := g.hhItems(x.mref)
				var sum german.Cents
				for _, it := range items {
					sum += it.amount
					if l == "hh-evbank" && !strings.Contains(text, it.name) {
						t.Errorf("%s/%d: item %s not listed", l, seed, it.name)
					}
				}
				if len(items) < 2 || pos(x.amount) != sum {
					t.Errorf("%s/%d: Sammler %s of %v has %d items summing to %v", l, seed, x.mref, x.amount, len(items), sum)
				}
				n++
			}
		}
	}
	if n < 40 {
		t.Errorf("only %d Sammler", n)
	}
}

// hhTools skips when the PostScript layouts cannot be rendered here.
func hhTools(t *testing.T) {
	t.Helper()
	for _, c := range []string{"gs", "groff", "pdftotext"} {
		if _, err := exec.LookPath(c); err != nil {
			t.Skipf("%s not installed (make deps): the hh-* PostScript and troff layouts cannot be rendered here", c)
		}
	}
	if m := FontMissing("dejavu"); m != "" {
		t.Skip(m)
	}
}

// TestSealed18PDF renders the hh-* layouts but hh-finom and reads them
// back with pdftotext -tsv, as the intake does: the bytes repeat, the
// producer is the layout's (Ghostscript with groff's or the generator's
// PostScript; fpdf), hh-skatbank's pages are landscape, the page count
// matches, and every truth value stands in the extracted text.
func TestSealed18PDF(t *testing.T) {
	hhTools(t)
	eachPDF(t, hhPrinted(), []uint64{25000, 25001, 25002, 25003, 25004, 25005, 25501}, 25500, func(l string, seed uint64, opt Options, st *Statement, b []byte) {
		again, _ := st.PDF()
		if !bytes.Equal(b, again) {
			t.Errorf("%s/%d: PDF bytes differ between renders", l, seed)
		}
		gs := bytes.Contains(b, []byte("GPL Ghostscript"))
		switch hhProducer[l] {
		case "ps", "troff":
			if !gs {
				t.Errorf("%s/%d: not written by Ghostscript", l, seed)
			}
			if hhProducer[l] == "troff" && !bytes.Contains(b, []byte("groff")) {
				t.Errorf("%s/%d: not typeset by groff", l, seed)
			}
		default:
			if gs {
				t.Errorf("%s/%d: written by Ghostscript, want fpdf", l, seed)
			}
		}
		cmd := exec.Command("pdfinfo", "-f", "1", "-l", "99", "-")
		cmd.Stdin = bytes.NewReader(b)
		out, err := cmd.Output()
		if err != nil {
			t.Errorf("%s/%d: pdfinfo: %v", l, seed, err)
			return
		}
		landscape := regexp.MustCompile(`size:\s+841.89 x 595.28 pts`).Match(out)
		portrait := regexp.MustCompile(`size:\s+59[45](\.28)? x 84[12](\.89)? pts`).Match(out)
		if l == "hh-skatbank" && (!landscape || portrait) || l != "hh-skatbank" && (landscape || !portrait) {
			t.Errorf("%s/%d: page sizes %s", l, seed, regexp.MustCompile(`Page +\d+ size:[^\n]*`).FindAllString(string(out), -1))
		}
		text, err := hiTSV(b)
		if err != nil {
			t.Errorf("%s/%d: pdftotext: %v", l, seed, err)
			return
		}
		if n := strings.Count(text, "\f"); n != st.Truth.Pages {
			t.Errorf("%s/%d: pdftotext reads %d pages, Truth.Pages %d", l, seed, n, st.Truth.Pages)
		}
		checkHHPrinted(t, l, seed, st, text, "pdftotext")
	})
}

// TestSealed18Scan: the scan variant renders a PostScript layout (the
// landscape one) and a troff one: an image-only PDF of Truth.Pages pages
// or, for one page, a JPEG.
func TestSealed18Scan(t *testing.T) {
	hhTools(t)
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed")
	}
	checkScanShape(t, 25500, []string{"hh-skatbank", "hh-evbank"})
}

// TestSealed18Print prints hh-finom with Chromium and reads it back with
// pdftotext: 1–4 pages as Truth.Pages then says, the table head on every
// page, every truth value in the text.
func TestSealed18Print(t *testing.T) {
	if _, err := ChromiumPath(); err != nil {
		t.Skip("chromium not on PATH: hh-finom cannot be printed here")
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
	l, seed := "hh-finom", uint64(25002)
	st, err := Generate(l, seed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := st.PDF()
	if err != nil {
		t.Fatalf("%s/%d: %v", l, seed, err)
	}
	n := st.Truth.Pages
	if n < 1 || n > 4 {
		t.Errorf("%s/%d: %d pages, want 1–4", l, seed, n)
	}
	text, err := hiTSV(b)
	if err != nil {
		t.Fatalf("%s/%d: pdftotext: %v", l, seed, err)
	}
	if c := strings.Count(text, "\f"); c != n {
		t.Errorf("%s/%d: pdftotext reads %d pages, Truth.Pages %d", l, seed, c, n)
	}
	for p, pt := range strings.Split(strings.TrimSuffix(text, "\f"), "\f") {
		if !strings.Contains(pt, "GEGENPARTEI") {
			t.Errorf("%s/%d: page %d without the table head", l, seed, p+1)
		}
	}
	checkHHPrinted(t, l, seed, st, text, fmt.Sprintf("pdf p%d", n))
}

// TestSealed18Shapes: pages without shapes render as before (the fpdf
// producers draw nothing extra), and a shape changes the PDF.
func TestSealed18Shapes(t *testing.T) {
	st, err := Generate("signed", 1)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := st.PDF()
	st.Pages[0].Shapes = []Shape{{Kind: "fill", X: 40, Y: 40, W: 100, H: 10, Grey: 0.9}}
	b, _ := st.PDF()
	st.Pages[0].Shapes = nil
	c, _ := st.PDF()
	if bytes.Equal(a, b) || !bytes.Equal(a, c) {
		t.Errorf("shapes: with %v, without again %v", !bytes.Equal(a, b), bytes.Equal(a, c))
	}
}

// hhPrinted lists the hh-* layouts TestSealed18PDF prints: all but the
// HTML one (hh-finom), which Chromium prints.
func hhPrinted() []string {
	var out []string
	for _, l := range Sealed18Layouts() {
		if hhProducer[l] != "html" {
			out = append(out, l)
		}
	}
	return out
}

// eachPDF generates every layout × seed and prints it, on two workers (a
// print starts a producer process), seeds from scanFrom on with the scan
// variants' booking cap as the eval draws them, and hands each statement
// and its PDF to check.
func eachPDF(t *testing.T, layouts []string, seeds []uint64, scanFrom uint64, check func(l string, seed uint64, opt Options, st *Statement, b []byte)) {
	t.Helper()
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for _, l := range layouts {
		for _, seed := range seeds {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				opt := Options{}
				if seed >= scanFrom {
					opt.MaxTransactions = 24
				}
				st, err := GenerateWith(l, seed, opt)
				if err != nil {
					t.Error(err)
					return
				}
				b, err := st.PDF()
				if err != nil {
					t.Errorf("%s/%d: %v", l, seed, err)
					return
				}
				check(l, seed, opt, st, b)
			}()
		}
	}
	wg.Wait()
}
