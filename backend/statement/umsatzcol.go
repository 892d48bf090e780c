package statement

import "strings"

// "Umsatz" over the description. Card statements head their table "Beleg
// | Buchung | Umsatz | Meilen | Betrag EUR" (Miles & More, DKB Visa):
// "Umsatz" names the transaction (the merchant), the money stands under
// "Betrag". "Umsatz" alone is an amount heading (some banks print "Datum
// | Text | Umsatz"); with a Betrag, Soll or Haben heading right of it in
// the same header it is the description column.
func umsatzDescription(r *row, i int) bool {
	if !strings.EqualFold(strings.Trim(r.toks[i].text, ":()/"), "umsatz") {
		return false
	}
	for _, t := range r.toks[i+1:] {
		switch headerRole(t.text) {
		case roleAmount, roleDebit, roleCredit:
			return true
		}
	}
	return false
}
