package synth

// Sealed batch 14 (hm-*): a fourteenth held-out batch, written when the
// thirteenth (hn-*) was sealed, without looking at the extractor or its
// rule code. Six of the seven are ordinary private current-account
// statements or online-banking prints of banks no earlier batch modelled
// (what users upload most); one is a credit card's monthly statement.
// Bank data, names and numbers are synthetic:
//
//   - hm-ing: an ING Girokonto "Kontoauszug" PDF (2023+): the balances
//     "Alter Saldo" / "Neuer Saldo … Euro" in the head box beside
//     "Girokonto Nummer", "Auszugsnummer" and "Eingeräumte
//     Kontoüberziehung"; "Buchung / Valuta | Buchung / Verwendungszweck |
//     Betrag (EUR)": the booking date on the block's first line, the
//     VALUE DATE UNDER IT on the second, the TYPE AND THE NAME IN ONE RUN
//     on the first line ("Lastschrift PayPal Europe S.a.r.l. et Cie
//     S.C.A", "Gehalt/Rente Muster GmbH"), the purpose beside the value
//     date, then "Mandat: …" and "Referenz: …"; card payments as
//     "Lastschrift" with "NR XXXX 4821 … KAUFUMSATZ" purposes; debits
//     "-45,00", credits unsigned; no counterparty IBANs; "Seite 1 von 2";
//   - hm-traderepublic: a Trade Republic Girokonto (cash account)
//     statement: capitals heads, "KONTOÜBERSICHT" (Produkt |
//     Anfangssaldo | Zahlungseingang | Zahlungsausgang | Endsaldo) above
//     "UMSATZÜBERSICHT": "DATUM | TYP | BESCHREIBUNG | ZAHLUNGSEINGANG |
//     ZAHLUNGSAUSGANG | SALDO", the date over two lines ("03 Feb." over
//     "2025"), the type in a column of its own ("Kartentransaktion",
//     "Überweisung", "Lastschrift", "Zinszahlung", "Handel"), the
//     merchant or name in the description with the remittance text or
//     the card payment's foreign amount ("USD 45,00 Kurs 1,0856") under
//     it, savings-plan executions ("Handel", the bank's own posting: no
//     counterparty), UNSIGNED amounts "45,00 €" in the in or out column
//     and a running SALDO; no value date, no IBANs;
//   - hm-c24: a C24 Smartkonto monthly "Kontoauszug": "Datum | Umsatz |
//     Betrag", the counterparty BOLD on the first line with the amount
//     "-45,00 EUR" / "1.234,56 EUR", a small second line "Kartenzahlung
//     · Wertstellung 03.02.2025" (type and value date in one run), the
//     remittance text or the foreign amount under it, the counterparty's
//     "IBAN …" last; transfers between the main account and its POCKETS
//     ("Umbuchung" bold in the name's place, purpose "Hauptkonto an Pocket
//     Urlaub": the holder's own accounts, no counterparty); the month's
//     interest; "Kontostand am 31.01.2025" / "Kontostand am 28.02.2025"
//     in a box above the table; "1 / 2" pages;
//   - hm-olb: an Oldenburgische Landesbank Kontoauszug: "Datum |
//     Erläuterung | Wert | Betrag EUR", the VALUE DATE AFTER THE TEXT,
//     amounts with a TRAILING SIGN ("45,00-", "1.234,56+"), the type in
//     capitals on the first line, the name, the purpose, "IBAN: … BIC:
//     …" and "Mandatsreferenz: … Gläubiger-ID: …" under it; "Übertrag auf
//     Blatt 2" with the running balance at the foot of a page and
//     "Übertrag von Blatt 1" at the head of the next; "Kontostand am …"
//     old and new;
//   - hm-bwbank: a BW-Bank (LBBW) Girokonto Kontoauszug at a quarter's
//     end: "Buchungstag | Wert | Vorgang | Soll | Haben", year-less
//     "03.02." dates, UNSIGNED amounts in their column, the type on the
//     block's first line and the name under it, the purpose LABELLED
//     "Verwendungszweck: …" (card payments', cash withdrawals' and the
//     bank's own texts unlabelled), then "Kundenreferenz: …", "Mandat:
//     …", "Gläubiger: …" and "IBAN: …" one to a line, standing orders
//     ("Dauerauftrag"), the quarter's Rechnungsabschluss as one or two
//     bank postings ("Abschluss": Kontoführungsentgelt, Zinsen für
//     eingeräumte Kontoüberziehung) instead of a monthly fee, "alter
//     Kontostand" / "neuer Kontostand" in the column of their sign;
//   - hm-dbumsatz: a Deutsche Bank online-banking "Umsätze" list printed
//     to PDF: NEWEST FIRST, "Buchungstag | Wert | Umsatzart |
//     Begünstigter / Auftraggeber | Verwendungszweck | Soll | Haben |
//     Währung" with name and purpose in two WRAPPED COLUMNS side by side,
//     "-45,00" in Soll and "+1.234,56" in Haben, "EUR" in a column of its
//     own on every row, "Kontostand vom …" at the top and "Alter
//     Kontostand vom …" at the bottom, the timestamp and the page number
//     "Seite 1/2" in the browser's margins;
//   - hm-barclays: a Barclays Visa credit card's monthly "Abrechnung":
//     a summary box (Saldo letzte Abrechnung, Belastungen, Gutschriften,
//     Neuer Saldo, Mindestzahlung), "Belegdatum | Buchungsdatum |
//     Beschreibung | Betrag (EUR)" with TRAILING SIGNS ("45,00-" for a
//     purchase, "150,00+" for a payment), the card holder's name as a
//     heading over the card's bookings, foreign purchases with
//     "Originalbetrag 45,00 USD Kurs 1,0856" under the merchant (the
//     purpose: "45,00 USD Kurs 1,0856", without the label), refunds with
//     a small "Gutschrift" line under the merchant, no type otherwise;
//     the payment from the reference account "Ihre Zahlung - Danke" and
//     the "Sollzinsen" on the carried balance under a heading of their
//     own (the bank's postings: no counterparty, the text is the
//     purpose); the balance is what the holder owes (negative).
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings and for
// transfers between the holder's own accounts and pockets), the purpose
// is the remittance text only (no type, labels, references or account
// numbers; a foreign card payment's purpose is its original amount and
// rate as printed, the "fx" convention), the booking text is the type
// where it is printed, amounts are signed from the account holder's view
// (a card purchase is negative), the value date where printed (the
// credit card's receipt date, as in ho-kreditkarte), opening and closing
// balances as printed; the truth rows of the newest-first print are in
// printed order.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"strings"

	"papierkram/backend/german"
)

// Sealed13Layouts lists the layouts of the fourteenth held-out batch
// (hm-*). They are in none of the other layout lists.
func Sealed13Layouts() []string {
	return []string{"hm-ing", "hm-traderepublic", "hm-c24", "hm-olb", "hm-bwbank", "hm-dbumsatz", "hm-barclays"}
}

// hmBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hmBanks = map[string][]branch{
	"hm-ing": {
		{"ING-DiBa AG", "50010517", "INGDDEFFXXX", "Theodor-Heuss-Allee 2 · 60486 Frankfurt am Main"},
	},
	"hm-traderepublic": {
		{"Trade Republic Bank GmbH", "10012345", "TRBKDEBBXXX", "Brunnenstraße 19-21 · 10119 Berlin"},
	},
	"hm-c24": {
		{"C24 Bank GmbH", "70020300", "DEFFDEFFXXX", "Sankt-Martin-Straße 57 · 81669 München"},
	},
	"hm-olb": {
		{"Oldenburgische Landesbank AG", "28020050", "OLBODEH2XXX", "Stau 15/17 · 26122 Oldenburg"},
	},
	"hm-bwbank": {
		{"BW-Bank", "60050101", "SOLADEST600", "Kleiner Schlossplatz 11 · 70173 Stuttgart"},
	},
	"hm-dbumsatz": {
		{"Deutsche Bank AG", "10070024", "DEUTDEDBBER", "Otto-Suhr-Allee 6-16 · 10585 Berlin"},
		{"Deutsche Bank AG", "60070024", "DEUTDEDBSTG", "Theodor-Heuss-Straße 3 · 70174 Stuttgart"},
	},
	"hm-barclays": {
		{"Barclays Bank Ireland PLC Hamburg Branch", "20130400", "BARCDEHAXXX", "Gasstraße 4c · 22761 Hamburg"},
	},
}

// sealed13Setup draws the statement of an hm-* layout from its own random
// stream and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed13Setup() {
	g.redraw("hm|", 0x14b00c5e)
	g.drawBranch(hmBanks, "hm-office")
	limit := 30
	switch g.layout {
	case "hm-ing":
		g.transactions()
		g.hpIngTxs()
		g.hmATM()
		limit = 30
	case "hm-traderepublic":
		g.hmTRTxs()
		limit = 40
	case "hm-c24":
		g.hmC24Txs()
		limit = 30
	case "hm-olb":
		g.transactions()
		g.hmATM()
		limit = 28
	case "hm-bwbank":
		g.hmBWTxs()
		limit = 26
	case "hm-dbumsatz":
		g.transactions()
		for i, t := range g.txs {
			if t.typ == "Bargeldauszahlung" {
				g.txs[i].party = "Deutsche Bank " + g.city // the bank's own machine
			}
		}
		limit = 28
	case "hm-barclays":
		g.hmCardTxs()
		limit = 36
	}
	keep := func(t tx) bool { return t.typ == "Abschluss" || t.typ == "Zinszahlung" || t.typ == "Zinsen" }
	g.thin(limit, thinning{keep: keep})
	g.rebalance()
}

// hmATM: cash from another bank's machine (a bank without machines of
// its own).
func (g *gen) hmATM() {
	for i, t := range g.txs {
		if t.typ == "Bargeldauszahlung" {
			g.txs[i].party = g.pick("Sparkasse ", "Volksbank ", "Commerzbank ") + g.city
		}
	}
}

// hmForeign makes t a card payment abroad: the merchant, its original
// amount and rate ("USD 45,00 Kurs 1,0856") and the euro amount.
func (g *gen) hmForeign(t *tx) {
	s := fxShops[g.r.IntN(len(fxShops))]
	orig := german.Cents(500 + g.r.IntN(30000))
	rate := 0.80 + g.r.Float64()*0.5
	t.party = s.name
	t.amount = -german.Cents(float64(orig)/rate + 0.5)
	t.fx = fmt.Sprintf("%s %s Kurs %s", s.cur, orig.String(), strings.Replace(fmt.Sprintf("%.4f", rate), ".", ",", 1))
}

var hmETFs = []string{"IE00B4L5Y983 iShares Core MSCI World", "IE00BK5BQT80 Vanguard FTSE All-World", "LU0274208692 Xtrackers MSCI World", "IE00BKM4GZ66 iShares Core MSCI EM IMI"}

// hmTRTxs: a month of a broker's cash account used as a current
// account: card payments (some abroad), transfers, direct debits, the
// savings plans' executions and the month's interest; no account fee.
func (g *gen) hmTRTxs() {
	g.transactions()
	var out []tx
	for _, t := range g.txs {
		switch t.typ {
		case "Kartenzahlung":
			t.typ, t.purpose = "Kartentransaktion", ""
			if g.r.IntN(5) == 0 {
				g.hmForeign(&t)
			}
		case "Bargeldauszahlung":
			t.typ, t.purpose = "Kartentransaktion", ""
			t.party = "Geldautomat " + g.pick("Sparkasse ", "Volksbank ", "Euronet ") + g.city
		case "SEPA-Lastschrift", "Lastschrift":
			t.typ = "Lastschrift"
		case "Entgelt":
			continue
		default:
			t.typ = "Überweisung"
		}
		t.iban, t.eref, t.mref, t.cred = "", "", "", ""
		out = append(out, t)
	}
	for range g.r.IntN(3) {
		d := german.D(g.start.Year, g.start.Month, 1+g.r.IntN(2)*14)
		etf := hmETFs[g.r.IntN(len(hmETFs))]
		out = append(out, tx{booking: d, value: d, typ: "Handel",
			purpose: fmt.Sprintf("Sparplan ausgeführt %s, %s Stk.", etf, frac3(500+g.r.IntN(9000))), amount: -german.Cents((1 + g.r.IntN(20)) * 2500)})
	}
	out = append(out, tx{booking: g.end, value: g.end, typ: "Zinszahlung", purpose: "Zinszahlung " + months[g.end.Month-1] + " " + fmt.Sprint(g.end.Year), amount: german.Cents(20 + g.r.IntN(3000))})
	g.txs = out
	g.rebalance()
}

var hmPockets = []string{"Urlaub", "Notgroschen", "Auto", "Geschenke", "Rücklage Steuer"}

// hmC24Txs: a month of an app account with pockets: the usual bookings,
// card payments without purpose (some abroad), transfers to and from
// the pockets, the month's interest.
func (g *gen) hmC24Txs() {
	g.transactions()
	g.hmATM()
	var out []tx
	for _, t := range g.txs {
		if t.typ == "Kartenzahlung" {
			t.purpose = ""
			if g.r.IntN(5) == 0 {
				g.hmForeign(&t)
			}
		}
		if t.typ == "Bargeldauszahlung" {
			t.purpose = ""
		}
		out = append(out, t)
	}
	for range g.r.IntN(4) {
		d := g.start.AddDays(g.r.IntN(g.end.Sub(g.start) + 1))
		p := hmPockets[g.r.IntN(len(hmPockets))]
		t := tx{booking: d, value: d, typ: "Umbuchung", purpose: "Hauptkonto an Pocket " + p, amount: -german.Cents((1 + g.r.IntN(20)) * 2500)}
		if g.r.IntN(3) == 0 {
			t.purpose, t.amount = "Pocket "+p+" an Hauptkonto", -t.amount
		}
		out = append(out, t)
	}
	if g.r.IntN(3) > 0 {
		out = append(out, tx{booking: g.end, value: g.end, typ: "Zinsen", purpose: "Zinsen " + months[g.end.Month-1] + " " + fmt.Sprint(g.end.Year), amount: german.Cents(5 + g.r.IntN(2000))})
	}
	g.txs = out
	g.rebalance()
}

// hmBWTxs: a month at a quarter's end: the usual bookings with standing
// orders, the quarter's account fee and overdraft interest as the
// Rechnungsabschluss.
func (g *gen) hmBWTxs() {
	g.start = german.D(g.start.Year, (g.start.Month-1)/3*3+3, 1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.txs = nil
	g.transactions()
	g.hmATM()
	var out []tx
	q := fmt.Sprintf("%d. Quartal %d", (int(g.end.Month)+2)/3, g.end.Year)
	for _, t := range g.txs {
		if t.typ == "Entgelt" {
			continue
		}
		if t.typ == "Überweisung" && g.r.IntN(2) == 0 {
			t.typ = "Dauerauftrag"
		}
		out = append(out, t)
	}
	out = append(out, tx{booking: g.end, value: g.end, typ: "Abschluss", purpose: "Kontoführungsentgelt " + q, amount: -german.Cents(3 * (490 + g.r.IntN(500)))})
	if g.r.IntN(2) == 0 {
		out = append(out, tx{booking: g.end, value: g.end, typ: "Abschluss", purpose: "Zinsen für eingeräumte Kontoüberziehung " + q, amount: -german.Cents(100 + g.r.IntN(4000))})
	}
	g.txs = out
	g.rebalance()
}

var hmMerchants = []string{"REWE SAGT DANKE", "AMAZON.DE", "LIDL DIENSTLEISTUNG", "SHELL DEUTSCHLAND", "DB VERTRIEB GMBH", "ZALANDO SE", "NETFLIX.COM", "SPOTIFY AB", "IKEA DEUTSCHLAND", "MEDIA MARKT", "ROSSMANN", "LUFTHANSA", "HOTEL MERCURE", "APOTHEKE AM RING", "EDEKA CENTER"}

// hmCardTxs: a month of a credit card: purchases (some abroad), the
// payment from the reference account, refunds, interest on the carried
// balance.
func (g *gen) hmCardTxs() {
	g.start = german.D(g.start.Year, g.start.Month, 16)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = -german.Cents(g.r.IntN(250000))
	g.txs = nil
	n := 5 + g.r.IntN(14)
	if g.r.IntN(3) == 0 {
		n = 20 + g.r.IntN(25)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d.AddDays(-g.r.IntN(4))}
		if t.value.Before(g.start) {
			t.value = d
		}
		switch k := g.r.IntN(20); {
		case k < 3:
			g.hmForeign(&t)
		case k < 4:
			t.party, t.typ = hmMerchants[g.r.IntN(len(hmMerchants))], "Gutschrift"
			t.amount = german.Cents(500 + g.r.IntN(8000))
		default:
			t.party = hmMerchants[g.r.IntN(len(hmMerchants))]
			t.amount = -german.Cents(199 + g.r.IntN(25000))
		}
		g.txs = append(g.txs, t)
	}
	if g.opening < 0 {
		d := g.start.AddDays(5 + g.r.IntN(5))
		pay := pos(g.opening)
		if g.r.IntN(2) == 0 {
			pay = max(german.Cents(5000), pay*german.Cents(1+g.r.IntN(3))/10)
		}
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Zahlung", purpose: "Ihre Zahlung - Danke", amount: pay})
		if pay < pos(g.opening) {
			g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsen", purpose: "Sollzinsen", amount: -german.Cents(int(pos(g.opening)-pay)*159/10000 + 1)})
		}
	}
	g.rebalance()
}

// trDate is Trade Republic's date over two lines: "03 Feb." and "2025".
func trDate(d german.Date) (string, string) {
	abbr := []string{"Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."}
	return fmt.Sprintf("%02d %s", d.Day, abbr[d.Month-1]), fmt.Sprint(d.Year)
}

// hmType is the type BW-Bank and OLB print.
func hmType(typ string) string {
	switch typ {
	case "Kartenzahlung":
		return "Kartenzahlung girocard"
	case "Lohn/Gehalt":
		return "Lohn, Gehalt, Rente"
	case "Bargeldauszahlung":
		return "Auszahlung Geldautomat"
	case "Entgelt":
		return "Entgelt"
	}
	return typ
}

// dbType is the Umsatzart Deutsche Bank's online banking prints.
func dbType(typ string) string {
	switch typ {
	case "SEPA-Lastschrift", "Lastschrift":
		return "SEPA-Lastschrift"
	case "Kartenzahlung":
		return "Kartenzahlung"
	case "Gutschrift", "SEPA-Gutschrift", "Lohn/Gehalt":
		return "SEPA-Gutschrift"
	case "Überweisung", "Echtzeitüberweisung":
		return "SEPA-Überweisung"
	case "Dauerauftrag":
		return "SEPA-Dauerauftrag"
	case "Bargeldauszahlung":
		return "Auszahlung Geldautomat"
	case "Entgelt":
		return "Entgelt"
	}
	return typ
}

// renderSealed13 draws the hm-* layouts into f and st.
func (g *gen) renderSealed13(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	office := g.bank + " · " + g.chosen["hm-office"]
	mon := months[g.end.Month-1] + " " + fmt.Sprint(g.end.Year)
	printed := g.end.AddDays(1)
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: g.size - 1} }
	switch g.layout {

	// ING: type and name in one run, value date under the booking date.
	case "hm-ing":
		f.bottom = 80
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "ING", Bold: true, Size: g.size + 9})
				f.gap(g.size * 0.8) // the big name takes more than a line
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(320, "Girokonto Nummer"), L(410, kto))
				f.put(L(40, "Hauptstraße 7"), L(320, "Kontoauszug"), L(410, mon))
				f.put(L(40, "12345 "+g.city), L(320, "Datum"), L(410, printed.String()))
				f.put(L(320, "Auszugsnummer"), L(410, fmt.Sprint(int(g.end.Month))))
				f.put(L(320, "IBAN"), L(410, ibanF))
				f.put(L(320, "BIC"), L(410, g.bic))
				f.gap(f.lh / 2)
				f.put(B(40, "Girokonto Nummer "+kto))
				f.put(L(40, "Eingeräumte Kontoüberziehung"), R(450, "1.000,00"), L(455, "Euro"))
				f.put(L(40, "Alter Saldo"), R(450, g.opening.String()), L(455, "Euro"))
				f.put(B(40, "Neuer Saldo"), BR(450, g.closing.String()), B(455, "Euro"))
				f.gap(f.lh)
			} else {
				f.put(B(40, "ING"), R(555, "Girokonto Nummer "+kto+" · Kontoauszug "+mon))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(100, "Buchung / Verwendungszweck"), BR(555, "Betrag (EUR)"))
			f.put(B(40, "Valuta"))
			f.gap(3)
		}
		f.newPage()
		for _, t := range g.txs {
			typ := ingType(t.typ)
			head := strings.TrimSpace(typ + " " + t.party)
			lines := wrap(t.purpose, 70)
			first := ""
			if len(lines) > 0 {
				first, lines = lines[0], lines[1:]
			}
			ls := [][]Item{
				{L(40, t.booking.String()), L(100, head), R(555, t.amount.String())},
				{L(40, t.value.String()), L(100, first)},
			}
			for _, l := range lines {
				ls = append(ls, []Item{L(100, l)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(100, "Mandat: "+t.mref)})
			}
			if t.eref != "" {
				ls = append(ls, []Item{L(100, "Referenz: "+t.eref)})
			}
			f.block(ls)
			f.gap(3)
			tt := truth(t, true, false, t.purpose)
			tt.BookingText = typ
			add(tt)
		}
		f.gap(3)
		f.block([][]Item{{B(100, "Neuer Saldo"), BR(555, g.closing.String()+" Euro")}})
		hsFoot(f.pages, []string{"ING-DiBa AG · Theodor-Heuss-Allee 2 · 60486 Frankfurt am Main · Sitz Frankfurt am Main · Registergericht Frankfurt HRB 7727"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Trade Republic: capitals, two-line dates, in/out columns, balance.
	case "hm-traderepublic":
		f.bottom = 80
		var in, out german.Cents
		for _, t := range g.txs {
			if t.amount > 0 {
				in += t.amount
			} else {
				out -= t.amount
			}
		}
		eur := func(c german.Cents) string { return c.String() + " €" }
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "TRADE REPUBLIC", Bold: true, Size: g.size + 6})
				f.gap(g.size * 0.8) // the big name takes more than a line
				f.put(Item{X: 40, Text: strings.ToUpper(office), Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(360, "DATUM"), L(410, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.put(L(40, "Hauptstraße 7"), L(360, "IBAN"), L(410, ibanF))
				f.put(L(40, "12345 "+g.city), L(360, "BIC"), L(410, g.bic))
				f.gap(f.lh)
				f.put(B(40, "KONTOÜBERSICHT"))
				f.put(small(40, "PRODUKT"), Item{X: 250, Text: "ANFANGSSALDO", Size: g.size - 1, Right: true}, Item{X: 350, Text: "ZAHLUNGSEINGANG", Size: g.size - 1, Right: true}, Item{X: 450, Text: "ZAHLUNGSAUSGANG", Size: g.size - 1, Right: true}, Item{X: 555, Text: "ENDSALDO", Size: g.size - 1, Right: true})
				f.put(L(40, "Cashkonto"), R(250, eur(g.opening)), R(350, eur(in)), R(450, eur(out)), R(555, eur(g.closing)))
				f.gap(f.lh)
				f.put(B(40, "UMSATZÜBERSICHT"))
			} else {
				f.put(B(40, "TRADE REPUBLIC"), R(555, fmt.Sprintf("UMSATZÜBERSICHT · %s - %s", g.start, g.end)))
				f.gap(f.lh / 2)
			}
			f.put(small(40, "DATUM"), small(88, "TYP"), small(174, "BESCHREIBUNG"), Item{X: 384, Text: "ZAHLUNGSEINGANG", Size: g.size - 1, Right: true}, Item{X: 476, Text: "ZAHLUNGSAUSGANG", Size: g.size - 1, Right: true}, Item{X: 555, Text: "SALDO", Size: g.size - 1, Right: true})
			f.gap(3)
		}
		f.newPage()
		for _, t := range g.txs {
			d1, d2 := trDate(t.booking)
			desc := t.party
			purpose := t.purpose
			if t.fx != "" {
				purpose = t.fx
			}
			rest := wrap(purpose, 30)
			if desc == "" && len(rest) > 0 {
				desc, rest = rest[0], rest[1:]
			}
			amt := R(384, eur(t.amount))
			if t.amount < 0 {
				amt = R(476, eur(-t.amount))
			}
			ls := [][]Item{{L(40, d1), L(88, t.typ), L(174, desc), amt, R(555, eur(t.balance))}}
			ls = append(ls, []Item{L(40, d2)})
			for i, r := range rest {
				if i == 0 {
					ls[1] = append(ls[1], L(174, r))
				} else {
					ls = append(ls, []Item{L(174, r)})
				}
			}
			f.block(ls)
			f.gap(4)
			add(truth(t, false, false, purpose))
		}
		hsFoot(f.pages, []string{"Trade Republic Bank GmbH · Brunnenstraße 19-21 · 10119 Berlin · AG Charlottenburg HRB 244347 B · www.traderepublic.com"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// C24: name bold, type and value date in a small second line.
	case "hm-c24":
		f.bottom = 70
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "C24", Bold: true, Size: g.size + 8}, Item{X: 555, Text: "Kontoauszug " + mon, Bold: true, Size: g.size + 2, Right: true})
				f.gap(g.size * 0.8) // the big name takes more than a line
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder))
				f.put(L(40, "Hauptstraße 7"), L(330, "Smartkonto · IBAN "+ibanF))
				f.put(L(40, "12345 "+g.city), L(330, "BIC "+g.bic))
				f.gap(f.lh)
				f.put(L(330, "Kontostand am "+g.start.AddDays(-1).String()), R(555, eurSuffix(g.opening)))
				f.put(B(330, "Kontostand am "+g.end.String()), BR(555, eurSuffix(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "C24"), R(555, "Kontoauszug "+mon+" · "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(110, "Umsatz"), BR(555, "Betrag"))
			f.gap(3)
		}
		f.newPage()
		for _, t := range g.txs {
			name := t.party
			if name == "" {
				name = t.typ
			}
			ls := [][]Item{
				{L(40, t.booking.String()), B(110, name), R(555, eurSuffix(t.amount))},
				{small(110, t.typ+" · Wertstellung "+t.value.String())},
			}
			if t.party == "" {
				// The type stands in the name's place.
				ls[1] = []Item{small(110, "Wertstellung "+t.value.String())}
			}
			purpose := t.purpose
			if t.fx != "" {
				purpose = t.fx
			}
			ls = append(ls, freeLines(purpose, 110, 70)...)
			if t.iban != "" {
				ls = append(ls, []Item{small(110, "IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(5)
			add(truth(t, true, true, purpose))
		}
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 40, Text: "C24 Bank GmbH · Sankt-Martin-Straße 57 · 81669 München · AG München HRB 240012", Size: 6.5},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("%d / %d", i+1, n), Size: 7, Right: true})
		}

	// OLB: value date after the text, trailing signs, Übertrag lines.
	case "hm-olb":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "OLB", Bold: true, Size: g.size + 8}, Item{X: 100, Text: "Oldenburgische Landesbank", Bold: true, Size: g.size + 1})
				f.gap(g.size * 0.8) // the big name takes more than a line
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, fmt.Sprintf("Kontoauszug %d/%d", int(g.end.Month), g.end.Year)))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF+" · BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Oldenburgische Landesbank"), R(555, fmt.Sprintf("Kontoauszug %d/%d · Blatt %d", int(g.end.Month), g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(100, "Erläuterung"), B(420, "Wert"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(B(100, fmt.Sprintf("Übertrag auf Blatt %d", p+1)), BR(555, trail(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(B(100, fmt.Sprintf("Übertrag von Blatt %d", p-1)), BR(555, trail(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(B(100, "Kontostand am "+g.start.AddDays(-1).String()), BR(555, trail(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			typ := strings.ToUpper(hmType(t.typ))
			ls := [][]Item{{L(40, t.booking.String()), L(100, typ), L(420, t.value.String()), R(555, trail(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(100, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 100, 60)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(100, "IBAN: "+german.FormatIBAN(t.iban)+" BIC: "+hrBIC(t.iban))})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(100, "Mandatsreferenz: "+t.mref+" Gläubiger-ID: "+t.cred)})
			}
			f.block(ls)
			f.gap(2)
			f.bal = t.balance
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = typ
			add(tt)
		}
		f.gap(3)
		f.block([][]Item{
			{B(100, "Kontostand am "+g.end.String()), BR(555, trail(g.closing))},
			{},
			{L(100, "Bitte beachten Sie die Hinweise auf der Rückseite. Einwendungen gegen Rechnungsabschlüsse")},
			{L(100, "sind innerhalb von sechs Wochen nach Zugang zu erheben.")},
		})
		hsFoot(f.pages, []string{"Oldenburgische Landesbank AG · Stau 15/17 · 26122 Oldenburg · Amtsgericht Oldenburg HRB 3003 · BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// BW-Bank: Soll/Haben, labelled SEPA fields, Rechnungsabschluss.
	case "hm-bwbank":
		f.bottom = 85
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 470
			}
			return 555
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "BW-Bank", Bold: true, Size: g.size + 7})
				f.gap(g.size * 0.8) // the big name takes more than a line
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, fmt.Sprintf("Kontoauszug Nr. %d/%d", int(g.end.Month), g.end.Year)))
				f.put(L(40, "Hauptstraße 7"), L(340, "BW-Girokonto Komfort "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, fmt.Sprintf("vom %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "BW-Bank"), R(555, fmt.Sprintf("Kontoauszug Nr. %d/%d · Seite %d", int(g.end.Month), g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(105, "Wert"), B(155, "Vorgang"), BR(470, "Soll"), BR(555, "Haben"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(155, "alter Kontostand vom "+g.start.AddDays(-1).String()), BR(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		for _, t := range g.txs {
			typ := hmType(t.typ)
			first := []Item{L(40, dm(t.booking)), L(105, dm(t.value)), L(155, typ), R(col(t.amount), pos(t.amount).String())}
			ls := [][]Item{first}
			if t.party != "" {
				ls = append(ls, []Item{L(155, t.party)})
			}
			if t.typ == "Abschluss" || t.typ == "Kartenzahlung" || t.typ == "Bargeldauszahlung" {
				ls = append(ls, freeLines(t.purpose, 155, 56)...)
			} else {
				ls = append(ls, freeLines("Verwendungszweck: "+t.purpose, 155, 56)...)
			}
			if t.eref != "" {
				ls = append(ls, []Item{L(155, "Kundenreferenz: "+t.eref)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(155, "Mandat: "+t.mref)}, []Item{L(155, "Gläubiger: "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(155, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = typ
			add(tt)
		}
		f.gap(3)
		f.block([][]Item{
			{B(155, "neuer Kontostand vom "+g.end.String()), BR(col(g.closing), pos(g.closing).String())},
			{},
			{L(155, "Der Rechnungsabschluss gilt als genehmigt, wenn Sie nicht innerhalb von")},
			{L(155, "sechs Wochen nach Zugang widersprechen. Sollzinssatz 10,49 % p.a.")},
		})
		hsFoot(f.pages, []string{"BW-Bank · Unternehmensbereich der Landesbank Baden-Württemberg · Kleiner Schlossplatz 11 · 70173 Stuttgart"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Deutsche Bank online banking: newest first, two wrapped columns.
	case "hm-dbumsatz":
		sr := g.hoRand(-7)
		stamp := fmt.Sprintf("%s %02d:%02d", g.end.AddDays(1+sr.IntN(10)), 7+sr.IntN(14), sr.IntN(60))
		f.top, f.bottom = 30, 60
		// The browser prints the wide table small.
		tiny := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7} }
		tinyR := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7, Right: true} }
		tb := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7, Bold: true} }
		tbr := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7, Bold: true, Right: true} }
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: stamp, Size: 6.5}, Item{X: 300, Text: "Deutsche Bank - Umsätze", Size: 6.5})
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(Item{X: 40, Text: "Umsätze", Bold: true, Size: g.size + 5})
				f.gap(4)
				f.put(L(40, "Girokonto "+kto+" · "+ibanF), L(380, g.holder))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s - %s", g.start, g.end)))
				f.put(L(40, "Kontostand vom "+g.end.String()), R(300, plus(g.closing)+" EUR"))
				f.gap(f.lh)
			}
			f.put(tb(40, "Buchungstag"), tb(93, "Wert"), tb(136, "Umsatzart"), tb(205, "Begünstigter /"), tb(290, "Verwendungszweck"), tbr(455, "Soll"), tbr(510, "Haben"), tb(518, "Währung"))
			f.put(tb(205, "Auftraggeber"))
			f.gap(2)
		}
		f.newPage()
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			typ := dbType(t.typ)
			first := []Item{tiny(40, t.booking.String()), tiny(93, t.value.String()), tiny(518, "EUR")}
			if t.amount < 0 {
				first = append(first, tinyR(455, plus(t.amount)))
			} else {
				first = append(first, tinyR(510, plus(t.amount)))
			}
			tl := wrap(typ, 16)
			pl := wrap(t.party, 20)
			wl := wrap(t.purpose, 30)
			n := max(len(tl), len(pl), len(wl), 1)
			var ls [][]Item
			for k := range n {
				var l []Item
				if k == 0 {
					l = first
				}
				if k < len(tl) {
					l = append(l, tiny(136, tl[k]))
				}
				if k < len(pl) {
					l = append(l, tiny(205, pl[k]))
				}
				if k < len(wl) {
					l = append(l, tiny(290, wl[k]))
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.gap(3)
			tt := truth(t, true, false, t.purpose)
			tt.BookingText = typ
			add(tt)
		}
		f.gap(3)
		f.block([][]Item{{tb(205, "Alter Kontostand vom "+g.start.AddDays(-1).String()), tbr(510, plus(g.opening)), tb(518, "EUR")}})
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 24, Text: "https://meine.deutsche-bank.de/trxm/db/umsaetze", Size: 6.5},
				Item{X: 555, Y: PageH - 24, Text: fmt.Sprintf("Seite %d/%d", i+1, n), Size: 6.5, Right: true})
		}

	// Barclays Visa: trailing signs, card holder heading, Originalbetrag.
	case "hm-barclays":
		f.bottom = 80
		card := fmt.Sprintf("4%03d XXXX XXXX %04d", g.hoRand(-5).IntN(1000), g.hoRand(-6).IntN(10000))
		var debits, credits german.Cents
		for _, t := range g.txs {
			if t.amount < 0 {
				debits += t.amount
			} else {
				credits += t.amount
			}
		}
		minPay := max(german.Cents(2000), pos(g.closing)*2/100)
		if g.closing >= 0 {
			minPay = 0
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "BARCLAYS", Bold: true, Size: g.size + 7}, Item{X: 555, Text: "Ihre Barclays Visa Abrechnung", Bold: true, Size: g.size + 1, Right: true})
				f.gap(g.size * 0.8) // the big name takes more than a line
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(340, "Abrechnungsdatum"), L(450, g.end.String()))
				f.put(L(40, "Hauptstraße 7"), L(340, "Abrechnungszeitraum"), L(450, fmt.Sprintf("%s - %s", dmy2(g.start), dmy2(g.end))))
				f.put(L(40, "12345 "+g.city), L(340, "Kreditkartenkonto"), L(450, kto))
				f.gap(f.lh)
				f.put(L(40, "Saldo letzte Abrechnung"), R(250, trail(g.opening)))
				f.put(L(40, "Belastungen"), R(250, trail(debits)))
				f.put(L(40, "Gutschriften"), R(250, trail(credits)))
				f.put(B(40, "Neuer Saldo"), BR(250, trail(g.closing)))
				f.put(L(40, "Mindestzahlung"), R(250, minPay.String()), L(270, fmt.Sprintf("wird am %s von Ihrem Referenzkonto eingezogen", g.end.AddDays(20))))
				f.gap(f.lh)
			} else {
				f.put(B(40, "BARCLAYS"), R(555, "Ihre Barclays Visa Abrechnung vom "+g.end.String()))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Belegdatum"), B(105, "Buchungsdatum"), B(180, "Beschreibung"), BR(555, "Betrag (EUR)"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(180, "Saldo letzte Abrechnung"), R(555, trail(g.opening)))
		f.gap(3)
		var own, cardRows []tx
		for _, t := range g.txs {
			if t.party == "" {
				own = append(own, t)
			} else {
				cardRows = append(cardRows, t)
			}
		}
		row := func(t tx) {
			desc := t.party
			if desc == "" {
				desc = t.purpose
			}
			ls := [][]Item{{L(40, dmy2(t.value)), L(105, dmy2(t.booking)), L(180, desc), R(555, trail(t.amount))}}
			purpose := ""
			if t.fx != "" {
				fx := strings.Fields(t.fx) // "USD 45,00 Kurs 1,0856"
				ls = append(ls, []Item{small(180, "Originalbetrag "+fx[1]+" "+fx[0]+" Kurs "+fx[3])})
				// The label is no part of the purpose: the original
				// amount and the rate as printed, the "fx" convention.
				purpose = fx[1] + " " + fx[0] + " Kurs " + fx[3]
			}
			if t.typ == "Gutschrift" {
				ls = append(ls, []Item{small(180, "Gutschrift")})
			}
			f.block(ls)
			f.gap(2)
			tt := truth(t, true, false, purpose)
			if t.party == "" {
				// Payment and interest: the bank's own postings, their
				// text the purpose, no type printed.
				tt.Purpose, tt.BookingText = t.purpose, ""
			}
			add(tt)
		}
		if len(own) > 0 {
			f.block([][]Item{{B(180, "Zahlungen und Zinsen")}})
			for _, t := range own {
				row(t)
			}
			f.gap(4)
		}
		if len(cardRows) > 0 {
			f.block([][]Item{{B(180, strings.ToUpper(g.holder)+" · Karte "+card)}})
			for _, t := range cardRows {
				row(t)
			}
		}
		f.gap(3)
		f.block([][]Item{{B(180, "Neuer Saldo"), BR(555, trail(g.closing))}})
		hsFoot(f.pages, []string{"Barclays Bank Ireland PLC Hamburg Branch · Gasstraße 4c · 22761 Hamburg · Amtsgericht Hamburg HRB 167424"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
	}
}
