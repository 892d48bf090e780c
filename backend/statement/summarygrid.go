package statement

import "strings"

// A summary grid beside the balance: online prints lay the account
// summary out in two label/value columns, "Kontostand am 31.10.2023  EUR
// 2.644,41   Eingeräumter Dispositionskredit  EUR 5.000,00" and
// "Kontostand am 30.11.2023  EUR 6.743,43   Verfügbarer Betrag  EUR
// 11.743,43", so a balance row goes on with a second label and its own
// amount. The balance took the row's last amount: the credit line and
// the available amount became the opening and closing balances. When the
// words after the balance's first amount are another label (not a
// balance label: pairedBalances reads those; not a sign marker) followed
// by an amount, the balance is the amount right after its label.

// gridBalanceAmount returns the amount right after the balance label of
// r when r goes on with another label and amount.
func gridBalanceAmount(r *row) (token, bool) {
	ts := r.toks
	for k, tk := range ts {
		if tk.kind != kAmount {
			continue
		}
		if k == 0 || balanceLabel(joinTokens(ts[:k])) == 0 {
			return token{}, false
		}
		// Words, then an amount.
		j := k + 1
		for j < len(ts) && ts[j].kind == kWord {
			j++
		}
		if j == k+1 || j >= len(ts) || ts[j].kind != kAmount {
			return token{}, false
		}
		label := joinTokens(ts[k+1 : j])
		if balanceLabel(label) != 0 || !longWord(ts[k+1:j]) {
			return token{}, false
		}
		return tk, true
	}
	return token{}, false
}

// longWord reports a word of at least six letters among ts: a label
// ("Dispositionskredit", "Verfügbarer"), not a marker (S, H, Soll, CR).
func longWord(ts []token) bool {
	for _, t := range ts {
		n := 0
		for _, c := range t.text {
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c > 0x7f {
				n++
			}
		}
		if n >= 6 && !strings.EqualFold(t.text, "haben") {
			return true
		}
	}
	return false
}
