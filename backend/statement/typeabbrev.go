package statement

// Abbreviated transfer types: statements printed from banks' core systems
// shorten the type to fit its field, "EURO-UEBERW." (SEPA transfer),
// "ECHTZEIT-UEBERW." (instant transfer), "UEBERW." / "ÜBERW.". The
// abbreviation is the booking text as printed (findBookingType extends the
// match to the word's end, the trailing period included).
func init() {
	bookingTypes = append(bookingTypes, "echtzeit-ueberw", "echtzeit-überw", "euro-ueberw", "euro-überw", "ueberw.", "überw.")
}

// Type phrases of the cooperative banks' system ("Gutschrift Überweisung",
// "Überweisung online", "Dauerauftrag online"): a rest of the booking row
// that only names the transfer kind or the channel continues the type
// (typeTail); the counterparty stands on the next line.
func init() {
	for _, w := range []string{"überweisung", "ueberweisung", "lastschrift", "gutschrift", "online", "onlinebanking", "sepa"} {
		typeTailWords[w] = true
	}
}
