// Package letters analyses the five German letter types of spec 2.3
// (steuerbescheid, lohnabrechnung, mahnung, kuendigung, bussgeldbescheid):
// it recognises the type, extracts the key numbers with their pages,
// computes every deadline with package legal, and raises review flags that
// name their legal basis. An optional AI provider (package llm) may write
// the summary and sections; numbers it proposes are kept only when they
// appear in the document, and it never sets a deadline.
package letters

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/german"
	"papierkram/backend/legal"
	"papierkram/backend/llm"
	"papierkram/backend/problem"
)

// Types are the document types this package analyses.
var Types = []string{"steuerbescheid", "lohnabrechnung", "mahnung", "kuendigung", "bussgeldbescheid"}

// Severities of a Flag.
const (
	Info     = "info"     // explanation, nothing wrong
	Warning  = "warning"  // check this; may be wrong or costly
	Critical = "critical" // very likely unlawful or a deadline at risk
)

// Analysis is the result for one letter.
// The JSON tags follow spec 2.3 (review_flags) so the API layer may
// marshal it directly.
type Analysis struct {
	Summary    string               `json:"summary"`
	Sections   []Section            `json:"sections"`
	KeyNumbers map[string]KeyNumber `json:"key_numbers"`
	Flags      []Flag               `json:"review_flags"`
	Deadlines  []Deadline           `json:"deadlines"`
}

// Section is a titled passage of the letter (or of the analysis) with the
// page it starts on.
type Section struct {
	Title string `json:"title"`
	Text  string `json:"text"`
	Page  int    `json:"page"`
}

// KeyNumber is a value as a string (amounts "1.234,56", dates "DD.MM.YYYY",
// counts "2") and the page where it was found; computed values carry the
// page of the date they derive from.
type KeyNumber struct {
	Value string `json:"value"`
	Page  int    `json:"page"`
}

// Flag is a review finding.
type Flag struct {
	Topic       string `json:"topic"`
	Severity    string `json:"severity"`
	Description string `json:"description"`
	LegalBasis  string `json:"legal_basis"`
	Page        int    `json:"page"`
}

// Deadline is a computed deadline.
type Deadline struct {
	Name        string `json:"name"`
	Date        string `json:"date"`
	LegalBasis  string `json:"legal_basis"`
	Description string `json:"description"`
	Page        int    `json:"page"`
}

// Config configures an Analyzer. The zero value uses the built-in rule
// engine only and the system clock.
type Config struct {
	// AI, if set, writes summary and sections for the document types it
	// accepts (llm.Provider.Enabled). Enterprise organisations get their
	// own Analyzer with their own provider.
	AI llm.Provider
	// Now is the clock for "today" (days remaining); default time.Now.
	Now func() time.Time
	// Logger receives provider failures (never document content).
	Logger *slog.Logger
}

// Analyzer analyses letters. It is safe for concurrent use.
type Analyzer struct {
	cfg Config
}

// New returns an Analyzer.
func New(cfg Config) *Analyzer {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Analyzer{cfg: cfg}
}

// Analyze analyses doc as docType. A document that is not of docType fails
// with problem.DocumentNotRecognized (HTTP 422).
func (a *Analyzer) Analyze(ctx context.Context, docType string, doc *document.Document) (*Analysis, error) {
	if _, ok := profiles[docType]; !ok {
		return nil, problem.Errorf(problem.DocumentTypeUnsupported, "document_type %q is not a letter type", docType)
	}
	if doc == nil || doc.WordCount() == 0 {
		return nil, problem.New(problem.DocumentNotRecognized, "The document contains no readable text.")
	}
	t := newText(doc)
	if !recognize(docType, t) {
		return nil, problem.Errorf(problem.DocumentNotRecognized, "The document does not look like a %s. %s", typeNames[docType], expectHint[docType])
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := &run{t: t, today: german.FromTime(a.cfg.Now()), keys: map[string]KeyNumber{}}
	r.land, r.landSource = t.senderLand()
	switch docType {
	case "steuerbescheid":
		r.steuerbescheid()
	case "lohnabrechnung":
		r.lohnabrechnung()
	case "mahnung":
		r.mahnung()
	case "kuendigung":
		r.kuendigung()
	case "bussgeldbescheid":
		r.bussgeldbescheid()
	default:
		return nil, problem.Errorf(problem.DocumentTypeUnsupported, "document_type %q is not a letter type", docType)
	}
	res := &Analysis{Summary: r.summary, Sections: r.sections, KeyNumbers: r.keys, Flags: r.flags, Deadlines: r.deadlines}
	if a.cfg.AI != nil && a.cfg.AI.Enabled(docType) {
		a.applyAI(ctx, docType, t, res)
	}
	return res, nil
}

// applyAI lets the provider rewrite summary and sections and propose key
// numbers. Proposals are accepted only for contract keys the engine did not
// find and only when the value occurs in the document text; deadlines and
// flags stay the engine's. Any provider error keeps the built-in answer.
func (a *Analyzer) applyAI(ctx context.Context, docType string, t *text, res *Analysis) {
	req := llm.Request{DocType: docType, Keys: KeyNames[docType]}
	page := 0
	var b strings.Builder
	for _, l := range t.lines {
		if l.page != page {
			if b.Len() > 0 {
				req.Pages = append(req.Pages, b.String())
				b.Reset()
			}
			page = l.page
		}
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	req.Pages = append(req.Pages, b.String())
	out, err := a.cfg.AI.Analyze(ctx, req)
	if err != nil {
		if !errors.Is(err, context.Canceled) {
			// Provider errors can echo model output; log only their kind.
			a.cfg.Logger.Warn("letters: AI provider failed, using built-in analysis", "document_type", docType, "error_kind", errorKind(err))
		}
		return
	}
	if s := strings.TrimSpace(out.Summary); s != "" {
		res.Summary = s
	}
	if len(out.Sections) > 0 {
		secs := make([]Section, 0, len(out.Sections))
		for _, s := range out.Sections {
			if strings.TrimSpace(s.Title) == "" || strings.TrimSpace(s.Text) == "" {
				continue
			}
			secs = append(secs, Section{Title: s.Title, Text: s.Text, Page: clampPage(s.Page, len(req.Pages))})
		}
		if len(secs) > 0 {
			res.Sections = secs
		}
	}
	allowed := map[string]bool{}
	for _, k := range KeyNames[docType] {
		allowed[k] = true
	}
	for k, v := range out.KeyNumbers {
		if !allowed[k] || computedKeys[k] {
			continue
		}
		if _, have := res.KeyNumbers[k]; have {
			continue
		}
		if p, ok := t.occurs(v.Value); ok {
			res.KeyNumbers[k] = KeyNumber{Value: v.Value, Page: p}
		}
	}
}

func errorKind(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "timeout"
	case errors.Is(err, llm.ErrNotConfigured):
		return "not_configured"
	default:
		return fmt.Sprintf("%T", errors.Unwrap(err))
	}
}

func clampPage(p, n int) int {
	if p < 1 || p > n {
		return 1
	}
	return p
}

// occurs reports whether the value appears in the document text, and on
// which page: amounts are compared as amounts, everything else as text.
func (t *text) occurs(v string) (int, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if c, err := german.ParseAmount(v); err == nil {
		for _, l := range t.lines {
			for _, a := range amountsIn(l.norm) {
				if a == c || a == -c {
					return l.page, true
				}
			}
		}
		return 0, false
	}
	if d, err := german.ParseDate(v); err == nil {
		for _, l := range t.lines {
			for _, x := range datesIn(l.text) {
				if x == d {
					return l.page, true
				}
			}
		}
		return 0, false
	}
	nv := normalize(v)
	for _, l := range t.lines {
		if containsWord(l.norm, nv) {
			return l.page, true
		}
	}
	return 0, false
}

func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isAlnum(s[j-1])
		after := j+len(w) == len(s) || !isAlnum(s[j+len(w)])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isAlnum(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// KeyNames is the key_numbers contract per type (issue 4, documented in
// docs/letters.md).
var KeyNames = map[string][]string{
	"steuerbescheid": {"steuerjahr", "bescheiddatum", "bekanntgabedatum", "einspruchsfrist_ende", "zu_versteuerndes_einkommen",
		"festgesetzte_einkommensteuer", "solidaritaetszuschlag", "kirchensteuer", "erstattungsbetrag", "nachzahlungsbetrag"},
	"lohnabrechnung": {"abrechnungszeitraum", "steuerklasse", "bruttobezug", "lohnsteuer", "solidaritaetszuschlag", "kirchensteuer",
		"krankenversicherung", "pflegeversicherung", "rentenversicherung", "arbeitslosenversicherung", "nettobezug", "auszahlungsbetrag"},
	"mahnung":          {"schreiben_datum", "hauptforderung", "zinsen", "mahngebuehren", "inkassokosten", "gesamtforderung", "zahlungsfrist_ende"},
	"kuendigung":       {"schreiben_datum", "zugang_datum", "beendigungsdatum", "klagefrist_ende", "betriebszugehoerigkeit_jahre"},
	"bussgeldbescheid": {"tatdatum", "bescheiddatum", "zustellungsdatum", "einspruchsfrist_ende", "bussgeld", "gebuehren", "auslagen", "gesamtbetrag", "punkte", "fahrverbot_monate"},
}

// computedKeys are always computed by the rule engine, never taken from AI.
var computedKeys = map[string]bool{"bekanntgabedatum": true, "einspruchsfrist_ende": true, "klagefrist_ende": true, "zahlungsfrist_ende": true, "betriebszugehoerigkeit_jahre": true}

var typeNames = map[string]string{
	"steuerbescheid": "tax assessment (Steuerbescheid)", "lohnabrechnung": "payslip (Lohn-/Gehaltsabrechnung)",
	"mahnung": "payment reminder or debt collection letter (Mahnung/Inkasso)", "kuendigung": "termination of employment (Kündigung des Arbeitsverhältnisses)",
	"bussgeldbescheid": "fine notice (Bußgeldbescheid)",
}

var expectHint = map[string]string{
	"steuerbescheid":   "Expected a Finanzamt assessment with the tax fixed (festgesetzt).",
	"lohnabrechnung":   "Expected gross and net pay with tax and social-insurance deductions.",
	"mahnung":          "Expected a demand for an overdue claim (Mahnung, Zahlungserinnerung or Inkasso letter).",
	"kuendigung":       "Expected the termination of an employment relationship; other contract cancellations are not supported.",
	"bussgeldbescheid": "Expected a Bußgeldbescheid for an administrative offence with fine and objection notice.",
}

// run holds the state of one analysis.
type run struct {
	t          *text
	today      german.Date
	land       legal.Land
	landSource string
	keys       map[string]KeyNumber
	flags      []Flag
	deadlines  []Deadline
	sections   []Section
	summary    string
}

func (r *run) setAmount(key string, f found[german.Cents]) {
	if f.ok {
		r.keys[key] = KeyNumber{Value: f.v.String(), Page: f.page}
	}
}

func (r *run) setDate(key string, d german.Date, page int) {
	if !d.IsZero() {
		r.keys[key] = KeyNumber{Value: d.String(), Page: page}
	}
}

func (r *run) flag(topic, severity, basis string, page int, format string, args ...any) {
	desc := fmt.Sprintf(format, args...)
	if basis != "" && !strings.Contains(desc, basis) {
		desc += " (Rechtsgrundlage: " + basis + ")"
	}
	r.flags = append(r.flags, Flag{Topic: topic, Severity: severity, Description: desc, LegalBasis: basis, Page: page})
}

func (r *run) deadline(name string, res legal.Result, page int, desc string) {
	if s := res.Shift.Explain(); s != "" {
		desc += " " + s
	}
	if days := res.Date.Sub(r.today); days >= 0 {
		desc += fmt.Sprintf(" Noch %d Tage (Stand %s).", days, r.today)
	} else {
		desc += fmt.Sprintf(" Die Frist ist seit %d Tagen abgelaufen (Stand %s).", -days, r.today)
	}
	r.deadlines = append(r.deadlines, Deadline{Name: name, Date: res.Date.String(), LegalBasis: res.Rule.Cite(), Description: strings.TrimSpace(desc), Page: page})
}

// landFlag says which Land's holidays were used, or that only nationwide
// holidays were (the spec asks to say so).
func (r *run) landFlag(page int) {
	if r.land == legal.Unknown {
		r.flag("feiertage", Warning, "§ 193 BGB, § 108 Abs. 3 AO, § 222 Abs. 2 ZPO", page,
			"Das Bundesland des Absenders war nicht erkennbar; für die Fristberechnung wurden nur bundesweite Feiertage berücksichtigt. Ein Landesfeiertag am Fristende kann die Frist um einen Werktag verlängern.")
		return
	}
	desc := fmt.Sprintf("Fristen wurden mit den Feiertagen von %s berechnet (Absender: %s).", r.land.Name(), r.landSource)
	if reg := legal.RegionalHolidays[r.land]; len(reg) > 0 {
		desc += " Nur örtlich geltende Feiertage (" + strings.Join(reg, "; ") + ") sind nicht berücksichtigt; das Fristende liegt dadurch eher zu früh als zu spät."
	}
	r.flag("feiertage", Info, "§ 193 BGB, § 108 Abs. 3 AO, § 222 Abs. 2 ZPO, § 43 Abs. 2 StPO", page, "%s", desc)
}

func firstPage(fs ...int) int {
	for _, p := range fs {
		if p > 0 {
			return p
		}
	}
	return 1
}
