package statement

import (
	"regexp"
	"strings"
)

// The bank's own postings (interest, charges, taxes, the quarter's
// Rechnungsabschluss) name no counterparty and print how they were
// computed under the booking: rate, days, average balance, unit price
// times count, the tax base, each with its figure in a sub-column left of
// the booking amount. Those figures are no remittance text.

// reCalcMarker is what a calculation line computes with: a percentage or
// rate, the average-balance sign, a count times a unit price, a number of
// days.
var reCalcMarker = regexp.MustCompile(`(?i)%|Ø|\d\s+x\s+\d|\bx\s+\d+,\d\d\b|\btage\b`)

// reBaseLabel labels the base a tax or interest was computed on.
var reBaseLabel = regexp.MustCompile(`(?i)^\W*(bemessungsgrundlage|berechnungsgrundlage|steuerpflichtiger\s+betrag)\b`)

// calcLine reports a continuation row of t that is a calculation line: it
// ends in an amount that stands in a sub-column, clearly left of the
// booking's amount, and either computes something with that figure set
// apart from its words ("Grundpreis 3 x 6,90      20,70", "11,90 % p.a.
// für 49 Tage auf Ø 1.969,51      31,90") or labels a tax base
// ("Bemessungsgrundlage EUR 2.682,50"). A rate inside a sentence ("25 %
// auf 89,40 EUR") is the booking's text.
func calcLine(t *txn, r *row) bool {
	return calcLineApart(t, r) || alignedCalcLine(t, r) // calccurrency.go
}

// calcLineApart is calcLine for a row whose figure stands apart.
func calcLineApart(t *txn, r *row) bool {
	n := len(r.toks)
	if n < 2 || r.toks[n-1].kind != kAmount || t.amount.x1 == 0 {
		return false
	}
	last := r.toks[n-1]
	cw := (last.x1 - last.x0) / float64(max(1, len([]rune(last.text))))
	if t.amount.x1-last.x1 < 4*cw {
		return false // under the booking amount: money of its own
	}
	if reBaseLabel.MatchString(r.text) {
		return true
	}
	u := calcUnitStart(r) // calccurrency.go
	apart := u > 0 && r.toks[u].x0-r.toks[u-1].x1 >= 3*cw
	return apart && reCalcMarker.MatchString(r.text)
}

// ownPostingText reports the rest of a booking row after a bank's own
// posting type (Entgelte, Zinsen, Abschluss …) that describes the posting
// rather than naming a payee: it holds a charge word, a rate or a date
// ("Entgelte Kontoführung 01.01.2023 - 31.03.2023", "Sollzinsen 18,49 %
// p.a."). A name holds none of these.
func ownPostingText(bookingText, rest string) bool {
	if !reNoParty.MatchString(bookingText) {
		return false
	}
	return strings.Contains(rest, "%") || reCharge.MatchString(rest) || reDateWord.MatchString(rest)
}

// reDateWord is a full date inside a text.
var reDateWord = regexp.MustCompile(`\b\d{1,2}\.\d{1,2}\.(\d{4}|\d{2})\b`)

// wholeWordTypes are booking types that name the booking only as a word
// of their own: "Steuer" is the type, "Steuerberater Müller" is a payee.
var wholeWordTypes = map[string]bool{"steuer": true, "steuern": true}
