package letters

import (
	"iter"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"papierkram/backend/document"
	"papierkram/backend/german"
	"papierkram/backend/legal"
)

// line is one text line of the document with its page and a normalised
// form for matching labels.
type line struct {
	page int
	text string
	norm string
	ocr  bool // from OCR: tolerate OCR's typical damage to amounts
	// numConf is the lowest OCR confidence of the line's words with a
	// digit (1 for text layers): a misread amount is usually read with
	// less confidence (0,69–0,88 on the corpus scans, correct ones mostly
	// 0,94–0,97).
	numConf float64
}

// text is the document as lines, in reading order.
type text struct {
	lines []line
	norm  string // all normalised lines joined by "\n"
	flat  string // all normalised lines joined by " " (phrases across line breaks)
	toks  []string
}

// normalize lowercases and folds umlauts and ß so that labels match text
// layers and OCR output alike ("Gebühr", "Gebuhr", "Gebuehr").
func normalize(s string) string {
	s = strings.ToLower(s)
	s = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "ß", "ss", "ı", "i",
		"\u00a0", " ", "–", "-", "—", "-", "„", "\"", "“", "\"", "ﬁ", "fi", "ﬂ", "fl").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

func newText(doc *document.Document) *text {
	t := &text{}
	var b strings.Builder
	for i := range doc.Pages {
		p := &doc.Pages[i]
		for _, l := range p.Lines() {
			s := strings.TrimSpace(l.Text())
			if s == "" {
				continue
			}
			n := normalize(s)
			conf := 1.0
			if p.Source == document.OCR {
				for _, w := range l.Words {
					if strings.ContainsAny(w.Text, "0123456789") {
						conf = min(conf, w.Conf)
					}
				}
			}
			t.lines = append(t.lines, line{page: p.Number, text: s, norm: n, ocr: p.Source == document.OCR, numConf: conf})
			b.WriteString(n)
			b.WriteByte('\n')
		}
	}
	t.norm = b.String()
	t.flat = strings.ReplaceAll(t.norm, "\n", " ")
	return t
}

// has reports whether any of the normalised phrases occurs.
func (t *text) has(phrases ...string) bool {
	for _, p := range phrases {
		if strings.Contains(t.flat, normalize(p)) {
			return true
		}
	}
	return false
}

// findJoined matches re against the normalised text with line breaks as
// spaces, so that phrases wrapped across lines are found; it returns the
// submatches and the page where the match starts.
func (t *text) findJoined(re *regexp.Regexp) ([]string, int) {
	joined := t.flat
	loc := re.FindStringSubmatchIndex(joined)
	if loc == nil {
		return nil, 0
	}
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = joined[loc[2*i]:loc[2*i+1]]
		}
	}
	off := 0
	for _, l := range t.lines {
		off += len(l.norm) + 1
		if off > loc[0] {
			return m, l.page
		}
	}
	return m, 1
}

// found is a value found in the text with its page.
type found[T any] struct {
	v    T
	page int
	ok   bool
	line int // index into text.lines
}

// amountsIn returns the amounts in s, skipping percentages.
func amountsIn(s string) []german.Cents {
	var out []german.Cents
	for _, a := range amountsOpt(s, false) {
		out = append(out, a.c)
	}
	return out
}

// numberFragmentRe matches a token that ends in a digit or in a digit and a
// separator ("2,", "12.", "3"): what OCR leaves of the front of an amount
// it split.
var numberFragmentRe = regexp.MustCompile(`\d[.,]?$`)

// amountAt is an amount and the index of its token.
type amountAt struct {
	c   german.Cents
	tok int
}

// amountsOpt returns the amounts in s with their token positions. With ocr
// set it also repairs the commonest OCR damage seen on letters: a lost
// decimal comma in a euro amount ("750€" for "7,50 €"); letters always
// print cents, so a bare integer directly followed by € is read as cents.
func amountsOpt(s string, ocr bool) []amountAt {
	toks := strings.Fields(s)
	if ocr {
		toks = joinSplitCents(toks)
	}
	var out []amountAt
	for i, tok := range toks {
		// OCR reads the decimal comma as a point now and then ("213.75"
		// for "213,75"). In German print a point is followed by a group of
		// three digits, so a final ".dd" cannot be anything else — but
		// only for the line's last token as printed (a value column), not
		// "12.09." (a date) or a token with more after it.
		if ocr && i == len(toks)-1 && pointDecimalRe.MatchString(tok) {
			k := strings.LastIndexByte(tok, '.')
			if c, err := german.ParseAmount(tok[:k] + "," + tok[k+1:]); err == nil {
				out = append(out, amountAt{c, i})
				continue
			}
		}
		tok = strings.TrimLeft(tok, "(|'\"_*")
		tok = strings.TrimRight(tok, ").,:;|'\"_*")
		if strings.HasSuffix(tok, "%") || i+1 < len(toks) && (toks[i+1] == "%" || strings.HasPrefix(toks[i+1], "%")) {
			continue
		}
		tok = strings.TrimSuffix(tok, ",-")
		if c, err := german.ParseAmount(tok); err == nil {
			out = append(out, amountAt{c, i})
			continue
		}
		// Not after a number fragment ("2, 906€" for "2,50 €"): the
		// token is then only part of a damaged amount.
		if ocr && strings.HasSuffix(tok, "€") && (i == 0 || !numberFragmentRe.MatchString(toks[i-1])) {
			digits := strings.TrimSuffix(tok, "€")
			if len(digits) >= 3 && len(digits) <= 7 && strings.Trim(digits, "0123456789") == "" {
				if c, err := german.ParseAmount(digits[:len(digits)-2] + "," + digits[len(digits)-2:]); err == nil {
					out = append(out, amountAt{c, i})
				}
			}
		}
	}
	return out
}

var pointDecimalRe = regexp.MustCompile(`^\d{1,3}(?:\.\d{3})*\.\d\d$`)

// continuation words may precede a value on a wrapped line ("… Geldbuße
// festgesetzt in Höhe von / 115,00 €") without being a label of their own.
var continuation = map[string]bool{"von": true, "in": true, "hohe": true, "uber": true, "eur": true, "euro": true, "betrag": true, "betragt": true, "insgesamt": true, "zu": true, "der": true, "die": true, "das": true, "und": true}

// hasWord reports whether any token is a word of three or more letters
// other than a continuation word.
func hasWord(toks []string) bool {
	for _, tok := range toks {
		if continuation[strings.Trim(tok, ".,:;()")] {
			continue
		}
		n := 0
		for _, r := range tok {
			if unicode.IsLetter(r) {
				n++
			}
		}
		if n >= 3 {
			return true
		}
	}
	return false
}

// joinSplitCents repairs amounts OCR split at the comma ("8, 25 €" for
// "8,25 €"): a number ending in a comma followed by exactly two digits.
func joinSplitCents(toks []string) []string {
	out := make([]string, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if i+1 < len(toks) && strings.HasSuffix(t, ",") && len(t) > 1 && strings.Trim(t[:len(t)-1], "0123456789.") == "" {
			next := strings.TrimRight(toks[i+1], ",.;:")
			if len(next) == 2 && strings.Trim(next, "0123456789") == "" {
				out = append(out, t+next)
				i++
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// pickAmount chooses the amount that belongs to a label from the amounts
// after it: normally the last (table rows put the value last, after rates
// or intermediate columns), but the first when words separate the amounts
// ("Gebühr 25,00 €, Auslagen 3,50 €": each amount has its own label).
func pickAmount(seg string, as []amountAt, ocr bool) german.Cents {
	if len(as) >= 2 {
		toks := strings.Fields(seg)
		if ocr {
			toks = joinSplitCents(toks) // same positions as amountsOpt
		}
		for _, tok := range toks[as[0].tok+1 : as[1].tok] {
			letters := 0
			for _, r := range tok {
				if unicode.IsLetter(r) {
					letters++
				}
			}
			if letters >= 3 && tok != "eur" && tok != "euro" {
				return as[0].c
			}
		}
	}
	return as[len(as)-1].c
}

var dateRe = regexp.MustCompile(`\b(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4}|\d{2})\b`)
var writtenDateRe = regexp.MustCompile(`(?i)\b(\d{1,2})\.?\s+(januar|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember|jan\.?|feb\.?|mär\.?|apr\.?|jun\.?|jul\.?|aug\.?|sep\.?|sept\.?|okt\.?|nov\.?|dez\.?)\s+(\d{4})\b`)

// datesIn returns the dates in s in order of appearance.
func datesIn(s string) []german.Date {
	type hit struct {
		pos int
		d   german.Date
	}
	var hits []hit
	for _, m := range dateRe.FindAllStringSubmatchIndex(s, -1) {
		str := strings.ReplaceAll(s[m[0]:m[1]], " ", "")
		if d, err := german.ParseDate(str); err == nil {
			hits = append(hits, hit{m[0], d})
		}
	}
	for _, m := range writtenDateRe.FindAllStringSubmatchIndex(s, -1) {
		if d, err := german.ParseDate(s[m[0]:m[1]]); err == nil {
			hits = append(hits, hit{m[0], d})
		}
	}
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].pos < hits[j-1].pos; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	out := make([]german.Date, len(hits))
	for i, h := range hits {
		out[i] = h.d
	}
	return out
}

// labelHit is a line containing a label: the line's index, the normalised
// label and where it starts and ends in the line's normalised text.
type labelHit struct {
	line       int
	label      string
	start, end int
}

// labelled yields the lines containing one of labels, all lines of an
// earlier label before those of a later one, skipping lines that contain
// any of skip.
func (t *text) labelled(labels []string, skip ...string) iter.Seq[labelHit] {
	return func(yield func(labelHit) bool) {
		skipNorm := make([]string, len(skip))
		for i, s := range skip {
			skipNorm[i] = normalize(s)
		}
		for _, lab := range labels {
			nl := normalize(lab)
		next:
			for i, l := range t.lines {
				pos := strings.Index(l.norm, nl)
				if pos < 0 {
					continue
				}
				for _, s := range skipNorm {
					if strings.Contains(l.norm, s) {
						continue next
					}
				}
				if !yield(labelHit{i, nl, pos, pos + len(nl)}) {
					return
				}
			}
		}
	}
}

// labelLine returns the index of the first line containing one of the
// labels (earlier labels win), skipping lines containing any of skip.
func (t *text) labelLine(labels []string, skip ...string) (int, string) {
	for h := range t.labelled(labels, skip...) {
		return h.line, h.label
	}
	return -1, ""
}

// amount finds the amount belonging to one of the labels: the last amount
// on the label's line after the label (table rows put the value last), or
// the first amount on the next line when the label stands alone.
func (t *text) amount(labels []string, skip ...string) found[german.Cents] {
	for h := range t.labelled(labels, skip...) {
		i, l := h.line, t.lines[h.line]
		seg := l.norm[h.end:]
		if as := amountsOpt(seg, l.ocr); len(as) > 0 {
			return found[german.Cents]{pickAmount(seg, as, l.ocr), l.page, true, i}
		}
		if i+1 < len(t.lines) && t.lines[i+1].page == l.page {
			nxt := t.lines[i+1].norm
			// Only a bare value line: a next line with its own label
			// ("Nettobezug 6.041,08") belongs to that label.
			if as := amountsOpt(nxt, t.lines[i+1].ocr); len(as) > 0 && len(strings.Fields(nxt)) <= 4 && !hasWord(strings.Fields(nxt)[:as[0].tok]) {
				return found[german.Cents]{as[0].c, l.page, true, i + 1}
			}
		}
	}
	return found[german.Cents]{}
}

var euroRe = regexp.MustCompile(`(?:^|\s)(\d{1,3}(?:\.\d{3})+|\d{1,6})\s*(?:€|eur\b|euro\b)`)

// euroAmount is amount, but also accepts whole-euro values ("52.100 €"),
// which tax assessments print for the tax bases.
func (t *text) euroAmount(labels []string, skip ...string) found[german.Cents] {
	if f := t.amount(labels, skip...); f.ok {
		return f
	}
	for h := range t.labelled(labels) {
		l := t.lines[h.line]
		if m := euroRe.FindStringSubmatch(l.norm[h.end:]); m != nil {
			if c, err := german.ParseAmount(m[1] + ",00"); err == nil {
				return found[german.Cents]{c, l.page, true, h.line}
			}
		}
	}
	return found[german.Cents]{}
}

// date finds the first date after one of the labels on the label's line
// (or the next line).
func (t *text) date(labels []string, skip ...string) found[german.Date] {
	for h := range t.labelled(labels, skip...) {
		i, l := h.line, t.lines[h.line]
		if ds := datesIn(l.text[min(len(l.text), byteOffset(l.text, l.norm, h.start)):]); len(ds) > 0 {
			return found[german.Date]{ds[0], l.page, true, i}
		}
		// The value may sit on the next line: a short value line, or
		// the continuation of a sentence wrapped after the label.
		if i+1 < len(t.lines) && !strings.HasSuffix(l.text, ".") {
			nxt := t.lines[i+1].text
			if ds := datesIn(nxt); len(ds) > 0 && (len(strings.Fields(nxt)) <= 4 || strings.Index(nxt, ds[0].String()) < 40 && strings.Index(nxt, ".") >= strings.Index(nxt, ds[0].String())) {
				return found[german.Date]{ds[0], t.lines[i+1].page, true, i + 1}
			}
		}
	}
	return found[german.Date]{}
}

// byteOffset maps a position in the normalised line roughly back to the
// original text: normalisation only folds characters, so the share of the
// string before pos is about the same. Dates are ASCII and survive either
// way; starting a little early is harmless because labels precede values.
func byteOffset(orig, norm string, pos int) int {
	if len(norm) == 0 {
		return 0
	}
	return max(0, pos*len(orig)/len(norm)-4)
}

var letterDateRe = regexp.MustCompile(`^[\p{L} .()/-]{2,40},\s*(?:den\s+)?(\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|\d{1,2}\.?\s+\p{L}+\.?\s+\d{4})\s*$`)

// letterDate finds the date of the letter: an explicit "Datum" label, a
// "Ort, den TT.MM.JJJJ" line, or the first date on the first page.
func (t *text) letterDate(labels ...string) found[german.Date] {
	labels = append(labels, "datum:", "datum ", "bescheiddatum", "ausgestellt am", "erstellt am")
	if f := t.date(labels, "geburtsdatum", "eintrittsdatum", "zustellungsdatum", "rechnungsdatum", "tatdatum", "falligkeitsdatum", "austrittsdatum", "buchungsdatum"); f.ok {
		return f
	}
	for i, l := range t.lines {
		if l.page != t.lines[0].page {
			break
		}
		if m := letterDateRe.FindStringSubmatch(l.text); m != nil {
			if d, err := german.ParseDate(strings.ReplaceAll(m[1], " ", "")); err == nil {
				return found[german.Date]{d, l.page, true, i}
			}
			if d, err := german.ParseDate(m[1]); err == nil {
				return found[german.Date]{d, l.page, true, i}
			}
		}
	}
	// Fallback (e.g. the date line damaged by OCR): the latest date on a
	// short line in the head of page 1 — the letter date is the newest
	// date there; older ones are reference dates (Tat, Eintritt, Rechnung).
	var best found[german.Date]
	for i, l := range t.lines {
		if l.page != t.lines[0].page || i >= 25 {
			break
		}
		if len(strings.Fields(l.text)) > 6 {
			continue
		}
		for _, d := range datesIn(l.text) {
			if !best.ok || d.After(best.v) {
				best = found[german.Date]{d, l.page, true, i}
			}
		}
	}
	if best.ok {
		return best
	}
	// On a scan whose date line OCR garbled ("Köln, 03-44, 2025"), the
	// first date of the text is a reference date (invoice, contract), not
	// the letter's: taking it would invent every deadline that counts from
	// the letter date. Omit the date instead (the analysers flag it).
	if len(t.lines) > 0 && t.lines[0].ocr {
		return found[german.Date]{}
	}
	for i, l := range t.lines {
		if ds := datesIn(l.text); len(ds) > 0 {
			return found[german.Date]{ds[0], l.page, true, i}
		}
	}
	return found[german.Date]{}
}

var plzRe = regexp.MustCompile(`\b(\d{5})\s+([\p{Lu}][\p{L}.\-]+(?:\s+(?:am|an der|\(|[\p{Lu}])[\p{L}.()\-]*)*)`)

// senderLand determines the Land of the letter's sender from the first
// page: the one-line sender address above the window ("Firma, Straße,
// 12345 Ort"), else the first postcode outside the recipient block, else a
// known city in the "Ort, den Datum" line.
func (t *text) senderLand() (legal.Land, string) {
	var first []line
	for _, l := range t.lines {
		if l.page == t.lines[0].page {
			first = append(first, l)
		}
	}
	// 1. Sender line with commas.
	for _, l := range first {
		if strings.Count(l.text, ",") >= 2 {
			if m := plzRe.FindStringSubmatch(l.text); m != nil {
				if land := legal.FromPLZ(m[1]); land != legal.Unknown {
					return land, m[1] + " " + cleanCity(m[2])
				}
			}
		}
	}
	// 2. First postcode not in the recipient block.
	recipient := map[int]bool{}
	for i, l := range first {
		n := l.norm
		if n == "herrn" || n == "frau" || strings.HasPrefix(n, "herrn ") || strings.HasPrefix(n, "frau ") || strings.HasPrefix(n, "an ") || strings.HasPrefix(n, "firma ") && i > 0 {
			for j := i; j < min(i+5, len(first)); j++ {
				recipient[j] = true
			}
		}
	}
	for i, l := range first {
		if recipient[i] {
			continue
		}
		if m := plzRe.FindStringSubmatch(l.text); m != nil {
			if land := legal.FromPLZ(m[1]); land != legal.Unknown {
				return land, m[1] + " " + cleanCity(m[2])
			}
		}
	}
	// 3. City of the date line.
	for _, l := range first {
		if m := letterDateRe.FindStringSubmatch(l.text); m != nil {
			city := strings.TrimSpace(strings.SplitN(l.text, ",", 2)[0])
			if land := legal.FromCity(city); land != legal.Unknown {
				return land, city
			}
		}
	}
	return legal.Unknown, ""
}

func cleanCity(s string) string {
	f := strings.Fields(s)
	if len(f) > 3 {
		f = f[:3]
	}
	return strings.Join(f, " ")
}

var numberWords = map[string]int{"einen": 1, "einem": 1, "ein": 1, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6}

// parseCount reads "2" or "zwei".
func parseCount(s string) (int, bool) {
	s = strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if n, err := strconv.Atoi(s); err == nil {
		return n, true
	}
	n, ok := numberWords[normalize(s)]
	return n, ok
}
