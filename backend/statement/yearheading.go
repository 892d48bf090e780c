package statement

import (
	"regexp"
	"strconv"

	"papierkram/backend/german"
)

// reYearHeading: a year statement's heading ("Jahreskontoauszug 2025 zu
// Ihrem Ratenkredit", "Jahresauszug 2024").
var reYearHeading = regexp.MustCompile(`(?i)^\W*jahres(konto)?auszug\s+(\d{4})\b`)

// yearHeading reads the period a year statement's heading names: the
// calendar year. Loan and savings accounts print it instead of a period,
// and their bookings' texts then carry the first two dates joined by a
// dash ("Zinsen 01.12.2024 - 31.12.2024" for the interest of the month
// before), which are no statement period.
func yearHeading(r *row) (start, end german.Date, ok bool) {
	m := reYearHeading.FindStringSubmatch(r.text)
	if m == nil {
		return start, end, false
	}
	y, err := strconv.Atoi(m[2])
	if err != nil || y < 1990 || y > 2100 {
		return start, end, false
	}
	return german.Date{Year: y, Month: 1, Day: 1}, german.Date{Year: y, Month: 12, Day: 31}, true
}
