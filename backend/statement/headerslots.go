package statement

// A table header that names a counterparty column and a purpose column
// beside it ("Einzahler / Empfänger | Verwendung") says where the name
// stands. When a booking's name cell is empty (cash paid in without a
// payer's name, own postings), the document's name slot must not take a
// cell from under the purpose column: the header is the stronger
// evidence.

// underPurposeColumn reports a cell that starts under the header's
// purpose column, right of its counterparty column.
func underPurposeColumn(t *txn, c *cell) bool {
	pc, tc, ok := partyColumns(t.cols)
	if !ok || pc.x0 >= tc.x0 {
		return false
	}
	cw := (t.anchor.y1 - t.anchor.y0) / 4 // about a space's width
	return c.x0 >= tc.x0-cw
}
