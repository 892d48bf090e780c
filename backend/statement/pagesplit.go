package statement

// A booking split over a page break: its first lines (the amount's row,
// the name) at the foot of one page, the rest (purpose, references, a
// card line) at the top of the next page, after the page's header and
// any "Übertrag" line. The rows at the top stand in the booking's text
// column with no date and no amount; between the booking's last row and
// them there is nothing but page furniture (footer, page number, header,
// carry-over balance), none of it in the text column. They continue the
// booking.

// splitContinues reports that row i continues the last closed booking t
// across a page break.
func (p *parser) splitContinues(t *txn, i int) bool {
	r := p.rows[i]
	last := t.anchor
	if len(t.cont) > 0 {
		last = t.cont[len(t.cont)-1]
	}
	resumed := r.page == last.page && len(t.cont) > 0 && t.cont[len(t.cont)-1] == p.rows[max(0, i-1)] && p.resumed(t)
	if !resumed && (r.page != last.page+1 || r.isText()) {
		return false
	}
	if len(r.toks) == 0 || leadDate(r) >= 0 || hasAmount(r) || balanceLabel(r.text) != 0 || isProse(r) {
		return false
	}
	tx := textStart(t)
	if tx <= 0 || absf(r.toks[0].x0-tx) > 0.02*r.pageW {
		return false
	}
	// Only page furniture between the booking's last row and r, and the
	// table's header or a carry-over line right above r on its page.
	k, table := i-1, resumed
	top := i - 1 // the row right above r, past rule lines (rulelines.go)
	for ; k >= 0 && p.rows[k] != last; k-- {
		c := p.rows[k]
		if i-k > 40 {
			return false
		}
		if c.page == r.page && k == top && ruleLine(c) {
			top--
			continue
		}
		if c.page == r.page && (headerColumns(c) != nil || balanceLabel(c.text) == balCarry) {
			if k == top || table {
				table = true
			}
			continue
		}
		if !table {
			return false // page furniture between the table's top and r
		}
		if len(c.toks) == 0 || p.boiler[boilerKey(c)] || rePage.MatchString(c.text) || legalLine(c.text) || balanceLabel(c.text) == balCarry {
			continue
		}
		if c.toks[0].x0 < tx-0.04*c.pageW {
			continue // a header or footer line at the margin
		}
		return false
	}
	return k >= 0 && table
}

// resumed reports that t's last continuation row is on a later page than
// its booking row's.
func (p *parser) resumed(t *txn) bool {
	return len(t.cont) > 0 && t.cont[len(t.cont)-1].page > t.anchor.page
}
