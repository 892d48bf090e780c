package synth

// Sealed batch 15 (hl-*): a fifteenth held-out batch, written when the
// fourteenth (hm-*) was sealed, without looking at the extractor or its
// rule code. Six of the seven are ordinary private current-account
// statements or app/online-banking prints of banks no earlier batch
// modelled (what users upload most), the seventh a bunq app statement
// (a Dutch bank's German private account).
// Bank data, names and numbers are synthetic:
//
//   - hl-comdirect: a comdirect Girokonto "Finanzreport"-style
//     Kontoauszug: "Buchungstag | Valuta | Vorgang | Buchungstext |
//     Ausgang | Eingang", the name LABELLED "Empfänger: …" (debits) or
//     "Auftraggeber: …" (credits) at the start of the Buchungstext
//     column, then "Buchungstext: <purpose>" and "Ref. …" on lines of
//     their own, debits "-45,00" in Ausgang and credits "+1.234,56" in
//     Eingang, "Alter Kontostand" / "Neuer Kontostand" as "EUR 1.234,56"
//     rows, "Seite 1 von 2";
//   - hl-1822direkt: a 1822direkt (Frankfurter Sparkasse) Kontoauszug in
//     the Sparkassen style: "Buchungstag | Wert | Erläuterung | Betrag",
//     full dates, the type on the first line, then name, purpose lines,
//     "IBAN … BIC …" and "Mandat … Gläubiger-ID …" lines, amounts with a
//     TRAILING SIGN ("45,00-", "1.234,56+"), "Kontostand am … um … Uhr"
//     as the balances, "Übertrag" at each page break;
//   - hl-tomorrow: a Tomorrow app Kontoauszug PDF: bookings GROUPED UNDER
//     DATE HEADINGS ("Montag, 03.02.2025"), the name bold with the SIGNED
//     amount and a "€" suffix ("-45,00 €", "+1.234,56 €") on the first
//     line, a small line with the type, the purpose under it (card
//     payments without purpose); the bank's own postings under the name
//     "Tomorrow" (no counterparty); no value date, no IBANs;
//     "Anfangssaldo" and "Endsaldo" in a box; "Seite 1 / 2";
//   - hl-haspa: a Hamburger Sparkasse private Girokonto Kontoauszug:
//     "Datum | Erläuterung | Betrag Soll EUR | Betrag Haben EUR", UNSIGNED
//     amounts in their column, the type in capitals with the value date
//     "Wert: 03.02.2025" at the end of the first line, name, purpose,
//     "IBAN … BIC …", "Kontostand am … (alt)" / "(neu)";
//   - hl-kskdruck: a Kreissparkasse statement from the branch's
//     Kontoauszugsdrucker in the printer's ALL-CAPITALS style (the
//     generator's normal font: no monospace face): each
//     booking one line "03.02 03.02 LASTSCHRIFT NAME ... 45,00-" with the
//     purpose in capitals under it, year-less "03.02" dates, trailing
//     signs, "ALTER KONTOSTAND" / "NEUER KONTOSTAND" lines with the date,
//     "BLATT 1" heads;
//   - hl-atruvia: a Volksbank statement in the 2024 Atruvia design:
//     "Bu-Tag | Wert | Vorgang | Betrag" with amounts "45,00 S" / "1.234,56
//     H", year-less "03.02." dates, the type on the first line, name and
//     purpose under it, "EREF: …", "MREF: …", "CRED: …", "IBAN: …" lines,
//     "alter Kontostand" / "neuer Kontostand" with S/H, a multi-page
//     "Übertrag" line;
//   - hl-bunq: a bunq app statement (German): "Datum | Beschreibung |
//     Betrag | Saldo" with a RUNNING SALDO, amounts "-45,00 €" and
//     "45,00 €", the name on the first line, the type and then the
//     purpose under it, "IBAN …" of the counterparty; foreign card
//     payments with "USD 45,00 Kurs 1,0856" as their purpose;
//     "Anfangssaldo" / "Endsaldo" at the top.
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings), the purpose
// is the remittance text only (no type, labels, references or account
// numbers; a foreign card payment's purpose is its original amount and
// rate as printed, the "fx" convention), the booking text is the type
// where it is printed, amounts are signed from the account holder's view,
// the value date where printed, opening and closing balances as printed.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"strings"

	"papierkram/backend/german"
)

// Sealed14Layouts lists the layouts of the fifteenth held-out batch
// (hl-*). They are in none of the other layout lists.
func Sealed14Layouts() []string {
	return []string{"hl-comdirect", "hl-1822direkt", "hl-tomorrow", "hl-haspa", "hl-kskdruck", "hl-atruvia", "hl-bunq"}
}

// hlBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hlBanks = map[string][]branch{
	"hl-comdirect": {
		{"comdirect - eine Marke der Commerzbank AG", "20041111", "COBADEHDXXX", "Pascalkehre 15 · 25451 Quickborn"},
	},
	"hl-1822direkt": {
		{"1822direkt Gesellschaft der Frankfurter Sparkasse mbH", "50050201", "HELADEF1822", "Borsigallee 19 · 60388 Frankfurt am Main"},
	},
	"hl-tomorrow": {
		{"Tomorrow GmbH", "11010100", "SOBKDEBBXXX", "Neuer Pferdemarkt 23 · 20359 Hamburg"},
	},
	"hl-haspa": {
		{"Hamburger Sparkasse", "20050550", "HASPDEHHXXX", "Ecke Adolphsplatz / Großer Burstah · 20457 Hamburg"},
	},
	"hl-kskdruck": {
		{"Kreissparkasse Ludwigsburg", "60450050", "SOLADES1LBG", "Schillerplatz 6 · 71638 Ludwigsburg"},
		{"Kreissparkasse Köln", "37050299", "COKSDE33XXX", "Neumarkt 18-24 · 50667 Köln"},
	},
	"hl-atruvia": {
		{"Volksbank Mittelhessen eG", "51390000", "VBMHDE5FXXX", "Schiffenberger Weg 110 · 35394 Gießen"},
		{"Volksbank Darmstadt Mainz eG", "55190000", "MVBMDE55XXX", "Neubrunnenstraße 2 · 55116 Mainz"},
	},
	"hl-bunq": {
		{"bunq B.V. Niederlassung Deutschland", "10010123", "BUNQDEB2XXX", "Naritaweg 131-133 · 1043 BS Amsterdam"},
	},
}

// sealed14Setup draws the statement of an hl-* layout from its own random
// stream and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed14Setup() {
	g.redraw("hl|", 0x15c0ffee)
	g.drawBranch(hlBanks, "hl-office")
	g.transactions()
	limit := 28
	for i, t := range g.txs {
		if t.typ == "Bargeldauszahlung" && g.layout != "hl-kskdruck" && g.layout != "hl-haspa" && g.layout != "hl-atruvia" {
			g.txs[i].party = g.pick("Sparkasse ", "Volksbank ", "Commerzbank ") + g.city
		}
	}
	switch g.layout {
	case "hl-tomorrow", "hl-bunq":
		for i, t := range g.txs {
			if t.typ == "Kartenzahlung" {
				g.txs[i].purpose = ""
				if g.layout == "hl-bunq" && g.r.IntN(5) == 0 {
					g.hmForeign(&g.txs[i])
				}
			}
		}
		limit = 32
	case "hl-kskdruck":
		limit = 30
	}
	g.thin(limit, thinning{keep: func(t tx) bool { return t.typ == "Entgelt" }})
	g.rebalance()
}

// hlUpper is the capitals the branch printer uses.
func hlUpper(s string) string { return strings.ToUpper(s) }

// renderSealed14 draws the hl-* layouts into f and st.
func (g *gen) renderSealed14(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	office := g.bank + " · " + g.chosen["hl-office"]
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: g.size - 1} }
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	addr := func() {
		f.put(L(40, g.holder))
		f.put(L(40, "Hauptstraße 7"))
		f.put(L(40, "12345 "+g.city))
	}
	switch g.layout {

	// comdirect: labelled name and purpose in the Buchungstext column.
	case "hl-comdirect":
		f.bottom = 80
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "comdirect", Bold: true, Size: g.size + 8})
				f.gap(g.size * 0.8)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug Nr. "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, fmt.Sprintf("Zeitraum %s - %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "comdirect"), R(555, "Kontoauszug Nr. "+nr+" · "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(105, "Valuta"), B(155, "Vorgang"), B(255, "Buchungstext"), BR(495, "Ausgang"), BR(555, "Eingang"))
			f.gap(3)
		}
		f.newPage()
		f.put(B(155, "Alter Kontostand"), BR(555, "EUR "+g.opening.String()))
		f.gap(3)
		for _, t := range g.txs {
			amt := R(555, plus(t.amount))
			if t.amount < 0 {
				amt = R(495, plus(t.amount))
			}
			tl := wrap(t.typ, 14)
			var body []string
			if t.party != "" {
				lab := "Auftraggeber: "
				if t.amount < 0 {
					lab = "Empfänger: "
				}
				body = append(body, lab+t.party)
			}
			if t.iban != "" {
				body = append(body, "Kto/IBAN: "+german.FormatIBAN(t.iban))
			}
			pl := wrap(t.purpose, 40)
			for i, l := range pl {
				if i == 0 {
					l = "Buchungstext: " + l
				}
				body = append(body, l)
			}
			if t.eref != "" {
				body = append(body, "Ref. "+t.eref)
			}
			n := max(len(tl), len(body), 1)
			var ls [][]Item
			for k := range n {
				var l []Item
				if k == 0 {
					l = []Item{L(40, t.booking.String()), L(105, t.value.String()), amt}
				}
				if k < len(tl) {
					l = append(l, L(155, tl[k]))
				}
				if k < len(body) {
					l = append(l, L(255, body[k]))
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{{B(155, "Neuer Kontostand"), BR(555, "EUR "+g.closing.String())}})
		hsFoot(f.pages, []string{"comdirect - eine Marke der Commerzbank AG · Pascalkehre 15 · 25451 Quickborn · www.comdirect.de"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// 1822direkt: Sparkassen style, trailing signs, Übertrag.
	case "hl-1822direkt":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "1822direkt", Bold: true, Size: g.size + 8})
				f.gap(g.size * 0.8)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto 1822direkt-Giro "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF+" BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, "1822direkt"), R(555, fmt.Sprintf("Kontoauszug %s · Blatt %d", nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(108, "Wert"), B(165, "Erläuterung"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(B(165, "Übertrag"), BR(555, trail(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(B(165, "Übertrag"), BR(555, trail(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(B(165, "Kontostand am "+g.start.AddDays(-1).String()+" um 20:00 Uhr"), BR(555, trail(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(108, t.value.String()), L(165, t.typ), R(555, trail(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(165, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 165, 55)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(165, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(165, "Mandat "+t.mref+" Gläubiger-ID "+t.cred)})
			}
			f.block(ls)
			f.gap(2)
			f.bal = t.balance
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{{B(165, "Kontostand am "+g.end.String()+" um 20:00 Uhr"), BR(555, trail(g.closing))}})
		hsFoot(f.pages, []string{"1822direkt Gesellschaft der Frankfurter Sparkasse mbH · Borsigallee 19 · 60388 Frankfurt am Main"},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// Tomorrow: date headings, name bold with signed euro amount.
	case "hl-tomorrow":
		f.bottom = 70
		eur := func(c german.Cents) string { return plus(c) + " €" }
		wd := []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Tomorrow", Bold: true, Size: g.size + 8}, Item{X: 555, Text: "Kontoauszug " + months[g.end.Month-1] + " " + fmt.Sprint(g.end.Year), Bold: true, Size: g.size + 1, Right: true})
				f.gap(g.size * 0.8)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				addr()
				f.gap(f.lh / 2)
				f.put(L(40, "IBAN "+ibanF), L(330, "Anfangssaldo "+g.start.AddDays(-1).String()), R(555, g.opening.String()+" €"))
				f.put(L(40, "BIC "+g.bic), B(330, "Endsaldo "+g.end.String()), BR(555, g.closing.String()+" €"))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Tomorrow"), R(555, "Kontoauszug · "+ibanF))
				f.gap(f.lh / 2)
			}
		}
		f.newPage()
		var last german.Date
		for i, t := range g.txs {
			if i == 0 || t.booking != last {
				f.gap(4)
				f.block([][]Item{{B(40, fmt.Sprintf("%s, %s", wd[int(t.booking.Time().Weekday())], t.booking))}})
				last = t.booking
			}
			name := t.party
			if name == "" {
				name = "Tomorrow"
			}
			ls := [][]Item{{B(60, name), R(555, eur(t.amount))}, {small(60, t.typ)}}
			ls = append(ls, freeLines(t.purpose, 60, 70)...)
			f.block(ls)
			f.gap(3)
			add(truth(t, false, false, t.purpose))
		}
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 40, Text: "Tomorrow GmbH · Neuer Pferdemarkt 23 · 20359 Hamburg · Kontoführung durch die Solaris SE", Size: 6.5},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("Seite %d / %d", i+1, n), Size: 7, Right: true})
		}

	// Haspa: Soll/Haben columns, the value date after the type.
	case "hl-haspa":
		f.bottom = 85
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 460
			}
			return 555
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Hamburger Sparkasse", Bold: true, Size: g.size + 6})
				f.gap(g.size * 0.8)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Giro Joker "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Hamburger Sparkasse"), R(555, fmt.Sprintf("Kontoauszug %s · Blatt %d", nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(100, "Erläuterung"), BR(460, "Betrag Soll EUR"), BR(555, "Betrag Haben EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(100, "Kontostand am "+g.start.AddDays(-1).String()+" (alt)"), BR(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		for _, t := range g.txs {
			typ := hlUpper(t.typ)
			ls := [][]Item{{L(40, t.booking.String()), L(100, typ+"   Wert: "+t.value.String()), R(col(t.amount), pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(100, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 100, 60)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(100, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = typ
			add(tt)
		}
		f.gap(3)
		f.block([][]Item{{B(100, "Kontostand am "+g.end.String()+" (neu)"), BR(col(g.closing), pos(g.closing).String())}})
		hsFoot(f.pages, []string{"Hamburger Sparkasse AG · Ecke Adolphsplatz / Großer Burstah · 20457 Hamburg · Amtsgericht Hamburg HRB 80691"},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// Kreissparkasse printer: monospaced capitals, one line a booking.
	case "hl-kskdruck":
		f.bottom = 60
		mono := func(x float64, s string) Item { return Item{X: x, Text: s, Size: g.size} }
		monoR := func(x float64, s string) Item { return Item{X: x, Text: s, Size: g.size, Right: true} }
		bank := hlUpper(g.bank)
		f.header = func(f *flow, p int) {
			f.put(mono(40, bank), monoR(555, fmt.Sprintf("BLATT %d", p)))
			f.put(mono(40, "KONTO "+kto), mono(200, "IBAN "+g.iban), monoR(555, "AUSZUG "+nr))
			if p == 1 {
				f.put(mono(40, hlUpper(g.holder)))
			}
			f.gap(f.lh / 2)
			f.put(mono(40, "BU-TAG"), mono(90, "WERT"), mono(140, "VORGANG"), monoR(555, "BETRAG EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(mono(140, "ALTER KONTOSTAND VOM "+g.start.AddDays(-1).String()), monoR(555, trail(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			typ := hlUpper(t.typ)
			party := hlUpper(t.party)
			head := strings.TrimSpace(typ + " " + party)
			ls := [][]Item{{mono(40, fmt.Sprintf("%02d.%02d", t.booking.Day, t.booking.Month)), mono(90, fmt.Sprintf("%02d.%02d", t.value.Day, t.value.Month)), mono(140, head), monoR(555, trail(t.amount))}}
			purpose := hlUpper(t.purpose)
			ls = append(ls, freeLines(purpose, 140, 50)...)
			f.block(ls)
			f.gap(2)
			tt := truth(t, true, false, purpose)
			tt.Counterparty, tt.BookingText = party, typ
			add(tt)
		}
		f.gap(3)
		f.block([][]Item{{mono(140, "NEUER KONTOSTAND VOM "+g.end.String()), monoR(555, trail(g.closing))}})

	// Volksbank 2024 (Atruvia): S/H amounts, year-less dates, SEPA tags.
	case "hl-atruvia":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 4})
				f.gap(g.size * 0.5)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, fmt.Sprintf("Zeitraum %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %s · Seite %d", nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu-Tag"), B(85, "Wert"), B(130, "Vorgang"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(B(130, "Übertrag"), BR(555, sh(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(B(130, "Übertrag"), BR(555, sh(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(B(130, "alter Kontostand vom "+g.start.AddDays(-1).String()), BR(555, sh(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)), L(85, dm(t.value)), L(130, t.typ), R(555, sh(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(130, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 130, 60)...)
			if t.eref != "" {
				ls = append(ls, []Item{L(130, "EREF: "+t.eref)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(130, "MREF: "+t.mref)}, []Item{L(130, "CRED: "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(130, "IBAN: "+german.FormatIBAN(t.iban)+" BIC: "+hrBIC(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			f.bal = t.balance
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{{B(130, "neuer Kontostand vom "+g.end.String()), BR(555, sh(g.closing))}})
		hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hl-office"] + " · BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// bunq: running Saldo, name first, type and purpose under it.
	case "hl-bunq":
		f.bottom = 70
		eur := func(c german.Cents) string { return c.String() + " €" }
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "bunq", Bold: true, Size: g.size + 8}, Item{X: 555, Text: "Kontoauszug", Bold: true, Size: g.size + 2, Right: true})
				f.gap(g.size * 0.8)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(330, fmt.Sprintf("Zeitraum %s – %s", g.start, g.end)))
				f.put(L(40, "Hauptstraße 7"), L(330, "IBAN "+ibanF))
				f.put(L(40, "12345 "+g.city), L(330, "BIC "+g.bic))
				f.gap(f.lh / 2)
				f.put(L(330, "Anfangssaldo"), R(555, eur(g.opening)))
				f.put(B(330, "Endsaldo"), BR(555, eur(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "bunq"), R(555, "Kontoauszug · "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(100, "Beschreibung"), BR(470, "Betrag"), BR(555, "Saldo"))
			f.gap(3)
		}
		f.newPage()
		for _, t := range g.txs {
			name := t.party
			if name == "" {
				name = "bunq"
			}
			purpose := t.purpose
			if t.fx != "" {
				purpose = t.fx
			}
			ls := [][]Item{{L(40, t.booking.String()), B(100, name), R(470, eur(t.amount)), R(555, eur(t.balance))}, {small(100, t.typ)}}
			ls = append(ls, freeLines(purpose, 100, 60)...)
			if t.iban != "" {
				ls = append(ls, []Item{small(100, "IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(4)
			add(truth(t, false, true, purpose))
		}
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 40, Text: "bunq B.V. · Naritaweg 131-133 · 1043 BS Amsterdam · Niederlassung Deutschland · BaFin-beaufsichtigt", Size: 6.5},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("%d / %d", i+1, n), Size: 7, Right: true})
		}
	}
}
