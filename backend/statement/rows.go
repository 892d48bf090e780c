package statement

import (
	"regexp"
	"strings"
	"time"
	"unicode"

	"papierkram/backend/document"
	"papierkram/backend/german"
)

// kind is what a token means on a statement line.
type kind int

const (
	kWord     kind = iota
	kDate          // full date, DD.MM.YYYY or DD.MM.YY or "3. März 2025"
	kDayMonth      // year-less DD.MM.
	kAmount        // German amount
)

// token is one word or a merged group of words ("- 40,00", "42,13 S",
// "3. März 2025") with its horizontal extent.
type token struct {
	text   string
	x0, x1 float64
	kind   kind
	date   german.Date
	day    int
	month  time.Month
	cents  german.Cents
	// signed reports an explicit sign: -, +, S or H.
	signed bool
	// conf is the OCR confidence of the word the token was read from, in
	// (0,1]; 0 when unknown (text layer, or a token merged from several
	// words).
	conf float64
}

func (t token) cx() float64 { return (t.x0 + t.x1) / 2 }

// row is one text line of a page, tokenised.
type row struct {
	page   int
	y0, y1 float64
	pageW  float64
	pageH  float64
	toks   []token
	text   string
	ocr    bool
	// sec is the statement period in force at this row (parser.secStart,
	// secEnd): year-less dates of bookings resolve in their own statement
	// when one file holds several.
	sec [2]german.Date
	// bal is the running balance a detail block prints on a line of its
	// own under the amount (detailfields.go).
	bal *token
	// appType marks an app cell's booking-type line (appcells.go).
	appType bool
}

func (r *row) height() float64 { return r.y1 - r.y0 }

// buildRows turns every page's lines into tokenised rows in reading order.
func buildRows(doc *document.Document) []*row {
	var rows []*row
	english := englishNotation(doc)
	swiss := !english && swissNotation(doc)
	altSep, monthFirst := altDateSep(doc) // altdates.go
	spaced := spaceThousands(doc)
	for i := range doc.Pages {
		pg := &doc.Pages[i]
		for _, l := range pg.Lines() {
			r := &row{page: pg.Number, y0: l.Box.Y0, y1: l.Box.Y1, pageW: pg.Width, pageH: pg.Height, ocr: pg.Source == document.OCR}
			words := l.Words
			if english || swiss || altSep != 0 {
				words = make([]document.Word, len(l.Words))
				copy(words, l.Words)
				for k := range words {
					if english {
						words[k].Text = germanFromEnglish(words[k].Text)
					}
					if swiss {
						words[k].Text = germanFromSwiss(words[k].Text)
					}
					if altSep != 0 {
						words[k].Text = dottedDate(words[k].Text, altSep, monthFirst)
					}
				}
			}
			if spaced {
				words = joinSpaceGroups(words) // "+1 234,56 €"
			}
			words = dropFootnoteMarks(words) // footnotemark.go
			r.toks = tokenize(words, r.ocr)
			if len(r.toks) == 0 {
				continue
			}
			r.text = joinTokens(r.toks)
			rows = append(rows, r)
		}
	}
	dropMarginStrip(rows)  // marginstrip.go
	joinMarkerColumn(rows) // markercol.go
	rows = mergeRows(splitGlued(rows))
	for _, r := range rows {
		writtenDayMonth(r)
	}
	return dateUnderText(rows) // dateunder.go
}

// English amounts: "1,234.56", "€1,234.56", "-€12.00", "12.00". The
// unambiguous shapes have thousands commas before a decimal point or a
// currency sign before a decimal point; a bare "12.05" could be a German
// year-less date and only counts once the document is decided.
var (
	reEnAmountSure = regexp.MustCompile(`^[-+\x{2212}]?(€|EUR|£|\$)?\d{1,3}(,\d{3})+\.\d\d$|^[-+\x{2212}]?(€|£|\$)\d+\.\d\d$`)
	reEnAmount     = regexp.MustCompile(`^[-+\x{2212}]?(€|EUR)?\d{1,3}(,\d{3})*\.\d\d$|^[-+\x{2212}]?(€|EUR)?\d+\.\d\d$`)
	reDeAmount     = regexp.MustCompile(`^[-+\x{2212}]?(€|EUR)?\d{1,3}(\.\d{3})*,\d\d[-+SH]?$|^[-+\x{2212}]?(€|EUR)?\d+,\d\d[-+SH]?$`)
)

// englishNotation decides the number notation of the whole document from
// evidence: it is English when unambiguous English amounts ("1,234.56",
// "€12.00") outnumber German ones ("1.234,56", "12,00") at least two to
// one, and there are at least two of them. Never per token: "1.234" alone
// proves nothing.
func englishNotation(doc *document.Document) bool {
	en, de := 0, 0
	for i := range doc.Pages {
		ws := doc.Pages[i].Words
		for k, w := range ws {
			t := strings.TrimRight(w.Text, ",;")
			switch {
			case reEnAmountSure.MatchString(t) || crdrAmount(ws, k):
				en++
			case reDeAmount.MatchString(t):
				de++
			}
		}
	}
	return en >= 2 && en > 2*de
}

// germanFromEnglish rewrites an English amount in German notation
// ("€1,234.56" → "€1.234,56"); other words are returned unchanged.
func germanFromEnglish(s string) string {
	if !reEnAmount.MatchString(s) {
		return s
	}
	return strings.Map(func(r rune) rune {
		switch r {
		case ',':
			return '.'
		case '.':
			return ','
		}
		return r
	}, s)
}

// writtenDayMonth joins a year-less written date that starts a row ending
// in money ("3. Apr. Lastschrift … -12,00", quarterly statements whose
// month sections give the year) into one year-less date token. A written
// date with its year is joined by tokenize, one broken over rows around
// its booking line by splitDate; this one has neither.
func writtenDayMonth(r *row) {
	ts := r.toks
	if len(ts) < 3 || ts[0].kind != kWord || !hasTrailingAmount(r) {
		return
	}
	dayW, monW, n := ts[0].text, "", 1
	if m := reGluedDayMonth.FindStringSubmatch(dayW); m != nil {
		dayW, monW = m[1], m[2] // "16.Nov." as one word
	} else if isDayWord(dayW) && len(ts) >= 4 && near(ts[0], ts[1]) {
		monW, n = ts[1].text, 2
	} else {
		return
	}
	m, ok := german.MonthByName(monW)
	if !ok || isYearTok(ts[n]) {
		return
	}
	day := atoi(strings.TrimSuffix(dayW, "."))
	if day < 1 || !validDate(german.Date{Year: 2000, Month: m, Day: day}) {
		return
	}
	d := token{text: joinTokens(ts[:n]), x0: ts[0].x0, x1: ts[n-1].x1, kind: kDayMonth, day: day, month: m}
	r.toks = append([]token{d}, ts[n:]...)
	r.text = joinTokens(r.toks)
}

var reGluedDayMonth = regexp.MustCompile(`^(\d{1,2}\.)(\pL{3,}\.?)$`)

// splitGlued repairs text layers that glue the end of one line to the
// booking date of the next ("…Gläubiger-ID: LU96ZZZ…5824.05.2016 24.05.2016
// Zahlungseingang 12,00+", "A30.09.2019 Visa-Umsatz … -3,94"): when one of
// the first two words ends in a full date and the rest of the row is a
// booking (money at its end), the row is split before the date.
func splitGlued(rows []*row) []*row {
	out := rows[:0:0]
	for _, r := range rows {
		split := false
		for k := 0; k < len(r.toks) && k < 2 && hasTrailingAmount(r); k++ {
			t := r.toks[k]
			if t.kind != kWord || len(t.text) <= 10 {
				continue
			}
			tail := t.text[len(t.text)-10:]
			if strings.Count(tail, ".") != 2 || tail[2] != '.' || tail[5] != '.' {
				continue
			}
			d := classify(token{text: tail})
			if d.kind != kDate {
				continue
			}
			w := (t.x1 - t.x0) / float64(len(t.text))
			d.x1 = t.x1
			d.x0 = t.x1 - 10*w
			pre := t
			pre.text, pre.x1 = t.text[:len(t.text)-10], d.x0
			head := &row{page: r.page, y0: r.y0, y1: r.y1, pageW: r.pageW, pageH: r.pageH, ocr: r.ocr}
			head.toks = append(append([]token(nil), r.toks[:k]...), pre)
			head.text = joinTokens(head.toks)
			tail2 := &row{page: r.page, y0: r.y0, y1: r.y1, pageW: r.pageW, pageH: r.pageH, ocr: r.ocr}
			tail2.toks = append([]token{d}, r.toks[k+1:]...)
			tail2.text = joinTokens(tail2.toks)
			if len([]rune(pre.text)) > 1 || k > 0 {
				out = append(out, head) // a lone glued letter is a stray glyph
			}
			out = append(out, tail2)
			split = true
			break
		}
		if !split {
			out = append(out, r)
		}
	}
	return out
}

// mergeRows repairs reading-order accidents of text extraction:
//
//   - an amount printed a little higher than its booking line lands on a
//     row of its own before it (Sparkasse via PDFBox: "-1,50" /
//     "01.03.2023 Lastschrift"); the same happens to balance labels;
//   - a date written "01 Jan." / "2025" around the booking line (Trade
//     Republic) is joined into one date in front of the booking text.
func mergeRows(rows []*row) []*row {
	out := rows[:0:0]
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		if len(r.toks) == 0 {
			continue
		}
		if len(r.toks) <= 2 && allDates(r) {
			// "01.04.2021 01.04.2021" / "Dauerauftrag" / "400,00-".
			for k := i + 1; k <= i+3 && k < len(rows); k++ {
				n := rows[k]
				if n.page != r.page || len(n.toks) == 0 || isDateTok(n.toks[0]) || balanceLabel(n.text) != 0 {
					break
				}
				if amountOnly(n) || n.toks[len(n.toks)-1].kind == kAmount && !hasDate(n) {
					m := &row{page: r.page, y0: r.y0, y1: n.y1, pageW: r.pageW, pageH: r.pageH, ocr: r.ocr}
					for _, x := range rows[i : k+1] {
						m.toks = append(m.toks, x.toks...)
					}
					m.text = joinTokens(m.toks)
					r = m
					i = k
					break
				}
				if hasAmount(n) {
					break
				}
			}
		}
		prevLabel := i > 0 && len(rows[i-1].toks) > 0 && !hasAmount(rows[i-1]) && balanceLabel(rows[i-1].text) != 0
		if i+1 < len(rows) && amountOnly(r) && rows[i+1].page == r.page && !prevLabel {
			n := rows[i+1]
			if len(n.toks) > 0 && !hasAmount(n) && (isDateTok(n.toks[0]) || balanceLabel(n.text) != 0) {
				a := r.toks[len(r.toks)-1]
				last := n.toks[len(n.toks)-1]
				a.x0, a.x1 = max(a.x0, last.x1+10), max(a.x1, last.x1+10+(a.x1-a.x0))
				n.toks = append(n.toks, a)
				n.text = joinTokens(n.toks)
				continue
			}
		}
		if h, next, ok := splitDate(rows, i); ok {
			r, i = h, next
		}
		if len(r.toks) > 0 {
			out = append(out, r)
		}
	}
	return out
}

func isDateTokKind(k kind) bool { return k == kDate || k == kDayMonth }

func allDates(r *row) bool {
	for _, t := range r.toks {
		if !isDateTokKind(t.kind) {
			return false
		}
	}
	return len(r.toks) > 0
}

func hasDate(r *row) bool {
	for _, t := range r.toks {
		if isDateTokKind(t.kind) {
			return true
		}
	}
	return false
}

func amountOnly(r *row) bool {
	return len(r.toks) == 1 && r.toks[0].kind == kAmount
}

var reDotCents = regexp.MustCompile(`^[-+]?\d{1,2}\.\d{2}$`)

var reGluedDayMon = regexp.MustCompile(`^(\d{1,2})\.?(\pL{3,}\.?)$`)

// gluedMonth returns the length of a month name that starts w and is
// followed directly by a capitalised word ("DezemberHandel"), or 0.
func gluedMonth(w string) int {
	best := 0
	for k, r := range w {
		if k >= 3 && unicode.IsUpper(r) {
			if _, ok := german.MonthByName(w[:k]); ok && hasLetter(w[k:]) {
				best = k
			}
		}
	}
	return best
}

// leadingRun reports whether the tokens so far are only dates and a
// weekday: a date token may still start here.
func leadingRun(out []token) bool {
	for _, t := range out {
		if !isDateTokKind(t.kind) && !weekdayTok(t) {
			return false
		}
	}
	return len(out) <= 3
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

func isYearTok(t token) bool {
	return len(t.text) == 4 && allDigits(t.text) && (t.text[:2] == "19" || t.text[:2] == "20")
}

// splitDate joins a written date broken over rows around its booking line:
// "01 Jan." / "Zinszahlung … 9,07 € 1.182,23 €" / "2025" or "20" /
// "Sept. Überweisung …" / "2024 DE00…" / "889,77 € 964,18 €" (Trade
// Republic through PDFBox). It returns the joined booking row and the
// index of the last row it consumed; the year row keeps its other words.
func splitDate(rows []*row, i int) (*row, int, bool) {
	r := rows[i]
	var day int
	var month time.Month
	var rest []token
	monthRow, mid := i, -1
	switch {
	case len(r.toks) >= 1 && r.toks[0].kind == kDayMonth && hasLetter(r.toks[0].text):
		// "04 März" already read as a year-less date.
		day, month, rest = r.toks[0].day, r.toks[0].month, r.toks[1:]
	case len(r.toks) >= 2 && r.toks[0].kind == kWord && isDayWord(r.toks[0].text):
		m, ok := german.MonthByName(r.toks[1].text)
		if !ok || len(r.toks) > 2 && isYearTok(r.toks[2]) {
			return nil, i, false
		}
		day, month, rest = atoi(strings.TrimSuffix(r.toks[0].text, ".")), m, r.toks[2:]
	case len(r.toks) == 1 && isDayWord(r.toks[0].text):
		// The month starts the next row or the one after (a description
		// line may sit between).
		for k := i + 1; k <= i+2 && k < len(rows); k++ {
			if len(rows[k].toks) == 0 {
				continue
			}
			if m, ok := german.MonthByName(rows[k].toks[0].text); ok {
				day, month, monthRow = atoi(strings.TrimSuffix(r.toks[0].text, ".")), m, k
				if k == i+2 {
					rest = append(rest, rows[i+1].toks...)
					mid = i + 1
				}
				rest = append(rest, rows[k].toks[1:]...)
				break
			}
		}
		if month == 0 {
			return nil, i, false
		}
	default:
		return nil, i, false
	}
	yearRow := -1
	for k := monthRow + 1; k <= monthRow+2 && k < len(rows); k++ {
		if rows[k].page == r.page && len(rows[k].toks) > 0 && isYearTok(rows[k].toks[0]) {
			yearRow = k
			break
		}
	}
	if yearRow < 0 {
		return nil, i, false
	}
	y := rows[yearRow]
	date := token{text: r.toks[0].text + " " + month.String() + " " + y.toks[0].text, x0: r.toks[0].x0, x1: r.toks[0].x1, kind: kDate,
		date: german.Date{Year: atoi(y.toks[0].text), Month: month, Day: day}}
	if day < 1 || !validDate(date.date) {
		return nil, i, false
	}
	if mid >= 0 {
		rows[mid].toks = nil // joined into the booking row
	}
	head := &row{page: r.page, y0: r.y0, y1: r.y1, pageW: r.pageW, pageH: r.pageH, ocr: r.ocr}
	head.toks = append([]token{date}, rest...)
	last := monthRow
	if yearRow == monthRow+2 && !hasAmount(head) && hasAmount(rows[monthRow+1]) {
		head.toks = append(head.toks, rows[monthRow+1].toks...)
		rows[monthRow+1].toks = nil
	}
	y.toks = y.toks[1:]
	y.text = joinTokens(y.toks)
	if !hasAmount(head) {
		// The amounts may stand alone a row or two further down.
		for k := monthRow + 1; k <= yearRow+1 && k < len(rows); k++ {
			if n := rows[k]; len(n.toks) > 0 && len(n.toks) <= 2 && n.toks[0].kind == kAmount && n.toks[len(n.toks)-1].kind == kAmount {
				head.toks = append(head.toks, n.toks...)
				n.toks = nil
				break
			}
		}
	}
	head.text = joinTokens(head.toks)
	return head, last, true
}

func joinTokens(ts []token) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = t.text
	}
	return strings.Join(parts, " ")
}

// tokenize classifies words and merges the multi-word forms of amounts and
// dates. Gaps matter: a sign or marker is merged only when it sits close to
// the number, so "- 40,00" merges but a dash in a far-away column does not.
func tokenize(words []document.Word, ocr bool) []token {
	if ocr {
		words = joinCents(words)
		words = joinISOTimeSplit(words) // isotimesplit.go
	}
	ts := make([]token, 0, len(words))
	for i, w := range words {
		txt := strings.TrimSpace(w.Text)
		if txt == "" {
			continue
		}
		if ocr && len(ts) == 0 {
			// "Sa26.10.": the weekday glued to the booking date.
			if m := reGluedWeekday.FindStringSubmatch(txt); m != nil {
				k := float64(len(m[1])) / float64(len(txt))
				mid := w.Box.X0 + k*(w.Box.X1-w.Box.X0)
				ts = append(ts, token{text: m[1], x0: w.Box.X0, x1: mid, kind: kWord})
				txt, w.Box.X0 = m[2], mid
			}
		}
		if ocr && len(ts) >= 2 && reDateColon.MatchString(txt) && i+1 < len(words) && startsWithLetter(words[i+1].Text) {
			// "Abrechnung per 05.03.2024: Kontoführungsentgelt …": a date
			// inside the text, its colon punctuation, not a speck.
			ts = append(ts, token{text: txt, x0: w.Box.X0, x1: w.Box.X1, kind: kWord})
			continue
		}
		if ocr {
			if m := reOCRMarker.FindStringSubmatch(txt); m != nil && (m[2] == "5" || m[2] == "8") && !markerPlace(words, i) {
				// "0,225 Stk.": a quantity with three decimals inside the
				// text, not an amount with its Soll marker.
				ts = append(ts, classify(token{text: txt, x0: w.Box.X0, x1: w.Box.X1}))
				continue
			}
			txt = ocrFix(txt)
			if strings.Trim(txt, ".:;,'`|_-~") == "" && txt != "-" {
				continue // specks read as punctuation
			}
			// "01.07.2025 10:12": after a full date, a clean time of day is
			// the booking's time, not a year-less value date.
			clock := len(ts) == 1 && ts[0].kind == kDate && reClock.MatchString(txt)
			if len(ts) < 2 && !clock && classify(token{text: txt}).kind == kWord {
				// At the start of a row, date separators lost or doubled
				// ("05.12.0512,", ":2212:") still spell the booking dates.
				if parts := ocrRowDates(txt); parts != nil {
					wd := (w.Box.X1 - w.Box.X0) / float64(len(parts))
					for k, p := range parts {
						ts = append(ts, classify(token{text: p, x0: w.Box.X0 + wd*float64(k), x1: w.Box.X0 + wd*float64(k+1)}))
					}
					continue
				}
			}
		}
		if m := datePair(txt); m != nil && len(ts) < 2 {
			// "02.05./30.04.": booking and value date printed as one word
			// at the start of a row, split at the slash.
			a := classify(token{text: m[1]})
			b := classify(token{text: m[2]})
			if isDateTokKind(a.kind) && isDateTokKind(b.kind) {
				mid := w.Box.X0 + float64(len(m[1]))/float64(len(txt))*(w.Box.X1-w.Box.X0)
				a.x0, a.x1, b.x0, b.x1 = w.Box.X0, mid, mid, w.Box.X1
				ts = append(ts, a, b)
				continue
			}
		}
		tk := classify(token{text: txt, x0: w.Box.X0, x1: w.Box.X1})
		if ocr {
			tk.conf = w.Conf
		}
		ts = append(ts, tk)
	}
	ts = joinSpaced(ts)
	ts = joinSpacedCents(ts)
	ts = splitGluedIBAN(ts)
	ts = parenNegatives(ts)
	if ocr {
		// "62,20 0,00 62.20 581,72": a decimal comma read as a dot in a
		// cell between two amounts is money too (a date there keeps its
		// final dot or year).
		for k := 1; k+1 < len(ts); k++ {
			if ts[k].kind == kWord && reDotCents.MatchString(ts[k].text) && ts[k-1].kind == kAmount && ts[k+1].kind == kAmount {
				if c := classify(token{text: strings.Replace(ts[k].text, ".", ",", 1), x0: ts[k].x0, x1: ts[k].x1}); c.kind == kAmount {
					ts[k] = c
				}
			}
		}
	}
	if ocr {
		ts = dropInkMark(ts) // inkmark.go
	}
	if ocr {
		// "417 S" at the end of a row: OCR lost the decimal comma of an
		// amount whose Soll/Haben marker proves it is money.
		if n := len(ts); n >= 2 && (ts[n-1].text == "S" || ts[n-1].text == "H") && ts[n-2].kind == kWord &&
			len(ts[n-2].text) >= 3 && len(ts[n-2].text) <= 7 && allDigits(ts[n-2].text) && near(ts[n-2], ts[n-1]) {
			d := ts[n-2].text
			if c := classify(token{text: d[:len(d)-2] + "," + d[len(d)-2:], x0: ts[n-2].x0, x1: ts[n-2].x1}); c.kind == kAmount {
				ts[n-2] = c
			}
		}
	}
	// "30.06 30.06.11": a booking day without its final dot before a date.
	if len(ts) > 1 && isDotlessDayMonth(ts[0]) && isDateTokKind(ts[1].kind) {
		ts[0] = asDayMonth(ts[0])
	}
	// "01.11 01.11 129 Dauerauftrag 585,06 S": day and month without the
	// trailing dot start a row that ends in money. Only at the start (at
	// most two, the booking and value date) of such a row: elsewhere
	// "12.30" may be a time or a reference.
	if rowEndsInMoney(ts) {
		for k := 0; k < 2 && k < len(ts)-1 && isDotlessDayMonth(ts[k]); k++ {
			ts[k] = asDayMonth(ts[k])
		}
	}
	// Merge "-"/"+" with the following amount, and amount with trailing
	// "-", "+", "S", "H"; absorb a currency word on either side.
	out := ts[:0:0]
	for i := 0; i < len(ts); i++ {
		t := ts[i]
		if (minusGlyph(t.text) || t.text == "+") && i+1 < len(ts) && ts[i+1].kind == kAmount && !ts[i+1].signed && near(t, ts[i+1]) {
			n := ts[i+1]
			n.x0 = t.x0
			n.text = t.text + " " + n.text
			n.signed = true
			if t.text != "+" {
				n.cents = -n.cents
			}
			ts[i+1] = n
			continue
		}
		if (t.text == "EUR" || t.text == "€") && i+1 < len(ts) && ts[i+1].kind == kAmount && near(t, ts[i+1]) && !(len(out) > 0 && out[len(out)-1].kind == kAmount) {
			n := ts[i+1]
			n.x0 = t.x0
			n.text = t.text + " " + n.text
			ts[i+1] = n
			continue
		}
		if t.kind == kAmount {
			for i+1 < len(ts) && near(t, ts[i+1]) {
				nx := ts[i+1].text
				switch {
				case !t.signed && (nx == "-" || nx == "S" || nx == "\u2212" || nx == "S-"):
					t.cents, t.signed = -abs(t.cents), true
				case !t.signed && (nx == "+" || nx == "H"):
					t.signed = true
				case !t.signed && markerWordEnd(ts, i+1) && (nx == "Soll" || nx == "SOLL"):
					// "189,56 Soll": the direction written out after the
					// amount, where the row or the money column ends.
					t.cents, t.signed = -abs(t.cents), true
				case !t.signed && markerWordEnd(ts, i+1) && nx == "DR":
					// "45,81 DR": English statements mark every amount with
					// CR or DR (debit) after it.
					t.cents, t.signed = -abs(t.cents), true
				case !t.signed && markerWordEnd(ts, i+1) && (nx == "Haben" || nx == "HABEN" || nx == "CR"):
					// "1.502,28 CR": card statements mark credits (payments,
					// refunds) with CR and print charges unsigned.
					t.signed = true
				case nx == "EUR" || nx == "€" || nx == "Euro":
				case footnoteMark(nx) && markerWordEnd(ts, i+1):
					// "308,45 1)": a footnote on the amount (foreign
					// currency, see below), not text after the money.
				case !t.signed && (nx == "EUR-" || nx == "€-"):
					t.cents, t.signed = -abs(t.cents), true
				case !t.signed && (nx == "EUR+" || nx == "€+"):
					t.signed = true
				default:
					goto done
				}
				t.text += " " + nx
				t.x1 = ts[i+1].x1
				i++
			}
		done:
			if trailingCurrencyCell(ts, i) {
				out = append(out, t)
				break
			}
		}
		// Written dates: "3. März 2025", "28 Okt. 2024", "03. Januar 2026".
		if t.kind == kWord && i+2 < len(ts) && isDayWord(t.text) {
			if _, ok := german.MonthByName(ts[i+1].text); ok && len(ts[i+2].text) == 4 && allDigits(ts[i+2].text) {
				if d, err := german.ParseDate(t.text + " " + ts[i+1].text + " " + ts[i+2].text); err == nil {
					t = token{text: t.text + " " + ts[i+1].text + " " + ts[i+2].text, x0: t.x0, x1: ts[i+2].x1, kind: kDate, date: d}
					i += 2
				}
			}
		}
		// "01 DezemberHandel": a text layer glued the month to the next
		// column's word; split it where a capital follows a month name.
		if t.kind == kWord && i+1 < len(ts) && isDayWord(t.text) && leadingRun(out) && ts[i+1].kind == kWord {
			if k := gluedMonth(ts[i+1].text); k > 0 {
				n := ts[i+1]
				w := (n.x1 - n.x0) / float64(len([]rune(n.text)))
				kr := float64(len([]rune(n.text[:k])))
				mon := token{text: n.text[:k], x0: n.x0, x1: n.x0 + w*kr, kind: kWord}
				rest := classify(token{text: n.text[k:], x0: n.x0 + w*kr, x1: n.x1})
				ts = append(ts[:i+1], append([]token{mon, rest}, ts[i+2:]...)...)
			}
		}
		// Year-less written dates at the start of a row: "04 MRZ", "27.
		// Oktober" (card statements, app day headings, a year printed on
		// the line below). Only in the row's leading run of dates, and
		// only on a booking row (money at its end) or after a weekday (a
		// day heading): inside the text, or "1. Mai Feiertag", it is
		// just words.
		if t.kind == kWord && i+1 < len(ts) && isDayWord(t.text) && leadingRun(out) && !(i+2 < len(ts) && isYearTok(ts[i+2])) &&
			(rowEndsInMoney(ts) || len(out) > 0 && weekdayTok(out[len(out)-1])) {
			if m, ok := german.MonthByName(ts[i+1].text); ok && hasLetter(ts[i+1].text) {
				if d := atoi(strings.TrimSuffix(t.text, ".")); d >= 1 && validDate(german.Date{Year: 2024, Month: m, Day: d}) {
					t = token{text: t.text + " " + ts[i+1].text, x0: t.x0, x1: ts[i+1].x1, kind: kDayMonth, day: d, month: m}
					i++
				}
			}
		}
		// "17SEP", "17.Sep": OCR lost the space between day and month.
		if t.kind == kWord && leadingRun(out) && (rowEndsInMoney(ts) || len(out) > 0 && weekdayTok(out[len(out)-1])) {
			if m := reGluedDayMon.FindStringSubmatch(t.text); m != nil {
				if mon, ok := german.MonthByName(m[2]); ok {
					if d := atoi(m[1]); d >= 1 && validDate(german.Date{Year: 2024, Month: mon, Day: d}) && !(i+1 < len(ts) && isYearTok(ts[i+1])) {
						t = token{text: t.text, x0: t.x0, x1: t.x1, kind: kDayMonth, day: d, month: mon}
					}
				}
			}
		}
		// "30. Jan.2022": the month's dot glued to the year (OCR).
		if t.kind == kWord && i+1 < len(ts) && isDayWord(t.text) {
			if k := strings.LastIndexByte(ts[i+1].text, '.'); k > 0 && len(ts[i+1].text)-k-1 == 4 && allDigits(ts[i+1].text[k+1:]) {
				mon, yr := ts[i+1].text[:k+1], ts[i+1].text[k+1:]
				if _, ok := german.MonthByName(mon); ok {
					if d, err := german.ParseDate(t.text + " " + mon + " " + yr); err == nil {
						t = token{text: t.text + " " + mon + " " + yr, x0: t.x0, x1: ts[i+1].x1, kind: kDate, date: d}
						i++
					}
				}
			}
		}
		out = append(out, t)
	}
	return out
}

// markerWordEnd reports whether the word at j, right after an amount,
// stands where a debit/credit marker does: at the end of the row or
// before another amount (a running balance) or a currency.
func markerWordEnd(ts []token, j int) bool {
	if j+1 >= len(ts) {
		return true
	}
	n := ts[j+1]
	return n.kind == kAmount || n.text == "EUR" || n.text == "€"
}

// joinSpaced repairs letter-spaced digits of broken text layers
// ("3 1 .01 .", "02 .01 .2 02 4"): runs of short digit/dot fragments that
// together form a date are joined into one date token.
func joinSpaced(ts []token) []token {
	frag := func(t token) bool {
		if t.kind != kWord || len(t.text) > 6 {
			return false
		}
		dot := false
		for i := 0; i < len(t.text); i++ {
			c := t.text[i]
			if c == '.' {
				dot = true
			} else if c < '0' || c > '9' {
				return false
			}
		}
		return dot || len(t.text) <= 2
	}
	var out []token
	for i := 0; i < len(ts); i++ {
		if !frag(ts[i]) {
			out = append(out, ts[i])
			continue
		}
		// Longest run of fragments, starting at i, that forms a date.
		acc, best, bestJ := "", token{}, -1
		for j := i; j < len(ts) && j < i+8 && (frag(ts[j]) || j > i && digitsDots(ts[j].text) && len(ts[j].text) <= 10); j++ {
			acc += ts[j].text
			if len(acc) > 10 {
				break
			}
			if c := classify(token{text: acc, x0: ts[i].x0, x1: ts[j].x1}); c.kind == kDate || c.kind == kDayMonth {
				best, bestJ = c, j
			}
		}
		if bestJ > i {
			out = append(out, best)
			i = bestJ
			continue
		}
		out = append(out, ts[i])
	}
	return out
}

// joinSpacedCents repairs an amount whose last cent digit a letter-spaced
// text layer set apart ("40,1 6" → 40,16): a word ending in a comma and
// one digit, followed within a character's width by a single digit that
// ends the row or a column.
func joinSpacedCents(ts []token) []token {
	var out []token
	for i := 0; i < len(ts); i++ {
		t := ts[i]
		if t.kind == kWord && i+1 < len(ts) && reOneCent.MatchString(t.text) {
			n := ts[i+1]
			cw := (t.x1 - t.x0) / float64(len(t.text))
			// The amount ends a column: nothing follows on the row or
			// only after a gap ("2,5 1 Jahr" is not an amount).
			colEnd := i+2 >= len(ts) || ts[i+2].x0-n.x1 >= 2*cw
			if n.kind == kWord && len(n.text) == 1 && n.text[0] >= '0' && n.text[0] <= '9' && n.x0-t.x1 <= 1.5*cw && colEnd {
				if j := classify(token{text: t.text + n.text, x0: t.x0, x1: n.x1}); j.kind == kAmount {
					out = append(out, j)
					i++
					continue
				}
			}
		}
		out = append(out, t)
	}
	return out
}

var reOneCent = regexp.MustCompile(`^[-+]?(\d{1,3}(\.\d{3})+|\d+),\d$`)

// isDotlessDayMonth reports a word "DD.MM" (two digits each, a valid day
// and month) that some statements print for year-less dates without the
// trailing dot.
func isDotlessDayMonth(t token) bool {
	if t.kind != kWord || len(t.text) != 5 || t.text[2] != '.' {
		return false
	}
	_, _, ok := german.ParseDayMonth(t.text)
	return ok
}

func asDayMonth(t token) token {
	d, m, _ := german.ParseDayMonth(t.text)
	t.kind, t.day, t.month = kDayMonth, d, m
	return t
}

// rowEndsInMoney reports raw tokens whose last or second-to-last word is
// a German amount (before signs and markers are merged: "585,06 S").
func rowEndsInMoney(ts []token) bool {
	n := len(ts)
	for k := n - 1; k >= 0 && k >= n-3; k-- {
		if ts[k].kind == kAmount {
			return true
		}
	}
	return false
}

func digitsDots(s string) bool {
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && s[i] != '.' {
			return false
		}
	}
	return s != ""
}

// near reports whether b follows a closely on the line: within about two
// character widths, judged by a's height-independent average glyph width.
func near(a, b token) bool {
	cw := (a.x1 - a.x0) / float64(max(1, len([]rune(a.text))))
	if cw <= 0 {
		cw = 5
	}
	return b.x0-a.x1 < 2.5*cw+1
}

func abs(c german.Cents) german.Cents {
	if c < 0 {
		return -c
	}
	return c
}

func isDayWord(s string) bool {
	s = strings.TrimSuffix(s, ".")
	return len(s) >= 1 && len(s) <= 2 && allDigits(s)
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// reOCRMarker matches an amount whose Soll marker OCR read as "$", "5" or
// "8" glued to the cents ("224,788", "50,18$").
var reOCRMarker = regexp.MustCompile(`^([-+]?[0-9.]*[0-9],[0-9]{2})(\$S?|S\$|[58])$`)

var reOCRDate = regexp.MustCompile(`^(\d{2})[.:;,](\d{2})[.:;,]+(\d{4}|\d{2})?[.:;,\-'|_°"]*$`)

var reOCRTrail = regexp.MustCompile("^([-+]?(?:\\d{1,3}(?:\\.\\d{3})*|\\d+),\\d{2})(?:[.,'`_:]|°[.,'`_:]?)$")

var reOCRDot = regexp.MustCompile(`^([-+]?)(\d{1,3}(?:\.\d{3})*|\d+)\.(\d{2})(€?)$`)

// joinCents rejoins an amount OCR split at the decimal comma ("377" ",21+")
// when the two parts nearly touch.
func joinCents(words []document.Word) []document.Word {
	var out []document.Word
	for i := 0; i < len(words); i++ {
		w := words[i]
		if i+1 < len(words) && reIntPart.MatchString(w.Text) && reCentsPart.MatchString(words[i+1].Text) {
			n := words[i+1]
			if gap := n.Box.X0 - w.Box.X1; gap < 0.6*w.Box.Height() {
				w.Text += n.Text
				w.Box = w.Box.Union(n.Box)
				i++
			}
		} else if i+1 < len(words) {
			if j, ok := centsAfterComma(w, words[i+1]); ok { // centsafter.go
				w = j
				i++
			}
		}
		out = append(out, w)
	}
	return out
}

var (
	reIntPart   = regexp.MustCompile(`^[-+]?\d{1,3}(\.\d{3})*$|^[-+]?\d+$`)
	reCentsPart = regexp.MustCompile(`^,\d{2}([-+SH€]|\s*EUR)?$`)
)

// ocrRowDates reads a row-leading OCR word made of digits and separator
// specks as one or two year-less dates: "22:12," → 22.12., ":2212:" →
// 22.12., "05.12.0512," → 05.12. 05.12. It needs at least one separator
// (plain numbers stay numbers) and valid days and months.
func ocrRowDates(s string) []string {
	if _, err := german.ParseAmount(s); err == nil {
		return nil // "10,12" is money
	}
	var digits []byte
	sep := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits = append(digits, c)
		case c == '.' || c == ':' || c == ';' || c == ',':
			sep++
		case c == '-' || c == '\'' || c == '|' || c == '_':
		default:
			return nil
		}
	}
	// "07.05" or "12.30" with a single dot is a clean word (a time, a
	// dot-less date): leave it; misread ones have odd separators.
	if sep == 0 || len(digits) < 4 || len(digits) == 4 && sep == 1 && strings.Count(s, ".") == 1 && len(s) == 5 {
		return nil
	}
	dm := func(d []byte) (string, bool) {
		v := string(d[:2]) + "." + string(d[2:4]) + "."
		_, _, ok := german.ParseDayMonth(v)
		return v, ok
	}
	a, ok := dm(digits[:4])
	if !ok {
		return nil
	}
	out := []string{a}
	if len(digits) >= 8 {
		if b, ok := dm(digits[4:8]); ok {
			out = append(out, b)
		}
	}
	return out
}

// reDatePair matches booking and value date printed as one word
// "02.05./30.04." or "02.05.2024/30.04.2024".
var reDatePair = regexp.MustCompile(`^(\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?)/(\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?)$`)

var reGluedWeekday = regexp.MustCompile(`^(Mo|Di|Mi|Do|Fr|Sa|So)(\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?)$`)

var reDateColon = regexp.MustCompile(`^\d{2}\.\d{2}\.\d{4}:$`)

func startsWithLetter(s string) bool {
	for _, r := range s {
		return unicode.IsLetter(r)
	}
	return false
}

// markerPlace reports whether words[i] stands where an amount with its
// Soll marker does: at the end of the row, or before another amount (a
// running balance) or a currency.
func markerPlace(words []document.Word, i int) bool {
	if i+1 >= len(words) {
		return true
	}
	next := strings.TrimSpace(words[i+1].Text)
	if next == "EUR" || next == "€" || next == "S" || next == "H" {
		return true
	}
	return classify(token{text: next}).kind == kAmount || reOCRMarker.MatchString(next)
}

// ocrISIN repairs an ISIN-shaped word (two letters, nine letters or
// digits, a check digit) that fails the ISIN check: "O" and "I" after the
// country code are read as zero and one (WKN- and CUSIP-based codes do
// not use those letters; with them the letters' values can pass the
// check by chance), and the repair is taken only when the result passes
// the check digit.
func ocrISIN(s string) (string, bool) {
	if len(s) != 12 || !isUp(s[0]) || !isUp(s[1]) {
		return "", false
	}
	b := []byte(s)
	changed := false
	for i := 2; i < 12; i++ {
		switch c := b[i]; {
		case c == 'O':
			b[i], changed = '0', true
		case c == 'I':
			b[i], changed = '1', true
		case !isUp(c) && !isDig(c):
			return "", false
		}
	}
	if !changed || !isinValid(string(b)) {
		return "", false
	}
	return string(b), true
}

// isinValid checks an ISIN's check digit (letters as 10–35, Luhn over the
// digits).
func isinValid(s string) bool {
	if len(s) != 12 || !isDig(s[11]) {
		return false
	}
	var ds []int
	for i := 0; i < 12; i++ {
		c := s[i]
		switch {
		case isDig(c):
			ds = append(ds, int(c-'0'))
		case isUp(c):
			v := int(c-'A') + 10
			ds = append(ds, v/10, v%10)
		default:
			return false
		}
	}
	sum := 0
	for k := 0; k < len(ds); k++ {
		d := ds[len(ds)-1-k]
		if k%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// ocrFix repairs the misreadings of statement tokens that OCR makes most
// often; text-layer words are never touched.
func ocrFix(s string) string {
	s = stripRuleGlyph(s) // ocrrule.go
	if s == "$" || s == "§" {
		return "S"
	}
	// A minus (en dash) read as an em dash glued to the amount: "—2,27€".
	if rest, ok := strings.CutPrefix(s, "—"); ok && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		if _, err := german.ParseAmount(rest); err == nil {
			return "-" + rest
		}
	}
	// A minus read as a double quote glued to the amount: "\"51,54" (light
	// print on a dark ground, inverted for OCR). A quote opens a quotation
	// and a quoted amount closes it again; one that opens nothing before
	// the cents is the sign.
	if rest, ok := cutQuoteMinus(s); ok {
		return "-" + rest
	}
	if m := reOCRMarker.FindStringSubmatch(s); m != nil {
		return m[1] + " S"
	}
	// Date separators read as colons or commas: "13.12:", "18:12.", "29.12...".
	if m := reOCRDate.FindStringSubmatch(s); m != nil {
		d := m[1] + "." + m[2] + "."
		if m[3] != "" {
			d += m[3]
		}
		if _, _, ok := german.ParseDayMonth(m[1] + "." + m[2] + "."); ok {
			return d
		}
	}
	// A reviewer's tick glued to the cents: "-1.534,17,/" (inkmark.go).
	if fixed, ok := ocrGluedTick(s); ok {
		return fixed
	}
	// A speck after the cents: "165,57.", "2.513,11:", a degree ring with
	// or without a speck "545,47°_" (the marker after it may be lost).
	if m := reOCRTrail.FindStringSubmatch(s); m != nil {
		return m[1]
	}
	// An ISIN with zeros read as "O" or ones as "I" ("IEOOBK5BQT80"):
	// repaired when exactly one reading passes the ISIN check digit.
	if fixed, ok := ocrISIN(s); ok {
		return fixed
	}
	// A decimal comma read as a dot: "-177.53". Only with a sign or three
	// integer digits, so that dates ("07.05") stay dates.
	if m := reOCRDot.FindStringSubmatch(s); m != nil && (m[1] != "" || len(strings.ReplaceAll(m[2], ".", "")) >= 3) {
		return m[1] + m[2] + "," + m[3] + m[4]
	}
	return ocrWordFix(s) // ocrwords.go
}

// classify recognises a single word as date, year-less date or amount.
func classify(t token) token {
	s := strings.TrimRight(t.text, ",;")
	if len(s) >= 6 && len(s) <= 10 && strings.Count(s, ".") == 2 && s[0] >= '0' && s[0] <= '9' {
		if d, err := german.ParseDate(s); err == nil {
			t.kind, t.date = kDate, d
			return t
		}
	}
	if len(s) >= 5 && len(s) <= 6 && strings.HasSuffix(s, ".") && strings.Count(s, ".") == 2 {
		if d, m, ok := german.ParseDayMonth(s); ok {
			t.kind, t.day, t.month = kDayMonth, d, m
			return t
		}
	}
	if len(s) == 10 && s[4] == '-' && s[7] == '-' {
		if d, err := german.ParseDate(s); err == nil {
			t.kind, t.date = kDate, d
			return t
		}
	}
	if strings.ContainsRune(t.text, ',') && hasDigit(t.text) && len(t.text) <= 24 {
		if reDoubleSign.MatchString(t.text) {
			// "+0,56-": a leading and a trailing sign. The trailing one is
			// the statement's debit/credit marker ("Saldo nach Abschluss
			// 0,56- EUR" on the line above); the leading "+" or "-" is
			// dropped.
			if c, err := german.ParseAmount(t.text[1:]); err == nil {
				t.kind, t.cents, t.signed = kAmount, c, true
				return t
			}
		}
		if c, err := german.ParseAmount(t.text); err == nil && amountShape(t.text) {
			t.kind, t.cents = kAmount, c
			t.signed = explicitSign(t.text)
			return t
		}
	}
	return t
}

// reDoubleSign matches an amount with a sign on both sides: "+0,56-".
var reDoubleSign = regexp.MustCompile(`^[-+]\d{1,3}(\.\d{3})*,\d\d[-+]$|^[-+]\d+,\d\d[-+]$`)

// amountShape rejects words ParseAmount would accept but that are not money
// on a statement line, such as a trailing "H" glued to a reference.
func amountShape(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) && r != 'S' && r != 'H' && r != 'E' && r != 'U' && r != 'R' {
			return false
		}
	}
	return true
}

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return true
		}
	}
	return false
}

func explicitSign(s string) bool {
	s = strings.TrimSpace(s)
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(s, "EUR"), "€"))
	if s == "" {
		return false
	}
	if strings.HasPrefix(s, "+") || leadingMinus(s) {
		return true
	}
	last := s[len(s)-1]
	return last == '-' || last == '+' || last == 'S' || last == 'H'
}

// cutQuoteMinus returns the amount after a double quote glued to its
// front with no closing quote ("\"51,54", "\"1.024,25€").
func cutQuoteMinus(s string) (string, bool) {
	for _, q := range []string{"\"", "\u201c", "\u201d"} {
		rest, ok := strings.CutPrefix(s, q)
		if !ok || rest == "" || rest[0] < '0' || rest[0] > '9' || strings.ContainsAny(rest, "\"\u201c\u201d") {
			continue
		}
		if _, err := german.ParseAmount(strings.TrimSuffix(rest, "€")); err == nil && strings.Contains(rest, ",") {
			return rest, true
		}
	}
	return "", false
}
