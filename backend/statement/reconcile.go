package statement

import (
	"fmt"
	"slices"
	"strings"

	"papierkram/backend/german"
)

// account is one account's section of the statement: its bookings and
// balances. Most statements have one.
type account struct {
	iban     string
	label    string // section name in multi-account reports ("Tagesgeld PLUS-Konto")
	printed  string // IBAN or card number as printed when it is not a valid IBAN
	txs      []*txn
	balances []balance
	// afterTx[i] is the number of this account's bookings before
	// balances[i].
	afterTx []int
	// fixed is the amount fixDigits corrected, if any.
	fixed *digitFix
}

// finish completes fields and groups bookings and balances by account.
func (p *parser) finish() {
	p.chainColumns()
	// A booking of 0,00 moves no money: a Rechnungsabschluss with nothing
	// to charge ("Abrechnung 30.06.2020 0,00+"). It is not a transaction.
	keptBefore := make([]int, len(p.txs)+1) // kept bookings among the first i
	kept := p.txs[:0]
	// A booking repeated at the top of the next screenshot is one booking
	// (appcells.go).
	repeated := p.repeatedCells()
	for i, t := range p.txs {
		keptBefore[i] = len(kept)
		if t.amount.cents != 0 && !repeated[t] {
			kept = append(kept, t)
		}
	}
	keptBefore[len(p.txs)] = len(kept)
	for k := range p.balances {
		p.balances[k].seq = keptBefore[min(p.balances[k].seq, len(keptBefore)-1)]
	}
	p.txs = kept
	p.takeAppTypes() // appcells.go
	p.contValue = valueUnder(p.txs)
	p.bottomCells()
	for i, t := range p.txs {
		p.finishFields(t)
		if i > 0 {
			inheritBookingDate(p.txs[i-1], t) // daydate.go
		}
		// A guess from a booking row without any direction word ("sonstige
		// Buchung") may find one in the lines below it.
		if t.source == signGuess && !directionWord(t.anchor.text) {
			all := t.anchor.text
			for _, r := range t.cont {
				all += " " + r.text
			}
			if creditText(all) {
				t.t.Amount = abs(t.t.Amount)
			}
		}
	}
	labelTypes(p.txs) // labeltype.go
	if p.slots {
		// Fields only: dates, amounts and signs are already set.
		p.applySlots()
	}
	p.typeUnderName() // typeunder.go
	p.setAppTypes()   // appcells.go
	// Names wrapped at the document's name width (namewidth.go).
	p.widthWrappedNames()
	// Name and purpose cut at a fixed number of characters (cutwidth.go).
	p.cutWidthFields()
	if p.bank == "" && p.logo != "" {
		// The bank named by its logo alone (the N26 print): its postings
		// carry their type under the name ("N26" / "Wertstellung …" /
		// "Entgelt"), so the bank's own posting is known only now. Not
		// for a bank named in the letterhead: the app layout's fee rows
		// name the bank as their counterparty after the type is set.
		for _, t := range p.txs {
			p.ownBankParty(&t.t) // ownbank.go
		}
	}
	p.originalAmountLabel() // origlabel.go
	p.ibanInName()          // nameiban.go
	p.settlementText()      // cardsettle.go
	// Balances printed before an account's first booking but after the
	// account line belong to it; sections without an IBAN of their own
	// ("" before any account line) belong to the document's account.
	// But when a later section is the document's account (ownIBAN is the
	// most frequent IBAN: in a file of several statements, the one with
	// the most pages), the leading section is another statement's: it
	// takes the account line printed before its first booking.
	first := p.ownIBAN
	if p.preIBAN != "" && p.namesSection(p.ownIBAN) && !p.namesSection(p.preIBAN) {
		first = p.preIBAN
	}
	key := func(s string) string {
		if s == "" {
			return first
		}
		return s
	}
	idx := map[string]int{}
	get := func(k string) *account {
		i, ok := idx[k]
		if !ok {
			i = len(p.accounts)
			idx[k] = i
			a := &account{iban: k}
			if label, ib := sectionParts(k); label != "" {
				a.label, a.iban = label, ""
				if n := strings.ReplaceAll(ib, " ", ""); german.ValidIBAN(n) {
					a.iban = n
				} else {
					a.printed = ib
				}
			}
			p.accounts = append(p.accounts, a)
		}
		return p.accounts[i]
	}
	bi := 0
	for ti := 0; ti <= len(p.txs); ti++ {
		for bi < len(p.balances) && p.balances[bi].seq <= ti {
			b := p.balances[bi]
			a := get(key(b.acct))
			a.balances = append(a.balances, b)
			a.afterTx = append(a.afterTx, len(a.txs))
			bi++
		}
		if ti < len(p.txs) {
			t := p.txs[ti]
			a := get(key(t.acct))
			t.t.Account = a.iban
			a.txs = append(a.txs, t)
		}
	}
	// An account section that has balances but no bookings (a summary
	// line naming another account) is not a table of its own.
	var keep []*account
	for _, a := range p.accounts {
		if len(a.txs) > 0 || len(p.accounts) == 1 {
			keep = append(keep, a)
		}
	}
	if len(keep) == 0 && len(p.accounts) > 0 {
		keep = p.accounts[:1]
	}
	p.accounts = keep
	p.allAccountsSummary() // allaccounts.go
}

// namesSection reports whether a booking or balance was read in the
// section of account key.
func (p *parser) namesSection(key string) bool {
	if key == "" {
		return false
	}
	for _, t := range p.txs {
		if t.acct == key {
			return true
		}
	}
	for _, b := range p.balances {
		if b.acct == key {
			return true
		}
	}
	return false
}

// name is the table name: "Umsätze DE12 3456 …", in multi-account
// reports with the section's name ("Umsätze Tagesgeld PLUS-Konto DE18 …").
func (a *account) name() string {
	name := "Umsätze"
	if a.label != "" {
		name += " " + a.label
	}
	if a.iban != "" {
		name += " " + german.FormatIBAN(a.iban)
	} else if a.printed != "" {
		name += " " + a.printed
	}
	return name
}

// opening and closing return the account's balances, if printed.
func (a *account) opening() (german.Cents, bool) {
	for i, b := range a.balances {
		if b.ok && b.kind == balOpen && reOpen.MatchString(b.label) && a.afterTx[i] == 0 {
			return b.cents, true
		}
	}
	if o, _, ok := a.headBox(); ok {
		return o, true
	}
	for i, b := range a.balances {
		if b.ok && b.kind == balOpen && a.afterTx[i] == 0 && (len(a.txs) > 0 || a.closedAfter(i)) {
			return b.cents, true
		}
	}
	// A labelled opening after the bookings: DKB prints "ALTER KONTOSTAND"
	// and "NEUER KONTOSTAND" under the list, and newest-first prints put
	// it at the bottom. It yields to a balance printed before the first
	// booking: a "Saldovortrag" at the end carries the closing balance
	// forward to the next statement. Between bookings a "Saldovortrag"
	// carries a page's sum over (after a "Zwischensaldo") and never opens.
	for i, b := range a.balances {
		if b.ok && b.kind == balOpen && reOpen.MatchString(b.label) && !a.midList(i) {
			return b.cents, true
		}
	}
	return a.datedOpening() // datedlabel.go
}

// midList reports whether balance i stands between the account's
// bookings.
func (a *account) midList(i int) bool {
	return a.afterTx[i] > 0 && a.afterTx[i] < len(a.txs)
}

// closedAfter reports a closing balance after balance i. In a statement
// without bookings (a savings account in a quiet month: "Kontostand am
// 28.02." … "keine Umsätze" … "Kontostand am 31.03.") position cannot tell
// the two dated balances apart, but their dates did (datedBalance): the
// earlier one is the opening balance when the later one closes.
func (a *account) closedAfter(i int) bool {
	for _, b := range a.balances[i+1:] {
		if b.ok && b.kind == balClose {
			return true
		}
	}
	return false
}

func (a *account) closing() (german.Cents, bool) {
	for i := len(a.balances) - 1; i >= 0; i-- {
		if b := a.balances[i]; b.ok && b.kind == balClose {
			return b.cents, true
		}
	}
	// "Kontostand am …" after the last booking: the first one is the
	// closing balance; later ones belong to appendices (a Rechnungsabschluss
	// quoting an earlier balance).
	for i, b := range a.balances {
		if b.ok && b.kind == balOpen && !reOpen.MatchString(b.label) && a.afterTx[i] == len(a.txs) && a.afterTx[i] > 0 {
			return b.cents, true
		}
	}
	if _, c, ok := a.headBox(); ok {
		return c, true
	}
	return 0, false
}

func (a *account) sum() german.Cents {
	var s german.Cents
	for _, t := range a.txs {
		s += t.t.Amount
	}
	return s
}

// resolveSigns settles signs the page did not print, per account: first
// from running balances, then by making the account reconcile.
func (p *parser) resolveSigns() {
	for _, a := range p.accounts {
		a.resolveSigns()
	}
}

// order returns the indexes of the account's bookings in the order their
// printed running balances follow: as printed, or from the last row up
// when the statement lists the newest booking first (app exports), where
// each row's balance follows from the one printed below it. The direction
// is the one under which more neighbouring balances differ by exactly
// the row's amount.
func (a *account) order() []int {
	idx := make([]int, len(a.txs))
	for i := range idx {
		idx[i] = i
	}
	up, down := 0, 0
	for i := 1; i < len(a.txs); i++ {
		p, t := a.txs[i-1], a.txs[i]
		if p.balance == nil || t.balance == nil {
			continue
		}
		d := abs(t.balance.cents - p.balance.cents)
		if d == abs(t.t.Amount) {
			up++
		}
		if d == abs(p.t.Amount) {
			down++
		}
	}
	if down > up {
		for i, j := 0, len(idx)-1; i < j; i, j = i+1, j-1 {
			idx[i], idx[j] = idx[j], idx[i]
		}
	}
	return idx
}

func (a *account) resolveSigns() {
	prev, havePrev := a.opening()
	for _, i := range a.order() {
		t := a.txs[i]
		if t.balance == nil {
			havePrev = false
			continue
		}
		bal := t.t.Balance
		if havePrev && t.source < signExplicit {
			if d := bal - prev; d == abs(t.t.Amount) || d == -abs(t.t.Amount) {
				t.t.Amount, t.source = d, signBalance
			}
		} else if !havePrev && t.source < signExplicit && bal == abs(t.t.Amount) && bal != 0 {
			// First booking of a fresh account: balance = amount.
			t.t.Amount, t.source = bal, signBalance
		}
		prev, havePrev = bal, true
	}
	open, ok1 := a.opening()
	cl, ok2 := a.closing()
	if !ok1 || !ok2 {
		return
	}
	diff := cl - open - a.sum()
	if diff == 0 {
		return
	}
	// The other sign convention: some card statements print charges as
	// plus amounts.
	if diff == -2*a.sum() && a.sum() != 0 {
		for _, t := range a.txs {
			t.t.Amount = -t.t.Amount
		}
		return
	}
	// Flip the fewest uncertain signs that make the sums meet.
	var idx []int
	for i, t := range a.txs {
		if t.source == signGuess && !(reStrongDirection.MatchString(t.anchor.text) && !strings.Contains(strings.ToLower(t.anchor.text), "rücklastschrift")) {
			idx = append(idx, i)
		}
	}
	if flips := subsetFlip(a.txs, idx, diff); flips != nil {
		for _, i := range flips {
			a.txs[i].t.Amount = -a.txs[i].t.Amount
		}
	}
}

// subsetFlip finds transactions among idx whose sign flip changes the sum
// by exactly diff. It is a subset sum over -2·amount, breadth-first in
// insertion order (deterministic, fewest items first found) and bounded in
// items and states so that a long statement cannot blow up.
func subsetFlip(txs []*txn, idx []int, diff german.Cents) []int {
	const maxItems, maxStates = 60, 1 << 15
	if len(idx) > maxItems {
		return nil
	}
	type node struct {
		sum  german.Cents
		prev int // index into nodes, -1 for the root
		item int
	}
	nodes := []node{{prev: -1, item: -1}}
	seen := map[german.Cents]bool{0: true}
	for _, i := range idx {
		v := -2 * txs[i].t.Amount
		for k, n := 0, len(nodes); k < n; k++ {
			s := nodes[k].sum + v
			if seen[s] {
				continue
			}
			seen[s] = true
			nodes = append(nodes, node{sum: s, prev: k, item: i})
			if s == diff {
				var out []int
				for c := len(nodes) - 1; nodes[c].prev >= 0; c = nodes[c].prev {
					out = append(out, nodes[c].item)
				}
				return out
			}
			if len(nodes) > maxStates {
				return nil
			}
		}
	}
	return nil
}

// brokenBalances returns the rows whose printed running balance does not
// follow from the one before (or from the opening balance, when known) and
// the row's amount.
func (a *account) brokenBalances(open german.Cents, haveOpen bool) []int {
	var bad []int
	prev, havePrev := open, haveOpen
	for _, i := range a.order() {
		t := a.txs[i]
		if !t.t.HasBalance {
			havePrev = false
			continue
		}
		if havePrev && prev+t.t.Amount != t.t.Balance {
			bad = append(bad, i)
		}
		prev, havePrev = t.t.Balance, true
	}
	slices.Sort(bad)
	return bad
}

// reconcile checks opening + Σ = closing and the printed running balances
// of one account. Row indexes are the account table's.
func (a *account) reconcile() Reconciliation {
	var rc Reconciliation
	open, ok1 := a.opening()
	cl, ok2 := a.closing()
	bad := a.brokenBalances(open, ok1)
	if !ok1 || !ok2 {
		rc.Status = StatusUnavailable
		rc.Detail = "opening or closing balance not found on the statement"
		if len(bad) > 0 {
			rc.Status = StatusMismatch
			rc.Rows = bad
			rc.Detail = fmt.Sprintf("%d printed running balances do not follow from the amounts", len(bad))
		}
		return rc
	}
	actual := open + a.sum()
	rc.Expected = cl.String()
	rc.Actual = actual.String()
	rc.Difference = (actual - cl).String()
	if actual == cl && len(bad) == 0 {
		rc.Status = StatusOK
		rc.Detail = "opening balance plus transactions equals closing balance"
		if f := a.fixed; f != nil {
			rc.Rows = []int{f.row}
			what := "digit"
			if f.sign {
				what = "sign"
			}
			rc.Detail += fmt.Sprintf(" after correcting one OCR %s: row %d was read as %s; the balances prove %s", what, f.row, f.read, f.proven)
		}
		return rc
	}
	rc.Status = StatusMismatch
	if len(bad) > 0 {
		rc.Rows = bad
		rc.Detail = fmt.Sprintf("%d printed running balances do not follow from the amounts", len(bad))
	} else {
		for i, t := range a.txs {
			if t.source == signGuess {
				rc.Rows = append(rc.Rows, i)
			}
		}
		rc.Detail = "opening balance plus transactions differs from closing balance; a booking may be missing or misread"
	}
	return rc
}

// Amounts misread by one digit. On photos tesseract reads "37,37" as
// "31,37" now and then; the statement's own arithmetic then fails by
// exactly the difference, and usually several amounts could explain it by
// one typical digit confusion (german.DigitConfusions): 4 candidates for a
// difference of 6,00 on a 17-booking photo, 8 for 0,60 on another. An
// amount is corrected only when the evidence singles it out:
//   - with printed running balances, exactly one row breaks them and one
//     confusion of its amount mends both that row and the closing
//     balance (two independent checks agree); or
//   - otherwise, the OCR confidence of one candidate's word is low
//     (below digitFixMaxConf) and clearly below every other candidate's
//     (by digitFixConfGap): in the two photos above the misread word had
//     0,77 and 0,73, the other candidates 0,88–0,97.
//
// The row is named in rows and in the detail; nothing is corrected on a
// text layer.
const (
	digitFixMaxConf = 0.85
	digitFixConfGap = 0.10
)

func (a *account) fixDigits() {
	open, ok1 := a.opening()
	cl, ok2 := a.closing()
	if !ok1 || !ok2 || a.fixed != nil {
		return
	}
	actual := open + a.sum()
	if actual == cl {
		return
	}
	bad := a.brokenBalances(open, true)
	type cand struct {
		i    int
		v    german.Cents
		conf float64
	}
	var cands []cand
	for i, t := range a.txs {
		if !t.anchor.ocr {
			continue
		}
		for _, v := range german.DigitConfusions(t.t.Amount) {
			if actual-t.t.Amount+v == cl {
				conf := t.amount.conf
				if conf <= 0 {
					conf = 1 // unknown: never "low"
				}
				cands = append(cands, cand{i, v, conf})
			}
		}
	}
	var pick *cand
	switch {
	case len(cands) == 0:
		return
	case len(bad) == 1:
		// The broken row's balance follows from the row before it (its
		// printed balance, or the opening balance for the first row).
		i := bad[0]
		prev := open
		if ord := a.order(); ord[0] != i {
			prev = a.txs[ord[slices.Index(ord, i)-1]].t.Balance
		}
		for k := range cands {
			c := &cands[k]
			if c.i == i && prev+c.v == a.txs[i].t.Balance {
				if pick != nil {
					return
				}
				pick = c
			}
		}
	case len(bad) == 0:
		low := 0
		for k := range cands {
			if cands[k].conf < cands[low].conf {
				low = k
			}
		}
		if cands[low].conf >= digitFixMaxConf {
			return
		}
		for k := range cands {
			if k != low && cands[k].conf < cands[low].conf+digitFixConfGap {
				return
			}
		}
		pick = &cands[low]
	}
	if pick == nil {
		return
	}
	t := a.txs[pick.i]
	a.fixed = &digitFix{row: pick.i, read: t.t.Amount, proven: pick.v}
	t.t.Amount = pick.v
}

// fixBalanceSign reads an unsigned balance as negative when the balances
// prove it: opening + Σ amounts lands exactly on minus the printed closing
// balance (or minus the opening leads to the closing). An overdrawn
// account's balance printed in the debit column, as in Lastschrift /
// Gutschrift tables, loses its sign to any reading that cannot place the
// column ("Saldo neu per 31.07.2022   658,32" under "Lastschrift"); to the
// cent, the sum cannot land on its negative by chance. Every unsigned
// balance of that value flips: the same balance printed twice (a summary
// box, the next statement's head) has the same sign.
func (a *account) fixBalanceSign() {
	open, ok1 := a.opening()
	cl, ok2 := a.closing()
	if !ok1 || !ok2 || open+a.sum() == cl {
		return
	}
	flip := func(v german.Cents) bool {
		n := 0
		for i := range a.balances {
			if b := &a.balances[i]; b.ok && b.unsigned && b.cents == v {
				b.cents, b.unsigned = -v, false
				n++
			}
		}
		return n > 0
	}
	// With every booking's sign inverted, opening + Σ lands on minus the
	// closing balance when the opening is 0, and minus the opening leads
	// to the closing when the closing is 0: those cases are not proof.
	// Flipping both balances would fit every inverted reading, so it is
	// never done.
	switch s := a.sum(); {
	case open != 0 && cl > 0 && open+s == -cl:
		flip(cl)
	case cl != 0 && open > 0 && -open+s == cl:
		flip(open)
	}
}

// digitFix records the one amount fixDigits (or fixSign: sign) corrected.
type digitFix struct {
	row          int
	read, proven german.Cents
	sign         bool
}

// result renders the parsed statement: one table per account. Info
// describes the first account, or the whole file where it prints the
// totals of all its accounts (allaccounts.go); the reconciliation covers
// every account and names the one that fails.
func (p *parser) result() *Result {
	res := &Result{}
	for _, a := range p.accounts {
		a.fixBalanceSign()
		a.fixDigits()
		a.fixSign() // signfix.go
	}
	for _, a := range p.accounts {
		tbl := Table{Name: a.name(), Headers: append([]string(nil), Headers...), Rows: [][]string{}}
		for _, t := range a.txs {
			tbl.Rows = append(tbl.Rows, t.t.Row())
			res.Transactions = append(res.Transactions, t.t)
		}
		res.Tables = append(res.Tables, tbl)
	}
	if len(res.Tables) == 0 {
		name := "Umsätze"
		if p.ownIBAN != "" {
			name += " " + german.FormatIBAN(p.ownIBAN)
		}
		res.Tables = []Table{{Name: name, Headers: append([]string(nil), Headers...), Rows: [][]string{}}}
	}
	info := Info{Bank: p.bank, BIC: p.bic, Currency: p.currency}
	if info.Currency == "" {
		info.Currency = "EUR"
	}
	info.PeriodStart, info.PeriodEnd = p.periodStart.String(), p.periodEnd.String()
	first := &account{iban: p.ownIBAN}
	if len(p.accounts) > 0 {
		first = p.accounts[0]
	}
	if first.iban != "" {
		info.IBAN = german.FormatIBAN(first.iban)
	}
	if o, ok := first.opening(); ok {
		info.OpeningBalance = o.String()
	}
	if c, ok := first.closing(); ok {
		info.ClosingBalance = c.String()
	}
	info.Reconciliation = first.reconcile()
	for k, a := range p.accounts {
		if k == 0 {
			continue
		}
		if rc := a.reconcile(); rc.Status == StatusMismatch && info.Reconciliation.Status != StatusMismatch {
			rc.Detail = strings.TrimPrefix(a.name(), "Umsätze ") + ": " + rc.Detail
			info.Reconciliation = rc
		}
	}
	p.totalsInfo(&info) // allaccounts.go
	if len(p.accounts) > 1 {
		for _, a := range p.accounts {
			ai := AccountInfo{Table: a.name(), IBAN: a.printed, Reconciliation: a.reconcile()}
			if a.iban != "" {
				ai.IBAN = german.FormatIBAN(a.iban)
			}
			if o, ok := a.opening(); ok {
				ai.OpeningBalance = o.String()
			}
			if c, ok := a.closing(); ok {
				ai.ClosingBalance = c.String()
			}
			info.Accounts = append(info.Accounts, ai)
		}
	}
	res.Info = info
	return res
}
