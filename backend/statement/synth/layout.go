package synth

import (
	"fmt"
	"strings"

	"papierkram/backend/german"
)

// flow places lines top to bottom and breaks pages, keeping each
// transaction's lines together the way statement printers do.
type flow struct {
	g      *gen
	pages  []Page
	y      float64
	top    float64
	bottom float64
	lh     float64
	// header draws the page head and the table header; it is called at
	// the start of every page.
	header func(f *flow, page int)
	// onBreak is called before a page break with the balance so far.
	onBreak func(f *flow, page int, bal german.Cents)
	// onStart is called after the header of every page but the first.
	onStart func(f *flow, page int, bal german.Cents)
	bal     german.Cents
}

func (f *flow) cur() *Page { return &f.pages[len(f.pages)-1] }

func (f *flow) newPage() {
	f.pages = append(f.pages, Page{})
	f.y = f.top
	f.header(f, len(f.pages))
	if len(f.pages) > 1 && f.onStart != nil {
		f.onStart(f, len(f.pages), f.bal)
	}
}

// put adds items on the current line and advances.
func (f *flow) put(items ...Item) {
	for _, it := range items {
		it.Y = f.y
		// Per-statement horizontal placement: margins and column spacing
		// vary between banks and print runs.
		it.X = f.g.x0 + (it.X-40)*f.g.xs
		if it.Size == 0 {
			it.Size = f.g.size
		}
		f.cur().Items = append(f.cur().Items, it)
	}
	f.y += f.lh
}

func (f *flow) gap(h float64) { f.y += h }

// block places a group of lines, breaking the page first when needed.
func (f *flow) block(lines [][]Item) {
	need := float64(len(lines)) * f.lh
	if f.y+need > PageH-f.bottom {
		if f.onBreak != nil {
			f.onBreak(f, len(f.pages), f.bal)
		}
		f.newPage()
	}
	for _, l := range lines {
		f.put(l...)
	}
}

func L(x float64, s string) Item  { return Item{X: x, Text: s} }
func R(x float64, s string) Item  { return Item{X: x, Text: s, Right: true} }
func B(x float64, s string) Item  { return Item{X: x, Text: s, Bold: true} }
func BR(x float64, s string) Item { return Item{X: x, Text: s, Bold: true, Right: true} }

// twoColumns lays out a booking whose text runs in two wrapped columns,
// a at xa and b at xb, beside the items of its first line; it spans at
// least minLines lines.
func twoColumns(first []Item, minLines int, xa float64, a []string, xb float64, b []string) [][]Item {
	var ls [][]Item
	for k := 0; k < max(minLines, len(a), len(b)); k++ {
		var l []Item
		if k == 0 {
			l = append(l, first...)
		}
		if k < len(a) {
			l = append(l, L(xa, a[k]))
		}
		if k < len(b) {
			l = append(l, L(xb, b[k]))
		}
		ls = append(ls, l)
	}
	return ls
}

// wrap breaks s into lines of at most n characters at spaces.
func wrap(s string, n int) []string {
	var out []string
	cur := ""
	for _, w := range strings.Fields(s) {
		if cur != "" && len([]rune(cur))+1+len([]rune(w)) > n {
			out = append(out, cur)
			cur = w
			continue
		}
		if cur == "" {
			cur = w
		} else {
			cur += " " + w
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// once picks one of ss the first time key is asked and repeats that
// choice: a bank prints the same header on every page.
func (g *gen) once(key string, ss ...string) string {
	if v, ok := g.chosen[key]; ok {
		return v
	}
	if g.chosen == nil {
		g.chosen = map[string]string{}
	}
	v := g.pick(ss...)
	g.chosen[key] = v
	return v
}

func pos(c german.Cents) german.Cents {
	if c < 0 {
		return -c
	}
	return c
}

func dm(d german.Date) string { return fmt.Sprintf("%02d.%02d.", d.Day, d.Month) }

var weekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}

// letterhead draws the first-page head common to most layouts.
func (g *gen) letterhead(f *flow, title string) {
	f.put(B(40, g.bank))
	f.put(L(40, "Musterallee 12, 12345 "+g.city))
	f.gap(f.lh)
	f.put(L(40, "Herrn/Frau"), L(380, "Ihr Ansprechpartner: Kundenservice"))
	f.put(L(40, g.holder), L(380, "Telefon 0800 123 4567"))
	f.put(L(40, "Hauptstraße 7"))
	f.put(L(40, "12345 "+g.city))
	f.gap(f.lh)
	f.put(B(40, title))
}

func (g *gen) footer(pages []Page, legal bool, pageWord string) {
	n := len(pages)
	for i := range pages {
		y := PageH - 48
		if legal {
			for _, l := range []string{
				g.bank + " · Sitz " + g.city + " · Amtsgericht " + g.city + " HRB 12345 · Vorstand: Dr. A. Beispiel, B. Muster",
				"Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig. BIC " + g.bic,
			} {
				pages[i].Items = append(pages[i].Items, Item{X: 40, Y: y, Text: l, Size: 6.5})
				y += 8
			}
		}
		pages[i].Items = append(pages[i].Items, Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("%s %d von %d", pageWord, i+1, n), Size: 7, Right: true})
	}
}

// sepaLines renders the SEPA fields of a booking, one tag per line and
// the purpose wrapped.
func sepaLines(t tx, x float64, width int) [][]Item {
	var ls [][]Item
	if t.eref != "" {
		ls = append(ls, []Item{L(x, "EREF+"+t.eref)})
	}
	if t.mref != "" {
		ls = append(ls, []Item{L(x, "MREF+"+t.mref)})
	}
	if t.cred != "" {
		ls = append(ls, []Item{L(x, "CRED+"+t.cred)})
	}
	for _, w := range wrap("SVWZ+"+t.purpose, width) {
		ls = append(ls, []Item{L(x, w)})
	}
	return ls
}

func freeLines(s string, x float64, width int) [][]Item {
	var ls [][]Item
	for _, w := range wrap(s, width) {
		ls = append(ls, []Item{L(x, w)})
	}
	return ls
}

// truth returns the expected row of t for a layout that prints what it
// prints: valueShown says whether a value date column exists, ibanShown
// whether the counterparty IBAN is printed.
func truth(t tx, valueShown, ibanShown bool, purpose string) TruthTx {
	tt := TruthTx{BookingDate: t.booking.String(), Counterparty: t.party, BookingText: t.typ, Purpose: purpose, Amount: t.amount.String()}
	if valueShown {
		tt.ValueDate = t.value.String()
	}
	if ibanShown && t.iban != "" {
		tt.IBAN = german.FormatIBAN(t.iban)
	}
	return tt
}

// render lays out the statement for g.layout.
func (g *gen) render() *Statement {
	st := &Statement{}
	tr := &st.Truth
	tr.Bank, tr.IBAN, tr.BIC = g.bank, german.FormatIBAN(g.iban), g.bic
	tr.PeriodStart, tr.PeriodEnd = g.start.String(), g.end.String()
	tr.Opening, tr.Closing = g.opening.String(), g.closing.String()
	f := &flow{g: g, top: 40, bottom: 70, lh: g.size * 1.3}
	ibanF := german.FormatIBAN(g.iban)
	add := tr.add
	switch g.layout {
	case "signed":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kontoauszug 3/"+fmt.Sprint(g.end.Year))
				f.put(L(40, "Girokonto "+ibanF+", BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, "Kontoauszug 3/"+fmt.Sprint(g.end.Year)))
				f.put(L(40, "Girokonto "+ibanF))
				f.gap(f.lh)
			}
			f.put(B(40, g.once("h1", "Buchungstag", "Buchung", "Datum", "Buchungsdatum")), B(100, g.once("h2", "Wertstellung", "Valuta", "Wert")), B(170, g.once("h3", "Buchungstext / Verwendungszweck", "Verwendungszweck", "Vorgang", "Erläuterung")), BR(555, g.once("h4", "Betrag EUR", "Betrag in EUR", "Umsatz in EUR", "Betrag")))
		}
		f.newPage()
		f.put(L(170, fmt.Sprintf("Kontostand am %s, Auszug Nr. 2", g.start.AddDays(-1))), R(555, g.opening.String()))
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), L(170, t.typ), R(555, t.amount.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(170, t.party)})
			}
			purpose := t.purpose
			if t.mref != "" {
				ls = append(ls, sepaLines(t, 170, 60)...)
			} else {
				ls = append(ls, freeLines(t.purpose, 170, 60)...)
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(170, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			add(truth(t, true, true, purpose))
		}
		f.gap(4)
		f.block([][]Item{{L(170, fmt.Sprintf("Kontostand am %s um 18:30 Uhr", g.end)), BR(555, g.closing.String())}})
		g.footer(f.pages, true, "Seite")

	case "sollhaben":
		g.sollHaben = [][2]string{{"Soll", "Haben"}, {"Belastung", "Gutschrift"}, {"Ausgang", "Eingang"}, {"Soll EUR", "Haben EUR"}}[g.r.IntN(4)]
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug vom %s bis %s", g.start, g.end))
				f.put(L(40, "Kontoinhaber: "+g.holder))
				f.put(L(40, "IBAN "+ibanF), L(300, "BIC (SWIFT) "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), L(300, "IBAN "+ibanF))
				f.gap(f.lh)
			}
			f.put(B(40, g.once("h5", "Buchung", "Buchungstag", "Datum")), B(95, g.once("h6", "Valuta", "Wert")), B(150, g.once("h7", "Vorgang", "Buchungstext", "Verwendungszweck")), BR(470, g.sollHaben[0]), BR(555, g.sollHaben[1]))
		}
		f.newPage()
		f.put(L(150, fmt.Sprintf("Alter Saldo per %s", g.start.AddDays(-1))), R(555, signSpace(g.opening)))
		for _, t := range g.txs {
			col := 555.0
			if t.amount < 0 {
				col = 470
			}
			ls := [][]Item{{L(40, t.booking.String()), L(95, t.value.String()), L(150, t.typ), R(col, pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(150, t.party)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(150, "IBAN "+german.FormatIBAN(t.iban))})
			}
			ls = append(ls, []Item{L(150, "Verwendungszweck/ Kundenreferenz")})
			ls = append(ls, freeLines(t.purpose, 150, 55)...)
			f.block(ls)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(4)
		f.block([][]Item{{L(150, fmt.Sprintf("Neuer Saldo per %s", g.end)), BR(555, signSpace(g.closing))}})
		g.footer(f.pages, true, "Seite")

	case "belastung":
		nr := fmt.Sprintf("Kontoauszug Nummer %03d / %d vom %s bis %s", int(g.end.Month), g.end.Year, g.start, g.end)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Girokonto")
			} else {
				f.put(B(40, g.bank))
			}
			f.put(L(40, nr))
			f.put(L(40, "Kontonummer 0000"+fmt.Sprint(g.iban[len(g.iban)-6:])+" / IBAN "+ibanF))
			f.gap(f.lh / 2)
			f.put(B(40, "Bu.Tag"), B(80, "Wert"), B(125, "Wir haben für Sie gebucht"), BR(470, "Belastung in EUR"), BR(555, "Gutschrift in EUR"))
		}
		f.newPage()
		for _, t := range g.txs {
			col := 555.0
			if t.amount < 0 {
				col = 470
			}
			ls := [][]Item{{L(40, dm(t.booking)), L(80, dm(t.value)), L(125, t.typ), R(col, pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(125, t.party)})
			}
			if t.mref != "" || t.iban != "" {
				ls = append(ls, sepaLines(t, 125, 48)...)
			} else {
				ls = append(ls, freeLines(t.purpose, 125, 48)...)
			}
			f.block(ls)
			add(truth(t, true, false, t.purpose))
		}
		f.gap(f.lh)
		f.block([][]Item{
			{L(40, "ALTER KONTOSTAND"), R(555, sh(g.opening)+" EUR")},
			{L(40, "NEUER KONTOSTAND"), R(555, sh(g.closing)+" EUR")},
		})
		g.footer(f.pages, true, "Seite")

	case "trailing":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug %d/%d", int(g.end.Month), g.end.Year))
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %d/%d", int(g.end.Month), g.end.Year)))
			}
			f.put(L(40, "Giro Sm@rt, "+ibanF))
			f.gap(f.lh / 2)
			f.put(B(40, g.once("h8", "Datum", "Buchungstag")), B(100, g.once("h9", "Wert", "Valuta")), B(160, g.once("h10", "Erläuterung", "Buchungstext")), BR(555, g.once("h11", "Betrag EUR", "Betrag")))
		}
		f.newPage()
		f.put(L(160, fmt.Sprintf("Kontostand am %s, Auszug Nr. %d", g.start.AddDays(-1), int(g.end.Month)-1)), R(555, trail(g.opening)))
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), L(160, t.typ), R(555, trail(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(160, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 160, 55)...)
			if t.cred != "" {
				ls = append(ls, []Item{L(160, "Gläubiger-ID: "+t.cred)})
			}
			f.block(ls)
			add(truth(t, true, false, t.purpose))
		}
		f.block([][]Item{{L(160, fmt.Sprintf("Kontostand am %s um 20:15 Uhr", g.end)), BR(555, trail(g.closing))}})
		g.footer(f.pages, true, "Seite")

	case "sh":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug Nr. %d/%d", int(g.end.Month), g.end.Year))
				f.put(L(40, fmt.Sprintf("erstellt am %s 22:47", g.end)))
				f.put(L(40, "IBAN: "+ibanF), L(300, "BIC: "+g.bic))
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug Nr. %d/%d", int(g.end.Month), g.end.Year)))
			}
			f.gap(f.lh / 2)
			f.put(B(40, g.once("h12", "Bu-Tag", "Bu.Tag", "Datum")), B(80, g.once("h13", "Wert", "Valuta")), B(125, "Vorgang"))
		}
		f.newPage()
		f.put(L(125, "alter Kontostand"), R(555, sh(g.opening)))
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)), L(80, dm(t.value)), L(125, strings.ToUpper(t.typ)), R(555, sh(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(130, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 130, 55)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(130, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = strings.ToUpper(t.typ)
			add(tt)
		}
		f.block([][]Item{{L(125, fmt.Sprintf("neuer Kontostand vom %s", g.end)), R(555, sh(g.closing))}})
		g.footer(f.pages, false, "Blatt")

	case "carryover":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug vom %s bis %s", g.start, g.end))
				f.put(L(40, "Kontokorrentkonto IBAN "+ibanF+" BIC "+g.bic))
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug vom %s bis %s", g.start, g.end)))
			}
			f.gap(f.lh / 2)
			f.put(B(40, "Buchungstag"), B(100, "Vorgang"), B(360, "Valuta"), BR(480, "zu Ihren Lasten"), BR(555, "zu Ihren Gunsten"))
		}
		put := func(f *flow, label string, bal german.Cents) {
			col := 555.0
			if bal < 0 {
				col = 480
			}
			f.put(L(100, label), R(col, pos(bal).String()))
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.y += 2
			put(f, fmt.Sprintf("Übertrag auf Blatt %d", p+1), bal)
		}
		f.onStart = func(f *flow, p int, bal german.Cents) { put(f, fmt.Sprintf("Übertrag von Blatt %d", p-1), bal) }
		f.bal = g.opening
		f.newPage()
		put(f, fmt.Sprintf("Kontostand in EUR am %s", g.start.AddDays(-1)), g.opening)
		for _, t := range g.txs {
			col := 555.0
			if t.amount < 0 {
				col = 480
			}
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.typ), L(360, t.value.String()), R(col, pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(100, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 100, 48)...)
			f.block(ls)
			f.bal += t.amount
			add(truth(t, true, false, t.purpose))
		}
		f.gap(4)
		f.block([][]Item{{B(100, fmt.Sprintf("Neuer Kontostand in EUR am %s", g.end)), R(map[bool]float64{true: 480, false: 555}[g.closing < 0], pos(g.closing).String())}})
		g.footer(f.pages, true, "Blatt")

	case "app":
		f.top = 36
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Kontoauszug", Bold: true, Size: g.size + 6})
				f.gap(6)
				f.put(L(40, fmt.Sprintf("%s bis %s", g.start, g.end)))
				f.put(L(40, g.holder+" · IBAN: "+ibanF+" · BIC: "+g.bic))
				f.gap(f.lh)
			}
		}
		f.newPage()
		f.put(L(40, "Alter Kontostand"), R(555, plus(g.opening)+" €"))
		f.gap(f.lh / 2)
		var last german.Date
		for _, t := range g.txs {
			var ls [][]Item
			if t.booking != last {
				ls = append(ls, []Item{B(40, fmt.Sprintf("%s, %d. %s %d", weekdays[t.booking.Weekday()], t.booking.Day, months[t.booking.Month-1], t.booking.Year))})
				last = t.booking
			}
			party := t.party
			if party == "" {
				party = g.bankShort()
			}
			ls = append(ls, []Item{L(48, party), R(555, plus(t.amount)+" €")})
			ls = append(ls, []Item{L(48, t.typ+" · "+category(t))})
			if t.typ != "Kartenzahlung" {
				ls = append(ls, freeLines(t.purpose, 48, 70)...)
			}
			f.block(ls)
			tt := truth(t, false, false, t.purpose)
			tt.Counterparty = party
			if t.typ == "Kartenzahlung" {
				tt.Purpose = ""
			}
			add(tt)
		}
		f.gap(f.lh / 2)
		f.block([][]Item{{L(40, "Neuer Kontostand"), R(555, plus(g.closing)+" €")}})
		g.footer(f.pages, false, "Seite")

	case "fx":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kreditkartenabrechnung")
				f.put(L(40, fmt.Sprintf("Abrechnungszeitraum %s - %s", g.start, g.end)))
				f.put(L(40, "Kartenkonto "+ibanF))
			} else {
				f.put(B(40, g.bank), R(555, "Kreditkartenabrechnung"))
			}
			f.gap(f.lh / 2)
			f.put(B(40, "Buchung"), B(85, "Beleg"), B(130, "Umsatzbeschreibung"), BR(555, "Betrag EUR"))
		}
		f.newPage()
		f.put(L(130, fmt.Sprintf("Saldo vom %s", g.start.AddDays(-1))), R(555, g.opening.String()))
		for _, t := range g.txs {
			amt := pos(t.amount).String()
			if t.amount > 0 {
				amt = "+" + amt
			}
			ls := [][]Item{{L(40, dm(t.booking)), L(85, dm(t.value)), L(130, t.party), R(555, amt)}}
			purpose := t.purpose
			if t.fx != "" {
				ls = append(ls, []Item{L(136, t.fx)})
				purpose = t.fx
			} else if t.purpose != "" {
				ls = append(ls, []Item{L(136, t.purpose)})
			}
			f.block(ls)
			add(truth(t, true, false, purpose))
		}
		f.block([][]Item{{B(130, "Neuer Saldo"), BR(555, g.closing.String())}})
		g.footer(f.pages, true, "Seite")

	case "running":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug %s %d", months[g.end.Month-1], g.end.Year))
				f.put(L(40, "IBAN "+ibanF), L(300, "Alter Saldo"), R(555, g.opening.String()+" Euro"))
				f.put(L(40, "BIC "+g.bic), L(300, "Neuer Saldo"), R(555, g.closing.String()+" Euro"))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, "IBAN "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(100, "Buchung / Verwendungszweck"), BR(470, "Betrag (EUR)"), BR(555, "Saldo (EUR)"))
			f.put(B(40, "Valuta"))
		}
		f.newPage()
		for _, t := range g.txs {
			head := t.typ
			if t.party != "" {
				head += " " + t.party
			}
			ls := [][]Item{{L(40, t.booking.String()), L(100, head), R(470, t.amount.String()), R(555, t.balance.String())}}
			pl := wrap(t.purpose, 60)
			first := ""
			if len(pl) > 0 {
				first = pl[0]
			}
			ls = append(ls, []Item{L(40, t.value.String()), L(100, first)})
			for _, w := range pl[min(1, len(pl)):] {
				ls = append(ls, []Item{L(100, w)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(100, "Mandat: "+t.mref)}, []Item{L(100, "Referenz: "+t.eref)})
			}
			f.block(ls)
			add(truth(t, true, false, t.purpose))
		}
		g.footer(f.pages, true, "Seite")
	default:
		// The held-out batches' renderers find the truth's header
		// (bank, period, balances) filled in here.
		if b, ok := batchOf(g.layout); ok {
			b.render(g, f, st)
		}
	}
	st.Pages = f.pages
	tr.Pages = len(f.pages)
	return st
}

// add appends a booking to the truth.
func (tr *Truth) add(t TruthTx) { tr.Transactions = append(tr.Transactions, t) }

func signSpace(c german.Cents) string {
	if c < 0 {
		return "- " + pos(c).String()
	}
	return "+ " + c.String()
}

func sh(c german.Cents) string {
	if c < 0 {
		return pos(c).String() + " S"
	}
	return c.String() + " H"
}

func trail(c german.Cents) string {
	if c < 0 {
		return pos(c).String() + "-"
	}
	return c.String() + "+"
}

func plus(c german.Cents) string {
	if c < 0 {
		return c.String()
	}
	return "+" + c.String()
}

func category(t tx) string {
	switch t.typ {
	case "Kartenzahlung":
		return "Lebensmittel"
	case "Gutschrift", "SEPA-Gutschrift", "Lohn/Gehalt":
		return "Einnahmen"
	}
	return "Sonstiges"
}
