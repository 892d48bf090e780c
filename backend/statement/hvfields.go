package statement

import (
	"regexp"
	"strings"
)

// bareIBANLine reads a text line that is nothing but one valid IBAN,
// spaced or not ("DE79 5139 0000 0512 8585 08"), perhaps with the BIC. Many statements print the
// counterparty's account under the remittance text without a label; it is
// the IBAN field, not purpose.
func bareIBANLine(l string) (string, bool) {
	l = strings.TrimSpace(l)
	if f := strings.Fields(l); len(f) > 1 && reBIC.MatchString(f[len(f)-1]) && (len(f[len(f)-1]) == 8 || len(f[len(f)-1]) == 11) {
		// "DE30 3773 1862 1792 1063 29 COBADEFFXXX": the BIC after it.
		l = strings.Join(f[:len(f)-1], " ")
	}
	ibs := findIBANs(l)
	if len(ibs) != 1 || len(strings.ReplaceAll(l, " ", "")) != len(ibs[0]) {
		// OCR: "DEO4 1203 …", letters for look-alike digits; the
		// check digits still have to prove it.
		if ib := ocrIBAN(l); ib != "" {
			return ib, true
		}
		return "", false
	}
	return ibs[0], true
}

// reStandDateFirst is a balance line with its date first: "Per 30.06.2025
// Kontostand in EUR 7.437,14" (Commerzbank-like). Whether it opens or
// closes is decided by its date and position, as for "Kontostand am …".
var reStandDateFirst = regexp.MustCompile(`(?i)^\W*(per|am|zum|vom)\s+\d{1,2}\.\d{1,2}\.(\d{2}|\d{4})?\s+(kontostand|saldo)\b`)

// ownPostingCell reports a name cell that holds only the type of one of
// the bank's own postings ("Entgelt", "Zinsen", "Abschluss"): layouts with
// a counterparty column put the posting's type there, and such a booking
// has no counterparty.
func ownPostingCell(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 1 && len(f) <= 2 && reNoParty.MatchString(s) && reNoParty.FindString(s) == f[0]
}

// rePayerLabel is a line naming the party by a label of its own:
// "Einzahler: Pflegedienst Sonnenschein", "Auftraggeber: Max Mustermann".
var rePayerLabel = regexp.MustCompile(`(?i)^\W*(einzahler(in)?|auftraggeber(in)?|zahlungspflichtige[rn]?|zahler(in)?|empfänger(in)?|zahlungsempfänger(in)?|begünstigte[rn]?)\s*:\s*(\S.*)$`)

// payerLabelLine returns the name of the first payer/payee label line and
// its index, or -1.
func payerLabelLine(lines []string) (string, int) {
	for k, l := range lines {
		if m := rePayerLabel.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			return strings.TrimSpace(m[len(m)-1]), k
		}
	}
	return "", -1
}

// payerLabelDoc reports a statement whose booking rows describe the booking
// ("Sonderzahlung Bausparvertrag 11839252", "VL September 2023") with no
// booking type word, and which names the payer, where there is one, on a
// labelled line below ("Einzahler: …"): savings and building-society
// (Bauspar) statements, which are recognised by name too. There the row's text is the purpose and a row
// without such a line has no counterparty (a Sparbeitrag by direct debit,
// interest).
func (p *parser) payerLabelDoc() bool {
	if p.payerDoc != 0 {
		return p.payerDoc > 0
	}
	n := 0
	for _, t := range p.txs {
		labelled := false
		for _, c := range t.cont {
			labelled = labelled || rePayerLabel.MatchString(strings.TrimSpace(c.text))
		}
		if !labelled {
			continue
		}
		if k := leadDate(t.anchor); k >= 0 {
			if _, _, ok := findBookingType(rowText(t.anchor, k)); ok {
				return p.setPayerDoc(false)
			}
		}
		n++
	}
	return p.setPayerDoc(n >= 2 || p.bausparDoc())
}

var reBauspar = regexp.MustCompile(`(?i)bausparvertrag|bausparsumme|bausparkasse`)

// bausparDoc reports the statement of a building-society contract: its
// postings (Sparbeitrag, Zinsen, Wohnungsbauprämie, Kontoentgelt) are
// described, never addressed to a counterparty on the row; only a third
// party paying in is named, on a labelled line.
func (p *parser) bausparDoc() bool {
	// A booking's own lines do not make the statement a Bauspar one: a
	// current account's transfer "Einzahlung Bausparvertrag Nr. 4471"
	// (hj-revolut's "Referenz:" line) is only a payment to one.
	var claimed map[*row]bool
	for _, r := range p.rows {
		if leadDate(r) >= 0 || !strings.Contains(strings.ToLower(r.text), "bauspar") || !reBauspar.MatchString(r.text) {
			continue
		}
		if claimed == nil {
			claimed = bookingRows(p.txs)
		}
		if !claimed[r] {
			return true
		}
	}
	return false
}

// bookingRows returns the rows the bookings claim: their booking rows and
// the lines above and below them.
func bookingRows(txs []*txn) map[*row]bool {
	m := map[*row]bool{}
	for _, t := range txs {
		m[t.anchor] = true
		for _, r := range t.pre {
			m[r] = true
		}
		for _, r := range t.cont {
			m[r] = true
		}
	}
	return m
}

func (p *parser) setPayerDoc(v bool) bool {
	p.payerDoc = -1
	if v {
		p.payerDoc = 1
	}
	return v
}

// typeTailWords name the card or the cash machine of a booking type, or
// join the type to a name printed on the next line.
var typeTailWords = map[string]bool{
	"girocard": true, "debitkarte": true, "kreditkarte": true, "maestro": true, "v-pay": true, "karte": true,
	"geldautomat": true, "geldautomaten": true, "gaa": true, "bankautomat": true, "atm": true,
	"bei": true, "an": true, "von": true, "für": true, "mit": true, "am": true,
}

// typeTail extends the booking type over the rest of the row (words[k:])
// when that rest only names the card or cash machine and connectors
// ("Kartenzahlung girocard bei", "Auszahlung Geldautomat") or the charge
// ("Entgelt Kontoführung"): big-bank statements word the type as a phrase
// and print the counterparty (the shop, the ATM's operator and place) on
// the next line; the bank's own charge has none.
func typeTail(words []string, k int) int {
	if k >= len(words) {
		return k
	}
	for _, w := range words[k:] {
		if !typeTailWords[strings.ToLower(strings.Trim(w, ".,:"))] && !reCharge.MatchString(w) {
			return k
		}
	}
	return len(words)
}

// remittanceAfterType reports a line that starts with a booking-type word
// but goes on with remittance text ("Gehalt November 2023 Personalnr.
// 293432", "Erstattung Nebenkosten"): under a counterparty printed on the
// booking row that is the purpose, not the booking's type. A type line
// carries at most connectors, the card or a short code after the type
// ("SEPA-Überweisung an", "Kartenzahlung girocard", "Gutschrift PN:801").
func remittanceAfterType(l string) bool {
	_, j, ok := findBookingType(l)
	if !ok {
		return false
	}
	for _, w := range strings.Fields(l[j:]) {
		if w == "·" || w == "|" || w == "•" || w == "-" {
			return false // "Kartenzahlung · Lebensmittel": a category follows
		}
		if reConnector.MatchString(w) || typeTailWords[strings.ToLower(strings.Trim(w, ".,:"))] || !hasLetter(w) {
			continue
		}
		if strings.Contains(w, ":") && hasDigit(w) {
			continue // "PN:801"
		}
		return true
	}
	return false
}

// labelGroups joins the words of a row that follow each other closely into
// one label each: a summary box with two-word headings ("Opening balance
// Money in Money out Closing balance", "Alter Saldo … Neuer Saldo").
func labelGroups(ts []token) []token {
	var out []token
	for _, t := range ts {
		if n := len(out); n > 0 && t.kind == kWord && out[n-1].kind == kWord && near(out[n-1], t) {
			out[n-1].text += " " + t.text
			out[n-1].x1 = t.x1
			continue
		}
		out = append(out, t)
	}
	return out
}

// underBalance reports a balance value standing under the table's balance
// column rather than under its debit column (d away): a statement with
// MONEY IN / MONEY OUT / BALANCE columns prints its closing balance there,
// and it is not a debit.
func underBalance(cols []column, a token, d float64) bool {
	_, db, ok := nearest(cols, a.x0, a.x1, roleBalance)
	return ok && db < d
}

// chargeAfterOwnType reports the rest of a booking row after the type of
// one of the bank's own postings ("Entgelt", "Gebühren") that names what
// was charged ("Kontoführung Oktober 2024", "Kartenpreis 2025"): the
// purpose, the bank's own posting has no counterparty.
func chargeAfterOwnType(typ, rest string) bool {
	f := strings.Fields(rest)
	return len(f) > 0 && reNoParty.MatchString(typ) && reCharge.MatchString(f[0])
}

// moneyInText reports the money cell ts[k] when it continues the words of
// the text column, set close after a word, and ends before any further
// column begins: an amount quoted in the booking's description
// ("Abschlussgebühr 1,0 % der Bausparsumme 35.000,00 EUR"), not a column
// of its own, whose cells stand apart under their headings.
func moneyInText(cols []column, ts []token, k int) bool {
	if k < 1 || ts[k-1].kind != kWord || isCurrencyCode(ts[k-1].text) || !near(ts[k-1], ts[k]) {
		return false
	}
	m := ts[k]
	inText := false
	for _, c := range cols {
		if c.role == roleText && c.x0 <= m.x0 {
			inText = true
		}
	}
	if !inText {
		return false
	}
	for _, o := range cols {
		if o.role != roleText && o.x1 > m.x0 && m.x1 >= o.x0 {
			return false
		}
	}
	return true
}
