package synth

// Sealed batch 13 (hn-*): a thirteenth held-out batch, written when the
// twelfth (hp-*) was sealed, without looking at the extractor or its rule
// code. Five of the seven are ordinary current-account statements or
// online-banking prints of banks no earlier batch modelled (what most
// uploads are: three private accounts, a private account's detail print
// and a firm's daily statements); two are other account documents people
// upload as statements (a club's cash book, a tenant's account at the
// property manager). Bank data, names and numbers are synthetic:
//
//   - hn-degussa: a Degussa Bank Girokonto Kontoauszug: "Buch.-Tag |
//     Valuta | GVC | Buchungstext | Betrag EUR", full dates "03.02.2025",
//     the three-digit GESCHÄFTSVORFALLCODE in a column of its own between
//     the dates and the text ("105", "106", "116", "153", "166", "805"),
//     the type on the block's first line, the counterparty under it and
//     for firms and persons paid by transfer their POSTAL ADDRESS on the
//     next line ("Lindenstraße 12, 34117 Kassel": no name, no purpose),
//     then the purpose, "IBAN … BIC …" and "Mandatsreferenz … Gläubiger-
//     ID …"; debits "-45,00", credits unsigned; "Kontostand Ende Blatt 1"
//     at the foot and "Kontostand Beginn Blatt 2" at the head of the next
//     page (the running balance), "Alter Kontostand" / "Neuer Kontostand";
//   - hn-hsbc: a bilingual statement of an international bank's German
//     branch (private client): every column head and label in German
//     over or beside English ("Buchungstag / Booking date", "Soll /
//     Debit", "Haben / Credit", "Saldo / Balance", "Empfänger / Payee:",
//     "Auftraggeber / Payer:", "Verwendungszweck / Details:"), full dates,
//     unsigned amounts in the Soll or Haben column and a RUNNING BALANCE
//     marked "CR" / "DR" ("1.234,56 CR"), the German type on the block's
//     first line, "Anfangssaldo / Opening balance" and "Endsaldo /
//     Closing balance" with CR/DR, "Seite / Page 1 / 2";
//   - hn-klarna: an app bank's (Klarna Konto) monthly statement: "Datum |
//     Beschreibung | Betrag", the booking's DATE AND TIME in one cell
//     ("03.02.2025 14:22"), the counterparty bold, the type on a small
//     line under it, card payments with the merchant's "City, DE" line
//     (no purpose), transfers with "IBAN …" and the remittance text,
//     amounts "-45,00 €" / "+1.234,56 €", the month's interest as the
//     bank's posting, "Startsaldo" / "Endsaldo" in a box above the table;
//   - hn-tagesauszug: a Hamburger Sparkasse Geschäftskonto's DAILY
//     statements (Tagesauszüge) as one PDF: one Auszug per booking day,
//     each headed "Kontoauszug Nr. 23/2025 vom 03.02.2025" with its own
//     "alter Kontostand vom …" and "neuer Kontostand vom …" (intermediate
//     balances, not bookings), several Auszüge on a page, an Auszug
//     running over a page break headed again "… (Fortsetzung)" with
//     "Blatt 2", "Bu-Tag | Wert |
//     Vorgang | Umsatz EUR", year-less "03.02." dates in the rows (the
//     year only in each Auszug's head), signed amounts "+1.234,56" /
//     "-45,00", a GmbH's overdrawn account;
//   - hn-details: a Norisbank online banking "Umsätze" print in the
//     DETAIL VIEW: NEWEST FIRST, every booking a block of LABELLED FIELDS
//     two to a line ("Buchungstag 03.02.2025" beside "Wertstellung
//     03.02.2025", "Umsatzart …" beside "Betrag -45,00 EUR", then
//     "Empfänger" / "Auftraggeber", "IBAN", "BIC", "Verwendungszweck"
//     wrapped in the value column, "Mandatsreferenz", "Gläubiger-ID"),
//     no table and no column heads; the balances in the head;
//   - hn-kassenbuch: a club's cash book (Barkasse of an e.V.) over a
//     quarter, printed from a spreadsheet: "Nr. | Datum | Beleg |
//     Einzahler / Empfänger | Verwendung | Einnahmen | Ausgaben |
//     Bestand", a running NUMBER before the date, dates "03.02.25",
//     receipt numbers "E-07" / "A-12", unsigned amounts in Einnahmen or
//     Ausgaben and the cash in hand, cash paid into or taken from the
//     club's bank account ("–" as name: own account), "Anfangsbestand",
//     "Übertrag" with the cash in hand at page breaks, the column sums,
//     "Endbestand" and the auditors' lines;
//   - hn-mieterkonto: a property manager's tenant account
//     ("Mieterkonto") over part of a calendar year: "Datum | Buchungsart |
//     Text | Soll | Haben | Saldo", the month's rent CHARGED on the 1st
//     as three rows (Grundmiete, Betriebskosten-, Heizkostenvorauszahlung:
//     "Sollstellung", in Soll — a debit from the tenant's view), the
//     payments in Haben ("Zahlung", the tenant's remittance text; rent
//     paid by the Jobcenter with its name), a dunning fee, the
//     Betriebskostenabrechnung as "Abrechnung" (arrears or a credit), the
//     balance "1.234,56 S" (owed) / "12,00 H"; "Saldovortrag" and "Saldo
//     per 31.12.2025", and the current monthly rent after the table
//     (amounts, not bookings).
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings, for the
// property manager's charges and for transfers between the holder's own
// accounts), the purpose is the remittance text only (no type, labels,
// references, account numbers, addresses or city lines), the booking text
// is the type where it is printed (none in the cash book), amounts are
// signed from the account holder's view (the club's cash; the tenant: a
// charge is negative, a payment positive); the truth rows of the
// newest-first print are in printed order.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"hash/fnv"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed12Layouts lists the layouts of the thirteenth held-out batch
// (hn-*). They are in none of the other layout lists.
func Sealed12Layouts() []string {
	return []string{"hn-degussa", "hn-hsbc", "hn-klarna", "hn-tagesauszug", "hn-details", "hn-kassenbuch", "hn-mieterkonto"}
}

// hnBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hnBanks = map[string][]branch{
	"hn-degussa": {
		{"Degussa Bank AG", "50010700", "DEGUDEFFXXX", "Theodor-Heuss-Allee 74 · 60486 Frankfurt am Main"},
	},
	"hn-hsbc": {
		{"HSBC Continental Europe S.A., Germany", "30030880", "TUBDDEDDXXX", "Hansaallee 3 · 40549 Düsseldorf"},
	},
	"hn-klarna": {
		{"Klarna Bank AB (publ), Zweigniederlassung Berlin", "10010178", "KLRNDEBEXXX", "Chausseestraße 117 · 10115 Berlin"},
	},
	"hn-tagesauszug": {
		{"Hamburger Sparkasse AG", "20050550", "HASPDEHHXXX", "Ecke Adolphsplatz / Großer Burstah · 20457 Hamburg"},
	},
	"hn-details": {
		{"norisbank GmbH", "10077777", "NORSDE51XXX", "Reuterstraße 122 · 53129 Bonn"},
	},
	"hn-kassenbuch": {
		{"Sparkasse Göttingen", "26050001", "NOLADE21GOE", "Weender Straße 4 · 37073 Göttingen"},
	},
	"hn-mieterkonto": {
		{"Kreissparkasse Kassel", "52050353", "HELADEF1KAS", "Wilhelmshöher Allee 1 · 34117 Kassel"},
	},
}

// sealed12Setup draws the statement of an hn-* layout from its own random
// stream and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed12Setup() {
	g.redraw("hn|", 0x13a5c0de)
	g.drawBranch(hnBanks, "hn-office")
	limit := 30
	switch g.layout {
	case "hn-degussa", "hn-hsbc":
		g.transactions()
		for i, t := range g.txs {
			if t.typ == "Bargeldauszahlung" {
				// Banks without machines of their own: another bank's ATM.
				g.txs[i].party = g.pick("Commerzbank ", "Deutsche Bank ", "Sparkasse ", "Volksbank ") + g.city
			}
		}
		limit = 30
	case "hn-klarna":
		g.hnKlarnaTxs()
		limit = 36
	case "hn-tagesauszug":
		g.city = "Hamburg"
		g.hrGmbhTxs()
		for i, t := range g.txs {
			if t.typ == "Bargeldeinzahlung" {
				g.txs[i].party = "" // paid in at the bank's own branch
			}
		}
		limit = 24
	case "hn-details":
		g.transactions()
		limit = 18
	case "hn-kassenbuch":
		g.hnKasseTxs()
		limit = 64
	case "hn-mieterkonto":
		g.hnMieteTxs()
		limit = 60
	}
	if g.layout == "hn-mieterkonto" {
		// The account is cut by whole months: the statement then starts
		// later in the year, its Saldovortrag carrying the months before.
		if g.opt.MaxTransactions > 0 {
			limit = min(limit, g.opt.MaxTransactions)
		}
		for len(g.txs) > limit && g.start.Month < 12 {
			next := german.D(g.start.Year, g.start.Month+1, 1)
			var keep []tx
			for _, t := range g.txs {
				if t.booking.Before(next) {
					g.opening += t.amount
				} else {
					keep = append(keep, t)
				}
			}
			g.txs, g.start = keep, next
		}
	} else {
		g.thin(limit, thinning{stop: true})
	}
	g.rebalance()
	if g.layout == "hn-kassenbuch" {
		// Cash in hand never goes below zero.
		low := g.opening
		for _, t := range g.txs {
			low = min(low, t.balance)
		}
		if low < 0 {
			g.opening += -low + german.Cents(g.r.IntN(15000))
			g.rebalance()
		}
	}
}

// hnKlarnaTxs: a month of a private app account: the usual bookings,
// card payments without purpose, no account fee, the month's interest.
func (g *gen) hnKlarnaTxs() {
	g.transactions()
	var out []tx
	for _, t := range g.txs {
		switch t.typ {
		case "Kartenzahlung":
			t.purpose = ""
		case "Bargeldauszahlung":
			t.typ, t.purpose = "Bargeldabhebung", ""
			t.party = g.pick("Sparkasse ", "Volksbank ", "Euronet ATM ") + g.city
		case "Entgelt":
			continue
		}
		out = append(out, t)
	}
	if g.r.IntN(3) > 0 {
		out = append(out, tx{booking: g.end, value: g.end, typ: "Zinsen",
			purpose: fmt.Sprintf("Zinsgutschrift %s %d", months[g.end.Month-1], g.end.Year), amount: german.Cents(5 + g.r.IntN(1500))})
	}
	g.txs = out
	g.rebalance()
}

var (
	hnMembers = []string{"Petra Lange", "Jürgen Hoffmann", "Aylin Demir", "Klaus Becker", "Sophie Wagner", "Tim Krüger", "Marta Nowak", "Hans-Peter Vogel"}
	hnKasseIn = []struct{ who, what string }{
		{"", "Getränkeverkauf Heimspiel"},
		{"", "Kuchenverkauf Vereinsfest"},
		{"", "Startgelder Vereinsturnier"},
		{"m", "Mitgliedsbeitrag bar %d"},
		{"m", "Spende Jugendabteilung"},
		{"m", "Eigenanteil Trainingslager"},
	}
	hnKasseOut = []struct{ who, what string }{
		{"Metro Großmarkt", "Getränke Heimspiel"},
		{"EDEKA Center", "Kaffee, Milch, Zucker Vereinsheim"},
		{"Deutsche Post AG", "Briefmarken Einladung Mitgliederversammlung"},
		{"Bauhaus", "Farbe und Pinsel Kabine"},
		{"m", "Übungsleiterpauschale %s"},
		{"m", "Auslagenerstattung Fahrtkosten Auswärtsspiel"},
		{"Blumen Schmidt", "Blumen Jubilarehrung"},
		{"Sportgeschäft Krause", "Bälle Jugendabteilung"},
	}
)

// hnKasseTxs: a quarter of a club's cash book: takings at home games and
// fêtes, cash subscriptions and donations, small purchases and expenses,
// cash paid into and drawn from the club's bank account.
func (g *gen) hnKasseTxs() {
	g.holder = g.pick("TSV Musterstadt 1887 e.V.", "SV Grün-Weiß Kassel e.V.", "Kleingartenverein Am Bach e.V.", "Förderverein Grundschule Lindenhof e.V.")
	g.start = german.D(g.start.Year, (g.start.Month-1)/3*3+1, 1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 3, -1))
	g.opening = german.Cents(5000 + g.r.IntN(80000))
	g.txs = nil
	n := 6 + g.r.IntN(14)
	if g.r.IntN(3) == 0 {
		n = 35 + g.r.IntN(35)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		person := hnMembers[g.r.IntN(len(hnMembers))]
		switch k := g.r.IntN(20); {
		case k < 8:
			p := hnKasseIn[g.r.IntN(len(hnKasseIn))]
			t.purpose = p.what
			if strings.Contains(p.what, "%d") {
				t.purpose = fmt.Sprintf(p.what, d.Year)
			}
			if p.who == "m" {
				t.party = person
			}
			t.amount = german.Cents((1 + g.r.IntN(60)) * 500)
			if p.who == "" {
				t.amount = german.Cents(2000 + g.r.IntN(60000))
			}
		case k < 17:
			p := hnKasseOut[g.r.IntN(len(hnKasseOut))]
			t.party, t.purpose = p.who, p.what
			if p.who == "m" {
				t.party = person
			}
			if strings.Contains(p.what, "%s") {
				t.purpose = fmt.Sprintf(p.what, months[d.Month-1])
			}
			t.amount = -german.Cents(150 + g.r.IntN(25000))
		case k < 19:
			t.typ = "Bank"
			t.purpose = "Einzahlung auf Vereinskonto"
			t.amount = -german.Cents((2 + g.r.IntN(20)) * 5000)
		default:
			t.typ = "Bank"
			t.purpose = "Abhebung vom Vereinskonto Wechselgeld"
			t.amount = german.Cents((1 + g.r.IntN(4)) * 5000)
		}
		g.txs = append(g.txs, t)
	}
	g.rebalance()
}

// hnRent is the tenant's monthly rent: Grundmiete, Betriebskosten- and
// Heizkostenvorauszahlung.
type hnRent struct{ grund, bk, hk german.Cents }

func (r hnRent) total() german.Cents { return r.grund + r.bk + r.hk }

// hnMieteTxs: a tenant's account from a month of the year to its end:
// the rent charged on the 1st, the payments (some late, some by the
// Jobcenter), a dunning fee and the yearly service-charge settlement.
func (g *gen) hnMieteTxs() {
	year := g.start.Year
	from := 1 + g.r.IntN(10)
	if g.r.IntN(3) == 0 {
		from = 1
	}
	g.start = german.D(year, time.Month(from), 1)
	g.end = german.D(year, 12, 31)
	rent := hnRent{german.Cents(38000 + g.r.IntN(60)*1000), german.Cents(9000 + g.r.IntN(40)*500), german.Cents(6000 + g.r.IntN(30)*500)}
	g.note("hn-rent", fmt.Sprintf("%d|%d|%d", rent.grund, rent.bk, rent.hk))
	jobcenter := g.r.IntN(3) == 0
	g.opening = 0
	if g.r.IntN(3) == 0 {
		g.opening = -german.Cents(g.r.IntN(3) * int(rent.total()) / 2)
	}
	g.txs = nil
	raise := 0
	if g.r.IntN(3) == 0 {
		raise = from + 1 + g.r.IntN(12-from+1)
	}
	whg := g.pick("Whg. 3 OG links", "Whg. 1 EG rechts", "Whg. 7 DG", "Whg. 4 1. OG Mitte")
	g.note("hn-whg", whg)
	for m := from; m <= 12; m++ {
		d := german.D(year, time.Month(m), 1)
		mm := fmt.Sprintf("%02d/%d", m, year)
		if m == raise {
			rent.grund += german.Cents(2000 + g.r.IntN(6)*500)
		}
		g.txs = append(g.txs,
			tx{booking: d, value: d, typ: "Sollstellung", purpose: "Grundmiete " + mm, amount: -rent.grund},
			tx{booking: d, value: d, typ: "Sollstellung", purpose: "Betriebskostenvorauszahlung " + mm, amount: -rent.bk},
			tx{booking: d, value: d, typ: "Sollstellung", purpose: "Heizkostenvorauszahlung " + mm, amount: -rent.hk})
		pay := d.AddDays(g.r.IntN(4))
		late := g.r.IntN(8) == 0
		if late {
			pay = d.AddDays(12 + g.r.IntN(10))
		}
		mon := months[m-1]
		if jobcenter {
			kdu := rent.total() - german.Cents(g.r.IntN(3)*2500)
			g.txs = append(g.txs, tx{booking: pay, value: pay, typ: "Zahlung", party: "Jobcenter " + g.city,
				purpose: fmt.Sprintf("KdU %s %d BG-Nr. %d%02d//%07d", mon, year, 30000+g.r.IntN(9999), g.r.IntN(100), g.r.IntN(10000000)), amount: kdu})
			if rest := rent.total() - kdu; rest > 0 {
				g.txs = append(g.txs, tx{booking: pay, value: pay, typ: "Zahlung", purpose: "Restmiete " + mon + " " + whg, amount: rest})
			}
		} else if g.r.IntN(12) > 0 {
			amt := rent.total()
			if g.r.IntN(10) == 0 {
				amt -= german.Cents((1 + g.r.IntN(4)) * 5000)
			}
			g.txs = append(g.txs, tx{booking: pay, value: pay, typ: "Zahlung", purpose: fmt.Sprintf("Miete %s %d %s", mon, year, whg), amount: amt})
		}
		if late && m < 12 {
			fee := d.AddDays(10)
			g.txs = append(g.txs, tx{booking: fee, value: fee, typ: "Sollstellung", purpose: "Mahngebühr 1. Mahnung", amount: -500})
		}
		if m == 6 || (from > 6 && m == from) {
			dd := german.D(year, time.Month(m), 15+g.r.IntN(10))
			amt := german.Cents(g.r.IntN(60000) - 35000)
			t := tx{booking: dd, value: dd, typ: "Abrechnung", amount: amt}
			if amt < 0 {
				t.purpose = fmt.Sprintf("Betriebskostenabrechnung %d Nachzahlung", year-1)
			} else {
				t.purpose = fmt.Sprintf("Betriebskostenabrechnung %d Guthaben", year-1)
			}
			g.txs = append(g.txs, t)
		}
	}
	g.rebalance()
}

// hnGVC is the Geschäftsvorfallcode a bank prints beside the type.
func hnGVC(typ string) string {
	switch typ {
	case "SEPA-Lastschrift", "Lastschrift":
		return "105"
	case "Kartenzahlung":
		return "106"
	case "Überweisung":
		return "116"
	case "Dauerauftrag":
		return "117"
	case "Echtzeitüberweisung":
		return "118"
	case "Lohn/Gehalt":
		return "153"
	case "Gutschrift", "SEPA-Gutschrift":
		return "166"
	case "Bargeldauszahlung":
		return "083"
	}
	return "805"
}

var (
	hnStreets = []string{"Lindenstraße", "Bahnhofstraße", "Am Markt", "Goethestraße", "Industriestraße", "Kirchweg", "Schillerplatz", "Gartenstraße"}
	hnPlaces  = []string{"34117 Kassel", "37073 Göttingen", "33602 Bielefeld", "97070 Würzburg", "60311 Frankfurt am Main", "80331 München", "50667 Köln"}
)

// hnAddress is the postal address a statement prints under a
// counterparty's name ("" for none): a fixed one per name.
func hnAddress(t tx) string {
	if t.party == "" || t.typ == "Kartenzahlung" || t.typ == "Bargeldauszahlung" {
		return ""
	}
	h := fnv.New32a()
	h.Write([]byte(t.party))
	v := h.Sum32()
	if v%4 == 0 {
		return ""
	}
	return fmt.Sprintf("%s %d, %s", hnStreets[v/4%uint32(len(hnStreets))], 1+v/32%60, hnPlaces[v/256%uint32(len(hnPlaces))])
}

// crdr is a balance with CR (credit) or DR (debit) after it.
func crdr(c german.Cents) string {
	if c < 0 {
		return pos(c).String() + " DR"
	}
	return c.String() + " CR"
}

// hnTime is the time of day an app prints with a booking: a time drawn
// from the amount, after last (the day's previous booking, -1: none).
func hnTime(t tx, last int) int {
	m := 7*60 + (int(pos(t.amount))*13)%(14*60)
	if last >= 0 {
		m = max(m, last+5+int(pos(t.amount))%40)
	}
	return min(m, 23*60+59)
}

// klarnaType is the payment kind the app prints under the name.
func klarnaType(t tx) string {
	switch t.typ {
	case "SEPA-Lastschrift", "Lastschrift":
		return "Lastschrift"
	case "Überweisung", "Dauerauftrag", "Echtzeitüberweisung":
		return "Überweisung"
	case "Gutschrift", "SEPA-Gutschrift", "Lohn/Gehalt":
		return "Eingehende Überweisung"
	}
	return t.typ
}

// renderSealed12 draws the hn-* layouts into f and st.
func (g *gen) renderSealed12(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	office := g.bank + " · " + g.chosen["hn-office"]
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	printed := g.end.AddDays(1)
	switch g.layout {

	// Degussa Bank: a GVC column, addresses under the names.
	case "hn-degussa":
		f.bottom = 90
		bal := g.opening
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "DEGUSSA BANK", Bold: true, Size: g.size + 5})
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("Auszugszeitraum %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "DEGUSSA BANK"), R(555, "Kontoauszug "+nr+" · IBAN "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buch.-Tag"), B(100, "Valuta"), B(160, "GVC"), B(190, "Buchungstext"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, _ german.Cents) {
			f.gap(2)
			f.put(B(190, fmt.Sprintf("Kontostand Ende Blatt %d", p)), BR(555, bal.String()))
		}
		f.onStart = func(f *flow, p int, _ german.Cents) {
			f.put(B(190, fmt.Sprintf("Kontostand Beginn Blatt %d", p)), BR(555, bal.String()))
			f.gap(3)
		}
		f.newPage()
		f.put(B(190, "Alter Kontostand vom "+g.start.AddDays(-1).String()), BR(555, g.opening.String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), L(160, hnGVC(t.typ)), L(190, t.typ), R(555, t.amount.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(190, t.party)})
				if a := hnAddress(t); a != "" {
					ls = append(ls, []Item{L(190, a)})
				}
			}
			ls = append(ls, freeLines(t.purpose, 190, 58)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(190, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(190, "Mandatsreferenz "+t.mref+" Gläubiger-ID "+t.cred)})
			}
			f.block(ls)
			f.gap(3)
			bal = t.balance
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(190, "Neuer Kontostand vom "+g.end.String()), BR(555, g.closing.String())},
			{},
			{L(190, "Bitte prüfen Sie die Buchungen. Einwendungen sind unverzüglich zu erheben.")},
			{L(190, "Eingeräumte Kontoüberziehung 2.500,00 EUR · Sollzinssatz 11,90 % p.a.")},
		})
		hsFoot(f.pages, []string{"Degussa Bank AG · Theodor-Heuss-Allee 74 · 60486 Frankfurt am Main · Amtsgericht Frankfurt HRB 12345 · BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// Bilingual statement: German over English, CR/DR balances.
	case "hn-hsbc":
		f.bottom = 85
		sub := func(x float64, s string) Item { return Item{X: x, Text: s, Size: g.size - 1} }
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "HSBC", Bold: true, Size: g.size + 8}, Item{X: 555, Text: "Kontoauszug / Statement of Account", Bold: true, Size: g.size + 1, Right: true})
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(330, "Kontonummer / Account number"), L(470, kto))
				f.put(L(40, "Hauptstraße 7"), L(330, "IBAN"), L(470, ibanF))
				f.put(L(40, "12345 "+g.city), L(330, "BIC"), L(470, g.bic))
				f.put(L(330, "Währung / Currency"), L(470, "EUR"))
				f.put(L(330, "Zeitraum / Period"), L(470, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "HSBC"), R(555, "Kontoauszug / Statement of Account · IBAN "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(103, "Valuta"), B(160, "Buchungstext"), BR(400, "Soll"), BR(475, "Haben"), BR(555, "Saldo"))
			f.put(sub(40, "Booking date"), sub(103, "Value date"), sub(160, "Transaction details"), Item{X: 400, Text: "Debit", Size: g.size - 1, Right: true}, Item{X: 475, Text: "Credit", Size: g.size - 1, Right: true}, Item{X: 555, Text: "Balance", Size: g.size - 1, Right: true})
			f.gap(3)
		}
		f.newPage()
		f.put(B(160, "Anfangssaldo / Opening balance"), BR(555, crdr(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			col := 475.0
			if t.amount < 0 {
				col = 400
			}
			ls := [][]Item{{L(40, t.booking.String()), L(103, t.value.String()), L(160, t.typ), R(col, pos(t.amount).String()), R(555, crdr(t.balance))}}
			if t.party != "" {
				label := "Empfänger / Payee: "
				if t.amount > 0 {
					label = "Auftraggeber / Payer: "
				}
				ls = append(ls, []Item{L(160, label+t.party)})
			}
			if t.party != "" {
				for i, w := range wrap("Verwendungszweck / Details: "+t.purpose, 62) {
					x := 160.0
					if i > 0 {
						x = 174
					}
					ls = append(ls, []Item{L(x, w)})
				}
			} else {
				ls = append(ls, freeLines(t.purpose, 160, 62)...)
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(160, "IBAN "+german.FormatIBAN(t.iban)+" · BIC "+hrBIC(t.iban))})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(160, "Mandat / Mandate "+t.mref+" · Gläubiger-ID / Creditor ID "+t.cred)})
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(160, "Endsaldo / Closing balance"), BR(555, crdr(g.closing))},
			{},
			{L(40, "CR = Guthaben / credit balance · DR = Schuldsaldo / debit balance")},
			{L(40, "Bitte prüfen Sie diesen Auszug. / Please examine this statement and report any discrepancies without delay.")},
		})
		hsFoot(f.pages, []string{"HSBC Continental Europe S.A., Germany · Hansaallee 3 · 40549 Düsseldorf · Amtsgericht Düsseldorf HRB 98765"},
			func(i, n int) string { return fmt.Sprintf("Seite / Page %d / %d", i, n) })

	// Klarna: date and time in one cell, city lines of card payments.
	case "hn-klarna":
		g.size = 8
		f.lh = 8 * 1.35
		f.bottom = 80
		small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 6.5} }
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: "Klarna.", Bold: true, Size: 16}, R(555, "Kontoauszug "+months[g.start.Month-1]+" "+fmt.Sprint(g.start.Year)))
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(L(40, g.holder), L(340, "Klarna Konto"))
				f.put(L(40, "Hauptstraße 7"), L(340, "IBAN "+ibanF))
				f.put(L(40, "12345 "+g.city), L(340, "BIC "+g.bic))
				f.gap(f.lh)
				f.put(L(40, "Startsaldo am "+g.start.String()), R(300, plusEuro(g.opening)))
				f.put(B(40, "Endsaldo am "+g.end.String()), BR(300, plusEuro(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(L(40, g.holder+" · IBAN "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(130, "Beschreibung"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		last := -1
		for i, t := range g.txs {
			if i == 0 || g.txs[i-1].booking != t.booking {
				last = -1
			}
			last = hnTime(t, last)
			tt := truth(t, false, true, t.purpose)
			tt.BookingText = klarnaType(t)
			name := t.party
			if name == "" {
				name = t.purpose
			}
			ls := [][]Item{{L(40, t.booking.String()+fmt.Sprintf(" %02d:%02d", last/60, last%60)), B(130, name), R(555, plusEuro(t.amount))}}
			ls = append(ls, []Item{small(130, klarnaType(t))})
			switch {
			case t.typ == "Kartenzahlung" || t.typ == "Bargeldabhebung":
				ls = append(ls, []Item{small(130, g.city+", DE")})
			case t.party != "":
				if t.iban != "" {
					ls = append(ls, []Item{small(130, "IBAN "+german.FormatIBAN(t.iban))})
				}
				for _, w := range wrap(t.purpose, 80) {
					ls = append(ls, []Item{small(130, w)})
				}
			}
			f.block(ls)
			f.gap(4)
			add(tt)
		}
		f.gap(4)
		f.block([][]Item{
			{Item{X: 40, Text: "Klarna Bank AB (publ) · Sveavägen 46 · 111 34 Stockholm · Zweigniederlassung Berlin, Chausseestraße 117, 10115 Berlin.", Size: 7}},
			{Item{X: 40, Text: "Einlagen sind durch das schwedische Einlagensicherungssystem bis 1 050 000 SEK je Kunde geschützt.", Size: 7}},
		})
		hsFoot(f.pages, nil, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Hamburger Sparkasse: one daily statement per booking day.
	case "hn-tagesauszug":
		f.bottom = 80
		first := int(g.start.Time().YearDay())/2 + 1
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Haspa", Bold: true, Size: g.size + 6}, Item{X: 555, Text: "Hamburger Sparkasse", Size: 7, Right: true})
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszüge Geschäftskonto"))
				f.put(L(40, "Industriestraße 12"), L(340, "Konto "+kto))
				f.put(L(40, "20095 Hamburg"), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Haspa · Geschäftskonto "+kto), R(555, "IBAN "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu-Tag"), B(95, "Wert"), B(150, "Vorgang"), BR(555, "Umsatz EUR"))
			f.gap(2)
		}
		// An Auszug continued on the next page repeats its head with the
		// next sheet number.
		cur, blatt := "", 0
		f.onStart = func(f *flow, p int, _ german.Cents) {
			if cur != "" {
				blatt++
				f.put(B(40, cur+" (Fortsetzung)"), R(555, fmt.Sprintf("Blatt %d", blatt)))
			}
		}
		f.newPage()
		prev := g.start.AddDays(-1)
		bal := g.opening
		n := first
		for i := 0; i < len(g.txs); {
			d := g.txs[i].booking
			j := i
			for j < len(g.txs) && g.txs[j].booking == d {
				j++
			}
			cur, blatt = "", 1
			head := fmt.Sprintf("Kontoauszug Nr. %d/%d vom %s", n, d.Year, d)
			f.block([][]Item{
				{B(40, head), R(555, "Blatt 1")},
				{L(150, "alter Kontostand vom "+prev.String()), R(555, plus(bal))},
			})
			cur = head
			f.gap(2)
			for _, t := range g.txs[i:j] {
				ls := [][]Item{{L(40, dm(t.booking)), L(95, dm(t.value)), L(150, t.typ), R(555, plus(t.amount))}}
				if t.party != "" {
					ls = append(ls, []Item{L(150, t.party)})
				}
				ls = append(ls, freeLines(t.purpose, 150, 58)...)
				if t.iban != "" {
					ls = append(ls, []Item{L(150, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
				}
				if t.mref != "" {
					ls = append(ls, []Item{L(150, "Mandatsreferenz "+t.mref+" Gläubiger-ID "+t.cred)})
				}
				f.block(ls)
				f.gap(2)
				bal = t.balance
				add(truth(t, true, true, t.purpose))
			}
			f.block([][]Item{{B(150, "neuer Kontostand vom "+d.String()), BR(555, plus(bal))}})
			cur = ""
			f.gap(f.lh)
			prev = d
			n++
			i = j
		}
		f.block([][]Item{{L(40, "Diese Auszüge gelten als genehmigt, wenn Sie nicht innerhalb von sechs Wochen nach Zugang widersprechen.")}})
		hsFoot(f.pages, []string{"Hamburger Sparkasse AG · Ecke Adolphsplatz / Großer Burstah · 20457 Hamburg · Amtsgericht Hamburg HRB 80691 · BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Norisbank: the detail view, labelled fields, newest first.
	case "hn-details":
		g.size = 8
		f.lh = 8 * 1.35
		f.bottom = 70
		const lx, vx, lx2, vx2 = 40, 130, 330, 410
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "norisbank", Bold: true, Size: 15}, R(555, "Online-Banking"))
				f.gap(f.lh / 2)
				f.put(B(40, "Umsätze · Detailansicht"))
				f.put(L(40, "Konto"), L(vx, "Girokonto "+kto+" · "+g.holder))
				f.put(L(40, "IBAN"), L(vx, ibanF))
				f.put(L(40, "Zeitraum"), L(vx, fmt.Sprintf("%s bis %s", g.start, g.end)))
				f.put(L(40, "Kontostand am "+g.start.AddDays(-1).String()), L(vx+80, g.opening.String()+" EUR"))
				f.put(L(40, "Kontostand am "+g.end.String()), L(vx+80, g.closing.String()+" EUR"))
				f.gap(f.lh)
			} else {
				f.put(B(40, "norisbank · Umsätze · Detailansicht"), R(555, ibanF))
				f.gap(f.lh)
			}
		}
		f.newPage()
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			ls := [][]Item{
				{L(lx, "Buchungstag"), L(vx, t.booking.String()), L(lx2, "Wertstellung"), L(vx2, t.value.String())},
				{L(lx, "Umsatzart"), L(vx, t.typ), L(lx2, "Betrag"), B(vx2, t.amount.String()+" EUR")},
			}
			if t.party != "" {
				label := "Empfänger"
				if t.amount > 0 {
					label = "Auftraggeber"
				}
				ls = append(ls, []Item{L(lx, label), L(vx, t.party)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(lx, "IBAN"), L(vx, german.FormatIBAN(t.iban)), L(lx2, "BIC"), L(vx2, hrBIC(t.iban))})
			}
			for k, w := range wrap(t.purpose, 60) {
				if k == 0 {
					ls = append(ls, []Item{L(lx, "Verwendungszweck"), L(vx, w)})
				} else {
					ls = append(ls, []Item{L(vx, w)})
				}
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(lx, "Mandatsreferenz"), L(vx, t.mref), L(lx2, "Gläubiger-ID"), L(vx2, t.cred)})
			}
			if t.eref != "" {
				ls = append(ls, []Item{L(lx, "Ende-zu-Ende-Ref."), L(vx, t.eref)})
			}
			f.block(ls)
			f.gap(f.lh)
			add(truth(t, true, true, t.purpose))
		}
		hsFoot(f.pages, []string{fmt.Sprintf("Ausgedruckt am %s · norisbank GmbH · Reuterstraße 122 · 53129 Bonn", printed)},
			func(i, n int) string { return fmt.Sprintf("%d/%d", i, n) })

	// Club's cash book: numbered rows, receipts, cash in hand.
	case "hn-kassenbuch":
		g.size = 7.5
		f.lh = 7.5 * 1.35
		f.bottom = 90
		bestand := g.opening
		q := (int(g.start.Month)-1)/3 + 1
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.holder, Bold: true, Size: 12})
				f.put(L(40, fmt.Sprintf("Kassenbuch Barkasse · %d. Quartal %d", q, g.start.Year)))
				f.put(L(40, fmt.Sprintf("Zeitraum %s – %s · Kassenwart: %s", dmy2(g.start), dmy2(g.end), g.once("hn-kw", hnMembers...))))
				f.put(L(40, "Vereinskonto: "+g.bank+" · IBAN "+ibanF))
				f.gap(f.lh)
			} else {
				f.put(B(40, fmt.Sprintf("Kassenbuch %s · %d. Quartal %d", g.holder, q, g.start.Year)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Nr."), B(62, "Datum"), B(102, "Beleg"), B(135, "Einzahler / Empfänger"), B(255, "Verwendung"), BR(455, "Einnahmen"), BR(505, "Ausgaben"), BR(555, "Bestand"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, _ german.Cents) {
			f.put(B(255, "Übertrag"), BR(555, bestand.String()))
		}
		f.onStart = func(f *flow, p int, _ german.Cents) {
			f.put(B(255, "Übertrag"), BR(555, bestand.String()))
			f.gap(2)
		}
		f.newPage()
		f.put(L(62, dmy2(g.start)), B(255, "Anfangsbestand"), BR(555, g.opening.String()))
		f.gap(2)
		var in, out german.Cents
		var ne, na int
		for i, t := range g.txs {
			var beleg string
			col := 455.0
			if t.amount > 0 {
				ne++
				beleg = fmt.Sprintf("E-%02d", ne)
				in += t.amount
			} else {
				na++
				beleg = fmt.Sprintf("A-%02d", na)
				col = 505
				out += t.amount
			}
			name := t.party
			if t.typ == "Bank" {
				name = "–"
			}
			ls := twoColumns([]Item{L(40, fmt.Sprint(i+1)), L(62, dmy2(t.booking)), L(102, beleg), R(col, pos(t.amount).String()), R(555, t.balance.String())}, 1, 135, wrap(name, 24), 255, wrap(t.purpose, 32))
			f.block(ls)
			f.gap(2)
			bestand = t.balance
			tt := truth(t, false, false, t.purpose)
			tt.BookingText = ""
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(255, "Summen"), BR(455, in.String()), BR(505, pos(out).String())},
			{L(62, dmy2(g.end)), B(255, "Endbestand"), BR(555, g.closing.String())},
			{},
			{L(40, fmt.Sprintf("Kassenbestand laut Zählprotokoll vom %s: %s EUR", g.end, g.closing))},
			{},
			{L(40, "Kasse geprüft am ____________    Kassenprüfer/in: ____________________    ____________________")},
		})
		hsFoot(f.pages, nil, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Tenant's account at the property manager: charges and payments.
	case "hn-mieterkonto":
		g.size = 8
		f.lh = 8 * 1.3
		f.bottom = 80
		mgr := g.once("hn-mgr", "Hausverwaltung Schulz GmbH", "Grünwald Immobilienverwaltung GmbH", "WEG- und Mietverwaltung Brandt KG")
		var rent hnRent
		fmt.Sscanf(g.chosen["hn-rent"], "%d|%d|%d", &rent.grund, &rent.bk, &rent.hk)
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: mgr, Bold: true, Size: 12})
				f.put(Item{X: 40, Text: "Am Markt 3 · 12345 " + g.city + " · Telefon 0561 123456", Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug Mieterkonto"))
				f.put(L(40, "Lindenstraße 12"), L(340, fmt.Sprintf("Mieterkonto %s-%02d", kto[max(0, len(kto)-4):], 1+int(g.iban[21]-'0'))))
				f.put(L(40, "12345 "+g.city), L(340, "Objekt Lindenstraße 12, "+g.chosen["hn-whg"]))
				f.put(L(340, fmt.Sprintf("Zeitraum %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, mgr), R(555, "Mieterkonto "+g.holder+" · Seite fortgesetzt"))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(95, "Buchungsart"), B(165, "Text"), BR(410, "Soll"), BR(475, "Haben"), BR(555, "Saldo"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(40, g.start.String()), B(165, "Saldovortrag"), BR(555, sh(g.opening)))
		f.gap(2)
		for _, t := range g.txs {
			col := 475.0
			if t.amount < 0 {
				col = 410
			}
			ls := [][]Item{{L(40, t.booking.String()), L(95, t.typ)}}
			if t.party != "" {
				ls[0] = append(ls[0], L(165, t.party))
				ls = append(ls, freeLines(t.purpose, 165, 44)...)
			} else {
				pl := wrap(t.purpose, 44)
				ls[0] = append(ls[0], L(165, pl[0]))
				for _, w := range pl[1:] {
					ls = append(ls, []Item{L(165, w)})
				}
			}
			ls[0] = append(ls[0], R(col, pos(t.amount).String()), R(555, sh(t.balance)))
			f.block(ls)
			tt := truth(t, false, false, t.purpose)
			add(tt)
		}
		f.gap(3)
		f.block([][]Item{
			{L(40, g.end.String()), B(165, "Saldo per "+g.end.String()), BR(555, sh(g.closing))},
			{},
			{L(40, "S = Rückstand (bitte ausgleichen) · H = Guthaben")},
			{},
			{B(40, "Ihre aktuelle monatliche Miete")},
			{L(40, "Grundmiete"), R(300, rent.grund.String()+" EUR")},
			{L(40, "Betriebskostenvorauszahlung"), R(300, rent.bk.String()+" EUR")},
			{L(40, "Heizkostenvorauszahlung"), R(300, rent.hk.String()+" EUR")},
			{B(40, "Gesamtmiete"), BR(300, rent.total().String()+" EUR")},
			{},
			{L(40, "Zahlungen bitte auf das Mietkonto IBAN "+ibanF+" ("+g.bank+"), fällig am 3. Werktag.")},
		})
		hsFoot(f.pages, []string{mgr + " · Am Markt 3 · 12345 " + g.city + " · Amtsgericht " + g.city + " HRB 4711"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
	}
}
