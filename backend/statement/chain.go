package statement

import (
	"slices"

	"papierkram/backend/german"
)

// Column roles from arithmetic. A booking row may end in several money
// cells: amount and running balance, or gross, fee, net and balance (a
// wallet), in an order and under headings no rule has seen. The numbers
// themselves tell them apart: the running balance is the column whose
// value changes from one row to the next by exactly the amount of the
// row — forward when the list runs oldest first (balance[i] =
// balance[i-1] ± amount[i]), backward when it runs newest first
// (balance[i] = balance[i+1] ± amount[i]). When a gross amount, a fee
// and the net amount are printed, only the net amount moves the balance,
// so the same test picks it.
//
// chainColumns keeps the reading of the booking rows when its running
// balances chain; otherwise it looks for the pair of money cells that
// does, and re-reads amount, balance and sign from that pair.

// chainMin is the share of row pairs whose balances must follow from the
// amounts for a reading of the columns to count as proven.
const chainMin = 0.9

// chainScore counts, for amount cell a and balance cell b (indexes from
// the right end of each row's money cells), the consecutive row pairs in
// which the balance moves by the amount: forward (oldest first) and
// backward (newest first) separately, and the pairs tested.
func chainScore(txs []*txn, a, b int) (fwd, bwd, pairs int) {
	cell := func(t *txn, k int) (german.Cents, bool) {
		if k < 0 || k >= len(t.money) {
			return 0, false
		}
		return t.money[len(t.money)-1-k].cents, true
	}
	for i := 1; i < len(txs); i++ {
		pb, ok1 := cell(txs[i-1], b)
		cb, ok2 := cell(txs[i], b)
		pa, ok3 := cell(txs[i-1], a)
		ca, ok4 := cell(txs[i], a)
		if !ok1 || !ok2 || !ok3 || !ok4 {
			continue
		}
		pairs++
		if d := abs(cb - pb); d != 0 && d == abs(ca) {
			fwd++
		}
		if d := abs(pb - cb); d != 0 && d == abs(pa) {
			bwd++
		}
	}
	return fwd, bwd, pairs
}

// chainColumns settles which money cell of the booking rows is the amount
// and which the running balance (see above). It works on runs of
// consecutive bookings of one account that print at least two money
// cells.
func (p *parser) chainColumns() {
	start := 0
	for i := 0; i <= len(p.txs); i++ {
		if i < len(p.txs) && len(p.txs[i].money) >= 2 && p.txs[i].acct == p.txs[start].acct {
			continue
		}
		if i-start >= 3 {
			p.chainRun(p.txs[start:i])
		}
		start = i
		if i < len(p.txs) && len(p.txs[i].money) < 2 {
			start = i + 1
		}
	}
}

func (p *parser) chainRun(txs []*txn) {
	// The reading in force: amount and balance cells of the first row.
	idx := func(t *txn, tk *token) int {
		for k := range t.money {
			if tk != nil && t.money[k] == *tk {
				return len(t.money) - 1 - k
			}
		}
		return -1
	}
	curA, curB := idx(txs[0], &txs[0].amount), idx(txs[0], txs[0].balance)
	if curA >= 0 && curB >= 0 {
		if f, b, n := chainScore(txs, curA, curB); n >= 2 && float64(max(f, b)) >= chainMin*float64(n) {
			// The balances follow from the amounts as read.
			p.applyChain(txs, curA, curB, f >= b)
			return
		}
	}
	width := 0
	for _, t := range txs {
		width = max(width, len(t.money))
	}
	bestA, bestB, bestHits, fwd := -1, -1, 0, true
	for b := 0; b < width; b++ {
		for a := 0; a < width; a++ {
			if a == b {
				continue
			}
			f, bw, n := chainScore(txs, a, b)
			hits := max(f, bw)
			if n < 2 || float64(hits) < chainMin*float64(n) {
				continue
			}
			// More rows explained wins; on a tie the cell nearer the
			// balance (the net amount after gross and fee, equal to
			// them when no fee was charged).
			if hits > bestHits || hits == bestHits && bestB == b && absInt(a-b) < absInt(bestA-b) {
				bestA, bestB, bestHits, fwd = a, b, hits, f >= bw
			}
		}
	}
	if bestA < 0 {
		return
	}
	p.applyChain(txs, bestA, bestB, fwd)
}

// applyChain reads amount cell bestA and balance cell bestB of every row
// (indexes from the right), takes the sign the balances prove and marks
// the other money cells (gross, fee) as columns, not text.
func (p *parser) applyChain(txs []*txn, bestA, bestB int, fwd bool) {
	proven := make([]bool, len(txs))
	dir := make([]german.Cents, len(txs)) // the movement the balances prove
	for i, t := range txs {
		if bestA >= len(t.money) || bestB >= len(t.money) {
			continue
		}
		am := t.money[len(t.money)-1-bestA]
		bal := t.money[len(t.money)-1-bestB]
		t.amount, t.balance = am, &bal
		t.other = nil
		t.drop = append(t.drop, columnCells(t, am, &bal)...)
		p.sign(t)
		// The sign the balances prove.
		var d german.Cents
		switch {
		case fwd && i > 0 && bestB < len(txs[i-1].money):
			d = bal.cents - txs[i-1].money[len(txs[i-1].money)-1-bestB].cents
		case !fwd && i+1 < len(txs) && bestB < len(txs[i+1].money):
			d = bal.cents - txs[i+1].money[len(txs[i+1].money)-1-bestB].cents
		}
		if d != 0 && abs(d) == abs(am.cents) {
			proven[i], dir[i] = true, d
			if t.source < signExplicit {
				t.t.Amount, t.source = d, signBalance
			}
		}
	}
	// A row the balances cannot decide (the first of an oldest-first
	// list, the last of a newest-first one): when every proven debit
	// was printed with its minus and every proven credit without a
	// sign, an unsigned amount is a credit.
	minus, bare, contra := 0, 0, 0
	for i, t := range txs {
		if !proven[i] {
			continue
		}
		switch {
		case dir[i] < 0 && t.amount.signed && t.amount.cents < 0:
			minus++
		case dir[i] > 0 && !t.amount.signed:
			bare++
		default:
			contra++
		}
	}
	if minus > 0 && bare > 0 && contra == 0 {
		for i, t := range txs {
			if !proven[i] && bestA < len(t.money) && !t.amount.signed {
				t.t.Amount, t.source = abs(t.amount.cents), signColumn
			}
		}
	}
}

// columnCells returns t's money cells other than the amount and the
// balance: further columns, not text. A cell after a currency code
// ("USD 45,00") is a foreign amount and stays with the text.
func columnCells(t *txn, am token, bal *token) []token {
	var out []token
	ts := t.anchor.toks
	for _, m := range t.money {
		if m == am || bal != nil && m == *bal {
			continue
		}
		k := slices.Index(ts, m)
		if k > 0 && isCurrencyCode(ts[k-1].text) || moneyInText(t.cols, ts, k) {
			continue
		}
		out = append(out, m)
	}
	return out
}
