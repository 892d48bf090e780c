package statement

// trailingCurrencyCell reports a currency code that stands alone as the
// row's last cell right after its amount, apart from it: an online
// banking export's "Währung" column printing "EUR" on every row
// ("-76,53            EUR"). It is the amount's unit, not a word of the
// row; leaving it as the last token hides the money at the row's end.
func trailingCurrencyCell(ts []token, i int) bool {
	if i+2 != len(ts) || ts[i].kind != kAmount {
		return false
	}
	s := ts[i+1].text
	return s == "EUR" || s == "€"
}
