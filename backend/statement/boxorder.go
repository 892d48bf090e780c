package statement

// A summary box may centre its values under labels of another width
// ("Saldo vorheriger Kontoauszug   Belastungen (+)   Gutschriften (-)   Neuer
// Saldo" over "2.444,43 EUR   2.687,34 EUR   2.538,84 EUR   2.592,93 EUR"):
// a value then stands right of its label's end, nearer no label's edge.
// When there are as many label groups as values and each value lies
// between the previous label's end and the next label's start, the values
// belong to the labels in order. Before, the box was not read and the
// row's last value (the new balance) became the opening balance.

// boxInOrder pairs the label groups of r with the values of next in order.
func (p *parser) boxInOrder(r, next *row) []balance {
	labs := labelGroups(r.toks)
	var vals []token
	for _, tk := range next.toks {
		if tk.kind == kAmount {
			vals = append(vals, tk)
		}
	}
	if len(labs) != len(vals) || len(labs) < 2 {
		return nil
	}
	var out []balance
	for k, v := range vals {
		if k > 0 && v.x0 < labs[k-1].x1 || k+1 < len(labs) && v.x1 > labs[k+1].x0 {
			return nil
		}
		if labs[k].kind != kWord {
			return nil
		}
		if kind := balanceLabel(labs[k].text); kind == balOpen || kind == balClose {
			out = append(out, balance{kind: kind, label: labs[k].text, cents: p.balanceSign(next, v), ok: true})
		}
	}
	return out
}
