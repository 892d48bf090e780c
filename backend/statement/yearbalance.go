package statement

import (
	"regexp"
	"strings"
)

// Annual statements of savings accounts (S-Prämiensparen, Sparbuch
// Jahresauszug) open and close the year's table with dated balance rows
// named after the year, not the statement: "01.01.2025  Kontostand zum
// Jahresbeginn  6.200,00", "31.12.2025  Kontostand zum Jahresende
// 8.169,09". They are the opening and closing balance, not bookings.
func init() {
	// The bank's own postings on a premium savings account: the year's
	// premium and the interest charged for early withdrawal.
	// Neither has a counterparty.
	bookingTypes = append(bookingTypes, "prämie", "sparprämie", "vorschusszinsen")
	reNoParty = regexp.MustCompile(reNoParty.String() + `|^(prämie|sparprämie|vorschusszinsen)\b`)
	reOpen = regexp.MustCompile(reOpen.String() + `|(kontostand|saldo|guthaben)\s+(am|zum|zu)\s+jahres(beginn|anfang)\b`)
	reClose = regexp.MustCompile(reClose.String() + `|(kontostand|saldo|guthaben)\s+(am|zum|zu)\s+jahresende\b`)
}

// Rate changes printed inside the booking table: "01.04.2025
// Zinsänderung ab 01.04.2025: 0,35 % p.a. (bisher 0,10 % p.a.)". The row
// has a booking date and numbers of the amount's shape, but every one of
// them is a percentage: the row moves no money. It ends the booking above
// it (it is not that booking's text) and is no booking itself.

// percentNotice reports a dated row whose every amount-shaped number is a
// percentage ("0,35 %", "0,35%").
func percentNotice(r *row) bool {
	if len(r.toks) < 3 || !isDateTok(r.toks[0]) {
		return false
	}
	pct := 0
	for k, tk := range r.toks {
		switch {
		case tk.kind == kAmount:
			if k+1 >= len(r.toks) || !strings.HasPrefix(r.toks[k+1].text, "%") {
				return false
			}
			pct++
		case tk.kind == kWord && strings.HasSuffix(tk.text, "%") && reAmountPercent.MatchString(tk.text):
			pct++
		}
	}
	return pct > 0
}

var reAmountPercent = regexp.MustCompile(`^\(?\d{1,3},\d{1,3}%$`)
