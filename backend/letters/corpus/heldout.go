package corpus

// Held-out letters: written after the analysers were tuned on the other
// letters, in the wording and layout of real letters of each kind (full-euro
// tax bases, "Kosten:" lines, written dates, "EUR" amounts, DATEV-style
// payslip abbreviations). The benchmark reports them separately; their
// first results before any fix are recorded in docs/letters.md. One ground
// truth was corrected after that run: the Inkasso letter gives no interest
// rate, so the § 13a RDG flag the analyser raised is right.

func heldOut() []letter {
	return []letter{
		{name: "heldout_steuerbescheid", docType: "steuerbescheid", style: 2,
			keys: m("steuerjahr", "2024", "bescheiddatum", "12.08.2025", "bekanntgabedatum", "18.08.2025", "einspruchsfrist_ende", "18.09.2025",
				"zu_versteuerndes_einkommen", "52.100,00", "festgesetzte_einkommensteuer", "9.876,00", "solidaritaetszuschlag", "0,00", "kirchensteuer", "790,08", "erstattungsbetrag", "1.080,00"),
			deadlines: m("Einspruchsfrist", "18.09.2025"), flags: []string{"vorbehalt_der_nachpruefung"},
			build: func(b *Builder) {
				b.Head("Finanzamt Nürnberg-Süd", "Sandstraße 20, 90443 Nürnberg")
				b.Window("Finanzamt Nürnberg-Süd, Sandstraße 20, 90443 Nürnberg", "Herrn und Frau", "Markus und Petra Roth", "Allersberger Straße 44", "90461 Nürnberg")
				b.Right("Datum 12.08.2025")
				b.Right("Steuernummer 240/123/45678  Identifikationsnummer 12 345 678 901")
				b.Heading("Einkommensteuerbescheid 2024")
				b.Para("Dieser Bescheid ergeht unter dem Vorbehalt der Nachprüfung (§ 164 AO). Zusammenveranlagung.")
				b.Heading("Ermittlung der Besteuerungsgrundlagen")
				b.Row("Summe der Einkünfte", "55.230 €")
				b.Row("Gesamtbetrag der Einkünfte", "55.230 €")
				b.Row("zu versteuerndes Einkommen", "52.100 €")
				b.Heading("Festsetzung")
				edges := []float64{112, 152, 188}
				b.Columns("", true, edges, "Einkommensteuer", "Solidaritätszuschlag", "Kirchensteuer rk")
				b.Columns("Festgesetzt werden", false, edges, "9.876,00 €", "0,00 €", "790,08 €")
				b.Columns("abzüglich Steuerabzug vom Lohn", false, edges, "10.876,00 €", "0,00 €", "870,08 €")
				b.Columns("verbleibende Beträge", false, edges, "-1.000,00 €", "0,00 €", "-80,00 €")
				b.Para("Zu erstatten sind insgesamt 1.080,00 €. Der Betrag wird auf das bekannte Konto überwiesen.")
				b.Para(rbbSteuer)
			}},
		{name: "heldout_lohnabrechnung", docType: "lohnabrechnung", style: 5,
			keys: m("abrechnungszeitraum", "05.2025", "steuerklasse", "1", "bruttobezug", "3.450,00", "lohnsteuer", "389,58", "solidaritaetszuschlag", "0,00",
				"krankenversicherung", "294,11", "pflegeversicherung", "82,80", "rentenversicherung", "320,85", "arbeitslosenversicherung", "44,85",
				"nettobezug", "2.317,81", "auszahlungsbetrag", "2.317,81"),
			build: func(b *Builder) {
				b.Head("Beispiel Handel GmbH", "Hauptstraße 5, 28195 Bremen")
				b.Window("", "Herrn", "Klaus Otto", "Am Wall 12", "28195 Bremen")
				b.Heading("Abrechnung der Brutto/Netto-Bezüge für Mai 2025")
				b.Line("Pers.-Nr. 00123   StKl 1   KiFb 0,0   Konf. --   KK: TK")
				b.Gap()
				b.Row("Bezeichnung", "Betrag")
				b.Row("Gehalt", "3.450,00")
				b.Row("Gesamt-Brutto", "3.450,00")
				b.Row("Steuer-Brutto", "3.450,00")
				b.Row("SV-Brutto", "3.450,00")
				b.Row("Lohnsteuer", "389,58")
				b.Row("Solidaritätszuschlag", "0,00")
				b.Row("KV-Beitrag AN", "294,11")
				b.Row("RV-Beitrag AN", "320,85")
				b.Row("AV-Beitrag AN", "44,85")
				b.Row("PV-Beitrag AN", "82,80")
				b.Row("Netto-Verdienst", "2.317,81")
				b.Row("Auszahlung", "2.317,81")
			}},
		{name: "heldout_mahnung", docType: "mahnung", style: 1,
			keys: m("schreiben_datum", "06.10.2025", "hauptforderung", "230,00", "zinsen", "3,18", "mahngebuehren", "5,00", "inkassokosten", "84,24",
				"gesamtforderung", "322,42", "zahlungsfrist_ende", "20.10.2025"),
			deadlines: m("Zahlungsfrist", "20.10.2025"), flags: []string{"inkassokosten:critical", "informationspflichten:warning", "mahngebuehren:warning"},
			build: func(b *Builder) {
				b.Head("Rhein Inkasso GmbH", "Postfach 10 20 30, 40011 Düsseldorf", "Inkassodienstleister, registriert nach § 10 RDG")
				b.Window("Rhein Inkasso GmbH, Postfach 10 20 30, 40011 Düsseldorf", "Frau", "Petra Lang", "Wasserstraße 4", "45127 Essen")
				b.Right("Düsseldorf, 06.10.2025")
				b.Heading("Forderung der Mobilfunk Nord GmbH, Kundenkonto 77123")
				b.Para("Sehr geehrte Frau Lang, unsere Mandantin, die Mobilfunk Nord GmbH, hat uns mit der Einziehung der folgenden Forderung aus dem Mobilfunkvertrag vom 01.03.2023 beauftragt. Trotz Mahnung ist die Rechnung vom 05.07.2025 unbezahlt.")
				b.Heading("Forderungsaufstellung:")
				b.Row("Forderung aus Rechnung vom 05.07.2025", "230,00 EUR")
				b.Row("Verzugszinsen bis 06.10.2025", "3,18 EUR")
				b.Row("Mahnkosten Gläubiger", "5,00 EUR")
				b.Row("Inkassovergütung", "70,20 EUR")
				b.Row("Auslagenpauschale", "14,04 EUR")
				b.Row("Summe", "322,42 EUR")
				b.Para("Bitte zahlen Sie den Betrag bis zum 20.10.2025 auf das unten angegebene Konto.")
			}},
		{name: "heldout_kuendigung", docType: "kuendigung", style: 0,
			keys:      m("schreiben_datum", "14.10.2025", "beendigungsdatum", "31.01.2026", "klagefrist_ende", "04.11.2025", "betriebszugehoerigkeit_jahre", "8"),
			deadlines: m("Klagefrist Kündigungsschutzklage", "04.11.2025", "Meldung als arbeitsuchend", "31.10.2025"),
			flags:     []string{"zugang:warning", "klagefrist", "arbeitsuchend", "betriebsrat", "kuendigungsfrist:info"},
			build: func(b *Builder) {
				b.Head("Ruhr Metall GmbH", "Personalabteilung", "Lindenallee 5, 45127 Essen")
				b.Window("Ruhr Metall GmbH · Lindenallee 5 · 45127 Essen", "Herrn", "Frank Berger", "Rüttenscheider Straße 2", "45128 Essen")
				b.Right("Essen, den 14. Oktober 2025")
				b.Heading("Kündigung des Arbeitsverhältnisses")
				b.Para("Sehr geehrter Herr Berger,")
				b.Para("hiermit kündigen wir das zwischen uns bestehende Arbeitsverhältnis unter Einhaltung der maßgeblichen Kündigungsfrist ordentlich zum 31. Januar 2026, hilfsweise zum nächstzulässigen Termin.")
				b.Para("Der Betriebsrat wurde angehört und hat keine Einwände erhoben.")
				b.Para("Sie sind gemäß § 38 Abs. 1 SGB III verpflichtet, sich unverzüglich bei der Agentur für Arbeit arbeitsuchend zu melden. Ihren Resturlaub gewähren wir bis zum Beendigungstermin.")
				b.Line("Eintrittsdatum: 01.08.2017")
				b.Para("Mit freundlichen Grüßen")
				b.Line("ppa. Dr. Ute Sommer")
				b.Gap()
				b.Line("Kündigung erhalten am: ____________  Unterschrift: ____________")
			}},
		{name: "heldout_bussgeldbescheid", docType: "bussgeldbescheid", style: 3,
			keys: m("tatdatum", "02.08.2025", "bescheiddatum", "23.09.2025", "einspruchsfrist_ende", "07.10.2025", "bussgeld", "115,00", "gebuehren", "25,00",
				"auslagen", "3,50", "gesamtbetrag", "143,50", "punkte", "1"),
			deadlines: m("Einspruchsfrist", "07.10.2025"), flags: []string{"zustellung:warning", "bussgeldkatalog:info"},
			build: func(b *Builder) {
				b.Head("Bayerisches Polizeiverwaltungsamt", "Zentrale Bußgeldstelle", "Postfach 11 44, 94231 Viechtach")
				b.Window("Zentrale Bußgeldstelle, Postfach 11 44, 94231 Viechtach", "Frau", "Sabine Keller", "Maximilianstraße 7", "86150 Augsburg")
				b.Right("Datum 23.09.2025")
				b.Heading("Bußgeldbescheid")
				b.Para("Sehr geehrte Frau Keller, Ihnen wird vorgeworfen, am 02.08.2025 um 09:41 Uhr in 86150 Augsburg, Konrad-Adenauer-Allee, als Führerin des PKW A-BC 123 folgende Verkehrsordnungswidrigkeit nach § 24 StVG begangen zu haben:")
				b.Para("Sie überschritten die zulässige Höchstgeschwindigkeit innerhalb geschlossener Ortschaften um 22 km/h. Zulässige Geschwindigkeit: 50 km/h. Festgestellte Geschwindigkeit (nach Toleranzabzug): 72 km/h.")
				b.Para("Wegen dieser Ordnungswidrigkeit wird gegen Sie eine Geldbuße festgesetzt in Höhe von 115,00 €.")
				b.Line("Kosten: Gebühr 25,00 €, Auslagen 3,50 €")
				b.Row("Gesamtbetrag", "143,50 €")
				b.Para("Für die Tat ist 1 Punkt im Fahreignungsregister vorgesehen.")
				b.Para(rbbOWiG)
			}},
	}
}
