package statement

import "strings"

// Balance rows inside the booking table: finance-app exports print each
// account's balances as rows of its booking list, in the date column and
// the amount column, with one balance word where the name stands —
//
//	31.10.2023   Saldo                               1.278,21 €
//	31.10.2023   Grünwald Immobilien GmbH   Miete …   -421,39 €
//	…
//	30.09.2023   Saldo                               2.968,96 €
//
// A row that is a date, one balance word and an amount (and a currency
// sign) and nothing else is a balance (the word may come first before an
// ISO date: a bank CSV's "Kontostand 2025-01-31" rows printed from a
// spreadsheet), left undecided (balOpen):
// datedBalance makes the one dated at the period's end the closing
// balance, the one before it the opening balance. A booking always has
// more text than that one word.
func datedSaldoRow(r *row) balanceKind {
	ts := r.toks
	n := len(ts)
	if n > 0 && ts[n-1].kind == kWord && (isCurrencyCode(ts[n-1].text) || ts[n-1].text == "€") {
		n--
	}
	if n != 3 || ts[2].kind != kAmount {
		return 0
	}
	word := 1
	switch {
	case isDateTok(ts[0]) && ts[1].kind == kWord:
	case ts[0].kind == kWord && ts[1].kind == kDate && isoDateText(ts[1].text):
		// The label before its date: a spreadsheet's balance rows
		// "Kontostand 2025-01-31 … 4596,92" (spreadsheet.go), the date
		// written as exports write it. Only ISO: on the fax scan of
		// hd-psd, "Kontostand am 30.11.2022 EUR +1.290,67" with the "am"
		// lost would become a balance too, and the pipeline then keeps
		// the second OCR reading, which loses the period (scan guard).
		word = 0
	default:
		return 0
	}
	switch strings.ToLower(strings.TrimSuffix(ts[word].text, ":")) {
	case "saldo", "kontostand", "kontosaldo":
		return balOpen
	}
	return 0
}

// isoDateText reports a date written "YYYY-MM-DD".
func isoDateText(s string) bool {
	return len(s) == 10 && s[4] == '-' && s[7] == '-' && allDigits(s[:4]) && allDigits(s[5:7]) && allDigits(s[8:])
}
