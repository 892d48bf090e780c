package synth

// Sealed held-out layouts (hx-*): a second held-out batch, written after
// the first (ho-*) went into tuning. Like the first batch they reuse the
// generator (bank, holder, bookings, balances) but print conventions that
// neither the tuned layouts nor the ho-* layouts use: a quarterly savings
// statement with interest and tax bookings, the cash account of a broker
// with securities trades and dividends, a narrow statement-printer slip
// with year-less dates across the turn of the year, an ISO-dated export
// with a running balance, booking dates printed once per day in the date
// column, a neobank statement with written-out month names and a running
// balance, and a business account with intermediate balances at page
// breaks. They were written without looking at the extractor.
//
// They are SEALED: do not look at their output to tune the extractor,
// and do not add them to Layouts() or HeldOutLayouts(). Their score is
// only meaningful as long as nobody tunes on them; once someone does, a
// new sealed batch is needed.

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"papierkram/backend/german"
)

// SealedLayouts lists the sealed held-out layout names Generate accepts.
// They are neither in Layouts() nor in HeldOutLayouts().
func SealedLayouts() []string {
	return []string{"hx-tagesgeld", "hx-depot", "hx-narrow", "hx-export", "hx-grouped", "hx-neobank", "hx-geschaeft"}
}

// note remembers a value chosen while generating bookings for the
// renderer (the renderer may run more than once).
func (g *gen) note(key, v string) {
	if g.chosen == nil {
		g.chosen = map[string]string{}
	}
	g.chosen[key] = v
}

// sealedSetup replaces the period and the bookings where a sealed layout
// needs its own (savings, broker cash account, statement printer). It
// runs once, after transactions(), before the first render.
func (g *gen) sealedSetup() {
	// Layouts whose names have the same length would share the seed's
	// bookings: draw this layout's own statement.
	g.redraw("", 0x5ea1ed)
	g.transactions()
	switch g.layout {
	case "hx-tagesgeld":
		g.savingsTxs()
	case "hx-depot":
		g.depotTxs()
	case "hx-narrow":
		// A statement printer prints everything since the last print:
		// any start day, 10–40 days, often across the turn of the year.
		if g.r.IntN(3) == 0 {
			g.start = german.D(g.start.Year, time.December, 3+g.r.IntN(24))
		} else {
			g.start = g.start.AddDays(g.r.IntN(25))
		}
		g.end = g.start.AddDays(10 + g.r.IntN(31))
		g.txs = nil
		g.transactions()
	}
}

// rebalance sorts the bookings by date (stable) and recomputes the
// running balance and the closing balance.
func (g *gen) rebalance() {
	sort.SliceStable(g.txs, func(i, j int) bool { return g.txs[i].booking.Before(g.txs[j].booking) })
	bal := g.opening
	for i := range g.txs {
		bal += g.txs[i].amount
		g.txs[i].balance = bal
	}
	g.closing = bal
}

func (g *gen) sortedDates(n int, from, to german.Date) []german.Date {
	days := to.Sub(from) + 1
	var ds []german.Date
	for range n {
		ds = append(ds, from.AddDays(g.r.IntN(days)))
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i].Before(ds[j]) })
	return ds
}

// savingsTxs: a quarter of a Tagesgeld account: a few transfers from and
// to the holder's reference account, then the quarter's interest and,
// without a sufficient Freistellungsauftrag, capital gains tax and
// solidarity surcharge as bookings of their own.
func (g *gen) savingsTxs() {
	q := (int(g.start.Month) - 1) / 3
	g.start = german.D(g.start.Year, time.Month(q*3+1), 1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 3, -1))
	g.opening = german.Cents(100000 + g.r.IntN(4000000))
	b := banks[g.r.IntN(len(banks))]
	ref := makeIBAN(b.blz, g.r.Uint64())
	g.note("hx-ref", ref)
	g.txs = nil
	bal := g.opening
	mon := months[g.start.Month-1]
	for _, d := range g.sortedDates(2+g.r.IntN(6), g.start, g.end.AddDays(-1)) {
		t := tx{booking: d, value: d, party: g.holder, iban: ref}
		if g.r.IntN(10) < 7 || bal < 20000 {
			t.typ = "Gutschrift"
			t.purpose = g.pick("Sparrate "+mon, "Umbuchung", "Rücklage Urlaub", "Übertrag vom Girokonto")
			t.amount = german.Cents((5 + g.r.IntN(150)) * 1000)
			if g.r.IntN(4) == 0 {
				t.amount = german.Cents(5000 + g.r.IntN(200000))
			}
			if g.r.IntN(4) == 0 && d.After(g.start) {
				t.value = d.AddDays(-1)
			}
		} else {
			t.typ = "Überweisung"
			t.purpose = g.pick("Umbuchung auf Girokonto", "Auszahlung", "Anschaffung Waschmaschine", "Rückbuchung Sparrate")
			t.amount = -german.Cents(min(int(bal)-10000, (10+g.r.IntN(200))*1000))
		}
		bal += t.amount
		g.txs = append(g.txs, t)
	}
	rate := 150 + g.r.IntN(200) // basis points p.a.
	g.note("hx-rate", fmt.Sprintf("%d,%02d", rate/100, rate%100))
	days := g.end.Sub(g.start) + 1
	gross := german.Cents(float64(g.opening+bal) / 2 * float64(rate) / 10000 * float64(days) / 365)
	if gross < 1 {
		gross = 1
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsgutschrift", amount: gross,
		purpose: fmt.Sprintf("Habenzinsen %s - %s", g.start, g.end)})
	g.note("hx-gross", gross.String())
	if g.r.IntN(5) < 2 && gross >= 40 {
		kest := german.Cents(float64(gross)*0.25 + 0.5)
		soli := german.Cents(float64(kest)*0.055 + 0.5)
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Kapitalertragsteuer", amount: -kest,
			purpose: fmt.Sprintf("Kapitalertragsteuer 25 %% auf Zinsen %d. Quartal %d", q+1, g.end.Year)})
		if soli > 0 {
			g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Solidaritätszuschlag", amount: -soli,
				purpose: fmt.Sprintf("Solidaritätszuschlag 5,5 %% auf Zinsen %d. Quartal %d", q+1, g.end.Year)})
		}
		g.note("hx-tax", (kest + soli).String())
	}
	g.rebalance()
}

var securities = []struct{ name, isin, wkn string }{
	{"iShares Core MSCI World UCITS ETF", "IE00B4L5Y983", "A0RPWH"},
	{"Vanguard FTSE All-World UCITS ETF", "IE00BK5BQT80", "A2PKXG"},
	{"Xtrackers MSCI Emerging Markets", "IE00BTJRMP35", "A12GVR"},
	{"Allianz SE Namens-Aktien", "DE0008404005", "840400"},
	{"Siemens AG Namens-Aktien", "DE0007236101", "723610"},
	{"Apple Inc. Registered Shares", "US0378331005", "865985"},
	{"BASF SE Namens-Aktien", "DE000BASF111", "BASF11"},
	{"Microsoft Corp. Registered Shares", "US5949181045", "870747"},
}

func frac3(milli int) string {
	return fmt.Sprintf("%d,%03d", milli/1000, milli%1000)
}

// depotTxs: a month of a broker's cash account (Verrechnungskonto):
// deposits from the reference account, savings-plan and single buys,
// sells, dividends with withholding tax, interest, tax and fee bookings.
// Trades and dividends have no counterparty; their text is the purpose
// (lines joined by "\n" here, by spaces in the truth).
func (g *gen) depotTxs() {
	g.opening = german.Cents(20000 + g.r.IntN(1500000))
	b := banks[g.r.IntN(len(banks))]
	ref := makeIBAN(b.blz, g.r.Uint64())
	g.txs = nil
	mon := months[g.start.Month-1]
	venue := []string{"Tradegate", "XETRA", "Lang & Schwarz Exchange", "gettex"}
	for _, d := range g.sortedDates(6+g.r.IntN(22), g.start, g.end) {
		t := tx{booking: d, value: d}
		s := securities[g.r.IntN(len(securities))]
		k := g.r.IntN(20)
		switch {
		case k < 5:
			s = securities[g.r.IntN(3)]
			price := 2000 + g.r.IntN(13000)
			target := (25 + g.r.IntN(276)) * 100
			milli := target * 1000 / price
			amt := german.Cents((milli*price + 500) / 1000)
			t.typ = "Sparplanausführung"
			t.purpose = fmt.Sprintf("%s\nISIN %s / WKN %s\nAusführung %s Stk. zu %s EUR", s.name, s.isin, s.wkn, frac3(milli), german.Cents(price))
			t.amount = -amt
			t.value = d.AddDays(2)
		case k < 8:
			price := 2000 + g.r.IntN(40000)
			qty := 1 + g.r.IntN(60)
			fee := german.Cents(490 + g.r.IntN(500))
			t.typ = "Wertpapierkauf"
			t.purpose = fmt.Sprintf("%s\nISIN %s / WKN %s\nAusführung %d Stk. zu %s EUR, %s\nProvision %s EUR", s.name, s.isin, s.wkn, qty, german.Cents(price), venue[g.r.IntN(len(venue))], fee)
			t.amount = -(german.Cents(qty*price) + fee)
			t.value = d.AddDays(2)
		case k < 10:
			price := 2000 + g.r.IntN(40000)
			qty := 1 + g.r.IntN(40)
			fee := german.Cents(490 + g.r.IntN(500))
			t.typ = "Wertpapierverkauf"
			t.purpose = fmt.Sprintf("%s\nISIN %s / WKN %s\nAusführung %d Stk. zu %s EUR, %s\nProvision %s EUR", s.name, s.isin, s.wkn, qty, german.Cents(price), venue[g.r.IntN(len(venue))], fee)
			t.amount = german.Cents(qty*price) - fee
			t.value = d.AddDays(2)
		case k < 13:
			qty := 10 + g.r.IntN(290)
			per := 10 + g.r.IntN(140) // cents per share
			ex := d.AddDays(-2 - g.r.IntN(10))
			if strings.HasPrefix(s.isin, "US") {
				rate := 1.02 + g.r.Float64()*0.12
				gross := float64(qty*per) / rate
				t.amount = german.Cents(gross*0.85 + 0.5)
				t.typ = "Dividende"
				t.purpose = fmt.Sprintf("%s\nISIN %s\n%d Stk. · Ex-Tag %s · %s USD je Stk.\nDevisenkurs %s · Quellensteuer 15 %%", s.name, s.isin, qty, ex, german.Cents(per), strings.Replace(fmt.Sprintf("%.4f", rate), ".", ",", 1))
			} else {
				t.amount = german.Cents(qty * per)
				t.typ = g.pick("Dividende", "Ausschüttung")
				t.purpose = fmt.Sprintf("%s\nISIN %s\n%d Stk. · Ex-Tag %s · %s EUR je Stk.", s.name, s.isin, qty, ex, german.Cents(per))
			}
			t.value = d.AddDays(-g.r.IntN(2))
		case k < 16:
			t.typ = g.pick("Einzahlung", "Überweisung")
			t.party, t.iban = g.holder, ref
			t.purpose = g.pick("Einzahlung", "Sparrate "+mon, "Nachschuss Depot", "Umbuchung vom Girokonto")
			t.amount = german.Cents((50 + g.r.IntN(2000)) * 100)
		case k < 17:
			t.typ = "Auszahlung"
			t.party, t.iban = g.holder, ref
			t.purpose = "Auszahlung auf Referenzkonto"
			t.amount = -german.Cents((50 + g.r.IntN(1500)) * 100)
		case k < 18:
			t.typ = "Zinsgutschrift"
			t.purpose = fmt.Sprintf("Zinsen Verrechnungskonto %s %d", mon, d.Year)
			t.amount = german.Cents(10 + g.r.IntN(2000))
			t.booking, t.value = g.end, g.end
		case k < 19:
			t.typ = "Steuerbuchung"
			t.purpose = fmt.Sprintf("Kapitalertragsteuer und Solidaritätszuschlag Abrechnung Nr. %d", 10000000+g.r.IntN(89999999))
			t.amount = -german.Cents(100 + g.r.IntN(5000))
		default:
			t.typ = "Entgelt"
			t.purpose = "Depotführungsentgelt " + mon + " " + fmt.Sprint(d.Year)
			t.amount = -german.Cents(150 + g.r.IntN(350))
		}
		g.txs = append(g.txs, t)
	}
	g.rebalance()
}

// Formatting helpers of the sealed layouts.

// dashEuro is a signed amount with an en dash for minus and a euro sign:
// "–250,00 €", "+1.000,00 €". (The PDF's core font has no U+2212.)
func dashEuro(c german.Cents) string {
	if c < 0 {
		return "–" + pos(c).String() + " €"
	}
	return "+" + c.String() + " €"
}

// noThou is an unsigned amount without thousands separators: "1234,56".
func noThou(c german.Cents) string { return strings.ReplaceAll(pos(c).String(), ".", "") }

// narrowAmt is a statement printer's amount: "1234,56-" or "1234,56".
func narrowAmt(c german.Cents) string {
	if c < 0 {
		return noThou(c) + "-"
	}
	return noThou(c)
}

func iso(d german.Date) string { return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day) }

var monthsAbbr = []string{"Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."}

var weekdaysAbbr = []string{"So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"}

// hxLines splits a "\n"-separated text and wraps each part.
func hxLines(s string, n int) []string {
	var out []string
	for _, p := range strings.Split(s, "\n") {
		out = append(out, wrap(p, n)...)
	}
	return out
}

func flat(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// renderSealed draws the sealed layouts into f and st.
func (g *gen) renderSealed(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	switch g.layout {

	// Tagesgeld (savings) account, one statement per quarter: a handful
	// of transfers from and to the reference account and the quarter's
	// interest on the last day, with capital gains tax and solidarity
	// surcharge as separate bookings when no Freistellungsauftrag covers
	// it. Signed amounts with an en dash and a euro sign; a value-date
	// column; an interest summary after the closing balance whose amounts
	// are not bookings.
	case "hx-tagesgeld":
		q := (int(g.start.Month)-1)/3 + 1
		title := fmt.Sprintf("Kontoauszug Tagesgeld – %d. Quartal %d", q, g.start.Year)
		ref := german.FormatIBAN(g.chosen["hx-ref"])
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, title)
				f.put(L(40, "Tagesgeldkonto · IBAN "+ibanF+" · BIC "+g.bic))
				f.put(L(40, "Referenzkonto "+ref))
				f.put(L(40, fmt.Sprintf("Zeitraum %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, title))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(100, "Valuta"), B(165, "Umsatz"), BR(555, "Betrag in €"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(165, fmt.Sprintf("Saldo am %s", g.start.AddDays(-1))), R(555, dashEuro(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), L(165, t.typ), R(555, dashEuro(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(165, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 165, 58)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(165, "Referenzkonto IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(4)
		f.block([][]Item{{B(165, fmt.Sprintf("Saldo am %s", g.end)), BR(555, dashEuro(g.closing))}})
		f.gap(2 * f.lh)
		info := [][]Item{
			{B(40, "Zinsinformation")},
			{L(40, fmt.Sprintf("Zinssatz ab %s: %s %% p.a. (variabel)", g.start, g.chosen["hx-rate"]))},
			{L(40, "Zinsertrag im Abrechnungszeitraum"), R(555, g.chosen["hx-gross"]+" €")},
		}
		if tax := g.chosen["hx-tax"]; tax != "" {
			info = append(info, []Item{L(40, "einbehaltene Steuern (KapESt, SolZ)"), R(555, tax+" €")})
		} else {
			info = append(info, []Item{L(40, "Steuern einbehalten: keine (Freistellungsauftrag)")})
		}
		info = append(info, []Item{L(40, "Die Zinsen werden zum Quartalsende gutgeschrieben und dem Tagesgeldkonto zugeführt.")})
		f.block(info)
		g.footer(f.pages, true, "Seite")

	// Cash account of a broker (Depot-Verrechnungskonto): securities
	// buys, sells, savings-plan executions and dividends are bookings
	// without a counterparty, their description (security, ISIN, units,
	// price, fee, ex-date, withholding tax) spread over 3–4 lines; a
	// currency column "EUR" and the amount in "Abgang" or "Zugang";
	// each page ends with the page's column sums ("Zwischensumme"), the
	// next page starts with them ("Übertrag") — sums, not balances.
	case "hx-depot":
		nr := int(g.end.Month)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kontoauszug Verrechnungskonto")
				f.put(L(40, fmt.Sprintf("Depotnummer %s · Verrechnungskonto IBAN %s", g.iban[12:19], ibanF)))
				f.put(L(40, fmt.Sprintf("Auszug Nr. %d vom %s bis %s", nr, g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Verrechnungskonto · Auszug Nr. %d · Seite %d", nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(103, "Valuta"), B(163, "Vorgang"), B(385, "Whg."), BR(480, "Abgang"), BR(555, "Zugang"))
			f.gap(2)
		}
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 480
			}
			return 555
		}
		var out, in german.Cents
		f.onBreak = func(f *flow, p int, _ german.Cents) {
			f.y += 2
			f.put(L(163, "Zwischensumme"), L(385, "EUR"), R(480, out.String()), R(555, in.String()))
		}
		f.onStart = func(f *flow, p int, _ german.Cents) {
			f.put(L(163, "Übertrag"), L(385, "EUR"), R(480, out.String()), R(555, in.String()))
		}
		f.newPage()
		f.put(L(163, fmt.Sprintf("Kontostand alt per %s", g.start.AddDays(-1))), L(385, "EUR"), R(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(103, t.value.String()), L(163, t.typ), L(385, "EUR"), R(col(t.amount), pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(163, t.party)})
			}
			for _, l := range hxLines(t.purpose, 52) {
				ls = append(ls, []Item{L(163, l)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(163, "IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			if t.amount < 0 {
				out += pos(t.amount)
			} else {
				in += t.amount
			}
			add(truth(t, true, true, flat(t.purpose)))
		}
		f.gap(4)
		f.block([][]Item{
			{L(163, "Summe der Umsätze"), L(385, "EUR"), R(480, out.String()), R(555, in.String())},
			{B(163, fmt.Sprintf("Kontostand neu per %s", g.end)), L(385, "EUR"), BR(col(g.closing), pos(g.closing).String())},
		})
		f.gap(f.lh)
		f.block([][]Item{{L(40, "Wertpapierabrechnungen und Steuerbescheinigungen finden Sie in Ihrem Postfach.")}})
		g.footer(f.pages, true, "Seite")

	// Statement printer slip (Kontoauszugsdrucker) on A4: one narrow
	// column in small capitals, dates "TT.MM." without year over a
	// period since the last print that often crosses the turn of the
	// year, amounts without thousands separators and with a trailing
	// minus for debits only, the holder's notices in a box to the right
	// of the table on the first page.
	case "hx-narrow":
		g.size = 7 + 0.5*float64(g.hoRand(-9).IntN(2))
		f.lh = g.size * 1.25
		f.top = 36
		nr := 1 + g.hoRand(-8).IntN(60)
		up := strings.ToUpper
		f.header = func(f *flow, p int) {
			f.put(B(40, "KONTOAUSZUG"), R(300, fmt.Sprintf("NR. %d  BLATT %d", nr, p)))
			f.put(L(40, up(g.bank)))
			f.put(L(40, "IBAN "+g.iban), R(300, g.bic))
			f.put(L(40, up(g.holder)))
			f.put(L(40, fmt.Sprintf("AUSZUG VOM %s BIS %s", g.start, g.end)))
			f.gap(f.lh / 2)
			if p == 1 {
				// The branch's notice box, right of the head.
				for i, s := range []string{
					"MITTEILUNG",
					"Bitte beachten Sie die geänderten",
					"Öffnungszeiten Ihrer Filiale. Ihren",
					"Kontoauszug erhalten Sie auf Wunsch",
					"auch elektronisch im Postfach.",
				} {
					f.cur().Items = append(f.cur().Items, Item{X: 340, Y: f.top + float64(i)*f.lh, Text: s, Size: g.size, Bold: i == 0})
				}
			}
			f.put(B(40, "DATUM"), B(70, "WERT"), B(100, "BUCHUNGSTEXT"), BR(300, "EUR"))
		}
		f.newPage()
		f.put(L(100, fmt.Sprintf("KONTOSTAND ALT %s", dm(g.start.AddDays(-1)))), R(300, narrowAmt(g.opening)))
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)), L(70, dm(t.value)), L(100, up(t.typ)), R(300, narrowAmt(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(100, up(t.party))})
			}
			for _, w := range wrap(up(t.purpose), 34) {
				ls = append(ls, []Item{L(100, w)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(100, "IBAN "+t.iban)})
			}
			f.block(ls)
			tt := truth(t, true, true, up(t.purpose))
			tt.Counterparty, tt.BookingText = up(t.party), up(t.typ)
			add(tt)
		}
		f.block([][]Item{{B(100, fmt.Sprintf("KONTOSTAND NEU %s", dm(g.end))), BR(300, narrowAmt(g.closing))}})
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 52, Text: "EINWENDUNGEN GEGEN DIESEN AUSZUG SIND", Size: 6},
				Item{X: 40, Y: PageH - 45, Text: "UNVERZÜGLICH ZU ERHEBEN.", Size: 6},
				Item{X: 40, Y: PageH - 36, Text: fmt.Sprintf("BLATT %d/%d", i+1, n), Size: 6})
		}

	// Export from online banking ("Umsatzübersicht"): ISO dates, a wide
	// table in a small font with the counterparty and its IBAN in one
	// cell, the purpose in the next, the signed amount, the running
	// balance after each booking and a currency column; the column head
	// repeats on every page; no letterhead.
	case "hx-export":
		g.size = 6.5 + 0.5*float64(g.hoRand(-9).IntN(2))
		f.lh = g.size * 1.35
		f.top = 34
		r := g.hoRand(-7)
		stamp := fmt.Sprintf("%s %02d:%02d", iso(g.end.AddDays(1+r.IntN(9))), 7+r.IntN(14), r.IntN(60))
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Umsatzübersicht", Bold: true, Size: g.size + 5})
				f.gap(8)
				f.put(L(40, "Konto: Girokonto · "+ibanF+" · "+g.holder+" · "+g.bank))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s bis %s", iso(g.start), iso(g.end))))
				f.put(L(40, "Erstellt: "+stamp))
				f.gap(f.lh)
			} else {
				f.put(L(40, "Umsatzübersicht (Fortsetzung) · "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(84, "Valuta"), B(126, "Auftraggeber/Empfänger"), B(254, "Verwendungszweck"), BR(458, "Betrag"), BR(520, "Saldo"), B(526, "Währung"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(126, "Anfangssaldo"), R(520, g.opening.String()), L(526, "EUR"))
		f.gap(2)
		for _, t := range g.txs {
			pl := wrap(t.party, 26)
			if t.iban != "" {
				pl = append(pl, german.FormatIBAN(t.iban))
			}
			wl := wrap(t.purpose, 44)
			n := max(len(pl), len(wl), 1)
			var ls [][]Item
			for k := 0; k < n; k++ {
				var l []Item
				if k == 0 {
					l = append(l, L(40, iso(t.booking)), L(84, iso(t.value)), R(458, t.amount.String()), R(520, t.balance.String()), L(526, "EUR"))
				}
				if k < len(pl) {
					l = append(l, L(126, pl[k]))
				}
				if k < len(wl) {
					l = append(l, L(254, wl[k]))
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.gap(2)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = ""
			add(tt)
		}
		f.block([][]Item{{L(126, "Endsaldo"), R(520, g.closing.String()), L(526, "EUR")}})
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 30, Text: "Diese Übersicht ist kein Rechnungsabschluss. Maßgeblich ist der Kontoauszug.", Size: 6},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("Seite %d/%d", i+1, n), Size: 6, Right: true})
		}

	// Booking date printed once per day in the date column ("Mo
	// 03.03.", no year) and left blank for further bookings of that day
	// (repeated at the top of a page); no value date; the counterparty
	// first, the booking type below it; "Lastschrift" and "Gutschrift"
	// columns; account charges as "Abschluss" with the itemised charges
	// written out in the text.
	case "hx-grouped":
		title := fmt.Sprintf("Kontoauszug %s %d", months[g.end.Month-1], g.end.Year)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, title)
				f.put(L(40, fmt.Sprintf("Auszug Nr. %d/%d · IBAN %s · BIC %s", int(g.end.Month), g.end.Year, ibanF, g.bic)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("%s – Fortsetzung Seite %d", title, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Tag"), B(95, "Buchungsinformation"), BR(470, "Lastschrift"), BR(555, "Gutschrift"))
			f.gap(2)
		}
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 470
			}
			return 555
		}
		f.newPage()
		f.put(L(95, fmt.Sprintf("Saldo alt per %s", g.start.AddDays(-1))), R(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		var last german.Date
		for _, t := range g.txs {
			tt := truth(t, false, true, t.purpose)
			var ls [][]Item
			if t.typ == "Entgelt" {
				kf := german.Cents(390)
				text := fmt.Sprintf("Abrechnung per %s: Kontoführungsentgelt %s EUR", t.booking, kf)
				if rest := pos(t.amount) - kf; rest > 0 {
					text += fmt.Sprintf(", Buchungsentgelte %s EUR", rest)
				}
				ls = append(ls, []Item{L(95, "Abschluss"), R(col(t.amount), pos(t.amount).String())})
				ls = append(ls, freeLines(text, 95, 60)...)
				tt.BookingText, tt.Purpose = "Abschluss", text
			} else {
				ls = append(ls, []Item{L(95, t.party), R(col(t.amount), pos(t.amount).String())})
				ls = append(ls, []Item{L(95, t.typ)})
				ls = append(ls, freeLines(t.purpose, 95, 60)...)
				if t.iban != "" {
					ls = append(ls, []Item{L(95, "IBAN "+german.FormatIBAN(t.iban))})
				}
			}
			newPage := f.y+float64(len(ls))*f.lh > PageH-f.bottom
			if t.booking != last || newPage {
				ls[0] = append([]Item{L(40, weekdaysAbbr[t.booking.Weekday()]+" "+dm(t.booking))}, ls[0]...)
				last = t.booking
			}
			f.block(ls)
			f.gap(2)
			add(tt)
		}
		f.gap(4)
		f.block([][]Item{{B(95, fmt.Sprintf("Saldo neu per %s", g.end)), BR(col(g.closing), pos(g.closing).String())}})
		g.footer(f.pages, true, "Seite")

	// Neobank statement: written-out month names ("3. März 2025" or
	// "3. Sept. 2025"), a summary box with the opening balance, the sums
	// of money out and in and the closing balance, then "Ausgaben",
	// "Einnahmen" and a running "Saldo", all with a euro sign; no value
	// date.
	case "hx-neobank":
		abbr := g.once("hx-abbr", "full", "abbr") == "abbr"
		md := func(d german.Date) string {
			m := months[d.Month-1]
			if abbr {
				m = monthsAbbr[d.Month-1]
			}
			return fmt.Sprintf("%d. %s %d", d.Day, m, d.Year)
		}
		eur := func(c german.Cents) string { return c.String() + " €" }
		var out, in german.Cents
		for _, t := range g.txs {
			if t.amount < 0 {
				out += pos(t.amount)
			} else {
				in += t.amount
			}
		}
		f.top = 36
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Kontoauszug", Bold: true, Size: g.size + 7})
				f.gap(8)
				f.put(L(40, fmt.Sprintf("%s – %s", md(g.start), md(g.end))))
				f.put(L(40, g.holder))
				f.put(L(40, "IBAN "+ibanF+"   BIC "+g.bic))
				f.gap(f.lh)
				f.put(B(40, "Übersicht"))
				f.put(L(40, "Anfangssaldo"), R(300, eur(g.opening)))
				f.put(L(40, "Ausgaben"), R(300, eur(-out)))
				f.put(L(40, "Einnahmen"), R(300, eur(in)))
				f.put(B(40, "Endsaldo"), BR(300, eur(g.closing)))
				f.gap(f.lh)
				f.put(B(40, "Umsätze"))
			} else {
				f.put(L(40, "Kontoauszug "+md(g.start)+" – "+md(g.end)), R(555, ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(122, "Beschreibung"), BR(400, "Ausgaben"), BR(475, "Einnahmen"), BR(555, "Saldo"))
			f.gap(2)
		}
		f.newPage()
		for _, t := range g.txs {
			amt := R(475, eur(t.amount))
			if t.amount < 0 {
				amt = R(400, eur(pos(t.amount)))
			}
			head := t.party
			if head == "" {
				head = t.typ
			}
			ls := [][]Item{{L(40, md(t.booking)), B(122, head), amt, R(555, eur(t.balance))}}
			if t.party != "" {
				ls = append(ls, []Item{L(122, t.typ)})
			}
			ls = append(ls, freeLines(t.purpose, 122, 52)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(122, "IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, false, true, t.purpose))
		}
		g.footer(f.pages, true, "Seite")

	// Business account: two-digit years, a "Betrag" column with a hyphen
	// minus and a euro sign ("-1.234,56 €"), SEPA details with German
	// labels on up to seven lines, "Zwischensaldo" at the foot of a page
	// and "Saldovortrag" at the head of the next, a notice with the
	// overdraft limit and rates after the closing balance and a three-line
	// legal footer.
	case "hx-geschaeft":
		f.bottom = 82
		nr := int(g.end.Month) + 1
		eur := func(c german.Cents) string { return c.String() + " €" }
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kontoauszug Geschäftskonto")
				f.put(L(40, fmt.Sprintf("Auszug %d/%d · Blatt %d", nr, g.end.Year, p)), L(300, fmt.Sprintf("vom %s bis %s", dmy2(g.start), dmy2(g.end))))
				f.put(L(40, "Kontoinhaber: "+g.holder+" e.K."))
				f.put(L(40, "IBAN "+ibanF), L(300, "BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Geschäftskonto %s · Auszug %d/%d · Blatt %d", ibanF, nr, g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(88, "Wert"), B(136, "Buchungstext"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.y += 2
			f.put(B(136, "Zwischensaldo"), BR(555, eur(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(B(136, "Saldovortrag"), BR(555, eur(bal)))
			f.gap(2)
		}
		f.bal = g.opening
		f.newPage()
		f.put(B(136, fmt.Sprintf("Kontostand am %s", dmy2(g.start.AddDays(-1)))), BR(555, eur(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dmy2(t.booking)), L(88, dmy2(t.value)), L(136, t.typ), R(555, eur(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(136, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 136, 62)...)
			if t.eref != "" {
				ls = append(ls, []Item{L(136, "Kunden-Referenz: "+t.eref)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(136, "Mandats-Referenz: "+t.mref)}, []Item{L(136, "Gläubiger-ID: "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(136, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			f.bal += t.amount
			add(truth(t, true, true, t.purpose))
		}
		f.gap(4)
		f.block([][]Item{{B(136, fmt.Sprintf("Kontostand am %s", dmy2(g.end))), BR(555, eur(g.closing))}})
		f.gap(f.lh)
		f.block([][]Item{
			{B(40, "Hinweise zu Ihrem Konto")},
			{L(40, "Eingeräumte Kontoüberziehung"), R(555, "10.000,00 €")},
			{L(40, "Sollzinssatz für eingeräumte Kontoüberziehung 9,90 % p.a., für geduldete Überziehung 13,90 % p.a.")},
		})
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items, Item{X: 40, Y: PageH - 56, Size: 6.5,
				Text: "Bitte prüfen Sie Ihre Umsätze. Guthaben sind bis 100.000 EUR je Einleger durch die Einlagensicherung geschützt."})
		}
		g.footer(f.pages, true, "Blatt")
	}
}
