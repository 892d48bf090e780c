package synth

// Sealed batch 5 (hw-*): a fifth held-out batch, written when the fourth
// (hz-*) went into tuning, without looking at the extractor or its rule
// code. Where the earlier batches chased conventions, this one imitates
// kinds of documents German account holders actually upload today (bank
// names and data are synthetic), each printed with a set of conventions
// that no tuned layout and none of ho-*, hx-*, hy-* and hz-* uses as a
// whole:
//
//   - hw-umsatzart: savings-bank online-banking PDF "Umsätze" (Sparkasse
//     style): newest first, dates "02.05.24", an "Umsatzart" column in
//     the bank's capitals ("FOLGELASTSCHRIFT", "GUTSCHR. UEBERWEISUNG",
//     wrapped over two lines where long), the counterparty in bold in
//     "Buchungsdetails" with the purpose, "IBAN: … BIC: …",
//     "Mandatsreferenz:", "Gläubiger-ID:" and "Ende-zu-Ende-Ref.:" lines
//     under it, amounts "-45,00 €", opening and closing balance only in
//     the head box, "Seite x von y" at the top right;
//   - hw-postbank: Postbank-like "Kontoauszug" with booking and value
//     date as ONE token "02.05./30.04." (no year; one run in three from
//     mid-December to mid-January), a small "Auszug | Jahr | Seite | von
//     | IBAN" table in every page head, one "Betrag (EUR)" column signed
//     with a space ("- 45,00", "+ 1.234,56"), the SEPA references
//     comma-separated on one line ("Referenz …, Mandat …, Einreicher-ID
//     …"), a notice with the overdraft rate after the closing balance;
//   - hw-ratenkredit: consumer-credit account (Santander/Targobank-like
//     "Jahreskontoauszug" of a Ratenkredit): a calendar year, monthly
//     "Sollzinsen" debits and "Ratenzahlung" credits on the due day, the
//     odd returned debit with its fee and a Sondertilgung, the payout as
//     first booking when the loan began in the year; negative balances
//     in a "Saldo" column; "Belastung" and "Gutschrift" columns; a
//     contract box (rate, interest, Restschuld, all positive) and a year
//     summary (Raten, davon Zinsen, davon Tilgung) that are not bookings;
//   - hw-tagesgeld: direct-bank Tagesgeld, one statement per quarter, the
//     interest credited monthly in an "Abschluss zum 31.05.2024" block
//     whose rows (Habenzinsen, Kapitalertragsteuer, Solidaritätszuschlag,
//     Kirchensteuer) have NO date of their own; amounts "+12,34 €"; a
//     Freistellungsauftrag and tax box after the closing balance;
//   - hw-sammler: business current account (Geschäftskonto of a club or
//     small firm) with SEPA-Sammler collections and a Sammelüberweisung
//     of wages, each followed by its "Einzelposten" (name, mandate or
//     IBAN, amount indented in the text column: not bookings), returned
//     direct debits with their fee, "Soll"/"Haben" columns, and after the
//     closing balance the itemised account charges that add up to the
//     charge booking;
//   - hw-punkte: co-branded Visa card (Amazon-Visa-like): period 19th to
//     18th (December to January in one run in three), one year-less date
//     "02.05.", a "Punkte" column of integers between description and
//     amount, amounts with a trailing sign ("45,90-", "50,00+"), a
//     summary box ("Saldo aus letzter Abrechnung", minimum payment,
//     credit line, points) and interest when the last bill was paid in
//     part;
//   - hw-finanzreport: direct-bank "Finanzreport" (comdirect-like): an
//     overview of all accounts with old and new balances on page 1, then
//     the current account with "Buchungstag | Valuta | Vorgang |
//     Buchungstext | Ausgang | Eingang", the Vorgang wrapped
//     ("Lastschrift / Belastung"), the Buchungstext one labelled stream
//     wrapped across lines ("Empfänger: … Kto/IBAN: … BLZ/BIC: …
//     Buchungstext: … End-to-End-Ref.: … CORE / Mandatsref.: …
//     Gläubiger-ID: … Ref. …"), Ausgang amounts with a minus; a second
//     account section (Tagesgeld) without bookings after the first;
//   - hw-tabelle: a direct bank's CSV export (DKB-like columns) opened in
//     a spreadsheet and printed to PDF: the CSV's head lines (account,
//     period, balances) above the table, the column heads on the first
//     page only, newest first, dates "02.05.24", a "Status" column, BOTH
//     "Zahlungspflichtige*r" and "Zahlungsempfänger*in" (the holder's own
//     name in one of them: the counterparty is the other), the purpose,
//     "Umsatztyp" ("Eingang"/"Ausgang"), the IBAN unspaced and the amount
//     without thousands separators ("-1234,56"); cells wrap and are
//     aligned to the BOTTOM of their row (the spreadsheet default), so
//     the date and the amount stand on a booking's last line; the file
//     name at the top and "Seite 1" at the foot of every page.
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings), the purpose is
// the remittance text only (no SEPA references, labels or itemisations),
// the booking date is the row's date (the Abschluss date for rows under
// an Abschluss heading).
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to Layouts(), HeldOutLayouts(), SealedLayouts(),
// Sealed2Layouts() or Sealed3Layouts(). Their score is the honest
// generalisation figure only as long as nobody tunes on them.

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed4Layouts lists the layouts of the fifth held-out batch (hw-*).
// They are in none of the other layout lists.
func Sealed4Layouts() []string {
	return []string{"hw-umsatzart", "hw-postbank", "hw-ratenkredit", "hw-tagesgeld", "hw-sammler", "hw-punkte", "hw-finanzreport", "hw-tabelle"}
}

// sealed4Setup draws the statement of an hw-* layout from its own random
// stream, with its own period and bookings where the layout needs them,
// and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed4Setup() {
	g.redraw("hw|", 0x5ea1ed5)
	limit := 40
	keep := func(t tx) bool { return false }
	switch g.layout {
	case "hw-umsatzart":
		g.transactions()
		limit = 42
	case "hw-postbank":
		g.bank, g.bic = "Postgiro Nord – Niederlassung der Hansa Bank AG", "PGNODEH1XXX"
		g.iban = makeIBAN("20010020", g.r.Uint64())
		if g.r.IntN(3) == 0 {
			g.start = german.D(g.start.Year, time.December, 16)
			g.end = german.D(g.start.Year+1, time.January, 15)
		}
		g.transactions()
		limit = 40
	case "hw-ratenkredit":
		g.hwLoanTxs()
		limit = 34
		keep = func(t tx) bool { return t.typ == "Auszahlung" }
	case "hw-tagesgeld":
		g.hwSavingsTxs()
		limit = 34
		keep = func(t tx) bool { return t.party == "" }
	case "hw-sammler":
		g.hwBusinessTxs()
		limit = 24
	case "hw-punkte":
		g.hwCardTxs()
		limit = 50
		keep = func(t tx) bool { return t.typ == "Zahlung" }
	case "hw-tabelle":
		g.bank, g.bic = "Havel Kreditbank AG", "HAKBDEB1XXX"
		g.iban = makeIBAN("12030900", g.r.Uint64())
		g.transactions()
		limit = 40
	case "hw-finanzreport":
		g.bank, g.bic = "Elbufer Direktbank AG", "ELBDDEHHXXX"
		g.iban = makeIBAN("20041155", g.r.Uint64())
		g.transactions()
		limit = 36
	}
	g.thin(limit, thinning{keep: keep})
	g.rebalance()
}

// withCity fills a name's "%s" with the city.
func withCity(name, city string) string {
	if strings.Contains(name, "%s") {
		return fmt.Sprintf(name, city)
	}
	return name
}

// cents rounds a float amount in cents half up.
func cents(f float64) german.Cents { return german.Cents(f + 0.5) }

// hwLoanTxs: a calendar year of a consumer-credit account. The opening
// balance is the debt (negative); every month on the due day the month's
// interest is charged and the rate collected by direct debit. One run in
// three the loan was paid out during the year (opening 0,00, the payout
// the first booking); one in four has a returned rate (debit, fee, then
// the rate transferred by the holder) and one in four a Sondertilgung.
func (g *gen) hwLoanTxs() {
	g.bank, g.bic = g.pick("Hanse Consumer Bank AG", "Rhein Privatkredit Bank AG"), "HCBKDE21XXX"
	g.iban = makeIBAN("31010833", g.r.Uint64())
	year := g.start.Year
	g.start, g.end = german.D(year, time.January, 1), german.D(year, time.December, 31)
	bp := 399 + g.r.IntN(600) // Sollzins in basis points p.a.
	due := []int{1, 15, 28}[g.r.IntN(3)]
	rate := german.Cents(12000 + g.r.IntN(48000))
	ref := makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64())
	g.note("hw-bp", fmt.Sprint(bp))
	g.note("hw-rate", rate.String())
	g.note("hw-due", fmt.Sprint(due))
	g.note("hw-ref", ref)
	first := 1
	g.txs = nil
	if g.r.IntN(3) == 0 {
		first = 2 + g.r.IntN(9)
		g.opening = 0
		net := german.Cents((3000 + g.r.IntN(27000)) * 100)
		d := german.D(year, time.Month(first-1), 3+g.r.IntN(20))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Auszahlung", purpose: "Auszahlung Nettokreditbetrag auf " + german.FormatIBAN(ref), amount: -net})
		g.note("hw-net", net.String())
	} else {
		g.opening = -(rate*14 + german.Cents(g.r.IntN(2000000)))
	}
	debt := -g.opening
	if first > 1 {
		debt = -g.txs[0].amount
	}
	returned := -1
	if g.r.IntN(4) == 0 {
		returned = first + g.r.IntN(13-first)
	}
	extra := -1
	if g.r.IntN(4) == 0 {
		extra = first + g.r.IntN(13-first)
	}
	for m := first; m <= 12; m++ {
		d := german.D(year, time.Month(m), due)
		from := german.FromTime(d.Time().AddDate(0, -1, 0))
		z := cents(float64(debt) * float64(bp) / 10000 / 12)
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Sollzinsen", amount: -z,
			purpose: fmt.Sprintf("Zinsen %s - %s", from, d.AddDays(-1))})
		debt += z
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Ratenzahlung", amount: rate,
			purpose: fmt.Sprintf("Rate %02d/%d Lastschrift von %s", m, year, german.FormatIBAN(ref))})
		debt -= rate
		if m == returned {
			r1 := d.AddDays(3)
			fee := german.Cents(300 + 100*g.r.IntN(5))
			g.txs = append(g.txs,
				tx{booking: r1, value: d, typ: "Rücklastschrift", amount: -rate, purpose: fmt.Sprintf("Rate %02d/%d Rückgabegrund AM04 Deckung unzureichend", m, year)},
				tx{booking: r1, value: r1, typ: "Entgelt", amount: -fee, purpose: "Rücklastschriftgebühr"})
			p := r1.AddDays(2 + g.r.IntN(6))
			g.txs = append(g.txs, tx{booking: p, value: p, typ: "Zahlungseingang", party: g.holder, iban: ref, amount: rate,
				purpose: fmt.Sprintf("Rate %02d/%d Kreditvertrag %s", m, year, g.iban[12:])})
			debt += fee
		}
		if m == extra {
			s := d.AddDays(5 + g.r.IntN(10))
			amt := german.Cents((5 + g.r.IntN(40)) * 10000)
			amt = min(amt, debt/3)
			if amt > 0 {
				g.txs = append(g.txs, tx{booking: s, value: s, typ: "Sondertilgung", party: g.holder, iban: ref, amount: amt,
					purpose: "Sondertilgung Kreditvertrag " + g.iban[12:]})
				debt -= amt
			}
		}
	}
	// Interest and rates of December may fall after the 31st: none do
	// (due ≤ 28), but a Sondertilgung or a repeated rate might.
	var kept []tx
	for _, t := range g.txs {
		if !t.booking.After(g.end) {
			kept = append(kept, t)
		}
	}
	g.txs = kept
	g.rebalance()
}

// hwSavingsTxs: a quarter of a Tagesgeld account: transfers from and to
// the reference account (a monthly savings plan in one run in three) and,
// on the last day of each month, the month's interest and, once the
// Freistellungsauftrag is used up, Kapitalertragsteuer, Solidaritäts-
// zuschlag and (for church members) Kirchensteuer.
func (g *gen) hwSavingsTxs() {
	g.bank, g.bic = g.pick("Ostsee Direktbank AG", "Alpen Direkt Bank AG"), "OSDBDE81XXX"
	g.iban = makeIBAN("50010517", g.r.Uint64())
	q := (int(g.start.Month) - 1) / 3
	g.start = german.D(g.start.Year, time.Month(q*3+1), 1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 3, -1))
	g.opening = german.Cents(200000 + g.r.IntN(6000000))
	ref := makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64())
	bp := 150 + g.r.IntN(226)
	fsa := german.Cents(0)
	if g.r.IntN(3) > 0 {
		fsa = german.Cents(g.r.IntN(30000))
	}
	kist := []int{0, 0, 8, 9}[g.r.IntN(4)]
	g.note("hw-ref", ref)
	g.note("hw-bp", fmt.Sprint(bp))
	g.note("hw-fsa", fsa.String())
	g.note("hw-kist", fmt.Sprint(kist))
	n := 2 + g.r.IntN(8)
	if g.r.IntN(3) == 0 {
		n = 10 + g.r.IntN(16)
	}
	var transfers []tx
	out := 0
	for _, d := range g.sortedDates(n, g.start, g.end.AddDays(-1)) {
		t := tx{booking: d, value: d, party: g.holder, iban: ref}
		if g.r.IntN(10) < 7 || out >= 2 {
			t.typ = "Gutschrift"
			t.purpose = g.pick("Sparrate "+months[d.Month-1], "Übertrag vom Girokonto", "Rücklage Auto", "Umbuchung")
			t.amount = german.Cents((2 + g.r.IntN(100)) * 5000)
		} else {
			out++
			t.typ = "Überweisung"
			t.purpose = g.pick("Umbuchung auf Girokonto", "Auszahlung", "Urlaub")
			t.amount = -german.Cents(int(g.opening) / (4 + g.r.IntN(6)) / 100 * 100)
		}
		transfers = append(transfers, t)
	}
	g.txs = append([]tx(nil), transfers...)
	bal := g.opening
	k := 0
	for m := range 3 {
		from := german.FromTime(g.start.Time().AddDate(0, m, 0))
		to := german.FromTime(from.Time().AddDate(0, 1, -1))
		for ; k < len(transfers) && !transfers[k].booking.After(to); k++ {
			bal += transfers[k].amount
		}
		gross := cents(float64(bal) * float64(bp) / 10000 * float64(to.Sub(from)+1) / 365)
		if gross < 1 {
			continue
		}
		rate := fmt.Sprintf("%d,%02d", bp/100, bp%100)
		g.txs = append(g.txs, tx{booking: to, value: to, typ: "Habenzinsen", amount: gross,
			purpose: fmt.Sprintf("%s %% p.a. vom %s bis %s", rate, dm(from), to)})
		bal += gross
		taxable := gross - min(fsa, gross)
		fsa -= min(fsa, gross)
		if taxable <= 0 {
			continue
		}
		var kest, ki german.Cents
		if kist == 0 {
			kest = cents(float64(taxable) * 0.25)
		} else {
			kest = cents(float64(taxable) / (4 + float64(kist)/100))
			ki = cents(float64(kest) * float64(kist) / 100)
		}
		soli := cents(float64(kest) * 0.055)
		for _, x := range []struct {
			typ, pct string
			amt      german.Cents
			base     german.Cents
		}{
			{"Kapitalertragsteuer", map[bool]string{true: "25 %", false: fmt.Sprintf("%.2f %%", 100/(4+float64(kist)/100))}[kist == 0], kest, taxable},
			{"Solidaritätszuschlag", "5,5 %", soli, kest},
			{"Kirchensteuer", fmt.Sprintf("%d %%", kist), ki, kest},
		} {
			if x.amt <= 0 {
				continue
			}
			g.txs = append(g.txs, tx{booking: to, value: to, typ: x.typ, amount: -x.amt,
				purpose: fmt.Sprintf("%s auf %s EUR", strings.Replace(x.pct, ".", ",", 1), x.base)})
			bal -= x.amt
		}
	}
	g.rebalance()
}

var (
	hwClubs     = []string{"Sportverein Grün-Weiß %s e.V.", "Kraftwerk Fitness GmbH", "Musikschule Allegro GbR", "Tanzschule Beispiel Inh. K. Roth"}
	hwMembers   = []string{"Max Mustermann", "Erika Musterfrau", "Thomas Weber", "Sabine Fischer", "Jonas Beispiel", "Leonie Schneider", "Murat Yilmaz", "Anna Köhler", "Paul Richter", "Mia Hoffmann", "Lukas Wagner", "Emma Becker", "Ben Schäfer", "Hannah Wolf", "Elias Krüger", "Lea Neumann"}
	hwSuppliers = []string{"Sporthandel Meier GmbH", "Reinigungsservice Blitzblank", "Steuerberatung Dr. Klein", "Getränke Hoffmann KG", "Druckerei Schwarz & Weiß", "Hausverwaltung Schulz"}
	hwCustomers = []string{"Stadt %s Jugendamt", "Landessportbund e.V.", "Kita Sonnenschein gGmbH", "Firma Beispiel Logistik AG", "Grünwald Immobilien GmbH"}
	hwFees      = []german.Cents{1990, 2490, 2900, 3490, 3990, 4500, 4900}
)

// hwBusinessTxs: a month of a club's or small firm's current account:
// SEPA-Sammler collections (the items, "name|mandate|cents;…", ride in
// fx), returned items with their fee, a Sammelüberweisung of wages (items
// "name|IBAN|cents;…"), supplier transfers, customer payments, direct
// debits and the month's account charges (base price and item price in
// fx as "base|n|price").
func (g *gen) hwBusinessTxs() {
	g.holder = withCity(g.pick(hwClubs...), g.city)
	g.opening = german.Cents(g.r.IntN(6000000) - 800000)
	mon := months[g.start.Month-1]
	cred := fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11))
	g.note("hw-cred", cred)
	g.txs = nil
	posten := 0
	ns := 1 + g.r.IntN(3)
	for i, d := range g.sortedDates(ns, g.start, g.end.AddDays(-4)) {
		k := 4 + g.r.IntN(11)
		var items []string
		var sum german.Cents
		perm := g.r.Perm(len(hwMembers))
		for j := 0; j < k && j < len(perm); j++ {
			a := hwFees[g.r.IntN(len(hwFees))]
			items = append(items, fmt.Sprintf("%s|MB-%04d|%d", hwMembers[perm[j]], 100+g.r.IntN(9000), a))
			sum += a
		}
		posten += len(items)
		t := tx{booking: d, value: d.AddDays(1), typ: "SEPA-Sammler-Gutschrift", cred: cred, amount: sum,
			purpose: fmt.Sprintf("Einreichung Nr. %d, %d Posten, Beiträge %s", 4700+10*int(d.Month)+i, len(items), mon),
			fx:      strings.Join(items, ";")}
		g.txs = append(g.txs, t)
		// Returned items: a day or three later, each with its fee.
		for _, it := range items {
			if g.r.IntN(9) != 0 {
				continue
			}
			p := strings.Split(it, "|")
			var a int64
			fmt.Sscan(p[2], &a)
			r := d.AddDays(2 + g.r.IntN(3))
			if r.After(g.end) {
				continue
			}
			reason := g.pick("AC04 Konto erloschen", "MD06 Widerspruch durch Zahler", "AM04 Deckung unzureichend")
			g.txs = append(g.txs,
				tx{booking: r, value: r, typ: "Rücklastschrift", party: p[0], eref: p[1], amount: -german.Cents(a),
					purpose: fmt.Sprintf("Beitrag %s Rückgabegrund %s", mon, reason)},
				tx{booking: r, value: r, typ: "Entgelt", amount: -german.Cents(300 + 50*g.r.IntN(8)),
					purpose: "Rücklastschriftentgelt Mandat " + p[1]})
		}
	}
	if g.r.IntN(3) > 0 {
		d := german.FromTime(german.D(g.start.Year, g.start.Month, 1).Time().AddDate(0, 1, -3))
		k := 2 + g.r.IntN(5)
		var items []string
		var sum german.Cents
		perm := g.r.Perm(len(hwMembers))
		for j := 0; j < k; j++ {
			a := german.Cents(45000 + g.r.IntN(250000))
			ib := makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64())
			items = append(items, fmt.Sprintf("%s|%s|%d", hwMembers[perm[j]], ib, a))
			sum += a
		}
		posten += len(items)
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "SEPA-Sammelüberweisung", amount: -sum,
			purpose: fmt.Sprintf("Löhne und Gehälter %s %d, %d Posten", mon, d.Year, len(items)), fx: strings.Join(items, ";")})
	}
	for _, d := range g.sortedDates(3+g.r.IntN(10), g.start, g.end.AddDays(-1)) {
		t := tx{booking: d, value: d, iban: makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64())}
		switch k := g.r.IntN(10); {
		case k < 4:
			t.party = g.pick(hwSuppliers...)
			t.typ = "Überweisung"
			t.purpose = fmt.Sprintf("Rechnung RE-%d-%04d", d.Year, g.r.IntN(9999))
			t.amount = -german.Cents(2000 + g.r.IntN(300000))
		case k < 7:
			t.party = withCity(g.pick(hwCustomers...), g.city)
			t.typ = "Gutschrift"
			t.purpose = fmt.Sprintf("RE %d-%03d Kd-Nr. %d", d.Year, g.r.IntN(999), 10000+g.r.IntN(89999))
			t.amount = german.Cents(5000 + g.r.IntN(400000))
		default:
			p := debitParties[g.r.IntN(5)]
			t.party = p.name
			if strings.Contains(p.name, "%s") {
				t.party = fmt.Sprintf(p.name, g.city)
			}
			t.typ = "SEPA-Lastschrift"
			t.purpose = fmt.Sprintf("Kundennr. %d Rechnung %s %d", 100000+g.r.IntN(899999), mon, d.Year)
			t.eref = hexRef(g.r.Uint64())
			t.mref = fmt.Sprintf("M%d-%d", g.r.IntN(9999), g.r.IntN(99999))
			t.cred = fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11))
			t.amount = -german.Cents(1500 + g.r.IntN(40000))
		}
		g.txs = append(g.txs, t)
	}
	posten += len(g.txs)
	base := german.Cents(1000 + 500*g.r.IntN(3))
	price := german.Cents(15 + 5*g.r.IntN(4))
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", amount: -(base + german.Cents(posten)*price),
		purpose: fmt.Sprintf("Entgelte %s %d lt. Aufstellung", mon, g.end.Year), fx: fmt.Sprintf("%d|%d|%d", base, posten, price)})
	g.rebalance()
}

var hwAmazon = []string{"AMZN Mktp DE", "Amazon.de", "AMZN Digital", "Prime Video", "Amazon Prime"}

// hwCardTxs: a month of a co-branded Visa card from the 19th to the 18th
// (December to January in one run in three): the last bill is paid by
// direct debit, in full or in part (then interest is charged on the
// rest), purchases at the partner shop and elsewhere, refunds, foreign
// purchases.
func (g *gen) hwCardTxs() {
	g.bank, g.bic = "Landes-Kartenbank Berlin AG", "LKBBDEB1XXX"
	g.iban = makeIBAN("10050000", g.r.Uint64())
	m := g.start.Month
	if g.r.IntN(3) == 0 {
		m = time.December
	}
	g.start = german.D(g.start.Year, m, 19)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = -german.Cents(3000 + g.r.IntN(180000))
	pay := -g.opening
	if g.r.IntN(2) == 0 {
		pay = max(german.Cents(5000), cents(float64(-g.opening)*0.03))
		pay = min(pay, -g.opening)
	}
	n := 4 + g.r.IntN(26)
	if g.r.IntN(3) == 0 {
		n = 30 + g.r.IntN(22)
	}
	if g.opt.MaxTransactions > 0 && n > g.opt.MaxTransactions {
		n = g.opt.MaxTransactions
	}
	p := g.start.AddDays(5 + g.r.IntN(5))
	g.txs = []tx{{booking: p, value: p, typ: "Zahlung", purpose: "Zahlung per Lastschrift - vielen Dank", amount: pay}}
	if rest := -g.opening - pay; rest > 0 {
		z := cents(float64(rest) * 0.1849 / 12)
		if z > 0 {
			g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsen", purpose: "Sollzinsen 18,49 % p.a.", amount: -z})
		}
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d.AddDays(-g.r.IntN(3)), typ: "Kartenumsatz"}
		switch k := g.r.IntN(16); {
		case k < 7:
			t.party = hwAmazon[g.r.IntN(len(hwAmazon))]
			t.amount = -german.Cents(199 + g.r.IntN(18000))
		case k < 8:
			t.party, t.typ = hwAmazon[g.r.IntN(2)], "Gutschrift"
			t.amount = german.Cents(499 + g.r.IntN(9000))
		case k < 10:
			s := fxShops[g.r.IntN(len(fxShops))]
			orig := german.Cents(500 + g.r.IntN(30000))
			rate := 0.80 + g.r.Float64()*0.5
			t.party, t.amount = s.name, -cents(float64(orig)/rate)
			t.purpose = fmt.Sprintf("%s %s Kurs %s", s.cur, orig, strings.Replace(fmt.Sprintf("%.4f", rate), ".", ",", 1))
		default:
			t.party = strings.ToUpper(g.pick(append(append([]string{}, shops...), cardShops...)...))
			t.amount = -german.Cents(150 + g.r.IntN(20000))
		}
		if t.value.Before(g.start.AddDays(-3)) {
			t.value = d
		}
		g.txs = append(g.txs, t)
	}
	g.rebalance()
}

// points are the partner-programme points of a card booking: one per
// euro at the partner, one per two euros elsewhere, taken back on
// refunds; none for payments and interest.
func points(t tx) string {
	switch t.typ {
	case "Kartenumsatz":
		e := int(pos(t.amount) / 100)
		for _, a := range hwAmazon {
			if t.party == a {
				return fmt.Sprint(e)
			}
		}
		return fmt.Sprint(e / 2)
	case "Gutschrift":
		return fmt.Sprintf("-%d", int(t.amount/100))
	}
	return ""
}

// umsatzart is the savings bank's booking code.
func umsatzart(t tx, r *rand.Rand) string {
	switch t.typ {
	case "Lastschrift", "SEPA-Lastschrift":
		return []string{"FOLGELASTSCHRIFT", "LASTSCHRIFT"}[r.IntN(2)]
	case "Kartenzahlung":
		return "KARTENZAHLUNG"
	case "Lohn/Gehalt":
		return "LOHN GEHALT"
	case "Gutschrift", "SEPA-Gutschrift":
		return "GUTSCHR. UEBERWEISUNG"
	case "Überweisung":
		return "ONLINE-UEBERWEISUNG"
	case "Dauerauftrag":
		return "DAUERAUFTRAG"
	case "Echtzeitüberweisung":
		return "ECHTZEIT-UEBERWEISUNG"
	case "Bargeldauszahlung":
		return "BARGELDAUSZAHLUNG"
	case "Entgelt":
		return "ENTGELTABSCHLUSS"
	}
	return strings.ToUpper(t.typ)
}

// vorgang is the direct bank's Vorgang.
func vorgang(t tx) string {
	switch t.typ {
	case "Lastschrift", "SEPA-Lastschrift":
		return "Lastschrift / Belastung"
	case "Kartenzahlung":
		return "Visa-Debitkarten- umsatz"
	case "Gutschrift", "SEPA-Gutschrift", "Lohn/Gehalt", "Überweisung":
		return "Übertrag / Überweisung"
	case "Dauerauftrag":
		return "Dauerauftrag / Belastung"
	case "Echtzeitüberweisung":
		return "Echtzeit- überweisung"
	case "Bargeldauszahlung":
		return "Auszahlung GAA"
	case "Entgelt":
		return "Kontoführungs- entgelt"
	}
	return t.typ
}

// hwBIC is a counterparty's BIC, drawn per booking.
func hwBIC(r *rand.Rand) string { return banks[r.IntN(len(banks))].bic }

// euroSpace is "-45,00 €".
func euroSpace(c german.Cents) string { return c.String() + " €" }

// renderSealed4 draws the hw-* layouts into f and st.
func (g *gen) renderSealed4(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	switch g.layout {

	// Savings-bank online banking, "Umsätze" exported as PDF.
	case "hw-umsatzart":
		r0 := g.hoRand(-50)
		g.size = 7.5 + float64(r0.IntN(3))*0.5
		f.lh = g.size * 1.3
		f.top = 44
		hh, mm := 7+r0.IntN(14), r0.IntN(60)
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 4})
				f.gap(4)
				f.put(Item{X: 40, Text: "Umsätze", Bold: true, Size: g.size + 2})
				f.gap(4)
				f.put(L(40, "Konto: Girokonto "+ibanF), L(330, "Kontoinhaber: "+g.holder))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s - %s", g.start, g.end)), L(330, fmt.Sprintf("Erstellt: %s, %02d:%02d Uhr", g.end.AddDays(1), hh, mm)))
				f.put(L(40, fmt.Sprintf("Saldo am %s", g.start.AddDays(-1))), R(300, euroSpace(g.opening)))
				f.put(L(40, fmt.Sprintf("Saldo am %s", g.end)), R(300, euroSpace(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(L(40, g.bank+" · Umsätze · "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(104, "Umsatzart"), B(214, "Buchungsdetails"), BR(555, "Betrag"))
			f.gap(3)
		}
		f.newPage()
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			r := g.hoRand(i)
			ua := umsatzart(t, r)
			ual := wrap(strings.ReplaceAll(ua, "-", "- "), 13)
			for k := range ual {
				ual[k] = strings.ReplaceAll(ual[k], "- ", "-")
			}
			var det []Item
			if t.party != "" {
				det = append(det, B(214, t.party))
			}
			for _, s := range wrap(t.purpose, 52) {
				det = append(det, L(214, s))
			}
			if t.iban != "" {
				det = append(det, L(214, "IBAN: "+german.FormatIBAN(t.iban)+"  BIC: "+hwBIC(r)))
			}
			if t.mref != "" {
				det = append(det, L(214, "Mandatsreferenz: "+t.mref), L(214, "Gläubiger-ID: "+t.cred), L(214, "Ende-zu-Ende-Ref.: "+t.eref))
			}
			n := max(len(det), len(ual))
			var ls [][]Item
			for k := 0; k < n; k++ {
				var l []Item
				if k == 0 {
					l = append(l, L(40, dmy2(t.booking)), R(555, euroSpace(t.amount)))
				}
				if k < len(ual) {
					l = append(l, L(104, ual[k]))
				}
				if k < len(det) {
					l = append(l, det[k])
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.gap(4)
			tt := truth(t, false, true, t.purpose)
			tt.BookingText = ua
			add(tt)
		}
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 555, Y: 22, Text: fmt.Sprintf("Seite %d von %d", i+1, n), Size: 7, Right: true},
				Item{X: 40, Y: PageH - 32, Text: g.bank + " · Anstalt des öffentlichen Rechts · Dieser Ausdruck ersetzt keinen Kontoauszug.", Size: 6})
		}

	// Postbank-like Kontoauszug with "Buchung/Wert" as one token.
	case "hw-postbank":
		nr := int(g.end.Month)
		title := fmt.Sprintf("Kontoauszug: Giro plus vom %s bis %s", g.start, g.end)
		var tabY []float64
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, title)
				f.gap(f.lh / 2)
			} else {
				f.put(B(40, g.bank), R(555, title))
				f.gap(f.lh / 2)
			}
			f.put(Item{X: 40, Text: "Auszug", Size: g.size - 1}, Item{X: 80, Text: "Jahr", Size: g.size - 1}, Item{X: 115, Text: "Seite", Size: g.size - 1}, Item{X: 150, Text: "von", Size: g.size - 1}, Item{X: 180, Text: "IBAN", Size: g.size - 1})
			tabY = append(tabY, f.y)
			f.put(L(40, fmt.Sprint(nr)), L(80, fmt.Sprint(g.end.Year)), L(115, fmt.Sprint(p)), L(180, ibanF))
			f.gap(f.lh)
			f.put(B(40, "Buchung/Wert"), B(120, "Vorgang/Buchungsinformation"), BR(555, "Betrag (EUR)"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(120, fmt.Sprintf("Kontostand am %s", g.start.AddDays(-1))), BR(555, signSpace(g.opening)))
		f.gap(3)
		for i, t := range g.txs {
			r := g.hoRand(i)
			typ := t.typ
			if typ == "" {
				typ = "Entgelt"
			}
			ls := [][]Item{{L(40, dm(t.booking)+"/"+dm(t.value)), L(120, typ), R(555, signSpace(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(120, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 120, 62)...)
			if t.mref != "" {
				ls = append(ls, freeLines(fmt.Sprintf("Referenz %s, Mandat %s, Einreicher-ID %s", t.eref, t.mref, t.cred), 120, 70)...)
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(120, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hwBIC(r))})
			}
			f.block(ls)
			f.gap(3)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = typ
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(120, fmt.Sprintf("Kontostand am %s", g.end)), BR(555, signSpace(g.closing))},
			{},
			{L(120, "Ihr eingeräumter Dispositionskredit: 2.500,00 Euro, Sollzinssatz 11,29 % p.a.")},
			{L(120, "Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich.")},
		})
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items, Item{X: f.g.x0 + (150-40)*f.g.xs, Y: tabY[i], Text: fmt.Sprint(n), Size: g.size})
		}
		g.footer(f.pages, true, "Seite")

	// Consumer-credit account, yearly statement.
	case "hw-ratenkredit":
		year := g.end.Year
		bp := g.chosen["hw-bp"]
		var b int
		fmt.Sscan(bp, &b)
		zins := fmt.Sprintf("%d,%02d", b/100, b%100)
		eff := fmt.Sprintf("%d,%02d", (b+b/30)/100, (b+b/30)%100)
		var paid, interest german.Cents
		for _, t := range g.txs {
			switch t.typ {
			case "Ratenzahlung", "Zahlungseingang":
				paid += t.amount
			case "Rücklastschrift":
				paid += t.amount
			case "Sollzinsen":
				interest -= t.amount
			}
		}
		contract := "51" + g.iban[14:]
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Jahreskontoauszug %d zu Ihrem Ratenkredit", year))
				f.gap(f.lh / 2)
				f.put(L(40, "Kreditvertrag Nr. "+contract), L(300, "Kreditkonto "+ibanF))
				f.put(L(40, "Sollzinssatz (gebunden)"), R(250, zins+" % p.a."), L(300, "Effektiver Jahreszins"), R(520, eff+" %"))
				f.put(L(40, "Monatliche Rate"), R(250, g.chosen["hw-rate"]+" EUR"), L(300, "fällig zum "+g.chosen["hw-due"]+". eines Monats"))
				if net := g.chosen["hw-net"]; net != "" {
					f.put(L(40, "Nettokreditbetrag"), R(250, net+" EUR"), L(300, "Auszahlung auf "+german.FormatIBAN(g.chosen["hw-ref"])))
				}
				f.put(L(40, fmt.Sprintf("Restschuld am %s", g.end)), R(250, pos(g.closing).String()+" EUR"))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Jahreskontoauszug %d · Kreditvertrag %s", year, contract)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(100, "Wert"), B(160, "Buchungsart / Erläuterung"), BR(420, "Belastung"), BR(488, "Gutschrift"), BR(555, "Saldo"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(160, fmt.Sprintf("Saldo am %s", g.start.AddDays(-1))), R(555, g.opening.String()))
		f.gap(2)
		for _, t := range g.txs {
			col := 488.0
			if t.amount < 0 {
				col = 420
			}
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), L(160, t.typ), R(col, pos(t.amount).String()), R(555, t.balance.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(166, t.party)})
			}
			ls = append(ls, []Item{{X: 166, Text: t.purpose, Size: g.size - 1}})
			f.block(ls)
			f.gap(2)
			add(truth(t, true, false, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{{B(160, fmt.Sprintf("Saldo am %s", g.end)), BR(555, g.closing.String())}})
		f.gap(f.lh)
		f.block([][]Item{
			{B(40, fmt.Sprintf("Jahresübersicht %d", year))},
			{L(40, "Gezahlte Raten"), R(300, paid.String()+" EUR")},
			{L(40, "davon Zinsen"), R(300, interest.String()+" EUR")},
			{L(40, "davon Tilgung"), R(300, (paid-interest).String()+" EUR")},
			{L(40, "Diese Übersicht dient als Nachweis für Ihre Unterlagen.")},
		})
		g.footer(f.pages, true, "Seite")

	// Direct-bank Tagesgeld quarter with monthly Abschluss blocks.
	case "hw-tagesgeld":
		q := (int(g.start.Month)-1)/3 + 1
		title := fmt.Sprintf("Kontoauszug Tagesgeld %d/%d", q, g.start.Year)
		f.top = 36
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 3})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(360, "Kundennummer "+g.iban[12:20]))
				f.put(L(40, "Hauptstraße 7"), L(360, fmt.Sprintf("Datum %s", g.end.AddDays(1))))
				f.put(L(40, "12345 "+g.city))
				f.gap(f.lh)
				f.put(Item{X: 40, Text: title, Bold: true, Size: g.size + 4})
				f.gap(4)
				f.put(L(40, fmt.Sprintf("Tagesgeldkonto %s · Zeitraum %s bis %s", ibanF, g.start, g.end)))
				f.put(L(40, "Referenzkonto "+german.FormatIBAN(g.chosen["hw-ref"])))
				f.gap(f.lh)
			} else {
				f.put(B(40, title), R(555, g.bank))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(96, "Valuta"), B(152, "Vorgang"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(152, fmt.Sprintf("Alter Saldo %s", g.start.AddDays(-1))), R(555, plusEuro(g.opening)))
		f.gap(3)
		var interest, taxes german.Cents
		for i := 0; i < len(g.txs); i++ {
			t := g.txs[i]
			if t.party != "" {
				ls := [][]Item{{L(40, t.booking.String()), L(96, t.value.String()), L(152, t.typ), R(555, plusEuro(t.amount))},
					{L(158, t.party)}}
				ls = append(ls, freeLines(t.purpose, 158, 60)...)
				ls = append(ls, []Item{L(158, "IBAN "+german.FormatIBAN(t.iban))})
				f.block(ls)
				f.gap(2)
				add(truth(t, true, true, t.purpose))
				continue
			}
			// An Abschluss: every posting of this day without a party.
			ls := [][]Item{{B(152, fmt.Sprintf("Abschluss zum %s", t.booking))}}
			j := i
			for ; j < len(g.txs) && g.txs[j].party == "" && g.txs[j].booking == t.booking; j++ {
				u := g.txs[j]
				ls = append(ls, []Item{L(160, u.typ), R(555, plusEuro(u.amount))}, []Item{{X: 166, Text: u.purpose, Size: g.size - 1}})
				tt := truth(u, true, false, u.purpose)
				add(tt)
				if u.amount > 0 {
					interest += u.amount
				} else {
					taxes -= u.amount
				}
			}
			i = j - 1
			f.block(ls)
			f.gap(2)
		}
		f.gap(3)
		f.block([][]Item{{B(152, fmt.Sprintf("Neuer Saldo %s", g.end)), BR(555, plusEuro(g.closing))}})
		f.gap(f.lh)
		var b int
		fmt.Sscan(g.chosen["hw-bp"], &b)
		info := [][]Item{
			{B(40, "Zinsen und Steuern im Quartal")},
			{L(40, fmt.Sprintf("Zinssatz %d,%02d %% p.a. (variabel)", b/100, b%100)), L(300, "Zinsen gesamt"), R(480, interest.String()+" EUR")},
			{L(40, "Freistellungsauftrag zu Quartalsbeginn frei "+g.chosen["hw-fsa"]+" EUR"), L(300, "Steuern gesamt"), R(480, taxes.String()+" EUR")},
		}
		if k := g.chosen["hw-kist"]; k != "0" {
			info = append(info, []Item{L(40, "Kirchensteuersatz "+k+" % (Kirchensteuerabzugsmerkmal)")})
		}
		f.block(info)
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 36, Text: g.bank + " · Einlagen gesichert bis 100.000 EUR je Kunde · BIC " + g.bic, Size: 6},
				Item{X: 555, Y: PageH - 36, Text: fmt.Sprintf("%d / %d", i+1, n), Size: 7, Right: true})
		}

	// Business current account with Sammler and itemised charges.
	case "hw-sammler":
		nr := int(g.end.Month)
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 480
			}
			return 555
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(B(40, g.bank))
				f.put(L(40, "Musterallee 12, 12345 "+g.city))
				f.gap(f.lh)
				f.put(L(40, "Firma"), L(380, "Firmenkundenbetreuung"))
				f.put(L(40, g.holder), L(380, "Telefon 0800 123 4599"))
				f.put(L(40, "Gewerbering 4"))
				f.put(L(40, "12345 "+g.city))
				f.gap(f.lh)
				f.put(B(40, fmt.Sprintf("Kontoauszug Geschäftskonto Nr. %d/%d", nr, g.end.Year)))
				f.put(L(40, fmt.Sprintf("Kontokorrentkonto IBAN %s · BIC %s · Kreditlinie 15.000,00 EUR", ibanF, g.bic)))
				f.put(L(40, fmt.Sprintf("Gläubiger-ID %s", g.chosen["hw-cred"])))
				f.gap(f.lh / 2)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Geschäftskonto %s · Auszug %d/%d · Blatt %d", ibanF, nr, g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(100, "Valuta"), B(160, "Buchungstext"), BR(480, "Soll"), BR(555, "Haben"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(160, fmt.Sprintf("Alter Saldo vom %s", g.start.AddDays(-1))), BR(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		var fee string
		for i, t := range g.txs {
			r := g.hoRand(i)
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), L(160, t.typ), R(col(t.amount), pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(166, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 166, 54)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(166, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hwBIC(r))})
			}
			switch {
			case t.mref != "":
				ls = append(ls, []Item{L(166, "Mandatsreferenz "+t.mref+" Gläubiger-ID "+t.cred)})
			case t.typ == "Rücklastschrift":
				ls = append(ls, []Item{L(166, "Mandatsreferenz "+t.eref+" Gläubiger-ID "+g.chosen["hw-cred"])})
			case t.cred != "":
				ls = append(ls, []Item{L(166, "Gläubiger-ID "+t.cred)})
			}
			if strings.Contains(t.fx, ";") {
				ls = append(ls, []Item{L(166, "Einzelposten:")})
				for _, it := range strings.Split(t.fx, ";") {
					p := strings.Split(it, "|")
					var a int64
					fmt.Sscan(p[2], &a)
					ref := "Mandat " + p[1]
					if strings.HasPrefix(p[1], "DE") {
						ref = german.FormatIBAN(p[1])
					}
					ls = append(ls, []Item{{X: 172, Text: p[0] + ", " + ref, Size: g.size - 1}, {X: 420, Text: german.Cents(a).String(), Size: g.size - 1, Right: true}})
				}
			} else if t.typ == "Entgelt" && t.fx != "" {
				fee = t.fx
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{{B(160, fmt.Sprintf("Neuer Saldo vom %s", g.end)), BR(col(g.closing), pos(g.closing).String())}})
		if fee != "" {
			var base, n, price int64
			fmt.Sscanf(fee, "%d|%d|%d", &base, &n, &price)
			f.gap(f.lh)
			f.block([][]Item{
				{B(40, fmt.Sprintf("Aufstellung der Entgelte %s %d", months[g.end.Month-1], g.end.Year))},
				{L(40, "Grundpreis Geschäftskonto"), R(400, german.Cents(base).String()+" EUR")},
				{L(40, fmt.Sprintf("%d Buchungsposten à %s EUR", n, german.Cents(price))), R(400, german.Cents(n*price).String()+" EUR")},
				{B(40, "Summe (belastet am "+g.end.String()+")"), BR(400, german.Cents(base+n*price).String()+" EUR")},
			})
		}
		g.footer(f.pages, true, "Blatt")

	// Co-branded Visa card with a points column.
	case "hw-punkte":
		card := fmt.Sprintf("4567 %02d** **** %04d", g.hoRand(-51).IntN(100), g.hoRand(-52).IntN(10000))
		var pays, charges german.Cents
		pts := 0
		for _, t := range g.txs {
			if t.amount > 0 {
				pays += t.amount
			} else {
				charges += t.amount
			}
			var k int
			fmt.Sscan(points(t), &k)
			pts += k
		}
		old := 200 + g.hoRand(-53).IntN(9000)
		minPay := max(german.Cents(2500), cents(float64(pos(g.closing))*0.03))
		if g.closing >= 0 {
			minPay = 0
		}
		minPay = min(minPay, pos(g.closing))
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Ihre Kreditkartenabrechnung")
				f.put(L(40, "Visa Karte "+card), L(330, fmt.Sprintf("Abrechnungsdatum %s", g.end)))
				f.put(L(40, fmt.Sprintf("Abrechnungszeitraum %s - %s", g.start, g.end)), L(330, "Verfügungsrahmen 4.000,00 EUR"))
				f.gap(f.lh / 2)
				f.put(L(40, "Saldo aus letzter Abrechnung"), R(300, trail(g.opening)), L(330, "Punktestand bisher"), R(555, fmt.Sprint(old)))
				f.put(L(40, "Zahlungen und Gutschriften"), R(300, trail(pays)), L(330, "gesammelte Punkte"), R(555, fmt.Sprint(pts)))
				f.put(L(40, "Neue Umsätze und Zinsen"), R(300, trail(charges)), L(330, "neuer Punktestand"), R(555, fmt.Sprint(old+pts)))
				f.put(B(40, "Neuer Saldo"), BR(300, trail(g.closing)))
				f.put(L(40, fmt.Sprintf("Mindestzahlung %s EUR, Einzug am %s", minPay, g.end.AddDays(8))))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kreditkartenabrechnung vom %s · Karte %s", g.end, card)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(90, "Umsatz / Beschreibung"), BR(450, "Punkte"), BR(555, "Betrag in EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(90, "Saldo aus letzter Abrechnung"), R(555, trail(g.opening)))
		f.gap(2)
		for _, t := range g.txs {
			desc, purpose := t.party, t.purpose
			if desc == "" {
				desc = t.purpose
			}
			ls := [][]Item{{L(40, dm(t.booking)), L(90, desc), R(450, points(t)), R(555, trail(t.amount))}}
			if t.party != "" && t.purpose != "" {
				ls = append(ls, []Item{{X: 96, Text: t.purpose, Size: g.size - 1}})
			}
			f.block(ls)
			f.gap(1)
			add(truth(t, false, false, purpose))
		}
		f.gap(3)
		f.block([][]Item{{B(90, "Neuer Saldo"), BR(555, trail(g.closing))}})
		g.footer(f.pages, true, "Seite")

	// Spreadsheet print of a CSV export.
	case "hw-tabelle":
		g.size = 6 + float64(g.hoRand(-56).IntN(2))*0.5
		f.lh = g.size * 1.25
		f.top = 48
		noThousands := func(c german.Cents) string { return strings.ReplaceAll(c.String(), ".", "") }
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(L(40, "Girokonto"), L(140, ibanF))
				f.put(L(40, "Zeitraum:"), L(140, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.put(L(40, fmt.Sprintf("Kontostand vom %s:", g.start.AddDays(-1))), L(140, euroSpace(g.opening)))
				f.put(L(40, fmt.Sprintf("Kontostand vom %s:", g.end)), L(140, euroSpace(g.closing)))
				f.gap(f.lh)
				f.put(B(40, "Buchungs-"), B(76, "Wert-"), B(144, "Zahlungs-"), B(214, "Zahlungs-"), B(392, "Umsatz-"))
				f.put(B(40, "datum"), B(76, "stellung"), B(112, "Status"), B(144, "pflichtige*r"), B(214, "empfänger*in"), B(284, "Verwendungszweck"), B(392, "typ"), B(424, "IBAN"), BR(548, "Betrag (€)"))
				f.gap(2)
			}
		}
		f.newPage()
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			party := t.party
			if party == "" {
				party = g.bank
			}
			payer, payee, typ := g.holder, party, "Ausgang"
			if t.amount > 0 {
				payer, payee, typ = party, g.holder, "Eingang"
			}
			cols := []struct {
				x     float64
				lines []string
			}{
				{144, wrap(payer, 15)}, {214, wrap(payee, 15)}, {284, wrap(t.purpose, 22)},
			}
			n := 1
			for _, c := range cols {
				n = max(n, len(c.lines))
			}
			ls := make([][]Item, n)
			for _, c := range cols {
				off := n - len(c.lines)
				for k, s := range c.lines {
					ls[off+k] = append(ls[off+k], L(c.x, s))
				}
			}
			last := &ls[n-1]
			*last = append(*last, L(40, dmy2(t.booking)), L(76, dmy2(t.value)), L(112, "Gebucht"), L(392, typ), R(548, noThousands(t.amount)))
			if t.iban != "" {
				*last = append(*last, L(424, t.iban))
			}
			f.block(ls)
			f.gap(2)
			tt := truth(t, true, true, t.purpose)
			tt.Counterparty, tt.BookingText = party, typ
			add(tt)
		}
		name := fmt.Sprintf("%s_%s.csv", g.iban, iso(g.end.AddDays(1)))
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 240, Y: 22, Text: name, Size: 7},
				Item{X: 280, Y: PageH - 30, Text: fmt.Sprintf("Seite %d", i+1), Size: 7})
		}

	// Direct-bank Finanzreport.
	case "hw-finanzreport":
		g.size = 7 + float64(g.hoRand(-54).IntN(2))*0.5
		f.lh = g.size * 1.3
		nr := int(g.end.Month)
		per := german.FromTime(g.end.Time().AddDate(0, 0, 1))
		title := fmt.Sprintf("Finanzreport Nr. %02d per %s", nr, per)
		acct := g.iban[12:15] + " " + g.iban[15:19] + " " + g.iban[19:]
		hr := g.hoRand(-55)
		tg := german.Cents(100000 + hr.IntN(3000000))
		visa := -german.Cents(hr.IntN(90000))
		depot := german.Cents(500000 + hr.IntN(9000000))
		tgNr := fmt.Sprintf("%03d %04d %02d", hr.IntN(1000), hr.IntN(10000), hr.IntN(100))
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, title)
				f.gap(f.lh / 2)
				f.put(B(40, "Ihre Konten im Überblick"))
				f.put(B(40, "Konto"), B(170, "Kontonummer"), BR(420, "Saldo alt in EUR"), BR(555, "Saldo neu in EUR"))
				f.put(L(40, "Girokonto"), L(170, acct), R(420, g.opening.String()), R(555, g.closing.String()))
				f.put(L(40, "Tagesgeld PLUS-Konto"), L(170, tgNr), R(420, tg.String()), R(555, tg.String()))
				f.put(L(40, "Visa-Karte (Kreditkarte)"), L(170, "4871 78** **** "+g.iban[18:22]), R(420, visa.String()), R(555, visa.String()))
				f.put(L(40, "Depot (Kurswert)"), L(170, g.iban[14:21]), R(420, depot.String()), R(555, depot.String()))
				f.put(B(40, "Gesamt"), BR(420, (g.opening+tg+visa+depot).String()), BR(555, (g.closing+tg+visa+depot).String()))
				f.gap(f.lh)
				f.put(Item{X: 40, Text: "Girokonto · Kontonummer " + acct + " · IBAN " + ibanF, Bold: true, Size: g.size + 1})
				f.put(L(40, fmt.Sprintf("Berichtszeitraum %s - %s", g.start, g.end)))
				f.gap(f.lh / 2)
			} else {
				f.put(B(40, title), R(555, "Girokonto "+acct))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(90, "Valuta"), B(140, "Vorgang"), B(232, "Buchungstext"), BR(495, "Ausgang"), BR(555, "Eingang"))
			f.gap(2)
		}
		amt := func(c german.Cents) Item {
			if c < 0 {
				return R(495, c.String())
			}
			return R(555, c.String())
		}
		f.newPage()
		f.put(B(140, "Alter Saldo"), amt(g.opening))
		f.gap(2)
		for i, t := range g.txs {
			r := g.hoRand(i)
			var s []string
			if t.party != "" {
				if t.amount < 0 {
					s = append(s, "Empfänger: "+t.party)
				} else {
					s = append(s, "Auftraggeber: "+t.party)
				}
			}
			if t.iban != "" && t.amount < 0 {
				s = append(s, "Kto/IBAN: "+t.iban, "BLZ/BIC: "+hwBIC(r))
			}
			s = append(s, "Buchungstext: "+t.purpose)
			if t.mref != "" {
				s = append(s, "End-to-End-Ref.: "+t.eref, "CORE / Mandatsref.: "+t.mref, "Gläubiger-ID: "+t.cred)
			}
			s = append(s, fmt.Sprintf("Ref. %016X", r.Uint64())[:18])
			tl := wrap(strings.Join(s, " "), 50)
			vl := wrap(vorgang(t), 16)
			ls := twoColumns([]Item{L(40, t.booking.String()), L(90, t.value.String()), amt(t.amount)}, 0, 140, vl, 232, tl)
			f.block(ls)
			f.gap(3)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = strings.Join(vl, " ")
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{{B(140, "Neuer Saldo"), amt(g.closing)}})
		f.gap(f.lh)
		f.block([][]Item{
			{Item{X: 40, Text: "Tagesgeld PLUS-Konto · Kontonummer " + tgNr, Bold: true, Size: g.size + 1}},
			{B(140, "Alter Saldo"), R(555, tg.String())},
			{L(140, "Im Berichtszeitraum wurden keine Umsätze gebucht.")},
			{B(140, "Neuer Saldo"), R(555, tg.String())},
		})
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 34, Text: g.bank + " · Elbuferweg 3 · 20459 Hamburg · Der Finanzreport ist kein Rechnungsabschluss.", Size: 6},
				Item{X: 555, Y: PageH - 34, Text: fmt.Sprintf("Seite %d von %d", i+1, n), Size: 6, Right: true})
		}
	}
}
