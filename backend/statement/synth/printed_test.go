package synth

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// printedForms says how a layout prints the truth's values: amounts
// (balances may differ from bookings), booking and value dates, and the
// account values that must stand in the text, each with the forms it may
// take (spaces ignored).
type printedForms struct {
	amount func(a german.Cents, balance bool) string
	date   func(d german.Date, value bool) string
	head   [][]string
}

// checkPrinted: every truth value of st stands in text in the layout's
// forms: booking and value date, amount, the IBAN (spaces ignored), every
// word of counterparty, purpose and type (spaces and line ends ignored),
// both balances, and the account's head values. The batches' print tests
// share it so that a truth value a reader cannot see fails alike in all.
func checkPrinted(t *testing.T, l string, seed uint64, st *Statement, text, what string, f printedForms) {
	t.Helper()
	text = hjSpaces.Replace(text)
	flat := strings.Join(strings.Fields(text), " ")
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	sq := squeeze(text)
	for _, x := range st.Truth.Transactions {
		a, _ := german.ParseAmount(x.Amount)
		bd, _ := german.ParseDate(x.BookingDate)
		want := []string{f.amount(a, false), f.date(bd, false)}
		if x.ValueDate != "" {
			vd, _ := german.ParseDate(x.ValueDate)
			want = append(want, f.date(vd, true))
		}
		for _, v := range want {
			if !strings.Contains(flat, v) {
				t.Errorf("%s/%d %s: %q of %+v not printed", l, seed, what, v, x)
			}
		}
		if x.IBAN != "" && !strings.Contains(sq, squeeze(x.IBAN)) {
			t.Errorf("%s/%d %s: IBAN of %+v not printed", l, seed, what, x)
		}
		for _, fv := range []string{x.Counterparty, x.Purpose, x.BookingText} {
			for _, w := range hjWords(fv) {
				if !strings.Contains(sq, w) {
					t.Errorf("%s/%d %s: %q of %+v not printed", l, seed, what, w, x)
					break
				}
			}
		}
	}
	for _, b := range []string{st.Truth.Opening, st.Truth.Closing} {
		a, _ := german.ParseAmount(b)
		if !strings.Contains(flat, f.amount(a, true)) {
			t.Errorf("%s/%d %s: balance %s not printed as %q", l, seed, what, b, f.amount(a, true))
		}
	}
	for _, forms := range f.head {
		found := false
		for _, v := range forms {
			found = found || strings.Contains(sq, squeeze(v))
		}
		if !found {
			t.Errorf("%s/%d %s: %q not printed", l, seed, what, forms[0])
		}
	}
}

// checkTwice: two generations of one seed are the same statement (truth,
// pages and every producer input), and a capped scan keeps its cap.
func checkTwice(t *testing.T, l string, seed uint64, st, st2 *Statement, opt Options) {
	t.Helper()
	ja, _ := json.Marshal(st.Truth)
	jb, _ := json.Marshal(st2.Truth)
	pa, _ := json.Marshal(st.Pages)
	pb, _ := json.Marshal(st2.Pages)
	if !bytes.Equal(ja, jb) || !bytes.Equal(pa, pb) || st.Source != st2.Source || st.PostScript != st2.PostScript ||
		st.Troff != st2.Troff || st.HTML != st2.HTML || !slices.Equal(st.ToolArgs, st2.ToolArgs) {
		t.Errorf("%s/%d: not deterministic", l, seed)
	}
	if m := opt.MaxTransactions; m > 0 && len(st.Truth.Transactions) > m {
		t.Errorf("%s/%d: %d rows with MaxTransactions %d", l, seed, len(st.Truth.Transactions), m)
	}
}

// checkScanShape: the scan variant renders each layout at seed (capped
// as the eval caps scans, at 100 dpi: the shape of the output, not its
// quality) as a JPEG for one page or an image-only PDF of Truth.Pages
// pages.
func checkScanShape(t *testing.T, seed uint64, layouts []string) {
	t.Helper()
	for _, l := range layouts {
		st, err := GenerateWith(l, seed, Options{MaxTransactions: 24})
		if err != nil {
			t.Fatal(err)
		}
		d := ScanParams(seed)
		d.DPI = 100
		b, ext, err := st.Scanned(context.Background(), d)
		if err != nil {
			t.Fatalf("%s/%d: %v", l, seed, err)
		}
		switch {
		case st.Truth.Pages == 1 && ext == "jpg" && bytes.HasPrefix(b, []byte{0xff, 0xd8}):
		case st.Truth.Pages > 1 && ext == "pdf" && pdfPages(b) == st.Truth.Pages:
		default:
			t.Errorf("%s/%d: scan %s of %d bytes for %d pages", l, seed, ext, len(b), st.Truth.Pages)
		}
	}
}

// checkProducer: a statement of layout l was made by the producer its
// batch names: "ps" (PostScript), "troff", "html" (Chromium, no pages
// until printed), "font" (fpdf with the embedded face font), or else a
// Tool of that name.
func checkProducer(t *testing.T, l string, seed uint64, st *Statement, prod, font string) {
	t.Helper()
	switch prod {
	case "ps":
		if st.PostScript == "" || st.Tool != "" || st.Troff != "" {
			t.Errorf("%s/%d: want PostScript", l, seed)
		}
	case "troff":
		if st.Troff == "" || st.Tool != "" || st.PostScript != "" {
			t.Errorf("%s/%d: want troff", l, seed)
		}
	case "html":
		if st.HTML == "" || len(st.Pages) != 0 || st.Truth.Pages != 0 {
			t.Fatalf("%s/%d: want an HTML statement without pages yet", l, seed)
		}
	case "font":
		if st.Font != font || st.Tool != "" || st.PostScript != "" {
			t.Errorf("%s/%d: font %q, want fpdf with %s", l, seed, st.Font, font)
		}
	default:
		if st.Tool != prod || st.HTML != "" || st.PostScript != "" || st.Troff != "" {
			t.Errorf("%s/%d: tool %q, want %s", l, seed, st.Tool, prod)
		}
	}
}

// checkDocumentPanics: Document of a statement a tool makes (its words are
// known only from the PDF) panics instead of returning made-up words.
func checkDocumentPanics(t *testing.T, l string, st *Statement) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Errorf("%s: Document of a tool-made statement did not panic", l)
		}
	}()
	st.Document()
}

// scanCap is a held-out batch's check against the scan variants' cap:
// over a hundred scan seeds from seed every layout draws 1–24 bookings on
// 1–6 pages, and Document refuses the statements a tool makes.
type scanCap struct {
	layouts  []string
	seed     uint64 // the first scan seed
	textSeed uint64 // the digital seed Document is checked on; 0: not checked
	// unpaged: Truth.Pages is 0 until PDF() prints the layout (HTML).
	unpaged func(layout string) bool
	// empty: the layout may draw no booking at all.
	empty func(layout string) bool
	// measured: Document measures the layout's words itself.
	measured func(layout string) bool
}

func checkScanCap(t *testing.T, c scanCap) {
	t.Helper()
	is := func(f func(string) bool, l string) bool { return f != nil && f(l) }
	for _, l := range c.layouts {
		for seed := c.seed; seed < c.seed+100; seed++ {
			st, err := GenerateWith(l, seed, Options{MaxTransactions: 24})
			if err != nil {
				t.Fatal(err)
			}
			if n := len(st.Truth.Transactions); n > 24 || n == 0 && !is(c.empty, l) {
				t.Errorf("%s/%d: %d rows with MaxTransactions 24", l, seed, n)
			}
			if !is(c.unpaged, l) && (st.Truth.Pages < 1 || st.Truth.Pages > 6) {
				t.Errorf("%s/%d: %d pages", l, seed, st.Truth.Pages)
			}
		}
		if c.textSeed == 0 || is(c.measured, l) {
			continue
		}
		st, _ := Generate(l, c.textSeed)
		checkDocumentPanics(t, l, st)
	}
}

// layoutIs returns a test for the named layouts.
func layoutIs(names ...string) func(string) bool {
	return func(l string) bool { return slices.Contains(names, l) }
}
