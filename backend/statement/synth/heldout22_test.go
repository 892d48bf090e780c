package synth

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// heAmount is how layout l prints the amount a of a booking (balance: an
// opening or closing balance).
func heAmount(l string, a german.Cents, balance bool) string {
	switch l {
	case "he-buchhaltung":
		if balance {
			return a.String()
		}
		return pos(a).String()
	case "he-duplikat":
		return heTrail(a)
	case "he-ethikbank", "he-kdbank":
		return pos(a).String()
	case "he-renault":
		if balance {
			return a.String()
		}
		return hgPlus(a)
	case "he-dbenglish":
		return enAmt(a)
	}
	return a.String()
}

// heDate is how layout l prints a booking or value date.
func heDate(l string, d german.Date) string {
	switch l {
	case "he-duplikat":
		return dm(d)
	case "he-dbenglish":
		return heEnDate(d)
	}
	return d.String()
}

func checkHEPrinted(t *testing.T, l string, seed uint64, st *Statement, text, what string) {
	t.Helper()
	checkPrinted(t, l, seed, st, text, what, printedForms{
		amount: func(a german.Cents, balance bool) string { return heAmount(l, a, balance) },
		date:   func(d german.Date, _ bool) string { return heDate(l, d) },
		head:   [][]string{{st.Truth.IBAN}, {st.Truth.BIC}},
	})
}

// heConventions reports the conventions statement st shows.
func heConventions(t *testing.T, l string, seed uint64, st *Statement, text string, has func(string, bool)) {
	tx := st.Truth.Transactions
	start, _ := german.ParseDate(st.Truth.PeriodStart)
	end, _ := german.ParseDate(st.Truth.PeriodEnd)
	switch l {
	case "he-buchhaltung":
		has("fixed head", strings.Contains(st.HTML, ".hd{position:fixed") && strings.Contains(st.HTML, ".ft{position:fixed"))
		has("legend", strings.Contains(text, "rot = Ausgabe (Belastung)") && strings.Contains(text, "grün = Einnahme (Gutschrift)"))
		has("receipt missing", strings.Contains(text, "\nfehlt\n"))
		for _, x := range tx {
			has("wages", strings.HasPrefix(x.Purpose, "Lohn ") && x.Counterparty != "")
			has("no party", x.Counterparty == "" && x.BookingText != "")
		}
	case "he-duplikat":
		has("across the year", start.Year != end.Year)
		has("trailing minus", strings.Contains(text, "-\n"))
		has("negative opening", strings.HasPrefix(st.Truth.Opening, "-"))
		has("watermark", strings.Count(st.PostScript, "(DUPLIKAT) dup stringwidth") == len(st.Pages))
		for _, x := range tx {
			has("value date differs", x.ValueDate != x.BookingDate)
		}
	case "he-koelnbonn":
		var ann []heAnnot
		if err := json.Unmarshal([]byte(st.Source), &ann); err != nil || len(ann) == 0 || !strings.HasPrefix(ann[0].Contents, "GEBUCHT ") {
			t.Errorf("%s/%d: no stamp: %v %s", l, seed, err, st.Source)
		}
		for _, a := range ann {
			has("annot "+a.Type, true)
			if a.Page >= len(st.Pages) {
				t.Errorf("%s/%d: annotation on page %d of %d", l, seed, a.Page+1, len(st.Pages))
			}
		}
		has("two pages", len(st.Pages) > 1)
	case "he-ethikbank":
		has("outlines", st.Tool == "gs-outlines" && strings.HasPrefix(st.Source, "%!PS"))
		has("soll opening", strings.HasPrefix(st.Truth.Opening, "-"))
	case "he-renault":
		has("no bookings", len(tx) == 0 && strings.Contains(text, "keine Umsätze gebucht") && st.Truth.Opening == st.Truth.Closing)
		if len(tx) == 0 && st.Truth.Opening != st.Truth.Closing {
			t.Errorf("%s/%d: no bookings, balances %s and %s", l, seed, st.Truth.Opening, st.Truth.Closing)
		}
		if len(tx) > 0 && strings.Contains(text, "keine Umsätze") {
			t.Errorf("%s/%d: bookings under 'keine Umsätze'", l, seed)
		}
		for _, x := range tx {
			has("interest", x.BookingText == "Zinsgutschrift" && strings.HasPrefix(x.BookingDate, "31.12."))
			has("tax", x.BookingText == "Kapitalertragsteuer" && strings.HasPrefix(x.Amount, "-"))
			has("reference", x.Counterparty != "" && x.IBAN != "")
		}
	case "he-dbenglish":
		has("dr balance", strings.HasSuffix(heAmount(l, mustAmount(st.Truth.Opening), true), " DR") || strings.HasSuffix(heAmount(l, mustAmount(st.Truth.Closing), true), " DR"))
		has("thousands", regexp.MustCompile(`\d,\d\d\d\.\d\d (CR|DR)`).MatchString(text))
		for _, x := range tx {
			has("english type", x.BookingText == "SEPA Direct Debit" || x.BookingText == "Standing Order")
			has("cash", x.BookingText == "Cash Withdrawal" && x.Counterparty == "")
		}
	case "he-kdbank":
		has("mixed orientation", st.Tool == "fpdf-mixed" && slices.Contains(st.ToolArgs, "P") && st.ToolArgs[len(st.ToolArgs)-1] == "L")
		for _, x := range tx {
			has("collective", x.BookingText == "SEPA-Sammel-Einzug" && x.Counterparty == "" && !strings.HasPrefix(x.Amount, "-"))
			has("wages", x.BookingText == "SEPA-Sammelüberweisung" && strings.HasPrefix(x.Amount, "-"))
			has("return", x.BookingText == "Rücklastschrift" && strings.HasPrefix(x.Amount, "-") && x.Counterparty != "")
		}
	}
}

func mustAmount(s string) german.Cents {
	a, _ := german.ParseAmount(s)
	return a
}

// TestSealed21: the he-* layouts over the eval's first 30 digital seeds
// and ten scan seeds with its cap: new names, deterministic (truth,
// pages, tool input, PostScript, troff, HTML), made by their producer on
// 1–6 pages (the HTML one without pages until printed), the truth holds
// the batch checks (opening + Σ = closing, valid IBANs, dates in the
// period, no labels; he-renault may have no rows), every truth value
// stands in the text in the layout's form, and each layout's
// conventions appear.
func TestSealed21(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Sealed21Layouts() {
		checkOwnBatch(t, l, "he-")
		prod, ok := heProducer[l]
		if !ok {
			t.Fatalf("%s: no producer", l)
		}
		for i := range 40 {
			st, st2, seed, opt := generateTwice(t, l, i, 28000, 28500)
			checkTwice(t, l, seed, st, st2, opt)
			checkProducer(t, l, seed, st, prod, "dejavu")
			if prod != "html" {
				if n := len(st.Pages); n < 1 || n > 6 || st.Truth.Pages != n {
					t.Errorf("%s/%d: %d pages, Truth.Pages %d", l, seed, n, st.Truth.Pages)
				}
			}
			text := hfText(st)
			if l == "he-renault" && len(st.Truth.Transactions) == 0 {
				if st.Truth.Opening != st.Truth.Closing || !german.ValidIBAN(st.Truth.IBAN) {
					t.Errorf("%s/%d: empty statement with balances %s, %s", l, seed, st.Truth.Opening, st.Truth.Closing)
				}
			} else {
				checkHJTruth(t, l, seed, st)
			}
			checkHEPrinted(t, l, seed, st, text, "items")
			heConventions(t, l, seed, st, text, func(what string, ok bool) {
				if ok {
					seen[l+" "+what] = true
				}
			})
		}
	}
	for _, k := range []string{
		"he-buchhaltung fixed head", "he-buchhaltung legend", "he-buchhaltung receipt missing", "he-buchhaltung wages", "he-buchhaltung no party",
		"he-duplikat across the year", "he-duplikat trailing minus", "he-duplikat negative opening", "he-duplikat watermark", "he-duplikat value date differs",
		"he-koelnbonn annot FreeText", "he-koelnbonn annot Highlight", "he-koelnbonn annot Text", "he-koelnbonn annot Ink", "he-koelnbonn two pages",
		"he-ethikbank outlines", "he-ethikbank soll opening",
		"he-renault no bookings", "he-renault interest", "he-renault tax", "he-renault reference",
		"he-dbenglish dr balance", "he-dbenglish thousands", "he-dbenglish english type", "he-dbenglish cash",
		"he-kdbank mixed orientation", "he-kdbank collective", "he-kdbank wages", "he-kdbank return",
	} {
		if !seen[k] {
			t.Errorf("%s: never seen", k)
		}
	}
}

// TestSealed21NotBookings: the Anlage's single items sum to their
// collective booking and are not rows; he-buchhaltung's colour says the
// truth's sign and its Saldo column runs with the truth; he-duplikat's
// watermark is drawn after the page's text; a statement without
// bookings says so once.
func TestSealed21NotBookings(t *testing.T) {
	anl, colours, empty := 0, 0, 0
	for seed := uint64(28000); seed < 28030; seed++ {
		st, _ := Generate("he-kdbank", seed)
		sums := map[string]german.Cents{}
		var portrait, items int
		for i, p := range st.Pages {
			if st.ToolArgs[i] == "P" {
				portrait++
				continue
			}
			title := ""
			for _, it := range p.Items {
				if strings.HasPrefix(it.Text, "Anlage ") && strings.Contains(it.Text, "Sammel-Einzug") {
					title = "SEPA-Sammel-Einzug"
				} else if strings.HasPrefix(it.Text, "Anlage ") && strings.Contains(it.Text, "Sammelüberweisung") {
					title = "SEPA-Sammelüberweisung"
				}
				if it.Right && it.X == 800 && regexp.MustCompile(`^\d{1,3}(\.\d{3})*,\d\d$`).MatchString(it.Text) {
					a, _ := german.ParseAmount(it.Text)
					sums[title] += a
					items++
				}
			}
		}
		if portrait == 0 || portrait == len(st.Pages) {
			t.Errorf("he-kdbank/%d: %d portrait pages of %d", seed, portrait, len(st.Pages))
		}
		for _, x := range st.Truth.Transactions {
			if x.BookingText == "SEPA-Sammel-Einzug" || x.BookingText == "SEPA-Sammelüberweisung" {
				a := pos(mustAmount(x.Amount))
				// the Anlage prints each item and the sum: twice the booking
				if sums[x.BookingText] != 2*a {
					t.Errorf("he-kdbank/%d: %s %v, Anlage %v", seed, x.BookingText, a, sums[x.BookingText])
				}
				anl++
			}
		}
		if items < 10 {
			t.Errorf("he-kdbank/%d: %d Anlage amounts", seed, items)
		}

		st, _ = Generate("he-buchhaltung", seed)
		rows := regexp.MustCompile(`<td class="n (in|out)">([^<]+)</td><td class="n">([^<]+)</td></tr>`).FindAllStringSubmatch(st.HTML, -1)
		if len(rows) != len(st.Truth.Transactions) {
			t.Errorf("he-buchhaltung/%d: %d coloured amounts, %d rows", seed, len(rows), len(st.Truth.Transactions))
			continue
		}
		bal := mustAmount(st.Truth.Opening)
		for i, x := range st.Truth.Transactions {
			a := mustAmount(x.Amount)
			bal += a
			if (rows[i][1] == "out") != (a < 0) || rows[i][2] != pos(a).String() || rows[i][3] != bal.String() {
				t.Errorf("he-buchhaltung/%d: row %d %v printed %q %q %q", seed, i, a, rows[i][1], rows[i][2], rows[i][3])
			}
			colours++
		}

		st, _ = Generate("he-duplikat", seed)
		for _, page := range strings.Split(st.PostScript, "%%Page: ")[1:] {
			w, s := strings.Index(page, "rotate (DUPLIKAT)"), max(strings.LastIndex(page, " L\n"), strings.LastIndex(page, " R\n"))
			if w < 0 || s < 0 || w < s {
				t.Errorf("he-duplikat/%d: the watermark is not drawn over the text", seed)
			}
		}

		st, _ = Generate("he-renault", seed)
		if n := strings.Count(hiText(st), "keine Umsätze gebucht"); (n == 1) != (len(st.Truth.Transactions) == 0) || n > 1 {
			t.Errorf("he-renault/%d: %d rows, 'keine Umsätze' %d times", seed, len(st.Truth.Transactions), n)
		} else if n == 1 {
			empty++
		}
	}
	if anl < 30 || colours < 200 || empty < 3 {
		t.Errorf("collectives %d, coloured amounts %d, empty statements %d: too few to check", anl, colours, empty)
	}
}

// heTools skips when the he-* producers cannot run here.
// needRenderers skips t unless the renderers a batch's producers need are
// installed: the tools, Chromium (or its print cache) when chromium is
// set, and the font family font ("" for none).
func needRenderers(t *testing.T, chromium bool, font string, tools ...string) {
	t.Helper()
	for _, c := range tools {
		if _, err := exec.LookPath(c); err != nil {
			t.Skipf("%s not installed (make deps)", c)
		}
	}
	if _, err := ChromiumPath(); chromium && err != nil && PrintCacheDir() == "" {
		t.Skip(err)
	}
	if font == "" {
		return
	}
	if m := FontMissing(font); m != "" {
		t.Skip(m)
	}
}

func heTools(t *testing.T) {
	t.Helper()
	needRenderers(t, true, "dejavu", "mutool", "gs", "groff", "pdftoppm", "pdftotext", "pdfinfo", "pdffonts")
}

// TestSealed21PDF renders the he-* layouts with their producers and reads
// them back as the intake does: the bytes repeat (Chromium's through the
// print cache), the file is the producer's (annotations, no fonts and no
// text, mixed page sizes, Ghostscript, Chromium, embedded DejaVu), the
// page count matches, and every truth value stands in the extracted text
// (he-ethikbank has none: its first page renders dark glyphs instead).
func TestSealed21PDF(t *testing.T) {
	heTools(t)
	run := func(name string, in []byte, args ...string) string {
		cmd := exec.Command(name, args...)
		cmd.Stdin = bytes.NewReader(in)
		out, err := cmd.Output()
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
		return string(out)
	}
	eachPDF(t, Sealed21Layouts(), []uint64{28000, 28001, 28002, 28501}, 28500, func(l string, seed uint64, opt Options, st *Statement, b []byte) {
		st2, _ := GenerateWith(l, seed, opt)
		again, err := st2.PDF()
		if err != nil || !bytes.Equal(b, again) && (l != "he-buchhaltung" || PrintCacheDir() != "") {
			t.Errorf("%s/%d: PDF bytes differ between renders (%v)", l, seed, err)
		}
		info := run("pdfinfo", b, "-f", "1", "-l", "99", "-")
		want := map[string]string{
			"he-buchhaltung": `Producer:\s+Skia`,
			"he-duplikat":    `(?s)Creator:\s+OSPlus Dokumentenarchiv.*Producer:\s+GPL Ghostscript`,
			"he-renault":     `(?s)Creator:\s+groff.*Producer:\s+GPL Ghostscript`,
			"he-ethikbank":   `(?s)Creator:\s+PDF-Drucker.*Producer:\s+GPL Ghostscript`,
			"he-kdbank":      `Creator:\s+agree21`,
			"he-koelnbonn":   `Creator:\s+S-Firmenkunden`,
		}[l]
		if want != "" && !regexp.MustCompile(want).MatchString(info) {
			t.Errorf("%s/%d: producer: %s", l, seed, info)
		}
		sizes := regexp.MustCompile(`Page +\d+ size:[^\n]*`).FindAllString(info, -1)
		for i, s := range sizes {
			land := l == "he-kdbank" && st.ToolArgs[i] == "L"
			if land != regexp.MustCompile(`84[12](\.\d+)? x 59[45](\.\d+)? pts`).MatchString(s) ||
				!land && !regexp.MustCompile(`59[45](\.\d+)? x 84[12](\.\d+)? pts`).MatchString(s) {
				t.Errorf("%s/%d: page %d %s (landscape %v)", l, seed, i+1, s, land)
			}
		}
		fonts := run("pdffonts", b, "-")
		nFonts := len(strings.Split(strings.TrimSpace(fonts), "\n")) - 2
		if (l == "he-ethikbank") != (nFonts == 0) {
			t.Errorf("%s/%d: %d fonts: %s", l, seed, nFonts, fonts)
		}
		if l == "he-dbenglish" && (!strings.Contains(fonts, "utf8dejavu") || !strings.Contains(fonts, "CID TrueType")) {
			t.Errorf("%s/%d: not in embedded DejaVu: %s", l, seed, fonts)
		}
		text, err := hiTSV(b)
		if err != nil {
			t.Errorf("%s/%d: pdftotext: %v", l, seed, err)
			return
		}
		if n := strings.Count(text, "\f"); n != st.Truth.Pages || n != len(sizes) || n < 1 || n > 6 {
			t.Errorf("%s/%d: pdftotext reads %d pages, pdfinfo %d, Truth.Pages %d", l, seed, n, len(sizes), st.Truth.Pages)
		}
		switch l {
		case "he-ethikbank":
			if strings.TrimSpace(strings.ReplaceAll(text, "\f", "")) != "" {
				t.Errorf("%s/%d: text in an outlined file: %.200q", l, seed, text)
			}
			imgs, err := Rasterize(context.Background(), b, 50)
			if err != nil || len(imgs) != st.Truth.Pages {
				t.Errorf("%s/%d: rasterize: %v", l, seed, err)
				return
			}
			dark := 0
			for _, p := range imgs[0].Pix {
				if p < 128 {
					dark++
				}
			}
			if dark < 2000 {
				t.Errorf("%s/%d: page 1 has %d dark pixels: no glyphs drawn", l, seed, dark)
			}
			return
		case "he-koelnbonn":
			if !strings.Contains(text, "GEBUCHT") || !strings.Contains(text, "DATEV") {
				t.Errorf("%s/%d: the stamp's text is not in the file", l, seed)
			}
			if !bytes.Contains(b, []byte("/FreeText")) || !bytes.Contains(b, []byte("/Annots")) {
				t.Errorf("%s/%d: no annotations in the file", l, seed)
			}
		case "he-duplikat":
			if !strings.Contains(strings.ReplaceAll(text, " ", ""), "DUPLIKAT") {
				t.Errorf("%s/%d: no watermark in the text", l, seed)
			}
		case "he-buchhaltung":
			// the fixed head on every page
			for i, p := range strings.Split(text, "\f")[:st.Truth.Pages] {
				if !strings.Contains(p, "Kontor Online") || !strings.Contains(strings.ReplaceAll(p, " ", ""), strings.ReplaceAll(st.Truth.IBAN, " ", "")) {
					t.Errorf("%s/%d: page %d without the repeated head", l, seed, i+1)
				}
			}
		}
		checkHEPrinted(t, l, seed, st, text, "pdftotext")
	})
}

// TestSealed21Scan: the scan variant renders the annotated, the outlined
// and the mixed-orientation statements: an image-only PDF of Truth.Pages
// pages or, for one page, a JPEG.
func TestSealed21Scan(t *testing.T) {
	heTools(t)
	checkScanShape(t, 28500, []string{"he-koelnbonn", "he-ethikbank", "he-kdbank"})
}

// TestSealed21Cap: with the scan variants' cap every layout stays within
// it over a hundred scan seeds, on 1–6 pages (he-renault may have no
// rows, the others must have some), and Document refuses the statements
// it cannot measure.
func TestSealed21Cap(t *testing.T) {
	checkScanCap(t, scanCap{layouts: Sealed21Layouts(), seed: 28500, textSeed: 28000,
		unpaged: layoutIs("he-buchhaltung"), empty: layoutIs("he-renault"),
		measured: layoutIs("he-dbenglish")}) // drawn in DejaVu: Document measures it
}
