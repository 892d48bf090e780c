package synth

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"testing"

	"papierkram/backend/document"
	"papierkram/backend/german"
)

// hiAmount is how layout l prints the amount a (balances too).
func hiAmount(l string, a german.Cents) string {
	switch l {
	case "hi-sparda":
		return plus(a)
	case "hi-spkkad":
		return strings.TrimSpace(hiKAD(a))
	case "hi-psd":
		return pos(a).String()
	case "hi-vwbank":
		return plus(a) + " €"
	case "hi-bbbank":
		return trail(a)
	case "hi-santander":
		return "EUR " + a.String()
	}
	return a.String() + " EUR" // targo
}

// hiDate is how layout l prints a date.
func hiDate(l string, d german.Date) string {
	switch l {
	case "hi-spkkad":
		return dmy2(d)
	case "hi-vwbank":
		return hiLongDate(d)
	}
	return d.String()
}

// hiText is the text of an fpdf statement's items, one item a line.
func hiText(st *Statement) string {
	var b strings.Builder
	for _, p := range st.Pages {
		for _, it := range p.Items {
			b.WriteString(it.Text + "\n")
		}
		b.WriteString("\f")
	}
	return b.String()
}

// checkHIPrinted: every truth value of st stands in text in the layout's
// form: booking and value date, amount, the IBAN (spaces ignored), every
// word of counterparty, purpose and type, both balances.
func checkHIPrinted(t *testing.T, l string, seed uint64, st *Statement, text, what string) {
	t.Helper()
	text = hjSpaces.Replace(text)
	flat := strings.Join(strings.Fields(text), " ")
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	sq := squeeze(text)
	for _, x := range st.Truth.Transactions {
		a, _ := german.ParseAmount(x.Amount)
		bd, _ := german.ParseDate(x.BookingDate)
		want := []string{hiAmount(l, a), hiDate(l, bd)}
		if x.ValueDate != "" {
			vd, _ := german.ParseDate(x.ValueDate)
			want = append(want, hiDate(l, vd))
		}
		for _, v := range want {
			if !strings.Contains(flat, v) {
				t.Errorf("%s/%d %s: %q of %+v not printed", l, seed, what, v, x)
			}
		}
		if x.IBAN != "" && !strings.Contains(sq, squeeze(x.IBAN)) {
			t.Errorf("%s/%d %s: IBAN of %+v not printed", l, seed, what, x)
		}
		for _, f := range []string{x.Counterparty, x.Purpose, x.BookingText} {
			for _, w := range hjWords(f) {
				if !strings.Contains(sq, w) {
					t.Errorf("%s/%d %s: %q of %+v not printed", l, seed, what, w, x)
					break
				}
			}
		}
	}
	for _, b := range []string{st.Truth.Opening, st.Truth.Closing} {
		a, _ := german.ParseAmount(b)
		if !strings.Contains(flat, hiAmount(l, a)) {
			t.Errorf("%s/%d %s: balance %s not printed as %q", l, seed, what, b, hiAmount(l, a))
		}
	}
	for _, v := range []string{st.Truth.IBAN, st.Truth.Bank} {
		if !strings.Contains(sq, squeeze(v)) && !strings.Contains(sq, squeeze(strings.ToUpper(v))) {
			t.Errorf("%s/%d %s: %q not printed", l, seed, what, v)
		}
	}
}

// hiSplit reports whether a booking of an fpdf statement runs over a page
// break: on a later page, the line after the marker item (the table's
// rule, the Übertrag) does not begin with a booking date.
func hiSplit(st *Statement, marker func(string) bool, skip int, date func(string) bool) bool {
	for _, p := range st.Pages[min(1, len(st.Pages)):] {
		for k, it := range p.Items {
			if marker(it.Text) && k+skip < len(p.Items) {
				if !date(p.Items[k+skip].Text) {
					return true
				}
				break
			}
		}
	}
	return false
}

// hiConventions reports the conventions statement st shows.
func hiConventions(t *testing.T, l string, seed uint64, st *Statement, text string, capped bool, has func(string, bool)) {
	tx := st.Truth.Transactions
	for _, x := range tx {
		has("bank posting", x.Counterparty == "" && strings.EqualFold(x.BookingText, "Entgelt"))
	}
	start, _ := german.ParseDate(st.Truth.PeriodStart)
	end, _ := german.ParseDate(st.Truth.PeriodEnd)
	next := end.AddDays(1)
	switch l {
	case "hi-sparda":
		for _, x := range tx {
			has("return", x.BookingText == "Rücklastschrift" && !strings.HasPrefix(x.Amount, "-") && strings.HasPrefix(x.Purpose, "Rückgabe mangels Deckung "))
			has("return fee", x.BookingText == "Entgelt" && strings.HasPrefix(x.Purpose, "Entgelt Rücklastschrift vom "))
		}
		has("trap box", strings.Contains(text, "Verfügbarer Betrag am ") && strings.Contains(text, "p.a. ab "+next.String()) && strings.Contains(text, "Einlagensicherung"))
	case "hi-spkkad":
		for _, x := range tx {
			has("return", x.BookingText == "RÜCKLASTSCHRIFT" && !strings.HasPrefix(x.Amount, "-"))
			a, _ := german.ParseAmount(x.Amount)
			has("no thousands separator", pos(a) >= 100000 && strings.Contains(text, noThou(a)))
		}
		has("two-digit years", strings.Contains(text, dmy2(start)+" ") || strings.Contains(text, " "+dmy2(start.AddDays(-1))))
		has("split", hiSplit(st, func(s string) bool { return strings.HasPrefix(s, "-----") }, 1, func(s string) bool {
			return !strings.HasPrefix(s, " ") // a booking's first line begins with its date
		}))
		has("trap", strings.Contains(text, "AB "+dmy2(next)) && strings.Contains(text, "EINLAGENSICHERUNG"))
	case "hi-psd":
		has("svwz first", strings.Contains(text, "CRED: ") && strings.Contains(text, "\n"+strings.Repeat(" ", 24)+"SVWZ: "))
		order := func(a, b string) bool {
			lines := strings.Split(text, "\n")
			for i := 1; i < len(lines); i++ {
				if strings.Contains(lines[i-1], a) && strings.Contains(lines[i], b) {
					return true
				}
			}
			return false
		}
		has("svwz before eref", order("SVWZ: ", "EREF: "))
		has("svwz after cred", order("CRED: ", "SVWZ: "))
		has("iban before mref", order("IBAN: ", "MREF: "))
		has("trap", strings.Contains(text, "Sollzinssatz") && strings.Contains(text, "ab "+next.String()))
	case "hi-vwbank":
		has("long month names", strings.Contains(text, hiLongDate(end)) && strings.Contains(text, " "+months[end.Month-1]+" "))
		has("trap", strings.Contains(text, "gültig ab "+hiLongDate(next)) && strings.Contains(text, "Dispositionsrahmen"))
	case "hi-bbbank":
		if !capped {
			if n := len(st.Pages); n < 4 || n > 6 {
				t.Errorf("%s/%d: %d pages, want 4–6", l, seed, n)
			}
		}
		has("split", hiSplit(st, func(s string) bool { return strings.HasPrefix(s, "Übertrag von Seite ") }, 2, func(s string) bool {
			_, err := german.ParseDate(s)
			return err == nil
		}))
		has("purpose first", strings.Contains(text, "\nMandatsreferenz: ") && slices.ContainsFunc(tx, func(x TruthTx) bool {
			return x.Purpose != "" && strings.Contains(text, x.Counterparty+"\n"+x.Purpose+"\nMandatsreferenz: ")
		}))
		has("purpose after refs", slices.ContainsFunc(tx, func(x TruthTx) bool {
			return x.Purpose != "" && x.IBAN != "" && strings.Contains(text, "BIC: "+hrBIC(ibanPlain(x.IBAN))+"\n"+x.Purpose)
		}))
		has("trailing sign", strings.Contains(text, ",00-\n") || strings.Contains(text, "-\n"))
	case "hi-santander":
		has("trap", strings.Contains(text, "Verfügbarer Betrag") && strings.Contains(text, "Dispositionskredit"))
		has("two-row", strings.Contains(st.HTML, `rowspan="2"`))
	case "hi-targo":
		has("newest first", newestFirstHJ(tx))
		for _, x := range tx {
			has("storno", x.BookingText == "Storno" && !strings.HasPrefix(x.Amount, "-") && strings.HasPrefix(x.Purpose, "Storno Kartenzahlung vom "))
		}
	}
}

// TestSealed17: the hi-* layouts over the eval's first 30 digital seeds
// and ten scan seeds with a cap: new names, deterministic, the fpdf
// layouts drawn with their producer (font, glyphs) on 1–6 pages (hi-bbbank
// 4–6), the HTML ones without pages, the truth holds the batch checks
// (dates in the period, valid IBANs, no duplicates, opening + Σ = closing,
// no labels), every truth value stands in the text in the layout's form,
// and each layout's conventions appear.
func TestSealed17(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Sealed17Layouts() {
		checkOwnBatch(t, l, "hi-")
		p, isFPDF := hiFonts[l]
		for i := range 40 {
			st, st2, seed, opt := generateTwice(t, l, i, 24000, 24500)
			ja, _ := json.Marshal(st.Truth)
			jb, _ := json.Marshal(st2.Truth)
			pa, _ := json.Marshal(st.Pages)
			pb, _ := json.Marshal(st2.Pages)
			if !bytes.Equal(ja, jb) || !bytes.Equal(pa, pb) || st.HTML != st2.HTML {
				t.Errorf("%s/%d: not deterministic", l, seed)
			}
			if m := opt.MaxTransactions; m > 0 && len(st.Truth.Transactions) > m {
				t.Errorf("%s/%d: %d rows with MaxTransactions %d", l, seed, len(st.Truth.Transactions), m)
			}
			var text string
			if isFPDF {
				if st.Font != p.font || st.Glyphs != p.glyphs || st.Spacing != p.spacing || st.HTML != "" {
					t.Errorf("%s/%d: producer %q/%v/%v, want %+v", l, seed, st.Font, st.Glyphs, st.Spacing, p)
				}
				if n := len(st.Pages); n < 1 || n > 6 || st.Truth.Pages != n {
					t.Errorf("%s/%d: %d pages, Truth.Pages %d", l, seed, n, st.Truth.Pages)
				}
				text = hiText(st)
			} else {
				if st.HTML == "" || len(st.Pages) != 0 || st.Truth.Pages != 0 || st.Font != "" {
					t.Fatalf("%s/%d: want an HTML statement without pages yet", l, seed)
				}
				text = hjText(st.HTML)
			}
			checkHJTruth(t, l, seed, st)
			checkHIPrinted(t, l, seed, st, text, "items")
			hiConventions(t, l, seed, st, text, opt.MaxTransactions > 0, func(what string, ok bool) {
				if ok {
					seen[l+" "+what] = true
				}
			})
		}
	}
	for _, k := range []string{
		"hi-sparda return", "hi-sparda return fee", "hi-sparda trap box", "hi-sparda bank posting",
		"hi-spkkad return", "hi-spkkad no thousands separator", "hi-spkkad two-digit years", "hi-spkkad split", "hi-spkkad trap", "hi-spkkad bank posting",
		"hi-psd svwz first", "hi-psd svwz before eref", "hi-psd svwz after cred", "hi-psd iban before mref", "hi-psd trap",
		"hi-vwbank long month names", "hi-vwbank trap", "hi-vwbank bank posting",
		"hi-bbbank split", "hi-bbbank purpose first", "hi-bbbank purpose after refs", "hi-bbbank trailing sign",
		"hi-santander trap", "hi-santander two-row", "hi-santander bank posting",
		"hi-targo newest first", "hi-targo storno",
	} {
		if !seen[k] {
			t.Errorf("%s: never seen", k)
		}
	}
}

// hiTSV reads a PDF as the intake does (pdftotext -tsv: plain text
// output would join a line ending in a trailing minus to the next as a
// hyphenation) and returns its words, a line of them a line, "\f" after
// each page.
func hiTSV(pdf []byte) (string, error) {
	cmd := exec.CommandContext(context.Background(), "pdftotext", "-tsv", "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	pages := 0
	for _, row := range strings.Split(string(out), "\n")[1:] {
		f := strings.Split(row, "\t")
		if len(f) < 12 {
			continue
		}
		switch {
		case f[0] == "1":
			if pages > 0 {
				b.WriteString("\n\f")
			}
			pages++
		case f[0] == "4":
			b.WriteString("\n")
		case f[0] == "5":
			b.WriteString(f[11] + " ")
		}
	}
	if pages > 0 {
		b.WriteString("\n\f")
	}
	return hjSpaces.Replace(b.String()), nil
}

// hiNoOverlap: on every line of st (Document's words, measured in the
// layout's face) no two words overlap and every word stands on the page.
func hiNoOverlap(t *testing.T, l string, seed uint64, st *Statement) {
	t.Helper()
	for _, pg := range st.Document().Pages {
		lines := map[float64][]document.Word{}
		for _, w := range pg.Words {
			lines[w.Box.Y0] = append(lines[w.Box.Y0], w)
			if w.Box.X0 < 10 || w.Box.X1 > PageW-10 {
				t.Errorf("%s/%d p%d: %q beyond the page (%.1f–%.1f)", l, seed, pg.Number, w.Text, w.Box.X0, w.Box.X1)
			}
		}
		for _, ws := range lines {
			slices.SortFunc(ws, func(a, b document.Word) int { return cmp.Compare(a.Box.X0, b.Box.X0) })
			for i := 1; i < len(ws); i++ {
				if ws[i].Box.X0 < ws[i-1].Box.X1+1 {
					t.Errorf("%s/%d p%d: %q overlaps %q", l, seed, pg.Number, ws[i-1].Text, ws[i].Text)
				}
			}
		}
	}
}

// TestSealed17PDF renders the fpdf hi-* layouts and reads them back with
// pdftotext, as the intake does: the bytes repeat, the embedded-font
// layouts write Identity-H CID fonts (hi-spkkad core Courier), the page
// count matches, and every truth value stands in the extracted text;
// Document's words are the items' words.
func TestSealed17PDF(t *testing.T) {
	for _, p := range hiFonts {
		if m := FontMissing(p.font); m != "" {
			t.Skip(m)
		}
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
	for _, l := range Sealed17Layouts() {
		p, ok := hiFonts[l]
		if !ok {
			continue
		}
		for _, seed := range []uint64{24000, 24001, 24002, 24003, 24004, 24005, 24006, 24007, 24008, 24009, 24501} {
			opt := Options{}
			if seed >= 24500 {
				opt.MaxTransactions = 24
			}
			st, err := GenerateWith(l, seed, opt)
			if err != nil {
				t.Fatal(err)
			}
			b, err := st.PDF()
			if err != nil {
				t.Fatalf("%s/%d: %v", l, seed, err)
			}
			again, _ := st.PDF()
			if !bytes.Equal(b, again) {
				t.Errorf("%s/%d: PDF bytes differ between renders", l, seed)
			}
			if p.font == "courier" {
				if !bytes.Contains(b, []byte("/Courier")) {
					t.Errorf("%s/%d: no Courier font", l, seed)
				}
			} else if !bytes.Contains(b, []byte("/Identity-H")) || !bytes.Contains(b, []byte("/ToUnicode")) {
				t.Errorf("%s/%d: no Identity-H font with a ToUnicode map", l, seed)
			}
			text, err := hiTSV(b)
			if err != nil {
				t.Fatalf("%s/%d: pdftotext: %v", l, seed, err)
			}
			if n := strings.Count(text, "\f"); n != st.Truth.Pages {
				t.Errorf("%s/%d: pdftotext reads %d pages, Truth.Pages %d", l, seed, n, st.Truth.Pages)
			}
			checkHIPrinted(t, l, seed, st, text, "pdftotext")
			var words, items []string
			for _, pg := range st.Document().Pages {
				for _, w := range pg.Words {
					words = append(words, w.Text)
				}
			}
			for _, pg := range st.Pages {
				for _, it := range pg.Items {
					items = append(items, strings.Fields(it.Text)...)
				}
			}
			if !slices.Equal(words, items) {
				t.Errorf("%s/%d: Document's words are not the items' words", l, seed)
			}
			hiNoOverlap(t, l, seed, st)
		}
	}
}

// TestSealed17Print prints the browser hi-* layouts with Chromium and
// reads them back with pdftotext: 1–4 pages as Truth.Pages then says,
// hi-targo's table head on every page, every truth value in the text.
func TestSealed17Print(t *testing.T) {
	if _, err := ChromiumPath(); err != nil {
		t.Skip("chromium not on PATH: the browser-printed hi-* statements cannot be printed here")
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
	jobs := []struct {
		l    string
		seed uint64
	}{{"hi-santander", 24002}, {"hi-targo", 24000}}
	var wg sync.WaitGroup
	errs := make([]error, len(jobs))
	sts := make([]*Statement, len(jobs))
	pdfs := make([][]byte, len(jobs))
	for i, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if sts[i], errs[i] = Generate(j.l, j.seed); errs[i] == nil {
				pdfs[i], errs[i] = sts[i].PDF()
			}
		}()
	}
	wg.Wait()
	for i, j := range jobs {
		if errs[i] != nil {
			t.Fatalf("%s/%d: %v", j.l, j.seed, errs[i])
		}
		st := sts[i]
		n := st.Truth.Pages
		t.Logf("%s/%d: %d pages, %d rows", j.l, j.seed, n, len(st.Truth.Transactions))
		if n < 1 || n > 4 {
			t.Errorf("%s/%d: %d pages, want 1–4", j.l, j.seed, n)
		}
		text, err := hiTSV(pdfs[i])
		if err != nil {
			t.Fatalf("%s/%d: pdftotext: %v", j.l, j.seed, err)
		}
		if c := strings.Count(text, "\f"); c != n {
			t.Errorf("%s/%d: pdftotext reads %d pages, Truth.Pages %d", j.l, j.seed, c, n)
		}
		if j.l == "hi-targo" {
			for p, pt := range strings.Split(strings.TrimSuffix(text, "\f"), "\f") {
				if !strings.Contains(pt, "Umsatzbeschreibung") {
					t.Errorf("%s/%d: page %d without the table head", j.l, j.seed, p+1)
				}
			}
		}
		checkHIPrinted(t, j.l, j.seed, st, text, fmt.Sprintf("pdf p%d", n))
	}
}
