package webapp

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Landing is "/": what the service does and the tier table (spec 8).
type Landing struct{ app.Compo }

func (l *Landing) Render() app.UI {
	price := func(t tier) string {
		switch {
		case t.PriceCents < 0:
			return "auf Anfrage"
		case t.PriceCents == 0:
			return "kostenlos"
		}
		return fmt.Sprintf("%d € / Monat", t.PriceCents/100)
	}
	calls := func(t tier) string {
		if t.IncludedCalls < 0 {
			return "auf Anfrage"
		}
		if t.ID == "trial" {
			return fmt.Sprintf("%d insgesamt", t.IncludedCalls)
		}
		return fmt.Sprintf("%d / Monat", t.IncludedCalls)
	}
	overage := func(t tier) string {
		switch {
		case t.OverageCents < 0:
			return "auf Anfrage"
		case t.OverageCents == 0:
			return "keine (harte Grenze)"
		}
		return euro(int64(t.OverageCents)) + " je Aufruf"
	}
	return page("/",
		app.Section().Class("hero").Body(
			app.H1().Text("Behördenpost und Kontoauszüge verstehen – ohne Aufregung"),
			app.P().Class("lead").Text("Papierkram liest deutsche Dokumente und sagt Ihnen, was drinsteht: Fristen mit verbleibenden Tagen, die wichtigen Beträge und was Sie prüfen sollten. Kontoauszüge werden zu sauberen Tabellen."),
			app.P().Body(
				app.A().Class("button primary").Href("/register").Text("Kostenlos registrieren"),
				app.Text(" "),
				app.A().Class("button").Href("/analyze").Text("Dokument prüfen"),
				app.Text(" "),
				app.A().Class("button").Href("/docs").Text("API-Dokumentation"),
			),
		),
		app.Section().Body(
			app.H2().Text("Was Papierkram liest"),
			app.Ul().Class("types").Body(
				app.Li().Body(app.Strong().Text("Kontoauszug: "), app.Text("Buchungen mit Datum, Text, Empfänger und Betrag, Saldenabgleich, CSV für Excel.")),
				app.Li().Body(app.Strong().Text("Mahnung / Inkasso: "), app.Text("Forderung, Gebührenprüfung, Fristen; überhöhte Inkassokosten werden markiert.")),
				app.Li().Body(app.Strong().Text("Steuerbescheid: "), app.Text("Festsetzung, Abweichungen von der Erklärung, Einspruchsfrist.")),
				app.Li().Body(app.Strong().Text("Lohnabrechnung: "), app.Text("Brutto/Netto, Steuerklasse, Sozialabgaben, Auffälligkeiten.")),
				app.Li().Body(app.Strong().Text("Kündigung: "), app.Text("Kündigungsfrist, 3-Wochen-Frist für die Klage, formale Prüfpunkte.")),
				app.Li().Body(app.Strong().Text("Bußgeldbescheid: "), app.Text("Vorwurf, Bußgeld, Punkte, Fahrverbot, 2-Wochen-Einspruchsfrist.")),
			),
		),
		app.Section().Body(
			app.H2().ID("tarife").Text("Tarife"),
			app.Table().Class("tiers").Body(
				app.Caption().Text("Monatliche Abrechnung, Umsatzsteuer auf der Rechnung, monatlich kündbar. Alle Tarife enthalten alle sechs Dokumentarten und beliebig viele API-Schlüssel."),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text("Tarif"),
					app.Th().Scope("col").Text("Preis"),
					app.Th().Scope("col").Text("Enthaltene Aufrufe"),
					app.Th().Scope("col").Text("Zusätzliche Aufrufe"),
				)),
				app.TBody().Body(app.Range(tiers).Slice(func(i int) app.UI {
					t := tiers[i]
					return app.Tr().Body(
						app.Th().Scope("row").Text(t.Name),
						app.Td().Text(price(t)),
						app.Td().Text(calls(t)),
						app.Td().Text(overage(t)),
					)
				})),
			),
			app.P().Class("muted").Text("Der Trial-Tarif braucht keine Zahlungskarte. Nach 50 Aufrufen ist Schluss, bis Sie einen Tarif wählen."),
		),
		app.Section().Body(
			app.H2().Text("Datenschutz"),
			app.P().Text("Hochgeladene Dateien werden nur für die Analyse gelesen und danach verworfen. Wir speichern nur einen Prüfeintrag ohne Dokumentinhalt. Hosting und Texterkennung (OCR) in der EU. Ihr Verlauf im Browser bleibt in Ihrem Browser und verfällt nach 24 Stunden."),
			app.P().Body(app.A().Href("/avv").Text("Vertrag zur Auftragsverarbeitung (Art. 28 DSGVO) ansehen")),
		),
	)
}
