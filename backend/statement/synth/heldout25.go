package synth

// Sealed batch 25 (hb-*): a twenty-fifth held-out batch, written blind in
// session 12 by a writer who has not seen the extractor or its rule code.
// It adds ROW SHAPES, NUMBER FORMS and SCAN FAULTS no earlier batch used:
// the booking date right-aligned at the END of a booking's first line and
// the AMOUNT ON ITS SECOND LINE; bookings as BORDERED CARDS in a grid read
// row by row; a sparse LANDSCAPE statement whose long purposes wrap from
// the text column across the full width, UNDER the amount and balance
// columns; ZEBRA rows with LOW-CONTRAST GREY text, the euro sign BEFORE
// the amount ("€ -45,00") and two-digit years ("03.02.25"); CANCELLED
// rows STRUCK THROUGH that are not bookings; DOT LEADERS between the
// text and the amount in Courier; amounts with the CENTS SMALL AND RAISED.
// The scans add a letter FOLDED IN THREE (two creases), LOW TONER (faded
// ink, a pale streak), a grey "KOPIE" RUBBER STAMP across rows, a
// HIGHLIGHTER over some rows with PEN TICKS beside them, the scanner LID
// LEFT OPEN (a dark edge), a PHOTOCOPY OF A PHOTOCOPY (thickened ink, grey
// speckled paper) and a statement SENT THROUGH A MESSENGER (about 150
// dpi, heavy JPEG blocking — the one harsher scan). Bank data,
// names and numbers are synthetic:
//
//   - hb-privatbank (mutool create, base-14 Helvetica): a private bank's
//     (Bankhaus) Kontokorrent statement: every booking starts with the
//     counterparty in bold and the BOOKING DATE RIGHT-ALIGNED at the
//     line's end; the type, the purpose's first line and the AMOUNT
//     (signed, "-1.234,56") on the SECOND line; the purpose's rest, then
//     "Wertstellung 03.02.2025 · IBAN …" small. The balances are drawn
//     the same way (label and date, then the amount a line lower). Scan:
//     the letter FOLDED IN THREE for its window envelope, two creases;
//   - hb-kacheln (fpdf, core Helvetica, boxes): a bank's "Umsatzübersicht"
//     from its online Finanzplaner: the two balances in boxes at the top,
//     then every booking a BORDERED CARD, two cards side by side, read
//     ROW BY ROW (left, right, next row): "Mo 03.02.2025" and the amount
//     "-45,00 EUR" on the card's top line, the name bold, the type small,
//     the purpose wrapped; no value date. Scan: LOW TONER (all ink faded
//     to grey, a paler vertical streak);
//   - hb-quer (PostScript → Ghostscript, Nimbus Sans, A4 LANDSCAPE): a
//     Kreissparkasse's statement of a municipality's account
//     (Gemeindekasse): "Buchungstag | Wert | Buchungstext | Betrag EUR |
//     Saldo EUR", few bookings, the type and name in the text column, the
//     LONG purposes (Kassenzeichen, Haushaltsstellen, Bescheide) wrapped
//     from the text column to the right margin, UNDER the amount and
//     balance columns. Scan: a grey "KOPIE" RUBBER STAMP, tilted, across
//     the rows (the print stays legible through it);
//   - hb-zebra (HTML printed by Chromium, DejaVu Sans): a Volksbank online
//     banking "Umsätze" print: ZEBRA rows (pale blue and white), the
//     names dark, the dates, types and purposes in LOW-CONTRAST GREY,
//     dates with TWO-DIGIT YEARS "03.02.25", the EURO SIGN BEFORE the
//     amount "€ -45,00" / "€ 1.200,00", the balances "Kontostand am
//     31.01.25: € 1.234,56". Scan: a HIGHLIGHTER over some rows and PEN
//     TICKS in the right margin;
//   - hb-storniert (fpdf, embedded DejaVu Sans): a direct bank's
//     "Umsatzliste" print in which CANCELLED bookings still stand,
//     STRUCK THROUGH with a rule and marked "storniert" (they are not in
//     the balance, and not bookings); "Buchung | Valuta |
//     Vorgang / Verwendungszweck | Betrag EUR". Scan: the scanner LID
//     LEFT OPEN, a dark shadow along the left and top edges;
//   - hb-punktiert (fpdf, core Courier, one string per line): a
//     Raiffeisenbank's "Umsatzaufstellung" for the tax adviser, DOT
//     LEADERS from the type and name to the signed amount ("Lastschrift /
//     Stadtwerke Kassel GmbH ........ -85,40"), the purpose indented
//     below, the balances with leaders too. Scan: a PHOTOCOPY OF A
//     PHOTOCOPY (ink thickened, grey speckled paper);
//   - hb-cent (PostScript → Ghostscript, Nimbus Sans): an app bank's
//     monthly "Kontoauszug" with big bold amounts whose CENTS are SMALL
//     AND RAISED ("-1.234," then "56" smaller, higher), the name bold,
//     the date small on the left, the type and purpose under the name,
//     thin rules between bookings. Scan (HARSHER, the one exception): the
//     statement SENT THROUGH A MESSENGER — resampled to about 150 dpi and
//     blown up again, recompressed as JPEG at quality 25 before the
//     scan's own (the raised cents stay legible, blocky).
//
// Truth conventions as in the earlier batches: the counterparty is the
// name as printed (empty where none is printed: the bank's own fees), the
// purpose the remittance text only (not the "Wertstellung"/"IBAN" small
// line of hb-privatbank, not "storniert"), the booking text the type as
// printed, amounts signed from the holder's view, value dates where
// printed (hb-privatbank, hb-quer, hb-storniert), the counterparty's IBAN
// where printed (hb-privatbank, hb-quer). hb-storniert's struck-through rows are
// NOT in the truth (and not in the balances). Scan faults cover nothing:
// the stamp, the highlighter, the creases and the faded ink leave every
// truth value legible to a careful reader; the lid's shadow lies in the
// margin. Truth.Pages of hb-zebra is 0 until PDF() prints it.
//
// Sealed: not tuned on; they stay out of every other layout list.

import (
	"bytes"
	"fmt"
	"html"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"strings"

	"papierkram/backend/german"
)

// Sealed24Layouts lists the layouts of the twenty-fifth held-out batch
// (hb-*). They are in none of the other layout lists.
func Sealed24Layouts() []string {
	return []string{"hb-privatbank", "hb-kacheln", "hb-quer", "hb-zebra", "hb-storniert", "hb-punktiert", "hb-cent"}
}

// hbProducer says how an hb-* layout becomes a PDF.
var hbProducer = map[string]string{
	"hb-privatbank": "mutool",
	"hb-kacheln":    "fpdf",
	"hb-quer":       "ps",
	"hb-zebra":      "html",
	"hb-storniert":  "font",
	"hb-punktiert":  "courier",
	"hb-cent":       "ps",
}

// hbLook is each hb-* layout's scan fault (Statement.ScanLook).
var hbLook = map[string]string{
	"hb-privatbank": "hb-trifold",
	"hb-kacheln":    "hb-toner",
	"hb-quer":       "hb-kopie",
	"hb-zebra":      "hb-marker",
	"hb-storniert":  "hb-lid",
	"hb-punktiert":  "hb-copy2",
	"hb-cent":       "hb-messenger",
}

// hbBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hbBanks = map[string][]branch{
	"hb-privatbank": {
		{"Bankhaus Metzler seel. Sohn & Co. AG", "50120100", "METZDEFFXXX", "Untermainanlage 1 · 60329 Frankfurt am Main"},
		{"Hauck Aufhäuser Lampe Privatbank AG", "50020900", "HAUKDEFFXXX", "Kaiserstraße 24 · 60311 Frankfurt am Main"},
		{"Joh. Berenberg, Gossler & Co. KG", "20120000", "BEGODEHHXXX", "Neuer Jungfernstieg 20 · 20354 Hamburg"},
	},
	"hb-kacheln": {
		{"Sparda-Bank Hannover eG", "25090500", "GENODEF1S09", "Ermekeilstraße 40 · 30161 Hannover"},
		{"PSD Bank Nord eG", "20090900", "GENODEF1P08", "Am Alten Hafen 2 · 20457 Hamburg"},
		{"Deutsche Skatbank", "83065408", "GENODEF1SLR", "Altenburger Straße 13 · 04626 Schmölln"},
	},
	"hb-quer": {
		{"Kreissparkasse Ostalb", "61450050", "OASPDE6AXXX", "Marktplatz 2 · 73430 Aalen"},
		{"Sparkasse Hochsauerland", "46451012", "WELADED1HSL", "Am Markt 4 · 59929 Brilon"},
		{"Kreissparkasse Steinfurt", "40351060", "WELADED1STF", "Bahnhofstraße 2 · 48565 Steinfurt"},
	},
	"hb-zebra": {
		{"Volksbank Mittelhessen eG", "51390000", "VBMHDE5FXXX", "Schiffenberger Weg 110 · 35394 Gießen"},
		{"Dortmunder Volksbank eG", "44160014", "GENODEM1DOR", "Betenstraße 10-12 · 44137 Dortmund"},
		{"Volksbank Kraichgau eG", "67292200", "GENODE61WIE", "Hauptstraße 125 · 69168 Wiesloch"},
	},
	"hb-storniert": {
		{"ING-DiBa AG", "50010517", "INGDDEFFXXX", "Theodor-Heuss-Allee 2 · 60486 Frankfurt am Main"},
		{"Consorsbank", "76030080", "CSDBDE71XXX", "Bahnhofstraße 55 · 90402 Nürnberg"},
		{"DKB Deutsche Kreditbank AG", "12030000", "BYLADEM1001", "Taubenstraße 7-9 · 10117 Berlin"},
	},
	"hb-punktiert": {
		{"Raiffeisenbank im Allgäuer Land eG", "73369821", "GENODEF1LAC", "Kemptener Straße 9 · 87459 Pfronten"},
		{"Raiffeisenbank Main-Spessart eG", "79069150", "GENODEF1GEM", "Bahnhofstraße 18 · 97753 Karlstadt"},
		{"Raiffeisenbank Westallgäu eG", "73369826", "GENODEF1WWA", "Lindauer Straße 20 · 88239 Wangen"},
	},
	"hb-cent": {
		{"Solaris SE", "11010100", "SOBKDEBBXXX", "Cuvrystraße 53 · 10997 Berlin"},
		{"N26 Bank SE", "10011001", "NTSBDEB1XXX", "Voltairestraße 8 · 10179 Berlin"},
		{"Tomorrow Bank (Solaris SE)", "11010101", "SOBKDEB2XXX", "Neuer Pferdemarkt 23 · 20359 Hamburg"},
	},
}

// sealed24Setup draws the statement of an hb-* layout from its own random
// stream: the account, the period and the bookings.
func (g *gen) sealed24Setup() {
	g.redraw("hb|", 0x25c0ffee)
	g.drawBranch(hbBanks, "hb-office")
	g.note("hb-street", g.pick("Lindenstraße 4", "Am Kirchberg 17", "Goethestraße 31a", "Mühlweg 9", "Schillerplatz 2"))
	switch g.layout {
	case "hb-privatbank":
		g.hgFromBase(30, 0)
		g.opening = g.opening*4 + german.Cents(g.r.IntN(2000000))
		g.rebalance()
	case "hb-kacheln":
		g.hgFromBase(26, 0)
		g.rebalance()
	case "hb-quer":
		g.hbMunicipal()
	case "hb-zebra":
		g.hgFromBase(32, 0)
		g.rebalance()
	case "hb-storniert":
		g.hbStornoTxs()
	case "hb-punktiert":
		g.hgFromBase(36, 0)
		g.rebalance()
	case "hb-cent":
		g.hgFromBase(24, 0)
		g.rebalance()
	}
}

// hbMunicipal: a month of a municipality's account: grants, taxes,
// levies, salaries, suppliers, each with a long purpose.
func (g *gen) hbMunicipal() {
	town := g.pick("Gemeinde Essingen", "Stadt Neresheim", "Gemeinde Bestwig", "Stadt Hallenberg", "Gemeinde Laer", "Gemeinde Metelen")
	g.holder = town + " – Gemeindekasse"
	g.note("hb-town", town)
	g.opening = german.Cents(50000000 + g.r.IntN(90000000))
	g.txs = nil
	n := 7 + g.r.IntN(10)
	n = min(n, g.hkCap(n, 0))
	ks := func() string { return fmt.Sprintf("%d.%04d.%04d", 1+g.r.IntN(9), g.r.IntN(10000), g.r.IntN(10000)) }
	hh := func() string {
		return fmt.Sprintf("%d.%d.%02d.%02d", 1+g.r.IntN(6), 1+g.r.IntN(9), g.r.IntN(100), g.r.IntN(100))
	}
	mon := months[g.start.Month-1]
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		switch k := g.r.IntN(9); k {
		case 0:
			t.typ, t.party = "Gutschrift", g.pick("Land Baden-Württemberg Landesoberkasse", "Land NRW Landeskasse Düsseldorf")
			t.purpose = fmt.Sprintf("Schlüsselzuweisungen nach dem Finanzausgleichsgesetz %s %d Abschlagszahlung gemäß Festsetzungsbescheid vom %s Az. FAG-%d/%d Haushaltsstelle %s",
				mon, d.Year, d.AddDays(-30-g.r.IntN(60)), 100+g.r.IntN(900), d.Year, hh())
			t.amount = german.Cents(20000000 + g.r.IntN(60000000))
		case 1, 2:
			t.typ, t.party = "Gutschrift", g.pick("Weber Metallbau GmbH", "Huber Logistik GmbH & Co. KG", "Dr. Sandra Keller", "Autohaus Brenner GmbH", "Landgasthof Krone Inh. M. Roth")
			t.purpose = fmt.Sprintf("Gewerbesteuer Vorauszahlung %s. Quartal %d Kassenzeichen %s Steuernummer %d/%d/%d bitte Kassenzeichen stets angeben",
				[]string{"I", "II", "III", "IV"}[(int(d.Month)-1)/3], d.Year, ks(), 10+g.r.IntN(90), 100+g.r.IntN(900), 10000+g.r.IntN(90000))
			t.amount = german.Cents(40000 + g.r.IntN(4000000))
			t.iban = g.hgIBAN()
		case 3:
			t.typ, t.party = "Lastschrift", g.pick("Landratsamt Ostalbkreis Kreiskasse", "Hochsauerlandkreis Kreiskasse", "Kreis Steinfurt Kreiskasse")
			t.purpose = fmt.Sprintf("Kreisumlage %d %d. Rate gemäß Haushaltssatzung des Kreises Bescheid vom %s Kassenzeichen %s Haushaltsstelle %s fällig zum 15. des Monats",
				d.Year, 1+g.r.IntN(12), d.AddDays(-40-g.r.IntN(90)), ks(), hh())
			t.amount = -german.Cents(10000000 + g.r.IntN(50000000))
			g.hgSEPA(&t)
		case 4:
			t.typ, t.party = "Sammelüberweisung", "Kommunaler Versorgungsverband KVBW Bezügeabrechnung"
			t.purpose = fmt.Sprintf("Bezüge und Entgelte Beschäftigte %s %d Abrechnungskreis %d Dienststelle %d %d Zahlungen lt. Begleitzettel der Bezügestelle",
				mon, d.Year, 10+g.r.IntN(80), 1000+g.r.IntN(9000), 8+g.r.IntN(40))
			t.amount = -german.Cents(8000000 + g.r.IntN(30000000))
		case 5, 6:
			t.typ, t.party = "Überweisung", g.pick("Bauunternehmung Kögel GmbH", "Ingenieurbüro Lang & Partner", "EnBW ODR AG", "Westnetz GmbH", "Schulbuchhandlung Osiander", "Abwasserzweckverband Obere Jagst")
			t.purpose = fmt.Sprintf("Rechnung Nr. %d vom %s Auftrag %d/%d Haushaltsstelle %s Anordnung Nr. %d sachlich und rechnerisch richtig Leistungszeitraum %s %d",
				100000+g.r.IntN(900000), d.AddDays(-10-g.r.IntN(30)), g.r.IntN(900)+100, d.Year, hh(), 1000+g.r.IntN(9000), mon, d.Year)
			t.amount = -german.Cents(50000 + g.r.IntN(8000000))
			t.iban = g.hgIBAN()
		case 7:
			t.typ, t.party = "Gutschrift", g.pick("Familie Schreiber", "Thomas und Petra Walz", "Erbengemeinschaft Maier")
			t.purpose = fmt.Sprintf("Grundsteuer B und Abwassergebühren %s Kassenzeichen %s Objekt Flurstück %d/%d Rate %d lt. Grundbesitzabgabenbescheid", hgYM(d), ks(), 100+g.r.IntN(900), 1+g.r.IntN(20), 1+g.r.IntN(4))
			t.amount = german.Cents(8000 + g.r.IntN(200000))
			t.iban = g.hgIBAN()
		default:
			t.typ = "Entgelt"
			t.purpose = fmt.Sprintf("Kontoführung Kommunalkonto %s %d Buchungsposten, Auszüge und Kontoauszugsdruck lt. Preis- und Leistungsverzeichnis", mon, d.Year)
			t.amount = -german.Cents(1500 + g.r.IntN(6000))
		}
		if t.typ == "Lastschrift" && g.r.IntN(3) == 0 {
			t.value = d.AddDays(-1)
			if t.value.Before(g.start) {
				t.value = d
			}
		}
		g.txs = append(g.txs, t)
	}
	g.rebalance()
}

// hbStornoTxs: a private month and one to three cancelled bookings
// (tx.fx "storno"), which stand on the list struck through and change
// no balance.
func (g *gen) hbStornoTxs() {
	g.hgFromBase(28, 0)
	k := 1 + g.r.IntN(3)
	for range k {
		d := g.start.AddDays(g.r.IntN(g.end.Sub(g.start) + 1))
		t := tx{booking: d, value: d, fx: "storno"}
		if g.r.IntN(2) == 0 {
			t.typ, t.party = "Kartenzahlung", shops[g.r.IntN(len(shops))]
			t.purpose = fmt.Sprintf("%04d-%02d-%02dT%02d:%02d Debitk.%d Storno der Autorisierung", d.Year, d.Month, d.Day, 8+g.r.IntN(12), g.r.IntN(60), 1+g.r.IntN(3))
		} else {
			p := debitParties[g.r.IntN(len(debitParties))]
			t.typ, t.party = "Lastschrift", strings.ReplaceAll(p.name, "%s", g.city)
			t.purpose = fmt.Sprintf("Rechnung %d zurückgenommen", 100000+g.r.IntN(899999))
		}
		t.amount = -german.Cents(300 + g.r.IntN(20000))
		g.txs = append(g.txs, t)
	}
	g.hbRebalance()
}

// hbRebalance is rebalance leaving the cancelled bookings out of the
// sums (their balance is the one before them).
func (g *gen) hbRebalance() {
	g.rebalance()
	bal := g.opening
	for i := range g.txs {
		if g.txs[i].fx != "storno" {
			bal += g.txs[i].amount
		}
		g.txs[i].balance = bal
	}
	g.closing = bal
}

// renderSealed24 draws the hb-* layouts into f and st.
func (g *gen) renderSealed24(f *flow, st *Statement) {
	st.ScanLook = hbLook[g.layout]
	switch g.layout {
	case "hb-privatbank":
		g.renderHBPrivate(f, st)
	case "hb-kacheln":
		g.renderHBCards(f, st)
	case "hb-quer":
		g.renderHBLandscape(f, st)
	case "hb-zebra":
		g.renderHBZebra(st)
	case "hb-storniert":
		g.renderHBStorno(f, st)
	case "hb-punktiert":
		g.renderHBLeaders(f, st)
	case "hb-cent":
		g.renderHBCent(f, st)
	}
}

// hbNr is the statement's number "2/2025".
func (g *gen) hbNr() string { return fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year) }

// ---- hb-privatbank: date at the end of line one, amount on line two ----

func (g *gen) renderHBPrivate(f *flow, st *Statement) {
	st.Tool = "mutool"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 7.8, 40, 1
	f.lh = 10
	f.top, f.bottom = 42, 80
	const xp = 150.0
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 12}, R(555, "Kontoauszug Nr. "+g.hbNr()))
		f.gap(3)
		f.put(Item{X: 40, Text: g.chosen["hb-office"], Size: 6.4}, R(555, fmt.Sprintf("Blatt %d", p)))
		f.gap(10)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Kontokorrentkonto in EUR"))
			f.put(L(40, g.chosen["hb-street"]), R(555, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), R(555, "BIC "+g.bic))
			f.put(R(555, fmt.Sprintf("Auszugszeitraum %s bis %s", g.start, g.end)))
			f.gap(12)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(6)
		}
		y := f.y
		f.put(B(40, "Auftraggeber / Empfänger"), BR(555, "Buchungstag"))
		f.put(B(40, "Vorgang"), B(xp, "Verwendungszweck"), BR(555, "Betrag EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + 2*f.lh - 1, W: 515, Width: 0.5})
		f.gap(5)
	}
	f.newPage()
	f.block([][]Item{{B(40, "Saldo zu Beginn des Auszugszeitraums"), R(555, g.start.AddDays(-1).String())}, {BR(555, g.opening.String())}})
	f.gap(5)
	for _, t := range g.txs {
		pl := wrap(t.purpose, 64)
		if len(pl) == 0 {
			pl = []string{""}
		}
		first := t.party
		typ := t.typ
		if first == "" {
			first, typ = t.typ, ""
		}
		ls := [][]Item{{B(40, first), R(555, t.booking.String())}, {L(40, typ), L(xp, pl[0]), R(555, t.amount.String())}}
		for _, w := range pl[1:] {
			ls = append(ls, []Item{L(xp, w)})
		}
		small := "Wertstellung " + t.value.String()
		if t.iban != "" {
			small += " · IBAN " + german.FormatIBAN(t.iban)
		}
		ls = append(ls, []Item{{X: xp, Text: small, Size: 6.4}})
		f.block(ls)
		f.gap(4)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(40, "Saldo am Ende des Auszugszeitraums"), R(555, g.end.String())}, {BR(555, g.closing.String())}, {},
		{{X: 40, Text: "Bitte prüfen Sie die Buchungen. Einwendungen gegen diesen Rechnungsabschnitt sind innerhalb von sechs Wochen zu erheben.", Size: 6.4}}})
	hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hb-office"] + " · Sitz und Registergericht siehe Impressum"}, func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })
	st.Source = mutoolSource(f.pages, PageW, PageH)
}

// ---- hb-kacheln: bookings as cards in a grid ----

// hbWeekday is "Mo" … "So".
func hbWeekday(d german.Date) string {
	return []string{"So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"}[d.Time().Weekday()]
}

func (g *gen) renderHBCards(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 7.4, 40, 1
	f.lh = 9.6
	f.top, f.bottom = 40, 70
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 12}, R(555, fmt.Sprintf("Seite %d", p)))
		f.gap(2)
		f.put(Item{X: 40, Text: "Finanzplaner · Umsatzübersicht", Size: 9}, R(555, fmt.Sprintf("Zeitraum %s – %s", g.start, g.end)))
		f.gap(4)
		f.put(L(40, g.holder+" · Girokonto"), R(555, "IBAN "+ibanF+" · BIC "+g.bic))
		f.gap(8)
	}
	f.newPage()
	// the balances in two boxes
	y := f.y
	for k, b := range []struct {
		label string
		v     german.Cents
	}{{"Kontostand am " + g.start.AddDays(-1).String(), g.opening}, {"Kontostand am " + g.end.String(), g.closing}} {
		x := 40 + float64(k)*263
		hhShape(f, 0, Shape{Kind: "box", X: x, Y: y - 4, W: 252, H: 34, Width: 0.8})
		f.cur().Items = append(f.cur().Items, Item{X: x + 8, Y: y, Text: b.label, Size: 7.4}, Item{X: x + 244, Y: y + 12, Text: b.v.String() + " EUR", Size: 11, Bold: true, Right: true})
	}
	f.y += 44
	f.cur().Items = append(f.cur().Items, Item{X: 40, Y: f.y, Text: "Umsätze", Size: 9, Bold: true})
	f.y += 14
	card := func(t tx) [][]Item {
		ls := [][]Item{{L(6, hbWeekday(t.booking)+" "+t.booking.String()), BR(246, t.amount.String()+" EUR")}}
		if t.party != "" {
			ls = append(ls, []Item{B(6, t.party)})
		}
		ls = append(ls, []Item{{X: 6, Text: t.typ, Size: 6.6}})
		for _, w := range wrap(t.purpose, 52) {
			ls = append(ls, []Item{L(6, w)})
		}
		return ls
	}
	for i := 0; i < len(g.txs); i += 2 {
		row := [][][]Item{card(g.txs[i])}
		if i+1 < len(g.txs) {
			row = append(row, card(g.txs[i+1]))
		}
		n := 0
		for _, c := range row {
			n = max(n, len(c))
		}
		h := float64(n)*f.lh + 8
		if f.y+h > PageH-f.bottom {
			f.newPage()
		}
		for k, c := range row {
			x := 40 + float64(k)*263
			hhShape(f, len(f.pages)-1, Shape{Kind: "box", X: x, Y: f.y, W: 252, H: h, Width: 0.6})
			for j, l := range c {
				for _, it := range l {
					it.X += x
					it.Y = f.y + 4 + float64(j)*f.lh
					if it.Size == 0 {
						it.Size = g.size
					}
					f.cur().Items = append(f.cur().Items, it)
				}
			}
			add(truth(g.txs[i+k], false, false, g.txs[i+k].purpose))
		}
		f.y += h + 8
	}
	hsFoot(f.pages, []string{"Die Umsatzübersicht ersetzt nicht den Kontoauszug. " + g.bank + " · " + g.chosen["hb-office"]}, nil)
}

// ---- hb-quer: landscape, purposes wrapping under the amounts ----

func (g *gen) renderHBLandscape(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	const w, h = PageH, PageW // landscape
	g.size, g.x0, g.xs = 8, 40, 1
	f.lh = 11
	f.top = 40
	f.bottom = PageH - (h - 60)
	const xt, xa, xb = 150.0, 690.0, 800.0
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 13}, R(xb, "Kontoauszug "+g.hbNr()))
		f.gap(3)
		f.put(Item{X: 40, Text: g.chosen["hb-office"], Size: 6.6}, R(xb, fmt.Sprintf("Blatt %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), L(520, "Kommunalkonto"))
			f.put(L(40, "Rathausplatz 1"), L(520, "IBAN "+ibanF))
			f.put(L(40, "12345 "+strings.Fields(g.chosen["hb-town"])[1]), L(520, "BIC "+g.bic))
			f.put(L(520, fmt.Sprintf("Zeitraum %s – %s", g.start, g.end)))
			f.gap(8)
		} else {
			f.put(L(40, g.holder), L(520, "IBAN "+ibanF))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Buchungstag"), B(95, "Wert"), B(xt, "Buchungstext"), BR(xa, "Betrag EUR"), BR(xb, "Saldo EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1, W: xb - 40, Width: 0.6})
		f.gap(4)
	}
	f.newPage()
	f.put(B(xt, "Saldo vom "+g.start.AddDays(-1).String()), BR(xb, g.opening.String()))
	f.gap(5)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(95, t.value.String()), B(xt, t.typ), R(xa, t.amount.String()), R(xb, t.balance.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(xt, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, xt, 148)...)
		if t.iban != "" {
			ls = append(ls, []Item{{X: xt, Text: "IBAN " + german.FormatIBAN(t.iban), Size: 6.6}})
		}
		f.block(ls)
		f.gap(6)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(xt, "Saldo vom "+g.end.String()), BR(xb, g.closing.String())}})
	n := len(f.pages)
	for i := range f.pages {
		f.pages[i].Items = append(f.pages[i].Items, Item{X: 40, Y: h - 40, Text: g.bank + " · " + g.chosen["hb-office"] + " · Anstalt des öffentlichen Rechts", Size: 6.4},
			Item{X: xb, Y: h - 40, Text: fmt.Sprintf("Blatt %d von %d", i+1, n), Size: 7, Right: true})
	}
	st.PostScript = psProgram(f.pages, psStyle{W: w, H: h, Regular: "NimbusSans-Regular", Bold: "NimbusSans-Bold", Show: "show",
		Creator: "OSPlus Auszugsdruck", Title: "Kontoauszug " + g.hbNr()})
}

// ---- hb-zebra: zebra rows, grey text, € before the amount ----

// hbYY is "03.02.25".
func hbYY(d german.Date) string {
	return fmt.Sprintf("%02d.%02d.%02d", d.Day, int(d.Month), d.Year%100)
}

// hbEuro is "€ -45,00".
func hbEuro(c german.Cents) string { return "€ " + c.String() }

func (g *gen) renderHBZebra(st *Statement) {
	add := st.Truth.add
	e := html.EscapeString
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Umsätze</title><style>
@page{size:A4;margin:14mm 14mm 16mm 16mm}
body{font-family:"DejaVu Sans",sans-serif;font-size:8px;color:#222;margin:0}
.bank{font-size:13px;font-weight:bold;color:#0a4a8c}
.grey{color:#8e8e8e}
h1{font-size:12px;margin:6mm 0 1mm;font-weight:normal}
.acc{margin:2mm 0 4mm;line-height:1.5}
.bal{display:flex;justify-content:space-between;margin:0 0 3mm;padding:2mm 3mm;background:#f3f6fa}
table{width:100%%;border-collapse:collapse}
th{text-align:left;font-weight:normal;color:#8e8e8e;font-size:7.4px;border-bottom:1px solid #c8d3e0;padding:2px 4px}
td{padding:3px 4px;vertical-align:top}
tr:nth-child(even) td{background:#e9f0f8}
td.d{width:14mm;color:#8e8e8e}
td.a,th.a{text-align:right;white-space:nowrap;width:24mm}
td.a{font-weight:bold}
.nm{font-weight:bold;color:#333}
.p{color:#9a9a9a;font-size:7.4px}
.t{color:#9a9a9a;font-size:7.4px;width:28mm}
tr{page-break-inside:avoid}
.ft{margin-top:6mm;font-size:6.6px;color:#9a9a9a}
</style></head><body>
<div class="bank">%s</div><div class="grey">%s</div>
<h1>Umsätze</h1>
<div class="acc">%s<br><span class="grey">Girokonto · IBAN</span> %s <span class="grey">· BIC</span> %s<br><span class="grey">Zeitraum</span> %s – %s</div>
<div class="bal"><span>Kontostand am %s: <b>%s</b></span><span>Kontostand am %s: <b>%s</b></span></div>
<table><thead><tr><th>Datum</th><th>Empfänger / Auftraggeber · Verwendungszweck</th><th>Umsatzart</th><th class="a">Betrag</th></tr></thead><tbody>
`, e(g.bank), e(g.chosen["hb-office"]), e(g.holder), german.FormatIBAN(g.iban), g.bic, hbYY(g.start), hbYY(g.end),
		hbYY(g.start.AddDays(-1)), hbEuro(g.opening), hbYY(g.end), hbEuro(g.closing))
	for _, t := range g.txs {
		name := ""
		if t.party != "" {
			name = `<div class="nm">` + e(t.party) + `</div>`
		}
		fmt.Fprintf(&b, "<tr><td class=\"d\">%s</td><td>%s<div class=\"p\">%s</div></td><td class=\"t\">%s</td><td class=\"a\">%s</td></tr>\n",
			hbYY(t.booking), name, e(t.purpose), e(t.typ), hbEuro(t.amount))
		add(truth(t, false, false, t.purpose))
	}
	fmt.Fprintf(&b, `</tbody></table>
<div class="ft">Ausdruck aus dem Online-Banking · %s · %s · Dieser Ausdruck ersetzt nicht den Kontoauszug.</div>
</body></html>
`, e(g.bank), e(g.chosen["hb-office"]))
	st.HTML = b.String()
}

// ---- hb-storniert: cancelled rows struck through ----

func (g *gen) renderHBStorno(f *flow, st *Statement) {
	st.Font = "dejavu"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 7.4, 40, 1
	f.lh = 9.8
	f.top, f.bottom = 42, 80
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 12.5}, R(555, "Umsatzliste"))
		f.gap(3)
		f.put(Item{X: 40, Text: g.chosen["hb-office"], Size: 6.4}, R(555, fmt.Sprintf("Seite %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Girokonto · IBAN "+ibanF))
			f.put(L(40, g.chosen["hb-street"]), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(555, fmt.Sprintf("Umsätze vom %s bis %s", g.start, g.end)))
			f.gap(8)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Buchung"), B(92, "Valuta"), B(144, "Vorgang / Verwendungszweck"), BR(555, "Betrag EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1, W: 515, Width: 0.5})
		f.gap(3)
	}
	f.newPage()
	f.put(B(144, "Alter Saldo "+g.start.AddDays(-1).String()), BR(555, g.opening.String()))
	f.gap(3)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(92, t.value.String()), B(144, t.typ), R(555, t.amount.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(144, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 144, 66)...)
		if t.fx == "storno" {
			ls[len(ls)-1] = append(ls[len(ls)-1], Item{X: 555, Text: "storniert", Size: 6.4, Right: true})
		}
		f.block(ls)
		if t.fx == "storno" {
			for k := range ls {
				y := f.y - float64(len(ls)-k)*f.lh + g.size*0.38
				w := 515.0
				if k > 0 {
					w = 400
				}
				hhShape(f, len(f.pages)-1, Shape{Kind: "line", X: 40, Y: y, W: w, Width: 0.6})
			}
		} else {
			add(truth(t, true, false, t.purpose))
		}
		f.gap(2)
	}
	f.gap(3)
	f.block([][]Item{{B(144, "Neuer Saldo "+g.end.String()), BR(555, g.closing.String())}, {},
		{{X: 40, Text: "Durchgestrichene Umsätze wurden storniert; sie sind im Saldo nicht enthalten.", Size: 6.4}}})
	hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hb-office"]}, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
}

// ---- hb-punktiert: dot leaders in Courier ----

// hbLeader is text, dots and the amount right-aligned in width columns.
func hbLeader(text, amount string, width int) string {
	n := width - len([]rune(text)) - len([]rune(amount)) - 2
	if n < 3 {
		n = 3
	}
	return text + " " + strings.Repeat(".", n) + " " + amount
}

func (g *gen) renderHBLeaders(f *flow, st *Statement) {
	st.Font = "courier"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 8, 40, 1
	f.lh = 10
	f.top, f.bottom = 44, 80
	const width = 86 // characters after the date
	f.header = func(f *flow, p int) {
		f.put(B(40, g.bank))
		f.put(L(40, g.chosen["hb-office"]))
		f.gap(6)
		if p == 1 {
			f.put(L(40, "UMSATZAUFSTELLUNG FÜR IHRE STEUERUNTERLAGEN"))
			f.put(L(40, "Kontoinhaber: "+g.holder))
			f.put(L(40, "IBAN: "+ibanF+"   BIC: "+g.bic))
			f.put(L(40, fmt.Sprintf("Zeitraum: %s bis %s", g.start, g.end)))
			f.gap(6)
		} else {
			f.put(L(40, "Fortsetzung · IBAN: "+ibanF))
			f.gap(4)
		}
		f.put(L(40, "Datum       Vorgang / Auftraggeber / Empfänger"+strings.Repeat(" ", width-55)+"Betrag EUR"))
		f.put(L(40, strings.Repeat("-", 12+width)))
	}
	f.newPage()
	f.put(L(40, "            "+hbLeader("Kontostand am "+g.start.AddDays(-1).String(), g.opening.String(), width)))
	f.gap(4)
	for _, t := range g.txs {
		text := t.typ
		if t.party != "" {
			text += " / " + t.party
		}
		ls := [][]Item{{L(40, t.booking.String()+"  "+hbLeader(text, t.amount.String(), width))}}
		for _, w := range wrap(t.purpose, 64) {
			ls = append(ls, []Item{L(40, "              "+w)})
		}
		f.block(ls)
		f.gap(3)
		add(truth(t, false, false, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{L(40, strings.Repeat("-", 12+width))}, {B(40, "            "+hbLeader("Kontostand am "+g.end.String(), g.closing.String(), width))}})
	hsFoot(f.pages, []string{"Erstellt auf Wunsch des Kontoinhabers. Maßgeblich sind die Kontoauszüge."}, func(i, n int) string { return fmt.Sprintf("Blatt %d/%d", i, n) })
}

// ---- hb-cent: small raised cents ----

// hbSplit is "-1.234," and "56".
func hbSplit(c german.Cents) (string, string) {
	s := c.String()
	i := strings.LastIndex(s, ",")
	return s[:i+1], s[i+1:]
}

func (g *gen) renderHBCent(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	metrics, tr := newPDF()
	g.size, g.x0, g.xs = 7.2, 40, 1
	f.lh = 11
	f.top, f.bottom = 44, 80
	amount := func(c german.Cents, size float64) []Item {
		eu, ct := hbSplit(c)
		cs := size * 0.65
		metrics.SetFont("Helvetica", "B", cs)
		cw := metrics.GetStringWidth(tr(ct))
		return []Item{{X: 555 - cw - 0.6, Text: eu, Size: size, Bold: true, Right: true}, {X: 555, Text: ct, Size: cs, Bold: true, Right: true}}
	}
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 14}, R(555, fmt.Sprintf("%d / %d", p, 0)))
		f.gap(6)
		if p == 1 {
			f.put(Item{X: 40, Text: "Kontoauszug " + months[g.end.Month-1] + " " + fmt.Sprint(g.end.Year), Size: 11, Bold: true})
			f.gap(4)
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.put(L(40, g.chosen["hb-street"]), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(555, fmt.Sprintf("%s – %s", g.start, g.end)))
			f.gap(10)
		} else {
			f.put(L(40, "Kontoauszug "+months[g.end.Month-1]+" "+fmt.Sprint(g.end.Year)), R(555, "IBAN "+ibanF))
			f.gap(6)
		}
	}
	// amountLine puts a line whose amount's cents are raised.
	amountLine := func(left []Item, c german.Cents, size float64) []Item {
		a := amount(c, size)
		a[1].Y = -size * 0.3 // relative raise, applied after placement
		return append(left, a...)
	}
	f.newPage()
	open := amountLine([]Item{{X: 40, Text: "Kontostand am " + g.start.AddDays(-1).String(), Size: 8.5}}, g.opening, 11)
	hbPut(f, [][]Item{open})
	f.gap(8)
	for _, t := range g.txs {
		name := t.party
		if name == "" {
			name = t.typ
		}
		ls := [][]Item{amountLine([]Item{{X: 40, Text: t.booking.String(), Size: 6.8}, {X: 110, Text: name, Size: 8.6, Bold: true}}, t.amount, 10)}
		sub := t.typ
		if t.party == "" {
			sub = ""
		}
		pl := wrap(t.purpose, 70)
		if sub != "" {
			ls = append(ls, []Item{{X: 110, Text: sub, Size: 6.8}})
		}
		for _, w := range pl {
			ls = append(ls, []Item{{X: 110, Text: w, Size: 6.8}})
		}
		hbPut(f, ls)
		hhShape(f, len(f.pages)-1, Shape{Kind: "line", X: 40, Y: f.y + 1, W: 515, Width: 0.3})
		f.gap(5)
		add(truth(t, false, false, t.purpose))
	}
	f.gap(4)
	hbPut(f, [][]Item{amountLine([]Item{{X: 40, Text: "Kontostand am " + g.end.String(), Size: 8.5, Bold: true}}, g.closing, 11)})
	n := len(f.pages)
	for i := range f.pages {
		for k, it := range f.pages[i].Items {
			if it.Text == fmt.Sprintf("%d / %d", i+1, 0) {
				f.pages[i].Items[k].Text = fmt.Sprintf("%d / %d", i+1, n)
			}
		}
	}
	hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hb-office"] + " · Einlagen gesichert bis 100.000 EUR je Kunde."}, nil)
	st.PostScript = psProgram(f.pages, psStyle{W: PageW, H: PageH, Regular: "NimbusSans-Regular", Bold: "NimbusSans-Bold", Show: "show",
		Creator: "statement-service", Title: "Kontoauszug " + g.hbNr()})
}

// hbPut is flow.block for lines whose items carry a negative Y: a raise
// (the cents) applied after placement.
func hbPut(f *flow, ls [][]Item) {
	raise := map[[2]int]float64{}
	for i, l := range ls {
		for j, it := range l {
			if it.Y < 0 {
				raise[[2]int{i, j}] = -it.Y
				ls[i][j].Y = 0
			}
		}
	}
	f.block(ls)
	items := f.cur().Items
	k := len(items)
	for i := len(ls) - 1; i >= 0; i-- {
		k -= len(ls[i])
		for j := range ls[i] {
			if r, ok := raise[[2]int{i, j}]; ok {
				items[k+j].Y -= r
			}
		}
	}
}

// ---- scan looks ----

// hbScanLook spoils page i of n as look says (Statement.ScanLook).
func hbScanLook(look string, img *image.Gray, d Degrade, i, n int) {
	if !strings.HasPrefix(look, "hb-") {
		return
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	r := rand.New(rand.NewPCG(d.Seed+uint64(i), 0x25b0))
	px := func(x, y int) *uint8 { return &img.Pix[y*img.Stride+x] }
	switch look {
	case "hb-trifold":
		// two creases at a third and two thirds: a thin dark line, a soft
		// shadow on the side turned from the light
		for _, c := range []float64{1.0 / 3, 2.0 / 3} {
			cy := int(c*float64(h)) + r.IntN(max(1, h/100)) - h/200
			sw := max(2, h/60)
			for y := max(0, cy-sw); y < min(h, cy+2); y++ {
				for x := range w {
					p := px(x, y)
					f := 1.0
					if y < cy {
						f = 1 - 0.12*float64(y-(cy-sw))/float64(sw)
					} else {
						f = 0.8
					}
					*p = uint8(float64(*p) * f)
				}
			}
		}
	case "hb-toner":
		// faded ink everywhere, paler still in a streak
		sx := int((0.3 + 0.4*r.Float64()) * float64(w))
		sw := w / 14
		for y := range h {
			for x := range w {
				p := px(x, y)
				k := 0.64
				if x >= sx && x < sx+sw {
					k = 0.46
				}
				*p = uint8(255 - (255-float64(*p))*k)
			}
		}
	case "hb-kopie":
		if i == 0 {
			hbStamp(img, "KOPIE", 0.5+0.1*r.Float64(), 0.55+0.1*r.Float64(), -0.35+0.1*r.Float64(), d.DPI)
		}
	case "hb-marker":
		// highlighter bands over two to four rows' height, pen ticks in
		// the right margin beside them
		lh := d.DPI * 11 / 72
		var inked []int // rows with print in the right half (the amounts)
		for y := h / 4; y < h*9/10; y++ {
			for x := w / 2; x < w*93/100; x++ {
				if *px(x, y) < 90 {
					inked = append(inked, y)
					break
				}
			}
		}
		if len(inked) == 0 {
			return
		}
		for range 2 + r.IntN(3) {
			y0 := max(0, inked[r.IntN(len(inked))]-lh/3)
			for y := y0; y < min(h, y0+lh); y++ {
				for x := w * 6 / 100; x < w*93/100; x++ {
					p := px(x, y)
					*p = uint8(float64(*p) * 0.8)
				}
			}
			tx, ty := w*955/1000, y0+lh/2
			s := float64(d.DPI) / 72
			hbStroke(img, float64(tx)-4*s, float64(ty), float64(tx)-1*s, float64(ty)+4*s, 0.9*s, 40)
			hbStroke(img, float64(tx)-1*s, float64(ty)+4*s, float64(tx)+6*s, float64(ty)-5*s, 0.9*s, 40)
		}
	case "hb-lid":
		// the lid left open: the page edge dark, fading into the margin
		lw, th := w*3/100, h/90
		for y := range h {
			for x := range w {
				f := 1.0
				if x < lw {
					f = math.Min(f, 0.25+0.75*float64(x)/float64(lw))
				}
				if y < th {
					f = math.Min(f, 0.45+0.55*float64(y)/float64(th))
				}
				if f < 1 {
					p := px(x, y)
					*p = uint8(float64(*p) * f)
				}
			}
		}
	case "hb-copy2":
		// a copy of a copy: ink spread by a pixel, grey paper, specks
		src := bytes.Clone(img.Pix)
		for y := range h {
			for x := range w {
				v := src[y*img.Stride+x]
				if x+1 < w {
					v = min(v, src[y*img.Stride+x+1])
				}
				if y+1 < h {
					v = min(v, src[(y+1)*img.Stride+x])
				}
				f := float64(v)
				if f > 200 {
					f = 226 + 6*math.Sin(float64(x+y)/97)
				} else {
					f *= 0.8
				}
				*px(x, y) = uint8(f)
			}
		}
		for range w * h / 2500 {
			x, y := r.IntN(w), r.IntN(h)
			*px(x, y) = uint8(60 + r.IntN(80))
		}
	case "hb-messenger":
		// resampled to what a phone sends (about 150 dpi), blown up
		// again, and recompressed as JPEG at quality 25
		k := math.Max(1, float64(d.DPI)/150)
		sw, sh := int(float64(w)/k), int(float64(h)/k)
		small := image.NewGray(image.Rect(0, 0, sw, sh))
		for y := range sh {
			for x := range sw {
				small.Pix[y*small.Stride+x] = sample(img, (float64(x)+0.5)*k-0.5, (float64(y)+0.5)*k-0.5)
			}
		}
		var buf bytes.Buffer
		if jpeg.Encode(&buf, small, &jpeg.Options{Quality: 25}) != nil {
			return
		}
		dec, err := jpeg.Decode(&buf)
		if err != nil {
			return
		}
		gd, ok := dec.(*image.Gray)
		if !ok {
			return
		}
		for y := range h {
			for x := range w {
				*px(x, y) = sample(gd, (float64(x)+0.5)/k-0.5, (float64(y)+0.5)/k-0.5)
			}
		}
	}
}

// hbStroke darkens a line of width wd from (x0,y0) to (x1,y1) to ink
// (on a mask: sets it to ink).
func hbStroke(img *image.Gray, x0, y0, x1, y1, wd float64, ink uint8, mask ...bool) {
	b := img.Bounds()
	minX, maxX := int(math.Min(x0, x1)-wd-1), int(math.Max(x0, x1)+wd+1)
	minY, maxY := int(math.Min(y0, y1)-wd-1), int(math.Max(y0, y1)+wd+1)
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	for y := max(0, minY); y <= min(b.Dy()-1, maxY); y++ {
		for x := max(0, minX); x <= min(b.Dx()-1, maxX); x++ {
			t := 0.0
			if l2 > 0 {
				t = math.Max(0, math.Min(1, ((float64(x)-x0)*dx+(float64(y)-y0)*dy)/l2))
			}
			ex, ey := x0+t*dx-float64(x), y0+t*dy-float64(y)
			if ex*ex+ey*ey <= wd*wd {
				p := &img.Pix[y*img.Stride+x]
				if len(mask) > 0 {
					*p = ink
				} else {
					*p = min(*p, ink)
				}
			}
		}
	}
}

// hbGlyphs are the stamp's letters as strokes on a 4 × 6 grid.
var hbGlyphs = map[rune][][4]float64{
	'K': {{0, 0, 0, 6}, {4, 0, 0, 3.2}, {1, 2.4, 4, 6}},
	'O': {{0, 0, 4, 0}, {4, 0, 4, 6}, {4, 6, 0, 6}, {0, 6, 0, 0}},
	'P': {{0, 6, 0, 0}, {0, 0, 4, 0}, {4, 0, 4, 3}, {4, 3, 0, 3}},
	'I': {{2, 0, 2, 6}},
	'E': {{4, 0, 0, 0}, {0, 0, 0, 6}, {0, 6, 4, 6}, {0, 3, 3, 3}},
}

// hbStamp multiplies a rubber stamp — text in a frame, turned by angle
// (radians) about (cx, cy) as fractions of the page — onto img: the
// stamp's ink greys the paper, the print under it stays dark.
func hbStamp(img *image.Gray, text string, cx, cy, angle float64, dpi int) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	unit := float64(dpi) / 72 * 9 // one grid step: 9 pt
	stroke := unit * 0.45
	var segs [][4]float64
	x := 0.0
	for _, c := range text {
		for _, s := range hbGlyphs[c] {
			segs = append(segs, [4]float64{s[0] + x, s[1], s[2] + x, s[3]})
		}
		x += 6
	}
	tw := x - 2
	segs = append(segs, [4]float64{-1.5, -1.5, tw + 1.5, -1.5}, [4]float64{tw + 1.5, -1.5, tw + 1.5, 7.5}, [4]float64{tw + 1.5, 7.5, -1.5, 7.5}, [4]float64{-1.5, 7.5, -1.5, -1.5})
	mask := image.NewGray(b)
	ox, oy := cx*float64(w), cy*float64(h)
	sin, cos := math.Sin(angle), math.Cos(angle)
	at := func(gx, gy float64) (float64, float64) {
		gx, gy = (gx-tw/2)*unit, (gy-3)*unit
		return ox + gx*cos - gy*sin, oy + gx*sin + gy*cos
	}
	for _, s := range segs {
		x0, y0 := at(s[0], s[1])
		x1, y1 := at(s[2], s[3])
		hbStroke(mask, x0, y0, x1, y1, stroke, 255, true)
	}
	for k, m := range mask.Pix {
		if m == 255 {
			img.Pix[k] = uint8(float64(img.Pix[k]) * 0.7)
		}
	}
}
