package statement

import "strings"

// pairedBalances reads a summary line that prints the opening and the
// closing balance side by side, each label followed by its own amount
// ("Anfangsbestand 547,64 EUR   Endbestand 1.204,42 EUR", "Alter Saldo
// … Neuer Saldo …"): treasurers' lists and short statements put both in
// the heading. Each label takes the amount right after it, not the row's
// last amount. It returns nothing unless the row holds an opening and a
// closing label, each with its amount.
func (p *parser) pairedBalances(r *row) []balance {
	var out []balance
	var words []string
	open, closing := false, false
	for _, tk := range r.toks {
		if tk.kind != kAmount {
			words = append(words, tk.text)
			continue
		}
		label := strings.Join(words, " ")
		k := balanceLabel(label)
		words = nil
		if k != balOpen && k != balClose {
			continue
		}
		open = open || k == balOpen
		closing = closing || k == balClose
		out = append(out, balance{kind: k, label: label, cents: p.balanceSign(r, tk), ok: true})
	}
	if !open || !closing {
		return nil
	}
	return out
}
