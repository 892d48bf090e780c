package statement

import (
	"strings"
)

// Wise-style headings. An e-money account's table names its money
// columns by direction ("Eingehend | Ausgehend | Saldo"), and its balance
// summary names the currency and a date instead of a balance word ("EUR am
// 1. Januar 2024  1.486,47 EUR", "EUR am 31. Januar 2024  2.140,13 EUR").
func init() {
	headerWords["eingehend"] = roleCredit
	headerWords["ausgehend"] = roleDebit
}

// isoCurrencies are the currency codes a balance summary line may open
// with.
var isoCurrencies = map[string]bool{"EUR": true, "CHF": true, "USD": true, "GBP": true, "PLN": true, "CZK": true, "DKK": true, "SEK": true, "NOK": true, "HUF": true}

// currencyBalance reads "<currency> am <date> <amount> [<currency>]" as a
// balance label, left undecided (balOpen): datedBalance then makes the one
// dated at the period's end the closing balance. Nothing else may stand on
// the line, so a booking never reads as one.
func currencyBalance(r *row) balanceKind {
	ts := r.toks
	if len(ts) < 4 || len(ts) > 5 || ts[0].kind != kWord || !isoCurrencies[ts[0].text] {
		return 0
	}
	switch strings.ToLower(ts[1].text) {
	case "am", "per", "zum", "vom":
	default:
		return 0
	}
	if ts[2].kind != kDate || ts[3].kind != kAmount {
		return 0
	}
	if len(ts) == 5 && ts[4].text != ts[0].text {
		return 0
	}
	return balOpen
}
