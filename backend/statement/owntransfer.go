package statement

import (
	"regexp"
	"strings"
)

// ownTransferLine reports the line under a transfer between the holder's
// own accounts ("Umbuchung") that describes the transfer, "Hauptkonto an
// Pocket Urlaub", "Pocket Notgroschen an Hauptkonto", "Von Girokonto auf
// Tagesgeld": an account word ("…konto", "Pocket", "Tagesgeld", "Depot")
// on one side of "an"/"auf"/"nach". Both sides are the holder's; the
// line is the purpose, not a payee. Only for own-transfer types
// (typeunder.go ownTransferTypes).
func ownTransferLine(bookingText, l string) bool {
	if !ownTransferTypes[strings.ToLower(strings.TrimSpace(bookingText))] {
		return false
	}
	w := strings.Fields(l)
	for k := 1; k < len(w)-1; k++ {
		switch strings.ToLower(w[k]) {
		case "an", "auf", "nach", "zu":
		default:
			continue
		}
		from, to := strings.Join(w[:k], " "), strings.Join(w[k+1:], " ")
		if accountWords(from) || accountWords(to) {
			return true
		}
	}
	return false
}

// accountWords reports a phrase naming one of the holder's accounts.
func accountWords(s string) bool {
	low := strings.ToLower(s)
	for _, a := range []string{"konto", "pocket", "space", "tagesgeld", "depot", "sparziel", "rücklage"} {
		if strings.Contains(low, a) {
			return true
		}
	}
	return false
}

// A booking against another of the holder's accounts names that account
// with the side it is booked on: "zu Lasten" (debited) or "zu Gunsten"
// (credited). A currency account's exchange reads "Umtausch zu Lasten
// Girokonto EUR" under "Devisenkauf" (the dollars bought with the holder's
// euros) and "Umtausch zu Gunsten Girokonto EUR" under "Devisenverkauf"; a
// savings account's "Übertrag zugunsten Tagesgeldkonto". The holder is on
// both sides: the line is the purpose, there is no payee. Unlike
// ownTransferLine it needs no own-transfer type: the phrase with an
// account word after it is never a name.
var reChargedSide = regexp.MustCompile(`(?i)\bzu\s?(lasten|gunsten)\s+(ihre[sm]?\s+|des\s+|dem\s+)?(\S+)`)

// chargedAccountLine reports such a line.
func chargedAccountLine(l string) bool {
	m := reChargedSide.FindStringSubmatch(l)
	return m != nil && accountWords(m[3])
}
