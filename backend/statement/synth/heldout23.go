package synth

// Sealed batch 23 (hd-*): a twenty-third held-out batch, written in
// session 10 while the twenty-second (he-*) went into tuning, without
// looking at the extractor or its rule code. It adds PAGE SHAPES,
// NUMBER FORMS and DOCUMENT KINDS no earlier batch used: a Sparkasse
// statement printer's THERMAL ROLL archived as one very narrow, very long
// page (80 mm wide, up to about 630 mm tall) in a monospaced face with
// the columns aligned only by spaces, dates "03.02" and the texts CUT
// SHORT at the roll's width, printed on SECURITY PAPER (a fine guilloche
// under the text); an old cooperative bank's pre-printed form whose
// amounts stand in SPLIT "EUR | Ct" COLUMNS ("1.234" and "56" in cells
// of their own, no decimal comma, a Primanota number beside them) and
// whose narrow text column HYPHENATES words across lines
// ("Vertrags-" / "konto"), its scan a PHOTOCOPY from a binder (punch
// holes and a staple's shadow); a statement whose booking date stands
// ONLY ON THE FIRST BOOKING OF EACH DAY (the day's later rows leave the
// cell empty, the value date is printed on every row); a personal-finance
// app's export of SEVERAL ACCOUNTS AT DIFFERENT BANKS in one file, each
// its own section with its IBAN and balances, newest first, with a
// category column and the transfer between two of them on both sides; a
// bank CSV opened in a SPREADSHEET and printed with gridlines, row
// numbers and column letters, ISO dates and the spreadsheet's "General"
// numbers ("-12,5", "1200", "1234,56"), texts cut at the cell's edge; a
// statement with STORNO pairs, amounts as "EUR −45,00" with U+2212 and a
// no-break space, and SUPERSCRIPT FOOTNOTE MARKS after some amounts,
// scanned as a received FAX (half the vertical resolution, dithered); a
// neobank statement whose bookings are KEY-VALUE BLOCKS ("Betrag",
// "Empfänger", "Saldo nach Buchung") instead of a table. Bank data, names
// and numbers are synthetic:
//
//   - hd-kad (PostScript → Ghostscript, Nimbus Mono PS; one page 80 mm
//     wide and as long as the roll, a light green guilloche under the
//     text): a Sparkasse "Kontoauszug" from the SB-Kontoauszugsdrucker,
//     every line one string with the columns made of spaces: "BU-TAG
//     VORGANG ... BETRAG", a booking's first line "03.02 Lastschrift
//     -45,00", then the name and ONE line of the purpose, each CUT at the
//     roll's 36 characters (inside words); "ALTER KONTOSTAND" and "NEUER
//     KONTOSTAND" with "per 31.01.2025"; a second, equally long page
//     ("Blatt 2") when the roll is used up;
//   - hd-raiffeisen (mutool create, base-14 Helvetica, vertical rules of
//     a pre-printed form): a Raiffeisenbank Kontoauszug "Tag | Wert |
//     Buchungstext / Verwendungszweck | Soll EUR | Ct | Haben EUR | Ct |
//     PN" with dates "03.02.25", the amounts split at the decimal comma
//     into a EUR and a Ct cell ("1.234" | "56", "0" | "45"), the
//     Primanota number after them, the text column narrow with German
//     hyphenation at line ends ("Mitglieds-" / "beitrag"); "Alter Saldo"
//     and "Neuer Saldo" in the same split columns. Its scan is a
//     photocopy: two black punch holes in the left margin and a staple's
//     shadow in the top left corner;
//   - hd-sparda (HTML printed by Chromium, Nimbus Sans): a Sparda-Bank
//     Kontoauszug as a plain ruled table "Buchungstag | Wert | Vorgang |
//     Auftraggeber / Empfänger | Verwendungszweck | Betrag EUR" whose
//     booking date is printed ONLY ON THE DAY'S FIRST ROW (no day
//     headings: a rule between days only), the value date on every row
//     (and not always the booking date);
//   - hd-finanzapp (HTML printed by Chromium, DejaVu Sans): a personal
//     finance app's "Umsätze" export of THREE ACCOUNTS AT THREE BANKS
//     (Girokonto, Gemeinschaftskonto, Tagesgeld): each a section with
//     bank, IBAN and "Saldo am …" before and after, rows NEWEST FIRST
//     "Datum | Empfänger / Auftraggeber | Verwendungszweck | Kategorie |
//     Betrag" with "-45,00 €", no booking type, the transfer to the
//     Tagesgeld on both accounts; a summary of all accounts on top;
//   - hd-tabelle (wkhtmltopdf, DejaVu Sans, A4 LANDSCAPE): a Sparkasse
//     CSV export opened in a spreadsheet and printed with gridlines, row
//     numbers and column letters (the letters repeated on every page):
//     "Buchungstag | Valutadatum | Buchungstext | Verwendungszweck |
//     Beguenstigter/Zahlungspf | Kontonummer/IBAN | Betrag", ISO dates,
//     NEWEST FIRST as the bank exports, amounts in the spreadsheet's
//     General format ("-12,5", "1200", no thousands separator), the texts
//     CUT at the cell's width, the upper-case CSV booking texts
//     ("FOLGELASTSCHRIFT", "GUTSCHR. UEBERWEISUN"); the holder's own rows
//     on top (the account's IBAN, "Kontostand 2025-01-31") and below
//     ("Kontostand 2025-02-28"); no BIC anywhere;
//   - hd-psd (fpdf, embedded DejaVu Serif): a PSD Bank Kontoauszug
//     "Buchung | Valuta | Vorgang | Betrag" with amounts "EUR −45,00" and
//     "EUR +1.200,00" (U+2212, a no-break space after EUR), STORNO pairs
//     (a booking and its reversal a few days later, both bookings) and
//     SUPERSCRIPT FOOTNOTE MARKS ("¹" storno, "²" value date in the
//     month before) set small and raised right after the amount, the
//     notes at the end. Its scan is a FAX as received: every line sent
//     at about 100 lines per inch and repeated, black and white by
//     ordered dithering, specks and now and then a line lost (white);
//   - hd-c24 (troff: groff -Tps → Ghostscript, Palatino): a neobank
//     statement whose bookings are KEY-VALUE BLOCKS, a label column and a
//     value column ("Buchungsdatum", "Wertstellung", "Umsatzart",
//     "Empfänger"/"Auftraggeber", "IBAN", "Verwendungszweck", "Betrag",
//     "Saldo nach Buchung") with a hairline between blocks, the balances
//     before and after.
//
// Truth conventions as in the earlier batches: the counterparty is the
// name as printed in its place (cut where hd-kad and hd-tabelle cut it;
// empty where none is printed: the bank's own postings, hd-kad's and
// hd-c24's cash withdrawals at the bank's machines), the purpose is the
// remittance text only (cut where printed cut, hd-raiffeisen's without
// the hyphens it added at line ends), the booking text the type as
// printed (hd-finanzapp prints none), amounts signed from the holder's
// view (hd-raiffeisen's by their Soll or Haben column), the value date
// where printed, balances as printed. hd-finanzapp's truth holds every
// account's rows in the file's order; its opening and closing balances
// are the summary's totals over all accounts, its IBAN, BIC and bank are
// empty (the file has three); hd-tabelle's BIC is empty (not printed).
// Footnotes, Primanota numbers, row numbers, column letters, categories,
// the app's "Saldo" lines and the spreadsheet's own balance rows are not
// rows. Truth.Pages of the HTML and wkhtmltopdf layouts is 0 until
// PDF() prints them.
//
// Measured blind in session 10 on the final engine (digital F1 0.867,
// scan 0.773) and tuned on since. They stay out of every other layout
// list.

import (
	"fmt"
	"html"
	"image"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode/utf8"

	"papierkram/backend/german"
)

// Sealed22Layouts lists the layouts of the twenty-third held-out batch
// (hd-*). They are in none of the other layout lists.
func Sealed22Layouts() []string {
	return []string{"hd-kad", "hd-raiffeisen", "hd-sparda", "hd-finanzapp", "hd-tabelle", "hd-psd", "hd-c24"}
}

// hdProducer says how an hd-* layout becomes a PDF.
var hdProducer = map[string]string{
	"hd-kad":        "ps",
	"hd-raiffeisen": "mutool",
	"hd-sparda":     "html",
	"hd-finanzapp":  "html",
	"hd-tabelle":    "wkhtmltopdf",
	"hd-psd":        "font",
	"hd-c24":        "troff",
}

// hdBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hdBanks = map[string][]branch{
	"hd-kad": {
		{"Sparkasse Hannover", "25050180", "SPKHDE2HXXX", "Raschplatz 4 · 30161 Hannover"},
		{"Sparkasse Bremen", "29050101", "SBREDE22XXX", "Am Brill 1-3 · 28195 Bremen"},
		{"Stadtsparkasse Düsseldorf", "30050110", "DUSSDEDDXXX", "Berliner Allee 33 · 40212 Düsseldorf"},
	},
	"hd-raiffeisen": {
		{"Raiffeisenbank Kraichgau eG", "66391200", "GENODE61WIE", "Hauptstraße 128 · 74889 Sinsheim"},
		{"Raiffeisenbank im Allgäuer Land eG", "73369821", "GENODEF1LEU", "Hauptstraße 26 · 87749 Hawangen"},
		{"Raiffeisenbank Westeifel eG", "58661901", "GENODED1WSC", "Bahnhofstraße 8 · 54608 Bleialf"},
	},
	"hd-sparda": {
		{"Sparda-Bank West eG", "37060590", "GENODED1SPK", "Ludwig-Erhard-Allee 15 · 40227 Düsseldorf"},
		{"Sparda-Bank Hannover eG", "25090500", "GENODEF1S09", "Ernst-Miller-Straße 6 · 30169 Hannover"},
	},
	"hd-tabelle": {
		{"Sparkasse Münsterland Ost", "40050150", "WELADED1MST", "Weseler Straße 230 · 48151 Münster"},
		{"Kreissparkasse Köln", "37050299", "COKSDE33XXX", "Neumarkt 18-24 · 50667 Köln"},
	},
	"hd-psd": {
		{"PSD Bank Nürnberg eG", "76090900", "GENODEF1P17", "Willy-Brandt-Platz 8 · 90402 Nürnberg"},
		{"PSD Bank Rhein-Ruhr eG", "30060992", "GENODEF1P05", "Friedrich-Ebert-Straße 12 · 40210 Düsseldorf"},
	},
	"hd-c24": {
		{"C24 Bank GmbH", "50024024", "DEFFDEFFXXX", "Schellingstraße 109a · 80798 München"},
	},
}

// hdAppBanks are the banks of hd-finanzapp's three accounts.
var hdAppBanks = []branch{
	{"ING-DiBa AG", "50010517", "INGDDEFFXXX", "Frankfurt am Main"},
	{"DKB Deutsche Kreditbank AG", "12030000", "BYLADEM1001", "Berlin"},
	{"comdirect – eine Marke der Commerzbank AG", "20041133", "COBADEHD044", "Quickborn"},
	{"Volksbank Mittelhessen eG", "51390000", "VBMHDE5FXXX", "Gießen"},
	{"Consorsbank", "76030080", "CSDBDE71XXX", "Nürnberg"},
}

// sealed22Setup draws the statement of an hd-* layout from its own random
// stream: the account, the period, the bookings and what the layout adds.
func (g *gen) sealed22Setup() {
	g.redraw("hd|", 0x23c0ffee)
	g.drawBranch(hdBanks, "hd-office")
	g.note("hd-time", fmt.Sprintf("%02d:%02d", 7+g.r.IntN(14), g.r.IntN(60)))
	switch g.layout {
	case "hd-kad":
		g.hgFromBase(60, 0)
		for i := range g.txs {
			g.txs[i].value = g.txs[i].booking // the roll prints no value date
			if g.txs[i].typ == "Bargeldauszahlung" {
				g.txs[i].party = "" // the Sparkasse's own machine
			}
		}
		g.rebalance()
	case "hd-raiffeisen":
		g.hdFarmTxs()
	case "hd-sparda":
		g.hgFromBase(40, 0)
		// Several bookings a day: the later ones print no date.
		for i := 1; i < len(g.txs); i++ {
			if g.r.IntN(5) < 2 {
				g.txs[i].booking = g.txs[i-1].booking
			}
		}
		for i := range g.txs {
			t := &g.txs[i]
			t.value = t.booking
			if g.r.IntN(4) == 0 && t.booking.AddDays(-2).After(g.start) {
				t.value = t.booking.AddDays(-1 - g.r.IntN(2))
			}
		}
		g.rebalance()
	case "hd-finanzapp":
		g.hdAppTxs()
	case "hd-tabelle":
		g.hgFromBase(36, 0)
		g.rebalance()
	case "hd-psd":
		g.hdStornoTxs()
	case "hd-c24":
		g.hgFromBase(28, 0)
		for i := range g.txs {
			if g.txs[i].typ == "Bargeldauszahlung" {
				g.txs[i].party = ""
				g.txs[i].purpose = fmt.Sprintf("Bargeldauszahlung Mastercard %s %02d.%02d.", g.city, g.txs[i].booking.Day, int(g.txs[i].booking.Month))
			}
		}
		g.rebalance()
	}
}

// hdFarmPurposes are a farm's bookings at its Raiffeisenbank: long
// compounds that the narrow text column hyphenates.
var hdFarmPurposes = []struct {
	party, typ, purpose string
	credit              bool
}{
	{"Molkerei Ammerland eG", "Gutschrift", "Milchgeldabrechnung {ym} Lieferantennummer {n}", true},
	{"BayWa AG Agrarhandel", "Überweisung", "Futtermittellieferung Rechnungsnummer {n} vom {d}", false},
	{"Landwirtschaftliche Berufsgenossenschaft", "Lastschrift", "Mitgliedsbeitrag Unfallversicherung {y} Mitgliedsnummer {n}", false},
	{"Landeskasse Baden-Württemberg", "Gutschrift", "Ausgleichszulage Agrarförderung Bewilligungsbescheid {n}", true},
	{"Raiffeisen Warengenossenschaft", "Lastschrift", "Düngemittelbezug Warenrechnung {n} Kundennummer {n}", false},
	{"Gemeindekasse", "Lastschrift", "Grundbesitzabgaben Grundsteuer {ym} Kassenzeichen {n}", false},
	{"Tierärztliche Gemeinschaftspraxis", "Überweisung", "Bestandsbetreuung Behandlungsrechnung {n}", false},
	{"Maschinenring Kraichgau e.V.", "Lastschrift", "Maschinenvermietung Abrechnungszeitraum {ym}", false},
	{"Schlachthof Crailsheim GmbH", "Gutschrift", "Schlachtviehabrechnung Lieferscheinnummer {n}", true},
	{"Sozialversicherung für Landwirtschaft", "Lastschrift", "Krankenversicherungsbeitrag Alterskasse {ym}", false},
}

// hdFarmTxs: a month of a farm's account: the base's private bookings
// with the farm's own among them.
func (g *gen) hdFarmTxs() {
	g.holder = g.pick("Landwirt Josef Baumann", "Hofgemeinschaft Kraus GbR", "Martina und Georg Held", "Biohof Sonnenwiese Inh. K. Maier")
	g.hgFromBase(22, 6)
	n := 3 + g.r.IntN(6)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-len(g.txs))
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		p := hdFarmPurposes[g.r.IntN(len(hdFarmPurposes))]
		t := tx{booking: d, value: d, party: p.party, typ: p.typ, purpose: g.hgFill(p.purpose, d), iban: g.hgIBAN()}
		if p.credit {
			t.amount = german.Cents(20000 + g.r.IntN(900000))
		} else {
			t.amount = -german.Cents(3000 + g.r.IntN(300000))
		}
		if t.typ == "Lastschrift" {
			g.hgSEPA(&t)
		}
		g.txs = append(g.txs, t)
	}
	if g.r.IntN(2) == 0 && (g.opt.MaxTransactions == 0 || len(g.txs) < g.opt.MaxTransactions) {
		// the postage of the statement sent by post: under one euro
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", purpose: "Porto Kontoauszug " + hgYM(g.end),
			amount: -german.Cents(70 + 5*g.r.IntN(6))})
	}
	g.rebalance()
}

// hdAppTxs: three accounts of a household at three banks: the base's
// Girokonto, a joint account the household pays its rent and shopping
// from, a Tagesgeld; the monthly transfer to the Tagesgeld on both
// sides. tx.fx holds the account (1–3); the txs stand in account order,
// oldest first within an account.
func (g *gen) hdAppTxs() {
	perm := g.r.Perm(len(hdAppBanks))
	var ibans []string
	for k := range 3 {
		b := hdAppBanks[perm[k]]
		iban := makeIBAN(b.blz, g.r.Uint64())
		ibans = append(ibans, iban)
		g.note(fmt.Sprintf("hd-bank%d", k+1), b.name+"|"+b.bic+"|"+iban)
	}
	g.iban = ibans[0]
	g.bank, g.bic = hdAppBanks[perm[0]].name, hdAppBanks[perm[0]].bic
	total := 30
	if g.opt.MaxTransactions > 0 {
		total = g.opt.MaxTransactions
	}
	g.hgFromBase(total-10, 0)
	var all []tx
	for _, t := range g.txs {
		t.fx = "1"
		all = append(all, t)
	}
	// the transfer to the Tagesgeld, on both sides
	d := g.start.AddDays(g.r.IntN(g.end.Sub(g.start)))
	amt := german.Cents((1 + g.r.IntN(10)) * 5000)
	purpose := g.pick("Sparen", "Umbuchung Tagesgeld", "Rücklage "+months[d.Month-1])
	all = append(all, tx{booking: d, value: d, party: g.holder, purpose: purpose, amount: -amt, fx: "1", typ: "Überweisung"})
	// the joint account
	partner := g.pick("Sarah Köhler", "Daniel Wagner", "Miriam Yilmaz", "Lukas Schneider")
	g.note("hd-partner", partner)
	n := 3 + g.r.IntN(5)
	for _, dd := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: dd, value: dd, fx: "2"}
		switch k := g.r.IntN(6); {
		case k == 0:
			t.party, t.purpose, t.amount = partner, "Haushaltsgeld "+months[dd.Month-1], german.Cents((3+g.r.IntN(6))*10000)
		case k == 1:
			t.party, t.purpose, t.amount = g.holder, "Haushaltskasse", german.Cents((3+g.r.IntN(6))*10000)
		case k == 2:
			t.party, t.purpose, t.amount = "Grünwald Immobilien GmbH", "Miete "+months[dd.Month-1]+" Whg. 3 OG links", -german.Cents(85000+g.r.IntN(60000))
		default:
			t.party = shops[g.r.IntN(len(shops))]
			t.purpose = fmt.Sprintf("Kartenzahlung %02d.%02d. %02d:%02d", dd.Day, int(dd.Month), 8+g.r.IntN(12), g.r.IntN(60))
			t.amount = -german.Cents(300 + g.r.IntN(12000))
		}
		all = append(all, t)
	}
	all = append(all, tx{booking: d, value: d, party: g.holder, purpose: purpose, amount: amt, fx: "3"})
	if g.r.IntN(2) == 0 {
		all = append(all, tx{booking: g.end, value: g.end, party: hdAppBanks[perm[2]].name, purpose: "Zinsen " + months[g.end.Month-1],
			amount: german.Cents(50 + g.r.IntN(4000)), fx: "3"})
	}
	// account order, oldest first within each
	var sorted []tx
	opening, closing := german.Cents(0), german.Cents(0)
	for k := 1; k <= 3; k++ {
		var acc []tx
		for _, t := range all {
			if t.fx == strconv.Itoa(k) {
				acc = append(acc, t)
			}
		}
		for i := 1; i < len(acc); i++ {
			for j := i; j > 0 && acc[j].booking.Before(acc[j-1].booking); j-- {
				acc[j], acc[j-1] = acc[j-1], acc[j]
			}
		}
		open := german.Cents(g.r.IntN(300000) + 20000)
		if k == 3 {
			open = german.Cents((10 + g.r.IntN(400)) * 10000)
		}
		bal := open
		for i := range acc {
			bal += acc[i].amount
			acc[i].balance = bal
		}
		g.note(fmt.Sprintf("hd-open%d", k), strconv.FormatInt(int64(open), 10))
		g.note(fmt.Sprintf("hd-close%d", k), strconv.FormatInt(int64(bal), 10))
		opening += open
		closing += bal
		sorted = append(sorted, acc...)
	}
	g.txs, g.opening, g.closing = sorted, opening, closing
}

// hdStornoTxs: the base's month with one or two reversed bookings: the
// booking and, a few days later, its Storno.
func (g *gen) hdStornoTxs() {
	g.hgFromBase(30, 2)
	var cand []int
	for i, t := range g.txs {
		if t.amount < 0 && t.party != "" && t.booking.AddDays(4).Before(g.end) {
			cand = append(cand, i)
		}
	}
	n := 1 + g.r.IntN(2)
	done := map[int]bool{}
	for k := 0; k < n && len(cand) > 0; k++ {
		i := cand[g.r.IntN(len(cand))]
		if done[i] {
			continue
		}
		done[i] = true
		o := g.txs[i]
		d := o.booking.AddDays(1 + g.r.IntN(3))
		s := tx{booking: d, value: o.value, party: o.party, iban: o.iban, typ: "Storno " + o.typ, amount: -o.amount,
			purpose: o.purpose}
		g.txs = append(g.txs, s)
	}
	for i := range g.txs {
		t := &g.txs[i]
		if !strings.HasPrefix(t.typ, "Storno") && g.r.IntN(6) == 0 && t.booking.Day <= 3 {
			t.value = g.start.AddDays(-1 - g.r.IntN(2)) // value date in the month before
		}
	}
	g.rebalance()
}

// renderSealed22 draws the hd-* layouts into f and st.
func (g *gen) renderSealed22(f *flow, st *Statement) {
	switch g.layout {
	case "hd-kad":
		g.renderHDRoll(f, st)
	case "hd-raiffeisen":
		g.renderHDForm(f, st)
	case "hd-sparda":
		g.renderHDSparda(st)
	case "hd-finanzapp":
		g.renderHDApp(st)
	case "hd-tabelle":
		g.renderHDSheet(st)
	case "hd-psd":
		g.renderHDPSD(f, st)
	case "hd-c24":
		g.renderHDBlocks(f, st)
	}
}

// hdRollW is the statement printer's roll: 80 mm wide.
const hdRollW = 80 * 72 / 25.4

// hdRollCols is the roll's line length in characters.
const hdRollCols = 42

// hdCut is s cut to n characters (runes), trailing spaces dropped.
func hdCut(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		r = r[:n]
	}
	return strings.TrimRight(string(r), " ")
}

// hdRollLine is left and right on one line of the roll, right flush to
// its last column.
func hdRollLine(left, right string) string {
	pad := hdRollCols - utf8.RuneCountInString(left) - utf8.RuneCountInString(right)
	return left + strings.Repeat(" ", max(pad, 1)) + right
}

// hdRollDate is "03.02".
func hdRollDate(d german.Date) string { return fmt.Sprintf("%02d.%02d", d.Day, int(d.Month)) }

// hdGuilloche is PostScript drawing the security paper's fine wave
// pattern over a page w × h, under what follows.
func hdGuilloche(w, h float64) string {
	return fmt.Sprintf(`gsave 0.80 0.90 0.84 setrgbcolor 0.3 setlinewidth
0 11 %.0f { /yy exch def newpath 0 yy moveto 2 2 %.0f { dup 9 mul sin 3.5 mul yy add lineto } for stroke } for
0 11 %.0f { /yy exch def newpath 0 yy 5 add moveto 2 2 %.0f { dup 6 mul cos 4.5 mul yy add 5 add lineto } for stroke } for
grestore
`, h, w, h, w)
}

// renderHDRoll: the statement printer's roll, one long narrow page (two
// when it runs out), every line one string, through Ghostscript.
func (g *gen) renderHDRoll(f *flow, st *Statement) {
	add := st.Truth.add
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	ibanF := german.FormatIBAN(g.iban)
	rule := strings.Repeat("-", hdRollCols)
	head := func(blatt int) []string {
		ls := []string{"  " + strings.ToUpper(g.bank), "  " + g.chosen["hd-office"], "",
			hdRollLine("KONTOAUSZUG", "Nr. "+nr), hdRollLine(fmt.Sprintf("Blatt %d", blatt), "Girokonto"),
			"IBAN " + ibanF, "BIC  " + g.bic}
		if blatt == 1 {
			ls = append(ls, strings.ToUpper(g.holder), fmt.Sprintf("Zeitraum %s-%s", g.start, g.end))
		}
		return append(ls, rule, hdRollLine("BU-TAG VORGANG", "BETRAG EUR"), rule)
	}
	// blocks: the lines a booking (or the balances) keeps together
	blocks := [][]string{{hdRollLine("      ALTER KONTOSTAND", g.opening.String()), "      per " + g.start.AddDays(-1).String(), ""}}
	for _, t := range g.txs {
		party, purpose := hdCut(t.party, hdRollCols-6), hdCut(t.purpose, hdRollCols-6)
		b := []string{hdRollLine(hdRollDate(t.booking)+" "+t.typ, t.amount.String())}
		if party != "" {
			b = append(b, "      "+party)
		}
		if purpose != "" {
			b = append(b, "      "+purpose)
		}
		blocks = append(blocks, b)
		tt := truth(t, false, false, purpose)
		tt.Counterparty = party
		add(tt)
	}
	blocks = append(blocks, []string{rule, hdRollLine("      NEUER KONTOSTAND", g.closing.String()), "      per " + g.end.String(), rule, "",
		"Bitte prüfen Sie diesen Auszug. Ein-", "wendungen sind unverzüglich zu erheben.",
		fmt.Sprintf("Gedruckt %s %s Uhr KAD %04d", g.hgPrinted(), g.chosen["hd-time"], int(g.iban[len(g.iban)-4]-'0')*1000+417), "", "* * * ENDE * * *"})
	// The roll is cut after capacity lines: the next sheet ("Blatt")
	// goes on with the next booking.
	const lh, size, top, capacity = 8.6, 7.2, 24.0, 160
	var chunks [][]string
	var cur []string
	for _, b := range blocks {
		if len(cur)+len(b) > capacity-2 {
			chunks = append(chunks, append(cur, "", "      Fortsetzung auf Blatt "+strconv.Itoa(len(chunks)+2)))
			cur = nil
		}
		cur = append(cur, b...)
	}
	chunks = append(chunks, cur)
	lines := 0
	for i, c := range chunks {
		lines = max(lines, len(head(i+1))+len(c))
	}
	h := math.Round(top + float64(lines)*lh + 30)
	for i, c := range chunks {
		var p Page
		for k, l := range append(head(i+1), c...) {
			if strings.TrimSpace(l) == "" {
				continue
			}
			p.Items = append(p.Items, Item{X: 14, Y: top + float64(k)*lh, Text: l, Size: size, Bold: k == 0})
		}
		f.pages = append(f.pages, p)
	}
	ps := psProgram(f.pages, psStyle{W: hdRollW, H: h, Regular: "NimbusMonoPS-Regular", Bold: "NimbusMonoPS-Bold", Show: "show",
		Creator: "SB-Kontoauszugsdrucker Archiv", Title: "Kontoauszug " + nr})
	st.PostScript = strings.ReplaceAll(ps, "setpagedevice\n", "setpagedevice\n"+hdGuilloche(hdRollW, h))
	st.ToolArgs = []string{fmt.Sprintf("%.2f", h)}
}

// hdEUR is the EUR cell of an amount split at the decimal comma:
// "1.234" of 1.234,56 (always unsigned).
func hdEUR(c german.Cents) string {
	s := pos(c).String()
	return s[:strings.IndexByte(s, ',')]
}

// hdCt is the Ct cell: "56".
func hdCt(c german.Cents) string { return fmt.Sprintf("%02d", int64(pos(c))%100) }

// hdYY is "03.02.25".
func hdYY(d german.Date) string {
	return fmt.Sprintf("%02d.%02d.%02d", d.Day, int(d.Month), d.Year%100)
}

func hdVowel(r rune) bool { return strings.ContainsRune("aeiouäöüyAEIOUÄÖÜ", r) }

// hdOnsets are the consonant groups a German syllable may begin with,
// longest first: a break goes before them ("Bei-trag", "Last-schrift").
var hdOnsets = []string{"schr", "schl", "schw", "str", "spr", "sch", "chr", "tr", "pr", "br", "gr", "kr", "fr", "dr", "bl", "pl", "kl", "fl", "gl", "ch", "ck", "ph", "th", "pf", "qu"}

// hdHyphDict hyphenates the compounds whose parts the syllable rule
// gets wrong ("Geld-ab-rech-nung", not "gel-da-brech-nung").
var hdHyphDict = map[string]string{
	"milchgeldabrechnung":    "milch-geld-ab-rech-nung",
	"schlachtviehabrechnung": "schlacht-vieh-ab-rech-nung",
	"grundbesitzabgaben":     "grund-be-sitz-ab-ga-ben",
	"abrechnungszeitraum":    "ab-rech-nungs-zeit-raum",
}

// hdBreaks are the places a word may be hyphenated at (rune index of the
// second part), by the syllable rule German hyphenation starts from:
// between two vowel groups, before the last consonant of the group
// between them or before the onset it ends with ("Mit-glieds-bei-trag",
// "Ver-trags-kon-to"); never between vowels; two letters at least
// before a break and three after it.
func hdBreaks(w string) []int {
	r := []rune(strings.ToLower(w))
	if h, ok := hdHyphDict[string(r)]; ok {
		var out []int
		k := 0
		for _, c := range h {
			if c == '-' {
				out = append(out, k)
				continue
			}
			k++
		}
		return out
	}
	letter := func(c rune) bool { return c >= 'a' && c <= 'z' || strings.ContainsRune("äöüß", c) }
	for _, c := range r {
		if !letter(c) {
			return nil
		}
	}
	var out []int
	i := 0
	for i < len(r) && !hdVowel(r[i]) {
		i++
	}
	for i < len(r) {
		for i < len(r) && hdVowel(r[i]) {
			i++
		}
		j := i
		for j < len(r) && !hdVowel(r[j]) {
			j++
		}
		if j >= len(r) || j == i {
			break // the word's last consonants, or no cluster
		}
		cluster := string(r[i:j])
		k := j - 1
		for _, o := range hdOnsets {
			if strings.HasSuffix(cluster, o) {
				k = j - utf8.RuneCountInString(o)
				break
			}
		}
		if k >= 2 && len(r)-k >= 3 {
			out = append(out, k)
		}
		i = j
	}
	return out
}

// hdHyphenate breaks s into lines of at most n characters, hyphenating a
// word that does not fit where hdBreaks allows.
func hdHyphenate(s string, n int) []string {
	var out []string
	cur := ""
	for _, w := range strings.Fields(s) {
		for {
			sep := ""
			if cur != "" {
				sep = " "
			}
			room := n - utf8.RuneCountInString(cur) - len(sep)
			if utf8.RuneCountInString(w) <= room {
				cur += sep + w
				break
			}
			best := -1
			for _, k := range hdBreaks(w) {
				if k+1 <= room {
					best = k
				}
			}
			if best > 0 {
				r := []rune(w)
				out = append(out, cur+sep+string(r[:best])+"-")
				cur, w = "", string(r[best:])
				continue
			}
			if cur == "" {
				cur = w // too long and no break: as it is
				break
			}
			out = append(out, cur)
			cur = ""
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// renderHDForm: the Raiffeisenbank's pre-printed form, amounts in EUR
// and Ct cells, written by mutool create.
func (g *gen) renderHDForm(f *flow, st *Statement) {
	st.Tool = "mutool"
	st.ScanLook = "punched"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 8, 40, 1
	f.lh = 10.2
	f.top, f.bottom = 40, 70
	const (
		xText, xSoll, xSollCt, xHaben, xHabenCt, xPN = 122.0, 372.0, 377.0, 452.0, 457.0, 486.0
		ruleTop                                      = 0.0
	)
	var tableTop []float64
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 12}, R(555, "Kontoauszug "+nr))
		f.put(Item{X: 40, Text: g.chosen["hd-office"], Size: 6.5}, R(555, fmt.Sprintf("Blatt %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, fmt.Sprintf("Konto-Nr. %s", strings.TrimLeft(g.iban[12:], "0"))))
			f.put(L(40, "Dorfstraße 3"), R(555, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), R(555, "BIC "+g.bic))
			f.put(R(555, fmt.Sprintf("Auszugszeitraum %s - %s", g.start, g.end)))
			f.gap(8)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		tableTop = append(tableTop, f.y-2)
		hhShape(f, p-1, Shape{Kind: "line", X: 36, Y: f.y - 2, W: 484, Width: 0.8})
		f.put(B(40, "Tag"), B(81, "Wert"), B(xText, "Buchungstext / Verwendungszweck"), BR(xSoll-20, "Soll"), BR(xHaben-16, "Haben"), B(xPN, "PN"))
		f.put(small8(xSoll, "EUR", true), small8(xSollCt, "Ct", false), small8(xHaben, "EUR", true), small8(xHabenCt, "Ct", false))
		hhShape(f, p-1, Shape{Kind: "line", X: 36, Y: f.y - 1, W: 484, Width: 0.5})
		f.gap(3)
	}
	amt := func(c german.Cents, bold bool) []Item {
		x, xc := xHaben, xHabenCt
		if c < 0 {
			x, xc = xSoll, xSollCt
		}
		e, ct := R(x, hdEUR(c)), L(xc, hdCt(c))
		e.Bold, ct.Bold = bold, bold
		return []Item{e, ct}
	}
	f.newPage()
	f.put(append([]Item{B(xText, "Alter Saldo vom "+hdYY(g.start.AddDays(-1)))}, amt(g.opening, true)...)...)
	f.gap(3)
	pn := 9200 + int(g.iban[len(g.iban)-2]-'0')*70
	for _, t := range g.txs {
		first := append([]Item{L(40, hdYY(t.booking)), L(81, hdYY(t.value)), B(xText, t.typ)}, amt(t.amount, false)...)
		first = append(first, Item{X: xPN, Text: strconv.Itoa(pn + int(t.booking.Day)*3 + len(t.typ)), Size: 7})
		ls := [][]Item{first}
		for _, w := range wrap(t.party, 44) {
			ls = append(ls, []Item{L(xText, w)})
		}
		for _, w := range hdHyphenate(t.purpose, 44) {
			ls = append(ls, []Item{L(xText, w)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{{X: xText, Text: "IBAN " + t.iban, Size: 7}})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{append([]Item{B(xText, "Neuer Saldo vom "+hdYY(g.end))}, amt(g.closing, true)...)})
	// The form's rules: down from the table head to the foot.
	for p := range f.pages {
		y0 := tableTop[p]
		for _, x := range []float64{36, 78, 118, 374.5, xSollCt + 14, 454.5, xHabenCt + 14, 520} {
			f.pages[p].Shapes = append(f.pages[p].Shapes, Shape{Kind: "line", X: x, Y: y0, H: PageH - 66 - y0 - ruleTop, Width: 0.4})
		}
		f.pages[p].Shapes = append(f.pages[p].Shapes, Shape{Kind: "line", X: 36, Y: PageH - 66, W: 484, Width: 0.5})
	}
	hsFoot(f.pages, []string{"Soll = Belastung, Haben = Gutschrift, PN = Primanota. Bitte prüfen Sie die Buchungen; Einwendungen sind unverzüglich zu erheben.",
		g.bank + " · " + g.chosen["hd-office"] + " · Angeschlossen der BVR Institutssicherung GmbH"}, nil)
	for i := range f.pages {
		f.pages[i].Items = append(f.pages[i].Items, Item{X: 555, Y: PageH - 34, Text: fmt.Sprintf("Blatt %d von %d", i+1, len(f.pages)), Size: 7, Right: true})
	}
	st.Source = mutoolSource(f.pages, PageW, PageH)
}

// small8 is a 7-point column head, right-aligned when right.
func small8(x float64, s string, right bool) Item { return Item{X: x, Text: s, Size: 7, Right: right} }

// renderHDSparda: the Sparda-Bank statement, a plain table whose
// booking date stands on the day's first row only, printed by Chromium.
func (g *gen) renderHDSparda(st *Statement) {
	add := st.Truth.add
	e := html.EscapeString
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Kontoauszug %s</title><style>
@page{size:A4;margin:16mm 14mm 18mm 16mm}
body{font-family:"Nimbus Sans",sans-serif;font-size:8.4px;color:#111;margin:0;font-variant-ligatures:none;font-feature-settings:"liga" 0,"dlig" 0}
.bank{font-size:15px;font-weight:bold;color:#00528c}
.hd{display:flex;justify-content:space-between;margin-bottom:6mm}
.acc td{padding:0 10px 1px 0}
table.t{width:100%%;border-collapse:collapse;margin-top:4mm}
table.t th{text-align:left;border-top:1.2px solid #000;border-bottom:1px solid #000;padding:3px 3px;font-size:8px}
table.t td{padding:2px 3px;vertical-align:top}
tr.day td{border-top:0.6px solid #777}
td.n,th.n{text-align:right;white-space:nowrap}
td.d{white-space:nowrap}
.s{font-size:7.4px;color:#333}
tr{page-break-inside:avoid}
.bal td{font-weight:bold;padding:4px 3px}
.ft{font-size:7px;color:#444;margin-top:8mm}
</style></head><body>
<div class="hd"><div><div class="bank">%s</div><div class="s">%s</div></div><div style="text-align:right"><b>Kontoauszug Nr. %s</b><br>Auszugsdatum %s</div></div>
<table class="acc"><tr><td>%s</td><td>Girokonto</td></tr><tr><td>Hauptstraße 7</td><td>IBAN %s</td></tr><tr><td>12345 %s</td><td>BIC %s</td></tr><tr><td></td><td>Zeitraum %s bis %s</td></tr></table>
<table class="t"><thead><tr><th>Buchungstag</th><th>Wert</th><th>Vorgang</th><th>Auftraggeber / Empfänger</th><th>Verwendungszweck</th><th class="n">Betrag EUR</th></tr></thead><tbody>
<tr class="bal"><td colspan="5">Alter Kontostand vom %s</td><td class="n">%s</td></tr>
`, nr, e(g.bank), e(g.chosen["hd-office"]), nr, g.hgPrinted(), e(g.holder), ibanF, g.city, g.bic, g.start, g.end, g.start.AddDays(-1), g.opening)
	var prev german.Date
	for i, t := range g.txs {
		date, cls := "", ""
		if i == 0 || t.booking != prev {
			date, cls = t.booking.String(), ` class="day"`
		}
		prev = t.booking
		name := e(t.party)
		if t.iban != "" {
			name += `<br><span class="s">` + german.FormatIBAN(t.iban) + `</span>`
		}
		vz := e(t.purpose)
		if t.mref != "" {
			vz += `<br><span class="s">Mandatsreferenz ` + e(t.mref) + `, Gläubiger-ID ` + t.cred + `</span>`
		}
		fmt.Fprintf(&b, "<tr%s><td class=\"d\">%s</td><td class=\"d\">%s</td><td>%s</td><td>%s</td><td>%s</td><td class=\"n\">%s</td></tr>\n",
			cls, date, t.value, e(t.typ), name, vz, t.amount)
		add(truth(t, true, true, t.purpose))
	}
	fmt.Fprintf(&b, `<tr class="bal day"><td colspan="5">Neuer Kontostand vom %s</td><td class="n">%s</td></tr>
</tbody></table>
<div class="ft">Bitte prüfen Sie diesen Kontoauszug. Einwendungen gegen einzelne Buchungen sind unverzüglich zu erheben.<br>%s · %s · BIC %s · Die Bank ist der BVR Institutssicherung GmbH angeschlossen.</div>
</body></html>
`, g.end, g.closing, e(g.bank), e(g.chosen["hd-office"]), g.bic)
	st.HTML = b.String()
}

// hdEuro is the app's amount: "-45,00 €".
func hdEuro(c german.Cents) string { return c.String() + "\u00a0€" }

// hdAccount is one of hd-finanzapp's accounts as noted.
func (g *gen) hdAccount(k int) (bank, bic, iban string, open, close german.Cents) {
	p := strings.Split(g.chosen[fmt.Sprintf("hd-bank%d", k)], "|")
	o, _ := strconv.ParseInt(g.chosen[fmt.Sprintf("hd-open%d", k)], 10, 64)
	c, _ := strconv.ParseInt(g.chosen[fmt.Sprintf("hd-close%d", k)], 10, 64)
	return p[0], p[1], p[2], german.Cents(o), german.Cents(c)
}

// renderHDApp: the finance app's export of three accounts, printed by
// Chromium; the truth holds all three accounts' rows.
func (g *gen) renderHDApp(st *Statement) {
	add := st.Truth.add
	st.Truth.Bank, st.Truth.IBAN, st.Truth.BIC = "", "", ""
	e := html.EscapeString
	names := []string{"Girokonto", "Gemeinschaftskonto", "Tagesgeld"}
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Umsätze</title><style>
@page{size:A4;margin:14mm 12mm 16mm 12mm}
body{font-family:"DejaVu Sans",sans-serif;font-size:7.8px;color:#202124;margin:0}
h1{font-size:15px;margin:0 0 1mm}
.sub{color:#666;font-size:7.5px;margin-bottom:4mm}
table.sum{border-collapse:collapse;margin-bottom:5mm}
table.sum td{padding:2px 10px 2px 0;border-bottom:1px solid #eee}
h2{font-size:10.5px;margin:6mm 0 1mm;padding:2mm 0 0;border-top:2px solid #3b6fd4}
.acc{color:#555;font-size:7.4px;margin-bottom:2mm}
table.t{width:100%%;border-collapse:collapse}
table.t th{text-align:left;color:#666;font-weight:normal;font-size:7px;border-bottom:1px solid #bbb;padding:2px 3px}
table.t td{padding:3px 3px;border-bottom:1px solid #eee;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}
td.neg{color:#c5221f}
.cat{display:inline-block;background:#eef2fb;border-radius:6px;padding:0 4px;color:#334;font-size:7px}
tr{page-break-inside:avoid}
.bal{font-weight:bold}
</style></head><body>
<h1>Umsätze</h1><div class="sub">%s · Export vom %s, %s Uhr · Zeitraum %s – %s · 3 Konten</div>
<table class="sum"><tr><td><b>Alle Konten</b></td><td>Saldo am %s</td><td class="n"><b>%s</b></td><td>Saldo am %s</td><td class="n"><b>%s</b></td></tr>
`, e(g.holder), g.hgPrinted(), g.chosen["hd-time"], g.start, g.end, g.start.AddDays(-1), hdEuro(g.opening), g.end, hdEuro(g.closing))
	for k := 1; k <= 3; k++ {
		bank, _, iban, open, cl := g.hdAccount(k)
		fmt.Fprintf(&b, "<tr><td>%s · %s</td><td>Saldo am %s</td><td class=\"n\">%s</td><td>Saldo am %s</td><td class=\"n\">%s</td></tr>\n",
			names[k-1], e(bank), g.start.AddDays(-1), hdEuro(open), g.end, hdEuro(cl))
		_ = iban
	}
	b.WriteString("</table>\n")
	for k := 1; k <= 3; k++ {
		bank, bic, iban, open, cl := g.hdAccount(k)
		name := names[k-1]
		if k == 2 {
			name += " (" + g.holder + " und " + g.chosen["hd-partner"] + ")"
		}
		fmt.Fprintf(&b, `<h2>%s</h2><div class="acc">%s · IBAN %s · BIC %s</div>
<table class="t"><thead><tr><th>Datum</th><th>Empfänger / Auftraggeber</th><th>Verwendungszweck</th><th>Kategorie</th><th class="n">Betrag</th></tr></thead><tbody>
<tr class="bal"><td>%s</td><td colspan="3">Saldo</td><td class="n">%s</td></tr>
`, e(name), e(bank), german.FormatIBAN(iban), bic, g.end, hdEuro(cl))
		var rows []string
		for _, t := range g.txs {
			if t.fx != strconv.Itoa(k) {
				continue
			}
			cat := hsCategory(t)
			if t.party == g.holder {
				cat = "Umbuchung"
			}
			cls := ""
			if t.amount < 0 {
				cls = " neg"
			}
			rows = append(rows, fmt.Sprintf("<tr><td>%s</td><td>%s</td><td>%s</td><td><span class=\"cat\">%s</span></td><td class=\"n%s\">%s</td></tr>\n",
				t.booking, e(t.party), e(t.purpose), e(cat), cls, hdEuro(t.amount)))
			tt := truth(t, false, false, t.purpose)
			tt.BookingText = "" // the app prints no type
			add(tt)
		}
		// newest first
		for i := len(rows) - 1; i >= 0; i-- {
			b.WriteString(rows[i])
		}
		fmt.Fprintf(&b, "<tr class=\"bal\"><td>%s</td><td colspan=\"3\">Saldo</td><td class=\"n\">%s</td></tr>\n</tbody></table>\n", g.start.AddDays(-1), hdEuro(open))
	}
	b.WriteString(`<p style="color:#777;font-size:6.8px;margin-top:6mm">Die Umsätze wurden per FinTS/HBCI von den Banken abgerufen. Kategorien wurden automatisch zugeordnet. Maßgeblich sind die Kontoauszüge der Banken.</p>
</body></html>
`)
	// the truth's rows in the file's order: each account newest first
	var tr []TruthTx
	i := 0
	for k := 1; k <= 3; k++ {
		j := i
		for j < len(g.txs) && g.txs[j].fx == strconv.Itoa(k) {
			j++
		}
		for x := j - 1; x >= i; x-- {
			tr = append(tr, st.Truth.Transactions[x])
		}
		i = j
	}
	st.Truth.Transactions = tr
	st.HTML = b.String()
}

// hdGeneral is a spreadsheet's General number: "-12,5", "1200",
// "1234,56".
func hdGeneral(c german.Cents) string {
	s := strconv.FormatFloat(float64(c)/100, 'f', -1, 64)
	return strings.Replace(s, ".", ",", 1)
}

// hdISO is "2025-02-03".
func hdISO(d german.Date) string { return fmt.Sprintf("%d-%02d-%02d", d.Year, int(d.Month), d.Day) }

// hdCSVType is the Sparkasse CSV's booking text of a type.
var hdCSVType = map[string]string{"SEPA-Lastschrift": "FOLGELASTSCHRIFT", "Lastschrift": "LASTSCHRIFT", "Kartenzahlung": "KARTENZAHLUNG",
	"Gutschrift": "GUTSCHR. UEBERWEISUNG", "Lohn/Gehalt": "LOHN  GEHALT", "SEPA-Gutschrift": "GUTSCHR. UEBERWEISUNG",
	"Überweisung": "ONLINE-UEBERWEISUNG", "Dauerauftrag": "DAUERAUFTRAG", "Echtzeitüberweisung": "ECHTZEIT-UEBERWEISUNG",
	"Bargeldauszahlung": "BARGELDAUSZAHLUNG", "Entgelt": "ENTGELTABSCHLUSS"}

// Cell widths (characters) of hd-tabelle's text columns.
const (
	hdCutPurpose = 30
	hdCutParty   = 22
)

// renderHDSheet: the CSV in a spreadsheet, printed by wkhtmltopdf with
// gridlines and headings, newest first.
func (g *gen) renderHDSheet(st *Statement) {
	st.Tool = "wkhtmltopdf"
	add := st.Truth.add
	st.Truth.BIC = ""
	e := html.EscapeString
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Umsaetze</title><style>
body{font-family:"DejaVu Sans",sans-serif;font-size:11.5px;margin:0;zoom:1.4;font-variant-ligatures:none;font-feature-settings:"liga" 0,"dlig" 0}
.file{font-size:10px;color:#333;margin-bottom:6px}
table{border-collapse:collapse;table-layout:fixed}
td,th{border:0.5px solid #b0b0b0;padding:1px 2px;white-space:nowrap;overflow:hidden;height:15px}
th{background:#e8e8e8;font-weight:normal;color:#333;text-align:center}
th.r{width:30px;text-align:center}
td.n{text-align:right}
td.b{font-weight:bold}
tr{page-break-inside:avoid}
thead{display:table-header-group}
</style></head><body>
`)
	fmt.Fprintf(&b, "<div class=\"file\">Umsaetze_%s_%d-%02d.csv</div>\n", g.iban, g.end.Year, int(g.end.Month))
	b.WriteString(`<table><colgroup><col style="width:30px"><col style="width:86px"><col style="width:86px"><col style="width:166px"><col style="width:207px"><col style="width:155px"><col style="width:163px"><col style="width:69px"></colgroup>
<thead><tr><th class="r"></th><th>A</th><th>B</th><th>C</th><th>D</th><th>E</th><th>F</th><th>G</th></tr></thead><tbody>
`)
	row := 0
	line := func(cells ...string) {
		row++
		fmt.Fprintf(&b, "<tr><th class=\"r\">%d</th>%s</tr>\n", row, strings.Join(cells, ""))
	}
	td := func(s string) string { return "<td>" + e(s) + "</td>" }
	num := func(s string) string { return "<td class=\"n\">" + s + "</td>" }
	empty := "<td></td>"
	line(fmt.Sprintf("<td class=\"b\" colspan=\"5\" style=\"overflow:visible\">Umsätze Girokonto %s (%s)</td>", german.FormatIBAN(g.iban), e(g.bank)), empty, empty)
	line("<td colspan=\"2\" style=\"overflow:visible\">Kontostand "+hdISO(g.start.AddDays(-1))+"</td>", empty, empty, empty, empty, num(hdGeneral(g.opening)))
	line(empty, empty, empty, empty, empty, empty, empty)
	line(td("Buchungstag"), td("Valutadatum"), td("Buchungstext"), td("Verwendungszweck"), td("Beguenstigter/Zahlungspf"), td("Kontonummer/IBAN"), td("Betrag"))
	var rows [][]string
	for _, t := range g.txs {
		typ := hdCSVType[t.typ]
		purpose, party := hdCut(t.purpose, hdCutPurpose), hdCut(t.party, hdCutParty)
		rows = append(rows, []string{td(hdISO(t.booking)), td(hdISO(t.value)), td(hdCut(typ, 20)), td(purpose), td(party), td(t.iban), num(hdGeneral(t.amount))})
		tt := truth(t, true, true, purpose)
		tt.Counterparty, tt.BookingText = party, hdCut(typ, 20)
		tt.IBAN = ""
		if t.iban != "" {
			tt.IBAN = german.FormatIBAN(t.iban)
		}
		add(tt)
	}
	for i := len(rows) - 1; i >= 0; i-- {
		line(rows[i]...)
	}
	// the truth in the printed order, newest first
	for i, j := 0, len(st.Truth.Transactions)-1; i < j; i, j = i+1, j-1 {
		st.Truth.Transactions[i], st.Truth.Transactions[j] = st.Truth.Transactions[j], st.Truth.Transactions[i]
	}
	line(empty, empty, empty, empty, empty, empty, empty)
	line("<td colspan=\"2\" class=\"b\" style=\"overflow:visible\">Kontostand "+hdISO(g.end)+"</td>", empty, empty, empty, empty, "<td class=\"n b\">"+hdGeneral(g.closing)+"</td>")
	b.WriteString("</tbody></table>\n</body></html>\n")
	st.Source = b.String()
	st.ToolArgs = []string{"--page-size", "A4", "--orientation", "Landscape", "--disable-smart-shrinking", "--encoding", "utf-8", "--margin-top", "12mm", "--margin-bottom", "12mm",
		"--margin-left", "10mm", "--margin-right", "10mm", "--title", "Tabelle1"}
}

// hdUni is "EUR −45,00" / "EUR +1.200,00": U+2212 and a no-break space.
func hdUni(c german.Cents) string {
	s := pos(c).String()
	if c < 0 {
		return "EUR\u00a0\u2212" + s
	}
	return "EUR\u00a0+" + s
}

// renderHDPSD: the PSD Bank statement in DejaVu Serif, Storno pairs and
// footnote marks after amounts.
func (g *gen) renderHDPSD(f *flow, st *Statement) {
	st.Font = "dejavu-serif"
	st.ScanLook = "fax"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size, g.x0, g.xs = 8, 40, 1
	f.lh = 10.8
	f.top, f.bottom = 42, 84
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 13}, R(555, "Kontoauszug "+nr))
		f.gap(3)
		f.put(Item{X: 40, Text: g.chosen["hd-office"], Size: 6.5}, R(555, fmt.Sprintf("Seite %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "PSD GiroDirekt"))
			f.put(L(40, "Hauptstraße 7"), R(555, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), R(555, "BIC "+g.bic))
			f.put(R(555, fmt.Sprintf("Zeitraum %s – %s", g.start, g.end)))
			f.gap(8)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Buchung"), B(98, "Valuta"), B(156, "Vorgang"), BR(548, "Betrag"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1, W: 515, Width: 0.5})
		f.gap(3)
	}
	// mark: a superscript digit right after a right-aligned amount
	mark := func(n int) Item { return Item{X: 549.5, Y: -2.4, Text: strconv.Itoa(n), Size: 5.2} }
	f.newPage()
	f.put(B(156, "Kontostand am "+g.start.AddDays(-1).String()), BR(548, hdUni(g.opening)))
	f.gap(3)
	var notes [3]bool
	for _, t := range g.txs {
		first := []Item{L(40, t.booking.String()), L(98, t.value.String()), B(156, t.typ), R(548, hdUni(t.amount))}
		n := 0
		switch {
		case strings.HasPrefix(t.typ, "Storno"):
			n = 1
		case t.value.Before(g.start):
			n = 2
		}
		ls := [][]Item{first}
		if t.party != "" {
			ls = append(ls, []Item{L(156, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 156, 62)...)
		if t.mref != "" {
			ls = append(ls, []Item{small(156, "Mandatsreferenz "+t.mref+" · Gläubiger-ID "+t.cred)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(156, "IBAN "+german.FormatIBAN(t.iban)+" · BIC "+hrBIC(t.iban))})
		}
		f.block(ls)
		if n > 0 {
			notes[n] = true
			// raised against the amount's line
			p := f.cur()
			for k := len(p.Items) - 1; k >= 0; k-- {
				if p.Items[k].Text == hdUni(t.amount) && p.Items[k].Right {
					m := mark(n)
					m.X, m.Y = p.Items[k].X+0.8, p.Items[k].Y-2.4
					p.Items = append(p.Items, m)
					break
				}
			}
		}
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	foot := [][]Item{{B(156, "Kontostand am "+g.end.String()), BR(548, hdUni(g.closing))}, {}}
	if notes[1] {
		foot = append(foot, []Item{{X: 40, Y: -2, Text: "1", Size: 5.2}, small(45, "Stornobuchung: die ursprüngliche Buchung wird mit dieser Buchung rückgängig gemacht.")})
	}
	if notes[2] {
		foot = append(foot, []Item{{X: 40, Y: -2, Text: "2", Size: 5.2}, small(45, "Wertstellung im Vormonat.")})
	}
	foot = append(foot, []Item{small(40, "Bitte prüfen Sie diesen Kontoauszug. Einwendungen sind unverzüglich, spätestens sechs Wochen nach Zugang zu erheben.")})
	f.block(foot)
	// foot items with Y -2: raised against their line
	p := f.cur()
	for k := range p.Items {
		if p.Items[k].Size == 5.2 && p.Items[k].X == g.x0 {
			p.Items[k].Y -= 2
		}
	}
	hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hd-office"] + " · Genossenschaftsregister · USt-IdNr. DE 133 537 050",
		"Die PSD Bank ist der BVR Institutssicherung GmbH und der Sicherungseinrichtung des BVR angeschlossen."}, nil)
}

// renderHDBlocks: the neobank statement, a key-value block a booking,
// typeset by groff.
func (g *gen) renderHDBlocks(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 8.6, 40, 1
	f.lh = 11
	f.top, f.bottom = 46, 80
	const xv = 170.0
	f.header = func(f *flow, p int) {
		f.put(Item{X: 48, Text: "C24", Bold: true, Size: 18}, R(547, fmt.Sprintf("Kontoauszug %s %d", months[g.end.Month-1], g.end.Year)))
		f.gap(6)
		f.put(Item{X: 48, Text: g.bank + " · " + g.chosen["hd-office"], Size: 6.8}, R(547, fmt.Sprintf("Seite %d", p)))
		f.gap(10)
		if p == 1 {
			f.put(L(48, g.holder), R(547, "C24 Smartkonto"))
			f.put(L(48, "Hauptstraße 7"), R(547, "IBAN "+ibanF))
			f.put(L(48, "12345 "+g.city), R(547, "BIC "+g.bic))
			f.put(R(547, fmt.Sprintf("Zeitraum %s - %s", g.start, g.end)))
			f.gap(10)
		} else {
			f.put(L(48, g.holder), R(547, "IBAN "+ibanF))
			f.gap(8)
		}
	}
	f.newPage()
	f.block([][]Item{{B(48, "Kontostand am "+g.start.AddDays(-1).String()), B(xv, g.opening.String()+" EUR")}})
	f.gap(6)
	for i, t := range g.txs {
		y := f.y
		ls := [][]Item{{L(48, "Buchungsdatum"), L(xv, t.booking.String())}, {L(48, "Wertstellung"), L(xv, t.value.String())}, {L(48, "Umsatzart"), L(xv, t.typ)}}
		if t.party != "" {
			label := "Empfänger"
			if t.amount > 0 {
				label = "Auftraggeber"
			}
			ls = append(ls, []Item{L(48, label), L(xv, t.party)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{L(48, "IBAN"), L(xv, german.FormatIBAN(t.iban))})
		}
		for k, w := range wrap(t.purpose, 64) {
			if k == 0 {
				ls = append(ls, []Item{L(48, "Verwendungszweck"), L(xv, w)})
			} else {
				ls = append(ls, []Item{L(xv, w)})
			}
		}
		if t.mref != "" {
			ls = append(ls, []Item{L(48, "Mandatsreferenz"), L(xv, t.mref)}, []Item{L(48, "Gläubiger-ID"), L(xv, t.cred)})
		}
		ls = append(ls, []Item{B(48, "Betrag"), B(xv, hgPlus(t.amount)+" EUR")}, []Item{L(48, "Saldo nach Buchung"), L(xv, t.balance.String()+" EUR")})
		before := len(f.pages)
		f.block(ls)
		if len(f.pages) != before {
			y = f.y - float64(len(ls))*f.lh
		}
		_ = i
		hhShape(f, len(f.pages)-1, Shape{Kind: "line", X: 48, Y: y - 4, W: 499, Width: 0.3})
		f.gap(8)
		add(truth(t, true, true, t.purpose))
	}
	f.block([][]Item{{B(48, "Kontostand am "+g.end.String()), B(xv, g.closing.String()+" EUR")}, {},
		{{X: 48, Text: "Bitte prüfen Sie Ihren Kontoauszug. Einwendungen sind innerhalb von sechs Wochen nach Zugang zu erheben.", Size: 7}},
		{{X: 48, Text: "C24 Bank GmbH · Sitz München · Amtsgericht München HRB 232362 · Einlagen geschützt durch die Entschädigungseinrichtung deutscher Banken.", Size: 7}}})
	hgPageNumbers(f.pages, 547, PageH-40, 7, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
	st.Troff = troffProgram(f.pages, troffStyle{Regular: "PR", Bold: "PB"})
}

// hdScanLook spoils page i's image as look says (Statement.ScanLook).
func hdScanLook(look string, img *image.Gray, d Degrade, i int) {
	switch look {
	case "punched":
		hdPunch(img, d.DPI)
	case "fax":
		hdFax(img, d.DPI, d.Seed+uint64(i))
	}
}

// hdBayer is the 4×4 ordered-dither matrix a fax machine's halftone
// mode uses.
var hdBayer = [4][4]uint8{{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}}

// hdFax spoils a page image as a fax received in normal mode: the lines
// sent at about 100 per inch (each one repeated to the image's
// resolution), black and white by ordered dithering, some specks and a
// few lines lost in transmission (white).
func hdFax(img *image.Gray, dpi int, seed uint64) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	step := max(1, int(math.Round(float64(dpi)/98)))
	r := rand.New(rand.NewPCG(seed, 0xfa))
	for y := 0; y < h; y += step {
		row := img.Pix[y*img.Stride : y*img.Stride+w]
		lost := r.IntN(400) == 0
		for x := range row {
			v := row[x]
			// ordered dither around mid grey
			t := 64 + 8*hdBayer[(y/step)%4][x%4]
			if v < t && !lost {
				row[x] = 0
			} else {
				row[x] = 255
			}
			if r.IntN(6000) == 0 {
				row[x] = 0 // a speck
			}
		}
		for k := 1; k < step && y+k < h; k++ {
			copy(img.Pix[(y+k)*img.Stride:(y+k)*img.Stride+w], row)
		}
	}
}

// hdPunch spoils a page image as a photocopy of a filed statement: two
// black punch holes in the left margin (80 mm apart around the middle)
// and a staple's grey shadow in the top left corner.
func hdPunch(img *image.Gray, dpi int) {
	mm := float64(dpi) / 25.4
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	cx := 12 * mm
	rad := 3 * mm
	for _, cy := range []float64{float64(h)/2 - 40*mm, float64(h)/2 + 40*mm} {
		for y := int(cy - rad - 2); y <= int(cy+rad+2); y++ {
			for x := int(cx - rad - 2); x <= int(cx+rad+2); x++ {
				if x < 0 || y < 0 || x >= w || y >= h {
					continue
				}
				d := math.Hypot(float64(x)-cx, float64(y)-cy)
				if d <= rad {
					img.Pix[y*img.Stride+x] = 18
				} else if d <= rad+1.5 {
					img.Pix[y*img.Stride+x] = min(img.Pix[y*img.Stride+x], 90)
				}
			}
		}
	}
	// the staple: a short dark bar at 45° with a soft shadow
	x0, y0 := 8*mm, 14*mm
	for t := 0.0; t <= 12*mm; t += 0.5 {
		for k := -1.5 * mm / 2; k <= 1.5*mm/2; k += 0.5 {
			x := int(x0 + t*0.7071 + k*0.7071)
			y := int(y0 - t*0.7071 + k*0.7071)
			if x >= 0 && y >= 0 && x < w && y < h {
				v := uint8(60)
				if math.Abs(k) > 0.4*mm {
					v = 150
				}
				img.Pix[y*img.Stride+x] = min(img.Pix[y*img.Stride+x], v)
			}
		}
	}
	// the copier's grey edge along the left side
	for y := range h {
		for x := 0; x < int(2*mm) && x < w; x++ {
			img.Pix[y*img.Stride+x] = min(img.Pix[y*img.Stride+x], uint8(70+x*4))
		}
	}
}
