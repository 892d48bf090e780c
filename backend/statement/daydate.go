package statement

import "math"

// A table that prints the booking date only on the first row of a day
// (hd-sparda: "05.07.2024 05.07.2024 Kartenzahlung …" and under it
// "          04.07.2024 Kartenzahlung …" with the booking-date cell left
// empty): the row's only date stands in the value-date column, and read as
// the booking date it moved the booking to the value date's day. The row
// keeps the booking date of the row above and the date as its value date.
//
// Only when the header names the booking-date column left of the
// value-date column, nothing stands left of the date on the row, the date
// is nearer the value column's start than the booking column's, and the
// two dates lie within ten days of each other (a value date is near its
// booking).
func inheritBookingDate(prev, t *txn) {
	if prev == nil || len(t.dates) != 1 || len(t.anchor.toks) == 0 || t.anchor.toks[0] != t.dates[0] || prev.t.BookingDate.IsZero() || t.t.BookingDate.IsZero() {
		return
	}
	var book, val *column
	for k := range t.cols {
		switch c := &t.cols[k]; c.role {
		case roleDate:
			if book == nil {
				book = c
			}
		case roleValue:
			if val == nil {
				val = c
			}
		}
	}
	if book == nil || val == nil || book.x1 >= val.x0 {
		return
	}
	d := t.dates[0]
	if d.x0 <= book.x1 || math.Abs(d.x0-val.x0) >= math.Abs(d.x0-book.x0) {
		return
	}
	if gap := t.t.BookingDate.Sub(prev.t.BookingDate); gap > 10 || gap < -10 {
		return
	}
	t.t.ValueDate = t.t.BookingDate
	t.t.BookingDate = prev.t.BookingDate
}
