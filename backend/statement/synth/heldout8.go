package synth

// Sealed batch 8 (ht-*): an eighth held-out batch, written when the
// seventh (hu-*) was sealed, without looking at the extractor or its rule
// code. Each layout imitates a kind of German account document (bank
// names and data are synthetic) with a set of conventions no tuned layout
// and no earlier batch uses as a whole:
//
//   - ht-uebergang: a savings bank's statement-printer Kontoauszug from
//     the SEPA changeover (2012–2013): "Umsätze vom … bis …" since the
//     last print (any start day), "alter/neuer Kontostand vom", year-less
//     "Bu-Tag"/"Wert" dates, the booking text in capitals in the DTA
//     charset (umlauts as AE/OE/UE, "UEBERWEISUNG", "LOHN/GEHALT"), the
//     remittance text in capitals wrapped at 27 characters (the DTA
//     field), the counterparty's "KTO 1234567 BLZ 50050201" instead of
//     an IBAN, card payments as "EC 65091234 03.03 14.22 ME1", a
//     "Betrag EUR" column, a SEPA notice after the closing balance;
//   - ht-saldo: a cooperative bank's Kontokorrent of a farm: UNSIGNED
//     amounts in an "Umsatz" column and a running "Saldo" with "S"/"H"
//     after it on every booking — the sign only follows from the balance
//     arithmetic; "Umbuchung" both ways between own accounts, Milchgeld
//     and Futtermittel in five figures, the balance swinging between
//     Soll and Haben, "Übertrag" at the head of further pages;
//   - ht-kreditkarte: a bank's Mastercard "Kreditkartenabrechnung" from
//     the 10th to the 9th: "Belegdatum"/"Buchungsdatum", signed amounts,
//     foreign purchases with the original amount and rate on a line below
//     and a Fremdwährungsgebühr line whose fee is INCLUDED in the amount
//     (not a booking), "Ihre Zahlung – vielen Dank" as the credit of the
//     last bill, the next direct debit and the credit line after the new
//     balance (amounts, not bookings);
//   - ht-umsatzanzeige: a direct bank's online "Umsatzanzeige" printed to
//     PDF: "Buchung | Valuta | Auftraggeber/Empfänger | Buchungsdetails |
//     Betrag (EUR)", the name and the IBAN in their own wrapped column,
//     the details column holding the type, the remittance text and the
//     SEPA references, amounts "-1.234,56 €", both balances in the head;
//   - ht-mietkaution: a savings bank's Mietkautionskonto (a savings
//     account pledged to the landlord) over a calendar year, printed like
//     a passbook: "Datum | Vorgang | Auszahlung | Einzahlung | Guthaben",
//     the deposit in three monthly instalments when the tenancy began in
//     the year, the year's "Zinsgutschrift" with its calculation line and
//     Kapitalertragsteuer and Solidaritätszuschlag as bookings (none with
//     a Freistellungsauftrag), and in one year of four the tenancy's end:
//     the landlord's share and the tenant's rest paid out, closing 0,00;
//   - ht-notar: a notary's escrow account (Notaranderkonto) for one
//     property purchase: the purchase price from the buyers (part of it
//     as the buyers' bank's loan payout), the payoff of the seller's land
//     charge, the seller's payout, the notary's Hebegebühr, the interest
//     and the fee, six-figure amounts signed with an en dash and a space
//     ("– 245.000,00", "+ 48.000,00"), the purchase contract's figures
//     in the head (not bookings), closing 0,00;
//   - ht-pkonto: a Pfändungsschutzkonto (P-Konto) month: salary or
//     Bürgergeld, Kindergeld, rent and card payments, never overdrawn,
//     the garnished amount over the Freibetrag paid out to the creditor
//     ("Auskehrung") at the month's end, dates "03.05.25", amounts
//     "45,00-" / "1.234,56", and after the closing balance the P-Konto
//     information with Freibetrag, Kindergeld increase, credits and the
//     unused Freibetrag carried over (amounts, not bookings).
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings and own-account
// transfers), the purpose is the remittance text only (no type, labels,
// references, account numbers or calculation lines; a foreign card
// purchase's purpose is its "USD 45,00 Kurs 1,085600" line, as in "fx"),
// amounts are signed from the account holder's view.
//
// Not done: two accounts in one document and a landscape page (the truth
// holds one account; pages are A4 portrait).
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Sealed7Layouts lists the layouts of the eighth held-out batch (ht-*).
// They are in none of the other layout lists.
func Sealed7Layouts() []string {
	return []string{"ht-uebergang", "ht-saldo", "ht-kreditkarte", "ht-umsatzanzeige", "ht-mietkaution", "ht-notar", "ht-pkonto"}
}

// sealed7Setup draws the statement of an ht-* layout from its own random
// stream and caps the bookings so that statements run 1–4 pages.
func (g *gen) sealed7Setup() {
	g.redraw("ht|", 0x5ea1ed8)
	limit := 40
	th := thinning{stop: true}
	switch g.layout {
	case "ht-uebergang":
		g.htUebergangTxs()
		limit = 30
	case "ht-saldo":
		g.htSaldoTxs()
		limit = 44
	case "ht-kreditkarte":
		g.htCardTxs()
		limit = 40
		th.keep = func(t tx) bool { return t.typ == "Zahlung" }
	case "ht-umsatzanzeige":
		g.bank, g.bic = g.pick("Hansa Direktbank AG", "Ostsee Onlinebank AG"), "HDBKDEHHXXX"
		g.iban = makeIBAN("20070024", g.r.Uint64())
		g.transactions()
		limit = 40
	case "ht-mietkaution":
		g.htKautionTxs()
		limit = 12
		th.keep = func(tx) bool { return true }
	case "ht-notar":
		g.htNotarTxs()
		limit = 12
		th.keep = func(tx) bool { return true }
	case "ht-pkonto":
		g.htPkontoTxs()
		limit = 30
		th.keep = func(tx) bool { return true } // thinned before the Auskehrung
	}
	g.thin(limit, th)
	g.rebalance()
}

// fillArgs fills a purpose pattern's %s with s and each %d with a number
// from num.
func fillArgs(p, s string, num func() int) string {
	var args []any
	for i := 0; i < len(p)-1; i++ {
		if p[i] == '%' {
			switch p[i+1] {
			case 's':
				args = append(args, s)
			case 'd':
				args = append(args, num())
			}
		}
	}
	return fmt.Sprintf(p, args...)
}

// htUebergangTxs: everything since the last print at a statement
// printer in 2012 or 2013, with the card payments' terminal lines of the
// time.
func (g *gen) htUebergangTxs() {
	g.bank, g.bic = g.pick("Sparkasse Musterstadt", "Kreissparkasse Hohenlohe", "Stadtsparkasse Nordheim"), "SOLADES1HLK"
	g.iban = makeIBAN("62251550", uint64(1000000+g.r.IntN(8999999)))
	g.start = german.D(2012+g.r.IntN(2), time.Month(1+g.r.IntN(12)), 1+g.r.IntN(25))
	g.end = g.start.AddDays(12 + g.r.IntN(24))
	g.note("ht-auszug", fmt.Sprint(int(g.end.Month)*2-g.r.IntN(2)))
	g.txs = nil
	g.transactions()
	for i := range g.txs {
		t := &g.txs[i]
		switch t.typ {
		case "Kartenzahlung":
			t.purpose = fmt.Sprintf("EC %08d %02d.%02d %02d.%02d ME%d", 60000000+g.r.IntN(9999999), t.booking.Day, t.booking.Month, 7+g.r.IntN(13), g.r.IntN(60), g.r.IntN(3))
		case "Bargeldauszahlung":
			t.party = ""
			t.purpose = fmt.Sprintf("GA NR%08d BLZ62251550 %d %02d.%02d/%02d.%02dUHR %s", g.r.IntN(1e8), g.r.IntN(3), t.booking.Day, t.booking.Month, 7+g.r.IntN(15), g.r.IntN(60), g.city)
		}
		if t.iban != "" {
			t.iban = makeIBAN(banks[g.r.IntN(len(banks))].blz, uint64(100000+g.r.IntN(99999999)))
		}
		t.party, t.purpose, t.typ = dtaText(t.party), dtaText(t.purpose), dtaTyp(t.typ)
	}
	g.rebalance()
}

var dtaRepl = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ß", "ss", "é", "e")

// dtaText is text in the DTA charset of the time: capitals, umlauts
// written out.
func dtaText(s string) string { return strings.ToUpper(dtaRepl.Replace(s)) }

func dtaTyp(typ string) string {
	switch typ {
	case "SEPA-Lastschrift", "Lastschrift":
		return "LASTSCHRIFT"
	case "Kartenzahlung":
		return "KARTENZAHLUNG"
	case "Bargeldauszahlung":
		return "GELDAUTOMAT"
	case "Entgelt":
		return "ENTGELT"
	case "Überweisung", "Echtzeitüberweisung":
		return "UEBERWEISUNG"
	case "Dauerauftrag":
		return "DAUERAUFTRAG"
	case "Lohn/Gehalt":
		return "LOHN/GEHALT"
	}
	return "GUTSCHRIFT"
}

// ktoBLZ is the pre-SEPA account reference inside an IBAN: "KTO 1234567
// BLZ 50050201".
func ktoBLZ(iban string) string {
	kto := strings.TrimLeft(iban[12:], "0")
	if kto == "" {
		kto = "0"
	}
	return "KTO " + kto + " BLZ " + iban[4:12]
}

var htFarm = []struct {
	name, typ, purpose string
	lo, hi             int
	credit             bool
}{
	{"Molkerei Ammerland eG", "Gutschrift", "Milchgeld %s Lieferant %d", 800000, 2500000, true},
	{"Viehvermarktung Weser-Ems eG", "Gutschrift", "Abrechnung Schlachtvieh Partie %d", 300000, 1800000, true},
	{"BayWa AG", "Lastschrift", "Futtermittel Rechnung %d", 80000, 900000, false},
	{"Raiffeisen-Warengenossenschaft Ammerland eG", "Lastschrift", "Dünger und Saatgut Rechnung %d", 50000, 600000, false},
	{"Tierarztpraxis Dr. Brinkmann", "Überweisung", "Rechnung %d Bestandsbetreuung", 8000, 120000, false},
	{"SVLFG", "Lastschrift", "Beitrag Unfallversicherung Mitgl.-Nr. %d", 20000, 90000, false},
	{"Lohnunternehmen Bruns GmbH", "Überweisung", "Maisernte Häckseln Rechnung %d", 150000, 900000, false},
	{"EWE Vertrieb GmbH", "Lastschrift", "Abschlag Strom %s Vertragskonto %d", 30000, 150000, false},
	{"Landwirtschaftskammer Niedersachsen", "Gutschrift", "Agrarförderung Direktzahlung Az. %d", 500000, 3000000, true},
	{"Finanzamt Cloppenburg", "Lastschrift", "Umsatzsteuer %s Steuernr. %d", 20000, 400000, false},
	{"Landtechnik Wübbens GmbH", "Überweisung", "Reparatur Schlepper Rechnung %d", 20000, 450000, false},
}

// htSaldoTxs: a month of a farm's Kontokorrent: few large credits,
// many supplier debits, transfers to and from the farm's own savings and
// loan accounts, the month's fee.
func (g *gen) htSaldoTxs() {
	g.holder = g.pick("Hinrich Meyer Landwirtschaft", "Milchhof Janssen GbR", "Gerd Oltmanns Schweinemast")
	g.bank, g.bic = g.pick("Raiffeisenbank Ammerland eG", "Volksbank Vechta eG"), "GENODEF1WST"
	g.iban = makeIBAN("28065108", g.r.Uint64())
	g.opening = german.Cents(g.r.IntN(6000000) - 4000000)
	mon := months[g.start.Month-1]
	num := func() int { return 10000 + g.r.IntN(890000) }
	own := []string{fmt.Sprintf("Sparkonto %d", 3000000+g.r.IntN(999999)), fmt.Sprintf("Darlehen %d", 7000000+g.r.IntN(999999))}
	for _, d := range g.sortedDates(6+g.r.IntN(40), g.start, g.end) {
		if g.r.IntN(9) == 0 {
			amt := german.Cents((1 + g.r.IntN(40)) * 50000)
			if g.r.IntN(2) == 0 {
				amt = -amt
			}
			g.txs = append(g.txs, tx{booking: d, value: d, typ: "Umbuchung", purpose: "Umbuchung " + own[g.r.IntN(2)], amount: amt})
			continue
		}
		p := htFarm[g.r.IntN(len(htFarm))]
		amt := german.Cents(p.lo + g.r.IntN(p.hi-p.lo))
		if !p.credit {
			amt = -amt
		}
		t := tx{booking: d, value: d, typ: p.typ, party: p.name, purpose: fillArgs(p.purpose, mon, num), amount: amt}
		if g.r.IntN(5) == 0 {
			t.value = d.AddDays(1 + g.r.IntN(2))
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", purpose: "Kontoführung " + mon, amount: -german.Cents(1500 + g.r.IntN(3000))})
	g.rebalance()
}

// htCardTxs: a card month from the 10th to the 9th: the last bill paid
// by direct debit, domestic and foreign purchases (the foreign fee
// included in the amount; fx holds "USD 45,00 Kurs 1,085600|0,73"), the
// odd refund and the yearly fee.
func (g *gen) htCardTxs() {
	g.bank, g.bic = g.pick("Nordbank Direkt AG", "Commerzbank AG", "Deutsche Kreditbank AG"), "NBDKDEHHXXX"
	g.iban = makeIBAN("20041133", g.r.Uint64())
	g.start = german.D(g.start.Year, g.start.Month, 10)
	g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	g.opening = -german.Cents(5000 + g.r.IntN(150000))
	g.note("ht-card", fmt.Sprintf("5232 XXXX XXXX %04d", g.r.IntN(10000)))
	g.note("ht-debit", makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()))
	pay := g.start.AddDays(3 + g.r.IntN(4))
	paid := false
	for _, d := range g.sortedDates(3+g.r.IntN(30), g.start, g.end) {
		if !paid && !d.Before(pay) {
			g.txs = append(g.txs, tx{booking: pay, value: pay, typ: "Zahlung", purpose: "Ihre Zahlung – vielen Dank", amount: -g.opening})
			paid = true
		}
		v := d.AddDays(-g.r.IntN(4))
		if v.Before(g.start.AddDays(-5)) {
			v = d
		}
		k := g.r.IntN(10)
		switch {
		case k < 3:
			s := fxShops[g.r.IntN(len(fxShops))]
			orig := german.Cents(500 + g.r.IntN(30000))
			rate := 0.80 + g.r.Float64()*0.5
			eur := cents(float64(orig) / rate)
			fee := max(cents(float64(eur)*0.0175), 1)
			g.txs = append(g.txs, tx{booking: d, value: v, typ: "Kartenumsatz", party: s.name, amount: -(eur + fee),
				fx: fmt.Sprintf("%s %s Kurs %s|%s", s.cur, orig.String(), strings.Replace(fmt.Sprintf("%.6f", rate), ".", ",", 1), fee.String())})
		case k < 4 && d.Sub(g.start) > 5:
			g.txs = append(g.txs, tx{booking: d, value: v, typ: "Gutschrift", party: shops[g.r.IntN(len(shops))] + " " + strings.ToUpper(g.city), amount: german.Cents(500 + g.r.IntN(8000))})
		default:
			g.txs = append(g.txs, tx{booking: d, value: v, typ: "Kartenumsatz", party: shops[g.r.IntN(len(shops))] + " " + strings.ToUpper(g.city), amount: -german.Cents(150 + g.r.IntN(20000))})
		}
	}
	if !paid {
		g.txs = append(g.txs, tx{booking: pay, value: pay, typ: "Zahlung", purpose: "Ihre Zahlung – vielen Dank", amount: -g.opening})
	}
	if g.r.IntN(8) == 0 {
		d := g.start.AddDays(g.r.IntN(20))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Entgelt", purpose: "Jahresgebühr Mastercard Gold", amount: -german.Cents([]int{2900, 4900, 8900}[g.r.IntN(3)])})
	}
	g.rebalance()
}

// htKautionTxs: a calendar year of a Mietkautionskonto: the deposit in
// three instalments when the tenancy began in the year, the year's
// interest (on the daily balance) and its taxes on 31.12., or, when the
// tenancy ended in the year, the interest up to that day and the payouts
// to landlord and tenant.
func (g *gen) htKautionTxs() {
	g.bank, g.bic = g.pick("Sparkasse Göttingen", "Kreissparkasse Bielefeld", "Sparkasse Kassel"), "NOLADE21GOE"
	g.iban = makeIBAN("26050001", g.r.Uint64())
	y := g.start.Year
	g.start, g.end = german.D(y, time.January, 1), german.D(y, time.December, 31)
	rent := german.Cents((40 + g.r.IntN(90)) * 1000)
	kaution := 3 * rent
	landlord := g.pick("Grünwald Immobilien GmbH", "Hausverwaltung Schulz", "Wohnungsbau Nordheim eG", "Dr. Ingrid Lampe")
	g.note("ht-landlord", landlord)
	g.note("ht-object", fmt.Sprintf("%s %d, %d. OG %s, %s", g.pick("Lindenstraße", "Am Mühlbach", "Goetheweg", "Bahnhofstraße"), 1+g.r.IntN(60), 1+g.r.IntN(4), g.pick("links", "rechts", "Mitte"), g.city))
	rate := float64(1+g.r.IntN(12)) * 0.125
	g.note("ht-rate", strings.Replace(fmt.Sprintf("%.3f", rate), ".", ",", 1))
	ref := makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64())
	began := g.r.IntN(3) == 0
	ended := !began && g.r.IntN(4) == 0
	if began {
		g.opening = 0
		m := 1 + g.r.IntN(9)
		for k := range 3 {
			d := german.D(y, time.Month(m+k), 1+g.r.IntN(5))
			g.txs = append(g.txs, tx{booking: d, value: d, typ: "Einzahlung", party: g.holder, iban: ref, amount: rent,
				purpose: fmt.Sprintf("Mietkaution %d. Rate %s", k+1, g.chosen["ht-object"])})
		}
	} else {
		g.opening = kaution + german.Cents(g.r.IntN(int(kaution)/20+1))
	}
	last := g.end
	if ended {
		last = german.D(y, time.Month(2+g.r.IntN(10)), 1+g.r.IntN(28))
		g.end = last
	}
	// Interest on the daily balance up to last.
	bal, from := g.opening, g.start
	var acc float64
	for _, t := range g.txs {
		acc += float64(bal) * float64(t.booking.Sub(from))
		bal += t.amount
		from = t.booking
	}
	acc += float64(bal) * float64(last.Sub(from)+1)
	z := cents(acc * rate / 100 / 365)
	if z > 0 {
		g.txs = append(g.txs, tx{booking: last, value: last, typ: "Zinsgutschrift", amount: z, purpose: fmt.Sprintf("Zinsen %s - %s", g.start, last),
			fx: fmt.Sprintf("Zinssatz %s %% p.a., Ø Guthaben %s EUR", g.chosen["ht-rate"], cents(acc/float64(last.Sub(g.start)+1)).String())})
		if g.r.IntN(2) == 0 {
			kest := cents(float64(z) * 0.25)
			if kest > 0 {
				g.txs = append(g.txs, tx{booking: last, value: last, typ: "Steuer", amount: -kest, purpose: "Kapitalertragsteuer 25,00 % auf " + z.String()})
				if soli := cents(float64(kest) * 0.055); soli > 0 {
					g.txs = append(g.txs, tx{booking: last, value: last, typ: "Steuer", amount: -soli, purpose: "Solidaritätszuschlag 5,50 % auf " + kest.String()})
				}
			}
		} else {
			g.note("ht-fsa", "1")
		}
	}
	g.rebalance()
	if ended {
		keep := german.Cents(g.r.IntN(int(g.closing) / 3))
		if keep > 0 && g.r.IntN(2) == 0 {
			g.txs = append(g.txs, tx{booking: last, value: last, typ: "Auszahlung", party: landlord, iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()),
				amount: -keep, purpose: "Freigabe Mietkaution Nebenkostennachzahlung " + g.chosen["ht-object"]})
			g.rebalance()
		}
		g.txs = append(g.txs, tx{booking: last, value: last, typ: "Auszahlung", party: g.holder, iban: ref, amount: -g.closing, purpose: "Auflösung Mietkautionskonto Restguthaben"})
		g.note("ht-ended", "1")
	}
	g.rebalance()
}

// htNotarTxs: a Notaranderkonto from its opening to its closing: the
// purchase price in, the land charge paid off, the seller paid, the
// notary's fee, interest and the account fee, the rest to the buyers.
func (g *gen) htNotarTxs() {
	g.bank, g.bic = g.pick("Stadtsparkasse Düsseldorf", "Sparkasse Hannover", "Kreissparkasse Köln"), "SPKHDE2HXXX"
	g.iban = makeIBAN("25050180", g.r.Uint64())
	notary := g.pick("Dr. Friedrich Adler", "Dr. Cornelia Brandes", "Johannes Vogt")
	g.holder = "Notar " + notary
	buyers := g.pick("Thomas Weber und Sabine Fischer", "Murat und Aylin Yilmaz", "Jonas Beispiel", "Leonie und Paul Schneider")
	seller := g.pick("Helga Krause", "Werner Lange", "Erbengemeinschaft Hartmann", "Grünwald Immobilien GmbH")
	ur := fmt.Sprintf("%d/%d", 100+g.r.IntN(1800), g.start.Year)
	price := german.Cents((150 + g.r.IntN(600)) * 100000)
	for k, v := range map[string]string{"ht-notary": notary, "ht-buyers": buyers, "ht-seller": seller, "ht-ur": ur, "ht-price": price.String()} {
		g.note(k, v)
	}
	g.start = german.D(g.start.Year, g.start.Month, 1+g.r.IntN(20))
	g.end = g.start.AddDays(60 + g.r.IntN(50))
	g.opening = 0
	first := strings.Split(buyers, " und ")[0]
	if !strings.Contains(first, " ") {
		first = buyers
	}
	short := lastWord(first) + "/" + lastWord(seller)
	buyerIBAN := makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64())
	d1 := g.start.AddDays(2 + g.r.IntN(9))
	if g.r.IntN(3) > 0 {
		own := german.Cents((10+g.r.IntN(30))*int(price)/100/100000) * 100000
		lender := g.pick("Sparkasse Hannover", "Volksbank Mittelhessen eG", "Deutsche Kreditbank AG", "Interhyp Bausparkasse AG")
		g.txs = append(g.txs,
			tx{booking: d1, value: d1, typ: "Gutschrift", party: buyers, iban: buyerIBAN, amount: own, purpose: fmt.Sprintf("Eigenkapital Kaufpreis UR-Nr. %s %s", ur, short)},
			tx{booking: d1.AddDays(g.r.IntN(8)), value: d1.AddDays(g.r.IntN(8)), typ: "Gutschrift", party: lender, iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()), amount: price - own,
				purpose: fmt.Sprintf("Darlehensauszahlung %d für %s UR-Nr. %s", 6000000000+g.r.IntN(999999999), buyers, ur)})
		g.txs[len(g.txs)-1].value = g.txs[len(g.txs)-1].booking
	} else {
		g.txs = append(g.txs, tx{booking: d1, value: d1, typ: "Gutschrift", party: buyers, iban: buyerIBAN, amount: price, purpose: fmt.Sprintf("Kaufpreis UR-Nr. %s %s", ur, short)})
	}
	d2 := d1.AddDays(14 + g.r.IntN(30))
	rest := price
	if g.r.IntN(2) == 0 {
		off := german.Cents((20+g.r.IntN(40))*int(price)/100/100) * 100
		off += german.Cents(g.r.IntN(100000))
		g.txs = append(g.txs, tx{booking: d2, value: d2, typ: "Überweisung", party: g.pick("Volksbank Weserbergland eG", "Commerzbank AG", "Sparkasse Kassel"), iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()),
			amount: -off, purpose: fmt.Sprintf("Ablösung Grundschuld Abt. III Nr. 1 Darlehen %d", 100000+g.r.IntN(899999))})
		rest -= off
	}
	hebe := cents(float64(price)*0.0025) + 2000
	g.txs = append(g.txs,
		tx{booking: d2, value: d2, typ: "Überweisung", party: seller, iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()), amount: -(rest - hebe), purpose: fmt.Sprintf("Kaufpreis UR-Nr. %s abzgl. Ablösung", ur)},
		tx{booking: d2, value: d2, typ: "Überweisung", party: "Notar " + notary, iban: makeIBAN("25050180", g.r.Uint64()), amount: -hebe, purpose: fmt.Sprintf("Hebegebühr KV 25300 UR-Nr. %s", ur)},
	)
	z := max(cents(float64(price)*0.005*float64(d2.Sub(d1))/365), 500)
	fee := min(german.Cents(1000+g.r.IntN(2500)), z/2)
	g.txs = append(g.txs,
		tx{booking: g.end, value: g.end, typ: "Zinsen", amount: z, purpose: fmt.Sprintf("Anderkontozinsen %s - %s", g.start, d2)},
		tx{booking: g.end, value: g.end, typ: "Entgelt", amount: -fee, purpose: "Kontoführung Anderkonto"},
		tx{booking: g.end, value: g.end, typ: "Überweisung", party: buyers, iban: buyerIBAN, amount: -(z - fee), purpose: fmt.Sprintf("Auskehrung Zinsen UR-Nr. %s Auflösung Anderkonto", ur)},
	)
	g.rebalance()
}

// htPkontoTxs: a month of a P-Konto: income at the start, Kindergeld,
// debits that never overdraw the account, the fee, and at the month's
// end the amount over the Freibetrag paid out to the creditor.
func (g *gen) htPkontoTxs() {
	g.bank, g.bic = g.pick("Sparkasse Kassel", "Stadtsparkasse Remscheid", "Sparkasse Hildesheim Goslar Peine"), "HELADEF1KAS"
	g.iban = makeIBAN("52050353", g.r.Uint64())
	g.opening = german.Cents(g.r.IntN(30000))
	mon := months[g.start.Month-1]
	free := german.Cents(156000)
	var income german.Cents
	d := g.start.AddDays(g.r.IntN(3))
	if g.r.IntN(3) == 0 {
		income = german.Cents(80000 + g.r.IntN(60000))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Gutschrift", party: "Jobcenter " + g.city, iban: makeIBAN("76000000", g.r.Uint64()), amount: income,
			purpose: fmt.Sprintf("Bürgergeld BG-Nr. %05d//%07d %s %d", g.r.IntN(99999), g.r.IntN(9999999), mon, g.start.Year)})
	} else {
		income = german.Cents(170000 + g.r.IntN(140000))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Lohn/Gehalt", party: withCity(employers[g.r.IntN(len(employers))], g.city), iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()), amount: income,
			purpose: fmt.Sprintf("Gehalt %s %d Personalnr. %d", mon, g.start.Year, 100000+g.r.IntN(899999))})
	}
	kids := g.r.IntN(3)
	if kids > 0 {
		d := g.start.AddDays(3 + g.r.IntN(20))
		g.txs = append(g.txs, tx{booking: d, value: d, typ: "Gutschrift", party: "Familienkasse Hessen", iban: makeIBAN("76000000", g.r.Uint64()), amount: german.Cents(kids * 25500),
			purpose: fmt.Sprintf("KG %03dFK%06d Kindergeld %s %d", g.r.IntN(999), g.r.IntN(999999), mon, g.start.Year)})
	}
	g.note("ht-kids", fmt.Sprint(kids))
	for _, d := range g.sortedDates(2+g.r.IntN(30), g.start, g.end.AddDays(-1)) {
		t := g.oneTx(d, mon)
		if t.amount > 0 || t.typ == "Entgelt" {
			continue
		}
		g.txs = append(g.txs, t)
	}
	g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Entgelt", purpose: "Kontoführung P-Konto " + mon, amount: -german.Cents(790)})
	g.rebalance()
	// Thin to leave room for the Auskehrung, then drop what would
	// overdraw the account.
	lim := 29
	if g.opt.MaxTransactions > 0 {
		lim = min(lim, g.opt.MaxTransactions-1)
	}
	g.thin(lim, thinning{keep: func(t tx) bool { return t.amount > 0 || t.typ == "Entgelt" }, stop: true})
	g.rebalance()
	bal := g.opening
	var kept []tx
	for _, t := range g.txs {
		if bal+t.amount < 0 {
			continue
		}
		bal += t.amount
		kept = append(kept, t)
	}
	g.txs = kept
	g.rebalance()
	over := min(income-free, g.closing)
	if over > 0 {
		creditor := g.pick("Obergerichtsvollzieherin Petra Lange", "Finanzamt "+g.city+" Vollstreckungsstelle", "Inkasso Nord GmbH", "Hauptzollamt Gießen Vollstreckung")
		g.txs = append(g.txs, tx{booking: g.end, value: g.end, typ: "Überweisung", party: creditor, iban: makeIBAN(banks[g.r.IntN(len(banks))].blz, g.r.Uint64()), amount: -over,
			purpose: fmt.Sprintf("Auskehrung PfÜB AG %s %d M %d/%02d %s %d", g.city, 1+g.r.IntN(40), 100+g.r.IntN(9000), (g.start.Year-1)%100, mon, g.start.Year)})
	}
	g.rebalance()
}

// enDashSign is "– 245.000,00" / "+ 48.000,00".
func enDashSign(c german.Cents) string {
	if c < 0 {
		return "– " + pos(c).String()
	}
	return "+ " + c.String()
}

// renderSealed7 draws the ht-* layouts into f and st.
func (g *gen) renderSealed7(f *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	switch g.layout {

	// Statement printer at the SEPA changeover.
	case "ht-uebergang":
		kto := strings.TrimLeft(g.iban[12:], "0")
		blz := g.iban[4:7] + " " + g.iban[7:10] + " " + g.iban[10:12]
		nr := g.chosen["ht-auszug"]
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kontoauszug")
				f.put(L(40, fmt.Sprintf("Konto-Nr. %s  BLZ %s", kto, blz)), L(330, fmt.Sprintf("Auszug %s / %d  Blatt %d", nr, g.end.Year, p)))
				f.put(L(40, "IBAN "+ibanF), L(330, "BIC "+g.bic))
				f.put(L(40, fmt.Sprintf("Umsätze vom %s bis %s", g.start, g.end)))
				f.gap(f.lh / 2)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Konto-Nr. %s  Auszug %s / %d  Blatt %d", kto, nr, g.end.Year, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Bu-Tag"), B(85, "Wert"), B(130, "Vorgang"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(130, "alter Kontostand vom "+g.start.AddDays(-1).String()), R(555, g.opening.String()))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dm(t.booking)), L(85, dm(t.value)), L(130, t.typ), R(555, t.amount.String())}}
			if t.party != "" {
				ls = append(ls, []Item{L(130, t.party)})
			}
			if t.iban != "" {
				ls = append(ls, []Item{L(130, ktoBLZ(t.iban))})
			}
			ls = append(ls, freeLines(t.purpose, 130, 27)...)
			f.block(ls)
			f.gap(2)
			add(truth(t, true, false, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(130, "neuer Kontostand vom "+g.end.String()), BR(555, g.closing.String())},
			{},
			{L(130, "Ihr Dispositionskredit: 1.500,00 EUR")},
			{L(130, "Ab 01.02.2014 führen wir Überweisungen und Lastschriften nur noch im SEPA-Verfahren aus.")},
			{L(130, "Bitte verwenden Sie dann Ihre IBAN und BIC.")},
		})
		g.footer(f.pages, true, "Blatt")

	// Farm Kontokorrent: unsigned amounts, S/H after the balance.
	case "ht-saldo":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Umsatzübersicht Kontokorrentkonto")
				f.put(L(40, "Konto "+ibanF), L(330, fmt.Sprintf("Zeitraum %s - %s", g.start, g.end)))
				f.put(L(40, "Kreditlinie 75.000,00 EUR"), L(330, "BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kontokorrent %s · Seite %d", ibanF, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Datum"), B(95, "Wert"), B(150, "Vorgang / Verwendungszweck"), BR(470, "Umsatz"), BR(555, "Saldo"))
			f.gap(2)
		}
		f.onStart = func(f *flow, p int, bal german.Cents) {
			f.put(L(150, "Übertrag"), R(555, shWord(bal)))
			f.gap(2)
		}
		f.bal = g.opening
		f.newPage()
		f.put(L(150, "Saldovortrag"), R(555, shWord(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(95, t.value.String()), L(150, t.typ), R(470, pos(t.amount).String()), R(555, shWord(t.balance))}}
			if t.party != "" {
				ls = append(ls, []Item{L(150, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 150, 52)...)
			f.block(ls)
			f.bal = t.balance
			f.gap(2)
			add(truth(t, true, false, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{{B(150, "Neuer Saldo per "+g.end.String()), BR(555, shWord(g.closing))}})
		g.footer(f.pages, true, "Seite")

	// Mastercard bill with the foreign fee inside the amount.
	case "ht-kreditkarte":
		due := -g.closing
		limit := german.Cents(500000)
		for limit < due {
			limit += 500000
		}
		bill := []Item{L(185, fmt.Sprintf("Der Betrag von %s EUR wird am %s von Ihrem Konto", due.String(), g.end.AddDays(12)))}
		bill2 := []Item{L(185, german.FormatIBAN(g.chosen["ht-debit"])+" per Lastschrift eingezogen.")}
		if due <= 0 {
			bill = []Item{L(185, "Ihr Guthaben verrechnen wir mit der nächsten Abrechnung.")}
			bill2 = []Item{}
		}
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kreditkartenabrechnung")
				f.put(L(40, "Mastercard Gold "+g.chosen["ht-card"]), L(330, fmt.Sprintf("Abrechnungszeitraum %s - %s", g.start, g.end)))
				f.put(L(40, "Kartenkonto "+ibanF), L(330, "Karteninhaber "+g.holder))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("Kreditkartenabrechnung %s · Seite %d", g.chosen["ht-card"], p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Belegdatum"), B(105, "Buchungsdatum"), B(185, "Umsatz"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(185, "Saldo der letzten Abrechnung"), R(555, plus(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			text := t.party
			if text == "" {
				text = t.purpose
			}
			ls := [][]Item{{L(40, t.value.String()), L(105, t.booking.String()), L(185, text), R(555, plus(t.amount))}}
			purpose := ""
			if t.party == "" {
				purpose = t.purpose
			}
			if t.fx != "" {
				parts := splitBar(t.fx)
				purpose = parts[0]
				ls = append(ls, []Item{L(193, parts[0])}, []Item{{X: 193, Text: "inkl. Fremdwährungsgebühr 1,75 % = " + parts[1] + " EUR", Size: g.size - 1}})
			}
			f.block(ls)
			f.gap(2)
			tt := truth(t, true, false, purpose)
			tt.BookingText = "" // not printed
			add(tt)
		}
		f.gap(2)
		f.block([][]Item{
			{B(185, "Neuer Saldo"), BR(555, plus(g.closing))},
			{},
			bill,
			bill2,
			{L(185, fmt.Sprintf("Ihr Verfügungsrahmen: %s EUR  ·  verfügbar: %s EUR", limit.String(), (limit+g.closing).String()))},
		})
		g.footer(f.pages, true, "Seite")

	// Online Umsatzanzeige printed to PDF.
	case "ht-umsatzanzeige":
		f.header = func(f *flow, p int) {
			if p == 1 {
				f.put(Item{X: 40, Text: g.bank, Bold: true, Size: g.size + 2})
				f.gap(f.lh / 2)
				f.put(Item{X: 40, Text: "Umsatzanzeige", Bold: true, Size: g.size + 4})
				f.gap(f.lh / 2)
				f.put(L(40, "Konto"), L(150, "Girokonto "+ibanF))
				f.put(L(40, "Kontoinhaber"), L(150, g.holder))
				f.put(L(40, "Zeitraum"), L(150, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.put(L(40, "Alter Kontostand"), L(150, euroSpace(g.opening)))
				f.put(L(40, "Neuer Kontostand"), L(150, euroSpace(g.closing)))
				f.gap(f.lh)
			} else {
				f.put(B(40, "Umsatzanzeige "+ibanF), R(555, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchung"), B(92, "Valuta"), B(144, "Auftraggeber/Empfänger"), B(290, "Buchungsdetails"), BR(555, "Betrag (EUR)"))
			f.gap(2)
		}
		f.newPage()
		for _, t := range g.txs {
			left := wrap(t.party, 26)
			if t.iban != "" {
				left = append(left, german.FormatIBAN(t.iban))
			}
			right := append([]string{t.typ}, wrap(t.purpose, 38)...)
			if t.mref != "" {
				right = append(right, "Mandatsref.: "+t.mref, "Gläubiger-ID: "+t.cred)
			}
			if t.eref != "" {
				right = append(right, "Ende-zu-Ende-Ref.: "+t.eref)
			}
			ls := twoColumns([]Item{L(40, t.booking.String()), L(92, t.value.String()), R(555, euroSpace(t.amount))}, 0, 144, left, 290, right)
			f.block(ls)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{{L(40, "Diese Umsatzanzeige ersetzt keinen Kontoauszug. Maßgeblich ist der Rechnungsabschluss.")}})
		g.footer(f.pages, false, "Seite")

	// Mietkautionskonto printed like a passbook.
	case "ht-mietkaution":
		title := fmt.Sprintf("Jahreskontoauszug %d Mietkautionskonto", g.start.Year)
		if g.chosen["ht-ended"] != "" {
			title = "Abschlusskontoauszug Mietkautionskonto"
		}
		f.header = func(f *flow, p int) {
			g.letterhead(f, title)
			f.put(L(40, "Sparkonto mit dreimonatiger Kündigungsfrist "+ibanF))
			f.put(L(40, "Verpfändet an: "+g.chosen["ht-landlord"]))
			f.put(L(40, "Mietobjekt: "+g.chosen["ht-object"]))
			f.put(L(40, "Zinssatz: "+g.chosen["ht-rate"]+" % p.a. (variabel)"))
			if g.chosen["ht-fsa"] != "" {
				f.put(L(40, "Freistellungsauftrag liegt vor."))
			}
			f.gap(f.lh)
			f.put(B(40, "Datum"), B(100, "Vorgang"), BR(380, "Auszahlung"), BR(465, "Einzahlung"), BR(555, "Guthaben"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(40, g.start.String()), L(100, "Saldovortrag"), R(555, g.opening.String()))
		f.gap(3)
		for _, t := range g.txs {
			head := t.typ
			if t.party != "" {
				head += " " + t.party
			}
			col := 465.0
			if t.amount < 0 {
				col = 380
			}
			ls := [][]Item{{L(40, t.booking.String()), L(100, head), R(col, pos(t.amount).String()), R(555, t.balance.String())}}
			ls = append(ls, freeLines(t.purpose, 100, 44)...)
			if t.fx != "" {
				ls = append(ls, []Item{{X: 108, Text: t.fx, Size: g.size - 1}})
			}
			f.block(ls)
			f.gap(2)
			add(truth(t, false, false, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{L(40, g.end.String()), B(100, "Guthaben"), BR(555, g.closing.String())},
			{},
			{L(100, "Über das Guthaben kann nur mit Zustimmung des Vermieters verfügt werden.")},
		})
		g.footer(f.pages, true, "Seite")

	// Notaranderkonto.
	case "ht-notar":
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, "Kontoauszug Notaranderkonto")
				f.put(L(40, "Anderkonto "+ibanF), L(330, fmt.Sprintf("%s - %s", g.start, g.end)))
				f.put(L(40, fmt.Sprintf("Verwahrung zu UR-Nr. %s (Kaufvertrag %s / %s)", g.chosen["ht-ur"], g.chosen["ht-buyers"], g.chosen["ht-seller"])))
				f.put(L(40, "Kaufpreis laut Vertrag: "+g.chosen["ht-price"]+" EUR"), L(330, "Hinterlegung bis: "+g.start.AddDays(30).String()))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, "Notaranderkonto "+ibanF+" · Seite "+fmt.Sprint(p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(105, "Wert"), B(160, "Vorgang"), BR(555, "Betrag EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(160, "Kontoeröffnung "+g.start.String()), R(555, enDashSign(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, t.booking.String()), L(105, t.value.String()), L(160, t.typ), R(555, enDashSign(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(160, t.party)}, []Item{L(160, "IBAN "+german.FormatIBAN(t.iban))})
			}
			ls = append(ls, freeLines(t.purpose, 160, 58)...)
			f.block(ls)
			f.gap(3)
			add(truth(t, true, true, t.purpose))
		}
		f.gap(2)
		f.block([][]Item{
			{B(160, "Kontostand am "+g.end.String()), BR(555, enDashSign(g.closing))},
			{},
			{L(160, "Das Anderkonto wurde nach Abwicklung der Verwahrung aufgelöst.")},
		})
		g.footer(f.pages, true, "Seite")

	// P-Konto with the Freibetrag information.
	case "ht-pkonto":
		var in german.Cents
		var out german.Cents
		for _, t := range g.txs {
			if t.amount > 0 {
				in += t.amount
			} else if strings.HasPrefix(t.purpose, "Auskehrung") {
				out -= t.amount
			}
		}
		kids := int(g.chosen["ht-kids"][0] - '0')
		free := german.Cents(156000)
		kg := german.Cents(kids * 25500)
		f.header = func(f *flow, p int) {
			if p == 1 {
				g.letterhead(f, fmt.Sprintf("Kontoauszug %d/%d", g.end.Month, g.end.Year))
				f.put(L(40, "Pfändungsschutzkonto (P-Konto) "+ibanF))
				f.put(L(40, fmt.Sprintf("Zeitraum %s - %s", dmy2(g.start), dmy2(g.end))), L(330, "BIC "+g.bic))
				f.gap(f.lh)
			} else {
				f.put(B(40, g.bank), R(555, fmt.Sprintf("P-Konto %s · Seite %d", ibanF, p)))
				f.gap(f.lh / 2)
			}
			f.put(B(40, "Buchungstag"), B(100, "Valuta"), B(155, "Buchungstext"), BR(555, "Umsatz EUR"))
			f.gap(2)
		}
		f.newPage()
		f.put(L(155, "Kontostand am "+dmy2(g.start.AddDays(-1))), R(555, trailMinus(g.opening)))
		f.gap(3)
		for _, t := range g.txs {
			ls := [][]Item{{L(40, dmy2(t.booking)), L(100, dmy2(t.value)), L(155, t.typ), R(555, trailMinus(t.amount))}}
			if t.party != "" {
				ls = append(ls, []Item{L(155, t.party)})
			}
			ls = append(ls, freeLines(t.purpose, 155, 55)...)
			f.block(ls)
			f.gap(2)
			add(truth(t, true, false, t.purpose))
		}
		f.gap(2)
		unused := max(free+kg-in, 0)
		info := [][]Item{
			{B(155, "Kontostand am "+dmy2(g.end)), BR(555, trailMinus(g.closing))},
			{},
			{B(155, "Informationen zu Ihrem Pfändungsschutzkonto")},
			{L(155, fmt.Sprintf("Grundfreibetrag %s %d (§ 899 ZPO)", months[g.start.Month-1], g.start.Year)), R(470, free.String()+" EUR")},
		}
		if kids > 0 {
			info = append(info, []Item{L(155, "zzgl. Kindergeld (§ 902 ZPO)"), R(470, kg.String()+" EUR")})
		}
		info = append(info,
			[]Item{L(155, "Gutschriften im Monat"), R(470, in.String()+" EUR")},
			[]Item{L(155, "an Gläubiger abgeführt"), R(470, out.String()+" EUR")},
			[]Item{L(155, "nicht verbrauchter Freibetrag (Übertrag in den Folgemonat)"), R(470, unused.String()+" EUR")},
		)
		f.block(info)
		g.footer(f.pages, true, "Seite")
	}
}
