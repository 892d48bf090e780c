package statement

import "strings"

// An IBAN inside the counterparty's name. Business banking programs
// (Profi cash, SFirm) print their turnover lists with the name, the IBAN
// and the BIC in narrow columns side by side ("Auftraggeber / Empfänger |
// IBAN / Konto-Nr. | BIC / BLZ"), the IBAN unspaced and the BIC glued to
// it; the name's cell then took both ("Großhandel Elektro Becker KG
// DE96501691017991476023 COBADEFFXXX", the name's second line after
// them). A name never contains a valid IBAN: such a word, and a BIC right
// after it, are the counterparty's account, taken out of the name into
// the booking's IBAN field (it stands in the account column, so it wins
// over one found in the purpose).
func (p *parser) ibanInName() {
	for _, t := range p.txs {
		tr := &t.t
		if len(tr.Counterparty) < 20 || !strings.Contains(tr.Counterparty, " ") {
			continue
		}
		words := strings.Fields(tr.Counterparty)
		var kept []string
		cut := false
		for k := 0; k < len(words); k++ {
			w := words[k]
			if !compactIBAN(w) {
				kept = append(kept, w)
				continue
			}
			ib := findIBANs(w)
			if len(ib) != 1 || ib[0] != w {
				kept = append(kept, w)
				continue
			}
			cut = true
			// The account column's IBAN wins over one found in the
			// text (a creditor ID run into "SVWZ" can pass mod-97).
			if ib[0] != p.ownIBAN {
				tr.IBAN = ib[0]
			}
			if k+1 < len(words) && (len(words[k+1]) == 8 || len(words[k+1]) == 11) && reBIC.FindString(words[k+1]) == words[k+1] {
				k++
			}
		}
		if cut && len(kept) > 0 {
			tr.Counterparty = strings.Join(kept, " ")
		}
	}
}

// compactIBAN is a cheap test for an unspaced IBAN: two capital letters,
// two digits, 15 to 34 characters in all.
func compactIBAN(w string) bool {
	return len(w) >= 15 && len(w) <= 34 && isUp(w[0]) && isUp(w[1]) && isDig(w[2]) && isDig(w[3])
}
