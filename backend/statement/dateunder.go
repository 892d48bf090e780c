package statement

import (
	"strings"

	"papierkram/backend/german"
)

// Date under the description (Wise and similar e-money statements): the
// booking line is the description sentence with the money columns
// ("Kartenzahlung an Spotify AB   73,68   2.343,49"), and the booking's date
// is printed on the line under it, at the description's left edge,
// followed by detail ("30. Januar 2024 · Transaktion: CARD-900181586").
// Read row by row, the money line has no date and the dated line no
// money, so neither anchors a booking.
//
// The convention is decided per DOCUMENT: at least two such pairs, more
// of them than ordinary booking rows that start with their date and end
// in money. Then each pair's date moves to the front of the money line
// (a separator "·" after it is dropped), and the detail stays below as
// the booking's next line. A statement with date-first booking rows
// never changes.

// dateUnderText moves each booking's date from the line under its
// description to the front of the money line, when the document prints
// its dates that way.
func dateUnderText(rows []*row) []*row {
	var pairs []int
	dated := 0
	for i, r := range rows {
		if len(r.toks) > 1 && isDateTok(r.toks[0]) && hasTrailingAmount(r) {
			dated++
		}
		if i+1 < len(rows) && undatedMoneyLine(r) && dateLineUnder(r, rows[i+1]) {
			pairs = append(pairs, i)
		}
	}
	if len(pairs) < 2 || len(pairs) <= dated {
		return rows
	}
	drop := map[int]bool{}
	for _, i := range pairs {
		r, n := rows[i], rows[i+1]
		d := n.toks[0]
		rest := n.toks[1:]
		if len(rest) > 0 && (rest[0].text == "·" || rest[0].text == "|" || rest[0].text == "-" || rest[0].text == "–") {
			rest = rest[1:]
		}
		r.toks = append([]token{d}, r.toks...)
		r.text = joinTokens(r.toks)
		n.toks = rest
		n.text = joinTokens(rest)
		if len(rest) == 0 {
			drop[i+1] = true
		}
	}
	out := rows[:0]
	for i, r := range rows {
		if !drop[i] {
			out = append(out, r)
		}
	}
	return out
}

// undatedMoneyLine is a description line ending in money with no date and
// no balance label; it has words, so a lone amount is not one.
func undatedMoneyLine(r *row) bool {
	if len(r.toks) < 2 || hasDate(r) || !hasTrailingAmount(r) || balanceLabel(r.text) != 0 || totalLine(r) {
		return false
	}
	for _, tk := range r.toks {
		if tk.kind == kWord {
			return true // a description, possibly opening with an amount ("200,00 EUR in 221,95 USD umgetauscht")
		}
	}
	return false
}

// dateLineUnder reports that n, the row after r, starts with a full date
// at r's left edge and carries no money.
func dateLineUnder(r, n *row) bool {
	if n.page != r.page || len(n.toks) == 0 || n.toks[0].kind != kDate || hasAmount(n) {
		return false
	}
	w := r.pageW
	if w <= 0 {
		w = 595
	}
	return absf(n.toks[0].x0-r.toks[0].x0) <= 0.02*w && n.y0 >= r.y0
}

// periodOfRow reads the statement period from a row: the numeric form of
// periodOf, or two written dates joined by a dash or "bis" ("1. Januar
// 2024 – 31. Januar 2024"), at most 400 days apart, the end not before the
// start.
func periodOfRow(r *row) (start, end german.Date, ok bool) {
	if a, b, ok := periodOf(r.text); ok {
		return a, b, true
	}
	ts := r.toks
	for i := 0; i+2 < len(ts); i++ {
		if ts[i].kind != kDate || ts[i+2].kind != kDate {
			continue
		}
		switch strings.ToLower(ts[i+1].text) {
		case "–", "-", "bis", "—":
		default:
			continue
		}
		a, b := ts[i].date, ts[i+2].date
		if !b.Before(a) && b.Sub(a) < 400 {
			return a, b, true
		}
	}
	return lostDashPeriod(r) // periodlost.go
}
