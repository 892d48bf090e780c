package statement

// Foreign payment types: a currency account's statement names its
// payments "Auslandsüberweisung" / "Auslandsgutschrift" (SWIFT transfers
// out and in) and its conversions against the holder's euro account
// "Devisenkauf" / "Devisenverkauf". They are booking texts like
// "Überweisung"; the counterparty stands on the line under them.
func init() {
	bookingTypes = append(bookingTypes, "auslandsüberweisung", "auslandsueberweisung", "auslandsgutschrift", "auslandszahlung", "devisenkauf", "devisenverkauf")
}
