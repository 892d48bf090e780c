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
//
// Some banks print no interest numbers but the rate and the interest of
// each period: "von | bis | Saldo EUR | Tage | Sollzinssatz | Zinsen EUR"
// (apoBank's Zinsstaffel after the quarter's Abschluss). Its rows start
// with a date and end in the period's interest ("21.03.2024 24.03.2024
// -497,42 4 9,00 % 0,50"), which read as bookings of 0,50 and broke the
// reconciliation. A header with "Tage", a balance column and a rate
// column is the same table.

// interestScaleHeader reports the column header of an interest scale.
func interestScaleHeader(r *row) bool {
	if len(r.toks) > 16 || !strings.Contains(r.text, "Tage") {
		return false
	}
	low := strings.ToLower(r.text)
	if !strings.Contains(low, "zinszahl") && !strings.Contains(low, "zinsnummer") && !staffelRateHeader(low) {
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

// staffelRateHeader reports the lower-cased header text of an interest
// scale that prints the rate per period instead of interest numbers:
// a balance column ("Saldo") and a rate column ("Zinssatz",
// "Sollzinssatz", "Habenzinssatz", "Zinsfuß") beside the days.
func staffelRateHeader(low string) bool {
	if !strings.Contains(low, "saldo") {
		return false
	}
	for _, w := range []string{"zinssatz", "zinsfuß", "zinsfuss"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
