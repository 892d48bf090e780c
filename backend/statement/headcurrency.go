package statement

import "strings"

// headCurrency returns the account currency a page head names when it is
// not the euro: "Privatkonto CHF", "Kontowährung: USD" above the first
// booking. A German resident's Swiss or foreign-currency account still
// mentions EUR in its bookings (a transfer home "Betrag EUR 2.650,00 zum
// Kurs 0,9434"), so the first EUR anywhere in the document named the
// wrong currency (hf-kantonalbank, a CHF account read as EUR). Empty when
// a head names EUR or € as well, or names no currency: the euro stays the
// default.
func headCurrency(rows []*row) string {
	found := ""
	for _, i := range headRows(rows) { // headaccount.go
		r := rows[i]
		if strings.Contains(r.text, "€") {
			return ""
		}
		for _, w := range strings.FieldsFunc(r.text, func(c rune) bool { return c == ' ' || c == ':' || c == '(' || c == ')' || c == ',' }) {
			switch {
			case w == "EUR":
				return ""
			case isoCurrencies[w] && found == "":
				found = w
			}
		}
	}
	return found
}
