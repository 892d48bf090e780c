package statement

// Internet-banking lists ("Umsätze" prints of the Sparkassen) put the
// booking type in a column of its own AFTER the purpose: "Buchungstag |
// Wertstellung | Zahlungspflichtige(r) / Zahlungsempfänger(in) |
// Verwendungszweck | Umsatzart | Betrag (EUR)". A type heading
// ("Umsatzart", "Vorgang") before a further text column was already the
// type column (headerColumns); after the purpose column it was taken as a
// third text column, so the type ran into the purpose ("Miete November
// Dauerauftrag"). The party heading spelt with a parenthesised gender
// ending ("Zahlungspflichtige(r)", "Zahlungsempfänger(in)") names the
// counterparty column like "Zahlungspflichtige*r" (genderBase).

// typeColumnAfterText makes a type heading right of a plain text column
// (not the counterparty's) the type column.
func typeColumnAfterText(r *row, cols []column) {
	for k := 1; k < len(cols); k++ {
		if cols[k].role == roleText && !cols[k].party && cols[k-1].role == roleText && !cols[k-1].party && typeHeading(r, cols[k]) {
			cols[k].role = roleType
		}
	}
}
