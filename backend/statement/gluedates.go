package statement

import "regexp"

// Online-banking pages printed to PDF set the booking and the value date
// in columns so narrow that the text layer has no space between them:
// "11.10.202310.10.2023". Two full dates glued at the start of a row are
// the booking and the value date, as when printed "02.05./30.04.".
var reGluedDates = regexp.MustCompile(`^(\d{2}\.\d{2}\.\d{4})(\d{2}\.\d{2}\.\d{4})$`)

// datePair splits a word holding two dates at the slash, or where two
// full dates touch; nil when it is no such pair.
func datePair(s string) []string {
	if m := reDatePair.FindStringSubmatch(s); m != nil {
		return m
	}
	return reGluedDates.FindStringSubmatch(s)
}
