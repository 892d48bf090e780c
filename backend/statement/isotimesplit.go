package statement

import (
	"regexp"
	"strconv"

	"papierkram/backend/document"
)

// joinISOTimeSplit repairs an ISO timestamp whose "T" OCR read as a "1"
// or "I" and broke the word there ("2024-07-061 12:23" for
// 2024-07-06T12:23, he-ethikbank's card lines): a valid date directly
// followed by that character, and a valid time of day as the next word,
// close by. The one-word misreading "2025-02-25716:37" is ocrWordFix's
// (ocrwords.go).
func joinISOTimeSplit(words []document.Word) []document.Word {
	var out []document.Word
	for i := 0; i < len(words); i++ {
		w := words[i]
		if i+1 < len(words) {
			n := words[i+1]
			m, t := reISODateT.FindStringSubmatch(w.Text), reISOClock.FindStringSubmatch(n.Text)
			if m != nil && t != nil && n.Box.X0-w.Box.X1 < 0.8*w.Box.Height() && validISO(m[2], m[3], t[1], t[2]) {
				w.Text = m[1] + "T" + n.Text
				w.Box = w.Box.Union(n.Box)
				i++
			}
		}
		out = append(out, w)
	}
	return out
}

var (
	reISODateT = regexp.MustCompile(`^(\d{4}-(\d{2})-(\d{2}))[1Il]$`)
	reISOClock = regexp.MustCompile(`^(\d{2}):(\d{2})(?::\d{2})?$`)
)

func validISO(month, day, hour, minute string) bool {
	mo, _ := strconv.Atoi(month)
	d, _ := strconv.Atoi(day)
	h, _ := strconv.Atoi(hour)
	mi, _ := strconv.Atoi(minute)
	return mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h < 24 && mi < 60
}
