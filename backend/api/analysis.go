package api

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"connectrpc.com/connect"

	"papierkram/backend/analysis"
	"papierkram/backend/audit"
	"papierkram/backend/auth"
	"papierkram/backend/problem"
	"papierkram/backend/requestid"
	"papierkram/backend/usage"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Pipeline processes one document.
type Pipeline interface {
	Analyze(ctx context.Context, docType string, data []byte) (*papierkramv1.AnalyzeResponse, error)
}

// Observer receives per-analysis measurements (Prometheus in production).
type Observer interface {
	AnalysisStarted()
	AnalysisDone()
	AnalysisFinished(docType string, code string, d time.Duration)
}

// Analysis implements papierkramv1connect.AnalysisServiceHandler.
type Analysis struct {
	Pipeline Pipeline
	Meter    *usage.Meter
	Audit    *audit.Log
	Observer Observer
	Log      *slog.Logger
}

// Analyze validates, reserves a quota unit, runs the pipeline and counts the
// call only when it succeeded (spec 4.1: only successful documents are billable).
func (a *Analysis) Analyze(ctx context.Context, req *connect.Request[papierkramv1.AnalyzeRequest]) (*connect.Response[papierkramv1.AnalyzeResponse], error) {
	start := time.Now()
	p := auth.FromContext(ctx)
	docType := req.Msg.GetDocumentType()
	res, err := a.analyze(ctx, p, docType, req.Msg.GetFile())
	latency := time.Since(start)
	code := ""
	status := 200
	if err != nil {
		pe := problem.From(err)
		code, status = string(pe.Code), pe.Code.Status()
	}
	if p != nil {
		// The audit entry is written even when the client has gone away.
		entry := audit.Entry{RequestID: requestid.From(ctx), OrgID: p.OrgID, KeyID: p.KeyID, Status: status, Code: code, Latency: latency}
		if analysis.ValidType(docType) {
			entry.DocumentType = docType
		} else {
			entry.DocumentType = "(invalid)"
		}
		if res != nil {
			entry.Pages = int(res.Pages)
		}
		if aerr := a.Audit.Record(context.WithoutCancel(ctx), entry); aerr != nil {
			a.Log.ErrorContext(ctx, "audit entry lost", "request_id", requestid.From(ctx), "error", aerr)
		}
	}
	if a.Observer != nil && analysis.ValidType(docType) {
		a.Observer.AnalysisFinished(docType, code, latency)
	}
	if err != nil {
		return nil, err
	}
	res.LatencyMs = int32(latency.Milliseconds())
	return connect.NewResponse(res), nil
}

func (a *Analysis) analyze(ctx context.Context, p *auth.Principal, docType string, data []byte) (*papierkramv1.AnalyzeResponse, error) {
	if err := p.Require(auth.ScopeAnalyze); err != nil {
		return nil, err
	}
	if err := analysis.CheckType(docType); err != nil {
		return nil, err
	}
	if err := analysis.CheckFile(data); err != nil {
		return nil, err
	}
	rid := requestid.From(ctx)
	lease, err := a.Meter.Reserve(ctx, p.OrgID, rid)
	if err != nil {
		return nil, err
	}
	if a.Observer != nil {
		a.Observer.AnalysisStarted()
		defer a.Observer.AnalysisDone()
	}
	res, err := a.Pipeline.Analyze(ctx, docType, data)
	// Settle the lease even when the client went away mid-request: the work
	// was done (or failed) either way, and the quota must reflect it.
	settle := context.WithoutCancel(ctx)
	if err != nil {
		if rerr := a.Meter.Release(settle, lease); rerr != nil {
			a.Log.ErrorContext(ctx, "release quota lease", "request_id", rid, "error", rerr)
		}
		if errors.Is(err, context.DeadlineExceeded) && !problem.Is(err, problem.ProcessingFailed) {
			err = problem.Wrap(problem.ProcessingFailed, "Processing took too long and was stopped.", err)
		}
		return nil, err
	}
	if err := a.Meter.Commit(settle, lease, p.OrgID, rid); err != nil {
		// The result exists but could not be counted; refusing it keeps
		// billing exact (the client may retry) rather than giving it away.
		return nil, problem.Wrap(problem.ProcessingFailed, "The result could not be recorded. Please retry.", err)
	}
	res.DocumentType = docType
	return res, nil
}
