package statement

import "strings"

// Stacked table headings. Web prints put two headings into one header
// cell, one under the other, when the cell stacks two values ("Buchung" /
// "Valuta" over the booking date and the value date under it,
// "Auftraggeber/Empfänger" / "Buchungstext" over the name and the type
// under it), while the other cells have a single heading set beside the
// two lines ("Verwendungszweck", "Betrag", "Saldo"). Read line by line,
// the second line replaced the first as the table's header, and the name
// column was lost: the name and the purpose cell ran together.
//
// A line of column headings directly over a table header is one header
// with it when every heading of the first line stands over a heading of
// the second: the column keeps the first line's heading (the value on the
// cell's first line), its extent spans both. The first line alone is no
// header (it names no money column), so it was skipped.

// joinStackedHeaders returns rows with every such pair of header rows
// merged into one row. Rows are only copied when a pair is joined.
func joinStackedHeaders(rows []*row) []*row {
	return joinRowPairs(rows, func(r, next *row) *row {
		if m := stackedHeader(r, next); m != nil {
			return m
		}
		return headingsUnder(r, next)
	})
}

// stackedHeader returns r and next as one header row, or nil.
func stackedHeader(r, next *row) *row {
	if r.page != next.page || len(r.toks) < 2 || len(next.toks) < len(r.toks) || next.y0-r.y1 > r.height() {
		return nil
	}
	var heads []token
	for _, t := range r.toks {
		if t.kind != kWord || !headingWord(t.text) {
			return nil
		}
		heads = append(heads, t)
	}
	if len(heads) == 0 || headerColumns(next) == nil {
		return nil
	}
	toks := append([]token(nil), next.toks...)
	used := make([]bool, len(toks))
	for _, h := range heads {
		k := -1
		for j, n := range toks {
			if !used[j] && n.x0 < h.x1 && n.x1 > h.x0 {
				k = j
				break
			}
		}
		if k < 0 {
			return nil // a heading over no heading: two tables' headers, or no stack
		}
		used[k] = true
		m := h
		m.x0, m.x1 = min(h.x0, toks[k].x0), max(h.x1, toks[k].x1)
		toks[k] = m
	}
	m := *next
	m.toks = toks
	m.text = joinTokens(toks)
	m.y0 = r.y0
	if headerColumns(&m) == nil {
		return nil
	}
	return &m
}

// headingWord reports a word that names a column: a known heading, or two
// counterparty headings joined by a slash ("Begünstigter/Zahlungspflichtiger").
func headingWord(w string) bool {
	if headerRole(w) != roleNone {
		return true
	}
	i := strings.IndexByte(w, '/')
	return i > 0 && partyWord(w[:i])
}

// separatorWord reports a mark joining two headings ("Zahlungspflichtige(r)
// / Zahlungsempfänger(in)").
func separatorWord(w string) bool { return w == "/" || w == "·" || w == "|" }

// headingsUnder returns header row r with next merged into it when next
// holds nothing but the wrapped rest of r's headings: heading words (and
// separators), each standing under a heading of r ("Zahlungspflichtige(r)
// /" over "Zahlungsempfänger(in)" in a narrow cell). Left alone, the
// wrapped heading was read as the first booking's name line.
func headingsUnder(r, next *row) *row {
	if r.page != next.page || len(next.toks) == 0 || next.y0-r.y1 > r.height() || headerColumns(r) == nil {
		return nil
	}
	toks := append([]token(nil), r.toks...)
	for _, n := range next.toks {
		if separatorWord(n.text) {
			continue
		}
		if n.kind != kWord || !headingWord(n.text) {
			return nil
		}
		k := -1
		for j, h := range toks {
			if n.x0 < h.x1 && n.x1 > h.x0 {
				k = j
				break
			}
		}
		if k < 0 {
			return nil
		}
		toks[k].x0, toks[k].x1 = min(toks[k].x0, n.x0), max(toks[k].x1, n.x1)
	}
	m := *r
	m.toks = toks
	m.y1 = max(r.y1, next.y1)
	if headerColumns(&m) == nil {
		return nil
	}
	return &m
}

// stackedInRow reports a header word that starts inside the word before
// it: OCR read a two-line heading cell as one row ("Zahlungspflichtige(r)
// /" over "Zahlungsempfänger(in)" came back as two words of one line, the
// second starting where the first starts). The cell is one column and
// keeps its first heading, as joinStackedHeaders gives it when the lines
// stay apart; read as two headings, they made two counterparty columns
// (payer and payee) in the same place and the purpose was lost.
//
// The second word must start in the first half of the word before it: an
// OCR box of a narrow separator reaches back into the heading before it
// ("Auftraggeber" to 175.6, "/" from 173.2 in a 300 dpi re-reading), and
// the "/" read as a stacked line left "Empfänger" a party column of its
// own, which took the name cells' right part.
func stackedInRow(prev, t token) bool {
	w := min(prev.x1-prev.x0, t.x1-t.x0)
	return w > 0 && min(prev.x1, t.x1)-max(prev.x0, t.x0) > w/2 && t.x0 < (prev.x0+prev.x1)/2
}
