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
// least three valid day-first dates with a four-digit year and that one
// separator, more of them than dotted dates, and none that only reads
// month-first ("02/13/2025"). Such a document's dates are then rewritten to
// the dotted form ("03.02.2025") before tokenizing, so every date rule
// downstream sees the German shape.
var (
	reAltDate    = regexp.MustCompile(`^(\d{2})([/-])(\d{2})([/-])(\d{4})([,;]?)$`)
	reDottedDate = regexp.MustCompile(`^\d{1,2}\.\d{1,2}\.\d{2,4}[,;]?$`)
)

// altDateSep returns the separator ('/' or '-') of day-first dates the
// document uses consistently, or 0.
func altDateSep(doc *document.Document) byte {
	n := map[byte]int{}
	monthFirst := map[byte]bool{}
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
			sep := m[2][0]
			d, mo := atoi(m[1]), atoi(m[3])
			switch {
			case validDayFirst(d, mo, atoi(m[5])):
				n[sep]++
			case validDayFirst(mo, d, atoi(m[5])):
				monthFirst[sep] = true
			}
		}
	}
	for _, sep := range []byte{'/', '-'} {
		if n[sep] >= 3 && n[sep] > dotted && !monthFirst[sep] {
			return sep
		}
	}
	return 0
}

func validDayFirst(d, m, y int) bool {
	return m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1900 && y <= 2199
}

// dottedDate rewrites a day-first date with the document's separator to the
// dotted form; other words are returned unchanged.
func dottedDate(s string, sep byte) string {
	m := reAltDate.FindStringSubmatch(s)
	if m == nil || m[2][0] != sep || m[4][0] != sep || !validDayFirst(atoi(m[1]), atoi(m[3]), atoi(m[5])) {
		return s
	}
	return m[1] + "." + m[3] + "." + m[5] + m[6]
}
