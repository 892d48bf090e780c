package letters

import (
	"fmt"
	"regexp"
	"strings"

	"papierkram/backend/german"
	"papierkram/backend/legal"
)

var steuerjahrRe = regexp.MustCompile(`(?:bescheid fur|veranlagungszeitraum|kalenderjahr|einkommensteuerbescheid|einkommensteuer fur|fur das jahr|steuerjahr)\s*:?\s*(20\d\d|19\d\d)\b`)

func (r *run) steuerbescheid() {
	t := r.t
	// Steuerjahr.
	for _, l := range t.lines {
		if m := steuerjahrRe.FindStringSubmatch(l.norm); m != nil {
			r.keys["steuerjahr"] = KeyNumber{Value: m[1], Page: l.page}
			break
		}
	}
	date := t.letterDate("bescheid vom", "datum des bescheids")
	r.setDate("bescheiddatum", date.v, date.page)

	zvE := t.euroAmount([]string{"zu versteuerndes einkommen"})
	r.setAmount("zu_versteuerndes_einkommen", zvE)

	// Festsetzung: either a column table (Einkommensteuer | SolZ | KiSt in
	// one row "festgesetzt werden") or one line per tax.
	est, solz, kist := r.festsetzungTable()
	if !est.ok {
		est = t.amount([]string{"festgesetzte einkommensteuer", "einkommensteuer festgesetzt", "festzusetzende einkommensteuer", "festgesetzt werden"})
	}
	if !solz.ok {
		solz = t.amount([]string{"festgesetzter solidaritatszuschlag", "solidaritatszuschlag festgesetzt", "solidaritatszuschlag"}, "abzug", "bereits", "vorauszahlung", "%")
	}
	if !kist.ok {
		kist = t.amount([]string{"festgesetzte kirchensteuer", "kirchensteuer festgesetzt", "kirchensteuer"}, "abzug", "bereits", "vorauszahlung", "%", "kirchensteuerpflicht")
	}
	r.setAmount("festgesetzte_einkommensteuer", est)
	r.setAmount("solidaritaetszuschlag", solz)
	r.setAmount("kirchensteuer", kist)

	erst := t.amount([]string{"erstattungsbetrag", "zu erstatten", "erstattung", "wird erstattet", "guthaben"}, "erstattungszinsen", "zinsen")
	nach := t.amount([]string{"nachzahlungsbetrag", "nachzahlung", "noch zu zahlen", "bitte zahlen sie", "zu zahlen"}, "nachzahlungszinsen", "zinsen", "vorauszahlung")
	switch {
	case erst.ok && (!nach.ok || erst.line <= nach.line):
		r.setAmount("erstattungsbetrag", abs(erst))
	case nach.ok:
		r.setAmount("nachzahlungsbetrag", abs(nach))
	}

	r.landFlag(date.page)
	var frist legal.Result
	if date.ok {
		bek := legal.Bekanntgabe(date.v, r.land)
		r.setDate("bekanntgabedatum", bek.Date, date.page)
		desc := fmt.Sprintf("Ein per Post versandter Bescheid gilt am %d. Tag nach der Aufgabe zur Post als bekannt gegeben (Bescheiddatum %s + %d Tage = %s).",
			bek.Days, date.v, bek.Days, bek.Shift.From)
		if bek.Shift.Moved() {
			desc += " " + bek.Shift.Explain()
		}
		desc += " Geht der Bescheid nachweislich später zu, gilt der spätere Tag; bei förmlicher Zustellung zählt das Zustelldatum."
		r.flag("bekanntgabe", Info, bek.Rule.Cite()+", § 108 Abs. 3 AO", date.page, "%s", desc)
		frist = legal.Einspruchsfrist(bek.Date, r.land)
		r.setDate("einspruchsfrist_ende", frist.Date, date.page)
		r.deadline("Einspruchsfrist", frist, date.page,
			fmt.Sprintf("Einspruch schriftlich oder elektronisch (ELSTER) beim Finanzamt bis %s einlegen; ein Monat ab Bekanntgabe am %s.", frist.Date, bek.Date))
	} else {
		r.flag("bescheiddatum", Warning, "§ 122 Abs. 2 AO, § 355 AO", 1, "Das Datum des Bescheids wurde nicht gefunden; die Einspruchsfrist (ein Monat ab Bekanntgabe) konnte nicht berechnet werden.")
	}

	// Vorbehalt der Nachprüfung, vorläufig.
	if i, _ := t.labelLine([]string{"vorbehalt der nachprufung"}); i >= 0 {
		r.flag("vorbehalt_der_nachpruefung", Info, "§ 164 AO", t.lines[i].page,
			"Der Bescheid steht unter dem Vorbehalt der Nachprüfung: Das Finanzamt kann ihn bis zum Ablauf der Festsetzungsfrist jederzeit ändern; Sie können bis dahin ebenfalls jederzeit eine Änderung beantragen (§ 164 Abs. 2 AO).")
	}
	if i, _ := t.labelLine([]string{"vorlaufig", "vorlaufigkeitsvermerk"}); i >= 0 {
		r.flag("vorlaeufig", Info, "§ 165 AO", t.lines[i].page,
			"Die Festsetzung ist teilweise vorläufig: Für die genannten Punkte (z. B. anhängige Musterverfahren) bleibt der Bescheid offen und wird bei Bedarf von Amts wegen geändert; ein Einspruch nur deswegen ist nicht nötig.")
	}
	// Deviations from the declaration: Erläuterungen as sections.
	r.sections = append(r.sections, r.sectionsAfter([]string{"erlauterungen", "erlauterung zur festsetzung", "begrundung"}, []string{"rechtsbehelfsbelehrung", "mit freundlichen", "anlage"})...)
	if i, _ := t.labelLine([]string{"abweichend", "weicht ab", "abgewichen", "nicht anerkannt", "nicht berucksichtigt", "nur teilweise", "gekurzt", "nicht abziehbar"}); i >= 0 {
		r.flag("abweichung", Warning, "§ 355 Abs. 1 AO, § 367 Abs. 2 AO", t.lines[i].page,
			"Das Finanzamt ist von Ihrer Steuererklärung abgewichen (%q). Prüfen Sie die Erläuterungen; wenn Sie nicht einverstanden sind, legen Sie innerhalb der Einspruchsfrist Einspruch ein%s.",
			clip(t.lines[i].text, 120), untilText(frist))
	}
	if !t.has("rechtsbehelfsbelehrung", "einspruch") {
		r.flag("rechtsbehelfsbelehrung", Warning, "§ 356 Abs. 2 AO", 1,
			"Keine Rechtsbehelfsbelehrung gefunden. Fehlt sie oder ist sie unrichtig, kann Einspruch innerhalb eines Jahres seit Bekanntgabe eingelegt werden.")
	}
	if n, ok := r.keys["nachzahlungsbetrag"]; ok {
		due := t.date([]string{"fallig am", "zahlen sie bis", "bis zum", "spatestens am"})
		desc := "Die Nachzahlung von " + n.Value + " € ist auch bei einem Einspruch fällig, wenn nicht Aussetzung der Vollziehung beantragt wird (§ 361 AO). Bei verspäteter Zahlung entstehen Säumniszuschläge von 1 % je angefangenem Monat (§ 240 AO)."
		if due.ok {
			desc = "Zahlungstermin laut Bescheid: " + due.v.String() + ". " + desc
		}
		r.flag("nachzahlung", Info, "§ 240 AO, § 361 AO", n.Page, "%s", desc)
	}

	// Summary.
	var s []string
	year := r.keys["steuerjahr"].Value
	what := "Einkommensteuerbescheid"
	if year != "" {
		what += " für " + year
	}
	s = append(s, fmt.Sprintf("Dies ist ein %s%s.", what, onDate(" vom ", r.keys["bescheiddatum"].Value)))
	if v, ok := r.keys["festgesetzte_einkommensteuer"]; ok {
		s = append(s, "Festgesetzt wurden "+v.Value+" € Einkommensteuer"+optAmount(", ", r.keys["solidaritaetszuschlag"].Value, " € Solidaritätszuschlag")+optAmount(" und ", r.keys["kirchensteuer"].Value, " € Kirchensteuer")+".")
	}
	if v, ok := r.keys["erstattungsbetrag"]; ok {
		s = append(s, "Sie erhalten "+v.Value+" € erstattet.")
	} else if v, ok := r.keys["nachzahlungsbetrag"]; ok {
		s = append(s, "Sie müssen "+v.Value+" € nachzahlen.")
	}
	if !frist.Date.IsZero() {
		s = append(s, "Einspruch ist bis "+frist.Date.String()+" möglich.")
	}
	if r.hasFlag("abweichung") {
		s = append(s, "Das Finanzamt ist von Ihrer Erklärung abgewichen – bitte die Erläuterungen prüfen.")
	}
	r.summary = strings.Join(s, " ")
}

// festsetzungTable reads the three-column table of a tax assessment:
// a header naming Einkommensteuer, Solidaritätszuschlag, Kirchensteuer
// and a row "festgesetzt werden" with three amounts.
func (r *run) festsetzungTable() (est, solz, kist found[german.Cents]) {
	for i, l := range r.t.lines {
		if !strings.Contains(l.norm, "festgesetzt") {
			continue
		}
		as := amountsIn(l.norm)
		if len(as) < 3 {
			continue
		}
		// Find the header above (within 6 lines) to learn the order.
		order := []string{"einkommensteuer", "solidaritatszuschlag", "kirchensteuer"}
		for j := i - 1; j >= max(0, i-6); j-- {
			h := r.t.lines[j].norm
			if strings.Contains(h, "einkommensteuer") && strings.Contains(h, "kirchensteuer") {
				type col struct {
					name string
					pos  int
				}
				cols := []col{}
				for _, n := range order {
					p := strings.Index(h, n)
					if n == "solidaritatszuschlag" && p < 0 {
						p = strings.Index(h, "solz")
					}
					cols = append(cols, col{n, p})
				}
				for a := 1; a < len(cols); a++ {
					for b := a; b > 0 && cols[b].pos < cols[b-1].pos; b-- {
						cols[b], cols[b-1] = cols[b-1], cols[b]
					}
				}
				order = order[:0]
				for _, c := range cols {
					order = append(order, c.name)
				}
				break
			}
		}
		as = as[len(as)-3:]
		cols := make([]found[german.Cents], 3)
		for k := range cols {
			cols[k] = found[german.Cents]{as[k], l.page, true, i}
		}
		r.checkAbrechnungColumns(i, order, cols)
		for k, n := range order {
			f := cols[k]
			switch n {
			case "einkommensteuer":
				est = f
			case "solidaritatszuschlag":
				solz = f
			case "kirchensteuer":
				kist = f
			}
		}
		return
	}
	return
}

// checkAbrechnungColumns re-reads, on a scan, a misread amount of the
// three-column Abrechnung: per tax, festgesetzt − angerechnet (abzüglich
// Steuerabzug / Vorauszahlungen) = verbleibend. When a column does not add
// up, a single low-confidence digit confusion in one of its three cells
// that makes it exact is taken (reconcile); the corrected festgesetzt
// value replaces cols[k]. Nothing is done without both rows.
func (r *run) checkAbrechnungColumns(fest int, order []string, cols []found[german.Cents]) {
	row := func(words ...string) []found[german.Cents] {
		for j := fest + 1; j < min(len(r.t.lines), fest+6); j++ {
			l := r.t.lines[j]
			if !containsAny(l.norm, words...) {
				continue
			}
			as := amountsOpt(l.norm, l.ocr)
			if len(as) < 3 {
				return nil
			}
			as = as[len(as)-3:]
			out := make([]found[german.Cents], 3)
			for k := range out {
				out[k] = found[german.Cents]{as[k].c, l.page, true, j}
			}
			return out
		}
		return nil
	}
	abz := row("abzuglich", "angerechnet", "anzurechnen", "steuerabzug", "vorauszahlung")
	rest := row("verbleib", "verbleibende", "unterschiedsbetrag")
	if abz == nil || rest == nil {
		return
	}
	keys := map[string]string{"einkommensteuer": "festgesetzte_einkommensteuer", "solidaritatszuschlag": "solidaritaetszuschlag", "kirchensteuer": "kirchensteuer"}
	for k := range cols {
		// festgesetzt = angerechnet + verbleibend (verbleibend is negative
		// for a refund).
		r.reconcile("festgesetzt − angerechnet = verbleibend ("+order[k]+")", "§ 218 Abs. 2 AO, § 36 Abs. 2 EStG", 0, &cols[k],
			[]sumTerm{{f: &abz[k], sign: 1}, {f: &rest[k], sign: 1}}, keys[order[k]])
	}
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// sectionsAfter turns the lines after a heading into a section, up to a
// stop phrase or 25 lines.
func (r *run) sectionsAfter(headings, stops []string) []Section {
	var out []Section
	for _, h := range headings {
		nh := normalize(h)
		for i, l := range r.t.lines {
			if !strings.HasPrefix(l.norm, nh) || len(strings.Fields(l.norm)) > 6 {
				continue
			}
			var b []string
			for j := i + 1; j < len(r.t.lines) && j <= i+25; j++ {
				stop := false
				for _, s := range stops {
					if strings.HasPrefix(r.t.lines[j].norm, normalize(s)) {
						stop = true
					}
				}
				if stop {
					break
				}
				b = append(b, r.t.lines[j].text)
			}
			if len(b) > 0 {
				out = append(out, Section{Title: strings.TrimRight(l.text, ":"), Text: joinWrapped(b), Page: l.page})
			}
			return out
		}
	}
	return out
}

// joinWrapped joins lines, undoing hyphenation at line ends.
func joinWrapped(ls []string) string {
	var b strings.Builder
	for i, l := range ls {
		if i > 0 {
			prev := ls[i-1]
			if strings.HasSuffix(prev, "-") && len(prev) > 1 && prev[len(prev)-2] != ' ' {
				s := b.String()
				b.Reset()
				b.WriteString(strings.TrimSuffix(s, "-"))
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(strings.TrimSpace(l))
	}
	return b.String()
}

func abs(f found[german.Cents]) found[german.Cents] {
	if f.v < 0 {
		f.v = -f.v
	}
	return f
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

func untilText(res legal.Result) string {
	if res.Date.IsZero() {
		return ""
	}
	return " (bis " + res.Date.String() + ")"
}

func onDate(prefix, v string) string {
	if v == "" {
		return ""
	}
	return prefix + v
}

func optAmount(prefix, v, suffix string) string {
	if v == "" {
		return ""
	}
	return prefix + v + suffix
}

func (r *run) hasFlag(topic string) bool {
	for _, f := range r.flags {
		if f.Topic == topic {
			return true
		}
	}
	return false
}
