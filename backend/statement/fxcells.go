package statement

// The conversion's own columns (session 12).
//
// Card bills print a foreign purchase as a table of its own: "Umsatz |
// Währung | Betrag | Kurs | Betrag EUR" ("SBB CFF FFS BERN   CHF   170,00
// 0,9384   181,16 S"). The currency code stands under the header's currency
// column and is dropped as a unit (inCurrencyColumn); the original amount
// and the rate in the cells after it are the conversion's figures, printed
// in columns of their own like the gross and the fee of a payment
// provider's list, not words of the merchant's name. Left in the row's
// text, they were read into the counterparty ("SBB CFF FFS BERN 170,00
// 0,9384").
//
// Only when the header names a currency column, and only for the numbers
// between a foreign currency code under it and the booking amount: an
// amount or a rate (more than two decimals), nothing else. A conversion
// written into the text ("USD 45,00 Kurs 1,0856" in a "Fremdwährung"
// cell, no currency column) stays the purchase's purpose (fields.go: fx).

// conversionCells returns the tokens of ts between a foreign currency code
// in the currency column and the booking amount at ai when all of them are
// an original amount or a rate.
func conversionCells(cols []column, ts []token, ai int) []token {
	if !hasRole(cols, roleCurrency) {
		return nil
	}
	k := -1
	for j := ai - 1; j >= 0; j-- {
		if isCurrencyCode(ts[j].text) && inCurrencyColumn(cols, ts[j]) {
			k = j
			break
		}
	}
	if k < 0 || k+1 >= ai {
		return nil
	}
	amount := false
	for _, tk := range ts[k+1 : ai] {
		switch {
		case tk.kind == kAmount && !tk.signed:
			amount = true
		case isRate(tk):
		default:
			return nil
		}
	}
	if !amount {
		return nil
	}
	return append([]token(nil), ts[k+1:ai]...)
}
