package statement

import "strings"

// The bank as the name of its own posting. Web prints and app statements
// give every booking a name line; the bank's own fees and interest carry
// the bank's name there ("ING" over "Entgelt", "N26" over "Kontoführung
// Oktober 2025"). The bank is not the booking's counterparty: its own
// postings have none, as on the paper statements. The name must be the
// bank the letterhead names (parser.bank, or its first word: "N26" of
// "N26 Bank SE") and the type one of the own-posting types (reNoParty);
// a transfer to another account at a bank of that name keeps its payee.

// ownBankParty clears tr's counterparty when it is the statement's own
// bank on one of the bank's own postings.
func (p *parser) ownBankParty(tr *Transaction) {
	if tr.Counterparty == "" || p.bank == "" || tr.BookingText == "" {
		return
	}
	if !strings.EqualFold(tr.Counterparty, p.bank) && !strings.EqualFold(tr.Counterparty, strings.Fields(p.bank)[0]) {
		return
	}
	if reNoParty.MatchString(tr.BookingText) {
		tr.Counterparty = ""
	}
}
