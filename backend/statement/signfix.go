package statement

import "slices"

// One misread sign, proven by the balances. OCR reads a printed "+" as a
// "-" now and then (a small glyph in a sign column, a speck on the
// stroke), and a printed sign outranks every guess: the statement then
// fails by exactly twice that amount. fixSign is fixDigits' counterpart
// for the sign: when flipping exactly one row's OCR-read sign closes the
// difference, it is corrected only when the evidence singles it out:
//   - with printed running balances, that row is the only one breaking
//     them and the flip mends it (two independent checks agree);
//   - otherwise, the row's own booking text names the direction of the
//     flipped amount ("Bareinzahlung" read as -550,00, "Lastschrift" as
//     +42,00): the printed glyph and the type disagreed, and the
//     balances side with the type.
//
// Only signs read from the page (signExplicit) on OCR'd rows; a text
// layer's signs are what the bank printed.

func (a *account) fixSign() {
	open, ok1 := a.opening()
	cl, ok2 := a.closing()
	if !ok1 || !ok2 || a.fixed != nil {
		return
	}
	actual := open + a.sum()
	d := actual - cl
	if d == 0 || d%2 != 0 {
		return
	}
	v := d / 2 // the amount as read; -v is the amount the balances prove
	pick := -1
	for i, t := range a.txs {
		if t.t.Amount != v || !t.anchor.ocr || t.source != signExplicit {
			continue
		}
		if pick >= 0 {
			return // two rows could be it: no choice
		}
		pick = i
	}
	if pick < 0 {
		return
	}
	t := a.txs[pick]
	switch bad := a.brokenBalances(open, true); len(bad) {
	case 0:
		if !directionWord(t.anchor.text) || creditText(t.anchor.text) != (-v > 0) {
			return
		}
	case 1:
		if bad[0] != pick {
			return
		}
		prev := open
		if ord := a.order(); ord[0] != pick {
			prev = a.txs[ord[slices.Index(ord, pick)-1]].t.Balance
		}
		if prev-v != t.t.Balance {
			return
		}
	default:
		return
	}
	a.fixed = &digitFix{row: pick, read: v, proven: -v, sign: true}
	t.t.Amount = -v
}
