package synth

import (
	"bytes"
	"image"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"papierkram/backend/german"
)

// hcAmountForm is how layout l prints the amount a of a booking
// (balance: an opening or closing balance), spaces as plain spaces.
func hcAmountForm(l string, a german.Cents, balance bool) string {
	switch l {
	case "hc-nachtmodus":
		if balance {
			return a.String() + " €"
		}
		return hgPlus(a) + " €"
	case "hc-landeskarte", "hc-aussenhandel":
		return pos(a).String()
	}
	return a.String()
}

// hcStandRE finds hc-nachtmodus's screenshot day.
var hcStandRE = regexp.MustCompile(`Stand (\d\d\.\d\d\.\d{4}),`)

// hcDateForm is how layout l prints a booking or value date; today is
// hc-nachtmodus's screenshot day.
func hcDateForm(l string, d, today german.Date) string {
	switch l {
	case "hc-nachtmodus":
		switch {
		case d == today:
			return "Heute"
		case d == today.AddDays(-1):
			return "Gestern"
		}
		return hcGermanDay(d)
	case "hc-zweispaltig":
		return hcShortDate(d)
	case "hc-landeskarte":
		return dm(d)
	}
	return d.String()
}

// plainText is the text of st without rendering: its items, or its
// HTML's text.
func plainText(st *Statement) string {
	if st.HTML != "" {
		return hjText(st.HTML)
	}
	return hiText(st)
}

// checkHCPrinted: every truth value stands in text in l's forms.
func checkHCPrinted(t *testing.T, l string, seed uint64, st *Statement, text, what string) {
	t.Helper()
	var today german.Date
	head := [][]string{{st.Truth.IBAN}, {st.Truth.BIC}}
	cp := *st
	switch l {
	case "hc-nachtmodus":
		m := hcStandRE.FindStringSubmatch(text)
		if m == nil {
			t.Errorf("%s/%d %s: no Stand date", l, seed, what)
			return
		}
		today = mustDate(m[1])
		head = [][]string{{st.Truth.IBAN}}
		cp.Truth.Opening = cp.Truth.Closing // none printed
	case "hc-landeskarte":
		head = nil
	}
	checkPrinted(t, l, seed, &cp, text, what, printedForms{
		amount: func(a german.Cents, balance bool) string { return hcAmountForm(l, a, balance) },
		date:   func(d german.Date, _ bool) string { return hcDateForm(l, d, today) },
		head:   head,
	})
}

// checkHCTruth: the batch checks on st's truth; hc-nachtmodus's without
// period and opening balance: its rows newest first, none after the
// screenshot's day, none twice.
func checkHCTruth(t *testing.T, l string, seed uint64, st *Statement) {
	t.Helper()
	if l != "hc-nachtmodus" {
		checkHJTruth(t, l, seed, st)
		return
	}
	tr := st.Truth
	if tr.PeriodStart != "" || tr.Opening != "" || tr.BIC != "" || len(tr.Transactions) == 0 {
		t.Errorf("%s/%d: head %+v", l, seed, tr)
	}
	if _, err := german.ParseAmount(tr.Closing); err != nil {
		t.Errorf("%s/%d: closing %q", l, seed, tr.Closing)
	}
	rows := map[TruthTx]bool{}
	for i, x := range tr.Transactions {
		if rows[x] {
			t.Errorf("%s/%d: duplicate row %+v", l, seed, x)
		}
		rows[x] = true
		if i > 0 && mustDate(x.BookingDate).After(mustDate(tr.Transactions[i-1].BookingDate)) {
			t.Errorf("%s/%d: not newest first", l, seed)
		}
		if x.ValueDate != "" || x.IBAN != "" || x.BookingText == "" {
			t.Errorf("%s/%d: a field the app does not show: %+v", l, seed, x)
		}
	}
}

// hcConventions reports the conventions statement st shows.
func hcConventions(t *testing.T, l string, seed uint64, st *Statement, text string, has func(string, bool)) {
	tx := st.Truth.Transactions
	switch l {
	case "hc-glyphen":
		has("tool", st.Tool == "glyphen" && len(st.Pages) > 0)
		has("two pages", len(st.Pages) > 1)
	case "hc-nachtmodus":
		has("tool", st.Tool == "screenshot" && st.HTML != "")
		has("heute", strings.Contains(text, "\nHeute\n"))
		has("gestern", strings.Contains(text, "\nGestern\n"))
		has("weekday", regexp.MustCompile(`\n(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d+\. `).MatchString(text))
		has("three screens", strings.Count(st.HTML, `<div class="screen">`) == 3)
		rows := regexp.MustCompile(`<div class="row">.*</div></div>`).FindAllString(st.HTML, -1)
		seenRow := map[string]int{}
		for _, r := range rows {
			seenRow[r]++
		}
		screens := strings.Count(st.HTML, `<div class="screen">`)
		if len(rows) != len(tx)+screens-1 {
			t.Errorf("%s/%d: %d rows on %d screens for %d bookings", l, seed, len(rows), screens, len(tx))
		}
		has("overlap", len(seenRow) < len(rows))
		has("cut", strings.Contains(st.HTML, "…</div>"))
		for _, x := range tx {
			has("credit", !strings.HasPrefix(x.Amount, "-"))
		}
	case "hc-doppelauszug":
		has("reversed", st.ScanLook == "reversed")
		nrs := regexp.MustCompile(`Kontoauszug (\d+)/(\d{4})`).FindAllStringSubmatch(text, -1)
		distinct := map[string]bool{}
		for _, m := range nrs {
			distinct[m[0]] = true
		}
		if len(distinct) != 2 {
			t.Errorf("%s/%d: %d statement numbers: %v", l, seed, len(distinct), distinct)
		}
		has("two statements", len(distinct) == 2)
		has("alt twice", strings.Count(text, "(alt)") == 2 && strings.Count(text, "(neu)") == 2)
		has("second sheet", strings.Contains(text, "Blatt 2 von 2"))
		has("year turn", strings.Contains(text, "Kontoauszug 12/") && strings.Contains(text, "Kontoauszug 1/"))
	case "hc-zweispaltig":
		has("upside", st.ScanLook == "upside")
		right := false
		for _, p := range st.Pages {
			for _, it := range p.Items {
				right = right || it.X > 300 && it.Y > 100 && it.Y < PageH-70 && !it.Right
			}
		}
		has("right column", right)
		has("two pages", len(st.Pages) > 1)
		has("value differs", func() bool {
			for _, x := range tx {
				if x.ValueDate != x.BookingDate {
					return true
				}
			}
			return false
		}())
	case "hc-landeskarte":
		has("foreign block", strings.Contains(text, "Umsätze in Fremdwährung"))
		has("fee", strings.Contains(text, "Auslandseinsatzentgelt 1,75 % von"))
		has("payment", strings.Contains(text, "Ihre Zahlung per Lastschrift"))
		has("year turn", strings.HasPrefix(st.Truth.PeriodStart, "16.12."))
		has("debt", strings.HasPrefix(st.Truth.Opening, "-"))
		if st.Truth.IBAN != "" || st.Truth.BIC != "" {
			t.Errorf("%s/%d: a card account with an IBAN", l, seed)
		}
		for _, x := range tx {
			has("refund", x.BookingText == "" && strings.HasPrefix(x.Purpose, "Gutschrift"))
			if x.BookingText != "" || x.ValueDate != "" {
				t.Errorf("%s/%d: a field the bill does not print: %+v", l, seed, x)
			}
		}
	case "hc-aussenhandel":
		has("mutool", st.Tool == "mutool")
		has("out", strings.Contains(text, "Entgelt Auslandszahlungsverkehr EUR"))
		has("in", strings.Contains(text, "abzüglich Entgelt Auslandszahlung EUR"))
		for _, x := range tx {
			has("sammler", x.BookingText == "Sammelüberweisung" && x.Counterparty == "")
			has("sammel credit", x.BookingText == "Sammellastschrift Gutschrift")
		}
	case "hc-waehrung":
		has("recycled", st.ScanLook == "recycled" && st.Font == "dejavu")
		has("usd", strings.Contains(text, "Kontowährung: US-Dollar (USD)"))
		has("conversion", strings.Contains(text, "Gegenwert EUR"))
	}
}

// TestSealed23: the hc-* layouts over the eval's first 30 digital seeds
// and ten scan seeds with its cap: new names, deterministic, made by
// their producer (the HTML ones without pages until printed), the truth
// holds the batch checks, every truth value stands in the text in the
// layout's form, and each layout's conventions appear.
func TestSealed23(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range Sealed23Layouts() {
		checkOwnBatch(t, l, "hc-")
		prod, ok := hcProducer[l]
		if !ok {
			t.Fatalf("%s: no producer", l)
		}
		for i := range 40 {
			st, st2, seed, opt := generateTwice(t, l, i, 30000, 30500)
			checkTwice(t, l, seed, st, st2, opt)
			switch prod {
			case "screenshot":
				if st.Tool != "screenshot" || st.HTML == "" || len(st.Pages) != 0 || st.Truth.Pages != 0 {
					t.Errorf("%s/%d: want screenshots of HTML without pages yet", l, seed)
				}
			case "fpdf":
				if st.Tool != "" || st.Font != "" || st.HTML != "" || st.PostScript != "" {
					t.Errorf("%s/%d: want core fpdf", l, seed)
				}
			default:
				checkProducer(t, l, seed, st, prod, "dejavu")
			}
			if prod != "html" && prod != "screenshot" {
				if n := len(st.Pages); n < 1 || n > 6 || st.Truth.Pages != n {
					t.Errorf("%s/%d: %d pages, Truth.Pages %d", l, seed, n, st.Truth.Pages)
				}
			}
			text := plainText(st)
			checkHCTruth(t, l, seed, st)
			checkHCPrinted(t, l, seed, st, text, "items")
			hcConventions(t, l, seed, st, text, func(what string, ok bool) {
				if ok {
					seen[l+" "+what] = true
				}
			})
		}
	}
	for _, k := range []string{
		"hc-glyphen tool", "hc-glyphen two pages",
		"hc-nachtmodus tool", "hc-nachtmodus heute", "hc-nachtmodus gestern", "hc-nachtmodus weekday", "hc-nachtmodus three screens",
		"hc-nachtmodus overlap", "hc-nachtmodus cut", "hc-nachtmodus credit",
		"hc-doppelauszug reversed", "hc-doppelauszug two statements", "hc-doppelauszug alt twice", "hc-doppelauszug second sheet", "hc-doppelauszug year turn",
		"hc-zweispaltig upside", "hc-zweispaltig right column", "hc-zweispaltig two pages", "hc-zweispaltig value differs",
		"hc-landeskarte foreign block", "hc-landeskarte fee", "hc-landeskarte payment", "hc-landeskarte year turn", "hc-landeskarte debt", "hc-landeskarte refund",
		"hc-aussenhandel mutool", "hc-aussenhandel out", "hc-aussenhandel in", "hc-aussenhandel sammler", "hc-aussenhandel sammel credit",
		"hc-waehrung recycled", "hc-waehrung usd", "hc-waehrung conversion",
	} {
		if !seen[k] {
			t.Errorf("%s: never seen", k)
		}
	}
}

// TestSealed23Cap: with the scan variants' cap every layout stays within
// it over a hundred scan seeds, on 1–6 pages, and Document refuses the
// statements it cannot measure.
func TestSealed23Cap(t *testing.T) {
	checkScanCap(t, scanCap{layouts: Sealed23Layouts(), seed: 30500, textSeed: 30000,
		unpaged:  func(l string) bool { return hcProducer[l] == "html" || hcProducer[l] == "screenshot" },
		measured: func(l string) bool { return hcProducer[l] == "fpdf" || hcProducer[l] == "font" }}) // Document measures these
}

// TestSealed23Looks: the last page turned upside down is the page
// rotated 180°, the others untouched; recycled paper is grey, keeps
// black ink black and shows the back's print; only the layouts with a
// scan look have one.
func TestSealed23Looks(t *testing.T) {
	mk := func() *image.Gray {
		img := image.NewGray(image.Rect(0, 0, 201, 151))
		for i := range img.Pix {
			img.Pix[i] = uint8(i * 7 % 251)
		}
		return img
	}
	orig, img := mk(), mk()
	hcScanLook("upside", img, Degrade{}, 0, 2)
	if !bytes.Equal(orig.Pix, img.Pix) {
		t.Error("upside turned a page other than the last")
	}
	hcScanLook("upside", img, Degrade{}, 1, 2)
	w, h := 201, 151
	for y := range h {
		for x := range w {
			if img.Pix[y*img.Stride+x] != orig.Pix[(h-1-y)*orig.Stride+(w-1-x)] {
				t.Fatalf("upside: pixel %d,%d is not the turned page's", x, y)
			}
		}
	}
	// recycled: a white page with a black bar at the left
	img = image.NewGray(image.Rect(0, 0, 400, 300))
	for y := range 300 {
		for x := range 400 {
			v := uint8(255)
			if x >= 20 && x < 60 && y >= 100 && y < 140 {
				v = 0
			}
			img.Pix[y*img.Stride+x] = v
		}
	}
	hcScanLook("recycled", img, Degrade{Seed: 1}, 0, 1)
	at := func(x, y int) uint8 { return img.Pix[y*img.Stride+x] }
	if p := at(200, 20); p < 190 || p > 235 {
		t.Errorf("recycled paper %d, want grey", p)
	}
	if at(40, 120) > 5 {
		t.Errorf("recycled: ink %d, want black", at(40, 120))
	}
	// the bar shows through mirrored (x ≈ 400-1-40+4), lighter than ink,
	// darker than the paper beside it
	if tb, paper := at(400-1-40+4, 114), at(400-1-40+4, 40); tb >= paper || tb < 120 {
		t.Errorf("recycled: back side %d against paper %d", tb, paper)
	}
	look := map[string]string{"hc-doppelauszug": "reversed", "hc-zweispaltig": "upside", "hc-waehrung": "recycled"}
	for _, l := range Sealed23Layouts() {
		st, _ := Generate(l, 30000)
		if st.ScanLook != look[l] {
			t.Errorf("%s: ScanLook %q", l, st.ScanLook)
		}
	}
}

// TestSealed23Faces: the TrueType reader maps the characters the
// statements print and knows their advances.
func TestSealed23Faces(t *testing.T) {
	if m := FontMissing("dejavu"); m != "" {
		t.Skip(m)
	}
	faces, err := hcLoadFaces()
	if err != nil {
		t.Fatal(err)
	}
	for k, f := range faces {
		for _, r := range "AZaz09äöüÄÖÜß€.,-–·/%()+:" {
			gl, ok := f.cmap[r]
			if !ok || gl == 0 || f.adv[gl] == 0 {
				t.Errorf("face %d: %q has glyph %d advance %d", k, r, gl, f.adv[gl])
			}
		}
		if f.upem != 2048 || f.cmap['A'] == 'A' {
			t.Errorf("face %d: upem %d, A glyph %d", k, f.upem, f.cmap['A'])
		}
	}
}

// hcTools skips when the hc-* producers cannot run here.
func hcTools(t *testing.T) {
	t.Helper()
	needRenderers(t, true, "dejavu", "mutool", "gs", "pdftoppm", "pdftotext", "pdfinfo", "pdffonts")
}

// hcLetters counts the letters and digits of s.
func hcLetters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// TestSealed23PDF renders the hc-* layouts with their producers and reads
// them back with pdftotext: the bytes repeat, the page count matches,
// hc-glyphen's text layer is unreadable (no amount, no IBAN, control
// characters), hc-nachtmodus has none, and every other layout's truth
// value stands in the extracted text.
func TestSealed23PDF(t *testing.T) {
	hcTools(t)
	run := func(name string, in []byte, args ...string) string {
		cmd := exec.Command(name, args...)
		cmd.Stdin = bytes.NewReader(in)
		out, err := cmd.Output()
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
		return string(out)
	}
	eachPDF(t, Sealed23Layouts(), []uint64{30000, 30001, 30501}, 30500, func(l string, seed uint64, opt Options, st *Statement, b []byte) {
		st2, _ := GenerateWith(l, seed, opt)
		again, err := st2.PDF()
		if err != nil || !bytes.Equal(b, again) && (l != "hc-landeskarte" && l != "hc-nachtmodus" || PrintCacheDir() != "") {
			t.Errorf("%s/%d: PDF bytes differ between renders (%v)", l, seed, err)
		}
		info := run("pdfinfo", b, "-f", "1", "-l", "99", "-")
		sizes := regexp.MustCompile(`Page +\d+ size:\s+([\d.]+) x ([\d.]+) pts`).FindAllStringSubmatch(info, -1)
		for i, s := range sizes {
			ok := strings.HasPrefix(s[1], "59") && strings.HasPrefix(s[2], "84")
			if l == "hc-nachtmodus" {
				ok = strings.HasPrefix(s[1], "204") && strings.HasPrefix(s[2], "44") // 72 × 156 mm
			}
			if !ok {
				t.Errorf("%s/%d: page %d %s x %s", l, seed, i+1, s[1], s[2])
			}
		}
		fonts := run("pdffonts", b, "-")
		text, err := hiTSV(b)
		if err != nil {
			t.Errorf("%s/%d: pdftotext: %v", l, seed, err)
			return
		}
		if n := strings.Count(text, "\f"); n != st.Truth.Pages || n != len(sizes) || n < 1 || n > 6 {
			t.Errorf("%s/%d: pdftotext reads %d pages, pdfinfo %d, Truth.Pages %d", l, seed, n, len(sizes), st.Truth.Pages)
		}
		switch l {
		case "hc-glyphen":
			// pdffonts: CID TrueType, embedded, no ToUnicode ("uni no")
			if !regexp.MustCompile(`DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+no\s+no`).MatchString(fonts) {
				t.Errorf("%s/%d: fonts: %s", l, seed, fonts)
			}
			flat := strings.Join(strings.Fields(text), " ")
			if strings.Contains(flat, st.Truth.Closing) || strings.Contains(flat, "Kontoauszug") || strings.Contains(flat, st.Truth.IBAN[:4]) {
				t.Errorf("%s/%d: the text layer is readable", l, seed)
			}
			ctl := 0
			for _, r := range text {
				if r < 0x20 && r != '\n' && r != '\f' {
					ctl++
				}
			}
			if ctl < 100 {
				t.Errorf("%s/%d: %d control characters in the text layer", l, seed, ctl)
			}
		case "hc-nachtmodus":
			if n := hcLetters(text); n != 0 || strings.TrimSpace(fonts[strings.Index(fonts, "---"):]) != strings.Split(fonts, "\n")[1] {
				t.Errorf("%s/%d: a screenshot with text (%d letters) or fonts: %s", l, seed, n, fonts)
			}
		default:
			checkHCPrinted(t, l, seed, st, text, "pdftotext")
		}
	})
}

// TestSealed23Scan: the scan variant renders every hc-* layout: an
// image-only PDF of Truth.Pages pages or, for one page, a JPEG.
func TestSealed23Scan(t *testing.T) {
	hcTools(t)
	checkScanShape(t, 30500, Sealed23Layouts())
}
