package statement

import (
	"regexp"
	"strings"
	"unicode"
)

// reStreamLabel finds the labels of a booking printed as one labelled
// stream that wraps across lines ("Empfänger: Stadtwerke GmbH Kto/IBAN:
// DE88… BLZ/BIC: DUSSDEDDXXX Buchungstext: Abschlag Strom Mai
// End-to-End-Ref.: … Mandatsref.: … Gläubiger-ID: … Ref. 328FA…").
var reStreamLabel = regexp.MustCompile(`(?i)(?:^|\s)((empfänger|auftraggeber|zahlungsempfänger|zahlungspflichtiger|begünstigter|kto/iban|konto/iban|blz/bic|iban|bic|buchungstext|verwendungszweck|end-to-end-ref\.|end-to-end-referenz|mandatsref\.|mandatsreferenz|gläubiger-id|kundenreferenz)\s*:|(ref\.))(?:\s|$)`)

// streamPartyLabel reports a word that opens a labelled stream by naming
// the counterparty: "Empfänger:", "Auftraggeber:".
func streamPartyLabel(w string) bool {
	switch strings.ToLower(w) {
	case "empfänger:", "auftraggeber:", "zahlungsempfänger:", "zahlungspflichtiger:", "begünstigter:":
		return true
	}
	return false
}

// labelledStream reads a booking whose text cell is a labelled stream
// starting on the booking row with the counterparty's label (or, for the
// bank's own postings, the text's label). Words left
// of that label (a wrapped "Vorgang" cell) are the booking type; the
// stream's fields give the counterparty (Empfänger/Auftraggeber), the
// purpose (Buchungstext/Verwendungszweck) and the IBAN; references,
// mandate and creditor IDs are fields, not purpose. It reports false
// when the booking is no such stream (fewer than two labels, or none
// for the purpose).
func (p *parser) labelledStream(t *txn) bool {
	ts := t.anchor.toks
	sx := -1.0
	for k := t.skip; k < t.cut && k < len(ts); k++ {
		if ts[k].kind == kWord && (streamPartyLabel(ts[k].text) || strings.EqualFold(ts[k].text, "buchungstext:") || strings.EqualFold(ts[k].text, "verwendungszweck:")) {
			sx = ts[k].x0
			break
		}
	}
	if sx < 0 {
		return false
	}
	var typ, stream []string
	add := func(r *row, anchor bool) {
		var ty, st []string
		for k, tk := range r.toks {
			if anchor && (k < t.skip || k >= t.cut || isDateInRow(t, tk) || tk == t.amount || t.balance != nil && tk == *t.balance) {
				continue
			}
			if tk.x1 <= sx {
				ty = append(ty, tk.text)
			} else {
				st = append(st, tk.text)
			}
		}
		if len(ty) > 0 {
			typ = append(typ, strings.Join(ty, " "))
		}
		if len(st) > 0 {
			stream = append(stream, strings.Join(st, " "))
		}
	}
	add(t.anchor, true)
	for _, r := range t.cont {
		add(r, false)
	}
	s := strings.Join(stream, " ")
	locs := reStreamLabel.FindAllStringSubmatchIndex(s, -1)
	if len(locs) < 2 {
		return false
	}
	tr := &t.t
	fields := map[string]string{}
	for k, loc := range locs {
		end := len(s)
		if k+1 < len(locs) {
			end = locs[k+1][0]
		}
		key := strings.ToLower(strings.TrimRight(strings.TrimSpace(s[loc[2]:loc[3]]), ": "))
		v := strings.TrimSpace(s[loc[1]:end])
		if _, seen := fields[key]; !seen {
			fields[key] = v
		}
	}
	party := ""
	for _, k := range []string{"empfänger", "auftraggeber", "zahlungsempfänger", "zahlungspflichtiger", "begünstigter"} {
		if v := fields[k]; v != "" && party == "" {
			party = v
		}
	}
	purpose, labelled := fields["buchungstext"]
	if !labelled {
		// Without a labelled purpose, unlabelled lines would be read as
		// part of the name: leave the booking to the line rules.
		if purpose, labelled = fields["verwendungszweck"]; !labelled {
			return false
		}
	}
	sepa := map[string]string{}
	for k, v := range fields {
		switch k {
		case "empfänger", "auftraggeber", "zahlungsempfänger", "zahlungspflichtiger", "begünstigter", "buchungstext", "verwendungszweck":
		default:
			sepa[strings.ToUpper(k)] = v
		}
		if strings.Contains(k, "iban") && tr.IBAN == "" {
			if ib := findIBANs(v); len(ib) > 0 {
				tr.IBAN = ib[0]
			}
		}
	}
	bt := ""
	for _, l := range typ {
		if r := []rune(l); strings.HasSuffix(bt, "-") && unicode.IsLower(r[0]) {
			bt = bt[:len(bt)-1] + l // "Visa-Debitkarten-" / "umsatz"
			continue
		}
		bt = joinWrapped(bt, l)
	}
	tr.BookingText = strings.TrimSpace(bt)
	tr.Counterparty = party
	tr.Purpose = purpose
	if len(sepa) > 0 {
		tr.SEPA = sepa
	}
	if t.balance != nil {
		tr.Balance, tr.HasBalance = t.balance.cents, true
	}
	return true
}
