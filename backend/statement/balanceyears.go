package statement

import "papierkram/backend/german"

// Statements that print booking dates without a year ("11.12." in a
// Bu-Tag column) and no period line give the years only in their dated
// balances: "alter Kontostand vom 06.12.2022" … "neuer Kontostand vom
// 02.01.2023". The most frequent year of the document is then a poor
// guess: a duplicate printed in February 2024 repeats "erstellt am
// 20.02.2024" on every page and outvotes the two balance dates, and a
// statement across the turn of the year needs December in one year and
// January in the next. balanceWindow takes the span from the first dated
// opening balance to the last dated closing balance; year-less dates
// resolve in it as in a period. It is not reported as the period: the
// dates are the balances', not the printed period's.
func balanceWindow(rows []*row) (start, end german.Date, ok bool) {
	for _, r := range rows {
		open, close := reOpen.MatchString(r.text), reClose.MatchString(r.text)
		if open == close {
			continue
		}
		var d german.Date
		for _, tk := range r.toks {
			if x, found := labelDateTok(tk); found {
				d = x
				break
			}
		}
		if d.IsZero() {
			continue
		}
		switch {
		case open && start.IsZero():
			start = d
		case close:
			end = d
		}
	}
	if start.IsZero() || end.IsZero() || end.Before(start) || end.Sub(start) >= 400 {
		return german.Date{}, german.Date{}, false
	}
	return start, end, true
}
