package statement

import "strings"

// Passbook-style statements (Sparbuch, Mietkaution and other savings
// accounts printed by savings banks' passbook printers) give the balance
// rows the same shape as bookings: a date, a one-word label and the
// figure in the balance column — "01.01.2025  Saldovortrag   3.956,90",
// "31.12.2025  Guthaben   3.967,83". They are balances, not bookings.

// passbookOpenWords carry the previous statement's balance forward.
var passbookOpenWords = map[string]bool{"saldovortrag": true, "vortrag": true, "kontovortrag": true, "guthabenvortrag": true, "übertrag": true, "uebertrag": true}

// passbookBalanceWords name the balance itself.
var passbookBalanceWords = map[string]bool{"guthaben": true, "saldo": true, "kontostand": true, "bestand": true, "endsaldo": true, "endguthaben": true, "neuer saldo": true, "saldo neu": true}

// passbookBalance returns the kind of a dated balance row: after the
// leading date(s) only a balance word and one amount, which stands under
// the balance column when the table has one (a booking there fills the
// withdrawal or deposit column as well, or instead). Without a balance
// column only a carry-forward word (Saldovortrag) decides: "Guthaben" or
// "Saldo" alone may then be a booking's text. The kind is balOpen for both:
// finish and datedBalance place it by its date.
func (p *parser) passbookBalance(r *row) balanceKind {
	k := leadDate(r)
	if k < 0 {
		return 0
	}
	i := k
	for i < len(r.toks) && isDateTokKind(r.toks[i].kind) {
		i++
	}
	var words []string
	var amt []token
	for _, tk := range r.toks[i:] {
		switch {
		case tk.kind == kAmount:
			amt = append(amt, tk)
		case len(amt) > 0:
			return 0 // text after the money
		default:
			words = append(words, strings.ToLower(strings.TrimRight(tk.text, ":")))
		}
	}
	if len(amt) != 1 || len(words) == 0 || len(words) > 2 {
		return 0
	}
	label := strings.Join(words, " ")
	open := passbookOpenWords[label]
	if !open && !passbookBalanceWords[label] {
		return 0
	}
	if hasRole(p.cols, roleBalance) {
		c, _, ok := nearest(p.cols, amt[0].x0, amt[0].x1, roleAmount, roleDebit, roleCredit, roleBalance)
		if !ok || c.role != roleBalance {
			return 0
		}
	} else if !open {
		return 0
	}
	return balOpen
}
