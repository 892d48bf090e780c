package statement

import "regexp"

// Card payments are often booked under the card scheme's name rather than
// a booking type: business accounts print "Debit Mastercard" or "Visa" as
// the booking row's text (the shop on the line under it), neobanks print
// "Mastercard • Lebensmittel" (scheme and the app's spending category)
// under the shop's name. Either is the booking type, neither the
// counterparty nor the purpose.

var (
	// reCardScheme is a booking row's text that is only a card scheme.
	reCardScheme = regexp.MustCompile(`(?i)^(debit\s+|virtual\s+|kredit\s*karte\s+|debitkarte\s+)?(mastercard|visa|visa\s+debit|maestro|v\s?pay|american\s+express|amex)(\s*card|\s*karte)?$`)
	// reCardCategory is a line naming the card scheme and a category,
	// joined by a bullet: "Mastercard • Lebensmittel & Supermärkte". OCR
	// reads the bullet as "+", "+»" or "*".
	reCardCategory = regexp.MustCompile(`(?i)^(debit\s+)?(mastercard|visa|maestro|v\s?pay|girocard|american\s+express|amex|kartenzahlung|apple\s+pay|google\s+pay)(\s*[•·]|\s+[+*»]{1,2})\s*\pL.{0,48}$`)
)

// cardSchemeType reports a booking row's text that is a card scheme alone.
func cardSchemeType(s string) bool { return reCardScheme.MatchString(s) }

// cardCategoryLine reports a "scheme • category" type line.
func cardCategoryLine(l string) bool { return reCardCategory.MatchString(l) }

// cardCategoryScheme returns the scheme of a "scheme • category" line
// ("Debit Mastercard"), without the category.
func cardCategoryScheme(l string) string {
	m := reCardCategory.FindStringSubmatch(l)
	if m == nil {
		return l
	}
	return m[1] + m[2]
}
