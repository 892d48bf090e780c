package statement

import (
	"regexp"
	"strings"
)

func init() {
	// App banks name a transfer by its direction: "Eingehende
	// Überweisung", "Ausgehende Überweisung".
	bookingTypes = append(bookingTypes, "eingehende überweisung", "ausgehende überweisung", "eingehende zahlung", "ausgehende zahlung")
}

// reSheetCarry is a page's carried balance named by the sheet:
// "Kontostand Ende Blatt 1", "Kontostand Beginn Blatt 2", "Saldo Ende
// Seite 1": a carry-over, not a booking's text.
var reSheetCarry = regexp.MustCompile(`(?i)(kontostand|saldo)\s+(am\s+)?(ende|beginn|anfang)\s+(von\s+)?(blatt|seite)\b`)

// rePostalLine is a line that is nothing but a postal address, street
// and house number, postcode and town ("Lindenstraße 12, 34117 Kassel"):
// statements print the payee's address under the name; it is neither the
// name nor remittance text. Swiss and Austrian postcodes have four digits
// ("Laufengasse 18, 8212 Neuhausen am Rheinfall").
var rePostalLine = regexp.MustCompile(`^\pL[\pL.\- ]{1,40}\s\d{1,4}\s?[a-zA-Z]?(-\d{1,4})?,\s*\d{4,5}\s+\pL[\pL.\- /()]{1,40}$`)

// reCityCountry is a card payment's location line: the merchant's town
// and its ISO country code ("Würzburg, DE", "Amsterdam, NL").
var reCityCountry = regexp.MustCompile(`^\pL[\pL.\- ]{1,30},\s*(DE|AT|CH|NL|BE|LU|FR|IT|ES|PT|PL|CZ|DK|SE|NO|FI|IE|GB|US|HR|GR|HU|SK|SI)$`)

// placeLine reports a continuation line that only says where: the
// payee's postal address or a card payment's town and country.
func placeLine(r *row) bool {
	if !strings.Contains(r.text, ",") || r.text == "" {
		return false // cheap check first
	}
	s := strings.TrimSpace(r.text)
	return rePostalLine.MatchString(s) || reCityCountry.MatchString(s)
}
