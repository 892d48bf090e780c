package letters

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"papierkram/backend/german"
	"papierkram/backend/legal"
)

var (
	periodMonthRe = regexp.MustCompile(`(?:abrechnungszeitraum|abrechnungsmonat|zeitraum|monat|abrechnung|abrechnung fur|fur den monat|fur)\s*:?\s*(januar|februar|marz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember)\s+(20\d\d)`)
	periodNumRe   = regexp.MustCompile(`(?:abrechnungszeitraum|abrechnungsmonat|zeitraum|monat)\s*:?\s*(\d{1,2})\s*[/.]\s*(20\d\d)\b`)
	periodRangeRe = regexp.MustCompile(`(?:abrechnungszeitraum|zeitraum)\s*:?\s*(\d{1,2}\.\d{1,2}\.\d{4})\s*(?:-|bis)\s*(\d{1,2}\.\d{1,2}\.\d{4})`)
	stklRe        = regexp.MustCompile(`(?:steuerklasse|stkl\.?|st\.-?kl\.?|steuerkl\.?)\s*:?\s*(vi|iv|v|iii|ii|i|[1-6])\b`)
	hoursRe       = regexp.MustCompile(`(\d{1,3}(?:,\d{1,2})?)\s*(?:std\.?|stunden)\b`)
)

var romanClass = map[string]string{"i": "1", "ii": "2", "iii": "3", "iv": "4", "v": "5", "vi": "6"}

// period reads the pay period as first day of the month.
func (r *run) period() (german.Date, int) {
	for _, l := range r.t.lines {
		if m := periodRangeRe.FindStringSubmatch(l.norm); m != nil {
			if d, err := german.ParseDate(m[1]); err == nil {
				return german.D(d.Year, d.Month, 1), l.page
			}
		}
		if m := periodMonthRe.FindStringSubmatch(l.norm); m != nil {
			if mo, ok := german.MonthByName(strings.Replace(m[1], "maerz", "marz", 1)); ok || m[1] == "marz" {
				if m[1] == "marz" {
					mo = time.March
				}
				var y int
				fmt.Sscan(m[2], &y)
				return german.D(y, mo, 1), l.page
			}
		}
		if m := periodNumRe.FindStringSubmatch(l.norm); m != nil {
			var mo, y int
			fmt.Sscan(m[1], &mo)
			fmt.Sscan(m[2], &y)
			if mo >= 1 && mo <= 12 {
				return german.D(y, time.Month(mo), 1), l.page
			}
		}
	}
	return german.Date{}, 0
}

func (r *run) lohnabrechnung() {
	t := r.t
	per, perPage := r.period()
	if !per.IsZero() {
		r.keys["abrechnungszeitraum"] = KeyNumber{Value: fmt.Sprintf("%02d.%d", int(per.Month), per.Year), Page: perPage}
	}
	for _, l := range t.lines {
		if m := stklRe.FindStringSubmatch(l.norm); m != nil {
			v := m[1]
			if a, ok := romanClass[v]; ok {
				v = a
			}
			r.keys["steuerklasse"] = KeyNumber{Value: v, Page: l.page}
			break
		}
	}
	skipBrutto := []string{"steuerbrutto", "steuer-brutto", "sv-brutto", "rv-brutto", "kv-brutto", "av-brutto", "pv-brutto", "jahresbrutto", "brutto lfd. jahr", "kumuliert", "steuerpfl"}
	type field struct {
		name         string
		labels, skip []string
	}
	fields := []field{
		{"Bruttobezug", []string{"gesamtbrutto", "gesamt-brutto", "bruttobezug", "brutto-bezug", "bruttoverdienst", "bruttoentgelt", "bruttolohn", "bruttogehalt", "summe brutto", "brutto"}, skipBrutto},
		{"Lohnsteuer", []string{"lohnsteuer"}, []string{"kirchen", "solidar", "lohnsteuerklasse", "pflichtig", "brutto", "tage"}},
		{"Solidaritätszuschlag", []string{"solidaritatszuschlag", "solidaritatszuschl", "soli-zuschlag", "solz"}, []string{"brutto"}},
		{"Kirchensteuer", []string{"kirchensteuer", "kist"}, []string{"brutto", "merkmal"}},
		{"Krankenversicherung", []string{"krankenversicherung", "kv-beitrag", "kv-an", "kv ", "kranken-vers"}, []string{"brutto", "privat", "zuschuss"}},
		{"Pflegeversicherung", []string{"pflegeversicherung", "pv-beitrag", "pv-an", "pv ", "pflege-vers"}, []string{"brutto", "zuschuss"}},
		{"Rentenversicherung", []string{"rentenversicherung", "rv-beitrag", "rv-an", "rv ", "renten-vers"}, []string{"brutto", "zuschuss"}},
		{"Arbeitslosenversicherung", []string{"arbeitslosenversicherung", "av-beitrag", "av-an", "av ", "arbeitslosen-vers"}, []string{"brutto"}},
		{"Nettobezug", []string{"nettobezug", "netto-bezug", "nettoverdienst", "nettoentgelt", "nettolohn", "nettogehalt", "gesetzliches netto", "netto"}, []string{"auszahlung", "uberweisung"}},
		{"Auszahlungsbetrag", []string{"auszahlungsbetrag", "auszahlung", "uberweisungsbetrag", "uberweisung", "zahlbetrag"}, nil},
	}
	vals := make([]found[german.Cents], len(fields))
	for i, f := range fields {
		vals[i] = t.amount(f.labels, f.skip...)
	}
	brutto, lst, solz, kist, kv, pv, rv, av, netto, ausz := vals[0], vals[1], vals[2], vals[3], vals[4], vals[5], vals[6], vals[7], vals[8], vals[9]
	// Scans: rows whose amount OCR could not read are named, not guessed,
	// and the arithmetic checks are not run on an incomplete payslip.
	rows := make([]amountRow, len(fields))
	for i, f := range fields {
		rows[i] = amountRow{vals[i].ok, f.name, f.labels, f.skip}
	}
	unread := r.flagUnreadable("§ 108 Abs. 1 GewO", rows...)
	for k, f := range map[string]found[german.Cents]{"bruttobezug": brutto, "lohnsteuer": lst, "solidaritaetszuschlag": solz, "kirchensteuer": kist,
		"krankenversicherung": kv, "pflegeversicherung": pv, "rentenversicherung": rv, "arbeitslosenversicherung": av,
		"nettobezug": netto, "auszahlungsbetrag": ausz} {
		r.setAmount(k, abs(f))
	}
	brutto, lst, solz, kist, kv, pv, rv, av, netto, ausz = abs(brutto), abs(lst), abs(solz), abs(kist), abs(kv), abs(pv), abs(rv), abs(av), abs(netto), abs(ausz)

	// Scans: a misread digit in the Kirchensteuer is corrected only when
	// two independent checks agree — gross − deductions = net becomes exact
	// and the corrected value is 8 or 9 % of the Lohnsteuer (Land rates;
	// rounded down or to the cent) — and OCR read it with low confidence.
	// Other values are not corrected: a payslip that does not add up is a
	// finding (rechenpruefung), and net and payout are printed twice, so a
	// sum check cannot tell which line is wrong (docs/letters.md).
	if brutto.ok && netto.ok && kist.ok && lst.ok && lst.v > 0 && len(unread) == 0 {
		churchRate := func(v german.Cents) bool {
			for _, pct := range []german.Cents{8, 9} {
				exact := lst.v * pct
				if d := v*100 - exact; d > -100 && d < 100 {
					return true
				}
			}
			return false
		}
		if !churchRate(kist.v) {
			if _, fixed := r.reconcile("Brutto − Steuern − Sozialabgaben = Netto (und Kirchensteuer 8 bzw. 9 % der Lohnsteuer)", "§ 108 Abs. 1 GewO", 1, &brutto,
				[]sumTerm{{key: "nettobezug", f: &netto, sign: 1, fixed: true}, {key: "lohnsteuer", f: &lst, sign: 1, fixed: true}, {key: "solidaritaetszuschlag", f: &solz, sign: 1, fixed: true},
					{key: "kirchensteuer", f: &kist, sign: 1, confirm: churchRate}, {key: "krankenversicherung", f: &kv, sign: 1, fixed: true}, {key: "pflegeversicherung", f: &pv, sign: 1, fixed: true},
					{key: "rentenversicherung", f: &rv, sign: 1, fixed: true}, {key: "arbeitslosenversicherung", f: &av, sign: 1, fixed: true}}, ""); fixed {
				r.keys["kirchensteuer"] = KeyNumber{Value: kist.v.String(), Page: kist.page}
			}
		}
	}

	// Net and payout print the same amount when nothing else is deducted;
	// if they differ on a scan, the one OCR read with low confidence is
	// re-read from the other when a single digit confusion explains it.
	if netto.ok && ausz.ok && netto.v != ausz.v && r.otherDeductions() == 0 && len(unread) == 0 {
		r.reconcile("Nettobezug = Auszahlungsbetrag (keine weiteren Abzüge ausgewiesen)", "§ 108 Abs. 1 GewO", 0, &netto,
			[]sumTerm{{key: "auszahlungsbetrag", f: &ausz, sign: 1}}, "nettobezug")
	}

	page := firstPage(brutto.page, netto.page)
	// § 108 GewO mandatory items.
	var missing []string
	if per.IsZero() {
		missing = append(missing, "Abrechnungszeitraum")
	}
	if !brutto.ok {
		missing = append(missing, "Bruttobezug (Zusammensetzung des Arbeitsentgelts)")
	}
	if !lst.ok && !kv.ok && !rv.ok {
		missing = append(missing, "Abzüge (Steuern, Sozialversicherung)")
	}
	if !netto.ok && !ausz.ok {
		missing = append(missing, "Netto-/Auszahlungsbetrag")
	}
	if len(missing) > 0 {
		r.flag("pflichtangaben", Warning, "§ 108 Abs. 1 GewO", page,
			"Die Abrechnung muss Zeitraum und Zusammensetzung des Entgelts mit Art und Höhe der Abzüge ausweisen; nicht gefunden: %s.", strings.Join(missing, ", "))
	}

	// Reconciliation gross − taxes − employee contributions = net.
	if brutto.ok && netto.ok && len(unread) == 0 {
		ded := lst.v + solz.v + kist.v + kv.v + pv.v + rv.v + av.v
		if diff := brutto.v - ded - netto.v; diff > 1 || diff < -1 {
			r.flag("rechenpruefung", Warning, "§ 108 Abs. 1 GewO", netto.page,
				"Brutto %s € − Steuern und Sozialabgaben %s € ergibt %s €, ausgewiesen sind %s € netto (Differenz %s €). Bitte beim Arbeitgeber nachfragen, welche weiteren Abzüge oder Bezüge enthalten sind.",
				brutto.v, ded, brutto.v-ded, netto.v, diff)
		}
	}
	if netto.ok && ausz.ok && netto.v != ausz.v && len(unread) == 0 {
		other := r.otherDeductions()
		if diff := netto.v - other - ausz.v; diff > 1 || diff < -1 {
			r.flag("auszahlung", Warning, "§ 108 Abs. 1 GewO", ausz.page,
				"Netto %s € und Auszahlung %s € weichen um %s € voneinander ab, ohne dass die Abzüge (z. B. Vorschuss, vermögenswirksame Leistungen, Pfändung) vollständig ausgewiesen sind.",
				netto.v, ausz.v, netto.v-ausz.v)
		}
	}

	// Contribution rates and ceilings of the period.
	if brutto.ok && !per.IsZero() {
		r.checkContributions(per, brutto, kv, pv, rv, av)
	}
	// Steuerklasse plausibility.
	if k, ok := r.keys["steuerklasse"]; ok && brutto.ok && lst.ok {
		if (k.Value == "5" || k.Value == "6") && lst.v == 0 && brutto.v > 60000 {
			r.flag("steuerklasse", Warning, "§ 38b EStG", k.Page,
				"In Steuerklasse %s fällt schon bei geringem Lohn Lohnsteuer an; bei %s € brutto ist keine Lohnsteuer ausgewiesen. Bitte die Steuerklasse prüfen.", k.Value, brutto.v)
		}
		if k.Value == "3" && lst.v > brutto.v*30/100 {
			r.flag("steuerklasse", Warning, "§ 38b EStG", k.Page,
				"Die Lohnsteuer von %s € ist für Steuerklasse III ungewöhnlich hoch (über 30 %% des Bruttos). Bitte die Steuerklasse prüfen.", lst.v)
		}
	} else if !ok && brutto.ok {
		r.flag("steuerklasse", Info, "§ 38b EStG, § 108 GewO", page, "Keine Steuerklasse gefunden; sie steht üblicherweise im Kopf der Abrechnung (ELStAM).")
	}
	if kist.ok && lst.ok && lst.v > 0 && kist.v*1000 > lst.v*95 {
		r.flag("kirchensteuer", Warning, "Kirchensteuergesetze der Länder (8 % in BY/BW, sonst 9 %)", kist.page,
			"Die Kirchensteuer (%s €) liegt über 9 %% der Lohnsteuer (%s €).", kist.v, lst.v)
	}
	// Mindestlohn where hours are shown.
	r.checkMindestlohn(per, brutto)

	// Summary.
	var s []string
	s = append(s, "Dies ist eine Lohn-/Gehaltsabrechnung"+onDate(" für ", r.keys["abrechnungszeitraum"].Value)+optAmount(" (Steuerklasse ", r.keys["steuerklasse"].Value, ")")+".")
	if brutto.ok {
		line := "Brutto " + brutto.v.String() + " €"
		if netto.ok {
			line += ", netto " + netto.v.String() + " €"
		}
		if ausz.ok {
			line += ", ausgezahlt " + ausz.v.String() + " €"
		}
		s = append(s, line+".")
	}
	if lst.ok || rv.ok {
		s = append(s, fmt.Sprintf("Abgezogen wurden %s € Steuern und %s € Sozialversicherungsbeiträge.", (lst.v+solz.v+kist.v).String(), (kv.v+pv.v+rv.v+av.v).String()))
	}
	if n := r.countSeverity(Warning, Critical); n > 0 {
		s = append(s, fmt.Sprintf("%d Punkt(e) sollten Sie prüfen (siehe Hinweise).", n))
	} else {
		s = append(s, "Die Abrechnung ist rechnerisch schlüssig.")
	}
	r.summary = strings.Join(s, " ")
	r.sections = append(r.sections, r.tableSection("Bezüge", []string{"bezuge", "bruttobezuge", "lohnarten"}),
		r.tableSection("Abzüge", []string{"abzuge", "gesetzliche abzuge", "steuer- und sozialversicherungsabzuge"}))
	r.sections = compactSections(r.sections)
}

// otherDeductions sums deductions between net and payout.
func (r *run) otherDeductions() german.Cents {
	var sum german.Cents
	for _, lab := range []string{"vorschuss", "vermogenswirksame", "vwl", "pfandung", "sachbezug", "verpflegung", "jobticket", "sonstige abzuge", "abschlag"} {
		if f := r.t.amount([]string{lab}); f.ok {
			sum += abs(f).v
		}
	}
	return sum
}

func (r *run) checkContributions(per german.Date, brutto, kv, pv, rv, av found[german.Cents]) {
	rates, ok := legal.SocialRatesFor(per)
	if !ok {
		r.flag("beitragssaetze", Info, "SV-Rechengrößenverordnung", brutto.page,
			"Für den Abrechnungszeitraum %02d.%d sind keine Beitragssätze hinterlegt; die Sozialversicherungsbeiträge wurden nicht nachgerechnet.", int(per.Month), per.Year)
		return
	}
	// Übergangsbereich (Midijob) and Minijob use reduced employee bases.
	if brutto.v <= 200000 {
		r.flag("beitragssaetze", Info, "§ 20 Abs. 2 SGB IV", brutto.page,
			"Bei einem Entgelt bis 2.000 € gelten Minijob- bzw. Übergangsbereichsregeln mit reduzierten Arbeitnehmerbeiträgen; die Beiträge wurden nicht nachgerechnet.")
		return
	}
	base := brutto.v
	if f := r.t.amount([]string{"sv-brutto", "sv-entgelt", "beitragspflichtiges entgelt"}); f.ok {
		base = abs(f).v
	}
	baseRV, baseKV := min(base, rates.BBGRV), min(base, rates.BBGKV)
	share := func(b german.Cents, hundredths int) german.Cents { return pctOf(b, hundredths/2) }
	check := func(name string, got found[german.Cents], want german.Cents, ceiling german.Cents, desc string) {
		if !got.ok {
			return
		}
		if diff := got.v - want; diff > 100 || diff < -100 {
			r.flag("beitrag_"+name, Warning, rates.Cite(), got.page,
				"%s: ausgewiesen %s €, erwartet etwa %s € (%s, Bemessungsgrundlage %s €, Beitragsbemessungsgrenze %s €/Monat).",
				strings.ToUpper(name[:1])+name[1:], got.v, want, desc, min(base, ceiling), ceiling)
		}
	}
	check("rentenversicherung", rv, share(baseRV, rates.RV), rates.BBGRV, fmt.Sprintf("Arbeitnehmeranteil %s %%", pct(rates.RV/2)))
	check("arbeitslosenversicherung", av, share(baseRV, rates.AV), rates.BBGRV, fmt.Sprintf("Arbeitnehmeranteil %s %%", pct(rates.AV/2)))
	if kv.ok {
		lo := share(baseKV, rates.KV)
		hi := share(baseKV, rates.KV+450) // highest Zusatzbeitrag seen: 4,4 % (rounded up)
		if kv.v < lo-100 || kv.v > hi+100 {
			r.flag("beitrag_krankenversicherung", Warning, rates.Cite(), kv.page,
				"Krankenversicherung: ausgewiesen %s €, plausibel sind %s € bis %s € (Arbeitnehmeranteil 7,3 %% + halber Zusatzbeitrag der Kasse, Beitragsbemessungsgrenze %s €/Monat; durchschnittlicher Zusatzbeitrag %s %%).",
				kv.v, lo, hi, rates.BBGKV, pct(rates.KVZusatzAvg))
		}
	}
	if pv.ok {
		ok := false
		var options []string
		for _, an := range []int{rates.PV / 2, rates.PVEmployeeSachsen} {
			for _, v := range []int{an + rates.PVChildless, an, an - 25, an - 50, an - 75, an - 100} {
				want := pctOf(baseKV, v)
				if d := pv.v - want; d <= 100 && d >= -100 {
					ok = true
				}
			}
			options = append(options, pct(an)+" %")
		}
		if !ok {
			r.flag("beitrag_pflegeversicherung", Warning, rates.Cite(), pv.page,
				"Pflegeversicherung: ausgewiesen %s €; das passt zu keinem Arbeitnehmeranteil (%s, + %s Punkte für Kinderlose, − 0,25 Punkte je Kind ab dem zweiten; Sachsen abweichend) bei Bemessungsgrundlage %s €.",
				pv.v, strings.Join(options, " bzw. "), pct(rates.PVChildless), baseKV)
		}
	}
	if base > rates.BBGRV {
		r.flag("beitragsbemessungsgrenze", Info, rates.Cite(), brutto.page,
			"Das Entgelt liegt über der Beitragsbemessungsgrenze der Renten- und Arbeitslosenversicherung (%s €/Monat); Beiträge werden nur bis zu dieser Grenze erhoben.", rates.BBGRV)
	}
}

func (r *run) checkMindestlohn(per german.Date, brutto found[german.Cents]) {
	if per.IsZero() {
		return
	}
	minWage, rule, ok := legal.Mindestlohn(per)
	if !ok {
		return
	}
	rate := r.t.amount([]string{"stundenlohn", "stundensatz", "lohn je stunde", "€/std", "eur/std"})
	var hours german.Cents // hundredths of hours
	var hoursPage int
	if i, _ := r.t.labelLine([]string{"stunden", "std."}); i >= 0 {
		if m := hoursRe.FindStringSubmatch(r.t.lines[i].norm); m != nil {
			h := m[1]
			if !strings.Contains(h, ",") {
				h += ",00"
			} else if len(h)-strings.Index(h, ",") == 2 {
				h += "0"
			}
			if c, err := german.ParseAmount(h); err == nil {
				hours, hoursPage = c, r.t.lines[i].page
			}
		}
	}
	switch {
	case rate.ok && abs(rate).v < minWage:
		r.flag("mindestlohn", Critical, rule.Cite(), rate.page,
			"Der Stundenlohn von %s € liegt unter dem gesetzlichen Mindestlohn von %s € (Stand %s).", abs(rate).v, minWage, per)
	case hours > 0 && brutto.ok:
		perHour := brutto.v * 100 / hours
		if perHour < minWage {
			r.flag("mindestlohn", Warning, rule.Cite(), hoursPage,
				"Brutto %s € für %s Stunden ergibt %s € je Stunde – weniger als der Mindestlohn von %s €. Zuschläge und Sonderzahlungen können die Rechnung verändern; bitte prüfen.",
				brutto.v, hoursStr(hours), perHour, minWage)
		}
	}
}

func hoursStr(h german.Cents) string {
	return strings.TrimSuffix(strings.TrimSuffix(h.String(), "00"), ",")
}

// pctOf returns b × h/10000 rounded: h is in hundredths of a percent.
func pctOf(b german.Cents, h int) german.Cents { return (b*german.Cents(h) + 5000) / 10000 }

// pct formats hundredths of a percent: 930 -> "9,3".
func pct(h int) string {
	s := german.Cents(h).String()
	s = strings.TrimRight(strings.TrimRight(s, "0"), ",")
	return s
}

func (r *run) countSeverity(sev ...string) int {
	n := 0
	for _, f := range r.flags {
		for _, s := range sev {
			if f.Severity == s {
				n++
			}
		}
	}
	return n
}

// tableSection collects the lines after a heading that carry amounts.
func (r *run) tableSection(title string, headings []string) Section {
	for _, h := range headings {
		nh := normalize(h)
		for i, l := range r.t.lines {
			if !strings.HasPrefix(l.norm, nh) || len(strings.Fields(l.norm)) > 5 {
				continue
			}
			var b []string
			for j := i + 1; j < len(r.t.lines) && j <= i+15; j++ {
				if len(amountsIn(r.t.lines[j].norm)) == 0 {
					break
				}
				b = append(b, r.t.lines[j].text)
			}
			if len(b) > 0 {
				return Section{Title: title, Text: strings.Join(b, "; "), Page: l.page}
			}
		}
	}
	return Section{}
}

func compactSections(ss []Section) []Section {
	out := ss[:0]
	for _, s := range ss {
		if s.Title != "" && s.Text != "" {
			out = append(out, s)
		}
	}
	return out
}
