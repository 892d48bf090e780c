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
	// "punktim": OCR often loses the space after a word before "im"/"in".
	pointsRe = regexp.MustCompile(`(?:fahreignungsregister|eintragung|eingetragen|punkte:)[^.]{0,60}?\b(\d|einen|ein|zwei|drei)\s+punkte?(?:im|in)?\b|\b(\d|einen|ein|zwei|drei)\s+punkte?(?:im|in)?\b[^.]{0,40}(?:fahreignungsregister|eingetragen|eintragung)`)
	banRe    = regexp.MustCompile(`fahrverbot\s+(?:von\s+|fur\s+(?:die\s+dauer\s+von\s+)?)?(\d|einem|einen|zwei|drei)\s+monate?n?`)
	banRe2   = regexp.MustCompile(`(\d|ein|einen|zwei|drei)\s*-?\s*monatiges?n?\s+fahrverbot`)
	speedRe  = regexp.MustCompile(`(?:um|uberschreitung[^0-9]{0,40}?)\s*(\d{1,3})\s*km/h`)
)

func (r *run) bussgeldbescheid() {
	t := r.t
	date := t.letterDate("erlassen am")
	r.setDate("bescheiddatum", date.v, date.page)
	tat := t.date([]string{"tatzeit", "tattag", "tatdatum", "datum der tat", "begangen am", "tatzeitpunkt"})
	if !tat.ok {
		tat = t.date([]string{"am"}, "bescheid", "zugestellt", "datum", "erlassen", "bis")
	}
	r.setDate("tatdatum", tat.v, tat.page)
	zust := t.date([]string{"zustellungsdatum", "zugestellt am", "zustellung am", "tag der zustellung"})
	r.setDate("zustellungsdatum", zust.v, zust.page)

	fineLabels, fineSkip := []string{"geldbusse", "bussgeld", "bussgeldbetrag", "festgesetzte geldbusse"}, []string{"bussgeldstelle", "bussgeldkatalog", "bussgeldbescheid", "bussgeldbehorde", "katalog"}
	feeLabels, feeSkip := []string{"gebuhr", "gebuhren", "verwaltungsgebuhr"}, []string{"gebuhrenpflichtig", "gesamt"}
	auslLabels, auslSkip := []string{"auslagen", "zustellungskosten", "zustellkosten", "postzustellung"}, []string{"gesamt"}
	totalLabels := []string{"gesamtbetrag", "zu zahlender betrag", "zahlbetrag", "gesamtsumme", "summe", "insgesamt"}
	fine := abs(t.amount(fineLabels, fineSkip...))
	fee := abs(t.amount(feeLabels, feeSkip...))
	ausl := abs(t.amount(auslLabels, auslSkip...))
	total := abs(t.amount(totalLabels))
	r.setAmount("bussgeld", fine)
	r.setAmount("gebuehren", fee)
	r.setAmount("auslagen", ausl)
	r.setAmount("gesamtbetrag", total)
	// Scans: unreadable amounts are named, a single misread digit corrected
	// only when the sum proves it (reconcile.go).
	unread := r.flagUnreadable("§ 66 Abs. 1 OWiG, § 107 OWiG",
		amountRow{fine.ok, "Geldbuße", fineLabels, fineSkip}, amountRow{fee.ok, "Gebühren", feeLabels, feeSkip},
		amountRow{ausl.ok, "Auslagen", auslLabels, auslSkip}, amountRow{total.ok, "Gesamtbetrag", totalLabels, nil})
	sumHolds := true
	if fine.ok && total.ok && len(unread) == 0 {
		sumHolds, _ = r.reconcile("Geldbuße + Gebühren + Auslagen = Gesamtbetrag", "§ 66 Abs. 1 OWiG, § 107 OWiG", 0, &total,
			[]sumTerm{{key: "bussgeld", f: &fine, sign: 1}, {key: "gebuehren", f: &fee, sign: 1}, {key: "auslagen", f: &ausl, sign: 1}}, "gesamtbetrag")
	}

	points, ban := -1, -1
	if m, page := t.findJoined(pointsRe); m != nil {
		if n, ok := parseCount(m[1] + m[2]); ok {
			points = n
			r.keys["punkte"] = KeyNumber{Value: strconv.Itoa(n), Page: page}
		}
	}
	m, page := t.findJoined(banRe)
	if m == nil {
		m, page = t.findJoined(banRe2)
	}
	if m != nil {
		if n, ok := parseCount(m[1]); ok {
			ban = n
			r.keys["fahrverbot_monate"] = KeyNumber{Value: strconv.Itoa(n), Page: page}
		}
	}

	r.landFlag(date.page)
	// Einspruchsfrist: two weeks from Zustellung; without the date, the
	// Bescheid date is the earliest possible Zustellung.
	var frist legal.Result
	switch {
	case zust.ok:
		frist = legal.OWiGEinspruchsfrist(zust.v, r.land)
		r.setDate("einspruchsfrist_ende", frist.Date, zust.page)
		r.deadline("Einspruchsfrist", frist, zust.page, "Einspruch schriftlich oder zur Niederschrift bei der Bußgeldbehörde innerhalb von zwei Wochen ab Zustellung am "+zust.v.String()+".")
	case date.ok:
		frist = legal.OWiGEinspruchsfrist(date.v, r.land)
		r.setDate("einspruchsfrist_ende", frist.Date, date.page)
		r.deadline("Einspruchsfrist", frist, date.page, "Berechnet ab dem Bescheiddatum "+date.v.String()+" als frühestmöglichem Zustellungstag. Das tatsächliche Zustellungsdatum steht auf dem gelben Umschlag (Postzustellungsurkunde); die Frist endet zwei Wochen danach.")
		r.flag("zustellung", Warning, "§ 67 Abs. 1 OWiG, § 51 OWiG", date.page,
			"Das Zustellungsdatum steht nicht im Bescheid. Die Einspruchsfrist wurde vorsichtshalber ab dem Bescheiddatum berechnet (bis %s); maßgeblich ist das Datum auf dem Zustellungsumschlag.", frist.Date)
	}
	if !frist.Date.IsZero() {
		r.flag("einspruch", Info, "§ 67 Abs. 1 OWiG", firstPage(zust.page, date.page),
			"Gegen den Bescheid ist Einspruch innerhalb von zwei Wochen nach Zustellung möglich (bis %s), schriftlich oder zur Niederschrift bei der Behörde. Ohne Einspruch wird der Bescheid rechtskräftig.", frist.Date)
	}

	// § 107 OWiG costs.
	if fine.ok && fee.ok {
		want, rule := legal.OWiGFee(fine.v)
		if fee.v > want {
			r.flag("gebuehren", Warning, rule.Cite(), fee.page,
				"Die Gebühr von %s € ist höher als gesetzlich vorgesehen: 5 %% der Geldbuße von %s €, mindestens 25 €, ergibt %s €.", fee.v, fine.v, want)
		}
	}
	if ausl.ok {
		z, rule := legal.ZustellAuslagen()
		if ausl.v > z {
			r.flag("auslagen", Info, rule.Cite(), ausl.page,
				"Die Auslagen von %s € übersteigen die Zustellungspauschale von %s €; weitere Auslagen (z. B. für Gutachten oder Messfotos) müssen im Bescheid einzeln benannt sein.", ausl.v, z)
		}
	}
	if fine.ok && total.ok && len(unread) == 0 && !sumHolds {
		scan := ""
		if r.fromOCR(&total) {
			scan = " Der Bescheid wurde per Texterkennung gelesen: Prüfen Sie die Beträge zuerst am Original."
		}
		r.flag("summe", Warning, "§ 66 Abs. 1 OWiG, § 107 OWiG", total.page,
			"Der Gesamtbetrag von %s € entspricht nicht Geldbuße + Gebühren + Auslagen (%s €).%s", total.v, fine.v+fee.v+ausl.v, scan)
	}
	// Verjährung: three months from the act until the Bescheid.
	if tat.ok && date.ok {
		limit := legal.AddMonths(tat.v, 3)
		if date.v.After(limit) {
			r.flag("verjaehrung", Warning, legal.VerjaehrungRule.Cite(), date.page,
				"Zwischen Tat (%s) und Bescheid (%s) liegen mehr als drei Monate. Die Verfolgung verjährt nach drei Monaten, wenn die Verjährung nicht unterbrochen wurde (z. B. durch einen Anhörungsbogen, § 33 OWiG) – prüfen lassen.", tat.v, date.v)
		}
	}
	// Bußgeldkatalog cross-check for speeding.
	if fine.ok && tat.ok {
		r.checkSpeeding(tat.v, fine, points, ban)
	}
	if ban > 0 {
		if t.has("vier monate", "4 monate", "§ 25 abs. 2a", "25 abs. 2a") {
			r.flag("fahrverbot", Info, legal.FahrverbotRule.Cite(), r.keys["fahrverbot_monate"].Page,
				"Das Fahrverbot wird wirksam, wenn Sie den Führerschein in amtliche Verwahrung geben, spätestens vier Monate nach Rechtskraft des Bescheids – Sie können den Beginn innerhalb dieser Zeit selbst wählen.")
		} else {
			r.flag("fahrverbot", Info, legal.FahrverbotRule.Cite(), r.keys["fahrverbot_monate"].Page,
				"Der Bescheid nennt keine Viermonatsfrist. Wurde in den zwei Jahren vor der Tat kein Fahrverbot gegen Sie verhängt, dürfen Sie den Beginn des Fahrverbots innerhalb von vier Monaten nach Rechtskraft selbst bestimmen (§ 25 Abs. 2a StVG); sonst beginnt es mit Rechtskraft.")
		}
	}

	// Summary.
	var s []string
	s = append(s, "Dies ist ein Bußgeldbescheid"+onDate(" vom ", r.keys["bescheiddatum"].Value)+onDate(" wegen einer Tat am ", r.keys["tatdatum"].Value)+".")
	if fine.ok {
		line := "Die Geldbuße beträgt " + fine.v.String() + " €"
		if total.ok {
			line += ", zusammen mit Gebühren und Auslagen " + total.v.String() + " €"
		}
		s = append(s, line+".")
	}
	var extra []string
	if points > 0 {
		extra = append(extra, fmt.Sprintf("%d Punkt(e) im Fahreignungsregister", points))
	}
	if ban > 0 {
		extra = append(extra, fmt.Sprintf("ein Fahrverbot von %d Monat(en)", ban))
	}
	if len(extra) > 0 {
		s = append(s, "Dazu kommen "+strings.Join(extra, " und ")+".")
	}
	if !frist.Date.IsZero() {
		s = append(s, "Einspruch ist bis "+frist.Date.String()+" möglich.")
	}
	r.summary = strings.Join(s, " ")
	r.sections = compactSections([]Section{r.paragraphSection("Tatvorwurf", []string{"tatvorwurf", "ihnen wird vorgeworfen", "sie haben", "wird ihnen zur last gelegt"})})
}

func (r *run) checkSpeeding(tat german.Date, fine found[german.Cents], points, ban int) {
	var kmh int
	m, page := r.t.findJoined(speedRe)
	if m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil && n > 0 && n < 150 {
			kmh = n
		}
	}
	if kmh == 0 {
		return
	}
	inner := r.t.has("innerhalb geschlossener ortschaft", "innerorts", "innerhalb geschl")
	outer := r.t.has("ausserhalb geschlossener ortschaft", "ausserorts", "ausserhalb geschl", "autobahn")
	if inner == outer {
		return
	}
	row, ok := legal.SpeedingFor(kmh, inner, tat)
	if !ok {
		return
	}
	where := "außerorts"
	if inner {
		where = "innerorts"
	}
	want := fmt.Sprintf("%s €", row.Fine)
	if row.Points > 0 {
		want += fmt.Sprintf(", %d Punkt(e)", row.Points)
	}
	if row.BanMonths > 0 && !row.BanRepeat {
		want += fmt.Sprintf(", %d Monat(e) Fahrverbot", row.BanMonths)
	}
	var diffs []string
	if fine.v > row.Fine {
		diffs = append(diffs, fmt.Sprintf("Geldbuße %s € statt Regelsatz %s €", fine.v, row.Fine))
	}
	if points > row.Points {
		diffs = append(diffs, fmt.Sprintf("%d statt %d Punkt(e)", points, row.Points))
	}
	wantBan := row.BanMonths
	if row.BanRepeat {
		wantBan = 0
	}
	if ban > wantBan {
		diffs = append(diffs, fmt.Sprintf("Fahrverbot %d statt %d Monat(e)", ban, wantBan))
	}
	if len(diffs) > 0 {
		r.flag("bussgeldkatalog", Warning, row.CatalogRow.Cite(), page,
			"Überschreitung um %d km/h %s: Der Bußgeldkatalog sieht für Pkw im Regelfall %s vor; der Bescheid weicht ab (%s). Erhöhungen sind bei Vorsatz oder Voreintragungen möglich (§ 3 BKatV) und müssen begründet sein.",
			kmh, where, want, strings.Join(diffs, "; "))
	} else {
		r.flag("bussgeldkatalog", Info, row.CatalogRow.Cite(), page,
			"Überschreitung um %d km/h %s: Der Bescheid entspricht dem Regelsatz des Bußgeldkatalogs (%s).", kmh, where, want)
	}
}
