package statement

import (
	"math/bits"
	"regexp"
	"strings"
	"time"

	"papierkram/backend/german"
)

// signSource says how the sign of an amount was decided; reconciliation may
// only overturn the weaker kinds.
type signSource int

const (
	signGuess    signSource = iota // from the booking type's meaning
	signColumn                     // from the Soll/Haben (Belastung/Gutschrift) column
	signExplicit                   // printed: -, +, S, H
	signBalance                    // from the printed running balance
)

// txn is a transaction under construction: its booking row and the rows
// that continue its text.
type txn struct {
	anchor  *row
	cont    []*row
	pre     []*row // cell lines above the booking row (bottomcells.go)
	amount  token
	balance *token
	other   []token // further amounts kept in the text (foreign currency)
	money   []token // the money cells at the row's end, left to right
	mid     *token  // a misread value date between two money cells
	drop    []token // money cells of other columns (gross, fee): not text
	dates   []token // leading dates of the booking row
	skip    int     // leading tokens before the first date (running number)
	cut     int     // tokens from here on are an unreadable running balance
	dayDate german.Date
	source  signSource
	acct    string   // account section, "" for the document's own account
	cols    []column // the table header in force at the booking row
	appType string   // the type line of an app cell (appcells.go)
	// cellText: name and text in cells, the text unlabelled and taken
	// as the purpose; labelType: the unlabelled text before a purpose
	// label named the booking (labeltype.go).
	cellText, labelType bool
	t                   Transaction
}

type balanceKind int

const (
	balOpen balanceKind = iota + 1
	balClose
	balCarry
)

type balance struct {
	kind  balanceKind
	cents german.Cents
	ok    bool
	label string
	acct  string // account section it belongs to ("" before any)
	seq   int    // number of bookings (all accounts) before it
	// unsigned: printed without a sign, column or marker to tell a
	// negative balance (fixBalanceSign).
	unsigned bool
}

// parser holds the state of one Extract call.
type parser struct {
	rows     []*row
	cols     []column
	txs      []*txn
	balances []balance
	accounts []*account
	boiler   map[string]bool

	ownIBAN, bic, bank, currency string
	// logo is the bank named by a logo alone on a letterhead line (ownbank.go:
	// logoBank), when no line names the bank.
	logo                   string
	periodStart, periodEnd german.Date
	// balStart/balEnd: the dated balances' span, for year-less dates when
	// no period is printed (balanceyears.go)
	balStart, balEnd german.Date
	// secStart and secEnd are the period printed last outside a booking
	// (zero before any): in a PDF of several statements (months or
	// accounts merged into one file) each statement's balances are dated
	// in its own period, not the first statement's.
	secStart, secEnd german.Date
	// preIBAN is the last account line's IBAN before the first booking
	// when it is not ownIBAN (the most frequent): the first statement's
	// account in a file of several statements (see reconcile.go).
	preIBAN    string
	periodYear int
	// exportDate is the day an app export was made (reExported), or
	// the period's end: what "Heute" means in day headings.
	exportDate german.Date
	evidence   int
	counter    int
	crDoc      int // creditMarked: 0 unknown, 1 yes, -1 no
	cardDoc    int // cardView: 0 unknown, 1 yes, -1 no
	payerDoc   int // payerLabelDoc: 0 unknown, 1 yes, -1 no
	signCell   int // signCellDoc: 0 unknown, 1 yes, -1 no
	dateFirst  int
	// closeDay is the date of an "Abschluss zum 31.05.2024" heading while
	// its undated items (Habenzinsen, Kapitalertragsteuer, …) follow.
	closeDay german.Date
	// overview of a multi-account report (sections.go)
	ov     []overviewEntry
	ovDone bool
	// belegFirst: card statements that print the receipt date (Beleg)
	// before the booking date.
	belegFirst bool
	// contValue: bookings print their value date at the start of the row
	// under the booking row (valueUnder).
	contValue bool
	// slots: correct the counterparty by document-level slot inference
	// after the rules (Options.Fields, slots.go).
	slots bool
	// totals: the summary of all accounts of a multi-account file
	// (allaccounts.go).
	totals *fileTotals
	// appList: an app's booking list whose cells print the name above
	// the amount line (appcells.go).
	appList bool
	// dayHeads counts the day headings of the document (appcells.go).
	dayHeads int
}

func newParser(rows []*row) *parser {
	return &parser{rows: rows}
}

var (
	rePage        = regexp.MustCompile(`(?i)\b(seite|blatt)\s*\d+\s*(von|/)\s*\d+|^\s*seite\s+\d+\s*$|\bseite\s+\d+\b`)
	reLegal       = regexp.MustCompile(`(?i)vorstand|aufsichtsrat|handelsregister|amtsgericht|ust-?\.?\s?id|steuer-?nr|sehr geehrte|umsatzsteuer-id|registergericht|einlagensicherung|bitte beachten sie|hinweise zum kontoauszug|rechnungsabschlüsse gelten|einwendungen gegen|sitz der gesellschaft|geschäftsführ`)
	reCarry       = regexp.MustCompile(`(?i)(^|[^\pL])(übertrag|uebertrag|zwischensumme|zwischensaldo|vortrag)([^\pL]|$)`)
	reCarryStrong = regexp.MustCompile(`(?i)(übertrag|uebertrag|vortrag)\s*(:|auf|von|aus|vom|zur)|zwischensumme|zwischensaldo`)
	reAnyAmount   = regexp.MustCompile(`\d,\d\d`)
	reOpen        = regexp.MustCompile(`(?i)alter\s+(konto)?stand|alter\s+saldo|saldo\s+alt|anfangssaldo|anfangsbestand|startsaldo|eröffnungssaldo|saldo\s*vortrag|alter\s+kontosaldo|saldo\s+vom\s+vormonat|saldo\s+vormonats?\b|saldo\s+des\s+vormonats|saldo\s+(aus\s+)?(der\s+)?letzte|letzter\s+saldo|vorsaldo|saldo\s+(de[sr]\s+)?vorherige[nr]?\b|vorheriger\s+saldo|vorheriger\s+(konto)?stand|kontostand\s+alt|(konto)?stand\s+zu\s+beginn|saldo\s+zu\s+beginn|anfangsguthaben|opening\s+balance|balance\s+brought\s+forward|previous\s+balance|starting\s+balance|^\s*kontoer(ö|oe)ffnung\b`)
	reClose       = regexp.MustCompile(`(?i)neuer\s+(konto)?stand|neuer\s+saldo|saldo\s+neu|endsaldo|schlusssaldo|endbestand|neuer\s+kontosaldo|kontostand\s+neu|abschlusssaldo|(kontostand|saldo)\s+(am|zum)\s+ende\b|aktueller\s+(konto)?stand|aktueller\s+saldo|endguthaben|closing\s+balance|balance\s+carried\s+forward|new\s+balance|ending\s+balance`)
	reStand       = regexp.MustCompile(`(?i)^\W*(\pL+\s+)?(kontostand|saldo|guthaben|(kassen)?bestand)(\s+in\s+eur|\s+eur)?\s+(am|vom|per|zum)\b`)
	rePeriod      = regexp.MustCompile(`(?i)(\d{1,2}\.\d{1,2}\.\d{2,4})\s*(?:bis|-|–|bis zum)\s*(\d{1,2}\.\d{1,2}\.\d{2,4})`)
	reYear        = regexp.MustCompile(`\b(19[89]\d|20[0-4]\d)\b`)
	reBIC         = regexp.MustCompile(`\b([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b`)
	reWeekday     = regexp.MustCompile(`(?i)^(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|heute|gestern|mo|di|mi|do|fr|sa|so)\.?,?$`)
)

var evidenceWords = []string{"kontoauszug", "kontostand", "saldo", "buchungstag", "wertstellung", "valuta", "umsätze", "umsatzübersicht", "kontoabschluss", "finanzreport", "kreditkartenabrechnung", "girokonto", "tagesgeld", "verrechnungskonto", "kontonummer", "bu.tag", "bu-tag", "rechnungsabschluss", "kontoübersicht", "umsatzanzeige", "account statement", "opening balance", "closing balance"}
var counterWords = []string{"lohnabrechnung", "gehaltsabrechnung", "entgeltabrechnung", "verdienstabrechnung", "steuerklasse", "bruttobezüge", "gesamtbrutto", "rechnungsnummer", "rechnungsbetrag", "mahnung", "mahngebühr", "kündigung", "bescheid", "bußgeld", "sozialversicherung", "lieferschein", "angebot", "zahlungserinnerung", "inkasso"}

func (p *parser) parse() {
	p.rows = joinSplitHeaders(p.rows)   // headerjoin.go
	p.rows = joinStackedHeaders(p.rows) // stackedheader.go
	p.rows = detailBlocks(p.rows)       // detailview.go
	bilingualRows(p.rows)               // bilingual.go
	p.findBoilerplate()
	p.scanInfo()
	p.rows = p.appCells(p.rows) // appcells.go
	// Count date-first rows with an amount: when a layout has none (N26,
	// app exports), booking rows are recognised by other evidence.
	for _, r := range p.rows {
		if k := leadDate(r); k >= 0 && len(r.toks) >= k+2 && hasTrailingAmount(r) && balanceLabel(r.text) == 0 {
			p.dateFirst++
		}
	}
	var cur *txn
	var day german.Date
	closeTx := func() {
		if cur != nil {
			p.txs = append(p.txs, cur)
			cur = nil
		}
	}
	// One table per account: an account line (IBAN with a label, outside
	// any booking) followed by a table header or an opening balance starts
	// the next account's section (comdirect Finanzreport: Giro, Tagesgeld).
	acct, pending := "", ""
	inSecurities := false
	pendingSec, pendingSeen := false, false
	weakPending := false
	// Labelled sections: loose is the last row that was neither booking
	// nor balance nor header since the last closing balance.
	var loose, firstLoose *row
	lastHeader := -2 // the row index of the last table header
	sawClose, sawOpen := false, false
	adopt := func() {
		if pending != "" {
			acct, pending = pending, ""
		}
	}
	for i := 0; i < len(p.rows); i++ {
		r := p.rows[i]
		if r.ocr && garbage(r) {
			continue // texture or shadow read as letters
		}
		if cur == nil && (!hasAmount(r) || balanceLabel(r.text) != 0) {
			// An account line may carry the opening balance ("IBAN DE53 …
			// Alter Saldo 4.613,80 Euro").
			// Before the first section only the document's own account can
			// open one: letterheads also name reference accounts.
			ib := accountIBAN(r)
			if ib != "" && acct == "" && ib != p.ownIBAN && len(p.txs) == 0 {
				p.preIBAN = ib
			}
			if ib != "" && ib != acct && (acct != "" || ib == p.ownIBAN) {
				pending = ib
				// "IBAN: DE68 …" alone is how a counterparty's IBAN is
				// printed under its booking; when that booking was lost
				// (OCR) the line is loose. It names a new account only if a
				// table header or an opening balance follows, not a booking.
				weakPending = ib != p.ownIBAN && (ibanOnlyLine(r) || ibanBICLine(r)) // ibanbicline.go
			}
		}
		if securitiesHeader(r) || interestScaleHeader(r) { // interestscale.go
			// A holdings or fund-unit table (Stück, Kurs, Nominale): its
			// rows are not movements of this cash account.
			closeTx()
			inSecurities = true
			continue
		}
		if cols := headerColumns(r); cols != nil {
			closeTx()
			if pendingSec && pendingSeen {
				// A table header after the pending rows starts the
				// booked table, whatever its heading says.
				pendingSec = false
			}
			p.cols = receiptColumn(p.rows, i, cols) // receiptcol.go
			lastHeader = i
			p.closeDay = german.Date{}
			inSecurities = false
			adopt()
			continue
		}
		if inSecurities && (balanceLabel(r.text) != 0 || accountIBAN(r) != "") {
			inSecurities = false
		}
		if inSecurities {
			continue
		}
		if dayBalanceRow(r) { // daybalance.go
			closeTx()
			continue
		}
		if rePage.MatchString(r.text) || printFooter(r.text) || legalLine(r.text) && !p.courtInBooking(cur, r) && !p.vatInBooking(cur, r) && !p.taxNumberInBooking(cur, r) { // printFooter: periodparty.go, taxNumberInBooking: taxline.go
			closeTx()
			continue
		}
		if cur == nil && !hasAmount(r) {
			if a, b, ok := periodOf(r.text); ok {
				p.secStart, p.secEnd = a, b
			}
		}
		r.sec = [2]german.Date{p.secStart, p.secEnd}
		bk := balanceLabel(r.text)
		if bk == 0 && len(p.txs) == 0 {
			bk = headBalanceCell(r) // headcell.go
		}
		if bk == 0 {
			bk = p.passbookBalance(r)
		}
		if bk == 0 {
			bk = currencyBalance(r) // currencybalance.go
		}
		if bk == 0 {
			bk = datedSaldoRow(r) // datedsaldo.go
		}
		if bk != 0 && !(len(r.toks) > 0 && isDateTok(r.toks[0]) && bk == balCarry) && !(bk == balCarry && p.carryText(cur, r, i)) {
			closeTx()
			pendingSec = false
			p.closeDay = german.Date{} // a balance ends a closing's items
			if bk == balOpen && reOpen.MatchString(r.text) {
				if !sawOpen {
					firstLoose = loose
				}
				sawOpen = true
				// An account line with its own IBAN already names the
				// section; labels serve reports whose section lines have none.
				if sawClose && len(p.txs) > 0 && loose != nil && accountIBAN(loose) == "" && pending == "" {
					if key := p.sectionKey(loose); key != "" && key != acct {
						if acct == "" {
							p.labelFirstSection(p.sectionKey(firstLoose))
						}
						pending = key
					}
				}
				sawClose = false
			}
			if bk == balClose {
				sawClose, loose = true, nil
			}
			if bk == balOpen {
				adopt()
			}
			b := balance{kind: bk, label: r.text, acct: acct, seq: len(p.txs)}
			if bk == balOpen && !reOpen.MatchString(r.text) {
				b.kind = p.datedBalance(r)
			}
			if bs := p.boxBalances(r, i); len(bs) > 0 {
				// A summary box: labels over their values.
				for _, x := range bs {
					x.acct, x.seq = acct, len(p.txs)
					p.balances = append(p.balances, x)
				}
				i++
				continue
			}
			if bs := p.pairedBalances(r); len(bs) > 0 {
				for _, x := range bs {
					x.acct, x.seq = acct, len(p.txs)
					p.balances = append(p.balances, x)
				}
				continue
			}
			if a, ok := gridBalanceAmount(r); ok { // summarygrid.go
				b.cents, b.ok = p.balanceSign(r, a), true
			} else if a, ok := lastAmount(r); ok {
				b.cents, b.ok = p.balanceSign(r, a), true
				b.unsigned = !a.signed && b.cents == a.cents && a.cents > 0
			} else if i+1 < len(p.rows) && !(len(p.rows[i+1].toks) > 0 && isDateTok(p.rows[i+1].toks[0])) {
				if a, ok := lastAmount(p.rows[i+1]); ok && balanceLabel(p.rows[i+1].text) == 0 {
					b.cents, b.ok = p.balanceSign(p.rows[i+1], a), true
					b.unsigned = !a.signed && b.cents == a.cents && a.cents > 0
					i++
				}
			}
			p.balances = append(p.balances, b)
			continue
		}
		// Day heading of an app export: "Montag, 3. März 2025", or a
		// labelled booking date over a group of undated bookings
		// ("Buchungsdatum: 03.12.2023") inside the table (a letterhead's
		// "Datum: …" is the letter's date).
		if d, ok := p.dayHeading(r); ok || p.dateFirst == 0 && len(p.cols) > 0 && isDateLabelLine(r) {
			if !ok {
				d = p.tokDate(r.toks[len(r.toks)-1])
			}
			closeTx()
			day = d
			continue
		}
		if d, ok := p.closingHeading(r); ok {
			// "Abschluss zum 31.05.2024" with no amount: the rows under it
			// with an amount and no date of their own are the closing's
			// bookings, dated by the heading.
			closeTx()
			p.closeDay = d
			continue
		}
		if cur == nil && p.boiler[boilerKey(r)] {
			continue
		}
		// "28.02.2025 8.250,79H" / "Stand28.02.2025": a date and an amount
		// with no text, labelled as a balance on the next row, is a
		// balance printed value-above-label, not a booking.
		if i+1 < len(p.rows) && valueAboveLabel(r, p.rows[i+1]) {
			closeTx()
			i++
			continue
		}
		// "Vorgemerkte Umsätze" (pending, not booked, not in the balance)
		// up to "Gebuchte Umsätze": not rows of the statement.
		if h := pendingHeading(r); h > 0 || h < 0 && pendingSec {
			closeTx()
			pendingSec, pendingSeen = h > 0, false
			continue
		}
		if pendingSec || pendingRow(r) {
			closeTx()
			pendingSeen = pendingSeen || pendingSec && hasAmount(r)
			continue
		}
		if cardHeading(r) && p.cardFieldLine(cur, r) {
			cur.cont = append(cur.cont, r)
			continue
		}
		if totalLine(r) || cardHeading(r) {
			// "Summe der Umsätze - 8.807,71 + 15.312,48": column sums end
			// the booking above them and belong to no booking.
			closeTx()
			continue
		}
		if percentNotice(r) { // yearbalance.go: "Zinsänderung ab …: 0,35 % p.a."
			closeTx()
			continue
		}
		t := p.anchor(r, day)
		if t == nil && p.amountBelow(i) {
			t = p.anchor(r, day)
		}
		if t != nil && len(t.dates) > 0 {
			p.closeDay = german.Date{}
		}
		if t != nil {
			closeTx()
			if weakPending {
				pending, weakPending = "", false
			}
			adopt()
			t.acct = acct
			cur = t
			continue
		}
		// A running footer repeats on every page; inside a booking's text
		// block, though, a repeated line is just a repeated line.
		if cur != nil && p.continues(cur, r) {
			if fee := feeLine(cur, r); fee != nil {
				// A charge printed under the booking it belongs to, with
				// its own signed amount, is a booking of its own.
				closeTx()
				p.sign(fee)
				cur = fee
				continue
			}
			if t := p.datelessBooking(cur, r); t != nil {
				// A further booking of the same day: the date column is
				// left blank under the day's first booking.
				closeTx()
				cur = t
				continue
			}
			if c := vatCell(cur, r); c != nil { // vatcell.go
				cur.cont = append(cur.cont, c)
			}
			continue
		}
		closeTx()
		if n := len(p.txs); n > 0 && p.splitContinues(p.txs[n-1], i) { // pagesplit.go
			p.txs[n-1].cont = append(p.txs[n-1].cont, r)
			continue
		}
		if !hasAmount(r) && !(i == lastHeader+1 && headerSubline(r)) { // headersubline.go
			loose = r
		}
	}
	closeTx()
	if len(p.txs) == 0 {
		p.closingNotice()
	}
	p.finish()
}

var (
	reMovedBy      = regexp.MustCompile(`(?i)\b(gutgeschrieben|belastet)\b`)
	reClosingLabel = regexp.MustCompile(`(?i)abschluss`)
	rePer          = regexp.MustCompile(`(?i)^(per|vom|am|zum)$`)
)

// closingNotice reads the one movement of a closing notice (Kontoabschluss
// sent on its own, no booking rows): the closing line with its date and
// amount ("RECHNUNGSABSCHLUSSSALDO PER 31.03.2024 192,58 H") followed by
// the sentence that books it ("WIR HABEN DEN ABSCHLUSSBETRAG AUF KONTO …
// GUTGESCHRIEBEN."). The line is then that booking, not a balance.
func (p *parser) closingNotice() {
	for i := 0; i+1 < len(p.rows); i++ {
		r, next := p.rows[i], p.rows[i+1]
		if next.page != r.page || !reClosingLabel.MatchString(r.text) || !hasTrailingAmount(r) || hasAmount(next) {
			continue
		}
		m := reMovedBy.FindStringSubmatch(next.text)
		if m == nil {
			continue
		}
		var date *token
		for k := range r.toks {
			if r.toks[k].kind == kDate {
				date = &r.toks[k]
			}
		}
		a, _ := lastAmount(r)
		if date == nil || a.cents == 0 {
			continue
		}
		// The row without the "per" of its date is the booking's text.
		anchor := *r
		anchor.toks = nil
		for k, tk := range r.toks {
			if k+1 < len(r.toks) && r.toks[k+1] == *date && rePer.MatchString(tk.text) {
				continue
			}
			anchor.toks = append(anchor.toks, tk)
		}
		anchor.text = joinTokens(anchor.toks)
		t := &txn{anchor: &anchor, dates: []token{*date}, amount: a, cut: len(anchor.toks)}
		switch {
		case a.signed:
			t.t.Amount = a.cents
		case strings.EqualFold(m[1], "belastet"):
			t.t.Amount = -abs(a.cents)
		default:
			t.t.Amount = abs(a.cents)
		}
		t.source = signExplicit
		kept := p.balances[:0]
		for _, b := range p.balances {
			if b.label != r.text {
				kept = append(kept, b)
			}
		}
		p.balances = kept
		p.txs = append(p.txs, t)
		return
	}
}

// valueDate uses the header to order booking and value date, and picks up
// a value date printed in its own column after the text (Commerzbank).
func (p *parser) valueDate(r *row, dates []token, end int) []token {
	ts := r.toks
	if p.belegFirst && len(dates) == 2 {
		return []token{dates[1], dates[0]}
	}
	dc, _, okD := nearest(p.cols, 0, 0, roleDate)
	vc, _, okV := nearest(p.cols, 0, 0, roleValue)
	if !okV {
		return dates
	}
	if len(dates) == 2 && okD && vc.x0 < dc.x0 {
		return []token{dates[1], dates[0]}
	}
	if len(dates) == 1 && r.isText() {
		// Without geometry: a date right before the amount is the value date.
		if j := end - 1; j > 0 && isDateTok(ts[j]) && ts[j] != dates[0] {
			return append(dates, ts[j])
		}
		return dates
	}
	if len(dates) == 1 {
		for j := len(dates); j < end; j++ {
			if isDateTok(ts[j]) && ts[j] != dates[0] {
				if c, _, _ := nearest(p.cols, ts[j].x0, ts[j].x1, roleDate, roleValue, roleText); c.role == roleValue {
					return append(dates, ts[j])
				}
			}
		}
		if vt, ok := p.valueAfterText(r, dates[0], end); ok {
			return append(dates, vt)
		}
	}
	return dates
}

var (
	reFeeLine  = regexp.MustCompile(`(?i)entgelt|gebühr|einsatz der karte|auslandseinsatz|provision`)
	reItemised = regexp.MustCompile(`(?i)abschluss|abrechnung|zinsen|rechnung`)
)

// feeLine returns a booking for an undated row under t that charges a
// fee with its own explicitly signed amount ("1,75% für Einsatz der Karte
// im Ausland 0,50+", "Auslandseinsatzentgelt 0,45-"): it takes t's dates.
// Foreign-currency lines (a currency code or Kurs before the amount) and
// fee items inside a booking's text without a sign stay text.
func feeLine(t *txn, r *row) *txn {
	n := len(r.toks)
	if n < 2 || hasDate(r) || len(t.dates) == 0 || !reFeeLine.MatchString(r.text) {
		return nil
	}
	// The lines under a closing (Abschluss, Abrechnung, Entgelte) itemise
	// that booking's own amount.
	if reFeeLine.MatchString(t.anchor.text) || reItemised.MatchString(t.anchor.text) {
		return nil
	}
	a := r.toks[n-1]
	if a.kind != kAmount || !a.signed || r.toks[n-2].kind == kAmount {
		return nil
	}
	for _, tk := range r.toks[:n-1] {
		if isCurrencyCode(tk.text) || strings.EqualFold(strings.TrimSuffix(tk.text, ":"), "kurs") || tk.kind == kAmount {
			return nil
		}
	}
	return &txn{anchor: r, dates: append([]token(nil), t.dates...), cut: n, amount: a, acct: t.acct}
}

// labelFirstSection gives the bookings and balances read so far, which
// belong to the document's first account, that account's section key.
func (p *parser) labelFirstSection(key string) {
	if key == "" {
		return
	}
	for _, t := range p.txs {
		if t.acct == "" {
			t.acct = key
		}
	}
	for i := range p.balances {
		if p.balances[i].acct == "" {
			p.balances[i].acct = key
		}
	}
}

// securitiesHeader reports the header of a securities table: two or more
// of its column words (Stück, Kurs, Nominale, Anzahl, Kurswert, ISIN,
// WKN) on a row without amounts.
func securitiesHeader(r *row) bool {
	if hasAmount(r) || len(r.toks) > 16 {
		return false
	}
	n := 0
	for _, t := range r.toks {
		if codeWord(t.text) {
			// "ISIN IE00BK5BQT80 / WKN A2PKXG": labels with their values
			// are a booking's detail line; a header holds only labels.
			return false
		}
	}
	for _, t := range r.toks {
		switch strings.ToLower(strings.Trim(t.text, ".,:/()")) {
		case "stück", "stk", "kurs", "nominale", "nominal", "anzahl", "kurswert", "isin", "wkn", "stückzahl":
			n++
		}
	}
	return n >= 2
}

// valueAboveLabel reports a row of only a date and an amount whose next
// row, without an amount of its own, names a balance ("Stand", "Saldo",
// "Kontostand"), possibly glued to a date.
func valueAboveLabel(r, next *row) bool {
	if len(r.toks) != 2 || !isDateTok(r.toks[0]) || r.toks[1].kind != kAmount || hasAmount(next) || next.page != r.page {
		return false
	}
	low := strings.ToLower(next.text)
	for _, w := range []string{"stand", "saldo", "kontostand"} {
		if strings.HasPrefix(low, w) {
			return true
		}
	}
	return false
}

func isDateTok(t token) bool { return t.kind == kDate || t.kind == kDayMonth }

// hasTrailingAmount reports whether one of the last two tokens is an amount.
func hasTrailingAmount(r *row) bool {
	n := len(r.toks)
	return n > 0 && r.toks[n-1].kind == kAmount || n > 1 && r.toks[n-2].kind == kAmount
}

func lastAmount(r *row) (token, bool) {
	for i := len(r.toks) - 1; i >= 0; i-- {
		if r.toks[i].kind == kAmount {
			return r.toks[i], true
		}
	}
	return token{}, false
}

// balanceSign gives a balance its sign: printed, or by column position.
// accountIBAN returns the IBAN of an account line: a valid IBAN on a row
// that names it as IBAN or account.
func accountIBAN(r *row) string {
	low := strings.ToLower(r.text)
	if !strings.Contains(low, "iban") && !strings.Contains(low, "konto") && !strings.Contains(low, "giro") {
		return ""
	}
	if ibs := findIBANs(r.text); len(ibs) > 0 {
		return ibs[0]
	}
	return ""
}

func (p *parser) balanceSign(r *row, a token) german.Cents {
	if p.cardView() {
		return -a.cents // the amount owed, in the card account's view
	}
	if a.signed || r.isText() {
		return a.cents
	}
	if p.creditMarked() {
		// A card statement that marks credits with CR prints the balance
		// owed unsigned, and a credit balance with CR.
		return -abs(a.cents)
	}
	if c, d, ok := nearest(p.cols, a.x0, a.x1, roleDebit, roleCredit); ok && c.role == roleDebit && hasRole(p.cols, roleCredit) && !underBalance(p.cols, a, d) {
		return -abs(a.cents)
	}
	return a.cents
}

func balanceLabel(s string) balanceKind {
	// Every balance label contains one of these; most rows contain none,
	// and the regular expressions below are the parser's hottest path.
	low := strings.ToLower(s)
	if !strings.Contains(low, "saldo") && !strings.Contains(low, "stand") && !strings.Contains(low, "bestand") && !strings.Contains(low, "guthaben") &&
		!strings.Contains(low, "trag") && !strings.Contains(low, "zwischen") && !strings.Contains(low, "balance") && !strings.Contains(low, "ffnung") {
		return 0
	}
	switch {
	case reOpen.MatchString(s):
		return balOpen
	case reClose.MatchString(s):
		return balClose
	case reCarry.MatchString(s) && (reCarryStrong.MatchString(s) || reAnyAmount.MatchString(s)) || reSheetCarry.MatchString(s): // hnlines.go
		// "Übertrag" alone may be a booking's text ("Uebertrag
		// Tagesgeld"); a carry-over names the sheet or carries a sum.
		return balCarry
	case reStand.MatchString(s) || reStandDateFirst.MatchString(s) || reStandAfterDate.MatchString(s): // periodparty.go
		return balOpen // decided by position in finish
	}
	return 0
}

// periodOf reads a statement period "01.06.2023 bis 30.06.2023" from a
// line: at most 400 days, the end not before the start.
func periodOf(s string) (start, end german.Date, ok bool) {
	if strings.Count(s, ".") < 4 {
		return start, end, false // two dates have four dots
	}
	m := rePeriod.FindStringSubmatch(s)
	if m == nil && strings.Contains(s, " .") {
		// Letter-spaced text layer: "03 .01 .2 02 3 BIS 02 .01 .2 02 4".
		m = rePeriod.FindStringSubmatch(unspaceDigits(s))
	}
	if m == nil {
		return start, end, false
	}
	a, e1 := german.ParseDate(m[1])
	b, e2 := german.ParseDate(m[2])
	if e1 != nil || e2 != nil || b.Before(a) || b.Sub(a) >= 400 {
		return start, end, false
	}
	return a, b, true
}

// datedBalance decides a "Kontostand am <date>" by its date: on or after
// the period's end it is the closing balance, otherwise it stays
// balOpen (opening, or closing by position when the period is unknown).
func (p *parser) datedBalance(r *row) balanceKind {
	end := p.periodEnd
	if !p.secEnd.IsZero() {
		end = p.secEnd
	}
	if end.IsZero() || p.periodStart.IsZero() {
		return balOpen
	}
	for _, tk := range r.toks {
		if d, ok := labelDateTok(tk); ok { // datedlabel.go
			if !d.Before(end) {
				return balClose
			}
			return balOpen
		}
	}
	return balOpen
}

// boxBalances reads a summary box whose row r holds several column labels
// without amounts ("ANFANGSSALDO  ZAHLUNGSEINGANG  …  ENDSALDO") over a row
// of their values: each one-word balance label takes the value standing
// under it. It returns nothing unless every label found its value.
func (p *parser) boxBalances(r *row, i int) []balance {
	if hasAmount(r) || len(r.toks) < 3 || i+1 >= len(p.rows) {
		return nil
	}
	next := p.rows[i+1]
	n := 0
	for _, tk := range next.toks {
		if tk.kind == kAmount {
			n++
		}
	}
	if n < 2 || next.page != r.page || r.isText() {
		return nil
	}
	if out := p.boxValues(r, next, r.toks); out != nil {
		return out
	}
	if out := p.boxValues(r, next, labelGroups(r.toks)); out != nil {
		return out
	}
	return p.boxInOrder(r, next) // boxorder.go
}

// boxValues pairs each balance label of labs with the value under it.
func (p *parser) boxValues(r, next *row, labs []token) []balance {
	var out []balance
	for _, lab := range labs {
		k := balanceLabel(lab.text)
		if k != balOpen && k != balClose {
			continue
		}
		best, bestD := -1, 0.0
		for j, tk := range next.toks {
			if tk.kind != kAmount {
				continue
			}
			// Right-aligned or centred under the label.
			d := min(absf(tk.x1-lab.x1), absf(tk.cx()-lab.cx()))
			if best < 0 || d < bestD {
				best, bestD = j, d
			}
		}
		if best < 0 || bestD > 0.05*r.pageW {
			return nil
		}
		out = append(out, balance{kind: k, label: lab.text, cents: p.balanceSign(next, next.toks[best]), ok: true})
	}
	return out
}

// dayHeading reads the day heading of an app export: "Montag, 3. März
// 2025", "Dienstag, 4. März" (the year only when it is not the export's)
// or "Heute" / "Gestern", counted from the export date.
func (p *parser) dayHeading(r *row) (german.Date, bool) {
	ts := r.toks
	if len(ts) == 2 && reWeekday.MatchString(ts[0].text) && isDateTok(ts[1]) && (ts[1].kind == kDate || hasLetter(ts[1].text)) {
		return p.tokDate(ts[1]), true
	}
	if len(ts) == 1 && isDateTok(ts[0]) && strings.Contains(ts[0].text, " ") {
		return p.tokDate(ts[0]), true
	}
	if len(ts) == 1 && !p.exportDate.IsZero() {
		switch strings.ToLower(strings.Trim(ts[0].text, ",:")) {
		case "heute":
			return p.exportDate, true
		case "gestern":
			return p.exportDate.AddDays(-1), true
		}
	}
	return german.Date{}, false
}

// reExported finds the date a document was exported or printed on ("Exportiert
// am 13.11.2025 um 20:32 Uhr", "Erstellt am …", "Abgerufen am …"): the
// day that "Heute" means.
var reExported = regexp.MustCompile(`(?i)\b(exportiert|erstellt|abgerufen|gedruckt|export vom|stand:?)\s+(am|vom|:)?\s*(\d{1,2}\.\d{1,2}\.\d{4})`)

var (
	rePending = regexp.MustCompile(`(?i)^\W*(vorgemerkte|vorgemerkt|vormerkungen|vormerkposten|noch nicht gebuchte|nicht gebuchte|ausstehende)(\s+(umsätze|buchungen|transaktionen|posten|kartenumsätze))?\W*$`)
	reBooked  = regexp.MustCompile(`(?i)^\W*((gebuchte|getätigte)\s+)?(umsätze|buchungen|transaktionen|kartenumsätze|kontoumsätze)\W*$`)
)

var reIBANOnly = regexp.MustCompile(`(?i)^\W*iban\s*:?\s*[A-Z]{2}\d{2}[\dA-Z ]+$`)

// ibanOnlyLine reports a row that is just an IBAN label and the IBAN.
func ibanOnlyLine(r *row) bool { return reIBANOnly.MatchString(r.text) }

// pendingHeading reports a section heading without money: +1 for pending
// bookings ("Vorgemerkte Umsätze", "Noch nicht gebuchte Umsätze"), -1 for
// booked ones ("Gebuchte Umsätze"), 0 otherwise.
func pendingHeading(r *row) int {
	if hasAmount(r) || len(r.toks) > 5 {
		return 0
	}
	switch {
	case rePending.MatchString(r.text):
		return 1
	case reBooked.MatchString(r.text):
		return -1
	}
	return 0
}

// pendingRow reports a booking line marked as not yet booked in its date
// cells: "31.05.2025 vorgemerkt Rossmann … -44,50 EUR".
func pendingRow(r *row) bool {
	for k, tk := range r.toks {
		if k > 2 {
			break
		}
		if isDateTok(tk) {
			continue
		}
		w := strings.ToLower(strings.Trim(tk.text, ".,:;()"))
		return w == "vorgemerkt" || w == "vormerkung" || w == "pending"
	}
	return false
}

// No bare "Total": it is also a fuel-station brand that starts booking
// lines; Swiss statements' "Total Umsätze" / "Total Belastungen" names the
// column sums.
var reTotal = regexp.MustCompile(`(?i)^\W*(summe|summen|gesamtsumme|umsatzsumme|gesamtumsatz|gesamtbetrag|seitensumme|blattsumme|total\s+(umsätze|umsatz|belastungen|gutschriften|bewegungen))\b`)

// totalLine reports a line of column sums: a Summe label starting the row
// and money on it.
func totalLine(r *row) bool {
	return len(r.toks) > 1 && !isDateTok(r.toks[0]) && hasAmount(r) && reTotal.MatchString(r.text)
}

// isDateLabelLine reports a row that is only a booking-date label and one
// date ("Buchungsdatum: 03.12.2023", "Buchungstag 03.12."): the heading of
// the bookings below it in layouts whose booking rows carry no booking
// date.
func isDateLabelLine(r *row) bool {
	ts := r.toks
	if len(ts) == 3 && (strings.EqualFold(ts[1].text, "am") || strings.EqualFold(ts[1].text, "vom")) {
		ts = []token{ts[0], ts[2]} // "Buchung am 03.12.2023"
	}
	return len(ts) == 2 && ts[0].kind == kWord && headerRole(ts[0].text) == roleDate && isDateTok(ts[1])
}

// anchor decides whether r starts a transaction and, if so, returns it.
func (p *parser) anchor(r *row, day german.Date) *txn {
	ts := r.toks
	if len(ts) < 2 {
		return nil
	}
	first := 0
	// Tolerate one stray leading glyph (".", "|", OCR noise).
	// Tolerate one stray leading glyph (".", "|", OCR noise) or a running
	// number ("1 06.01.2026 Gutschrift").
	if !isDateTok(ts[0]) && (len([]rune(ts[0].text)) == 1 || len(ts[0].text) <= 3 && allDigits(ts[0].text) || weekdayTok(ts[0])) && len(ts) > 2 && isDateTok(ts[1]) {
		first = 1
	}
	// "-45,00 EUR 30.09.2023 30.09.2023 Lastschrift": the amount in the
	// first column (amountfirst.go).
	amtFirst := first == 0 && p.amountFirstRow(r)
	if amtFirst {
		first = 1
	}
	// OCR: a speck read as "-" between the booking date and a value date
	// that stands under the Wert/Valuta column ("14.01.22: - 13:01.22
	// Echtzeitüberweisung -396,80 EUR") is not a period's dash.
	if r.ocr && len(ts) > first+3 && isDateTok(ts[first]) && ts[first+1].text == "-" && isDateTok(ts[first+2]) && hasRole(p.cols, roleValue) {
		if c, _, _ := nearest(p.cols, ts[first+2].x0, ts[first+2].x1, roleDate, roleValue, roleText); c.role == roleValue {
			r.toks = append(ts[:first+1:first+1], ts[first+2:]...)
			r.text = joinTokens(r.toks)
			ts = r.toks
		}
	}
	var dates []token
	i := first
	for i < len(ts) && isDateTok(ts[i]) && len(dates) < 2 {
		dates = append(dates, ts[i])
		i++
	}
	// "01.07.2024 - 31.07.2024 Eingeräumter Dispokredit 0,00 €" is a
	// period line, not a booking.
	if len(dates) == 1 && i+1 < len(ts) && (ts[i].text == "-" || ts[i].text == "–" || strings.EqualFold(ts[i].text, "bis")) && isDateTok(ts[i+1]) {
		return nil
	}
	// Amount candidates: money on the right of the text. With a known
	// header, money must sit under a money column.
	var amts []int
	end := len(ts)
	if hasRole(p.cols, roleBalance) && !r.isText() {
		// A running balance OCR could not read ("12.435, 7/") must not
		// hide the booking amount before it.
		for end > i+1 && ts[end-1].kind != kAmount {
			if c, _, _ := nearest(p.cols, ts[end-1].x0, ts[end-1].x1, roleDate, roleValue, roleText, roleAmount, roleDebit, roleCredit, roleBalance); c.role != roleBalance {
				break
			}
			end--
		}
	}
	end = refAfterMoney(p.cols, ts, i, end) // refaftermoney.go
	// A date between two money columns is a date column of its own (the
	// value date printed after the amount, before the running balance:
	// "-103,92 3.3.2025 +2.666,68"); four money columns at most (gross,
	// fee, net, balance).
	midDate, extra := -1, -1
	for j, n := end-1, 0; j >= i && n < 4; j-- {
		if ts[j].kind != kAmount {
			if midDate < 0 && len(amts) > 0 && j-1 > i && ts[j-1].kind == kAmount && (isDateTok(ts[j]) || p.inDateColumn(r, ts[j])) {
				// (OCR may misread the value date; under a Valuta
				// header it is still no text.)
				midDate = j
				continue
			}
			// Money must end the row: "Betrag: -3000,00 ZAR" is a foreign
			// amount inside the text, not the booking.
			break
		}
		if n >= 3 && midDate < 0 && !(len(p.cols) > 0 && hasMoneyCol(p.cols)) {
			// A fourth money cell only under a table header; otherwise
			// it is kept for chainColumns to prove.
			extra = j
			break
		}
		amts = append([]int{j}, amts...)
		n++
	}
	if amtFirst {
		amts, extra, midDate = []int{0}, -1, -1
	}
	if len(amts) == 0 && len(dates) > 0 && i < len(ts) && ts[i].kind == kAmount {
		// Amount columns before the text (Santander: date, value date,
		// Betrag, Saldo, Buchungstext).
		amts = append(amts, i)
		if i+1 < len(ts) && ts[i+1].kind == kAmount {
			amts = append(amts, i+1)
		}
	}
	if len(amts) == 0 {
		return nil
	}
	if amtFirst {
		dates = p.valueDate(r, dates, len(ts))
	} else if len(p.cols) > 0 || p.belegFirst {
		dates = p.valueDate(r, dates, amts[0])
	}
	if midDate >= 0 && len(dates) == 1 && isDateTok(ts[midDate]) {
		dates = append(dates, ts[midDate])
	}
	var drop []token
	if len(dates) == 1 {
		// "Kartenzahlung   Wert: 24.10.2023" (valuedates.go).
		if lab, vt, ok := labelledValueOnRow(ts, i, amts[0]); ok {
			dates, drop = append(dates, vt), []token{lab}
		}
	}
	var mid *token
	if midDate >= 0 && !isDateTok(ts[midDate]) {
		m := ts[midDate]
		mid = &m
	}
	t := &txn{anchor: r, dates: dates, skip: first, cut: end, cols: p.cols, mid: mid, drop: drop}
	switch {
	case len(dates) > 0:
	case !p.closeDay.IsZero() && len(p.cols) > 0 && hasMoneyCol(p.cols) && !r.isText() && ts[0].kind == kWord && amts[0] > 0:
		// An item under an "Abschluss zum …" heading.
		t.dayDate = p.closeDay
	case !day.IsZero() && p.dateFirst == 0:
		t.dayDate = day
		// The row's own date under a Wert/Valuta column is the value
		// date ("dm-drogerie markt   03.12   150,47-").
		if vt, ok := p.valueUnderColumn(r, amts[0]); ok {
			t.dates = []token{{kind: kDate, date: day, x0: -1, x1: -1}, vt}
		}
	case p.dateFirst == 0:
		if ds, drop, ok := p.datesAfterText(r, amts[0]); ok {
			t.dates, t.drop = ds, append(t.drop, drop...)
			break
		}
		// Layouts that put the date after the text (N26: "Zinsertrag
		// 01.07.2024 +267,12€"): take the date nearest the amount.
		for j := amts[0] - 1; j >= 0; j-- {
			if isDateTok(ts[j]) {
				dates = append(dates, ts[j])
				t.dates = dates
				break
			}
		}
		if len(dates) == 0 {
			return nil
		}
	default:
		return nil
	}
	// Every money cell at the row's end, for chainColumns.
	var money []token
	if extra >= 0 {
		money = append(money, ts[extra])
	}
	for _, j := range amts {
		money = append(money, ts[j])
	}
	if len(p.cols) > 0 && hasMoneyCol(p.cols) && !r.isText() {
		var kept []int
		for _, j := range amts {
			if _, d, ok := nearest(p.cols, ts[j].x0, ts[j].x1, roleAmount, roleDebit, roleCredit, roleBalance); ok && d < 0.2*r.pageW {
				kept = append(kept, j)
			}
		}
		if len(kept) == 0 {
			return nil
		}
		amts = kept
	}
	// Choose the booking amount; a running balance column takes the other.
	ai := amts[len(amts)-1]
	if len(amts) >= 2 {
		if hasRole(p.cols, roleBalance) && !r.isText() {
			last := ts[amts[len(amts)-1]]
			if c, _, _ := nearest(p.cols, last.x0, last.x1, roleAmount, roleDebit, roleCredit, roleBalance); c.role == roleBalance {
				b := last
				t.balance = &b
				ai = amts[len(amts)-2]
			}
		} else if hasRole(p.cols, roleBalance) || p.textSaldo() {
			b := ts[amts[len(amts)-1]]
			t.balance = &b
			ai = amts[len(amts)-2]
		}
	}
	t.amount = ts[ai]
	t.money = money
	// The original amount and the rate in their own columns (fxcells.go).
	t.drop = append(t.drop, conversionCells(p.cols, ts, ai)...)
	if r.bal != nil && t.balance == nil { // detailfields.go
		b := *r.bal
		t.balance = &b
	}
	for _, j := range amts {
		if j != ai && (t.balance == nil || ts[j] != *t.balance) {
			t.other = append(t.other, ts[j])
		}
	}
	p.sign(t)
	return t
}

// reClosingHeading matches a closing's heading that carries its date but
// no amount: "Abschluss zum 31.05.2024", "Rechnungsabschluss per 30.06.2024".
var reClosingHeading = regexp.MustCompile(`(?i)^\W*(rechnungs|konto|quartals|zins)?abschluss\s+(zum|per|vom|am)$`)

// closingHeading reports a closing heading row and its date.
func (p *parser) closingHeading(r *row) (german.Date, bool) {
	n := len(r.toks)
	if n < 2 || r.toks[n-1].kind != kDate || hasAmount(r) {
		return german.Date{}, false
	}
	if !reClosingHeading.MatchString(joinTokens(r.toks[:n-1])) {
		return german.Date{}, false
	}
	return r.toks[n-1].date, true
}

// inDateColumn reports a token under the header's booking or value date
// column.
func (p *parser) inDateColumn(r *row, tk token) bool {
	if r.isText() || !(hasRole(p.cols, roleValue) || hasRole(p.cols, roleDate)) {
		return false
	}
	c, d, _ := nearest(p.cols, tk.x0, tk.x1, roleDate, roleValue, roleText, roleAmount, roleDebit, roleCredit, roleBalance)
	return (c.role == roleValue || c.role == roleDate) && d < 0.03*r.pageW
}

// valueUnderColumn finds a date before the amount at index end that
// stands under the header's Wert/Valuta column; a day and month without
// the trailing dot ("03.12") counts there. The row's token becomes a date.
func (p *parser) valueUnderColumn(r *row, end int) (token, bool) {
	if r.isText() || !hasRole(p.cols, roleValue) {
		return token{}, false
	}
	for j := end - 1; j >= 0; j-- {
		tk := r.toks[j]
		if !isDateTok(tk) && !isDotlessDayMonth(tk) {
			continue
		}
		if c, _, _ := nearest(p.cols, tk.x0, tk.x1, roleDate, roleValue, roleText); c.role != roleValue {
			continue
		}
		if !isDateTok(tk) {
			tk = asDayMonth(tk)
			r.toks[j] = tk
		}
		return tk, true
	}
	return token{}, false
}

func (r *row) isText() bool { return r.pageW == textPageWidth }

func hasMoneyCol(cols []column) bool {
	return hasRole(cols, roleAmount) || hasRole(cols, roleDebit) || hasRole(cols, roleCredit)
}

// textSaldo reports a Saldo column named in a plain-text document.
func (p *parser) textSaldo() bool {
	for _, c := range p.cols {
		if c.role == roleBalance {
			return true
		}
	}
	return false
}

// sign decides the sign of t's amount from what is printed or where it
// stands; otherwise it guesses from the booking text and marks the guess.
func (p *parser) sign(t *txn) {
	a := t.amount
	if p.cardView() {
		// Printed in the card account's view (cardview.go).
		t.t.Amount, t.source = -a.cents, signColumn
		if a.signed {
			t.source = signExplicit
		}
		return
	}
	if a.signed {
		t.t.Amount, t.source = a.cents, signExplicit
		return
	}
	if s, tk := loneSignTok(t.anchor, a); s != 0 && p.signCellDoc() {
		// A sign column left of the amount (signcell.go): no text.
		t.t.Amount, t.source = german.Cents(s)*abs(a.cents), signExplicit
		t.drop = append(t.drop, tk)
		return
	}
	if hasRole(p.cols, roleDebit) && hasRole(p.cols, roleCredit) && !t.anchor.isText() {
		c, _, _ := nearest(p.cols, a.x0, a.x1, roleDebit, roleCredit)
		if c.role == roleDebit {
			t.t.Amount = -abs(a.cents)
		} else {
			t.t.Amount = abs(a.cents)
		}
		t.source = signColumn
		return
	}
	if p.creditMarked() {
		// Credits are marked CR: a bare amount is a charge.
		t.t.Amount, t.source = -abs(a.cents), signColumn
		return
	}
	if !hasRole(p.cols, roleDebit) && !hasRole(p.cols, roleCredit) && p.signedDoc() {
		// A signed-amount layout prints a minus for debits, so an unsigned
		// amount is a credit.
		t.t.Amount, t.source = abs(a.cents), signColumn
		return
	}
	t.source = signGuess
	if creditText(t.anchor.text) {
		t.t.Amount = abs(a.cents)
	} else {
		t.t.Amount = -abs(a.cents)
	}
}

// countSign adds booking amount a to the sign-convention counts of
// signedDoc: unsigned, marked (S/H, "+", a marker word) or with a minus.
func countSign(a token, minus, unsigned, other *int) {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(a.text, "€"), "EUR"))
	switch {
	case !a.signed:
		*unsigned++
	case strings.HasSuffix(t, "S") || strings.HasSuffix(t, "H") || strings.HasPrefix(t, "+") || strings.HasSuffix(t, "+") || markerWordSuffix(t):
		*other++
	case a.cents < 0:
		*minus++
	}
}

// signedDoc reports whether booking rows of this document mark debits
// with a minus and leave credits bare: then an unsigned amount is a credit.
// Documents with S/H markers or "+" credits do not qualify; there a bare
// amount is a marker OCR lost, and reconciliation decides.
func (p *parser) signedDoc() bool {
	if p.counter != 0 {
		return p.counter > 0
	}
	minus, unsigned, other := 0, 0, 0
	for _, r := range p.rows {
		if len(r.toks) < 2 || !isDateTok(r.toks[0]) || !hasTrailingAmount(r) {
			continue
		}
		a, _ := lastAmount(r)
		if n := len(r.toks); hasRole(p.cols, roleBalance) && n >= 2 && r.toks[n-1].kind == kAmount && r.toks[n-2].kind == kAmount {
			a = r.toks[n-2] // the booking amount before the running balance
		}
		countSign(a, &minus, &unsigned, &other)
	}
	if minus+unsigned+other == 0 {
		minus, unsigned, other = leftAmountCounts(p.rows) // leftamount.go
	}
	if minus+unsigned+other == 0 {
		minus, unsigned, other = amountFirstCounts(p.rows) // amountfirst.go
	}
	p.counter = -1
	if minus > 0 && other == 0 && minus >= unsigned/4 {
		p.counter = 1
	}
	return p.counter > 0
}

// creditMarked reports a card statement convention: booking rows mark
// credits (payments received, refunds) with "CR" after the amount and
// print charges without a sign, and no booking row carries a minus, plus
// or S/H marker. Then a bare amount, and a bare balance (owed), is a
// debit.
func (p *parser) creditMarked() bool {
	if p.crDoc != 0 {
		return p.crDoc > 0
	}
	cr, other := 0, 0
	for _, r := range p.rows {
		if leadDate(r) < 0 || !hasTrailingAmount(r) {
			continue
		}
		a, _ := lastAmount(r)
		switch {
		case strings.HasSuffix(a.text, " CR"):
			cr++
		case a.signed:
			other++
		}
	}
	p.crDoc = -1
	if cr > 0 && other == 0 {
		p.crDoc = 1
	}
	return p.crDoc > 0
}

// markerWordSuffix reports an amount's text ending in a written-out
// direction ("189,56 Soll", "12,00 Haben", "1.502,28 CR").
func markerWordSuffix(s string) bool {
	f := strings.Fields(s)
	if len(f) < 2 {
		return false
	}
	switch f[len(f)-1] {
	case "Soll", "SOLL", "Haben", "HABEN", "CR":
		return true
	}
	return false
}

// continues decides whether r belongs to the open transaction's text.
func (p *parser) continues(t *txn, r *row) bool {
	if len(t.cont) >= 10 {
		return false
	}
	prev := t.anchor
	if len(t.cont) > 0 {
		prev = t.cont[len(t.cont)-1]
	}
	if r.page != prev.page {
		return false
	}
	if isProse(r) {
		return false
	}
	if !r.isText() {
		h := t.anchor.height()
		if h <= 0 {
			h = 10
		}
		if r.y0-prev.y1 > 1.6*h {
			return false
		}
		// Continuation text is indented at least to the text column; page
		// footers start at the margin. A value date under the booking date
		// (ING) is the exception.
		if tx := textStart(t); tx > 0 && r.toks[0].x0 < tx-0.04*r.pageW {
			first := t.anchor.toks[0]
			// So is the line of years under year-less dates ("01.05.
			// 01.05." / "2023 2023 Vodafone GmbH").
			under := isDateTok(r.toks[0]) || isYearTok(r.toks[0]) && first.kind == kDayMonth
			if !(len(t.cont) == 0 && under && !hasAmount(r) && absf(r.toks[0].x0-first.x0) < 0.02*r.pageW) && !valueLabelRow(t, r) && !labelledValueRow(t, prev, r) { // valuelabel.go
				return false
			}
		}
	}
	return true
}

// isProse tells running text (notes, legal hints) from booking text: long
// and full of function words.
func isProse(r *row) bool {
	if len(r.toks) < 12 {
		return false
	}
	n := 0
	for _, t := range r.toks {
		switch strings.ToLower(t.text) {
		case "der", "die", "das", "und", "sie", "wir", "werden", "wird", "nicht", "ihre", "ihrer", "ihnen", "sind", "dem", "den", "des", "oder", "mit", "bitte":
			n++
		}
	}
	return n >= 3
}

// textStart is the x where the booking row's text begins.
func textStart(t *txn) float64 {
	for k, tk := range t.anchor.toks {
		if k >= t.skip && !isDateTok(tk) {
			return tk.x0
		}
	}
	return 0
}

// findBoilerplate marks rows that repeat on several pages at the same
// height: page headers and footers.
func (p *parser) findBoilerplate() {
	p.boiler = map[string]bool{}
	pages := map[string]map[int]bool{}
	npages := 0
	for _, r := range p.rows {
		npages = max(npages, r.page)
	}
	for _, r := range p.rows {
		// Only the page margins carry running heads and footers; a booking
		// row that happens to repeat at the same height is not one.
		if r.isText() || hasAmount(r) || r.y0 < 0.85*pageHeight(r) {
			continue
		}
		k := boilerKey(r)
		if pages[k] == nil {
			pages[k] = map[int]bool{}
		}
		pages[k][r.page] = true
	}
	for k, ps := range pages {
		if len(ps) >= 2 && float64(len(ps)) >= 0.6*float64(npages) {
			p.boiler[k] = true
		}
	}
}

func pageHeight(r *row) float64 {
	if r.pageH > 0 {
		return r.pageH
	}
	return 842
}

func boilerKey(r *row) string {
	if r.isText() {
		return ""
	}
	// Exact text: page numbers are caught by rePage, and masking digits
	// would make different SEPA references look alike.
	b := strings.ToLower(r.text)
	return b + "@" + itoa(int(r.y0/4))
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// scanInfo reads account data from the whole document: IBAN, BIC, bank,
// period and the year used for year-less dates.
func (p *parser) scanInfo() {
	ibanCount := map[string]int{}
	var firstIBAN string
	years := map[int]int{}
	feeRows := feeSummaryRows(p.rows) // feesummary.go: a fee statement's own year is not the period
	yearOnly := false                 // the period is a year heading's (yearheading.go)
	for _, r := range p.rows {
		low := strings.ToLower(r.text)
		for _, w := range evidenceWords {
			if strings.Contains(low, w) {
				p.evidence |= 1 << indexOf(evidenceWords, w)
			}
		}
		if strings.Contains(low, "iban") || strings.Contains(low, "konto") || strings.Contains(low, "giro") {
			for _, ib := range findIBANs(r.text) {
				ibanCount[ib]++
				if firstIBAN == "" {
					firstIBAN = ib
				}
			}
		}
		if (p.periodStart.IsZero() || yearOnly) && !feeRows[r] {
			if a, b, ok := periodOfRow(r); ok && (!yearOnly || a.Year == p.periodStart.Year && b == p.periodEnd) { // dateunder.go
				// A period within the heading's year that ends with it is
				// the statement's own (an account opened during the
				// year); the interest of one month is not.
				p.periodStart, p.periodEnd, yearOnly = a, b, false
			} else if a, b, ok := yearHeading(r); ok && p.periodStart.IsZero() { // yearheading.go
				p.periodStart, p.periodEnd, yearOnly = a, b, true
			}
		}
		for _, t := range r.toks {
			if t.kind == kDate {
				years[t.date.Year]++
			}
		}
		if p.bank == "" {
			p.bank = bankName(r)
		}
		if p.bank == "" && p.logo == "" && r == p.rows[0] {
			p.logo = logoBank(r) // ownbank.go: the letterhead's first line
		}
		if p.exportDate.IsZero() {
			if m := reExported.FindStringSubmatch(r.text); m != nil {
				if d, err := german.ParseDate(m[3]); err == nil {
					p.exportDate = d
				}
			}
		}
		if b := strings.Index(low, "beleg"); b >= 0 && !hasAmount(r) && len(r.toks) < 12 {
			if k := strings.Index(low[b:], "buchung"); k > 0 {
				p.belegFirst = true
			}
		}
		if p.currency == "" && (strings.Contains(r.text, "EUR") || strings.Contains(r.text, "€")) {
			p.currency = "EUR"
		}
	}
	best := 0
	for ib, n := range ibanCount {
		if n > best || n == best && ib == firstIBAN {
			p.ownIBAN, best = ib, n
		}
	}
	if c := headCurrency(p.rows); c != "" { // headcurrency.go
		p.currency = c
	}
	if ib, bic := headAccount(p.rows); ib != "" {
		p.ownIBAN = ib
		if bic != "" {
			p.bic = bic
		}
	}
	if p.bic == "" {
		p.bic = documentBIC(p.rows, p.ownIBAN) // headaccount.go
	}
	p.bic = ocrBICDigit(p.rows, p.bic) // ocrbicdigit.go
	if p.exportDate.IsZero() {
		p.exportDate = p.periodEnd
	}
	if p.periodStart.IsZero() {
		p.balStart, p.balEnd, _ = balanceWindow(p.rows) // balanceyears.go
	}
	if !p.periodEnd.IsZero() {
		p.periodYear = p.periodEnd.Year
	} else {
		n := 0
		for y, c := range years {
			if c > n || c == n && y > p.periodYear {
				p.periodYear, n = y, c
			}
		}
		if p.periodYear == 0 {
			for _, r := range p.rows {
				if m := reYear.FindString(r.text); m != "" && strings.Contains(strings.ToLower(r.text), "auszug") {
					p.periodYear = atoi(m)
					break
				}
			}
		}
	}
}

// unspaceDigits drops the spaces inside runs of digits and dots.
func unspaceDigits(s string) string {
	b := []byte(s)
	var out []byte
	for i := 0; i < len(b); i++ {
		if b[i] == ' ' && len(out) > 0 && isDigitDot(out[len(out)-1]) {
			j := i
			for j < len(b) && b[j] == ' ' {
				j++
			}
			if j < len(b) && isDigitDot(b[j]) {
				i = j - 1
				continue
			}
		}
		out = append(out, b[i])
	}
	return string(out)
}

func isDigitDot(c byte) bool { return c >= '0' && c <= '9' || c == '.' }

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

func indexOf(ss []string, s string) int {
	for i, x := range ss {
		if x == s {
			return i
		}
	}
	return -1
}

// bankName accepts a short letterhead line that names a bank: a word
// ending in "bank" or "kasse" (Sparkasse, Volksbank, Kreditbank), or one of
// the brands written without it.
func bankName(r *row) string {
	if len(r.toks) > 7 || len(r.toks) == 0 {
		return ""
	}
	low := strings.ToLower(r.text)
	if strings.Contains(low, "@") || strings.Contains(low, "www") || strings.Contains(low, "iban") || strings.Contains(low, "bic") || strings.Contains(low, "konto") {
		return ""
	}
	named := false
	for _, t := range r.toks {
		w := strings.ToLower(strings.Trim(t.text, ",.·|-"))
		if t.kind != kWord || hasDigit(t.text) && w != "n26" && w != "1822direkt" {
			return "" // addresses and account lines carry numbers, bank names do not
		}
		switch {
		case strings.HasSuffix(w, "bank") || strings.HasSuffix(w, "kasse") || strings.HasPrefix(w, "sparkasse") || strings.HasPrefix(w, "volksbank") || strings.HasPrefix(w, "raiffeisen"):
			named = true
		case t.text == "ING" || t.text == "DKB" || t.text == "N26" || w == "comdirect" || w == "consorsbank" || w == "ing-diba":
			named = true
		}
	}
	if !named {
		return ""
	}
	return strings.TrimSpace(strings.Trim(r.text, ",·|"))
}

// resolveYear completes a year-less date from the statement period. Across
// a year boundary (period 15.12.2024–14.01.2025) December belongs to the
// start year and January to the end year.
func (p *parser) resolveYear(day int, month time.Month) german.Date {
	if p.periodStart.IsZero() && !p.balStart.IsZero() {
		return p.resolveYearIn(day, month, p.balStart, p.balEnd)
	}
	return p.resolveYearIn(day, month, p.periodStart, p.periodEnd)
}

// resolveYearIn is resolveYear in the period start–end (zero: the
// document's year).
func (p *parser) resolveYearIn(day int, month time.Month, start, end german.Date) german.Date {
	if !start.IsZero() {
		// Inside the period first (a period of a whole year, 03.01.2023–
		// 02.01.2024, puts 31.01. in 2023), then within 45 days of it.
		for _, slack := range []int{0, 45} {
			for _, y := range []int{end.Year, start.Year, end.Year + 1, start.Year - 1} {
				d := german.Date{Year: y, Month: month, Day: day}
				if !validDate(d) {
					continue
				}
				if !d.Before(start.AddDays(-slack)) && !d.After(end.AddDays(slack)) {
					return d
				}
			}
		}
		return german.Date{Year: end.Year, Month: month, Day: day}
	}
	y := p.periodYear
	if y == 0 {
		y = time.Now().Year()
	}
	return german.Date{Year: y, Month: month, Day: day}
}

func validDate(d german.Date) bool {
	t := d.Time()
	return t.Day() == d.Day && t.Month() == d.Month
}

func (p *parser) tokDate(t token) german.Date {
	if t.kind == kDate {
		return t.date
	}
	return p.resolveYear(t.day, t.month)
}

// tokDateAt is tokDate for a token of row r: a year-less date resolves in
// the statement period in force at r (one file, several statements).
func (p *parser) tokDateAt(r *row, t token) german.Date {
	if t.kind == kDate || r == nil || r.sec[0].IsZero() {
		return p.tokDate(t)
	}
	return p.resolveYearIn(t.day, t.month, r.sec[0], r.sec[1])
}

// garbage reports an OCR row of mostly one- and two-letter fragments.
func garbage(r *row) bool {
	if len(r.toks) < 20 {
		return false
	}
	short := 0
	for _, t := range r.toks {
		if len([]rune(t.text)) <= 2 {
			short++
		}
	}
	return short*10 > len(r.toks)*4
}

// recognized decides from evidence whether the document is a statement.
// counterEvidence counts the distinct words of other documents (payslip,
// invoice, letter) on readable rows. Whole words only: OCR of a shadow or
// a texture yields rows of random letters that must not outvote a
// statement.
func (p *parser) counterEvidence() int {
	seen := map[string]bool{}
	for i, r := range p.rows {
		if i > 400 {
			break
		}
		if garbage(r) {
			continue
		}
		for _, t := range r.toks {
			w := strings.ToLower(strings.Trim(t.text, ".,:;()\"'"))
			for _, c := range counterWords {
				if strings.HasPrefix(w, c) {
					seen[c] = true
				}
			}
		}
	}
	return len(seen)
}

// withoutBookings reports a document that calls itself a bank statement
// (two of its words, or one and a table header, and nothing of another
// document) in which no booking has a readable date and amount: a blurred
// or tiny scan, a redacted statement. It is still refused, but saying so
// tells the user what to do.
func (p *parser) withoutBookings() bool {
	ev := bits.OnesCount64(uint64(p.evidence))
	return len(p.txs) == 0 && (ev >= 2 || ev == 1 && len(p.cols) > 0) && p.counterEvidence() == 0
}

func (p *parser) recognized() bool {
	ev := bits.OnesCount64(uint64(p.evidence))
	counter := p.counterEvidence()
	hasBal := false
	for _, b := range p.balances {
		if b.ok && b.kind != balCarry {
			hasBal = true
		}
	}
	n := len(p.txs)
	if p.ownIBAN != "" {
		ev++
	}
	if hasBal {
		ev++
	}
	switch {
	case n >= 3 && hasBal && ev >= 3:
		// Dated bookings between labelled balances: a statement, whatever
		// else the pages mention.
		return true
	case n >= 1 && ev >= 2 && ev > counter:
		return true
	case n >= 3 && counter == 0 && (ev >= 1 || len(p.cols) > 0):
		return true
	case n == 0 && ev >= 3 && hasBal && counter == 0:
		return true // a statement without bookings is still a statement
	}
	return false
}

// weekdayTok reports a weekday name or abbreviation printed before a
// booking date ("Mo 03.03.", "Dienstag 04.03.").
func weekdayTok(t token) bool { return t.kind == kWord && reWeekday.MatchString(t.text) }

// leadDate returns the index of the date that starts r (after at most a
// weekday), or -1.
func leadDate(r *row) int {
	switch {
	case len(r.toks) > 0 && isDateTok(r.toks[0]):
		return 0
	case len(r.toks) > 1 && weekdayTok(r.toks[0]) && isDateTok(r.toks[1]):
		return 1
	}
	return -1
}

// codeWord reports an identifier mixing letters and digits (ISIN
// "IE00BK5BQT80", WKN "A2PKXG", also as OCR misreads them): a value, never
// a column label.
func codeWord(s string) bool {
	letters, digits := 0, 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z':
			letters++
		}
	}
	return letters > 0 && digits > 0 && len(s) >= 6
}

var reSheet = regexp.MustCompile(`(?i)blatt|seite|folgeseite`)

// carryText reports a line that reads like a carry-over ("Übertrag vom
// Girokonto") but is text of the open booking: a carry-over carries a sum
// or names the sheet; a line with neither, inside a booking's text block,
// is its purpose.
func (p *parser) carryText(cur *txn, r *row, i int) bool {
	if cur == nil || hasAmount(r) || reSheet.MatchString(r.text) || !p.continues(cur, r) {
		return false
	}
	// "Übertrag" / "1.234,56" on the next line is still a carry-over.
	if i+1 < len(p.rows) && amountOnly(p.rows[i+1]) {
		return false
	}
	return true
}

// datelessBooking returns a booking for a row inside t's text block that
// has no date of its own but starts at the booking text column and ends in
// an amount right-aligned with the booking amounts above: in layouts that
// print the booking date once per day, a further booking of that day. It
// takes t's booking date. Foreign-currency and rate lines, rows with two
// amounts and the itemised lines under a closing or fee booking stay text.
func (p *parser) datelessBooking(t *txn, r *row) *txn {
	n := len(r.toks)
	if r.isText() || !hasMoneyCol(p.cols) || n < 2 || hasDate(r) || len(t.dates) == 0 && t.dayDate.IsZero() {
		return nil
	}
	// Under a closing or a charge, an item ("Kontoführung 4,50", "Zinsen
	// 0,12") itemises that booking; a further booking of the day ("Abschluss
	// 8,56" under a card payment, a payee under "Abschluss") does not.
	if (reFeeLine.MatchString(t.anchor.text) || reItemised.MatchString(t.anchor.text)) && (reItemised.MatchString(r.text) || reCharge.MatchString(r.text)) {
		return nil
	}
	a := r.toks[n-1]
	if a.kind != kAmount || r.toks[0].kind != kWord || !a.signed && reFeeLine.MatchString(r.text) {
		// An unsigned fee item under a booking is part of its text.
		return nil
	}
	for _, tk := range r.toks[:n-1] {
		if tk.kind != kWord || isCurrencyCode(tk.text) || strings.EqualFold(strings.TrimSuffix(tk.text, ":"), "kurs") || strings.Contains(tk.text, "%") {
			return nil
		}
	}
	w := r.pageW
	if w <= 0 {
		w = 595
	}
	if tx := textStart(t); tx <= 0 || absf(r.toks[0].x0-tx) > 0.01*w {
		return nil
	}
	c, _, ok := nearest(p.cols, a.x0, a.x1, roleAmount, roleDebit, roleCredit, roleBalance)
	if !ok || c.role == roleBalance {
		return nil
	}
	// Right-aligned with its money column's header or with an amount of a
	// dated booking row.
	aligned := absf(c.x1-a.x1) < 0.005*w
	for _, u := range append(p.txs, t) {
		if len(u.dates) > 0 && absf(u.amount.x1-a.x1) < 0.005*w {
			aligned = true
			break
		}
	}
	if !aligned {
		return nil
	}
	nt := &txn{anchor: r, cut: n, amount: a, acct: t.acct, cols: p.cols}
	if len(t.dates) > 0 {
		nt.dayDate = p.tokDateAt(r, t.dates[0])
	} else {
		nt.dayDate = t.dayDate
	}
	p.sign(nt)
	return nt
}

// amountBelow handles layouts that print a booking's amount on the LAST
// line of its text block (the dates and booking type on the first, often
// the IBAN line last): when rows[i] starts with a date and has text but no
// amount, the rows under it continue its text block without a date or an
// amount of their own, the last of them ends in one amount under a money
// column, and the row after it does not continue the block (a new date, a
// balance, a gap, another page), that amount is moved to rows[i], which
// then anchors the booking. It reports whether it moved one.
func (p *parser) amountBelow(i int) bool {
	r := p.rows[i]
	k := leadDate(r)
	if k < 0 || hasAmount(r) || r.isText() || balanceLabel(r.text) != 0 {
		return false
	}
	j := k
	for j < len(r.toks) && isDateTok(r.toks[j]) {
		j++
	}
	if j >= len(r.toks) || j+1 < len(r.toks) && (r.toks[j].text == "-" || r.toks[j].text == "–" || strings.EqualFold(r.toks[j].text, "bis")) {
		return false // no text, or a period "01.07. - 31.07."
	}
	t := &txn{anchor: r, skip: k}
	for n := i + 1; n < len(p.rows) && n <= i+8; n++ {
		c := p.rows[n]
		if c.page != r.page || leadDate(c) >= 0 || balanceLabel(c.text) != 0 || totalLine(c) || rePage.MatchString(c.text) || legalLine(c.text) || headerColumns(c) != nil || !p.continues(t, c) {
			return false
		}
		if !hasAmount(c) {
			t.cont = append(t.cont, c)
			continue
		}
		last := len(c.toks) - 1
		a := c.toks[last]
		if a.kind != kAmount || last == 0 || c.toks[last-1].kind == kAmount || isRate(a) {
			return false
		}
		for _, tk := range c.toks[:last] {
			if tk.kind == kAmount || isCurrencyCode(tk.text) {
				return false
			}
		}
		if len(p.cols) > 0 {
			if _, d, ok := nearest(p.cols, a.x0, a.x1, roleAmount, roleDebit, roleCredit); !ok || d >= 0.05*r.pageW {
				return false
			}
		}
		// The amount closes the block: what follows is not more of it.
		if n+1 < len(p.rows) {
			nx := p.rows[n+1]
			t.cont = append(t.cont, c)
			if nx.page == r.page && leadDate(nx) < 0 && balanceLabel(nx.text) == 0 && !totalLine(nx) && p.continues(t, nx) {
				return false
			}
		}
		c.toks = c.toks[:last]
		c.text = joinTokens(c.toks)
		r.toks = append(r.toks, a)
		r.text = joinTokens(r.toks)
		return true
	}
	return false
}
