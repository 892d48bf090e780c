package statement

import "strings"

// A security is no counterparty. A broker's cash account prints a trade
// as "Kauf" | "iShares Core EURO STOXX 50 UCITS ETF ISIN IE0008471009 9
// Stk. zu 187,15 EUR Ausführungsplatz …": the description names the
// security bought or sold, not a payee. Where the type column's type
// names no payee of its own (Wertpapierkauf, Sparplan, Ausschüttung:
// reNoParty) the description already went to the purpose; a plain "Kauf"
// or "Verkauf" is also a card or goods purchase, so the words of the type
// do not tell. The description does: a line holding a valid ISIN (check
// digit) describes a security. Such a would-be name is the start of the
// purpose, whatever the layout.

// securityText reports a text naming a security by a valid ISIN (country
// letters, check digit) labelled "ISIN" or beside a share count ("Stk.",
// "Stück"): a reference code may pass the check digit by chance.
func securityText(s string) bool {
	ws := strings.Fields(s)
	low := strings.ToLower(s)
	shares := strings.Contains(low, "stk.") || strings.Contains(low, "stück")
	for k, w := range ws {
		w = strings.Trim(w, ",;:()/")
		if len(w) != 12 || !isUp(w[0]) || !isUp(w[1]) || !isinValid(w) {
			continue
		}
		if shares || k > 0 && strings.EqualFold(strings.TrimRight(ws[k-1], ":"), "isin") {
			return true
		}
	}
	return false
}
