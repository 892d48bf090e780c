package statement

// A reversal names what it reverses on the booking row: "STORNO
// KARTENZAHLUNG" as "STORNO LASTSCHRIFT" (typeabbrev.go made the transfer
// kinds type tails). The card payment after the reversal word is part of
// the type, not the counterparty (which stands on the next line); before,
// "KARTENZAHLUNG" became the name and, after the slot inference, the end
// of the purpose.
func init() {
	for _, w := range []string{"kartenzahlung", "kartenverfügung", "debitkartenzahlung"} {
		typeTailWords[w] = true
	}
}
