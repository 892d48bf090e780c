package synth

// Sealed batch 17 (hj-*): a seventeenth held-out batch, the first that is
// not drawn with fpdf. Written without looking at the extractor or its
// rule code. Real uploads come from producers other than the earlier
// batches' fpdf/Helvetica: fintech apps and every online banking's
// "Umsätze drucken" page make their PDFs from HTML with a headless
// Chromium. These layouts are HTML documents printed by Chromium
// (htmlprint.go): embedded subset TrueType/CFF fonts (DejaVu, Nimbus,
// URW Gothic, C059) with ToUnicode maps, kerning and ligatures
// ("Einzahlung", "Pflegeversicherung", "Auflösung", "Haftpflicht" are in
// the purposes), CSS letter-spacing, text-transform, tabular figures,
// cells that wrap where the browser breaks them, flexbox rows, a table
// head repeated on every page, @page margin boxes with "Seite 1 von 3".
// Bank data, names and numbers are synthetic:
//
//   - hj-n26: an N26-style Kontoauszug: a summary row (Alter Kontostand,
//     Ausgänge, Eingänge, Dein neuer Kontostand), then one FLEX ROW per
//     booking: the name bold on the left, the booking date in the middle
//     and the signed amount "-45,00€" / "+1.234,56€" right; under the
//     name, small, "Wertstellung 03.02.2025", the type, "IBAN: … • BIC: …"
//     and the purpose; the bank's own postings under the name "N26" (no
//     counterparty); card payments without purpose;
//   - hj-revolut: a Revolut-style German statement: an English "Balance
//     summary" box, a TABLE "Datum | Beschreibung | Ausgehend | Eingehend
//     | Kontostand" whose thead repeats on every page, dates "3. Feb.
//     2025", unsigned amounts "45,00 €" (no-break space) in the column of
//     their direction, a running balance, the description "An Max
//     Mustermann" / "Zahlung von …" / the merchant with small lines "An:
//     Name, IBAN", "Referenz: purpose", "Karte: 516760******1234", foreign
//     card payments "USD 45,00, 1 € = 1,0856 USD"; no type is printed;
//   - hj-sparkasse: a Sparkasse Internet-Filiale "Umsätze" print: a WIDE
//     TABLE "Buchungstag | Wertstellung | Zahlungspflichtige(r) /
//     Zahlungsempfänger(in) | Verwendungszweck | Umsatzart | Betrag (EUR)"
//     NEWEST FIRST, cells wrapping naturally (the counterparty's IBAN and
//     BIC small under its name, "Mandatsref.: … Gläubiger-ID: …" under the
//     purpose), the thead repeated on every page, often 3–4 pages with
//     rows crossing page breaks, "Kontostand am …" before and after;
//   - hj-dkb: a DKB online-banking print of the "Umsätze" list, NEWEST
//     FIRST under DATE GROUP HEADINGS ("Montag, 3. Februar 2025"), each
//     booking a flex row (name bold left, amount right) with amounts in
//     tabular figures with the UNICODE MINUS and a narrow no-break space
//     before the euro sign ("−45,00 €", "1.234,56 €"), under the name
//     small "<type> · Wertstellung 03.02.2025" and the purpose; bank
//     postings with the type as their bold line;
//   - hj-vivid: a Vivid-style app statement: headings in capitals with wide
//     letter-spacing, names in CAPITALS by CSS text-transform (the truth is
//     the printed capitals, ß as SS), amounts with letter-spacing "-45,00
//     €", a grid of date | name and details | amount, the type and purpose
//     small, foreign card payments "USD 45,00 Kurs 1,0856"; no value date;
//   - hj-vrdetail: a Volksbank online-banking "Umsatzdetails" print in a
//     serif face (C059): one box per booking with LABELLED fields in a
//     two-column grid ("Buchungstag", "Valuta", "Zahlungsempfänger" /
//     "Auftraggeber", "IBAN", "Verwendungszweck", "Buchungstext",
//     "Betrag" "-45,00 EUR"), "Anfangssaldo" / "Endsaldo" at the top;
//   - hj-ing: an ING online-banking "Umsätze" print: a table "Buchung /
//     Valuta | Auftraggeber/Empfänger / Buchungstext | Verwendungszweck |
//     Betrag | Saldo", NEWEST FIRST, booking date and value date stacked in
//     one cell, name bold with the type under it, amounts "-45,00 €" in
//     tabular figures, a running Saldo; rows may break across pages.
//
// Truth conventions as in the earlier batches: the counterparty is the
// name printed as such (empty for the bank's own postings), the purpose
// is the remittance text only (no type, labels, references or account
// numbers; a foreign card payment's purpose is its original amount and
// rate as printed), the booking text is the type where it is printed,
// amounts are signed from the account holder's view, the value date where
// printed, opening and closing balances as printed; the rows of the
// newest-first layouts are in printed order. Truth.Pages is 0 until PDF()
// prints the statement (the browser paginates) and then the printed
// page count.
//
// They are SEALED: do not look at their output to tune the extractor, and
// do not add them to any other layout list.

import (
	"fmt"
	"html"
	"strings"

	"papierkram/backend/german"
)

// Sealed16Layouts lists the layouts of the seventeenth held-out batch
// (hj-*, browser-printed). They are in none of the other layout lists.
func Sealed16Layouts() []string {
	return []string{"hj-n26", "hj-revolut", "hj-sparkasse", "hj-dkb", "hj-vivid", "hj-vrdetail", "hj-ing"}
}

// hjBanks are the banks (name, bank code, BIC, office) a layout of the
// batch draws from.
var hjBanks = map[string][]branch{
	"hj-n26":     {{"N26 Bank SE", "10011001", "NTSBDEB1XXX", "Voltairestraße 8 · 10179 Berlin"}},
	"hj-revolut": {{"Revolut Bank UAB Zweigniederlassung Deutschland", "10010178", "REVODEB2XXX", "Schinkestraße 20 · 12047 Berlin"}},
	"hj-sparkasse": {
		{"Sparkasse Hannover", "25050180", "SPKHDE2HXXX", "Raschplatz 4 · 30161 Hannover"},
		{"Sparkasse Pforzheim Calw", "66650085", "PZHSDE66XXX", "Poststraße 3 · 75172 Pforzheim"},
	},
	"hj-dkb":   {{"Deutsche Kreditbank AG", "12030000", "BYLADEM1001", "Taubenstraße 7-9 · 10117 Berlin"}},
	"hj-vivid": {{"Vivid Money GmbH", "10012345", "SOBKDEBBXXX", "Kemperplatz 1 · 10785 Berlin"}},
	"hj-vrdetail": {
		{"Volksbank Kraichgau eG", "67291700", "GENODE61WIE", "Hauptstraße 125 · 69168 Wiesloch"},
		{"VR Bank Nord eG", "21763542", "GENODEF1BDS", "Markt 1 · 25899 Niebüll"},
	},
	"hj-ing": {{"ING-DiBa AG", "50010517", "INGDDEFFXXX", "Theodor-Heuss-Allee 2 · 60486 Frankfurt am Main"}},
}

var (
	// Purposes and payers with ligature-prone words (fi, fl, ff, ft, ffl).
	hjPurposesOut = []string{"Einzahlung Bausparvertrag Nr. 4471", "Haftpflicht Selbstbeteiligung Schaden 2291", "Fahrgeld Nachzahlung Schaffnerin", "Miete Büro Schaffhauser Straße 12", "Auflösung Offline-Sparplan", "Stoffwechsel-Check Zuzahlung", "Kaffeeflatrate Büro Großraum"}
	hjPurposesIn  = []string{"Auflösung Mietkaution Whg. 3", "Erstattung Pflegeversicherung", "Rückzahlung Haftpflichtschaden", "Einzahlung Flohmarkt Stand", "Erstattung Offizielle Gebühr"}
	hjDebits      = []struct{ name, purpose string }{
		{"Pflegekasse bei der Techniker Krankenkasse", "Pflegeversicherung Beitrag %s Mitgl.-Nr. %d"},
		{"HUK-COBURG Haftpflicht-Unterstützungs-Kasse", "Privathaftpflicht Beitrag %s Vers.-Nr. %d"},
		{"Gießener Stadtwerke AG", "Abschlag Fernwärme %s Vertrag %d"},
		{"Schaffhauser Fitnessfabrik GmbH", "Mitgliedsbeitrag %s Vertrag %d"},
	}
)

// sealed16Setup draws the statement of an hj-* layout from its own random
// stream, puts ligature-prone words into some bookings and caps the
// bookings so that the printed statements run 1–4 pages.
func (g *gen) sealed16Setup() {
	g.redraw("hj|", 0x17b40e5)
	g.drawBranch(hjBanks, "hj-office")
	g.transactions()
	mon := months[g.start.Month-1]
	num := func() int { return 100000 + g.r.IntN(899999) }
	app := g.layout == "hj-n26" || g.layout == "hj-revolut" || g.layout == "hj-vivid" || g.layout == "hj-dkb"
	for i := range g.txs {
		t := &g.txs[i]
		switch t.typ {
		case "Bargeldauszahlung":
			if g.layout != "hj-sparkasse" && g.layout != "hj-vrdetail" {
				t.party = g.pick("Sparkasse ", "Volksbank ", "Commerzbank ") + g.city
			}
			if g.layout == "hj-revolut" {
				t.purpose = ""
			}
		case "Überweisung", "Dauerauftrag", "Echtzeitüberweisung":
			if g.r.IntN(3) == 0 {
				t.purpose = hjPurposesOut[g.r.IntN(len(hjPurposesOut))]
			}
		case "Gutschrift":
			if g.r.IntN(3) == 0 {
				t.purpose = hjPurposesIn[g.r.IntN(len(hjPurposesIn))]
			}
		case "Lastschrift", "SEPA-Lastschrift":
			if g.r.IntN(3) == 0 {
				d := hjDebits[g.r.IntN(len(hjDebits))]
				t.party, t.purpose = d.name, fillArgs(d.purpose, mon, num)
			}
		case "Kartenzahlung":
			if app {
				t.purpose = ""
				if (g.layout == "hj-revolut" || g.layout == "hj-vivid") && g.r.IntN(5) == 0 {
					g.hmForeign(t)
					if g.layout == "hj-revolut" {
						// Revolut's form: "USD 45,00, 1 € = 1,0856 USD".
						f := strings.Fields(t.fx) // CUR amount Kurs rate
						t.fx = fmt.Sprintf("%s %s, 1 € = %s %s", f[0], f[1], f[3], f[0])
					}
				}
			}
		}
	}
	limit := 30
	switch g.layout {
	case "hj-sparkasse":
		limit = 48
	case "hj-ing", "hj-revolut":
		limit = 45
	case "hj-vrdetail":
		limit = 22
	}
	g.thin(limit, thinning{keep: func(t tx) bool { return t.typ == "Entgelt" }})
	g.rebalance()
}

// cssUpper is text-transform: uppercase as Chromium applies it (ß → SS).
func cssUpper(s string) string { return strings.ToUpper(strings.ReplaceAll(s, "ß", "SS")) }

// uMinus writes an amount with U+2212 MINUS SIGN and a narrow no-break
// space before the euro sign: "−1.234,56 €".
func uMinus(c german.Cents) string {
	return strings.Replace(c.String(), "-", "\u2212", 1) + "\u202f€"
}

// nbEuro is "1.234,56 €" with a no-break space.
func nbEuro(c german.Cents) string { return c.String() + "\u00a0€" }

// longDE is "Montag, 3. Februar 2025".
func longDE(d german.Date) string {
	return fmt.Sprintf("%s, %d. %s %d", weekdays[int(d.Weekday())], d.Day, months[d.Month-1], d.Year)
}

// hjDoc is an HTML statement under construction.
type hjDoc struct{ strings.Builder }

// w writes format (raw HTML) with its string arguments escaped.
func (d *hjDoc) w(format string, args ...any) {
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = html.EscapeString(s)
		}
	}
	fmt.Fprintf(d, format, args...)
}

func (d *hjDoc) raw(s string) { d.WriteString(s) }

// head opens the document: A4, the layout's margins, fonts and rules.
func (d *hjDoc) head(title, css string) {
	d.raw("<!DOCTYPE html>\n<html lang=\"de\"><head><meta charset=\"utf-8\">")
	d.w("<title>%s</title>", title)
	d.raw("<style>\nhtml{-webkit-print-color-adjust:exact;print-color-adjust:exact}\nbody{margin:0}\n" + css + "\n</style></head><body>\n")
}

func (d *hjDoc) end() string { d.raw("</body></html>\n"); return d.String() }

// renderSealed16 writes the hj-* layouts' HTML into st.
func (g *gen) renderSealed16(_ *flow, st *Statement) {
	tr := &st.Truth
	add := tr.add
	ibanF := german.FormatIBAN(g.iban)
	office := g.chosen["hj-office"]
	var in, out german.Cents
	for _, t := range g.txs {
		if t.amount < 0 {
			out -= t.amount
		} else {
			in += t.amount
		}
	}
	before := g.start.AddDays(-1)
	printed := g.end.AddDays(1 + int(g.iban[len(g.iban)-1]-'0')%3) // the day it was printed
	d := &hjDoc{}
	switch g.layout {

	// N26: flex rows, value date small under the name.
	case "hj-n26":
		eur := func(c german.Cents) string { return plus(c) + "€" }
		d.head("Kontoauszug N26", `
@page{size:A4;margin:18mm 16mm 22mm 16mm;
 @bottom-left{content:"N26 Bank SE · Voltairestraße 8 · 10179 Berlin · Amtsgericht Charlottenburg HRB 170602 B";font:6.5pt "DejaVu Sans";color:#777}
 @bottom-right{content:counter(page) " / " counter(pages);font:7pt "DejaVu Sans";color:#777}}
body{font-family:"DejaVu Sans",sans-serif;font-size:8.5pt;color:#1b1b1b}
.logo{font-size:22pt;font-weight:bold;letter-spacing:-0.5px}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.meta{text-align:right;font-size:8pt;line-height:1.5}
.addr{margin:14mm 0 8mm;line-height:1.45}
.sum{display:flex;gap:0;border-top:1px solid #ddd;border-bottom:1px solid #ddd;margin:4mm 0 6mm}
.sum div{flex:1;padding:6px 8px}.sum small{display:block;color:#666;font-size:7pt}.sum b{font-size:10pt}
.th{display:flex;font-size:7pt;color:#666;border-bottom:1px solid #bbb;padding-bottom:3px}
.row{display:flex;padding:6px 0;border-bottom:1px solid #eee;break-inside:avoid}
.c1{flex:1}.c2{width:28mm;text-align:center}.c3{width:28mm;text-align:right;font-weight:bold}
.name{font-weight:bold;font-size:9pt}.s{font-size:7pt;color:#555;line-height:1.35}
`)
		d.raw(`<div class="top"><div class="logo">N26</div><div class="meta">`)
		d.w("<b>Kontoauszug</b><br>%s bis %s<br>Erstellt am %s<br>Nr. %d/%d</div></div>\n", g.start.String(), g.end.String(), printed.String(), int(g.end.Month), g.end.Year)
		d.w(`<div class="addr">%s<br>Hauptstraße 7<br>12345 %s<br><br>IBAN: %s &nbsp;•&nbsp; BIC: %s</div>`+"\n", g.holder, g.city, ibanF, g.bic)
		d.raw(`<div class="sum">`)
		d.w(`<div><small>Alter Kontostand</small><b>%s</b></div><div><small>Ausgänge</small><b>%s</b></div><div><small>Eingänge</small><b>%s</b></div><div><small>Dein neuer Kontostand</small><b>%s</b></div></div>`+"\n",
			eur(g.opening), eur(-out), eur(in), eur(g.closing))
		d.raw(`<div class="th"><div class="c1">Beschreibung</div><div class="c2">Verbuchungsdatum</div><div class="c3">Betrag</div></div>` + "\n")
		for _, t := range g.txs {
			name := t.party
			if name == "" {
				name = "N26"
			}
			d.raw(`<div class="row"><div class="c1">`)
			d.w(`<div class="name">%s</div><div class="s">Wertstellung %s</div><div class="s">%s</div>`, name, t.value.String(), t.typ)
			if t.iban != "" {
				d.w(`<div class="s">IBAN: %s • BIC: %s</div>`, german.FormatIBAN(t.iban), hrBIC(t.iban))
			}
			if t.purpose != "" {
				d.w(`<div class="s">%s</div>`, t.purpose)
			}
			d.w(`</div><div class="c2">%s</div><div class="c3">%s</div></div>`+"\n", t.booking.String(), eur(t.amount))
			add(truth(t, true, true, t.purpose))
		}

	// Revolut: table with Ausgehend / Eingehend / Kontostand, thead on
	// every page.
	case "hj-revolut":
		card := "516760******" + g.iban[18:22]
		d.head("Revolut Kontoauszug", `
@page{size:A4;margin:16mm 14mm 20mm 14mm;
 @bottom-left{content:"Revolut Bank UAB · Zweigniederlassung Deutschland · Schinkestraße 20 · 12047 Berlin";font:6.5pt "DejaVu Sans";color:#666}
 @bottom-right{content:"Seite " counter(page) " von " counter(pages);font:7pt "DejaVu Sans";color:#666}}
body{font-family:"DejaVu Sans",sans-serif;font-size:8pt;color:#191c1f}
h1{font-size:18pt;margin:0 0 2mm}.logo{font-size:20pt;font-weight:bold;float:right}
.box{border:1px solid #d8dce0;border-radius:6px;padding:3mm 4mm;margin:5mm 0}
table{width:100%;border-collapse:collapse}
th{text-align:left;font-size:7.5pt;color:#6b7177;font-weight:normal;border-bottom:1px solid #d8dce0;padding:4px 3px}
td{vertical-align:top;padding:5px 3px;border-bottom:1px solid #eef0f2}
.r{text-align:right;white-space:nowrap}.sub{font-size:7pt;color:#6b7177}
thead{display:table-header-group}tr{break-inside:avoid}
`)
		d.w(`<div class="logo">Revolut</div><h1>EUR-Kontoauszug</h1><div>Generated on %s · Erstellt am %s</div>`+"\n", revDate(printed), printed.String())
		d.w(`<p>%s<br>Hauptstraße 7<br>12345 %s<br>Deutschland</p><p>IBAN &nbsp;%s<br>BIC &nbsp;%s</p>`+"\n", g.holder, g.city, ibanF, g.bic)
		d.raw(`<div class="box"><b>Balance summary</b><table><thead><tr><th>Produkt</th><th class="r">Anfangssaldo</th><th class="r">Ausgehend</th><th class="r">Eingehend</th><th class="r">Endsaldo</th></tr></thead><tbody>`)
		d.w(`<tr><td>Current Account (Privat)</td><td class="r">%s</td><td class="r">%s</td><td class="r">%s</td><td class="r">%s</td></tr></tbody></table></div>`+"\n",
			nbEuro(g.opening), nbEuro(out), nbEuro(in), nbEuro(g.closing))
		d.w(`<h3>Transaktionen vom %s bis %s</h3>`+"\n", revDate(g.start), revDate(g.end))
		d.raw(`<table><thead><tr><th style="width:20mm">Datum</th><th>Beschreibung</th><th class="r">Ausgehend</th><th class="r">Eingehend</th><th class="r">Kontostand</th></tr></thead><tbody>` + "\n")
		for _, t := range g.txs {
			desc := t.party
			var subs []string
			tt := truth(t, false, true, t.purpose)
			tt.BookingText = ""
			switch {
			case t.typ == "Kartenzahlung" || t.typ == "Bargeldauszahlung":
				subs = append(subs, "Karte: "+card)
				if t.fx != "" {
					subs = append(subs, t.fx)
					tt.Purpose = t.fx
				}
			case t.typ == "Entgelt":
				desc = t.purpose
				tt.Purpose = t.purpose
			case t.mref != "":
				subs = append(subs, "Referenz: "+t.purpose, "Mandatsreferenz: "+t.mref)
				tt.IBAN = ""
			case t.amount < 0:
				desc = "An " + t.party
				subs = append(subs, "An: "+t.party+", "+german.FormatIBAN(t.iban), "Referenz: "+t.purpose)
			default:
				desc = "Zahlung von " + t.party
				subs = append(subs, "Von: "+t.party+", "+german.FormatIBAN(t.iban), "Referenz: "+t.purpose)
			}
			outS, inS := "", ""
			if t.amount < 0 {
				outS = nbEuro(pos(t.amount))
			} else {
				inS = nbEuro(t.amount)
			}
			d.w(`<tr><td>%s</td><td><b>%s</b>`, revDate(t.booking), desc)
			for _, s := range subs {
				d.w(`<div class="sub">%s</div>`, s)
			}
			d.w(`</td><td class="r">%s</td><td class="r">%s</td><td class="r">%s</td></tr>`+"\n", outS, inS, nbEuro(t.balance))
			add(tt)
		}
		d.raw("</tbody></table>\n")
		d.raw(`<p class="sub">Einlagen bei der Revolut Bank UAB sind bis zu 100.000 € durch den litauischen Einlagensicherungsfonds geschützt. Bei Fragen: Hilfe-Bereich der App.</p>`)

	// Sparkasse Internet-Filiale: wide table, wrapping cells, newest first.
	case "hj-sparkasse":
		d.head("Umsätze - Girokonto - "+g.bank, `
@page{size:A4 landscape;margin:12mm 12mm 16mm 12mm;
 @bottom-left{content:"`+g.bank+` · Umsätze Girokonto · gedruckt am `+printed.String()+` 09:41 Uhr";font:6.5pt "DejaVu Sans Condensed","DejaVu Sans";color:#555}
 @bottom-right{content:"Seite " counter(page) " von " counter(pages);font:7pt "DejaVu Sans";color:#555}}
body{font-family:"DejaVu Sans Condensed","DejaVu Sans",sans-serif;font-size:8pt;color:#000}
.brand{color:#e60000;font-weight:bold;font-size:15pt}
h1{font-size:12pt;margin:3mm 0 2mm}
.kv{display:grid;grid-template-columns:45mm auto;gap:1px 4mm;margin-bottom:4mm}
table{width:100%;border-collapse:collapse;table-layout:fixed}
thead{display:table-header-group}
th{background:#e8e8e8;text-align:left;padding:3px 4px;font-size:7.5pt;border-bottom:1px solid #999}
td{padding:3px 4px;vertical-align:top;border-bottom:1px solid #ddd;word-wrap:break-word}
tr:nth-child(even) td{background:#f6f6f6}
.r{text-align:right;white-space:nowrap}.neg{color:#c00}.sm{font-size:7pt;color:#444}
`)
		d.w(`<div class="brand">%s</div><h1>Umsätze – Girokonto</h1>`+"\n", g.bank)
		d.raw(`<div class="kv">`)
		d.w(`<span>Kontoinhaber</span><span>%s</span><span>IBAN</span><span>%s</span><span>Zeitraum</span><span>%s – %s</span>`, g.holder, ibanF, g.start.String(), g.end.String())
		d.w(`<span>Kontostand am %s</span><span><b>%s EUR</b></span>`, g.end.String(), g.closing.String())
		d.raw("</div>\n")
		d.raw(`<table><colgroup><col style="width:21mm"><col style="width:21mm"><col style="width:62mm"><col><col style="width:32mm"><col style="width:26mm"></colgroup>`)
		d.raw(`<thead><tr><th>Buchungstag</th><th>Wertstellung</th><th>Zahlungspflichtige(r) / Zahlungsempfänger(in)</th><th>Verwendungszweck</th><th>Umsatzart</th><th class="r">Betrag (EUR)</th></tr></thead><tbody>` + "\n")
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			d.w(`<tr><td>%s</td><td>%s</td><td>%s`, t.booking.String(), t.value.String(), t.party)
			if t.iban != "" {
				d.w(`<div class="sm">IBAN: %s<br>BIC: %s</div>`, german.FormatIBAN(t.iban), hrBIC(t.iban))
			}
			d.w(`</td><td>%s`, t.purpose)
			if t.mref != "" {
				d.w(`<div class="sm">Mandatsref.: %s · Gläubiger-ID: %s</div>`, t.mref, t.cred)
			}
			cls := "r"
			if t.amount < 0 {
				cls = "r neg"
			}
			d.w(`</td><td>%s</td><td class="%s">%s</td></tr>`+"\n", t.typ, cls, t.amount.String())
			add(truth(t, true, true, t.purpose))
		}
		d.raw("</tbody></table>\n")
		d.w(`<p><b>Kontostand am %s: %s EUR</b></p>`+"\n", before.String(), g.opening.String())
		d.raw(`<p class="sm">Die angezeigten Umsätze ersetzen nicht den Kontoauszug. Vorgemerkte Umsätze sind nicht enthalten.</p>`)

	// DKB web print: date group headings, U+2212, narrow no-break space.
	case "hj-dkb":
		d.head("Umsätze – DKB", `
@page{size:A4;margin:15mm 15mm 18mm 15mm;
 @bottom-right{content:counter(page) "/" counter(pages);font:7pt "Nimbus Sans";color:#777}
 @bottom-left{content:"https://banking.dkb.de/konten/girokonto/umsaetze";font:6.5pt "Nimbus Sans";color:#777}}
body{font-family:"Nimbus Sans",sans-serif;font-size:9pt;color:#14142b}
.brand{font-size:20pt;font-weight:bold;color:#148dea;letter-spacing:0.02em}
.bal{display:flex;justify-content:space-between;border-bottom:1px solid #ccc;padding:3px 0}
.amt{font-variant-numeric:tabular-nums;white-space:nowrap;font-weight:bold}
h2{font-size:8pt;text-transform:none;color:#5a5a78;margin:5mm 0 1mm;border-bottom:1px solid #e1e1ea;padding-bottom:2px}
.row{display:flex;justify-content:space-between;align-items:flex-start;padding:4px 0;break-inside:avoid}
.nm{font-weight:bold}.s{font-size:7.5pt;color:#5a5a78}.pos{color:#0a7d32}
`)
		d.w(`<div class="brand">DKB</div><h1 style="font-size:13pt">Umsätze Girokonto</h1><div>%s · %s<br>Zeitraum %s – %s</div>`+"\n", g.holder, ibanF, g.start.String(), g.end.String())
		d.w(`<div style="margin-top:4mm"><div class="bal"><span>Kontostand am %s</span><span class="amt">%s</span></div>`, g.end.String(), uMinus(g.closing))
		d.w(`<div class="bal"><span>Kontostand am %s</span><span class="amt">%s</span></div></div>`+"\n", before.String(), uMinus(g.opening))
		var last german.Date
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			if i == len(g.txs)-1 || t.booking != last {
				d.w("<h2>%s</h2>\n", longDE(t.booking))
				last = t.booking
			}
			name := t.party
			if name == "" {
				name = t.typ
			}
			cls := "amt"
			if t.amount > 0 {
				cls = "amt pos"
			}
			d.w(`<div class="row"><div><div class="nm">%s</div>`, name)
			if t.purpose != "" {
				d.w(`<div class="s">%s</div>`, t.purpose)
			}
			d.w(`<div class="s">%s · Wertstellung %s</div></div><div class="%s">%s</div></div>`+"\n", t.typ, t.value.String(), cls, uMinus(t.amount))
			add(truth(t, true, false, t.purpose))
		}

	// Vivid: capitals by CSS, letter-spacing, a grid per booking.
	case "hj-vivid":
		eur := func(c german.Cents) string { return c.String() + "\u00a0€" }
		d.head("Vivid Kontoauszug", `
@page{size:A4;margin:16mm 14mm 20mm 14mm;
 @bottom-center{content:"Vivid Money GmbH · Kemperplatz 1 · 10785 Berlin · Kontoführung: Solaris SE  —  " counter(page) " / " counter(pages);font:6.5pt "URW Gothic";color:#888}}
body{font-family:"URW Gothic",sans-serif;font-size:8.5pt;color:#111}
.brand{font-size:20pt;font-weight:bold;letter-spacing:0.25em;text-transform:uppercase}
h1,h2{text-transform:uppercase;letter-spacing:0.18em;font-size:10pt;margin:6mm 0 2mm}
.cards{display:flex;gap:4mm}.card{flex:1;background:#f2f2f4;border-radius:8px;padding:3mm}
.card small{display:block;letter-spacing:0.1em;text-transform:uppercase;font-size:6.5pt;color:#666}
.amt{letter-spacing:0.03em;white-space:nowrap;text-align:right;font-weight:bold}
.tx{display:grid;grid-template-columns:22mm 1fr 32mm;gap:2mm;padding:5px 0;border-bottom:1px solid #e6e6ea;break-inside:avoid}
.nm{text-transform:uppercase;letter-spacing:0.02em;font-weight:bold}.s{font-size:7pt;color:#666}
`)
		d.raw(`<div class="brand">Vivid</div>`)
		d.w(`<h1>Kontoauszug %s %d</h1><div>%s · Hauptstraße 7 · 12345 %s</div><div>IBAN %s · BIC %s</div>`+"\n", months[g.end.Month-1], g.end.Year, g.holder, g.city, ibanF, g.bic)
		d.w(`<div class="cards" style="margin-top:4mm"><div class="card"><small>Anfangssaldo %s</small><div class="amt" style="text-align:left">%s</div></div>`, before.String(), eur(g.opening))
		d.w(`<div class="card"><small>Endsaldo %s</small><div class="amt" style="text-align:left">%s</div></div></div>`+"\n", g.end.String(), eur(g.closing))
		d.raw("<h2>Transaktionen</h2>\n")
		for _, t := range g.txs {
			name := t.party
			if name == "" {
				name = "Vivid Money"
			}
			purpose := t.purpose
			if t.fx != "" {
				purpose = t.fx
			}
			d.w(`<div class="tx"><div>%s</div><div><div class="nm">%s</div><div class="s">%s</div>`, t.booking.String(), name, t.typ)
			if purpose != "" {
				d.w(`<div class="s">%s</div>`, purpose)
			}
			d.w(`</div><div class="amt">%s</div></div>`+"\n", eur(t.amount))
			tt := truth(t, false, false, purpose)
			tt.Counterparty = cssUpper(t.party)
			add(tt)
		}

	// Volksbank Umsatzdetails: labelled fields in a serif face.
	case "hj-vrdetail":
		d.head("Umsatzdetails – "+g.bank, `
@page{size:A4;margin:18mm 18mm 20mm 18mm;
 @bottom-right{content:"Seite " counter(page) " von " counter(pages);font:7pt "C059";color:#555}}
body{font-family:"C059",serif;font-size:9pt;color:#1a1a1a}
.brand{font-size:15pt;font-weight:bold;color:#0066b3}
.box{border:1px solid #c9c9c9;margin:0 0 3mm;padding:2mm 3mm;break-inside:avoid}
dl{display:grid;grid-template-columns:34mm 1fr 22mm 30mm;gap:1px 3mm;margin:0}
dt{color:#555;font-size:8pt}dd{margin:0}
.wide{grid-column:2 / span 3}.amt{font-weight:bold;white-space:nowrap}
`)
		d.w(`<div class="brand">%s</div><div style="font-size:7.5pt">%s · BIC %s</div>`+"\n", g.bank, office, g.bic)
		d.w(`<h2 style="font-size:12pt">Umsatzdetails Girokonto %s</h2><p>Kontoinhaber: %s<br>Zeitraum: %s bis %s</p>`+"\n", ibanF, g.holder, g.start.String(), g.end.String())
		d.w(`<dl style="margin-bottom:4mm"><dt>Anfangssaldo</dt><dd>%s</dd><dt></dt><dd class="amt">%s EUR</dd>`, before.String(), g.opening.String())
		d.w(`<dt>Endsaldo</dt><dd>%s</dd><dt></dt><dd class="amt">%s EUR</dd></dl>`+"\n", g.end.String(), g.closing.String())
		for _, t := range g.txs {
			d.raw(`<div class="box"><dl>`)
			d.w(`<dt>Buchungstag</dt><dd>%s</dd><dt>Valuta</dt><dd>%s</dd>`, t.booking.String(), t.value.String())
			if t.party != "" {
				lab := "Auftraggeber"
				if t.amount < 0 {
					lab = "Zahlungsempfänger"
				}
				d.w(`<dt>%s</dt><dd class="wide">%s</dd>`, lab, t.party)
			}
			if t.iban != "" {
				d.w(`<dt>IBAN</dt><dd class="wide">%s</dd>`, german.FormatIBAN(t.iban))
			}
			if t.purpose != "" {
				d.w(`<dt>Verwendungszweck</dt><dd class="wide">%s</dd>`, t.purpose)
			}
			if t.mref != "" {
				d.w(`<dt>Mandatsreferenz</dt><dd class="wide">%s</dd>`, t.mref)
			}
			d.w(`<dt>Buchungstext</dt><dd>%s</dd><dt>Betrag</dt><dd class="amt">%s EUR</dd>`, t.typ, t.amount.String())
			d.raw("</dl></div>\n")
			add(truth(t, true, true, t.purpose))
		}

	// ING web print: stacked dates, running Saldo, newest first.
	case "hj-ing":
		eur := func(c german.Cents) string { return c.String() + "\u00a0€" }
		d.head("Umsätze – ING", `
@page{size:A4;margin:14mm 12mm 18mm 12mm;
 @bottom-left{content:"ING-DiBa AG · Theodor-Heuss-Allee 2 · 60486 Frankfurt am Main";font:6.5pt "DejaVu Sans";color:#666}
 @bottom-right{content:"Seite " counter(page) " / " counter(pages);font:7pt "DejaVu Sans";color:#666}}
body{font-family:"DejaVu Sans",sans-serif;font-size:8pt;color:#333}
.brand{color:#ff6200;font-size:18pt;font-weight:bold;letter-spacing:0.08em}
table{width:100%;border-collapse:collapse}
th{text-align:left;font-size:7pt;color:#666;border-bottom:2px solid #ff6200;padding:3px}
td{padding:4px 3px;vertical-align:top;border-bottom:1px solid #e5e5e5}
.r{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}.s{font-size:7pt;color:#777}
`)
		d.raw(`<div class="brand">ING</div>`)
		d.w(`<h1 style="font-size:12pt">Umsätze Girokonto</h1><p>%s · IBAN %s<br>Zeitraum %s – %s<br>`, g.holder, ibanF, g.start.String(), g.end.String())
		d.w(`Saldo am %s: <b>%s</b><br>Saldo am %s: <b>%s</b></p>`+"\n", g.end.String(), eur(g.closing), before.String(), eur(g.opening))
		d.raw(`<table><thead><tr><th style="width:20mm">Buchung<br>Valuta</th><th style="width:52mm">Auftraggeber/Empfänger<br>Buchungstext</th><th>Verwendungszweck</th><th class="r">Betrag</th><th class="r">Saldo</th></tr></thead><tbody>` + "\n")
		for i := len(g.txs) - 1; i >= 0; i-- {
			t := g.txs[i]
			name := t.party
			if name == "" {
				name = "ING"
			}
			d.w(`<tr><td>%s<br><span class="s">%s</span></td><td><b>%s</b><br><span class="s">%s</span></td><td>%s</td><td class="r"><b>%s</b></td><td class="r">%s</td></tr>`+"\n",
				t.booking.String(), t.value.String(), name, t.typ, t.purpose, eur(t.amount), eur(t.balance))
			add(truth(t, true, false, t.purpose))
		}
		d.raw("</tbody></table>\n")
	}
	st.HTML = d.end()
}
