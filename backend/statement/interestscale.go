package statement

import "strings"

// Interest scale (Zinsstaffel): a Kontokorrent's quarter-end statement
// prints, after the closing balance, the table the interest was computed
// from — one row per value date with the balance, the days it stood and
// the Soll or Haben interest number ("Wert | Saldo EUR | Tage | Zinszahl
// Soll | Zinszahl Haben"), the sums, the rates and the interest. Its rows
// are dated amounts, not bookings: its header row (the words "Tage" and
// "Zinszahl"/"Zinsnummer", no amount) starts a section that is skipped
// like a securities table, up to the next booking table header, balance
// or account line.

// interestScaleHeader reports the column header of an interest scale.
func interestScaleHeader(r *row) bool {
	if len(r.toks) > 16 || !strings.Contains(r.text, "Tage") {
		return false
	}
	low := strings.ToLower(r.text)
	if !strings.Contains(low, "zinszahl") && !strings.Contains(low, "zinsnummer") {
		return false
	}
	if hasAmount(r) {
		return false
	}
	days := false
	for _, t := range r.toks {
		if strings.EqualFold(strings.Trim(t.text, ".,:/()"), "tage") {
			days = true
		}
	}
	return days
}
