package webapp

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// avvSection is one section of the data-processing agreement template.
type avvSection struct {
	Title string
	Paras []string
}

// avvTitle and avvSections are the template for an agreement under
// Art. 28 DSGVO, filled with the processing facts of spec 1.6. It is one
// text for the page and the download (AVVMarkdown), so the two never drift.
const avvTitle = "Vertrag zur Auftragsverarbeitung gemäß Art. 28 DSGVO (Muster)"

var avvSections = []avvSection{
	{"Vorbemerkung", []string{
		"Dieses Muster regelt die Verarbeitung personenbezogener Daten durch den Betreiber von Papierkram (Auftragsverarbeiter) im Auftrag des Kunden (Verantwortlicher) bei der Nutzung der Document Understanding API und des Portals. Platzhalter in eckigen Klammern sind vor der Unterzeichnung auszufüllen.",
		"Verantwortlicher: [Firma, Anschrift, Vertretungsberechtigte Person]. Auftragsverarbeiter: [Betreiber von Papierkram, Anschrift, Vertretungsberechtigte Person].",
	}},
	{"§ 1 Gegenstand und Dauer", []string{
		"Gegenstand ist die Analyse einzelner vom Verantwortlichen übermittelter Dokumente (Kontoauszüge, Steuerbescheide, Lohnabrechnungen, Mahnungen, Kündigungen, Bußgeldbescheide) und die Rückgabe des Ergebnisses in derselben Antwort (synchron).",
		"Der Vertrag gilt für die Dauer des Nutzungsverhältnisses und endet mit ihm.",
	}},
	{"§ 2 Art, Zweck und Umfang der Verarbeitung", []string{
		"Art der Verarbeitung: Texterkennung (OCR), Tabellenerkennung und Analyse des Dokumentinhalts; Rückgabe strukturierter Daten (Buchungen, Fristen, Beträge, Prüfhinweise).",
		"Zweck: Bereitstellung des Analyseergebnisses an den Verantwortlichen. Eine Verarbeitung zu eigenen Zwecken des Auftragsverarbeiters, insbesondere zum Training von Modellen, findet nicht statt.",
		"Kategorien betroffener Personen: Personen, die in den Dokumenten genannt sind (z. B. Kontoinhaber, Arbeitnehmer, Schuldner, Empfänger von Bescheiden, Zahlungsempfänger).",
		"Kategorien personenbezogener Daten: Namen, Anschriften, Bankverbindungen und Umsätze, Einkommens- und Steuerdaten, Sozialversicherungsdaten, Forderungsdaten, Angaben zu Ordnungswidrigkeiten; je nach Dokument auch besondere Kategorien nach Art. 9 DSGVO (z. B. Religionszugehörigkeit über die Kirchensteuer).",
	}},
	{"§ 3 Speicherung und Löschung", []string{
		"Hochgeladene Dateien werden nicht dauerhaft gespeichert. Sie werden für die Analyse gelesen und danach verworfen.",
		"Gespeichert wird nur ein Prüfeintrag (Audit) mit Zeitpunkt, Dokumentart, Verarbeitungsdauer und Organisation. Der Prüfeintrag enthält keinen Dokumentinhalt und keinen Dateinamen.",
		"Hochgeladene Dokumente und extrahierte Daten werden spätestens 24 Stunden nach der Verarbeitung gelöscht. Temporäre Dateien, die ein abgebrochener Prozess hinterlassen hat, werden automatisch entfernt.",
		"Im Portal liegt der Ergebnisverlauf ausschließlich im Browser des Nutzers (IndexedDB); er verfällt dort nach 24 Stunden und kann jederzeit gelöscht werden.",
	}},
	{"§ 4 Ort der Verarbeitung und Unterauftragsverarbeiter", []string{
		"Hosting und Texterkennung (OCR) erfolgen in der Europäischen Union.",
		"Für die Analyse kann je nach Dokumentart ein KI-Anbieter als Unterauftragsverarbeiter eingesetzt werden: [Anbieter, Sitz, Dokumentarten, Garantien nach Kapitel V DSGVO]. Welche Dokumentarten an den KI-Anbieter gehen, teilt der Auftragsverarbeiter auf Anfrage mit. Ein eigener, dedizierter Anbieter ist nur im Enterprise-Tarif verfügbar.",
		"Zahlungsabwicklung: [Zahlungsdienstleister] für Vertragsdaten des Verantwortlichen (nicht für Dokumentinhalte).",
		"Der Auftragsverarbeiter informiert den Verantwortlichen vor jeder Änderung bei Unterauftragsverarbeitern; der Verantwortliche kann widersprechen.",
	}},
	{"§ 5 Technische und organisatorische Maßnahmen (Art. 32 DSGVO)", []string{
		"Transportverschlüsselung (HTTPS) für alle Zugriffe; API-Schlüssel und Anmeldetoken werden nur als Hashwert gespeichert; Schlüssel können jederzeit widerrufen werden und sind dann sofort ungültig.",
		"Mandantentrennung: jeder Zugriff ist an die Organisation des Schlüssels oder der Sitzung gebunden.",
		"Protokolle enthalten keine Dokumentinhalte, keine vollständigen Schlüssel und keine Geheimnisse.",
		"Verarbeitung in abgeschotteten Prozessen mit begrenzten Ressourcen; Begrenzung der Anfragerate je Organisation.",
	}},
	{"§ 6 Pflichten des Auftragsverarbeiters", []string{
		"Verarbeitung nur auf dokumentierte Weisung des Verantwortlichen; Verpflichtung der Beschäftigten auf Vertraulichkeit; Unterstützung bei Betroffenenrechten, bei Meldungen nach Art. 33, 34 DSGVO und bei Datenschutz-Folgenabschätzungen; Meldung von Datenschutzverletzungen unverzüglich, spätestens binnen [24] Stunden nach Kenntnis.",
		"Nachweis der Einhaltung und Duldung von Kontrollen nach Art. 28 Abs. 3 lit. h DSGVO nach angemessener Vorankündigung.",
	}},
	{"§ 7 Rückgabe und Löschung nach Vertragsende", []string{
		"Da Dokumente nicht gespeichert werden, sind bei Vertragsende keine Dokumente zurückzugeben. Kontodaten und Prüfeinträge werden nach Ablauf gesetzlicher Aufbewahrungsfristen gelöscht.",
	}},
	{"Unterschriften", []string{
		"Ort, Datum: [ ] – Verantwortlicher: [ ]",
		"Ort, Datum: [ ] – Auftragsverarbeiter: [ ]",
	}},
}

// AVVMarkdown is the template as Markdown for the download.
func AVVMarkdown() string {
	var b strings.Builder
	b.WriteString("# " + avvTitle + "\n\n")
	for _, s := range avvSections {
		b.WriteString("## " + s.Title + "\n\n")
		for _, p := range s.Paras {
			b.WriteString(p + "\n\n")
		}
	}
	return b.String()
}

// AVV is "/avv".
type AVV struct{ app.Compo }

func (v *AVV) Render() app.UI {
	body := []app.UI{
		app.H1().Text(avvTitle),
		app.P().Body(
			app.A().Class("button").Href("/avv.md").Attr("download", "papierkram-avv.md").Text("Als Datei herunterladen (Markdown)"),
		),
	}
	for _, s := range avvSections {
		sec := []app.UI{app.H2().Text(s.Title)}
		for _, p := range s.Paras {
			sec = append(sec, app.P().Text(p))
		}
		body = append(body, app.Section().Class("avv").Body(sec...))
	}
	return page("/avv", body...)
}
