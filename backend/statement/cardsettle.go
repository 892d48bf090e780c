package statement

import (
	"regexp"
	"strings"
)

// The card bill's settlement on the next card statement: "Ausgleich
// Abrechnung vom 20.05.2022 per Lastschrift" (Miles & More, DKB, Barclays:
// the previous bill debited from the reference account). It is the
// holder's own posting: no counterparty, the line is its text. The type
// list knows "Abrechnung", so the words after it were read as the name
// ("vom 20.05.2022 per Lastschrift") and the purpose stayed empty.
var reSettlement = regexp.MustCompile(`(?i)^\W*ausgleich\s+(der\s+|ihrer\s+)?(abrechnung|rechnung|kartenabrechnung|monatsabrechnung)\b.{0,40}\b(per|durch|über|vom)\b`)

// settlementText moves such a row's name into its purpose.
func (p *parser) settlementText() {
	for _, t := range p.txs {
		tr := &t.t
		if tr.Counterparty == "" || tr.Purpose != "" || !strings.HasPrefix(strings.ToLower(strings.TrimSpace(tr.BookingText)), "ausgleich") {
			continue
		}
		line := strings.TrimSpace(tr.BookingText + " " + tr.Counterparty)
		if reSettlement.MatchString(line) {
			tr.Purpose, tr.Counterparty = line, ""
		}
	}
}
