package synth

// Sealed batch 7 (hu-*): a seventh held-out batch, written when the sixth
// (hv-*) went into tuning, without looking at the extractor or its rule
// code. Each layout imitates a kind of German bank document (bank names
// and data are synthetic) with a set of conventions no tuned layout and
// no earlier batch uses as a whole:
//
//   - hu-klammer: a consumer bank's (Santander/Targobank-like) Girokonto
//     statement: one date column "Buchungsdatum", the type on the first
//     line, labelled lines below ("Empfänger: …" / "Auftraggeber: …",
//     "Verwendungszweck: …", "Mandatsreferenz: …"), debits in
//     parentheses "(45,00)" and credits unsigned, "Übertrag" at the foot
//     and head of pages, the opening and closing balance in the same
//     convention;
//   - hu-valuta: a Landesbank's private-banking statement with the VALUE
//     date first ("Valuta | Buchungstag", both dd.mm.yy), a signed amount
//     column and a running "Saldo" column, "Saldovortrag" at the head of
//     every further page;
//   - hu-abschluss: a savings bank's Girokonto statement at the end of a
//     quarter with a "Rechnungsabschluss" block: Dispozinsen,
//     Überziehungszinsen and Kontoführung as bookings of the bank, each
//     with calculation lines whose figures sit in a sub-column (not
//     bookings), amounts "+1.234,56" / "-12,34";
//   - hu-verein: a club's account (Vereinskonto of an e.V.) printed as
//     the treasurer's list: "Datum" dd.mm.yy, name and purpose in columns
//     of their own, then "Ausgaben" and "Einnahmen" columns unsigned, many
//     small Mitgliedsbeiträge on the same days;
//   - hu-festgeld: a Festgeld account's statement over the whole term:
//     the deposit from the reference account, at maturity the interest,
//     Kapitalertragsteuer and Solidaritätszuschlag (with their bases) and
//     the payout, amounts "EUR -1.234,56", a conditions box with amounts
//     that are not bookings;
//   - hu-kategorie: a German app bank's monthly PDF (Tomorrow/bunq-like):
//     "Datum" dd.mm.yyyy, the name bold, a category column, amounts
//     "-12,34 €" / "+1.234,56 €", the remittance text on a smaller line
//     "Verwendungszweck: …", card payments without one;
//   - hu-jugend: a cooperative bank's Jugendkonto of a minor (held
//     "vertreten durch" the parents): dates "3. Mai 2025", the
//     counterparty inside the type phrase ("Gutschrift von …",
//     "Kartenzahlung bei …", "Überweisung an …"), amounts "12,34 EUR" /
//     "-12,34 EUR", small card payments, pocket money and the quarter's
//     interest.
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings), the purpose is
// the remittance text only (no labels, references or calculation lines),
// amounts are signed from the account holder's view.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed6Layouts lists the layouts of the seventh held-out batch (hu-*).
// They are in none of the other layout lists.
func Sealed6Layouts() []string {
	return []string{"hu-klammer", "hu-valuta", "hu-abschluss", "hu-verein", "hu-festgeld", "hu-kategorie", "hu-jugend"}
}

// sealed6Setup draws the statement of an hu-* layout from its own random
// stream and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed6Setup() {
	g.redraw("hu|", 0x5ea1ed7)
	limit := 40
	keep := func(t tx) bool { return false }
	switch g.layout {
	case "hu-klammer":
		g.bank, g.bic = "Rheinland Consumer Bank AG", "RCBKDE3MXXX"
		g.iban = makeIBAN("31010833", g.r.Uint64())
		g.transactions()
		limit = 40
	case "hu-valuta":
		g.bank, g.bic = "Landesbank Nordwest – Private Banking", "LBNWDEHHXXX"
		g.iban = makeIBAN("20050000", g.r.Uint64())
		g.transactions()
		limit = 42
	case "hu-abschluss":
		g.huAbschlussTxs()
		limit = 38
		keep = func(t tx) bool { return t.typ == "Abschluss" }
	case "hu-verein":
		g.huVereinTxs()
		limit = 60
	case "hu-festgeld":
		g.huFestgeldTxs()
		limit = 10
		keep = func(t tx) bool { return true }
	case "hu-jugend":
		g.huJugendTxs()
		limit = 30
	case "hu-kategorie":
		g.bank, g.bic = "Morgenrot Bank GmbH", "MORGDEH1XXX"
		g.iban = makeIBAN("10010178", g.r.Uint64())
		g.transactions()
		for i := range g.txs {
			if g.txs[i].typ == "Kartenzahlung" {
				g.txs[i].purpose = ""
			}
		}
		limit = 40
	}
	g.thin(limit, thinning{keep: keep, stop: true})
	g.rebalance()
}

// huAbschlussTxs: the last month of a quarter of an often overdrawn
// Girokonto and the quarter's Rechnungsabschluss on the last day. The
// calculation lines live in fx ("Zinsen|…" lines separated by "|").
func (g *gen) huAbschlussTxs() {
	g.bank, g.bic = g.pick("Kreissparkasse Oberweser", "Stadtsparkasse Lindenau"), "NOLADE21OWS"
	g.iban = makeIBAN("26051260", g.r.Uint64())
	q := (int(g.start.Month)-1)/3*3 + 3
	g.start = german.D(g.start.Year, time.Month(q), 1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.txs = nil
	g.opening = -german.Cents(g.r.IntN(300000)) + 20000
	g.transactions()
	qs := german.D(g.start.Year, time.Month(q-2), 1)
	per := fmt.Sprintf("%s - %s", qs, g.end)
	neg := g.opening < 0 || g.closing < 0
	if neg {
		base := pos(g.opening) + german.Cents(g.r.IntN(100000))
		days := 20 + g.r.IntN(70)
		z := cents(float64(base) * 0.119 * float64(days) / 360)
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", amount: -max(z, 1), purpose: "Dispozinsen " + per,
			fx: fmt.Sprintf("11,90 %% p.a. für %d Tage auf Ø %s|%s", days, base.String(), max(z, 1).String())})
		if g.r.IntN(2) == 0 {
			b2 := german.Cents(5000 + g.r.IntN(50000))
			d2 := 3 + g.r.IntN(15)
			z2 := max(cents(float64(b2)*0.169*float64(d2)/360), 1)
			g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", amount: -z2, purpose: "Überziehungszinsen " + per,
				fx: fmt.Sprintf("16,90 %% p.a. für %d Tage auf Ø %s|%s", d2, b2.String(), z2.String())})
		}
	}
	fee := german.Cents([]int{390, 490, 690, 890}[g.r.IntN(4)])
	post := german.Cents(g.r.IntN(6)) * 12
	calc := fmt.Sprintf("Grundpreis 3 x %s|%s", fee.String(), (3 * fee).String())
	if post > 0 {
		calc += fmt.Sprintf("|%d Buchungsposten x 0,12|%s", post/12, post.String())
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", amount: -(3*fee + post), purpose: "Entgelte Kontoführung " + per, fx: calc})
	g.rebalance()
}

var huMembers = []string{"Max Mustermann", "Erika Musterfrau", "Thomas Weber", "Sabine Fischer", "Jonas Beispiel", "Leonie Schneider", "Murat Yilmaz", "Anna Köhler", "Paul Richter", "Mia Hoffmann", "Lukas Wagner", "Emma Becker", "Ben Schäfer", "Hannah Wolf", "Lea Neumann", "Felix Braun", "Sophie Krüger", "Noah Zimmermann", "Marie Hartmann", "Elias Lange"}

// huVereinTxs: a month of a club's account: many members' dues (several
// the same amount on the same day), donations, the hall rent, coaches'
// allowances, insurance and the bank fee.
func (g *gen) huVereinTxs() {
	g.holder = g.pick("Turnverein 1896 ", "SV Blau-Weiß ", "Musikverein Harmonie ") + g.city + " e.V."
	g.bank, g.bic = g.pick("Volksbank Weserbergland eG", "Raiffeisenbank Am Kaiserstuhl eG"), "GENODEF1HMV"
	g.iban = makeIBAN("25462160", g.r.Uint64())
	g.opening = german.Cents(50000 + g.r.IntN(800000))
	n := 8 + g.r.IntN(40)
	perm := g.r.Perm(len(huMembers))
	fees := []german.Cents{500, 800, 1200, 1500, 2400, 3600}
	for k := range n {
		m := huMembers[perm[k%len(huMembers)]]
		d := g.start.AddDays(g.r.IntN(3))
		if g.r.IntN(4) == 0 {
			d = g.start.AddDays(3 + g.r.IntN(25))
		}
		if d.After(g.end) {
			d = g.end
		}
		amt := fees[g.r.IntN(len(fees))]
		p := fmt.Sprintf("Mitgliedsbeitrag %s %d Mitgl.-Nr. %d", months[g.start.Month-1], g.start.Year, 100+g.r.IntN(900))
		if g.r.IntN(8) == 0 {
			amt = german.Cents((1 + g.r.IntN(20)) * 1000)
			p = g.pick("Spende Jugendabteilung", "Spende Vereinsfest", "Spende")
		}
		if k >= len(huMembers) {
			p = fmt.Sprintf("Beitrag Familie %s Mitgl.-Nr. %d", months[g.start.Month-1], 100+g.r.IntN(900))
		}
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Gutschrift", party: m, iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()), purpose: p, amount: amt})
	}
	exp := []struct{ party, purpose string }{
		{"Stadt " + g.city + " Sportstättenverwaltung", "Hallenmiete " + months[g.start.Month-1] + " Rechnung %d"},
		{"ARAG Sportversicherung", "Vereinshaftpflicht Vertrag %d"},
		{"Landessportbund Niedersachsen e.V.", "Verbandsbeitrag Rechnung %d"},
		{"Sportartikel Lauf & Co. KG", "Trikots Jugend Rechnung %d"},
		{huMembers[perm[0]], "Übungsleiterpauschale " + months[g.start.Month-1] + " Beleg %d"},
		{huMembers[perm[1%len(perm)]], "Auslagenerstattung Vereinsfest Beleg %d"},
	}
	for _, k := range g.r.Perm(len(exp))[:2+g.r.IntN(4)] {
		e := exp[k]
		d := g.start.AddDays(g.r.IntN(g.end.Sub(g.start) + 1))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Überweisung", party: e.party, iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()),
			purpose: fmt.Sprintf(e.purpose, 1000+g.r.IntN(90000)), amount: -german.Cents(2000 + g.r.IntN(60000))})
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", purpose: "Kontoführung Vereinskonto " + months[g.start.Month-1], amount: -german.Cents(300 + g.r.IntN(700))})
	g.rebalance()
}

// huFestgeldTxs: a Festgeld over its whole term (3–12 months): the
// deposit, at maturity the interest, the taxes on it and the payout to
// the reference account. fx of the tax bookings holds their base.
func (g *gen) huFestgeldTxs() {
	g.bank, g.bic = g.pick("Hanseatische Sparbank AG", "Südwest Direktbank AG"), "HSPBDEH1XXX"
	g.iban = makeIBAN("20130600", g.r.Uint64())
	months := []int{3, 6, 12}[g.r.IntN(3)]
	g.start = german.D(g.start.Year, g.start.Month, 1+g.r.IntN(27))
	g.end = german.FromTime(g.start.Time().AddDate(0, months, 0))
	g.opening = 0
	amt := german.Cents((1 + g.r.IntN(40)) * 250000)
	rate := 1.5 + float64(g.r.IntN(25))/10
	g.note("hu-rate", strings.Replace(fmt.Sprintf("%.2f", rate), ".", ",", 1))
	g.note("hu-months", fmt.Sprint(months))
	ref := makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64())
	g.note("hu-ref", ref)
	g.txs = append(g.txs, tx{booking: g.start, value: g.start, typ: "Einzahlung", party: g.holder, iban: ref, amount: amt, purpose: "Anlage Festgeld " + g.iban[14:]})
	z := cents(float64(amt) * rate / 100 * float64(g.end.Sub(g.start)) / 365)
	g.note("hu-interest", z.String())
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsen", amount: z, purpose: fmt.Sprintf("Zinsen %s - %s", g.start, g.end)})
	free := german.Cents(g.r.IntN(3)) * 50000
	if base := z - free; base > 0 {
		kest := cents(float64(base) * 0.25)
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Steuer", amount: -kest, purpose: "Kapitalertragsteuer 25,00 %", fx: base.String()})
		if soli := cents(float64(kest) * 0.055); soli > 0 {
			g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Steuer", amount: -soli, purpose: "Solidaritätszuschlag 5,50 %", fx: kest.String()})
		}
	}
	g.rebalance()
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Auszahlung", party: g.holder, iban: ref, amount: -g.closing, purpose: "Rückzahlung Festgeld " + g.iban[14:] + " auf Referenzkonto"})
	g.rebalance()
}

// huJugendTxs: a month of a minor's Jugendkonto: pocket money from a
// parent, gifts, small card payments and cash, a transfer to the savings
// book and, at a quarter end, interest.
func (g *gen) huJugendTxs() {
	g.bank, g.bic = g.pick("Raiffeisenbank Tauberfranken eG", "Volksbank Allgäu-Oberschwaben eG"), "GENODES1TBB"
	g.iban = makeIBAN("67390000", g.r.Uint64())
	parent := g.holder
	g.holder = g.pick("Lina", "Ben", "Mila", "Finn", "Ida") + " " + lastWord(parent)
	g.note("hu-parent", parent)
	g.opening = german.Cents(g.r.IntN(60000))
	d := g.start.AddDays(g.r.IntN(3))
	g.txs = append(g.txs, tx{booking: d, value: d, typ: "Gutschrift", party: parent, iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()),
		purpose: "Taschengeld " + months[g.start.Month-1], amount: german.Cents((2 + g.r.IntN(9)) * 500)})
	if g.r.IntN(3) == 0 {
		d := g.start.AddDays(g.r.IntN(25))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Gutschrift", party: g.pick("Oma Gertrud Mustermann", "Helga und Werner Krause"), iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()),
			purpose: g.pick("Alles Gute zum Geburtstag", "Zeugnisgeld", "Für die Klassenfahrt"), amount: german.Cents((1 + g.r.IntN(10)) * 1000)})
	}
	kid := []string{"Thalia Buchhandlung", "Kino am Markt", "McDonalds", "Spielwaren Krause", "Rossmann Filiale", "Bäckerei Müller", "Eisdiele Venezia", "Stadtbus " + g.city}
	for _, d := range g.sortedDates(2+g.r.IntN(16), g.start, g.end) {
		if g.r.IntN(6) == 0 {
			g.txs = append(g.txs, tx{booking: d, value: d, typ: "Auszahlung", purpose: fmt.Sprintf("Geldautomat %s %02d.%02d. %02d:%02d", g.city, d.Day, d.Month, 8+g.r.IntN(12), g.r.IntN(60)), amount: -german.Cents((1 + g.r.IntN(4)) * 1000)})
			continue
		}
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Kartenzahlung", party: kid[g.r.IntN(len(kid))], amount: -german.Cents(150 + g.r.IntN(2500))})
	}
	if g.r.IntN(2) == 0 {
		d := g.start.AddDays(10 + g.r.IntN(15))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Überweisung", party: g.holder, iban: makeIBAN("67390000", g.r.Uint64()),
			purpose: "Sparen Jugendsparbuch", amount: -german.Cents((1 + g.r.IntN(4)) * 500)})
	}
	g.rebalance()
	if g.end.Month%3 == 0 && g.closing > 0 {
		if z := cents(float64(g.closing) * 0.01 / 4); z > 0 {
			g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsen", purpose: fmt.Sprintf("Zinsgutschrift %d. Quartal 1,00 %%", int(g.end.Month)/3), amount: z})
		}
	}
	g.rebalance()
}

func lastWord(s string) string {
	f := strings.Fields(s)
	return f[len(f)-1]
}

// longDate is "3. Mai 2025".
func longDate(d german.Date) string {
	return fmt.Sprintf("%d. %s %d", d.Day, months[d.Month-1], d.Year)
}

// eurAfter is "12,34 EUR" / "-12,34 EUR".
func eurAfter(c german.Cents) string { return c.String() + " EUR" }

// paren is "(45,00)" for debits and "1.234,56" for credits.
func paren(c german.Cents) string {
	if c < 0 {
		return "(" + pos(c).String() + ")"
	}
	return c.String()
}

// renderSealed6 draws the hu-* layouts into f and st.
func (g *gen) renderSealed6(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	switch g.layout {

	// Consumer-bank Girokonto with debits in parentheses.
	case "hu-klammer":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug Girokonto Nr. %d/%d", g.end.Month, g.end.Year))
				f.put(L(40, "IBAN "+ibanF), L(330, fmt.Sprintf("Zeitraum %s bis %s", g.start, g.end)))
				f.put(L(40, "Beträge in EUR; Belastungen in Klammern"))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug Nr. %d/%d – Seite %d", g.end.Month, g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungsdatum"), B(115, "Beschreibung"), BR(555, "Betrag (EUR)"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(B(115, "Übertrag auf nächste Seite"), BR(555, paren(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(B(115, "Übertrag von vorheriger Seite"), BR(555, paren(bal)))
			f.gap(2)
		}
		f.newPage()
		f.bal = g.opening
		f.put(B(115, "Anfangssaldo"), BR(555, paren(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(115, t.typ), R(555, paren(t.amount))}}
			if t.party != "" {
				lbl := "Empfänger: "
				if t.amount > 0 {
					lbl = "Auftraggeber: "
				}
				ls = append(ls, []Item{L(115, lbl+t.party)})
			}
			if t.purpose != "" {
				ls = append(ls, freeLines("Verwendungszweck: "+t.purpose, 115, 70)...)
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(115, "Mandatsreferenz: "+t.mref+"  Gläubiger-ID: "+t.cred)})
			}
			f.block(ls)
			f.bal = t.balance
			f.gap(2)
			add(truth(t, false, false, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{{B(115, "Endsaldo"), BR(555, paren(g.closing))}})
		g.footer(f.pages, true, "Seite")

	// Landesbank private banking: value date first, running balance.
	case "hu-valuta":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kontoauszug Private Banking")
				f.put(L(40, "Kontokorrentkonto "+ibanF), L(380, "BIC "+g.bic))
				f.put(L(40, fmt.Sprintf("Auszugszeitraum %s – %s", dmy2(g.start), dmy2(g.end))), L(380, "Ihr Berater: Dr. F. Adler"))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug · Blatt %d", p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Valuta"), B(85, "Buchungstag"), B(155, "Buchungstext"), BR(470, "Betrag EUR"), BR(555, "Saldo EUR"))
			f.gap(2)
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(155, "Saldovortrag"), R(555, bal.String()))
			f.gap(2)
		}
		f.newPage()
		f.bal = g.opening
		f.put(L(155, fmt.Sprintf("Saldo per %s", dmy2(g.start.AddDays(-1)))), R(555, g.opening.String()))
		f.gap(3)
		for i, t := range g.txs {
			r := g.hoRand(i)
			ls := [][]Item{{L(40, dmy2(t.value)), L(85, dmy2(t.booking)), L(155, t.typ), R(470, plus(t.amount)), R(555, t.balance.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(155, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 155, 52)...)
			if t.iban != "" {
				ls = append(ls, []Item{{X: 155, Text: german.FormatIBAN(t.iban) + " · " + hwBIC(r), Size: g.size - 1}})
			}
			f.block(ls)
			f.bal = t.balance
			f.gap(2)
			add(truth(t, true, false, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{{B(155, fmt.Sprintf("Saldo per %s", dmy2(g.end))), BR(555, g.closing.String())}})
		g.footer(f.pages, true, "Blatt")

	// Savings-bank quarter end with Rechnungsabschluss.
	case "hu-abschluss":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug %d/%d", g.end.Month, g.end.Year))
				f.put(L(40, "Sparkassen-Girokonto "+ibanF), L(380, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.put(L(40, "Eingeräumte Kontoüberziehung 2.000,00 EUR"))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %d/%d", g.end.Month, g.end.Year)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(100, "Wert"), B(160, "Erläuterung"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(160, fmt.Sprintf("Kontostand am %s", g.start.AddDays(-1))), R(555, plus(g.opening)))
		f.gap(3)
		var abs []tx
		for _, t := range g.txs {
			if t.typ == "Abschluss" {
				abs = append(abs, t)
				continue
			}
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), L(160, t.typ), R(555, plus(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(160, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 160, 56)...)
			f.block(ls)
			f.gap(2)
			add(truth(t, true, false, t.purpose))
		}
		if len(abs) > 0 {
			var sum german.Cents
			f.gap(4)
			f.block([][]Item{{B(160, "Rechnungsabschluss zum "+g.end.String())}, {L(160, "Abrechnungszeitraum "+german.D(g.end.Year, g.end.Month-2, 1).String()+" bis "+g.end.String())}})
			for _, t := range abs {
				sum += t.amount
				ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), L(160, t.purpose), R(555, plus(t.amount))}}
				parts := splitBar(t.fx)
				for k := 0; k+1 < len(parts); k += 2 {
					ls = append(ls, []Item{{X: 172, Text: parts[k], Size: g.size - 1}, {X: 450, Text: parts[k+1], Size: g.size - 1, Right: true}})
				}
				f.block(ls)
				f.gap(2)
				add(truth(t, true, false, t.purpose))
			}
			f.block([][]Item{{L(172, "Summe Abschluss"), R(450, sum.String())}})
		}
		f.gap(4)
		f.block([][]Item{
			{B(160, fmt.Sprintf("Kontostand am %s", g.end)), BR(555, plus(g.closing))},
			{},
			{L(160, "Der Rechnungsabschluss gilt als genehmigt, wenn Sie nicht innerhalb von sechs Wochen widersprechen.")},
		})
		g.footer(f.pages, true, "Seite")

	// Club account as the treasurer's list.
	case "hu-verein":
		var in, out german.Cents
		for _, t := range g.txs {
			if t.amount > 0 {
				in += t.amount
			} else {
				out -= t.amount
			}
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(B(40, g.bank))
				f.gap(f.lh)
				f.put(B(40, g.holder))
				f.put(L(40, "Kassenwart: "+g.once("hu-kw", "Paul Richter", "Mia Hoffmann")+", Am Sportplatz 1, 12345 "+g.city))
				f.gap(f.lh)
				f.put(B(40, fmt.Sprintf("Umsatzaufstellung Vereinskonto %s %d", months[g.start.Month-1], g.start.Year)))
				f.put(L(40, "IBAN "+ibanF+" · BIC "+g.bic))
				f.put(L(40, fmt.Sprintf("Anfangsbestand %s EUR", g.opening)), L(250, fmt.Sprintf("Endbestand %s EUR", g.closing)))
				f.gap(f.lh / 2)
			} else {
				f.put(B(40, g.holder), R(555, "Vereinskonto "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(85, "Name"), B(215, "Verwendungszweck"), BR(490, "Ausgaben"), BR(555, "Einnahmen"))
			f.gap(2)
		}
		f.newPage()
		for _, t := range g.txs {
			left := wrap(t.party, 24)
			right := wrap(t.purpose, 42)
			money := R(555, t.amount.String())
			if t.amount < 0 {
				money = R(490, pos(t.amount).String())
			}
			ls := twoColumns([]Item{L(40, dmy2(t.booking)), money}, 1, 85, left, 215, right)
			f.block(ls)
			f.gap(1)
			add(truth(t, false, false, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{
			{B(215, "Summen"), BR(490, out.String()), BR(555, in.String())},
			{B(215, "Bestand am "+g.end.String()), BR(555, g.closing.String())},
		})
		g.footer(f.pages, false, "Seite")

	// Festgeld statement over the term.
	case "hu-festgeld":
		f.header = func(f *flow, p int) {
			g.letterhead(f, "Kontoauszug Festgeldkonto "+g.iban[12:])
			f.gap(f.lh / 2)
			f.put(L(40, "Anlagebetrag"), L(150, "EUR "+g.txs[0].amount.String()), L(300, "Zinssatz p.a."), L(400, g.chosen["hu-rate"]+" %"))
			f.put(L(40, "Laufzeit"), L(150, g.chosen["hu-months"]+" Monate"), L(300, "Fälligkeit"), L(400, g.end.String()))
			f.put(L(40, "Zinsbetrag"), L(150, "EUR "+g.chosen["hu-interest"]), L(300, "Referenzkonto"), L(400, german.FormatIBAN(g.chosen["hu-ref"])))
			f.gap(f.lh)
			f.put(B(40, "Buchungstag"), B(105, "Wertstellung"), B(175, "Vorgang"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(175, "Kontostand zu Beginn"), R(555, "EUR "+g.opening.String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(105, t.value.String()), L(175, t.typ), R(555, "EUR "+t.amount.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(175, t.party)}, []Item{L(175, "IBAN "+german.FormatIBAN(t.iban))})
			}
			ls = append(ls, []Item{L(175, t.purpose)})
			if t.fx != "" {
				ls = append(ls, []Item{{X: 187, Text: "Bemessungsgrundlage EUR " + t.fx, Size: g.size - 1}})
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, false, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(175, "Kontostand am "+g.end.String()), BR(555, "EUR "+g.closing.String())},
			{},
			{L(175, "Das Festgeldkonto wurde mit Fälligkeit aufgelöst. Die Steuerbescheinigung erhalten Sie gesondert.")},
		})
		g.footer(f.pages, true, "Seite")

	// Jugendkonto with the counterparty in the type phrase.
	case "hu-jugend":
		phrase := func(t tx) string {
			switch {
			case t.party == "":
				return t.typ
			case t.typ == "Kartenzahlung":
				return "Kartenzahlung bei " + t.party
			case t.amount > 0:
				return t.typ + " von " + t.party
			}
			return t.typ + " an " + t.party
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(B(40, g.bank))
				f.put(L(40, "Marktplatz 1, 12345 "+g.city))
				f.gap(f.lh)
				f.put(L(40, g.holder))
				f.put(L(40, "vertreten durch "+g.chosen["hu-parent"]))
				f.put(L(40, "Hauptstraße 7, 12345 "+g.city))
				f.gap(f.lh)
				f.put(B(40, fmt.Sprintf("Kontoauszug Jugendkonto %s %d", months[g.start.Month-1], g.start.Year)))
				f.put(L(40, "IBAN "+ibanF), L(330, "BIC "+g.bic))
				f.gap(f.lh / 2)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Jugendkonto %s · Seite %d", ibanF, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Tag"), B(125, "Umsatz"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(125, "Dein Kontostand am "+longDate(g.start.AddDays(-1))), R(555, eurAfter(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, longDate(t.booking)), L(125, phrase(t)), R(555, eurAfter(t.amount))}}
			if t.purpose != "" {
				ls = append(ls, freeLines(t.purpose, 125, 60)...)
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, false, false, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(125, "Dein Kontostand am "+longDate(g.end)), BR(555, eurAfter(g.closing))},
			{},
			{L(125, "Das Jugendkonto ist kostenlos und kann nicht überzogen werden.")},
		})
		g.footer(f.pages, false, "Seite")

	// App bank monthly PDF with categories.
	case "hu-kategorie":
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 3})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(380, fmt.Sprintf("Kontoauszug %s %d", months[g.start.Month-1], g.start.Year)))
				f.put(L(40, "Hauptstraße 7, 12345 "+g.city), L(380, "IBAN "+ibanF))
				f.gap(f.lh)
				f.put(L(40, "Kontostand am "+g.start.String()), R(300, euroSpace(g.opening)))
				f.put(L(40, "Kontostand am "+g.end.String()), R(300, euroSpace(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("%s %d · Seite %d", months[g.start.Month-1], g.start.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(100, "Empfänger / Absender"), B(360, "Kategorie"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		for _, t := range g.txs {
			name := t.party
			if name == "" {
				name = t.purpose
			}
			ls := [][]Item{{L(40, t.booking.String()), B(100, name), L(360, huCategory(t)), R(555, plusEuro(t.amount))}}
			if t.party != "" && t.purpose != "" {
				for _, w := range wrap("Verwendungszweck: "+t.purpose, 60) {
					ls = append(ls, []Item{{X: 100, Text: w, Size: g.size - 1}})
				}
			}
			f.block(ls)
			f.gap(4)
			add(truth(t, false, false, t.purpose))
		}
		g.footer(f.pages, true, "Seite")
	}
}

func splitBar(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if r == '|' {
			out = append(out, cur)
			cur = ""
			continue
		}
		cur += string(r)
	}
	return append(out, cur)
}

func huCategory(t tx) string {
	switch t.typ {
	case "Kartenzahlung":
		return "Einkaufen"
	case "Bargeldauszahlung":
		return "Bargeld"
	case "Gutschrift", "SEPA-Gutschrift", "Lohn/Gehalt":
		return "Einnahmen"
	case "Entgelt":
		return "Bankgebühren"
	case "SEPA-Lastschrift", "Lastschrift":
		return "Verträge & Abos"
	}
	return "Überweisungen"
}
