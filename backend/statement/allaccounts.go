package statement

import (
	"strings"

	"papierkram/backend/german"
)

// The summary of all accounts on top of a multi-account export. Finance
// apps export several accounts (at several banks) in one file, each in a
// section with its IBAN and its balances, and print a summary above the
// first section: one line per account and one for all of them, each with
// the balance at the period's start and at its end —
//
//	Alle Konten                 Saldo am 30.09.2023  7.937,61 €  Saldo am 31.10.2023  6.395,37 €
//	Girokonto · Consorsbank     Saldo am 30.09.2023  2.968,96 €  Saldo am 31.10.2023  1.278,21 €
//	Gemeinschaftskonto · ING    Saldo am 30.09.2023  2.768,65 €  Saldo am 31.10.2023  2.738,64 €
//	Tagesgeld · comdirect       Saldo am 30.09.2023  2.200,00 €  Saldo am 31.10.2023  2.378,52 €
//
// Printed before any account line, those lines were balances of the first
// account: its opening became the last amount of the "Alle Konten" line
// (the totals' closing), and its reconciliation a false mismatch; the
// statement's balances were the first account's.
//
// When the lines above the first booking hold such two-balance lines, one
// for each account of the file and one more whose two balances are, to
// the cent, the sums of the others' (the arithmetic proves it the total,
// whatever its words), the summary lines are no account's balances, and
// the statement as a whole opens and closes with the totals: Info's
// balances are the totals, its IBAN and BIC (the file has several) stay
// empty, and the reconciliation is the totals' — the opening total plus
// every account's bookings (a transfer between two of them cancels out)
// gives the closing total — unless an account of its own fails. Each
// account keeps its own balances in Info.Accounts.

// fileTotals is the proven summary of all accounts.
type fileTotals struct {
	open, close german.Cents
}

// summaryPair reads a line "<name> Saldo am D1 X Saldo am D2 Y": exactly
// two amounts (each may be followed by a currency), each preceded by a
// balance word, an optional "am"/"per"/"vom"/"zum" and a date directly
// before it, D1 before D2.
func summaryPair(r *row) (open, close german.Cents, ok bool) {
	var amts []german.Cents
	var dates []german.Date
	var seg []token
	for k := 0; k < len(r.toks); k++ {
		tk := r.toks[k]
		if tk.kind != kAmount {
			seg = append(seg, tk)
			continue
		}
		n := len(seg)
		if n < 2 || seg[n-1].kind != kDate {
			return 0, 0, false
		}
		j := n - 2
		switch strings.ToLower(seg[j].text) {
		case "am", "per", "vom", "zum":
			j--
		}
		if j < 0 || !summaryBalanceWord(seg[j].text) {
			return 0, 0, false
		}
		amts = append(amts, tk.cents)
		dates = append(dates, seg[n-1].date)
		seg = nil
		if k+1 < len(r.toks) && (r.toks[k+1].text == "€" || isCurrencyCode(r.toks[k+1].text)) {
			k++
		}
	}
	if len(amts) != 2 || len(seg) > 0 || !dates[0].Before(dates[1]) {
		return 0, 0, false
	}
	return amts[0], amts[1], true
}

func summaryBalanceWord(s string) bool {
	switch strings.ToLower(strings.TrimSuffix(s, ":")) {
	case "saldo", "kontostand", "stand", "guthaben":
		return true
	}
	return false
}

// allAccountsSummary finds the proven summary above the first booking of
// a multi-account file, takes its lines' balances out of the accounts and
// keeps the totals (p.totals).
func (p *parser) allAccountsSummary() {
	if len(p.accounts) < 2 || len(p.txs) == 0 {
		return
	}
	type line struct {
		r           *row
		open, close german.Cents
	}
	var lines []line
	for _, r := range p.rows {
		if r == p.txs[0].anchor {
			break
		}
		if o, c, ok := summaryPair(r); ok {
			lines = append(lines, line{r, o, c})
		}
	}
	if len(lines) != len(p.accounts)+1 {
		return
	}
	total := -1
	for i, l := range lines {
		var so, sc german.Cents
		for j, m := range lines {
			if j != i {
				so += m.open
				sc += m.close
			}
		}
		if so == l.open && sc == l.close {
			if total >= 0 {
				return // ambiguous (all zero)
			}
			total = i
		}
	}
	if total < 0 {
		return
	}
	summary := map[string]bool{}
	for _, l := range lines {
		summary[l.r.text] = true
	}
	for _, a := range p.accounts {
		var bs []balance
		var after []int
		for i, b := range a.balances {
			if summary[b.label] {
				continue
			}
			bs = append(bs, b)
			after = append(after, a.afterTx[i])
		}
		a.balances, a.afterTx = bs, after
	}
	p.totals = &fileTotals{open: lines[total].open, close: lines[total].close}
}

// totalsInfo makes Info describe the whole file by its totals.
func (p *parser) totalsInfo(info *Info) {
	t := p.totals
	if t == nil {
		return
	}
	info.IBAN, info.BIC = "", ""
	info.OpeningBalance, info.ClosingBalance = t.open.String(), t.close.String()
	var sum german.Cents
	for _, a := range p.accounts {
		sum += a.sum()
	}
	actual := t.open + sum
	rc := Reconciliation{Expected: t.close.String(), Actual: actual.String(), Difference: (actual - t.close).String()}
	if actual == t.close {
		rc.Status = StatusOK
		rc.Detail = "opening balance plus transactions equals closing balance (totals of all accounts)"
	} else {
		rc.Status = StatusMismatch
		rc.Detail = "opening balance plus transactions differs from closing balance (totals of all accounts); a booking may be missing or misread"
	}
	for _, a := range p.accounts {
		if ar := a.reconcile(); ar.Status == StatusMismatch && rc.Status != StatusMismatch {
			ar.Detail = strings.TrimPrefix(a.name(), "Umsätze ") + ": " + ar.Detail
			rc = ar
		}
	}
	info.Reconciliation = rc
}
