package analysis_test

import (
	"context"
	"os/exec"
	"testing"
	"time"

	"papierkram/backend/analysis"
	"papierkram/backend/intake"
	"papierkram/backend/letters"
	"papierkram/backend/letters/corpus"
	"papierkram/backend/problem"
	"papierkram/backend/statement"
	"papierkram/backend/statement/synth"
)

// The pipeline end to end on real files: intake (pdftotext), statement
// extraction and letter analysis, with the conversion to the API message.
func newPipeline(t *testing.T) *analysis.Pipeline {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed; `make test` installs it")
	}
	return &analysis.Pipeline{Reader: intake.New(intake.Config{}, nil), Letters: letters.New(letters.Config{}), Timeout: 30 * time.Second}
}

func TestStatementThroughPipeline(t *testing.T) {
	p := newPipeline(t)
	st, err := synth.Generate("signed", 3)
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := st.PDF()
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Analyze(context.Background(), "kontoauszug", pdf)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tables) != 1 || res.Statement == nil || res.Pages < 1 {
		t.Fatalf("tables=%d statement=%v pages=%d", len(res.Tables), res.Statement, res.Pages)
	}
	tab := res.Tables[0]
	if len(tab.Headers) != 7 || tab.Headers[0] != statement.Headers[0] || tab.Headers[6] != "Betrag" {
		t.Errorf("headers = %v", tab.Headers)
	}
	if len(tab.Rows) != len(st.Truth.Transactions) {
		t.Errorf("rows = %d, truth = %d", len(tab.Rows), len(st.Truth.Transactions))
	}
	if res.Statement.Reconciliation.GetStatus() != "ok" {
		t.Errorf("reconciliation = %v", res.Statement.Reconciliation)
	}
	// Statement is the same path without the response message.
	sr, rt, err := p.Statement(context.Background(), pdf)
	if err != nil {
		t.Fatal(err)
	}
	if len(sr.Transactions) != len(tab.Rows) || sr.Info.Reconciliation.Status != statement.StatusOK || rt.Attempted {
		t.Errorf("Statement: %d transactions (Analyze: %d rows), reconciliation %s, re-read %v", len(sr.Transactions), len(tab.Rows), sr.Info.Reconciliation.Status, rt.Attempted)
	}
	// A letter sent as kontoauszug is not a statement.
	samples, err := corpus.Generate()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range samples {
		if s.DocType == "mahnung" && !s.Negative {
			_, err := p.Analyze(context.Background(), "kontoauszug", s.PDF)
			if !problem.Is(err, problem.DocumentNotRecognized) {
				t.Errorf("mahnung as kontoauszug: %v", err)
			}
			break
		}
	}
}

func TestLettersThroughPipeline(t *testing.T) {
	p := newPipeline(t)
	samples, err := corpus.Generate()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, s := range samples {
		if s.Negative || seen[s.DocType] {
			continue
		}
		seen[s.DocType] = true
		t.Run(s.Name, func(t *testing.T) {
			res, err := p.Analyze(context.Background(), s.DocType, s.PDF)
			if err != nil {
				t.Fatal(err)
			}
			a := res.Analysis
			if a == nil || a.Summary == "" || len(a.KeyNumbers) == 0 {
				t.Fatalf("analysis = %v", a)
			}
			for k, want := range s.Keys {
				if got := a.KeyNumbers[k]; got == nil || got.Value != want || got.Page < 1 {
					t.Errorf("%s = %v, want %s", k, got, want)
				}
			}
			for _, f := range a.ReviewFlags {
				if f.Severity != "info" && f.Severity != "warning" && f.Severity != "critical" {
					t.Errorf("severity %q", f.Severity)
				}
			}
		})
	}
	if len(seen) != 5 {
		t.Errorf("covered %d letter types, want 5", len(seen))
	}
}
