package statement

import (
	"strings"

	"papierkram/backend/german"
)

// A statement period whose dash OCR lost (session 10).
//
// "Zeitraum 01.02.2025 – 28.02.2025" in a light page head comes back from
// tesseract as "Zeitraum 01.02.2025 28.02.2025": the thin en dash between
// the dates is not read. Two bare dates side by side are also how a
// booking row starts (booking and value date), so the pair is the period
// only on an OCR row without money where a period label stands directly
// before the first date.

var periodLabels = map[string]bool{
	"zeitraum": true, "abrechnungszeitraum": true, "auszugszeitraum": true,
	"berichtszeitraum": true, "kontoauszugszeitraum": true, "periode": true,
	"abrechnungsperiode": true, "buchungszeitraum": true,
}

func lostDashPeriod(r *row) (start, end german.Date, ok bool) {
	if !r.ocr || hasAmount(r) {
		return start, end, false
	}
	ts := r.toks
	for i := 1; i+1 < len(ts); i++ {
		if ts[i].kind != kDate || ts[i+1].kind != kDate {
			continue
		}
		if !periodLabels[strings.ToLower(strings.TrimRight(ts[i-1].text, ":"))] {
			continue
		}
		a, b := ts[i].date, ts[i+1].date
		if !b.Before(a) && b.Sub(a) < 400 {
			return a, b, true
		}
	}
	return start, end, false
}
