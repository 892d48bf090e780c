// Package corpus generates the synthetic letters corpus with ground truth
// for the letter analysers' benchmark (cmd/evalletters) and tests. The
// output is deterministic: same code, same bytes.
//
// Ground truth (key numbers, deadlines, expected flags) is written by hand
// per letter, not computed with package legal, so that the benchmark
// checks the rule engine instead of repeating it.
package corpus

import (
	"fmt"
	"strings"
	"time"
)

var fixedTime = time.Date(2025, time.January, 1, 0, 0, 0, 0, time.UTC)

// Sample is one generated letter.
type Sample struct {
	Name    string
	DocType string // document_type sent to the analyser
	// Negative marks documents of another kind: the analyser must answer
	// document_not_recognized.
	Negative  bool
	Keys      map[string]string // expected key_numbers values
	Deadlines map[string]string // expected deadline name -> DD.MM.YYYY
	// Flags are expected flag topics; "topic:severity" also requires the
	// severity.
	Flags []string
	PDF   []byte // text-layer PDF
	// HeldOut marks letters written after tuning (see heldout.go).
	HeldOut bool
}

type letter struct {
	name, docType string
	negative      bool
	style         int
	keys          map[string]string
	deadlines     map[string]string
	flags         []string
	build         func(b *Builder)
}

// Generate renders all letters.
func Generate() ([]Sample, error) {
	var out []Sample
	for _, l := range all() {
		b := newBuilder(styles[l.style%len(styles)])
		l.build(b)
		pdf, err := b.Bytes()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", l.name, err)
		}
		out = append(out, Sample{Name: l.name, DocType: l.docType, Negative: l.negative, Keys: l.keys, Deadlines: l.deadlines, Flags: l.flags, PDF: pdf,
			HeldOut: strings.HasPrefix(l.name, "heldout_")})
	}
	return out, nil
}

func all() []letter {
	var ls []letter
	ls = append(ls, steuer()...)
	ls = append(ls, lohn()...)
	ls = append(ls, mahnungen()...)
	ls = append(ls, kuendigungen()...)
	ls = append(ls, bussgeld()...)
	ls = append(ls, negatives()...)
	ls = append(ls, heldOut()...)
	return ls
}

func m(kv ...string) map[string]string {
	out := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i]] = kv[i+1]
	}
	return out
}

// ---------------------------------------------------------------------------
// Steuerbescheide

type steuerCase struct {
	fa, street, plz, city     string
	recipient                 []string
	date, year, stnr          string
	zve, est, solz, kist      string
	paid                      string // Steuerabzug vom Lohn total (label layout)
	refund, due               string // one of them set
	table                     bool
	vorbehalt, vorlaeufig     bool
	erlaeuterung              string
	bekanntgabe, frist        string
	colsFest, colsAbz, colsRe [3]string
}

const rbbSteuer = "Rechtsbehelfsbelehrung: Der Bescheid kann mit dem Einspruch angefochten werden. Der Einspruch ist bei dem vorbezeichneten Finanzamt schriftlich oder elektronisch einzureichen oder zur Niederschrift zu erklären. Die Frist für die Einlegung des Einspruchs beträgt einen Monat. Sie beginnt mit Ablauf des Tages, an dem Ihnen dieser Bescheid bekannt gegeben worden ist."

func (c steuerCase) build(b *Builder) {
	b.Head(c.fa, c.street+", "+c.plz+" "+c.city, "Telefon 089 1252-0")
	b.Window(c.fa+", "+c.street+", "+c.plz+" "+c.city, c.recipient...)
	b.Right(c.city + ", " + c.date)
	b.Right("Steuernummer " + c.stnr)
	b.Heading("Bescheid für " + c.year + " über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer")
	if c.vorbehalt {
		b.Para("Der Bescheid ergeht unter dem Vorbehalt der Nachprüfung gemäß § 164 AO.")
	}
	if c.vorlaeufig {
		b.Para("Die Festsetzung der Einkommensteuer ist gemäß § 165 Abs. 1 Satz 2 AO teilweise vorläufig hinsichtlich der Abziehbarkeit der Beiträge zu Rentenversicherungen als vorweggenommene Werbungskosten.")
	}
	b.Heading("Festsetzung")
	b.Row("Zu versteuerndes Einkommen", c.zve+" €")
	if c.table {
		edges := []float64{112, 152, 188}
		b.Columns("", true, edges, "Einkommensteuer", "Solidaritätszuschlag", "Kirchensteuer")
		b.Columns("festgesetzt werden", false, edges, c.colsFest[0]+" €", c.colsFest[1]+" €", c.colsFest[2]+" €")
		b.Columns("abzüglich Steuerabzug vom Lohn", false, edges, c.colsAbz[0]+" €", c.colsAbz[1]+" €", c.colsAbz[2]+" €")
		b.Columns("verbleibende Beträge", false, edges, c.colsRe[0]+" €", c.colsRe[1]+" €", c.colsRe[2]+" €")
	} else {
		b.Row("Festgesetzte Einkommensteuer", c.est+" €")
		b.Row("Festgesetzter Solidaritätszuschlag", c.solz+" €")
		b.Row("Festgesetzte Kirchensteuer", c.kist+" €")
		b.Heading("Abrechnung")
		b.Row("Bereits gezahlt (Steuerabzug vom Lohn)", c.paid+" €")
	}
	if c.refund != "" {
		b.Row("Erstattungsbetrag", c.refund+" €")
		b.Para("Der Betrag wird auf Ihr Konto überwiesen.")
	} else {
		b.Row("Nachzahlung", c.due+" €")
		b.Para("Bitte entrichten Sie den Betrag innerhalb eines Monats nach Bekanntgabe dieses Bescheids.")
	}
	if c.erlaeuterung != "" {
		b.Heading("Erläuterungen")
		b.Para(c.erlaeuterung)
	}
	b.Para(rbbSteuer)
}

func steuer() []letter {
	cs := []struct {
		c     steuerCase
		keys  map[string]string
		flags []string
	}{
		{steuerCase{fa: "Finanzamt München", street: "Deroystraße 18", plz: "80335", city: "München", recipient: []string{"Herrn", "Max Mustermann", "Lindenstraße 5", "81541 München"},
			date: "27.10.2025", year: "2024", stnr: "143/123/45678", zve: "48.231,00", est: "8.432,00", solz: "0,00", kist: "674,56", paid: "10.310,00", refund: "1.203,44", vorbehalt: true},
			m("erstattungsbetrag", "1.203,44", "bekanntgabedatum", "31.10.2025", "einspruchsfrist_ende", "01.12.2025"), []string{"vorbehalt_der_nachpruefung", "bekanntgabe"}},
		{steuerCase{fa: "Finanzamt Hannover-Nord", street: "Vahrenwalder Straße 206", plz: "30165", city: "Hannover", recipient: []string{"Frau", "Sabine Meyer", "Podbielskistraße 11", "30177 Hannover"},
			date: "27.10.2025", year: "2024", stnr: "25/123/45678", zve: "62.480,00", est: "12.518,00", solz: "0,00", kist: "1.126,62", due: "2.150,00", table: true,
			colsFest: [3]string{"12.518,00", "0,00", "1.126,62"}, colsAbz: [3]string{"10.700,00", "0,00", "794,62"}, colsRe: [3]string{"1.818,00", "0,00", "332,00"},
			erlaeuterung: "Abweichend von Ihrer Steuererklärung wurden die Aufwendungen für das häusliche Arbeitszimmer nicht anerkannt, da der Mittelpunkt der beruflichen Tätigkeit nicht im Arbeitszimmer liegt. Die Entfernungspauschale wurde nur für 180 Arbeitstage berücksichtigt."},
			m("nachzahlungsbetrag", "2.150,00", "bekanntgabedatum", "03.11.2025", "einspruchsfrist_ende", "03.12.2025"), []string{"abweichung:warning", "nachzahlung"}},
		{steuerCase{fa: "Finanzamt Dresden-Nord", street: "Rabenerstraße 1", plz: "01069", city: "Dresden", recipient: []string{"Herrn", "Felix Wagner", "Königsbrücker Straße 40", "01099 Dresden"},
			date: "27.12.2024", year: "2023", stnr: "202/123/45678", zve: "35.870,00", est: "5.210,00", solz: "0,00", kist: "0,00", paid: "5.622,00", refund: "412,00", vorlaeufig: true},
			m("erstattungsbetrag", "412,00", "bekanntgabedatum", "30.12.2024", "einspruchsfrist_ende", "30.01.2025"), []string{"vorlaeufig", "bekanntgabe"}},
		{steuerCase{fa: "Finanzamt Köln-Altstadt", street: "Am Weidenbach 2-4", plz: "50676", city: "Köln", recipient: []string{"Frau", "Claudia Becker", "Aachener Straße 120", "50674 Köln"},
			date: "27.01.2025", year: "2023", stnr: "214/5678/1234", zve: "71.004,00", est: "16.941,00", solz: "0,00", kist: "1.524,69", paid: "17.620,38", due: "845,31"},
			m("nachzahlungsbetrag", "845,31", "bekanntgabedatum", "31.01.2025", "einspruchsfrist_ende", "28.02.2025"), []string{"nachzahlung"}},
		{steuerCase{fa: "Finanzamt Charlottenburg", street: "Bismarckstraße 48", plz: "10627", city: "Berlin", recipient: []string{"Herrn", "Jan Hoffmann", "Kantstraße 17", "10623 Berlin"},
			date: "04.03.2025", year: "2023", stnr: "13/456/78901", zve: "54.300,00", est: "10.112,00", solz: "0,00", kist: "910,08", paid: "12.811,00", refund: "1.788,92",
			erlaeuterung: "Die geltend gemachten Kosten für Arbeitsmittel wurden nur teilweise berücksichtigt; abweichend von der Erklärung wurden 412,00 € als Werbungskosten angesetzt."},
			m("erstattungsbetrag", "1.788,92", "bekanntgabedatum", "10.03.2025", "einspruchsfrist_ende", "10.04.2025"), []string{"abweichung:warning"}},
		{steuerCase{fa: "Finanzamt Stuttgart II", street: "Rotebühlstraße 40", plz: "70178", city: "Stuttgart", recipient: []string{"Frau", "Maria Schneider", "Olgastraße 77", "70182 Stuttgart"},
			date: "02.01.2026", year: "2024", stnr: "93/123/45678", zve: "39.950,00", est: "6.408,00", solz: "0,00", kist: "512,64", refund: "977,36", table: true, vorbehalt: true,
			colsFest: [3]string{"6.408,00", "0,00", "512,64"}, colsAbz: [3]string{"7.230,00", "0,00", "668,00"}, colsRe: [3]string{"-822,00", "0,00", "-155,36"}},
			m("erstattungsbetrag", "977,36", "bekanntgabedatum", "07.01.2026", "einspruchsfrist_ende", "09.02.2026"), []string{"vorbehalt_der_nachpruefung"}},
	}
	var out []letter
	for i, x := range cs {
		c := x.c
		keys := m("steuerjahr", c.year, "bescheiddatum", c.date, "zu_versteuerndes_einkommen", c.zve, "festgesetzte_einkommensteuer", c.est,
			"solidaritaetszuschlag", c.solz, "kirchensteuer", c.kist)
		for k, v := range x.keys {
			keys[k] = v
		}
		out = append(out, letter{name: fmt.Sprintf("steuerbescheid_%d", i+1), docType: "steuerbescheid", style: i, keys: keys,
			deadlines: m("Einspruchsfrist", x.keys["einspruchsfrist_ende"]), flags: x.flags, build: c.build})
	}
	return out
}

// ---------------------------------------------------------------------------
// Lohnabrechnungen

type lohnCase struct {
	employer, street, plz, city string
	recipient                   []string
	heading, periodLine         string
	stkl                        string
	hours, hourly               string
	brutto, lst, solz, kist     string
	kv, pv, rv, av              [2]string // rate, amount
	netto, vwl, ausz            string
}

func (c lohnCase) build(b *Builder) {
	b.Head(c.employer, c.street+", "+c.plz+" "+c.city)
	b.Window(c.employer+", "+c.street+", "+c.plz+" "+c.city, c.recipient...)
	b.Heading(c.heading)
	b.Line(c.periodLine)
	b.Line("Personalnummer: 10" + c.stkl + "34")
	b.Line("Steuerklasse: " + c.stkl + "    Kinderfreibeträge: 0,5")
	b.Gap()
	b.Heading("Bezüge")
	if c.hours != "" {
		b.Line("Arbeitsstunden im Monat: " + c.hours + " Std.")
		b.Row("Stundenlohn", c.hourly+" €")
	}
	b.Row("Gehalt / Grundlohn", c.brutto)
	b.Row("Gesamtbrutto", c.brutto)
	b.Heading("Abzüge")
	b.Row("Lohnsteuer", c.lst)
	b.Row("Solidaritätszuschlag", c.solz)
	b.Row("Kirchensteuer", c.kist)
	b.RowMid("Krankenversicherung", c.kv[0], c.kv[1])
	b.RowMid("Pflegeversicherung", c.pv[0], c.pv[1])
	b.RowMid("Rentenversicherung", c.rv[0], c.rv[1])
	b.RowMid("Arbeitslosenversicherung", c.av[0], c.av[1])
	b.Gap()
	b.Row("Nettobezug", c.netto)
	if c.vwl != "" {
		b.Row("Vermögenswirksame Leistungen", "-"+c.vwl)
	}
	b.Row("Auszahlungsbetrag", c.ausz)
	b.Para("Der Auszahlungsbetrag wird auf Ihr Konto DE12 5001 0517 0648 4898 90 überwiesen.")
}

func lohn() []letter {
	cs := []struct {
		c      lohnCase
		period string
		flags  []string
	}{
		{lohnCase{employer: "Muster Maschinenbau GmbH", street: "Industriestraße 12", plz: "70565", city: "Stuttgart", recipient: []string{"Frau", "Erika Beispiel", "Filderstraße 3", "70180 Stuttgart"},
			heading: "Abrechnung der Brutto/Netto-Bezüge", periodLine: "Abrechnungszeitraum: März 2025", stkl: "1", brutto: "4.200,00", lst: "612,33", solz: "0,00", kist: "55,10",
			kv: [2]string{"8,55 %", "359,10"}, pv: [2]string{"2,40 %", "100,80"}, rv: [2]string{"9,30 %", "390,60"}, av: [2]string{"1,30 %", "54,60"}, netto: "2.627,47", vwl: "40,00", ausz: "2.587,47"},
			"03.2025", nil},
		{lohnCase{employer: "Hanse Software AG", street: "Am Sandtorkai 50", plz: "20457", city: "Hamburg", recipient: []string{"Herrn", "Dr. Peter Lange", "Elbchaussee 300", "22609 Hamburg"},
			heading: "Gehaltsabrechnung", periodLine: "Abrechnungsmonat: 01/2026", stkl: "3", brutto: "9.000,00", lst: "1.450,00", solz: "0,00", kist: "0,00",
			kv: [2]string{"8,75 %", "508,59"}, pv: [2]string{"1,80 %", "104,63"}, rv: [2]string{"9,30 %", "785,85"}, av: [2]string{"1,30 %", "109,85"}, netto: "6.041,08", ausz: "6.041,08"},
			"01.2026", []string{"beitragsbemessungsgrenze"}},
		{lohnCase{employer: "Backhaus Krause KG", street: "Marktplatz 4", plz: "99084", city: "Erfurt", recipient: []string{"Frau", "Nicole Krämer", "Juri-Gagarin-Ring 10", "99084 Erfurt"},
			heading: "Lohnabrechnung", periodLine: "Zeitraum: 01.06.2025 - 30.06.2025", stkl: "1", hours: "160", hourly: "12,00", brutto: "1.920,00", lst: "98,50", solz: "0,00", kist: "0,00",
			kv: [2]string{"", "156,00"}, pv: [2]string{"", "33,00"}, rv: [2]string{"", "170,00"}, av: [2]string{"", "23,80"}, netto: "1.438,70", ausz: "1.438,70"},
			"06.2025", []string{"mindestlohn:critical"}},
		{lohnCase{employer: "Sachsen Druck GmbH", street: "Karl-Liebknecht-Straße 30", plz: "04107", city: "Leipzig", recipient: []string{"Herrn", "Tom Fischer", "Eisenbahnstraße 5", "04315 Leipzig"},
			heading: "Entgeltabrechnung", periodLine: "Gehaltsabrechnung für Februar 2026", stkl: "4", brutto: "3.800,00", lst: "430,00", solz: "0,00", kist: "38,70",
			kv: [2]string{"8,75 %", "332,50"}, pv: [2]string{"2,30 %", "87,40"}, rv: [2]string{"9,30 %", "353,40"}, av: [2]string{"1,30 %", "49,40"}, netto: "2.558,60", ausz: "2.558,60"},
			"02.2026", []string{"rechenpruefung:warning"}},
		{lohnCase{employer: "Ruhr Logistik GmbH", street: "Hafenstraße 9", plz: "44147", city: "Dortmund", recipient: []string{"Herrn", "Dennis Wolf", "Kaiserstraße 80", "44135 Dortmund"},
			heading: "Verdienstabrechnung", periodLine: "Abrechnungszeitraum: November 2025", stkl: "VI", brutto: "2.500,00", lst: "0,00", solz: "0,00", kist: "0,00",
			kv: [2]string{"8,55 %", "213,75"}, pv: [2]string{"2,40 %", "60,00"}, rv: [2]string{"9,30 %", "232,50"}, av: [2]string{"1,30 %", "32,50"}, netto: "1.961,25", ausz: "1.961,25"},
			"11.2025", []string{"steuerklasse:warning"}},
		{lohnCase{employer: "Alpen Versand GmbH", street: "Landsberger Straße 300", plz: "80687", city: "München", recipient: []string{"Frau", "Sophie Huber", "Westendstraße 20", "80339 München"},
			heading: "Abrechnung der Brutto/Netto-Bezüge", periodLine: "Abrechnungszeitraum: September 2025", stkl: "2", brutto: "5.000,00", lst: "780,20", solz: "0,00", kist: "62,41",
			kv: [2]string{"8,55 %", "427,50"}, pv: [2]string{"1,80 %", "90,00"}, rv: [2]string{"9,30 %", "500,00"}, av: [2]string{"1,30 %", "65,00"}, netto: "3.074,89", ausz: "3.074,89"},
			"09.2025", []string{"beitrag_rentenversicherung:warning"}},
	}
	var out []letter
	for i, x := range cs {
		c := x.c
		stkl := map[string]string{"VI": "6"}[c.stkl]
		if stkl == "" {
			stkl = c.stkl
		}
		keys := m("abrechnungszeitraum", x.period, "steuerklasse", stkl, "bruttobezug", c.brutto, "lohnsteuer", c.lst, "solidaritaetszuschlag", c.solz,
			"kirchensteuer", c.kist, "krankenversicherung", c.kv[1], "pflegeversicherung", c.pv[1], "rentenversicherung", c.rv[1], "arbeitslosenversicherung", c.av[1],
			"nettobezug", c.netto, "auszahlungsbetrag", c.ausz)
		out = append(out, letter{name: fmt.Sprintf("lohnabrechnung_%d", i+1), docType: "lohnabrechnung", style: i + 1, keys: keys, flags: x.flags, build: c.build})
	}
	return out
}

// ---------------------------------------------------------------------------
// Mahnungen and Inkasso letters

type mahnCase struct {
	sender, street, plz, city string
	head2                     string
	recipient                 []string
	dateLine, heading         string
	intro                     []string
	rows                      [][2]string
	outro                     []string
}

func (c mahnCase) build(b *Builder) {
	b.Head(c.sender, c.street+", "+c.plz+" "+c.city, c.head2)
	b.Window(c.sender+", "+c.street+", "+c.plz+" "+c.city, c.recipient...)
	b.Right(c.dateLine)
	b.Heading(c.heading)
	for _, p := range c.intro {
		b.Para(p)
	}
	b.Heading("Forderungsaufstellung")
	for _, r := range c.rows {
		b.Row(r[0], r[1])
	}
	b.Gap()
	for _, p := range c.outro {
		b.Para(p)
	}
	b.Para("Mit freundlichen Grüßen")
	b.Line(c.sender)
}

func mahnungen() []letter {
	cs := []struct {
		c     mahnCase
		keys  map[string]string
		dl    string
		flags []string
	}{
		{mahnCase{sender: "Mahnwerk Inkasso GmbH", street: "Hansaring 10", plz: "50670", city: "Köln", head2: "Registriertes Inkassounternehmen (§ 10 RDG)",
			recipient: []string{"Herrn", "Jonas Weber", "Am Markt 3", "44135 Dortmund"}, dateLine: "Köln, 03.11.2025", heading: "Zahlungsaufforderung – Aktenzeichen MW-2025-48213",
			intro: []string{"Sehr geehrter Herr Weber,", "wir wurden von unserer Auftraggeberin, der Elektro Schmidt GmbH, Bahnhofstraße 2, 44135 Dortmund, mit dem Einzug der nachstehenden Forderung beauftragt. Forderungsgrund: Rechnung Nr. 2025-1187 vom 01.08.2025 über die Lieferung eines Kühlschranks (Kaufvertrag vom 28.07.2025). Die Inkassokosten berechnen wir nach dem RVG."},
			rows:  [][2]string{{"Hauptforderung", "400,00 €"}, {"Verzugszinsen (6,27 % p. a. seit 15.09.2025)", "8,25 €"}, {"Mahngebühren des Auftraggebers", "2,50 €"}, {"Inkassokosten", "120,00 €"}, {"Gesamtforderung", "530,75 €"}},
			outro: []string{"Bitte überweisen Sie den Gesamtbetrag innerhalb von 14 Tagen auf unser Konto bei der Sparkasse KölnBonn, IBAN DE12 3705 0198 0000 1234 56."}},
			m("schreiben_datum", "03.11.2025", "hauptforderung", "400,00", "zinsen", "8,25", "mahngebuehren", "2,50", "inkassokosten", "120,00", "gesamtforderung", "530,75", "zahlungsfrist_ende", "17.11.2025"),
			"17.11.2025", []string{"inkassokosten:critical"}},
		{mahnCase{sender: "Nordsee Forderungsmanagement GmbH", street: "Schlachte 7", plz: "28195", city: "Bremen", head2: "Inkassodienstleister, registriert beim Landgericht Bremen",
			recipient: []string{"Frau", "Lea Schmitz", "Vegesacker Straße 9", "28219 Bremen"}, dateLine: "Bremen, den 24.10.2025", heading: "Zahlungsaufforderung",
			intro: []string{"Sehr geehrte Frau Schmitz,", "in unserem Auftrag für die Gläubigerin Weser Fitness GmbH machen wir die folgende Forderung aus dem Mitgliedschaftsvertrag vom 01.02.2025 (Beiträge Juli und August 2025) geltend. Zinsen: 5 Prozentpunkte über dem Basiszinssatz seit 01.09.2025."},
			rows:  [][2]string{{"Hauptforderung", "400,00 €"}, {"Zinsen", "5,10 €"}, {"Inkassovergütung (0,9 Geschäftsgebühr Nr. 2300 VV RVG)", "46,35 €"}, {"Auslagenpauschale Nr. 7002 VV RVG", "9,27 €"}, {"Gesamtforderung", "460,72 €"}},
			outro: []string{"Bitte zahlen Sie bis zum 07.11.2025 auf das unten genannte Konto."}},
			m("schreiben_datum", "24.10.2025", "hauptforderung", "400,00", "zinsen", "5,10", "inkassokosten", "55,62", "gesamtforderung", "460,72", "zahlungsfrist_ende", "07.11.2025"),
			"07.11.2025", []string{"inkassokosten:info"}},
		{mahnCase{sender: "Stadtwerke Beispielstadt GmbH", street: "Rheinallee 41", plz: "55118", city: "Mainz", head2: "Kundenservice Tel. 06131 12345",
			recipient: []string{"Herrn", "Ali Demir", "Kaiserstraße 3", "55116 Mainz"}, dateLine: "Mainz, 30.10.2025", heading: "2. Mahnung – Kundennummer 4711-0815",
			intro: []string{"Sehr geehrter Herr Demir,", "trotz unserer Zahlungserinnerung ist die Rechnung vom 15.09.2025 für Strom und Gas noch nicht beglichen. Sie befinden sich in Verzug."},
			rows:  [][2]string{{"Offener Rechnungsbetrag", "189,90 €"}, {"Mahngebühren (1. und 2. Mahnung)", "15,00 €"}, {"Zu zahlender Betrag", "204,90 €"}},
			outro: []string{"Bitte begleichen Sie den Betrag innerhalb von 10 Tagen. Andernfalls müssen wir die Versorgung einstellen."}},
			m("schreiben_datum", "30.10.2025", "hauptforderung", "189,90", "mahngebuehren", "15,00", "gesamtforderung", "204,90", "zahlungsfrist_ende", "10.11.2025"),
			"10.11.2025", []string{"mahngebuehren:warning"}},
		{mahnCase{sender: "Spree Inkasso AG", street: "Friedrichstraße 100", plz: "10117", city: "Berlin", head2: "Forderungsmanagement",
			recipient: []string{"Frau", "Marie Schulze", "Boxhagener Straße 20", "10245 Berlin"}, dateLine: "Berlin, 01.09.2025", heading: "Letzte außergerichtliche Zahlungsaufforderung",
			intro: []string{"Sehr geehrte Frau Schulze,", "im Auftrag unserer Mandantin fordern wir Sie auf, den offenen Betrag umgehend auszugleichen."},
			rows:  [][2]string{{"Hauptforderung", "39,90 €"}, {"Inkassokosten", "58,50 €"}, {"Gesamtforderung", "98,40 €"}},
			outro: []string{"Zahlen Sie bis zum 15.09.2025, um weitere Kosten zu vermeiden."}},
			m("schreiben_datum", "01.09.2025", "hauptforderung", "39,90", "inkassokosten", "58,50", "gesamtforderung", "98,40", "zahlungsfrist_ende", "15.09.2025"),
			"15.09.2025", []string{"inkassokosten:critical", "informationspflichten:warning"}},
		{mahnCase{sender: "Nordlicht Versand GmbH", street: "Spitalerstraße 1", plz: "20095", city: "Hamburg", head2: "Buchhaltung",
			recipient: []string{"Herrn", "Kai Petersen", "Osterstraße 50", "20259 Hamburg"}, dateLine: "Hamburg, 19.12.2025", heading: "Zahlungserinnerung zur Rechnung Nr. 55821",
			intro: []string{"Sehr geehrter Herr Petersen,", "sicher haben Sie übersehen, dass unsere Rechnung Nr. 55821 vom 20.11.2025 noch offen ist. Seit dem 05.12.2025 befinden Sie sich in Verzug."},
			rows:  [][2]string{{"Offener Betrag", "89,99 €"}, {"Verzugszinsen (12,00 % p. a.)", "0,89 €"}, {"Gesamtbetrag", "90,88 €"}},
			outro: []string{"Bitte überweisen Sie den Betrag innerhalb von 7 Tagen."}},
			m("schreiben_datum", "19.12.2025", "hauptforderung", "89,99", "zinsen", "0,89", "gesamtforderung", "90,88", "zahlungsfrist_ende", "29.12.2025"),
			"29.12.2025", []string{"zinsen:warning"}},
		{mahnCase{sender: "Main Forderungsservice GmbH", street: "Zeil 5", plz: "60313", city: "Frankfurt am Main", head2: "Inkasso · registriert nach § 10 RDG",
			recipient: []string{"Frau", "Julia Braun", "Berger Straße 101", "60316 Frankfurt am Main"}, dateLine: "Frankfurt am Main, 14.05.2025", heading: "Zahlungsaufforderung Az. 2025/0815",
			intro: []string{"Sehr geehrte Frau Braun,", "unsere Auftraggeberin, die Rhein-Main Möbel GmbH, hat uns mit dem Einzug ihrer Forderung aus der Rechnung vom 10.02.2025 (Kaufvertrag über ein Sofa vom 03.02.2025) beauftragt."},
			rows: [][2]string{{"Hauptforderung", "1.250,00 €"}, {"Zinsen (5 Prozentpunkte über dem Basiszinssatz seit 01.03.2025)", "15,60 €"}, {"Mahnkosten des Gläubigers", "7,50 €"},
				{"Geschäftsgebühr (0,9 nach Nr. 2300 VV RVG)", "114,30 €"}, {"Auslagenpauschale (Nr. 7002 VV RVG)", "20,00 €"}, {"Gesamtforderung", "1.407,40 €"}},
			outro: []string{"Zahlungsfrist: bis spätestens 28.05.2025."}},
			m("schreiben_datum", "14.05.2025", "hauptforderung", "1.250,00", "zinsen", "15,60", "mahngebuehren", "7,50", "inkassokosten", "134,30", "gesamtforderung", "1.407,40", "zahlungsfrist_ende", "28.05.2025"),
			"28.05.2025", []string{"mahngebuehren:warning", "inkassokosten:info"}},
	}
	var out []letter
	for i, x := range cs {
		out = append(out, letter{name: fmt.Sprintf("mahnung_%d", i+1), docType: "mahnung", style: i + 2, keys: x.keys, deadlines: m("Zahlungsfrist", x.dl), flags: x.flags, build: x.c.build})
	}
	return out
}

// ---------------------------------------------------------------------------
// Kündigungen

type kuendCase struct {
	employer, street, plz, city string
	recipient                   []string
	date, heading               string
	paras                       []string
	footer                      []string
	signer                      string
}

func (c kuendCase) build(b *Builder) {
	b.Head(c.employer, c.street+", "+c.plz+" "+c.city, "Personalabteilung")
	b.Window(c.employer+", "+c.street+", "+c.plz+" "+c.city, c.recipient...)
	b.Right(c.city + ", " + c.date)
	b.Heading(c.heading)
	for _, p := range c.paras {
		b.Para(p)
	}
	b.Para("Mit freundlichen Grüßen")
	b.Gap()
	b.Line(c.signer)
	b.Gap()
	for _, f := range c.footer {
		b.Line(f)
	}
}

const hinweis38 = "Zur Aufrechterhaltung ungekürzter Ansprüche auf Arbeitslosengeld sind Sie verpflichtet, sich spätestens drei Monate vor Beendigung bzw. innerhalb von drei Tagen nach Kenntnis bei der Agentur für Arbeit arbeitsuchend zu melden (§ 38 Abs. 1 SGB III)."

func kuendigungen() []letter {
	cs := []struct {
		c     kuendCase
		keys  map[string]string
		dl    map[string]string
		flags []string
	}{
		{kuendCase{employer: "Rheinstahl Logistik GmbH", street: "Königsallee 20", plz: "40212", city: "Düsseldorf", recipient: []string{"Herrn", "Thomas Krüger", "Bahnstraße 8", "40210 Düsseldorf"},
			date: "28.11.2025", heading: "Kündigung Ihres Arbeitsverhältnisses",
			paras: []string{"Sehr geehrter Herr Krüger,", "hiermit kündigen wir das zwischen Ihnen und uns bestehende Arbeitsverhältnis ordentlich und fristgerecht zum 31.03.2026.",
				"Sie sind seit dem 01.04.2015 in unserem Unternehmen beschäftigt.", "Der Betriebsrat wurde vor Ausspruch der Kündigung ordnungsgemäß angehört.", hinweis38},
			signer: "i. V. Sandra Hoff, Personalleitung", footer: []string{"Persönlich übergeben am 28.11.2025", "Empfang bestätigt: ______________________"}},
			m("schreiben_datum", "28.11.2025", "zugang_datum", "28.11.2025", "beendigungsdatum", "31.03.2026", "klagefrist_ende", "19.12.2025", "betriebszugehoerigkeit_jahre", "10"),
			m("Klagefrist Kündigungsschutzklage", "19.12.2025", "Meldung als arbeitsuchend", "31.12.2025"), []string{"klagefrist", "arbeitsuchend", "kuendigungsfrist:info", "betriebsrat"}},
		{kuendCase{employer: "Weser Bau AG", street: "Vahrenwalder Straße 7", plz: "30165", city: "Hannover", recipient: []string{"Frau", "Anna Schulz", "Lister Meile 4", "30161 Hannover"},
			date: "10.10.2025", heading: "Ordentliche Kündigung",
			paras: []string{"Sehr geehrte Frau Schulz,", "hiermit kündigen wir das mit Ihnen bestehende Arbeitsverhältnis fristgerecht zum 30.11.2025.", "Ihr Arbeitsverhältnis besteht seit dem 15.03.2019.",
				"Bitte melden Sie sich umgehend bei der Agentur für Arbeit arbeitsuchend."},
			signer: "Weser Bau AG, Vorstand"},
			m("schreiben_datum", "10.10.2025", "beendigungsdatum", "30.11.2025", "klagefrist_ende", "03.11.2025", "betriebszugehoerigkeit_jahre", "6"),
			m("Klagefrist Kündigungsschutzklage", "03.11.2025", "Meldung als arbeitsuchend", "13.10.2025"), []string{"zugang:warning", "kuendigungsfrist:critical", "klagefrist", "arbeitsuchend"}},
		{kuendCase{employer: "Isar Gastro GmbH", street: "Leopoldstraße 50", plz: "80802", city: "München", recipient: []string{"Herrn", "Lukas Bauer", "Schleißheimer Straße 90", "80797 München"},
			date: "02.06.2025", heading: "Außerordentliche fristlose Kündigung",
			paras: []string{"Sehr geehrter Herr Bauer,", "hiermit kündigen wir das mit Ihnen bestehende Arbeitsverhältnis außerordentlich und fristlos mit sofortiger Wirkung.",
				"Grund ist der Vorfall vom 05.05.2025, von dem wir am selben Tag Kenntnis erlangt haben.", "Sie sind seit dem 01.09.2020 bei uns beschäftigt.", hinweis38},
			signer: "Isar Gastro GmbH, Geschäftsführung", footer: []string{"Zugang: 03.06.2025 (durch Boten)"}},
			m("schreiben_datum", "02.06.2025", "zugang_datum", "03.06.2025", "beendigungsdatum", "03.06.2025", "klagefrist_ende", "24.06.2025", "betriebszugehoerigkeit_jahre", "4"),
			m("Klagefrist Kündigungsschutzklage", "24.06.2025", "Meldung als arbeitsuchend", "06.06.2025"), []string{"fristlos:warning", "erklaerungsfrist:critical", "klagefrist", "arbeitsuchend"}},
		{kuendCase{employer: "Elbe Druckerei GmbH", street: "Karl-Liebknecht-Straße 30", plz: "04107", city: "Leipzig", recipient: []string{"Frau", "Jana Richter", "Eisenbahnstraße 12", "04315 Leipzig"},
			date: "18.12.2025", heading: "Kündigung des Arbeitsverhältnisses",
			paras: []string{"Sehr geehrte Frau Richter,", "wir kündigen das Arbeitsverhältnis außerordentlich und fristlos, hilfsweise ordentlich zum nächstmöglichen Termin.",
				"Sie sind seit dem 01.02.2023 bei uns beschäftigt.", "Der Betriebsrat wurde zu beiden Kündigungen angehört.", hinweis38},
			signer: "Elbe Druckerei GmbH, Geschäftsführer"},
			m("schreiben_datum", "18.12.2025", "beendigungsdatum", "18.12.2025", "klagefrist_ende", "08.01.2026", "betriebszugehoerigkeit_jahre", "2"),
			m("Klagefrist Kündigungsschutzklage", "08.01.2026", "Meldung als arbeitsuchend", "21.12.2025"), []string{"zugang:warning", "fristlos:warning", "klagefrist", "arbeitsuchend", "betriebsrat"}},
		{kuendCase{employer: "Kiez Software GmbH", street: "Torstraße 120", plz: "10119", city: "Berlin", recipient: []string{"Herrn", "Mehmet Yilmaz", "Sonnenallee 50", "12045 Berlin"},
			date: "07.03.2025", heading: "Kündigung in der Probezeit",
			paras: []string{"Sehr geehrter Herr Yilmaz,", "hiermit kündigen wir das Arbeitsverhältnis innerhalb der Probezeit mit einer Frist von zwei Wochen zum 21.03.2025.",
				"Ihr Arbeitsverhältnis begann am 01.01.2025.", hinweis38},
			signer: "Kiez Software GmbH, Geschäftsführung", footer: []string{"Erhalten am 07.03.2025: ______________________"}},
			m("schreiben_datum", "07.03.2025", "zugang_datum", "07.03.2025", "beendigungsdatum", "21.03.2025", "klagefrist_ende", "28.03.2025", "betriebszugehoerigkeit_jahre", "0"),
			m("Klagefrist Kündigungsschutzklage", "28.03.2025", "Meldung als arbeitsuchend", "10.03.2025"), []string{"klagefrist", "arbeitsuchend", "kuendigungsfrist:info"}},
		{kuendCase{employer: "Neckar Consulting GmbH", street: "Königstraße 1", plz: "70173", city: "Stuttgart", recipient: []string{"Frau", "Laura Hoffmann", "Hauptstätter Straße 30", "70178 Stuttgart"},
			date: "24.09.2025", heading: "Kündigung",
			paras: []string{"Sehr geehrte Frau Hoffmann,", "hiermit kündigen wir Ihr Arbeitsverhältnis ordentlich zum 31.10.2025. Diese Kündigung wird Ihnen per E-Mail übermittelt; ein Original folgt nicht.",
				"Sie sind seit dem 01.06.2024 bei uns tätig.", hinweis38},
			signer: "Neckar Consulting GmbH", footer: []string{"Zugang per E-Mail: 24.09.2025"}},
			m("schreiben_datum", "24.09.2025", "zugang_datum", "24.09.2025", "beendigungsdatum", "31.10.2025", "klagefrist_ende", "15.10.2025", "betriebszugehoerigkeit_jahre", "1"),
			m("Klagefrist Kündigungsschutzklage", "15.10.2025", "Meldung als arbeitsuchend", "27.09.2025"), []string{"schriftform:critical", "klagefrist", "arbeitsuchend"}},
	}
	var out []letter
	for i, x := range cs {
		out = append(out, letter{name: fmt.Sprintf("kuendigung_%d", i+1), docType: "kuendigung", style: i + 3, keys: x.keys, deadlines: x.dl, flags: x.flags, build: x.c.build})
	}
	return out
}

// ---------------------------------------------------------------------------
// Bußgeldbescheide

type bussCase struct {
	authority, unit, street, plz, city string
	recipient                          []string
	dateLine                           string
	tatLine, ortLine                   string
	vorwurf                            string
	fine, fee, ausl, total             string
	totalLabel, feeLabel               string
	pointsLine, banLine, zustLine      string
}

const rbbOWiG = "Rechtsbehelfsbelehrung: Dieser Bußgeldbescheid wird rechtskräftig und vollstreckbar, wenn Sie nicht innerhalb von zwei Wochen nach Zustellung schriftlich oder zur Niederschrift bei der oben bezeichneten Behörde Einspruch einlegen."

func (c bussCase) build(b *Builder) {
	b.Head(c.authority, c.unit, c.street+", "+c.plz+" "+c.city)
	b.Window(c.authority+", "+c.street+", "+c.plz+" "+c.city, c.recipient...)
	b.Right(c.dateLine)
	b.Right("Aktenzeichen: 502.10.123456.7")
	b.Heading("Bußgeldbescheid")
	b.Para("Gegen Sie wird wegen der nachstehend bezeichneten Ordnungswidrigkeit eine Geldbuße festgesetzt.")
	b.Line(c.tatLine)
	b.Line(c.ortLine)
	b.Line("Kennzeichen: B-XY 1234, Pkw")
	b.Heading("Tatvorwurf")
	b.Para(c.vorwurf)
	b.Heading("Rechtsfolgen")
	b.Row("Geldbuße", c.fine+" €")
	b.Row(c.feeLabel, c.fee+" €")
	b.Row("Auslagen (§ 107 Abs. 3 OWiG)", c.ausl+" €")
	b.Row(c.totalLabel, c.total+" €")
	if c.pointsLine != "" {
		b.Para(c.pointsLine)
	}
	if c.banLine != "" {
		b.Para(c.banLine)
	}
	if c.zustLine != "" {
		b.Line(c.zustLine)
	}
	b.Para(rbbOWiG)
	b.Para("Zahlen Sie den Gesamtbetrag spätestens zwei Wochen nach Rechtskraft.")
}

func bussgeld() []letter {
	cs := []struct {
		c     bussCase
		keys  map[string]string
		flags []string
	}{
		{bussCase{authority: "Landratsamt Leipzig", unit: "Bußgeldstelle", street: "Stauffenbergstraße 4", plz: "04552", city: "Borna",
			recipient: []string{"Herrn", "Paul Neumann", "Gohliser Straße 3", "04155 Leipzig"}, dateLine: "Datum: 03.11.2025", tatLine: "Tatzeit: 12.09.2025, 14:32 Uhr",
			ortLine: "Tatort: Borna, Leipziger Straße, Höhe Hausnummer 40", vorwurf: "Sie überschritten die zulässige Höchstgeschwindigkeit innerhalb geschlossener Ortschaften um 23 km/h. Zulässige Geschwindigkeit: 50 km/h. Festgestellte Geschwindigkeit nach Toleranzabzug: 73 km/h. § 41 Abs. 1 i. V. m. Anlage 2, § 49 StVO; § 24 StVG; 11.3.4 BKat.",
			fine: "115,00", fee: "25,00", ausl: "3,50", total: "143,50", feeLabel: "Gebühr (§ 107 Abs. 1 OWiG)", totalLabel: "Gesamtbetrag",
			pointsLine: "Die Ordnungswidrigkeit wird mit 1 Punkt im Fahreignungsregister eingetragen.", zustLine: "Zustellungsdatum: 05.11.2025"},
			m("tatdatum", "12.09.2025", "bescheiddatum", "03.11.2025", "zustellungsdatum", "05.11.2025", "einspruchsfrist_ende", "20.11.2025", "bussgeld", "115,00", "gebuehren", "25,00", "auslagen", "3,50", "gesamtbetrag", "143,50", "punkte", "1"),
			[]string{"bussgeldkatalog:info", "einspruch"}},
		{bussCase{authority: "Stadt Köln - Der Oberbürgermeister", unit: "Bußgeldstelle", street: "Willy-Brandt-Platz 3", plz: "50679", city: "Köln",
			recipient: []string{"Frau", "Svenja Koch", "Deutzer Freiheit 70", "50679 Köln"}, dateLine: "Köln, 15.08.2025", tatLine: "Tatzeit: 03.07.2025, 08:15 Uhr",
			ortLine: "Tatort: BAB 4, km 12,3, Fahrtrichtung Olpe", vorwurf: "Sie überschritten die zulässige Höchstgeschwindigkeit außerhalb geschlossener Ortschaften um 45 km/h. Zulässige Geschwindigkeit: 100 km/h. § 41 Abs. 1 i. V. m. Anlage 2, § 49 StVO; § 24, § 25 StVG.",
			fine: "320,00", fee: "25,00", ausl: "3,50", total: "348,50", feeLabel: "Gebühren", totalLabel: "Zu zahlender Betrag",
			pointsLine: "Im Fahreignungsregister werden 2 Punkte eingetragen.", banLine: "Gegen Sie wird ein Fahrverbot von einem Monat angeordnet. Das Fahrverbot wird wirksam, wenn der Führerschein in amtliche Verwahrung gelangt, spätestens jedoch mit Ablauf von vier Monaten seit Eintritt der Rechtskraft (§ 25 Abs. 2a StVG)."},
			m("tatdatum", "03.07.2025", "bescheiddatum", "15.08.2025", "einspruchsfrist_ende", "29.08.2025", "bussgeld", "320,00", "gebuehren", "25,00", "auslagen", "3,50", "gesamtbetrag", "348,50", "punkte", "2", "fahrverbot_monate", "1"),
			[]string{"zustellung:warning", "fahrverbot", "bussgeldkatalog:info"}},
		{bussCase{authority: "Bayerisches Polizeiverwaltungsamt", unit: "Zentrale Bußgeldstelle", street: "Postfach 1234", plz: "94032", city: "Passau",
			recipient: []string{"Herrn", "Stefan Maier", "Rosenheimer Straße 15", "81669 München"}, dateLine: "Passau, 30.07.2025", tatLine: "Tattag: 02.04.2025, 22:10 Uhr",
			ortLine: "Tatort: München, Leopoldstraße 100", vorwurf: "Sie überschritten die zulässige Höchstgeschwindigkeit innerorts um 31 km/h. Zulässige Geschwindigkeit: 50 km/h. § 3 Abs. 3, § 49 StVO; § 24, § 25 StVG.",
			fine: "400,00", fee: "35,00", ausl: "3,50", total: "438,50", feeLabel: "Gebühr", totalLabel: "Gesamtbetrag",
			pointsLine: "Eintragung im Fahreignungsregister: 2 Punkte.", banLine: "Es wird ein Fahrverbot von 1 Monat angeordnet.", zustLine: "Zugestellt am 01.08.2025"},
			m("tatdatum", "02.04.2025", "bescheiddatum", "30.07.2025", "zustellungsdatum", "01.08.2025", "einspruchsfrist_ende", "15.08.2025", "bussgeld", "400,00", "gebuehren", "35,00", "auslagen", "3,50", "gesamtbetrag", "438,50", "punkte", "2", "fahrverbot_monate", "1"),
			[]string{"bussgeldkatalog:warning", "gebuehren:warning", "verjaehrung:warning", "fahrverbot"}},
		{bussCase{authority: "Der Polizeipräsident in Berlin", unit: "Bußgeldstelle", street: "Columbiadamm 4", plz: "10965", city: "Berlin",
			recipient: []string{"Frau", "Nina Vogel", "Karl-Marx-Allee 90", "10243 Berlin"}, dateLine: "Berlin, den 14.02.2025", tatLine: "Tatzeit: 20.01.2025, 17:05 Uhr",
			ortLine: "Tatort: Berlin, Avus, Höhe Hüttenweg", vorwurf: "Sie überschritten die zulässige Höchstgeschwindigkeit außerhalb geschlossener Ortschaften um 18 km/h. § 41 Abs. 1 i. V. m. Anlage 2, § 49 StVO; § 24 StVG.",
			fine: "60,00", fee: "25,00", ausl: "3,50", total: "88,50", feeLabel: "Gebühr", totalLabel: "Gesamtbetrag",
			pointsLine: "Eine Eintragung im Fahreignungsregister erfolgt nicht.", zustLine: "Zustellungsdatum: 22.02.2025"},
			m("tatdatum", "20.01.2025", "bescheiddatum", "14.02.2025", "zustellungsdatum", "22.02.2025", "einspruchsfrist_ende", "10.03.2025", "bussgeld", "60,00", "gebuehren", "25,00", "auslagen", "3,50", "gesamtbetrag", "88,50"),
			[]string{"bussgeldkatalog:info"}},
		{bussCase{authority: "Freie und Hansestadt Hamburg", unit: "Bußgeldstelle", street: "Süderstraße 28", plz: "20097", city: "Hamburg",
			recipient: []string{"Herrn", "Ole Jensen", "Eppendorfer Weg 8", "20259 Hamburg"}, dateLine: "Hamburg, 05.12.2025", tatLine: "Tatzeit: 10.10.2025, 23:40 Uhr",
			ortLine: "Tatort: Hamburg, Stresemannstraße 200", vorwurf: "Sie überschritten die zulässige Höchstgeschwindigkeit innerhalb geschlossener Ortschaften um 55 km/h. § 41 Abs. 1 i. V. m. Anlage 2, § 49 StVO; § 24, § 25 StVG.",
			fine: "560,00", fee: "28,00", ausl: "3,50", total: "591,50", feeLabel: "Gebühr", totalLabel: "Gesamtbetrag",
			pointsLine: "Im Fahreignungsregister werden 2 Punkte eingetragen.", banLine: "Gegen Sie wird ein Fahrverbot von zwei Monaten angeordnet."},
			m("tatdatum", "10.10.2025", "bescheiddatum", "05.12.2025", "einspruchsfrist_ende", "19.12.2025", "bussgeld", "560,00", "gebuehren", "28,00", "auslagen", "3,50", "gesamtbetrag", "591,50", "punkte", "2", "fahrverbot_monate", "2"),
			[]string{"zustellung:warning", "fahrverbot", "bussgeldkatalog:info"}},
		{bussCase{authority: "Thüringer Polizei", unit: "Zentrale Bußgeldstelle", street: "Am Großen Teich 1", plz: "98527", city: "Suhl",
			recipient: []string{"Frau", "Heike Lorenz", "Anger 12", "99084 Erfurt"}, dateLine: "Suhl, 14.10.2025", tatLine: "Tatzeit: 25.08.2025, 10:20 Uhr",
			ortLine: "Tatort: B 247, Abschnitt 120", vorwurf: "Sie überschritten die zulässige Höchstgeschwindigkeit außerorts um 28 km/h. § 3 Abs. 3, § 49 StVO; § 24 StVG.",
			fine: "150,00", fee: "25,00", ausl: "3,50", total: "178,50", feeLabel: "Gebühr", totalLabel: "Gesamtbetrag",
			pointsLine: "Die Tat wird mit 1 Punkt im Fahreignungsregister eingetragen.", zustLine: "Zugestellt am 17.10.2025"},
			m("tatdatum", "25.08.2025", "bescheiddatum", "14.10.2025", "zustellungsdatum", "17.10.2025", "einspruchsfrist_ende", "03.11.2025", "bussgeld", "150,00", "gebuehren", "25,00", "auslagen", "3,50", "gesamtbetrag", "178,50", "punkte", "1"),
			[]string{"bussgeldkatalog:info"}},
	}
	var out []letter
	for i, x := range cs {
		out = append(out, letter{name: fmt.Sprintf("bussgeldbescheid_%d", i+1), docType: "bussgeldbescheid", style: i + 4, keys: x.keys,
			deadlines: m("Einspruchsfrist", x.keys["einspruchsfrist_ende"]), flags: x.flags, build: x.c.build})
	}
	return out
}

// ---------------------------------------------------------------------------
// Negative samples: other documents sent as one of the five types.

func statement(b *Builder) {
	b.Head("Sparkasse Musterstadt", "Marktplatz 1, 12345 Musterstadt")
	b.Window("", "Herrn", "Jonas Weber", "Am Markt 3", "44135 Dortmund")
	b.Heading("Kontoauszug 11/2025")
	b.Line("IBAN DE12 4405 0199 0123 4567 89    Auszug 11    Blatt 1")
	b.Row("Alter Kontostand vom 31.10.2025", "1.234,56 H")
	b.RowMid("03.11. Lastschrift Stadtwerke Abschlag", "03.11.", "89,00 S")
	b.RowMid("05.11. Lastschrift Mahngebühr Telekom", "05.11.", "5,00 S")
	b.RowMid("14.11. Überweisung Miete November", "14.11.", "850,00 S")
	b.RowMid("28.11. Lohn/Gehalt Muster GmbH", "28.11.", "2.587,47 H")
	b.Row("Neuer Kontostand vom 30.11.2025", "2.878,03 H")
}

func invoice(b *Builder) {
	b.Head("Elektro Schmidt GmbH", "Bahnhofstraße 2, 44135 Dortmund")
	b.Window("Elektro Schmidt GmbH, Bahnhofstraße 2, 44135 Dortmund", "Herrn", "Jonas Weber", "Am Markt 3", "44135 Dortmund")
	b.Right("Dortmund, 01.08.2025")
	b.Heading("Rechnung Nr. 2025-1187")
	b.Para("Vielen Dank für Ihren Einkauf. Wir berechnen Ihnen:")
	b.Row("Kühlschrank KS 300 A+++", "336,13 €")
	b.Row("zzgl. 19 % USt", "63,87 €")
	b.Row("Rechnungsbetrag", "400,00 €")
	b.Para("Zahlbar bis 15.08.2025 ohne Abzug auf unser Konto DE12 4405 0199 0000 1111 22.")
}

func mobileCancel(b *Builder) {
	b.Head("Max Mustermann", "Lilienweg 21, 44135 Dortmund")
	b.Window("Max Mustermann, Lilienweg 21, 44135 Dortmund", "Telefonica Germany GmbH", "Kundenbetreuung", "90345 Nürnberg")
	b.Right("Dortmund, 02.10.2025")
	b.Heading("Kündigung meines Mobilfunkvertrags, Kundennummer 123456789")
	b.Para("Sehr geehrte Damen und Herren, hiermit kündige ich meinen Mobilfunkvertrag fristgerecht zum nächstmöglichen Termin. Bitte senden Sie mir eine schriftliche Kündigungsbestätigung unter Angabe des Beendigungszeitpunkts.")
	b.Para("Mit freundlichen Grüßen")
	b.Line("Max Mustermann")
}

func tenancyCancel(b *Builder) {
	b.Head("Hausverwaltung Adler GmbH", "Schillerstraße 9, 60313 Frankfurt am Main")
	b.Window("Hausverwaltung Adler GmbH, Schillerstraße 9, 60313 Frankfurt am Main", "Frau", "Julia Braun", "Berger Straße 101", "60316 Frankfurt am Main")
	b.Right("Frankfurt am Main, 30.09.2025")
	b.Heading("Kündigung des Mietverhältnisses über die Wohnung Berger Straße 101, 2. OG links")
	b.Para("Sehr geehrte Frau Braun, namens und in Vollmacht der Eigentümerin kündigen wir das Mietverhältnis wegen Eigenbedarfs zum 30.06.2026. Die Kündigungsfrist nach § 573c BGB beträgt bei einer Mietdauer von über acht Jahren neun Monate.")
	b.Para("Mit freundlichen Grüßen")
}

func negatives() []letter {
	steuerLetters, lohnLetters, mahnLetters, kuendLetters, bussLetters := steuer(), lohn(), mahnungen(), kuendigungen(), bussgeld()
	neg := func(name, docType string, style int, build func(*Builder)) letter {
		return letter{name: "negativ_" + name, docType: docType, negative: true, style: style, build: build}
	}
	return []letter{
		neg("kontoauszug_als_mahnung", "mahnung", 0, statement),
		neg("kontoauszug_als_lohnabrechnung", "lohnabrechnung", 1, statement),
		neg("lohnabrechnung_als_bussgeldbescheid", "bussgeldbescheid", 2, lohnLetters[0].build),
		neg("lohnabrechnung_als_steuerbescheid", "steuerbescheid", 3, lohnLetters[3].build),
		neg("rechnung_als_mahnung", "mahnung", 4, invoice),
		neg("mobilfunkkuendigung_als_kuendigung", "kuendigung", 5, mobileCancel),
		neg("mietkuendigung_als_kuendigung", "kuendigung", 0, tenancyCancel),
		neg("steuerbescheid_als_lohnabrechnung", "lohnabrechnung", 1, steuerLetters[0].build),
		neg("bussgeldbescheid_als_steuerbescheid", "steuerbescheid", 2, bussLetters[0].build),
		neg("mahnung_als_kuendigung", "kuendigung", 3, mahnLetters[0].build),
		neg("kuendigung_als_mahnung", "mahnung", 4, kuendLetters[0].build),
		neg("kuendigung_als_bussgeldbescheid", "bussgeldbescheid", 5, kuendLetters[2].build),
	}
}

// Topic splits an expected flag into topic and optional severity.
func Topic(f string) (topic, severity string) {
	topic, severity, _ = strings.Cut(f, ":")
	return topic, severity
}
