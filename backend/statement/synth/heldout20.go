package synth

// Sealed batch 20 (hg-*): a twentieth held-out batch, written when the
// nineteenth (hh-*) was sealed, without looking at the extractor or its
// rule code. It adds PRODUCERS no earlier batch used (printtools.go): a
// mainframe's plain-text listing printed by enscript (Courier, enscript's
// own page head "Blatt 1 von 3", then Ghostscript), content streams
// written by a document generator and assembled by mutool create
// (base-14 Helvetica in WinAnsi, no Info dictionary), Qt WebKit
// (wkhtmltopdf) on US LETTER pages, a letter-production system's fpdf
// file with the LETTERHEAD AS ONE FORM XOBJECT on every page rewritten
// by qpdf (object streams, linearized), and a CUPS "2 pages per sheet"
// print (two A4 pages scaled onto one landscape sheet, Ghostscript) and
// an A5 PORTRAIT statement. It adds documents and conventions earlier
// batches lack: a loan account's annual statement with a cover letter
// and a final page of legal text only, pending card payments listed
// after the bookings, the § 10 ZKG Entgeltaufstellung and a Zinsstaffel
// printed after the bookings, a receipt-number column, two-line company
// names, purposes that carry dates and amounts of invoices, a Storno
// pair, a returned direct debit, a credit card that prints charges
// positive and payments negative, a Luxembourg card account. Banks no
// earlier batch modelled. Bank data, names and numbers are synthetic:
//
//   - hg-apobank (fpdf, core Helvetica, letterhead as a form XObject,
//     qpdf linearized with object streams): a Deutsche Apotheker- und
//     Ärztebank Praxiskonto Kontoauszug of a medical or dental practice
//     or a pharmacy: "Buchung | Valuta | Beleg-Nr. | Vorgang /
//     Auftraggeber / Verwendungszweck | Betrag EUR" with YEAR-LESS dates
//     "03.02." (the period in the head), a six-digit RECEIPT NUMBER per
//     booking (not an amount), signed amounts, the type bold, the
//     counterparty's name ON TWO LINES where it is long
//     ("Kassenärztliche Vereinigung" / "Nordrhein"), "IBAN … BIC …", the
//     SEPA fields as "EREF+…", "MREF+…", "CRED+…" and the purpose as
//     "SVWZ+…" continued over lines (the tags before or after it, per
//     statement; a card payment's girocard line and the Abschluss text
//     without a tag), purposes with DATES AND AMOUNTS
//     ("RE 48213 vom 03.02.2025 über 1.240,00 EUR abzgl. 2 % Skonto",
//     "Abschlagszahlung … lt. Bescheid vom … über 31.500,00 EUR",
//     "Honorare 4.212,40 EUR abzgl. Gebühr 168,50 EUR": not bookings);
//     at a quarter's end the "Abschluss" (one booking, the bank's) and
//     after the closing balance the ZINSSTAFFEL of the quarter (from, to,
//     balance, days, rate, interest: not bookings) with the fees;
//     "Kontostand am …" old and new; bookings kept whole per page
//     ("Fortsetzung auf Seite 2"); now and then an "Umbuchung" to the
//     practice's own call money account (the holder's name printed as
//     the counterparty);
//   - hg-ksk (enscript → Ghostscript, Courier): a Kreissparkasse
//     GEMEINSCHAFTSKONTO ("Oder-Konto" of two holders with long names)
//     printed by the mainframe as a fixed-width listing in CAPITALS
//     without umlauts ("UEBERWEISUNG", "KOELN"): "BU-TAG WERT VORGANG
//     LASTSCHRIFT GUTSCHRIFT" with YEAR-LESS dates "03.02." and unsigned
//     amounts in the column of their side, the name and the purpose on
//     the lines under the type, "IBAN … BIC …"; a STORNO pair (a booking
//     and its reversal, both bookings), a returned direct debit
//     ("RUECKLASTSCHRIFT", a credit, with the bank's fee); "ALTER
//     KONTOSTAND" / "NEUER KONTOSTAND" with "1.234,56 H" / "S";
//     "UEBERTRAG" lines with the balance at the foot and the head of the
//     pages; enscript's own head line on every page;
//   - hg-dsl (mutool create, Helvetica): a DSL Bank Baufinanzierung
//     "Jahreskontoauszug" of a loan account over a CALENDAR YEAR: page 1
//     a COVER LETTER without bookings (the debt and the year's interest
//     in its text), then "Buchungstag | Wert | Buchungstext | Betrag EUR
//     | Saldo EUR" with the month's "Zinsen" (a debit) and the rate
//     collected from the reference account ("Zahlungseingang Rate", a
//     credit), sometimes a SONDERTILGUNG transferred by the holder (name
//     and IBAN), negative balances (the debt) and a running Saldo, the
//     rate's change of the repayment share as an information line; after
//     the bookings the "Jahresübersicht" (interest, repayment, debt:
//     not bookings); a FINAL PAGE WITH LEGAL TEXT ONLY; the posting text
//     under the type or, one statement in three, beside it in small
//     print;
//   - hg-norisbank (wkhtmltopdf, US LETTER): a norisbank "Umsätze" print
//     of the online banking, NEWEST FIRST: "Buchungstag | Wert |
//     Umsatzart | Begünstigter / Auftraggeber | Verwendungszweck |
//     Kategorie | Betrag" with a CATEGORY column, "-45,00" / "+1.200,00",
//     the IBAN under the name; balances at the start and the end of the
//     period; then "Vorgemerkte Umsätze" (card payments not yet booked,
//     "vorgemerkt": NOT bookings, not in the balance) or, one print in
//     three, those payments ON TOP OF THE LIST with "vorgemerkt" in the
//     Buchungstag column and the date in the Wert column (not bookings);
//   - hg-naspa (PostScript → Ghostscript, "2 Seiten pro Blatt"): a
//     Nassauische Sparkasse Kontoauszug printed two A4 pages on one A4
//     LANDSCAPE sheet (each scaled to A5), the left page's lines beside
//     the right page's, one print in two with a frame around each page; "Buchungstag | Wert | Erläuterung | Betrag" with
//     signed amounts; in a January statement sometimes the
//     ENTGELTAUFSTELLUNG of the past year (§ 10 Zahlungskontengesetz: services, counts,
//     prices, sums, interest: not bookings) on pages after the bookings;
//   - hg-advanzia (fpdf, core Helvetica): an Advanzia Bank Mastercard
//     Gold statement: the card account's own LUXEMBOURG IBAN,
//     "Transaktionsdatum | Buchungsdatum | Beschreibung | Betrag EUR"
//     where CHARGES ARE PRINTED POSITIVE AND PAYMENTS AND REFUNDS
//     NEGATIVE (the bank's view, a legend says so), foreign purchases
//     with "USD 45,00 Kurs 1,0856", interest as a row of its own, the
//     holder's payment ("Ihre Zahlung - Vielen Dank"); "Saldo vorheriger
//     Kontoauszug" / "Neuer Saldo" in the same view; the summary,
//     minimum payment, credit limit (not bookings);
//   - hg-vrbank (PostScript → Ghostscript, A5 PORTRAIT, Nimbus Sans): a
//     Volksbank/Raiffeisenbank Kontoauszug of a VEREINSKONTO with a long
//     club name: "Bu-Tag | Wert | Vorgang | Betrag" with year-less
//     dates, "45,00 S" / "120,00 H", long names WRAPPED over two lines,
//     members' fees, donations, grants, a cash deposit ("Bareinzahlung",
//     no name), the month's "Abschluss" (the bank's fee), "Übertrag auf
//     Blatt 2" / "Übertrag von Blatt 1" with the balance; up to six A5
//     pages.
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (a two-line name's lines joined by a space;
// hg-ksk's in the listing's capitals; empty for the bank's own postings,
// the loan's interest and collected rate, the card's interest and the
// holder's card payment, the Sparkasse's and the mainframe's cash machine
// withdrawals, a club's cash deposit; the holder's own name where it is
// printed as the payer of a Sondertilgung), the purpose is the
// remittance text only (the SVWZ+ text without the tag; no labels,
// references, mandate or IBAN lines; a debit card payment's printed
// girocard or terminal line as in hh-skatbank; a card purchase's
// currency line on hg-advanzia, none without it; the bank's postings'
// printed text, a Storno's and a return's printed text; a credit whose
// payer wrote nothing, as hg-apobank now and then prints, has none), the
// booking text is the type as printed (hg-advanzia prints none but
// "Gutschrift" under a merchant's refund), amounts are signed from the
// account holder's view (hg-advanzia's charges negative, its payments
// positive; the loan's rate positive, its interest negative), the value
// date where printed (hg-advanzia: the transaction date; hg-norisbank
// the Wert column), opening and closing balances from the holder's view
// (hg-advanzia's debt and the loan negative); the rows of a newest-first
// list are in printed order. Pending payments, staffel rows, fee
// statements, information lines and summaries are not rows. Truth.Pages
// of hg-norisbank is 0 until PDF() prints it; hg-naspa's counts sheets.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"html"
	"sort"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed19Layouts lists the layouts of the twentieth held-out batch
// (hg-*). They are in none of the other layout lists.
func Sealed19Layouts() []string {
	return []string{"hg-apobank", "hg-ksk", "hg-dsl", "hg-norisbank", "hg-naspa", "hg-advanzia", "hg-vrbank"}
}

// hgProducer says how an hg-* layout becomes a PDF: a Tool of
// printtools.go, "ps" (the generator's PostScript through Ghostscript)
// or "fpdf".
var hgProducer = map[string]string{
	"hg-apobank":   "qpdf",
	"hg-ksk":       "enscript",
	"hg-dsl":       "mutool",
	"hg-norisbank": "wkhtmltopdf",
	"hg-naspa":     "ps",
	"hg-advanzia":  "fpdf",
	"hg-vrbank":    "ps",
}

// hgBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hgBanks = map[string][]branch{
	"hg-apobank": {
		{"Deutsche Apotheker- und Ärztebank eG", "30060601", "DAAEDEDDXXX", "Richard-Oskar-Mattern-Straße 6 · 40547 Düsseldorf"},
		{"Deutsche Apotheker- und Ärztebank eG", "30060601", "DAAEDEDDXXX", "Filiale Münster · Gartenstraße 208 · 48147 Münster"},
	},
	"hg-ksk": {
		{"Kreissparkasse Köln", "37050299", "COKSDE33XXX", "NEUMARKT 18-24 50667 KOELN"},
		{"Kreissparkasse Böblingen", "60350130", "BBKRDE6BXXX", "WOLFGANG-BRUMME-ALLEE 1 71034 BOEBLINGEN"},
	},
	"hg-dsl":       {{"DSL Bank", "30010700", "DSLBDEB1XXX", "Postfach 10 04 65 · 53442 Bonn"}},
	"hg-norisbank": {{"norisbank GmbH", "10077777", "NORSDE51XXX", "Reuterstraße 122 · 53129 Bonn"}},
	"hg-naspa":     {{"Nassauische Sparkasse", "51050015", "NASSDE55XXX", "Rheinstraße 42-46 · 65185 Wiesbaden"}},
	"hg-advanzia":  {{"Advanzia Bank S.A.", "", "ADVZLULLXXX", "9, Parc d'Activité Syrdall · L-5365 Munsbach · Luxemburg"}},
	"hg-vrbank": {
		{"Raiffeisen-Volksbank Fürth eG", "76260451", "GENODEF1FUE", "Königstraße 86 · 90762 Fürth"},
		{"VR-Bank Westmünsterland eG", "42861387", "GENODEM1BOB", "Kirchstraße 4 · 46325 Borken"},
		{"Volksbank Mittweida eG", "87096214", "GENODEF1MIW", "Bahnhofstraße 27 · 09648 Mittweida"},
	},
}

// luIBAN builds a valid Luxembourg IBAN (bank code 3 digits, account 13
// digits).
func luIBAN(bank string, acct uint64) string {
	bban := bank + fmt.Sprintf("%013d", acct%10000000000000)
	num := bban + "213000" // L=21 U=30 00
	rem := 0
	for _, c := range num {
		rem = (rem*10 + int(c-'0')) % 97
	}
	return fmt.Sprintf("LU%02d%s", 98-rem, bban)
}

// hgCaps is s in a mainframe's capitals without umlauts.
func hgCaps(s string) string {
	return strings.ToUpper(strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ß", "ss", "é", "e", "·", "-").Replace(s))
}

// hgSH is an amount with the Soll/Haben mark after it: "45,00 S".
func hgSH(c german.Cents) string {
	if c < 0 {
		return pos(c).String() + " S"
	}
	return c.String() + " H"
}

// hgPlus is a signed amount with an explicit plus: "+1.200,00".
func hgPlus(c german.Cents) string {
	if c > 0 {
		return "+" + c.String()
	}
	return c.String()
}

// hgYM is "02/2025".
func hgYM(d german.Date) string { return fmt.Sprintf("%02d/%d", int(d.Month), d.Year) }

// hgIBAN is a fresh valid German IBAN of some bank.
func (g *gen) hgIBAN() string {
	return makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64())
}

// hgSEPA gives t references of a direct debit.
func (g *gen) hgSEPA(t *tx) {
	t.eref = hexRef(g.r.Uint64())
	t.mref = fmt.Sprintf("%s%06d", g.pick("M", "MAND-", "V"), g.r.IntN(999999))
	t.cred = fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11))
}

// hgName splits a party's printed lines ("|" between them) and joins
// them for the truth.
func hgName(p string) (lines []string, truth string) {
	lines = strings.Split(p, "|")
	return lines, strings.Join(lines, " ")
}

// sealed19Setup draws the statement of an hg-* layout from its own random
// stream: the period, the bookings and what the layout adds.
func (g *gen) sealed19Setup() {
	g.redraw("hg|", 0x20c0ffee)
	if g.layout == "hg-advanzia" {
		b := hgBanks[g.layout][0]
		g.bank, g.bic = b.name, b.bic
		g.iban = luIBAN("146", g.r.Uint64())
		g.note("hg-office", b.office)
	} else {
		g.drawBranch(hgBanks, "hg-office")
	}
	g.note("hg-time", fmt.Sprintf("%02d:%02d", 6+g.r.IntN(14), g.r.IntN(60)))
	switch g.layout {
	case "hg-apobank":
		g.hgPracticeTxs()
	case "hg-ksk":
		g.hgJointTxs()
	case "hg-dsl":
		g.hgLoanTxs()
	case "hg-norisbank":
		g.hgOnlineTxs()
	case "hg-naspa":
		g.hgNaspaTxs()
	case "hg-advanzia":
		g.hgCardTxs()
	case "hg-vrbank":
		g.hgClubTxs()
	}
}

var (
	hgKV             = []string{"Kassenärztliche Vereinigung|Nordrhein", "Kassenärztliche Vereinigung|Westfalen-Lippe", "Kassenzahnärztliche|Vereinigung Nordrhein"}
	hgPVS            = []string{"PVS rhein-ruhr GmbH|Privatärztliche Verrechnungsstelle", "ZA Zahnärztliche Abrechnungs-|gesellschaft Düsseldorf AG", "Medas privatärztliche|Abrechnungsgesellschaft mbH"}
	hgSuppliers      = []string{"Henry Schein Dental|Deutschland GmbH", "Praxisbedarf Hofmann|Medizintechnik GmbH & Co. KG", "NWD Nordwest Dental|GmbH & Co. KG", "Sanitätshaus Brückner", "Labor Dr. Wisplinghoff|Laboratoriumsmedizin"}
	hgPracticeDebits = []struct{ name, purpose string }{
		{"Ärzteversorgung|Westfalen-Lippe", "Versorgungsabgabe {ym} Mitgl.-Nr. {n}"},
		{"Ärztekammer Nordrhein", "Kammerbeitrag {y} lt. Beitragsbescheid vom {d}"},
		{"Deutsche Ärzteversicherung|AG", "Beitrag Berufshaftpflicht VS-Nr. {n} {ym}"},
		{"CGM Deutschland AG", "Wartungsvertrag Praxissoftware {ym} RG {n}"},
		{"Telekom Deutschland GmbH", "Rechnung {ym} Praxisanschluss Kundennr. {n}"},
		{"Stadtwerke %s GmbH", "Abschlag Strom Praxis {ym} Vertragskonto {n}"},
	}
	hgStaff = []string{"Lea Hartmann", "Sophie Brandt", "Nina Vogel", "Julia Krause", "Selin Aydin", "Marie Lorenz"}
)

// hgFill replaces {ym}, {y}, {d} and {n} in a purpose template.
func (g *gen) hgFill(s string, d german.Date) string {
	s = strings.ReplaceAll(s, "{ym}", hgYM(d))
	s = strings.ReplaceAll(s, "{y}", fmt.Sprint(d.Year))
	s = strings.ReplaceAll(s, "{d}", d.AddDays(-10-g.r.IntN(40)).String())
	return strings.ReplaceAll(s, "{n}", fmt.Sprint(100000+g.r.IntN(8999999)))
}

// hgPracticeTxs: a month of a practice's account at the apoBank: the
// KV's monthly advance, the private billing service's payouts, patients'
// payments, suppliers' invoices, the staff, the rent, direct debits of
// the professional bodies, card payments; at a quarter's end the
// Abschluss with its Zinsstaffel.
func (g *gen) hgPracticeTxs() {
	if g.r.IntN(2) == 0 {
		g.start = german.D(g.start.Year, time.Month(3*(1+g.r.IntN(4))), 1)
		g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	}
	g.holder = g.pick("Praxis Dr. med. Sabine Krüger", "Gemeinschaftspraxis Dr. Weber & Partner", "Zahnarztpraxis Dr. Jonas Beispiel", "Apotheke am Rathaus Inh. Anna Köhler e.K.")
	g.opening = german.Cents(g.r.IntN(4000000) - 1500000)
	n := 8 + g.r.IntN(22)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-1)
	}
	y := g.start.Year
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		if g.r.IntN(6) == 0 {
			t.value = d.AddDays(-1 - g.r.IntN(2))
			if t.value.Before(g.start) {
				t.value = d
			}
		}
		switch k := g.r.IntN(20); {
		case k < 2:
			q := (int(d.Month)-1)/3 + 1
			total := german.Cents((25000 + g.r.IntN(60000)) * 100)
			t.party, t.typ, t.iban = hgKV[g.r.IntN(len(hgKV))], "Gutschrift", g.hgIBAN()
			t.amount = total / 3
			t.purpose = fmt.Sprintf("Abschlagszahlung %s Quartal %d/%d lt. Bescheid vom %s über %s EUR", hgYM(d), q, y, d.AddDays(-20-g.r.IntN(30)), total)
			t.eref = fmt.Sprintf("KV%d%06d", y, g.r.IntN(999999))
		case k < 5:
			hon := german.Cents(80000 + g.r.IntN(900000))
			fee := hon * german.Cents(3+g.r.IntN(3)) / 100
			t.party, t.typ, t.iban = hgPVS[g.r.IntN(len(hgPVS))], "Gutschrift", g.hgIBAN()
			t.amount = hon - fee
			t.purpose = fmt.Sprintf("Auszahlung Abrechnung Nr. %d vom %s Honorare %s EUR abzgl. Gebühr %s EUR", 10000+g.r.IntN(89999), d.AddDays(-2-g.r.IntN(5)), hon, fee)
		case k < 8:
			inv := german.Cents(5000 + g.r.IntN(300000))
			t.party, t.typ, t.iban = hgSuppliers[g.r.IntN(len(hgSuppliers))], g.pick("SEPA-Überweisung", "Überweisung online"), g.hgIBAN()
			t.purpose = fmt.Sprintf("RE %d vom %s über %s EUR", 10000+g.r.IntN(89999), d.AddDays(-5-g.r.IntN(20)), inv)
			t.amount = -inv
			if g.r.IntN(2) == 0 {
				t.purpose += " abzgl. 2 % Skonto"
				t.amount = -(inv - (inv*2+50)/100)
			}
		case k < 11:
			p := hgPracticeDebits[g.r.IntN(len(hgPracticeDebits))]
			t.party, t.typ, t.iban = withCity(p.name, g.city), "SEPA-Lastschrift", g.hgIBAN()
			t.purpose = g.hgFill(p.purpose, d)
			g.hgSEPA(&t)
			t.amount = -german.Cents(3000 + g.r.IntN(150000))
		case k < 13:
			t.party, t.typ, t.iban = hgStaff[g.r.IntN(len(hgStaff))], g.pick("SEPA-Überweisung", "Lohn/Gehalt"), g.hgIBAN()
			t.purpose = fmt.Sprintf("Gehalt %s Personalnr. %d", hgYM(d), 100+g.r.IntN(900))
			t.amount = -german.Cents(150000 + g.r.IntN(200000))
		case k < 14:
			t.party, t.typ, t.iban = "Dr. Grünwald Immobilien|Verwaltungs GmbH", "Dauerauftrag", g.hgIBAN()
			t.purpose = fmt.Sprintf("Miete Praxisräume %s inkl. NK-Vorauszahlung", hgYM(d))
			t.amount = -german.Cents(180000 + g.r.IntN(250000))
		case k == 16 && g.r.IntN(2) == 0:
			// to the practice's own call money account at the bank
			t.party, t.typ, t.iban = g.holder, "Umbuchung", makeIBAN("30060601", g.r.Uint64())
			t.purpose = g.pick("Übertrag auf Tagesgeld Praxis", "Rücklage Steuervorauszahlung "+hgYM(d))
			t.amount = -german.Cents((5 + g.r.IntN(26)) * 100000)
		case k < 17:
			t.party, t.typ = shops[g.r.IntN(len(shops))], "Kartenzahlung"
			t.purpose = fmt.Sprintf("girocard %s %02d:%02d Uhr Terminal %08d", d, 8+g.r.IntN(11), g.r.IntN(60), g.r.IntN(1e8))
			t.amount = -german.Cents(250 + g.r.IntN(20000))
		default:
			t.party, t.typ, t.iban = persons[g.r.IntN(len(persons))], "Gutschrift", g.hgIBAN()
			t.purpose = fmt.Sprintf("Rechnung %d vom %s Behandlung", 2000+g.r.IntN(8000), d.AddDays(-10-g.r.IntN(30)))
			if g.r.IntN(4) == 0 {
				t.purpose = "" // a patient who wrote nothing
			}
			t.amount = german.Cents(2000 + g.r.IntN(60000))
		}
		g.txs = append(g.txs, t)
	}
	g.rebalance()
	if g.end.Month%3 == 0 {
		g.hgStaffel()
	}
}

// hgStaffel adds the quarter's Abschluss: the Zinsstaffel from the
// quarter's start to the end (earlier months as the bank's balances, this
// month's from the bookings), Sollzinsen on negative balances, the
// account fee three times; the booking is their sum.
func (g *gen) hgStaffel() {
	qs := german.D(g.end.Year, g.end.Month-2, 1)
	rate := 8 + g.r.IntN(5)
	rateS := fmt.Sprintf("%d,%02d", rate, 25*g.r.IntN(4))
	rf := float64(rate) + float64(atoiHI(rateS[strings.Index(rateS, ",")+1:]))/100
	fee := german.Cents([]int{1490, 1990, 2490}[g.r.IntN(3)])
	type seg struct {
		from, to german.Date
		bal      german.Cents
	}
	mid := qs.AddDays(15 + g.r.IntN(30))
	segs := []seg{{qs, mid, german.Cents(g.r.IntN(3000000) - 1500000)}, {mid.AddDays(1), g.start.AddDays(-1), g.opening}}
	from, bal := g.start, g.opening
	for i, t := range g.txs {
		if t.booking.After(from) {
			segs = append(segs, seg{from, t.booking.AddDays(-1), bal})
			from = t.booking
		}
		if i+1 == len(g.txs) || g.txs[i+1].booking != t.booking {
			bal = t.balance
		}
	}
	out := append(segs, seg{from, g.end, bal})
	var b strings.Builder
	var zins german.Cents
	for _, s := range out {
		days := s.to.Sub(s.from) + 1
		var z german.Cents
		if s.bal < 0 {
			z = german.Cents(float64(-s.bal)*rf*float64(days)/36000 + 0.5)
		}
		zins += z
		fmt.Fprintf(&b, "%s|%s|%s|%d|%s\n", s.from, s.to, s.bal, days, z)
	}
	g.note("hg-staffel", b.String())
	g.note("hg-rate", rateS)
	g.note("hg-fee", fee.String())
	g.note("hg-zins", zins.String())
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", amount: -(zins + 3*fee),
		purpose: fmt.Sprintf("Rechnungsabschluss per %s siehe Zinsstaffel", g.end)})
	g.rebalance()
}

// hgFromBase draws the base generator's month for the layouts that keep
// a private account's bookings, thinned to limit (with the scan
// variants' cap, room bookings under it for the ones the layout adds).
func (g *gen) hgFromBase(limit, room int) {
	g.transactions()
	var out []tx
	fee := false
	for _, t := range g.txs {
		if t.typ == "Entgelt" {
			if fee {
				continue // one account fee a month
			}
			fee = true
		}
		out = append(out, t)
	}
	g.txs = out
	g.thin(g.hkCap(limit, room), thinning{})
}

// hgJointTxs: a month of a joint account in the mainframe's capitals, a
// Storno pair and a returned direct debit with its fee.
func (g *gen) hgJointTxs() {
	g.holder = g.pick("HANS-JOACHIM MUELLER-LUEDENSCHEIDT|UND DR. INGEBORG MUELLER-LUEDENSCHEIDT",
		"KARL-HEINZ SCHMIDT-BERGHOFF|ODER ANNELIESE SCHMIDT-BERGHOFF",
		"MURAT YILMAZ UND|ELIF YILMAZ-DEMIRCI GEB. DEMIRCI")
	g.hgFromBase(30, 3)
	caps := map[string]string{"SEPA-Lastschrift": "LASTSCHRIFT", "Lastschrift": "LASTSCHRIFT", "Kartenzahlung": "KARTENZAHLUNG",
		"Gutschrift": "GUTSCHRIFT", "Lohn/Gehalt": "LOHN/GEHALT", "SEPA-Gutschrift": "GUTSCHRIFT", "Überweisung": "UEBERWEISUNG",
		"Dauerauftrag": "DAUERAUFTRAG", "Echtzeitüberweisung": "ECHTZEIT-UEBERWEISUNG", "Bargeldauszahlung": "GELDAUTOMAT", "Entgelt": "ENTGELT"}
	for i := range g.txs {
		t := &g.txs[i]
		t.typ = caps[t.typ]
		t.party, t.purpose = hgCaps(t.party), hgCaps(t.purpose)
		if t.typ == "GELDAUTOMAT" {
			t.party = ""
		}
	}
	var debits []int
	for i, t := range g.txs {
		if t.typ == "LASTSCHRIFT" || t.typ == "KARTENZAHLUNG" {
			debits = append(debits, i)
		}
	}
	if len(debits) > 0 && g.r.IntN(3) > 0 {
		o := g.txs[debits[g.r.IntN(len(debits))]]
		d := o.booking.AddDays(g.r.IntN(2))
		if !d.After(g.end) {
			g.txs = append(g.txs, tx{booking: d, value: o.value, party: o.party, iban: o.iban, typ: "STORNO " + o.typ, amount: -o.amount,
				purpose: "STORNO DER BUCHUNG VOM " + dm(o.booking) + " " + o.purpose})
		}
	}
	var lsts []int
	for i, t := range g.txs {
		if t.typ == "LASTSCHRIFT" {
			lsts = append(lsts, i)
		}
	}
	if len(lsts) > 0 && g.r.IntN(2) == 0 {
		o := g.txs[lsts[g.r.IntN(len(lsts))]]
		d := o.booking.AddDays(1 + g.r.IntN(4))
		if !d.After(g.end) {
			g.txs = append(g.txs, tx{booking: d, value: o.booking, party: o.party, iban: o.iban, typ: "RUECKLASTSCHRIFT", amount: -o.amount,
				purpose: "RUECKGABE MANGELS DECKUNG " + o.purpose},
				tx{booking: d, value: d, typ: "ENTGELT", amount: -german.Cents([]int{300, 450, 500}[g.r.IntN(3)]),
					purpose: "ENTGELT RUECKLASTSCHRIFT VOM " + dm(d)})
		}
	}
	g.rebalance()
}

// hgLoanTxs: a calendar year of a mortgage loan account: each month the
// interest on the debt and the rate collected; sometimes a Sondertilgung.
func (g *gen) hgLoanTxs() {
	y := g.start.Year
	g.start, g.end = german.D(y, time.January, 1), german.D(y, time.December, 31)
	debt := german.Cents((80000 + g.r.IntN(320000)) * 100)
	g.opening = -debt
	rate := 0.8 + float64(g.r.IntN(34))/10
	tilg := 1.0 + float64(g.r.IntN(4))*0.5
	annuity := german.Cents(float64(debt) * (rate + tilg) / 1200)
	annuity = (annuity + 99) / 100 * 100 // whole euros
	g.note("hg-loanrate", strings.Replace(fmt.Sprintf("%.2f", rate), ".", ",", 1))
	g.note("hg-annuity", annuity.String())
	g.note("hg-debt0", debt.String())
	day := []int{30, 1, 15}[g.r.IntN(3)]
	g.note("hg-day", fmt.Sprint(day))
	sonder := -1
	// The scan variants' cap leaves room for the 24 monthly rows only.
	if g.r.IntN(3) == 0 && (g.opt.MaxTransactions == 0 || g.opt.MaxTransactions > 24) {
		sonder = 3 + g.r.IntN(9)
	}
	change := -1
	if g.r.IntN(4) == 0 {
		change = 2 + g.r.IntN(9)
		g.note("hg-change", fmt.Sprint(change))
	}
	bal := g.opening
	for m := 1; m <= 12; m++ {
		last := german.FromTime(german.D(y, time.Month(m), 1).Time().AddDate(0, 1, -1))
		due := german.D(y, time.Month(m), min(day, last.Day))
		z := german.Cents(float64(-bal)*rate/1200 + 0.5)
		a := annuity
		if change >= 0 && m > change {
			a = annuity + 5000 // the higher repayment share from the month after the notice
		}
		zt := tx{booking: last, value: last, typ: "Zinsen", amount: -z,
			purpose: fmt.Sprintf("Zinsen %s - %s %s %% p.a.", german.D(y, time.Month(m), 1), last, g.chosen["hg-loanrate"])}
		rt := tx{booking: due, value: due, typ: "Zahlungseingang Rate", amount: a,
			purpose: fmt.Sprintf("Rate %s per Lastschrift", hgYM(due))}
		if due.Before(last) {
			g.txs = append(g.txs, rt, zt)
		} else {
			g.txs = append(g.txs, zt, rt)
		}
		bal += a - z
		if m == sonder {
			d := german.D(y, time.Month(m), 10+g.r.IntN(15))
			s := german.Cents((2 + g.r.IntN(19)) * 50000)
			g.txs = append(g.txs, tx{booking: d, value: d, typ: "Sondertilgung", party: g.holder, iban: g.hgIBAN(), amount: s,
				purpose: fmt.Sprintf("Sondertilgung %d Darlehen %s", y, g.iban[12:])})
			bal += s
		}
	}
	sort.SliceStable(g.txs, func(i, j int) bool { return g.txs[i].booking.Before(g.txs[j].booking) })
	g.rebalance()
}

// hgOnlineTxs: a month of a norisbank Girokonto, and the card payments
// not yet booked at the print.
func (g *gen) hgOnlineTxs() {
	g.hgFromBase(40, 2)
	var out []tx
	for _, t := range g.txs {
		if t.typ == "Bargeldauszahlung" {
			t.party = "Deutsche Bank " + g.city
		}
		out = append(out, t)
	}
	g.txs = out
	g.rebalance()
	var pend []string
	for k := g.r.IntN(5); k > 0; k-- {
		d := g.end.AddDays(-g.r.IntN(3))
		pend = append(pend, fmt.Sprintf("%s|%s|%s", d, shops[g.r.IntN(len(shops))], (-german.Cents(199+g.r.IntN(12000))).String()))
	}
	g.note("hg-pending", strings.Join(pend, "\n"))
	// Pending payments in a section after the bookings, or on top of
	// the list marked "vorgemerkt".
	g.note("hg-pendstyle", g.pick("section", "section", "inline"))
}

// hgNaspaTxs: a month of a Sparkasse Girokonto; a January statement
// carries last year's Entgeltaufstellung one time in two.
func (g *gen) hgNaspaTxs() {
	if g.r.IntN(3) == 0 {
		g.start = german.D(g.start.Year, time.January, 1)
		g.end = german.D(g.start.Year, time.January, 31)
	}
	g.hgFromBase(44, 2)
	if len(g.txs) < 14 && g.r.IntN(2) == 0 {
		// a busier month: a second draw's bookings of the same days
		first := g.txs
		g.txs = nil
		g.transactions()
		for _, t := range g.txs {
			if t.typ != "Entgelt" && len(first) < 40 {
				first = append(first, t)
			}
		}
		g.txs = first
		g.thin(g.hkCap(44, 2), thinning{})
	}
	for i := range g.txs {
		if g.txs[i].typ == "Bargeldauszahlung" {
			g.txs[i].party = "" // the Sparkasse's own machine: no name
		}
	}
	g.rebalance()
	if g.start.Month == time.January && g.r.IntN(4) > 0 {
		fee := german.Cents([]int{490, 690, 890}[g.r.IntN(3)])
		lines := []string{
			fmt.Sprintf("Kontoführung Giro Komfort|12|%s", fee),
			fmt.Sprintf("Sparkassen-Card (Debitkarte) Jahresentgelt|1|%s", german.Cents([]int{600, 1200, 1500}[g.r.IntN(3)])),
			fmt.Sprintf("Überweisung beleghaft|%d|1,50", g.r.IntN(6)),
			fmt.Sprintf("Kontoauszug per Post|%d|0,90", g.r.IntN(13)),
			fmt.Sprintf("Ersatzkarte|%d|10,00", g.r.IntN(2)),
		}
		g.note("hg-entgelt", strings.Join(lines, "\n"))
		g.note("hg-sollzins", german.Cents(g.r.IntN(4000)).String())
	}
}

// hgCardTxs: a month of an Advanzia Mastercard from the statement day
// to the next: purchases (foreign ones with their currency line),
// refunds, the holder's payment, interest on last month's balance.
func (g *gen) hgCardTxs() {
	day := 10 + g.r.IntN(15)
	g.start = german.D(g.start.Year, g.start.Month, day)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = -german.Cents(g.r.IntN(250000))
	if g.r.IntN(8) == 0 {
		g.opening = german.Cents(g.r.IntN(5000))
	}
	n := 5 + g.r.IntN(26)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-2)
	}
	for _, d := range g.sortedDates(n, g.start.AddDays(1), g.end) {
		t := tx{booking: d, value: d.AddDays(-g.r.IntN(4))}
		if t.value.Before(g.start.AddDays(-5)) {
			t.value = d
		}
		switch k := g.r.IntN(10); {
		case k < 2:
			s := fxShops[g.r.IntN(len(fxShops))]
			orig := german.Cents(500 + g.r.IntN(30000))
			r := 0.80 + g.r.Float64()*0.5
			t.party, t.amount = s.name, -german.Cents(float64(orig)/r+0.5)
			t.fx = fmt.Sprintf("%s %s Kurs %s", s.cur, orig, strings.Replace(fmt.Sprintf("%.4f", r), ".", ",", 1))
			t.purpose = t.fx
		case k < 3:
			t.party, t.amount = g.pick("AMAZON EU SARL", "ZALANDO SE BERLIN", "MEDIAMARKT "+strings.ToUpper(g.city)), german.Cents(500+g.r.IntN(9000))
			t.purpose = "Gutschrift"
		default:
			t.party = strings.ToUpper(shops[g.r.IntN(len(shops))]) + " " + strings.ToUpper(g.city)
			t.amount = -german.Cents(150 + g.r.IntN(25000))
		}
		g.txs = append(g.txs, t)
	}
	if g.opening < 0 {
		paid := -g.opening
		if g.r.IntN(2) == 0 {
			paid = max(3000, -g.opening*german.Cents(10+g.r.IntN(40))/100) / 100 * 100
		}
		d := g.start.AddDays(18 + g.r.IntN(5))
		if d.After(g.end) {
			d = g.end
		}
		g.txs = append(g.txs, tx{booking: d, value: d, amount: paid, purpose: "Ihre Zahlung - Vielen Dank"})
		if paid < -g.opening {
			z := german.Cents(float64(-g.opening-paid)*0.2149/12 + 0.5)
			g.txs = append(g.txs, tx{booking: g.end, value: g.end, amount: -z, purpose: "Sollzinsen 21,49 % p.a."})
		}
	}
	g.rebalance()
}

var (
	hgClubs = []string{"Turn- und Sportverein 1898 Oberweißbach e.V. Abteilung Tischtennis", "Förderverein der Grundschule am Lindenplatz %s e.V.",
		"Freiwillige Feuerwehr %s Förderverein Löschzug Mitte e.V.", "Kleingartenverein Sonnenhang %s-Nord e.V. Vorstand Kassenwart"}
	hgClubIn = []struct{ name, purpose string }{
		{"Autohaus Krämer GmbH & Co. KG Vertragshändler", "Spende Trikotsatz Saison {y}"},
		{"Sparkassen- und Giroverband Stiftung für Sport und Ehrenamt", "Zuschuss Jugendarbeit {y} Antrag {n}"},
		{"Gemeinde %s Kämmerei Sportförderung", "Vereinsförderung {y} Az. {n}"},
		{"Bäckerei Müller", "Spende Sommerfest"},
	}
	hgClubOut = []struct{ name, purpose, typ string }{
		{"Gemeinde %s Kämmerei Sportförderung", "Hallennutzung {ym} Kassenzeichen {n}", "Überweisung"},
		{"Landessportbund Hessen e.V.", "Mitgliedsbeitrag {y} Vereinsnr. {n}", "Lastschrift"},
		{"GEMA", "Pauschalvertrag Vereinsveranstaltungen {y} Mitgl. {n}", "Lastschrift"},
		{"ARAG Allgemeine Versicherungs-AG", "Vereinshaftpflicht {y} VS-Nr. {n}", "Lastschrift"},
		{"Sport-Thieme GmbH Versandhandel für Sportgeräte", "RE {n} vom {d}", "Überweisung"},
	}
)

// hgClubTxs: a month of a club's account: members' fees, donations,
// grants, a cash deposit, the hall rent, associations and insurance,
// the fee.
func (g *gen) hgClubTxs() {
	g.holder = withCity(hgClubs[g.r.IntN(len(hgClubs))], g.city)
	n := 8 + g.r.IntN(30)
	if g.opt.MaxTransactions > 0 {
		n = min(n, g.opt.MaxTransactions-1)
	}
	g.opening = german.Cents(50000 + g.r.IntN(1500000))
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		switch k := g.r.IntN(12); {
		case k < 5:
			t.party, t.typ, t.iban = hhMembers[g.r.IntN(len(hhMembers))], g.pick("Gutschrift", "SEPA-Gutschrift"), g.hgIBAN()
			t.purpose = g.pick("Mitgliedsbeitrag {y} ", "Beitrag {y} Familie ", "Jahresbeitrag {y} Mitgl.-Nr. {n} ")
			t.purpose = strings.TrimSpace(g.hgFill(t.purpose, d))
			t.amount = german.Cents((3 + g.r.IntN(10)) * 1000)
		case k < 7:
			p := hgClubIn[g.r.IntN(len(hgClubIn))]
			t.party, t.typ, t.iban = withCity(p.name, g.city), "Gutschrift", g.hgIBAN()
			t.purpose = g.hgFill(p.purpose, d)
			t.amount = german.Cents((5 + g.r.IntN(100)) * 1000)
		case k < 8:
			t.typ = "Bareinzahlung"
			t.purpose = g.pick("Einzahlung Kasse Sommerfest", "Einzahlung Kuchenverkauf", "Einzahlung Kasse Vereinsheim")
			t.amount = german.Cents(2000 + g.r.IntN(90000))
		default:
			p := hgClubOut[g.r.IntN(len(hgClubOut))]
			t.party, t.typ, t.iban = withCity(p.name, g.city), p.typ, g.hgIBAN()
			t.purpose = g.hgFill(p.purpose, d)
			if p.typ == "Lastschrift" {
				g.hgSEPA(&t)
			}
			t.amount = -german.Cents(2000 + g.r.IntN(80000))
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", amount: -german.Cents([]int{500, 750, 900}[g.r.IntN(3)]),
		purpose: "Kontoführung Vereinskonto " + hgYM(g.end)})
	g.rebalance()
}

// hgBeleg is the six-digit receipt number apoBank prints for booking i.
func (g *gen) hgBeleg(t tx, i int) string {
	base := int(g.iban[len(g.iban)-4]-'0')*1000 + int(g.iban[len(g.iban)-3]-'0')*100
	return fmt.Sprintf("%06d", 100000+(base*37+i*7919+int(pos(t.amount)%997)*13)%900000)
}

// hgTruth is the truth row of t: its printed name's lines joined.
func hgTruth(t tx, value, iban bool, purpose string) TruthTx {
	tt := truth(t, value, iban, purpose)
	_, tt.Counterparty = hgName(t.party)
	return tt
}

// renderSealed19 draws the hg-* layouts into f and st.
func (g *gen) renderSealed19(f *flow, st *Statement) {
	switch g.layout {
	case "hg-apobank":
		g.renderHGApo(f, st)
	case "hg-ksk":
		g.renderHGKsk(f, st)
	case "hg-dsl":
		g.renderHGDsl(f, st)
	case "hg-norisbank":
		g.renderHGNoris(st)
	case "hg-naspa":
		g.renderHGNaspa(f, st)
	case "hg-advanzia":
		g.renderHGAdvanzia(f, st)
	case "hg-vrbank":
		g.renderHGVR(f, st)
	}
}

// hgPrinted is the day the statement was printed: one to three days
// after its end.
func (g *gen) hgPrinted() german.Date {
	return g.end.AddDays(1 + int(g.iban[len(g.iban)-1]-'0')%3)
}

// hgPageNumbers puts "Blatt i von n" (or word's form) on every page at
// (x, y) in page coordinates.
func hgPageNumbers(pages []Page, x, y, size float64, form func(i, n int) string) {
	for i := range pages {
		pages[i].Items = append(pages[i].Items, Item{X: x, Y: y, Text: form(i+1, len(pages)), Size: size, Right: true})
	}
}

// renderHGApo: the apoBank Praxiskonto statement, letterhead as a form
// XObject.
func (g *gen) renderHGApo(f *flow, st *Statement) {
	st.Tool = "qpdf"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprint(int(g.end.Month))
	printed := g.hgPrinted()
	g.size = 8
	f.lh = 10.2
	f.top, f.bottom = 92, 92
	st.Letterhead = []Item{
		{X: 555, Y: 30, Text: "apoBank", Size: 18, Bold: true, Right: true},
		{X: 555, Y: 52, Text: "Die Bank für Heilberufe", Size: 7.5, Right: true},
		{X: 40, Y: 36, Text: g.bank, Size: 9, Bold: true},
		{X: 40, Y: 48, Text: g.chosen["hg-office"], Size: 7},
		{X: 40, Y: PageH - 62, Text: "Deutsche Apotheker- und Ärztebank eG · Sitz Düsseldorf · Registergericht Düsseldorf GnR 410 · BIC DAAEDEDDXXX", Size: 6.2},
		{X: 40, Y: PageH - 54, Text: "Vorstand: M. Beispiel (Vorsitzender), Dr. A. Muster, K. Exempel · Aufsichtsratsvorsitzender: Dr. T. Probe", Size: 6.2},
		{X: 40, Y: PageH - 46, Text: "Die Bank ist der Sicherungseinrichtung des Bundesverbandes der Deutschen Volksbanken und Raiffeisenbanken e.V. angeschlossen.", Size: 6.2},
	}
	tagsFirst := g.iban[len(g.iban)-2]%2 == 0
	f.header = func(f *flow, p int) {
		if p == 1 {
			f.put(Item{X: 40, Text: g.bank + " · " + g.chosen["hg-office"], Size: 6})
			f.gap(3)
			f.put(L(40, g.holder), R(555, "Kontoauszug Nr. "+nr+"/"+fmt.Sprint(g.end.Year)))
			f.put(L(40, "Praxis im Ärztehaus"), R(555, "Praxiskonto"))
			f.put(L(40, "Hauptstraße 7"), R(555, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), R(555, "BIC "+g.bic))
			f.put(R(555, "Erstellungsdatum "+printed.String()))
			f.gap(8)
			f.put(Item{X: 40, Text: fmt.Sprintf("Kontoauszug vom %s bis %s", g.start, g.end), Bold: true, Size: 10})
			f.gap(4)
		} else {
			f.put(L(40, fmt.Sprintf("Kontoauszug Nr. %s/%d · %s · IBAN %s", nr, g.end.Year, g.holder, ibanF)))
			f.gap(4)
		}
		y := f.y
		f.put(B(40, "Buchung"), B(88, "Valuta"), B(136, "Beleg-Nr."), B(186, "Vorgang / Auftraggeber / Verwendungszweck"), BR(555, "Betrag EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 38, Y: y + f.lh - 1, W: 519, Width: 0.6})
		f.gap(3)
	}
	f.onBreak = func(f *flow, p int, bal german.Cents) {
		f.put(Item{X: 555, Text: fmt.Sprintf("Fortsetzung auf Seite %d", p+1), Size: 7, Right: true})
	}
	f.newPage()
	f.put(B(186, "Kontostand am "+g.start.AddDays(-1).String()), BR(555, g.opening.String()))
	f.gap(3)
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7} }
	for i, t := range g.txs {
		ls := [][]Item{{L(40, dm(t.booking)), L(88, dm(t.value)), L(136, g.hgBeleg(t, i)), B(186, t.typ), R(555, t.amount.String())}}
		names, _ := hgName(t.party)
		for _, n := range names {
			if n != "" {
				ls = append(ls, []Item{L(186, n)})
			}
		}
		var tags [][]Item
		for _, kv := range [][2]string{{"EREF+", t.eref}, {"MREF+", t.mref}, {"CRED+", t.cred}} {
			if kv[1] != "" {
				tags = append(tags, []Item{small(186, kv[0]+kv[1])})
			}
		}
		var vz [][]Item
		if t.purpose != "" {
			if t.typ == "Abschluss" || t.typ == "Kartenzahlung" {
				vz = freeLines(t.purpose, 186, 64)
			} else {
				vz = freeLines("SVWZ+"+t.purpose, 186, 64)
			}
		}
		if tagsFirst {
			ls = append(append(ls, tags...), vz...)
		} else {
			ls = append(append(ls, vz...), tags...)
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(186, "IBAN "+t.iban+" BIC "+hrBIC(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		add(hgTruth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(186, "Kontostand am "+g.end.String()), BR(555, g.closing.String())}})
	if rows := g.chosen["hg-staffel"]; rows != "" && len(g.txs) > 0 && g.txs[len(g.txs)-1].typ == "Abschluss" {
		q := (int(g.end.Month)-1)/3 + 1
		f.gap(10)
		ls := [][]Item{
			{Item{X: 40, Text: fmt.Sprintf("Zinsstaffel zum Rechnungsabschluss für das %d. Quartal %d", q, g.end.Year), Bold: true, Size: 9}},
			{B(40, "von"), B(100, "bis"), BR(260, "Saldo EUR"), BR(310, "Tage"), BR(390, "Sollzinssatz"), BR(470, "Zinsen EUR")},
		}
		for _, l := range strings.Split(strings.TrimSpace(rows), "\n") {
			c := strings.Split(l, "|")
			ls = append(ls, []Item{L(40, c[0]), L(100, c[1]), R(260, c[2]), R(310, c[3]), R(390, g.chosen["hg-rate"]+" %"), R(470, c[4])})
		}
		fee, _ := german.ParseAmount(g.chosen["hg-fee"])
		ls = append(ls, []Item{},
			[]Item{L(40, "Sollzinsen"), R(470, g.chosen["hg-zins"])},
			[]Item{L(40, "Kontoführungsentgelt 3 x "+fee.String()+" EUR"), R(470, (3 * fee).String())},
			[]Item{B(40, "Summe Rechnungsabschluss, belastet am "+g.end.String()), BR(470, pos(g.txs[len(g.txs)-1].amount).String())},
			[]Item{small(40, "Der Rechnungsabschluss gilt als genehmigt, wenn Sie nicht innerhalb von sechs Wochen nach Zugang widersprechen.")})
		f.block(ls)
	}
	f.gap(6)
	f.block([][]Item{{small(40, "Bitte prüfen Sie die Buchungen. Einwendungen gegen den Kontoauszug sind unverzüglich zu erheben.")}})
	hgPageNumbers(f.pages, 555, PageH-76, 7, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
}

// hgCol writes s into line at column c (right-aligned to end at c when
// right).
func hgCol(line []rune, c int, s string, right bool) []rune {
	rs := []rune(s)
	if right {
		c -= len(rs)
	}
	for len(line) < c+len(rs) {
		line = append(line, ' ')
	}
	copy(line[c:], rs)
	return line
}

// hgRow builds a fixed-width line from (column, text, right) cells.
func hgRow(cells ...any) string {
	var line []rune
	for i := 0; i+2 < len(cells)+1; i += 3 {
		line = hgCol(line, cells[i].(int), cells[i+1].(string), cells[i+2].(bool))
	}
	return strings.TrimRight(string(line), " ")
}

// renderHGKsk: the Kreissparkasse mainframe listing, printed by enscript.
func (g *gen) renderHGKsk(f *flow, st *Statement) {
	st.Tool = "enscript"
	add := st.Truth.add
	// The print job's form: 70 lines of Courier 8.5 or 64 of Courier 9.
	perPage, font := 70, "Courier8.5"
	if g.iban[len(g.iban)-7]%2 == 1 {
		perPage, font = 64, "Courier9"
	}
	const cText, cDeb, cCred, cBal = 14, 75, 90, 92
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprint(int(g.end.Month)) + "/" + fmt.Sprint(g.end.Year)
	bankC := hgCaps(g.bank)
	split := g.iban[len(g.iban)-3]%2 == 0
	amt := func(line string, c german.Cents) string {
		if c < 0 {
			return string(hgCol([]rune(line), cDeb, pos(c).String(), true))
		}
		return string(hgCol([]rune(line), cCred, c.String(), true))
	}
	bal := func(c german.Cents) string {
		if c < 0 {
			return pos(c).String() + " S"
		}
		return c.String() + " H"
	}
	var pages [][]string
	var cur []string
	page := func() {
		p := len(pages) + 1
		cur = nil
		if p == 1 {
			holder := strings.Split(g.holder, "|")
			cur = append(cur,
				hgRow(0, bankC, false, 56, "KONTOAUSZUG "+nr, false),
				hgRow(0, g.chosen["hg-office"], false, 56, "IBAN "+ibanF, false),
				hgRow(56, "BIC "+g.bic, false),
				"",
				hgRow(0, holder[0], false, 56, "GIROKONTO", false),
				hgRow(0, holder[1], false, 56, "GEMEINSCHAFTSKONTO (ODER-KONTO)", false),
				hgRow(0, "HAUPTSTRASSE 7", false),
				hgRow(0, "12345 "+hgCaps(g.city), false, 56, "ERSTELLT AM "+g.hgPrinted().String(), false),
				"")
		} else {
			cur = append(cur, hgRow(0, bankC, false, 40, "KONTOAUSZUG "+nr, false, 64, "IBAN "+g.iban, false), "")
		}
		cur = append(cur, hgRow(0, "BU-TAG", false, 7, "WERT", false, cText, "VORGANG / VERWENDUNGSZWECK", false, cDeb, "LASTSCHRIFT", true, cCred, "GUTSCHRIFT", true),
			strings.Repeat("-", cBal))
		if p > 1 {
			cur = append(cur, hgRow(cText, "UEBERTRAG VON BLATT "+fmt.Sprint(p-1), false, cBal, bal(f.bal), true))
		}
	}
	flush := func() {
		cur = append(cur, strings.Repeat("-", cBal), hgRow(cText, fmt.Sprintf("UEBERTRAG AUF BLATT %d", len(pages)+2), false, cBal, bal(f.bal), true))
		pages = append(pages, cur)
		page()
	}
	put := func(ls []string) {
		if !split || len(ls) < 3 {
			if len(cur)+len(ls)+2 > perPage {
				flush()
			}
			cur = append(cur, ls...)
			return
		}
		for _, l := range ls {
			if len(cur)+3 > perPage {
				flush()
			}
			cur = append(cur, l)
		}
	}
	f.bal = g.opening
	page()
	cur = append(cur, hgRow(cText, "ALTER KONTOSTAND VOM "+g.start.AddDays(-1).String(), false, cBal, bal(g.opening), true))
	for _, t := range g.txs {
		ls := []string{amt(hgRow(0, dm(t.booking), false, 7, dm(t.value), false, cText, t.typ, false), t.amount)}
		for _, w := range wrap(t.party, 46) {
			ls = append(ls, hgRow(cText, w, false))
		}
		for _, w := range wrap(t.purpose, 46) {
			ls = append(ls, hgRow(cText, w, false))
		}
		if t.mref != "" {
			ls = append(ls, hgRow(cText, "MANDAT "+t.mref+" GLAEUBIGER-ID "+t.cred, false))
		}
		if t.iban != "" {
			ls = append(ls, hgRow(cText, "IBAN "+t.iban+" BIC "+hrBIC(t.iban), false))
		}
		// The balance after the booking is carried when a break falls
		// after it; one inside it carries the balance before.
		f.bal = t.balance - t.amount
		if !split || len(ls) < 3 {
			put(ls)
			f.bal = t.balance
		} else {
			put(ls[:1])
			f.bal = t.balance
			put(ls[1:])
		}
		add(truth(t, true, true, t.purpose))
	}
	end := []string{strings.Repeat("-", cBal), hgRow(cText, "NEUER KONTOSTAND VOM "+g.end.String(), false, cBal, bal(g.closing), true), "",
		hgRow(cText, "DISPOSITIONSKREDIT EUR "+german.Cents((3+len(g.txs)%8)*100000).String()+"  SOLLZINS "+fmt.Sprintf("%d,%02d", 9+len(g.txs)%4, 25*(len(g.txs)%4))+" % P.A.", false),
		hgRow(cText, "BITTE PRUEFEN SIE DIE BUCHUNGEN. EINWENDUNGEN SIND", false),
		hgRow(cText, "UNVERZUEGLICH ZU ERHEBEN. GUTHABEN SIND NACH MASSGABE", false),
		hgRow(cText, "DES EINLAGENSICHERUNGSGESETZES GESCHUETZT.", false)}
	if len(cur)+len(end) > perPage {
		flush()
	}
	cur = append(cur, end...)
	pages = append(pages, cur)
	var src []string
	f.pages = nil
	for _, p := range pages {
		src = append(src, strings.Join(p, "\n"))
		var pg Page
		for i, l := range p {
			if strings.TrimSpace(l) != "" {
				pg.Items = append(pg.Items, Item{X: 40, Y: 40 + float64(i)*10.5, Text: l, Size: 8.5})
			}
		}
		f.pages = append(f.pages, pg)
	}
	st.Source = strings.Join(src, "\n\f")
	st.ToolArgs = []string{"-f", font, "-F", "Courier-Bold8", "-L", fmt.Sprint(perPage + 2),
		"--header=" + bankC + "|KONTOAUSZUG " + nr + "|BLATT $% VON $="}
}

// renderHGDsl: the DSL Bank loan account's annual statement: a cover
// letter, the bookings, the year's summary, a page of legal text;
// written as content streams for mutool create.
func (g *gen) renderHGDsl(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	y := g.end.Year
	printed := german.D(y+1, time.January, 3+int(g.iban[len(g.iban)-1]-'0')%10)
	g.size = 8.5
	f.lh = 11
	f.top, f.bottom = 40, 80
	// compact: the posting text beside the type on the booking's line,
	// as the bank's newer print does; else under it.
	compact := g.iban[len(g.iban)-5]%3 == 0
	var zins, tilg, sonder german.Cents
	for _, t := range g.txs {
		switch t.typ {
		case "Zinsen":
			zins -= t.amount
		case "Sondertilgung":
			sonder += t.amount
		default:
			tilg += t.amount
		}
	}
	tilg -= zins
	mode := "cover"
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "DSL Bank", Size: 16, Bold: true}, Item{X: 555, Text: "Ein Geschäftsbereich der Deutsche Bank AG", Size: 7, Right: true})
		f.gap(10)
		switch mode {
		case "cover":
			f.put(Item{X: 40, Text: "DSL Bank · " + g.chosen["hg-office"], Size: 6})
			f.gap(4)
			f.put(L(40, g.holder), R(555, "Darlehensnummer "+kto))
			f.put(L(40, "Hauptstraße 7"), R(555, "IBAN "+ibanF))
			f.put(L(40, "12345 "+g.city), R(555, "BIC "+g.bic))
			f.put(R(555, "Datum "+printed.String()))
			f.gap(24)
		case "table":
			f.put(L(40, fmt.Sprintf("Jahreskontoauszug %d · Darlehenskonto %s · IBAN %s", y, kto, ibanF)))
			f.gap(6)
			yy := f.y
			f.put(B(40, "Buchungstag"), B(106, "Wert"), B(168, "Buchungstext"), BR(470, "Betrag EUR"), BR(555, "Saldo EUR"))
			hhShape(f, p-1, Shape{Kind: "line", X: 38, Y: yy + f.lh - 1.5, W: 519, Width: 0.5})
			f.gap(3)
		case "legal":
			f.put(L(40, fmt.Sprintf("Jahreskontoauszug %d · Darlehenskonto %s", y, kto)))
			f.gap(12)
		}
	}
	f.newPage()
	salute := "Sehr geehrte Damen und Herren,"
	if strings.HasPrefix(g.holder, "Erika") || strings.HasPrefix(g.holder, "Leonie") || strings.HasPrefix(g.holder, "Anna") {
		salute = "Sehr geehrte Frau " + strings.Fields(g.holder)[1] + ","
	} else if len(strings.Fields(g.holder)) == 2 {
		salute = "Sehr geehrter Herr " + strings.Fields(g.holder)[1] + ","
	}
	f.put(Item{X: 40, Text: fmt.Sprintf("Jahreskontoauszug %d zu Ihrem Darlehen %s", y, kto), Bold: true, Size: 11})
	f.gap(10)
	f.put(L(40, salute))
	f.gap(4)
	for _, para := range []string{
		fmt.Sprintf("anbei erhalten Sie den Kontoauszug Ihres Darlehenskontos für das Jahr %d mit allen Buchungen vom %s bis %s.", y, g.start, g.end),
		fmt.Sprintf("Im Jahr %d haben Sie Zinsen in Höhe von %s EUR gezahlt und Ihr Darlehen um %s EUR getilgt. Ihre Restschuld zum %s beträgt %s EUR.", y, zins, tilg+sonder, g.end, pos(g.closing)),
		"Die Zinsen können bei vermieteten Objekten als Werbungskosten geltend gemacht werden. Bitte bewahren Sie dieses Schreiben für Ihre Unterlagen auf.",
		"Haben Sie Fragen zu Ihrer Baufinanzierung? Ihr Kundenservice ist montags bis freitags von 8 bis 20 Uhr für Sie da.",
	} {
		for _, w := range wrap(para, 100) {
			f.put(L(40, w))
		}
		f.gap(5)
	}
	f.gap(8)
	f.put(L(40, "Mit freundlichen Grüßen"))
	f.put(L(40, "Ihre DSL Bank"))
	f.gap(14)
	f.put(Item{X: 40, Text: "Dieses Schreiben wurde maschinell erstellt und ist ohne Unterschrift gültig.", Size: 7})
	mode = "table"
	f.newPage()
	f.put(B(168, "Saldo per "+g.start.AddDays(-1).String()), BR(555, g.opening.String()))
	f.gap(2)
	change := atoiHI(g.chosen["hg-change"])
	ann, _ := german.ParseAmount(g.chosen["hg-annuity"])
	for _, t := range g.txs {
		ls := [][]Item{{L(40, t.booking.String()), L(106, t.value.String()), B(168, t.typ), R(470, hgPlus(t.amount)), R(555, t.balance.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(168, t.party)})
		}
		if compact && t.party == "" {
			ls[0] = append(ls[0], Item{X: 282, Text: t.purpose, Size: 6.5})
		} else {
			for _, w := range wrap(t.purpose, 58) {
				ls = append(ls, []Item{{X: 168, Text: w, Size: 7.5}})
			}
		}
		if t.iban != "" {
			ls = append(ls, []Item{{X: 168, Text: "IBAN " + german.FormatIBAN(t.iban), Size: 7.5}})
		}
		if g.chosen["hg-change"] != "" && t.typ == "Zahlungseingang Rate" && int(t.booking.Month) == change {
			nd := german.D(y, time.Month(change+1), 1)
			ls = append(ls, []Item{{X: 168, Text: fmt.Sprintf("Hinweis: Ab %s beträgt Ihre monatliche Rate %s EUR (Änderung des Tilgungssatzes).", nd, ann+5000), Size: 7.5, Bold: true}})
		}
		f.block(ls)
		f.gap(1.5)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{{B(168, "Saldo per "+g.end.String()), BR(555, g.closing.String())}})
	f.gap(12)
	f.block([][]Item{
		{Item{X: 40, Text: fmt.Sprintf("Jahresübersicht %d", y), Bold: true, Size: 10}},
		{L(40, fmt.Sprintf("Restschuld am %s", g.start.AddDays(-1))), R(300, pos(g.opening).String()+" EUR")},
		{L(40, "gezahlte Sollzinsen"), R(300, zins.String()+" EUR")},
		{L(40, "planmäßige Tilgung"), R(300, tilg.String()+" EUR")},
		{L(40, "Sondertilgungen"), R(300, sonder.String()+" EUR")},
		{B(40, fmt.Sprintf("Restschuld am %s", g.end)), BR(300, pos(g.closing).String()+" EUR")},
		{L(40, "Sollzinssatz "+g.chosen["hg-loanrate"]+" % p.a., gebunden bis "+german.D(y+3+len(kto)%7, time.June, 30).String())},
		{L(40, "Monatliche Rate "+ann.String()+" EUR, fällig am "+g.chosen["hg-day"]+". eines Monats")},
	})
	mode = "legal"
	f.newPage()
	f.put(Item{X: 40, Text: "Wichtige Hinweise", Bold: true, Size: 10})
	f.gap(4)
	for _, para := range []string{
		"Einwendungen gegen diesen Kontoauszug sind unverzüglich, spätestens jedoch innerhalb von sechs Wochen nach Zugang schriftlich zu erheben. Das Unterlassen rechtzeitiger Einwendungen gilt als Genehmigung.",
		"Sondertilgungen sind im vertraglich vereinbarten Umfang jeweils zum Ende eines Kalenderjahres möglich. Bitte geben Sie bei Überweisungen stets Ihre Darlehensnummer an.",
		"Vor Ablauf der Sollzinsbindung erhalten Sie rechtzeitig ein Angebot zur Prolongation. Ein Anspruch auf Verlängerung besteht nicht.",
		"Informationen zum Datenschutz finden Sie unter www.dslbank.de/datenschutz. Auf Wunsch senden wir Ihnen diese auch postalisch zu.",
		"DSL Bank - ein Geschäftsbereich der Deutsche Bank AG · Taunusanlage 12 · 60325 Frankfurt am Main · Amtsgericht Frankfurt am Main HRB 30000 · Vorsitzender des Aufsichtsrats: Dr. A. Beispiel · Vorstand: B. Muster (Vorsitzender), C. Exempel",
	} {
		for _, w := range wrap(para, 110) {
			f.put(Item{X: 40, Text: w, Size: 7.5})
		}
		f.gap(5)
	}
	hgPageNumbers(f.pages, 555, PageH-40, 7, func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
	st.Tool = "mutool"
	st.Source = mutoolSource(f.pages, PageW, PageH)
}

// hgCategory is the category norisbank's banking shows for t.
func hgCategory(t tx) string {
	switch c := hsCategory(t); c {
	case "":
		if t.amount > 0 {
			return "Einnahmen"
		}
		return "Sonstiges"
	default:
		return c
	}
}

// renderHGNoris: norisbank's "Umsätze" print, printed by wkhtmltopdf on
// US Letter, newest first, pending card payments after the bookings.
func (g *gen) renderHGNoris(st *Statement) {
	st.Tool = "wkhtmltopdf"
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	e := html.EscapeString
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Umsätze - norisbank</title><style>
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9.5px;color:#1b1b1b;margin:0}
.top{border-bottom:3px solid #e2001a;padding-bottom:6px;margin-bottom:10px}
.logo{font-size:20px;font-weight:bold;color:#e2001a}
.meta td{padding:1px 12px 1px 0}
table.u{border-collapse:collapse;width:100%}
table.u th{text-align:left;border-bottom:1px solid #888;padding:4px 3px;font-size:8.5px}
table.u td{border-bottom:1px solid #ddd;padding:4px 3px;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}
.small{color:#555;font-size:8px}
.neg{color:#1b1b1b}.pos{color:#2a7a2a}
tr.pend td{color:#777}
h2{font-size:12px;margin:16px 0 4px}
tr{page-break-inside:avoid}
</style></head><body>
`)
	fmt.Fprintf(&b, `<div class="top"><span class="logo">norisbank</span></div>
<h1 style="font-size:15px;margin:0 0 6px">Umsätze</h1>
<table class="meta"><tr><td>Konto</td><td>Top-Girokonto</td><td>Kontoinhaber</td><td>%s</td></tr>
<tr><td>IBAN</td><td>%s</td><td>BIC</td><td>%s</td></tr>
<tr><td>Zeitraum</td><td>%s - %s</td><td>Ausgedruckt am</td><td>%s, %s Uhr</td></tr>
<tr><td>Kontostand zu Beginn des Zeitraums</td><td>%s EUR</td><td>Kontostand am Ende des Zeitraums</td><td>%s EUR</td></tr></table>
`, e(g.holder), ibanF, g.bic, g.start, g.end, g.hgPrinted(), g.chosen["hg-time"], g.opening, g.closing)
	b.WriteString(`<h2>Gebuchte Umsätze</h2><table class="u"><thead><tr><th>Buchungstag</th><th>Wert</th><th>Umsatzart</th><th>Begünstigter / Auftraggeber</th><th>Verwendungszweck</th><th>Kategorie</th><th class="n">Betrag (EUR)</th></tr></thead><tbody>
`)
	inline := g.chosen["hg-pendstyle"] == "inline"
	if p := g.chosen["hg-pending"]; p != "" && inline {
		for _, l := range strings.Split(p, "\n") {
			c := strings.Split(l, "|")
			fmt.Fprintf(&b, "<tr class=\"pend\"><td><i>vorgemerkt</i></td><td>%s</td><td>Kartenzahlung</td><td>%s</td><td></td><td>%s</td><td class=\"n\">%s</td></tr>\n",
				c[0], e(c[1]), e(hgCategory(tx{party: c[1]})), c[2])
		}
	}
	for i := len(g.txs) - 1; i >= 0; i-- {
		t := g.txs[i]
		name := e(t.party)
		if t.iban != "" {
			name += `<br><span class="small">IBAN ` + german.FormatIBAN(t.iban) + `</span>`
		}
		vz := e(t.purpose)
		if t.mref != "" {
			vz += `<br><span class="small">Mandatsreferenz ` + e(t.mref) + ` · Gläubiger-ID ` + t.cred + `</span>`
		}
		cls := "neg"
		if t.amount > 0 {
			cls = "pos"
		}
		fmt.Fprintf(&b, "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td class=\"n %s\">%s</td></tr>\n",
			t.booking, t.value, e(t.typ), name, vz, e(hgCategory(t)), cls, hgPlus(t.amount))
		add(truth(t, true, true, t.purpose))
	}
	b.WriteString("</tbody></table>\n")
	if p := g.chosen["hg-pending"]; p != "" && !inline {
		b.WriteString(`<h2>Vorgemerkte Umsätze</h2><p class="small">Diese Umsätze sind noch nicht gebucht und im Kontostand nicht berücksichtigt.</p><table class="u"><thead><tr><th>Datum</th><th>Umsatzart</th><th>Empfänger</th><th>Status</th><th class="n">Betrag (EUR)</th></tr></thead><tbody>
`)
		for _, l := range strings.Split(p, "\n") {
			c := strings.Split(l, "|")
			fmt.Fprintf(&b, "<tr><td>%s</td><td>Kartenzahlung</td><td>%s</td><td>vorgemerkt</td><td class=\"n\">%s</td></tr>\n", c[0], e(c[1]), c[2])
		}
		b.WriteString("</tbody></table>\n")
	}
	fmt.Fprintf(&b, `<p class="small" style="margin-top:14px">Dieser Ausdruck ist kein Kontoauszug im Sinne der AGB. Rechtsverbindlich sind allein die Kontoauszüge in Ihrem Postfach.<br>norisbank GmbH · %s · Amtsgericht Bonn HRB 15565 · www.norisbank.de</p>
</body></html>
`, e(g.chosen["hg-office"]))
	st.Source = b.String()
	st.ToolArgs = []string{"--page-size", "Letter", "--encoding", "utf-8", "--margin-top", "14mm", "--margin-bottom", "14mm",
		"--margin-left", "12mm", "--margin-right", "12mm", "--title", "Umsätze - norisbank"}
}

// hgTwoUp puts two A4 pages on one A4 landscape sheet, each scaled to
// A5, as a print dialog's "2 pages per sheet" does; border draws CUPS's
// page-border frame around each page.
func hgTwoUp(pages []Page, border bool) []Page {
	const s = PageW / PageH // 0.7071: A4 → A5
	var out []Page
	for i := 0; i < len(pages); i += 2 {
		var sheet Page
		for k := 0; k < 2 && i+k < len(pages); k++ {
			off := float64(k) * PageH / 2
			if border {
				sheet.Shapes = append(sheet.Shapes, Shape{Kind: "box", X: off + 6, Y: 6, W: PageH/2 - 12, H: PageW - 12, Width: 0.5})
			}
			for _, it := range pages[i+k].Items {
				it.X, it.Y, it.Size = off+it.X*s, it.Y*s, it.Size*s
				sheet.Items = append(sheet.Items, it)
			}
			for _, sh := range pages[i+k].Shapes {
				sh.X, sh.Y, sh.W, sh.H, sh.Width = off+sh.X*s, sh.Y*s, sh.W*s, sh.H*s, sh.Width*s
				sheet.Shapes = append(sheet.Shapes, sh)
			}
		}
		out = append(out, sheet)
	}
	return out
}

// renderHGNaspa: the Nassauische Sparkasse Kontoauszug, printed two
// pages per landscape sheet through a CUPS PDF printer.
func (g *gen) renderHGNaspa(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	nr := fmt.Sprint(int(g.end.Month))
	g.size = 8.5
	f.lh = 11
	f.top, f.bottom = 40, 86
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7.5} }
	entgelt := false
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Nassauische Sparkasse", Bold: true, Size: 13}, R(555, fmt.Sprintf("Kontoauszug %s/%d", nr, g.end.Year)))
		f.gap(4)
		f.put(Item{X: 40, Text: g.chosen["hg-office"], Size: 7}, R(555, "Giro Komfort"))
		f.gap(6)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.put(L(40, "Hauptstraße 7"), R(555, "BIC "+g.bic))
			f.put(L(40, "12345 "+g.city))
			f.gap(10)
		} else {
			f.put(L(40, g.holder), R(555, "IBAN "+ibanF))
			f.gap(4)
		}
		if entgelt {
			return
		}
		yy := f.y
		hhShape(f, p-1, Shape{Kind: "fill", X: 38, Y: yy - 2, W: 519, H: f.lh + 2, Grey: 0.88})
		f.put(B(40, "Buchungstag"), B(108, "Wert"), B(172, "Erläuterung"), BR(555, "Betrag EUR"))
		f.gap(3)
	}
	f.newPage()
	f.put(L(172, fmt.Sprintf("Kontostand am %s, Auszug Nr. %d", g.start.AddDays(-1), max(1, atoiHI(nr)-1))), R(555, g.opening.String()))
	f.gap(3)
	for _, t := range g.txs {
		head := t.typ
		ls := [][]Item{{L(40, t.booking.String()), L(108, t.value.String()), B(172, head), R(555, t.amount.String())}}
		if t.party != "" {
			ls = append(ls, []Item{L(172, t.party)})
		}
		ls = append(ls, freeLines(t.purpose, 172, 62)...)
		if t.eref != "" {
			ls = append(ls, []Item{small(172, "End-to-End-Ref.: "+t.eref)})
		}
		if t.mref != "" {
			ls = append(ls, []Item{small(172, "Mandatsref.: "+t.mref+" Gläubiger-ID: "+t.cred)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(172, "IBAN: "+german.FormatIBAN(t.iban)+" BIC: "+hrBIC(t.iban))})
		}
		f.block(ls)
		f.gap(2)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{
		{B(172, fmt.Sprintf("Kontostand am %s um %s Uhr", g.end, g.chosen["hg-time"])), BR(555, g.closing.String())},
		{},
		{small(172, "Bitte beachten Sie die Hinweise zu Einwendungen auf der Rückseite Ihres Kontoauszugs.")},
	})
	if rows := g.chosen["hg-entgelt"]; rows != "" {
		entgelt = true
		f.newPage()
		prev := g.end.Year - 1
		f.put(Item{X: 40, Text: fmt.Sprintf("Entgeltaufstellung für das Jahr %d", prev), Bold: true, Size: 11})
		f.put(L(40, "gemäß § 10 Zahlungskontengesetz (ZKG) für Ihr Zahlungskonto "+ibanF))
		f.put(small(40, fmt.Sprintf("Zeitraum 01.01.%d bis 31.12.%d · Kontoinhaber %s", prev, prev, g.holder)))
		f.gap(8)
		yy := f.y
		hhShape(f, len(f.pages)-1, Shape{Kind: "fill", X: 38, Y: yy - 2, W: 519, H: f.lh + 2, Grey: 0.88})
		f.put(B(40, "Dienst"), BR(340, "Anzahl"), BR(450, "Entgelt je Einheit EUR"), BR(555, "Summe EUR"))
		var sum german.Cents
		for _, l := range strings.Split(rows, "\n") {
			c := strings.Split(l, "|")
			n := atoiHI(c[1])
			each, _ := german.ParseAmount(c[2])
			sum += each * german.Cents(n)
			f.put(L(40, c[0]), R(340, c[1]), R(450, each.String()), R(555, (each*german.Cents(n)).String()))
		}
		hhShape(f, len(f.pages)-1, Shape{Kind: "line", X: 38, Y: f.y, W: 519, Width: 0.5})
		f.gap(2)
		f.put(B(40, "Gesamtbetrag der Entgelte"), BR(555, sum.String()))
		f.gap(8)
		f.put(B(40, "Zinsen"))
		f.put(L(40, "Sollzinssatz für eingeräumte Überziehungen 10,65 % p.a."), R(555, g.chosen["hg-sollzins"]))
		f.put(L(40, "Sollzinssatz für geduldete Überziehungen 15,65 % p.a."), R(555, "0,00"))
		f.put(L(40, "Habenzinsen 0,00 % p.a."), R(555, "0,00"))
		f.gap(8)
		for _, w := range wrap("Diese Aufstellung dient Ihrer Information. Die aufgeführten Entgelte und Zinsen wurden Ihrem Konto im Jahr "+fmt.Sprint(prev)+" bereits belastet; sie werden nicht erneut gebucht.", 110) {
			f.put(small(40, w))
		}
	}
	hsFoot(f.pages, []string{"Nassauische Sparkasse · Anstalt des öffentlichen Rechts · Sitz Wiesbaden · Amtsgericht Wiesbaden HRA 9488 · BIC NASSDE55XXX",
		"Die Nassauische Sparkasse ist dem Sicherungssystem der Sparkassen-Finanzgruppe angeschlossen."},
		func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })
	f.pages = hgTwoUp(f.pages, g.iban[len(g.iban)-6]%2 == 0)
	st.PostScript = psProgram(f.pages, psStyle{W: PageH, H: PageW, Regular: "NimbusSans-Regular", Bold: "NimbusSans-Bold", Show: "show",
		Creator: "cups-pdf (2 Seiten pro Blatt)", Title: fmt.Sprintf("Kontoauszug_%d_%03d", g.end.Year, atoiHI(nr))})
}

// hgBankView is an amount as the card bank prints it: charges positive,
// payments negative.
func hgBankView(c german.Cents) string { return (-c).String() }

// renderHGAdvanzia: the Advanzia Mastercard statement.
func (g *gen) renderHGAdvanzia(f *flow, st *Statement) {
	add := st.Truth.add
	ibanF := german.FormatIBAN(g.iban)
	card := "5583 49XX XXXX " + g.iban[len(g.iban)-4:]
	g.size = 8.5
	f.lh = 11.5
	f.top, f.bottom = 40, 80
	var deb, cred german.Cents
	for _, t := range g.txs {
		if t.amount < 0 {
			deb -= t.amount
		} else {
			cred += t.amount
		}
	}
	limit := german.Cents((10 + len(g.iban)%5 + int(g.iban[6]-'0')) * 25000)
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: "Advanzia Bank", Bold: true, Size: 15}, R(555, "Mastercard Gold"))
		f.gap(5)
		f.put(Item{X: 40, Text: g.bank + " · " + g.chosen["hg-office"], Size: 6.5}, R(555, "Kartennummer "+card))
		f.gap(6)
		if p == 1 {
			f.put(L(40, g.holder), R(555, "Kontoauszug vom "+g.end.String()))
			f.put(L(40, "Hauptstraße 7"), R(555, fmt.Sprintf("Abrechnungszeitraum %s - %s", g.start, g.end)))
			f.put(L(40, "12345 "+g.city), R(555, "Ihre IBAN "+ibanF))
			f.put(R(555, "BIC "+g.bic))
			f.gap(8)
			y0 := f.y
			for k, c := range [][2]string{{"Saldo vorheriger Kontoauszug", hgBankView(g.opening)}, {"Belastungen (+)", deb.String()}, {"Gutschriften (-)", cred.String()}, {"Neuer Saldo", hgBankView(g.closing)}} {
				x := 40 + float64(k)*130
				hhShape(f, 0, Shape{Kind: "box", X: x, Y: y0 - 2, W: 124, H: 2*f.lh + 4, Width: 0.6})
				f.cur().Items = append(f.cur().Items, Item{X: g.x0 + (x+4-40)*g.xs, Y: y0, Text: c[0], Size: 7})
				f.cur().Items = append(f.cur().Items, Item{X: g.x0 + (x+120-40)*g.xs, Y: y0 + f.lh, Text: c[1] + " EUR", Size: 9, Bold: true, Right: true})
			}
			f.gap(2*f.lh + 12)
		} else {
			f.put(L(40, g.holder), R(555, "Kontoauszug vom "+g.end.String()))
			f.gap(6)
		}
		yy := f.y
		hhShape(f, p-1, Shape{Kind: "fill", X: 38, Y: yy - 2, W: 519, H: f.lh + 2, Grey: 0.85})
		f.put(B(40, "Transaktionsdatum"), B(136, "Buchungsdatum"), B(226, "Beschreibung"), BR(555, "Betrag in EUR"))
		f.gap(2)
	}
	f.newPage()
	f.put(Item{X: 555, Text: "(+) Belastung  (-) Gutschrift", Size: 7, Right: true})
	f.put(L(226, "Saldo vorheriger Kontoauszug vom "+g.start.AddDays(-1).String()), R(555, hgBankView(g.opening)))
	for _, t := range g.txs {
		desc := t.party
		if desc == "" {
			desc = t.purpose
		}
		ls := [][]Item{{L(40, t.value.String()), L(136, t.booking.String()), L(226, desc), R(555, hgBankView(t.amount))}}
		tt := truth(t, true, false, "")
		switch {
		case t.party == "":
			tt.Purpose = t.purpose
		case t.fx != "":
			ls = append(ls, []Item{{X: 226, Text: t.fx, Size: 7.5}})
			tt.Purpose = t.fx
		case t.purpose == "Gutschrift":
			ls = append(ls, []Item{{X: 226, Text: "Gutschrift", Size: 7.5}})
			tt.BookingText = "Gutschrift"
		}
		f.block(ls)
		add(tt)
	}
	f.gap(3)
	f.block([][]Item{{B(226, "Neuer Saldo"), BR(555, hgBankView(g.closing))}})
	f.gap(12)
	owed := max(-g.closing, 0)
	minPay := min(owed, max(2000, owed*3/100))
	due := g.end.AddDays(21)
	f.block([][]Item{
		{Item{X: 40, Text: "Ihre Zahlungsinformationen", Bold: true, Size: 9.5}},
		{L(40, "Mindestbetrag (3 % des Saldos, mind. 20,00 EUR)"), R(380, minPay.String()+" EUR")},
		{L(40, "fällig am"), R(380, due.String())},
		{L(40, "Kreditrahmen"), R(380, limit.String()+" EUR")},
		{L(40, "verfügbarer Betrag"), R(380, max(limit-owed, 0).String()+" EUR")},
		{L(40, "Sollzinssatz 21,49 % p.a. (effektiver Jahreszins 23,94 %)")},
		{},
		{Item{X: 40, Text: "Bitte überweisen Sie den gewünschten Betrag auf Ihre persönliche IBAN " + ibanF + ". Zahlen Sie den Saldo", Size: 7.5}},
		{Item{X: 40, Text: "vollständig bis zum Fälligkeitsdatum, fallen für Einkäufe keine Zinsen an. Keine Gebühren für den Auslandseinsatz.", Size: 7.5}},
	})
	hsFoot(f.pages, []string{"Advanzia Bank S.A. · 9, Parc d'Activité Syrdall · L-5365 Munsbach · R.C.S. Luxembourg B 109 476 · www.advanzia.com",
		"Einlagen sind durch den Fonds de garantie des dépôts Luxembourg (FGDL) bis 100.000 EUR geschützt."},
		func(i, n int) string { return fmt.Sprintf("Seite %d/%d", i, n) })
}

// renderHGVR: a Volksbank's Vereinskonto statement on A5 portrait
// pages, through Ghostscript.
func (g *gen) renderHGVR(f *flow, st *Statement) {
	add := st.Truth.add
	const w, h = 419.53, 595.28
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	nr := fmt.Sprint(int(g.end.Month)) + "/" + fmt.Sprint(g.end.Year)
	g.size = 7
	g.x0, g.xs = 24+float64(int(g.iban[len(g.iban)-2]-'0')%5), 1
	f.lh = 8.8
	f.top, f.bottom = 28, PageH-h+40
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 6.2} }
	// X in the layout's coordinates: 40 … 384 (the A5 page's width).
	f.header = func(f *flow, p int) {
		f.put(Item{X: 40, Text: g.bank, Bold: true, Size: 9}, R(384, "Kontoauszug "+nr))
		f.put(small(40, g.chosen["hg-office"]), R(384, fmt.Sprintf("Blatt %d", p)))
		f.gap(4)
		if p == 1 {
			hl := wrap(g.holder, 44)
			right := []string{"Vereinskonto " + kto, "IBAN " + ibanF, "BIC " + g.bic, "erstellt am " + g.hgPrinted().String()}
			lines := append(append([]string{}, hl...), "Hauptstraße 7", "12345 "+g.city)
			for k := 0; k < max(len(lines), len(right)); k++ {
				var l []Item
				if k < len(lines) {
					l = append(l, L(40, lines[k]))
				}
				if k < len(right) {
					l = append(l, R(384, right[k]))
				}
				f.put(l...)
			}
			f.gap(6)
		} else {
			f.put(small(40, "IBAN "+ibanF))
			f.gap(2)
		}
		yy := f.y
		f.put(B(40, "Bu-Tag"), B(70, "Wert"), B(100, "Vorgang"), BR(384, "Betrag EUR"))
		hhShape(f, p-1, Shape{Kind: "line", X: 40, Y: yy + f.lh - 1.5, W: 344, Width: 0.5})
		f.gap(2)
	}
	f.onBreak = func(f *flow, p int, bal german.Cents) {
		f.put(B(100, fmt.Sprintf("Übertrag auf Blatt %d", p+1)), BR(384, hgSH(bal)))
	}
	f.onStart = func(f *flow, p int, bal german.Cents) {
		f.put(B(100, fmt.Sprintf("Übertrag von Blatt %d", p-1)), BR(384, hgSH(bal)))
	}
	f.bal = g.opening
	f.newPage()
	f.put(B(100, "alter Kontostand vom "+g.start.AddDays(-1).String()), BR(384, hgSH(g.opening)))
	f.gap(2)
	for _, t := range g.txs {
		ls := [][]Item{{L(40, dm(t.booking)), L(70, dm(t.value)), B(100, t.typ), R(384, hgSH(t.amount))}}
		for _, n := range wrap(t.party, 40) {
			ls = append(ls, []Item{L(100, n)})
		}
		ls = append(ls, freeLines(t.purpose, 100, 50)...)
		if t.mref != "" {
			ls = append(ls, []Item{small(100, "Mandat "+t.mref+" Gläubiger-ID "+t.cred)})
		}
		if t.iban != "" {
			ls = append(ls, []Item{small(100, "IBAN "+t.iban+" BIC "+hrBIC(t.iban))})
		}
		f.block(ls)
		f.bal = t.balance
		f.gap(1.5)
		add(truth(t, true, true, t.purpose))
	}
	f.gap(2)
	f.block([][]Item{
		{B(100, "neuer Kontostand vom "+g.end.String()), BR(384, hgSH(g.closing))},
		{},
		{small(40, "Bitte prüfen Sie die Buchungen. Einwendungen sind unverzüglich zu erheben.")},
		{small(40, "Einlagen sind durch die BVR Institutssicherung GmbH geschützt.")},
	})
	for i := range f.pages {
		f.pages[i].Items = append(f.pages[i].Items, Item{X: g.x0 + (384-40)*g.xs, Y: h - 24, Text: fmt.Sprintf("Blatt %d von %d", i+1, len(f.pages)), Size: 6, Right: true})
	}
	st.PostScript = psProgram(f.pages, psStyle{W: w, H: h, Regular: "NimbusSans-Regular", Bold: "NimbusSans-Bold", Show: "show",
		Creator: "agree21 Druckausgabe", Title: "Kontoauszug " + nr})
}
