package synth

// Held-out layouts: statement conventions the extractor was never tuned
// on. They reuse the generator (bank, bookings, balances) but print them
// the way other German banks do: booking dates printed once per day,
// stacked booking/value dates, Primanota columns, two-digit years,
// labelled fields, browser prints of the online banking with pending
// bookings, card statements with the receipt date first and the
// foreign-currency fee as its own row. They are written without looking
// at the extractor, so that their score says how well it generalises.
// Do not tune the extractor on them and keep calling them held out: once
// it is tuned on them they stop measuring anything, and new held-out
// layouts are needed.

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"

	"papierkram/backend/german"
)

// HeldOutLayouts lists the held-out layout names Generate accepts. They
// are not part of Layouts(): nothing may be tuned on them.
func HeldOutLayouts() []string {
	return []string{"ho-commerz", "ho-sparkasse", "ho-postbank", "ho-umsatzliste", "ho-kreditkarte", "ho-volksbank", "ho-labelled"}
}

// hoRand is a random source for booking i of this statement that does not
// depend on how often render runs (it runs again when the month is
// shortened to fit six pages).
func (g *gen) hoRand(i int) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(g.layout + "|" + g.iban))
	return rand.New(rand.NewPCG(h.Sum64(), uint64(i+1)))
}

func dmNoDot(d german.Date) string { return fmt.Sprintf("%02d.%02d", d.Day, d.Month) }

func dmy2(d german.Date) string { return fmt.Sprintf("%02d.%02d.%02d", d.Day, d.Month, d.Year%100) }

// postSign is Postbank's sign with a space: "- 12,34", "+ 1.234,56".
func postSign(c german.Cents) string { return signSpace(c) }

// renderHeldOut draws the held-out layouts into f and st.
func (g *gen) renderHeldOut(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	switch g.layout {

	// Commerzbank-like: the booking date is a sub-heading printed once
	// per day; bookings carry only the value date (day and month, no
	// year, no trailing dot) next to two amount columns "zu Ihren Lasten"
	// (trailing minus) and "zu Ihren Gunsten". The first line of a booking
	// is the counterparty, the SEPA references follow the purpose with
	// German labels, and the booking type closes the entry in capitals.
	case "ho-commerz":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug vom %s", g.end))
				f.put(L(40, "Konto-Nr. "+g.iban[12:]+"  ·  IBAN "+ibanF+"  ·  BIC "+g.bic), R(555, fmt.Sprintf("Auszug %d / %d", int(g.end.Month), g.end.Year)))
				f.put(L(40, "Kontowährung EUR"))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug vom %s · Auszug %d / %d", g.end, int(g.end.Month), g.end.Year)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Angaben zu den Umsätzen"), B(330, "Valuta"), BR(470, "zu Ihren Lasten"), BR(555, "zu Ihren Gunsten"))
			f.gap(3)
		}
		bal := func(label string, c german.Cents) []Item {
			if c < 0 {
				return []Item{B(40, label), L(380, "EUR"), BR(470, pos(c).String()+"-")}
			}
			return []Item{B(40, label), L(380, "EUR"), BR(555, c.String())}
		}
		f.newPage()
		f.put(bal(fmt.Sprintf("Alter Kontostand vom %s", g.start.AddDays(-1)), g.opening)...)
		f.gap(4)
		var last german.Date
		for _, t := range g.txs {
			var ls [][]Item
			if t.booking != last {
				ls = append(ls, []Item{B(40, "Buchungsdatum: "+t.booking.String())})
				last = t.booking
			}
			amt := R(555, t.amount.String())
			if t.amount < 0 {
				amt = R(470, pos(t.amount).String()+"-")
			}
			head := t.party
			purpose := wrap(t.purpose, 52)
			if head == "" {
				head, purpose = purpose[0], purpose[1:]
			}
			ls = append(ls, []Item{L(40, head), L(330, dmNoDot(t.value)), amt})
			for _, p := range purpose {
				ls = append(ls, []Item{L(40, p)})
			}
			if t.eref != "" {
				ls = append(ls, []Item{L(40, "End-to-End-Ref.: "+t.eref)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(40, "Mandatsref: "+t.mref)})
			}
			if t.cred != "" {
				ls = append(ls, []Item{L(40, "Gläubiger-ID: "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(40, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			ls = append(ls, []Item{L(40, strings.ToUpper(t.typ))})
			f.block(ls)
			// Without a counterparty the first purpose line stands where
			// the counterparty would: it is still purpose.
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = strings.ToUpper(t.typ)
			add(tt)
		}
		f.gap(4)
		f.block([][]Item{bal(fmt.Sprintf("Neuer Kontostand vom %s", g.end), g.closing)})
		g.footer(f.pages, true, "Seite")

	// Sparkasse 2022+: "Datum | Erläuterung | Betrag EUR" with a signed
	// amount; no value-date column — the value date is printed inside the
	// text ("Wert: ...") only where it differs. Account charges are booked
	// as "Abschluss ... siehe Anlage" and the appendix "Rechnungsabschluss"
	// after the closing balance repeats them with interest lines that are
	// not bookings.
	case "ho-sparkasse":
		nr := int(g.end.Month)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug %d/%d", nr, g.end.Year))
				f.put(L(40, "Giro Komfort, IBAN "+ibanF+", BIC "+g.bic))
				f.put(L(40, fmt.Sprintf("Auszugszeitraum %s - %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %d/%d, Blatt %d", nr, g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(105, "Erläuterung"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(105, fmt.Sprintf("Kontostand am %s, Auszug Nr. %d", g.start.AddDays(-1), (nr+10)%12+1)), BR(555, g.opening.String()))
		var fees german.Cents
		for _, t := range g.txs {
			var ls [][]Item
			tt := truth(t, false, false, t.purpose)
			if t.typ == "Entgelt" {
				ls = [][]Item{{L(40, t.booking.String()), L(105, "Abschluss"), R(555, t.amount.String())}}
				text := fmt.Sprintf("Abrechnung %s siehe Anlage", t.booking)
				ls = append(ls, []Item{L(105, text)})
				tt.BookingText, tt.Purpose = "Abschluss", text
				fees += t.amount
			} else {
				ls = [][]Item{{L(40, t.booking.String()), L(105, t.typ), R(555, t.amount.String())}}
				if t.party != "" {
					ls = append(ls, []Item{L(105, t.party)})
				}
				ls = append(ls, freeLines(t.purpose, 105, 62)...)
				if t.eref != "" {
					ls = append(ls, []Item{L(105, "End-to-End-Ref.: "+t.eref)})
				}
				if t.mref != "" {
					ls = append(ls, []Item{L(105, "Mandatsref: "+t.mref+", Gläubiger-ID: "+t.cred)})
				}
			}
			if t.value != t.booking {
				ls = append(ls, []Item{L(105, "Wert: "+t.value.String())})
				tt.ValueDate = t.value.String()
			}
			f.block(ls)
			add(tt)
		}
		f.gap(4)
		f.block([][]Item{{B(105, fmt.Sprintf("Kontostand am %s um 20:13 Uhr", g.end)), BR(555, g.closing.String())}})
		f.gap(2 * f.lh)
		f.block([][]Item{
			{B(40, "Anlage: Rechnungsabschluss")},
			{L(40, fmt.Sprintf("Abrechnungszeitraum vom %s bis %s", g.start, g.end))},
			{L(40, fmt.Sprintf("Sollzinsen vom %s bis %s", g.start, g.end)), R(555, "0,00")},
			{L(40, "Dispositionskredit 11,25 %, Überziehung 15,75 %")},
			{L(40, fmt.Sprintf("Entgelte vom %s bis %s", g.start, g.end)), R(555, fees.String())},
			{L(40, "Kontoführung"), R(555, fees.String())},
			{L(40, fmt.Sprintf("Abrechnung %s", g.end)), R(555, fees.String())},
			{L(40, "Der Rechnungsabschluss gilt als genehmigt, wenn Sie nicht innerhalb von sechs Wochen widersprechen.")},
		})
		g.footer(f.pages, true, "Seite")

	// Postbank-like: "Buchung/Wert" stacked in one cell (booking date
	// above, value date below, both day and month with trailing dot),
	// "Soll" and "Haben" columns whose amounts carry a sign and a space
	// ("- 12,34", "+ 1.234,56"), the period in the page head of every
	// page, and the sums of both columns printed before the new balance.
	case "ho-postbank":
		title := fmt.Sprintf("Kontoauszug: Giro plus vom %s bis %s", g.start, g.end)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, title)
				f.put(L(40, "IBAN "+ibanF), L(300, "BIC "+g.bic))
				f.put(L(40, "Kontoinhaber "+g.holder))
				f.gap(f.lh)
			} else {
				f.put(B(40, title))
				f.put(L(40, "IBAN "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung/Wert"), B(108, "Vorgang/Buchungsinformation"), BR(470, "Soll"), BR(555, "Haben"))
		}
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 470
			}
			return 555
		}
		f.newPage()
		f.put(L(108, fmt.Sprintf("Alter Kontostand vom %s", g.start.AddDays(-1))), R(col(g.opening), postSign(g.opening)+" EUR"))
		f.gap(3)
		var soll, haben german.Cents
		for _, t := range g.txs {
			second := t.party
			rest := wrap(t.purpose, 58)
			if second == "" {
				second, rest = rest[0], rest[1:]
			}
			ls := [][]Item{
				{L(40, dm(t.booking)), L(108, t.typ), R(col(t.amount), postSign(t.amount))},
				{L(40, dm(t.value)), L(108, second)},
			}
			for _, r := range rest {
				ls = append(ls, []Item{L(108, r)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(108, "Referenz "+t.eref)}, []Item{L(108, "Mandat "+t.mref)}, []Item{L(108, "Gläubiger-ID "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(108, "IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			if t.amount < 0 {
				soll += t.amount
			} else {
				haben += t.amount
			}
			add(truth(t, true, true, t.purpose))
		}
		f.gap(4)
		f.block([][]Item{
			{L(108, "Summe der Umsätze"), R(470, postSign(soll)), R(555, postSign(haben))},
			{B(108, fmt.Sprintf("Neuer Kontostand vom %s", g.end)), BR(col(g.closing), postSign(g.closing)+" EUR")},
		})
		g.footer(f.pages, true, "Seite")

	// Online banking printed from the browser: timestamp and page title
	// at the top, the URL and "1/3" at the bottom, newest booking first,
	// counterparty and purpose in two side-by-side wrapped cells, amounts
	// as "-45,00 EUR". Only the current balance and the available amount
	// are shown; "Vorgemerkte Umsätze" (pending, not yet booked, not in
	// the balance) come first and are NOT rows of the truth: a statement
	// table lists booked transactions only.
	case "ho-umsatzliste":
		sr := g.hoRand(-3)
		stamp := fmt.Sprintf("%s, %02d:%02d", g.end.AddDays(1+sr.IntN(20)), 8+sr.IntN(12), sr.IntN(60))
		f.top = 26
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: stamp, Size: 7}, Item{X: 300, Text: "Umsätze - " + g.bankShort() + " Online-Banking", Size: 7})
			f.gap(f.lh)
			if p == 1 {
				f.put(Item{X: 40, Text: "Umsatzanzeige", Bold: true, Size: g.size + 5})
				f.gap(6)
				f.put(L(40, "Girokonto · "+ibanF+" · "+g.holder))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s - %s", g.start, g.end)))
				f.put(L(40, fmt.Sprintf("Kontostand am %s:", g.end)), R(300, g.closing.String()+" EUR"))
				f.put(L(40, "Verfügbarer Betrag:"), R(300, (g.closing+200000).String()+" EUR"))
				f.gap(f.lh)
			}
		}
		f.newPage()
		head := []Item{B(40, "Buchungstag"), B(104, "Valuta"), B(162, "Empfänger/Auftraggeber"), B(292, "Verwendungszweck"), BR(555, "Betrag")}
		pr := g.hoRand(-1)
		if np := pr.IntN(4); np > 0 {
			f.put(B(40, "Vorgemerkte Umsätze"))
			f.put(head...)
			for i := 0; i < np; i++ {
				shop := shops[pr.IntN(len(shops))]
				amt := -german.Cents(99 + pr.IntN(9000))
				f.put(L(40, g.end.String()), L(104, "vorgemerkt"), L(162, shop), L(292, "Kartenzahlung girocard"), R(555, amt.String()+" EUR"))
			}
			f.gap(f.lh)
		}
		f.put(B(40, "Gebuchte Umsätze"))
		f.put(head...)
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			pl := wrap(t.party, 23)
			wl := wrap(t.purpose, 35)
			n := max(len(pl), len(wl), 1)
			var ls [][]Item
			for k := 0; k < n; k++ {
				var l []Item
				if k == 0 {
					l = append(l, L(40, t.booking.String()), L(104, t.value.String()), R(555, t.amount.String()+" EUR"))
				}
				if k < len(pl) {
					l = append(l, L(162, pl[k]))
				}
				if k < len(wl) {
					l = append(l, L(292, wl[k]))
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, true, false, t.purpose))
		}
		n := len(f.pages)
		host := strings.ToLower(strings.Fields(g.bank)[0])
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 24, Text: "https://banking." + host + ".de/banking/umsaetze?konto=" + g.iban[12:], Size: 7},
				Item{X: 555, Y: PageH - 24, Text: fmt.Sprintf("%d/%d", i+1, n), Size: 7, Right: true})
		}

	// Credit card statement: receipt date first, booking date second,
	// both with two-digit years; foreign purchases show the original
	// amount and the rate in their own columns, and the 1,75 % foreign
	// transaction fee is a booking of its own on the next line. Bank
	// charges (fee, card price) have no counterparty: their text is the
	// purpose. Domestic purchases have no purpose; a foreign purchase's
	// purpose is its original amount and rate, "USD 45,00 Kurs 1,0856",
	// the "fx" layout's convention. The receipt date is the truth's value date, as in "fx".
	case "ho-kreditkarte":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Monatsabrechnung Visa Classic")
				f.put(L(40, fmt.Sprintf("Kartennummer 4548 56XX XXXX %04d", g.hoRand(-2).IntN(10000))), L(300, "Abrechnungsdatum "+g.end.String()))
				f.put(L(40, fmt.Sprintf("Abrechnungszeitraum %s bis %s", dmy2(g.start), dmy2(g.end))))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, "Monatsabrechnung Visa Classic "+dmy2(g.end)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Belegdatum"), B(102, "Buchungsdatum"), B(174, "Verwendungszweck"), BR(420, "Fremdwährung"), BR(470, "Kurs"), BR(555, "Betrag in EUR"))
		}
		f.newPage()
		f.put(L(174, "Saldo letzte Abrechnung "+dmy2(g.start.AddDays(-1))), R(555, plus(g.opening)))
		for i, t := range g.txs {
			r := g.hoRand(i)
			dates := []Item{L(40, dmy2(t.value)), L(102, dmy2(t.booking))}
			tt := truth(t, true, false, "")
			switch {
			case t.amount > 0:
				desc := t.party
				if desc == "" {
					desc, tt.Purpose = "Gutschrift", "Gutschrift"
				}
				f.block([][]Item{append(dates, L(174, desc), R(555, plus(t.amount)))})
				tt.BookingText = "Gutschrift"
				add(tt)
			case t.party == "":
				f.block([][]Item{append(dates, L(174, "Kartenpreis"), R(555, plus(t.amount)))})
				tt.Purpose = "Kartenpreis"
				add(tt)
			case r.IntN(10) < 3 && t.amount <= -200:
				s := fxShops[r.IntN(len(fxShops))]
				total := pos(t.amount)
				eur := german.Cents(float64(total)/1.0175 + 0.5)
				fee := total - eur
				rate := 0.80 + r.Float64()*0.5
				orig := german.Cents(float64(eur)*rate + 0.5)
				rateS := strings.Replace(fmt.Sprintf("%.4f", rate), ".", ",", 1)
				f.block([][]Item{
					append(dates, L(174, s.name), R(420, s.cur+" "+orig.String()), R(470, rateS), R(555, plus(-eur))),
					append([]Item{L(40, dmy2(t.value)), L(102, dmy2(t.booking))}, L(174, "Auslandseinsatzentgelt 1,75 %"), R(555, plus(-fee))),
				})
				// As in "fx": the foreign amount and the rate as printed
				// are the purchase's purpose.
				tt.Counterparty, tt.Amount, tt.BookingText = s.name, (-eur).String(), "Kartenumsatz"
				tt.Purpose = s.cur + " " + orig.String() + " Kurs " + rateS
				add(tt)
				fe := truth(t, true, false, "Auslandseinsatzentgelt 1,75 %")
				fe.Counterparty, fe.Amount, fe.BookingText = "", (-fee).String(), "Auslandseinsatzentgelt"
				add(fe)
			default:
				f.block([][]Item{append(dates, L(174, t.party), R(555, plus(t.amount)))})
				tt.BookingText = "Kartenumsatz"
				add(tt)
			}
		}
		f.gap(4)
		f.block([][]Item{
			{B(174, "Neuer Saldo "+dmy2(g.end)), BR(555, plus(g.closing))},
			{L(174, "Der Saldo wird am "+dmy2(g.end.AddDays(5))+" von Ihrem Referenzkonto eingezogen.")},
		})
		g.footer(f.pages, true, "Seite")

	// Volksbank-like: "Bu-Tag | Wert | PN | Erläuterung/Verwendungszweck |
	// Betrag EUR" with a Primanota number column, day and month without a
	// trailing dot, the S/H marker in its own narrow column, and
	// "Übertrag" lines at page breaks.
	case "ho-volksbank":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug %d/%d", int(g.end.Month), g.end.Year))
				f.put(L(40, "Kontokorrent  IBAN "+ibanF), L(380, "BIC "+g.bic))
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %d/%d  Blatt %d", int(g.end.Month), g.end.Year, p)))
			}
			f.gap(f.lh / 2)
			f.put(B(40, "Bu-Tag"), B(76, "Wert"), B(110, "PN"), B(138, "Erläuterung/Verwendungszweck"), BR(525, "Betrag EUR"))
		}
		amt := func(c german.Cents) []Item {
			m := "H"
			if c < 0 {
				m = "S"
			}
			return []Item{R(525, pos(c).String()), L(532, m)}
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.y += 2
			f.put(append([]Item{L(138, "Übertrag")}, amt(bal)...)...)
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(append([]Item{L(138, "Übertrag")}, amt(bal)...)...)
		}
		f.bal = g.opening
		f.newPage()
		f.put(append([]Item{L(138, fmt.Sprintf("alter Kontostand vom %s", g.start.AddDays(-1)))}, amt(g.opening)...)...)
		for i, t := range g.txs {
			pn := fmt.Sprint(100 + g.hoRand(i).IntN(900))
			ls := [][]Item{append([]Item{L(40, dmNoDot(t.booking)), L(76, dmNoDot(t.value)), L(110, pn), L(138, t.typ)}, amt(t.amount)...)}
			if t.party != "" {
				ls = append(ls, []Item{L(138, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 138, 58)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(138, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.bal += t.amount
			add(truth(t, true, true, t.purpose))
		}
		f.block([][]Item{append([]Item{B(138, fmt.Sprintf("neuer Kontostand vom %s", g.end))}, amt(g.closing)...)})
		g.footer(f.pages, true, "Blatt")

	// Direct-bank style with labelled fields: two-digit years, amounts
	// with a currency suffix ("-45,00 EUR"), and the counterparty and
	// purpose introduced by "Empfänger:"/"Auftraggeber:" and
	// "Verwendungszweck:" (the labels are not part of the values).
	case "ho-labelled":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug Nr. %03d vom %s", int(g.end.Month), dmy2(g.end)))
				f.put(L(40, "Girokonto "+ibanF), L(330, "Kontoinhaber: "+g.holder))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug Nr. %03d vom %s", int(g.end.Month), dmy2(g.end))))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(92, "Valuta"), B(146, "Umsatzart / Zahlungsgrund"), BR(555, "Betrag"))
		}
		f.newPage()
		f.put(L(146, "Kontostand am "+dmy2(g.start.AddDays(-1))), R(555, g.opening.String()+" EUR"))
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dmy2(t.booking)), L(92, dmy2(t.value)), L(146, t.typ), R(555, t.amount.String()+" EUR")}}
			if t.party != "" {
				label := "Empfänger: "
				if t.amount > 0 {
					label = "Auftraggeber: "
				}
				ls = append(ls, []Item{L(146, label+t.party)})
			}
			ls = append(ls, freeLines("Verwendungszweck: "+t.purpose, 146, 64)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(146, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(146, "Mandatsreferenz: "+t.mref)})
			}
			f.block(ls)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(4)
		f.block([][]Item{{B(146, "Kontostand am "+dmy2(g.end)), BR(555, g.closing.String()+" EUR")}})
		g.footer(f.pages, true, "Seite")
	}
}
