package analysis

import (
	"context"
	"errors"
	"fmt"
	"time"

	"papierkram/backend/auth"
	"papierkram/backend/document"
	"papierkram/backend/letters"
	"papierkram/backend/problem"
	"papierkram/backend/statement"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Reader turns uploaded bytes into pages of words (package intake).
type Reader interface {
	Read(ctx context.Context, data []byte) (*document.Document, error)
}

// Pipeline is the production pipeline.
type Pipeline struct {
	Reader  Reader
	Letters *letters.Analyzer
	// Dedicated holds letter analysers with an organization's own AI
	// provider, keyed by organization id (spec 1.6: Enterprise only; the
	// operator configures them, see config.Gemini.Dedicated).
	Dedicated map[string]*letters.Analyzer
	// Timeout bounds one analysis end to end.
	Timeout time.Duration
	// Observer (optional) counts re-readings of scanned statements; when it
	// also has a method LetterReread(outcome string), it is told what the
	// second reading of each troubled scanned letter did ("resolved",
	// "used", "kept", "skipped"; LetterRetry.Outcome).
	Observer interface{ StatementReread(outcome string) }
}

// errTimeout marks the pipeline's own deadline, told apart from a client
// that went away.
var errTimeout = errors.New("analysis deadline exceeded")

// Analyze implements api.Pipeline.
func (p *Pipeline) Analyze(ctx context.Context, docType string, data []byte) (*papierkramv1.AnalyzeResponse, error) {
	if p.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, p.Timeout, errTimeout)
		defer cancel()
	}
	res, err := p.analyze(ctx, docType, data)
	if err != nil && context.Cause(ctx) == errTimeout {
		return nil, problem.Wrap(problem.ProcessingFailed,
			fmt.Sprintf("Processing took longer than %s and was stopped. Try a smaller or clearer document.", p.Timeout), err)
	}
	return res, err
}

// Statement reads data and extracts its bank statement as Analyze does for
// document type kontoauszug, including the second reading of OCR'd pages
// when the statement does not reconcile (retry.go), but without the
// response message. The statement benchmark (cmd/evalstatements) measures
// through it, so that its numbers are what an API user gets.
func (p *Pipeline) Statement(ctx context.Context, data []byte) (*statement.Result, Retry, error) {
	if p.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, p.Timeout, errTimeout)
		defer cancel()
	}
	readStart := time.Now()
	doc, err := p.Reader.Read(ctx, data)
	if err != nil {
		return nil, Retry{}, fmt.Errorf("read document: %w", err)
	}
	return p.extractStatement(ctx, data, doc, time.Since(readStart))
}

func (p *Pipeline) analyze(ctx context.Context, docType string, data []byte) (*papierkramv1.AnalyzeResponse, error) {
	readStart := time.Now()
	doc, err := p.Reader.Read(ctx, data)
	if err != nil {
		return nil, fmt.Errorf("read document: %w", err)
	}
	res := &papierkramv1.AnalyzeResponse{DocumentType: docType, Pages: int32(len(doc.Pages))}
	if docType == "kontoauszug" {
		st, rt, err := p.extractStatement(ctx, data, doc, time.Since(readStart))
		if err != nil {
			return nil, fmt.Errorf("extract statement: %w", err)
		}
		if o := rt.Outcome(st.Info.Reconciliation.Status == statement.StatusOK); o != "" && p.Observer != nil {
			p.Observer.StatementReread(o)
		}
		res.ProjectSlug = "kontoauszug-v1"
		res.Tables, res.Statement = statementMessages(st)
		return res, nil
	}
	if p.Letters == nil {
		return nil, problem.New(problem.ProcessingFailed, "Letter analysis is not available on this deployment.")
	}
	analyzer := p.Letters
	if pr := auth.FromContext(ctx); pr != nil && p.Dedicated[pr.OrgID] != nil {
		analyzer = p.Dedicated[pr.OrgID]
	}
	a, err := analyzer.Analyze(ctx, docType, doc)
	if err != nil {
		return nil, fmt.Errorf("analyse letter: %w", err)
	}
	// A scanned letter whose analysis shows reading trouble is read once
	// more with another binarisation (letterretry.go).
	rr, _ := p.Reader.(LetterRereader)
	a, rt := retryLetter(ctx, rr, analyzer.Analyze, docType, data, doc, a, time.Since(readStart))
	if o := rt.Outcome(); o != "" {
		if lo, ok := p.Observer.(interface{ LetterReread(outcome string) }); ok {
			lo.LetterReread(o)
		}
	}
	res.ProjectSlug = docType + "-v1"
	res.Analysis = analysisMessage(a)
	return res, nil
}

func analysisMessage(a *letters.Analysis) *papierkramv1.Analysis {
	m := &papierkramv1.Analysis{Summary: a.Summary, KeyNumbers: make(map[string]*papierkramv1.KeyNumber, len(a.KeyNumbers))}
	for _, s := range a.Sections {
		m.Sections = append(m.Sections, &papierkramv1.Section{Title: s.Title, Text: s.Text, Page: int32(s.Page)})
	}
	for k, v := range a.KeyNumbers {
		m.KeyNumbers[k] = &papierkramv1.KeyNumber{Value: v.Value, Page: int32(v.Page)}
	}
	for _, f := range a.Flags {
		m.ReviewFlags = append(m.ReviewFlags, &papierkramv1.ReviewFlag{Topic: f.Topic, Severity: f.Severity, Description: f.Description, LegalBasis: f.LegalBasis, Page: int32(f.Page)})
	}
	for _, d := range a.Deadlines {
		m.Deadlines = append(m.Deadlines, &papierkramv1.Deadline{Name: d.Name, Date: d.Date, LegalBasis: d.LegalBasis, Description: d.Description, Page: int32(d.Page)})
	}
	return m
}

func statementMessages(st *statement.Result) ([]*papierkramv1.Table, *papierkramv1.Statement) {
	tables := make([]*papierkramv1.Table, 0, len(st.Tables))
	for _, t := range st.Tables {
		rows := make([]*papierkramv1.Row, 0, len(t.Rows))
		for _, r := range t.Rows {
			rows = append(rows, &papierkramv1.Row{Cells: r})
		}
		tables = append(tables, &papierkramv1.Table{Name: t.Name, Headers: t.Headers, Rows: rows})
	}
	i := st.Info
	rc := i.Reconciliation
	return tables, &papierkramv1.Statement{
		Bank: i.Bank, Iban: i.IBAN, Bic: i.BIC, Currency: i.Currency,
		PeriodStart: i.PeriodStart, PeriodEnd: i.PeriodEnd,
		OpeningBalance: i.OpeningBalance, ClosingBalance: i.ClosingBalance,
		Reconciliation: reconciliationMessage(rc),
		Accounts:       accountMessages(i.Accounts),
	}
}

func reconciliationMessage(rc statement.Reconciliation) *papierkramv1.Reconciliation {
	rows := make([]int32, len(rc.Rows))
	for k, r := range rc.Rows {
		rows[k] = int32(r)
	}
	return &papierkramv1.Reconciliation{
		Status: rc.Status, Expected: rc.Expected, Actual: rc.Actual, Difference: rc.Difference, Rows: rows, Detail: rc.Detail,
	}
}

// accountMessages describes each account of a multi-account statement.
func accountMessages(as []statement.AccountInfo) []*papierkramv1.StatementAccount {
	var out []*papierkramv1.StatementAccount
	for _, a := range as {
		out = append(out, &papierkramv1.StatementAccount{
			Table: a.Table, Iban: a.IBAN, OpeningBalance: a.OpeningBalance, ClosingBalance: a.ClosingBalance,
			Reconciliation: reconciliationMessage(a.Reconciliation),
		})
	}
	return out
}
