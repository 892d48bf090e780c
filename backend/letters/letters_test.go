package letters

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/german"
	"papierkram/backend/intake"
	"papierkram/backend/legal"
	"papierkram/backend/letters/corpus"
	"papierkram/backend/llm"
	"papierkram/backend/problem"
)

var update = flag.Bool("update", false, "rewrite golden files")

var testNow = func() time.Time { return time.Date(2025, 11, 1, 12, 0, 0, 0, time.UTC) }

// docFromText builds a document from text lines per page, one word box per
// whitespace-separated token, as intake would for a text layer.
func docFromText(pages ...string) *document.Document {
	d := &document.Document{Format: "pdf"}
	for i, p := range pages {
		page := document.Page{Number: i + 1, Width: 595, Height: 842}
		for li, l := range strings.Split(p, "\n") {
			x := 50.0
			y := 40 + float64(li)*14
			for _, w := range strings.Fields(l) {
				wd := float64(len(w)) * 5
				page.Words = append(page.Words, document.Word{Text: w, Box: document.Rect{X0: x, Y0: y, X1: x + wd, Y1: y + 10}, Conf: 1})
				x += wd + 4
			}
		}
		d.Pages = append(d.Pages, page)
	}
	return d
}

func TestAmountsAndDates(t *testing.T) {
	if got := amountsIn("krankenversicherung 8,55 % 359,10 €"); len(got) != 1 || got[0] != 35910 {
		t.Errorf("amountsIn = %v", got)
	}
	if got := amountsIn("rentenversicherung 9,30% -390,60"); len(got) != 1 || got[0] != -39060 {
		t.Errorf("amountsIn = %v", got)
	}
	if got := amountsOpt("verzugszinsen 8, 25, €", true); len(got) != 1 || got[0].c != 825 {
		t.Errorf("split cents = %v", got)
	}
	for _, tt := range []struct {
		s    string
		ocr  bool
		want []german.Cents
	}{
		{"krankenversicherung 8,55 % 213.75", true, []german.Cents{21375}}, // OCR: point for the decimal comma
		{"nettobezug 1.961.25", true, []german.Cents{196125}},
		{"krankenversicherung 8,55 % 213.75", false, nil}, // text layer: not an amount
		{"frist bis 12.09. verlangert", true, nil},
		{"am 12.09 zahlen", true, nil}, // not the last token
	} {
		var got []german.Cents
		for _, a := range amountsOpt(tt.s, tt.ocr) {
			got = append(got, a.c)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("amountsOpt(%q, ocr=%v) = %v, want %v", tt.s, tt.ocr, got, tt.want)
		}
	}
	ds := datesIn("Tatzeit: 12.09.2025, 14:32 Uhr, Bescheid vom 3. November 2025")
	if len(ds) != 2 || ds[0] != german.D(2025, 9, 12) || ds[1] != german.D(2025, 11, 3) {
		t.Errorf("datesIn = %v", ds)
	}
}

func TestSenderLand(t *testing.T) {
	tests := []struct {
		name string
		text string
		want legal.Land
	}{
		{"sender line", "Finanzamt München, Deroystr. 18, 80335 München\nHerrn\nMax Muster\nHauptstr. 1\n20095 Hamburg\nMünchen, 27.10.2025", legal.BY},
		{"letterhead, recipient block skipped", "Weser Bau AG\nVahrenwalder Str. 7\n30165 Hannover\nFrau\nAnna Schulz\nAm Markt 1\n80331 München", legal.NI},
		{"recipient first, letterhead below", "Herrn\nMax Muster\nHauptstr. 1\n20095 Hamburg\nStadt Köln, Willy-Brandt-Platz 3, 50679 Köln", legal.NW},
		{"city of date line", "Sehr geehrte Damen und Herren\nLeipzig, 03.11.2025", legal.SN},
		{"nothing", "Sehr geehrte Damen und Herren", legal.Unknown},
	}
	for _, tt := range tests {
		got, _ := newText(docFromText(tt.text)).senderLand()
		if got != tt.want {
			t.Errorf("%s: senderLand = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// readPDF turns a PDF into a document with the shared intake (text layer
// only, no OCR).
func readPDF(t *testing.T, data []byte) *document.Document {
	t.Helper()
	doc, err := intake.New(intake.Config{}, nil).Read(context.Background(), data)
	if err != nil {
		t.Fatalf("intake: %v", err)
	}
	return doc
}

// TestCorpus runs the analyser on every text-layer letter of the synthetic
// corpus: right-type letters must match the hand-written ground truth and
// the golden analysis (testdata/golden, go test -update to rewrite), the
// negatives must be 422.
func TestCorpus(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("poppler-utils not installed")
	}
	samples, err := corpus.Generate()
	if err != nil {
		t.Fatal(err)
	}
	a := New(Config{Now: testNow})
	for _, s := range samples {
		t.Run(s.Name, func(t *testing.T) {
			res, err := a.Analyze(context.Background(), s.DocType, readPDF(t, s.PDF))
			if s.Negative {
				if !problem.Is(err, problem.DocumentNotRecognized) {
					t.Fatalf("want document_not_recognized, got %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for k, want := range s.Keys {
				if got := res.KeyNumbers[k].Value; got != want {
					t.Errorf("key %s = %q, want %q", k, got, want)
				}
			}
			for k := range res.KeyNumbers {
				if _, ok := s.Keys[k]; !ok {
					t.Errorf("unexpected key %s = %q", k, res.KeyNumbers[k].Value)
				}
			}
			for name, want := range s.Deadlines {
				i := slices.IndexFunc(res.Deadlines, func(d Deadline) bool { return d.Name == name })
				if i < 0 || res.Deadlines[i].Date != want {
					t.Errorf("deadline %s missing or wrong, want %s: %+v", name, want, res.Deadlines)
				}
			}
			for _, f := range s.Flags {
				topic, sev := corpus.Topic(f)
				if !slices.ContainsFunc(res.Flags, func(x Flag) bool { return x.Topic == topic && (sev == "" || x.Severity == sev) }) {
					t.Errorf("missing flag %s", f)
				}
			}
			checkOutput(t, res)
			golden(t, s.Name+".json", res)
		})
	}
}

// checkOutput enforces the output contract of issue 4.
func checkOutput(t *testing.T, res *Analysis) {
	t.Helper()
	n := strings.Count(res.Summary, ". ") + 1
	if res.Summary == "" || n < 2 || n > 5 {
		t.Errorf("summary should have 2–5 sentences: %q", res.Summary)
	}
	for _, f := range res.Flags {
		if f.LegalBasis == "" || !strings.Contains(f.Description, "§") && !strings.Contains(f.Description, "BGH") && !strings.Contains(f.Description, "BKatV") {
			t.Errorf("flag %s does not name its legal basis: %q", f.Topic, f.Description)
		}
		if !slices.Contains([]string{Info, Warning, Critical}, f.Severity) {
			t.Errorf("flag %s severity %q", f.Topic, f.Severity)
		}
		if f.Page < 1 {
			t.Errorf("flag %s page %d", f.Topic, f.Page)
		}
	}
	for k, v := range res.KeyNumbers {
		if v.Page < 1 || v.Value == "" {
			t.Errorf("key %s = %+v", k, v)
		}
	}
	for _, d := range res.Deadlines {
		if _, err := german.ParseDate(d.Date); err != nil || d.LegalBasis == "" {
			t.Errorf("deadline %+v", d)
		}
	}
}

func golden(t *testing.T, name string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if string(want) != string(got) {
		t.Errorf("%s differs from the golden file; run go test -update and review the diff", path)
	}
}

// TestRealInsuranceCancellation: the docspell sample is a member's
// cancellation of health insurance, not an employment termination.
func TestRealInsuranceCancellation(t *testing.T) {
	data, err := os.ReadFile("/work/shared/corpus/public/docspell/letter-de.pdf")
	if err != nil {
		t.Skip("shared corpus not available")
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("poppler-utils not installed")
	}
	_, err = New(Config{}).Analyze(context.Background(), "kuendigung", readPDF(t, data))
	if !problem.Is(err, problem.DocumentNotRecognized) {
		t.Fatalf("want 422, got %v", err)
	}
}

func TestEmptyAndUnknown(t *testing.T) {
	a := New(Config{})
	if _, err := a.Analyze(context.Background(), "mahnung", &document.Document{}); !problem.Is(err, problem.DocumentNotRecognized) {
		t.Errorf("empty: %v", err)
	}
	if _, err := a.Analyze(context.Background(), "kontoauszug", docFromText("Mahnung Hauptforderung 10,00")); !problem.Is(err, problem.DocumentTypeUnsupported) {
		t.Error("kontoauszug is not a letter type")
	}
}

type fakeAI struct {
	res     *llm.Result
	err     error
	types   []string
	called  int
	lastReq llm.Request
}

func (f *fakeAI) Enabled(t string) bool { return llm.TypeEnabled(f.types, t) }
func (f *fakeAI) Analyze(ctx context.Context, req llm.Request) (*llm.Result, error) {
	f.called++
	f.lastReq = req
	return f.res, f.err
}

const mahnText = `Spree Inkasso AG, Friedrichstraße 100, 10117 Berlin
Frau
Marie Schulze
Boxhagener Straße 20
10245 Berlin
Berlin, 01.09.2025
Zahlungsaufforderung
Im Auftrag unserer Mandantin, der Streamingdienst GmbH, Forderungsgrund: Rechnung vom 01.06.2025.
Hauptforderung 39,90 €
Inkassokosten 58,50 €
Gesamtforderung 98,40 €
Zahlen Sie bis zum 15.09.2025.`

func TestAIMerge(t *testing.T) {
	ai := &fakeAI{res: &llm.Result{
		Summary:  "Ein Inkassoschreiben über 98,40 €.",
		Sections: []llm.Section{{Title: "Forderung", Text: "39,90 € Hauptforderung", Page: 7}},
		KeyNumbers: map[string]llm.KeyNumber{
			"zinsen":             {Value: "3,10", Page: 1},       // not in the text: dropped
			"mahngebuehren":      {Value: "98,40", Page: 1},      // in the text: kept (the engine found none)
			"hauptforderung":     {Value: "40,00", Page: 1},      // engine value wins
			"zahlungsfrist_ende": {Value: "30.09.2025", Page: 1}, // deadlines are computed, never taken
			"unbekannt":          {Value: "1", Page: 1},          // not in the contract
		},
	}}
	a := New(Config{Now: testNow, AI: ai})
	res, err := a.Analyze(context.Background(), "mahnung", docFromText(mahnText))
	if err != nil {
		t.Fatal(err)
	}
	if ai.called != 1 || len(ai.lastReq.Pages) != 1 || !slices.Contains(ai.lastReq.Keys, "inkassokosten") {
		t.Fatalf("provider call: %d %+v", ai.called, ai.lastReq)
	}
	if res.Summary != ai.res.Summary || len(res.Sections) != 1 || res.Sections[0].Page != 1 {
		t.Errorf("summary/sections not taken: %q %+v", res.Summary, res.Sections)
	}
	want := map[string]string{"hauptforderung": "39,90", "mahngebuehren": "98,40", "zahlungsfrist_ende": "15.09.2025"}
	for k, v := range want {
		if res.KeyNumbers[k].Value != v {
			t.Errorf("%s = %q, want %q", k, res.KeyNumbers[k].Value, v)
		}
	}
	for _, k := range []string{"zinsen", "unbekannt"} {
		if _, ok := res.KeyNumbers[k]; ok {
			t.Errorf("%s must be dropped", k)
		}
	}
	if !slices.ContainsFunc(res.Flags, func(f Flag) bool { return f.Topic == "inkassokosten" && f.Severity == Critical }) {
		t.Error("rule-engine flags must survive the AI answer")
	}
}

func TestAIFailureAndDisabled(t *testing.T) {
	base, err := New(Config{Now: testNow}).Analyze(context.Background(), "mahnung", docFromText(mahnText))
	if err != nil {
		t.Fatal(err)
	}
	failing := &fakeAI{err: errors.New("503 from provider")}
	res, err := New(Config{Now: testNow, AI: failing}).Analyze(context.Background(), "mahnung", docFromText(mahnText))
	if err != nil || failing.called != 1 {
		t.Fatalf("err %v, calls %d", err, failing.called)
	}
	if res.Summary != base.Summary || len(res.KeyNumbers) != len(base.KeyNumbers) {
		t.Error("a failing provider must leave the built-in answer")
	}
	other := &fakeAI{types: []string{"steuerbescheid"}}
	if _, err := New(Config{Now: testNow, AI: other}).Analyze(context.Background(), "mahnung", docFromText(mahnText)); err != nil || other.called != 0 {
		t.Errorf("provider not enabled for mahnung was called (%d) or failed: %v", other.called, err)
	}
}

func TestOwnResignationAndHearingForm(t *testing.T) {
	a := New(Config{Now: testNow})
	own := "Max Muster, Lindenweg 2, 50667 Köln\nMuster GmbH\nPersonalabteilung\nKöln, 02.10.2025\nKündigung meines Arbeitsverhältnisses\nhiermit kündige ich mein Arbeitsverhältnis fristgerecht zum 31.10.2025.\nMit freundlichen Grüßen"
	res, err := a.Analyze(context.Background(), "kuendigung", docFromText(own))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := res.KeyNumbers["klagefrist_ende"]; ok || !slices.ContainsFunc(res.Flags, func(f Flag) bool { return f.Topic == "eigenkuendigung" }) {
		t.Errorf("own resignation: keys %v flags %v", res.KeyNumbers, res.Flags)
	}
	hearing := "Landratsamt Musterkreis, Bußgeldstelle, Hauptstr. 1, 04552 Borna\nAnhörungsbogen\nIhnen wird vorgeworfen, eine Ordnungswidrigkeit nach § 24 StVG begangen zu haben.\nTatzeit: 12.09.2025\nTatort: Borna\nKennzeichen: L-AB 1\nDie Geldbuße beträgt voraussichtlich 115,00 €.\nBitte äußern Sie sich innerhalb einer Woche."
	if _, err := a.Analyze(context.Background(), "bussgeldbescheid", docFromText(hearing)); !problem.Is(err, problem.DocumentNotRecognized) {
		t.Errorf("hearing form: want 422, got %v", err)
	}
}
