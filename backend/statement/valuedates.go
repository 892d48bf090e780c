package statement

import (
	"regexp"
	"strings"
)

// valueAfterText finds the value date a layout prints after the booking
// text, under its Wert/Valuta column, as day and month without the
// trailing dot (Commerzbank: "06.08   Lidl sagt Danke   06.08   43,16-").
// The booking date at the row's start is read as a date because it starts
// a row that ends in money; the second one stands after the text, where a
// bare "12.30" is not otherwise taken as a date. Under the Valuta heading
// it is one, and not part of the counterparty's name.
func (p *parser) valueAfterText(r *row, booking token, end int) (token, bool) {
	vt, ok := p.valueUnderColumn(r, end)
	if !ok || vt.x0 <= booking.x1 {
		return token{}, false
	}
	return vt, true
}

// reValueField is a value date labelled at the end of a line that holds
// another field: "IBAN DE17 2004 1111 7847 0921 61   Wert: 01.07.2023".
var reValueField = regexp.MustCompile(`(?i)^(.*\S)\s+((?:wert|valuta|wertstellung|wertst\.)\s*:\s*\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?|(?:valuta|wertstellung)\s+\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?)$`)

// splitValueField puts a labelled value date that ends a line on a line
// of its own. Sparkassen print the block's last line as the counterparty's
// IBAN with the value date beside it ("IBAN DE17 … Wert: 01.07.2023"):
// the date is the value date (valueDateLine), the IBAN the account field;
// together neither would be read. "Wert" needs its colon there ("Wert
// 01.02." could be words of a purpose).
func splitValueField(lines []string) []string {
	var out []string
	for _, l := range lines {
		if m := reValueField.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			out = append(out, m[1], m[2])
			continue
		}
		out = append(out, l)
	}
	return out
}

// labelledValueOnRow finds a value date printed with its label on the
// booking row, between the text and the amount: Sparkassen print "Wert:
// 24.10.2023" after the booking type where the value date differs from the
// booking date ("25.10.2023   Kartenzahlung   Wert: 24.10.2023   -88,81").
// It returns the label and the date among ts[from:end]. "Wert" needs its
// colon (as in splitValueField); "Valuta" and "Wertstellung" do not.
func labelledValueOnRow(ts []token, from, end int) (token, token, bool) {
	for j := from; j+1 < end; j++ {
		if ts[j].kind != kWord || !isDateTok(ts[j+1]) {
			continue
		}
		switch strings.ToLower(ts[j].text) {
		case "wert:", "valuta:", "valuta", "wertstellung:", "wertstellung", "wertst.:", "wertst.":
			return ts[j], ts[j+1], true
		}
	}
	return token{}, token{}, false
}
