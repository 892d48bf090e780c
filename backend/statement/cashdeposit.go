package statement

import "strings"

// A cash deposit (Bargeldeinzahlung, Bareinzahlung) is paid in by the
// holder: it has no counterparty. Its text line restating the deposit
// ("Einzahlung Tageseinnahmen Filiale Hamburg") is the purpose; the rules
// took "Einzahlung" for a type and the rest for a name.
func cashDepositText(t *txn) {
	tr := &t.t
	if tr.Counterparty == "" || !cashDeposit(tr.BookingText) {
		return
	}
	if w, _, _ := strings.Cut(tr.Counterparty, " "); strings.EqualFold(w, "einzahlung") && strings.Contains(t.anchor.text, tr.Counterparty) {
		// The restating line on the booking row, in the text column beside
		// the type column ("Bareinzahlung | Einzahlung Filiale …"); a line
		// under it is its wrapped end ("… Beleg" / "236490") or more text.
		tr.Purpose, tr.Counterparty = strings.TrimSpace(tr.Counterparty+" "+tr.Purpose), ""
		return
	}
	if tr.Purpose != "" {
		return
	}
	if len(t.cont) == 0 {
		return
	}
	l := strings.TrimSpace(t.cont[0].text)
	if valueLabelRow(t, t.cont[0]) {
		l = joinTokens(t.cont[0].toks[1:]) // "Valuta" beside it (valuelabel.go)
	}
	if w, rest, ok := strings.Cut(l, " "); ok && strings.EqualFold(w, "einzahlung") && (rest == tr.Counterparty || l == tr.Counterparty) {
		tr.Purpose, tr.Counterparty = l, ""
	}
}

// cashDeposit reports a cash deposit's booking type ("Bargeldeinzahlung",
// "Bareinzahlung"): the document's name slot gives it no payee either.
func cashDeposit(bt string) bool {
	bt = strings.ToLower(bt)
	return strings.HasPrefix(bt, "bar") && strings.Contains(bt, "einzahlung")
}
