package statement

import "testing"

// TestRefAfterMoney: one plain number after the amount, right of every
// money column, is a Primanota cell and ends the row before it; a number
// inside the money columns, a word with letters or a number not preceded
// by an amount does not.
func TestRefAfterMoney(t *testing.T) {
	cols := []column{{role: roleDate, x0: 40, x1: 54}, {role: roleText, x0: 122, x1: 258}, {role: roleDebit, x0: 337, x1: 352}, {role: roleCredit, x0: 411, x1: 436}}
	tok := func(s string, x0, x1 float64, k kind) token { return token{text: s, x0: x0, x1: x1, kind: k} }
	date := tok("02.04.25", 40, 71, kDate)
	text := tok("Lastschrift", 122, 163, kWord)
	amt := tok("466,87", 358, 386, kAmount)
	for _, tc := range []struct {
		name string
		ts   []token
		cols []column
		want int
	}{
		{"primanota", []token{date, text, amt, tok("9427", 486, 502, kWord)}, cols, 3},
		{"number in the credit column", []token{date, text, amt, tok("9427", 420, 436, kWord)}, cols, 4},
		{"word after the money", []token{date, text, amt, tok("S", 486, 490, kWord)}, cols, 4},
		{"no amount before it", []token{date, text, tok("9427", 486, 502, kWord)}, cols, 3},
		{"no header", []token{date, text, amt, tok("9427", 486, 502, kWord)}, nil, 4},
	} {
		if got := refAfterMoney(tc.cols, tc.ts, 1, len(tc.ts)); got != tc.want {
			t.Errorf("%s: end %d, want %d", tc.name, got, tc.want)
		}
	}
}
