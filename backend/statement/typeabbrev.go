package statement

// Abbreviated transfer types: statements printed from banks' core systems
// shorten the type to fit its field, "EURO-UEBERW." (SEPA transfer),
// "ECHTZEIT-UEBERW." (instant transfer), "UEBERW." / "ÜBERW.". The
// abbreviation is the booking text as printed (findBookingType extends the
// match to the word's end, the trailing period included).
func init() {
	bookingTypes = append(bookingTypes, "echtzeit-ueberw", "echtzeit-überw", "euro-ueberw", "euro-überw", "ueberw.", "überw.")
}
