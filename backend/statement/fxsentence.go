package statement

import (
	"regexp"
	"strings"
)

// A currency exchange within the account (e-money accounts holding
// several currencies) is printed as a sentence with both amounts: "300,00
// EUR in 1.262,26 PLN umgetauscht". It names no counterparty; when the
// rules made it one, it is the purpose.
var reFxSentence = regexp.MustCompile(`^[-+]?\d[\d.]*,\d\d\s+[A-Z]{3}\s+(in|zu|nach|to|into)\s+[-+]?\d[\d.]*,\d\d\s+[A-Z]{3}\b`)

// fxSentenceParty moves an exchange sentence from the counterparty to the
// front of the purpose.
func fxSentenceParty(tr *Transaction) {
	if !reFxSentence.MatchString(tr.Counterparty) {
		return
	}
	tr.Purpose = strings.TrimSpace(tr.Counterparty + " " + tr.Purpose)
	tr.Counterparty = ""
}

// An e-money card payment names the card under it: "Karte endend auf
// 7656", or masked: "Karte •• 2845", "Karte **** 2845". The card's last
// digits identify the holder's card, not the payment: no remittance text.
var reCardEnding = regexp.MustCompile(`(?i)^karte\s+((endend|endet)\s+auf\s+|[•*x]{2,}\s*)\d{4}$`)

// cardEndingLine reports such a line.
func cardEndingLine(r *row) bool {
	return strings.HasPrefix(r.text, "Karte") && reCardEnding.MatchString(strings.TrimSpace(r.text))
}
