package statement

func init() {
	// Swiss banks' booking types (CHF accounts of cross-border
	// commuters): the type line opens the booking, the payee or the
	// merchant stands on the line under it.
	bookingTypes = append(bookingTypes, "twint zahlung", "twint-zahlung", "einkauf debitkarte", "ebill-zahlung", "ebill zahlung", "zahlung ausland", "bargeldbezug", "preis für kontoführung")
}
