package letters

import (
	"strconv"
	"strings"

	"papierkram/backend/german"
	"papierkram/backend/legal"
)

func (r *run) kuendigung() {
	t := r.t
	date := t.letterDate()
	r.setDate("schreiben_datum", date.v, date.page)
	zugang := t.date([]string{"zugang", "zugegangen am", "zugestellt am", "personlich ubergeben am", "ubergeben am", "ubergabe am", "erhalten am", "empfangen am", "eingang am", "per boten am", "eingeworfen am"},
		"nach zugang", "ab zugang", "mit zugang", "zugang dieses", "zugang der kundigung")
	fristlos := t.has("fristlos", "ausserordentlich", "mit sofortiger wirkung", "aus wichtigem grund")
	ordentlichHilfsweise := t.has("hilfsweise", "vorsorglich ordentlich", "hilfsweise ordentlich")
	probation := t.has("probezeit", "wahrend der probezeit")
	// The employee's own resignation: no Klagefrist, but a Sperrzeit risk.
	own := t.has("kundige ich", "kundige hiermit mein", "hiermit kundige ich") && !t.has("kundigen wir", "kundigen hiermit das", "kundigen ihr", "kundigen das")

	var end found[german.Date]
	for _, lab := range []string{"beendigungsdatum", "zum ablauf des", "mit ablauf des", "endet am", "endet zum", "beendet zum", "beenden zum", "kundigen wir", "kundigen das", "kundigen ihr", "kundigen hiermit", "kundige hiermit", "zum"} {
		if f := t.date([]string{lab}, "eingestellt", "seit dem", "beschaftigt seit", "eintritt", "vom", "zugang", "zugestellt", "bis zum", "arbeitsuchend"); f.ok {
			if !date.ok || !f.v.Before(date.v) {
				end = f
				break
			}
			// A scan may have misread the end date into the past: one
			// confusable digit giving a date within a year after the
			// letter (§ 622 BGB notice is at most seven months) is the
			// reading; several such dates are not guessed.
			if lab == "zum" { // too generic to re-read a date after it
				continue
			}
			if g, ok := r.plausibleDate(f, "das Beendigungsdatum", func(v german.Date) bool {
				return !v.Before(date.v) && !v.After(legal.AddMonths(date.v, 12))
			}, "§ 622 BGB"); ok {
				end = g
				break
			}
		}
	}
	entry := t.date([]string{"eintrittsdatum", "eintritt", "beschaftigt seit", "seit dem", "eingestellt am", "beginn des arbeitsverhaltnisses", "betriebszugehorigkeit seit", "angestellt seit", "bei uns tatig seit", "begann am", "beginn am"})

	r.landFlag(date.page)
	// Zugang: stated, or assumed from the letter date (earliest possible,
	// so the computed Klagefrist is never later than the true one).
	var zugangDate german.Date
	zugangPage := date.page
	switch {
	case zugang.ok:
		zugangDate, zugangPage = zugang.v, zugang.page
		r.setDate("zugang_datum", zugang.v, zugang.page)
	case date.ok:
		zugangDate = date.v
		r.flag("zugang", Warning, "§ 130 BGB, § 4 KSchG", date.page,
			"Das Schreiben nennt kein Zugangsdatum. Die Klagefrist wurde vorsichtshalber ab dem Datum des Schreibens (%s) berechnet; maßgeblich ist der Tag, an dem die Kündigung tatsächlich in Ihren Briefkasten gelangt oder Ihnen übergeben wurde. Notieren Sie diesen Tag.", date.v)
	}
	if fristlos && !end.ok && !zugangDate.IsZero() {
		end = found[german.Date]{zugangDate, zugangPage, true, 0}
	}

	tenure := -1
	if entry.ok && !zugangDate.IsZero() && entry.v.Before(zugangDate) {
		tenure = legal.FullYears(entry.v, zugangDate)
		r.keys["betriebszugehoerigkeit_jahre"] = KeyNumber{Value: strconv.Itoa(tenure), Page: entry.page}
	}

	// Ordinary notice per § 622 BGB.
	var notice legal.Notice
	if !zugangDate.IsZero() && (!fristlos || ordentlichHilfsweise) {
		notice = legal.EarliestEnd(zugangDate, max(tenure, 0), probation && tenure <= 0)
		if !end.ok && t.has("nachstmoglich", "nachstzulassig") {
			end = found[german.Date]{notice.Earliest, zugangPage, true, 0}
			r.flag("beendigung", Info, legal.NoticeRule.Cite(), zugangPage,
				"Die Kündigung gilt „zum nächstmöglichen Termin“. Nach der gesetzlichen Frist (%s) ist das frühestens der %s; längere Fristen aus Arbeits- oder Tarifvertrag gehen vor.", notice.Text, notice.Earliest)
		}
		if end.ok && end.v.Before(notice.Earliest) && !fristlos {
			r.flag("kuendigungsfrist", Critical, legal.NoticeRule.Cite(), end.page,
				"Das Beendigungsdatum %s ist zu früh: Bei Zugang am %s und %s endet das Arbeitsverhältnis frühestens am %s. Eine zu kurz bemessene Kündigung wirkt in der Regel zum nächsten zulässigen Termin – lassen Sie das prüfen.",
				end.v, zugangDate, notice.Text, notice.Earliest)
		} else if end.ok && !fristlos {
			r.flag("kuendigungsfrist", Info, legal.NoticeRule.Cite(), end.page,
				"Die gesetzliche Kündigungsfrist (%s) ist mit dem Beendigungsdatum %s eingehalten; Arbeits- oder Tarifvertrag können längere Fristen vorsehen.", notice.Text, end.v)
		}
		if tenure < 0 {
			r.flag("betriebszugehoerigkeit", Info, legal.NoticeRule.Cite(), zugangPage,
				"Das Schreiben nennt keinen Beginn des Arbeitsverhältnisses; geprüft wurde nur die Grundkündigungsfrist. Ab zwei Jahren Betriebszugehörigkeit verlängert sich die Frist des Arbeitgebers (§ 622 Abs. 2 BGB).")
		}
	}
	r.setDate("beendigungsdatum", end.v, end.page)

	if fristlos {
		r.flag("fristlos", Warning, "§ 626 BGB", firstPage(end.page, date.page),
			"Außerordentliche (fristlose) Kündigung: Sie ist nur bei einem wichtigen Grund wirksam, der die Fortsetzung bis zum Ablauf der Kündigungsfrist unzumutbar macht, und nur innerhalb von zwei Wochen, nachdem der Arbeitgeber von den Gründen erfahren hat (§ 626 Abs. 2 BGB). Auf Verlangen müssen die Gründe schriftlich mitgeteilt werden.")
		known := t.date([]string{"kenntnis erlangt", "bekannt geworden", "erfahren", "vorfall vom", "vorfall am"}, "zugang", "zugestellt", "datum", "ubergeben")
		if known.ok && !zugangDate.IsZero() && known.v.Before(zugangDate) && zugangDate.Sub(known.v) > 14 && t.has("kenntnis", "bekannt geworden", "erfahren", "vorfall") {
			r.flag("erklaerungsfrist", Critical, "§ 626 Abs. 2 BGB", known.page,
				"Zwischen dem genannten Vorfall/der Kenntnis (%s) und dem Zugang der Kündigung (%s) liegen %d Tage – mehr als die zweiwöchige Erklärungsfrist. Die fristlose Kündigung kann deshalb unwirksam sein.",
				known.v, zugangDate, zugangDate.Sub(known.v))
		}
	}
	// § 623 BGB written form.
	if t.has("per e-mail", "per email", "per mail", "per fax", "per telefax", "per whatsapp", "per sms", "ohne unterschrift gultig", "maschinell erstellt", "elektronisch ubermittelt") {
		r.flag("schriftform", Critical, "§ 623 BGB, § 126 BGB", 1,
			"Eine Kündigung des Arbeitsverhältnisses ist nur mit eigenhändiger Unterschrift im Original wirksam; eine Kündigung per E-Mail, Fax, SMS oder ohne Unterschrift ist nichtig (§ 623 BGB). Das Schreiben deutet auf eine solche Form hin.")
	} else {
		r.flag("schriftform", Info, "§ 623 BGB, § 126 BGB", 1,
			"Prüfen Sie, ob Sie das Original mit eigenhändiger Unterschrift einer kündigungsberechtigten Person erhalten haben; eine Kopie, ein Fax oder eine E-Mail genügt nicht (§ 623 BGB).")
	}
	// § 102 BetrVG.
	if i, _ := t.labelLine([]string{"betriebsrat"}); i >= 0 {
		r.flag("betriebsrat", Info, "§ 102 BetrVG", t.lines[i].page,
			"Das Schreiben erwähnt den Betriebsrat. Er muss vor jeder Kündigung ordnungsgemäß angehört werden; ohne Anhörung ist die Kündigung unwirksam (§ 102 Abs. 1 S. 3 BetrVG). Ein Widerspruch des Betriebsrats kann einen Weiterbeschäftigungsanspruch begründen.")
	} else {
		r.flag("betriebsrat", Info, "§ 102 BetrVG", 1,
			"Gibt es in Ihrem Betrieb einen Betriebsrat, muss er vor der Kündigung angehört worden sein; sonst ist sie unwirksam (§ 102 Abs. 1 S. 3 BetrVG).")
	}

	if own {
		r.flag("eigenkuendigung", Warning, "§ 159 Abs. 1 S. 2 Nr. 1 SGB III", 1,
			"Dies ist eine Kündigung durch den Arbeitnehmer selbst. Eine Kündigungsschutzklage kommt nicht in Betracht; wer ohne wichtigen Grund selbst kündigt, riskiert eine Sperrzeit beim Arbeitslosengeld von in der Regel zwölf Wochen (§ 159 SGB III).")
	}
	// Deadlines.
	var klage legal.Result
	if !zugangDate.IsZero() && !own {
		klage = legal.Klagefrist(zugangDate, r.land)
		r.setDate("klagefrist_ende", klage.Date, zugangPage)
		from := "dem Zugang am " + zugangDate.String()
		if !zugang.ok {
			from = "dem Datum des Schreibens (" + zugangDate.String() + ", angenommener Zugang)"
		}
		r.deadline("Klagefrist Kündigungsschutzklage", klage, zugangPage,
			"Kündigungsschutzklage beim Arbeitsgericht innerhalb von drei Wochen nach "+from+" erheben; danach gilt die Kündigung als wirksam (§ 7 KSchG).")
		r.flag("klagefrist", Warning, klage.Rule.Cite(), zugangPage,
			"Wollen Sie die Kündigung angreifen, muss die Klage bis %s beim Arbeitsgericht eingehen (drei Wochen ab Zugang; § 4 S. 1 KSchG). Versäumen Sie die Frist, gilt die Kündigung als von Anfang an wirksam (§ 7 KSchG).", klage.Date)
		// § 38 Abs. 1 SGB III.
		reg := zugangDate.AddDays(3)
		desc := "Melden Sie sich spätestens drei Tage nach Kenntnis der Kündigung bei der Agentur für Arbeit arbeitsuchend (persönlich, online oder telefonisch), sonst droht eine Sperrzeit von einer Woche (§ 159 Abs. 1 Nr. 7 SGB III)."
		if end.ok && legal.AddMonths(zugangDate, 3).Before(end.v) {
			reg = legal.AddMonths(end.v, -3)
			desc = "Zwischen Kündigung und Ende liegen mehr als drei Monate: Melden Sie sich spätestens drei Monate vor dem Ende (" + reg.String() + ") bei der Agentur für Arbeit arbeitsuchend, sonst droht eine Sperrzeit (§ 159 Abs. 1 Nr. 7 SGB III)."
		}
		r.deadlines = append(r.deadlines, Deadline{Name: "Meldung als arbeitsuchend", Date: reg.String(), LegalBasis: "§ 38 Abs. 1 SGB III", Description: desc, Page: zugangPage})
		r.flag("arbeitsuchend", Warning, "§ 38 Abs. 1 SGB III", zugangPage, "%s Die Pflicht gilt auch, wenn Sie gegen die Kündigung klagen.", desc)
	}

	// Summary.
	var s []string
	kind := "eine ordentliche Kündigung Ihres Arbeitsverhältnisses"
	if fristlos {
		kind = "eine fristlose (außerordentliche) Kündigung Ihres Arbeitsverhältnisses"
	}
	s = append(s, "Dies ist "+kind+onDate(" vom ", r.keys["schreiben_datum"].Value)+".")
	if end.ok {
		s = append(s, "Das Arbeitsverhältnis soll am "+end.v.String()+" enden.")
	}
	if !klage.Date.IsZero() {
		s = append(s, "Eine Kündigungsschutzklage muss bis "+klage.Date.String()+" beim Arbeitsgericht eingehen.")
		s = append(s, "Melden Sie sich umgehend bei der Agentur für Arbeit arbeitsuchend.")
	}
	if r.hasFlag("kuendigungsfrist") && r.flags[r.flagIndex("kuendigungsfrist")].Severity == Critical {
		s = append(s, "Die genannte Kündigungsfrist ist kürzer als gesetzlich vorgeschrieben.")
	}
	r.summary = strings.Join(s, " ")
	r.sections = compactSections([]Section{r.paragraphSection("Kündigungserklärung", []string{"kundigen", "kundige", "kundigung"})})
	if len(r.sections) == 0 {
		r.sections = nil
	}
}

// paragraphSection returns the paragraph containing the first line that
// contains one of the phrases (up to 6 lines).
func (r *run) paragraphSection(title string, phrases []string) Section {
	i, _ := r.t.labelLine(phrases, "betreff", "kundigungsschutz")
	if i < 0 {
		return Section{}
	}
	var b []string
	for j := i; j < len(r.t.lines) && j < i+6; j++ {
		b = append(b, r.t.lines[j].text)
		if strings.HasSuffix(r.t.lines[j].text, ".") {
			break
		}
	}
	return Section{Title: title, Text: joinWrapped(b), Page: r.t.lines[i].page}
}
