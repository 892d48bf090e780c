package german

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

var ErrNotDate = errors.New("not a German date")

// Date is a calendar date without time zone. Legal deadlines are counted in
// calendar days, so a plain date avoids DST and zone surprises.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// D is shorthand for building dates in tables and tests.
func D(y int, m time.Month, d int) Date { return Date{y, m, d} }

// FromTime takes the calendar date of t in t's location.
func FromTime(t time.Time) Date { y, m, d := t.Date(); return Date{y, m, d} }

// Time is midnight UTC of the date.
func (d Date) Time() time.Time { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC) }

// AddDays adds n calendar days.
func (d Date) AddDays(n int) Date { return FromTime(d.Time().AddDate(0, 0, n)) }

// Weekday of the date.
func (d Date) Weekday() time.Weekday { return d.Time().Weekday() }

// IsZero reports whether d is the zero Date.
func (d Date) IsZero() bool { return d == Date{} }

// Before reports whether d is strictly before o.
func (d Date) Before(o Date) bool { return d.Time().Before(o.Time()) }

// After reports whether d is strictly after o.
func (d Date) After(o Date) bool { return d.Time().After(o.Time()) }

// Sub returns the number of days from o to d.
func (d Date) Sub(o Date) int { return int(d.Time().Sub(o.Time()).Hours() / 24) }

// String formats as DD.MM.YYYY.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return pad2(d.Day) + "." + pad2(int(d.Month)) + "." + strconv.Itoa(d.Year)
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func valid(y int, m, d int) bool {
	if m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2199 {
		return false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	return t.Day() == d && int(t.Month()) == m
}

// ParseDate reads DD.MM.YYYY, D.M.YY (two-digit years map to 2000-2099... the
// 1900s only for 70-99), DD.MM.YYYY with dashes or slashes, ISO YYYY-MM-DD,
// and written months ("3. März 2025", "28 Okt. 2024", "03. Januar 2026").
func ParseDate(s string) (Date, error) {
	s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ",;:"))
	if d, ok := parseNumeric(s); ok {
		return d, nil
	}
	if d, ok := parseWritten(s); ok {
		return d, nil
	}
	return Date{}, ErrNotDate
}

func parseNumeric(s string) (Date, bool) {
	if len(s) == 10 && s[4] == '-' && s[7] == '-' {
		y, e1 := strconv.Atoi(s[:4])
		m, e2 := strconv.Atoi(s[5:7])
		d, e3 := strconv.Atoi(s[8:])
		if e1 == nil && e2 == nil && e3 == nil && valid(y, m, d) {
			return Date{y, time.Month(m), d}, true
		}
		return Date{}, false
	}
	sep := func(r rune) bool { return r == '.' || r == '/' || r == '-' }
	parts := strings.FieldsFunc(s, sep)
	if len(parts) != 3 || strings.HasSuffix(s, ".") && len(parts) == 3 && len(parts[2]) < 2 {
		return Date{}, false
	}
	for _, p := range parts {
		if !allDigits(p) || p == "" {
			return Date{}, false
		}
	}
	d, _ := strconv.Atoi(parts[0])
	m, _ := strconv.Atoi(parts[1])
	y, _ := strconv.Atoi(parts[2])
	if len(parts[0]) > 2 || len(parts[1]) > 2 {
		return Date{}, false
	}
	switch len(parts[2]) {
	case 2:
		y = expandYear(y)
	case 4:
	default:
		return Date{}, false
	}
	if !valid(y, m, d) {
		return Date{}, false
	}
	return Date{y, time.Month(m), d}, true
}

func expandYear(yy int) int {
	if yy >= 70 {
		return 1900 + yy
	}
	return 2000 + yy
}

// ParseDayMonth reads a year-less "DD.MM." (or "DD.MM") and returns day and
// month; the caller infers the year from the statement period.
func ParseDayMonth(s string) (day int, month time.Month, ok bool) {
	s = strings.TrimSpace(s)
	s = strings.TrimSuffix(s, ".")
	parts := strings.Split(s, ".")
	if len(parts) != 2 || len(parts[0]) == 0 || len(parts[0]) > 2 || len(parts[1]) != 2 || !allDigits(parts[0]) || !allDigits(parts[1]) {
		return 0, 0, false
	}
	d, _ := strconv.Atoi(parts[0])
	m, _ := strconv.Atoi(parts[1])
	if m < 1 || m > 12 || d < 1 || d > 31 || !valid(2024, m, d) { // 2024: leap year admits 29.02.
		return 0, 0, false
	}
	return d, time.Month(m), true
}

var monthNames = map[string]time.Month{
	"januar": 1, "jan": 1, "jänner": 1, "februar": 2, "feb": 2, "märz": 3, "maerz": 3, "mär": 3, "mrz": 3,
	"april": 4, "apr": 4, "mai": 5, "juni": 6, "jun": 6, "juli": 7, "jul": 7, "august": 8, "aug": 8,
	"september": 9, "sep": 9, "sept": 9, "oktober": 10, "okt": 10, "november": 11, "nov": 11,
	"dezember": 12, "dez": 12,
	// English month names (statements of German banks in English).
	"january": 1, "february": 2, "march": 3, "mar": 3, "may": 5, "june": 6, "july": 7,
	"october": 10, "oct": 10, "december": 12, "dec": 12,
}

// MonthByName resolves a German month name or abbreviation ("März", "Okt.").
func MonthByName(s string) (time.Month, bool) {
	m, ok := monthNames[strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), ".")]
	return m, ok
}

func parseWritten(s string) (Date, bool) {
	// Drop a leading weekday: "Montag, 3. März 2025".
	if i := strings.IndexByte(s, ','); i > 0 && i < 12 {
		s = strings.TrimSpace(s[i+1:])
	}
	f := strings.Fields(s)
	if len(f) != 3 {
		return Date{}, false
	}
	dd := strings.TrimSuffix(f[0], ".")
	if !allDigits(dd) || len(dd) == 0 || len(dd) > 2 {
		return Date{}, false
	}
	m, ok := MonthByName(f[1])
	if !ok || !allDigits(f[2]) || len(f[2]) != 4 {
		return Date{}, false
	}
	d, _ := strconv.Atoi(dd)
	y, _ := strconv.Atoi(f[2])
	if !valid(y, int(m), d) {
		return Date{}, false
	}
	return Date{y, m, d}, true
}
