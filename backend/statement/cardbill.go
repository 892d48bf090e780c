package statement

import (
	"regexp"

	"papierkram/backend/german"
)

// Card bills without a card title (cardview.go reads the card account's
// view). Some issuers head the bill "Kontoauszug" and name the card only
// by its scheme ("Mastercard Gold") and masked number ("Kartennummer 5583
// 49XX XXXX 1945"); the legend under the amount heading reads "(+)
// Belastung (-) Gutschrift" or the summary box "Gutschriften (-)". Such a
// head is weaker evidence than "Kreditkartenabrechnung" (a current
// account's statement may print its debit card), so the card view then
// also needs the printed figures to add up: the printed opening balance
// plus every booking amount as printed (bare ones as plus) is the printed
// closing balance. With the legend or the holder's minus-signed payment
// that decides the view; the arithmetic alone could not, it holds in either
// view.

var (
	// A card scheme or a card-number label in the head.
	reCardHead = regexp.MustCompile(`(?i)\b(mastercard|visa|american\s+express|amex|diners\s+club)\b|\bkarten-?(nummer|nr\.?)\b|\bcard\s+(number|no\.?)\b`)
	// "(-) Gutschrift", "Gutschriften (-)": credits carry the minus.
	reCardLegendSign = regexp.MustCompile(`(?i)\(\s*[-–−]\s*\)\s*gutschrift|\bgutschrift(en)?\s*\(\s*[-–−]\s*\)`)
)

// cardHeadLine reports a head line naming a card scheme or a card number
// next to a masked card number ("Kartennummer 5583 49XX XXXX 1945"), or a
// scheme on its own ("Mastercard Gold").
func cardHeadLine(s string) bool {
	m := reCardHead.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	if m[1] != "" {
		return true
	}
	return reMaskedCard.MatchString(s)
}

// Booking texts of a current account: a debit type on a minus row (other
// than the holder's card payment) or a credit type on a bare row says the
// minus marks debits, the account's view.
var (
	reAccountDebit  = regexp.MustCompile(`(?i)lastschrift|kartenzahlung|kartenverfügung|dauerauftrag|überweisung|ueberweisung|entgelt|abbuchung|geldautomat|bargeldauszahlung`)
	reAccountCredit = regexp.MustCompile(`(?i)gutschrift|zahlungseingang|\blohn\b|gehalt|\brente\b|habenzins|zinsertrag`)
)

// printedReconciles reports whether the printed opening balance plus the
// printed booking amounts (bare as plus) is the printed closing balance:
// the first opening label before the bookings and the last closing label
// after them, each with its amount on the row. No booking row may read
// like a current account's (reAccountDebit, reAccountCredit).
func (p *parser) printedReconciles() bool {
	var (
		open, close, sum          german.Cents
		hasOpen, hasClose, booked bool
	)
	for _, r := range p.rows {
		a, ok := lastAmount(r)
		if !ok || !hasTrailingAmount(r) {
			continue
		}
		if k := balanceLabel(r.text); k != 0 {
			switch {
			case k == balOpen && !booked && !hasOpen:
				open, hasOpen = a.cents, true
			case k == balClose && booked:
				close, hasClose = a.cents, true
			}
			continue
		}
		k := leadDate(r)
		if k < 0 {
			continue
		}
		text := rowText(r, k)
		switch {
		case !a.signed && reAccountCredit.MatchString(text):
			return false
		case a.signed && a.cents < 0 && reAccountDebit.MatchString(text) && !reCardPayment.MatchString(text):
			return false
		}
		sum += a.cents
		booked = true
	}
	return hasOpen && hasClose && booked && open+sum == close
}
