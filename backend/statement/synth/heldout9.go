package synth

// Sealed batch 9 (hs-*): a ninth held-out batch, written when the eighth
// (ht-*) was sealed, without looking at the extractor or its rule code.
// Five of the seven are ordinary current-account statements of big-bank
// styles no earlier batch modelled (what most uploads are); two are other
// documents consumers upload. Bank data, names and numbers are synthetic:
//
//   - hs-sparda: a Sparda-Bank Kontoauszug "Nr. 3/2025": "Buch.-Tag |
//     Wert-Tag | Erläuterung | Betrag EUR", year-less dates, amounts with
//     the sign after a space ("45,00 -", "1.234,56 +"), the booking type
//     first, then the remittance text, the counterparty and its IBAN on
//     the LAST line of the block (name and IBAN side by side), "Übertrag
//     auf Blatt 2" / "Übertrag von Blatt 1" with the balance at the page
//     break, "Blatt 1 von 2" under the bank's address;
//   - hs-psd: a PSD Bank / Volksbank statement "Buchungstag | Valuta |
//     Vorgang | Betrag": dates "3.2.25" (no leading zeros, two-digit
//     year), the counterparty on the first line and the type ("Basis-
//     Lastschrift") under it, "Mandatsref. … Gläubiger-ID …" and "IBAN …"
//     after the text, signed amounts "+1.234,56" / "-45,00", "Zwischen-
//     saldo" at the foot and "Vortrag" at the head of further pages;
//   - hs-targobank: a Targobank Kontoauszug with the value date AFTER the
//     text: "Datum | Buchungstext | Wert | Soll | Haben", full dates,
//     unsigned amounts in Soll or Haben, the old and new balance and the
//     "Übertrag" in the column of their sign, "Kundenreferenz" lines, the
//     page number at the top right ("Seite 2/3"), the bank's address at
//     the foot;
//   - hs-deutsche: a Deutsche-Bank-style Kontoauszug with "Buchung" and
//     "Valuta" STACKED in one column (the booking date on the block's
//     first line, the value date under it, both year-less), "Soll" and
//     "Haben" right-aligned headers with signed amounts ("-45,00" in
//     Soll, "+1.234,56" in Haben), "Filiale / Konto / Unterkonto" in the
//     head, "Mandatsreferenz" and "Gläubiger-ID" lines, no carry-over
//     lines (the head repeats);
//   - hs-commerz: a Commerzbank-2024-style statement: "Angaben zu den
//     Umsätzen", "Buchungstag | Vorgang | Valuta | Betrag in EUR" with
//     dates "03.02" (no trailing dot, no year) and the value date after
//     the free text, the type not printed (the counterparty heads the
//     block; bank postings head with their type), trailing minus
//     ("45,00-", credits unsigned), "End-to-End-Ref." and "Mandatsref."
//     lines, no counterparty IBAN, "Kontostand in EUR am …";
//   - hs-haushaltsbuch: a budgeting app's "Haushaltsbuch" export printed
//     to PDF: NEWEST FIRST, "Mo 03.03.25" dates with the weekday, a
//     "Kategorie" column before the name, name and purpose in wrapped
//     narrow columns, amounts "-45,00 €", start and end balance in the
//     head, and after the table a per-category evaluation and totals
//     (amounts, not bookings);
//   - hs-nachlass: a savings bank's Nachlasskonto (the account of a
//     deceased, run by the heirs) over the quarter after the death: the
//     pension credited and recalled ("Rentenrückruf"), Sterbegeld, the
//     undertaker, cemetery and probate court, final utility bills and
//     refunds, in one quarter of four the estate paid out to the heirs
//     and the account closed at 0,00; the value date on the block's last
//     line, beside the IBAN ("Wert: 03.02.2025"), "Zwischensumme Seite 1" at the foot and
//     "Übertrag" at the head of further pages.
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings), the purpose
// is the remittance text only (no type, labels, references or account
// numbers), the booking text is the type where it is printed, amounts are
// signed from the account holder's view.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed8Layouts lists the layouts of the ninth held-out batch (hs-*).
// They are in none of the other layout lists.
func Sealed8Layouts() []string {
	return []string{"hs-sparda", "hs-psd", "hs-targobank", "hs-deutsche", "hs-commerz", "hs-haushaltsbuch", "hs-nachlass"}
}

// hsBanks are the banks (name, bank code, BIC, head office) a current
// account layout of the batch draws from.
var hsBanks = map[string][]branch{
	"hs-sparda": {
		{"Sparda-Bank Südwest eG", "55090500", "GENODEF1S01", "Robert-Koch-Straße 45 · 55129 Mainz"},
		{"Sparda-Bank Hessen eG", "50090500", "GENODEF1S12", "Osloer Straße 2 · 60327 Frankfurt am Main"},
		{"Sparda-Bank West eG", "37060590", "GENODED1SPK", "Ludwig-Erhard-Allee 15 · 40227 Düsseldorf"},
	},
	"hs-psd": {
		{"PSD Bank Nord eG", "20090900", "GENODEF1P08", "Dammtorstraße 27 · 20354 Hamburg"},
		{"PSD Bank Rhein-Ruhr eG", "30060992", "GENODED1PSD", "Deutsche Straße 8 · 44339 Dortmund"},
		{"Volksbank Mittelhessen eG", "51390000", "VBMHDE5FXXX", "Schiffenberger Weg 110 · 35394 Gießen"},
	},
	"hs-targobank": {
		{"TARGOBANK AG", "30020900", "CMCIDEDDXXX", "Kasernenstraße 10 · 40213 Düsseldorf"},
	},
	"hs-deutsche": {
		{"Deutsche Bank AG", "50070024", "DEUTDEDBFRA", "Taunusanlage 12 · 60325 Frankfurt am Main"},
		{"Deutsche Bank AG", "37070024", "DEUTDEDBKOE", "Unter Sachsenhausen 37 · 50667 Köln"},
	},
	"hs-commerz": {
		{"Commerzbank AG", "37040044", "COBADEFFXXX", "Kaiserplatz · 60311 Frankfurt am Main"},
		{"Commerzbank AG", "20040000", "COBADEHHXXX", "Ness 7-9 · 20457 Hamburg"},
	},
}

// sealed8Setup draws the statement of an hs-* layout from its own random
// stream and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed8Setup() {
	g.redraw("hs|", 0x5ea1ed9)
	g.drawBranch(hsBanks, "hs-office")
	limit := 40
	switch g.layout {
	case "hs-sparda":
		g.transactions()
		limit = 30
	case "hs-psd":
		g.transactions()
		limit = 30
	case "hs-targobank":
		g.transactions()
		limit = 34
	case "hs-deutsche":
		g.transactions()
		limit = 28
	case "hs-commerz":
		g.transactions()
		limit = 34
	case "hs-haushaltsbuch":
		b := banks[g.r.IntN(len(banks))]
		g.bank, g.bic = b.name, b.bic
		g.iban = makeIBAN(b.blz, g.r.Uint64())
		g.transactions()
		limit = 50
	case "hs-nachlass":
		g.hsNachlassTxs()
		limit = 24
	}
	g.thin(limit, thinning{stop: true})
	g.rebalance()
}

// hsNachlassTxs: the quarter after the account holder's death: the
// pension paid and recalled, the funeral, the court, final bills and
// refunds, the monthly fee and, in one quarter of four, the payout to
// the heirs that closes the account.
func (g *gen) hsNachlassTxs() {
	b := g.r.IntN(3)
	g.bank = []string{"Sparkasse Hildesheim Goslar Peine", "Kreissparkasse Heilbronn", "Stadtsparkasse Nordheim"}[b]
	g.bic = []string{"NOLADE21HIK", "HEISDE66XXX", "DUSSDEDDXXX"}[b]
	g.iban = makeIBAN([]string{"25950130", "62050000", "30050110"}[b], g.r.Uint64())
	deceased := g.pick("Gertrud Hoffmann", "Heinz-Werner Krause", "Ilse Brandt", "Walter Zimmermann", "Hannelore Vogt")
	last := deceased[strings.LastIndex(deceased, " ")+1:]
	heirs := []string{g.pick("Thomas", "Sabine", "Michael", "Petra") + " " + last, g.pick("Andrea", "Jürgen", "Claudia", "Frank") + " " + g.pick(last, "Becker", "Wolf", "Schröder")}
	if g.r.IntN(2) == 0 {
		heirs = heirs[:1]
	}
	g.holder = "Nachlass " + deceased
	g.start = german.D(g.start.Year, time.Month(1+3*g.r.IntN(4)), 1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 3, -1))
	died := g.start.AddDays(-(3 + g.r.IntN(25)))
	g.note("hs-deceased", deceased)
	g.note("hs-died", died.String())
	g.note("hs-heirs", strings.Join(heirs, " und "))
	g.opening = german.Cents(1500000 + g.r.IntN(4500000))
	g.txs = nil
	num := func() int { return 100000 + g.r.IntN(899999) }
	iban := func() string { return makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()) }
	day := func(lo, hi int) german.Date { return g.start.AddDays(lo + g.r.IntN(hi-lo)) }
	add := func(d german.Date, typ, party, purpose string, amt german.Cents, hasIBAN bool) {
		t := tx{booking: d, value: d, typ: typ, party: party, purpose: purpose, amount: amt}
		if hasIBAN {
			t.iban = iban()
		}
		if g.r.IntN(4) == 0 && d.After(g.start) {
			t.value = d.AddDays(-1)
		}
		g.txs = append(g.txs, t)
	}
	rvnr := fmt.Sprintf("%02d %06d %c %03d", 10+g.r.IntN(80), g.r.IntN(999999), 'A'+rune(g.r.IntN(26)), g.r.IntN(999))
	pension := german.Cents(90000 + g.r.IntN(160000))
	mm := fmt.Sprintf("%02d/%02d", g.start.Month, g.start.Year%100)
	d := g.start.AddDays(-1 + g.r.IntN(2))
	if d.Before(g.start) {
		d = g.start
	}
	add(d, "Gutschrift", "Deutsche Rentenversicherung Bund", fmt.Sprintf("Rente %s RV-Nr. %s", mm, rvnr), pension, true)
	add(day(8, 30), "Rentenrückruf", "Deutsche Rentenversicherung Bund", fmt.Sprintf("Rückforderung Rente %s wg. Tod RV-Nr. %s", mm, rvnr), -pension, false)
	if g.r.IntN(2) == 0 {
		add(day(10, 45), "Gutschrift", g.pick("Ideal Lebensversicherung a.G.", "Monuta Versicherungen", "Nürnberger Lebensversicherung AG"),
			fmt.Sprintf("Sterbegeldversicherung VS-Nr. %d Auszahlung", num()), german.Cents(300000+g.r.IntN(500000)), true)
	}
	add(day(3, 30), "Überweisung", g.pick("Bestattungshaus Pietät "+g.city, "Beerdigungsinstitut Lange GmbH", "Bestattungen Krüger & Sohn"),
		fmt.Sprintf("Rechnung %d Bestattung %s", num(), deceased), -german.Cents(400000+g.r.IntN(550000)), true)
	add(day(10, 60), "Überweisung", "Friedhofsverwaltung "+g.city, fmt.Sprintf("Grabnutzungsgebühr Feld %d Grab Nr. %d Kassenzeichen %d", 1+g.r.IntN(30), 1+g.r.IntN(400), num()),
		-german.Cents(80000+g.r.IntN(200000)), true)
	add(day(20, 80), "Überweisung", "Landeshauptkasse", fmt.Sprintf("Amtsgericht %s Nachlasssache %d VI %d/%02d Kosten Erbschein", g.city, 1+g.r.IntN(20), 100+g.r.IntN(900), g.start.Year%100),
		-german.Cents(15000+g.r.IntN(120000)), true)
	landlord := g.pick("Hausverwaltung Schulz", "Grünwald Immobilien GmbH")
	rent := -german.Cents(45000 + g.r.IntN(40000))
	for m := range 1 + g.r.IntN(2) {
		ms := g.start.Time().AddDate(0, m, 0)
		add(german.FromTime(ms).AddDays(2), "Dauerauftrag", landlord, "Miete "+months[ms.Month()-1]+" Whg. 3 "+deceased, rent, true)
	}
	add(g.end, "Entgelt", "", fmt.Sprintf("Kontoführung %d. Quartal %d", (int(g.start.Month)+2)/3, g.start.Year), -german.Cents(1050), false)
	if g.r.IntN(2) == 0 {
		amt := german.Cents(2000 + g.r.IntN(30000))
		if g.r.IntN(2) == 0 {
			amt = -amt
		}
		add(day(30, 85), g.pick("Gutschrift", "Lastschrift"), "Stadtwerke "+g.city+" GmbH", fmt.Sprintf("Schlussrechnung Vertragskonto %d", num()), amt, true)
		if amt < 0 {
			g.txs[len(g.txs)-1].typ = "Lastschrift"
		} else {
			g.txs[len(g.txs)-1].typ = "Gutschrift"
		}
	}
	if g.r.IntN(2) == 0 {
		add(day(15, 70), "Gutschrift", g.pick("AOK Niedersachsen", "Techniker Krankenkasse", "Barmer"), fmt.Sprintf("Beitragserstattung wg. Tod Vers.-Nr. %d", num()), german.Cents(1000+g.r.IntN(20000)), true)
	}
	if g.r.IntN(2) == 0 {
		add(day(20, 80), "Gutschrift", "Rundfunk ARD, ZDF, DRadio", fmt.Sprintf("Erstattung Beitragsnummer %d", num()), german.Cents(1836*(1+g.r.IntN(5))), true)
	}
	if g.r.IntN(2) == 0 {
		add(day(25, 85), "Überweisung", g.pick("Entrümpelung Schneider", "Haushaltsauflösungen Nord GmbH"), fmt.Sprintf("Wohnungsauflösung Rechnung %d", num()), -german.Cents(60000+g.r.IntN(150000)), true)
	}
	lim := 20
	if g.opt.MaxTransactions > 0 {
		lim = min(lim, g.opt.MaxTransactions-len(heirs))
	}
	g.thin(lim, thinning{stop: true})
	g.rebalance()
	if g.r.IntN(4) == 0 && g.closing > 0 {
		g.note("hs-closed", "1")
		rest := g.closing
		share := rest / german.Cents(len(heirs))
		for i, h := range heirs {
			amt := share
			if i == 0 {
				amt = rest - share*german.Cents(len(heirs)-1)
			}
			g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Überweisung", party: h, iban: iban(), amount: -amt,
				purpose: fmt.Sprintf("Auszahlung Erbteil 1/%d Nachlass %s", len(heirs), deceased)})
		}
	}
	g.rebalance()
}

// spaceSign is "45,00 -" / "1.234,56 +".
func spaceSign(c german.Cents) string {
	if c < 0 {
		return pos(c).String() + " -"
	}
	return c.String() + " +"
}

// dYY is "3.2.25".
func dYY(d german.Date) string { return fmt.Sprintf("%d.%d.%02d", d.Day, int(d.Month), d.Year%100) }

// hsFoot puts lines at each page's foot and the page label from page at
// the bottom right.
func hsFoot(pages []Page, lines []string, page func(i, n int) string) {
	n := len(pages)
	for i := range pages {
		y := PageH - 52
		for _, l := range lines {
			pages[i].Items = append(pages[i].Items, Item{X: 40, Y: y, Text: l, Size: 6.5})
			y += 8
		}
		if page != nil {
			pages[i].Items = append(pages[i].Items, Item{X: 555, Y: PageH - 30, Text: page(i+1, n), Size: 7, Right: true})
		}
	}
}

// hsCategory is the budgeting app's category of a booking.
func hsCategory(t tx) string {
	p := t.party
	has := func(ss ...string) bool {
		for _, s := range ss {
			if strings.Contains(p, s) {
				return true
			}
		}
		return false
	}
	switch {
	case t.typ == "Entgelt":
		return "Bankgebühren"
	case t.typ == "Bargeldauszahlung":
		return "Bargeld"
	case has("REWE", "EDEKA", "ALDI", "Lidl", "Bäckerei"):
		return "Lebensmittel"
	case has("dm-drogerie", "Rossmann"):
		return "Drogerie"
	case has("Apotheke", "Krankenkasse"):
		return "Gesundheit"
	case has("Shell", "Aral"):
		return "Mobilität"
	case has("IKEA", "Amazon", "PayPal"):
		return "Shopping"
	case has("Stadtwerke"):
		return "Wohnen & Energie"
	case has("Telekom", "Vodafone"):
		return "Telefon & Internet"
	case has("Allianz"):
		return "Versicherungen"
	case has("Rundfunk"):
		return "Gebühren"
	case has("Fitness"):
		return "Freizeit"
	case strings.HasPrefix(t.purpose, "Gehalt"):
		return "Gehalt"
	case strings.HasPrefix(t.purpose, "Miete"), strings.HasPrefix(t.purpose, "Nebenkosten"):
		return "Wohnen & Energie"
	case t.amount > 0:
		return "Sonstige Einnahmen"
	}
	return "Überweisungen"
}

// renderSealed8 draws the hs-* layouts into f and st.
func (g *gen) renderSealed8(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	office := g.bank + " · " + g.chosen["hs-office"]
	nr := fmt.Sprintf("%d/%d", g.end.Month, g.end.Year)
	switch g.layout {

	// Sparda-Bank: sign after a space, counterparty and IBAN last.
	case "hs-sparda":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kontoauszug Nr. "+nr)
				f.put(L(40, "Girokonto Kontonummer "+kto), L(330, "IBAN "+ibanF))
				f.put(L(40, fmt.Sprintf("Auszugszeitraum %s bis %s", g.start, g.end)), L(330, "BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug Nr. %s · Blatt %d", nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buch.-Tag"), B(88, "Wert-Tag"), B(140, "Erläuterung"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(L(140, fmt.Sprintf("Übertrag auf Blatt %d", p+1)), R(555, spaceSign(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(140, fmt.Sprintf("Übertrag von Blatt %d", p-1)), R(555, spaceSign(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(L(140, "Kontostand am "+g.start.AddDays(-1).String()), R(555, spaceSign(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)), L(88, dm(t.value)), L(140, t.typ), R(555, spaceSign(t.amount))}}
			ls = append(ls, freeLines(t.purpose, 140, 58)...)
			if t.party != "" {
				l := []Item{L(140, t.party)}
				if t.iban != "" {
					l = append(l, L(345, "IBAN "+german.FormatIBAN(t.iban)))
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.bal = t.balance
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(140, "Neuer Kontostand am "+g.end.String()), BR(555, spaceSign(g.closing))},
			{},
			{L(140, "Eingeräumte Kontoüberziehung 2.000,00 EUR, Sollzinssatz 9,50 % p.a.")},
			{L(140, "Bitte prüfen Sie Ihren Kontoauszug. Einwendungen sind unverzüglich zu erheben.")},
		})
		hsFoot(f.pages, []string{office + " · BIC " + g.bic, "Genossenschaftsbank · Mitglied der Sicherungseinrichtung des BVR"},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// PSD Bank / Volksbank: counterparty first, type under it.
	case "hs-psd":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 3})
				f.put(L(40, g.chosen["hs-office"]))
				f.gap(f.lh)
				f.put(L(40, g.holder), L(330, fmt.Sprintf("Kontoauszug %d/%03d vom %s", g.end.Year, int(g.end.Month), dYY(g.end))))
				f.put(L(40, "Hauptstraße 7"), L(330, "Konto "+kto))
				f.put(L(40, "12345 "+g.city), L(330, "IBAN "+ibanF))
				f.gap(f.lh)
				f.put(B(40, fmt.Sprintf("Umsätze %s - %s", dYY(g.start), dYY(g.end))))
				f.gap(f.lh / 2)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Konto %s · Kontoauszug %d/%03d · Seite %d", kto, g.end.Year, int(g.end.Month), p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(100, "Valuta"), B(155, "Vorgang"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(B(155, "Zwischensaldo"), BR(555, plus(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(155, "Vortrag"), R(555, plus(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(L(155, "Anfangssaldo"), R(555, plus(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			head := t.party
			if head == "" {
				head = t.typ
			}
			ls := [][]Item{{L(40, dYY(t.booking)), L(100, dYY(t.value)), L(155, head), R(555, plus(t.amount))}}
			if t.party != "" {
				typ := t.typ
				if typ == "SEPA-Lastschrift" || typ == "Lastschrift" {
					typ = "Basis-Lastschrift"
				}
				t.typ = typ
				ls = append(ls, []Item{L(155, typ)})
			}
			ls = append(ls, freeLines(t.purpose, 155, 56)...)
			if t.mref != "" {
				ls = append(ls, []Item{L(155, "Mandatsref. "+t.mref+" Gläubiger-ID "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(155, "IBAN "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.bal = t.balance
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{{B(155, "Endsaldo"), BR(555, plus(g.closing))}})
		hsFoot(f.pages, []string{office + " · BIC " + g.bic + " · Genossenschaftsregister Nr. 1234"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Targobank: value date after the text, Soll/Haben unsigned.
	case "hs-targobank":
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 460
			}
			return 555
		}
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: "TARGOBANK", Bold: true, Size: g.size + 4}, R(555, fmt.Sprintf("Seite %d/%s", p, "{n}")))
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(L(40, g.holder), L(330, fmt.Sprintf("Kontoauszug Nr. %d vom %s", int(g.end.Month), g.end)))
				f.put(L(40, "Hauptstraße 7"), L(330, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(330, "IBAN "+ibanF))
				f.put(L(330, "BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(L(40, fmt.Sprintf("Kontoauszug Nr. %d vom %s · Girokonto %s", int(g.end.Month), g.end, kto)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(100, "Buchungstext"), B(355, "Wert"), BR(460, "Soll"), BR(555, "Haben"))
			f.gap(2)
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(100, "Übertrag"), R(col(bal), pos(bal).String()))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(L(100, "Alter Kontostand"), R(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(100, t.typ), L(355, t.value.String()), R(col(t.amount), pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(100, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 100, 44)...)
			if t.eref != "" {
				ls = append(ls, []Item{L(100, "Kundenreferenz "+t.eref)})
			}
			f.block(ls)
			f.bal = t.balance
			f.gap(2)
			add(truth(t, true, false, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(100, "Neuer Kontostand"), BR(col(g.closing), pos(g.closing).String())},
			{},
			{L(100, "Ihr Kreditrahmen: 3.000,00 EUR")},
		})
		n := fmt.Sprint(len(f.pages))
		for i := range f.pages {
			for k := range f.pages[i].Items {
				f.pages[i].Items[k].Text = strings.Replace(f.pages[i].Items[k].Text, "{n}", n, 1)
			}
		}
		hsFoot(f.pages, []string{office + " · Amtsgericht Düsseldorf HRB 83351", "Einlagen sind durch den Einlagensicherungsfonds geschützt. BIC " + g.bic}, nil)

	// Deutsche Bank: booking and value date stacked, Soll/Haben signed.
	case "hs-deutsche":
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 470
			}
			return 555
		}
		filiale := fmt.Sprintf("%03d", 100+int(g.iban[12]-'0')*37+int(g.iban[13]-'0'))
		konto := g.iban[15:22]
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(B(40, g.bank), R(555, "Filiale "+g.city))
				f.gap(f.lh)
				f.put(L(40, g.holder))
				f.put(L(40, "Hauptstraße 7"))
				f.put(L(40, "12345 "+g.city))
				f.gap(f.lh)
				f.put(B(40, fmt.Sprintf("Kontoauszug vom %s bis %s", g.start, g.end)), R(555, fmt.Sprintf("Auszug %d Seite %d von {n}", int(g.end.Month), p)))
				f.put(L(40, "Filiale"), L(100, "Konto"), L(160, "Unterkonto"), L(250, "IBAN"), L(420, "BIC"))
				f.put(L(40, filiale), L(100, konto), L(160, "00"), L(250, ibanF), L(420, g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Auszug %d Seite %d von {n}", int(g.end.Month), p)))
				f.put(L(40, fmt.Sprintf("Kontoauszug vom %s bis %s · Filiale %s Konto %s 00", g.start, g.end, filiale, konto)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(95, "Vorgang"), BR(470, "Soll"), BR(555, "Haben"))
			f.put(B(40, "Valuta"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(95, "Alter Saldo per "+g.start.AddDays(-1).String()), R(col(g.opening), plus(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)), L(95, t.typ), R(col(t.amount), plus(t.amount))}}
			rest := wrap(t.purpose, 56)
			second := ""
			if t.party != "" {
				second = t.party
			} else if len(rest) > 0 {
				second, rest = rest[0], rest[1:]
			}
			ls = append(ls, []Item{L(40, dm(t.value)), L(95, second)})
			for _, w := range rest {
				ls = append(ls, []Item{L(95, w)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(95, "IBAN "+german.FormatIBAN(t.iban))})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(95, "Mandatsreferenz "+t.mref)}, []Item{L(95, "Gläubiger-ID "+t.cred)})
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(95, "Neuer Saldo per "+g.end.String()), BR(col(g.closing), plus(g.closing))},
			{},
			{L(95, "Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich.")},
		})
		n := fmt.Sprint(len(f.pages))
		for i := range f.pages {
			for k := range f.pages[i].Items {
				f.pages[i].Items[k].Text = strings.Replace(f.pages[i].Items[k].Text, "{n}", n, 1)
			}
		}
		hsFoot(f.pages, []string{office + " · Vorsitzender des Aufsichtsrats: A. Beispiel", "Amtsgericht Frankfurt am Main HRB 30000 · USt-IdNr. DE114103379"}, nil)

	// Commerzbank 2024: the counterparty heads the block, trailing minus.
	case "hs-commerz":
		ktoC := fmt.Sprintf("%s %s %s", g.iban[12:15], g.iban[15:18], g.iban[18:])
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "COMMERZBANK", Bold: true, Size: g.size + 4})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(330, fmt.Sprintf("Kontoauszug vom %s", g.end)))
				f.put(L(40, "Hauptstraße 7"), L(330, "Girokonto Kontonummer "+ktoC))
				f.put(L(40, "12345 "+g.city), L(330, "IBAN "+ibanF))
				f.put(L(330, "BIC "+g.bic))
				f.gap(f.lh)
				f.put(B(40, "Angaben zu den Umsätzen"))
				f.gap(f.lh / 2)
			} else {
				f.put(Item{X: 40, Text: "COMMERZBANK", Bold: true, Size: g.size + 2}, R(555, "Kontoauszug vom "+g.end.String()))
				f.put(L(40, "Girokonto Kontonummer "+ktoC))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(105, "Vorgang"), B(420, "Valuta"), BR(555, "Betrag in EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(105, "Kontostand in EUR am "+g.start.AddDays(-1).String()), BR(555, trailMinus(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			head := t.party
			if head == "" {
				head = t.typ
			}
			ls := [][]Item{{L(40, dmNoDot(t.booking)), L(105, head), L(420, dmNoDot(t.value)), R(555, trailMinus(t.amount))}}
			ls = append(ls, freeLines(t.purpose, 105, 55)...)
			if t.eref != "" {
				ls = append(ls, []Item{L(105, "End-to-End-Ref.: "+t.eref)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(105, "Mandatsref.: "+t.mref+", Gläubiger-ID: "+t.cred)})
			}
			f.block(ls)
			f.gap(3)
			tt := truth(t, true, false, t.purpose)
			if t.party != "" {
				tt.BookingText = "" // not printed
			}
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(105, "Kontostand in EUR am "+g.end.String()), BR(555, trailMinus(g.closing))},
			{},
			{L(105, "Dispositionskredit 2.500,00 EUR")},
		})
		hsFoot(f.pages, []string{office + " · Amtsgericht Frankfurt am Main HRB 32000", "Commerzbank AG ist der Entschädigungseinrichtung deutscher Banken angeschlossen. BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Budgeting app export, newest first, with an evaluation after.
	case "hs-haushaltsbuch":
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Haushaltsbuch", Bold: true, Size: g.size + 6})
				f.gap(f.lh)
				f.put(L(40, "Konto: Girokonto · "+g.bank+" · "+ibanF))
				f.put(L(40, "Inhaber: "+g.holder))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s – %s", g.start, g.end)))
				f.put(L(40, "Startsaldo: "+euroSpace(g.opening)), L(250, "Endsaldo: "+euroSpace(g.closing)))
				f.gap(f.lh)
			}
			f.put(B(40, "Datum"), B(100, "Kategorie"), B(185, "Empfänger / Auftraggeber"), B(320, "Verwendungszweck"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		sums := map[string]german.Cents{}
		count := map[string]int{}
		var cats []string
		var in, out german.Cents
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			c := hsCategory(t)
			if count[c] == 0 {
				cats = append(cats, c)
			}
			sums[c] += t.amount
			count[c]++
			if t.amount > 0 {
				in += t.amount
			} else {
				out += t.amount
			}
			name := wrap(t.party, 24)
			purp := wrap(t.purpose, 34)
			ls := twoColumns([]Item{L(40, weekdaysAbbr[t.booking.Weekday()]+" "+dmy2(t.booking)), L(100, c), R(555, euroSpace(t.amount))}, 1, 185, name, 320, purp)
			f.block(ls)
			f.gap(3)
			tt := truth(t, false, false, t.purpose)
			tt.BookingText = "" // not printed
			add(tt)
		}
		sort.SliceStable(cats, func(i, j int) bool { return sums[cats[i]] < sums[cats[j]] })
		f.gap(f.lh)
		ev := [][]Item{{B(40, "Auswertung nach Kategorien"), BR(380, "Buchungen"), BR(470, "Summe")}}
		for _, c := range cats {
			ev = append(ev, []Item{L(40, c), R(380, fmt.Sprint(count[c])), R(470, euroSpace(sums[c]))})
		}
		f.block(ev)
		f.gap(f.lh / 2)
		f.block([][]Item{
			{L(40, "Einnahmen gesamt"), R(470, euroSpace(in))},
			{L(40, "Ausgaben gesamt"), R(470, euroSpace(out))},
			{B(40, "Differenz"), BR(470, euroSpace(in+out))},
		})
		exported := g.end.AddDays(1 + int(g.iban[21]-'0')%5)
		hsFoot(f.pages, []string{"Erstellt mit Haushaltsbuch am " + exported.String() + " · Alle Angaben ohne Gewähr · Kategorien automatisch zugeordnet"},
			func(i, n int) string { return fmt.Sprintf("%d/%d", i, n) })

	// Nachlasskonto: value date on the block's last line.
	case "hs-nachlass":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(B(40, g.bank))
				f.put(L(40, "Nachlassabteilung · Postfach 1234 · 12345 "+g.city))
				f.gap(f.lh)
				f.put(L(40, g.holder))
				f.put(L(40, "z. Hd. "+g.chosen["hs-heirs"]))
				f.put(L(40, "Hauptstraße 7"))
				f.put(L(40, "12345 "+g.city))
				f.gap(f.lh)
				f.put(B(40, fmt.Sprintf("Kontoauszug %d/%d", (int(g.start.Month)+2)/3, g.start.Year)), L(330, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.put(L(40, "Nachlasskonto (vormals Girokonto) "+ibanF), L(330, "BIC "+g.bic))
				f.put(L(40, fmt.Sprintf("Erblasser/in: %s, verstorben am %s", g.chosen["hs-deceased"], g.chosen["hs-died"])))
				f.put(L(40, "Verfügungsberechtigt laut Erbschein: "+g.chosen["hs-heirs"]))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, "Nachlasskonto "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(110, "Erläuterung"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(L(110, fmt.Sprintf("Zwischensumme Seite %d", p)), R(555, bal.String()))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(110, "Übertrag"), R(555, bal.String()))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(L(110, "Kontostand am "+g.start.AddDays(-1).String()), R(555, g.opening.String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(110, t.typ), R(555, t.amount.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(110, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 110, 60)...)
			last := []Item{{X: 110, Text: "Wert: " + t.value.String(), Size: g.size - 1}}
			if t.iban != "" {
				last = []Item{L(110, "IBAN "+german.FormatIBAN(t.iban)), {X: 330, Text: "Wert: " + t.value.String(), Size: g.size - 1}}
			}
			ls = append(ls, last)
			f.block(ls)
			f.bal = t.balance
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		end := [][]Item{{B(110, "Kontostand am "+g.end.String()), BR(555, g.closing.String())}, {}}
		if g.chosen["hs-closed"] != "" {
			end = append(end, []Item{L(110, "Der Nachlass ist auseinandergesetzt. Das Konto wurde zum "+g.end.String()+" aufgelöst.")})
		} else {
			end = append(end, []Item{L(110, "Verfügungen über das Nachlasskonto nur gemeinsam durch alle Erben.")})
		}
		f.block(end)
		g.footer(f.pages, true, "Seite")
	}
}
