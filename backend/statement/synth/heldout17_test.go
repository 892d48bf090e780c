package synth

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"papierkram/backend/german"
)

// hjAmount is how layout l prints the amount a.
func hjAmount(l string, a german.Cents) string {
	switch l {
	case "hj-n26":
		return plus(a) + "€"
	case "hj-revolut":
		return pos(a).String() + " €"
	case "hj-sparkasse":
		return a.String()
	case "hj-dkb":
		return strings.Replace(a.String(), "-", "\u2212", 1) + " €"
	case "hj-vrdetail":
		return a.String() + " EUR"
	}
	return a.String() + " €" // vivid, ing
}

// hjDate is how layout l prints a booking date.
func hjDate(l string, d german.Date) string {
	switch l {
	case "hj-revolut":
		return revDate(d)
	case "hj-dkb":
		return longDE(d)
	}
	return d.String()
}

// hjSpaces turns the no-break and narrow no-break spaces into spaces.
var hjSpaces = strings.NewReplacer("\u00a0", " ", "\u202f", " ")

// hjTags strips an HTML document to its text, one element's text a line.
var hjTags = regexp.MustCompile(`(?s)<style>.*?</style>|<[^>]+>`)

func hjText(doc string) string {
	return hjSpaces.Replace(html.UnescapeString(hjTags.ReplaceAllString(doc, "\n")))
}

// hjWords are the words of s that a browser may break a line between:
// spaces and the hyphens of compounds ("Kfz-" / "Versicherung").
func hjWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' })
}

// checkHJPrinted: every truth value of st stands in text (the HTML's
// text or the printed PDF's): booking date, amount, value date, every
// word of counterparty, purpose and type (spaces in the text ignored),
// the IBAN where the truth has one, and both balances.
func checkHJPrinted(t *testing.T, l string, seed uint64, st *Statement, text, what string) {
	t.Helper()
	flat := strings.Join(strings.Fields(text), " ")
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	for _, x := range st.Truth.Transactions {
		a, _ := german.ParseAmount(x.Amount)
		bd, _ := german.ParseDate(x.BookingDate)
		for _, v := range []string{hjAmount(l, a), hjDate(l, bd), x.ValueDate} {
			if !strings.Contains(flat, v) {
				t.Errorf("%s/%d %s: %q of %+v not printed", l, seed, what, v, x)
			}
		}
		if x.IBAN != "" && !strings.Contains(squeeze(text), squeeze(x.IBAN)) {
			t.Errorf("%s/%d %s: IBAN of %+v not printed", l, seed, what, x)
		}
		for _, f := range []string{x.Counterparty, x.Purpose, x.BookingText} {
			for _, w := range hjWords(f) {
				// Spaces ignored: Chromium's Type 3 fonts with kerning
				// can read as "EDEK A".
				if !strings.Contains(squeeze(text), w) {
					t.Errorf("%s/%d %s: %q of %+v not printed", l, seed, what, w, x)
					break
				}
			}
		}
	}
	for _, b := range []string{st.Truth.Opening, st.Truth.Closing} {
		a, _ := german.ParseAmount(b)
		form := strings.TrimSuffix(strings.TrimSuffix(hjAmount(l, a), " €"), " EUR")
		if l == "hj-revolut" || l == "hj-n26" {
			form = strings.TrimPrefix(a.String(), "-")
		}
		if !strings.Contains(flat, form) {
			t.Errorf("%s/%d %s: balance %s not printed", l, seed, what, b)
		}
	}
}

// checkOwnBatch checks that layout l is a new name with the batch's prefix,
// in no base layout list and in exactly one held-out batch.
func checkOwnBatch(t *testing.T, l, prefix string) {
	t.Helper()
	if !strings.HasPrefix(l, prefix) || slices.Contains(Layouts(), l) {
		t.Errorf("%s: not a new %s* name", l, prefix)
	}
	in := 0
	for _, b := range heldOutBatches() {
		if slices.Contains(b.layouts(), l) {
			in++
		}
	}
	if in != 1 {
		t.Errorf("%s in %d batches, want its own only", l, in)
	}
}

// generateTwice generates layout l twice for the i-th of the eval's seeds:
// i < 30 the digital seeds from digital, then the scan seeds from scan with
// the scan variant's cap on bookings. Comparing the two checks determinism.
func generateTwice(t *testing.T, l string, i int, digital, scan uint64) (st, st2 *Statement, seed uint64, opt Options) {
	t.Helper()
	seed = digital + uint64(i)
	if i >= 30 {
		seed, opt = scan+uint64(i-30), Options{MaxTransactions: 24}
	}
	var err error
	if st, err = GenerateWith(l, seed, opt); err != nil {
		t.Fatal(err)
	}
	st2, err = GenerateWith(l, seed, opt)
	if err != nil {
		t.Fatal(err)
	}
	return st, st2, seed, opt
}

// TestSealed16: the hj-* layouts (HTML printed by Chromium) without the
// browser, over the eval's first 30 digital seeds and ten scan seeds
// with the eval's cap: the statement is HTML with no pages of items and
// no page count yet, Document refuses it, the truth holds the batch
// checks (dates in the period, valid IBANs, no duplicate rows, opening +
// Σ = closing, no labels in the truth, newest first where the layout
// lists so), every truth value stands in the HTML's text, and each
// layout's convention appears.
func TestSealed16(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Sealed16Layouts() {
		checkOwnBatch(t, l, "hj-")
		for i := range 40 {
			st, st2, seed, opt := generateTwice(t, l, i, 23000, 23500)
			ja, _ := json.Marshal(st.Truth)
			jb, _ := json.Marshal(st2.Truth)
			if !bytes.Equal(ja, jb) || st.HTML != st2.HTML {
				t.Errorf("%s/%d: not deterministic", l, seed)
			}
			if st.HTML == "" || len(st.Pages) != 0 || st.Truth.Pages != 0 {
				t.Fatalf("%s/%d: want an HTML statement without pages yet", l, seed)
			}
			if m := opt.MaxTransactions; m > 0 && len(st.Truth.Transactions) > m {
				t.Errorf("%s/%d: %d rows with MaxTransactions %d", l, seed, len(st.Truth.Transactions), m)
			}
			checkHJTruth(t, l, seed, st)
			text := hjText(st.HTML)
			if l == "hj-vivid" {
				text += "\n" + cssUpper(text) // the names' capitals are CSS
			}
			checkHJPrinted(t, l, seed, st, text, "html")
			hjConventions(t, l, seed, st, text, func(what string, ok bool) {
				if ok {
					seen[l+" "+what] = true
				}
			})
		}
	}
	for _, k := range []string{"hj-n26 bank posting", "hj-n26 value date", "hj-revolut foreign", "hj-revolut in and out",
		"hj-sparkasse newest first", "hj-sparkasse mandate", "hj-dkb newest first", "hj-dkb minus sign",
		"hj-vivid capitals", "hj-vivid ß", "hj-vivid foreign", "hj-vrdetail labels", "hj-ing newest first", "hj-ing stacked dates",
		"hj-n26 ligatures", "hj-sparkasse ligatures"} {
		if !seen[k] {
			t.Errorf("%s: never seen", k)
		}
	}
	st, _ := Generate("hj-n26", 23000)
	func() {
		defer func() {
			if recover() == nil {
				t.Error("Document of an HTML statement did not panic")
			}
		}()
		st.Document()
	}()
}

func checkHJTruth(t *testing.T, l string, seed uint64, st *Statement) {
	t.Helper()
	tr := st.Truth
	if len(tr.Transactions) == 0 {
		t.Errorf("%s/%d: no rows", l, seed)
	}
	start, _ := german.ParseDate(tr.PeriodStart)
	end, _ := german.ParseDate(tr.PeriodEnd)
	sum, err1 := german.ParseAmount(tr.Opening)
	cl, err2 := german.ParseAmount(tr.Closing)
	if err1 != nil || err2 != nil {
		t.Fatalf("%s/%d: balances %q %q", l, seed, tr.Opening, tr.Closing)
	}
	rows := map[TruthTx]bool{}
	for _, x := range tr.Transactions {
		if rows[x] {
			t.Errorf("%s/%d: duplicate row %+v", l, seed, x)
		}
		rows[x] = true
		a, err := german.ParseAmount(x.Amount)
		if err != nil {
			t.Fatalf("%s/%d: amount %q", l, seed, x.Amount)
		}
		sum += a
		bd, err := german.ParseDate(x.BookingDate)
		if err != nil || bd.Before(start) || bd.After(end) {
			t.Errorf("%s/%d: booking date %q outside the period", l, seed, x.BookingDate)
		}
		if x.ValueDate != "" {
			if _, err := german.ParseDate(x.ValueDate); err != nil {
				t.Errorf("%s/%d: value date %q", l, seed, x.ValueDate)
			}
		}
		if x.IBAN != "" && !german.ValidIBAN(x.IBAN) {
			t.Errorf("%s/%d: invalid IBAN %s", l, seed, x.IBAN)
		}
		if x.Counterparty == "" && x.Purpose == "" && x.BookingText == "" {
			t.Errorf("%s/%d: empty row %+v", l, seed, x)
		}
		for _, label := range []string{"IBAN", "BIC", "Referenz", "Mandat", "Gläubiger", "Karte:", "Wertstellung", "Verwendungszweck", "An:", "Von:"} {
			if strings.Contains(x.Purpose, label) || strings.Contains(x.Counterparty, label) {
				t.Errorf("%s/%d: label %q in the truth: %+v", l, seed, label, x)
			}
		}
	}
	if sum != cl {
		t.Errorf("%s/%d: opening + Σ = %v, closing %v", l, seed, sum, cl)
	}
}

// newestFirstHJ reports whether the rows run newest first (and some
// dates differ).
func newestFirstHJ(tx []TruthTx) bool {
	diff := false
	for i := 1; i < len(tx); i++ {
		a, _ := german.ParseDate(tx[i-1].BookingDate)
		b, _ := german.ParseDate(tx[i].BookingDate)
		if a.Before(b) {
			return false
		}
		diff = diff || a != b
	}
	return diff
}

func hjConventions(t *testing.T, l string, seed uint64, st *Statement, text string, has func(string, bool)) {
	tx := st.Truth.Transactions
	lig := false
	for _, x := range tx {
		for _, w := range []string{"Einzahlung", "Pflege", "Auflösung", "Haftpflicht", "Schaff", "Offi"} {
			lig = lig || strings.Contains(x.Purpose+x.Counterparty, w)
		}
	}
	has("ligatures", lig)
	switch l {
	case "hj-n26":
		for _, x := range tx {
			has("bank posting", x.Counterparty == "" && x.BookingText == "Entgelt")
			has("value date", x.ValueDate != x.BookingDate)
		}
	case "hj-revolut":
		for _, x := range tx {
			has("foreign", strings.Contains(x.Purpose, "1 € = "))
			if x.BookingText != "" || x.ValueDate != "" {
				t.Errorf("%s/%d: Revolut prints no type and no value date: %+v", l, seed, x)
			}
		}
		has("in and out", strings.Contains(text, "Zahlung von ") && strings.Contains(text, "\nAn: "))
	case "hj-sparkasse":
		has("newest first", newestFirstHJ(tx))
		has("mandate", strings.Contains(text, "Mandatsref.: "))
	case "hj-dkb":
		has("newest first", newestFirstHJ(tx))
		has("minus sign", strings.Contains(text, "\u2212"))
	case "hj-vivid":
		for _, x := range tx {
			has("capitals", x.Counterparty != "" && x.Counterparty == strings.ToUpper(x.Counterparty))
			has("ß", strings.Contains(x.Counterparty, "GIESSENER"))
			has("foreign", strings.Contains(x.Purpose, " Kurs "))
		}
	case "hj-vrdetail":
		has("labels", strings.Contains(text, "\nZahlungsempfänger\n") && strings.Contains(text, "\nVerwendungszweck\n"))
	case "hj-ing":
		has("newest first", newestFirstHJ(tx))
		for _, x := range tx {
			has("stacked dates", x.ValueDate != x.BookingDate)
		}
	}
}

// hjPrintSeeds are the statements TestSealed16Print prints: one of each
// layout (a multi-page one where the seed gives it), and one printed twice.
var hjPrintSeeds = map[string]uint64{
	"hj-n26": 23000, "hj-revolut": 23001, "hj-sparkasse": 23000, "hj-dkb": 23002,
	"hj-vivid": 23000, "hj-vrdetail": 23003, "hj-ing": 23000,
}

// TestSealed16Print prints one statement of each hj-* layout with
// Chromium (about 5 s each on two cores, three at a time) and reads the
// PDF back with pdftotext, as the intake does: it is a PDF of 1–4 pages
// whose count Truth.Pages now holds, a second PDF() returns the same
// bytes, the scan variant rasterises it, a second print of the same
// statement (with Chromium, past the print cache) yields the same text
// (not with -short), the
// table head of the table layouts stands on every page, and every truth
// value stands in the printed text.
func TestSealed16Print(t *testing.T) {
	if _, err := ChromiumPath(); err != nil {
		t.Skip("chromium not on PATH: the browser-printed hj-* statements cannot be printed here")
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
	// Print with Chromium, not from the user's print cache; the repeat
	// bypasses the cache altogether.
	t.Setenv(PrintCacheEnv, t.TempDir())
	type job struct {
		l      string
		seed   uint64
		repeat bool
		st     *Statement
		pdf    []byte
		err    error
	}
	var jobs []*job
	for _, l := range Sealed16Layouts() {
		jobs = append(jobs, &job{l: l, seed: hjPrintSeeds[l]})
	}
	if !testing.Short() {
		jobs = append(jobs, &job{l: "hj-vivid", seed: hjPrintSeeds["hj-vivid"], repeat: true})
	}
	var wg sync.WaitGroup
	sem := make(chan bool, 3)
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- true
			defer func() { <-sem }()
			if j.st, j.err = Generate(j.l, j.seed); j.err == nil {
				if j.repeat {
					j.pdf, j.err = printChromium(context.Background(), j.st.HTML)
				} else {
					j.pdf, j.err = j.st.PDF()
				}
			}
		}()
	}
	wg.Wait()
	texts := map[string]string{}
	for k, j := range jobs {
		if j.err != nil {
			t.Fatalf("%s/%d: %v", j.l, j.seed, j.err)
		}
		if !bytes.HasPrefix(j.pdf, []byte("%PDF-")) {
			t.Fatalf("%s/%d: not a PDF", j.l, j.seed)
		}
		again, _ := j.st.PDF()
		if !bytes.Equal(again, j.pdf) {
			t.Errorf("%s/%d: second PDF() differs", j.l, j.seed)
		}
		n := j.st.Truth.Pages
		t.Logf("%s/%d: %d pages, %d rows", j.l, j.seed, n, len(j.st.Truth.Transactions))
		if n < 1 || n > 4 {
			t.Errorf("%s/%d: %d pages, want 1–4", j.l, j.seed, n)
		}
		cmd := exec.CommandContext(context.Background(), "pdftotext", "-enc", "UTF-8", "-", "-")
		cmd.Stdin = bytes.NewReader(j.pdf)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s/%d: pdftotext: %v", j.l, j.seed, err)
		}
		text := hjSpaces.Replace(string(out))
		if k == len(Sealed16Layouts()) {
			if text != texts[j.l] {
				t.Errorf("%s/%d: two prints differ in their text", j.l, j.seed)
			}
			continue
		}
		texts[j.l] = text
		if pages := strings.Count(text, "\f"); pages != n {
			t.Errorf("%s/%d: pdftotext reads %d pages, Truth.Pages %d", j.l, j.seed, pages, n)
		}
		head := map[string]string{"hj-revolut": "Kontostand", "hj-sparkasse": "Wertstellung", "hj-ing": "Verwendungszweck"}[j.l]
		if head != "" {
			for p, pt := range strings.Split(strings.TrimSuffix(text, "\f"), "\f") {
				if !strings.Contains(pt, head) {
					t.Errorf("%s/%d: page %d without the table head", j.l, j.seed, p+1)
				}
			}
		}
		checkHJPrinted(t, j.l, j.seed, j.st, text, fmt.Sprintf("pdf p%d", n))
	}
	if texts["hj-sparkasse"] != "" && strings.Count(texts["hj-sparkasse"], "\f") < 3 {
		t.Errorf("hj-sparkasse/%d: want a statement of 3+ pages", hjPrintSeeds["hj-sparkasse"])
	}
}
