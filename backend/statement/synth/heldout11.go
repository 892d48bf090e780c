package synth

// Sealed batch 11 (hq-*): an eleventh held-out batch, written when the
// tenth (hr-*) went into tuning, without looking at the extractor or its
// rule code. Six of the seven are current-account statements of banks no
// earlier batch modelled (what most uploads are: four private accounts,
// a doctor's practice account and a freelancer's business account); one
// is another document consumers upload. Bank data, names and numbers are
// synthetic:
//
//   - hq-consors: a Consorsbank Kontoauszug with the TEXT FIRST:
//     "Text/Verwendungszweck | Buchung | PNNr | Wert | Soll | Haben", the
//     booking type in the bank's capitals ("LASTSCHRIFT", "EURO-UEBERW.",
//     "LOHN, GEHALT, RENTE") on the block's first line with both
//     year-less dates "03.02." and a four-digit primanota number AFTER
//     it, the counterparty on the next line, the purpose under it and
//     "IBAN … BIC …" last, unsigned amounts in Soll or Haben, "***
//     Kontostand zum 31.01.2025 ***" with the sign after a space
//     ("1.234,56 +"), the month's Soll and Haben sums after the closing
//     balance (not bookings), no carry-over (the head repeats);
//   - hq-revolut: a Revolut statement of a German IBAN ("Kontoauszug in
//     EUR"): a "Kontostand-Zusammenfassung" box (Anfangssaldo,
//     Ausgehend, Eingehend, Schlusssaldo), "Datum | Beschreibung |
//     Ausgehend | Eingehend | Saldo", dates "3. Feb. 2025", unsigned
//     amounts with a euro sign after a space in the column of their
//     direction and a running balance, the description "An Max
//     Mustermann" / "Zahlung von …" / the merchant alone, small lines
//     under it ("An: NAME, DE89…" with the IBAN unspaced, "Referenz: …",
//     "Karte: 516760******1234", "Mandatsreferenz: …"), foreign card
//     payments with "45,00 USD, 1 € = 1,0856 USD", the plan's fee as a
//     row of its own, "Seite 1 von 3";
//   - hq-gls: a cooperative bank's (GLS Bank / BBBank, Atruvia system)
//     Kontoauszug: "Buchungstag | Wert | Vorgang | Betrag EUR" with the
//     booking date in full ("03.02.2025") but the value date year-less
//     ("03.02."), amounts "45,00 S" / "1.234,56 H", the type on the first
//     line, the counterparty under it, then ONE wrapped stream of SEPA
//     references "EREF: … MREF: … CRED: … IBAN: DE… BIC: … ABWA: …"
//     (the ultimate creditor of a PayPal debit is not the counterparty)
//     and the purpose LAST, "Übertrag" with the balance at the foot and
//     the head of further pages, "alter/neuer Kontostand vom";
//   - hq-triodos: a Triodos Bank statement in the Dutch house style:
//     "Buchung | Valuta | Beschreibung | Gegenkonto | Betrag | Saldo",
//     dates "03-02-2025" with dashes, the counterparty's IBAN unspaced
//     and its BIC in a column of their own BETWEEN the text and the
//     amount, the name on the first line of the description and the
//     purpose under it (the bank's postings lead with their type), signed
//     amounts ("-45,00", credits unsigned) and a running balance,
//     "Anfangssaldo" / "Endsaldo" rows;
//   - hq-praxis: an apoBank Praxiskonto (a doctor's practice account):
//     "Buchungstag | Valuta | Buchungstext | Umsatz EUR", dates
//     "03.02.25", amounts with a trailing sign ("45,00-" / "1.234,56+"),
//     the type on the first line, then LABELLED cells side by side
//     ("Empfänger: …" / "Auftraggeber: …" left, "IBAN: …" right),
//     "Verwendungszweck: …" wrapped under them and "Mandatsreferenz: …
//     Gläubiger-ID: …"; the KV's Abschlag, PVS payouts of private fees,
//     patients' payments, rent, the staff's salaries, laboratory and
//     supplies, the Ärzteversorgung and the chamber; an overdrawn
//     Kontokorrent in some months; "Übertrag auf Blatt 2" / "Übertrag
//     von Blatt 1" with the balance;
//   - hq-qonto: a business account app bank's (Qonto) monthly statement
//     of a freelancer or small firm: dates "03/02/2025" with slashes,
//     "Datum | Gegenpartei | Zahlungsart | Referenz | Betrag", name and
//     remittance reference in wrapped columns of their own, the payment
//     method as a word ("Kartenzahlung", "Eingehende Überweisung",
//     "SEPA-Lastschrift", "Gebühr"), card payments without a reference,
//     amounts signed with a space ("- 45,00 €", "+ 1.234,56 €"), no IBANs,
//     "Anfangssaldo am 01/02/2025" / "Endsaldo am 28/02/2025", "1/3";
//   - hq-raisin: a deposit platform's Transaktionskonto (Raisin /
//     WeltSparen) over a quarter: money in from and out to the holder's
//     Referenzkonto (no name printed, only "Referenzkonto DE…"), Festgeld
//     placed at and repaid by partner banks abroad, their interest, the
//     Kapitalertragsteuer and Solidaritätszuschlag with a calculation
//     line ("Bemessungsgrundlage …", not purpose) when no
//     Freistellungsauftrag covers it; "Datum | Wertstellung | Vorgang |
//     Abgang EUR | Zugang EUR", five-figure round amounts, and after
//     the closing balance an overview of the running deposits (amounts
//     and dates, not bookings).
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings and transfers
// from or to the holder's own reference account), the purpose is the
// remittance text only (no type, labels, references, account numbers or
// calculation lines; a foreign card payment's purpose is its currency
// line, as in "fx" and ht-kreditkarte), the booking text is the type where
// it is printed, amounts are signed from the account holder's view.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed10Layouts lists the layouts of the eleventh held-out batch
// (hq-*). They are in none of the other layout lists.
func Sealed10Layouts() []string {
	return []string{"hq-consors", "hq-revolut", "hq-gls", "hq-triodos", "hq-praxis", "hq-qonto", "hq-raisin"}
}

// hqBanks are the banks (name, bank code, BIC, head office) a layout of
// the batch draws from.
var hqBanks = map[string][]branch{
	"hq-consors": {
		{"Consorsbank", "76030080", "CSDBDE71XXX", "BNP Paribas S.A. Niederlassung Deutschland · Bahnhofstraße 55 · 90402 Nürnberg"},
	},
	"hq-revolut": {
		{"Revolut Bank UAB", "10010123", "REVODEB2XXX", "Zweigniederlassung Deutschland · Schlüterstraße 37 · 10629 Berlin"},
	},
	"hq-gls": {
		{"GLS Gemeinschaftsbank eG", "43060967", "GENODEM1GLS", "Christstraße 9 · 44789 Bochum"},
		{"BBBank eG", "66090800", "GENODE61BBB", "Herrenstraße 2-10 · 76133 Karlsruhe"},
		{"Volksbank Kraichgau eG", "67292200", "GENODE61WIE", "Hauptstraße 119 · 69168 Wiesloch"},
	},
	"hq-triodos": {
		{"Triodos Bank N.V. Deutschland", "50031000", "TRODDEF1XXX", "Falkstraße 5 · 60487 Frankfurt am Main"},
	},
	"hq-praxis": {
		{"Deutsche Apotheker- und Ärztebank eG", "30060601", "DAAEDEDDXXX", "Richard-Oskar-Mattern-Straße 6 · 40547 Düsseldorf"},
	},
	"hq-qonto": {
		{"Qonto", "10010178", "QNTODEB2XXX", "Olinda SAS Zweigniederlassung Deutschland · Friedrichstraße 68 · 10117 Berlin"},
	},
	"hq-raisin": {
		{"Raisin Bank AG", "50031900", "RAISDEFFXXX", "Niedenau 61-63 · 60325 Frankfurt am Main"},
	},
}

// sealed10Setup draws the statement of an hq-* layout from its own random
// stream and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed10Setup() {
	g.redraw("hq|", 0x5ea1edb)
	g.drawBranch(hqBanks, "hq-office")
	limit := 30
	switch g.layout {
	case "hq-consors":
		g.transactions()
		limit = 34
	case "hq-revolut":
		g.hqRevolutTxs()
		limit = 40
	case "hq-gls":
		g.transactions()
		limit = 26
	case "hq-triodos":
		g.transactions()
		limit = 36
	case "hq-praxis":
		g.hqPraxisTxs()
		limit = 26
	case "hq-qonto":
		g.hqQontoTxs()
		limit = 40
	case "hq-raisin":
		g.hqRaisinTxs()
		limit = 14
	}
	g.thin(limit, thinning{stop: true})
	g.rebalance()
	if g.layout == "hq-revolut" || g.layout == "hq-qonto" {
		// No overdraft: the balance never goes below zero.
		low := g.opening
		for _, t := range g.txs {
			low = min(low, t.balance)
		}
		if low < 0 {
			g.opening += -low + german.Cents(g.r.IntN(50000))
			g.rebalance()
		}
	}
}

// hqRevolutTxs: a month of an app bank's current account: many card
// payments (some in a foreign currency), transfers out and in, the
// salary, direct debits and the plan's monthly fee.
func (g *gen) hqRevolutTxs() {
	g.opening = german.Cents(20000 + g.r.IntN(400000))
	g.txs = nil
	mon := months[g.start.Month-1]
	n := 6 + g.r.IntN(16)
	if g.r.IntN(3) == 0 {
		n = 22 + g.r.IntN(30)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := g.oneTx(d, mon)
		t.value = d
		switch k := g.r.IntN(10); {
		case k < 2:
			s := fxShops[g.r.IntN(len(fxShops))]
			orig := german.Cents(500 + g.r.IntN(30000))
			rate := 0.80 + g.r.Float64()*0.5
			eur := german.Cents(float64(orig)/rate + 0.5)
			t = tx{booking: d, value: d, party: s.name, typ: "Kartenzahlung", amount: -eur}
			t.fx = fmt.Sprintf("%s %s, 1 € = %s %s", orig.String(), s.cur, strings.Replace(fmt.Sprintf("%.4f", rate), ".", ",", 1), s.cur)
		case t.typ == "Bargeldauszahlung" || t.typ == "Entgelt":
			t = tx{booking: d, value: d, party: shops[g.r.IntN(len(shops))], typ: "Kartenzahlung", amount: -german.Cents(99 + g.r.IntN(9000))}
		}
		if t.typ == "Kartenzahlung" {
			t.purpose = "" // only the card is printed
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Gebühr", purpose: fmt.Sprintf("Premium-Tarif-Gebühr %s %d", mon, g.end.Year), amount: -999})
	g.rebalance()
}

var (
	hqPractices = []string{"Praxis Dr. med. Anna Köhler", "Gemeinschaftspraxis Dr. Weber & Dr. Yilmaz", "Zahnarztpraxis Dr. Jonas Beispiel", "Hausarztpraxis Leonie Schneider"}
	hqKVs       = []string{"Kassenärztliche Vereinigung Nordrhein", "Kassenärztliche Vereinigung Westfalen-Lippe", "Kassenärztliche Vereinigung Bayerns", "Kassenzahnärztliche Vereinigung Hessen"}
	hqPVS       = []string{"PVS rhein-ruhr GmbH", "PVS bayern GmbH", "Medas GmbH", "Dr. Meindl u. Partner Verrechnungsstelle GmbH"}
	hqPatients  = []string{"Thomas Weber", "Sabine Fischer", "Karl-Heinz Brandt", "Ursula Lehmann", "Mehmet Demir", "Ingrid Vogel"}
	hqMFA       = []string{"Melanie Krüger", "Sarah Wagner", "Nadine Schröder", "Aylin Kaya", "Jessica Neumann"}
	hqPraxisDD  = []struct{ name, purpose string }{
		{"Labor Dr. Limbach & Kollegen MVZ", "Rechnung %d Laborleistungen Kd-Nr. %d"},
		{"Henry Schein Medical GmbH", "Rechnung %d Praxisbedarf Kd-Nr. %d"},
		{"Ärzteversorgung Westfalen-Lippe", "Versorgungsabgabe Mitgl.-Nr. %d Beitrag %d"},
		{"Ärztekammer Nordrhein", "Kammerbeitrag Mitgl.-Nr. %d Bescheid %d"},
		{"Deutsche Ärzteversicherung AG", "Berufshaftpflicht Vers.-Nr. %d Beitrag %d"},
		{"CompuGroup Medical Deutschland AG", "Praxissoftware Wartung Vertrag %d Rechnung %d"},
	}
)

// hqPraxisTxs: a month of a doctor's practice account: the KV's Abschlag,
// private fees paid out by the billing office, patients' payments, rent,
// salaries, suppliers' direct debits, card payments and the fee.
func (g *gen) hqPraxisTxs() {
	g.holder = g.pick(hqPractices...)
	g.opening = german.Cents(g.r.IntN(7000000) - 3000000)
	g.txs = nil
	mon := months[g.start.Month-1]
	prev := months[(int(g.start.Month)+10)%12]
	num := func() int { return 100000 + g.r.IntN(899999) }
	iban := func() string { return makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64()) }
	kv := g.pick(hqKVs...)
	bsnr := fmt.Sprintf("%09d", 10000000+g.r.IntN(890000000))
	n := 6 + g.r.IntN(14)
	if g.r.IntN(3) == 0 {
		n = 20 + g.r.IntN(20)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		if g.r.IntN(5) == 0 && d.After(g.start) {
			t.value = d.AddDays(-1)
		}
		switch k := g.r.IntN(20); {
		case k < 2:
			t.party, t.typ = kv, "Gutschrift"
			t.purpose = fmt.Sprintf("Abschlagszahlung %02d/%d BSNR %s", int(d.Month), d.Year, bsnr)
			t.iban = iban()
			t.amount = german.Cents(1500000 + g.r.IntN(3000000))
		case k < 5:
			t.party, t.typ = g.pick(hqPVS...), "Gutschrift"
			t.purpose = fmt.Sprintf("Auszahlung Privatliquidation Abrechnung %d Kd-Nr. %d", num(), 1000+g.r.IntN(9000))
			t.iban = iban()
			t.amount = german.Cents(200000 + g.r.IntN(1000000))
		case k < 8:
			t.party, t.typ = g.pick(hqPatients...), "Gutschrift"
			t.purpose = fmt.Sprintf("Rechnung R-%d-%04d vom %s", d.Year, 1+g.r.IntN(900), d.AddDays(-(7 + g.r.IntN(30))))
			t.iban = iban()
			t.amount = german.Cents(2500 + g.r.IntN(60000))
		case k < 12:
			p := hqPraxisDD[g.r.IntN(len(hqPraxisDD))]
			t.party, t.typ = p.name, "SEPA-Basislastschrift"
			t.purpose = fmt.Sprintf(p.purpose, num(), num())
			t.iban = iban()
			t.mref = fmt.Sprintf("%s%d", strings.ReplaceAll(dtaText(p.name), " ", "")[:4], num())
			t.cred = fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11))
			t.amount = -german.Cents(3000 + g.r.IntN(250000))
		case k < 14:
			t.party, t.typ = g.pick(hqMFA...), "Überweisung"
			t.purpose = fmt.Sprintf("Gehalt %s %d Pers.-Nr. %d", mon, d.Year, 10+g.r.IntN(90))
			t.iban = iban()
			t.amount = -german.Cents(160000 + g.r.IntN(180000))
		case k < 15:
			t.party, t.typ = "Ärztehaus am Markt GmbH & Co. KG", "Dauerauftrag"
			t.purpose = fmt.Sprintf("Miete Praxisräume %s %d EG links", mon, d.Year)
			t.iban = iban()
			t.amount = -german.Cents(250000 + g.r.IntN(300000))
		case k < 16:
			t.party, t.typ = "Finanzamt "+g.city, "Überweisung"
			t.purpose = fmt.Sprintf("St.-Nr. %d/%03d/%05d LSt %s %d", 100+g.r.IntN(900), g.r.IntN(1000), g.r.IntN(100000), prev, g.start.Time().AddDate(0, -1, 0).Year())
			t.iban = iban()
			t.amount = -german.Cents(40000 + g.r.IntN(300000))
		default:
			t.party = g.pick("Amazon Business EU", "DocCheck Shop", "Praxisdienst GmbH", "Aral Tankstelle", "Deutsche Post Filiale")
			t.typ = "Kartenzahlung"
			t.purpose = fmt.Sprintf("Debitkarte %s %s %02d:%02d", strings.ToUpper(g.city), dm(d), 8+g.r.IntN(11), g.r.IntN(60))
			t.amount = -german.Cents(500 + g.r.IntN(40000))
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", purpose: fmt.Sprintf("Kontoführung Praxiskonto %s %d", mon, g.end.Year), amount: -german.Cents(1990 + g.r.IntN(2000))})
	g.rebalance()
}

var (
	hqFirms   = []string{"Beispiel Studio UG (haftungsbeschränkt)", "Leonie Schneider Design", "Yilmaz IT-Consulting", "Köhler Fotografie", "Muster & Weber Texte GbR"}
	hqClients = []string{"Agentur Blauwal GmbH", "Stadtwerke %s GmbH", "Bauer Immobilien GmbH", "Verlag Grünwald KG", "Hotel Krone GmbH & Co. KG", "Schulz Elektro e.K."}
	hqSaaS    = []string{"Adobe Systems Software Ireland", "Google Cloud EMEA Ltd", "Notion Labs Inc.", "Figma Inc.", "Apple Distribution International", "Deutsche Bahn AG", "Lufthansa", "Amazon Business EU", "Uber BV", "WeWork Germany GmbH"}
	hqBizDD   = []struct{ name, purpose string }{
		{"Techniker Krankenkasse", "Beitrag %s Mitgliedsnr. %d"},
		{"Telekom Deutschland GmbH", "Mobilfunk Rechnung %s Kd-Nr. %d"},
		{"Hetzner Online GmbH", "Rechnung R%d %s"},
		{"Deutsche Rentenversicherung", "Beitrag %s Vers.-Nr. %d"},
		{"Haftpflichtkasse VVaG", "Betriebshaftpflicht %s Vertrag %d"},
	}
)

// hqQontoTxs: a month of a freelancer's business account: client
// payments, many card payments for software and travel, direct debits,
// transfers to the tax office and subcontractors, and the plan's fee.
func (g *gen) hqQontoTxs() {
	g.holder = g.pick(hqFirms...)
	g.opening = german.Cents(300000 + g.r.IntN(2500000))
	g.txs = nil
	mon := months[g.start.Month-1]
	prev := months[(int(g.start.Month)+10)%12]
	n := 6 + g.r.IntN(16)
	if g.r.IntN(3) == 0 {
		n = 22 + g.r.IntN(28)
	}
	for _, d := range g.sortedDates(n, g.start, g.end) {
		t := tx{booking: d, value: d}
		switch k := g.r.IntN(20); {
		case k < 5:
			t.party, t.typ = withCity(g.pick(hqClients...), g.city), "Eingehende Überweisung"
			t.purpose = fmt.Sprintf("Rechnung %d-%03d", d.Year, 1+g.r.IntN(200))
			t.amount = german.Cents(40000 + g.r.IntN(900000))
		case k < 12:
			t.party, t.typ = g.pick(hqSaaS...), "Kartenzahlung"
			t.amount = -german.Cents(500 + g.r.IntN(60000))
		case k < 15:
			p := hqBizDD[g.r.IntN(len(hqBizDD))]
			t.party, t.typ = p.name, "SEPA-Lastschrift"
			if strings.HasPrefix(p.purpose, "Rechnung") {
				t.purpose = fmt.Sprintf(p.purpose, 1000000+g.r.IntN(8999999), mon)
			} else {
				t.purpose = fmt.Sprintf(p.purpose, mon, 100000+g.r.IntN(899999))
			}
			t.amount = -german.Cents(1500 + g.r.IntN(90000))
		case k < 17:
			t.party, t.typ = "Finanzamt "+g.city, "Überweisung"
			t.purpose = fmt.Sprintf("St.-Nr. %d/%03d/%05d USt %s %d", 100+g.r.IntN(900), g.r.IntN(1000), g.r.IntN(100000), prev, g.start.Time().AddDate(0, -1, 0).Year())
			t.amount = -german.Cents(30000 + g.r.IntN(400000))
		default:
			t.party, t.typ = g.pick("Max Mustermann", "Sabine Fischer", "Thomas Weber", "Lektorat Lang"), "Überweisung"
			t.purpose = fmt.Sprintf("Rechnung Nr. %d %s", 10+g.r.IntN(90), g.pick("Illustrationen", "Lektorat", "Programmierung", "Fotografie", "Übersetzung"))
			t.amount = -german.Cents(20000 + g.r.IntN(300000))
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Gebühr", purpose: fmt.Sprintf("Abonnement Smart %s %d", mon, g.end.Year), amount: -german.Cents(g.pick2(900, 2900, 4900))})
	g.rebalance()
}

// pick2 picks one of ns.
func (g *gen) pick2(ns ...int) int { return ns[g.r.IntN(len(ns))] }

var hqPartners = []struct{ name, country string }{
	{"Banca Sistema S.p.A.", "Italien"},
	{"J&T Banka a.s.", "Tschechien"},
	{"Bigbank AS", "Estland"},
	{"Alpha Bank S.A.", "Griechenland"},
	{"BluOr Bank AS", "Lettland"},
	{"Banco BNI Europa S.A.", "Portugal"},
}

// hqRaisinTxs: a quarter of a deposit platform's transaction account:
// the holder pays in from the reference account and the money is placed
// as Festgeld at a partner bank; a deposit falls due, is repaid with its
// interest (taxed when no Freistellungsauftrag covers it) and either
// placed again or paid out to the reference account.
func (g *gen) hqRaisinTxs() {
	q := (int(g.start.Month) - 1) / 3
	g.start = german.D(g.start.Year, time.Month(q*3+1), 1)
	g.end = german.FromTime(g.start.Time().AddDate(0, 3, -1))
	g.opening = german.Cents(g.r.IntN(50000))
	g.txs = nil
	ref := makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64())
	g.note("hq-ref", ref)
	kd := fmt.Sprintf("%07d", 1000000+g.r.IntN(8999999))
	g.note("hq-kd", kd)
	days := g.end.Sub(g.start) + 1
	day := func(lo, hi int) german.Date { return g.start.AddDays(lo + g.r.IntN(hi-lo)) }
	rate := func() string { return fmt.Sprintf("%d,%02d %%", 2+g.r.IntN(2), g.r.IntN(100)) }
	term := func() (string, int) {
		m := g.pick2(3, 6, 12, 24)
		if m == 24 {
			return "Festgeld 2 Jahre", m
		}
		return fmt.Sprintf("Festgeld %d Monate", m), m
	}
	// Money in, placed a few days later.
	for range 1 + g.r.IntN(2) {
		d := day(0, days-12)
		amt := german.Cents((5 + g.r.IntN(46)) * 100000)
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Einzahlung", iban: ref, purpose: "WeltSparen Kd-Nr. " + kd, amount: amt})
		p := hqPartners[g.r.IntN(len(hqPartners))]
		name, m := term()
		d2 := d.AddDays(2 + g.r.IntN(5))
		due := german.FromTime(d2.Time().AddDate(0, m, 0))
		g.txs = append(g.txs, tx{booking: d2, value: d2, typ: "Anlage Festgeld", party: p.name,
			purpose: fmt.Sprintf("%s %s p.a. Laufzeit bis %s", name, rate(), due), amount: -amt})
	}
	// A deposit falls due.
	if g.r.IntN(4) != 0 {
		p := hqPartners[g.r.IntN(len(hqPartners))]
		name, m := term()
		d := day(0, days-8)
		from := german.FromTime(d.Time().AddDate(0, -m, 0))
		principal := german.Cents((5 + g.r.IntN(46)) * 100000)
		interest := german.Cents(float64(principal) * float64(m) / 12 * (0.02 + g.r.Float64()*0.015))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Rückzahlung Festgeld", party: p.name,
			purpose: fmt.Sprintf("%s fällig am %s", name, d), amount: principal})
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Zinszahlung", party: p.name,
			purpose: fmt.Sprintf("Zinsen %s %s - %s", name, from, d), amount: interest})
		paid := principal + interest
		if g.r.IntN(2) == 0 { // no Freistellungsauftrag left: taxes
			kest := german.Cents(float64(interest)*0.25 + 0.5)
			soli := german.Cents(float64(kest)*0.055 + 0.5)
			g.txs = append(g.txs,
				tx{booking: d, value: d, typ: "Kapitalertragsteuer", fx: "Bemessungsgrundlage " + interest.String() + " EUR, Steuersatz 25,00 %", amount: -kest},
				tx{booking: d, value: d, typ: "Solidaritätszuschlag", fx: "Bemessungsgrundlage " + kest.String() + " EUR, Steuersatz 5,50 %", amount: -soli})
			paid -= kest + soli
		}
		d2 := d.AddDays(1 + g.r.IntN(5))
		if g.r.IntN(2) == 0 {
			p2 := hqPartners[g.r.IntN(len(hqPartners))]
			name2, m2 := term()
			again := principal
			due := german.FromTime(d2.Time().AddDate(0, m2, 0))
			g.txs = append(g.txs, tx{booking: d2, value: d2, typ: "Anlage Festgeld", party: p2.name,
				purpose: fmt.Sprintf("%s %s p.a. Laufzeit bis %s", name2, rate(), due), amount: -again})
			paid -= again
		}
		if paid > 0 {
			d3 := d2.AddDays(g.r.IntN(3))
			g.txs = append(g.txs, tx{booking: d3, value: d3, typ: "Auszahlung", iban: ref, purpose: "Auszahlung WeltSparen Kd-Nr. " + kd, amount: -paid})
		}
	}
	g.rebalance()
}

// hqPartner returns the country of a partner bank.
func hqPartner(name string) string {
	for _, p := range hqPartners {
		if p.name == name {
			return p.country
		}
	}
	return ""
}

// revDate is "3. Feb. 2025".
func revDate(d german.Date) string {
	return fmt.Sprintf("%d. %s %d", d.Day, monthsAbbr[d.Month-1], d.Year)
}

// dashDate is "03-02-2025".
func dashDate(d german.Date) string { return fmt.Sprintf("%02d-%02d-%04d", d.Day, d.Month, d.Year) }

// slashDate is "03/02/2025".
func slashDate(d german.Date) string { return fmt.Sprintf("%02d/%02d/%04d", d.Day, d.Month, d.Year) }

// euroSigned is "- 45,00 €" / "+ 1.234,56 €".
func euroSigned(c german.Cents) string { return signSpace(c) + " €" }

// consorsType is the booking type in the bank's capitals.
func consorsType(typ string) string {
	switch typ {
	case "SEPA-Lastschrift", "Lastschrift":
		return "LASTSCHRIFT"
	case "Kartenzahlung":
		return "KARTENZAHLUNG"
	case "Gutschrift", "SEPA-Gutschrift":
		return "GUTSCHRIFT"
	case "Lohn/Gehalt":
		return "LOHN, GEHALT, RENTE"
	case "Überweisung":
		return "EURO-UEBERW."
	case "Echtzeitüberweisung":
		return "ECHTZEIT-UEBERW."
	case "Dauerauftrag":
		return "DAUERAUFTRAG"
	case "Bargeldauszahlung":
		return "GELDAUTOMAT"
	case "Entgelt":
		return "ENTGELT"
	}
	return strings.ToUpper(typ)
}

// glsType is the booking type as the cooperative banks' system prints it.
func glsType(typ string) string {
	switch typ {
	case "SEPA-Lastschrift", "Lastschrift":
		return "Basislastschrift"
	case "Kartenzahlung":
		return "Kartenzahlung girocard"
	case "Gutschrift", "SEPA-Gutschrift":
		return "Gutschrift Überweisung"
	case "Lohn/Gehalt":
		return "Lohn, Gehalt, Rente"
	case "Überweisung":
		return "Überweisung online"
	case "Echtzeitüberweisung":
		return "Echtzeit-Überweisung"
	case "Bargeldauszahlung":
		return "Auszahlung Geldautomat"
	case "Entgelt":
		return "Entgelte"
	}
	return typ
}

// hqABWA is the ultimate creditor a PayPal debit names.
func hqABWA(t tx) string {
	if !strings.HasPrefix(t.party, "PayPal") || t.eref == "" {
		return ""
	}
	ns := []string{"Spotify AB", "Netflix International B.V.", "Zalando SE", "eBay GmbH", "Lieferando.de"}
	return ns[int(t.eref[0])%len(ns)]
}

// renderSealed10 draws the hq-* layouts into f and st.
func (g *gen) renderSealed10(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	kto := strings.TrimLeft(g.iban[12:], "0")
	office := g.bank + " · " + g.chosen["hq-office"]
	nr := fmt.Sprintf("%d/%d", int(g.end.Month), g.end.Year)
	fillN := func() {
		n := fmt.Sprint(len(f.pages))
		for i := range f.pages {
			for k := range f.pages[i].Items {
				f.pages[i].Items[k].Text = strings.Replace(f.pages[i].Items[k].Text, "{n}", n, 1)
			}
		}
	}
	switch g.layout {

	// Consorsbank: the text first, dates and primanota after it.
	case "hq-consors":
		f.bottom = 85
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 485
			}
			return 555
		}
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: "Consorsbank", Bold: true, Size: g.size + 6})
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(L(40, g.holder), B(340, "KONTOAUSZUG "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto Nr. "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("vom %s bis %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(L(40, "KONTOAUSZUG "+nr+" · Girokonto Nr. "+kto+" · "+g.holder))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Text/Verwendungszweck"), B(300, "Buchung"), B(345, "PNNr"), B(380, "Wert"), BR(485, "Soll"), BR(555, "Haben"))
			f.gap(3)
		}
		f.newPage()
		f.put(B(40, fmt.Sprintf("*** Kontostand zum %s ***", g.start.AddDays(-1))), BR(555, spaceSign(g.opening)))
		f.gap(4)
		var soll, haben german.Cents
		for i, t := range g.txs {
			typ := consorsType(t.typ)
			pn := fmt.Sprintf("%04d", (int(pos(t.amount))*7+i*131+int(g.iban[21]-'0')*977)%9000+1000)
			ls := [][]Item{{L(40, typ), L(300, dm(t.booking)), L(345, pn), L(380, dm(t.value)), R(col(t.amount), pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(40, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 40, 48)...)
			if t.iban != "" {
				ls = append(ls, []Item{L(40, "IBAN "+german.FormatIBAN(t.iban)+" BIC "+hrBIC(t.iban))})
			}
			f.block(ls)
			f.gap(3)
			if t.amount < 0 {
				soll += t.amount
			} else {
				haben += t.amount
			}
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = typ
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(40, fmt.Sprintf("*** Kontostand zum %s ***", g.end)), BR(555, spaceSign(g.closing))},
			{},
			{L(40, "Summe der Umsätze"), R(485, pos(soll).String()), R(555, haben.String())},
			{},
			{L(40, "Bitte prüfen Sie diesen Kontoauszug. Einwendungen sind innerhalb von sechs Wochen zu erheben.")},
		})
		hsFoot(f.pages, []string{office, "BIC " + g.bic + " · Einlagen sind im Rahmen der französischen Einlagensicherung (FGDR) geschützt."},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Revolut: summary box, Ausgehend / Eingehend / Saldo columns.
	case "hq-revolut":
		g.size = 8
		f.lh = 8 * 1.35
		f.bottom = 80
		sub := func(x float64, s string) Item { return Item{X: x, Text: s, Size: 7} }
		card := "516760******" + g.iban[18:22]
		var in, out german.Cents
		for _, t := range g.txs {
			if t.amount < 0 {
				out -= t.amount
			} else {
				in += t.amount
			}
		}
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: "Revolut", Bold: true, Size: 16}, R(555, "Kontoauszug in EUR"))
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(L(40, g.holder), R(555, "Erstellt am "+g.end.AddDays(1).String()))
				f.put(L(40, "Hauptstraße 7"))
				f.put(L(40, "12345 "+g.city))
				f.put(L(40, "Deutschland"))
				f.gap(f.lh)
				f.put(L(40, "IBAN"), L(110, ibanF))
				f.put(L(40, "BIC"), L(110, g.bic))
				f.gap(f.lh)
				f.put(B(40, "Kontostand-Zusammenfassung"))
				f.put(B(40, "Produkt"), BR(300, "Anfangssaldo"), BR(385, "Ausgehend"), BR(470, "Eingehend"), BR(555, "Schlusssaldo"))
				f.put(L(40, "Girokonto (Privat)"), R(300, euroSpace(g.opening)), R(385, euroSpace(out)), R(470, euroSpace(in)), R(555, euroSpace(g.closing)))
				f.gap(f.lh)
				f.put(B(40, fmt.Sprintf("Kontobewegungen vom %s bis %s", longDate(g.start), longDate(g.end))))
				f.gap(3)
			}
			f.put(B(40, "Datum"), B(115, "Beschreibung"), BR(400, "Ausgehend"), BR(475, "Eingehend"), BR(555, "Saldo"))
			f.gap(2)
		}
		f.newPage()
		for _, t := range g.txs {
			desc := t.party
			var subs []string
			tt := truth(t, false, true, t.purpose)
			tt.BookingText = ""
			switch {
			case t.typ == "Kartenzahlung":
				subs = append(subs, "Karte: "+card)
				if t.fx != "" {
					subs = append(subs, t.fx)
					tt.Purpose = t.fx
				}
			case t.typ == "Gebühr":
				desc = t.purpose
			case t.mref != "":
				subs = append(subs, "Referenz: "+t.purpose, "Mandatsreferenz: "+t.mref)
				tt.IBAN = ""
			case t.amount < 0:
				desc = "An " + t.party
				subs = append(subs, "An: "+t.party+", "+t.iban, "Referenz: "+t.purpose)
			default:
				desc = "Zahlung von " + t.party
				subs = append(subs, "Von: "+t.party+", "+t.iban, "Referenz: "+t.purpose)
			}
			outS, inS := "", ""
			if t.amount < 0 {
				outS = euroSpace(pos(t.amount))
			} else {
				inS = euroSpace(t.amount)
			}
			first := []Item{L(40, revDate(t.booking)), B(115, desc), R(555, euroSpace(t.balance))}
			if outS != "" {
				first = append(first, R(400, outS))
			} else {
				first = append(first, R(475, inS))
			}
			ls := [][]Item{first}
			for _, s := range subs {
				for _, w := range wrap(s, 62) {
					ls = append(ls, []Item{sub(115, w)})
				}
			}
			f.block(ls)
			f.gap(4)
			add(tt)
		}
		f.gap(4)
		f.block([][]Item{
			{L(40, "Bei Fragen zu Ihrem Konto wenden Sie sich bitte über die App an uns.")},
			{L(40, "Einlagen sind bis 100.000 € durch das litauische Einlagensicherungssystem geschützt.")},
		})
		hsFoot(f.pages, []string{office, "Revolut Bank UAB ist ein in Litauen zugelassenes Kreditinstitut · Amtsgericht Charlottenburg HRB 212346 B"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })

	// Cooperative bank (Atruvia): references in one stream, purpose last.
	case "hq-gls":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 3})
				f.put(L(40, g.chosen["hq-office"]))
				f.gap(f.lh)
				f.put(L(40, g.holder), L(340, "Kontoauszug "+nr))
				f.put(L(40, "Hauptstraße 7"), L(340, "Kontonummer "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, "erstellt am "+g.end.AddDays(1).String()))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontoauszug %s · Kontonummer %s · Blatt %d", nr, kto, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu-Tag"), B(100, "Wert"), B(140, "Vorgang"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(L(140, "Übertrag"), R(555, sh(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(140, "Übertrag"), R(555, sh(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(L(140, "alter Kontostand vom "+g.start.AddDays(-1).String()), R(555, sh(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			typ := glsType(t.typ)
			ls := [][]Item{{L(40, t.booking.String()), L(100, dm(t.value)), L(140, typ), R(555, sh(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(140, t.party)})
			}
			var refs []string
			if t.eref != "" {
				refs = append(refs, "EREF: "+t.eref)
			}
			if t.mref != "" {
				refs = append(refs, "MREF: "+t.mref)
			}
			if t.cred != "" {
				refs = append(refs, "CRED: "+t.cred)
			}
			if t.iban != "" {
				refs = append(refs, "IBAN: "+t.iban, "BIC: "+hrBIC(t.iban))
			}
			if a := hqABWA(t); a != "" {
				refs = append(refs, "ABWA: "+a)
			}
			ls = append(ls, freeLines(strings.Join(refs, " "), 140, 62)...)
			ls = append(ls, freeLines(t.purpose, 140, 62)...)
			f.block(ls)
			f.bal = t.balance
			f.gap(3)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = typ
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(140, "neuer Kontostand vom "+g.end.String()), BR(555, sh(g.closing))},
			{},
			{L(140, "S = Soll, H = Haben. Bitte beachten Sie die Hinweise auf der Rückseite.")},
			{L(140, "Ihr Dispositionskredit: 2.000,00 EUR, Sollzinssatz 10,90 % p.a.")},
		})
		hsFoot(f.pages, []string{office + " · Genossenschaftsregister · BIC " + g.bic, "Die Bank ist der BVR Institutssicherung GmbH angeschlossen."},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// Triodos: dashed dates, the counter-account column, running balance.
	case "hq-triodos":
		g.size = 7.5
		f.lh = 7.5 * 1.3
		f.bottom = 80
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: "Triodos Bank", Bold: true, Size: g.size + 5}, R(555, fmt.Sprintf("Seite %d von {n}", p)))
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(L(40, g.holder), B(340, "Kontoauszug"))
				f.put(L(40, "Hauptstraße 7"), L(340, "Girokonto "+ibanF))
				f.put(L(40, "12345 "+g.city), L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("Zeitraum %s bis %s", dashDate(g.start), dashDate(g.end))))
				f.gap(f.lh)
			} else {
				f.put(L(40, "Kontoauszug Girokonto "+ibanF+" · "+dashDate(g.start)+" bis "+dashDate(g.end)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(92, "Valuta"), B(144, "Beschreibung"), B(318, "Gegenkonto"), BR(490, "Betrag"), BR(555, "Saldo"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(40, dashDate(g.start)), L(144, "Anfangssaldo"), R(555, g.opening.String()))
		f.gap(3)
		for _, t := range g.txs {
			head := t.party
			purp := wrap(t.purpose, 30)
			tt := truth(t, true, true, t.purpose)
			tt.BookingText = ""
			if head == "" {
				head = t.typ
				tt.BookingText = t.typ
			}
			desc := append(wrap(head, 30), purp...)
			var acct []string
			if t.iban != "" {
				acct = []string{t.iban, hrBIC(t.iban)}
			}
			ls := twoColumns([]Item{L(40, dashDate(t.booking)), L(92, dashDate(t.value)), R(490, t.amount.String()), R(555, t.balance.String())}, 1, 144, desc, 318, acct)
			f.block(ls)
			f.gap(3)
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(40, dashDate(g.end)), B(144, "Endsaldo"), BR(555, g.closing.String())},
			{},
			{L(144, "Triodos Bank finanziert ausschließlich Unternehmen, die Mensch und Umwelt nutzen.")},
		})
		fillN()
		hsFoot(f.pages, []string{office, "Triodos Bank N.V. · Sitz Zeist, Niederlande · Handelsregister Utrecht Nr. 30062415 · BIC " + g.bic}, nil)

	// apoBank practice account: labelled cells side by side, trailing sign.
	case "hq-praxis":
		f.bottom = 85
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "apoBank", Bold: true, Size: g.size + 5})
				f.put(L(40, g.bank))
				f.gap(f.lh)
				f.put(L(40, g.holder), L(340, "Kontoauszug "+nr))
				f.put(L(40, "Am Markt 3"), L(340, "Praxiskonto "+kto))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("Zeitraum %s - %s", dmy2(g.start), dmy2(g.end))))
				f.gap(f.lh)
			} else {
				f.put(B(40, "apoBank"), R(555, fmt.Sprintf("Praxiskonto %s · Kontoauszug %s · Blatt %d", kto, nr, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu.-Tag"), B(92, "Valuta"), B(135, "Buchungstext"), BR(555, "Umsatz EUR"))
			f.gap(2)
		}
		f.onBreak = func(f *flow, p int, bal german.Cents) {
			f.gap(2)
			f.put(L(135, fmt.Sprintf("Übertrag auf Blatt %d", p+1)), R(555, trail(bal)))
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(135, fmt.Sprintf("Übertrag von Blatt %d", p-1)), R(555, trail(bal)))
			f.gap(3)
		}
		f.bal = g.opening
		f.newPage()
		f.put(B(135, "Anfangssaldo per "+g.start.AddDays(-1).String()), BR(555, trail(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dmy2(t.booking)), L(92, dmy2(t.value)), L(135, t.typ), R(555, trail(t.amount))}}
			if t.party != "" {
				label := "Empfänger: "
				if t.amount > 0 {
					label = "Auftraggeber: "
				}
				var left, right []string
				left = wrap(label+t.party, 36)
				if t.iban != "" {
					right = []string{"IBAN: " + german.FormatIBAN(t.iban)}
				}
				ls = append(ls, twoColumns(nil, 1, 135, left, 345, right)...)
			}
			if t.purpose != "" {
				ls = append(ls, freeLines("Verwendungszweck: "+t.purpose, 135, 66)...)
			}
			if t.mref != "" {
				ls = append(ls, []Item{L(135, "Mandatsreferenz: "+t.mref), L(345, "Gläubiger-ID: "+t.cred)})
			}
			f.block(ls)
			f.bal = t.balance
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(135, "Endsaldo per "+g.end.String()), BR(555, trail(g.closing))},
			{},
			{L(135, "Eingeräumte Kontoüberziehung: 50.000,00 EUR · Sollzinssatz 9,75 % p.a.")},
			{L(135, "Beträge mit - belasten, mit + entlasten Ihr Konto.")},
		})
		hsFoot(f.pages, []string{office, "Genossenschaftsregister Düsseldorf GnR 410 · Mitglied der BVR Institutssicherung GmbH"},
			func(i, n int) string { return fmt.Sprintf("Blatt %d von %d", i, n) })

	// Qonto: slashed dates, name / method / reference columns.
	case "hq-qonto":
		g.size = 8
		f.lh = 8 * 1.35
		f.bottom = 80
		f.header = func(f *flow, p int) {
			f.put(Item{X: 40, Text: "Qonto", Bold: true, Size: g.size + 7}, R(555, fmt.Sprintf("Kontoauszug %s %d", months[g.start.Month-1], g.start.Year)))
			f.gap(f.lh / 2)
			if p == 1 {
				f.put(B(40, g.holder), L(340, "IBAN "+ibanF))
				f.put(L(40, "Gewerbehof 4"), L(340, "BIC "+g.bic))
				f.put(L(40, "12345 "+g.city), L(340, fmt.Sprintf("Zeitraum %s - %s", slashDate(g.start), slashDate(g.end))))
				f.gap(f.lh)
				f.put(L(40, "Anfangssaldo am "+slashDate(g.start)), R(300, euroSpace(g.opening)))
				f.put(B(40, "Endsaldo am "+slashDate(g.end)), BR(300, euroSpace(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(L(40, g.holder+" · IBAN "+ibanF))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(92, "Gegenpartei"), B(222, "Zahlungsart"), B(335, "Referenz"), BR(555, "Betrag"))
			f.gap(2)
		}
		f.newPage()
		for _, t := range g.txs {
			ls := twoColumns([]Item{L(40, slashDate(t.booking)), L(222, t.typ), R(555, euroSigned(t.amount))}, 1, 92, wrap(t.party, 26), 335, wrap(t.purpose, 30))
			f.block(ls)
			f.gap(4)
			add(truth(t, false, false, t.purpose))
		}
		hsFoot(f.pages, []string{office, "Qonto ist eine Marke der Olinda SAS, zugelassen als Zahlungsinstitut · BIC " + g.bic},
			func(i, n int) string { return fmt.Sprintf("%d/%d", i, n) })

	// Raisin: Abgang / Zugang columns, no names for the reference account.
	case "hq-raisin":
		f.bottom = 85
		col := func(c german.Cents) float64 {
			if c < 0 {
				return 480
			}
			return 555
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: "WeltSparen", Bold: true, Size: g.size + 5}, R(555, "Raisin Bank AG"))
				f.gap(f.lh)
				f.put(L(40, g.holder), B(340, "Kontoauszug Transaktionskonto"))
				f.put(L(40, "Hauptstraße 7"), L(340, "Kundennummer "+g.chosen["hq-kd"]))
				f.put(L(40, "12345 "+g.city), L(340, "IBAN "+ibanF))
				f.put(L(340, "BIC "+g.bic))
				f.put(L(340, fmt.Sprintf("Zeitraum %s - %s", g.start, g.end)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "WeltSparen"), R(555, "Kontoauszug Transaktionskonto · Seite "+fmt.Sprint(p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(92, "Wertstellung"), B(155, "Vorgang"), BR(480, "Abgang EUR"), BR(555, "Zugang EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(155, "Kontostand am "+g.start.AddDays(-1).String()), R(col(g.opening), pos(g.opening).String()))
		f.gap(3)
		type dep struct {
			bank, text string
			amt        german.Cents
		}
		var deps []dep
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(92, t.value.String()), L(155, t.typ), R(col(t.amount), pos(t.amount).String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(155, t.party+" ("+hqPartner(t.party)+")")})
			}
			if t.iban != "" {
				if t.amount > 0 {
					ls = append(ls, []Item{L(155, "vom Referenzkonto "+german.FormatIBAN(t.iban))})
				} else {
					ls = append(ls, []Item{L(155, "an Referenzkonto "+german.FormatIBAN(t.iban))})
				}
			}
			ls = append(ls, freeLines(t.purpose, 155, 56)...)
			if t.fx != "" {
				ls = append(ls, []Item{L(155, t.fx)})
			}
			f.block(ls)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
			if t.typ == "Anlage Festgeld" {
				deps = append(deps, dep{t.party, t.purpose, -t.amount})
			}
		}
		f.gap(2)
		end := [][]Item{
			{B(155, "Kontostand am "+g.end.String()), BR(col(g.closing), pos(g.closing).String())},
			{},
		}
		if len(deps) > 0 {
			end = append(end, []Item{B(155, "Im Zeitraum neu angelegt")})
			for _, d := range deps {
				end = append(end, []Item{L(155, d.bank), L(300, strings.SplitN(d.text, " p.a.", 2)[0]+" p.a."), R(555, d.amt.String()+" EUR")})
			}
			end = append(end, []Item{})
		}
		end = append(end, []Item{L(155, "Das Transaktionskonto wird nicht verzinst. Die Festgelder werden bei den Partnerbanken geführt.")})
		f.block(end)
		hsFoot(f.pages, []string{office, "Raisin Bank AG · Amtsgericht Frankfurt am Main HRB 31089 · Einlagensicherung durch die Entschädigungseinrichtung deutscher Banken"},
			func(i, n int) string { return fmt.Sprintf("Seite %d von %d", i, n) })
	}
}
