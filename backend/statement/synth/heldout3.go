package synth

// Sealed batch 3 (hy-*): a third held-out batch, written while the second
// (hx-*) went into tuning, without looking at the extractor or its rule
// lists. Like the earlier batches the layouts reuse the generator (bank,
// holder, bookings, balances) but print conventions that neither the
// tuned layouts, nor ho-*, nor hx-* use: booking and value date with the
// year on the next line, the amount on the last line of a booking's text
// block, a quarterly statement in month sections with "3. Apr." dates, a
// card statement that prints purchases unsigned and credits with "CR",
// sections per card and a miles summary, an app export with times,
// categories and pending payments at the end, and inline "PN:" primanota
// numbers with "Soll"/"Haben" written after the amount.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to Layouts(), HeldOutLayouts() or SealedLayouts().

import (
	"fmt"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed2Layouts lists the layouts of the third held-out batch (hy-*).
// They are in none of Layouts(), HeldOutLayouts() and SealedLayouts().
func Sealed2Layouts() []string {
	return []string{"hy-jahrzeile", "hy-letztzeile", "hy-quartal", "hy-amex", "hy-app", "hy-primanota"}
}

// sealed2Setup draws the statement of a hy-* layout: its own random
// stream (layouts with names of equal length would otherwise share the
// seed's bookings), its own period where the layout needs one, and at
// at most 32–60 bookings so that statements run 1–4 pages.
func (g *gen) sealed2Setup() {
	g.redraw("hy|", 0x3e1fed)
	switch g.layout {
	case "hy-quartal":
		// A quarterly statement; one in three runs November to January.
		m := time.Month(1 + 3*g.r.IntN(4))
		if g.r.IntN(3) == 0 {
			m = time.November
		}
		start := german.D(g.start.Year, m, 1)
		var all []tx
		for k := range 3 {
			g.start = german.FromTime(start.Time().AddDate(0, k, 0))
			g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
			g.txs = nil // transactions() appends
			g.transactions()
			all = append(all, g.txs...)
		}
		g.start, g.txs = start, all
	case "hy-amex":
		g.cardTxs()
	default:
		g.transactions()
	}
	limit := 40
	switch g.layout {
	case "hy-jahrzeile", "hy-letztzeile":
		limit = 32
	case "hy-amex":
		limit = 60
	case "hy-quartal":
		limit = 8 + g.r.IntN(33)
	}
	g.thin(limit, thinning{})
	g.rebalance()
}

// cardTxs: a month of a charge card from the 16th to the 15th (across the
// turn of the year in one of three runs): the opening balance is owed and
// paid by direct debit a few days in, purchases at home and abroad (the
// foreign amount and rate are the purpose, as in "fx"), the odd refund and
// the annual fee.
func (g *gen) cardTxs() {
	m := g.start.Month
	if g.r.IntN(3) == 0 {
		m = time.December
	}
	g.start = german.D(g.start.Year, m, 16)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = -german.Cents(5000 + g.r.IntN(180000))
	n := 5 + g.r.IntN(30)
	if g.r.IntN(3) == 0 {
		n = 35 + g.r.IntN(25)
	}
	if g.opt.MaxTransactions > 0 && n > g.opt.MaxTransactions {
		n = g.opt.MaxTransactions
	}
	g.txs = []tx{{booking: g.start.AddDays(2 + g.r.IntN(8)), party: "Zahlung erhalten", typ: "Zahlung", purpose: "Vielen Dank", amount: -g.opening}}
	fee := false
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d, typ: "Kartenumsatz"}
		switch k := g.r.IntN(12); {
		case k < 4:
			s := fxShops[g.r.IntN(len(fxShops))]
			orig := german.Cents(500 + g.r.IntN(40000))
			rate := 0.80 + g.r.Float64()*0.5
			t.party, t.amount = s.name, -german.Cents(float64(orig)/rate+0.5)
			t.fx = fmt.Sprintf("%s %s Kurs %s", s.cur, orig, strings.Replace(fmt.Sprintf("%.4f", rate), ".", ",", 1))
			t.purpose = t.fx
		case k < 5:
			t.party, t.typ = shops[g.r.IntN(len(shops))]+" "+strings.ToUpper(g.city), "Gutschrift"
			t.amount = german.Cents(300 + g.r.IntN(9000))
		case k < 6 && !fee:
			fee = true
			t.typ, t.purpose = "Entgelt", "Jahresbeitrag Miles & More Credit Card"
			t.amount = -german.Cents(5500 + 500*g.r.IntN(10))
		default:
			t.party = shops[g.r.IntN(len(shops))] + " " + strings.ToUpper(g.city)
			t.amount = -german.Cents(150 + g.r.IntN(25000))
		}
		g.txs = append(g.txs, t)
	}
	for i := range g.txs {
		g.txs[i].value = g.txs[i].booking
	}
	g.rebalance()
}

// dayAbbr is a year-less date with the month abbreviated: "3. Apr.".
func dayAbbr(d german.Date) string { return fmt.Sprintf("%d. %s", d.Day, monthsAbbr[d.Month-1]) }

// owed is a card balance as card issuers print it: money owed unsigned,
// a credit balance or credit with "CR".
func owed(c german.Cents) string {
	if c > 0 {
		return c.String() + " CR"
	}
	return pos(c).String()
}

// sollHabenWord is an amount followed by "Soll" or "Haben".
func sollHabenWord(c german.Cents) string {
	if c < 0 {
		return pos(c).String() + " Soll"
	}
	return c.String() + " Haben"
}

func appCategory(t tx) string {
	switch t.typ {
	case "Kartenzahlung":
		if strings.Contains(t.party, "Shell") || strings.Contains(t.party, "Aral") {
			return "Tanken"
		}
		if strings.Contains(t.party, "IKEA") || strings.Contains(t.party, "dm-") || strings.Contains(t.party, "Rossmann") {
			return "Einkaufen"
		}
		return "Lebensmittel"
	case "Gutschrift", "SEPA-Gutschrift", "Lohn/Gehalt":
		return "Einkommen"
	case "Bargeldauszahlung":
		return "Bargeld"
	case "Entgelt":
		return "Gebühren"
	case "Überweisung", "Dauerauftrag", "Echtzeitüberweisung":
		return "Überweisungen"
	}
	return "Rechnungen"
}

// renderSealed2 draws the hy-* layouts into f and st.
func (g *gen) renderSealed2(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	switch g.layout {

	// Deutsche-Bank-2024-like: booking and value date printed as "25.08."
	// with the year of each on the next line ("2025"), that line carrying
	// the booking's second text line; "Soll" and "Haben" columns with
	// signed amounts; SEPA details as "Mandatsreferenz …, Gläubiger-ID …"
	// and "Kundenreferenz …" (not purpose); a notice with the overdraft
	// limit after the new balance.
	case "hy-jahrzeile":
		title := fmt.Sprintf("Kontoauszug vom %s bis %s", g.start, g.end)
		nr := int(g.end.Month)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, title)
				f.put(L(40, "Filiale "+g.city), L(190, "Kontonummer "+g.iban[12:]), L(330, fmt.Sprintf("Auszug %d", nr)), L(420, "Seite 1"))
				f.put(L(40, "IBAN "+ibanF), L(330, "BIC (SWIFT) "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("%s · Auszug %d · Seite %d", title, nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(82, "Valuta"), B(126, "Vorgang"), BR(470, "Soll"), BR(555, "Haben"))
			f.gap(2)
		}
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 470
			}
			return 555
		}
		f.newPage()
		f.put(B(126, "Alter Saldo"), L(380, "EUR"), BR(col(g.opening), plus(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			var text []string
			if t.party != "" {
				text = append(text, t.party)
			}
			text = append(text, wrap(t.purpose, 56)...)
			if t.mref != "" {
				text = append(text, "Mandatsreferenz "+t.mref+", Gläubiger-ID "+t.cred)
			}
			if t.eref != "" {
				text = append(text, "Kundenreferenz "+t.eref)
			}
			if t.iban != "" {
				text = append(text, "IBAN "+german.FormatIBAN(t.iban))
			}
			if len(text) == 0 {
				text = []string{""}
			}
			ls := [][]Item{
				{L(40, dm(t.booking)), L(82, dm(t.value)), L(126, t.typ), R(col(t.amount), plus(t.amount))},
				{L(40, fmt.Sprint(t.booking.Year)), L(82, fmt.Sprint(t.value.Year)), L(126, text[0])},
			}
			for _, s := range text[1:] {
				ls = append(ls, []Item{L(126, s)})
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{
			{B(126, "Neuer Saldo"), L(380, "EUR"), BR(col(g.closing), plus(g.closing))},
			{L(126, fmt.Sprintf("Kontostand am %s", g.end))},
		})
		f.gap(f.lh)
		f.block([][]Item{
			{B(40, "Wichtige Hinweise")},
			{L(40, "Ihr eingeräumter Dispositionskredit"), R(555, "3.000,00 EUR")},
			{L(40, "Sollzinssatz 12,40 % p.a. Bitte prüfen Sie diesen Auszug; Einwendungen sind innerhalb von sechs Wochen zu erheben.")},
		})
		g.footer(f.pages, true, "Seite")

	// HypoVereinsbank-like: "Buchungsdatum | Valuta | Text | Umsatz" with
	// both dates on the booking's first line but the amount ("-1.234,56
	// EUR", "+850,00 EUR") on the LAST line of its text block, which is
	// often the IBAN line.
	case "hy-letztzeile":
		nr := int(g.end.Month)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug Nr. %d/%d", nr, g.end.Year))
				f.put(L(40, "HVB Konto Plus · IBAN "+ibanF+" · BIC "+g.bic))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s - %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug Nr. %d/%d · Blatt %d", nr, g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungsdatum"), B(124, "Valuta"), B(182, "Text"), BR(555, "Umsatz"))
			f.gap(3)
		}
		eur := func(c german.Cents) string { return plus(c) + " EUR" }
		f.newPage()
		f.put(B(182, fmt.Sprintf("Kontostand per %s", g.start.AddDays(-1))), BR(555, eur(g.opening)))
		f.gap(4)
		for _, t := range g.txs {
			text := []string{t.typ}
			if t.party != "" {
				text = append(text, t.party)
			}
			text = append(text, wrap(t.purpose, 58)...)
			if t.mref != "" {
				text = append(text, "Mandat: "+t.mref+" · Gläubiger-ID: "+t.cred)
			}
			if t.iban != "" {
				text = append(text, "IBAN: "+german.FormatIBAN(t.iban))
			}
			var ls [][]Item
			for k, s := range text {
				l := []Item{L(182, s)}
				if k == 0 {
					l = append(l, L(40, t.booking.String()), L(124, t.value.String()))
				}
				if k == len(text)-1 {
					l = append(l, R(555, eur(t.amount)))
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.gap(4)
			add(truth(t, true, true, t.purpose))
		}
		f.block([][]Item{{B(182, fmt.Sprintf("Kontostand per %s", g.end)), BR(555, eur(g.closing))}})
		g.footer(f.pages, true, "Blatt")

	// Targobank-like quarterly statement: the bookings in sections
	// "Umsätze im April 2025" with a sum line after each month; dates
	// printed as "3. Apr." without a year (the section gives it; the
	// quarter may run November to January); a single signed column; no
	// value date.
	case "hy-quartal":
		title := fmt.Sprintf("Kontoauszug für den Zeitraum %s bis %s", g.start, g.end)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Ihr Quartalskontoauszug")
				f.put(L(40, title))
				f.put(L(40, "Girokonto "+g.holder+" · IBAN "+ibanF+" · BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Quartalskontoauszug · Seite %d", p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(92, "Buchungstext"), BR(555, "Betrag in EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(92, fmt.Sprintf("Saldo am %s", g.start.AddDays(-1))), BR(555, g.opening.String()))
		f.gap(4)
		var cur time.Month
		var sum german.Cents
		var curYear int
		closeMonth := func() {
			if cur != 0 {
				f.block([][]Item{{L(92, fmt.Sprintf("Summe der Umsätze %s %d", months[cur-1], curYear)), R(555, sum.String())}})
				f.gap(f.lh / 2)
			}
		}
		for _, t := range g.txs {
			var ls [][]Item
			if t.booking.Month != cur {
				closeMonth()
				cur, curYear, sum = t.booking.Month, t.booking.Year, 0
				ls = append(ls, []Item{B(40, fmt.Sprintf("Umsätze im %s %d", months[cur-1], curYear))})
			}
			ls = append(ls, []Item{L(40, dayAbbr(t.booking)), L(92, t.typ), R(555, t.amount.String())})
			if t.party != "" {
				ls = append(ls, []Item{L(92, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 92, 64)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(92, "IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			sum += t.amount
			add(truth(t, false, true, t.purpose))
		}
		closeMonth()
		f.block([][]Item{{B(92, fmt.Sprintf("Saldo am %s", g.end)), BR(555, g.closing.String())}})
		g.footer(f.pages, true, "Seite")

	// Charge card statement (Amex / Miles & More style) in German: a
	// summary box with "Saldo des Vormonats", credits and new charges;
	// purchases printed unsigned, payments and refunds with "CR"; the
	// bookings in sections (payments and fees, main card, sometimes an
	// additional card), each section in date order; foreign purchases with
	// "Betrag in Fremdwährung" and "Kurs" columns; a miles summary whose
	// numbers are not bookings. One date column (the booking date).
	case "hy-amex":
		r := g.hoRand(-21)
		card := fmt.Sprintf("XXXX-XXXXXX-%05d", r.IntN(100000))
		second := ""
		if r.IntN(2) == 0 {
			second = persons[r.IntN(2)]
			if second == g.holder {
				second = "Jonas Beispiel"
			}
		}
		var charges, credits german.Cents
		for _, t := range g.txs {
			if t.amount < 0 {
				charges += pos(t.amount)
			} else {
				credits += t.amount
			}
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Miles & More Credit Card – Ihre Monatsabrechnung")
				f.put(L(40, "Kartennummer "+card), L(330, "Abrechnungsdatum "+g.end.String()))
				f.put(L(40, fmt.Sprintf("Abrechnungszeitraum %s – %s", g.start, g.end)))
				f.gap(f.lh / 2)
				f.put(L(40, "Saldo des Vormonats"), R(300, owed(g.opening)))
				f.put(L(40, "Zahlungen und Gutschriften"), R(300, credits.String()+" CR"))
				f.put(L(40, "Neue Belastungen"), R(300, charges.String()))
				f.put(B(40, "Neuer Saldo"), BR(300, owed(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Monatsabrechnung %s · Seite %d", g.end, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(98, "Beschreibung"), BR(400, "Betrag in Fremdwährung"), BR(460, "Kurs"), BR(555, "Betrag in EUR"))
			f.gap(2)
		}
		f.newPage()
		row := func(t tx) []Item {
			desc := t.party
			if desc == "" {
				desc = t.purpose
			}
			l := []Item{L(40, t.booking.String()), L(98, desc), R(555, owed(t.amount))}
			if t.fx != "" {
				p := strings.Fields(t.fx) // "USD 45,00 Kurs 1,0856"
				l = append(l, R(400, p[0]+" "+p[1]), R(460, p[3]))
			}
			return l
		}
		var sections [3][]int
		for i, t := range g.txs {
			switch {
			case t.typ == "Zahlung" || t.typ == "Entgelt":
				sections[0] = append(sections[0], i)
			case second != "" && g.hoRand(i).IntN(3) == 0:
				sections[2] = append(sections[2], i)
			default:
				sections[1] = append(sections[1], i)
			}
		}
		heads := []string{"Zahlungen, Gutschriften und Gebühren", "Umsätze Hauptkarte " + g.holder, "Umsätze Zusatzkarte " + second}
		for s, idx := range sections {
			if len(idx) == 0 {
				continue
			}
			for k, i := range idx {
				t := g.txs[i]
				ls := [][]Item{row(t)}
				if t.party == "Zahlung erhalten" {
					ls = append(ls, []Item{L(98, t.purpose)})
				}
				if k == 0 {
					ls = append([][]Item{{B(40, heads[s])}}, ls...)
				}
				f.block(ls)
				tt := truth(t, false, false, t.purpose)
				add(tt)
			}
			f.gap(f.lh / 2)
		}
		f.block([][]Item{{B(98, "Neuer Saldo"), BR(555, owed(g.closing))}})
		f.gap(f.lh)
		miles := int(charges/100) / 2
		f.block([][]Item{
			{B(40, "Ihr Meilenkonto")},
			{L(40, "Prämienmeilen aus diesem Abrechnungszeitraum"), R(400, fmt.Sprint(miles))},
			{L(40, "Meilenstand nach Gutschrift"), R(400, fmt.Sprint(miles+g.hoRand(-22).IntN(90000)))},
			{L(40, fmt.Sprintf("Der Neue Saldo wird am %s von Ihrem Referenzkonto eingezogen.", g.end.AddDays(6)))},
		})
		g.footer(f.pages, true, "Seite")

	// Neobank app export (bunq/Revolut style): no letterhead; a table in a
	// small font with the date, the time of the booking, a description
	// (counterparty, or the text for charges), a category, the signed
	// amount with a euro sign and the balance; the purpose below as
	// "Referenz: …" (the label is not part of it), card payments show the
	// card instead; oldest or newest first; pending payments at the end,
	// not in the balance and not bookings.
	case "hy-app":
		g.size = 7 + 0.5*float64(g.hoRand(-31).IntN(2))
		f.lh = g.size * 1.4
		f.top = 34
		desc := g.once("hy-order", "asc", "desc") == "desc"
		card := fmt.Sprintf("•••• %04d", g.hoRand(-32).IntN(10000))
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Kontoauszug in EUR", Bold: true, Size: g.size + 6})
				f.gap(8)
				f.put(L(40, g.holder), L(330, fmt.Sprintf("Erstellt am %s", g.end.AddDays(1))))
				f.put(L(40, "IBAN "+ibanF), L(330, "BIC "+g.bic))
				f.put(L(40, fmt.Sprintf("Zeitraum %s – %s", g.start, g.end)))
				f.gap(f.lh / 2)
				f.put(L(40, "Kontostand zu Beginn"), R(300, g.opening.String()+" €"))
				f.put(L(40, "Kontostand am Ende"), R(300, g.closing.String()+" €"))
				f.gap(f.lh)
			} else {
				f.put(L(40, "Kontoauszug in EUR · "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(88, "Uhrzeit"), B(122, "Beschreibung"), B(316, "Kategorie"), BR(470, "Betrag"), BR(555, "Saldo"))
			f.gap(2)
		}
		// Booking times, in order within a day.
		mins := make([]int, len(g.txs))
		for i := range g.txs {
			mins[i] = 6*60 + g.hoRand(i).IntN(17*60)
			if i > 0 && g.txs[i].booking == g.txs[i-1].booking && mins[i] <= mins[i-1] {
				mins[i] = min(23*60+59, mins[i-1]+1+mins[i]%40)
			}
		}
		f.newPage()
		for k := range g.txs {
			i := k
			if desc {
				i = len(g.txs) - 1 - k
			}
			t := g.txs[i]
			name := t.party
			if name == "" {
				name = t.purpose
			}
			ls := [][]Item{{L(40, t.booking.String()), L(88, fmt.Sprintf("%02d:%02d", mins[i]/60, mins[i]%60)), L(122, name), L(316, appCategory(t)), R(470, t.amount.String()+" €"), R(555, t.balance.String()+" €")}}
			purpose := t.purpose
			switch {
			case t.typ == "Kartenzahlung":
				ls = append(ls, []Item{L(122, "Kartenzahlung "+card)})
				purpose = ""
			case t.party != "":
				for _, w := range wrap("Referenz: "+t.purpose, 44) {
					ls = append(ls, []Item{L(122, w)})
				}
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(122, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(3)
			tt := truth(t, false, true, purpose)
			add(tt)
		}
		pr := g.hoRand(-33)
		if np := pr.IntN(4); np > 0 {
			f.gap(f.lh)
			ls := [][]Item{{B(40, "Ausstehende Transaktionen")}, {L(40, "Diese Umsätze sind noch nicht gebucht und nicht im Kontostand enthalten.")}}
			for j := 0; j < np; j++ {
				shop := shops[pr.IntN(len(shops))]
				amt := -german.Cents(99 + pr.IntN(9000))
				ls = append(ls, []Item{L(40, g.end.AddDays(-pr.IntN(2)).String()), L(88, fmt.Sprintf("%02d:%02d", 6+pr.IntN(17), pr.IntN(60))), L(122, shop), L(316, "Ausstehend"), R(470, amt.String()+" €")})
			}
			f.block(ls)
		}
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 30, Text: g.bank + " · Einlagen gesichert bis 100.000 EUR", Size: 6},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("%d / %d", i+1, n), Size: 6, Right: true})
		}

	// Norisbank/Consorsbank-like: the primanota number inline after the
	// booking type ("Lastschrift PN:5410"), "Soll"/"Haben" written after
	// the amount in one right-aligned column, SEPA details as "EREF:",
	// "MREF:", "CRED:" lines (not purpose), the column sums before the new
	// balance, and "Blatt x/y" with a legal line at the foot.
	case "hy-primanota":
		nr := int(g.end.Month)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug %d/%d", nr, g.end.Year))
				f.put(L(40, "Kontoinhaber "+g.holder), L(330, fmt.Sprintf("Auszugsdatum %s", g.end)))
				f.put(L(40, "IBAN "+ibanF), L(330, "BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %d/%d", nr, g.end.Year)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(106, "Wert"), B(164, "Buchungstext"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(164, "Alter Kontostand"), BR(555, sollHabenWord(g.opening)))
		f.gap(3)
		var soll, haben german.Cents
		for i, t := range g.txs {
			pn := 1000 + g.hoRand(i).IntN(9000)
			ls := [][]Item{{L(40, t.booking.String()), L(106, t.value.String()), L(164, fmt.Sprintf("%s PN:%d", t.typ, pn)), R(555, sollHabenWord(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(164, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 164, 60)...)
			if t.eref != "" {
				ls = append(ls, []Item{L(164, "EREF: "+t.eref)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(164, "MREF: "+t.mref)}, []Item{L(164, "CRED: "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(164, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			if t.amount < 0 {
				soll += pos(t.amount)
			} else {
				haben += t.amount
			}
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{
			{L(164, "Summe Soll"), R(555, soll.String()+" Soll")},
			{L(164, "Summe Haben"), R(555, haben.String()+" Haben")},
			{B(164, fmt.Sprintf("Neuer Kontostand vom %s", g.end)), BR(555, sollHabenWord(g.closing))},
		})
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 44, Text: g.bank + " · Bitte prüfen Sie Ihren Kontoauszug. Der Rechnungsabschluss gilt als genehmigt, wenn Sie nicht innerhalb von sechs Wochen widersprechen.", Size: 6},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("Blatt %d/%d", i+1, n), Size: 7, Right: true})
		}
	}
}
