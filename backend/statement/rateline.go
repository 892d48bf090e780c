package statement

import "regexp"

// Savings and escrow accounts print under the year's interest credit the
// rate it was computed at and the average balance it was computed on:
// "Zinssatz 0,375 % p.a., Ø Guthaben 3.956,90 EUR". The figures are not
// always set apart in a sub-column (calcLine), but a line that states a
// rate per annum together with an average balance, or that is labelled as
// the rate ("Zinssatz 1,25 % p.a."), is the calculation, not remittance
// text.

var (
	reRateLabel = regexp.MustCompile(`(?i)^\W*(soll|haben|guthaben)?(zinssatz|zinsfuß|zinsfuss)\b.*%`)
	rePerAnnum  = regexp.MustCompile(`(?i)%\s*p\.\s?a\.`)
	reAverage   = regexp.MustCompile(`Ø|(?i)\bdurchschnittl`)
)

// Card bills print under a foreign purchase the fee already included in
// its amount: "inkl. Fremdwährungsgebühr 1,75 % = 0,43 EUR", "davon
// Auslandseinsatzentgelt 2,10 EUR". A note on the amount, not remittance
// text (and not a booking of its own).
var reIncludedFee = regexp.MustCompile(`(?i)^\W*(inkl\.?|inklusive|einschl\.?|einschließlich|davon|enthält)\s+\pL*(gebühr|entgelt|provision|aufschlag|spesen)\b.*\d,\d\d`)

// rateLine reports a continuation row that states an interest rate or an
// included fee.
func rateLine(r *row) bool {
	return reRateLabel.MatchString(r.text) || rePerAnnum.MatchString(r.text) && reAverage.MatchString(r.text) || reIncludedFee.MatchString(r.text)
}
