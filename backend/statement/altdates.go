package statement

import (
	"regexp"

	"papierkram/backend/document"
)

// Dates with slashes or dashes ("03/02/2025", "03-02-2025"): foreign banks'
// German-IBAN statements and business-account exports print the day first
// like a German date, with another separator. A word of that shape could be
// a reference or an American month-first date, so the separator counts only
// when the DOCUMENT decides it, as englishNotation does for amounts: at
// least three valid dates with a four-digit year and that one separator,
// more of them than dotted dates, in one consistent order (altDateSep).
// Such a document's dates are then rewritten to the dotted day-first form
// ("03.02.2025") before tokenizing, so every date rule downstream sees the
// German shape.
var (
	reAltDate    = regexp.MustCompile(`^(\d{2})([/-])(\d{2})([/-])(\d{4})([,;]?)$`)
	reDottedDate = regexp.MustCompile(`^\d{1,2}\.\d{1,2}\.\d{2,4}[,;]?$`)
)

// altDateSep returns the separator ('/' or '-') of dates the document
// uses consistently, or 0, and whether they put the month first. The
// order is the document's evidence: a date whose first part exceeds 12
// proves day-first ("30/11/2022"), one whose second part does proves
// month-first ("02/13/2025"); a document with both is read neither way,
// and one whose every date is ambiguous ("03/02/2025") reads day-first,
// as German banks print them even in English.
func altDateSep(doc *document.Document) (byte, bool) {
	type count struct{ dayOnly, monthOnly, both int }
	n := map[byte]*count{'/': {}, '-': {}}
	dotted := 0
	for i := range doc.Pages {
		for _, w := range doc.Pages[i].Words {
			if reDottedDate.MatchString(w.Text) {
				dotted++
				continue
			}
			m := reAltDate.FindStringSubmatch(w.Text)
			if m == nil || m[2] != m[4] {
				continue
			}
			c := n[m[2][0]]
			a, b, y := atoi(m[1]), atoi(m[3]), atoi(m[5])
			df, mf := validDayFirst(a, b, y), validDayFirst(b, a, y)
			switch {
			case df && mf:
				c.both++
			case df:
				c.dayOnly++
			case mf:
				c.monthOnly++
			}
		}
	}
	for _, sep := range []byte{'/', '-'} {
		c := n[sep]
		if total := c.dayOnly + c.monthOnly + c.both; total >= 3 && total > dotted && (c.dayOnly == 0 || c.monthOnly == 0) {
			return sep, c.monthOnly > 0
		}
	}
	return 0, false
}

func validDayFirst(d, m, y int) bool {
	return m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1900 && y <= 2199
}

// dottedDate rewrites a date with the document's separator and order to
// the dotted day-first form; other words are returned unchanged.
func dottedDate(s string, sep byte, monthFirst bool) string {
	m := reAltDate.FindStringSubmatch(s)
	if m == nil || m[2][0] != sep || m[4][0] != sep {
		return s
	}
	day, month := m[1], m[3]
	if monthFirst {
		day, month = month, day
	}
	if !validDayFirst(atoi(day), atoi(month), atoi(m[5])) {
		return s
	}
	return day + "." + month + "." + m[5] + m[6]
}
