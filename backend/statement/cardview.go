package statement

import (
	"regexp"
	"strings"
)

// Card statements printed in the card account's view.
//
// Many German credit-card bills (Sparkassen and Landesbanken, Barclaycard,
// Amex) print the amounts as the card issuer books them: a purchase raises
// what the holder owes and is printed unsigned, a payment received or a
// refund lowers it and carries a minus, and the balance ("Neuer Saldo") is
// the amount owed, unsigned. Read as an ordinary account every sign is the
// wrong way round, yet the statement still adds up, because the balances
// are in the same view, so reconciliation cannot notice. The bill says which
// view it prints: in a legend ("Gutschriften sind mit - gekennzeichnet") or,
// without one, by the minus on the holder's own payment ("Zahlung per
// Lastschrift - vielen Dank -145,38"), which is always a credit to the
// holder.

var (
	reCardDoc = regexp.MustCompile(`(?i)kreditkartenabrechnung|kartenabrechnung|kreditkarte|kartenkonto|credit\s+card\s+statement`)
	// "Gutschriften sind mit - gekennzeichnet", "Gutschriften werden mit
	// Minus dargestellt", "- = Gutschrift".
	reCardLegend = regexp.MustCompile(`(?i)gutschriften\b.{0,30}\bmit\s+(-|–|−|"-"|„-“|minus(zeichen)?)\s+(gekennzeichnet|markiert|versehen|dargestellt|ausgewiesen)|(^|\s)(-|–|−|minus)\s*=\s*gutschrift`)
	// The holder's payment to the card account: "Zahlung per Lastschrift
	// - vielen Dank", "Ihre Zahlung - Danke", "Zahlung erhalten",
	// "Ausgleich per Lastschrift".
	reCardPayment = regexp.MustCompile(`(?i)^\W*(ihre\s+)?(zahlung|einzahlung|überweisung|lastschrift)\b.*\b(danke|dank)\b|\bzahlung\s+erhalten\b|^\W*ausgleich\s+(per|durch|über)\s+lastschrift|^\W*ihre\s+zahlung\b`)
)

// cardView reports a card statement that prints its amounts in the card
// account's view: purchases unsigned, credits with a minus. Then every
// printed amount and balance is negated to give the holder's view.
func (p *parser) cardView() bool {
	if p.cardDoc != 0 {
		return p.cardDoc > 0
	}
	p.cardDoc = -1
	// The title and the legend stand above the bookings; below, "Kreditkarte"
	// may be any booking's text (a current account paying the card bill).
	card, scheme, legend := false, false, false
	for _, r := range p.rows {
		if leadDate(r) >= 0 && hasTrailingAmount(r) {
			break
		}
		card = card || reCardDoc.MatchString(r.text)
		scheme = scheme || cardHeadLine(r.text) // cardbill.go
		legend = legend || reCardLegend.MatchString(r.text) || reCardLegendSign.MatchString(r.text)
	}
	if !card && !scheme {
		return false
	}
	minus, bare, payMinus, payOther := 0, 0, 0, 0
	for _, r := range p.rows {
		k := leadDate(r)
		if k < 0 || !hasTrailingAmount(r) || balanceLabel(r.text) != 0 {
			continue
		}
		a, _ := lastAmount(r)
		t := strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(a.text, "€"), "EUR"))
		switch {
		case !a.signed:
			bare++
		case a.cents < 0 && (strings.Contains(t, "-") || strings.Contains(t, "\u2212")) && !strings.HasSuffix(t, "S") && !markerWordSuffix(t):
			minus++
		default:
			// "+", S/H, CR: the bill marks its directions otherwise.
			return false
		}
		if reCardPayment.MatchString(rowText(r, k)) {
			if a.signed && a.cents < 0 {
				payMinus++
			} else {
				payOther++
			}
		}
	}
	// Purchases are the bulk of a card bill: a layout printing most
	// amounts with a minus is in the holder's view.
	if bare == 0 || minus > bare {
		return false
	}
	if !(legend && payOther == 0 || payMinus > 0 && payOther == 0) {
		return false
	}
	// Without a card title the scheme or card number in the head could be
	// an account's debit card: the printed amounts must add up from the
	// printed opening to the printed closing balance (cardbill.go).
	if card || p.printedReconciles() {
		p.cardDoc = 1
	}
	return p.cardDoc > 0
}

// rowText is the row's text after its leading dates.
func rowText(r *row, k int) string {
	var ts []token
	for _, tk := range r.toks[k:] {
		if !isDateTok(tk) && tk.kind != kAmount {
			ts = append(ts, tk)
		}
	}
	return joinTokens(ts)
}

// reFootnote matches a footnote marker printed right after an amount
// ("308,45 1)", "12,00 *"): card bills and statements point from a foreign
// purchase or a corrected booking to a note under the table.
var reFootnote = regexp.MustCompile(`^(\d\)|\*{1,3}|[¹²³])$`)

func footnoteMark(s string) bool { return reFootnote.MatchString(s) }

var (
	reCardHeading = regexp.MustCompile(`(?i)^\W*(umsätze|kartenumsätze|transaktionen|buchungen)\s+(der\s+|ihrer\s+|für\s+(die\s+)?)?(haupt|zusatz|partner|kredit|debit)?karte\b|^\W*(haupt|zusatz|partner|kredit|debit)?karte\s*\d?\s*:|^\W*\pL[\pL.' -]{1,60}\s[·•|–-]\s*(haupt|zusatz|partner|kredit|debit)?karte\b`)
	reMaskedCard  = regexp.MustCompile(`\d{4}\s*[Xx*•]{4}\s*[Xx*•]{4}\s*\d{4}|[Xx*•]{4}\s*\d{4}\b`)
)

// cardHeading reports the heading over one card's bookings on a bill for
// several cards ("Umsätze Karte 2: Paul Richter, 5232 XXXX XXXX 9324",
// "Zusatzkarte: … **** 1234", the holder first: "ERIKA MUSTERFRAU ·
// Karte 4381 XXXX XXXX 2734"): it ends the booking above it and is no
// booking's text.
func cardHeading(r *row) bool {
	return !hasAmount(r) && reCardHeading.MatchString(r.text) && (reMaskedCard.MatchString(r.text) || strings.HasPrefix(strings.ToLower(strings.TrimSpace(r.text)), "umsätze"))
}
