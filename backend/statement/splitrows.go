package statement

import (
	"strings"

	"papierkram/backend/german"
)

// The parts of a split booking. Business banking programs let the firm
// split one booking over categories or cost centres and print the parts
// under it, each with its part amount in the Betrag column:
//
//	04.12.2024  Farbenhaus Schulte GmbH &  …  Rechnung 145925 …  Splitbuchung   -4.617,64 EUR
//	            Co. KG
//	                                          Split 1/2          Fremdleistungen 400  -2.955,28
//	                                          Split 2/2          Material        200  -1.662,36
//
// The rows carry no date, so they continued the booking and their label,
// category, cost centre and amount ran into the purpose. A continuation
// row whose last word is an amount standing under the booking's amount
// (right edges within two characters; the booking's amount may carry its
// currency, "-4.617,64 EUR", the parts not) is a part when two or more such
// rows together make the booking's amount to the cent: that sum is the
// proof that they divide the booking and are no remittance text. The
// parts are taken out of the booking's rows.
func splitParts(t *txn) {
	if t.amount.x1 == 0 || t.anchor == nil || t.anchor.isText() {
		return
	}
	var parts []int
	var sum german.Cents
	for i, r := range t.cont {
		n := len(r.toks)
		if n < 2 || r.toks[n-1].kind != kAmount {
			continue
		}
		last := r.toks[n-1]
		cw := (last.x1 - last.x0) / float64(max(1, len([]rune(last.text))))
		if absf(last.x1-numberEnd(t.amount)) > 2*cw {
			continue
		}
		parts = append(parts, i)
		sum += absCents(last.cents)
	}
	if len(parts) < 2 || sum != absCents(t.amount.cents) {
		return
	}
	kept := t.cont[:0:0]
	for i, r := range t.cont {
		if len(parts) > 0 && parts[0] == i {
			parts = parts[1:]
			continue
		}
		kept = append(kept, r)
	}
	t.cont = kept
}

func absCents(c german.Cents) german.Cents {
	if c < 0 {
		return -c
	}
	return c
}

// numberEnd is the right edge of an amount token's figure: a currency
// merged after it ("-4.617,64 EUR") is measured off proportionally.
func numberEnd(tk token) float64 {
	rs := []rune(tk.text)
	k := strings.LastIndexFunc(tk.text, func(r rune) bool { return r >= '0' && r <= '9' })
	if k < 0 || len(rs) == 0 {
		return tk.x1
	}
	n := len([]rune(tk.text[:k+1]))
	return tk.x0 + (tk.x1-tk.x0)*float64(n)/float64(len(rs))
}
