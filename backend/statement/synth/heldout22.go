package synth

// Sealed batch 22 (he-*): a twenty-second held-out batch, written in
// session 9 while the twenty-first (hf-*) was sealed, without looking at
// the extractor or its rule code. It adds PDF MECHANICS no earlier batch
// used: text drawn as VECTOR OUTLINES with no text layer at all (a
// statement re-printed through a PDF printer that turns glyphs into
// curves: Ghostscript -dNoOutputFonts), PDF ANNOTATIONS added by a tax
// adviser's review (a red "GEBUCHT" stamp as a FreeText annotation
// over the page, highlights over bookings, sticky notes and pen ticks,
// written by mutool run), a DIAGONAL "DUPLIKAT" WATERMARK over the text
// and a vertical document code in the left margin, MIXED PAGE
// ORIENTATION in one file (portrait statement pages followed by a
// LANDSCAPE "Anlage" page), and a browser print whose page head and foot
// are position:fixed elements Chromium repeats on every page. It adds
// documents and conventions earlier batches lack: amounts WITHOUT A SIGN
// whose side is shown ONLY BY COLOUR (red out, green in; a legend says
// so, and a running balance confirms it), a statement with NO BOOKINGS
// in its period (only the balances), an ENGLISH statement of a German
// bank with English numbers and "CR"/"DR" after every amount, a
// Kontoauszugsdrucker's duplicate across the turn of the year with
// year-less dates, and SEPA collective bookings of a Kita whose single
// items stand on the landscape Anlage (not bookings). Bank data, names
// and numbers are synthetic:
//
//   - he-buchhaltung (HTML printed by Chromium, DejaVu Sans; a fixed head
//     and foot on every page): an accounting web app's "Bankumsätze"
//     print of a small firm's Geschäftskonto (the bank's name, IBAN and
//     BIC in the repeated head): "Datum | Empfänger / Auftraggeber |
//     Verwendungszweck | Beleg | Betrag (EUR) | Saldo (EUR)", the
//     booking type in small grey print under the name, the IBAN under
//     it, a "Beleg" column with the app's receipt state ("RE-2025-0142
//     zugeordnet", "fehlt"), AMOUNTS UNSIGNED AND COLOURED (red: Ausgaben,
//     green: Einnahmen) with the legend above the table and in the
//     column head, the running Saldo signed; the app's summary tiles
//     (Anfangssaldo, Einnahmen, Ausgaben, Endsaldo: not bookings);
//   - he-duplikat (PostScript → Ghostscript, Nimbus Sans; a grey
//     "DUPLIKAT" drawn diagonally OVER the text of every page, a vertical
//     document code in the left margin): a Kreissparkasse Kontoauszug
//     DUPLICATE ("Zweitschrift erstellt am …") of a statement printer's
//     Auszug that runs from the last print, in one draw in two ACROSS
//     THE TURN OF THE YEAR, with year-less dates "Bu-Tag | Wert" and
//     amounts with a trailing minus ("45,00-"), credits unsigned; the
//     years only in "alter Kontostand vom 11.12.2024" and "neuer
//     Kontostand vom 14.01.2025";
//   - he-koelnbonn (fpdf, core Helvetica; annotations by mutool run): a
//     Sparkasse KölnBonn Firmenkonto Kontoauszug "Buchungstag | Wert |
//     Erläuterung | Betrag EUR" reviewed by the firm's tax adviser: a red
//     FreeText STAMP "GEBUCHT <date> / DATEV Kto. 1200 / <initials>" over
//     the page (its text is in the file's text: not a booking), yellow
//     HIGHLIGHTS over some bookings, a STICKY NOTE ("Beleg fehlt") and a
//     FreeText margin remark ("privat?") beside others, blue pen ticks
//     (Ink) after the amounts;
//   - he-ethikbank (PostScript → Ghostscript with -dNoOutputFonts: every
//     glyph a filled path, NO FONTS and NO TEXT in the file): an
//     EthikBank (Volksbank Eisenberg eG) Girokonto Kontoauszug
//     "Buchungstag | Valuta | Vorgang / Buchungsinformation | Soll EUR |
//     Haben EUR" with full dates and unsigned amounts in their column;
//   - he-renault (troff: groff -Tps → Ghostscript, Times): a Renault Bank
//     direkt Tagesgeld QUARTERLY statement: "Buchungstag | Wertstellung |
//     Buchungstext | Betrag EUR", "+1.000,00" / "-500,00"; transfers from
//     and to the reference account (the holder's name and IBAN), the
//     YEAR'S interest on 31.12. with, above the allowance, KapESt and
//     Soli as bookings of their own; ONE QUARTER IN THREE WITHOUT ANY
//     BOOKING ("Im Abrechnungszeitraum wurden keine Umsätze gebucht.",
//     old balance = new balance, sums 0,00);
//   - he-dbenglish (fpdf, embedded DejaVu Sans): a Deutsche Bank
//     "Statement of Account" IN ENGLISH: "Booking date | Value date |
//     Transaction details | Amount EUR" with dates "03/02/2025", English
//     numbers and "DR"/"CR" after every amount and balance ("1,234.56
//     CR", "45.00 DR"), English transaction types ("SEPA Direct Debit",
//     "Debit Card Payment", "Standing Order") over the German remittance
//     texts, "Creditor ID … Mandate ref. …" and "IBAN … BIC …" lines;
//   - he-kdbank (fpdf, core Helvetica, portrait pages and a LANDSCAPE
//     last page): a KD-Bank (Bank für Kirche und Diakonie) Kontoauszug of
//     a church parish's Kita: "Buchungstag | Valuta | Vorgang | Soll EUR |
//     Haben EUR" with unsigned amounts; the month's SEPA collective
//     debit of the parents' fees as ONE credit ("SEPA-Sammel-Einzug",
//     "Anzahl Posten: 23 · Einzelaufstellung siehe Anlage") and the
//     staff's wages as ONE Sammelüberweisung debit, a returned single
//     item (the parent's name, a debit) with its fee, grants of the
//     city and the church district, suppliers; the landscape "Anlage zum
//     Kontoauszug" lists each collective's SINGLE ITEMS (name, IBAN,
//     mandate, text, amount, sum: not bookings).
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings, collective
// bookings, interest and taxes, cash withdrawals at the bank's own
// machines; the holder's own name where it is printed as the other side
// of a transfer), the purpose is the remittance text only (no labels,
// references, mandate, IBAN, "Anzahl Posten" or receipt-state lines; a
// card payment without a printed line has none), the booking text is the
// type as printed (he-dbenglish's in English), amounts are signed from
// the holder's view (he-buchhaltung's from their colour, as the legend
// says), the value date where printed, balances as printed. Stamps,
// notes, watermarks, margin codes, summary tiles and Anlage items are not
// rows. he-renault without bookings has no rows. Truth.Pages of
// he-buchhaltung is 0 until PDF() prints it.
//
// Measured blind in session 9 (F1 0.833 digital, 0.907 scan) and tuned
// on since session 10. They stay out of every other layout list.

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/german"
)

// Sealed21Layouts lists the layouts of the twenty-second held-out batch
// (he-*). They are in none of the other layout lists.
func Sealed21Layouts() []string {
	return []string{"he-buchhaltung", "he-duplikat", "he-koelnbonn", "he-ethikbank", "he-renault", "he-dbenglish", "he-kdbank"}
}

// heProducer says how an he-* layout becomes a PDF: a Tool of heTool's,
// "html" (Chromium), "ps" (Ghostscript), "troff" (groff, Ghostscript) or
// "font" (fpdf with an embedded face).
var heProducer = map[string]string{
	"he-buchhaltung": "html",
	"he-duplikat":    "ps",
	"he-koelnbonn":   "mutool-annot",
	"he-ethikbank":   "gs-outlines",
	"he-renault":     "troff",
	"he-dbenglish":   "font",
	"he-kdbank":      "fpdf-mixed",
}

// heBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var heBanks = map[string][]branch{
	"he-buchhaltung": {
		{"Kreissparkasse Ludwigsburg", "60450050", "SOLADES1LBG", "Schillerplatz 6 · 71638 Ludwigsburg"},
		{"Volksbank Stuttgart eG", "60090100", "VOBADESSXXX", "Börsenplatz 1 · 70174 Stuttgart"},
		{"Commerzbank AG", "60040071", "COBADEFFXXX", "Kronprinzstraße 14 · 70173 Stuttgart"},
	},
	"he-duplikat": {
		{"Kreissparkasse Heilbronn", "62050000", "HEISDE66XXX", "Am Wollhaus 14 · 74072 Heilbronn"},
		{"Kreissparkasse Reutlingen", "64050000", "SOLADES1REU", "Marktplatz 6 · 72764 Reutlingen"},
		{"Kreissparkasse Göppingen", "61050000", "GOPSDE6GXXX", "Marktstraße 2 · 73033 Göppingen"},
	},
	"he-koelnbonn": {{"Sparkasse KölnBonn", "37050198", "COLSDE33XXX", "Hahnenstraße 57 · 50667 Köln"}},
	"he-ethikbank": {{"EthikBank eG, Zweigniederlassung der Volksbank Eisenberg eG", "83094495", "GENODEF1ETK", "Martin-Luther-Straße 2 · 07607 Eisenberg"}},
	"he-renault":   {{"Renault Bank direkt", "30520037", "RCIDDE3NXXX", "RCI Banque S.A. Niederlassung Deutschland · Jagenbergstraße 1 · 41468 Neuss"}},
	"he-dbenglish": {
		{"Deutsche Bank AG", "50070024", "DEUTDEDBFRA", "Taunusanlage 12 · 60325 Frankfurt am Main"},
		{"Deutsche Bank AG", "10070024", "DEUTDEDBBER", "Otto-Suhr-Allee 6-16 · 10585 Berlin"},
		{"Deutsche Bank AG", "70070024", "DEUTDEDBMUC", "Promenadeplatz 15 · 80333 München"},
	},
	"he-kdbank": {{"KD-Bank eG - die Bank für Kirche und Diakonie", "35060190", "GENODED1DKD", "Schwanenwall 27 · 44135 Dortmund"}},
}

// sealed21Setup draws the statement of an he-* layout from its own random
// stream: the account, the period, the bookings and what the layout adds.
func (g *gen) sealed21Setup() {
	g.redraw("he|", 0x22c0ffee)
	g.drawBranch(heBanks, "he-office")
	g.note("he-time", fmt.Sprintf("%02d:%02d", 6+g.r.IntN(16), g.r.IntN(60)))
	switch g.layout {
	case "he-buchhaltung":
		n := 8 + g.r.IntN(34)
		if g.opt.MaxTransactions > 0 {
			n = min(n, g.opt.MaxTransactions)
		}
		g.hkBizTxs(n, false)
		var states []string
		for range g.txs {
			s := fmt.Sprintf("RE-%d-%04d zugeordnet", g.start.Year, 10+g.r.IntN(900))
			switch k := g.r.IntN(6); {
			case k == 0:
				s = "fehlt"
			case k == 1:
				s = "nicht nötig"
			}
			states = append(states, s)
		}
		g.note("he-beleg", strings.Join(states, "\n"))
	case "he-duplikat":
		if g.r.IntN(2) == 0 {
			g.start = german.D(g.start.Year, time.December, 3+g.r.IntN(22))
		} else {
			g.start = g.start.AddDays(g.r.IntN(20))
		}
		g.end = g.start.AddDays(18 + g.r.IntN(28))
		g.hgFromBase(34, 0)
		for i := range g.txs {
			if g.txs[i].typ == "Bargeldauszahlung" {
				g.txs[i].party = "" // the Kreissparkasse's own machine
			}
		}
		g.rebalance()
		g.note("he-dup", g.end.AddDays(40+g.r.IntN(200)).String())
	case "he-koelnbonn":
		n := 10 + g.r.IntN(26)
		if g.opt.MaxTransactions > 0 {
			n = min(n, g.opt.MaxTransactions)
		}
		g.hkBizTxs(n, false)
	case "he-ethikbank":
		g.hgFromBase(36, 0)
		for i := range g.txs {
			if g.txs[i].typ == "Bargeldauszahlung" {
				g.txs[i].party = "" // BankCard at a cooperative machine
			}
		}
		g.rebalance()
	case "he-renault":
		g.heSavingsTxs()
	case "he-dbenglish":
		g.hgFromBase(36, 0)
		en := map[string]string{"SEPA-Lastschrift": "SEPA Direct Debit", "Lastschrift": "SEPA Direct Debit", "Kartenzahlung": "Debit Card Payment",
			"Lohn/Gehalt": "Salary/Pension", "Gutschrift": "SEPA Credit Transfer", "SEPA-Gutschrift": "SEPA Credit Transfer",
			"Überweisung": "SEPA Transfer", "Dauerauftrag": "Standing Order", "Echtzeitüberweisung": "SEPA Instant Transfer",
			"Bargeldauszahlung": "Cash Withdrawal", "Entgelt": "Account Fee"}
		for i := range g.txs {
			t := &g.txs[i]
			t.typ = en[t.typ]
			switch t.typ {
			case "Cash Withdrawal":
				t.party = ""
				t.purpose = fmt.Sprintf("Deutsche Bank ATM %s %02d.%02d. %02d:%02d", g.city, t.booking.Day, int(t.booking.Month), 8+g.r.IntN(12), g.r.IntN(60))
			case "Account Fee":
				t.purpose = fmt.Sprintf("AktivKonto monthly fee %s", hgYM(t.booking))
			}
		}
		g.rebalance()
	case "he-kdbank":
		g.heKitaTxs()
	}
}

// heSavingsTxs: a quarter of a Tagesgeld account: often no booking at
// all, else transfers from and to the reference account; in the fourth
// quarter the year's interest and its taxes.
func (g *gen) heSavingsTxs() {
	q := g.r.IntN(4)
	y := g.start.Year
	g.start = german.D(y, time.Month(3*q+1), 1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 3, -1))
	g.opening = german.Cents((5 + g.r.IntN(600)) * 10000)
	ref := g.hgIBAN()
	g.note("he-ref", ref)
	rate := g.pick2(150, 175, 200, 225, 250, 275, 300)
	g.note("he-rate", hfRate(rate))
	n := 0
	if g.r.IntN(3) > 0 {
		n = 1 + g.r.IntN(5)
	}
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-3)
	}
	for _, d := range g.sortedDates(n, g.start, g.end.AddDays(-1)) {
		t := tx{booking: d, value: d, party: g.holder, iban: ref}
		if g.r.IntN(3) == 0 {
			t.typ, t.purpose = "Auszahlung", g.pick("Übertrag auf Girokonto", "Auszahlung Tagesgeld", "")
			t.amount = -german.Cents((1 + g.r.IntN(30)) * 10000)
		} else {
			t.typ, t.purpose = "Einzahlung", g.pick("Sparen", "Rücklage "+hgYM(d), "Tagesgeld", "")
			t.amount = german.Cents((1 + g.r.IntN(60)) * 5000)
		}
		t.value = d.AddDays(g.r.IntN(2))
		g.txs = append(g.txs, t)
	}
	g.rebalance()
	if lo := g.hfLowest(); lo < 0 {
		g.opening -= lo
		g.rebalance()
	}
	if q == 3 {
		// the year's interest, credited on 31.12.
		z := german.Cents(float64(g.opening) * float64(rate) / 10000 * (0.7 + 0.3*g.r.Float64()))
		if z < 1 {
			z = 1
		}
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsgutschrift", amount: z,
			purpose: fmt.Sprintf("Zinsen %d %s %% p.a.", y, hfRate(rate))})
		if g.r.IntN(3) == 0 && z > 10000 {
			base := z * german.Cents(20+g.r.IntN(60)) / 100
			kest := german.Cents(float64(base)*0.25 + 0.5)
			soli := german.Cents(float64(kest)*0.055 + 0.5)
			g.txs = append(g.txs,
				tx{booking: g.end, value: g.end, typ: "Kapitalertragsteuer", amount: -kest, purpose: fmt.Sprintf("KapESt 25 %% auf %s EUR", base)},
				tx{booking: g.end, value: g.end, typ: "Solidaritätszuschlag", amount: -soli, purpose: fmt.Sprintf("SolZ 5,5 %% auf %s EUR", kest)})
		}
		g.rebalance()
	}
}

// heParents are the names of a Kita's parents (account holders).
var heParents = []string{"Müller, Hans", "Schmidt, Ingrid", "Yilmaz, Elif", "Nowak, Piotr", "Fischer, Monika", "Weber, Jan", "Becker, Laura",
	"Hoffmann, Till", "Schäfer, Nina", "Koch, Daniel", "Richter, Sarah", "Klein, Tobias", "Wolf, Katharina", "Schröder, Mehmet",
	"Neumann, Julia", "Schwarz, Kevin", "Zimmermann, Anja", "Braun, Lukas", "Krüger, Miriam", "Hofmann, Stefan", "Hartmann, Lea",
	"Lange, Florian", "Schmitt, Carina", "Werner, Oliver", "Krause, Jana", "Meier, Sven", "Lehmann, Aylin", "Köhler, Tim"}

// heStaff are the Kita's staff.
var heStaff = []string{"Sabine Vogt", "Carla Neumann", "Dennis Arslan", "Maren Pohl", "Ines Brückner", "Paula Seidel", "Tanja Ludwig", "Fatma Kaya", "Jonas Roth", "Hanna Busch"}

// heKitaTxs: a month of a parish Kita's account: the parents' fees as
// one SEPA collective debit (its items noted for the Anlage), a returned
// item and its fee, the wages as one collective transfer, grants,
// suppliers, the bank's fee.
func (g *gen) heKitaTxs() {
	kitas := []string{"Ev. Kirchengemeinde St. Johannis %s Kita Arche Noah", "Ev.-Luth. Kirchengemeinde %s-Mitte Kindertagesstätte Regenbogen", "Kath. Kirchengemeinde St. Marien %s KiTa Sonnenblume"}
	g.holder = withCity(kitas[g.r.IntN(len(kitas))], g.city)
	g.opening = german.Cents(500000 + g.r.IntN(6000000))
	y, m := g.start.Year, g.start.Month
	ym := hgYM(g.start)
	mon := months[m-1]
	own := g.hkOwnCred()
	var items []string
	nItems := 14 + g.r.IntN(16)
	var sum german.Cents
	var collect []int // item index of each parent
	perm := g.r.Perm(len(heParents))
	for i := range nItems {
		p := heParents[perm[i%len(heParents)]]
		fee := german.Cents([]int{9500, 12800, 15600, 18900, 22400, 4500}[g.r.IntN(6)])
		if i >= len(heParents) {
			fee = 4500 // the second child's meal money
		}
		iban := g.hgIBAN()
		mref := fmt.Sprintf("KITA-%04d", 100+g.r.IntN(9000))
		text := fmt.Sprintf("Elternbeitrag %s Kind %s", ym, g.pick("Krippe", "Ü3", "Ü3 inkl. Essen", "U3 inkl. Essen"))
		items = append(items, strings.Join([]string{p, iban, mref, text, fee.String()}, "|"))
		sum += fee
		collect = append(collect, i)
	}
	g.note("he-sammler", strings.Join(items, "\n"))
	colDay := german.D(y, m, min(2+g.r.IntN(5), 28))
	g.txs = append(g.txs, tx{booking: colDay, value: colDay, typ: "SEPA-Sammel-Einzug", amount: sum,
		purpose: fmt.Sprintf("Elternbeiträge %s %d", mon, y), cred: own})
	// a returned item, a few days later, and the bank's fee
	ret := strings.Split(items[collect[g.r.IntN(len(collect))]], "|")
	if g.r.IntN(3) > 0 {
		d := colDay.AddDays(3 + g.r.IntN(5))
		a, _ := german.ParseAmount(ret[4])
		g.txs = append(g.txs, tx{booking: d, value: colDay, typ: "Rücklastschrift", party: ret[0], iban: ret[1], amount: -a,
			purpose: "Rückgabe Lastschrift " + ret[3] + " Grund: AC04 Konto erloschen", mref: ret[2]},
			tx{booking: d, value: d, typ: "Entgelt", amount: -german.Cents([]int{300, 350, 500}[g.r.IntN(3)]), purpose: "Entgelt Rücklastschrift " + ret[2]})
	}
	// the wages as one collective transfer
	var wages []string
	var wsum german.Cents
	nStaff := 5 + g.r.IntN(6)
	for i := range nStaff {
		w := german.Cents(150000 + g.r.IntN(220000))
		wages = append(wages, strings.Join([]string{heStaff[i], g.hgIBAN(), fmt.Sprintf("PN %03d", 10+i), fmt.Sprintf("Gehalt %s %d", mon, y), w.String()}, "|"))
		wsum += w
	}
	g.note("he-wages", strings.Join(wages, "\n"))
	payDay := german.D(y, m, 27)
	g.txs = append(g.txs, tx{booking: payDay, value: payDay, typ: "SEPA-Sammelüberweisung", amount: -wsum, purpose: fmt.Sprintf("Gehälter %s %d", mon, y)})
	n := 3 + g.r.IntN(10)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-4)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		switch k := g.r.IntN(8); {
		case k < 2:
			t.party, t.typ, t.iban = withCity(g.pick("Stadt %s Jugendamt", "Ev. Kirchenkreis %s Verwaltungsamt", "Landschaftsverband Westfalen-Lippe"), g.city), "Gutschrift", g.hgIBAN()
			t.purpose = g.hgFill(g.pick("Betriebskostenzuschuss KiBiz {ym} Az. {n}", "Zuweisung Trägeranteil {ym}", "Landeszuschuss {y} Rate {n}"), d)
			t.amount = german.Cents((50 + g.r.IntN(400)) * 10000)
		case k < 4:
			t.party, t.typ, t.iban = g.pick("Kita-Menü Frischeküche GmbH", "Wehrfritz GmbH Kindergartenbedarf", "Stadtwerke "+g.city+" GmbH", "Gebäudereinigung Sauber & Co. KG"), "Überweisung", g.hgIBAN()
			t.purpose = g.hgFill("Rechnung {n} vom {d}", d)
			t.amount = -german.Cents(8000 + g.r.IntN(400000))
		case k < 6:
			p := heParents[g.r.IntN(len(heParents))]
			t.party, t.typ, t.iban = p, "Gutschrift", g.hgIBAN()
			t.purpose = g.pick("Spende Sommerfest", "Ausflug Zoo Beitrag", "Bastelgeld "+ym, "Elternbeitrag "+ym+" Nachzahlung")
			t.amount = german.Cents(500 + g.r.IntN(9000))
		case k < 7:
			t.party, t.typ, t.iban = "Evangelische Zusatzversorgungskasse", "Lastschrift", g.hgIBAN()
			t.purpose = g.hgFill("Umlage EZVK {ym} Mitgl.-Nr. {n}", d)
			g.hgSEPA(&t)
			t.amount = -german.Cents(30000 + g.r.IntN(200000))
		default:
			t.party, t.typ, t.iban = "Unfallkasse NRW", "Lastschrift", g.hgIBAN()
			t.purpose = g.hgFill("Beitrag {y} Mitgl.-Nr. {n}", d)
			g.hgSEPA(&t)
			t.amount = -german.Cents(5000 + g.r.IntN(60000))
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", amount: -german.Cents([]int{800, 1200, 1500}[g.r.IntN(3)]),
		purpose: "Kontoführung " + ym})
	g.rebalance()
}

// renderSealed21 draws the he-* layouts into f and st.
func (g *gen) renderSealed21(f *flow, st *Statement) {
	switch g.layout {
	case "he-buchhaltung":
		g.renderHEBooks(st)
	case "he-duplikat":
		g.renderHEDup(f, st)
	case "he-koelnbonn":
		g.renderHEKoeln(f, st)
	case "he-ethikbank":
		g.renderHEEthik(f, st)
	case "he-renault":
		g.renderHERenault(f, st)
	case "he-dbenglish":
		g.renderHEEnglish(f, st)
	case "he-kdbank":
		g.renderHEKita(f, st)
	}
}

// renderHEBooks: the accounting app's print of the bank account, by
// Chromium, its head and foot fixed on every page, amounts coloured.
func (g *gen) renderHEBooks(st *Statement) {
	add := st.Truth.add
	e := html.EscapeString
	ibanF := german.FormatIBAN(g.iban)
	states := strings.Split(g.chosen["he-beleg"], "\n")
	var in, out german.Cents
	for _, t := range g.txs {
		if t.amount > 0 {
			in += t.amount
		} else {
			out -= t.amount
		}
	}
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Bankumsätze</title><style>
@page{size:A4;margin:0}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-family:"DejaVu Sans",sans-serif;font-size:8.2px;color:#222;margin:0}
.hd{position:fixed;top:0;left:0;right:0;height:22mm;padding:9mm 14mm 0;box-sizing:border-box;border-bottom:1px solid #d0d4da;background:#fff}
.hd .app{font-size:13px;font-weight:bold;color:#1f4e8c}
.hd .acc{float:right;text-align:right;font-size:8px;color:#444}
.ft{position:fixed;bottom:0;left:0;right:0;height:11mm;padding:3mm 14mm 0;box-sizing:border-box;border-top:1px solid #d0d4da;font-size:7px;color:#777;background:#fff}
.first{margin:27mm 14mm 0}
.tiles{display:flex;gap:6mm;margin:4mm 0}
.tile{border:1px solid #d0d4da;border-radius:3px;padding:2mm 3mm;width:36mm}
.tile .l{font-size:7px;color:#666}.tile .v{font-size:10px;font-weight:bold}
.legend{font-size:7.5px;color:#444;margin:2mm 0 3mm}
.out{color:#c62828}.in{color:#2e7d32}
table.t{width:182mm;margin:0 14mm;border-collapse:collapse}
table.t th{text-align:left;font-size:7.5px;color:#555;border-bottom:1px solid #999;padding:3px 3px}
table.t td{border-bottom:1px solid #eceff3;padding:4px 3px;vertical-align:top}
tr.sp td{border:0;padding:0}
.n{text-align:right;white-space:nowrap}
.s{color:#777;font-size:7px}
tr{page-break-inside:avoid}
</style></head><body>
`)
	fmt.Fprintf(&b, `<div class="hd"><div class="acc">%s · Geschäftskonto<br>IBAN %s · BIC %s<br>Zeitraum %s – %s</div><div class="app">Kontor Online</div><div>Bankumsätze · %s</div></div>
<div class="ft">Kontor Online · Export vom %s %s Uhr · Die Umsätze wurden per FinTS von Ihrer Bank abgerufen; maßgeblich sind die Kontoauszüge Ihrer Bank.</div>
<div class="first"><div style="font-size:12px;font-weight:bold">Bankumsätze %s</div>
<div class="tiles"><div class="tile"><div class="l">Anfangssaldo %s</div><div class="v">%s EUR</div></div><div class="tile"><div class="l">Einnahmen</div><div class="v in">%s EUR</div></div><div class="tile"><div class="l">Ausgaben</div><div class="v out">%s EUR</div></div><div class="tile"><div class="l">Endsaldo %s</div><div class="v">%s EUR</div></div></div>
<div class="legend">Beträge ohne Vorzeichen: <span class="out">rot = Ausgabe (Belastung)</span>, <span class="in">grün = Einnahme (Gutschrift)</span>. Der Saldo ist vorzeichenbehaftet.</div></div>
<table class="t"><thead><tr class="sp"><td colspan="6" style="height:24mm"></td></tr><tr><th>Datum</th><th>Empfänger / Auftraggeber</th><th>Verwendungszweck</th><th>Beleg</th><th class="n">Betrag (EUR)<br><span class="out">Ausgabe</span> / <span class="in">Einnahme</span></th><th class="n">Saldo (EUR)</th></tr></thead>
<tfoot><tr class="sp"><td colspan="6" style="height:13mm"></td></tr></tfoot><tbody>
`, e(g.bank), ibanF, g.bic, g.start, g.end, e(g.holder), g.hgPrinted(), g.chosen["he-time"], e(g.holder),
		g.start.AddDays(-1), g.opening, in, out, g.end, g.closing)
	for i, t := range g.txs {
		cls := "in"
		if t.amount < 0 {
			cls = "out"
		}
		name := e(t.party)
		if name != "" {
			name = "<b>" + name + "</b><br>"
		}
		name += `<span class="s">` + e(t.typ) + `</span>`
		if t.iban != "" {
			name += `<br><span class="s">` + german.FormatIBAN(t.iban) + `</span>`
		}
		vz := e(t.purpose)
		if t.mref != "" {
			vz += `<br><span class="s">Mandat ` + e(t.mref) + `</span>`
		}
		fmt.Fprintf(&b, "<tr><td>%s</td><td>%s</td><td>%s</td><td class=\"s\">%s</td><td class=\"n %s\">%s</td><td class=\"n\">%s</td></tr>\n",
			t.booking, name, vz, e(states[i]), cls, pos(t.amount), t.balance)
		add(truth(t, false, true, t.purpose))
	}
	b.WriteString("</tbody></table>\n</body></html>\n")
	st.HTML = b.String()
}

// heTrail is "45,00-" for a debit, "1.234,56" for a credit.
func heTrail(c german.Cents) string {
	if c < 0 {
		return pos(c).String() + "-"
	}
	return c.String()
}

// heWatermark is PostScript drawing word diagonally in light grey over
// the page (w × h) and code vertically in its left margin.
func heWatermark(word, code string, w, h float64) string {
	return fmt.Sprintf(`gsave 0.78 setgray /NimbusSans-Bold-W 96 selectfont %.2f %.2f translate 52 rotate (%s) dup stringwidth pop -2 div -34 moveto show grestore
gsave 0.35 setgray /NimbusSans-Regular-W 6 selectfont 16 %.2f translate 90 rotate 0 0 moveto (%s) show grestore
`, w/2, h/2, psEncode(word), h/2-120, psEncode(code))
}

// renderHEDup: the Kreissparkasse duplicate, a watermark over the text,
// through Ghostscript.
func (g *gen) renderHEDup(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", 1+(g.end.Time().YearDay()-1)/14, g.end.Year)
	g.size, g.x0, g.xs = 8.5, 46, 1
	f.lh = 11
	f.top, f.bottom = 44, 84
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.5} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 13}, R(555, "Kontoauszug "+nr))
		f.gap(4)
		f.put(Item{X: 40, Text: g.chosen["he-office"], Size: 6.5}, R(555, fmt.Sprintf("Blatt %d", p)))
		f.gap(4)
		f.put(Item{X: 40, Text: "ZWEITSCHRIFT (DUPLIKAT) erstellt am " + g.chosen["he-dup"], Bold: true, Size: 8})
		f.gap(6)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Girokonto IBAN "+ibanF))
			f.put(L(40, "Hauptstraße 7"), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(555, "Auszug erstellt am "+g.end.String()+" "+g.chosen["he-time"]))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		f.put(B(40, "Bu-Tag"), B(80, "Wert"), B(120, "Vorgang"), BR(555, "Betrag EUR"))
		f.gap(3)
	}
	f.newPage()
	f.put(B(120, "alter Kontostand vom "+g.start.AddDays(-1).String()), BR(555, heTrail(g.opening)))
	f.gap(3)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, dm(t.booking)), L(80, dm(t.value)), B(120, t.typ), R(555, heTrail(t.amount))}}
		if t.party != "" {
			ls = append(ls, []Item{L(120, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 120, 66)...)
		if t.mref != "" {
			ls = append(ls, []Item{small(120, "Mandatsref. "+t.mref+" Gläubiger-ID "+t.cred)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(120, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(120, "neuer Kontostand vom "+g.end.String()), BR(555, heTrail(g.closing))}, {},
		{small(40, "Dieses Dokument ist eine Zweitschrift des Kontoauszugs. Die Buchungen wurden bereits mit dem Original mitgeteilt.")},
		{small(40, "Entgelt für die Zweitschrift gemäß Preis- und Leistungsverzeichnis.")}})
	hsFoot(f.pages, []string{g.bank + " · Anstalt des öffentlichen Rechts · " + g.chosen["he-office"] + " · BIC " + g.bic,
		"Die Kreissparkasse ist dem Sicherungssystem der Sparkassen-Finanzgruppe angeschlossen."},
		func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })
	ps := psProgram(f.pages, psStyle{W: PageW, H: PageH, Regular: "NimbusSans-Regular", Bold: "NimbusSans-Bold", Show: "show",
		Creator: "OSPlus Dokumentenarchiv Zweitschrift", Title: "Kontoauszug " + nr + " Duplikat"})
	// The archive stamps the copy: the watermark over the text, the
	// document code in the margin, before each page is shown.
	parts := strings.Split(ps, "showpage\n")
	for i := 0; i+1 < len(parts); i++ {
		code := fmt.Sprintf("KSK %s · KA %s · D%06d · Seite %d", g.iban[4:12], nr, int(g.iban[len(g.iban)-6]-'0')*1000+i*37+101, i+1)
		parts[i] += heWatermark("DUPLIKAT", code, PageW, PageH)
	}
	st.PostScript = strings.Join(parts, "showpage\n")
}

// heAnnot is one annotation mutool run adds: page (0-based), subtype,
// rectangle (points from the top left, as MuPDF's), contents, colour, quad points, ink
// strokes, FreeText font size, icon.
type heAnnot struct {
	Page     int           `json:"page"`
	Type     string        `json:"type"`
	Rect     []float64     `json:"rect,omitempty"`
	Contents string        `json:"contents,omitempty"`
	Color    []float64     `json:"color,omitempty"`
	Quads    [][]float64   `json:"quads,omitempty"`
	Ink      [][][]float64 `json:"ink,omitempty"`
	DA       float64       `json:"da,omitempty"`
	Icon     string        `json:"icon,omitempty"`
}

// renderHEKoeln: the Sparkasse KölnBonn business statement with the tax
// adviser's annotations.
func (g *gen) renderHEKoeln(f *flow, st *Statement) {
	st.Tool = "mutool-annot"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 8.5, 40, 1
	f.lh = 10.8
	f.top, f.bottom = 40, 84
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.5} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Sparkasse KölnBonn", Bold: true, Size: 14}, R(555, "Kontoauszug "+nr))
		f.gap(5)
		f.put(Item{X: 40, Text: g.chosen["he-office"], Size: 6.5}, R(555, "Firmenkonto Business Giro"))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.put(L(40, "Gewerbestraße 12"), R(555, "BIC "+g.bic))
			f.put(L(40, "50823 Köln"), R(555, fmt.Sprintf("Zeitraum %s bis %s", g.start, g.end)))
			f.gap(12)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(6)
		}
		f.put(B(40, "Buchungstag"), B(104, "Wert"), B(164, "Erläuterung"), BR(555, "Betrag EUR"))
		f.gap(3)
	}
	f.newPage()
	f.put(B(164, "Kontostand am "+g.start.AddDays(-1).String()), BR(555, g.opening.String()))
	f.gap(3)
	type spot struct {
		page int
		y    float64
		n    int
	}
	var spots []spot
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(104, t.value.String()), B(164, t.typ), R(555, t.amount.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(164, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 164, 64)...)
		if t.eref != "" {
			ls = append(ls, []Item{small(164, "End-to-End-Ref.: "+t.eref)})
		}
		if t.mref != "" {
			ls = append(ls, []Item{small(164, "Mandatsref.: "+t.mref+" Gläubiger-ID: "+t.cred)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(164, "IBAN: "+german.FormatIBAN(t.iban)+" BIC: "+hrBIC(t.iban))})
		}
		f.block(ls)
		spots = append(spots, spot{len(f.pages) - 1, f.y - float64(len(ls))*f.lh, len(ls)})
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(164, fmt.Sprintf("Kontostand am %s um %s Uhr", g.end, g.chosen["he-time"])), BR(555, g.closing.String())}, {},
		{small(40, "Bitte prüfen Sie die Buchungen. Einwendungen gegen den Kontoauszug sind unverzüglich zu erheben.")}})
	hsFoot(f.pages, []string{"Sparkasse KölnBonn · Anstalt des öffentlichen Rechts · Hahnenstraße 57 · 50667 Köln · Amtsgericht Köln HRA 15232",
		"Die Sparkasse KölnBonn ist dem Sicherungssystem der Sparkassen-Finanzgruppe angeschlossen."},
		func(i, n int) string { return fmt.Sprintf("Blatt %d/%d", i, n) })
	// The adviser's review: a stamp on page 1, marks on some bookings.
	h := fnvSeed(g.iban)
	pick := func(k int) int { return int((h >> (k * 5)) % 1000) }
	booked := g.end.AddDays(8 + pick(1)%20)
	initials := []string{"MH", "sk", "JB", "A.W."}[pick(2)%4]
	sx, sy := 300.0+float64(pick(3)%120), 260.0+float64(pick(4)%300)
	// mutool's coordinates run from the top left, as the items' do.
	ann := []heAnnot{{Page: 0, Type: "FreeText", Rect: []float64{sx, sy, sx + 150, sy + 46},
		Contents: fmt.Sprintf("GEBUCHT %s\nDATEV Kto. 1200\n%s", booked, initials), Color: []float64{0.8, 0.1, 0.1}, DA: 12}}
	for i, s := range spots {
		y := s.y
		switch (pick(5) + i*7) % 9 {
		case 0:
			ann = append(ann, heAnnot{Page: s.page, Type: "Highlight", Color: []float64{1, 0.92, 0.2},
				Quads: [][]float64{{38, y - 1, 557, y - 1, 38, y + f.lh, 557, y + f.lh}}})
		case 1:
			ann = append(ann, heAnnot{Page: s.page, Type: "Text", Rect: []float64{562, y, 580, y + 18}, Contents: "Beleg fehlt", Icon: "Comment",
				Color: []float64{1, 0.8, 0}})
		case 2:
			ann = append(ann, heAnnot{Page: s.page, Type: "FreeText", Rect: []float64{530, y + f.lh + 2, 592, y + 2*f.lh + 14}, Contents: "privat?",
				Color: []float64{0.1, 0.2, 0.75}, DA: 8})
		case 3, 4, 5:
			ann = append(ann, heAnnot{Page: s.page, Type: "Ink", Color: []float64{0.1, 0.2, 0.75},
				Ink: [][][]float64{{{559, y + 6}, {562, y + 10}, {569, y - 1}}}})
		}
	}
	js, _ := json.Marshal(ann)
	st.Source = string(js)
}

// fnvSeed is a number from s for choices that must not move the random
// stream.
func fnvSeed(s string) uint64 {
	var h uint64 = 1469598103934665603
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// renderHEEthik: the EthikBank statement, PostScript printed with
// every glyph turned into a path.
func (g *gen) renderHEEthik(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 8.3, 40, 1
	f.lh = 10.6
	f.top, f.bottom = 42, 80
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.2} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "EthikBank", Bold: true, Size: 15}, R(555, "Kontoauszug Nr. "+nr))
		f.gap(5)
		f.put(Item{X: 40, Text: g.bank + " · " + g.chosen["he-office"], Size: 6.5}, R(555, fmt.Sprintf("Seite %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Girokonto "+ibanF))
			f.put(L(40, "Hauptstraße 7"), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(555, fmt.Sprintf("Zeitraum %s - %s", g.start, g.end)))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Buchungstag"), B(100, "Valuta"), B(160, "Vorgang / Buchungsinformation"), BR(480, "Soll EUR"), BR(555, "Haben EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1, W: 515, Width: 0.5})
		f.gap(3)
	}
	col := func(c german.Cents, bold bool) Item {
		x := 555.0
		if c < 0 {
			x = 480
		}
		it := R(x, pos(c).String())
		it.Bold = bold
		return it
	}
	f.newPage()
	f.put(B(160, "Alter Kontostand am "+g.start.AddDays(-1).String()), col(g.opening, true))
	f.gap(3)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), B(160, t.typ), col(t.amount, false)}}
		if t.party != "" {
			ls = append(ls, []Item{L(160, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 160, 56)...)
		if t.mref != "" {
			ls = append(ls, []Item{small(160, "Mandatsreferenz "+t.mref+" · Gläubiger-ID "+t.cred)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(160, "IBAN "+german.FormatIBAN(t.iban)+" · BIC "+hrBIC(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(160, "Neuer Kontostand am "+g.end.String()), col(g.closing, true)}, {},
		{small(40, "Soll = Belastung, Haben = Gutschrift. Ein Kontostand in der Spalte Soll ist ein Schuldsaldo.")},
		{small(40, "Bitte prüfen Sie die Buchungen. Einwendungen sind unverzüglich zu erheben.")}})
	hsFoot(f.pages, []string{"EthikBank eG · Zweigniederlassung der Volksbank Eisenberg eG · Martin-Luther-Straße 2 · 07607 Eisenberg · Genossenschaftsregister Jena GnR 139",
		"Die Bank ist der BVR Institutssicherung GmbH und der Sicherungseinrichtung des BVR angeschlossen."}, nil)
	st.Tool = "gs-outlines"
	st.Source = psProgram(f.pages, psStyle{W: PageW, H: PageH, Regular: "NimbusSans-Regular", Bold: "NimbusSans-Bold", Show: "show",
		Creator: "PDF-Drucker (Text als Kurven)", Title: "Kontoauszug " + nr})
}

// renderHERenault: the Tagesgeld quarter statement, typeset by groff.
func (g *gen) renderHERenault(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	q := (int(g.start.Month)-1)/3 + 1
	g.size, g.x0, g.xs = 9, 44, 1
	f.lh = 11.5
	f.top, f.bottom = 46, 84
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.5} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Renault Bank direkt", Bold: true, Size: 14}, R(555, fmt.Sprintf("Kontoauszug %d. Quartal %d", q, g.end.Year)))
		f.gap(4)
		f.put(small(40, g.chosen["he-office"]))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Tagesgeldkonto"))
			f.put(L(40, "Hauptstraße 7"), R(555, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), R(555, "BIC "+g.bic))
			f.put(R(555, fmt.Sprintf("Abrechnungszeitraum %s - %s", g.start, g.end)))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		f.put(B(40, "Buchungstag"), B(110, "Wertstellung"), B(180, "Buchungstext"), BR(555, "Betrag EUR"))
		f.gap(3)
	}
	f.newPage()
	f.put(B(180, "Saldo alt per "+g.start.AddDays(-1).String()), BR(555, g.opening.String()))
	f.gap(3)
	var in, out german.Cents
	if len(g.txs) == 0 {
		f.put(L(180, "Im Abrechnungszeitraum wurden keine Umsätze gebucht."))
		f.gap(3)
	}
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(110, t.value.String()), B(180, t.typ), R(555, hgPlus(t.amount))}}
		if t.party != "" {
			ls = append(ls, []Item{L(180, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 180, 56)...)
		if t.iban != "" {
			ls = append(ls, []Item{small(180, "Referenzkonto "+german.FormatIBAN(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		if t.amount > 0 {
			in += t.amount
		} else {
			out -= t.amount
		}
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{
		{B(180, "Saldo neu per "+g.end.String()), BR(555, g.closing.String())},
		{},
		{L(40, fmt.Sprintf("Summe Gutschriften %s EUR · Summe Belastungen %s EUR", in, out))},
		{L(40, fmt.Sprintf("Aktueller Zinssatz %s %% p.a. · Zinsgutschrift jährlich zum 31.12.", g.chosen["he-rate"]))},
		{},
		{small(40, "Guthaben auf Ihrem Tagesgeldkonto sind durch den französischen Einlagensicherungsfonds (FGDR) bis 100.000 EUR geschützt.")},
		{small(40, "Bitte prüfen Sie diesen Kontoauszug. Einwendungen sind innerhalb von sechs Wochen nach Zugang zu erheben.")},
	})
	hgPageNumbers(f.pages, 555, PageH-40, 7, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
	st.Troff = troffProgram(f.pages, troffStyle{Regular: "TR", Bold: "TB"})
}

// enAmt is an English amount with CR or DR after it: "1,234.56 CR".
func enAmt(c german.Cents) string {
	v := pos(c)
	s := strconv.FormatInt(int64(v/100), 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	mark := "CR"
	if c < 0 {
		mark = "DR"
	}
	return fmt.Sprintf("%s.%02d %s", b.String(), int64(v%100), mark)
}

// heEnDate is "03/02/2025".
func heEnDate(d german.Date) string { return fmt.Sprintf("%02d/%02d/%d", d.Day, int(d.Month), d.Year) }

// renderHEEnglish: Deutsche Bank's English statement, embedded DejaVu.
func (g *gen) renderHEEnglish(f *flow, st *Statement) {
	st.Font = "dejavu"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 7.8, 40, 1
	f.lh = 10.4
	f.top, f.bottom = 40, 82
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 6.8} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Deutsche Bank", Bold: true, Size: 15}, R(555, "Statement of Account no. "+nr))
		f.gap(5)
		f.put(Item{X: 40, Text: g.bank + " · " + g.chosen["he-office"], Size: 6.5}, R(555, fmt.Sprintf("Page %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Deutsche Bank AktivKonto"))
			f.put(L(40, "Hauptstraße 7"), R(555, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), R(555, "BIC "+g.bic))
			f.put(L(40, "Germany"), R(555, fmt.Sprintf("Statement period %s - %s", heEnDate(g.start), heEnDate(g.end))))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Booking date"), B(104, "Value date"), B(168, "Transaction details"), BR(555, "Amount EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1, W: 515, Width: 0.4})
		f.gap(3)
	}
	f.newPage()
	f.put(B(168, "Previous balance as of "+heEnDate(g.start.AddDays(-1))), BR(555, enAmt(g.opening)))
	f.gap(3)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, heEnDate(t.booking)), L(104, heEnDate(t.value)), B(168, t.typ), R(555, enAmt(t.amount))}}
		if t.party != "" {
			ls = append(ls, []Item{L(168, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 168, 62)...)
		if t.mref != "" {
			ls = append(ls, []Item{small(168, "Creditor ID "+t.cred+" · Mandate ref. "+t.mref)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(168, "IBAN "+german.FormatIBAN(t.iban)+" · BIC "+hrBIC(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(168, "New balance as of "+heEnDate(g.end)), BR(555, enAmt(g.closing))}, {},
		{small(40, "CR = credit (in your favour), DR = debit. Please check this statement; objections must be raised without delay.")},
		{small(40, "This statement is a translation for your convenience. Deposits are protected by the Einlagensicherungsfonds.")}})
	hsFoot(f.pages, []string{"Deutsche Bank AG · Taunusanlage 12 · 60325 Frankfurt am Main · Commercial register: Frankfurt am Main HRB 30000 · VAT ID DE114103379",
		"Chairman of the Supervisory Board: A. Example · Management Board: B. Sample (Chairman), C. Specimen, D. Placeholder"}, nil)
}

// heMixed says which pages of a statement are landscape: ToolArgs "P"
// or "L" a page.
func heMixed(pages []Page, landscapeFrom int) []string {
	var o []string
	for i := range pages {
		if i >= landscapeFrom {
			o = append(o, "L")
		} else {
			o = append(o, "P")
		}
	}
	return o
}

// renderHEKita: the KD-Bank statement of the parish Kita, its Anlage
// with the collective bookings' items on landscape pages.
func (g *gen) renderHEKita(f *flow, st *Statement) {
	st.Tool = "fpdf-mixed"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 8.2, 40, 1
	f.lh = 10.6
	f.top, f.bottom = 42, 84
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.2} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "KD-Bank", Bold: true, Size: 15}, R(555, "Kontoauszug "+nr))
		f.gap(5)
		f.put(Item{X: 40, Text: g.bank + " · " + g.chosen["he-office"], Size: 6.5}, R(555, fmt.Sprintf("Blatt %d", p)))
		f.gap(8)
		if p == 1 {
			for i, l := range wrap(g.holder, 46) {
				right := []string{"Kontokorrent " + strings.TrimLeft(g.iban[12:], "0"), "IBAN " + ibanF}
				if i < len(right) {
					f.put(L(40, l), R(555, right[i]))
				} else {
					f.put(L(40, l))
				}
			}
			f.put(L(40, "Kirchplatz 1"), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(555, fmt.Sprintf("Auszugszeitraum %s - %s", g.start, g.end)))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Buchungstag"), B(100, "Valuta"), B(160, "Vorgang"), BR(480, "Soll EUR"), BR(555, "Haben EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1, W: 515, Width: 0.5})
		f.gap(3)
	}
	col := func(c german.Cents, bold bool) Item {
		x := 555.0
		if c < 0 {
			x = 480
		}
		it := R(x, pos(c).String())
		it.Bold = bold
		return it
	}
	parse := func(key string) [][]string {
		var out [][]string
		for _, l := range strings.Split(g.chosen[key], "\n") {
			if l != "" {
				out = append(out, strings.Split(l, "|"))
			}
		}
		return out
	}
	sammler, wages := parse("he-sammler"), parse("he-wages")
	f.newPage()
	f.put(B(160, "Kontostand am "+g.start.AddDays(-1).String()), col(g.opening, true))
	f.gap(3)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(100, t.value.String()), B(160, t.typ), col(t.amount, false)}}
		if t.party != "" {
			ls = append(ls, []Item{L(160, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 160, 56)...)
		switch t.typ {
		case "SEPA-Sammel-Einzug":
			ls = append(ls, []Item{small(160, fmt.Sprintf("Anzahl Posten: %d · Einzelaufstellung siehe Anlage 1", len(sammler)))},
				[]Item{small(160, "Gläubiger-ID "+t.cred)})
		case "SEPA-Sammelüberweisung":
			ls = append(ls, []Item{small(160, fmt.Sprintf("Anzahl Posten: %d · Einzelaufstellung siehe Anlage 2", len(wages)))})
		}
		if t.mref != "" && t.typ != "SEPA-Sammel-Einzug" {
			ls = append(ls, []Item{small(160, "Mandatsreferenz "+t.mref)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(160, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(160, "Kontostand am "+g.end.String()), col(g.closing, true)}, {},
		{small(40, "Anlagen: 1 Einzelaufstellung SEPA-Sammel-Einzug, 2 Einzelaufstellung SEPA-Sammelüberweisung (im Querformat).")},
		{small(40, "Bitte prüfen Sie die Buchungen. Einwendungen sind unverzüglich zu erheben.")}})
	hsFoot(f.pages, []string{"KD-Bank eG · Schwanenwall 27 · 44135 Dortmund · Genossenschaftsregister Dortmund GnR 291",
		"Die KD-Bank ist der BVR Institutssicherung GmbH angeschlossen."}, nil)
	portrait := len(f.pages)
	// The Anlage: landscape pages, placed in their own coordinates.
	for k, list := range []struct {
		title, sub string
		rows       [][]string
		head       [5]string
	}{
		{"Anlage 1 zum Kontoauszug " + nr + ": Einzelaufstellung SEPA-Sammel-Einzug (Basislastschrift)", "Gläubiger " + g.holder,
			sammler, [5]string{"Zahlungspflichtiger", "IBAN", "Mandatsreferenz", "Verwendungszweck", "Betrag EUR"}},
		{"Anlage 2 zum Kontoauszug " + nr + ": Einzelaufstellung SEPA-Sammelüberweisung", "Auftraggeber " + g.holder,
			wages, [5]string{"Empfänger", "IBAN", "Referenz", "Verwendungszweck", "Betrag EUR"}},
	} {
		var p Page
		y := 36.0
		line := func(items ...Item) {
			for _, it := range items {
				it.Y = y
				if it.Size == 0 {
					it.Size = 7.5
				}
				p.Items = append(p.Items, it)
			}
			y += 10.5
		}
		line(Item{X: 40, Text: "KD-Bank", Bold: true, Size: 11}, Item{X: 800, Text: "IBAN " + ibanF, Right: true})
		y += 4
		line(Item{X: 40, Text: list.title, Bold: true, Size: 9})
		line(Item{X: 40, Text: list.sub})
		y += 4
		line(B(40, "Nr."), B(64, list.head[0]), B(220, list.head[1]), B(370, list.head[2]), B(470, list.head[3]), BR(800, list.head[4]))
		p.Shapes = append(p.Shapes, Shape{Kind: "line", X: 40, Y: y - 1, W: 760, Width: 0.5})
		var sum german.Cents
		for i, r := range list.rows {
			a, _ := german.ParseAmount(r[4])
			sum += a
			line(L(40, fmt.Sprint(i+1)), L(64, r[0]), L(220, german.FormatIBAN(r[1])), L(370, r[2]), L(470, r[3]), R(800, r[4]))
		}
		p.Shapes = append(p.Shapes, Shape{Kind: "line", X: 40, Y: y - 1, W: 760, Width: 0.5})
		line(B(470, fmt.Sprintf("Summe (%d Posten)", len(list.rows))), BR(800, sum.String()))
		p.Items = append(p.Items, Item{X: 800, Y: PageW - 30, Text: fmt.Sprintf("Anlage %d · Blatt %d", k+1, portrait+k+1), Size: 6.5, Right: true})
		f.pages = append(f.pages, p)
	}
	st.ToolArgs = heMixed(f.pages, portrait)
}

// heTool is the maker of a PDF for an he-* Tool, nil for other tools.
func heTool(name string) func(ctx context.Context, s *Statement) ([]byte, error) {
	switch name {
	case "gs-outlines":
		return heOutlines
	case "mutool-annot":
		return heAnnotated
	case "fpdf-mixed":
		return heMixedPDF
	}
	return nil
}

// heNeeds are the programs each he-* tool runs.
var heNeeds = map[string][]string{
	"gs-outlines":  {"gs"},
	"mutool-annot": {"mutool"},
	"fpdf-mixed":   nil,
}

func heMissing(tool string) error {
	for _, c := range heNeeds[tool] {
		if _, err := exec.LookPath(c); err != nil {
			return fmt.Errorf("synth: %s (he-*) statements need %s: not on PATH (make deps installs it)", tool, c)
		}
	}
	return nil
}

// heOutlines converts the PostScript in Source with Ghostscript, every
// glyph written as a path (no fonts, no text), as a PDF printer that
// sends text as graphics does.
func heOutlines(ctx context.Context, s *Statement) ([]byte, error) {
	if err := heMissing(s.Tool); err != nil {
		return nil, err
	}
	return runTool(ctx, []byte(s.Source), nil, "gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite",
		"-dCompatibilityLevel=1.5", "-dAutoRotatePages=/None", "-dNoOutputFonts", "-dOmitInfoDate", "-dOmitID", "-dOmitXMP",
		"-sOutputFile=%stdout", "-")
}

// heAnnotScript is the mutool run program that adds the annotations
// (spec: a JSON array of heAnnot) to the file argv[0], saved as argv[1].
const heAnnotScript = `var doc = new PDFDocument(scriptArgs[0]);
for (var i = 0; i < spec.length; i++) {
  var s = spec[i];
  var page = doc.loadPage(s.page);
  var a = page.createAnnotation(s.type);
  if (s.rect) a.setRect(s.rect);
  if (s.contents) a.setContents(s.contents);
  if (s.color && s.type != "FreeText") a.setColor(s.color);
  if (s.quads) a.setQuadPoints(s.quads);
  if (s.ink) a.setInkList(s.ink);
  if (s.da) { a.setDefaultAppearance("Helv", s.da, s.color); a.setBorder(s.da > 10 ? 1.5 : 0); }
  if (s.icon) a.setIcon(s.icon);
  a.setAuthor("Steuerkanzlei");
  var d = new Date(Date.UTC(2025, 0, 1));
  a.setModificationDate(d);
  a.setCreationDate(d);
  a.update();
}
doc.save(scriptArgs[1], "compress");
`

// heAnnotated draws the pages with fpdf and adds Source's annotations
// with mutool run.
func heAnnotated(ctx context.Context, s *Statement) ([]byte, error) {
	if err := heMissing(s.Tool); err != nil {
		return nil, err
	}
	pdf, tr := newPDF()
	pdf.SetCreator("S-Firmenkunden Postfach", true)
	b, err := corePages(pdf, tr, s.Pages, nil)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "synth-he-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, out, js := filepath.Join(dir, "in.pdf"), filepath.Join(dir, "out.pdf"), filepath.Join(dir, "annot.js")
	if err := os.WriteFile(in, b, 0o600); err != nil {
		return nil, err
	}
	if err := os.WriteFile(js, []byte("var spec = "+s.Source+";\n"+heAnnotScript), 0o600); err != nil {
		return nil, err
	}
	if _, err := runTool(ctx, nil, nil, "mutool", "run", js, in, out); err != nil {
		return nil, err
	}
	return os.ReadFile(out)
}

// heMixedPDF draws the pages with fpdf (core Helvetica), each portrait
// or landscape as ToolArgs says.
func heMixedPDF(_ context.Context, s *Statement) ([]byte, error) {
	pdf, tr := newPDF()
	pdf.SetCreator("agree21 Kontoauszug mit Anlagen", true)
	if len(s.ToolArgs) != len(s.Pages) {
		return nil, fmt.Errorf("synth: %d orientations for %d pages", len(s.ToolArgs), len(s.Pages))
	}
	for i, p := range s.Pages {
		if s.ToolArgs[i] == "L" {
			pdf.AddPageFormat("L", fpdf.SizeType{Wd: PageW, Ht: PageH})
		} else {
			pdf.AddPage()
		}
		drawShapes(pdf, p.Shapes)
		for _, it := range p.Items {
			pdf.SetFont("Helvetica", style(it), it.Size)
			txt := tr(it.Text)
			x := it.X
			if it.Right {
				x -= pdf.GetStringWidth(txt)
			}
			pdf.Text(x, it.Y+it.Size*0.8, txt)
		}
	}
	var buf strings.Builder
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("synth: render pdf: %w", err)
	}
	return []byte(buf.String()), nil
}
