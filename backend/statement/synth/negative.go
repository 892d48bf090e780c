package synth

// Negative documents: paperwork that is not a bank statement but shares its
// vocabulary (dates, amounts, IBANs). Extract must answer
// document_not_recognized for each of them.

// Negative is one non-statement document.
type Negative struct {
	Name  string
	Pages []Page
}

func lines(x, y, lh float64, ss ...string) []Item {
	var out []Item
	for i, s := range ss {
		out = append(out, Item{X: x, Y: y + float64(i)*lh, Text: s, Size: 10})
	}
	return out
}

// Negatives returns the fixed set of negative documents.
func Negatives() []Negative {
	var ns []Negative
	ns = append(ns, Negative{Name: "letter", Pages: []Page{{Items: lines(60, 80, 14,
		"Max Mustermann · Hauptstraße 7 · 12345 Musterstadt",
		"",
		"EasyCare Versicherung AG",
		"Postfach 10 20 30",
		"20095 Hamburg",
		"",
		"Musterstadt, 12.03.2025",
		"",
		"Kündigung meiner Mitgliedschaft, Versicherungsnummer 123456789",
		"",
		"Sehr geehrte Damen und Herren,",
		"hiermit kündige ich meine Mitgliedschaft fristgerecht zum 30.06.2025.",
		"Bitte bestätigen Sie mir den Eingang dieser Kündigung schriftlich.",
		"Den anteiligen Beitrag von 12,50 EUR erstatten Sie bitte auf mein Konto",
		"IBAN DE89 3704 0044 0532 0130 00.",
		"",
		"Mit freundlichen Grüßen",
		"Max Mustermann",
	)}}})
	ns = append(ns, Negative{Name: "invoice", Pages: []Page{{Items: append(lines(60, 80, 14,
		"Elektro Schmidt GmbH · Werkstraße 3 · 34117 Kassel",
		"Rechnung Nr. 2025-0117",
		"Rechnungsdatum: 14.02.2025   Leistungsdatum: 10.02.2025",
		"Kundennummer: 40711",
		"",
		"Pos. Beschreibung                          Menge   Einzelpreis   Gesamt",
	), append(lines(60, 180, 14,
		"1    Austausch Sicherungskasten                1        420,00",
		"2    Arbeitszeit Geselle (Std.)                3         65,00",
		"3    Anfahrt                                   1         35,00",
		"",
		"Nettobetrag",
		"zzgl. 19 % USt.",
		"Rechnungsbetrag",
		"",
		"Zahlbar bis 28.02.2025 ohne Abzug auf IBAN DE89 3704 0044 0532 0130 00",
	), Item{X: 520, Y: 180, Text: "420,00", Size: 10, Right: true},
		Item{X: 520, Y: 194, Text: "195,00", Size: 10, Right: true},
		Item{X: 520, Y: 208, Text: "35,00", Size: 10, Right: true},
		Item{X: 520, Y: 236, Text: "650,00", Size: 10, Right: true},
		Item{X: 520, Y: 250, Text: "123,50", Size: 10, Right: true},
		Item{X: 520, Y: 264, Text: "773,50", Size: 10, Right: true})...)}}})
	ns = append(ns, Negative{Name: "payslip", Pages: []Page{{Items: append(lines(60, 80, 14,
		"Muster Maschinenbau GmbH",
		"Abrechnung der Brutto/Netto-Bezüge für März 2025",
		"Personalnummer 00417   Steuerklasse 1   Kinderfreibeträge 0,0",
		"Eintritt 01.04.2019   Steuer-ID 12 345 678 901",
		"",
		"Lohnart  Bezeichnung                 Betrag",
		"1000     Gehalt",
		"1100     Vermögenswirksame Leistungen",
		"         Gesamtbrutto",
		"         Lohnsteuer",
		"         Solidaritätszuschlag",
		"         Krankenversicherung",
		"         Rentenversicherung",
		"         Nettobezüge",
		"Überweisung am 28.03.2025 auf IBAN DE89 3704 0044 0532 0130 00",
	), Item{X: 520, Y: 164, Text: "4.200,00", Size: 10, Right: true},
		Item{X: 520, Y: 178, Text: "40,00", Size: 10, Right: true},
		Item{X: 520, Y: 192, Text: "4.240,00", Size: 10, Right: true},
		Item{X: 520, Y: 206, Text: "612,33", Size: 10, Right: true},
		Item{X: 520, Y: 220, Text: "0,00", Size: 10, Right: true},
		Item{X: 520, Y: 234, Text: "344,56", Size: 10, Right: true},
		Item{X: 520, Y: 248, Text: "394,32", Size: 10, Right: true},
		Item{X: 520, Y: 262, Text: "2.888,79", Size: 10, Right: true})}}})
	ns = append(ns, Negative{Name: "blank", Pages: []Page{{}}})
	return ns
}

// Statement returns the negative as a Statement (no truth) for rendering.
func (n Negative) Statement() *Statement { return &Statement{Pages: n.Pages} }
