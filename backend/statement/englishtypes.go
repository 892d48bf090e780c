package statement

// English booking types: German banks print their statements in English
// on request ("Statement of Account"), with the booking type translated
// ("SEPA Direct Debit", "Debit Card Payment", "Standing Order") over the
// remittance data as the payer sent it, in German. They are booking texts
// like "Lastschrift"; the counterparty stands on the line under them.
// Only multi-word phrases and words no German purpose starts with: a bare
// "Transfer" or "Interest" could open a remittance text.
func init() {
	bookingTypes = append(bookingTypes,
		"sepa direct debit", "sepa core direct debit", "sepa b2b direct debit", "direct debit",
		"debit card payment", "card payment", "standing order",
		"sepa credit transfer", "sepa instant transfer", "sepa transfer", "credit transfer", "instant transfer",
		"salary/pension", "salary", "cash withdrawal", "cash deposit", "account fee", "account charges")
	debitWords = append(debitWords, "direct debit", "card payment", "standing order", "cash withdrawal")
	creditWords = append(creditWords, "salary", "cash deposit")
	// The English statement's title and column heads are statement
	// evidence like "Kontoauszug" and "Buchungstag".
	evidenceWords = append(evidenceWords, "statement of account", "booking date", "previous balance", "new balance")
}
