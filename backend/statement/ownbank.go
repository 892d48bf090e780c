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
	bank := p.bank
	if bank == "" {
		bank = p.logo
	}
	if tr.Counterparty == "" || bank == "" || tr.BookingText == "" {
		return
	}
	if !strings.EqualFold(tr.Counterparty, bank) && !strings.EqualFold(tr.Counterparty, strings.Fields(bank)[0]) {
		return
	}
	if reNoParty.MatchString(tr.BookingText) {
		tr.Counterparty = ""
	}
}

// logoBank returns the bank of a letterhead line that starts with the
// bank's logo set apart from everything else on the line: the N26 print's
// large "N26" shares its line with the title and the period ("N26 …
// Kontoauszug 01.10.2025 bis 31.10.2025" as one row), which bankName
// refuses for its dates and its "konto". Only a lone first word that
// names a bank by itself (N26, ING, DKB, a "…bank"), followed by a gap
// of more than three of its letter widths, and only on the document's
// first line (a booking row "Commerzbank … -8,40 €" of an app export has
// the same shape).
func logoBank(r *row) string {
	if len(r.toks) < 2 || r.toks[0].kind != kWord {
		return ""
	}
	first, next := r.toks[0], r.toks[1]
	if w := (first.x1 - first.x0) / float64(max(1, len([]rune(first.text)))); next.x0-first.x1 <= 3*w {
		return ""
	}
	c := *r
	c.toks, c.text = r.toks[:1], first.text
	return bankName(&c)
}
