package synth

// Sealed batch 21 (hf-*): a twenty-first held-out batch, written in
// session 9 while the twentieth (hg-*) was measured, without looking at
// the extractor or its rule code. It adds PDF MECHANICS no earlier batch
// used: a file ENCRYPTED by its producer (AES-128, empty user password,
// owner password, print only: what the Sparkassen's Elektronisches
// Postfach and many banks' download portals deliver), a LANDSCAPE list
// written on portrait media and turned by the page's /Rotate entry (as
// Windows "print to PDF" drivers write landscape jobs), content streams
// written COLUMN BY COLUMN (every column top to bottom, not line by line)
// with every word in a TJ array and the spaces as kerning gaps (no space
// characters) and a condensed (Tz) column, and a paper statement SCANNED
// WITH OCR by the holder's document scanner (the page a JPEG image, the
// text an invisible word-by-word layer with its own widths, as
// ScanSnap/ocrmypdf write it). It adds documents and conventions earlier
// batches lack: MT940-style 27-character lines cutting the
// counterparty's name and the purpose in the middle of words; a business
// program's split bookings and its category and cost-centre columns and a
// list sorted by value date (booking dates out of order); a
// Swiss Kantonalbank CHF account of a Grenzgänger with "1'234.50"
// amounts, "03.02.25" dates and the Swiss column order "Datum | Text |
// Belastung | Gutschrift | Valuta | Saldo"; a Belgian-IBAN multi-currency
// e-money account's EUR statement with the counterparty inside the
// description sentence and the date under it; a broker's cash account
// with fractional share counts; a Prämiensparen annual statement with
// dated interest-rate change lines that carry no amount, Vorschusszinsen
// and the year's Prämie. Bank data, names and numbers are synthetic:
//
//   - hf-berlinerspk (fpdf, core Helvetica, qpdf AES-128 encrypted,
//     print only): a Berliner Sparkasse Girokonto Kontoauszug: "Buchungstag
//     | Wert | Vorgang / Buchungsinformationen | Betrag EUR", signed
//     amounts; the counterparty's name and the purpose printed in the
//     bank's 27-CHARACTER LINES (MT940 ?20–?29, ?32/?33), cut wherever the
//     27th character falls ("GASAG Berliner Gaswerke Akt" / "iengesellschaft",
//     "Abschlag Strom Februar Ver" / "tragskonto 123456"); "EREF: …",
//     "MREF: …", "CRED: …" and "IBAN: … BIC: …" lines; Berlin utilities
//     and authorities with long names; "Kontostand am … um … Uhr";
//   - hf-proficash (fpdf rotated on portrait media, qpdf --rotate:
//     /Rotate 90 or 270): a Frankfurter Volksbank business account's
//     "Umsatzliste" printed from a business banking program: "Buchungstag |
//     Valuta | Auftraggeber / Empfänger | IBAN / BIC | Verwendungszweck |
//     Kategorie | Kst. | Betrag | Whg. | Saldo" with signed amounts, a
//     currency column "EUR" and a running Saldo; one list in three SORTED
//     BY VALUE DATE ("sortiert nach Valuta": booking dates out of order);
//     SPLIT BOOKINGS ("Split 1/2" sub-rows with a category, a cost centre
//     and a part amount in the Betrag column: not bookings); after the
//     list the sums per category (not bookings);
//   - hf-scalable (mutool create, content streams written column by
//     column, words in TJ arrays with kerning gaps instead of spaces, the
//     description column condensed to 88 % (Tz)): a Scalable Capital
//     Verrechnungskonto Kontoauszug (Baader Bank): deposits from and
//     withdrawals to the reference account (the holder's name and IBAN),
//     Sparplan executions and orders with FRACTIONAL SHARE COUNTS
//     ("0,437512 Stk. zu 91,43 EUR"), distributions with their taxes in the
//     text (one net booking), the subscription fee, interest; "Datum |
//     Valuta | Vorgang | Beschreibung | Betrag EUR | Saldo EUR";
//   - hf-wise (HTML printed by Chromium, Nimbus Sans): a Wise EUR
//     statement (Wise Europe SA, BELGIAN IBAN): newest first,
//     "Beschreibung | Eingehend | Ausgehend | Saldo" with unsigned amounts
//     in their column, the COUNTERPARTY INSIDE THE DESCRIPTION SENTENCE
//     ("Kartenzahlung an REWE Markt GmbH", "Eingang von Thomas Weber",
//     "Lastschrift von Vodafone GmbH"), the date as "3. Februar 2025"
//     UNDER it with the transaction id, the "Referenz" line, currency
//     conversions written as a sentence with both amounts ("200,00 EUR in
//     216,46 USD umgetauscht") and their fee as a row of its own;
//   - hf-kantonalbank (troff: groff -Tps → Ghostscript, Helvetica): a
//     Swiss Kantonalbank Privatkonto in CHF of a Grenzgänger living in
//     Germany: SWISS COLUMN ORDER "Datum | Text | Belastung | Gutschrift |
//     Valuta | Saldo" (the value date after the amounts), "03.02.25"
//     dates, amounts with an APOSTROPHE as thousands separator and a
//     decimal POINT ("1'234.50"), CH IBAN; the salary from a Swiss
//     employer with its address under the name, transfers to the holder's
//     German account ("Mitteilung: …" and the EUR amount with the rate
//     under it), TWINT, debit card, eBill, Säule 3a, the account price;
//     "Saldovortrag", "Übertrag" at page breaks, "Total Umsätze" and
//     "Schlusssaldo";
//   - hf-sskm (paper statement scanned with OCR: page images as JPEG with
//     an invisible word-by-word text layer, 3 Tr, each word's width fitted
//     by Tz, assembled by mutool create): a Stadtsparkasse München
//     Kontoauszug: "Bu-Tag | Wert | Vorgang | Betrag EUR" with year-less
//     dates "03.02." and signed amounts, name, purpose, "Mandat …",
//     "IBAN …"; "Kontostand alt" / "Kontostand neu";
//   - hf-praemie (PostScript → Ghostscript, C059): an S-Prämiensparen
//     flexibel JAHRESKONTOAUSZUG over a calendar year: "Buchungstag |
//     Wert | Vorgang | Auszahlung | Einzahlung | Kontostand" with unsigned
//     amounts in their column and a running Kontostand; the monthly
//     Sparrate from the holder's own Girokonto, gifts, a withdrawal and
//     (above 2.000 EUR a month without notice) its VORSCHUSSZINSEN, the
//     year's interest and the PRÄMIE on 31.12. ("Prämie 50 % auf
//     Sparbeiträge 2024 (1.800,00 EUR)"); DATED INTEREST-RATE CHANGE LINES
//     WITHOUT AN AMOUNT among the bookings ("Zinsänderung ab 01.07.2024:
//     0,50 % p.a."); after the closing balance the year's interest and
//     tax information (not bookings).
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (hf-berlinerspk's 27-character pieces joined
// without a space where the cut fell inside a word, as the name reads;
// hf-wise's name out of its description sentence; empty for the bank's
// own postings, trades, distributions and interest, cash withdrawals,
// conversions and fees; the holder's own name where it is printed as
// the other side of a transfer), the purpose is the remittance text only
// (pieces joined as they read; no labels, references, mandate, address
// or IBAN lines; hf-wise's "Referenz" line, a foreign card payment's
// currency line, or the whole sentence of a conversion or fee row;
// hf-kantonalbank's "Mitteilung" or card line; a card payment without a
// printed line has none), the booking text is the type as printed
// (hf-wise: the words before "an"/"von"; none for a sentence row), amounts
// are signed from the holder's view (CHF on hf-kantonalbank), the value
// date where printed, balances as printed. Split sub-rows, category sums,
// rate-change lines, totals and information blocks are not rows. The
// rows of a newest-first or value-date-sorted list are in printed order.
// Truth.Pages of hf-wise is 0 until PDF() prints it.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/german"
)

// Sealed20Layouts lists the layouts of the twenty-first held-out batch
// (hf-*). They are in none of the other layout lists.
func Sealed20Layouts() []string {
	return []string{"hf-berlinerspk", "hf-proficash", "hf-scalable", "hf-wise", "hf-kantonalbank", "hf-sskm", "hf-praemie"}
}

// hfProducer says how an hf-* layout becomes a PDF: a Tool ("mutool",
// or one of hfTool's), "html" (Chromium), "troff" (groff, Ghostscript)
// or "ps" (Ghostscript).
var hfProducer = map[string]string{
	"hf-berlinerspk":  "qpdf-encrypt",
	"hf-proficash":    "qpdf-rotate",
	"hf-scalable":     "mutool",
	"hf-wise":         "html",
	"hf-kantonalbank": "troff",
	"hf-sskm":         "ocr-sandwich",
	"hf-praemie":      "ps",
}

// hfBanks are the German banks (name, bank code, BIC, office) a layout of
// the batch draws from.
var hfBanks = map[string][]branch{
	"hf-berlinerspk": {{"Berliner Sparkasse", "10050000", "BELADEBEXXX", "Niederlassung der Landesbank Berlin AG · Alexanderplatz 2 · 10178 Berlin"}},
	"hf-proficash":   {{"Frankfurter Volksbank Rhein/Main eG", "50190000", "FFVBDEFFXXX", "Börsenstraße 1 · 60313 Frankfurt am Main"}},
	"hf-scalable":    {{"Baader Bank AG", "70033100", "BDWBDEMMXXX", "Weihenstephaner Straße 4 · 85716 Unterschleißheim"}},
	"hf-sskm":        {{"Stadtsparkasse München", "70150000", "SSKMDEMMXXX", "Sparkassenstraße 2 · 80331 München"}},
	"hf-praemie": {
		{"Sparkasse Nürnberg", "76050101", "SSKNDE77XXX", "Lorenzer Platz 12 · 90402 Nürnberg"},
		{"Kreissparkasse Esslingen-Nürtingen", "61150020", "ESSLDE66XXX", "Bahnhofstraße 8 · 73728 Esslingen am Neckar"},
	},
}

// hfSwiss are the Kantonalbanken (name, clearing number, BIC, office).
var hfSwiss = []branch{
	{"Basler Kantonalbank", "00770", "BKBBCHBBXXX", "Aeschenvorstadt 41 · 4002 Basel"},
	{"Schaffhauser Kantonalbank", "00782", "SHKBCH2SXXX", "Vorstadt 53 · 8200 Schaffhausen"},
	{"Thurgauer Kantonalbank", "00784", "KBTGCH22XXX", "Bankplatz 1 · 8570 Weinfelden"},
}

// ibanCheck returns the IBAN of country cc (its letters' digits ccNum)
// and the numeric bban.
func ibanCheck(cc, ccNum, bban string) string {
	rem := 0
	for _, c := range bban + ccNum + "00" {
		rem = (rem*10 + int(c-'0')) % 97
	}
	return fmt.Sprintf("%s%02d%s", cc, 98-rem, bban)
}

// chIBAN is a valid Swiss IBAN (clearing number, 12-digit account).
func chIBAN(clearing string, acct uint64) string {
	return ibanCheck("CH", "1217", clearing+fmt.Sprintf("%012d", acct%1000000000000))
}

// beIBAN is a valid Belgian IBAN of Wise (bank code 967): account and its
// national check digits (mod 97, 97 for 0).
func beIBAN(acct uint64) string {
	n := 9670000000 + acct%10000000
	c := n % 97
	if c == 0 {
		c = 97
	}
	return ibanCheck("BE", "1114", fmt.Sprintf("%010d%02d", n, c))
}

// chf is a Swiss amount: "1'234.50", "-45.00".
func chf(c german.Cents) string {
	neg := c < 0
	v := pos(c)
	s := strconv.FormatInt(int64(v/100), 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte('\'')
		}
		b.WriteRune(r)
	}
	out := fmt.Sprintf("%s.%02d", b.String(), int64(v%100))
	if neg {
		return "-" + out
	}
	return out
}

// chDate is "03.02.25".
func chDate(d german.Date) string { return dmy2(d) }

// hfLong is "3. Februar 2025".
func hfLong(d german.Date) string {
	return fmt.Sprintf("%d. %s %d", d.Day, months[d.Month-1], d.Year)
}

// hfPieces cuts s into the bank's fixed-width lines of n characters,
// wherever the n-th character falls; a space at a piece's edge is not
// printed.
func hfPieces(s string, n int) []string {
	rs := []rune(s)
	var out []string
	for i := 0; i < len(rs); i += n {
		p := strings.TrimSpace(string(rs[i:min(i+n, len(rs))]))
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// sealed20Setup draws the statement of an hf-* layout from its own random
// stream: the account, the period, the bookings and what the layout adds.
func (g *gen) sealed20Setup() {
	g.redraw("hf|", 0x21c0ffee)
	switch g.layout {
	case "hf-wise":
		g.bank, g.bic = "Wise Europe SA", "TRWIBEB1XXX"
		g.iban = beIBAN(g.r.Uint64())
		g.note("hf-office", "Rue du Trône 100, 3rd floor · 1050 Brüssel · Belgien")
	case "hf-kantonalbank":
		b := hfSwiss[g.r.IntN(len(hfSwiss))]
		g.bank, g.bic = b.name, b.bic
		g.iban = chIBAN(b.blz, g.r.Uint64())
		g.note("hf-office", b.office)
	default:
		g.drawBranch(hfBanks, "hf-office")
	}
	g.note("hf-time", fmt.Sprintf("%02d:%02d", 6+g.r.IntN(16), g.r.IntN(60)))
	switch g.layout {
	case "hf-berlinerspk":
		g.hfBerlinTxs()
	case "hf-proficash":
		g.hfProfiTxs()
	case "hf-scalable":
		g.hfBrokerTxs()
	case "hf-wise":
		g.hfWiseTxs()
	case "hf-kantonalbank":
		g.hfSwissTxs()
	case "hf-sskm":
		g.hgFromBase(34, 0)
		for i := range g.txs {
			if g.txs[i].typ == "Bargeldauszahlung" {
				g.txs[i].party = "" // the Sparkasse's own machine
			}
		}
		g.rebalance()
	case "hf-praemie":
		g.hfSavingsTxs()
	}
}

// hfBerlin are Berlin creditors with long names (the 27-character cut
// falls inside them) and their purposes.
var hfBerlin = []struct{ name, typ, purpose string }{
	{"GASAG Berliner Gaswerke Aktiengesellschaft", "Lastschrift", "Abschlag Erdgas {ym} Vertragskonto {n} Verbrauchsstelle Berlin"},
	{"Vattenfall Europe Sales GmbH", "Lastschrift", "Abschlag Strom {ym} Vertragskonto {n}"},
	{"Berliner Wasserbetriebe Anstalt des öffentlichen Rechts", "Lastschrift", "Abschlag Trinkwasser und Abwasser Kundennummer {n}"},
	{"BVG Berliner Verkehrsbetriebe AöR", "Lastschrift", "Deutschlandticket {ym} Abo-Nr. {n}"},
	{"Landeshauptkasse Berlin Bezirksamt Pankow", "Überweisung", "Kassenzeichen {n} Hundesteuer {y}"},
	{"Deutsche Rentenversicherung Bund", "Gutschrift", "Rentenzahlung {ym} RV-Nr. {n}"},
	{"AOK Nordost - Die Gesundheitskasse", "Lastschrift", "Beitrag freiwillige Versicherung {ym} Vers.-Nr. {n}"},
	{"Berliner Stadtreinigungsbetriebe (BSR) AöR", "Lastschrift", "Straßenreinigung und Abfall {y} Quartal Kundennr. {n}"},
}

// hfBerlinTxs: a month of a Berliner Sparkasse Girokonto, a third of the
// direct debits to Berlin's utilities and authorities.
func (g *gen) hfBerlinTxs() {
	g.hgFromBase(32, 0)
	types := map[string]string{"SEPA-Lastschrift": "Lastschrift", "Kartenzahlung": "Kartenzahlung girocard", "Lohn/Gehalt": "Gehalt/Rente",
		"SEPA-Gutschrift": "Gutschrift", "Echtzeitüberweisung": "Echtzeit-Überweisung", "Bargeldauszahlung": "Bargeldauszahlung"}
	for i := range g.txs {
		t := &g.txs[i]
		if n, ok := types[t.typ]; ok {
			t.typ = n
		}
		if t.typ == "Bargeldauszahlung" {
			t.party = ""
		}
		if t.iban != "" && g.r.IntN(3) == 0 {
			p := hfBerlin[g.r.IntN(len(hfBerlin))]
			t.party, t.typ = p.name, p.typ
			t.purpose = g.hgFill(p.purpose, t.booking)
			if p.typ == "Gutschrift" {
				t.amount = german.Cents(90000 + g.r.IntN(150000))
				t.eref, t.mref, t.cred = "", "", ""
			} else {
				t.amount = -german.Cents(1500 + g.r.IntN(25000))
				if p.typ == "Lastschrift" {
					g.hgSEPA(t)
				} else {
					t.eref, t.mref, t.cred = "", "", ""
				}
			}
		}
	}
	g.rebalance()
}

// hfCategories are the business program's categories by kind.
var hfCategories = map[string][]string{
	"in":    {"Umsatzerlöse", "Erlöse 19 % USt"},
	"sup":   {"Wareneingang", "Material", "Fremdleistungen"},
	"debit": {"Versicherungen", "Kfz-Kosten", "Telefon/Internet", "Leasing", "Beiträge"},
	"card":  {"Bürobedarf", "Kfz-Kosten", "Bewirtung", "Material"},
	"wage":  {"Löhne und Gehälter"},
	"rent":  {"Miete"},
	"cash":  {"Geldtransit"},
}

// hfCat is the category and cost centre the program shows for t.
func (g *gen) hfCat(t tx) (string, string) {
	kind := "sup"
	switch {
	case t.typ == "Kartenzahlung":
		kind = "card"
	case t.typ == "Bareinzahlung":
		kind = "cash"
	case t.typ == "Dauerauftrag":
		kind = "rent"
	case strings.HasPrefix(t.purpose, "Lohn "):
		kind = "wage"
	case strings.Contains(t.typ, "Lastschrift") && t.amount < 0:
		kind = "debit"
	case t.amount > 0:
		kind = "in"
	}
	// The firm's rules: the same name, the same category.
	cs := hfCategories[kind]
	return cs[len(t.party)%len(cs)], fmt.Sprint(100 * (1 + g.r.IntN(4)))
}

// hfProfiTxs: a month of a small firm's business account, with the
// program's category, cost centre and split bookings.
func (g *gen) hfProfiTxs() {
	n := 10 + g.r.IntN(26)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions)
	}
	g.hkBizTxs(n, false)
	var cats []string
	for i := range g.txs {
		t := g.txs[i]
		c, k := g.hfCat(t)
		row := c + "|" + k
		if t.amount < -20000 && (t.typ != "Kartenzahlung" || g.r.IntN(2) == 0) && g.r.IntN(4) == 0 {
			// split: the program's parts, the last takes the rest
			c2, k2 := g.hfCat(tx{party: t.party + "·", typ: t.typ, purpose: t.purpose, amount: t.amount})
			part := t.amount * german.Cents(30+g.r.IntN(40)) / 100
			row = fmt.Sprintf("%s|%s|%s|%s|%s|%s", c, k, part, c2, k2, t.amount-part)
		}
		cats = append(cats, row)
	}
	g.note("hf-cats", strings.Join(cats, "\n"))
	g.note("hf-sort", g.pick("Buchungstag", "Buchungstag", "Valuta"))
}

// hfFunds are the funds a broker's savings plans and orders buy (name,
// ISIN, price range in cents).
var hfFunds = []struct {
	name, isin string
	lo, hi     int
}{
	{"iShares Core MSCI World UCITS ETF", "IE00B4L5Y983", 7800, 10400},
	{"Vanguard FTSE All-World UCITS ETF Dis", "IE00B3RBWM25", 10500, 13200},
	{"Xtrackers MSCI Emerging Markets UCITS ETF", "IE00BTJRMP35", 4700, 5900},
	{"iShares Core EURO STOXX 50 UCITS ETF", "IE0008471009", 4400, 5600},
	{"SAP SE", "DE0007164600", 13000, 24000},
	{"Allianz SE", "DE0008404005", 21000, 31000},
}

// hfBrokerTxs: a month of a broker's cash account: deposits, savings
// plans, orders, a distribution, the subscription fee, interest.
func (g *gen) hfBrokerTxs() {
	g.opening = german.Cents(g.r.IntN(800000))
	ref := g.hgIBAN()
	n := 6 + g.r.IntN(20)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-2)
	}
	plan := german.D(g.start.Year, g.start.Month, []int{2, 5, 15, 20}[g.r.IntN(4)])
	num := func() int { return 1000000 + g.r.IntN(8999999) }
	for _, d := range g.sortedDates(n, g.start, g.end.AddDays(-2)) {
		t := tx{booking: d, value: d}
		f := hfFunds[g.r.IntN(len(hfFunds))]
		price := german.Cents(f.lo + g.r.IntN(f.hi-f.lo))
		switch k := g.r.IntN(10); {
		case k < 2:
			t.party, t.iban, t.typ = g.holder, ref, "Einzahlung"
			t.purpose = g.pick("Einzahlung", "Sparen "+hgYM(d), "")
			t.amount = german.Cents((1 + g.r.IntN(40)) * 5000)
		case k < 3:
			t.party, t.iban, t.typ = g.holder, ref, "Auszahlung"
			t.purpose = g.pick("Entnahme", "Entnahme "+hgYM(d), "Umbuchung auf Girokonto")
			t.amount = -german.Cents((1 + g.r.IntN(20)) * 10000)
		case k < 6:
			rate := german.Cents((1 + g.r.IntN(20)) * 2500)
			t.booking, t.value, t.typ = plan, plan.AddDays(2), "Sparplan"
			shares := float64(rate) / float64(price)
			t.purpose = fmt.Sprintf("%s ISIN %s %s Stk. zu %s EUR", f.name, f.isin, strings.Replace(fmt.Sprintf("%.6f", shares), ".", ",", 1), price)
			t.amount = -rate
		case k < 9:
			f = hfFunds[g.r.IntN(len(hfFunds))]
			qty := 1 + g.r.IntN(25)
			gross := price * german.Cents(qty)
			t.value = d.AddDays(2)
			if g.r.IntN(3) == 0 {
				t.typ = "Verkauf"
				t.purpose = fmt.Sprintf("%s ISIN %s %d Stk. zu %s EUR Ausführungsplatz gettex Order %d abzgl. Ordergebühr 0,99 EUR", f.name, f.isin, qty, price, num())
				t.amount = gross - 99
			} else {
				t.typ = "Kauf"
				t.purpose = fmt.Sprintf("%s ISIN %s %d Stk. zu %s EUR Ausführungsplatz gettex Order %d zzgl. Ordergebühr 0,99 EUR", f.name, f.isin, qty, price, num())
				t.amount = -(gross + 99)
			}
		default:
			f = hfFunds[g.r.IntN(4)] // the distributing funds
			held := float64(5+g.r.IntN(300)) + float64(g.r.IntN(10000))/10000
			per := 1000 + g.r.IntN(9000) // ten-thousandths of a euro a share
			gross := german.Cents(held*float64(per)/100 + 0.5)
			tax := german.Cents(float64(gross)*0.7*0.25 + 0.5)
			soli := german.Cents(float64(tax)*0.055 + 0.5)
			if g.r.IntN(2) == 0 {
				tax, soli = 0, 0 // under the Freistellungsauftrag
			}
			t.typ = "Ausschüttung"
			t.purpose = fmt.Sprintf("%s ISIN %s %s Stk. je Stk. 0,%04d EUR Brutto %s EUR", f.name, f.isin, strings.Replace(fmt.Sprintf("%.4f", held), ".", ",", 1), per, gross)
			if tax > 0 {
				t.purpose += fmt.Sprintf(" abzgl. KapESt %s EUR Soli %s EUR", tax, soli)
			}
			t.amount = gross - tax - soli
		}
		g.txs = append(g.txs, t)
	}
	if g.start.Month%3 == 1 || g.r.IntN(2) == 0 {
		g.txs = append(g.txs, tx{booking: g.start.AddDays(g.r.IntN(5)), value: g.start, typ: "Gebühr", amount: -499,
			purpose: "PRIME+ Broker Abonnement " + hgYM(g.start)})
	}
	rate := []int{230, 260, 300, 200}[g.r.IntN(4)]
	z := german.Cents(float64(max(g.opening, 0)) * float64(rate) / 10000 / 12)
	if z > 0 {
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsen", amount: z,
			purpose: fmt.Sprintf("Zinsen %s - %s %s %% p.a.", g.start, g.end, hfRate(rate))})
	}
	g.rebalance()
	if lo := g.hfLowest(); lo < 0 {
		g.opening -= lo // a cash account is not overdrawn
		g.rebalance()
	}
}

// hfLowest is the lowest running balance, the opening included.
func (g *gen) hfLowest() german.Cents {
	lo := g.opening
	for _, t := range g.txs {
		lo = min(lo, t.balance)
	}
	return lo
}

// hfWiseKinds: a row of the Wise statement is "<typ> an|von <party>", or a
// sentence (typ and party empty).
var hfMerchants = []string{"REWE Markt GmbH", "Lidl Dienstleistung", "Deutsche Bahn AG", "Spotify AB", "Uber BV", "Edeka Zentrale", "Rossmann", "Flixbus DACH GmbH"}

// hfWiseTxs: a month of a Wise EUR balance: card payments (foreign ones
// with their currency line), transfers in and out, direct debits, a
// conversion to another currency with its fee, a refund.
func (g *gen) hfWiseTxs() {
	g.opening = german.Cents(20000 + g.r.IntN(500000))
	n := 5 + g.r.IntN(25)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-1)
	}
	mon := months[g.start.Month-1]
	for _, d := range g.sortedDates(n, g.start, g.end) {
		if m := g.opt.MaxTransactions; m > 0 && len(g.txs) >= m-1 {
			break // a conversion brings its fee
		}
		t := tx{booking: d, value: d}
		switch k := g.r.IntN(12); {
		case k < 4:
			t.typ, t.party = "Kartenzahlung", hfMerchants[g.r.IntN(len(hfMerchants))]
			t.amount = -german.Cents(250 + g.r.IntN(12000))
		case k < 5:
			s := fxShops[g.r.IntN(len(fxShops))]
			orig := german.Cents(500 + g.r.IntN(20000))
			r := 0.80 + g.r.Float64()*0.5
			t.typ, t.party = "Kartenzahlung", s.name
			t.amount = -german.Cents(float64(orig)/r + 0.5)
			t.fx = fmt.Sprintf("%s %s · 1 EUR = %s %s", orig, s.cur, strings.Replace(fmt.Sprintf("%.4f", r), ".", ",", 1), s.cur)
		case k < 7:
			t.typ, t.party, t.iban = "Eingang", persons[g.r.IntN(len(persons))], g.hgIBAN()
			t.purpose = g.pick("Anteil Urlaub", "Rückzahlung", "Miete "+mon, "Geschenk", "")
			t.amount = german.Cents(2000 + g.r.IntN(150000))
		case k < 9:
			t.typ, t.party, t.iban = "Überweisung", persons[g.r.IntN(len(persons))], g.hgIBAN()
			t.purpose = g.pick("Miete "+mon, "Nebenkosten", "Danke fürs Auslegen", "Rechnung "+fmt.Sprint(1000+g.r.IntN(9000)))
			t.amount = -german.Cents(1000 + g.r.IntN(90000))
		case k < 10:
			p := debitParties[g.r.IntN(len(debitParties))]
			t.typ, t.party, t.iban = "Lastschrift", withCity(p.name, g.city), g.hgIBAN()
			t.purpose = fmt.Sprintf("Kundennr. %d %s %d", 100000+g.r.IntN(899999), mon, d.Year)
			g.hgSEPA(&t)
			t.amount = -german.Cents(500 + g.r.IntN(9000))
		case k < 11:
			cur := g.pick("USD", "GBP", "CHF", "PLN")
			eur := german.Cents((2 + g.r.IntN(30)) * 2500)
			r := map[string]float64{"USD": 1.08, "GBP": 0.85, "CHF": 0.95, "PLN": 4.30}[cur] * (0.97 + g.r.Float64()*0.06)
			t.amount = -eur
			t.purpose = fmt.Sprintf("%s EUR in %s %s umgetauscht", eur, german.Cents(float64(eur)*r+0.5), cur)
			g.txs = append(g.txs, t)
			fee := german.Cents(float64(eur)*0.0043 + 0.5)
			t = tx{booking: d, value: d, amount: -fee, purpose: "Gebühr für den Umtausch in " + cur}
		default:
			t.typ, t.party = "Erstattung", hfMerchants[g.r.IntN(len(hfMerchants))]
			t.amount = german.Cents(500 + g.r.IntN(6000))
		}
		g.txs = append(g.txs, t)
	}
	g.rebalance()
	if lo := g.hfLowest(); lo < 0 {
		g.opening -= lo
		g.rebalance()
	}
	var ids []string
	for i, t := range g.txs {
		kind := map[string]string{"Kartenzahlung": "CARD", "Eingang": "TRANSFER", "Überweisung": "TRANSFER", "Lastschrift": "DIRECT_DEBIT", "Erstattung": "CARD"}[t.typ]
		if kind == "" {
			kind = "BALANCE"
		}
		ids = append(ids, fmt.Sprintf("%s-%d", kind, 900000000+(i*7919+int(pos(t.amount)))%99999999))
	}
	g.note("hf-ids", strings.Join(ids, "\n"))
}

// hfSwissEmployers are Grenzgänger's employers near the border (name and
// the address line under it).
var hfSwissEmployers = []struct{ name, addr string }{
	{"F. Hoffmann-La Roche AG", "Grenzacherstrasse 124, 4070 Basel"},
	{"Novartis Pharma AG", "Lichtstrasse 35, 4056 Basel"},
	{"Endress+Hauser Flowtec AG", "Kägenstrasse 7, 4153 Reinach BL"},
	{"Georg Fischer AG", "Amsler-Laffon-Strasse 9, 8201 Schaffhausen"},
	{"SIG Combibloc Group AG", "Laufengasse 18, 8212 Neuhausen am Rheinfall"},
}

// hfSwissShops are where the debit card and TWINT pay.
var hfSwissShops = []string{"Migros Basel Claramarkt", "Coop Pronto Weil am Rhein-Zoll", "SBB CFF FFS Basel SBB", "Manor AG Basel", "Denner Schaffhausen", "Migrolino Kreuzlingen"}

// hfSwissTxs: a month of a Grenzgänger's CHF salary account.
func (g *gen) hfSwissTxs() {
	g.opening = german.Cents(100000 + g.r.IntN(2500000))
	n := 8 + g.r.IntN(20)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-2)
	}
	mon := months[g.start.Month-1]
	de := makeIBAN(g.pick("68350048", "68452290", "69050001"), g.r.Uint64())
	card := fmt.Sprintf("%04d", 1000+g.r.IntN(9000))
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		switch k := g.r.IntN(14); {
		case k < 4:
			t.typ, t.party = "Einkauf Debitkarte", hfSwissShops[g.r.IntN(len(hfSwissShops))]
			t.value = d.AddDays(-g.r.IntN(3))
			if t.value.Before(g.start) {
				t.value = d
			}
			t.purpose = fmt.Sprintf("%s %02d:%02d Karten-Nr. XXXX%s", t.value, 7+g.r.IntN(14), g.r.IntN(60), card)
			t.amount = -german.Cents(300 + g.r.IntN(15000))
		case k < 7:
			t.typ, t.party = "TWINT Zahlung", hfSwissShops[g.r.IntN(len(hfSwissShops))]
			t.amount = -german.Cents(200 + g.r.IntN(8000))
		case k < 9:
			t.typ, t.party, t.iban = "Zahlung Ausland", g.holder, de
			t.purpose = g.pick("Übertrag Girokonto Deutschland", "Lohn "+mon+" auf Girokonto", "Miete und Nebenkosten "+mon)
			t.amount = -german.Cents((10 + g.r.IntN(50)) * 10000)
			t.fx = fmt.Sprintf("%.5f", 0.93+g.r.Float64()*0.1) // EUR per CHF
		case k < 10:
			t.typ, t.party = "eBill-Zahlung", g.pick("Swisscom (Schweiz) AG", "Sunrise GmbH", "Salt Mobile SA")
			t.purpose = fmt.Sprintf("Rechnung %d Kundennummer %d", 100000+g.r.IntN(899999), 1000000+g.r.IntN(8999999))
			t.eref = fmt.Sprintf("21 %05d %05d %05d %05d %05d", g.r.IntN(100000), g.r.IntN(100000), g.r.IntN(100000), g.r.IntN(100000), g.r.IntN(100000))
			t.amount = -german.Cents(2990 + g.r.IntN(9000))
		case k < 11:
			t.typ = "Bargeldbezug"
			t.purpose = fmt.Sprintf("Bancomat %s %s %02d:%02d", hfSwissShort(g.bank), g.pick("Basel", "Schaffhausen", "Kreuzlingen"), 7+g.r.IntN(14), g.r.IntN(60))
			t.amount = -german.Cents((2 + g.r.IntN(15)) * 2000)
		case k < 12:
			t.typ, t.party = "Dauerauftrag", "Vorsorgestiftung Sparen 3 der "+hfSwissShort(g.bank)
			t.purpose = fmt.Sprintf("Einzahlung Säule 3a %d", d.Year)
			t.iban = chIBAN(hfSwissClearing(g.bank), g.r.Uint64())
			t.amount = -german.Cents(58800)
		default:
			t.typ, t.party, t.iban = "Gutschrift", persons[g.r.IntN(len(persons))], chIBAN("00"+fmt.Sprint(230+g.r.IntN(700)), g.r.Uint64())
			t.purpose = g.pick("Rückzahlung Skiwochenende", "Anteil Geschenk", "Auslagen")
			t.amount = german.Cents(2000 + g.r.IntN(30000))
		}
		g.txs = append(g.txs, t)
	}
	e := hfSwissEmployers[g.r.IntN(len(hfSwissEmployers))]
	pay := german.D(g.start.Year, g.start.Month, 25)
	g.note("hf-empaddr", e.addr)
	g.note("hf-employer", e.name)
	g.txs = append(g.txs, tx{booking: pay, value: pay, typ: "Gutschrift", party: e.name, iban: chIBAN("00"+fmt.Sprint(230+g.r.IntN(700)), g.r.Uint64()),
		purpose: fmt.Sprintf("Lohn %s %d", mon, g.start.Year), amount: german.Cents(550000 + g.r.IntN(430000))},
		tx{booking: g.end, value: g.end, typ: "Preis für Kontoführung", purpose: fmt.Sprintf("Privatkonto %s %d", mon, g.end.Year),
			amount: -german.Cents([]int{300, 500}[g.r.IntN(2)])})
	g.rebalance()
}

// hfSwissShort is the Kantonalbank's short name, hfSwissHome the
// German town across the border its Grenzgänger live in.
func hfSwissShort(name string) string {
	return map[string]string{"Basler Kantonalbank": "BKB", "Schaffhauser Kantonalbank": "SHKB", "Thurgauer Kantonalbank": "TKB"}[name]
}

func hfSwissHome(name string) string {
	return map[string]string{"Basler Kantonalbank": "DE-79539 Lörrach", "Schaffhauser Kantonalbank": "DE-78224 Singen (Hohentwiel)", "Thurgauer Kantonalbank": "DE-78462 Konstanz"}[name]
}

// hfSwissClearing is the clearing number of the bank named name.
func hfSwissClearing(name string) string {
	for _, b := range hfSwiss {
		if b.name == name {
			return b.blz
		}
	}
	return "00770"
}

// hfPraemie is the S-Prämiensparen bonus in percent in contract year y.
func hfPraemie(y int) int {
	switch {
	case y < 3:
		return 0
	case y <= 10:
		return y
	case y < 15:
		return []int{15, 20, 30, 40}[y-11]
	}
	return 50
}

// hfSavingsTxs: a calendar year of an S-Prämiensparen flexibel account:
// the monthly rate from the holder's Girokonto, gifts, a withdrawal (with
// Vorschusszinsen above 2.000 EUR), interest changes, the year's interest
// and bonus.
func (g *gen) hfSavingsTxs() {
	y := g.start.Year
	g.start, g.end = german.D(y, time.January, 1), german.D(y, time.December, 31)
	g.opening = german.Cents((30 + g.r.IntN(400)) * 10000)
	giro := makeIBAN(g.iban[4:12], g.r.Uint64())
	rate := german.Cents((1 + g.r.IntN(10)) * 2500)
	day := []int{1, 15, 28}[g.r.IntN(3)]
	var sparen german.Cents
	for m := 1; m <= 12; m++ {
		d := german.D(y, time.Month(m), day)
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Dauerauftrag", party: g.holder, iban: giro, amount: rate,
			purpose: fmt.Sprintf("Sparrate %s %d", months[m-1], y)})
		sparen += rate
	}
	if g.r.IntN(2) == 0 {
		d := german.D(y, time.Month(1+g.r.IntN(12)), 2+g.r.IntN(26))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Gutschrift", party: g.pick("Gertrud Beispiel", "Heinz Mustermann", "Renate Köhler"), iban: g.hgIBAN(),
			amount: german.Cents((1 + g.r.IntN(10)) * 5000), purpose: g.pick("Zum Geburtstag", "Weihnachten "+fmt.Sprint(y), "Für dein Sparbuch")})
	}
	// Interest rates over the year: one or two changes.
	rates := []int{g.pick2(5, 10, 25)}
	var changes []german.Date
	for k := 1 + g.r.IntN(2); k > 0; k-- {
		changes = append(changes, german.D(y, time.Month(2+g.r.IntN(10)), 1))
	}
	sort.Slice(changes, func(i, j int) bool { return changes[i].Before(changes[j]) })
	if len(changes) == 2 && changes[0] == changes[1] {
		changes = changes[:1]
	}
	for range changes {
		rates = append(rates, rates[len(rates)-1]+g.pick2(10, 15, 25, 50))
	}
	var ch []string
	for i, c := range changes {
		ch = append(ch, fmt.Sprintf("%s|%s|%s", c, hfRate(rates[i+1]), hfRate(rates[i])))
	}
	g.note("hf-rates", strings.Join(ch, "\n"))
	g.note("hf-rate0", hfRate(rates[0]))
	if g.r.IntN(2) == 0 {
		d := german.D(y, time.Month(2+g.r.IntN(10)), 3+g.r.IntN(24))
		out := german.Cents((5 + g.r.IntN(40)) * 10000)
		out = min(out, g.opening/2/10000*10000+10000)
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Auszahlung", party: g.holder, iban: giro, amount: -out, purpose: "Übertrag auf Girokonto"})
		if out > 200000 {
			// a quarter of the interest rate for 90 days on the excess
			rt := rates[0]
			for i, c := range changes {
				if !d.Before(c) {
					rt = rates[i+1]
				}
			}
			z := max(1, german.Cents(float64(out-200000)*float64(rt)/100/4*90/36000+0.5))
			g.txs = append(g.txs, tx{booking: d, value: d, typ: "Vorschusszinsen", amount: -z,
				purpose: fmt.Sprintf("Vorschusszinsen für vorzeitige Verfügung über %s EUR ohne Kündigung", out-200000)})
		}
	}
	sort.SliceStable(g.txs, func(i, j int) bool { return g.txs[i].booking.Before(g.txs[j].booking) })
	// interest by the day on the balance at the value date
	var zins float64
	bal, k := g.opening, 0
	for d := g.start; !d.After(g.end); d = d.AddDays(1) {
		for k < len(g.txs) && !g.txs[k].value.After(d) {
			bal += g.txs[k].amount
			k++
		}
		rt := rates[0]
		for i, c := range changes {
			if !d.Before(c) {
				rt = rates[i+1]
			}
		}
		zins += float64(bal) * float64(rt) / 100 / 100 / 365
	}
	z := german.Cents(zins + 0.5)
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsen", amount: z, purpose: fmt.Sprintf("Zinsen %d", y)})
	cy := 3 + g.r.IntN(16)
	if pct := hfPraemie(cy); pct > 0 {
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Prämie", amount: sparen * german.Cents(pct) / 100,
			purpose: fmt.Sprintf("Prämie %d %% auf Sparbeiträge %d (%s EUR)", pct, y, sparen)})
	}
	g.note("hf-year", fmt.Sprint(cy))
	g.note("hf-zins", z.String())
	g.rebalance()
}

// hfRate is a rate in hundredths of a percent: "0,25".
func hfRate(r int) string { return fmt.Sprintf("%d,%02d", r/100, r%100) }

// renderSealed20 draws the hf-* layouts into f and st.
func (g *gen) renderSealed20(f *flow, st *Statement) {
	switch g.layout {
	case "hf-berlinerspk":
		g.renderHFBerlin(f, st)
	case "hf-proficash":
		g.renderHFProfi(f, st)
	case "hf-scalable":
		g.renderHFBroker(f, st)
	case "hf-wise":
		g.renderHFWise(st)
	case "hf-kantonalbank":
		g.renderHFSwiss(f, st)
	case "hf-sskm":
		g.renderHFSskm(f, st)
	case "hf-praemie":
		g.renderHFSavings(f, st)
	}
}

// renderHFBerlin: the Berliner Sparkasse statement with the bank's
// 27-character lines, encrypted by the Postfach's output.
func (g *gen) renderHFBerlin(f *flow, st *Statement) {
	st.Tool = "qpdf-encrypt"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	g.size = 8.5
	f.lh = 10.6
	f.top, f.bottom = 40, 84
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.5} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Berliner Sparkasse", Bold: true, Size: 15}, R(555, "Kontoauszug "+nr))
		f.gap(4)
		f.put(Item{X: 40, Text: g.chosen["hf-office"], Size: 6.5}, R(555, "Giro Komfort"))
		f.gap(6)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.put(L(40, "Hauptstraße 7"), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(555, fmt.Sprintf("Auszugszeitraum %s - %s", g.start, g.end)))
			f.gap(12)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(6)
		}
		f.put(B(40, "Buchungstag"), B(104, "Wert"), B(168, "Vorgang / Buchungsinformationen"), BR(555, "Betrag EUR"))
		f.gap(3)
	}
	f.newPage()
	f.put(B(168, "Kontostand am "+g.start.AddDays(-1).String()), BR(555, g.opening.String()))
	f.gap(4)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(104, t.value.String()), B(168, t.typ), R(555, t.amount.String())}}
		for _, p := range hfPieces(t.party, 27) {
			ls = append(ls, []Item{L(168, p)})
		}
		for _, p := range hfPieces(t.purpose, 27) {
			ls = append(ls, []Item{L(168, p)})
		}
		if t.eref != "" {
			ls = append(ls, []Item{small(168, "EREF: "+t.eref)})
		}
		if t.mref != "" {
			ls = append(ls, []Item{small(168, "MREF: "+t.mref)}, []Item{small(168, "CRED: "+t.cred)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(168, "IBAN: "+t.iban+" BIC: "+hrBIC(t.iban))})
		}
		f.block(ls)
		f.gap(2.5)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{
		{B(168, fmt.Sprintf("Kontostand am %s um %s Uhr", g.end, g.chosen["hf-time"])), BR(555, g.closing.String())},
		{},
		{small(40, "Dispositionskredit "+german.Cents((2+len(g.txs)%6)*100000).String()+" EUR, Sollzinssatz 11,49 % p.a. Bitte prüfen Sie die Buchungen;")},
		{small(40, "Einwendungen gegen den Kontoauszug sind unverzüglich zu erheben. Dieses Dokument wurde elektronisch erstellt.")},
	})
	hsFoot(f.pages, []string{"Berliner Sparkasse · Niederlassung der Landesbank Berlin AG · Alexanderplatz 2 · 10178 Berlin · Amtsgericht Charlottenburg HRB 99726 B",
		"Die Landesbank Berlin AG ist dem Sicherungssystem der Sparkassen-Finanzgruppe angeschlossen. BIC BELADEBEXXX"},
		func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })
	// The Postfach's owner password (print only), fixed per statement.
	st.ToolArgs = []string{fmt.Sprintf("lbb%s", g.iban[len(g.iban)-8:])}
}

// hfRun is a run of the program's category data: category, cost centre
// and, for a split, its parts.
type hfRun struct {
	cat, kst string
	parts    [][3]string // category, cost centre, amount
}

// hfRuns reads the note "hf-cats".
func hfRuns(s string) []hfRun {
	var out []hfRun
	for _, l := range strings.Split(s, "\n") {
		c := strings.Split(l, "|")
		r := hfRun{cat: c[0], kst: c[1]}
		if len(c) == 6 {
			r.parts = [][3]string{{c[0], c[1], c[2]}, {c[3], c[4], c[5]}}
		}
		out = append(out, r)
	}
	return out
}

// Landscape page size in points (displayed).
const hfLandW, hfLandH = PageH, PageW

// renderHFProfi: the business program's Umsatzliste, landscape, printed
// as portrait pages turned by /Rotate.
func (g *gen) renderHFProfi(f *flow, st *Statement) {
	st.Tool = "qpdf-rotate"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 7, 36, 1
	f.lh = 9
	f.top, f.bottom = 34, PageH-hfLandH+44
	runs := hfRuns(g.chosen["hf-cats"])
	type row struct {
		t tx
		r hfRun
	}
	var rows []row
	for i, t := range g.txs {
		rows = append(rows, row{t, runs[i]})
	}
	byValuta := g.chosen["hf-sort"] == "Valuta"
	if byValuta {
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].t.value.Before(rows[j].t.value) })
	}
	printed := g.end.AddDays(1 + int(g.iban[len(g.iban)-1]-'0')%4)
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Umsatzliste", Bold: true, Size: 11}, R(800, "Profi cash · "+g.holder))
		f.put(L(40, fmt.Sprintf("Konto %s · %s · %s · BIC %s", ibanF, "Geschäftskonto", g.bank, g.bic)),
			R(800, fmt.Sprintf("gedruckt am %s %s", printed, g.chosen["hf-time"])))
		f.put(L(40, fmt.Sprintf("Zeitraum %s bis %s · sortiert nach %s (aufsteigend)", g.start, g.end, g.chosen["hf-sort"])))
		f.gap(4)
		y := f.y
		f.put(B(40, "Buchungstag"), B(86, "Valuta"), B(132, "Auftraggeber / Empfänger"), B(252, "IBAN / BIC"), B(350, "Verwendungszweck"),
			B(540, "Kategorie"), B(612, "Kst."), BR(700, "Betrag"), B(706, "Whg."), BR(800, "Saldo"))
		hhShape(f, p-1, Shape{Kind: "line", X: 38, Y: y + f.lh - 1, W: 764, Width: 0.6})
		f.gap(3)
	}
	f.newPage()
	f.put(B(132, "Anfangssaldo "+g.start.AddDays(-1).String()), BR(800, g.opening.String()))
	f.gap(2)
	bal := g.opening
	sums := map[string]german.Cents{}
	counts := map[string]int{}
	var in, out german.Cents
	for _, rw := range rows {
		t := rw.t
		bal += t.amount
		if t.amount > 0 {
			in += t.amount
		} else {
			out += t.amount
		}
		var idl []string
		if t.iban != "" {
			idl = []string{t.iban, hrBIC(t.iban)}
		}
		first := []Item{L(40, t.booking.String()), L(86, t.value.String()), R(700, t.amount.String()), L(706, "EUR"), R(800, bal.String())}
		cat, kst := rw.r.cat, rw.r.kst
		if rw.r.parts != nil {
			cat, kst = "Splitbuchung", ""
		}
		first = append(first, L(540, cat))
		if kst != "" {
			first = append(first, L(612, kst))
		}
		name := wrap(t.party, 28)
		vz := wrap(t.purpose, 46)
		typ := []string{t.typ}
		ls := twoColumns(first, 1, 132, append(name, typ...), 252, idl)
		for k, w := range vz {
			if k < len(ls) {
				ls[k] = append(ls[k], L(350, w))
			} else {
				ls = append(ls, []Item{L(350, w)})
			}
		}
		for k, p := range rw.r.parts {
			a, _ := german.ParseAmount(p[2])
			ls = append(ls, []Item{{X: 350, Text: fmt.Sprintf("Split %d/%d", k+1, len(rw.r.parts)), Size: 6.5}, {X: 540, Text: p[0], Size: 6.5},
				{X: 612, Text: p[1], Size: 6.5}, {X: 700, Text: a.String(), Size: 6.5, Right: true}})
			sums[p[0]] += a
			counts[p[0]]++
		}
		if rw.r.parts == nil {
			sums[cat] += t.amount
			counts[cat]++
		}
		f.block(ls)
		f.gap(2)
		tt := truth(t, true, true, t.purpose)
		add(tt)
	}
	f.gap(2)
	f.block([][]Item{
		{B(132, "Endsaldo "+g.end.String()), BR(800, g.closing.String())},
		{L(132, fmt.Sprintf("Summe Einnahmen %s EUR · Summe Ausgaben %s EUR · Anzahl Umsätze %d", in, out, len(rows)))},
	})
	f.gap(10)
	var cats []string
	for c := range sums {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	ls := [][]Item{{Item{X: 132, Text: "Auswertung nach Kategorien", Bold: true, Size: 8}}, {B(132, "Kategorie"), BR(330, "Anzahl"), BR(430, "Summe EUR")}}
	for _, c := range cats {
		ls = append(ls, []Item{L(132, c), R(330, fmt.Sprint(counts[c])), R(430, sums[c].String())})
	}
	f.block(ls)
	for i := range f.pages {
		f.pages[i].Items = append(f.pages[i].Items, Item{X: g.x0 + 760, Y: hfLandH - 26, Text: fmt.Sprintf("Seite %d von %d", i+1, len(f.pages)), Size: 6.5, Right: true},
			Item{X: g.x0, Y: hfLandH - 26, Text: "Profi cash 12 · Ausdruck Umsatzliste · " + g.bank, Size: 6.5})
	}
	// Drivers turn landscape jobs one way or the other.
	st.ToolArgs = []string{g.pick("90", "270")}
}

// hfKern are letter pairs the document composer kerns (thousandths of an
// em).
var hfKern = map[string]int{"Te": 70, "To": 70, "Va": 55, "We": 40, "Wa": 40, "AV": 70, "Kr": 20, "Ty": 70, "P.": 110, "LT": 70}

// hfTJ writes txt (WinAnsi bytes) as a TJ array: words separated by
// the space's advance as a kerning gap, the composer's kerning inside
// words; it returns the array and its width at size (Tz in percent).
func hfTJ(txt string, size, tz float64, m *fpdf.Fpdf) (string, float64) {
	var parts []string
	width := m.GetStringWidth(txt)
	for i, w := range strings.Split(txt, " ") {
		if i > 0 {
			parts = append(parts, "-278")
		}
		start := 0
		for k := 0; k+1 < len(w); k++ {
			if kv, ok := hfKern[w[k:k+2]]; ok {
				parts = append(parts, "("+pdfEscape(w[start:k+1])+")", strconv.Itoa(kv))
				width -= float64(kv) / 1000 * size
				start = k + 1
			}
		}
		if start < len(w) {
			parts = append(parts, "("+pdfEscape(w[start:])+")")
		}
	}
	return "[" + strings.Join(parts, " ") + "]", width * tz / 100
}

// hfColumnStreams writes pages as mutool create's input, each page's
// text COLUMN BY COLUMN (items ordered by their x, then top to bottom),
// words as TJ arrays, the items in [condFrom, condTo) condensed by Tz.
func hfColumnStreams(pages []Page, condFrom, condTo, tz float64) string {
	m, tr := newPDF()
	num := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	var out []string
	for _, p := range pages {
		var b strings.Builder
		fmt.Fprintf(&b, "%%%%MediaBox 0 0 %s %s\n%%%%Font F1 Helvetica\n%%%%Font F2 Helvetica-Bold\n", num(PageW), num(PageH))
		for _, sh := range p.Shapes {
			if sh.Kind == "line" {
				fmt.Fprintf(&b, "%s w %s %s m %s %s l S\n", num(sh.Width), num(sh.X), num(PageH-sh.Y), num(sh.X+sh.W), num(PageH-sh.Y-sh.H))
			}
		}
		items := append([]Item(nil), p.Items...)
		sort.SliceStable(items, func(i, j int) bool {
			if math.Abs(items[i].X-items[j].X) > 0.5 {
				return items[i].X < items[j].X
			}
			return items[i].Y < items[j].Y
		})
		b.WriteString("BT\n")
		cur := ""
		for _, it := range items {
			if strings.TrimSpace(it.Text) == "" {
				continue
			}
			font := "F1"
			if it.Bold {
				font = "F2"
			}
			z := 100.0
			if it.X >= condFrom && it.X < condTo {
				z = tz
			}
			m.SetFont("Helvetica", style(it), it.Size)
			arr, w := hfTJ(tr(it.Text), it.Size, z, m)
			x := it.X
			if it.Right {
				x -= w
			}
			if k := font + num(it.Size) + num(z); k != cur {
				fmt.Fprintf(&b, "/%s %s Tf %s Tz\n", font, num(it.Size), num(z))
				cur = k
			}
			fmt.Fprintf(&b, "1 0 0 1 %s %s Tm %s TJ\n", num(x), num(PageH-it.Y-it.Size*0.8), arr)
		}
		b.WriteString("ET\n")
		out = append(out, b.String())
	}
	return strings.Join(out, "\f")
}

// renderHFBroker: the Scalable Capital cash account statement, written by
// a document composer column by column.
func (g *gen) renderHFBroker(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 8, 40, 1
	f.lh = 10.5
	f.top, f.bottom = 42, 80
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Scalable Capital", Bold: true, Size: 14}, R(555, "Kontoauszug Verrechnungskonto"))
		f.put(Item{X: 40, Text: "Kontoführung: " + g.bank + " · " + g.chosen["hf-office"], Size: 6.5}, R(555, fmt.Sprintf("%s - %s", g.start, g.end)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.put(L(40, "Hauptstraße 7"), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(555, "Kunden-Nr. "+g.iban[len(g.iban)-8:]))
			f.gap(10)
		}
		f.put(B(40, "Datum"), B(92, "Valuta"), B(144, "Vorgang"), B(206, "Beschreibung"), BR(490, "Betrag EUR"), BR(555, "Saldo EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: f.y - 1, W: 515, Width: 0.4})
		f.gap(3)
	}
	f.newPage()
	f.put(L(206, "Anfangssaldo"), R(555, g.opening.String()))
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(92, t.value.String()), B(144, t.typ), R(490, t.amount.String()), R(555, t.balance.String())}}
		var text []string
		if t.party != "" {
			text = append(text, t.party)
		}
		text = append(text, wrap(t.purpose, 62)...)
		if t.iban != "" {
			text = append(text, "Referenzkonto "+german.FormatIBAN(t.iban))
		}
		for k, w := range text {
			if k == 0 {
				ls[0] = append(ls[0], L(206, w))
			} else {
				ls = append(ls, []Item{L(206, w)})
			}
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(206, "Endsaldo"), BR(555, g.closing.String())}, {},
		{Item{X: 40, Text: "Guthaben auf dem Verrechnungskonto sind Einlagen bei der " + g.bank + " und nach Maßgabe der gesetzlichen Einlagensicherung geschützt.", Size: 6.5}},
		{Item{X: 40, Text: "Wertpapierabrechnungen und Steuerbescheinigungen finden Sie in Ihrer Mailbox. Bitte prüfen Sie diesen Kontoauszug.", Size: 6.5}}})
	hgPageNumbers(f.pages, 555, PageH-36, 6.5, func(i, n int) string { return fmt.Sprintf("Seite %d/%d", i, n) })
	st.Tool = "mutool"
	st.Source = hfColumnStreams(f.pages, 206, 480, 88)
}

// renderHFWise: Wise's EUR statement, HTML printed by Chromium, newest
// first.
func (g *gen) renderHFWise(st *Statement) {
	add := st.Truth.add
	e := html.EscapeString
	ids := strings.Split(g.chosen["hf-ids"], "\n")
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>EUR-Kontoauszug</title><style>
@page{size:A4;margin:16mm 14mm 18mm 14mm}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-family:"Nimbus Sans",sans-serif;font-size:9.5px;color:#0e0f0c;margin:0}
.logo{font-size:22px;font-weight:bold;color:#163300;letter-spacing:-0.5px}
h1{font-size:18px;margin:14px 0 2px}
.sub{color:#454745;font-size:10px}
.box{display:flex;justify-content:space-between;margin:14px 0}
.box div{width:48%}
table.sum{border-collapse:collapse;margin:8px 0 16px}
table.sum td{padding:2px 18px 2px 0}
table.t{border-collapse:collapse;width:100%}
table.t th{text-align:left;font-size:9px;color:#454745;border-bottom:1px solid #c9cbc6;padding:5px 4px}
table.t td{border-bottom:1px solid #e8ebe6;padding:6px 4px;vertical-align:top}
.n{text-align:right;white-space:nowrap}
.d{font-weight:bold;font-size:10px}
.s{color:#6a6c6a;font-size:8.5px;margin-top:1px}
tr{page-break-inside:avoid}
.foot{color:#6a6c6a;font-size:8px;margin-top:18px}
</style></head><body>
`)
	fmt.Fprintf(&b, `<div class="logo">wise</div>
<h1>EUR-Kontoauszug</h1>
<div class="sub">%s – %s</div>
<div class="box"><div><b>%s</b><br>Hauptstraße 7<br>12345 %s<br>Deutschland</div>
<div>Kontoinhaber: %s<br>IBAN: %s<br>Swift/BIC: %s<br>Erstellt am %s</div></div>
<table class="sum"><tr><td>EUR am %s</td><td class="n"><b>%s EUR</b></td></tr><tr><td>EUR am %s</td><td class="n"><b>%s EUR</b></td></tr></table>
<table class="t"><thead><tr><th>Beschreibung</th><th class="n">Eingehend</th><th class="n">Ausgehend</th><th class="n">Saldo</th></tr></thead><tbody>
`, hfLong(g.start), hfLong(g.end), e(g.holder), e(g.city), e(g.holder), german.FormatIBAN(g.iban), g.bic, hfLong(g.hgPrinted()),
		hfLong(g.start), g.opening, hfLong(g.end), g.closing)
	for i := len(g.txs) - 1; i >= 0; i-- {
		t := g.txs[i]
		desc := t.purpose
		tt := truth(t, false, true, t.purpose)
		switch t.typ {
		case "":
			tt.Purpose = t.purpose
		case "Eingang", "Erstattung", "Lastschrift":
			desc = t.typ + " von " + t.party
		default:
			desc = t.typ + " an " + t.party
		}
		var sub []string
		sub = append(sub, hfLong(t.booking)+" · Transaktion: "+ids[i])
		switch {
		case t.fx != "":
			sub = append(sub, t.fx)
			tt.Purpose = t.fx
		case t.typ == "Kartenzahlung" || t.typ == "Erstattung":
			tt.Purpose = ""
		case t.typ != "" && t.purpose != "":
			sub = append(sub, "Referenz: "+t.purpose)
		}
		if t.typ == "Kartenzahlung" || t.typ == "Erstattung" {
			sub = append(sub, "Karte endend auf "+g.iban[len(g.iban)-4:])
		}
		if t.iban != "" {
			sub = append(sub, "IBAN "+german.FormatIBAN(t.iban))
		}
		if t.mref != "" {
			sub = append(sub, "Mandatsreferenz "+t.mref)
		}
		in, out := "", ""
		if t.amount > 0 {
			in = t.amount.String()
		} else {
			out = pos(t.amount).String()
		}
		fmt.Fprintf(&b, `<tr><td><div class="d">%s</div>`, e(desc))
		for _, s := range sub {
			fmt.Fprintf(&b, `<div class="s">%s</div>`, e(s))
		}
		fmt.Fprintf(&b, "</td><td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"n\">%s</td></tr>\n", in, out, t.balance)
		add(tt)
	}
	fmt.Fprintf(&b, `</tbody></table>
<div class="foot">Wise Europe SA · %s · Registriert in Belgien, Unternehmensnummer 0713.629.988 · beaufsichtigt von der Nationalbank von Belgien.<br>
Wise ist ein E-Geld-Institut: Ihr Guthaben ist nicht durch die Einlagensicherung geschützt, sondern wird gesondert verwahrt.</div>
</body></html>
`, e(g.chosen["hf-office"]))
	st.HTML = b.String()
}

// renderHFSwiss: the Kantonalbank's CHF statement, typeset by groff.
func (g *gen) renderHFSwiss(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	g.size, g.x0, g.xs = 8, 40, 1
	f.lh = 10.4
	f.top, f.bottom = 42, 80
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 13}, R(555, "Kontoauszug"))
		f.put(small(40, g.chosen["hf-office"]), R(555, fmt.Sprintf("%s - %s", chDate(g.start), chDate(g.end))))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Privatkonto CHF"))
			f.put(L(40, "Hauptstraße 7"), R(555, "IBAN "+ibanF))
			f.put(L(40, hfSwissHome(g.bank)), R(555, "BIC "+g.bic))
			f.put(L(40, "Deutschland"))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Datum"), B(84, "Text"), BR(390, "Belastung"), BR(452, "Gutschrift"), B(462, "Valuta"), BR(555, "Saldo"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: y + f.lh - 1, W: 515, Width: 0.5})
		f.gap(3)
	}
	f.onBreak = func(f *flow, p int, bal german.Cents) {
		f.put(B(84, "Übertrag"), BR(555, chf(bal)))
	}
	f.onStart = func(f *flow, p int, bal german.Cents) {
		f.put(B(84, "Übertrag"), BR(555, chf(bal)))
	}
	f.bal = g.opening
	f.newPage()
	f.put(L(40, chDate(g.start.AddDays(-1))), B(84, "Saldovortrag"), BR(555, chf(g.opening)))
	f.gap(2)
	var deb, cred german.Cents
	for _, t := range g.txs {
		first := []Item{L(40, chDate(t.booking)), B(84, t.typ), L(462, chDate(t.value)), R(555, chf(t.balance))}
		if t.amount < 0 {
			first = append(first, R(390, chf(pos(t.amount))))
			deb += pos(t.amount)
		} else {
			first = append(first, R(452, chf(t.amount)))
			cred += t.amount
		}
		ls := [][]Item{first}
		if t.party != "" {
			ls = append(ls, []Item{L(84, t.party)})
			if t.party == g.chosen["hf-employer"] {
				ls = append(ls, []Item{small(84, g.chosen["hf-empaddr"])})
			}
		}
		purpose := t.purpose
		switch {
		case t.typ == "Zahlung Ausland":
			ls = append(ls, []Item{small(84, "Mitteilung: "+t.purpose)})
			rate, _ := strconv.ParseFloat(t.fx, 64)
			ls = append(ls, []Item{small(84, fmt.Sprintf("Betrag EUR %s zum Kurs %s", chf(german.Cents(float64(pos(t.amount))*rate+0.5)), t.fx))})
		case t.typ == "eBill-Zahlung":
			ls = append(ls, []Item{small(84, "Mitteilung: "+t.purpose)}, []Item{small(84, "Referenz: "+t.eref)})
		case t.purpose != "":
			for _, w := range wrap(t.purpose, 52) {
				ls = append(ls, []Item{L(84, w)})
			}
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(84, "Konto "+german.FormatIBAN(t.iban))})
		}
		f.bal = t.balance - t.amount
		f.block(ls)
		f.bal = t.balance
		f.gap(2)
		add(truth(t, true, true, purpose))
	}
	f.gap(2)
	f.block([][]Item{
		{B(84, "Total Umsätze"), BR(390, chf(deb)), BR(452, chf(cred))},
		{L(40, chDate(g.end)), B(84, "Schlusssaldo"), BR(555, chf(g.closing))},
		{},
		{small(40, "Bitte prüfen Sie diesen Auszug. Beanstandungen sind innert 30 Tagen zu melden, andernfalls gilt der Auszug als genehmigt.")},
		{small(40, "Guthaben sind bis CHF 100'000 durch esisuisse geschützt. Für Kantonalbanken gilt zusätzlich die Staatsgarantie des Kantons.")},
	})
	hgPageNumbers(f.pages, 555, PageH-36, 7, func(i, n int) string { return fmt.Sprintf("Seite %d/%d", i, n) })
	st.Troff = troffProgram(f.pages, troffStyle{Regular: "HR", Bold: "HB"})
}

// renderHFSskm: the Stadtsparkasse München paper statement, as the
// holder's document scanner saved it with OCR.
func (g *gen) renderHFSskm(f *flow, st *Statement) {
	st.Tool = "ocr-sandwich"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprint(int(g.end.Month))
	g.size, g.x0, g.xs = 8.5, 44, 1
	f.lh = 11
	f.top, f.bottom = 46, 88
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.5} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Stadtsparkasse München", Bold: true, Size: 14}, R(551, fmt.Sprintf("Kontoauszug %s/%d", nr, g.end.Year)))
		f.put(Item{X: 40, Text: g.chosen["hf-office"], Size: 6.5}, R(551, fmt.Sprintf("Blatt %d", p)))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(551, "Girokonto IBAN "+ibanF))
			f.put(L(40, "Hauptstraße 7"), R(551, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(551, "erstellt am "+g.hgPrinted().String()))
			f.gap(12)
		} else {
			f.put(L(40, g.holder), R(551, "IBAN "+ibanF))
			f.gap(6)
		}
		f.put(B(40, "Bu-Tag"), B(80, "Wert"), B(122, "Vorgang"), BR(551, "Betrag EUR"))
		f.gap(3)
	}
	f.newPage()
	f.put(B(122, "Kontostand alt am "+g.start.AddDays(-1).String()), BR(551, g.opening.String()))
	f.gap(3)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, dm(t.booking)), L(80, dm(t.value)), B(122, t.typ), R(551, t.amount.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(122, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 122, 64)...)
		if t.mref != "" {
			ls = append(ls, []Item{small(122, "Mandat "+t.mref+" Gläubiger-ID "+t.cred)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(122, "IBAN "+german.FormatIBAN(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(122, "Kontostand neu am "+g.end.String()), BR(551, g.closing.String())}, {},
		{small(40, "Bitte prüfen Sie die Buchungen. Einwendungen sind unverzüglich zu erheben.")}})
	hsFoot(f.pages, []string{"Stadtsparkasse München · Anstalt des öffentlichen Rechts · Sparkassenstraße 2 · 80331 München · Amtsgericht München HRA 75519",
		"Die Stadtsparkasse München ist dem Sicherungssystem der Sparkassen-Finanzgruppe angeschlossen."}, nil)
}

// renderHFSavings: the Prämiensparen annual statement, through
// Ghostscript in C059.
func (g *gen) renderHFSavings(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	y := g.end.Year
	g.size, g.x0, g.xs = 8.5, 40, 1
	f.lh = 11
	f.top, f.bottom = 44, 80
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.5} }
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 13}, R(555, fmt.Sprintf("Jahreskontoauszug %d", y)))
		f.put(small(40, g.chosen["hf-office"]), R(555, "S-Prämiensparen flexibel"))
		f.gap(8)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.put(L(40, "Hauptstraße 7"), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city), R(555, fmt.Sprintf("Zeitraum %s - %s", g.start, g.end)))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		yy := f.y
		f.put(B(40, "Buchungstag"), B(100, "Wert"), B(150, "Vorgang"), BR(405, "Auszahlung"), BR(475, "Einzahlung"), BR(555, "Kontostand"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: yy + f.lh - 1, W: 515, Width: 0.5})
		f.gap(3)
	}
	f.newPage()
	f.put(L(40, g.start.String()), B(150, "Kontostand zum Jahresbeginn"), BR(555, g.opening.String()))
	f.gap(2)
	var changes [][]string
	for _, l := range strings.Split(g.chosen["hf-rates"], "\n") {
		if l != "" {
			changes = append(changes, strings.Split(l, "|"))
		}
	}
	rateLine := func(c []string) {
		f.block([][]Item{{L(40, c[0]), L(150, fmt.Sprintf("Zinsänderung ab %s: %s %% p.a. (bisher %s %% p.a.)", c[0], c[1], c[2]))}})
		f.gap(2)
	}
	for _, t := range g.txs {
		for len(changes) > 0 {
			cd, _ := german.ParseDate(changes[0][0])
			if t.booking.Before(cd) {
				break
			}
			rateLine(changes[0])
			changes = changes[1:]
		}
		first := []Item{L(40, t.booking.String()), L(100, t.value.String()), B(150, t.typ), R(555, t.balance.String())}
		if t.amount < 0 {
			first = append(first, R(405, pos(t.amount).String()))
		} else {
			first = append(first, R(475, t.amount.String()))
		}
		ls := [][]Item{first}
		if t.party != "" {
			ls = append(ls, []Item{L(150, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 150, 48)...)
		if t.iban != "" {
			ls = append(ls, []Item{small(150, "IBAN "+german.FormatIBAN(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	for _, c := range changes {
		rateLine(c)
	}
	f.gap(2)
	f.block([][]Item{{L(40, g.end.String()), B(150, "Kontostand zum Jahresende"), BR(555, g.closing.String())}})
	f.gap(12)
	var sparen german.Cents
	for _, t := range g.txs {
		if t.typ == "Dauerauftrag" {
			sparen += t.amount
		}
	}
	f.block([][]Item{
		{Item{X: 40, Text: "Ihre Zinsen und Erträge " + fmt.Sprint(y), Bold: true, Size: 9.5}},
		{L(40, fmt.Sprintf("Zinssatz zum Jahresbeginn %s %% p.a. · Vertragsjahr %s", g.chosen["hf-rate0"], g.chosen["hf-year"]))},
		{L(40, "Zinsen "+fmt.Sprint(y)), R(330, g.chosen["hf-zins"]+" EUR")},
		{L(40, "im Jahr eingezahlte Sparbeiträge"), R(330, sparen.String()+" EUR")},
		{L(40, "Freistellungsauftrag in Anspruch genommen, keine Kapitalertragsteuer einbehalten.")},
		{L(40, fmt.Sprintf("Prämienstaffel: %d %% im %s. Vertragsjahr, 50 %% ab dem 15. Vertragsjahr.", hfPraemie(atoiHI(g.chosen["hf-year"])), g.chosen["hf-year"]))},
		{},
		{small(40, "Verfügungen über 2.000,00 EUR je Kalendermonat sind nur nach Kündigung mit einer Frist von drei Monaten möglich;")},
		{small(40, "sonst werden Vorschusszinsen berechnet. Dieser Auszug gilt als genehmigt, wenn Sie nicht binnen sechs Wochen widersprechen.")},
	})
	hgPageNumbers(f.pages, 555, PageH-36, 7, func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })
	st.PostScript = psProgram(f.pages, psStyle{W: PageW, H: PageH, Regular: "C059-Roman", Bold: "C059-Bold", Show: "show",
		Creator: "S-Druckstraße Jahresauszüge", Title: fmt.Sprintf("Jahreskontoauszug %d", y)})
}

// hfTool is the maker of a PDF for an hf-* Tool, nil for other tools.
func hfTool(name string) func(ctx context.Context, s *Statement) ([]byte, error) {
	switch name {
	case "qpdf-encrypt":
		return hfEncrypted
	case "qpdf-rotate":
		return hfRotated
	case "ocr-sandwich":
		return hfSandwich
	}
	return nil
}

// hfNeeds are the programs each hf-* tool runs.
var hfNeeds = map[string][]string{
	"qpdf-encrypt": {"qpdf"},
	"qpdf-rotate":  {"qpdf"},
	"ocr-sandwich": {"pdftoppm", "mutool"},
}

func hfMissing(tool string) error {
	for _, c := range hfNeeds[tool] {
		if _, err := exec.LookPath(c); err != nil {
			return fmt.Errorf("synth: %s (hf-*) statements need %s: not on PATH (make deps installs it)", tool, c)
		}
	}
	return nil
}

// hfQpdf runs qpdf with args on in ("IN" and "OUT" in args are the
// files).
func hfQpdf(ctx context.Context, in []byte, args ...string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "synth-hf-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	inF, outF := filepath.Join(dir, "in.pdf"), filepath.Join(dir, "out.pdf")
	if err := os.WriteFile(inF, in, 0o600); err != nil {
		return nil, err
	}
	var a []string
	for _, s := range args {
		a = append(a, strings.NewReplacer("IN", inF, "OUT", outF).Replace(s))
	}
	if _, err := runTool(ctx, nil, nil, "qpdf", a...); err != nil && !strings.Contains(err.Error(), "exit status 3") {
		return nil, err // (3: warnings, the file written)
	}
	return os.ReadFile(outF)
}

// hfEncrypted draws the pages with fpdf and encrypts the file as the
// bank's output does: AES-128, no user password, ToolArgs[0] the owner
// password, printing allowed, nothing else. qpdf's static ID and IV keep
// the bytes repeatable.
func hfEncrypted(ctx context.Context, s *Statement) ([]byte, error) {
	if err := hfMissing(s.Tool); err != nil {
		return nil, err
	}
	pdf, tr := newPDF()
	pdf.SetCreator("S-Postfach Dokumentenausgabe", true)
	pdf.SetTitle("Kontoauszug", true)
	b, err := corePages(pdf, tr, s.Pages, nil)
	if err != nil {
		return nil, err
	}
	return hfQpdf(ctx, b, "--static-id", "--static-aes-iv", "--encrypt", "", s.ToolArgs[0], "128", "--use-aes=y",
		"--print=full", "--modify=none", "--extract=n", "--annotate=n", "--", "IN", "OUT")
}

// hfRotated draws landscape pages (Items in the displayed page's
// coordinates) on portrait media, turned so that the page's /Rotate
// (ToolArgs[0]: 90 or 270, set by qpdf) shows them upright.
func hfRotated(ctx context.Context, s *Statement) ([]byte, error) {
	if err := hfMissing(s.Tool); err != nil {
		return nil, err
	}
	pdf, tr := newPDF()
	pdf.SetCreator("Profi cash 12", true)
	pdf.SetProducer("Adobe PDF Library 17.11", true)
	// fpdf draws a displayed point (X, Y) at PDF (X, PageH-Y); the
	// matrix moves it to where the turned portrait page shows it.
	m := fpdf.TransformMatrix{A: 0, B: 1, C: -1, D: 0, E: PageH, F: 0}
	if s.ToolArgs[0] == "270" {
		m = fpdf.TransformMatrix{A: 0, B: -1, C: 1, D: 0, E: PageW - PageH, F: PageH}
	}
	for _, p := range s.Pages {
		pdf.AddPage()
		pdf.TransformBegin()
		pdf.Transform(m)
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
		pdf.TransformEnd()
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("synth: render pdf: %w", err)
	}
	return hfQpdf(ctx, buf.Bytes(), "--deterministic-id", "--rotate=+"+s.ToolArgs[0], "IN", "OUT")
}

// hfOCRLayer writes page p's words as an OCR program's invisible text
// layer: every word on its own (no spaces), its font size the line's
// height, squeezed by Tz to the word's width on the image.
func hfOCRLayer(p Page, m *fpdf.Fpdf, tr func(string) string) string {
	num := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	var b strings.Builder
	b.WriteString("BT 3 Tr\n")
	for _, it := range p.Items {
		m.SetFont("Helvetica", style(it), it.Size)
		x := it.X
		if it.Right {
			x -= m.GetStringWidth(tr(it.Text))
		}
		space := m.GetStringWidth(" ")
		size := math.Round(it.Size*1.2*4) / 4
		for _, w := range strings.Split(it.Text, " ") {
			txt := tr(w)
			ww := m.GetStringWidth(txt)
			if w != "" {
				m.SetFont("Helvetica", "", size)
				nat := m.GetStringWidth(txt)
				m.SetFont("Helvetica", style(it), it.Size)
				fmt.Fprintf(&b, "/F1 %s Tf %s Tz 1 0 0 1 %s %s Tm (%s) Tj\n", num(size), num(100*ww/nat), num(x), num(PageH-it.Y-it.Size*0.8), pdfEscape(txt))
			}
			x += ww + space
		}
	}
	b.WriteString("ET\n")
	return b.String()
}

// hfSandwich makes the scanned-with-OCR PDF: the pages drawn by fpdf,
// rendered at 200 dpi, lightly spoiled as a document scanner's JPEG, each
// under an invisible word-by-word text layer, assembled by mutool create.
func hfSandwich(ctx context.Context, s *Statement) ([]byte, error) {
	if err := hfMissing(s.Tool); err != nil {
		return nil, err
	}
	pdf, tr := newPDF()
	b, err := corePages(pdf, tr, s.Pages, nil)
	if err != nil {
		return nil, err
	}
	imgs, err := Rasterize(ctx, b, 200)
	if err != nil {
		return nil, err
	}
	if len(imgs) != len(s.Pages) {
		return nil, fmt.Errorf("synth: %d page images for %d pages", len(imgs), len(s.Pages))
	}
	dir, err := os.MkdirTemp("", "synth-hf-ocr-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	m, mtr := newPDF()
	d := Degrade{DPI: 200, Noise: 3, Quality: 82, Seed: s.Truth.Seed ^ 0x0c5}
	args := []string{"create", "-o", filepath.Join(dir, "out.pdf"), "-O", "compress"}
	for i, img := range imgs {
		jp, err := Spoil(img, d, i)
		if err != nil {
			return nil, err
		}
		jf := filepath.Join(dir, fmt.Sprintf("p%02d.jpg", i+1))
		if err := os.WriteFile(jf, jp, 0o600); err != nil {
			return nil, err
		}
		page := fmt.Sprintf("%%%%MediaBox 0 0 %.2f %.2f\n%%%%Font F1 Helvetica\n%%%%Image Im0 %s\nq %.2f 0 0 %.2f 0 0 cm /Im0 Do Q\n", PageW, PageH, jf, PageW, PageH) +
			hfOCRLayer(s.Pages[i], m, mtr)
		pf := filepath.Join(dir, fmt.Sprintf("p%02d.txt", i+1))
		if err := os.WriteFile(pf, []byte(page), 0o600); err != nil {
			return nil, err
		}
		args = append(args, pf)
	}
	if _, err := runTool(ctx, nil, nil, "mutool", args...); err != nil {
		return nil, err
	}
	return os.ReadFile(filepath.Join(dir, "out.pdf"))
}
