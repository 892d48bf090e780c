package statement

import (
	"regexp"
	"strings"
)

// reOrigLabel matches the caption a card statement prints before the
// foreign amount of a purchase abroad ("Originalbetrag 45,00 USD Kurs
// 1,0856"). Other statements print the same detail without it ("45,00
// USD Kurs 1,0856"); the caption is a label, not remittance text.
var reOrigLabel = regexp.MustCompile(`\b(?:Originalbetrag|Ursprungsbetrag|Fremdwährungsbetrag|Betrag in Fremdwährung):?\s+(\d[\d.]*,\d{2}\s+[A-Z]{3}\b)`)

// originalAmountLabel drops that caption from every purpose, keeping the
// amount, the currency and whatever follows (the rate).
func (p *parser) originalAmountLabel() {
	for _, t := range p.txs {
		s := t.t.Purpose
		if !strings.Contains(s, "betrag") {
			continue
		}
		t.t.Purpose = reOrigLabel.ReplaceAllString(s, "$1")
	}
}
