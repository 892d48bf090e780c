package synth

// Sealed batch 24 (hc-*): a twenty-fourth held-out batch, written in
// session 10 by a writer who has not seen the extractor or its rule code.
// It adds TEXT LAYERS, DOCUMENT SHAPES and SCAN FAULTS no earlier batch
// used: a statement whose embedded fonts have NO ToUnicode map and whose
// codes are glyph numbers (the text layer reads as control characters and
// punctuation: only the page image is right); a banking app's SCREENSHOTS
// in DARK MODE saved as an image-only PDF (light text on near-black,
// rounded cards, logo circles, "Heute"/"Gestern" and weekday headings,
// newest first, consecutive screenshots overlapping by one booking); TWO
// STATEMENTS (Auszug 1 and 2, each with its own period, balances and
// page count) in one file, scanned as a stack fed the wrong way round
// (pages in REVERSE ORDER); a compact statement whose bookings run in
// TWO COLUMNS per page like a newspaper, dates "03. Feb.", its scan with
// a page fed UPSIDE DOWN; a Landesbank credit card bill with a separate
// block "Umsätze in Fremdwährung" (original amount, rate, EUR amount, the
// Auslandseinsatzentgelt as a booking of its own) and the S/H marks in a
// column of their own far right; an exporter's business account whose
// foreign transfers carry the exchange and the bank's fees in SUB-LINES
// with amounts of their own ("USD 12.500,00 Kurs 1,0842 = EUR
// 11.529,24", "Entgelt EUR 15,00") beside a SEPA Sammler; a USD
// WÄHRUNGSKONTO at a German bank (every amount and balance in USD, the
// EUR countervalue in sub-lines), its scan on RECYCLED PAPER (grey,
// fibres, the back side's print showing through). Bank data, names and
// numbers are synthetic:
//
//   - hc-glyphen (a raw PDF written here: DejaVu Sans embedded whole as
//     CIDFontType2, Identity-H, CIDToGIDMap /Identity, the strings' codes
//     the GLYPH NUMBERS, NO ToUnicode): a TARGOBANK/Santander/Haspa
//     Kontoauszug "Buchung | Valuta | Vorgang | Betrag EUR" as a document
//     archive exports it; a reader that trusts the text layer gets "$"
//     for "A" and control characters for digits and spaces;
//   - hc-nachtmodus (HTML printed by Chromium, then rasterised at 300 dpi
//     and saved as PNG pages: NO TEXT LAYER): two or three phone
//     screenshots of a Sparkasse or Volksbank app in DARK MODE, one a
//     page 72 × 156 mm: status bar, the account card (IBAN, "Kontostand",
//     "Stand 28.02.2025, 09:41 Uhr") on the first, then the bookings
//     NEWEST FIRST under day headings "Heute", "Gestern", "Dienstag, 4.
//     Februar" (no year), each a rounded card row with a coloured circle
//     of initials, the name, the purpose cut with "…", the type small,
//     the amount "-45,00 €" / "+1.200,00 €" (green); every screenshot
//     after the first repeats the day heading and the LAST BOOKING of the
//     one before (scrolled with an overlap);
//   - hc-doppelauszug (fpdf, core Helvetica): a Sparkasse "Kontoauszug
//     1/2025" and "Kontoauszug 2/2025" one after the other, each with
//     its letterhead, "Zeitraum", "Kontostand am … (alt)" and "(neu)",
//     "Blatt 1 von 2" counted per statement; the first's new balance is
//     the second's old. Its scan is the stack fed the wrong way round:
//     the PAGES IN REVERSE ORDER;
//   - hc-zweispaltig (PostScript → Ghostscript, URW Bookman): a
//     Volksbank "Kontoauszug – Kompaktdruck" whose bookings run in TWO
//     COLUMNS per page (down the left, then down the right, a rule
//     between), each booking "03. Feb. Lastschrift … -45,00" then the
//     name, the purpose and "Wert 02. Feb."; dates with the month as a
//     German abbreviation and no year; its scan has the LAST PAGE UPSIDE
//     DOWN (turned 180°);
//   - hc-landeskarte (HTML printed by Chromium, Nimbus Sans): a
//     Landesbank's credit card bill (no IBAN of its own: the card number
//     masked, the reference account's IBAN for the direct debit):
//     "Saldovortrag 1.234,56 S", a block "Umsätze in Euro" and a block
//     "UMSÄTZE IN FREMDWÄHRUNG" (Belegdatum | Buchungsdatum |
//     Umsatz | Währung | Betrag | Kurs | Betrag EUR | S/H), every foreign
//     purchase followed by its "Auslandseinsatzentgelt 1,75 %" line, the
//     amounts unsigned with S (charge) or H (credit) in a narrow column
//     at the right edge, year-less dates "03.02.", a period across two
//     months (and now and then across the turn of the year);
//   - hc-aussenhandel (mutool create, base-14 Helvetica): an exporting
//     GmbH's Geschäftsgirokonto "Buchungstag | Valuta | Buchungstext |
//     Soll EUR | Haben EUR" whose AUSLANDSÜBERWEISUNGEN and
//     AUSLANDSGUTSCHRIFTEN carry SUB-LINES with amounts of their own
//     (the foreign amount and rate, the EUR countervalue, "Entgelt
//     Auslandszahlungsverkehr EUR 15,00", "Courtage EUR 2,88"), the
//     booked amount their sum; a SEPA "Sammelüberweisung 7 Posten"
//     (salaries, no counterparty) and a Sammellastschrift credit;
//   - hc-waehrung (fpdf, embedded DejaVu Sans): a USD
//     "Fremdwährungskonto" at a German bank: every amount and both
//     balances in USD ("USD" column beside "Betrag"), the EUR
//     countervalue and rate in sub-lines of conversions, the
//     "Abschluss" with the account's fee in USD. Its scan is on RECYCLED
//     PAPER: a grey, fibrous background and the back side's print
//     showing through mirrored.
//
// Measured blind in session 11 on the final engine (908c067): digital
// F1 0.816 (`-n 10`), scan 0.798 (`-scan-n 2`). Not tuned on yet.
//
// Truth conventions as in the earlier batches: the counterparty is the
// name as printed (empty where none is printed: the bank's own postings,
// the Sammler, the card bill's fees and payment), the purpose the
// remittance text only (hc-nachtmodus's cut where the app cut it, without
// the "…"; hc-aussenhandel's and hc-waehrung's exchange and fee sub-lines
// are not part of it; hc-landeskarte's purchases have none, its fees and
// payment the line's text), the booking text the type as printed (none on
// hc-landeskarte), amounts signed from the holder's view (hc-landeskarte's
// S negative, H positive; the opening and closing balances the holder's
// side of the card debt), value dates where printed (hc-landeskarte's
// Belegdatum is not one: the truth's booking date is the Buchungsdatum).
// hc-doppelauszug's truth is both statements as one: the period from the
// first's start to the second's end, the first's opening and the
// second's closing balance, all bookings in order. hc-nachtmodus's truth
// holds each booking once (the overlap printed twice is one booking) in
// the printed order, newest first; it has no period and no opening
// balance (the app prints neither), its closing balance the
// "Kontostand". hc-landeskarte's IBAN and BIC are empty (the card account
// has none; the printed IBAN is the reference account's), its rows in
// the printed order (the euro block, then the foreign block). Amounts of
// hc-waehrung are USD. hc-nachtmodus's BIC is empty (not shown).
// Truth.Pages of hc-landeskarte and hc-nachtmodus is 0 until PDF()
// prints them.
//
// Sealed: not tuned on; they stay out of every other layout list.

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/binary"
	"fmt"
	"html"
	"image"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"papierkram/backend/german"
)

// Sealed23Layouts lists the layouts of the twenty-fourth held-out batch
// (hc-*). They are in none of the other layout lists.
func Sealed23Layouts() []string {
	return []string{"hc-glyphen", "hc-nachtmodus", "hc-doppelauszug", "hc-zweispaltig", "hc-landeskarte", "hc-aussenhandel", "hc-waehrung"}
}

// hcProducer says how an hc-* layout becomes a PDF.
var hcProducer = map[string]string{
	"hc-glyphen":      "glyphen",
	"hc-nachtmodus":   "screenshot",
	"hc-doppelauszug": "fpdf",
	"hc-zweispaltig":  "ps",
	"hc-landeskarte":  "html",
	"hc-aussenhandel": "mutool",
	"hc-waehrung":     "font",
}

// hcBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hcBanks = map[string][]branch{
	"hc-glyphen": {
		{"TARGOBANK AG", "30020900", "CMCIDEDDXXX", "Kasernenstraße 10 · 40213 Düsseldorf"},
		{"Santander Consumer Bank AG", "31010833", "SCFBDE33XXX", "Santander-Platz 1 · 41061 Mönchengladbach"},
		{"Hamburger Sparkasse AG", "20050550", "HASPDEHHXXX", "Ecke Adolphsplatz / Großer Burstah · 20457 Hamburg"},
	},
	"hc-nachtmodus": {
		{"Sparkasse KölnBonn", "37050198", "COLSDE33XXX", "Hahnenstraße 57 · 50667 Köln"},
		{"Berliner Sparkasse", "10050000", "BELADEBEXXX", "Alexanderplatz 2 · 10178 Berlin"},
		{"Frankfurter Volksbank Rhein/Main eG", "50190000", "FFVBDEFFXXX", "Börsenstraße 1 · 60313 Frankfurt am Main"},
	},
	"hc-doppelauszug": {
		{"Sparkasse Pforzheim Calw", "66650085", "PZHSDE66XXX", "Poststraße 3 · 75172 Pforzheim"},
		{"Kreissparkasse Ludwigsburg", "60450050", "SOLADES1LBG", "Schillerplatz 6 · 71638 Ludwigsburg"},
		{"Sparkasse Vorderpfalz", "54550010", "LUHSDE6AXXX", "Ludwigstraße 52 · 67059 Ludwigshafen"},
	},
	"hc-zweispaltig": {
		{"VR Bank Südpfalz eG", "54862500", "GENODE61SUW", "Marktstraße 15 · 76829 Landau"},
		{"Volksbank Stuttgart eG", "60090100", "VOBADESSXXX", "Börsenplatz 1 · 70174 Stuttgart"},
		{"Volksbank Bielefeld-Gütersloh eG", "48060036", "GENODEM1GTL", "Friedrich-Ebert-Straße 73 · 33330 Gütersloh"},
	},
	"hc-landeskarte": {
		{"Landesbank Berlin AG", "10050000", "BELADEBEXXX", "Kartenservice · Alexanderplatz 2 · 10178 Berlin"},
		{"Landesbank Baden-Württemberg", "60050101", "SOLADESTXXX", "BW-Bank Kreditkartenservice · Am Hauptbahnhof 2 · 70173 Stuttgart"},
		{"Landesbank Hessen-Thüringen Girozentrale", "50050000", "HELADEFFXXX", "Kartenservice · Neue Mainzer Straße 52-58 · 60311 Frankfurt am Main"},
	},
	"hc-aussenhandel": {
		{"Kreissparkasse Esslingen-Nürtingen", "61150020", "ESSLDE66XXX", "Bahnhofstraße 8 · 73728 Esslingen"},
		{"Volksbank Hohenlohe eG", "62091800", "GENODES1VHL", "Hauptstraße 25 · 74653 Künzelsau"},
		{"Commerzbank AG Filiale Heilbronn", "62040060", "COBADEFFXXX", "Kaiserstraße 8 · 74072 Heilbronn"},
	},
	"hc-waehrung": {
		{"Stadtsparkasse München", "70150000", "SSKMDEMMXXX", "Sparkassenstraße 2 · 80331 München"},
		{"Sparkasse Hannover", "25050180", "SPKHDE2HXXX", "Raschplatz 4 · 30161 Hannover"},
		{"Hamburger Volksbank eG", "20190003", "GENODEF1HH2", "Hammerbrookstraße 63-65 · 20097 Hamburg"},
	},
}

// sealed23Setup draws the statement of an hc-* layout from its own random
// stream: the account, the period, the bookings and what the layout adds.
func (g *gen) sealed23Setup() {
	g.redraw("hc|", 0x24c0ffee)
	g.drawBranch(hcBanks, "hc-office")
	g.note("hc-time", fmt.Sprintf("%02d:%02d", 7+g.r.IntN(14), g.r.IntN(60)))
	switch g.layout {
	case "hc-glyphen":
		g.hgFromBase(32, 0)
		g.rebalance()
	case "hc-nachtmodus":
		g.hcAppTxs()
	case "hc-doppelauszug":
		g.hcTwoMonths()
	case "hc-zweispaltig":
		// a compact print is worth it for a busy account: at least 26
		// bookings (or the scan variants' cap)
		g.txs = nil
		for len(g.txs) < g.hkCap(26, 0) {
			g.transactions()
		}
		g.thin(g.hkCap(44, 0), thinning{})
		g.rebalance()
	case "hc-landeskarte":
		g.hcCardTxs()
	case "hc-aussenhandel":
		g.hcExportTxs()
	case "hc-waehrung":
		g.hcUSDTxs()
	}
}

// hcAppTxs: the last two to four weeks up to the screenshot's day, at
// most 20 bookings (three screens).
func (g *gen) hcAppTxs() {
	g.hgFromBase(20, 0)
	g.rebalance()
	today := g.end.AddDays(g.r.IntN(3))
	if n := len(g.txs); n > 0 && g.r.IntN(2) == 0 {
		today = g.txs[n-1].booking // the last booking came in today
	}
	g.note("hc-today", strconv.Itoa(today.Sub(g.end)))
}

// hcToday is hc-nachtmodus's screenshot day.
func (g *gen) hcToday() german.Date {
	n, _ := strconv.Atoi(g.chosen["hc-today"])
	return g.end.AddDays(n)
}

// hcTwoMonths: two consecutive months of the same account, the second
// opening with the first's closing balance; hc-split notes where the
// second begins.
func (g *gen) hcTwoMonths() {
	s1, o1 := g.start, g.opening
	lim := 18
	if m := g.opt.MaxTransactions; m > 0 {
		lim = max(1, min(lim, m/2)) // the scan variants' cap over both
	}
	g.txs = nil
	g.transactions()
	g.thin(lim, thinning{})
	g.rebalance()
	first := g.txs
	e1 := g.end
	g.start = e1.AddDays(1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = g.closing
	g.txs = nil
	g.transactions()
	g.thin(lim, thinning{})
	for i := range g.txs {
		if g.txs[i].value.Before(g.start) {
			g.txs[i].value = g.txs[i].booking
		}
	}
	g.txs = append(append([]tx{}, first...), g.txs...)
	g.note("hc-split", strconv.Itoa(len(first)))
	g.note("hc-mid", strconv.Itoa(e1.Sub(s1)))
	g.start, g.opening = s1, o1
	g.rebalance()
}

// hcMid is the last day of hc-doppelauszug's first statement.
func (g *gen) hcMid() german.Date {
	n, _ := strconv.Atoi(g.chosen["hc-mid"])
	return g.start.AddDays(n)
}

// hcCardMerchants are card merchants at home.
var hcCardMerchants = []string{"REWE MARKT GMBH BERLIN", "AMAZON.DE AMAZON.DE LU", "DB VERTRIEB GMBH FRANKFURT", "SHELL 1234 HAMBURG", "IKEA DEUTSCHLAND BERLIN",
	"LUFTHANSA 220123456789 KOELN", "ZALANDO SE BERLIN", "APOTHEKE AM MARKT POTSDAM", "MEDIAMARKT 1021 STUTTGART", "HOTEL ADLER FREIBURG", "SIXT GMBH PULLACH", "NETFLIX.COM AMSTERDAM"}

// hcFXMerchants are card merchants abroad and their currency.
var hcFXMerchants = []struct{ name, cur string }{
	{"AMAZON.COM SEATTLE WA", "USD"}, {"UBER *TRIP SAN FRANCISCO", "USD"}, {"TESCO STORES LONDON", "GBP"}, {"SBB CFF FFS BERN", "CHF"},
	{"MIGROS ZUERICH", "CHF"}, {"HOTEL KRAKOW CENTRUM", "PLN"}, {"BIEDRONKA GDANSK", "PLN"}, {"BOOKING.COM USD", "USD"}, {"PRET A MANGER LONDON", "GBP"},
}

// hcRates are EUR reference rates (foreign units per euro).
var hcRates = map[string]float64{"USD": 1.0842, "GBP": 0.8391, "CHF": 0.9418, "PLN": 4.3127}

// hcCardTxs: a card bill from the 16th to the 15th: purchases at home,
// purchases abroad each with its 1.75 % fee (tx.fx "CUR amount|rate"
// on the purchase, "fee" on the fee), last bill's payment. The opening
// balance is last bill's debt (negative), the payment settles it.
func (g *gen) hcCardTxs() {
	m := g.start.Month
	g.start = german.D(g.start.Year, m, 16)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = -german.Cents(5000 + g.r.IntN(180000))
	g.txs = nil
	n := 6 + g.r.IntN(12)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-2)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		bd := d.AddDays(1 + g.r.IntN(2))
		if bd.After(g.end) {
			bd = g.end
		}
		t := tx{booking: bd, value: d, party: hcCardMerchants[g.r.IntN(len(hcCardMerchants))], amount: -german.Cents(500 + g.r.IntN(25000))}
		if g.r.IntN(9) == 0 {
			t.typ, t.amount = "Gutschrift", german.Cents(900+g.r.IntN(9000)) // a refund
			t.purpose = "Gutschrift " + t.party
			t.party = ""
		}
		g.txs = append(g.txs, t)
	}
	k := 1 + g.r.IntN(4)
	if g.opt.MaxTransactions > 0 {
		k = min(k, max(0, (g.opt.MaxTransactions-len(g.txs)-1)/2))
	}
	for _, d := range g.sortedDates(k, g.start, g.end) {
		bd := d.AddDays(1 + g.r.IntN(2))
		if bd.After(g.end) {
			bd = g.end
		}
		mer := hcFXMerchants[g.r.IntN(len(hcFXMerchants))]
		orig := 300 + g.r.IntN(40000)
		rate := hcRates[mer.cur] * (1 + (g.r.Float64()-0.5)*0.01)
		eur := german.Cents(math.Round(float64(orig) / rate))
		fee := german.Cents(math.Round(float64(eur) * 0.0175))
		fx := fmt.Sprintf("%s %s|%s", mer.cur, german.Cents(orig).String(), strings.Replace(strconv.FormatFloat(rate, 'f', 4, 64), ".", ",", 1))
		g.txs = append(g.txs, tx{booking: bd, value: d, party: mer.name, amount: -eur, fx: fx, typ: "fx"},
			tx{booking: bd, value: d, purpose: "Auslandseinsatzentgelt 1,75 % von " + eur.String() + " EUR", amount: -max(fee, 1), fx: "fee", typ: "fx"})
	}
	// last bill's debt, collected from the reference account
	pd := g.start.AddDays(5 + g.r.IntN(5))
	g.txs = append(g.txs, tx{booking: pd, value: pd, purpose: "Ihre Zahlung per Lastschrift – Danke", amount: -g.opening, typ: "Zahlung"})
	g.note("hc-refiban", g.hgIBAN())
	g.note("hc-card", fmt.Sprintf("%04d %02dXX XXXX %04d", 4000+g.r.IntN(999), g.r.IntN(100), g.r.IntN(10000)))
	g.rebalance()
}

// hcForeignPartners are an exporter's partners abroad.
var hcForeignPartners = []struct{ name, country, bic, cur string }{
	{"Shenzhen Kaida Precision Co., Ltd.", "CN", "BKCHCNBJ45A", "USD"},
	{"Atlas Tooling Inc.", "US", "CHASUS33XXX", "USD"},
	{"Midlands Fasteners Ltd", "GB", "BARCGB22XXX", "GBP"},
	{"Hydraulik Tech AG", "CH", "UBSWCHZH80A", "CHF"},
	{"Ningbo Haitian Components Co. Ltd.", "CN", "ICBKCNBJNBO", "USD"},
	{"Cascade Automation LLC", "US", "BOFAUS3NXXX", "USD"},
}

// hcExportTxs: a month of an exporting GmbH: customers' payments,
// suppliers, the salaries as one Sammler, foreign transfers in and out
// with their exchange and fees (tx.fx "CUR amount|rate|eur|fee|courtage"),
// the account fee.
func (g *gen) hcExportTxs() {
	g.holder = g.pick("Mahler Präzisionstechnik GmbH", "Kessler Antriebssysteme GmbH & Co. KG", "Hohenloher Metallbau Wagner GmbH", "Brandt Industrieelektronik GmbH")
	g.opening = german.Cents(2000000 + g.r.IntN(15000000))
	g.txs = nil
	limit := 22
	if g.opt.MaxTransactions > 0 {
		limit = min(limit, g.opt.MaxTransactions)
	}
	customers := []string{"Bosch Rexroth AG", "Festo SE & Co. KG", "Liebherr-Werk Ehingen GmbH", "Trumpf Werkzeugmaschinen SE + Co. KG", "Voith Turbo GmbH & Co. KG", "ZF Friedrichshafen AG"}
	suppliers := []string{"Würth Industrie Service GmbH & Co. KG", "Hoffmann Group GmbH", "Stahlhandel Gröditz GmbH", "EnBW Energie Baden-Württemberg AG", "DATEV eG", "AOK Baden-Württemberg"}
	for _, d := range g.sortedDates(limit-1, g.start, g.end) {
		t := tx{booking: d, value: d, iban: g.hgIBAN()}
		switch k := g.r.IntN(10); {
		case k < 3:
			t.typ, t.party = "Gutschrift", customers[g.r.IntN(len(customers))]
			t.purpose = fmt.Sprintf("RE %d vom %s Kd-Nr. %d", 2400000+g.r.IntN(99999), d.AddDays(-20-g.r.IntN(30)), 10000+g.r.IntN(89999))
			t.amount = german.Cents(80000 + g.r.IntN(4000000))
		case k < 5:
			t.typ, t.party = g.pick("Überweisung", "Lastschrift"), suppliers[g.r.IntN(len(suppliers))]
			t.purpose = fmt.Sprintf("Rechnung %d Kundennr. %d", 900000+g.r.IntN(99999), 1000+g.r.IntN(8999))
			t.amount = -german.Cents(5000 + g.r.IntN(900000))
			if t.typ == "Lastschrift" {
				g.hgSEPA(&t)
			}
		case k < 7:
			p := hcForeignPartners[g.r.IntN(len(hcForeignPartners))]
			orig := german.Cents((500 + g.r.IntN(20000)) * 100)
			rate := hcRates[p.cur] * (1 + (g.r.Float64()-0.5)*0.01)
			eur := german.Cents(math.Round(float64(orig) / rate))
			fee := german.Cents(1500)
			if k == 5 {
				cour := german.Cents(math.Round(float64(eur) * 0.00025))
				t.typ, t.party, t.amount = "Auslandsüberweisung", p.name, -(eur + fee + cour)
				t.purpose = fmt.Sprintf("INVOICE %s-%d", p.country, 10000+g.r.IntN(89999))
				t.fx = fmt.Sprintf("%s %s|%.4f|%d|%d|%d", p.cur, orig, rate, eur, fee, cour)
			} else {
				fee = 1000
				t.typ, t.party, t.amount = "Auslandsgutschrift", p.name, eur-fee
				t.purpose = fmt.Sprintf("PAYMENT ORDER %d/%s", 100000+g.r.IntN(899999), p.country)
				t.fx = fmt.Sprintf("%s %s|%.4f|%d|%d|0", p.cur, orig, rate, eur, fee)
			}
			t.iban = ""
			t.cred = p.bic // printed as "BIC" of the partner's bank
		case k < 8:
			n := 4 + g.r.IntN(9)
			t.typ, t.party, t.iban = "Sammelüberweisung", "", ""
			t.purpose = fmt.Sprintf("Gehälter %s %d Posten", months[d.Month-1], n)
			t.amount = -german.Cents(n * (250000 + g.r.IntN(150000)))
		case k < 9:
			n := 5 + g.r.IntN(30)
			t.typ, t.party, t.iban = "Sammellastschrift Gutschrift", "", ""
			t.purpose = fmt.Sprintf("Einzug SEPA-Firmenlastschriften %d Posten Datei %d", n, 4000+g.r.IntN(999))
			t.amount = german.Cents(n * (5000 + g.r.IntN(40000)))
		default:
			t.typ, t.party = "Lastschrift", g.pick("Finanzamt Heilbronn", "Finanzamt Esslingen", "Berufsgenossenschaft Holz und Metall")
			t.purpose = fmt.Sprintf("Steuernr. %d/%d USt-VA %s", 60000+g.r.IntN(9999), 10000+g.r.IntN(89999), hgYM(g.start.AddDays(-2)))
			t.amount = -german.Cents(100000 + g.r.IntN(1500000))
			g.hgSEPA(&t)
		}
		if t.typ != "Gutschrift" && t.typ != "Auslandsgutschrift" && g.r.IntN(5) == 0 {
			t.value = d.AddDays(-1)
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", purpose: "Entgelte Kontoführung und Zahlungsverkehr lt. Anlage " + hgYM(g.end),
		amount: -german.Cents(2500 + g.r.IntN(9000))})
	g.rebalance()
}

// hcUSDTxs: a month of a USD currency account: payments from US
// customers, payments to US suppliers, conversions from and to the EUR
// account (tx.fx "rate|eur"), the month's fee.
func (g *gen) hcUSDTxs() {
	g.holder = g.pick("Dr. Katharina Wolff", "Oberland Outdoor Handels GmbH", "Stefan und Julia Brenner", "Bergmann Software UG (haftungsbeschränkt)")
	g.opening = german.Cents(100000 + g.r.IntN(4000000))
	g.txs = nil
	n := 8 + g.r.IntN(14)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-1)
	}
	us := []string{"Stripe Payments Company", "Amazon.com Services LLC", "Apple Inc.", "Shopify Payments (USA) Inc.", "Upwork Global Inc.", "PayPal Inc."}
	out := []string{"Adobe Inc.", "Amazon Web Services Inc.", "GitHub Inc.", "DigitalOcean LLC", "Atlassian US Inc.", "Cascade Automation LLC"}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		switch k := g.r.IntN(8); {
		case k < 3:
			t.typ, t.party = "Auslandsgutschrift", us[g.r.IntN(len(us))]
			t.purpose = fmt.Sprintf("PAYOUT %s REF %s", d.AddDays(-2), hexRef(g.r.Uint64())[:10])
			t.amount = german.Cents(5000 + g.r.IntN(800000))
			t.value = d.AddDays(-g.r.IntN(2))
		case k < 6:
			t.typ, t.party = "Auslandsüberweisung", out[g.r.IntN(len(out))]
			t.purpose = fmt.Sprintf("Invoice %d %s", 1000000+g.r.IntN(8999999), hgYM(d))
			t.amount = -german.Cents(1000 + g.r.IntN(300000))
		default:
			rate := hcRates["USD"] * (1 + (g.r.Float64()-0.5)*0.02)
			usd := german.Cents((10 + g.r.IntN(200)) * 10000)
			eur := german.Cents(math.Round(float64(usd) / rate))
			if g.r.IntN(2) == 0 {
				t.typ, t.purpose, t.amount = "Devisenkauf", "Umtausch zu Lasten Girokonto EUR", usd
			} else {
				t.typ, t.purpose, t.amount = "Devisenverkauf", "Umtausch zu Gunsten Girokonto EUR", -usd
			}
			t.fx = fmt.Sprintf("%.4f|%d", rate, eur)
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", purpose: "Kontoführungsentgelt Fremdwährungskonto", amount: -german.Cents(500 + 250*g.r.IntN(3))})
	g.rebalance()
}

// renderSealed23 draws the hc-* layouts into f and st.
func (g *gen) renderSealed23(f *flow, st *Statement) {
	switch g.layout {
	case "hc-glyphen":
		g.renderHCGlyph(f, st)
	case "hc-nachtmodus":
		g.renderHCDark(st)
	case "hc-doppelauszug":
		g.renderHCTwo(f, st)
	case "hc-zweispaltig":
		g.renderHCColumns(f, st)
	case "hc-landeskarte":
		g.renderHCCard(st)
	case "hc-aussenhandel":
		g.renderHCExport(f, st)
	case "hc-waehrung":
		g.renderHCUSD(f, st)
	}
}

// ---- hc-glyphen: fonts without ToUnicode ----

// renderHCGlyph: a plain statement; the text layer is made useless by
// hcGlyphPDF.
func (g *gen) renderHCGlyph(f *flow, st *Statement) {
	st.Tool = "glyphen"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 7.6, 40, 1
	f.lh = 10
	f.top, f.bottom = 44, 76
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 13}, R(555, "Kontoauszug "+nr))
		f.gap(4)
		f.put(Item{X: 40, Text: g.chosen["hc-office"], Size: 6.5}, R(555, fmt.Sprintf("Seite %d", p)))
		f.gap(10)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Girokonto"))
			f.put(L(40, "Lindenallee 12"), R(555, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), R(555, "BIC "+g.bic))
			f.put(R(555, fmt.Sprintf("Zeitraum vom %s bis %s", g.start, g.end)))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(6)
		}
		y := f.y
		f.put(B(40, "Buchung"), B(92, "Valuta"), B(144, "Vorgang / Verwendungszweck"), BR(555, "Betrag EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1, W: 515, Width: 0.6})
		f.gap(3)
	}
	f.newPage()
	f.put(B(144, "Alter Kontostand per "+g.start.AddDays(-1).String()), BR(555, g.opening.String()))
	f.gap(3)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(92, t.value.String()), B(144, t.typ), R(555, t.amount.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(144, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 144, 70)...)
		if t.iban != "" {
			ls = append(ls, []Item{{X: 144, Text: "IBAN " + german.FormatIBAN(t.iban), Size: 6.6}})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(3)
	f.block([][]Item{{B(144, "Neuer Kontostand per "+g.end.String()), BR(555, g.closing.String())}, {},
		{{X: 40, Text: "Bitte prüfen Sie Ihren Kontoauszug. Einwendungen sind unverzüglich, spätestens sechs Wochen nach Zugang zu erheben.", Size: 6.6}}})
	hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hc-office"] + " · Dokumentenarchiv, elektronisch erstellt"}, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
}

// hcFace is a TrueType face read far enough to embed it: its glyphs'
// advances and the code points it maps.
type hcFace struct {
	data            []byte
	upem            int
	adv             []int
	cmap            map[rune]int
	ascent, descent int
	bbox            [4]int
}

var (
	hcFaces   [2]*hcFace
	hcFaceErr error
	hcFaceMu  sync.Once
)

// hcLoadFaces reads DejaVu Sans and DejaVu Sans Bold once.
func hcLoadFaces() ([2]*hcFace, error) {
	hcFaceMu.Do(func() {
		for k, p := range fontFiles["dejavu"] {
			f, err := hcReadFace(p)
			if err != nil {
				hcFaceErr = err
				return
			}
			hcFaces[k] = f
		}
	})
	return hcFaces, hcFaceErr
}

// hcReadFace parses the tables head, hhea, maxp, hmtx and cmap (format
// 4, Windows Unicode) of a TrueType file.
func hcReadFace(path string) (*hcFace, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("synth: hc-glyphen needs %s (make deps installs fonts-dejavu-core): %w", path, err)
	}
	if len(b) < 12 {
		return nil, fmt.Errorf("synth: %s: not a TrueType file", path)
	}
	u16 := func(o int) int { return int(binary.BigEndian.Uint16(b[o:])) }
	i16 := func(o int) int { return int(int16(binary.BigEndian.Uint16(b[o:]))) }
	u32 := func(o int) int { return int(binary.BigEndian.Uint32(b[o:])) }
	tab := map[string]int{}
	for i := range u16(4) {
		e := 12 + 16*i
		tab[string(b[e:e+4])] = u32(e + 8)
	}
	for _, t := range []string{"head", "hhea", "maxp", "hmtx", "cmap"} {
		if _, ok := tab[t]; !ok {
			return nil, fmt.Errorf("synth: %s has no %s table", path, t)
		}
	}
	f := &hcFace{data: b, cmap: map[rune]int{}}
	head, hhea := tab["head"], tab["hhea"]
	f.upem = u16(head + 18)
	f.bbox = [4]int{i16(head + 36), i16(head + 38), i16(head + 40), i16(head + 42)}
	f.ascent, f.descent = i16(hhea+4), i16(hhea+6)
	nh, ng := u16(hhea+34), u16(tab["maxp"]+4)
	last := 0
	for gi := range ng {
		if gi < nh {
			last = u16(tab["hmtx"] + 4*gi)
		}
		f.adv = append(f.adv, last)
	}
	cm := tab["cmap"]
	for i := range u16(cm + 2) {
		e := cm + 4 + 8*i
		if u16(e) != 3 || u16(e+2) != 1 {
			continue
		}
		sub := cm + u32(e+4)
		if u16(sub) != 4 {
			continue
		}
		segX2 := u16(sub + 6)
		ends := sub + 14
		starts := ends + segX2 + 2
		deltas := starts + segX2
		ranges := deltas + segX2
		for s := 0; s < segX2/2; s++ {
			end, start, delta, ro := u16(ends+2*s), u16(starts+2*s), u16(deltas+2*s), u16(ranges+2*s)
			for c := start; c <= end && c != 0xFFFF; c++ {
				gl := 0
				if ro == 0 {
					gl = (c + delta) & 0xFFFF
				} else if gl = u16(ranges + 2*s + ro + 2*(c-start)); gl != 0 {
					gl = (gl + delta) & 0xFFFF
				}
				if gl != 0 {
					f.cmap[rune(c)] = gl
				}
			}
		}
	}
	if len(f.cmap) == 0 {
		return nil, fmt.Errorf("synth: %s has no Unicode cmap", path)
	}
	return f, nil
}

// glyphs returns s's glyph numbers and its width at size points.
func (f *hcFace) glyphs(s string, size float64) ([]int, float64) {
	var gs []int
	w := 0.0
	for _, r := range s {
		gl, ok := f.cmap[r]
		if !ok {
			gl = f.cmap['?']
		}
		gs = append(gs, gl)
		w += float64(f.adv[gl]) * size / float64(f.upem)
	}
	return gs, w
}

// hcDeflate compresses b with zlib.
func hcDeflate(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := zlib.NewWriterLevel(&buf, zlib.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

// hcGlyphPDF writes pages as a PDF whose two fonts (DejaVu Sans and its
// bold) are embedded whole as CIDFontType2 with Identity-H encoding and
// CIDToGIDMap /Identity, the shown strings glyph numbers, and NO
// ToUnicode: the page looks right, its text layer maps the glyph
// numbers as if they were Unicode.
func hcGlyphPDF(pages []Page, w, h float64) ([]byte, error) {
	faces, err := hcLoadFaces()
	if err != nil {
		return nil, err
	}
	used := [2]map[int]bool{{}, {}}
	num := func(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }
	var contents [][]byte
	for _, p := range pages {
		var c strings.Builder
		for _, s := range p.Shapes {
			switch s.Kind {
			case "fill":
				fmt.Fprintf(&c, "q %s g %s %s %s %s re f Q\n", num(s.Grey), num(s.X), num(h-s.Y-s.H), num(s.W), num(s.H))
			case "box":
				fmt.Fprintf(&c, "q %s w %s %s %s %s re S Q\n", num(s.Width), num(s.X), num(h-s.Y-s.H), num(s.W), num(s.H))
			case "line":
				fmt.Fprintf(&c, "q %s w %s %s m %s %s l S Q\n", num(s.Width), num(s.X), num(h-s.Y), num(s.X+s.W), num(h-s.Y-s.H))
			}
		}
		for _, it := range p.Items {
			if it.Text == "" {
				continue
			}
			k := 0
			if it.Bold {
				k = 1
			}
			gs, width := faces[k].glyphs(it.Text, it.Size)
			x := it.X
			if it.Right {
				x -= width
			}
			var hex strings.Builder
			for _, gl := range gs {
				used[k][gl] = true
				fmt.Fprintf(&hex, "%04X", gl)
			}
			fmt.Fprintf(&c, "BT /F%d %s Tf %s %s Td <%s> Tj ET\n", k+1, num(it.Size), num(x), num(h-it.Y-it.Size*0.8), hex.String())
		}
		contents = append(contents, []byte(c.String()))
	}
	// objects: 1 catalog, 2 pages, 3 info, 4–11 the fonts (Type0, CIDFont,
	// descriptor, file for each), then page and content pairs
	var objs []string
	objs = append(objs, "<< /Type /Catalog /Pages 2 0 R >>")
	var kids []string
	for i := range pages {
		kids = append(kids, fmt.Sprintf("%d 0 R", 12+2*i))
	}
	objs = append(objs, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(pages)))
	objs = append(objs, "<< /Producer (DMS Archivdruck 6.2 / PDF-Export) /Creator (Kontoauszugsarchiv) /CreationDate (D:20250101000000Z) >>")
	names := [2]string{"DejaVuSans", "DejaVuSans-Bold"}
	for k, f := range faces {
		base := 4 + 4*k
		scale := 1000 / float64(f.upem)
		var gl []int
		for x := range used[k] {
			gl = append(gl, x)
		}
		sort.Ints(gl)
		var ws strings.Builder
		for _, x := range gl {
			fmt.Fprintf(&ws, "%d [%d] ", x, int(math.Round(float64(f.adv[x])*scale)))
		}
		objs = append(objs,
			fmt.Sprintf("<< /Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H /DescendantFonts [%d 0 R] >>", names[k], base+1),
			fmt.Sprintf("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /%s /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor %d 0 R /CIDToGIDMap /Identity /DW 600 /W [%s] >>", names[k], base+2, ws.String()),
			fmt.Sprintf("<< /Type /FontDescriptor /FontName /%s /Flags 32 /FontBBox [%d %d %d %d] /ItalicAngle 0 /Ascent %d /Descent %d /CapHeight %d /StemV %d /FontFile2 %d 0 R >>",
				names[k], int(float64(f.bbox[0])*scale), int(float64(f.bbox[1])*scale), int(float64(f.bbox[2])*scale), int(float64(f.bbox[3])*scale),
				int(float64(f.ascent)*scale), int(float64(f.descent)*scale), 729, 80+40*k, base+3),
			"stream:"+strconv.Itoa(len(f.data)))
	}
	for i := range pages {
		objs = append(objs, fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] /Resources << /Font << /F1 4 0 R /F2 8 0 R >> >> /Contents %d 0 R >>", num(w), num(h), 13+2*i),
			"content:"+strconv.Itoa(i))
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.6\n%\xe2\xe3\xcf\xd3\n")
	offs := make([]int, len(objs)+1)
	for i, o := range objs {
		offs[i+1] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		switch {
		case strings.HasPrefix(o, "stream:"):
			k := (i + 1 - 7) / 4 // the font file of face k: objects 7 and 11
			z := hcDeflate(faces[k].data)
			fmt.Fprintf(&b, "<< /Length %d /Length1 %d /Filter /FlateDecode >>\nstream\n", len(z), len(faces[k].data))
			b.Write(z)
			b.WriteString("\nendstream")
		case strings.HasPrefix(o, "content:"):
			n, _ := strconv.Atoi(strings.TrimPrefix(o, "content:"))
			z := hcDeflate(contents[n])
			fmt.Fprintf(&b, "<< /Length %d /Filter /FlateDecode >>\nstream\n", len(z))
			b.Write(z)
			b.WriteString("\nendstream")
		default:
			b.WriteString(o)
		}
		b.WriteString("\nendobj\n")
	}
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for i := 1; i <= len(objs); i++ {
		fmt.Fprintf(&b, "%010d 00000 n \n", offs[i])
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, x)
	return b.Bytes(), nil
}

// hcTool returns the maker of an hc-* tool's PDF, nil for another tool.
func hcTool(name string) func(ctx context.Context, s *Statement) ([]byte, error) {
	switch name {
	case "glyphen":
		return func(_ context.Context, s *Statement) ([]byte, error) { return hcGlyphPDF(s.Pages, PageW, PageH) }
	case "screenshot":
		return hcScreenshotPDF
	}
	return nil
}

// ---- hc-nachtmodus: dark-mode app screenshots ----

// hcScreenDPI is the resolution the app's screens are rasterised at.
const hcScreenDPI = 300

// hcScreenshotPDF prints the screens (st.HTML, one page a screen) with
// Chromium, rasterises every page in colour and writes the images as an
// image-only PDF: a phone's screenshots saved as one PDF.
func hcScreenshotPDF(ctx context.Context, s *Statement) ([]byte, error) {
	printed, err := PrintHTML(ctx, s.HTML)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "synth-screens-")
	if err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, printed, 0o600); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	if out, err := exec.CommandContext(ctx, "pdftoppm", "-r", strconv.Itoa(hcScreenDPI), "-png", in, filepath.Join(dir, "s")).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("synth: pdftoppm: %w: %s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "s-*.png"))
	if len(files) == 0 {
		return nil, fmt.Errorf("synth: %s/%d: no screens", s.Truth.Layout, s.Truth.Seed)
	}
	// written by hand: one RGB image XObject a page, the pages in the
	// screens' order (fpdf's image catalogue order is not stable)
	var imgs [][]byte
	var dims [][2]int
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("synth: %w", err)
		}
		im, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("synth: screenshot png: %w", err)
		}
		r := im.Bounds()
		rgb := make([]byte, 0, r.Dx()*r.Dy()*3)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				cr, cg, cb, _ := im.At(x, y).RGBA()
				rgb = append(rgb, byte(cr>>8), byte(cg>>8), byte(cb>>8))
			}
		}
		imgs = append(imgs, hcDeflate(rgb))
		dims = append(dims, [2]int{r.Dx(), r.Dy()})
	}
	n := len(imgs)
	var buf bytes.Buffer
	buf.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offs := []int{0}
	obj := func(body string, stream []byte) {
		offs = append(offs, buf.Len())
		fmt.Fprintf(&buf, "%d 0 obj\n%s", len(offs)-1, body)
		if stream != nil {
			buf.WriteString("\nstream\n")
			buf.Write(stream)
			buf.WriteString("\nendstream")
		}
		buf.WriteString("\nendobj\n")
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>", nil)
	var kids []string
	for i := range n {
		kids = append(kids, fmt.Sprintf("%d 0 R", 4+3*i))
	}
	obj(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), n), nil)
	obj("<< /Producer (Screenshots) /Creator (Galerie: Als PDF teilen) /CreationDate (D:20250101000000Z) >>", nil)
	for i := range n {
		w, h := float64(dims[i][0])*72/hcScreenDPI, float64(dims[i][1])*72/hcScreenDPI
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << /Im0 %d 0 R >> >> /Contents %d 0 R >>", w, h, 6+3*i, 5+3*i), nil)
		c := []byte(fmt.Sprintf("q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q", w, h))
		obj(fmt.Sprintf("<< /Length %d >>", len(c)), c)
		obj(fmt.Sprintf("<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length %d >>", dims[i][0], dims[i][1], len(imgs[i])), imgs[i])
	}
	x := buf.Len()
	fmt.Fprintf(&buf, "xref\n0 %d\n0000000000 65535 f \n", len(offs))
	for _, o := range offs[1:] {
		fmt.Fprintf(&buf, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&buf, "trailer\n<< /Size %d /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offs), x)
	s.Truth.Pages = len(files)
	return buf.Bytes(), nil
}

// hcGermanDay is "Dienstag, 4. Februar".
func hcGermanDay(d german.Date) string {
	return fmt.Sprintf("%s, %d. %s", weekdays[d.Weekday()], d.Day, months[d.Month-1])
}

// hcInitials are the two letters in a booking's logo circle.
func hcInitials(s string) string {
	var out []rune
	for _, w := range strings.Fields(s) {
		r, _ := utf8.DecodeRuneInString(w)
		if r >= 'A' && r <= 'Z' || strings.ContainsRune("ÄÖÜ", r) {
			out = append(out, r)
		}
		if len(out) == 2 {
			break
		}
	}
	if len(out) == 0 {
		return "€"
	}
	return string(out)
}

// hcAppCut is the app's purpose line: cut at n characters with "…";
// the truth's purpose is the part shown.
func hcAppCut(s string, n int) (shown, truth string) {
	r := []rune(s)
	if len(r) <= n {
		return s, s
	}
	t := strings.TrimRight(string(r[:n]), " ")
	return t + "…", t
}

// hcCircle colours of the logo circles.
var hcCircle = []string{"#3d5afe", "#00897b", "#8e24aa", "#f4511e", "#6d4c41", "#1e88e5", "#c0ca33", "#d81b60"}

// renderHCDark: the app's booking list in dark mode as two or three
// screenshots, newest first, each screen after the first repeating the
// day heading and the last booking of the one before.
func (g *gen) renderHCDark(st *Statement) {
	st.Tool = "screenshot"
	add := st.Truth.add
	st.Truth.PeriodStart, st.Truth.PeriodEnd, st.Truth.Opening = "", "", ""
	st.Truth.BIC = "" // the app does not show it
	e := html.EscapeString
	today := g.hcToday()
	type row struct {
		day  german.Date
		html string
	}
	var rows []row
	for i := len(g.txs) - 1; i >= 0; i-- {
		t := g.txs[i]
		name := t.party
		if name == "" {
			name = t.typ
		}
		shown, purpose := hcAppCut(t.purpose, 30)
		cls, amt := "", t.amount.String()+"\u00a0€"
		if t.amount > 0 {
			cls, amt = " in", "+"+amt
		}
		col := hcCircle[len(name)%len(hcCircle)]
		rows = append(rows, row{t.booking, fmt.Sprintf(`<div class="row"><div class="logo" style="background:%s">%s</div><div class="mid"><div class="nm">%s</div><div class="vz">%s</div><div class="ty">%s</div></div><div class="amt%s">%s</div></div>`,
			col, e(hcInitials(name)), e(name), e(shown), e(t.typ), cls, amt)})
		tt := truth(t, false, false, purpose)
		add(tt)
	}
	heading := func(d german.Date) string {
		switch {
		case d == today:
			return "Heute"
		case d == today.AddDays(-1):
			return "Gestern"
		}
		return hcGermanDay(d)
	}
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Screenshot</title><style>
@page{size:72mm 156mm;margin:0}
html,body{margin:0;padding:0;background:#101114}
body{font-family:"DejaVu Sans",sans-serif;color:#e9eaee;font-size:8.2px}
.screen{width:72mm;height:156mm;overflow:hidden;position:relative;page-break-after:always;background:#101114}
.screen:last-child{page-break-after:auto}
.sb{display:flex;justify-content:space-between;padding:2.2mm 4mm 1mm;font-size:7.4px;color:#f2f2f2;font-weight:bold}
.bar{display:flex;align-items:center;padding:2mm 4mm 2.5mm;font-size:10.5px;font-weight:bold}
.bar .back{color:#ff5a5f;margin-right:3mm;font-size:13px}
.card{margin:1mm 3mm 3mm;background:#1d1f25;border-radius:10px;padding:3mm 3.5mm}
.card .an{font-size:9.4px;font-weight:bold}
.card .ib{color:#9aa0a9;font-size:7px;margin-top:0.8mm}
.card .lbl{color:#9aa0a9;font-size:7px;margin-top:2.4mm}
.card .bal{font-size:15px;font-weight:bold;margin-top:0.6mm}
.card .st{color:#80868f;font-size:6.4px;margin-top:0.6mm}
.tabs{display:flex;gap:2mm;margin:0 3mm 2mm}
.tabs span{background:#26292f;border-radius:9px;padding:0.8mm 2.6mm;font-size:6.8px;color:#c8ccd3}
.tabs span.on{background:#e9eaee;color:#101114}
.day{color:#9aa0a9;font-size:7.2px;font-weight:bold;margin:2.6mm 4mm 1.2mm}
.row{display:flex;align-items:center;margin:0 3mm 1.4mm;background:#1a1c21;border-radius:9px;padding:2mm 2.6mm}
.logo{width:7mm;height:7mm;border-radius:50%;color:#fff;font-weight:bold;font-size:7.4px;display:flex;align-items:center;justify-content:center;flex:none;margin-right:2.4mm}
.mid{flex:1;min-width:0}
.nm{font-weight:bold;font-size:7.8px;white-space:nowrap;overflow:hidden}
.vz{color:#aab0b8;font-size:6.8px;white-space:nowrap;overflow:hidden;margin-top:0.4mm}
.ty{color:#6f757e;font-size:6.2px;margin-top:0.3mm}
.amt{font-weight:bold;font-size:8px;white-space:nowrap;margin-left:2mm}
.amt.in{color:#4cd28a}
.nav{position:absolute;bottom:0;left:0;right:0;height:11mm;background:#17181c;border-top:0.3mm solid #2a2c31;display:flex;justify-content:space-around;align-items:center;color:#8a9098;font-size:6px}
.nav .on{color:#ff5a5f}
</style></head><body>
`)
	clock := g.chosen["hc-time"]
	screenTop := func(first bool) {
		fmt.Fprintf(&b, `<div class="screen"><div class="sb"><span>%s</span><span>5G ▮▮▮ %d %%</span></div>
<div class="bar"><span class="back">‹</span>Umsätze</div>
`, clock, 40+int(g.iban[len(g.iban)-1]-'0')*6)
		if first {
			fmt.Fprintf(&b, `<div class="card"><div class="an">Girokonto · %s</div><div class="ib">%s</div><div class="ib">%s</div><div class="lbl">Kontostand</div><div class="bal">%s&nbsp;€</div><div class="st">Stand %s, %s Uhr</div></div>
<div class="tabs"><span class="on">Alle</span><span>Eingänge</span><span>Ausgänge</span><span>Vorgemerkt</span></div>
`, e(g.bank), german.FormatIBAN(g.iban), e(g.holder), g.closing, today, clock)
		}
	}
	screenEnd := func() {
		b.WriteString(`<div class="nav"><span class="on">⌂<br>Finanzen</span><span>⇄<br>Überweisen</span><span>☰<br>Service</span><span>●<br>Profil</span></div></div>
`)
	}
	per := []int{5, 8, 8}
	i := 0
	for s := 0; s < len(per) && i < len(rows); s++ {
		screenTop(s == 0)
		start := i
		if s > 0 {
			start = i - 1 // the overlap: the last booking of the screen before
		}
		n := per[s]
		var prev german.Date
		for k := start; k < len(rows) && k < start+n; k++ {
			if k == start || rows[k].day != prev {
				fmt.Fprintf(&b, "<div class=\"day\">%s</div>\n", heading(rows[k].day))
			}
			prev = rows[k].day
			b.WriteString(rows[k].html + "\n")
			i = k + 1
		}
		screenEnd()
	}
	b.WriteString("</body></html>\n")
	// what did not fit on three screens is not on them: out of the truth
	st.Truth.Transactions = st.Truth.Transactions[:i]
	st.HTML = b.String()
}

// ---- hc-doppelauszug: two statements in one file ----

// renderHCTwo: Kontoauszug n and n+1 one after the other, each with its
// own head, balances and sheet count.
func (g *gen) renderHCTwo(f *flow, st *Statement) {
	add := st.Truth.add
	st.ScanLook = "reversed"
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 8, 40, 1
	f.lh = 10.4
	f.top, f.bottom = 40, 80
	split, _ := strconv.Atoi(g.chosen["hc-split"])
	split = min(split, len(g.txs))
	mid := g.hcMid()
	type part struct {
		nr               int
		from, to         german.Date
		open, close      german.Cents
		txs              []tx
		firstPage, pages int
	}
	bal1 := g.opening
	for _, t := range g.txs[:split] {
		bal1 += t.amount
	}
	parts := []part{
		{nr: int(g.start.Month), from: g.start, to: mid, open: g.opening, close: bal1, txs: g.txs[:split]},
		{nr: int(mid.AddDays(1).Month), from: mid.AddDays(1), to: g.end, open: bal1, close: g.closing, txs: g.txs[split:]},
	}
	var cur *part
	f.header = func(f *flow, p int) {
		sheet := p - cur.firstPage + 1
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 14})
		f.gap(5)
		f.put(Item{X: 40, Text: g.chosen["hc-office"], Size: 6.5})
		f.gap(6)
		if sheet == 1 {
			f.put(L(40, g.holder), B(330, fmt.Sprintf("Kontoauszug %d/%d", cur.nr, cur.to.Year)))
			f.put(L(40, "Schillerstraße 21"), L(330, "Girokonto "+ibanF))
			f.put(L(40, "12345 "+g.city), L(330, "BIC "+g.bic))
			f.put(L(330, fmt.Sprintf("Zeitraum %s - %s", cur.from, cur.to)))
			f.gap(10)
		} else {
			f.put(B(40, fmt.Sprintf("Kontoauszug %d/%d", cur.nr, cur.to.Year)), L(330, "Girokonto "+ibanF))
			f.gap(6)
		}
		y := f.y
		f.put(B(40, "Buchungstag"), B(98, "Wert"), B(150, "Vorgang"), BR(555, "Betrag EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1.5, W: 515, Width: 0.5})
		f.gap(2)
	}
	for k := range parts {
		cur = &parts[k]
		cur.firstPage = len(f.pages) + 1
		f.newPage()
		f.put(L(150, fmt.Sprintf("Kontostand am %s (alt)", cur.from.AddDays(-1))), BR(555, cur.open.String()))
		f.gap(3)
		for _, t := range cur.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(98, t.value.String()), B(150, t.typ), R(555, t.amount.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(150, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 150, 64)...)
			if t.mref != "" {
				ls = append(ls, []Item{{X: 150, Text: "Mandat " + t.mref + " Gläubiger-ID " + t.cred, Size: 6.8}})
			}
			if t.iban != "" {
				ls = append(ls, []Item{{X: 150, Text: "IBAN " + german.FormatIBAN(t.iban), Size: 6.8}})
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{{B(150, fmt.Sprintf("Kontostand am %s (neu)", cur.to)), BR(555, cur.close.String())}, {},
			{{X: 40, Text: "Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.", Size: 6.4}}})
		cur.pages = len(f.pages) - cur.firstPage + 1
	}
	for _, pt := range parts {
		for s := range pt.pages {
			p := &f.pages[pt.firstPage-1+s]
			p.Items = append(p.Items, Item{X: 555, Y: 40, Text: fmt.Sprintf("Blatt %d von %d", s+1, pt.pages), Size: 7.5, Right: true},
				Item{X: 40, Y: PageH - 46, Text: g.bank + " · Anstalt des öffentlichen Rechts · " + g.chosen["hc-office"], Size: 6.2})
		}
	}
}

// ---- hc-zweispaltig: bookings in two columns ----

// hcMonAbbr are the German month abbreviations.
var hcMonAbbr = []string{"Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."}

// hcShortDate is "03. Feb.".
func hcShortDate(d german.Date) string { return fmt.Sprintf("%02d. %s", d.Day, hcMonAbbr[d.Month-1]) }

// renderHCColumns: the compact print, bookings down the left column,
// then the right, through Ghostscript.
func (g *gen) renderHCColumns(f *flow, st *Statement) {
	add := st.Truth.add
	st.ScanLook = "upside"
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	const size, lh, colW, gut = 7.0, 8.6, 250.0, 15.0
	cols := [2]float64{40, 40 + colW + gut}
	bottom := PageH - 64
	var top float64
	page := func() {
		p := Page{}
		y := 38.0
		it := func(x float64, s string, sz float64, bold, right bool) {
			p.Items = append(p.Items, Item{X: x, Y: y, Text: s, Size: sz, Bold: bold, Right: right})
		}
		it(40, g.bank, 12, true, false)
		it(555, "Kontoauszug "+nr+" – Kompaktdruck", 9, true, true)
		y += 15
		it(40, g.chosen["hc-office"], 6.4, false, false)
		it(555, fmt.Sprintf("Blatt %d", len(f.pages)+1), 7, false, true)
		y += 12
		if len(f.pages) == 0 {
			it(40, g.holder, 8, false, false)
			it(555, "IBAN "+ibanF+"   BIC "+g.bic, 8, false, true)
			y += 10
			it(40, "Am Kirchberg 4, 12345 "+g.city, 8, false, false)
			it(555, fmt.Sprintf("Auszugszeitraum %s bis %s", g.start, g.end), 8, false, true)
			y += 14
		} else {
			it(40, g.holder, 8, false, false)
			it(555, "IBAN "+ibanF, 8, false, true)
			y += 14
		}
		p.Shapes = append(p.Shapes, Shape{Kind: "line", X: 40, Y: y - 3, W: 515, Width: 0.8},
			Shape{Kind: "line", X: 40 + colW + gut/2, Y: y, H: bottom - y, Width: 0.3})
		top = y + 2
		f.pages = append(f.pages, p)
	}
	col := 0
	var y float64
	place := func(ls [][]Item) {
		need := float64(len(ls)) * lh
		if y+need > bottom {
			if col == 0 {
				col, y = 1, top
			} else {
				page()
				col, y = 0, top
			}
		}
		p := f.cur()
		for _, l := range ls {
			for _, it := range l {
				it.Y = y
				if it.Right {
					it.X = cols[col] + colW
				} else {
					it.X += cols[col]
				}
				if it.Size == 0 {
					it.Size = size
				}
				p.Items = append(p.Items, it)
			}
			y += lh
		}
	}
	page()
	y = top
	place([][]Item{{B(0, "Alter Kontostand "+hcShortDate(g.start.AddDays(-1))), BR(0, g.opening.String())}, {}})
	for _, t := range g.txs {
		ls := [][]Item{{L(0, hcShortDate(t.booking)), L(36, t.typ), R(0, t.amount.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(36, hdCut(t.party, 44))})
		}
		for _, w := range wrap(t.purpose, 46) {
			ls = append(ls, []Item{L(36, w)})
		}
		ls = append(ls, []Item{{X: 36, Text: "Wert " + hcShortDate(t.value), Size: 6.2}}, []Item{})
		place(ls)
		tt := truth(t, true, false, t.purpose)
		tt.Counterparty = hdCut(t.party, 44)
		add(tt)
	}
	place([][]Item{{B(0, "Neuer Kontostand "+hcShortDate(g.end)), BR(0, g.closing.String())}})
	hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hc-office"] + " · Kompaktdruck: Buchungen spaltenweise von oben nach unten, erst links, dann rechts."}, nil)
	st.PostScript = psProgram(f.pages, psStyle{W: PageW, H: PageH, Regular: "URWBookman-Light", Bold: "URWBookman-Demi", Show: "show",
		Creator: "KTA Druckstraße", Title: "Kontoauszug " + nr})
}

// ---- hc-landeskarte: the card bill ----

// hcSH is an unsigned card amount and its side: S a charge, H a credit.
func hcSH(c german.Cents) (string, string) {
	if c < 0 {
		return pos(c).String(), "S"
	}
	return c.String(), "H"
}

// renderHCCard: the Landesbank's card bill, printed by Chromium.
func (g *gen) renderHCCard(st *Statement) {
	add := st.Truth.add
	st.Truth.IBAN, st.Truth.BIC = "", ""
	e := html.EscapeString
	dm := func(d german.Date) string { return fmt.Sprintf("%02d.%02d.", d.Day, int(d.Month)) }
	var b strings.Builder
	card := g.chosen["hc-card"]
	ob, oside := hcSH(g.opening)
	cb, cs := hcSH(g.closing)
	limit := (20 + int(g.iban[len(g.iban)-1]-'0')%3*10) * 100
	fmt.Fprintf(&b, `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Kreditkartenabrechnung</title><style>
@page{size:A4;margin:15mm 14mm 18mm 18mm}
body{font-family:"Nimbus Sans",sans-serif;font-size:8.3px;color:#111;margin:0;font-variant-ligatures:none}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.bank{font-size:14px;font-weight:bold;color:#a50034}
.small{font-size:7px;color:#444}
.addr{margin-top:10mm;font-size:9px;line-height:1.35}
.meta td{padding:0 0 1px 8px;font-size:8px}
h1{font-size:12px;margin:8mm 0 2mm}
h2{font-size:8.6px;margin:5mm 0 1mm;text-transform:uppercase;letter-spacing:0.3px}
table.t{width:100%%;border-collapse:collapse}
table.t th{text-align:left;font-weight:bold;font-size:7.6px;border-bottom:0.8px solid #000;padding:2px 3px}
table.t td{padding:2px 3px;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}
td.sh,th.sh{width:14px;text-align:right;padding-left:16px}
tr.sum td{border-top:0.8px solid #000;font-weight:bold}
tr.fee td{color:#333}
tr{page-break-inside:avoid}
.ft{margin-top:8mm;font-size:6.8px;color:#444;line-height:1.4}
</style></head><body>
<div class="top"><div><div class="bank">%s</div><div class="small">%s</div></div><table class="meta"><tr><td>Kartennummer</td><td>%s</td></tr><tr><td>Kontonummer</td><td>%s</td></tr><tr><td>Abrechnungsdatum</td><td>%s</td></tr><tr><td>Abrechnungszeitraum</td><td>%s – %s</td></tr><tr><td>Verfügungsrahmen</td><td>%s EUR</td></tr></table></div>
<div class="addr">%s<br>Uhlandstraße 17<br>12345 %s</div>
<h1>Ihre Kreditkartenabrechnung</h1>
<table class="t"><thead><tr><th>Belegdatum</th><th>Buchungsdatum</th><th>Umsatz</th><th class="n">Betrag EUR</th><th class="sh"></th></tr></thead><tbody>
<tr><td></td><td></td><td><b>Saldovortrag aus letzter Abrechnung</b></td><td class="n"><b>%s</b></td><td class="sh"><b>%s</b></td></tr>
`, e(g.bank), e(g.chosen["hc-office"]), card, strings.TrimLeft(g.iban[12:], "0"), g.end.AddDays(1), g.start, g.end, german.Cents(limit*100).String(),
		e(g.holder), g.city, ob, oside)
	b.WriteString(`<tr><td colspan="5"><h2>Umsätze in Euro</h2></td></tr>` + "\n")
	var eur, foreign []tx
	for _, t := range g.txs {
		if t.typ == "fx" {
			foreign = append(foreign, t)
		} else {
			eur = append(eur, t)
		}
	}
	for _, t := range eur {
		a, s := hcSH(t.amount)
		text := t.party
		if text == "" {
			text = t.purpose
		}
		fmt.Fprintf(&b, "<tr><td>%s</td><td>%s</td><td>%s</td><td class=\"n\">%s</td><td class=\"sh\">%s</td></tr>\n", dm(t.value), dm(t.booking), e(text), a, s)
		tt := truth(t, false, false, t.purpose)
		tt.BookingText = ""
		add(tt)
	}
	if len(foreign) > 0 {
		b.WriteString(`</tbody></table>
<h2>Umsätze in Fremdwährung</h2>
<table class="t"><thead><tr><th>Belegdatum</th><th>Buchungsdatum</th><th>Umsatz</th><th>Währung</th><th class="n">Betrag</th><th class="n">Kurs</th><th class="n">Betrag EUR</th><th class="sh"></th></tr></thead><tbody>
`)
		for _, t := range foreign {
			a, s := hcSH(t.amount)
			if t.fx == "fee" {
				fmt.Fprintf(&b, "<tr class=\"fee\"><td>%s</td><td>%s</td><td colspan=\"4\">%s</td><td class=\"n\">%s</td><td class=\"sh\">%s</td></tr>\n", dm(t.value), dm(t.booking), e(t.purpose), a, s)
			} else {
				p := strings.SplitN(t.fx, "|", 2)
				cur, amt, _ := strings.Cut(p[0], " ")
				fmt.Fprintf(&b, "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"sh\">%s</td></tr>\n",
					dm(t.value), dm(t.booking), e(t.party), cur, amt, p[1], a, s)
			}
			tt := truth(t, false, false, t.purpose)
			tt.BookingText = ""
			add(tt)
		}
	}
	fmt.Fprintf(&b, `<tr class="sum"><td></td><td></td><td colspan="%d">Neuer Saldo</td><td class="n">%s</td><td class="sh">%s</td></tr>
</tbody></table>
<div class="ft">S = Soll (zu Ihren Lasten), H = Haben (zu Ihren Gunsten). Der Saldo wird am %s per Lastschrift von Ihrem Referenzkonto IBAN %s eingezogen.<br>
Umsätze in Fremdwährung werden zum Referenzwechselkurs des Buchungstags umgerechnet; je Umsatz außerhalb der Euro-Zone fällt ein Auslandseinsatzentgelt von 1,75 %% an.<br>
%s · %s · Bitte prüfen Sie diese Abrechnung; Beanstandungen sind innerhalb von sechs Wochen zu erheben.</div>
</body></html>
`, map[bool]int{true: 5, false: 1}[len(foreign) > 0], cb, cs, g.end.AddDays(8), german.FormatIBAN(g.chosen["hc-refiban"]), e(g.bank), e(g.chosen["hc-office"]))
	// the truth is in the printed order: the euro block, then the foreign
	st.HTML = b.String()
}

// ---- hc-aussenhandel: foreign transfers with sub-lines ----

// hcFXParts splits an exporter's tx.fx.
func hcFXParts(fx string) (orig string, rate string, eur, fee, cour german.Cents) {
	p := strings.Split(fx, "|")
	atoi := func(s string) german.Cents { v, _ := strconv.ParseInt(s, 10, 64); return german.Cents(v) }
	return p[0], strings.Replace(p[1], ".", ",", 1), atoi(p[2]), atoi(p[3]), atoi(p[4])
}

// renderHCExport: the business account, Soll and Haben columns, the
// foreign transfers' sub-lines, through mutool.
func (g *gen) renderHCExport(f *flow, st *Statement) {
	st.Tool = "mutool"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%03d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 7.8, 40, 1
	f.lh = 9.8
	f.top, f.bottom = 40, 78
	const xt, xs, xh = 150.0, 478.0, 555.0
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 12.5}, R(555, "Kontoauszug Nr. "+nr))
		f.gap(4)
		f.put(Item{X: 40, Text: g.chosen["hc-office"], Size: 6.5}, R(555, fmt.Sprintf("Blatt %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Geschäftsgirokonto"))
			f.put(L(40, "Industriestraße 9"), R(555, "IBAN "+ibanF))
			f.put(L(40, "74000 Heilbronn"), R(555, "BIC "+g.bic))
			f.put(R(555, fmt.Sprintf("Buchungszeitraum %s bis %s", g.start, g.end)))
			f.gap(6)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Buchungstag"), B(95, "Valuta"), B(xt, "Buchungstext / Verwendungszweck"), BR(xs, "Soll EUR"), BR(xh, "Haben EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1.5, W: 515, Width: 0.6})
		f.gap(2)
	}
	amt := func(c german.Cents, bold bool) Item {
		it := R(xh, c.String())
		if c < 0 {
			it = R(xs, pos(c).String())
		}
		it.Bold = bold
		return it
	}
	sub := func(s string) []Item { return []Item{{X: xt + 8, Text: s, Size: 6.8}} }
	f.newPage()
	f.put(B(xt, "Saldovortrag vom "+g.start.AddDays(-1).String()), amt(g.opening, true))
	f.gap(3)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(95, t.value.String()), B(xt, t.typ), amt(t.amount, false)}}
		if t.party != "" {
			ls = append(ls, []Item{L(xt, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, xt, 60)...)
		if t.fx != "" {
			orig, rate, eur, fee, cour := hcFXParts(t.fx)
			cur := orig[:3]
			if t.amount < 0 {
				ls = append(ls, sub(fmt.Sprintf("Betrag %s zum Kurs %s = EUR %s", orig, rate, eur)), sub("Entgelt Auslandszahlungsverkehr EUR "+fee.String()),
					sub("Courtage EUR "+cour.String()), sub("Entgelte/Spesen: SHA · BIC Empfängerbank "+t.cred))
			} else {
				ls = append(ls, sub(fmt.Sprintf("Eingang %s Kurs %s Gegenwert EUR %s", orig, rate, eur)), sub(fmt.Sprintf("abzüglich Entgelt Auslandszahlung EUR %s", fee)),
					sub("Auftraggeberbank "+t.cred+" · Währung "+cur))
			}
		}
		if t.mref != "" {
			ls = append(ls, sub("Mandatsref. "+t.mref+" Gläubiger-ID "+t.cred))
		}
		if t.iban != "" {
			ls = append(ls, sub("IBAN "+german.FormatIBAN(t.iban)))
		}
		f.block(ls)
		f.gap(2.5)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(3)
	f.block([][]Item{{B(xt, "Neuer Saldo vom "+g.end.String()), amt(g.closing, true)}})
	hsFoot(f.pages, []string{"Auslandszahlungen werden zum Devisenkassakurs des Ausführungstags abgerechnet. Einwendungen gegen Buchungen sind unverzüglich zu erheben.",
		g.bank + " · " + g.chosen["hc-office"]}, func(i, n int) string { return fmt.Sprintf("Blatt %d/%d", i, n) })
	st.Source = mutoolSource(f.pages, PageW, PageH)
}

// ---- hc-waehrung: the USD account ----

// renderHCUSD: the currency account in DejaVu Sans.
func (g *gen) renderHCUSD(f *flow, st *Statement) {
	st.Font = "dejavu"
	st.ScanLook = "recycled"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 7.6, 40, 1
	f.lh = 10
	f.top, f.bottom = 42, 80
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 12.5}, R(555, "Kontoauszug "+nr))
		f.gap(4)
		f.put(Item{X: 40, Text: g.chosen["hc-office"], Size: 6.4}, R(555, fmt.Sprintf("Seite %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), B(330, "Fremdwährungskonto USD"))
			f.put(L(40, "Leopoldstraße 40"), L(330, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), L(330, "BIC "+g.bic))
			f.put(L(330, fmt.Sprintf("Zeitraum %s bis %s", g.start, g.end)))
			f.put(L(330, "Kontowährung: US-Dollar (USD)"))
			f.gap(8)
		} else {
			f.put(L(40, g.holder), L(330, "IBAN "+ibanF+" · USD"))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Buchung"), B(90, "Wert"), B(140, "Vorgang"), B(470, "Whg."), BR(555, "Betrag"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1.5, W: 515, Width: 0.5})
		f.gap(3)
	}
	f.newPage()
	f.put(B(140, "Saldo alt per "+g.start.AddDays(-1).String()), L(470, "USD"), BR(555, g.opening.String()))
	f.gap(3)
	small := func(s string) []Item { return []Item{{X: 148, Text: s, Size: 6.6}} }
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(90, t.value.String()), B(140, t.typ), L(470, "USD"), R(555, t.amount.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(140, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 140, 60)...)
		if t.fx != "" {
			p := strings.Split(t.fx, "|")
			v, _ := strconv.ParseInt(p[1], 10, 64)
			ls = append(ls, small(fmt.Sprintf("Kurs EUR/USD %s · Gegenwert EUR %s", strings.Replace(p[0], ".", ",", 1), german.Cents(v))))
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, false, t.purpose))
	}
	f.gap(3)
	f.block([][]Item{{B(140, "Saldo neu per "+g.end.String()), L(470, "USD"), BR(555, g.closing.String())}, {},
		{{X: 40, Text: "Alle Beträge in US-Dollar. Umrechnungen zum Devisenkurs des Ausführungstags. Guthaben in Fremdwährung unterliegen dem Wechselkursrisiko.", Size: 6.4}}})
	hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hc-office"]}, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
}

// ---- scan looks ----

// hcScanLook spoils page i of n as look says (Statement.ScanLook):
// "upside" turns the last page 180°, "recycled" puts every page on grey
// recycled paper with the back side showing through. ("reversed" is
// Scanned's: the pages in reverse order.)
func hcScanLook(look string, img *image.Gray, d Degrade, i, n int) {
	switch look {
	case "upside":
		if i == n-1 {
			p := img.Pix
			b := img.Bounds()
			w, h := b.Dx(), b.Dy()
			for y := 0; y < (h+1)/2; y++ {
				for x := range w {
					y2, x2 := h-1-y, w-1-x
					if y2 < y || (y2 == y && x2 <= x) {
						continue
					}
					a, c := y*img.Stride+x, y2*img.Stride+x2
					p[a], p[c] = p[c], p[a]
				}
			}
		}
	case "recycled":
		hcRecycled(img, d.Seed+uint64(i))
	}
}

// hcRecycled: grey paper with darker fibres and specks, the back side's
// print (the page mirrored, faint and blurred by the paper) showing
// through.
func hcRecycled(img *image.Gray, seed uint64) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	back := make([]uint8, len(img.Pix))
	copy(back, img.Pix)
	r := rand.New(rand.NewPCG(seed, 0x4ec7))
	for y := range h {
		for x := range w {
			v := float64(img.Pix[y*img.Stride+x])
			// the back: mirrored, shifted a little, box-blurred 3×3
			s, k := 0.0, 0.0
			bx, by := w-1-x+4, y+6
			for dy := -2; dy <= 2; dy += 2 {
				for dx := -2; dx <= 2; dx += 2 {
					xx, yy := bx+dx, by+dy
					if xx >= 0 && yy >= 0 && xx < w && yy < h {
						s += float64(back[yy*img.Stride+xx])
						k++
					}
				}
			}
			through := 255.0
			if k > 0 {
				through = s / k
			}
			paper := 214 + 8*math.Sin(float64(x)/37+float64(y)/53)
			// ink on paper: darker of the paper and the print; the back's
			// print a faint grey under it
			v = math.Min(v*paper/255, paper-(255-through)*0.16)
			img.Pix[y*img.Stride+x] = uint8(max(0, min(255, v)))
		}
	}
	// fibres: short dark strokes, and specks
	for range w * h / 4000 {
		x, y := r.IntN(w), r.IntN(h)
		a := r.Float64() * math.Pi
		l := 3 + r.IntN(12)
		for t := 0; t < l; t++ {
			xx, yy := x+int(float64(t)*math.Cos(a)), y+int(float64(t)*math.Sin(a))
			if xx >= 0 && yy >= 0 && xx < w && yy < h {
				o := yy*img.Stride + xx
				img.Pix[o] = min(img.Pix[o], uint8(150+r.IntN(50)))
			}
		}
	}
}
