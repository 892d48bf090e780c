package statement

import (
	"regexp"

	"papierkram/backend/german"
)

// reLabelDate is the full date in a balance label ("Kontostand am
// 31.08.2025").
var reLabelDate = regexp.MustCompile(`\b\d{1,2}\.\d{1,2}\.\d{4}\b`)

// headBox reads the balance box that app banks and short statements print
// above the bookings: "Kontostand am 01.08.2025 … / Kontostand am
// 31.08.2025 …", labelled by date only, both before the first booking.
// The earlier date is the opening balance, the later the closing one,
// provided the dates enclose every booking. ok is false unless exactly two
// such balances with different dates stand before the first booking.
func (a *account) headBox() (open, closing german.Cents, ok bool) {
	if len(a.txs) == 0 {
		return 0, 0, false
	}
	type dated struct {
		d german.Date
		c german.Cents
	}
	var box []dated
	for i, b := range a.balances {
		if !b.ok || a.afterTx[i] != 0 || b.kind != balOpen || reOpen.MatchString(b.label) {
			continue
		}
		m := reLabelDate.FindString(b.label)
		d, err := german.ParseDate(m)
		if m == "" || err != nil {
			return 0, 0, false
		}
		box = append(box, dated{d, b.cents})
	}
	if len(box) != 2 || box[0].d == box[1].d {
		return 0, 0, false
	}
	if box[1].d.Before(box[0].d) {
		box[0], box[1] = box[1], box[0]
	}
	for _, t := range a.txs {
		if d := t.t.BookingDate; d.Before(box[0].d) || box[1].d.Before(d) {
			return 0, 0, false
		}
	}
	return box[0].c, box[1].c, true
}
