package statement

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"papierkram/backend/german"
)

// Banking apps list their bookings under day headings ("Heute",
// "Gestern", "Freitag, 28. Oktober") as cells of two or three lines: the
// counterparty's name in bold on the first line, the purpose (or card
// data) on the second with the amount at its right, and often the booking
// type in small print on the third. A round avatar with the
// counterparty's initials ("TW" for Thomas Weber) stands left of the cell
// and is read as a word on one of its lines. Read row by row, the amount
// line is the booking row, so the purpose became the name and the name
// line above it, carrying no amount, was lost.
//
// The convention is decided per DOCUMENT: a day heading is followed by a
// line without an amount and then by an amount line, at least twice and
// more often than a day heading is followed by an amount line directly
// (apps that print the name beside the amount). Then, in every such
// cell, the amount moves from the purpose line to the name line above it
// (which becomes the booking row), and the avatar's initials, short words
// standing left of the cell's text edge, are dropped.

// appCells rewrites the name-above-amount cells of an app list (see
// above); rows of other documents are returned unchanged.
func (p *parser) appCells(rows []*row) []*row {
	above, beside := 0, 0
	for i, r := range rows {
		if _, ok := p.dayHeading(r); !ok {
			continue
		}
		p.dayHeads++
		if i+1 >= len(rows) {
			continue
		}
		next := rows[i+1]
		switch {
		case next.page != r.page:
		case appAmountLine(next):
			beside++
		case i+2 < len(rows) && appNameLine(p, next) && appAmountLine(rows[i+2]) && rows[i+2].page == r.page:
			above++
		}
	}
	if above < 2 || above <= beside {
		return rows
	}
	p.appList = true
	out := make([]*row, 0, len(rows))
	var unders []*row
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		if i+1 >= len(rows) || !appNameLine(p, r) {
			out = append(out, r)
			continue
		}
		amt := rows[i+1]
		if amt.page != r.page || !appAmountLine(amt) || amt.y0-r.y1 > 1.5*amt.height() {
			out = append(out, r)
			continue
		}
		var under *row
		if i+2 < len(rows) && rows[i+2].page == r.page && appNameLine(p, rows[i+2]) && rows[i+2].y0-amt.y1 < 1.5*amt.height() &&
			!(i+3 < len(rows) && rows[i+3].page == r.page && appAmountLine(rows[i+3])) {
			under = rows[i+2] // not the next cell's name line
		}
		name, rest, ok := splitAppCell(r, amt, under)
		if !ok {
			out = append(out, r)
			continue
		}
		out = append(out, name)
		if rest != nil {
			out = append(out, rest)
		}
		if under != nil {
			unders = append(unders, under)
		}
		i++
	}
	markAppTypes(unders)
	return out
}

// appNameLine: a line of text that can be a cell's first line: no amount,
// no leading date, not a day heading, not a balance.
func appNameLine(p *parser, r *row) bool {
	if len(r.toks) == 0 || hasAmount(r) || leadDate(r) >= 0 || balanceLabel(r.text) != 0 || !hasLetter(r.text) {
		return false
	}
	_, day := p.dayHeading(r)
	return !day
}

// appAmountLine: a line ending in an amount that does not start with a
// date (a dated line is a booking row of its own).
func appAmountLine(r *row) bool {
	return hasTrailingAmount(r) && leadDate(r) < 0 && balanceLabel(r.text) == 0
}

// splitAppCell returns the cell's booking row (the name line with the
// amount line's money) and the purpose line left of the money, both
// without the avatar's initials; rest is nil when the amount line held
// nothing else. ok is false when the two lines do not share a left text
// edge.
func splitAppCell(name, amt, under *row) (head, rest *row, ok bool) {
	edge := max(firstX(name), firstX(amt))
	if under != nil && len(under.toks) > 0 {
		edge = max(edge, firstX(under))
	}
	h := amt.height()
	nt := dropMonogram(name.toks, edge, h)
	at := dropMonogram(amt.toks, edge, h)
	if len(nt) == 0 || len(at) == 0 || abs64(nt[0].x0-at[0].x0) > h {
		return nil, nil, false
	}
	k := len(at) - 1
	for k >= 0 && at[k].kind != kAmount {
		k--
	}
	money, purpose := at[k:], at[:k]
	hd := *name
	hd.toks = append(append([]token(nil), nt...), money...)
	hd.text = joinTokens(hd.toks)
	if len(purpose) == 0 {
		return &hd, nil, true
	}
	rs := *amt
	rs.toks = trimEllipsis(append([]token(nil), purpose...))
	rs.text = joinTokens(rs.toks)
	return &hd, &rs, true
}

func firstX(r *row) float64 {
	if len(r.toks) == 0 {
		return 0
	}
	return r.toks[0].x0
}

// dropMonogram drops the leading words that end left of the cell's text
// edge and are too short to be a name: an avatar's initials as OCR reads
// them ("TW", "RM)", "Em").
func dropMonogram(ts []token, edge, h float64) []token {
	for len(ts) > 1 && ts[0].kind == kWord && ts[0].x1 < edge-h/3 && utf8.RuneCountInString(strings.TrimFunc(ts[0].text, notLetterOrDigit)) <= 3 {
		ts = ts[1:]
	}
	return ts
}

func notLetterOrDigit(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// trimEllipsis removes the ellipsis an app puts where it cut a line too
// long for the cell ("Personalnr…"): a mark of the display, not text.
func trimEllipsis(ts []token) []token {
	n := len(ts)
	if n == 0 {
		return ts
	}
	s := ts[n-1].text
	for _, e := range []string{"...", "…"} {
		if t, ok := strings.CutSuffix(s, e); ok {
			if t == "" {
				return ts[:n-1]
			}
			ts[n-1].text = t
			return ts
		}
	}
	return ts
}

func abs64(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// A phone shows a few bookings at a time, so a long list reaches us as
// consecutive screenshots, each page one screen, and the user scrolls so
// that the next screen starts with the last booking of the previous one
// (under its day heading again). That booking is one booking, not two:
// the last booking of a page and the first of the next, both under the
// same day, with the same amount and the same name or purpose line, is
// read once. Only in a scanned day-headed list (screenshots): on printed
// statements two equal bookings across a page break are two bookings.

// repeatedCells returns the bookings that repeat the previous page's last
// booking at the top of their page (see above).
func (p *parser) repeatedCells() map[*txn]bool {
	if p.dayHeads < 2 {
		return nil
	}
	var rep map[*txn]bool
	for i := 1; i < len(p.txs); i++ {
		a, b := p.txs[i-1], p.txs[i]
		if b.anchor.page != a.anchor.page+1 || !a.anchor.ocr || !b.anchor.ocr || a.dayDate.IsZero() || a.dayDate != b.dayDate || a.amount.cents != b.amount.cents {
			continue
		}
		if !sameCellText(a.anchor.text, b.anchor.text) && !(len(a.cont) > 0 && len(b.cont) > 0 && sameCellText(a.cont[0].text, b.cont[0].text)) {
			continue
		}
		if rep == nil {
			rep = map[*txn]bool{}
		}
		rep[b] = true
	}
	return rep
}

// sameCellText compares two readings of one line by their letters and
// digits: OCR reads the same pixels on two screenshots slightly apart.
func sameCellText(a, b string) bool {
	norm := func(s string) string {
		return strings.Map(func(r rune) rune {
			if notLetterOrDigit(r) {
				return -1
			}
			return unicode.ToLower(r)
		}, s)
	}
	x, y := norm(a), norm(b)
	lim := max(1, min(len(x), len(y))/10)
	return x != "" && (x == y || editDistance(x, y, lim) <= lim)
}

// The third line of an app cell, in small print under the purpose, names
// the booking's type ("Kartenzahlung", "Lastschrift", "Lohn/Gehalt"). It
// is small and grey, so OCR often cuts or misreads it ("Kartenzahlunc",
// "astschr", "3stschrift"). When most cells' third lines read as a
// booking type, allowing for such misreadings, every cell's third line
// is its type and never part of the purpose.

// markAppTypes flags the type lines of an app list's cells (see above).
// unders are the candidate third lines.
func markAppTypes(unders []*row) {
	typed := 0
	for _, r := range unders {
		if _, ok := fuzzyBookingType(r.text); ok {
			typed++
		}
	}
	if typed < 2 || 3*typed < 2*len(unders) {
		return
	}
	for _, r := range unders {
		r.appType = true
	}
}

// fuzzyBookingType matches a type line against the booking types: the
// line's letters, lower-cased, must spell a type or a stretch of one
// (the ends cut) at most one letter in eight wrong, and cover at least
// half of it.
func fuzzyBookingType(s string) (string, bool) {
	x := typeLetters(s)
	n := utf8.RuneCountInString(x)
	if n < 6 {
		return "", false
	}
	// The closest type wins, and of equally close ones the one nearest
	// in length: "Lastschrift" is a stretch of "SEPA-Basislastschrift"
	// too.
	best, bestD, bestL := "", -1, 0
	for _, t := range bookingTypes {
		y := typeLetters(t)
		m := utf8.RuneCountInString(y)
		if 2*n < m {
			continue
		}
		d, l := infixDistance([]rune(x), []rune(y)), abs(german.Cents(m-n))
		if d <= n/8 && (bestD < 0 || d < bestD || d == bestD && int(l) < bestL) {
			best, bestD, bestL = t, d, int(l)
		}
	}
	return best, bestD >= 0
}

func typeLetters(s string) string {
	return strings.Map(func(r rune) rune {
		if !unicode.IsLetter(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// infixDistance is the edit distance of x to the closest stretch of y.
func infixDistance(x, y []rune) int {
	prev := make([]int, len(y)+1) // x empty matches anywhere in y
	cur := make([]int, len(y)+1)
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			c := prev[j-1]
			if x[i-1] != y[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return slices.Min(prev)
}

// takeAppTypes moves each booking's type line out of its text block.
func (p *parser) takeAppTypes() {
	if !p.appList {
		return
	}
	for _, t := range p.txs {
		kept := t.cont[:0]
		for _, r := range t.cont {
			if r.appType && t.appType == "" {
				t.appType = strings.TrimSpace(r.text)
				continue
			}
			kept = append(kept, r)
		}
		t.cont = kept
	}
}

// setAppTypes makes the type line the booking text, spelled as the
// type it was matched to when OCR misread it. A bank's own posting
// ("Entgelt", "Zinsen") names no counterparty: its first line repeats
// the type or names the posting.
func (p *parser) setAppTypes() {
	for _, t := range p.txs {
		if t.appType == "" {
			continue
		}
		ty := t.appType
		if m, ok := fuzzyBookingType(ty); ok && !cleanTypeReading(ty, m) {
			ty = spellType(m)
		}
		t.t.BookingText = ty
		if ownPostingTypes[strings.ToLower(ty)] && typeLetters(t.t.Counterparty) == typeLetters(ty) {
			t.t.Counterparty = ""
		}
	}
}

// cleanTypeReading reports that OCR read a type line whole: its letters
// are the matched type's or their start ("Lohn/Gehalt" for "Lohn,
// Gehalt, Rente"), it starts with a capital (a cut line starts inside a
// word), and it has no space the type has not ("SE PA Gut schrift").
func cleanTypeReading(s, typ string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r) && strings.HasPrefix(typeLetters(typ), typeLetters(s)) &&
		(!strings.Contains(s, " ") || strings.Contains(typ, " "))
}

// spellType writes a matched booking type as statements print it:
// capitalised, "SEPA" in capitals.
func spellType(t string) string {
	rs := []rune(t)
	rs[0] = unicode.ToUpper(rs[0])
	s := string(rs)
	if rest, ok := strings.CutPrefix(s, "Sepa"); ok {
		s = "SEPA" + rest
	}
	return s
}
