package synth

// Sealed batch 10 (hr-*): a tenth held-out batch, written when the ninth
// (hs-*) was sealed, without looking at the extractor or its rule code.
// Five of the seven are ordinary current-account statements or banking
// exports of banks no earlier batch modelled (what most uploads are);
// two are other documents consumers and small firms upload. Bank data,
// names and numbers are synthetic:
//
//   - hr-dkb: the DKB online banking's "Umsätze" list (2023+ layout)
//     printed to PDF: NEWEST FIRST, "Buchungsdatum | Wertstellung |
//     Zahlungspflichtige*r | Zahlungsempfänger*in | Verwendungszweck |
//     Umsatztyp | Betrag (€)", dates "03.02.25", the account holder's own
//     name in the payer column of a debit and the payee column of a
//     credit (the counterparty is the OTHER column), the counterparty's
//     IBAN unspaced under its name, "Ausgang"/"Eingang", "-45,00";
//     "Kontostand vom 31.01.2025: 1.234,56 €" for both balances;
//   - hr-n26: an N26 "Kontoauszug" PDF: "Beschreibung | Verbuchungsdatum
//     | Betrag", the date column AFTER the description, the counterparty
//     bold on the first line, then "IBAN: DE… • BIC: …", the purpose and
//     "Wertstellung 03.02.2025", card payments as "Mastercard •
//     Kategorie", amounts "-45,00€" / "+1.234,56€" without a space, a
//     summary box (Alter Kontostand, Ausgehende / Eingehende
//     Transaktionen, Neuer Kontostand) above the bookings, "1 / 3" pages;
//   - hr-postfach: a Sparkasse Kontoauszug from the "Elektronisches
//     Postfach": "Datum | Erläuterung | Betrag", the booking text alone
//     on the first line (with the amount), the name under it, the
//     purpose wrapped under the name, "Mandatsreferenz: …, Gläubiger-ID:
//     …" and then "IBAN: … BIC: …" as the block's LAST line, the value
//     date only where it differs ("Wert: 03.02.2025" after the type),
//     unsigned credits and "-45,00" debits, "Kontostand am 31.01.2025 um
//     20:03 Uhr", "Rechnungsabschluss" hints and "Seite 1 von 2";
//   - hr-santander: a Santander Girokonto statement: "Buchungsdatum |
//     Umsatzart | Empfänger / Auftraggeber | Betrag", the type and the
//     name SIDE BY SIDE on the first line, the purpose under the name,
//     "IBAN … BIC …" on one line, no value date, amounts "-45,00 EUR" /
//     "1.234,56 EUR", "Fortsetzung auf Seite 2" at the foot and
//     "Fortsetzung von Seite 1" at the head (no balance at the break),
//     "Saldo alt" / "Saldo neu";
//   - hr-vwbank: a Volkswagen Bank Girokonto statement: "Bu.-Tag | Wert |
//     Empfänger/Auftraggeber | Verwendungszweck | Betrag EUR | S/H", name
//     (with the IBAN under it) and purpose in two wrapped columns side by
//     side, dates "03.02.25", unsigned amounts with "S" or "H" in a
//     column of its own, the type not printed, "Zwischensaldo" at the
//     foot and the head of further pages;
//   - hr-gmbh: a Volksbank Geschäftskonto of a GmbH: "Bu-Tag | Wert |
//     Vorgang | Soll EUR | Haben EUR", year-less "03.02." dates, unsigned
//     amounts in their column, many card payments ("Kartenzahlung
//     girocard" / "Debit Mastercard" with the terminal and receipt),
//     customer payments and supplier invoices with "USt-IdNr. DE…" in the
//     purpose, the VAT return to the Finanzamt, wages, SEPA
//     Firmenlastschriften with "Mandatsreferenz:" and "Gläubiger-ID:", an
//     overdrawn Kontokorrent (balances "1.234,56 S"), "Übertrag" in the
//     column of its sign at the page break;
//   - hr-jahr: a Jahreskontoauszug (annual Umsatzübersicht) of a
//     Girokonto over a whole calendar year: month headings ("März 2024"),
//     year-less "15.03." dates, "Art | Empfänger / Auftraggeber |
//     Verwendungszweck | Betrag", signed amounts with "+", and after each
//     month "Summe März 2024" with the month's credits and debits and
//     "Kontostand am 31.03.2024" (sub-totals, not bookings).
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
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed9Layouts lists the layouts of the tenth held-out batch (hr-*).
// They are in none of the other layout lists.
func Sealed9Layouts() []string {
	return []string{"hr-dkb", "hr-n26", "hr-postfach", "hr-santander", "hr-vwbank", "hr-gmbh", "hr-jahr"}
}

// hrBanks are the banks (name, bank code, BIC, head office) a layout of
// the batch draws from.
var hrBanks = map[string][]branch{
	"hr-dkb": {
		{"Deutsche Kreditbank AG", "12030000", "BYLADEM1001", "Taubenstraße 7-9 · 10117 Berlin"},
	},
	"hr-n26": {
		{"N26 Bank SE", "10011001", "NTSBDEB1XXX", "Voltairestraße 8 · 10179 Berlin"},
	},
	"hr-postfach": {
		{"Sparkasse KölnBonn", "37050198", "COLSDE33XXX", "Hahnenstraße 57 · 50667 Köln"},
		{"Kreissparkasse Ludwigsburg", "60450050", "SOLADES1LBG", "Schillerplatz 6 · 71638 Ludwigsburg"},
		{"Sparkasse Hannover", "25050180", "SPKHDE2HXXX", "Raschplatz 4 · 30161 Hannover"},
	},
	"hr-santander": {
		{"Santander Consumer Bank AG", "31010833", "SCFBDE33XXX", "Santander-Platz 1 · 41061 Mönchengladbach"},
	},
	"hr-vwbank": {
		{"Volkswagen Bank GmbH", "27020000", "VOWADE2BXXX", "Gifhorner Straße 57 · 38112 Braunschweig"},
	},
	"hr-gmbh": {
		{"Volksbank Raiffeisenbank Bayern Mitte eG", "72160818", "GENODEF1INP", "Ringlerstraße 28 · 85049 Ingolstadt"},
		{"Berliner Volksbank eG", "10090000", "BEVODEBBXXX", "Budapester Straße 35 · 10787 Berlin"},
		{"Volksbank Stuttgart eG", "60090100", "VOBADESSXXX", "Börsenplatz 1 · 70174 Stuttgart"},
	},
	"hr-jahr": {
		{"Stadtsparkasse Augsburg", "72050000", "AUGSDE77XXX", "Halderstraße 1 · 86150 Augsburg"},
		{"Volksbank Mittelhessen eG", "51390000", "VBMHDE5FXXX", "Schiffenberger Weg 110 · 35394 Gießen"},
	},
}

// sealed9Setup draws the statement of an hr-* layout from its own random
// stream and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed9Setup() {
	g.redraw("hr|", 0x5ea1eda)
	g.drawBranch(hrBanks, "hr-office")
	limit := 30
	switch g.layout {
	case "hr-dkb":
		g.transactions()
		limit = 36
	case "hr-n26":
		g.transactions()
		limit = 30
	case "hr-postfach":
		g.transactions()
		limit = 28
	case "hr-santander":
		g.transactions()
		limit = 32
	case "hr-vwbank":
		g.transactions()
		limit = 34
	case "hr-gmbh":
		g.hrGmbhTxs()
		limit = 30
	case "hr-jahr":
		g.hrJahrTxs()
		limit = 40
	}
	g.thin(limit, thinning{stop: true})
	g.rebalance()
}

var (
	hrCardShops = []string{"OBI Markt", "Würth Niederlassung", "HORNBACH Baumarkt", "METRO Cash & Carry", "Shell Station", "ARAL Tankstelle", "Amazon Business EU", "Staples Büromarkt", "DB Fernverkehr AG", "Hotel Ibis", "McFit", "Lufthansa"}
	hrCustomers = []string{"Bauer Immobilien GmbH", "Wohnbau Süd eG", "Praxis Dr. Weiß", "Hotel Krone GmbH & Co. KG", "Schulz Elektro e.K.", "Stadt %s Hochbauamt"}
	hrSuppliers = []string{"Großhandel Nord GmbH", "Heizungsbau Meier KG", "Druckerei Fuchs GmbH", "IT-Service Lang UG", "Steuerberatung Roth & Partner"}
	hrStaff     = []string{"Kevin Schulz", "Laura Becker", "Dennis Wolf", "Julia Hartmann", "Stefan Braun"}
	hrDebitors  = []struct{ name, purpose string }{
		{"Telekom Deutschland GmbH", "Geschäftskunden Rechnung %d Kd-Nr. %d"},
		{"Mercedes-Benz Leasing GmbH", "Leasingrate Vertrag %d Rate %d"},
		{"AOK Bayern", "Beitragsnachweis Betriebsnr. %d Zeitraum %d"},
		{"DATEV eG", "Lizenzgebühren Beraternr. %d Rechnung %d"},
		{"BG BAU", "Beitrag Unternehmernr. %d Bescheid %d"},
	}
)

// ustID is a VAT identification number.
func (g *gen) ustID() string { return fmt.Sprintf("DE%09d", 100000000+g.r.IntN(899999999)) }

// hrGmbhTxs: a month of a small firm's business account: many card
// payments, customer payments and supplier invoices naming VAT ids, the
// VAT return, wages, company direct debits and the account fee.
func (g *gen) hrGmbhTxs() {
	g.holder = g.pick("Muster Haustechnik GmbH", "Beispiel Digital GmbH", "Köhler & Yilmaz Gastro GmbH", "Weber Bau GmbH")
	g.note("hr-ustid", g.ustID())
	g.opening = german.Cents(g.r.IntN(4000000) - 1800000)
	g.txs = nil
	mon := months[g.start.Month-1]
	prev := months[(int(g.start.Month)+10)%12]
	num := func() int { return 100000 + g.r.IntN(899999) }
	iban := func() string { return makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64()) }
	n := 6 + g.r.IntN(14)
	if g.r.IntN(3) == 0 {
		n = 20 + g.r.IntN(25)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		if g.r.IntN(5) == 0 && d.After(g.start) {
			t.value = d.AddDays(-1)
		}
		switch k := g.r.IntN(20); {
		case k < 8:
			t.party = hrCardShops[g.r.IntN(len(hrCardShops))]
			t.typ = g.pick("Kartenzahlung girocard", "Debit Mastercard")
			t.purpose = fmt.Sprintf("%s %s Terminal %d Beleg %04d", strings.ToUpper(t.party), strings.ToUpper(g.city), 60000000+g.r.IntN(9999999), g.r.IntN(9999))
			t.amount = -german.Cents(450 + g.r.IntN(60000))
		case k < 12:
			t.party = withCity(g.pick(hrCustomers...), g.city)
			t.typ = "Gutschrift"
			t.purpose = fmt.Sprintf("RE-%d-%04d vom %s USt-IdNr. %s", d.Year, 1+g.r.IntN(400), d.AddDays(-(10 + g.r.IntN(30))), g.chosen["hr-ustid"])
			t.iban = iban()
			t.amount = german.Cents(30000 + g.r.IntN(1500000))
		case k < 14:
			t.party = g.pick(hrSuppliers...)
			t.typ = g.pick("Überweisung", "Echtzeitüberweisung")
			t.purpose = fmt.Sprintf("Rechnung %d Kd-Nr. %d USt-IdNr. %s", num(), 1000+g.r.IntN(9000), g.ustID())
			t.iban = iban()
			t.amount = -german.Cents(8000 + g.r.IntN(600000))
		case k < 16:
			p := hrDebitors[g.r.IntN(len(hrDebitors))]
			t.party = p.name
			t.typ = "SEPA-Firmenlastschrift"
			t.purpose = fmt.Sprintf(p.purpose, num(), 1+g.r.IntN(48))
			t.iban = iban()
			t.mref = fmt.Sprintf("%s-%d", strings.ToUpper(p.name[:3]), num())
			t.cred = fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11))
			t.amount = -german.Cents(2000 + g.r.IntN(150000))
		case k < 17:
			t.party = "Finanzamt " + g.city
			t.typ = "Überweisung"
			t.purpose = fmt.Sprintf("St.-Nr. %d/%03d/%05d UStVA %s %d", 100+g.r.IntN(900), g.r.IntN(1000), g.r.IntN(100000), prev, g.start.Time().AddDate(0, -1, 0).Year())
			t.iban = iban()
			t.amount = -german.Cents(50000 + g.r.IntN(900000))
		case k < 19:
			t.party = g.pick(hrStaff...)
			t.typ = "Lohn/Gehalt"
			t.purpose = fmt.Sprintf("Lohn %s %d Pers.-Nr. %d", mon, d.Year, 10+g.r.IntN(90))
			t.iban = iban()
			t.amount = -german.Cents(120000 + g.r.IntN(250000))
		default:
			t.party = fmt.Sprintf("%s %s", g.bankShort(), g.city)
			t.typ = "Bargeldeinzahlung"
			t.purpose = fmt.Sprintf("Einzahlung Tageseinnahmen Filiale %s", g.city)
			t.amount = german.Cents(20000 + g.r.IntN(300000))
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", purpose: fmt.Sprintf("Kontoführung Geschäftskonto %s %d", mon, g.end.Year), amount: -german.Cents(1500 + g.r.IntN(3000))})
	g.rebalance()
}

// hrJahrTxs: a calendar year of a current account, a handful of
// bookings a month.
func (g *gen) hrJahrTxs() {
	g.start = german.D(g.start.Year, time.January, 1)
	g.end = german.D(g.start.Year, time.December, 31)
	g.txs = nil
	n := 8 + g.r.IntN(22)
	if g.r.IntN(3) == 0 {
		n = 30 + g.r.IntN(30)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		g.txs = append(g.txs, g.oneTx(d, months[d.Month-1]))
	}
	g.rebalance()
}

// euroTight is "-45,00€" / "+1.234,56€".
func euroTight(c german.Cents) string { return plus(c) + "€" }

// eurSuffix is "-45,00 EUR" / "1.234,56 EUR".
func eurSuffix(c german.Cents) string { return c.String() + " EUR" }

// hrBIC is a BIC printed beside a counterparty's IBAN.
func hrBIC(iban string) string { return banks[int(iban[len(iban)-1]-'0')%len(banks)].bic }

// ibanPlain is the IBAN without spaces.
func ibanPlain(s string) string { return strings.ReplaceAll(s, " ", "") }

// n26Category is the category N26 shows under a card payment.
func n26Category(t tx) string {
	switch c := hsCategory(t); c {
	case "Lebensmittel":
		return "Lebensmittel & Supermärkte"
	case "Mobilität":
		return "Transport & Auto"
	case "Shopping":
		return "Shopping"
	case "Drogerie", "Gesundheit":
		return "Gesundheit & Drogerie"
	default:
		return "Sonstiges"
	}
}

// renderSealed9 draws the hr-* layouts into f and st.
func (g *gen) renderSealed9(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	office := g.bank + " · " + g.chosen["hr-office"]
	fillN := func() {
		n := fmt.Sprint(len(f.pages))
		for i := range f.pages {
			for k := range f.pages[i].Items {
				f.pages[i].Items[k].Text = strings.Replace(f.pages[i].Items[k].Text, "{n}", n, 1)
			}
		}
	}
	switch g.layout {

	// DKB online banking list, newest first, payer and payee columns.
	case "hr-dkb":
		sz := 7.0
		S := func(x float64, s string) Item { return Item{X: x, Text: s, Size: sz} }
		SR := func(x float64, s string) Item { return Item{X: x, Text: s, Size: sz, Right: true} }
		SB := func(x float64, s string) Item { return Item{X: x, Text: s, Size: sz, Bold: true} }
		f.lh = sz * 1.3
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "DKB", Bold: true, Size: g.size + 6}, R(555, "Umsätze"))
				f.gap(f.lh)
				f.put(L(40, "Girokonto "+ibanF), R(555, g.holder))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s - %s", g.start, g.end)))
				f.put(L(40, fmt.Sprintf("Kontostand vom %s: %s €", g.start.AddDays(-1), g.opening)))
				f.put(L(40, fmt.Sprintf("Kontostand vom %s: %s €", g.end, g.closing)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "DKB"), R(555, "Girokonto "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(SB(40, "Buchungs-"), SB(84, "Wert-"), SB(128, "Zahlungs-"), SB(222, "Zahlungs-"), SB(330, "Verwendungszweck"), SB(465, "Umsatztyp"), Item{X: 555, Text: "Betrag (€)", Size: sz, Bold: true, Right: true})
			f.put(SB(40, "datum"), SB(84, "stellung"), SB(128, "pflichtige*r"), SB(222, "empfänger*in"))
			f.gap(2)
		}
		f.newPage()
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			var payer, payee []string
			other := wrap(t.party, 22)
			if t.iban != "" {
				other = append(other, ibanPlain(t.iban))
			}
			typ := "Ausgang"
			if t.amount < 0 {
				payer, payee = wrap(g.holder, 22), other
			} else {
				payer, payee = other, wrap(g.holder, 22)
				typ = "Eingang"
			}
			purp := wrap(t.purpose, 30)
			rows := max(len(payer), len(payee), len(purp), 1)
			var ls [][]Item
			for k := range rows {
				var l []Item
				if k == 0 {
					l = append(l, S(40, dmy2(t.booking)), S(84, dmy2(t.value)), S(465, typ), SR(555, t.amount.String()))
				}
				if k < len(payer) {
					l = append(l, S(128, payer[k]))
				}
				if k < len(payee) {
					l = append(l, S(222, payee[k]))
				}
				if k < len(purp) {
					l = append(l, S(330, purp[k]))
				}
				ls = append(ls, l)
			}
			f.block(ls)
			f.gap(3)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = "" // only Eingang/Ausgang
			add(tt)
		}
		hsFoot(f.pages, []string{office + " · BIC " + g.bic + " · Erstellt im Online-Banking, keine Kontoauszugsfunktion"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// N26: the date after the description, "-45,00€".
	case "hr-n26":
		var in, out german.Cents
		for _, t := range g.txs {
			if t.amount < 0 {
				out += t.amount
			} else {
				in += t.amount
			}
		}
		f.bottom = 80
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: "N26", Bold: true, Size: g.size + 8})
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(L(40, g.holder), R(555, "Kontoauszug"))
				f.put(L(40, "Hauptstraße 7"), R(555, fmt.Sprintf("%s bis %s", g.start, g.end)))
				f.put(L(40, "12345 "+g.city), R(555, "IBAN: "+ibanF))
				f.put(R(555, "BIC: "+g.bic))
				f.gap(f.lh)
				f.put(B(40, "Übersicht"))
				f.put(L(40, "Alter Kontostand"), R(300, euroTight(g.opening)))
				f.put(L(40, "Ausgehende Transaktionen"), R(300, euroTight(out)))
				f.put(L(40, "Eingehende Transaktionen"), R(300, euroTight(in)))
				f.put(B(40, "Neuer Kontostand"), BR(300, euroTight(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(L(40, fmt.Sprintf("Kontoauszug %s bis %s · %s", g.start, g.end, ibanF)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Beschreibung"), B(400, "Verbuchungsdatum"), BR(555, "Betrag"))
			f.gap(3)
		}
		f.newPage()
		for _, t := range g.txs {
			head := t.party
			if head == "" {
				head = t.typ
			}
			ls := [][]Item{{B(40, head), L(400, t.booking.String()), R(555, euroTight(t.amount))}}
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = ""
			switch {
			case t.typ == "Kartenzahlung":
				ls = append(ls, []Item{L(40, "Mastercard • "+n26Category(t))})
				tt.BookingText = "Mastercard"
			case t.iban != "":
				ls = append(ls, []Item{L(40, "IBAN: "+german.FormatIBAN(t.iban)+" • BIC: "+hrBIC(t.iban))})
			case t.party == "":
				tt.BookingText = t.typ
			}
			ls = append(ls, freeLines(t.purpose, 40, 70)...)
			ls = append(ls, []Item{L(40, "Wertstellung "+t.value.String())})
			f.block(ls)
			f.gap(5)
			add(tt)
		}
		hsFoot(f.pages, []string{office + " · Amtsgericht Charlottenburg HRB 170602 B · USt-IdNr. DE 296 563 233",
			"Erstellt am " + g.end.AddDays(1).String() + " · Einlagen sind bis 100.000 € durch die Entschädigungseinrichtung deutscher Banken gesichert."},
			func(i, n int) string { return fmt.Sprintf("%d / %d", i, n) })

	// Sparkasse, Elektronisches Postfach: the type first, IBAN/BIC last.
	case "hr-postfach":
		f.bottom = 85
		nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
		clock := func(i int) string { // the print run's time, from the account number
			return fmt.Sprintf("%02d:%02d", 18+int(g.iban[18+i]-'0')%5, int(g.iban[20+i]-'0')*6)
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 3})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(350, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(350, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(350, "IBAN "+ibanF))
				f.put(L(350, "BIC "+g.bic))
				f.gap(f.lh)
				f.put(L(40, "Dieser Kontoauszug wurde Ihnen in Ihr Elektronisches Postfach zugestellt."))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, "Kontoauszug "+nr+" · Girokonto "+kto))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(100, "Erläuterung"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(100, fmt.Sprintf("Kontostand am %s um %s Uhr", g.start.AddDays(-1), clock(0))), BR(555, g.opening.String()))
		f.gap(4)
		for _, t := range g.txs {
			first := []Item{L(40, t.booking.String()), L(100, t.typ), R(555, t.amount.String())}
			if t.value != t.booking {
				first = append(first, L(300, "Wert: "+t.value.String()))
			}
			ls := [][]Item{first}
			if t.party != "" {
				ls = append(ls, []Item{L(100, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 100, 60)...)
			if t.mref != "" {
				ls = append(ls, []Item{L(100, "Mandatsreferenz: "+t.mref+", Gläubiger-ID: "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(100, "IBAN: "+german.FormatIBAN(t.iban)+" BIC: "+hrBIC(t.iban))})
			}
			f.block(ls)
			f.gap(4)
			tt := truth(t, false, true, t.purpose)
			if t.value != t.booking {
				tt.ValueDate = t.value.String() // printed where it differs
			}
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(100, fmt.Sprintf("Kontostand am %s um %s Uhr", g.end, clock(1))), BR(555, g.closing.String())},
			{},
			{L(100, "Rechnungsabschluss: Der Abschluss erfolgt quartalsweise. Einwendungen gegen den")},
			{L(100, "Rechnungsabschluss sind innerhalb von sechs Wochen nach Zugang zu erheben.")},
		})
		hsFoot(f.pages, []string{office + " · Anstalt des öffentlichen Rechts", "Vorsitzender des Vorstandes: Dr. A. Beispiel · BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Santander: type and name side by side, "-45,00 EUR".
	case "hr-santander":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: "Santander", Bold: true, Size: g.size + 5}, R(555, fmt.Sprintf("Seite %d/{n}", p)))
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(L(40, g.holder), L(330, fmt.Sprintf("Kontoauszug vom %s bis %s", g.start, g.end)))
				f.put(L(40, "Hauptstraße 7"), L(330, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(330, "IBAN "+ibanF))
				f.put(L(330, "BIC "+g.bic))
				f.gap(f.lh)
				f.put(L(40, "Saldo alt per "+g.start.AddDays(-1).String()), R(555, eurSuffix(g.opening)))
				f.gap(f.lh)
			} else {
				f.put(L(40, "Girokonto "+kto+" · Kontoauszug vom "+g.start.String()+" bis "+g.end.String()))
				f.put(L(40, fmt.Sprintf("Fortsetzung von Seite %d", p-1)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungsdatum"), B(115, "Umsatzart"), B(230, "Empfänger / Auftraggeber"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, _ german.Cents) {
			f.gap(4)
			f.put(L(230, fmt.Sprintf("Fortsetzung auf Seite %d", p+1)))
		}
		f.newPage()
		for _, t := range g.txs {
			name := wrap(t.party, 40)
			first := []Item{L(40, t.booking.String()), L(115, t.typ), R(555, eurSuffix(t.amount))}
			rest := wrap(t.purpose, 48)
			if len(name) > 0 {
				first = append(first, L(230, name[0]))
				name = name[1:]
			} else if len(rest) > 0 {
				first = append(first, L(230, rest[0]))
				rest = rest[1:]
			}
			ls := [][]Item{first}
			for _, w := range append(name, rest...) {
				ls = append(ls, []Item{L(230, w)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(230, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, false, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(40, "Saldo neu per "+g.end.String()), BR(555, eurSuffix(g.closing))},
			{},
			{L(40, "Bitte prüfen Sie diesen Kontoauszug. Einwendungen sind unverzüglich zu erheben.")},
		})
		fillN()
		hsFoot(f.pages, []string{office + " · Amtsgericht Mönchengladbach HRB 1747", "Die Bank ist dem Einlagensicherungsfonds des Bundesverbandes deutscher Banken angeschlossen."}, nil)

	// Volkswagen Bank: name and purpose side by side, S/H column.
	case "hr-vwbank":
		f.bottom = 85
		shOnly := func(c german.Cents) string {
			if c < 0 {
				return "S"
			}
			return "H"
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Volkswagen Bank", Bold: true, Size: g.size + 4})
				f.put(L(40, g.chosen["hr-office"]))
				f.gap(f.lh)
				f.put(L(40, g.holder), L(340, fmt.Sprintf("Kontoauszug Nr. %d/%d", int(g.end.Month), g.end.Year)))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, fmt.Sprintf("Zeitraum %s - %s", dmy2(g.start), dmy2(g.end))))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Volkswagen Bank"), R(555, fmt.Sprintf("Girokonto %s · Auszug %d/%d · Blatt %d", kto, int(g.end.Month), g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu.-Tag"), B(82, "Wert"), B(124, "Empfänger/Auftraggeber"), B(280, "Verwendungszweck"), BR(530, "Betrag EUR"), B(540, "S/H"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(L(280, "Zwischensaldo"), R(530, pos(bal).String()), L(540, shOnly(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(280, "Zwischensaldo"), R(530, pos(bal).String()), L(540, shOnly(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(L(280, "Alter Saldo"), R(530, pos(g.opening).String()), L(540, shOnly(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			name := wrap(t.party, 30)
			if t.iban != "" {
				name = append(name, german.FormatIBAN(t.iban))
			}
			ls := twoColumns([]Item{L(40, dmy2(t.booking)), L(82, dmy2(t.value)), R(530, pos(t.amount).String()), L(540, shOnly(t.amount))}, 1, 124, name, 280, wrap(t.purpose, 42))
			f.block(ls)
			f.bal = t.balance
			f.gap(3)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = "" // not printed
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(280, "Neuer Saldo"), BR(530, pos(g.closing).String()), B(540, shOnly(g.closing))},
			{},
			{L(124, "S = Soll (Belastung), H = Haben (Gutschrift)")},
		})
		hsFoot(f.pages, []string{office + " · Amtsgericht Braunschweig HRB 1819 · BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Volksbank business account: unsigned Soll/Haben, year-less dates.
	case "hr-gmbh":
		f.bottom = 85
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 470
			}
			return 555
		}
		nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 2})
				f.put(L(40, g.chosen["hr-office"]))
				f.gap(f.lh)
				f.put(L(40, "Firma"), L(340, "Kontoauszug "+nr))
				f.put(L(40, g.holder), L(340, "Geschäftskonto "+kto))
				f.put(L(40, "Gewerbestraße 12"), L(340, "IBAN "+ibanF))
				f.put(L(40, "12345 "+g.city), L(340, "BIC "+g.bic))
				f.put(L(40, "USt-IdNr. "+g.chosen["hr-ustid"]), L(340, fmt.Sprintf("Zeitraum %s - %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %s · Geschäftskonto %s · Blatt %d", nr, kto, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu-Tag"), B(80, "Wert"), B(120, "Vorgang"), BR(470, "Soll EUR"), BR(555, "Haben EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(L(120, "Übertrag"), R(col(bal), pos(bal).String()))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(120, "Übertrag"), R(col(bal), pos(bal).String()))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(L(120, "Alter Kontostand vom "+g.start.AddDays(-1).String()), R(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)), L(80, dm(t.value)), L(120, t.typ), R(col(t.amount), pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(120, t.party)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(120, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			ls = append(ls, freeLines(t.purpose, 120, 54)...)
			if t.mref != "" {
				ls = append(ls, []Item{L(120, "Mandatsreferenz: "+t.mref)}, []Item{L(120, "Gläubiger-ID: "+t.cred)})
			}
			f.block(ls)
			f.bal = t.balance
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(120, "Neuer Kontostand vom "+g.end.String()), BR(col(g.closing), pos(g.closing).String())},
			{},
			{L(120, "Kontokorrentkredit 25.000,00 EUR · Sollzins 11,25 % p.a.")},
			{L(120, "Kontostände im Soll stehen in der Spalte Soll.")},
		})
		hsFoot(f.pages, []string{office + " · Genossenschaftsregister Nr. 4711", "Institutssicherung durch die BVR Institutssicherung GmbH"},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// Annual overview: month headings, sums and balances per month.
	case "hr-jahr":
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(B(40, g.bank), R(555, g.chosen["hr-office"]))
				f.gap(f.lh)
				f.put(L(40, g.holder))
				f.put(L(40, "Hauptstraße 7"))
				f.put(L(40, "12345 "+g.city))
				f.gap(f.lh)
				f.put(Item{X: 40, Text: fmt.Sprintf("Jahreskontoauszug %d", g.start.Year), Bold: true, Size: g.size + 3})
				f.put(L(40, fmt.Sprintf("Umsatzübersicht Girokonto %s vom %s bis %s", ibanF, g.start, g.end)))
				f.put(L(40, "BIC "+g.bic), L(330, "Kontostand am "+g.start.AddDays(-1).String()), R(555, plus(g.opening)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Jahreskontoauszug %d · %s · Seite %d", g.start.Year, ibanF, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(78, "Art"), B(165, "Empfänger / Auftraggeber"), B(300, "Verwendungszweck"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.newPage()
		for i := 0; i < len(g.txs); {
			m := g.txs[i].booking.Month
			j := i
			var in, out german.Cents
			for j < len(g.txs) && g.txs[j].booking.Month == m {
				if a := g.txs[j].amount; a < 0 {
					out += a
				} else {
					in += a
				}
				j++
			}
			label := fmt.Sprintf("%s %d", months[m-1], g.start.Year)
			for k := i; k < j; k++ {
				t := g.txs[k]
				ls := twoColumns([]Item{L(40, dm(t.booking)), L(78, t.typ), R(555, plus(t.amount))}, 1, 165, wrap(t.party, 26), 300, wrap(t.purpose, 38))
				if k == i {
					ls = append([][]Item{{B(40, label)}}, ls...)
				}
				f.block(ls)
				f.gap(2)
				add(truth(t, false, false, t.purpose))
			}
			monthEnd := german.FromTime(german.D(g.start.Year, m, 1).Time().AddDate(0, 1, -1))
			f.block([][]Item{
				{L(165, "Summe "+label), L(300, "Eingänge "+plus(in)), L(400, "Ausgänge "+out.String())},
				{L(165, "Kontostand am "+monthEnd.String()), R(555, plus(g.txs[j-1].balance))},
			})
			f.gap(f.lh / 2)
			i = j
		}
		f.gap(2)
		f.block([][]Item{
			{B(165, "Kontostand am "+g.end.String()), BR(555, plus(g.closing))},
			{},
			{L(165, "Dieser Jahreskontoauszug ersetzt nicht die Rechnungsabschlüsse.")},
		})
		g.footer(f.pages, true, "Seite")
	}
}
