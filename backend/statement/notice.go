package statement

import "regexp"

// A bank's notice printed under a booking, labelled as such: "Hinweis: Ab
// 01.05.2024 beträgt Ihre monatliche Rate 854,00 EUR (Änderung des
// Tilgungssatzes)." under a loan's rate. It informs the holder; it is not
// the remittance text the payer or the bank gave the booking, and went
// into the purpose. A continuation row that starts with "Hinweis:" or
// "Wichtiger Hinweis:" is left out of the booking's text.

var reNotice = regexp.MustCompile(`^\W*(?i:wichtiger\s+)?(?i:hinweis)\s*:\s*\S`)

// noticeLine reports a continuation row holding a labelled notice.
func noticeLine(r *row) bool {
	return reNotice.MatchString(r.text)
}
