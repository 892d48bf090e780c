package legal

import (
	"fmt"
	"time"

	"papierkram/backend/german"
)

// AddMonths adds n months to d the way §§ 187 Abs. 1, 188 Abs. 2 and 3 BGB
// end a period of months that starts with an event: the period ends on the
// day of the later month with the same number as d; if that month is
// shorter, on its last day (31.01. + 1 month = 28.02. or 29.02.).
func AddMonths(d german.Date, n int) german.Date {
	y, m := d.Year, int(d.Month)-1+n
	y += m / 12
	m %= 12
	if m < 0 {
		m += 12
		y--
	}
	month := time.Month(m + 1)
	day := min(d.Day, DaysIn(y, month))
	return german.D(y, month, day)
}

// DaysIn returns the number of days of month m in year y.
func DaysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// EndOfMonth returns the last day of d's month.
func EndOfMonth(d german.Date) german.Date {
	return german.D(d.Year, d.Month, DaysIn(d.Year, d.Month))
}

// Shift is the result of moving a date off a weekend or holiday.
type Shift struct {
	Date   german.Date // the (possibly moved) date
	From   german.Date // the date before moving
	Reason string      // "Samstag", "Sonntag" or the holiday's name; empty if not moved
}

// Moved reports whether the date was moved.
func (s Shift) Moved() bool { return s.Reason != "" }

// Explain says in German why the date moved, or "" if it did not.
func (s Shift) Explain() string {
	if !s.Moved() {
		return ""
	}
	return fmt.Sprintf("Der %s ist ein %s; das Fristende verschiebt sich auf den nächsten Werktag, %s %s.",
		s.From, s.Reason, weekdayName(s.Date.Weekday()), s.Date)
}

// ShiftToWorkingDay moves d to the next working day in l if it falls on a
// Saturday, Sunday or Land-wide public holiday. The same rule is written in
// § 193 BGB (declarations and payments), § 108 Abs. 3 AO (tax periods and,
// per BFH IX R 68/98, the Bekanntgabe fiction), § 222 Abs. 2 ZPO (via § 46
// ArbGG for the Klagefrist) and § 43 Abs. 2 StPO (via § 46 OWiG for the
// Einspruch against a Bußgeldbescheid).
func ShiftToWorkingDay(d german.Date, l Land) Shift {
	s := Shift{Date: d, From: d}
	if IsWorkingDay(d, l) {
		return s
	}
	switch d.Weekday() {
	case time.Saturday:
		s.Reason = "Samstag"
	case time.Sunday:
		s.Reason = "Sonntag"
	}
	if name, ok := HolidayName(d, l); ok {
		s.Reason = "Feiertag (" + name + ")"
	}
	s.Date = NextWorkingDay(d, l)
	return s
}

var weekdays = [...]string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}

func weekdayName(w time.Weekday) string { return weekdays[w] }

// WeekdayName is the German name of d's weekday.
func WeekdayName(d german.Date) string { return weekdayName(d.Weekday()) }

// Rule is one row of a dated rule table: the legal source and the date from
// which the row holds.
type Rule struct {
	Norm string
	From german.Date
}

// Cite formats the rule for a flag: "§ 122 Abs. 2 Nr. 1 AO (gilt ab 01.01.2025)".
func (r Rule) Cite() string {
	if r.From.IsZero() {
		return r.Norm
	}
	return r.Norm + " (Fassung ab " + r.From.String() + ")"
}

// bekanntgabeRow is the Bekanntgabe fiction for letters posted on or after
// From.
type bekanntgabeRow struct {
	Rule
	days int
}

// bekanntgabeTable: § 122 Abs. 2 Nr. 1 AO. Until 31.12.2024 a posted tax
// assessment counted as made known on the third day after posting; the
// Postrechtsmodernisierungsgesetz (BGBl. 2024 I Nr. 236) changed it to the
// fourth day for letters posted from 01.01.2025.
var bekanntgabeTable = []bekanntgabeRow{
	{Rule{"§ 122 Abs. 2 Nr. 1 AO a. F. (Drei-Tages-Fiktion)", german.D(1977, time.January, 1)}, 3},
	{Rule{"§ 122 Abs. 2 Nr. 1 AO i. d. F. des PostModG, BGBl. 2024 I Nr. 236 (Vier-Tages-Fiktion)", german.D(2025, time.January, 1)}, 4},
}

// Result is a computed date with its legal basis and any weekend/holiday
// shift.
type Result struct {
	Date  german.Date
	Rule  Rule
	Shift Shift
	Days  int // fiction days used (Bekanntgabe only)
}

// Bekanntgabe returns when a tax assessment posted on posted counts as
// made known: posted + 3 days (before 2025) or + 4 days (from 2025), moved
// to the next working day per § 108 Abs. 3 AO.
func Bekanntgabe(posted german.Date, l Land) Result {
	row := bekanntgabeTable[0]
	for _, r := range bekanntgabeTable {
		if !posted.Before(r.From) {
			row = r
		}
	}
	s := ShiftToWorkingDay(posted.AddDays(row.days), l)
	return Result{Date: s.Date, Rule: row.Rule, Shift: s, Days: row.days}
}

// Einspruchsfrist returns the end of the one-month objection period of
// § 355 Abs. 1 AO from the Bekanntgabe date, computed per § 108 Abs. 1 AO
// with §§ 187 Abs. 1, 188 Abs. 2/3 BGB and moved per § 108 Abs. 3 AO.
func Einspruchsfrist(bekanntgabe german.Date, l Land) Result {
	s := ShiftToWorkingDay(AddMonths(bekanntgabe, 1), l)
	return Result{Date: s.Date, Rule: Rule{"§ 355 Abs. 1 AO i. V. m. § 108 AO, §§ 187 Abs. 1, 188 Abs. 2 und 3 BGB", german.D(1977, time.January, 1)}, Shift: s}
}

// Klagefrist returns the end of the three-week period for an action
// against a dismissal (§ 4 S. 1 KSchG) from its Zugang: §§ 187 Abs. 1,
// 188 Abs. 2 BGB via § 222 Abs. 1 ZPO, moved per § 222 Abs. 2 ZPO.
func Klagefrist(zugang german.Date, l Land) Result {
	s := ShiftToWorkingDay(zugang.AddDays(21), l)
	return Result{Date: s.Date, Rule: Rule{"§ 4 S. 1 KSchG i. V. m. § 46 Abs. 2 ArbGG, § 222 ZPO, §§ 187, 188 BGB", german.D(2004, time.January, 1)}, Shift: s}
}

// OWiGEinspruchsfrist returns the end of the two-week objection period
// against a Bußgeldbescheid from its Zustellung (§ 67 Abs. 1 OWiG), counted
// and moved per § 46 Abs. 1 OWiG with § 43 StPO.
func OWiGEinspruchsfrist(zustellung german.Date, l Land) Result {
	s := ShiftToWorkingDay(zustellung.AddDays(14), l)
	return Result{Date: s.Date, Rule: Rule{"§ 67 Abs. 1 OWiG i. V. m. § 46 Abs. 1 OWiG, § 43 StPO", german.D(1998, time.March, 1)}, Shift: s}
}

// PaymentDeadline returns letter date + days, moved per § 193 BGB.
func PaymentDeadline(from german.Date, days int, l Land) Result {
	s := ShiftToWorkingDay(from.AddDays(days), l)
	return Result{Date: s.Date, Rule: Rule{Norm: "§§ 187 Abs. 1, 188 Abs. 1, 193 BGB"}, Shift: s}
}

// FullYears returns the number of completed years from start to at.
func FullYears(start, at german.Date) int {
	y := at.Year - start.Year
	if at.Month < start.Month || at.Month == start.Month && at.Day < start.Day {
		y--
	}
	return max(y, 0)
}

// noticeRow is one step of § 622 Abs. 2 BGB: from Years of tenure the
// employer's notice is Months to the end of a calendar month.
type noticeRow struct {
	Years, Months int
}

// noticeTable: § 622 Abs. 2 S. 1 BGB (in force since 15.10.1993). The old
// rule not counting years before age 25 (§ 622 Abs. 2 S. 2 a. F.) is not
// applied since EuGH C-555/07 (Kücükdeveci, 19.01.2010).
var noticeTable = []noticeRow{{2, 1}, {5, 2}, {8, 3}, {10, 4}, {12, 5}, {15, 6}, {20, 7}}

// NoticeRule is the § 622 BGB rule cited for ordinary dismissals.
var NoticeRule = Rule{"§ 622 BGB", german.D(1993, time.October, 15)}

// Notice describes the statutory notice period that applies.
type Notice struct {
	Text     string      // "vier Wochen zum 15. oder zum Monatsende", "3 Monate zum Monatsende"
	Earliest german.Date // earliest lawful end of employment
}

// EarliestEnd returns the earliest end of employment for an ordinary
// dismissal by the employer received on zugang after tenureYears of
// employment (§ 622 BGB; probation: two weeks, § 622 Abs. 3 BGB).
// Collective agreements and contracts may set longer periods; the result is
// the statutory minimum.
func EarliestEnd(zugang german.Date, tenureYears int, probation bool) Notice {
	if probation {
		return Notice{"zwei Wochen (Probezeit, § 622 Abs. 3 BGB)", zugang.AddDays(14)}
	}
	months := 0
	for _, r := range noticeTable {
		if tenureYears >= r.Years {
			months = r.Months
		}
	}
	if months == 0 {
		d := zugang.AddDays(28)
		end := german.D(d.Year, d.Month, 15)
		if d.After(end) {
			end = EndOfMonth(d)
		}
		return Notice{"vier Wochen zum 15. oder zum Ende eines Kalendermonats (§ 622 Abs. 1 BGB)", end}
	}
	unit := "Monate"
	if months == 1 {
		unit = "Monat"
	}
	return Notice{fmt.Sprintf("%d %s zum Ende eines Kalendermonats (§ 622 Abs. 2 S. 1 BGB, %d Jahre Betriebszugehörigkeit)", months, unit, tenureYears),
		EndOfMonth(AddMonths(zugang, months))}
}
