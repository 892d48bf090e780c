package letters

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"papierkram/backend/german"
	"papierkram/backend/legal"
)

var (
	withinDaysRe  = regexp.MustCompile(`innerhalb (?:von |der nachsten )?(\d{1,2}|sieben|zehn|vierzehn|zwei wochen|einer woche) ?(?:tagen|tage)?`)
	rateRe        = regexp.MustCompile(`(\d{1,2},\d{1,2}) ?%`)
	pointsAboveRe = regexp.MustCompile(`(\d{1,2}) prozentpunkte?n? uber dem (?:jeweiligen )?basiszins`)
)

var dayWords = map[string]int{"sieben": 7, "zehn": 10, "vierzehn": 14, "zwei wochen": 14, "einer woche": 7}

func (r *run) mahnung() {
	t := r.t
	date := t.letterDate()
	r.setDate("schreiben_datum", date.v, date.page)
	if !date.ok && len(t.lines) > 0 && t.lines[0].ocr {
		r.flag("lesbarkeit", Warning, "§ 286 BGB, §§ 187, 188, 193 BGB", 1,
			"Das Datum des Schreibens war im Scan nicht lesbar. Eine Zahlungsfrist „innerhalb von … Tagen“ wurde deshalb nicht berechnet; sie läuft ab dem Datum auf dem Original.")
	}

	hauptLabels := []string{"hauptforderung", "offener rechnungsbetrag", "offene forderung", "forderungsbetrag", "offener betrag", "rechnungsbetrag", "ursprungliche forderung",
		"forderung aus", "offene rechnung", "forderung"}
	hauptSkip := []string{"gesamt", "zinsen", "inkasso", "mahn", "auslagen", "kosten"}
	zinsLabels, zinsSkip := []string{"verzugszinsen", "zinsen"}, []string{"zinsberechnung"}
	mahnLabels := []string{"mahngebuhren", "mahngebuhr", "mahnkosten", "mahnspesen", "mahnauslagen"}
	gesamtLabels := []string{"gesamtforderung", "gesamtbetrag", "zu zahlender betrag", "zu zahlender gesamtbetrag", "offener gesamtbetrag", "summe", "gesamt"}
	inkLabels, inkSkip := []string{"inkassokosten", "inkassogebuhren", "inkassovergutung gesamt", "kosten des inkasso"}, []string{"zzgl", "gemass", "nach"}
	haupt := abs(t.amount(hauptLabels, hauptSkip...))
	zinsen := abs(t.amount(zinsLabels, zinsSkip...))
	mahn := abs(t.amount(mahnLabels))
	gesamt := abs(t.amount(gesamtLabels))
	ink := abs(t.amount(inkLabels, inkSkip...))
	inkAdded := false
	if !ink.ok {
		fee := abs(t.amount([]string{"inkassovergutung", "geschaftsgebuhr", "inkassogebuhr"}))
		ausl := abs(t.amount([]string{"auslagenpauschale", "auslagen", "post- und telekommunikation", "telekommunikationspauschale"}))
		if fee.ok {
			ink = fee
			if ausl.ok {
				ink.v += ausl.v
				inkAdded = true
			}
		}
	}
	r.setAmount("hauptforderung", haupt)
	r.setAmount("zinsen", zinsen)
	r.setAmount("mahngebuehren", mahn)
	r.setAmount("inkassokosten", ink)
	r.setAmount("gesamtforderung", gesamt)
	// Scans: rows whose amount OCR could not read are named, not guessed;
	// a single misread digit is corrected only when the sum proves it.
	unread := r.flagUnreadable("§ 13a Abs. 1 RDG, § 286 BGB",
		amountRow{haupt.ok, "Hauptforderung", hauptLabels, hauptSkip}, amountRow{zinsen.ok, "Zinsen", zinsLabels, zinsSkip},
		amountRow{mahn.ok, "Mahngebühren", mahnLabels, nil}, amountRow{ink.ok, "Inkassokosten", inkLabels, inkSkip},
		amountRow{gesamt.ok, "Gesamtforderung", gesamtLabels, nil})
	sumHolds := true
	if haupt.ok && gesamt.ok && len(unread) == 0 {
		sumHolds, _ = r.reconcile("Hauptforderung + Zinsen + Mahngebühren + Inkassokosten = Gesamtforderung", "§ 13a Abs. 1 RDG", 1, &gesamt,
			[]sumTerm{{key: "hauptforderung", f: &haupt, sign: 1}, {key: "zinsen", f: &zinsen, sign: 1}, {key: "mahngebuehren", f: &mahn, sign: 1},
				{key: "inkassokosten", f: &ink, sign: 1, fixed: inkAdded}}, "gesamtforderung")
	}

	r.landFlag(date.page)
	inkasso := t.has("inkasso") || ink.ok
	// Payment deadline: explicit date, else "innerhalb von N Tagen".
	var frist legal.Result
	due := t.date([]string{"bis zum", "bis spatestens", "spatestens bis", "bis sp.", "zahlungsfrist", "zahlbar bis", "eingang bis"}, "vom", "rechnung")
	switch {
	case due.ok && (!date.ok || !due.v.Before(date.v)):
		frist = legal.Result{Date: due.v, Rule: legal.Rule{Norm: "Fristsetzung im Schreiben (§ 286 BGB)"}}
		r.setDate("zahlungsfrist_ende", due.v, due.page)
		r.deadline("Zahlungsfrist", frist, due.page, "Zahlungsfrist laut Schreiben.")
	case date.ok:
		for _, l := range t.lines {
			if m := withinDaysRe.FindStringSubmatch(l.norm); m != nil {
				n, err := strconv.Atoi(m[1])
				if err != nil {
					n = dayWords[m[1]]
				}
				if n > 0 {
					frist = legal.PaymentDeadline(date.v, n, r.land)
					r.setDate("zahlungsfrist_ende", frist.Date, date.page)
					r.deadline("Zahlungsfrist", frist, date.page, fmt.Sprintf("Das Schreiben setzt %d Tage ab dem %s; fällt das Ende auf einen Samstag, Sonntag oder Feiertag, genügt die Zahlung am nächsten Werktag.", n, date.v))
				}
				break
			}
		}
	}

	// § 13e RDG cap on collection costs.
	if inkasso && ink.ok && haupt.ok && date.ok {
		capv, ok := legal.InkassoCapFor(haupt.v, date.v)
		switch {
		case !ok:
			r.flag("inkassokosten", Info, "§ 13e RDG", ink.page, "Für Schreiben vor dem 01.10.2021 wird die Höhe der Inkassokosten nicht automatisch geprüft.")
		case ink.v > capv.Max:
			r.flag("inkassokosten", Critical, capv.Rule.Cite(), ink.page,
				"Die Inkassokosten von %s € übersteigen die erstattungsfähige Höchstgrenze: Bei einer unbestrittenen Hauptforderung von %s € darf ein Inkassodienstleister höchstens eine 0,9-Gebühr (%s € aus einer vollen Gebühr von %s €) zuzüglich Auslagenpauschale nach Nr. 7002 VV RVG (20 %%, höchstens 20 €) verlangen, zusammen %s € (ohne Umsatzsteuer). Der Überschuss von %s € muss nicht gezahlt werden.",
				ink.v, haupt.v, roundDivC(capv.FullFee*9, 10), capv.FullFee, capv.Max, ink.v-capv.Max)
		default:
			r.flag("inkassokosten", Info, capv.Rule.Cite(), ink.page,
				"Die Inkassokosten von %s € liegen innerhalb der Höchstgrenze von %s € (0,9-Gebühr + Auslagenpauschale). Zahlen Sie auf die erste Aufforderung, ist nur eine 0,5-Gebühr erstattungsfähig: %s €.",
				ink.v, capv.Max, capv.Simple)
		}
		if capv.SmallClaim && ok {
			r.flag("kleinforderung", Info, "§ 13 Abs. 2 RVG", haupt.page,
				"Bei Forderungen bis 50 € beträgt die volle Gebühr nur %s € statt des Tabellenwerts.", capv.FullFee)
		}
	}
	if inkasso && ink.ok && haupt.ok && !date.ok {
		r.inkassoCapUndated(ink, haupt)
	}
	// Mahngebühren beyond material costs: BGH, 26.06.2019 – VIII ZR 95/18,
	// held a 2,50 € flat rate per reminder too high and recognised about
	// 0,76 € (print, envelope, postage); staff costs are not recoverable.
	if mahn.ok && mahn.v > 250 {
		r.flag("mahngebuehren", Warning, "§§ 280, 286 BGB; BGH, Urteil vom 26.06.2019 – VIII ZR 95/18", mahn.page,
			"Mahngebühren von %s € sind zu hoch: Ersatzfähig sind nur die tatsächlichen Sachkosten (Druck, Kuvert, Porto) der Mahnungen nach Verzugseintritt – der BGH hat eine Pauschale von 2,50 € je Mahnung verworfen und rund 0,76 € anerkannt; Personal- und Verwaltungskosten nicht. Die erste, den Verzug erst begründende Mahnung ist nicht ersatzfähig.", mahn.v)
	} else if mahn.ok && mahn.v > 0 {
		r.flag("mahngebuehren", Info, "§§ 280, 286 BGB; BGH, Urteil vom 26.06.2019 – VIII ZR 95/18", mahn.page,
			"Mahngebühren von %s €: Ersatzfähig sind nur Sachkosten der Mahnungen nach Verzugseintritt (BGH: rund 0,76 € je Mahnung, eine Pauschale von 2,50 € ist zu hoch).", mahn.v)
	}
	// Interest above § 288 BGB.
	r.checkInterest(date, zinsen)
	// § 13a RDG information duties.
	if inkasso {
		var missing []string
		if !t.has("auftraggeber", "glaubiger", "im auftrag", "im namen", "namens und in vollmacht", "forderungsinhaber", "mandant") {
			missing = append(missing, "Name bzw. Firma des Auftraggebers (Gläubigers)")
		}
		if !t.has("forderungsgrund", "rechnung vom", "vertrag vom", "bestellung vom", "rechnungsnummer", "rechnungsnr", "vertragsnummer", "kaufvertrag", "lieferung vom") {
			missing = append(missing, "Forderungsgrund mit Vertragsgegenstand und Datum des Vertragsschlusses")
		}
		if zinsen.ok && zinsen.v > 0 && !t.has("zinsberechnung", "zinssatz", "basiszins", "prozentpunkt", "zinsen vom", "zinsen seit", "% zinsen", "zinslauf", "p. a.", "p.a.") {
			missing = append(missing, "Zinsberechnung (Zinssatz, Zeitraum, verzinster Betrag)")
		}
		if ink.ok && !t.has("geschaftsgebuhr", "nr. 2300", "gebuhrensatz", "inkassovergutung", "rvg", "berechnung der inkassokosten") {
			missing = append(missing, "Art, Höhe und Entstehungsgrund der Inkassokosten")
		}
		if len(missing) > 0 {
			r.flag("informationspflichten", Warning, "§ 13a Abs. 1 RDG", firstPage(ink.page, date.page),
				"Einem Inkassoschreiben an Verbraucher fehlen Pflichtangaben: %s. Fordern Sie diese an, bevor Sie zahlen.", strings.Join(missing, "; "))
		}
	}
	// Sum check (after any proven OCR correction; not with unreadable rows).
	if haupt.ok && gesamt.ok && len(unread) == 0 && !sumHolds {
		sum := haupt.v + zinsen.v + mahn.v + ink.v
		d := gesamt.v - sum
		scan := ""
		if r.fromOCR(&gesamt) {
			scan = " Der Brief wurde per Texterkennung gelesen: Prüfen Sie die Beträge zuerst am Original."
		}
		r.flag("summe", Warning, "§ 13a Abs. 1 RDG, § 286 BGB", gesamt.page,
			"Die Gesamtforderung von %s € entspricht nicht der Summe der ausgewiesenen Posten (%s €; Differenz %s €). Lassen Sie sich die Differenz erklären.%s",
			gesamt.v, sum, d, scan)
	}
	r.flag("pruefung", Info, "§ 286 BGB, §§ 195, 199 BGB", firstPage(haupt.page, date.page),
		"Prüfen Sie, ob die Forderung besteht (Vertrag, Lieferung, bereits gezahlt?) und nicht verjährt ist (regelmäßig drei Jahre ab Ende des Jahres der Entstehung). Bestreiten Sie eine unberechtigte Forderung schriftlich.")

	// Summary.
	var s []string
	kind := "eine Mahnung"
	if inkasso {
		kind = "ein Inkassoschreiben"
	}
	s = append(s, "Dies ist "+kind+onDate(" vom ", r.keys["schreiben_datum"].Value)+".")
	if haupt.ok {
		line := "Gefordert werden " + haupt.v.String() + " € Hauptforderung"
		if gesamt.ok {
			line += ", insgesamt " + gesamt.v.String() + " €"
		}
		s = append(s, line+".")
	}
	if !frist.Date.IsZero() {
		s = append(s, "Zahlungsfrist: "+frist.Date.String()+".")
	}
	if r.hasFlag("inkassokosten") && r.flags[r.flagIndex("inkassokosten")].Severity == Critical {
		s = append(s, "Die Inkassokosten sind überhöht; den überhöhten Teil müssen Sie nicht zahlen.")
	} else if n := r.countSeverity(Warning, Critical); n > 0 {
		s = append(s, fmt.Sprintf("%d Punkt(e) sollten Sie vor einer Zahlung prüfen.", n))
	}
	r.summary = strings.Join(s, " ")
	r.sections = compactSections([]Section{r.tableSection("Forderungsaufstellung", []string{"forderungsaufstellung", "aufstellung", "forderung", "offene posten"})})
}

func (r *run) checkInterest(date found[german.Date], zinsen found[german.Cents]) {
	if !date.ok {
		return
	}
	b2b := r.t.has("§ 288 abs. 2", "neun prozentpunkte", "9 prozentpunkte")
	maxRate, rule, ok := legal.MaxDefaultRate(date.v, b2b)
	if !ok {
		return
	}
	for _, l := range r.t.lines {
		if !strings.Contains(l.norm, "zins") {
			continue
		}
		if m := pointsAboveRe.FindStringSubmatch(l.norm); m != nil {
			p, _ := strconv.Atoi(m[1])
			limit := 5
			if b2b {
				limit = 9
			}
			if p > limit {
				r.flag("zinsen", Warning, rule.Cite(), l.page, "Verlangt werden %d Prozentpunkte über dem Basiszinssatz; gesetzlich sind %d Prozentpunkte (%s %% am %s).", p, limit, pct(maxRate), date.v)
			}
			return
		}
		if m := rateRe.FindStringSubmatch(l.norm); m != nil {
			c, err := german.ParseAmount(padFrac(m[1]))
			if err != nil {
				continue
			}
			if int(c) > maxRate {
				r.flag("zinsen", Warning, rule.Cite(), l.page,
					"Der Zinssatz von %s %% liegt über dem gesetzlichen Verzugszins von %s %% (Basiszinssatz + %d Prozentpunkte am %s). Höhere Zinsen sind nur bei vertraglicher Vereinbarung oder nachgewiesenem Schaden geschuldet.",
					m[1], pct(maxRate), map[bool]int{false: 5, true: 9}[b2b], date.v)
			}
			return
		}
	}
}

func padFrac(s string) string {
	if i := strings.IndexByte(s, ','); i >= 0 && len(s)-i == 2 {
		return s + "0"
	}
	return s
}

func roundDivC(a, b german.Cents) german.Cents { return (a + b/2) / b }

func (r *run) flagIndex(topic string) int {
	for i, f := range r.flags {
		if f.Topic == topic {
			return i
		}
	}
	return -1
}

// inkassoCapUndated checks the § 13e RDG cap when the letter date could
// not be read (a scan whose date line OCR garbled): the letter is no older
// than the newest date it mentions (invoice, interest start) and not newer
// than today, so the costs are excessive for certain only if they exceed
// the highest cap in force on any day of that range. Nothing is said
// otherwise (which table applies is then open).
func (r *run) inkassoCapUndated(ink, haupt found[german.Cents]) {
	var from german.Date
	for _, l := range r.t.lines {
		for _, d := range datesIn(l.text) {
			if from.IsZero() || d.After(from) {
				from = d
			}
		}
	}
	if from.IsZero() || from.After(r.today) || r.today.Sub(from) > 2*366 {
		return
	}
	var hi legal.InkassoCap
	for d := from; !d.After(r.today); d = d.AddDays(1) {
		c, ok := legal.InkassoCapFor(haupt.v, d)
		if !ok {
			return
		}
		if c.Max > hi.Max {
			hi = c
		}
	}
	if ink.v > hi.Max {
		r.flag("inkassokosten", Critical, hi.Rule.Cite(), ink.page,
			"Die Inkassokosten von %s € übersteigen die erstattungsfähige Höchstgrenze: Das Datum des Schreibens war nicht lesbar; zwischen dem %s (jüngstes Datum im Schreiben) und heute lag die Grenze bei einer unbestrittenen Hauptforderung von %s € höchstens bei %s € (0,9-Gebühr aus %s € zuzüglich Auslagenpauschale nach Nr. 7002 VV RVG, ohne Umsatzsteuer). Der Überschuss von mindestens %s € muss nicht gezahlt werden.",
			ink.v, from, haupt.v, hi.Max, hi.FullFee, ink.v-hi.Max)
	}
}
