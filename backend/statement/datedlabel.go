package statement

import (
	"strings"

	"papierkram/backend/german"
)

// A balance label's date followed by a colon: online prints write
// "Saldo vom 30.09.2023: 4.457,18 EUR", and "30.09.2023:" is one word,
// not a date token, so datedBalance could not tell the closing balance
// printed above a newest-first table from the opening one below it (the
// one above was taken as the opening by position). labelDateTok reads
// that word as the date.

// labelDateTok returns the date of a balance label's token: a date token,
// or a full date with a trailing colon.
func labelDateTok(tk token) (german.Date, bool) {
	if tk.kind == kDate {
		return tk.date, true
	}
	if tk.kind != kWord || !strings.HasSuffix(tk.text, ":") || strings.Count(tk.text, ".") != 2 {
		return german.Date{}, false
	}
	d, err := german.ParseDate(strings.TrimSuffix(tk.text, ":"))
	return d, err == nil && validDate(d)
}

// datedOpening is the last resort of account.opening: a statement that
// lists the newest booking first prints its opening balance under the
// table ("Saldo vom 31.08.2023: …" after the last row), where position
// reads it as a closing. A balance left undecided (balOpen without an
// opening label) whose label date is before every booking is the opening
// balance, wherever it stands, provided a closing balance was found.
func (a *account) datedOpening() (german.Cents, bool) {
	if len(a.txs) == 0 || !a.closedAfter(-1) {
		return 0, false
	}
	first := a.txs[0].t.BookingDate
	for _, t := range a.txs {
		if d := t.t.BookingDate; !d.IsZero() && (first.IsZero() || d.Before(first)) {
			first = d
		}
	}
	if first.IsZero() {
		return 0, false
	}
	for _, b := range a.balances {
		if !b.ok || b.kind != balOpen || reOpen.MatchString(b.label) {
			continue
		}
		d, err := german.ParseDate(reLabelDate.FindString(b.label))
		if err == nil && d.Before(first) {
			return b.cents, true
		}
	}
	return 0, false
}
