package statement

import "strings"

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
