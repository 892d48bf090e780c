package synth

// Sealed batch 4 (hz-*): a fourth held-out batch, written when the third
// (hy-*) went into tuning, without looking at the extractor or its rule
// code. Like the earlier batches the layouts reuse the generator (bank,
// holder, bookings, balances) but print conventions that no tuned layout
// and none of ho-*, hx-* and hy-* use:
//
//   - hz-visa: credit card with dates "04 MRZ" (upper-case month
//     abbreviations, no year, period across the turn of the year in one
//     of three runs) and the currency before the amount ("EUR -45,90");
//   - hz-gruppen: bookings grouped by type ("Lastschriften",
//     "Kartenzahlungen", …), each group in date order with a sum line,
//     an overview of the group sums on the first page;
//   - hz-handy: phone-app PDF export, newest first, day headings "Heute",
//     "Gestern", "Montag, 3. März" (the year only when it is not the
//     export's), the export date printed at the top;
//   - hz-breit: wide export with dates without leading zeros
//     ("4.3.2025"), counterparty and purpose wrapped in two columns, the
//     value date AFTER the amount and a running balance with an explicit
//     sign ("+1.234,56");
//   - hz-paypal: wallet statement with time, type, name, currency and
//     "Brutto", "Gebühr", "Netto", "Guthaben" columns (the booking is the
//     net amount) and bank top-ups as bookings of their own;
//   - hz-fusszeile: cooperative-bank statement with "Abbuchungen" and
//     "Gutschriften" columns, the account repeated in every page head, a
//     per-page sum ("Seitensumme", not cumulative), a legal footer with
//     amounts and dates, and a "Finanzstatus" of other accounts after the
//     closing balance;
//   - hz-broker: a broker's cash account in capitals with the date as
//     "04 März" over "2025" on two lines, "ZAHLUNGSEINGANG" before
//     "ZAHLUNGSAUSGANG", amounts with a trailing euro sign and a balance
//     column.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to Layouts(), HeldOutLayouts(), SealedLayouts() or
// Sealed2Layouts(). Their score is the honest generalisation figure only
// as long as nobody tunes on them.
//
// Not done: a Unicode minus (U+2212) — the PDF's core font (CP1252) has
// none; two accounts in one statement — the truth holds one account.

import (
	"fmt"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed3Layouts lists the layouts of the fourth held-out batch (hz-*).
// They are in none of Layouts(), HeldOutLayouts(), SealedLayouts() and
// Sealed2Layouts().
func Sealed3Layouts() []string {
	return []string{"hz-visa", "hz-gruppen", "hz-handy", "hz-breit", "hz-paypal", "hz-fusszeile", "hz-broker"}
}

// sealed3Setup draws the statement of an hz-* layout from its own random
// stream, with its own period and bookings where the layout needs them,
// and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed3Setup() {
	g.redraw("hz|", 0x4a11ed)
	limit := 40
	switch g.layout {
	case "hz-visa":
		g.hzCardTxs()
		limit = 55
	case "hz-paypal":
		g.hzWalletTxs()
		limit = 50
	case "hz-handy":
		// Exported on any day: the last 4–7 weeks up to the export day.
		g.end = g.start.AddDays(g.r.IntN(28))
		g.start = g.end.AddDays(-(27 + g.r.IntN(20)))
		g.transactions()
		limit = 34
	case "hz-broker":
		g.bank, g.bic = "Isar Neobroker Bank AG", "ISNBDEM1XXX"
		g.depotTxs()
		limit = 30
	case "hz-breit":
		g.transactions()
		limit = 45
	case "hz-fusszeile":
		// A cooperative bank.
		b := banks[[]int{1, 4}[g.r.IntN(2)]]
		g.bank, g.bic, g.iban = b.name, b.bic, makeIBAN(b.blz, g.r.Uint64())
		g.transactions()
	default:
		g.transactions()
	}
	limit = g.thin(limit, thinning{}) // the capped limit also bounds the broker fill below
	if g.layout == "hz-broker" {
		// A cash account has no overdraft: a debit the balance does not
		// cover is not executed.
		g.rebalance() // date order first (interest is booked on the last day)
		bal := g.opening
		var kept []tx
		for _, t := range g.txs {
			if t.amount < 0 && bal+t.amount < 0 {
				continue
			}
			bal += t.amount
			kept = append(kept, t)
		}
		g.txs = kept
	}
	if g.layout == "hz-paypal" {
		// Top-ups add bookings: drop raw ones until the total fits.
		raw := append([]tx(nil), g.txs...)
		for {
			g.txs = append([]tx(nil), raw...)
			g.hzWalletFix()
			if len(g.txs) <= limit || len(raw) <= 1 {
				break
			}
			i := g.r.IntN(len(raw))
			raw = append(raw[:i], raw[i+1:]...)
		}
	}
	g.rebalance()
}

var cardShops = []string{"AMAZON EU SARL", "ZALANDO SE", "LIEFERANDO.DE", "DB VERTRIEB GMBH", "LUFTHANSA", "ARAL STATION", "MEDIAMARKT", "NETFLIX.COM", "SPOTIFY P1F2E3", "HOTEL ADLER", "DECATHLON", "THALIA BUCHHANDLUNG"}

// hzCardTxs: a month of a credit card from the 21st to the 20th (December
// to January in one of three runs): the previous balance is owed and
// settled by direct debit a few days in, purchases at home and abroad,
// refunds and the odd fee without a counterparty.
func (g *gen) hzCardTxs() {
	m := g.start.Month
	if g.r.IntN(3) == 0 {
		m = time.December
	}
	g.start = german.D(g.start.Year, m, 21)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = -german.Cents(2000 + g.r.IntN(150000))
	n := 4 + g.r.IntN(26)
	if g.r.IntN(3) == 0 {
		n = 30 + g.r.IntN(25)
	}
	if g.opt.MaxTransactions > 0 && n > g.opt.MaxTransactions {
		n = g.opt.MaxTransactions
	}
	pay := g.start.AddDays(3 + g.r.IntN(6))
	g.txs = []tx{{booking: pay, value: pay, typ: "Zahlung", purpose: "Ausgleich per Lastschrift vom Referenzkonto", amount: -g.opening}}
	fee := false
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d.AddDays(-g.r.IntN(4)), typ: "Kartenumsatz"}
		switch k := g.r.IntN(14); {
		case k < 3:
			s := fxShops[g.r.IntN(len(fxShops))]
			orig := german.Cents(500 + g.r.IntN(40000))
			rate := 0.80 + g.r.Float64()*0.5
			t.party, t.amount = s.name, -german.Cents(float64(orig)/rate+0.5)
			t.fx = fmt.Sprintf("Originalbetrag %s %s, Umrechnungskurs %s", s.cur, orig, strings.Replace(fmt.Sprintf("%.5f", rate), ".", ",", 1))
			t.purpose = t.fx
		case k < 4:
			t.party, t.typ = cardShops[g.r.IntN(len(cardShops))], "Gutschrift"
			t.purpose = "Rückerstattung"
			t.amount = german.Cents(300 + g.r.IntN(9000))
		case k < 5 && !fee:
			fee = true
			t.typ, t.purpose = "Entgelt", "Jahresgebühr Visa Gold Kreditkarte"
			t.amount = -german.Cents(2900 + 1000*g.r.IntN(6))
			t.value = d
		case k < 9:
			t.party = cardShops[g.r.IntN(len(cardShops))]
			t.amount = -german.Cents(199 + g.r.IntN(25000))
		default:
			t.party = strings.ToUpper(shops[g.r.IntN(len(shops))]) + " " + strings.ToUpper(g.city)
			t.amount = -german.Cents(150 + g.r.IntN(15000))
		}
		if t.value.Before(g.start.AddDays(-5)) {
			t.value = d
		}
		g.txs = append(g.txs, t)
	}
	g.rebalance()
}

var walletMerchants = []string{"Spotify AB", "Zalando SE", "eBay GmbH", "Etsy Ireland UC", "Lieferando.de", "Steam Games Ltd", "Deutsche Bahn AG", "MediaMarkt E-Business GmbH", "Otto (GmbH & Co KG)", "Tchibo GmbH"}

// hzWalletTxs: a month of a PayPal-like wallet: payments to merchants
// (topped up from the bank account when the balance does not cover them:
// the top-up is a booking of its own, same day, same amount), money
// received from persons (goods and services with a fee: the booking is
// the net amount), refunds and withdrawals to the bank account. The
// gross amount and the fee ride along in fx as "gross|fee".
func (g *gen) hzWalletTxs() {
	g.bank = "PayPal (Europe) S.à r.l. et Cie, S.C.A."
	g.bic = "PPLXLUL2"
	g.opening = german.Cents(g.r.IntN(40000))
	n := 4 + g.r.IntN(22)
	if g.r.IntN(3) == 0 {
		n = 25 + g.r.IntN(20)
	}
	if g.opt.MaxTransactions > 0 && n > g.opt.MaxTransactions {
		n = g.opt.MaxTransactions
	}
	g.txs = nil
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		id := fmt.Sprintf("%X", g.r.Uint64())[:8]
		switch k := g.r.IntN(14); {
		case k < 8:
			t.party = walletMerchants[g.r.IntN(len(walletMerchants))]
			t.typ = g.pick("Express-Checkout-Zahlung", "Zahlung im Einzugsverfahren", "Website-Zahlung")
			t.purpose = g.pick("Bestellnr. "+fmt.Sprint(100000+g.r.IntN(899999)), "Abo "+months[d.Month-1], "Rechnung "+id, "")
			t.amount = -german.Cents(299 + g.r.IntN(12000))
		case k < 11 || k == 13:
			t.party = persons[g.r.IntN(len(persons))]
			t.typ = g.pick("Zahlung erhalten", "Zahlung für Waren und Dienstleistungen erhalten")
			t.purpose = g.pick("Danke!", "Anteil Geschenk", "Kleinanzeige Fahrrad", "")
			gross := german.Cents(1000 + g.r.IntN(20000))
			fee := german.Cents(0)
			if strings.Contains(t.typ, "Waren") {
				fee = german.Cents(float64(gross)*0.0249+0.5) + 35
			}
			t.amount = gross - fee
			t.fx = fmt.Sprintf("%d|%d", gross, -fee)
		case k < 12:
			t.party = walletMerchants[g.r.IntN(len(walletMerchants))]
			t.typ = "Rückzahlung"
			t.purpose = "Erstattung Rechnung " + id
			t.amount = german.Cents(299 + g.r.IntN(6000))
		default:
			t.typ = "Abbuchung auf Bankkonto"
			t.amount = -german.Cents(1000 * (1 + g.r.IntN(20)))
			t.purpose = "Auf Konto " + german.FormatIBAN(g.iban)[:9] + " **** " + g.iban[len(g.iban)-4:]
		}
		g.txs = append(g.txs, t)
	}
}

// hzWalletFix inserts a bank top-up before every debit that the balance
// does not cover (after the cap on bookings, so that pairs stay pairs).
func (g *gen) hzWalletFix() {
	bal := g.opening
	var out []tx
	for _, t := range g.txs {
		if t.amount < 0 && bal+t.amount < 0 {
			if t.typ == "Abbuchung auf Bankkonto" {
				if bal < 1000 {
					continue
				}
				t.amount = -bal
			} else {
				out = append(out, tx{booking: t.booking, value: t.booking, typ: "Bankgutschrift auf PayPal-Konto",
					purpose: "Lastschrift von " + g.chosenBank(), amount: -t.amount})
				bal -= t.amount
			}
		}
		bal += t.amount
		out = append(out, t)
	}
	g.txs = out
}

// chosenBank is the holder's house bank for wallet top-ups.
func (g *gen) chosenBank() string {
	if v, ok := g.chosen["hz-house"]; ok {
		return v
	}
	b := banks[g.hoRand(-40).IntN(len(banks))].name
	g.note("hz-house", b)
	return b
}

// Formatting helpers of the hz-* layouts.

var monthsUpper = []string{"JAN", "FEB", "MRZ", "APR", "MAI", "JUN", "JUL", "AUG", "SEP", "OKT", "NOV", "DEZ"}

// dMon is "04 MRZ".
func dMon(d german.Date) string { return fmt.Sprintf("%02d %s", d.Day, monthsUpper[d.Month-1]) }

// eurPre is the currency before the amount: "EUR -45,90", "EUR 50,00".
func eurPre(c german.Cents) string { return "EUR " + c.String() }

// dShort is a date without leading zeros: "4.3.2025".
func dShort(d german.Date) string { return fmt.Sprintf("%d.%d.%d", d.Day, int(d.Month), d.Year) }

// hzGroup is the booking-type group of hz-gruppen (index into hzGroups).
func hzGroup(t tx) int {
	switch t.typ {
	case "Gutschrift", "SEPA-Gutschrift", "Lohn/Gehalt":
		return 0
	case "Lastschrift", "SEPA-Lastschrift":
		return 1
	case "Kartenzahlung":
		return 2
	case "Überweisung", "Dauerauftrag", "Echtzeitüberweisung":
		return 3
	case "Bargeldauszahlung":
		return 4
	}
	return 5
}

var hzGroups = []string{"Gutschriften", "Lastschriften", "Kartenzahlungen", "Überweisungen und Daueraufträge", "Bargeldauszahlungen", "Entgelte und Abschluss"}

// renderSealed3 draws the hz-* layouts into f and st.
func (g *gen) renderSealed3(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	switch g.layout {

	// Credit card (Barclays/Hanseatic-like): "Belegdatum" and
	// "Buchungsdatum" as "04 MRZ" (the period, 21st to 20th, may run
	// December to January: the year follows from it), a "Beschreibung",
	// and "Betrag" with the currency before it ("EUR -45,90", "EUR
	// 12,00"); foreign purchases with a second line "Originalbetrag USD
	// 45,00, Umrechnungskurs 1,08560" (their purpose); a summary box with
	// the previous balance, payments, new purchases and the new balance;
	// the card number masked. The receipt date is the value date.
	case "hz-visa":
		card := fmt.Sprintf("4921 81** **** %04d", g.hoRand(-41).IntN(10000))
		var charges, credits german.Cents
		for _, t := range g.txs {
			if t.amount < 0 {
				charges += t.amount
			} else {
				credits += t.amount
			}
		}
		title := fmt.Sprintf("Kreditkartenabrechnung vom %s", g.end)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, title)
				f.put(L(40, "Visa Gold · Kartennummer "+card), L(330, "Kreditrahmen EUR 3.000,00"))
				f.put(L(40, fmt.Sprintf("Abrechnungszeitraum %s bis %s", g.start, g.end)), L(330, "Referenzkonto "+ibanF))
				f.gap(f.lh / 2)
				f.put(L(40, "Saldo der letzten Abrechnung"), R(330, eurPre(g.opening)))
				f.put(L(40, "Ihre Zahlungen und Gutschriften"), R(330, eurPre(credits)))
				f.put(L(40, "Neue Umsätze"), R(330, eurPre(charges)))
				f.put(B(40, "Neuer Saldo"), BR(330, eurPre(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("%s · Seite %d", title, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Kaufdatum"), B(100, "Buchung"), B(172, "Beschreibung"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(172, "Saldo der letzten Abrechnung"), R(555, eurPre(g.opening)))
		f.gap(2)
		for _, t := range g.txs {
			desc, purpose := t.party, ""
			if desc == "" {
				desc, purpose = t.purpose, t.purpose
			}
			ls := [][]Item{{L(40, dMon(t.value)), L(100, dMon(t.booking)), L(172, desc), R(555, eurPre(t.amount))}}
			if t.party != "" && t.purpose != "" {
				ls = append(ls, []Item{L(180, t.purpose)})
				purpose = t.purpose
			}
			f.block(ls)
			f.gap(1)
			add(truth(t, true, false, purpose))
		}
		f.gap(4)
		f.block([][]Item{
			{B(172, "Neuer Saldo"), BR(555, eurPre(g.closing))},
			{L(172, fmt.Sprintf("Der Betrag von EUR %s wird am %s von Ihrem Referenzkonto eingezogen.", pos(g.closing), g.end.AddDays(7)))},
		})
		g.footer(f.pages, true, "Seite")

	// Sparkasse-"Umsatzübersicht nach Umsatzarten": the bookings grouped
	// by type, each group with its heading, its bookings in date order
	// and a sum line "Summe Lastschriften (7 Umsätze)"; an overview of
	// the group sums on the first page; signed amounts; counterparty on
	// the booking's first line, the purpose under it.
	case "hz-gruppen":
		var sums [6]german.Cents
		var counts [6]int
		for _, t := range g.txs {
			sums[hzGroup(t)] += t.amount
			counts[hzGroup(t)]++
		}
		title := fmt.Sprintf("Kontoauszug %d/%d", int(g.end.Month), g.end.Year)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, title+" · Umsätze nach Umsatzarten")
				f.put(L(40, "Privatgirokonto "+ibanF), L(330, "BIC "+g.bic))
				f.put(L(40, fmt.Sprintf("Zeitraum %s bis %s", g.start, g.end)))
				f.gap(f.lh / 2)
				f.put(B(40, "Übersicht"), BR(400, "Anzahl"), BR(555, "Summe EUR"))
				f.put(L(40, fmt.Sprintf("Kontostand am %s", g.start.AddDays(-1))), R(555, g.opening.String()))
				for k, name := range hzGroups {
					if counts[k] > 0 {
						f.put(L(40, name), R(400, fmt.Sprint(counts[k])), R(555, sums[k].String()))
					}
				}
				f.put(B(40, fmt.Sprintf("Kontostand am %s", g.end)), BR(555, g.closing.String()))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("%s · Blatt %d", title, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(96, "Valuta"), B(152, "Empfänger/Zahlungspflichtiger · Verwendungszweck"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.newPage()
		for k, name := range hzGroups {
			if counts[k] == 0 {
				continue
			}
			first := true
			for _, t := range g.txs {
				if hzGroup(t) != k {
					continue
				}
				ls := [][]Item{}
				if first {
					ls = append(ls, []Item{B(40, name)})
					first = false
				}
				head := t.party
				rest := wrap(t.purpose, 60)
				if head == "" {
					head, rest = rest[0], rest[1:]
				}
				ls = append(ls, []Item{L(40, t.booking.String()), L(96, t.value.String()), L(152, head), R(555, t.amount.String())})
				for _, s := range rest {
					ls = append(ls, []Item{L(152, s)})
				}
				if t.iban != "" {
					ls = append(ls, []Item{L(152, t.typ+" · IBAN "+german.FormatIBAN(t.iban))})
				} else {
					ls = append(ls, []Item{L(152, t.typ)})
				}
				f.block(ls)
				f.gap(2)
				add(truth(t, true, true, t.purpose))
			}
			word := "Umsätze"
			if counts[k] == 1 {
				word = "Umsatz"
			}
			f.block([][]Item{{B(152, fmt.Sprintf("Summe %s (%d %s)", name, counts[k], word)), BR(555, sums[k].String())}})
			f.gap(f.lh)
		}
		f.block([][]Item{
			{L(152, fmt.Sprintf("Kontostand am %s", g.start.AddDays(-1))), R(555, g.opening.String())},
			{B(152, fmt.Sprintf("Kontostand am %s", g.end)), BR(555, g.closing.String())},
		})
		g.footer(f.pages, true, "Blatt")

	// Phone-app export (N26/C24-like "Umsätze" PDF): no letterhead; the
	// export time at the top; newest first; day headings "Heute",
	// "Gestern", "Dienstag, 4. März" and, for days of an earlier year than
	// the export, "Montag, 30. Dezember 2024"; the counterparty in bold on
	// the first line with the amount ("-12,34 €", "+1.500,00 €") right,
	// the purpose under it, the booking type in small grey right; charges
	// carry the bank's name.
	case "hz-handy":
		g.size = 8.5
		f.lh = g.size * 1.45
		f.top = 34
		r := g.hoRand(-42)
		stamp := fmt.Sprintf("%s um %02d:%02d Uhr", g.end, 7+r.IntN(15), r.IntN(60))
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Umsätze", Bold: true, Size: g.size + 8})
				f.gap(10)
				f.put(L(40, "Hauptkonto · "+g.holder))
				f.put(L(40, ibanF))
				f.put(L(40, "Exportiert am "+stamp))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s – %s", g.start, g.end)))
				f.gap(f.lh / 2)
				f.put(L(40, fmt.Sprintf("Kontostand am %s", g.start.AddDays(-1))), R(300, euroSign(g.opening)))
				f.put(L(40, "Aktueller Kontostand"), R(300, euroSign(g.closing)))
				f.gap(f.lh)
			}
		}
		heading := func(d german.Date) string {
			switch {
			case d == g.end:
				return "Heute"
			case d == g.end.AddDays(-1):
				return "Gestern"
			case d.Year == g.end.Year:
				return fmt.Sprintf("%s, %d. %s", weekdays[d.Weekday()], d.Day, months[d.Month-1])
			}
			return fmt.Sprintf("%s, %d. %s %d", weekdays[d.Weekday()], d.Day, months[d.Month-1], d.Year)
		}
		f.newPage()
		var last german.Date
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			var ls [][]Item
			if t.booking != last {
				ls = append(ls, []Item{{X: 40, Text: heading(t.booking), Bold: true, Size: g.size + 1}})
				last = t.booking
			}
			party := t.party
			if party == "" {
				party = g.bank
			}
			pl := wrap(t.purpose, 64)
			ls = append(ls, []Item{B(48, party), BR(555, plusEuro(t.amount))})
			for k, s := range pl {
				l := []Item{L(48, s)}
				if k == 0 {
					l = append(l, Item{X: 555, Text: t.typ, Size: g.size - 1.5, Right: true})
				}
				ls = append(ls, l)
			}
			if len(pl) == 0 {
				ls = append(ls, []Item{{X: 555, Text: t.typ, Size: g.size - 1.5, Right: true}})
			}
			f.block(ls)
			f.gap(4)
			tt := truth(t, false, false, t.purpose)
			tt.Counterparty = party
			add(tt)
		}
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 30, Text: g.bank + " · Dieser Export ersetzt keinen Kontoauszug.", Size: 6},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("%d/%d", i+1, n), Size: 6, Right: true})
		}

	// Wide export table (business online banking printed to PDF): dates
	// without leading zeros ("4.3.2025"); "Buchungstag", "Empfänger/
	// Auftraggeber" and "Verwendungszweck" wrapped side by side, the
	// amount, then the value date AFTER the amount, then the running
	// balance with an explicit sign ("+1.234,56", "-87,10"); the opening
	// and closing balance as rows "Saldo alt" / "Saldo neu" in the balance
	// column; no booking type.
	case "hz-breit":
		g.size = 7
		f.lh = g.size * 1.35
		f.top = 32
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank + " · Kontoumsätze", Bold: true, Size: g.size + 4})
				f.gap(6)
				f.put(L(40, "Konto "+ibanF+" · "+g.holder), L(330, fmt.Sprintf("Zeitraum %s – %s", dShort(g.start), dShort(g.end))))
				f.gap(f.lh / 2)
			} else {
				f.put(L(40, "Kontoumsätze "+ibanF), R(555, fmt.Sprintf("Seite %d", p)))
				f.gap(f.lh / 4)
			}
			f.put(B(40, "Buchungstag"), B(94, "Empfänger/Auftraggeber"), B(210, "Verwendungszweck"), BR(428, "Betrag EUR"), B(438, "Valuta"), BR(555, "Saldo EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(94, "Saldo alt"), L(438, dShort(g.start.AddDays(-1))), R(555, plus(g.opening)))
		f.gap(2)
		for _, t := range g.txs {
			pl := wrap(t.party, 24)
			if t.iban != "" {
				pl = append(pl, german.FormatIBAN(t.iban))
			}
			wl := wrap(t.purpose, 42)
			n := max(len(pl), len(wl), 1)
			var ls [][]Item
			for k := 0; k < n; k++ {
				var l []Item
				if k == 0 {
					l = append(l, L(40, dShort(t.booking)), R(428, t.amount.String()), L(438, dShort(t.value)), R(555, plus(t.balance)))
				}
				if k < len(pl) {
					l = append(l, L(94, pl[k]))
				}
				if k < len(wl) {
					l = append(l, L(210, wl[k]))
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.gap(2)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = ""
			add(tt)
		}
		f.block([][]Item{{B(94, "Saldo neu"), B(438, dShort(g.end)), BR(555, plus(g.closing))}})
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 28, Text: fmt.Sprintf("Erstellt am %s · Angaben ohne Gewähr", dShort(g.end.AddDays(1))), Size: 6},
				Item{X: 555, Y: PageH - 28, Text: fmt.Sprintf("%d von %d", i+1, n), Size: 6, Right: true})
		}

	// Wallet statement (PayPal-like "Kontoauszug" PDF): per booking the
	// date, the time, the type ("Express-Checkout-Zahlung", "Zahlung
	// erhalten", "Bankgutschrift auf PayPal-Konto", …), the name, the
	// currency, "Brutto", "Gebühr", "Netto" and "Guthaben"; the booking is
	// the net amount; the subject ("Betreff") under the type where there
	// is one; a transaction code line; opening and closing balance in a
	// box at the top only.
	case "hz-paypal":
		g.size = 7
		f.lh = g.size * 1.4
		f.top = 34
		var in, out, fees german.Cents
		for _, t := range g.txs {
			if t.amount < 0 {
				out += t.amount
			} else {
				in += t.amount
			}
			if t.fx != "" {
				var gr, fe int64
				fmt.Sscanf(t.fx, "%d|%d", &gr, &fe)
				fees += german.Cents(fe)
			}
		}
		mail := strings.ToLower(strings.ReplaceAll(strings.ReplaceAll(g.holder, " ", "."), "ö", "oe")) + "@example.de"
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Kontoauszug", Bold: true, Size: g.size + 8})
				f.gap(10)
				f.put(L(40, fmt.Sprintf("%s %d", months[g.start.Month-1], g.start.Year)), L(330, g.holder))
				f.put(L(40, fmt.Sprintf("%s - %s", g.start, g.end)), L(330, mail))
				f.gap(f.lh)
				f.put(B(40, "Guthaben in EUR"), BR(200, "Anfangsguthaben"), BR(275, "Eingänge"), BR(350, "Ausgänge"), BR(420, "Gebühren"), BR(500, "Endguthaben"))
				f.put(L(40, "EUR"), R(200, g.opening.String()), R(275, in.String()), R(350, out.String()), R(420, fees.String()), R(500, g.closing.String()))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Kontoauszug"), R(555, fmt.Sprintf("%s %d · %s", months[g.start.Month-1], g.start.Year, mail)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(84, "Uhrzeit"), B(112, "Beschreibung"), B(236, "Name"), B(330, "Währung"), BR(400, "Brutto"), BR(448, "Gebühr"), BR(500, "Netto"), BR(555, "Guthaben"))
			f.gap(2)
		}
		f.newPage()
		mins := 6 * 60
		for i, t := range g.txs {
			r := g.hoRand(i)
			if i == 0 || t.booking != g.txs[i-1].booking {
				mins = 6*60 + r.IntN(8*60)
			} else {
				mins = min(23*60+59, mins+1+r.IntN(90))
			}
			gross, fee := t.amount, german.Cents(0)
			if t.fx != "" {
				var gr, fe int64
				fmt.Sscanf(t.fx, "%d|%d", &gr, &fe)
				gross, fee = german.Cents(gr), german.Cents(fe)
			}
			dl := wrap(t.typ, 26)
			nl := wrap(t.party, 20)
			ls := twoColumns([]Item{L(40, t.booking.String()), L(84, fmt.Sprintf("%02d:%02d", mins/60, mins%60)), L(330, "EUR"),
				R(400, gross.String()), R(448, fee.String()), R(500, t.amount.String()), R(555, t.balance.String())}, 0, 112, dl, 236, nl)
			if t.purpose != "" {
				ls = append(ls, []Item{L(112, "Betreff: "+t.purpose)})
			}
			ls = append(ls, []Item{{X: 112, Text: fmt.Sprintf("Transaktionscode: %X", r.Uint64()), Size: g.size - 1}})
			f.block(ls)
			f.gap(3)
			tt := truth(t, false, false, t.purpose)
			add(tt)
		}
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 36, Text: "PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxembourg. Guthaben sind E-Geld und nicht durch die Einlagensicherung geschützt.", Size: 5.5},
				Item{X: 555, Y: PageH - 26, Text: fmt.Sprintf("Seite %d von %d", i+1, n), Size: 6, Right: true})
		}

	// Cooperative-bank statement: "Abbuchungen" and "Gutschriften"
	// columns with unsigned amounts; the account and the statement number
	// repeated in every page head; a "Seitensumme" per page (the page's
	// own column sums, not cumulative; no carried balance); a legal
	// footer on every page that mentions amounts and dates (price change,
	// deposit protection, next closing); after the closing balance a
	// "Finanzstatus" with the balances of other accounts of the holder.
	case "hz-fusszeile":
		f.bottom = 96
		nr := int(g.end.Month)
		acct := strings.TrimLeft(g.iban[12:], "0")
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 475
			}
			return 555
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug Nr. %d/%d", nr, g.end.Year))
				f.gap(f.lh / 2)
			} else {
				f.put(B(40, g.bank))
			}
			f.put(L(40, fmt.Sprintf("Girokonto %s · IBAN %s · %s", acct, ibanF, g.holder)), R(555, fmt.Sprintf("Auszug %d/%d · Blatt %d", nr, g.end.Year, p)))
			f.gap(f.lh / 2)
			f.put(B(40, "Buchungstag"), B(108, "Wert"), B(156, "Vorgang / Empfänger / Verwendungszweck"), BR(475, "Abbuchungen"), BR(555, "Gutschriften"))
			f.gap(2)
		}
		var pout, pin german.Cents
		final := false
		f.onBreak = func(f *flow, p int, _ german.Cents) {
			if final {
				return
			}
			f.y += 2
			f.put(L(156, fmt.Sprintf("Seitensumme Blatt %d", p)), R(475, pos(pout).String()), R(555, pin.String()))
			pout, pin = 0, 0
		}
		f.newPage()
		f.put(B(156, fmt.Sprintf("Kontostand am %s", g.start.AddDays(-1))), BR(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(108, dm(t.value)), L(156, t.typ), R(col(t.amount), pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(156, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 150, 58)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(156, "IBAN "+german.FormatIBAN(t.iban))})
			}
			// A page break inside block prints and resets the page sums.
			f.block(ls)
			f.gap(2)
			if t.amount < 0 {
				pout += t.amount
			} else {
				pin += t.amount
			}
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.put(L(156, fmt.Sprintf("Seitensumme Blatt %d", len(f.pages))), R(475, pos(pout).String()), R(555, pin.String()))
		final = true
		f.gap(4)
		hr := g.hoRand(-43)
		tg := german.Cents(50000 + hr.IntN(2000000))
		bs := german.Cents(100000 + hr.IntN(1500000))
		f.block([][]Item{
			{B(156, fmt.Sprintf("Kontostand am %s", g.end)), BR(col(g.closing), pos(g.closing).String())},
			{},
			{B(40, fmt.Sprintf("Finanzstatus am %s", g.end))},
			{L(40, "Girokonto "+acct), R(555, g.closing.String()+" EUR")},
			{L(40, fmt.Sprintf("Tagesgeld %d", 100000+hr.IntN(899999))), R(555, tg.String()+" EUR")},
			{L(40, fmt.Sprintf("Bausparvertrag %d (Stand %s)", 1000000+hr.IntN(8999999), german.D(g.end.Year-1, time.December, 31))), R(555, bs.String()+" EUR")},
		})
		n := len(f.pages)
		next := german.FromTime(german.D(g.end.Year, g.end.Month, 1).Time().AddDate(0, 3, -1))
		for i := range f.pages {
			y := PageH - 72
			for _, l := range []string{
				fmt.Sprintf("Bitte beachten Sie: Ab dem %s beträgt der Preis für die girocard 15,00 EUR jährlich (bisher 10,00 EUR).", german.D(g.end.Year, g.end.Month, 1).AddDays(45)),
				fmt.Sprintf("Der nächste Rechnungsabschluss erfolgt zum %s. Einwendungen gegen diesen Auszug sind innerhalb von sechs Wochen zu erheben.", next),
				"Einlagen sind bis 100.000,00 EUR je Kunde durch die Sicherungseinrichtung des BVR geschützt.",
				g.bank + " · Sitz " + g.city + " · Genossenschaftsregister GnR 123 · BIC " + g.bic,
			} {
				f.pages[i].Items = append(f.pages[i].Items, Item{X: 40, Y: y, Text: l, Size: 6})
				y += 7.5
			}
			f.pages[i].Items = append(f.pages[i].Items, Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("Blatt %d von %d", i+1, n), Size: 7, Right: true})
		}

	// Broker cash account (Trade-Republic-like "Kontoübersicht"): column
	// heads in capitals, the date as "04 März" with the year on the line
	// below, a "TYP" column, the description (security and ISIN or the
	// counterparty), "ZAHLUNGSEINGANG" BEFORE "ZAHLUNGSAUSGANG" and
	// "SALDO", amounts unsigned with a trailing euro sign "1.234,56 €";
	// a summary with "ANFANGSSALDO", the sums and "ENDSALDO" on page 1.
	case "hz-broker":
		var in, out german.Cents
		for _, t := range g.txs {
			if t.amount < 0 {
				out += pos(t.amount)
			} else {
				in += t.amount
			}
		}
		eur := func(c german.Cents) string { return c.String() + " €" }
		hd := func(x float64, s string, right bool) Item {
			return Item{X: x, Text: s, Bold: true, Right: right, Size: g.size - 1.5}
		}
		typ := func(t tx) string {
			switch t.typ {
			case "Sparplanausführung", "Wertpapierkauf", "Wertpapierverkauf":
				return "Handel"
			case "Dividende", "Ausschüttung":
				return "Erträge"
			case "Zinsgutschrift":
				return "Zinsen"
			case "Steuerbuchung":
				return "Steuern"
			case "Entgelt":
				return "Gebühren"
			}
			return "Überweisung"
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: strings.ToUpper(g.bank), Bold: true, Size: g.size + 2})
				f.put(L(40, "Musterallee 12, 12345 "+g.city))
				f.gap(f.lh)
				f.put(L(40, g.holder), L(330, "DATUM "+g.end.AddDays(1).String()))
				f.put(L(40, "Hauptstraße 7"), L(330, "IBAN "+ibanF))
				f.put(L(40, "12345 "+g.city), L(330, "BIC "+g.bic))
				f.gap(f.lh)
				f.put(Item{X: 40, Text: "KONTOÜBERSICHT", Bold: true, Size: g.size + 3})
				f.gap(4)
				f.put(hd(40, "PRODUKT", false), hd(235, "ANFANGSSALDO", true), hd(340, "ZAHLUNGSEINGANG", true), hd(445, "ZAHLUNGSAUSGANG", true), hd(555, "ENDSALDO", true))
				f.put(L(40, "Verrechnungskonto"), R(235, eur(g.opening)), R(340, eur(in)), R(445, eur(out)), R(555, eur(g.closing)))
				f.gap(f.lh)
				f.put(Item{X: 40, Text: "UMSATZÜBERSICHT", Bold: true, Size: g.size + 3})
				f.put(L(40, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.gap(4)
			} else {
				f.put(B(40, strings.ToUpper(g.bank)), R(555, fmt.Sprintf("UMSATZÜBERSICHT · SEITE %d", p)))
				f.gap(f.lh / 2)
			}
			f.put(hd(40, "DATUM", false), hd(92, "TYP", false), hd(160, "BESCHREIBUNG", false), hd(395, "ZAHLUNGSEINGANG", true), hd(490, "ZAHLUNGSAUSGANG", true), hd(555, "SALDO", true))
			f.gap(3)
		}
		f.newPage()
		for _, t := range g.txs {
			desc := hxLines(t.purpose, 36)
			if t.party != "" {
				desc = append([]string{t.party}, desc...)
			}
			amt := R(395, eur(t.amount))
			if t.amount < 0 {
				amt = R(490, eur(pos(t.amount)))
			}
			ls := [][]Item{{L(40, fmt.Sprintf("%02d %s", t.booking.Day, months[t.booking.Month-1])), L(92, typ(t)), L(160, desc[0]), amt, R(555, eur(t.balance))}}
			for k, s := range desc[1:] {
				l := []Item{L(160, s)}
				if k == 0 {
					l = append(l, L(40, fmt.Sprint(t.booking.Year)))
				}
				ls = append(ls, l)
			}
			if len(desc) == 1 {
				ls = append(ls, []Item{L(40, fmt.Sprint(t.booking.Year))})
			}
			f.block(ls)
			f.gap(4)
			tt := truth(t, false, false, flat(t.purpose))
			add(tt)
		}
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 40, Text: g.bank + " · Verrechnungskonto bei einer Partnerbank · Einlagensicherung bis 100.000 €", Size: 6},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("Seite %d von %d", i+1, n), Size: 6, Right: true})
		}
	}
}

// euroSign is "1.234,56 €" / "-12,34 €".
func euroSign(c german.Cents) string { return c.String() + " €" }

// plusEuro is "+1.234,56 €" / "-12,34 €".
func plusEuro(c german.Cents) string { return plus(c) + " €" }
