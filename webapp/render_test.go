package webapp

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Runs on the server and, under make test-wasm, in the browser.
func TestRenderLetterGroupsFlagsBySeverity(t *testing.T) {
	an := &papierkramv1.Analysis{
		Summary: "Inkassoschreiben über 530,75 €.",
		ReviewFlags: []*papierkramv1.ReviewFlag{
			{Topic: "feiertage", Severity: "info", Description: "Feiertage NRW."},
			{Topic: "inkassokosten", Severity: "critical", Description: "Überhöht.", LegalBasis: "§ 13e RDG", Page: 1},
			{Topic: "zinsen", Severity: "warning", Description: "Zinssatz prüfen.", LegalBasis: "§ 288 BGB"},
			{Topic: "neu", Severity: "notice", Description: "Unbekannte Stufe."},
		},
		Deadlines:  []*papierkramv1.Deadline{{Name: "Zahlungsfrist", Date: "06.12.2026", LegalBasis: "§ 286 BGB"}},
		KeyNumbers: map[string]*papierkramv1.KeyNumber{"inkassokosten": {Value: "120,00", Page: 1}},
	}
	html := app.HTMLString(renderLetter(an, time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)))
	crit := strings.Index(html, "flag-critical")
	warn := strings.Index(html, "flag-warning")
	info := strings.Index(html, "flag-info")
	if crit < 0 || warn < crit || info < warn {
		t.Fatalf("severity order wrong: critical %d, warning %d, info %d", crit, warn, info)
	}
	for _, want := range []string{"Kritisch – sofort prüfen (1)", "Hinweise (2)", "§ 13e RDG · Seite 1", "noch 14 Tage", "Inkassokosten", "120,00", "Unbekannte Stufe."} {
		if !strings.Contains(html, want) {
			t.Errorf("rendered letter lacks %q", want)
		}
	}
}

func TestReconciliationBadge(t *testing.T) {
	for status, want := range map[string]string{"ok": "badge green", "mismatch": "badge red", "unavailable": "badge grey", "": "badge grey"} {
		html := app.HTMLString(reconBadge(&papierkramv1.Reconciliation{Status: status, Difference: "1,00"}))
		if !strings.Contains(html, want) {
			t.Errorf("%q: %s", status, html)
		}
	}
}
