package statement

import "strings"

// An account column between the name and the purpose. Business banking
// programs print their Umsatzliste as "Auftraggeber / Empfänger | IBAN /
// BIC | Verwendungszweck | …": the counterparty's IBAN on the booking row,
// its BIC under it, each in a column of its own between two text columns.
// An unknown heading counted only between the text and the money
// (accountcol.go), so the IBAN/BIC column fell into the name cell and the
// BIC ran into the name ("Stripe Technology Europe Ltd Gutschrift
// VBMHDE5FXXX"). A heading that names the counterparty's account is kept
// as that column wherever it stands between two text columns; its cells
// are then taken out by accountColumn, and the name cell reaches to the
// purpose column beyond it.

// accountHeading reports a header word naming the counterparty's account.
//
// A CSV export's heading names both spellings of the account in one word
// ("Kontonummer/IBAN", "IBAN/BIC"): every part must be an account word.
func accountHeading(w string) bool {
	w = strings.ToLower(strings.Trim(w, ":()/."))
	if strings.Contains(w, "/") {
		for _, part := range strings.Split(w, "/") {
			if !accountHeading(part) {
				return false
			}
		}
		return true
	}
	switch w {
	case "iban", "bic", "gegenkonto", "kontonummer", "konto-nr", "kto-nr":
		return true
	}
	return false
}

// accountBetweenText reports an account column k with a text column on
// either side.
func accountBetweenText(cols []column, k int) bool {
	return cols[k].account && k > 0 && k+1 < len(cols) && cols[k-1].role == roleText && cols[k+1].role == roleText
}

// textBeyondAccount returns the text column beyond an account column k
// next to the party column i.
func textBeyondAccount(cols []column, i, k int) (column, bool) {
	if k < 0 || k >= len(cols) || cols[k].role != roleOther || !cols[k].account {
		return column{}, false
	}
	j := k + (k - i)
	if j >= 0 && j < len(cols) && cols[j].role == roleText && !cols[j].party {
		return cols[j], true
	}
	return column{}, false
}
