package statement

import "strings"

// Online-banking turnover lists (DKB's "Umsätze" since 2023, several
// Volksbanken) print the payer and the payee in two columns of their own,
// "Zahlungspflichtige*r | Zahlungsempfänger*in", on every row: the account
// holder's own name stands in the payer column of a debit and in the payee
// column of a credit. The counterparty is the other column: the payee of
// a debit, the payer of a credit.

// partySide returns +1 for a heading naming the payee, -1 for one naming
// the payer, 0 otherwise.
func partySide(w string) int {
	w = genderBase(strings.ToLower(strings.Trim(w, ":()/")))
	switch {
	case strings.HasPrefix(w, "zahlungsempfänger"), strings.HasPrefix(w, "empfänger"), strings.HasPrefix(w, "begünstigter"):
		return 1
	case strings.HasPrefix(w, "zahlungspflichtiger"), strings.HasPrefix(w, "auftraggeber"):
		return -1
	}
	return 0
}

// otherPartyColumn returns the party column of the opposite direction
// beside pc, on the side away from the purpose column tc.
func otherPartyColumn(cols []column, pc, tc column) (column, bool) {
	if pc.side == 0 {
		return column{}, false
	}
	for i, c := range cols {
		if c != pc {
			continue
		}
		k := i - 1
		if tc.x0 < pc.x0 {
			k = i + 1
		}
		if k >= 0 && k < len(cols) && cols[k].party && cols[k].side == -pc.side {
			return cols[k], true
		}
	}
	return column{}, false
}

// inPartyColumn reports whether a word starting at x lies in the other
// party column oc, which stands beside pc away from the purpose.
func inPartyColumn(x float64, oc, pc column, cw float64) bool {
	if oc.x0 < pc.x0 {
		return x >= oc.x0-cw && x < pc.x0-cw
	}
	return x >= oc.x0-cw
}

// counterpartyOf picks the counterparty of a payer/payee pair of cells:
// the payee of a debit, the payer of a credit. names are the words of the
// column pc, others those of oc.
func counterpartyOf(amount int64, pc column, names, others []string) string {
	payee, payer := names, others
	if pc.side < 0 {
		payee, payer = others, names
	}
	if amount < 0 {
		return strings.Join(payee, " ")
	}
	return strings.Join(payer, " ")
}
