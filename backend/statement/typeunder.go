package statement

import "strings"

// Type line under the description: app banks print each booking as a bold
// first line and its type on a small line under it ("Erika Musterfrau" /
// "Überweisung"). For the bank's own postings the first line is not a
// name but the posting's text ("Cashback August" / "Cashback", "Vivid
// Prime Januar 2025" / "Gebühr"), and for a transfer between the holder's
// own accounts it describes the transfer ("Übertrag an Pocket „Urlaub“" /
// "Interne Umbuchung"). When the line right under the booking row is
// nothing but such a type and the counterparty is the booking row's text,
// the counterparty is dropped; the type is the booking text, and for the
// bank's postings the first line is the purpose (for an internal transfer
// there is no remittance text).

var (
	ownPostingTypes  = map[string]bool{"cashback": true, "gebühr": true, "gebühren": true, "entgelt": true, "entgelte": true, "zinsen": true, "habenzinsen": true, "sollzinsen": true, "prämie": true, "bonus": true}
	ownTransferTypes = map[string]bool{"interne umbuchung": true, "umbuchung": true, "eigenübertrag": true, "kontoübertrag": true}
)

// typeUnderName applies the rule to every booking (after the fields and
// the slots are set).
func (p *parser) typeUnderName() {
	for _, t := range p.txs {
		if len(t.cont) == 0 || t.anchor == nil {
			continue
		}
		ty := strings.TrimSpace(t.cont[0].text)
		low := strings.ToLower(ty)
		own, internal := ownPostingTypes[low], ownTransferTypes[low]
		if !own && !internal {
			continue
		}
		var ws []string
		for _, tk := range t.anchor.toks {
			if tk.kind == kWord && !reClock.MatchString(tk.text) && tk.text != "€" {
				ws = append(ws, tk.text)
			}
		}
		first := strings.Join(ws, " ")
		if t.t.Counterparty == "" {
			typedFirstLine(t, first, ty, own) // typefirst.go
			continue
		}
		if first == "" || !strings.HasSuffix(first, t.t.Counterparty) && t.t.Counterparty != ty {
			continue // the counterparty is neither the first line nor the type line
		}
		rest := t.t.Purpose == "" || t.t.Purpose == ty || strings.HasSuffix(first, t.t.Purpose)
		t.t.Counterparty = ""
		t.t.IBAN = ""
		t.t.BookingText = ty
		switch {
		case own && rest:
			t.t.Purpose = first
		case internal && rest:
			t.t.Purpose = ""
		}
	}
}
