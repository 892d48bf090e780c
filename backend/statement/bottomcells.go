package statement

// Spreadsheet programs align a cell's text to the BOTTOM of its row by
// default: a CSV export of an online-banking list opened in one and
// printed (DKB-like "Umsätze" exports) puts a booking's date and amount
// on the last line of its wrapped name and purpose cells, so the lines
// between two booking rows belong to the booking BELOW them. A table is
// read so when its first booking row has wrapped cell lines above it
// (below the header) and its last booking row none under it.

// bottomCells moves each booking's wrapped cell lines to the booking
// below them when the table's cells are bottom-aligned (see above). Only
// for side-by-side name and purpose cells (partyCells reads t.pre).
func (p *parser) bottomCells() {
	if len(p.txs) < 2 {
		return
	}
	first, last := p.txs[0], p.txs[len(p.txs)-1]
	if len(last.cont) > 0 {
		return
	}
	if _, _, ok := partyColumns(first.cols); !ok || first.anchor.isText() {
		return
	}
	idx := make(map[*row]int, len(p.rows))
	for i, r := range p.rows {
		idx[r] = i
	}
	anchors := make(map[*row]bool, len(p.txs))
	for _, t := range p.txs {
		anchors[t.anchor] = true
	}
	if len(p.cellLinesAbove(first, idx, anchors)) == 0 {
		return
	}
	for _, t := range p.txs {
		t.pre = p.cellLinesAbove(t, idx, anchors)
		t.cont = nil
	}
}

// cellLinesAbove returns the rows right above t's booking row that hold
// only words inside its name and purpose cells: no amount, no header, no
// other booking row, each close to the row under it.
func (p *parser) cellLinesAbove(t *txn, idx map[*row]int, anchors map[*row]bool) []*row {
	i, ok := idx[t.anchor]
	pc, tc, okc := partyColumns(t.cols)
	if !ok || !okc || t.anchor.isText() {
		return nil
	}
	left := cellsLeft(t, pc, tc)
	var out []*row
	below := t.anchor
	for j := i - 1; j >= 0; j-- {
		r := p.rows[j]
		if r.page != below.page || anchors[r] || len(r.toks) == 0 || hasAmount(r) || r.toks[0].x0 < left || below.y0-r.y1 > below.height() || balanceLabel(r.text) != 0 || headerColumns(r) != nil {
			break
		}
		out = append([]*row{r}, out...)
		below = r
	}
	return out
}

// cellsLeft is where the leftmost of the name and purpose cells (and the
// other party column, payercols.go) begins, less a space's width: words
// starting left of it stand in other columns (a "Status" column's
// "Gebucht").
func cellsLeft(t *txn, pc, tc column) float64 {
	cw := (t.anchor.y1 - t.anchor.y0) / 4
	left := min(pc.x0, tc.x0)
	if oc, ok := otherPartyColumn(t.cols, pc, tc); ok {
		left = min(left, oc.x0)
	}
	return left - cw
}
