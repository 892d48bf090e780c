package synth

// Sealed batch 18 (hi-*): an eighteenth held-out batch, written when the
// seventeenth (hj-*) was sealed, without looking at the extractor or its
// rule code. It adds PRODUCER diversity of the kind real bank PDFs have
// (the earlier fpdf batches all draw core Helvetica with WinAnsi text):
// fpdf with an EMBEDDED UTF-8 TrueType font (DejaVu Sans, DejaVu Serif,
// DejaVu Sans Mono: Identity-H CID fonts with a ToUnicode map,
// as most bank document systems write them), a branch printer's print in
// core COURIER with the columns aligned by spaces (each line ONE string
// with runs of spaces), text drawn GLYPH BY GLYPH (every character a text
// object of its own, once with an extra character spacing), and HTML
// printed by Chromium (htmlprint.go) with table forms unlike hj-*'s. The
// banks are ones no earlier batch modelled; mostly private current
// accounts. Bank data, names and numbers are synthetic:
//
//   - hi-sparda (fpdf, embedded DejaVu Sans, Identity-H): a Sparda-Bank
//     Girokonto Kontoauszug: "Buchung | Valuta | Vorgang /
//     Verwendungszweck | Betrag EUR" with signed amounts ("-45,00",
//     "+1.234,56"), the type bold, the name, the purpose, "IBAN … BIC …",
//     "Mandatsreferenz …" and "Gläubiger-ID …" under it; a RETURNED
//     DIRECT DEBIT ("Rücklastschrift", the opposite sign of the debit,
//     "Rückgabe mangels Deckung …" as text) followed by the bank's fee
//     row; after the closing balance a box with the Dispositionskredit,
//     the available amount, the rate "ab 01.03.2025" and the
//     Einlagensicherung (NOT bookings);
//   - hi-spkkad (fpdf, core Courier, one string per line): a Sparkasse
//     KONTOAUSZUGSDRUCKER print: "BU-TAG   WERT      VORGANG …
//     BETRAG EUR", TWO-DIGIT YEARS ("03.02.25"), the type in capitals,
//     amounts WITHOUT THOUSANDS SEPARATOR and a TRAILING MINUS for debits
//     ("1234,56-", credits unsigned "2500,00"), the name, purpose, "IBAN:
//     DE… BIC: …" (no spaces), "EREF: …", "MREF: …", "CRED: …" indented by
//     spaces under the type; bookings SPLIT OVER THE PAGE BREAK; a
//     Rücklastschrift (Widerspruch, opposite sign, no fee); the bank's
//     Entgelt rows without counterparty; after the closing balance the
//     Dispositionskredit with its rate "AB 01.03.25" and the
//     Einlagensicherung; the printer's "GEDRUCKT AM" line with a date and
//     time on every page;
//   - hi-psd (fpdf, embedded DejaVu Sans Mono, one string per line): a
//     PSD Bank Girokonto in a mainframe listing: full dates, UNSIGNED
//     amounts in a "Soll EUR" or "Haben EUR" character column, the name,
//     then MULTI-LINE SEPA FIELDS "SVWZ: …" (wrapped continuation lines
//     without tag), "EREF: …", "MREF: …", "CRED: …", "IBAN: …" in an ORDER
//     THAT VARIES from booking to booking; the balances in the same
//     columns; a Zinsinformation (Dispositionskredit, rate "ab …");
//   - hi-vwbank (fpdf, embedded DejaVu Sans, GLYPH BY GLYPH): a Volkswagen
//     Bank Girokonto Kontoauszug with LONG MONTH NAMES ("3. Februar
//     2025") in the booking and value date columns, amounts "-45,00 €" /
//     "+1.234,56 €", "Saldo alt per …" / "Saldo neu per …"; a box at the
//     top with the Dispositionsrahmen, the Sollzinssatz "gültig ab 1. März
//     2025" and the Habenzins, the Einlagensicherung at the end (NOT
//     bookings); the bank's own postings (Entgelt) without counterparty;
//   - hi-bbbank (fpdf, embedded DejaVu Serif, glyph by glyph
//     with an extra CHARACTER SPACING of 0.35 pt): a BBBank Girokonto
//     over a busy month, 4–6 PAGES: "Bu.-Tag | Wert | Erläuterung |
//     Betrag EUR" with TRAILING SIGNS ("45,00-", "1.234,56+"), the type
//     bold, the name, then the purpose and LABELLED references
//     ("Mandatsreferenz: …", "Gläubiger-ID: …", "Ende-zu-Ende-Referenz:
//     …", "IBAN: … BIC: …") in an ORDER THAT VARIES (the purpose before,
//     between or after them); "Übertrag auf Seite 2" / "Übertrag von Seite
//     1" with the balance so far, bookings SPLIT OVER THE PAGE BREAK;
//   - hi-santander (HTML printed by Chromium, Nimbus Sans, which it
//     writes as Type 3 fonts): a Santander online-banking "Kontoumsätze"
//     print: one TBODY of TWO ROWS per booking, the date cell spanning
//     both rows (rowspan), the name bold and the amount with "EUR" BEFORE
//     it ("EUR -45,00", "EUR 1.234,56") in the first row, "Wertstellung:
//     … · Buchungsart: …", "Verwendungszweck: …" and "IBAN: …" in the
//     second; the bank's own postings with the type as their bold line; a
//     summary (balances, Dispositionskredit and available amount: NOT
//     bookings);
//   - hi-targo (HTML printed by Chromium, P052 serif, Type 3 fonts): a
//     TARGOBANK online-banking "Umsätze" print, NEWEST FIRST, the AMOUNT
//     IN THE FIRST COLUMN ("-45,00 EUR", EUR after it), then booking
//     date, value date and the description (type bold, name, purpose,
//     "IBAN …"), the thead repeated on every page; a card payment
//     CANCELLED by a "Storno" row (the opposite sign, the merchant,
//     "Storno Kartenzahlung vom …" as text); "Saldo vom …" at the top
//     (closing) and the bottom (opening); a note with the Dispo rate "ab
//     …".
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings), the purpose
// is the remittance text only (no type, labels, references or account
// numbers; a return's or storno's text is its purpose), the booking text
// is the type where printed (hi-spkkad: in the capitals it is printed
// in), amounts are signed from the account holder's view, the value date
// where printed, opening and closing balances as printed; the rows of
// the newest-first print are in printed order. Truth.Pages of the HTML
// layouts is 0 until PDF() prints them.
//
// They were sealed until session 8, measured blind, and are tuned on
// since (docs/statement.md, "Eighteenth held-out batch"); do not add them
// to any other layout list.

import (
	"fmt"
	"strings"

	"papierkram/backend/german"
)

// Sealed17Layouts lists the layouts of the eighteenth held-out batch
// (hi-*). They are in none of the other layout lists.
func Sealed17Layouts() []string {
	return []string{"hi-sparda", "hi-spkkad", "hi-psd", "hi-vwbank", "hi-bbbank", "hi-santander", "hi-targo"}
}

// hiFonts are the fpdf layouts' producers (Statement.Font, Glyphs,
// Spacing); the others are HTML.
var hiFonts = map[string]struct {
	font    string
	glyphs  bool
	spacing float64
}{
	"hi-sparda": {"dejavu", false, 0},
	"hi-spkkad": {"courier", false, 0},
	"hi-psd":    {"dejavu-mono", false, 0},
	"hi-vwbank": {"dejavu", true, 0},
	"hi-bbbank": {"dejavu-serif", true, 0.35},
}

// hiBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hiBanks = map[string][]branch{
	"hi-sparda": {
		{"Sparda-Bank West eG", "37060590", "GENODED1SPK", "Ludwig-Erhard-Allee 15 · 40227 Düsseldorf"},
		{"Sparda-Bank Baden-Württemberg eG", "60090800", "GENODEF1S02", "Am Hauptbahnhof 3 · 70173 Stuttgart"},
	},
	"hi-spkkad": {
		{"Sparkasse Hannover", "25050180", "SPKHDE2HXXX", "Raschplatz 4 · 30161 Hannover"},
		{"Kreissparkasse Ludwigsburg", "60450050", "SOLADES1LBG", "Schillerplatz 6 · 71638 Ludwigsburg"},
	},
	"hi-psd": {
		{"PSD Bank Nord eG", "20090900", "GENODEF1P08", "Hamburger Straße 1 · 22083 Hamburg"},
		{"PSD Bank München eG", "70090900", "GENODEF1P14", "Tübinger Straße 1 · 80686 München"},
	},
	"hi-vwbank":    {{"Volkswagen Bank GmbH", "27020000", "VOWADE2BXXX", "Gifhorner Straße 57 · 38112 Braunschweig"}},
	"hi-bbbank":    {{"BBBank eG", "66090800", "GENODE61BBB", "Herrenstraße 2-10 · 76133 Karlsruhe"}},
	"hi-santander": {{"Santander Consumer Bank AG", "31010833", "SCFBDE33XXX", "Santander-Platz 1 · 41061 Mönchengladbach"}},
	"hi-targo":     {{"TARGOBANK AG", "30020900", "CMCIDEDDXXX", "Kasernenstraße 10 · 40213 Düsseldorf"}},
}

// hiTxs draws exactly n bookings of an ordinary month.
func (g *gen) hiTxs(n int) {
	g.txs = nil
	mon := months[g.start.Month-1]
	bal := g.opening
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := g.oneTx(d, mon)
		bal += t.amount
		t.balance = bal
		g.txs = append(g.txs, t)
	}
	g.closing = bal
}

// hiDebit adds a direct debit early enough in the period to be returned.
func (g *gen) hiDebit() {
	d := g.start.AddDays(g.r.IntN(max(1, g.end.Sub(g.start)-4)))
	t := tx{booking: d, value: d, party: "Telekom Deutschland GmbH", typ: "SEPA-Lastschrift",
		purpose: fmt.Sprintf("Festnetz Vertragskonto %d RG %d", 100000+g.r.IntN(899999), 100000+g.r.IntN(899999)),
		iban:    makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64()),
		eref:    hexRef(g.r.Uint64()), mref: fmt.Sprintf("M%d-%d", g.r.IntN(9999), g.r.IntN(99999)),
		cred:   fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11)),
		amount: -german.Cents(1500 + g.r.IntN(9000))}
	g.txs = append(g.txs, t)
}

// hiReturn returns one of the month's direct debits (the opposite sign)
// with the text why ("{p}": the debit's purpose) and the bank's fee (0:
// none).
func (g *gen) hiReturn(why string, fee german.Cents) {
	f := func(tx) (string, german.Cents) { return why, fee }
	if !g.hkReturn("SEPA-Lastschrift", "Rücklastschrift", f) && !g.hkReturn("Lastschrift", "Rücklastschrift", f) {
		g.hiDebit()
		g.hkReturn("SEPA-Lastschrift", "Rücklastschrift", f)
	}
}

// hiStorno cancels one of the month's card payments with a "Storno" row.
func (g *gen) hiStorno() {
	var cand []int
	for i, t := range g.txs {
		if t.typ == "Kartenzahlung" && t.booking.Before(g.end.AddDays(-1)) {
			cand = append(cand, i)
		}
	}
	var o tx
	if len(cand) == 0 {
		d := g.start.AddDays(g.r.IntN(max(1, g.end.Sub(g.start)-2)))
		o = tx{booking: d, value: d, party: shops[g.r.IntN(len(shops))], typ: "Kartenzahlung",
			purpose: fmt.Sprintf("%04d-%02d-%02dT%02d:%02d Debitk.1", d.Year, d.Month, d.Day, 8+g.r.IntN(12), g.r.IntN(60)),
			amount:  -german.Cents(990 + g.r.IntN(9000))}
		g.txs = append(g.txs, o)
	} else {
		o = g.txs[cand[g.r.IntN(len(cand))]]
	}
	d := o.booking.AddDays(1 + g.r.IntN(2))
	g.txs = append(g.txs, tx{booking: d, value: d, party: o.party, typ: "Storno",
		purpose: "Storno Kartenzahlung vom " + o.booking.String(), amount: -o.amount})
}

// sealed17Setup draws the statement of an hi-* layout from its own random
// stream: the bookings, what the layout adds (a return, a storno, the
// month's fee) and a cap that keeps the pages in range.
func (g *gen) sealed17Setup() {
	g.redraw("hi|", 0x18c3a1d7)
	g.drawBranch(hiBanks, "hi-office")
	g.note("hi-dispo", fmt.Sprint((2+g.r.IntN(9))*500))
	g.note("hi-rate", fmt.Sprintf("%d,%02d", 8+g.r.IntN(5), 5*g.r.IntN(20)))
	g.note("hi-time", fmt.Sprintf("%02d:%02d", 8+g.r.IntN(10), g.r.IntN(60)))
	limit := 36
	switch g.layout {
	case "hi-bbbank":
		g.hiTxs(52 + g.r.IntN(18))
		limit = 72
	case "hi-spkkad":
		g.transactions()
		limit = 40
	case "hi-psd", "hi-sparda":
		g.transactions()
		limit = 30
	case "hi-santander", "hi-targo":
		g.transactions()
		limit = 42
	default:
		g.transactions()
	}
	g.thin(g.hkCap(limit, 3), thinning{keep: func(t tx) bool { return t.typ == "Entgelt" }})
	fee := false
	for i, t := range g.txs {
		fee = fee || t.typ == "Entgelt"
		if t.typ == "Bargeldauszahlung" && (g.layout == "hi-vwbank" || g.layout == "hi-santander" || g.layout == "hi-psd") {
			// Banks without their own cash machines: another bank's.
			g.txs[i].party = g.pick("Sparkasse ", "Volksbank ", "Commerzbank ") + g.city
		}
	}
	if !fee {
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt",
			purpose: fmt.Sprintf("Kontoführung %s %d", months[g.start.Month-1], g.end.Year), amount: -german.Cents(290 + g.r.IntN(700))})
	}
	switch g.layout {
	case "hi-sparda":
		g.hiReturn("Rückgabe mangels Deckung {p}", german.Cents(300+50*g.r.IntN(3)))
	case "hi-spkkad":
		g.hiReturn("Rückgabe wegen Widerspruch {p}", 0)
	case "hi-targo":
		g.hiStorno()
	}
	g.rebalance()
}

// hiPad writes left and right into one line of width characters, the
// gap filled with spaces (a monospaced printer's columns).
func hiPad(left, right string, width int) string {
	n := width - len([]rune(left)) - len([]rune(right))
	return left + strings.Repeat(" ", max(1, n)) + right
}

// hiKAD is a branch printer's amount: no thousands separator, a trailing
// minus for debits, unsigned credits (a space where the minus stands).
func hiKAD(c german.Cents) string {
	if c < 0 {
		return noThou(c) + "-"
	}
	return noThou(c) + " "
}

// hiLongDate is "3. Februar 2025".
func hiLongDate(d german.Date) string {
	return fmt.Sprintf("%d. %s %d", d.Day, months[d.Month-1], d.Year)
}

// hiOrders are the orders hi-psd prints a booking's SEPA fields in.
var hiOrders = [][]string{
	{"SVWZ", "EREF", "MREF", "CRED", "IBAN"},
	{"EREF", "SVWZ", "IBAN", "MREF", "CRED"},
	{"IBAN", "MREF", "CRED", "EREF", "SVWZ"},
	{"EREF", "MREF", "CRED", "SVWZ", "IBAN"},
}

// renderSealed17 draws the hi-* layouts into f and st (the HTML ones into
// st.HTML).
func (g *gen) renderSealed17(f *flow, st *Statement) {
	if p, ok := hiFonts[g.layout]; ok {
		st.Font, st.Glyphs, st.Spacing = p.font, p.glyphs, p.spacing
	}
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	blz := g.iban[4:12]
	office := g.chosen["hi-office"]
	dispo := german.Cents(100 * atoiHI(g.chosen["hi-dispo"]))
	rate := g.chosen["hi-rate"]
	next := g.end.AddDays(1) // the rate change's date: the next month's first
	before := g.start.AddDays(-1)
	printed := g.end.AddDays(1 + int(g.iban[len(g.iban)-1]-'0')%3)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: g.size - 1} }
	switch g.layout {

	// Sparda-Bank: embedded DejaVu, a return with its fee, a trap box.
	case "hi-sparda":
		f.bottom = 80
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 5})
				f.gap(g.size * 0.6)
				f.put(Item{X: 40, Text: g.bank + " · " + office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Sparda-Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("Zeitraum %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %s · Blatt %d", nr, p)))
				f.put(L(40, "IBAN "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(102, "Valuta"), B(164, "Vorgang / Verwendungszweck"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(164, "Alter Kontostand vom "+before.String()), BR(555, plus(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(102, t.value.String()), B(164, t.typ), R(555, plus(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(164, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 164, 64)...)
			if t.iban != "" {
				ls = append(ls, []Item{small(164, "IBAN "+german.FormatIBAN(t.iban)+"  BIC "+hrBIC(t.iban))})
			}
			if t.mref != "" {
				ls = append(ls, []Item{small(164, "Mandatsreferenz "+t.mref+"  Gläubiger-ID "+t.cred)})
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{
			{B(164, "Neuer Kontostand vom "+g.end.String()), BR(555, plus(g.closing))},
			{},
			{B(164, "Ihre Kontoinformationen")},
			{L(164, "Eingeräumter Dispositionskredit"), R(555, dispo.String())},
			{L(164, "Verfügbarer Betrag am "+g.end.String()), R(555, (g.closing + dispo).String())},
			{L(164, "Sollzinssatz für den Dispositionskredit "+rate+" % p.a. ab "+next.String())},
			{L(164, "Guthaben sind bis 100.000,00 EUR je Einleger durch die Einlagensicherung geschützt.")},
		})
		hsFoot(f.pages, []string{g.bank + " · " + office + " · BIC " + g.bic,
			"Bitte prüfen Sie diesen Kontoauszug. Einwendungen sind unverzüglich zu erheben."},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Sparkasse Kontoauszugsdrucker: Courier, one string per line.
	case "hi-spkkad":
		const w = 96
		kad := func(s string) Item { return Item{X: 40, Text: s, Size: 8} }
		ind := strings.Repeat(" ", 19)
		f.bottom = 78
		f.lh = 10.4
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 10})
			f.put(kad(hiPad(fmt.Sprintf("KONTO-NR. %s  BLZ %s", kto, blz), fmt.Sprintf("KONTOAUSZUG %2d/%d  BLATT %d", int(g.end.Month), g.end.Year, p), w)))
			if p == 1 {
				f.gap(f.lh)
				f.put(kad(strings.ToUpper(g.holder)))
				f.put(kad("HAUPTSTRASSE 7"))
				f.put(kad("12345 " + strings.ToUpper(g.city)))
				f.gap(f.lh)
				f.put(kad("IBAN " + ibanF + "   BIC " + g.bic))
				f.gap(f.lh / 2)
			}
			f.put(kad(hiPad("BU-TAG   WERT      VORGANG", "BETRAG EUR ", w)))
			f.put(kad(strings.Repeat("-", w)))
		}
		f.newPage()
		f.put(kad(hiPad(ind+"KONTOSTAND AM "+dmy2(before), hiKAD(g.opening), w)))
		for _, t := range g.txs {
			ls := [][]Item{{kad(hiPad(dmy2(t.booking)+" "+dmy2(t.value)+"  "+strings.ToUpper(t.typ), hiKAD(t.amount), w))}}
			if t.party != "" {
				ls = append(ls, []Item{kad(ind + t.party)})
			}
			for _, l := range wrap(t.purpose, 58) {
				ls = append(ls, []Item{kad(ind + l)})
			}
			if t.eref != "" {
				ls = append(ls, []Item{kad(ind + "EREF: " + t.eref)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{kad(ind + "MREF: " + t.mref + " CRED: " + t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{kad(ind + "IBAN: " + t.iban + " BIC: " + hrBIC(t.iban))})
			}
			hkSplit(f, ls, 1, t.balance)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = strings.ToUpper(t.typ)
			add(tt)
		}
		f.block([][]Item{
			{kad(strings.Repeat("-", w))},
			{kad(hiPad(ind+"NEUER KONTOSTAND AM "+dmy2(g.end), hiKAD(g.closing), w))},
			{},
			{kad(fmt.Sprintf("DISPOSITIONSKREDIT %s EUR   SOLLZINS %s %% P.A. AB %s", noThou(dispo), rate, dmy2(next)))},
			{kad("GUTHABEN SIND BIS 100000,00 EUR JE KUNDE DURCH DIE EINLAGENSICHERUNG GESCHUETZT.")},
		})
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items, Item{X: g.x0, Y: PageH - 50, Size: 7,
				Text: hiPad("KONTOAUSZUGSDRUCKER "+strings.ToUpper(g.bankShort())+" FILIALE "+strings.ToUpper(g.city), fmt.Sprintf("GEDRUCKT AM %s %s UHR", dmy2(printed), g.chosen["hi-time"]), 110)})
		}

	// PSD Bank: embedded DejaVu Sans Mono, Soll/Haben character columns,
	// SEPA fields in varying order.
	case "hi-psd":
		const w = 100
		mono := func(s string) Item { return Item{X: 40, Text: s, Size: 7.5} }
		ind := strings.Repeat(" ", 24)
		// row puts text left and the amount in the Soll (to column 86) or
		// Haben (to column 100) column.
		row := func(left string, c german.Cents) string {
			if c < 0 {
				return hiPad(left, pos(c).String(), 86)
			}
			return hiPad(left, c.String(), w)
		}
		f.bottom = 72
		f.lh = 10
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 12})
				f.put(Item{X: 40, Text: office, Size: 7})
				f.gap(f.lh)
				f.put(mono(hiPad(g.holder, "KONTOAUSZUG "+nr, w)))
				f.put(mono(hiPad("Hauptstraße 7", "Girokonto "+kto, w)))
				f.put(mono(hiPad("12345 "+g.city, fmt.Sprintf("Auszug vom %s bis %s", g.start, g.end), w)))
				f.put(mono(hiPad("IBAN "+ibanF, "BIC "+g.bic, w)))
				f.gap(f.lh)
			} else {
				f.put(mono(hiPad(g.bank+"  IBAN "+ibanF, fmt.Sprintf("Kontoauszug %s  Seite %d", nr, p), w)))
				f.gap(f.lh / 2)
			}
			f.put(Item{X: 40, Text: hiPad(hiPad("Buchungstag Valuta      Buchungstext / Verwendungszweck", "Soll EUR", 86), "Haben EUR", w), Size: 7.5, Bold: true})
			f.put(mono(strings.Repeat("=", w)))
		}
		f.newPage()
		f.put(mono(row(ind+"Anfangssaldo per "+before.String(), g.opening)))
		f.gap(3)
		for k, t := range g.txs {
			ls := [][]Item{{mono(row(t.booking.String()+"  "+t.value.String()+"  "+t.typ, t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{mono(ind + t.party)})
			}
			if t.eref == "" && t.mref == "" {
				for _, l := range wrap(t.purpose, 60) {
					ls = append(ls, []Item{mono(ind + l)})
				}
				if t.iban != "" {
					ls = append(ls, []Item{mono(ind + "IBAN: " + t.iban + " BIC: " + hrBIC(t.iban))})
				}
			} else {
				for _, tag := range hiOrders[(k+int(t.amount%7+7))%len(hiOrders)] {
					switch tag {
					case "SVWZ":
						for j, l := range wrap(t.purpose, 54) {
							if j == 0 {
								l = "SVWZ: " + l
							} else {
								l = "      " + l
							}
							ls = append(ls, []Item{mono(ind + l)})
						}
					case "EREF":
						if t.eref != "" {
							ls = append(ls, []Item{mono(ind + "EREF: " + t.eref)})
						}
					case "MREF":
						if t.mref != "" {
							ls = append(ls, []Item{mono(ind + "MREF: " + t.mref)})
						}
					case "CRED":
						if t.cred != "" {
							ls = append(ls, []Item{mono(ind + "CRED: " + t.cred)})
						}
					case "IBAN":
						if t.iban != "" {
							ls = append(ls, []Item{mono(ind + "IBAN: " + t.iban + " BIC: " + hrBIC(t.iban))})
						}
					}
				}
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.block([][]Item{
			{mono(strings.Repeat("-", w))},
			{mono(row(ind+"Endsaldo per "+g.end.String(), g.closing))},
			{},
			{mono("Zinsinformation: eingeräumter Dispositionskredit " + dispo.String() + " EUR,")},
			{mono("Sollzinssatz " + rate + " % p.a. ab " + next.String() + ", Guthabenzins 0,00 % p.a.")},
		})
		hsFoot(f.pages, []string{g.bank + " · " + office + " · Mitglied der Sicherungseinrichtung des BVR"},
			func(i, n int) string { return fmt.Sprintf("Seite %d/%d", i, n) })

	// Volkswagen Bank: glyph by glyph, long month names, a box on top.
	case "hi-vwbank":
		eur := func(c german.Cents) string { return plus(c) + " €" }
		date := func(x float64, d german.Date) Item { return Item{X: x, Text: hiLongDate(d), Size: g.size - 0.5} }
		f.bottom = 80
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Volkswagen Bank", Bold: true, Size: g.size + 6}, R(555, "Kontoauszug Nr. "+fmt.Sprint(int(g.end.Month))))
				f.gap(g.size * 0.6)
				f.put(Item{X: 40, Text: g.bank + " · " + office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(340, "Girokonto "+kto))
				f.put(L(40, "Hauptstraße 7"), L(340, "IBAN "+ibanF))
				f.put(L(40, "12345 "+g.city), L(340, "BIC "+g.bic))
				f.put(L(340, "Zeitraum "+hiLongDate(g.start)+" – "+hiLongDate(g.end)))
				f.gap(f.lh)
				f.put(B(40, "Ihr Kontoüberblick"))
				f.put(L(40, "Dispositionsrahmen"), R(300, eur(dispo)))
				f.put(L(40, "Sollzinssatz "+rate+" % p.a., gültig ab "+hiLongDate(next)))
				f.put(L(40, "Habenzinssatz 0,00 % p.a."))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Volkswagen Bank"), R(555, fmt.Sprintf("Kontoauszug Nr. %d · Seite %d", int(g.end.Month), p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(150, "Wertstellung"), B(262, "Umsatz"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(262, "Saldo alt per "+hiLongDate(before)), BR(555, eur(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{date(40, t.booking), date(150, t.value), B(262, t.typ), R(555, eur(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(262, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 262, 46)...)
			if t.iban != "" {
				ls = append(ls, []Item{small(262, "IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.block([][]Item{
			{B(262, "Saldo neu per "+hiLongDate(g.end)), BR(555, eur(g.closing))},
			{},
			{small(40, "Einlagen sind bis 100.000 € je Kunde durch die gesetzliche Einlagensicherung")},
			{small(40, "und darüber hinaus durch den Einlagensicherungsfonds geschützt.")},
		})
		hsFoot(f.pages, []string{"Volkswagen Bank GmbH · " + office + " · Amtsgericht Braunschweig HRB 1819"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// BBBank: serif glyphs with spacing, trailing signs, Übertrag,
	// split bookings, labelled references in varying order.
	case "hi-bbbank":
		f.bottom = 86
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 6}, BR(555, "Kontoauszug "+nr))
				f.gap(g.size * 0.6)
				f.put(Item{X: 40, Text: g.bank + " · " + office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(340, "Girokonto "+kto))
				f.put(L(40, "Hauptstraße 7"), L(340, "IBAN "+ibanF))
				f.put(L(40, "12345 "+g.city), L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("vom %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %s · Seite %d", nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu.-Tag"), B(106, "Wert"), B(172, "Erläuterung"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.put(B(172, fmt.Sprintf("Übertrag auf Seite %d", p+1)), BR(555, trail(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(B(172, fmt.Sprintf("Übertrag von Seite %d", p-1)), BR(555, trail(bal)))
			f.gap(2)
		}
		f.bal = g.opening
		f.newPage()
		f.put(B(172, "Kontostand am "+before.String()), BR(555, trail(g.opening)))
		f.gap(3)
		for k, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(106, t.value.String()), B(172, t.typ), R(555, trail(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(172, t.party)})
			}
			var refs [][]Item
			if t.mref != "" {
				refs = append(refs, []Item{L(172, "Mandatsreferenz: "+t.mref)}, []Item{L(172, "Gläubiger-ID: "+t.cred)})
			}
			if t.eref != "" {
				refs = append(refs, []Item{L(172, "Ende-zu-Ende-Referenz: "+t.eref)})
			}
			if t.iban != "" {
				refs = append(refs, []Item{L(172, "IBAN: "+german.FormatIBAN(t.iban)+"  BIC: "+hrBIC(t.iban))})
			}
			at := 0
			if len(refs) > 0 {
				at = (k * 7) % (len(refs) + 1)
			}
			ls = append(ls, refs[:at]...)
			ls = append(ls, freeLines(t.purpose, 172, 60)...)
			ls = append(ls, refs[at:]...)
			hkSplit(f, ls, 2, t.balance)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.block([][]Item{
			{B(172, "Kontostand am "+g.end.String()), BR(555, trail(g.closing))},
			{},
			{small(172, "Eingeräumte Kontoüberziehung "+dispo.String()+" EUR, Sollzinssatz "+rate+" % p.a. ab "+next.String())},
		})
		hsFoot(f.pages, []string{"BBBank eG · " + office + " · Genossenschaftsregister Mannheim GnR 100060",
			"Die BBBank ist der Sicherungseinrichtung des BVR angeschlossen."},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	case "hi-santander", "hi-targo":
		g.renderSealed17HTML(st, dispo, rate, next, before, printed)
	}
}

func atoiHI(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// renderSealed17HTML writes the browser-printed hi-* layouts.
func (g *gen) renderSealed17HTML(st *Statement, dispo german.Cents, rate string, next, before, printed german.Date) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	office := g.chosen["hi-office"]
	d := &hjDoc{}
	switch g.layout {

	// Santander: a two-row tbody per booking, the date cell spanning
	// both, "EUR" before the amount.
	case "hi-santander":
		eur := func(c german.Cents) string { return "EUR\u00a0" + c.String() }
		d.head("Kontoumsätze – Santander", `
@page{size:A4;margin:15mm 14mm 18mm 14mm;
 @bottom-left{content:"Santander Consumer Bank AG · Santander-Platz 1 · 41061 Mönchengladbach";font:6.5pt "Nimbus Sans";color:#666}
 @bottom-right{content:"Seite " counter(page) " von " counter(pages);font:7pt "Nimbus Sans";color:#666}}
body{font-family:"Nimbus Sans",sans-serif;font-size:9pt;color:#222}
.brand{color:#ec0000;font-size:20pt;font-weight:bold}
.info{display:grid;grid-template-columns:45mm 40mm 45mm 40mm;gap:1mm 3mm;margin:4mm 0 5mm;font-size:8.5pt}
.info .v{text-align:right;font-weight:bold}
table.u{width:100%;border-collapse:separate;border-spacing:0 3px}
.u td{padding:2px 5px;vertical-align:top}
.u tbody{break-inside:avoid}
.u tbody tr td{background:#f5f5f5}
.d{width:21mm;border-left:3px solid #ec0000;font-weight:bold}
.n{font-weight:bold}.amt{text-align:right;white-space:nowrap;font-weight:bold;width:32mm}
.s{font-size:7.5pt;color:#555}
`)
		d.w(`<div class="brand">Santander</div><div class="s">%s · %s</div><h1 style="font-size:13pt;margin:2mm 0">Kontoumsätze BestGiro</h1><div>%s · IBAN %s · BIC %s<br>Zeitraum %s – %s · erstellt am %s</div>`+"\n",
			g.bank, office, g.holder, ibanF, g.bic, g.start.String(), g.end.String(), printed.String())
		d.w(`<div class="info"><div>Kontostand am %s</div><div class="v">%s</div><div>Eingeräumter Dispositionskredit</div><div class="v">%s</div>`, before.String(), eur(g.opening), eur(dispo))
		d.w(`<div>Kontostand am %s</div><div class="v">%s</div><div>Verfügbarer Betrag</div><div class="v">%s</div></div>`+"\n", g.end.String(), eur(g.closing), eur(g.closing+dispo))
		d.raw(`<table class="u">` + "\n")
		for _, t := range g.txs {
			name := t.party
			if name == "" {
				name = t.typ
			}
			d.w(`<tbody><tr><td class="d" rowspan="2">%s</td><td class="n">%s</td><td class="amt">%s</td></tr>`, t.booking.String(), name, eur(t.amount))
			d.w(`<tr><td colspan="2" class="s">Wertstellung: %s · Buchungsart: %s`, t.value.String(), t.typ)
			if t.purpose != "" {
				d.w(`<br>Verwendungszweck: %s`, t.purpose)
			}
			if t.iban != "" {
				d.w(`<br>IBAN: %s`, german.FormatIBAN(t.iban))
			}
			d.raw("</td></tr></tbody>\n")
			add(truth(t, true, true, t.purpose))
		}
		d.raw("</table>\n")
		d.w(`<p class="s">Zinssatz für den Dispositionskredit %s %% p.a. ab %s. Einlagen sind bis 100.000 EUR je Kunde gesetzlich gesichert.</p>`, rate, next.String())

	// TARGOBANK: newest first, the amount in the first column, a storno.
	case "hi-targo":
		eur := func(c german.Cents) string { return c.String() + "\u00a0EUR" }
		d.head("Umsätze – TARGOBANK", `
@page{size:A4;margin:16mm 15mm 18mm 15mm;
 @bottom-left{content:"TARGOBANK AG · Kasernenstraße 10 · 40213 Düsseldorf";font:6.5pt "P052";color:#555}
 @bottom-right{content:counter(page) " / " counter(pages);font:7pt "P052";color:#555}}
body{font-family:"P052",serif;font-size:8.5pt;color:#002b54}
.brand{font-size:19pt;font-weight:bold;letter-spacing:0.04em}
table{width:100%;border-collapse:collapse}
thead{display:table-header-group}
th{font-size:7.5pt;text-align:left;border-bottom:1.5px solid #002b54;padding:3px 4px}
td{padding:4px 4px;vertical-align:top;border-bottom:1px solid #d5dde6}
tr{break-inside:avoid}
.amt{text-align:right;white-space:nowrap;font-weight:bold;width:26mm;padding-right:6mm}
.dt{width:19mm;white-space:nowrap}.s{font-size:7.5pt;color:#44617f}
`)
		d.w(`<div class="brand">TARGOBANK</div><div class="s">%s · %s</div><h1 style="font-size:12pt;margin:2mm 0">Umsätze Online-Konto</h1><p>%s<br>IBAN %s · BIC %s<br>Zeitraum %s bis %s</p>`+"\n",
			g.bank, office, g.holder, ibanF, g.bic, g.start.String(), g.end.String())
		d.w(`<p><b>Saldo vom %s: %s</b></p>`+"\n", g.end.String(), eur(g.closing))
		d.raw(`<table><thead><tr><th class="amt">Betrag</th><th class="dt">Buchung</th><th class="dt">Valuta</th><th>Umsatzbeschreibung</th></tr></thead><tbody>` + "\n")
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			d.w(`<tr><td class="amt">%s</td><td class="dt">%s</td><td class="dt">%s</td><td><b>%s</b>`, eur(t.amount), t.booking.String(), t.value.String(), t.typ)
			if t.party != "" {
				d.w(`<br>%s`, t.party)
			}
			if t.purpose != "" {
				d.w(`<br>%s`, t.purpose)
			}
			if t.iban != "" {
				d.w(`<br><span class="s">IBAN %s</span>`, german.FormatIBAN(t.iban))
			}
			d.raw("</td></tr>\n")
			add(truth(t, true, true, t.purpose))
		}
		d.raw("</tbody></table>\n")
		d.w(`<p><b>Saldo vom %s: %s</b></p>`+"\n", before.String(), eur(g.opening))
		d.w(`<p class="s">%s · Dispositionskredit %s · Sollzinssatz %s %% p.a. ab %s</p>`, office, eur(dispo), rate, next.String())
	}
	st.HTML = d.end()
}
