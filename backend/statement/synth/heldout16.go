package synth

// Sealed batch 16 (hk-*): a sixteenth held-out batch, written when the
// fifteenth (hl-*) was sealed, without looking at the extractor or its
// rule code. Unlike the fifteenth it is meant as a HARD test: every
// layout carries several of the conventions that break statement
// extractors in practice (a booking split over a page break, boxes and
// summaries full of dates and amounts that are not bookings, pending
// bookings, returns with a fee, amounts without thousands separators or
// with a sign column, combined or long dates, SEPA fields in varying
// order, newest first, running balances, many pages). Five are current
// accounts of businesses or private persons at banks no earlier batch
// modelled in this form, one a credit card bill, one an online-banking
// print. Bank data, names and numbers are synthetic:
//
//   - hk-postbankbiz: a Postbank Business Giro (Geschäftskonto of a
//     craftsman's firm or small company) over a busy month, 4–6 PAGES
//     (48–71 bookings): "Buchung/Wert | Vorgang/Buchungsinformation |
//     +/- | Betrag (EUR)" with booking and value date IN ONE CELL
//     ("03.02./04.02.", year-less), a SIGN COLUMN holding only "-" or
//     "+" left of the unsigned amount, the type on the first line, the
//     counterparty's name (business names WRAPPED over two lines), the
//     purpose, "Referenz …", "Mandat … Gläubiger-ID …" and "IBAN … BIC
//     …" (IBAN in groups) under it, card payments with a "girocard
//     05.07. 11:11 TID 20841778 MUSTERSTADT" line (the purpose); a
//     booking that does not fit is SPLIT OVER THE PAGE BREAK (its first
//     lines, the amount's and the name's, at the foot of one page, the
//     rest after the next page's header), no carry-over lines; the
//     bank's own "Entgelt" rows (Kontoführung, Buchungsposten) and cash
//     deposits without counterparty; "Alter Kontostand" / "Neuer
//     Kontostand" with the sign column; after them a SECOND ACCOUNT, the
//     firm's "Business Tagesgeld" with its own IBAN and its own opening
//     and closing balance (in the same sign and amount columns) and no
//     bookings, a rate "ab 01.02.2025": the truth model holds one
//     account per statement, so that section is a NON-BOOKING TRAP (the
//     truth is the Giro account);
//   - hk-spkfirma: a Sparkasse Geschäftsgirokonto (Firmenkonto) in the
//     last month of a quarter: "Bu-Tag | Wert | Erläuterung | Betrag EUR
//     | Saldo EUR" with TWO-DIGIT YEARS ("03.02.25"), signed amounts and
//     a RUNNING SALDO column; the name under the type, then the SEPA
//     fields as "EREF+ / MREF+ / CRED+ / KREF+ / SVWZ+ / ABWA+" lines in
//     an ORDER THAT VARIES from booking to booking (SVWZ first, last or
//     in between, wrapped purpose lines without a tag; "ABWA+" names
//     someone who paid on the customer's behalf, not the counterparty),
//     "IBAN: DE…" WITHOUT SPACES; customers' direct debits the firm collected
//     ("SEPA-Lastschrifteinzug", credits) and one returned
//     ("Rücklastschrift", the opposite sign of the collection, with the
//     return reason in the text) followed by the bank's fee row; the
//     quarter's "Abschluss" booking (the bank's: no counterparty) with
//     its RECHNUNGSABSCHLUSS calculation lines (Kontoführung, Buchungsposten,
//     Sollzinsen "ab 01.02.2025", Summe) whose amounts stand in a
//     sub-column as information, not bookings; after the closing
//     balance the Rechnungsabschluss notice and the credit line;
//   - hk-raiba: a Raiffeisenbank private Girokonto Kontoauszug (Atruvia
//     printer style): "Bu-Tag | Wert | Vorgang | Betrag EUR" with
//     year-less "03.02." dates and amounts WITHOUT THOUSANDS SEPARATOR
//     and a TRAILING "S"/"H" ("1234,56 S", "2500,00 H"); card payments
//     of TWO CARD KINDS, "Kartenzahlung girocard" (the girocard with the
//     terminal id and city: "GIROCARD 03.02.2025 10:15 TID 69284711
//     KEMPTEN KARTE 1 XXXXXXXX1234") and "Kartenzahlung Visa Debit" ("VISA
//     DEBIT 4871 78XX XXXX 2734 03.02.2025 KEMPTEN DE"), these card lines
//     being the purpose; the name under the type, the purpose, then
//     "Mandatsref. …", "Gläubiger-ID …" and "IBAN … BIC …" lines; a
//     returned direct debit ("Rücklastschrift", the
//     opposite sign of the debit, "Rückgabe mangels Deckung …" followed
//     by the bank's "Entgelt" row, or "Rückgabe wegen Widerspruch …"
//     without a fee); "Übertrag auf Blatt 2" / "Übertrag von Blatt 1"
//     with the balance so far, and bookings SPLIT OVER THE PAGE BREAK
//     (the first lines above the Übertrag, the rest after the next
//     page's Übertrag); a box with the Dispositionskredit, its rate "ab
//     01.02.2025" and the Einlagensicherung (amounts that are not
//     bookings);
//   - hk-dkb: a DKB Girokonto Kontoauszug (2023+ PDF): the balances in a
//     box at the top, "Buchungstag | Wertstellung | Buchungstext | Soll
//     (EUR) | Haben (EUR)" with UNSIGNED amounts in a SOLL/HABEN COLUMN
//     PAIR, the name under the type, then the purpose and LABELLED
//     references "Mandatsreferenz: …", "Gläubiger-ID: …",
//     "Ende-zu-Ende-Referenz: …" in a VARYING ORDER (before or after the
//     purpose), "IBAN: DE12 3456 …" in groups; every card payment a Visa
//     Debit ("VISA Debitkarte 4748 XXXX XXXX 1234 03.02.2025 BERLIN",
//     the purpose); a card payment cancelled by a "Storno" row (the
//     opposite sign, the merchant's name, "Storno Kartenzahlung vom …"
//     as text); a box with the Dispositionskredit, a rate "ab …" and the
//     Einlagensicherung "bis 100.000,00 EUR" (not bookings), and a
//     non-booking summary of the holder's DKB Visa Kreditkarte (its own
//     card number and "Saldo" with a date: a trap);
//   - hk-hanseatic: a Hanseatic Bank GenialCard (Visa credit card,
//     revolving) "Kontoauszug" from the 23rd to the 22nd: LONG DATES
//     ("03. Feb. 2025") in the booking-date column, the merchant bold,
//     under it "Kaufdatum 01. Feb. 2025 · Karte …" (the purchase date:
//     the value date, as ho-kreditkarte's receipt date), foreign
//     purchases with "USD 45,00 Kurs 1,0856" under it (the purpose, the
//     "fx" convention), amounts with "EUR" AFTER the signed amount
//     ("-45,00 EUR", "+150,00 EUR"); merchants' refunds ("Gutschrift"
//     printed under the merchant instead of the purchase date: no value
//     date) with the opposite sign; the holder's
//     monthly payment "Zahlungseingang - vielen Dank" and the bank's
//     "Zinsen für Teilzahlung" (the bank's postings: no counterparty, the
//     text is the purpose); the balance is owed (negative); a summary
//     box (Verfügungsrahmen, verfügbarer Betrag, Sollzinssatz "ab
//     01.02.2025", Mindestbetrag with its debit date and the reference
//     account's IBAN) whose dates and amounts are NOT bookings;
//   - hk-commerzgk: a Commerzbank Firmenkunden online-banking "Umsätze"
//     print: NEWEST FIRST, first a "Vorgemerkte Umsätze" block (pending,
//     clearly labelled "noch nicht gebucht", NOT in the truth) with
//     dates and amounts like bookings, then "Gebuchte Umsätze":
//     "Buchungstag | Wertstellung | Umsatzart | Buchungstext | Betrag",
//     amounts "-1.234,56 EUR" (EUR AFTER the amount on every row), the
//     name (WRAPPED, business names over two lines), the purpose and
//     "End-to-End-Ref.: …", "Mandatsref.: …", "Gläubiger-ID: …" and
//     "IBAN: …" in the Buchungstext column; the current balance, credit
//     line and available amount at the top, the balance at the start of
//     the period at the end; the browser's timestamp and URL in the
//     margins;
//   - hk-fyrst: a FYRST (Deutsche Bank) business account Kontoauszug of
//     a small firm: "Datum | Vorgang | Betrag" with LONG DATES ("03. Feb.
//     2025"), the booking date on the block's first line and, in the
//     date column of the next two lines, a small "Valuta" label and the
//     value date ("04. Feb. 2025") beside the name and the purpose;
//     "EUR" BEFORE the signed amount ("EUR -45,00", "EUR 1.234,56"); the
//     type bold on the first line, then the name, the purpose, "EREF …",
//     "MREF … CRED …" and "IBAN DE… BIC …" with the IBAN WITHOUT SPACES;
//     "Kartenzahlung Visa Debit" with the card line ("4910 95XX XXXX
//     5309 06. Aug. 2023 BAUHAUS") as the purpose; the monthly
//     "Kontoführungsentgelt" (the bank's: no counterparty); bookings
//     SPLIT OVER THE PAGE BREAK; "Anfangssaldo" / "Endsaldo" with long
//     dates and a box with the Dispositionskredit and its rate "ab …".
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings and the
// holder's payment to the card), the purpose is the remittance text
// only (no type, labels, references or account numbers; a card
// payment's printed card line is its purpose, a foreign card payment's
// purpose is its original amount and rate as printed, the "fx"
// convention; a card purchase without such a line has no purpose), the
// booking text is the type where it is printed, amounts are signed from
// the account holder's view, the value date where printed (the credit
// card's purchase date), opening and closing balances as printed; the
// truth rows of the newest-first print are in printed order. Pending
// bookings, calculation lines and second-account summaries are not
// rows.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed15Layouts lists the layouts of the sixteenth held-out batch
// (hk-*). They are in none of the other layout lists.
func Sealed15Layouts() []string {
	return []string{"hk-postbankbiz", "hk-spkfirma", "hk-raiba", "hk-dkb", "hk-hanseatic", "hk-commerzgk", "hk-fyrst"}
}

// hkBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hkBanks = map[string][]branch{
	"hk-postbankbiz": {
		{"Postbank – eine Niederlassung der Deutsche Bank AG", "37010050", "PBNKDEFFXXX", "Friedrich-Ebert-Allee 114-126 · 53113 Bonn"},
		{"Postbank – eine Niederlassung der Deutsche Bank AG", "44010046", "PBNKDEFFXXX", "Friedrich-Ebert-Allee 114-126 · 53113 Bonn"},
	},
	"hk-spkfirma": {
		{"Sparkasse Hannover", "25050180", "SPKHDE2HXXX", "Raschplatz 4 · 30161 Hannover"},
		{"Nassauische Sparkasse", "51050015", "NASSDE55XXX", "Rheinstraße 42-46 · 65185 Wiesbaden"},
	},
	"hk-raiba": {
		{"Raiffeisenbank Kempten-Oberallgäu eG", "73369920", "GENODEF1KEV", "Bahnhofstraße 28 · 87435 Kempten"},
		{"Raiffeisenbank Ems-Vechte eG", "28069991", "GENODEF1LIG", "Hauptstraße 10 · 49824 Emlichheim"},
	},
	"hk-dkb": {
		{"Deutsche Kreditbank AG", "12030000", "BYLADEM1001", "Taubenstraße 7-9 · 10117 Berlin"},
	},
	"hk-hanseatic": {
		{"Hanseatic Bank GmbH & Co KG", "20120700", "HSTBDEHHXXX", "Bramfelder Chaussee 101 · 22177 Hamburg"},
	},
	"hk-commerzgk": {
		{"Commerzbank AG", "37040044", "COBADEFFXXX", "Kaiserplatz · 60311 Frankfurt am Main"},
		{"Commerzbank AG", "50040000", "COBADEFFXXX", "Kaiserplatz · 60311 Frankfurt am Main"},
	},
	"hk-fyrst": {
		{"Deutsche Bank AG", "10070000", "DEUTDEBBXXX", "FYRST · Taunusanlage 12 · 60325 Frankfurt am Main"},
	},
}

var (
	hkFirms = []string{"Malerbetrieb Köhler e.K.", "Schneider Elektrotechnik GmbH", "Yilmaz Gebäudeservice GmbH", "Beispiel Catering UG (haftungsbeschränkt)", "Weber Haustechnik GmbH & Co. KG"}
	// hkClients are the firm's customers: long names that wrap.
	hkClients   = []string{"Wohnungsbaugenossenschaft %s eG", "Hausverwaltung Grünwald Immobilien GmbH & Co. KG", "Dr. med. Sabine Fischer Praxis für Allgemeinmedizin", "Evangelische Kirchengemeinde St. Johannis %s", "Kindertagesstätte Sonnenschein gGmbH", "Beispiel Logistik AG Niederlassung Süd", "Thomas Weber", "Erika Musterfrau", "Ingenieurbüro Hartmann und Partner mbB"}
	hkSuppliers = []string{"Farbenhaus Schulte GmbH & Co. KG", "Großhandel Elektro Becker KG", "Holz-Richter GmbH", "Steuerberatung Hoffmann & Partner mbB", "Autohaus Lange GmbH Werkstatt", "Gerüstbau Neumann GmbH"}
	hkDebits    = []struct{ name, purpose string }{
		{"Finanzamt %s", "Umsatzsteuer-Voranmeldung %s %d StNr. 21/%03d/%05d"},
		{"IKK classic", "Beitrag %s %d Betriebsnummer %d"},
		{"BG ETEM", "Beitragsvorschuss %s %d Mitgliedsnr. %d"},
		{"ALD AutoLeasing D GmbH", "Leasingrate Vertrag %d %s %d"},
		{"Telekom Deutschland GmbH", "Geschäftskunden Rechnung %s %d Kundennr. %d"},
		{"SIGNAL IDUNA Allgemeine Versicherung AG", "Betriebshaftpflicht %s %d VS-Nr. %d"},
		{"Handwerkskammer %s", "Kammerbeitrag %s %d Mitgl.-Nr. %d"},
	}
	hkBizShops = []string{"BAUHAUS", "HORNBACH Baumarkt AG", "Aral Tankstelle", "Shell Station", "METRO Cash & Carry", "OBI Markt", "Würth Niederlassung"}
	hkStaff    = []string{"Paul Richter", "Mia Hoffmann", "Lukas Wagner", "Emma Becker", "Felix Braun"}
)

// hkIBAN is a fresh valid IBAN of some bank.
func (g *gen) hkIBAN() string {
	return makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64())
}

// hkSEPA gives t end-to-end and mandate references and a creditor id.
func (g *gen) hkSEPA(t *tx) {
	t.eref = fmt.Sprintf("%X", g.r.Uint64())[:12]
	t.mref = fmt.Sprintf("M%d-%d", g.r.IntN(9999), g.r.IntN(99999))
	t.cred = fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11))
}

// hkOwnCred is the creditor id the firm collects its customers' direct
// debits with.
func (g *gen) hkOwnCred() string {
	if c, ok := g.chosen["hk-cred"]; ok {
		return c
	}
	g.note("hk-cred", fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11)))
	return g.chosen["hk-cred"]
}

// hkBizTxs: n bookings of a small firm's month: customers' payments
// (some collected by direct debit), suppliers, taxes and social
// security, leasing, card payments at trade shops, wages, the rent,
// cash deposits and payment providers' payouts.
func (g *gen) hkBizTxs(n int, collect bool) {
	g.holder = g.pick(hkFirms...)
	g.opening = german.Cents(g.r.IntN(2500000) - 300000)
	mon := months[g.start.Month-1]
	yr := g.start.Year
	num := func() int { return 100000 + g.r.IntN(899999) }
	g.txs = nil
	prev := g.start.AddDays(-1)
	paid := map[string]bool{} // wages and rent go out once a month
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		if g.r.IntN(6) == 0 && d.AddDays(-2).After(g.start) {
			t.value = d.AddDays(-1 - g.r.IntN(2))
		}
		k := g.r.IntN(20)
		if k >= 15 && k < 18 {
			staff := hkStaff[g.r.IntN(len(hkStaff))]
			if k == 17 {
				staff = "rent"
			}
			if paid[staff] {
				k = 6 + g.r.IntN(3) // a supplier instead
			}
			paid[staff] = true
			if k < 17 {
				t.party = staff
			}
		}
		switch {
		case k < 6:
			t.party = withCity(g.pick(hkClients...), g.city)
			t.typ = g.pick("Gutschrift", "SEPA-Gutschrift", "Echtzeit-Gutschrift")
			t.purpose = g.pick(
				fmt.Sprintf("Rechnung Nr. RE-%d-%04d vom %02d.%02d.%d", prev.Year, g.r.IntN(900)+10, 1+g.r.IntN(28), int(prev.Month), prev.Year),
				fmt.Sprintf("RE %d Kd-Nr. %d Abschlag %s", num(), 1000+g.r.IntN(9000), mon),
				fmt.Sprintf("Schlussrechnung %d Bauvorhaben %s", num(), g.pick("Lindenstraße 4", "Am Markt 12", "Schulweg 3a")))
			t.iban = g.hkIBAN()
			if g.r.IntN(3) == 0 {
				t.eref = fmt.Sprintf("%X", g.r.Uint64())[:12]
			}
			t.amount = german.Cents(15000 + g.r.IntN(900000))
			if collect && g.r.IntN(2) == 0 {
				t.typ = "SEPA-Lastschrifteinzug"
				g.hkSEPA(&t)
				t.cred = g.hkOwnCred() // the firm's own creditor id
				t.amount = german.Cents(5000 + g.r.IntN(150000))
			}
		case k < 9:
			t.party = g.pick(hkSuppliers...)
			t.typ = g.pick("Überweisung", "SEPA-Überweisung", "Echtzeitüberweisung")
			t.purpose = fmt.Sprintf("Rechnung %d Kundennr. %d", num(), 10000+g.r.IntN(90000))
			t.iban = g.hkIBAN()
			t.amount = -german.Cents(5000 + g.r.IntN(500000))
		case k < 12:
			p := hkDebits[g.r.IntN(len(hkDebits))]
			t.party = withCity(p.name, g.city)
			t.typ = g.pick("SEPA-Lastschrift", "SEPA-Firmenlastschrift")
			switch strings.Count(p.purpose, "%") {
			case 4:
				t.purpose = fmt.Sprintf(p.purpose, mon, yr, g.r.IntN(1000), g.r.IntN(100000))
			default:
				if strings.HasPrefix(p.purpose, "Leasingrate") {
					t.purpose = fmt.Sprintf(p.purpose, num(), mon, yr)
				} else {
					t.purpose = fmt.Sprintf(p.purpose, mon, yr, num())
				}
			}
			t.iban = g.hkIBAN()
			g.hkSEPA(&t)
			t.amount = -german.Cents(2000 + g.r.IntN(300000))
		case k < 15:
			t.party = g.pick(hkBizShops...)
			t.typ = "Kartenzahlung"
			t.amount = -german.Cents(500 + g.r.IntN(40000))
		case k < 17:
			t.typ = "Überweisung"
			t.purpose = fmt.Sprintf("Lohn %s %d Pers.-Nr. %d", mon, yr, 100+g.r.IntN(900))
			t.iban = g.hkIBAN()
			t.amount = -german.Cents(60000 + g.r.IntN(260000))
		case k < 18:
			t.party = "Grünwald Immobilien GmbH"
			t.typ = "Dauerauftrag"
			t.purpose = "Miete Werkstatt und Lager " + mon + " " + fmt.Sprint(yr)
			t.iban = g.hkIBAN()
			t.amount = -german.Cents(80000 + 5000*g.r.IntN(20))
		case k < 19:
			t.typ = "Bareinzahlung"
			t.purpose = fmt.Sprintf("Einzahlung Filiale %s Beleg %d", g.city, num())
			t.amount = german.Cents((1 + g.r.IntN(30)) * 5000)
		default:
			t.party = g.pick("SumUp Payments Limited", "PayPal Europe S.a.r.l. et Cie S.C.A", "Stripe Technology Europe Ltd")
			t.typ = "Gutschrift"
			t.purpose = fmt.Sprintf("Auszahlung %02d.%02d.%d Payout %d", d.Day, int(d.Month), d.Year, num())
			t.iban = g.hkIBAN()
			t.amount = german.Cents(2000 + g.r.IntN(250000))
		}
		g.txs = append(g.txs, t)
	}
	g.rebalance()
}

// hkCap is the booking limit after the scan variants' cap, minus room
// for bookings added after thinning.
func (g *gen) hkCap(limit, room int) int {
	if m := g.opt.MaxTransactions; m > 0 {
		limit = min(limit, m)
	}
	return max(limit-room, 1)
}

// hkReturn appends the return of a booking of typ (the opposite sign, a
// few days later) with the text and the bank's fee (0: none) that why
// gives for it ("{p}": the booking's purpose), and the fee; false when
// no booking of the kind allows it.
func (g *gen) hkReturn(typ, rtyp string, why func(tx) (string, german.Cents)) bool {
	var cand []int
	for i, t := range g.txs {
		if t.typ == typ && !t.booking.After(g.end.AddDays(-3)) {
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 {
		return false
	}
	o := g.txs[cand[g.r.IntN(len(cand))]]
	d := o.booking.AddDays(2 + g.r.IntN(2))
	text, fee := why(o)
	r := tx{booking: d, value: o.value, party: o.party, iban: o.iban, typ: rtyp, eref: o.eref, mref: o.mref, cred: o.cred,
		purpose: strings.ReplaceAll(text, "{p}", o.purpose), amount: -o.amount}
	g.txs = append(g.txs, r)
	if fee != 0 {
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Entgelt", amount: -fee,
			purpose: fmt.Sprintf("Entgelt Rücklastschrift vom %s", d)})
	}
	return true
}

// sealed15Setup draws the statement of an hk-* layout from its own random
// stream: the period, the bookings and what the layout adds.
func (g *gen) sealed15Setup() {
	g.redraw("hk|", 0x16ba7c4d)
	g.drawBranch(hkBanks, "hk-office")
	g.note("hk-card", fmt.Sprintf("%04d", 1000+g.r.IntN(9000)))
	g.note("hk-tid", fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)))
	card := g.chosen["hk-card"]
	city := strings.ToUpper(g.city)
	th := thinning{}
	switch g.layout {
	case "hk-postbankbiz":
		g.hkBizTxs(46+g.r.IntN(24), false)
		for i, t := range g.txs {
			if t.typ == "Kartenzahlung" {
				g.txs[i].purpose = fmt.Sprintf("girocard %02d.%02d. %02d:%02d TID %s %s", t.value.Day, int(t.value.Month), 7+g.r.IntN(12), g.r.IntN(60), g.chosen["hk-tid"], city)
			}
		}
		g.thin(g.hkCap(90, 2), th)
		fee := german.Cents([]int{990, 1290, 1590}[g.r.IntN(3)])
		posts := len(g.txs)
		g.txs = append(g.txs,
			tx{booking: g.end, value: g.end, typ: "Entgelt", amount: -fee, purpose: "Kontoführungsentgelt Business Giro " + months[g.end.Month-1] + " " + fmt.Sprint(g.end.Year)},
			tx{booking: g.end, value: g.end, typ: "Entgelt", amount: -german.Cents(posts * 19), purpose: fmt.Sprintf("Buchungsposten %d x 0,19 EUR", posts)})
		g.note("hk-tg", makeIBAN(g.iban[4:12], g.r.Uint64()))
		g.note("hk-tgbal", german.Cents(500000+g.r.IntN(4000000)).String())

	case "hk-spkfirma":
		q := (int(g.start.Month)-1)/3*3 + 3
		g.start = german.D(g.start.Year, time.Month(q), 1)
		g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
		g.hkBizTxs(5+g.r.IntN(24), true)
		g.thin(g.hkCap(30, 3), th)
		reason := "{p} " + g.pick("MD06 Rückgabe auf Verlangen des Zahlers", "AM04 Deckung unzureichend", "AC04 Konto aufgelöst")
		fee := german.Cents(300 + 50*g.r.IntN(6))
		why := func(tx) (string, german.Cents) { return reason, fee }
		if !g.hkReturn("SEPA-Lastschrifteinzug", "Rücklastschrift", why) {
			// No collection early enough: a customer's payment was one.
			for i, t := range g.txs {
				if t.amount > 0 && t.party != "" && !t.booking.After(g.end.AddDays(-3)) {
					g.txs[i].typ = "SEPA-Lastschrifteinzug"
					g.hkSEPA(&g.txs[i])
					g.txs[i].cred = g.hkOwnCred()
					g.hkReturn("SEPA-Lastschrifteinzug", "Rücklastschrift", why)
					break
				}
			}
		}
		// The quarter's Rechnungsabschluss: one booking, its lines as
		// information.
		fee = german.Cents([]int{1290, 1490, 1990}[g.r.IntN(3)])
		posts := 40 + g.r.IntN(160)
		price := []int{10, 12, 15}[g.r.IntN(3)]
		lines := []string{fmt.Sprintf("Kontoführung 3 x %s EUR|%s", fee, 3*fee), fmt.Sprintf("Buchungsposten %d x 0,%02d EUR|%s", posts, price, german.Cents(posts*price))}
		sum := 3*fee + german.Cents(posts*price)
		if g.r.IntN(2) == 0 {
			z := german.Cents(50 + g.r.IntN(4000))
			lines = append(lines, fmt.Sprintf("Sollzinsen 11,25 %% ab %s|%s", german.D(g.start.Year, time.Month(q-1), 1), z))
			sum += z
		}
		lines = append(lines, "Summe|"+sum.String())
		g.note("hk-abschluss", strings.Join(lines, "\n"))
		qs := german.D(g.start.Year, time.Month(q-2), 1)
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Abschluss", amount: -sum, purpose: fmt.Sprintf("Abrechnung %s bis %s", dmy2(qs), dmy2(g.end))})

	case "hk-raiba":
		g.transactions()
		visa := fmt.Sprintf("4871 %02dXX XXXX %s", g.r.IntN(100), card)
		for i, t := range g.txs {
			switch t.typ {
			case "Kartenzahlung":
				tm := fmt.Sprintf("%02d:%02d", 7+g.r.IntN(13), g.r.IntN(60))
				if g.r.IntN(2) == 0 {
					g.txs[i].typ = "Kartenzahlung girocard"
					g.txs[i].purpose = fmt.Sprintf("GIROCARD %s %s TID %s %s KARTE 1 XXXXXXXX%s", t.booking, tm, g.chosen["hk-tid"], city, card)
				} else {
					g.txs[i].typ = "Kartenzahlung Visa Debit"
					g.txs[i].purpose = fmt.Sprintf("VISA DEBIT %s %s %s DE", visa, t.booking, city)
				}
			case "Bargeldauszahlung":
				g.txs[i].party = "Raiffeisenbank " + g.city
			}
		}
		g.opening = german.Cents(g.r.IntN(200000) - 120000)
		g.thin(g.hkCap(30, 2), th)
		g.rebalance()
		// A debit the account could not carry goes back, with the
		// bank's fee; one the holder objected to goes back without.
		why := func(o tx) (string, german.Cents) {
			if o.balance < -200000 || (o.balance < 0 && g.r.IntN(2) == 0) {
				return "Rückgabe mangels Deckung {p}", german.Cents(500 + g.r.IntN(4)*100)
			}
			return "Rückgabe wegen Widerspruch {p}", 0
		}
		if !g.hkReturn("SEPA-Lastschrift", "Rücklastschrift", why) {
			g.hkReturn("Lastschrift", "Rücklastschrift", why)
		}

	case "hk-dkb":
		g.transactions()
		visa := "4748 XXXX XXXX " + card
		for i, t := range g.txs {
			switch t.typ {
			case "Kartenzahlung":
				g.txs[i].purpose = fmt.Sprintf("VISA Debitkarte %s %s %s", visa, t.booking, city)
			case "Bargeldauszahlung":
				g.txs[i].party = g.pick("Sparkasse ", "Volksbank ", "Commerzbank ") + g.city
			}
		}
		g.thin(g.hkCap(28, 1), th)
		var cand []int
		for i, t := range g.txs {
			if t.typ == "Kartenzahlung" && !t.booking.After(g.end.AddDays(-2)) {
				cand = append(cand, i)
			}
		}
		if len(cand) > 0 {
			o := g.txs[cand[g.r.IntN(len(cand))]]
			d := o.booking.AddDays(1 + g.r.IntN(2))
			g.txs = append(g.txs, tx{booking: d, value: o.value, party: o.party, typ: "Storno", amount: -o.amount,
				purpose: "Storno Kartenzahlung vom " + o.booking.String()})
		}
		g.note("hk-cc", fmt.Sprintf("4930 XXXX XXXX %04d", g.r.IntN(10000)))
		g.note("hk-ccbal", (-german.Cents(g.r.IntN(150000))).String())

	case "hk-hanseatic":
		g.hkCardTxs()

	case "hk-commerzgk":
		g.hkBizTxs(8+g.r.IntN(30), false)
		for i, t := range g.txs {
			if t.typ == "Kartenzahlung" {
				g.txs[i].purpose = fmt.Sprintf("%04d-%02d-%02dT%02d:%02d Debitk.%d %d-%02d", t.booking.Year, int(t.booking.Month), t.booking.Day, 8+g.r.IntN(12), g.r.IntN(60), 1+g.r.IntN(3), t.booking.Year+2, 1+g.r.IntN(12))
			}
		}
		g.thin(g.hkCap(30, 1), th)
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", amount: -german.Cents([]int{1990, 2490, 2990}[g.r.IntN(3)]),
			purpose: "Kontoführung Geschäftskonto Klassik " + months[g.end.Month-1]})

	case "hk-fyrst":
		g.hkBizTxs(6+g.r.IntN(24), false)
		visa := "4910 " + fmt.Sprintf("%02d", g.r.IntN(100)) + "XX XXXX " + card
		for i, t := range g.txs {
			if t.typ == "Kartenzahlung" {
				g.txs[i].typ = "Kartenzahlung Visa Debit"
				g.txs[i].purpose = fmt.Sprintf("%s %s %s", visa, hkLong(t.value), strings.ToUpper(t.party))
			}
		}
		g.thin(g.hkCap(26, 1), th)
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", amount: -german.Cents([]int{0, 900, 1900}[g.r.IntN(3)] + 900),
			purpose: "Kontoführungsentgelt FYRST " + months[g.end.Month-1] + " " + fmt.Sprint(g.end.Year)})
	}
	g.rebalance()
}

// hkCardTxs: a revolving Visa card's month from the 23rd to the 22nd:
// purchases (some abroad), a merchant's refund, the holder's payment
// and the interest on the carried balance.
func (g *gen) hkCardTxs() {
	g.start = german.D(g.start.Year, g.start.Month, 23)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = -german.Cents(20000 + g.r.IntN(250000))
	n := 5 + g.r.IntN(24)
	g.txs = nil
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d.AddDays(-g.r.IntN(4))}
		if t.value.Before(g.start) {
			t.value = d
		}
		switch k := g.r.IntN(10); {
		case k < 2:
			g.hmForeign(&t)
		default:
			t.party = withCity(g.pick(append(shops, "Zalando SE", "MediaMarkt", "Deutsche Bahn Fernverkehr", "Lufthansa", "Booking.com")...), g.city)
			t.amount = -german.Cents(199 + g.r.IntN(25000))
		}
		g.txs = append(g.txs, t)
	}
	g.thin(g.hkCap(30, 3), thinning{})
	// A refund of one purchase.
	var cand []int
	for i, t := range g.txs {
		if t.fx == "" && t.party != "" && !t.booking.After(g.end.AddDays(-3)) {
			cand = append(cand, i)
		}
	}
	if len(cand) > 0 {
		o := g.txs[cand[g.r.IntN(len(cand))]]
		d := o.booking.AddDays(2 + g.r.IntN(2))
		part := o.amount
		if g.r.IntN(2) == 0 {
			part = o.amount / 2
		}
		g.txs = append(g.txs, tx{booking: d, value: d, party: o.party, typ: "Gutschrift", amount: -part})
	}
	pay := german.Cents(5000 + g.r.IntN(40000))
	pd := german.D(g.start.Year, g.start.Month, 28).AddDays(g.r.IntN(8))
	g.txs = append(g.txs, tx{booking: pd, value: pd, typ: "Zahlung", purpose: "Zahlungseingang - vielen Dank", amount: pay})
	z := max(german.Cents(float64(pos(g.opening))*0.1968/12+0.5), 1)
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Zinsen", purpose: "Zinsen für Teilzahlung", amount: -z})
	g.note("hk-ref", makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64()))
	g.note("hk-limit", german.Cents((10+g.r.IntN(40))*10000).String())
}

// hkLong is "03. Feb. 2025".
func hkLong(d german.Date) string {
	return fmt.Sprintf("%02d. %s %d", d.Day, monthsAbbr[d.Month-1], d.Year)
}

// hkSH is a cooperative printer's amount: no thousands separator, a
// trailing "S" or "H".
func hkSH(c german.Cents) string {
	if c < 0 {
		return noThou(c) + " S"
	}
	return noThou(c) + " H"
}

// hkSign is the sign column's mark.
func hkSign(c german.Cents) string {
	if c < 0 {
		return "-"
	}
	return "+"
}

// hkSplit places a booking's lines; when they do not fit on the page,
// the first lines go to its foot (at least head of them and two: the
// amount's line and the name stay together) and the rest after the next
// page's head. bal is the balance after the booking, which the page
// break carries.
func hkSplit(f *flow, ls [][]Item, head int, bal german.Cents) {
	room := int((PageH - f.bottom - f.y) / f.lh)
	if len(ls) < 4 || room < max(2, head) || room >= len(ls) {
		f.block(ls)
		f.bal = bal
		return
	}
	for _, l := range ls[:room] {
		f.put(l...)
	}
	f.bal = bal
	if f.onBreak != nil {
		f.onBreak(f, len(f.pages), f.bal)
	}
	f.newPage()
	for _, l := range ls[room:] {
		f.put(l...)
	}
}

// hkOrder is one of the orders a Sparkasse prints a booking's SEPA
// fields in.
var hkOrder = [][]string{
	{"EREF", "MREF", "CRED", "SVWZ", "ABWA"},
	{"SVWZ", "EREF", "MREF", "CRED"},
	{"KREF", "EREF", "SVWZ", "MREF", "CRED", "ABWA"},
	{"MREF", "CRED", "EREF", "SVWZ"},
}

// renderSealed15 draws the hk-* layouts into f and st.
func (g *gen) renderSealed15(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	office := g.bank + " · " + g.chosen["hk-office"]
	small := func(x float64, s string) Item { return Item{X: x, Text: s, Size: g.size - 1} }
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	addr := func(x float64) {
		f.put(L(x, g.holder))
		f.put(L(x, "Hauptstraße 7"))
		f.put(L(x, "12345 "+g.city))
	}
	switch g.layout {

	// Postbank Business: combined date cell, sign column, split
	// bookings, a second account's summary.
	case "hk-postbankbiz":
		f.bottom = 88
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Postbank", Bold: true, Size: g.size + 8}, Item{X: 555, Text: "Kontoauszug " + nr, Bold: true, Size: g.size + 2, Right: true})
				f.gap(g.size * 0.8)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), L(340, "Business Giro aktiv"))
				f.put(L(40, "Hauptstraße 7"), L(340, "IBAN "+ibanF))
				f.put(L(40, "12345 "+g.city), L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("Auszugszeitraum %s - %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Postbank"), R(555, fmt.Sprintf("Kontoauszug %s · %s · Blatt %d", nr, ibanF, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung/Wert"), B(118, "Vorgang/Buchungsinformation"), B(458, "+/-"), BR(555, "Betrag (EUR)"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(118, "Alter Kontostand vom "+g.start.AddDays(-1).String()), L(464, hkSign(g.opening)), BR(555, pos(g.opening).String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)+"/"+dm(t.value)), B(118, t.typ), L(464, hkSign(t.amount)), R(555, pos(t.amount).String())}}
			name := wrap(t.party, 40)
			for _, w := range name {
				ls = append(ls, []Item{L(118, w)})
			}
			ls = append(ls, freeLines(t.purpose, 118, 58)...)
			if t.eref != "" {
				ls = append(ls, []Item{L(118, "Referenz "+t.eref)})
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(118, "Mandat "+t.mref+" Gläubiger-ID "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(118, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
			}
			hkSplit(f, ls, 1+len(name), t.balance)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		tg := g.chosen["hk-tg"]
		tgbal := g.chosen["hk-tgbal"]
		f.block([][]Item{
			{B(118, "Neuer Kontostand vom "+g.end.String()), L(464, hkSign(g.closing)), BR(555, pos(g.closing).String())},
			{},
			{B(40, "Ihre weiteren Konten bei der Postbank")},
			{B(118, "Business Tagesgeld"), L(250, "IBAN "+german.FormatIBAN(tg))},
			{L(118, "Kontostand vom "+g.start.AddDays(-1).String()), L(464, "+"), R(555, tgbal)},
			{L(118, "Kontostand vom "+g.end.String()), L(464, "+"), R(555, tgbal)},
			{L(118, "Im Auszugszeitraum keine Umsätze. Zinssatz 1,25 % p.a. ab 01.02."+fmt.Sprint(g.end.Year)+", Zinsgutschrift zum Quartalsende.")},
		})
		hsFoot(f.pages, []string{"Postbank – eine Niederlassung der Deutsche Bank AG · Friedrich-Ebert-Allee 114-126 · 53113 Bonn",
			"Guthaben sind bis 100.000,00 EUR je Einleger durch die gesetzliche Einlagensicherung geschützt. Eingeräumte Kontoüberziehung 5.000,00 EUR."},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// Sparkasse Firmenkonto: two-digit years, running Saldo, SEPA tags
	// in varying order, Rechnungsabschluss lines.
	case "hk-spkfirma":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 5})
				f.gap(g.size * 0.6)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Geschäftsgirokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("Auszugszeitraum %s - %s", dmy2(g.start), dmy2(g.end))))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %s · Blatt %d", nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu-Tag"), B(88, "Wert"), B(136, "Erläuterung"), BR(470, "Betrag EUR"), BR(555, "Saldo EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(136, "Kontostand am "+dmy2(g.start.AddDays(-1))+", Auszug Nr. "+fmt.Sprint(int(g.start.AddDays(-1).Month))), R(555, g.opening.String()))
		f.gap(3)
		for i, t := range g.txs {
			ls := [][]Item{{L(40, dmy2(t.booking)), L(88, dmy2(t.value)), L(136, t.typ), R(470, t.amount.String()), R(555, t.balance.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(136, t.party)})
			}
			if t.typ == "Abschluss" {
				ls = append(ls, []Item{L(136, t.purpose)})
				for _, l := range strings.Split(g.chosen["hk-abschluss"], "\n") {
					k := strings.SplitN(l, "|", 2)
					ls = append(ls, []Item{L(152, k[0]), R(400, k[1]+"-")})
				}
			} else if t.eref != "" || t.mref != "" {
				r := g.hoRand(i)
				for _, tag := range hkOrder[r.IntN(len(hkOrder))] {
					switch tag {
					case "EREF":
						if t.eref != "" {
							ls = append(ls, []Item{L(136, "EREF+"+t.eref)})
						}
					case "MREF":
						if t.mref != "" {
							ls = append(ls, []Item{L(136, "MREF+"+t.mref)})
						}
					case "CRED":
						if t.cred != "" {
							ls = append(ls, []Item{L(136, "CRED+"+t.cred)})
						}
					case "KREF":
						ls = append(ls, []Item{L(136, fmt.Sprintf("KREF+%s%06d", strings.ToUpper(dm(t.booking)[:2]), r.IntN(1000000)))})
					case "ABWA":
						if t.amount > 0 && r.IntN(2) == 0 {
							// paid on the customer's behalf
							ls = append(ls, []Item{L(136, "ABWA+"+persons[r.IntN(len(persons))])})
						}
					case "SVWZ":
						ls = append(ls, freeLines("SVWZ+"+t.purpose, 136, 55)...)
					}
				}
			} else {
				ls = append(ls, freeLines(t.purpose, 136, 55)...)
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(136, "IBAN: "+t.iban+" BIC: "+hrBIC(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{
			{B(136, "Kontostand am "+dmy2(g.end)+" um 20:15 Uhr"), BR(555, g.closing.String())},
			{},
			{small(40, fmt.Sprintf("Rechnungsabschluss per %s: Die Zinsen und Entgelte des Quartals sind mit der Buchung \"Abschluss\" vom %s belastet.", g.end, dmy2(g.end)))},
			{small(40, "Einwendungen gegen den Rechnungsabschluss sind innerhalb von sechs Wochen nach Zugang zu erheben.")},
			{small(40, fmt.Sprintf("Eingeräumte Kontoüberziehung 10.000,00 EUR · Sollzinssatz 11,25 %% p.a. ab 01.%02d.%d", int(g.end.Month)-1, g.end.Year))},
		})
		hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hk-office"] + " · Anstalt des öffentlichen Rechts", "Einlagen sind durch die Institutssicherung der Sparkassen-Finanzgruppe geschützt. BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// Raiffeisenbank: no thousands separator with S/H, two card kinds,
	// Übertrag with split bookings.
	case "hk-raiba":
		f.bottom = 88
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 4})
				f.gap(g.size * 0.5)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, fmt.Sprintf("Kontoauszug %d/%d Blatt %d", int(g.end.Month), g.end.Year, p)))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("vom %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %d/%d Blatt %d", int(g.end.Month), g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu-Tag"), B(80, "Wert"), B(122, "Vorgang"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(B(122, fmt.Sprintf("Übertrag auf Blatt %d", p+1)), BR(555, hkSH(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(B(122, fmt.Sprintf("Übertrag von Blatt %d", p-1)), BR(555, hkSH(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(B(122, "alter Kontostand vom "+g.start.AddDays(-1).String()), BR(555, hkSH(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)), L(80, dm(t.value)), L(122, t.typ), R(555, hkSH(t.amount))}}
			name := wrap(t.party, 60)
			if t.party != "" {
				ls = append(ls, []Item{L(122, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 122, 62)...)
			if t.mref != "" {
				ls = append(ls, []Item{L(122, "Mandatsref. "+t.mref)}, []Item{L(122, "Gläubiger-ID "+t.cred)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(122, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
			}
			hkSplit(f, ls, 1+len(name), t.balance)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{
			{B(122, "neuer Kontostand vom "+g.end.String()), BR(555, hkSH(g.closing))},
			{},
			{small(40, "Ihr Dispositionskredit: 2000,00 EUR · Sollzinssatz 11,25 % p.a. ab 01.02."+fmt.Sprint(g.end.Year)+" · geduldete Überziehung 15,25 % p.a.")},
			{small(40, "Einlagen sind durch die BVR Institutssicherung GmbH und die Sicherungseinrichtung des BVR geschützt (bis 100000,00 EUR gesetzlich).")},
		})
		hsFoot(f.pages, []string{g.bank + " · " + g.chosen["hk-office"] + " · Genossenschaftsregister · BIC " + g.bic}, nil)

	// DKB: balances box, Soll/Haben pair, labelled references in
	// varying order, Visa Debit, Storno, a card account summary.
	case "hk-dkb":
		f.bottom = 95
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "DKB", Bold: true, Size: g.size + 10})
				f.gap(g.size * 0.8)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(330, fmt.Sprintf("Kontoauszug Nummer %03d / %d", int(g.end.Month), g.end.Year)))
				f.put(L(40, "Hauptstraße 7"), L(330, fmt.Sprintf("vom %s bis %s", g.start, g.end)))
				f.put(L(40, "12345 "+g.city), L(330, "Girokonto "+ibanF))
				f.put(L(330, "BIC "+g.bic))
				f.gap(f.lh / 2)
				f.put(L(330, "Kontostand am "+g.start.AddDays(-1).String()), R(555, g.opening.String()+" EUR"))
				f.put(B(330, "Kontostand am "+g.end.String()), BR(555, g.closing.String()+" EUR"))
				f.gap(f.lh)
			} else {
				f.put(B(40, "DKB"), R(555, fmt.Sprintf("Kontoauszug %03d / %d · %s · Seite %d", int(g.end.Month), g.end.Year, ibanF, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(112, "Wertstellung"), B(180, "Buchungstext"), BR(470, "Soll (EUR)"), BR(555, "Haben (EUR)"))
			f.gap(2)
		}
		f.newPage()
		for i, t := range g.txs {
			col := 555.0
			if t.amount < 0 {
				col = 470
			}
			ls := [][]Item{{L(40, t.booking.String()), L(112, t.value.String()), L(180, t.typ), R(col, pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(180, t.party)})
			}
			purpose := freeLines(t.purpose, 180, 52)
			var refs [][]Item
			if t.mref != "" {
				refs = append(refs, []Item{L(180, "Mandatsreferenz: "+t.mref)}, []Item{L(180, "Gläubiger-ID: "+t.cred)})
			}
			if t.eref != "" {
				refs = append(refs, []Item{L(180, "Ende-zu-Ende-Referenz: "+t.eref)})
			}
			if g.hoRand(i).IntN(2) == 0 {
				ls = append(append(ls, refs...), purpose...)
			} else {
				ls = append(append(ls, purpose...), refs...)
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(180, "IBAN: "+german.FormatIBAN(t.iban))})
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(4)
		f.block([][]Item{
			{B(40, "Ihre DKB Visa Kreditkarte "+g.chosen["hk-cc"])},
			{L(40, "Saldo der Kreditkarte am "+g.end.String()), R(555, g.chosen["hk-ccbal"]+" EUR")},
			{small(40, "Die Umsätze Ihrer Kreditkarte finden Sie in der Kreditkartenabrechnung; sie sind in diesem Kontoauszug nicht enthalten.")},
			{},
			{small(40, fmt.Sprintf("Ihr eingeräumter Dispositionskredit: 1.500,00 EUR · Sollzinssatz 8,90 %% p.a. ab 01.%02d.%d", int(g.end.Month), g.end.Year))},
			{small(40, "Guthaben sind bis 100.000,00 EUR je Kunde durch die Entschädigungseinrichtung deutscher Banken geschützt.")},
		})
		hsFoot(f.pages, []string{"Deutsche Kreditbank AG · Taubenstraße 7-9 · 10117 Berlin · Amtsgericht Berlin-Charlottenburg HRB 34165 B"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Hanseatic Bank GenialCard: long dates, EUR after, a box of
	// figures that are not bookings.
	case "hk-hanseatic":
		f.bottom = 80
		eur := func(c german.Cents) string { return plus(c) + " EUR" }
		holderCard := "4567 12XX XXXX " + g.chosen["hk-card"]
		limit, _ := german.ParseAmount(g.chosen["hk-limit"])
		due := german.D(g.end.Year, g.end.Month, 1).Time().AddDate(0, 1, 4)
		minPay := max(german.Cents(float64(pos(g.closing))*0.03+0.5), 2000)
		if g.closing >= 0 {
			minPay = 0
		}
		minPay = min(minPay, pos(g.closing))
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "Hanseatic Bank", Bold: true, Size: g.size + 7}, Item{X: 555, Text: "GenialCard", Bold: true, Size: g.size + 3, Right: true})
				f.gap(g.size * 0.7)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				addr(40)
				f.gap(f.lh / 2)
				f.put(B(40, "Kontoauszug vom "+g.end.String()), L(330, "Kartenkonto "+ibanF))
				f.put(L(40, fmt.Sprintf("Abrechnungszeitraum %s bis %s", g.start, g.end)), L(330, "BIC "+g.bic+" · Karte "+holderCard))
				f.gap(f.lh / 2)
				f.put(L(330, "Verfügungsrahmen"), R(555, limit.String()+" EUR"))
				f.put(L(330, "Verfügbarer Betrag"), R(555, max(limit+g.closing, 0).String()+" EUR"))
				f.put(L(330, "Sollzinssatz p.a. ab 01.02."+fmt.Sprint(g.end.Year)), R(555, "19,68 %"))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Hanseatic Bank"), R(555, fmt.Sprintf("Kontoauszug vom %s · Seite %d", g.end, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungsdatum"), B(126, "Beschreibung"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(126, "Saldo aus letzter Abrechnung vom "+g.start.AddDays(-1).String()), R(555, eur(g.opening)))
		f.gap(4)
		for _, t := range g.txs {
			var ls [][]Item
			purpose := t.purpose
			tt := truth(t, true, false, "")
			switch {
			case t.typ == "Zahlung" || t.typ == "Zinsen":
				ls = [][]Item{{L(40, hkLong(t.booking)), B(126, t.purpose), R(555, eur(t.amount))}}
				tt.BookingText, tt.ValueDate = "", ""
			default:
				ls = [][]Item{{L(40, hkLong(t.booking)), B(126, t.party), R(555, eur(t.amount))}}
				if t.typ == "Gutschrift" {
					ls = append(ls, []Item{small(126, "Gutschrift · Karte "+holderCard)})
					tt.ValueDate = ""
				} else {
					ls = append(ls, []Item{small(126, "Kaufdatum "+hkLong(t.value)+" · Karte "+holderCard)})
				}
				purpose = t.fx
				if t.fx != "" {
					ls = append(ls, []Item{small(126, t.fx)})
				}
			}
			tt.Purpose = purpose
			f.block(ls)
			f.gap(3)
			add(tt)
		}
		f.gap(3)
		f.block([][]Item{
			{B(126, "Neuer Saldo"), BR(555, eur(g.closing))},
			{},
			{B(40, "Ihre Teilzahlung")},
			{L(40, "Mindestbetrag (3 %, mindestens 20,00 EUR)"), R(555, minPay.String()+" EUR")},
			{L(40, fmt.Sprintf("Wir buchen den Betrag am %s von Ihrem Referenzkonto %s ab.", german.FromTime(due), german.FormatIBAN(g.chosen["hk-ref"])))},
			{small(40, "Sollzinssatz 19,68 % p.a. (effektiver Jahreszins 21,48 %) ab 01.02."+fmt.Sprint(g.end.Year)+"; Zinsen werden nur auf den nicht ausgeglichenen Saldo berechnet.")},
		})
		hsFoot(f.pages, []string{"Hanseatic Bank GmbH & Co KG · Bramfelder Chaussee 101 · 22177 Hamburg · Amtsgericht Hamburg HRA 57754"}, nil)

	// Commerzbank Firmenkunden online print: newest first, pending
	// block, EUR after the amount.
	case "hk-commerzgk":
		f.top = 26
		f.bottom = 60
		sr := g.hoRand(-5)
		printed := g.end.AddDays(1 + sr.IntN(5))
		stamp := fmt.Sprintf("%s, %02d:%02d", printed, 8+sr.IntN(10), sr.IntN(60))
		eur := func(c german.Cents) string { return c.String() + " EUR" }
		head := []Item{B(40, "Buchungstag"), B(110, "Wertstellung"), B(176, "Umsatzart"), B(286, "Buchungstext"), BR(555, "Betrag")}
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: stamp, Size: 7}, Item{X: 300, Text: "Umsätze - Commerzbank Firmenkunden", Size: 7})
			f.gap(f.lh)
			if p == 1 {
				f.put(Item{X: 40, Text: "Umsätze", Bold: true, Size: g.size + 6})
				f.gap(6)
				f.put(L(40, "Geschäftskonto Klassik · "+ibanF+" · BIC "+g.bic+" · "+g.holder))
				f.put(L(40, fmt.Sprintf("Zeitraum: %s - %s", g.start, g.end)))
				f.gap(f.lh / 2)
				f.put(L(40, fmt.Sprintf("Kontostand am %s", g.end)), R(330, eur(g.closing)))
				f.put(L(40, "Kreditlinie"), R(330, "25.000,00 EUR"))
				f.put(L(40, "Verfügbarer Betrag"), R(330, eur(g.closing+2500000)))
				f.gap(f.lh)
			}
		}
		f.newPage()
		pr := g.hoRand(-6)
		f.put(B(40, "Vorgemerkte Umsätze"))
		f.put(small(40, "Vorgemerkte Umsätze sind noch nicht gebucht und im Kontostand nicht enthalten."))
		f.put(head...)
		for range 1 + pr.IntN(3) {
			d := g.end.AddDays(-pr.IntN(2))
			shop := hkBizShops[pr.IntN(len(hkBizShops))]
			amt := -german.Cents(500 + pr.IntN(30000))
			f.put(L(40, d.String()), L(110, "vorgemerkt"), L(176, "Kartenzahlung"), L(286, shop), R(555, eur(amt)))
		}
		f.gap(f.lh)
		f.put(B(40, "Gebuchte Umsätze"))
		f.put(head...)
		f.gap(2)
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			var body []string
			body = append(body, wrap(t.party, 32)...)
			body = append(body, wrap(t.purpose, 40)...)
			if t.eref != "" {
				body = append(body, "End-to-End-Ref.: "+t.eref)
			}
			if t.mref != "" {
				body = append(body, "Mandatsref.: "+t.mref, "Gläubiger-ID: "+t.cred)
			}
			if t.iban != "" {
				body = append(body, "IBAN: "+german.FormatIBAN(t.iban))
			}
			typ := wrap(t.typ, 16)
			ls := twoColumns([]Item{L(40, t.booking.String()), L(110, t.value.String()), R(555, eur(t.amount))}, 1, 176, typ, 286, body)
			f.block(ls)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{{B(40, fmt.Sprintf("Kontostand am %s (Beginn des Zeitraums)", g.start.AddDays(-1))), BR(555, eur(g.opening))}})
		n := len(f.pages)
		for i := range f.pages {
			f.pages[i].Items = append(f.pages[i].Items,
				Item{X: 40, Y: PageH - 40, Text: office + " · Impressum · Datenschutz", Size: 6.5},
				Item{X: 40, Y: PageH - 30, Text: "https://kunden.commerzbank.de/banking/firmenkunden/umsaetze", Size: 7},
				Item{X: 555, Y: PageH - 30, Text: fmt.Sprintf("%d/%d", i+1, n), Size: 7, Right: true})
		}

	// FYRST: long dates, EUR before the amount, IBAN without spaces.
	case "hk-fyrst":
		f.bottom = 85
		eur := func(c german.Cents) string { return "EUR " + c.String() }
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "FYRST", Bold: true, Size: g.size + 9}, Item{X: 555, Text: "Ein Angebot der Deutsche Bank AG", Size: 7, Right: true})
				f.gap(g.size * 0.8)
				f.put(Item{X: 40, Text: office, Size: 6.5})
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "FYRST Base · Konto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("%s bis %s", hkLong(g.start), hkLong(g.end))))
				f.gap(f.lh)
			} else {
				f.put(B(40, "FYRST"), R(555, fmt.Sprintf("Kontoauszug %s · Seite %d", nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(118, "Vorgang"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		f.put(B(118, "Anfangssaldo "+hkLong(g.start.AddDays(-1))), BR(555, eur(g.opening)))
		f.gap(4)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, hkLong(t.booking)), B(118, t.typ), R(555, eur(t.amount))}}
			var body []string
			name := wrap(t.party, 50)
			body = append(body, name...)
			body = append(body, wrap(t.purpose, 60)...)
			if t.eref != "" {
				body = append(body, "EREF "+t.eref)
			}
			if t.mref != "" {
				body = append(body, "MREF "+t.mref+" CRED "+t.cred)
			}
			if t.iban != "" {
				body = append(body, "IBAN "+t.iban+" BIC "+hrBIC(t.iban))
			}
			for k, b := range body {
				l := []Item{L(118, b)}
				if k == 0 {
					l = append(l, small(40, "Valuta"))
				}
				if k == 1 {
					l = append(l, small(40, hkLong(t.value)))
				}
				ls = append(ls, l)
			}
			if len(body) < 2 {
				ls = append(ls, []Item{small(40, hkLong(t.value))})
			}
			hkSplit(f, ls, 1+len(name), t.balance)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(3)
		f.block([][]Item{
			{B(118, "Endsaldo "+hkLong(g.end)), BR(555, eur(g.closing))},
			{},
			{small(40, "Eingeräumte Kontoüberziehung: EUR 2.000,00 · Sollzinssatz 12,40 % p.a. ab 01.01."+fmt.Sprint(g.end.Year))},
		})
		hsFoot(f.pages, []string{"FYRST ist ein Angebot der Deutsche Bank AG · Taunusanlage 12 · 60325 Frankfurt am Main", "Guthaben sind bis 100.000,00 EUR durch die Entschädigungseinrichtung deutscher Banken geschützt."},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
	}
}
