package statement

// Online-banking detail views ("Umsätze · Detailansicht", printed to PDF)
// print no table: every booking is a block of labelled fields, two to a
// line — "Buchungstag 03.02.2025" beside "Wertstellung 03.02.2025", then
// "Umsatzart Lastschrift" beside "Betrag -45,00 EUR", then the name, IBAN
// and purpose, each after its label. The block's first two lines are read
// as one booking row: the dates, the type and the amount, with the
// labelled lines under it as its text block.
//
// A block counts only when its date line is nothing but a booking-date
// label and its date (and a value-date label and date) and the next line
// ends in an amount label and the amount; a document needs two such
// blocks, so that a letter quoting one booking stays a letter.

// detailDateLine returns the booking date and the value date of a block's
// first line: "Buchungstag 03.02.2025 [Wertstellung 04.02.2025]".
func detailDateLine(r *row) (book, val token, ok bool) {
	ts := r.toks
	if (len(ts) != 2 && len(ts) != 4) || ts[0].kind != kWord || !isDateTok(ts[1]) || headerRole(ts[0].text) != roleDate {
		return token{}, token{}, false
	}
	if len(ts) == 4 {
		if ts[2].kind != kWord || !isDateTok(ts[3]) || headerRole(ts[2].text) != roleValue {
			return token{}, token{}, false
		}
		return ts[1], ts[3], true
	}
	return ts[1], token{}, true
}

// detailAmountLine returns the amount and the type words of a block's
// second line: "[Umsatzart Lastschrift] Betrag -45,00 [EUR]".
func detailAmountLine(r *row) (typ []token, amt token, ok bool) {
	ts := r.toks
	n := len(ts)
	if n > 0 && ts[n-1].kind == kWord && isCurrencyCode(ts[n-1].text) {
		n--
	}
	if n < 2 || ts[n-1].kind != kAmount || ts[n-2].kind != kWord || headerRole(ts[n-2].text) != roleAmount {
		return nil, token{}, false
	}
	rest := ts[:n-2]
	for _, t := range rest {
		if t.kind != kWord {
			return nil, token{}, false
		}
	}
	if len(rest) > 0 {
		if ro := headerRole(rest[0].text); ro != roleText && ro != roleType {
			return nil, token{}, false
		}
		rest = rest[1:]
	}
	return rest, ts[n-1], true
}

// detailBlocks joins each detail block's date line and amount line into
// one booking row when the document has at least two such blocks.
func detailBlocks(rows []*row) []*row {
	var found []int
	amountAt := map[int]int{}
	for i := 0; i+1 < len(rows); i++ {
		if n := len(rows[i].toks); n != 2 && n != 4 || !isDateTok(rows[i].toks[1]) {
			continue // cheap check before the label lookups
		}
		if _, _, ok := detailDateLine(rows[i]); !ok {
			continue
		}
		if j := detailAmountBelow(rows, i); j > 0 { // detailbelow.go
			found = append(found, i)
			amountAt[i] = j
		}
	}
	if len(found) < 2 {
		return rows
	}
	drop := map[int]bool{}
	for _, i := range found {
		b, v, _ := detailDateLine(rows[i])
		a := amountAt[i]
		typ, amt, _ := detailAmountLine(rows[a])
		typRow := rows[a]
		if fv, vi, ft, ti := detailLineFields(rows, i, a); vi > 0 || ti > 0 { // detailfields.go
			if vi > 0 && v.text == "" {
				v = fv
				drop[vi] = true
			}
			if ti > 0 && len(typ) == 0 {
				typ, typRow = ft, rows[ti]
				drop[ti] = true
			}
		}
		nr := *rows[i]
		nr.toks = []token{b}
		if v.text != "" {
			nr.toks = append(nr.toks, v)
		}
		// The labelled lines under the block start at the labels' margin:
		// the type words move to where the type's label stands, so that
		// the block's text starts there.
		if len(typ) > 0 {
			d := typ[0].x0 - typRow.toks[0].x0
			for _, t := range typ {
				t.x0, t.x1 = t.x0-d, t.x1-d
				nr.toks = append(nr.toks, t)
			}
		}
		nr.toks = append(nr.toks, amt)
		// The running balance under the amount is the booking's balance
		// cell, not a line of its text (detailfields.go).
		if a+1 < len(rows) && rows[a+1].page == rows[a].page {
			if bal, ok := detailBalanceLine(rows[a+1]); ok {
				// Kept beside the row, not as a second money cell: with
				// few bookings the last money cell would be read as the
				// amount.
				nr.bal = &bal
				drop[a+1] = true
			}
		}
		nr.text = joinTokens(nr.toks)
		if a == i+1 {
			nr.y1 = rows[a].y1
		}
		// The field lines taken into the row are its height, so that the
		// lines under them follow it without a gap.
		for j := i + 1; j < a && drop[j]; j++ {
			nr.y1 = max(nr.y1, rows[j].y1)
		}
		rows[i] = &nr
		drop[a] = true
	}
	out := rows[:0:0]
	for i, r := range rows {
		if !drop[i] {
			out = append(out, r)
		}
	}
	return out
}
