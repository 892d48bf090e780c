package analysis

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/german"
	"papierkram/backend/intake"
	"papierkram/backend/statement"
)

// Rereader is a Reader that can read a document's OCR'd pages again at a
// higher resolution (intake.Reader does).
type Rereader interface {
	Reread(ctx context.Context, data []byte, prev *document.Document) (*document.Document, intake.RereadInfo, error)
}

// Retry is what the re-OCR step did for one statement.
type Retry struct {
	Attempted bool          // pages were read a second time
	Used      bool          // the second reading is the one returned
	Skipped   string        // why no second reading was made, when one was wanted
	Pages     int           // pages re-read
	Duration  time.Duration // re-reading and extraction
	First     statement.Reconciliation
	Second    statement.Reconciliation
}

// Outcome names what the re-reading did, for metrics: "" when none was
// wanted (the statement reconciled, or no page was OCR'd).
func (rt Retry) Outcome(reconciled bool) string {
	switch {
	case rt.Used && reconciled:
		return "reconciled"
	case rt.Used:
		return "used"
	case rt.Attempted:
		return "kept"
	case rt.Skipped != "":
		return "skipped"
	}
	return ""
}

// retryTimeFactor: a re-reading is started only when the time left before
// the pipeline's deadline is at least this multiple of the first reading's
// duration (the second reading has up to 2× the pixels per side).
const retryTimeFactor = 3

// retryMargin is kept free before the deadline for extraction and the response.
const retryMargin = 2 * time.Second

// extractStatement extracts the statement from doc. When its
// reconciliation fails and the document was (partly) OCR'd, the OCR'd
// pages are read once more at a higher resolution and the reading that
// reconciles — or, when neither does, the one with the smaller unexplained
// difference — is returned. A failed check is never hidden: the detail
// says that a second reading was made and how it fared. readTime is how
// long the first reading took.
func (p *Pipeline) extractStatement(ctx context.Context, data []byte, doc *document.Document, readTime time.Duration) (*statement.Result, Retry, error) {
	st, err := statement.Extract(ctx, doc)
	if err != nil {
		return nil, Retry{}, err
	}
	rr, _ := p.Reader.(Rereader)
	st, rt := retryStatement(ctx, rr, data, doc, st, readTime)
	return st, rt, nil
}

// retryStatement is the re-OCR decision and choice, separate from Pipeline
// for tests.
func retryStatement(ctx context.Context, rr Rereader, data []byte, doc *document.Document, st *statement.Result, readTime time.Duration) (*statement.Result, Retry) {
	rt := Retry{First: st.Info.Reconciliation}
	if rr == nil || st.Info.Reconciliation.Status != statement.StatusMismatch || !hasOCR(doc) {
		return st, rt
	}
	ctx, cancel, ok := retryBudget(ctx, readTime)
	if !ok {
		rt.Skipped = "not enough time left"
		return st, rt
	}
	defer cancel()
	start := time.Now()
	doc2, info, err := rr.Reread(ctx, data, doc)
	if err != nil {
		// Overloaded, deadline, nothing to gain: the first reading stands.
		rt.Skipped = err.Error()
		if errors.Is(err, intake.ErrNoSharperReading) {
			rt.Skipped = "no page could be read at a higher resolution"
		}
		return st, rt
	}
	rt.Attempted, rt.Pages = true, len(info.Pages)
	st2, err := statement.Extract(ctx, doc2)
	rt.Duration = time.Since(start)
	if err != nil {
		rt.Skipped = "second reading not recognised: " + err.Error()
		annotate(&st.Info.Reconciliation, rt, nil)
		return st, rt
	}
	rt.Second = st2.Info.Reconciliation
	if better(st2.Info.Reconciliation, st.Info.Reconciliation) {
		rt.Used = true
		annotate(&st2.Info.Reconciliation, rt, &st.Info.Reconciliation)
		return st2, rt
	}
	annotate(&st.Info.Reconciliation, rt, &st2.Info.Reconciliation)
	return st, rt
}

// retryBudget decides whether a second reading fits before ctx's deadline:
// the time left, less retryMargin, must be at least retryTimeFactor times
// the first reading. It returns a context ending retryMargin before the
// deadline (the caller must call cancel), or ok == false.
func retryBudget(ctx context.Context, readTime time.Duration) (context.Context, context.CancelFunc, bool) {
	dl, ok := ctx.Deadline()
	if !ok {
		return ctx, func() {}, true
	}
	left := time.Until(dl) - retryMargin
	if left < retryTimeFactor*readTime || left <= 0 {
		return ctx, func() {}, false
	}
	ctx, cancel := context.WithDeadline(ctx, dl.Add(-retryMargin))
	return ctx, cancel, true
}

func hasOCR(doc *document.Document) bool {
	for _, p := range doc.Pages {
		if p.Source == document.OCR {
			return true
		}
	}
	return false
}

// unexplained orders reconciliations from best to worst: ok, then a
// mismatch with fewer printed running balances that disagree, then the
// smaller absolute difference; "unavailable" (a balance not found) is worse
// than any mismatch, since the second reading then lost what the first read.
func unexplained(rc statement.Reconciliation) (rank, bad int, diff german.Cents) {
	switch rc.Status {
	case statement.StatusOK:
		return 0, 0, 0
	case statement.StatusMismatch:
		d, err := german.ParseAmount(rc.Difference)
		if err != nil || rc.Difference == "" {
			d = 1 << 62 // running balances only: no total difference
		}
		if d < 0 {
			d = -d
		}
		if strings.Contains(rc.Detail, "running balance") {
			bad = len(rc.Rows)
		}
		return 1, bad, d
	}
	return 2, 0, 0
}

// better reports whether a is strictly better than b.
func better(a, b statement.Reconciliation) bool {
	ra, ba, da := unexplained(a)
	rb, bb, db := unexplained(b)
	if ra != rb {
		return ra < rb
	}
	if ba != bb {
		return ba < bb
	}
	return da < db
}

// annotate appends to rc's detail what the re-reading did. other is the
// reconciliation of the reading not returned (nil when it failed).
func annotate(rc *statement.Reconciliation, rt Retry, other *statement.Reconciliation) {
	var note string
	switch {
	case rt.Used && rc.Status == statement.StatusOK:
		note = fmt.Sprintf("reconciled after re-reading %s at a higher resolution (first reading: %s)", pagesWord(rt.Pages), diffOf(*other))
	case rt.Used:
		note = fmt.Sprintf("after re-reading %s at a higher resolution (first reading: %s)", pagesWord(rt.Pages), diffOf(*other))
	case other != nil:
		note = fmt.Sprintf("re-reading %s at a higher resolution did not reconcile either (%s)", pagesWord(rt.Pages), diffOf(*other))
	default:
		note = fmt.Sprintf("re-reading %s at a higher resolution gave no usable statement", pagesWord(rt.Pages))
	}
	if rc.Detail == "" {
		rc.Detail = note
		return
	}
	rc.Detail += "; " + note
}

func pagesWord(n int) string {
	if n == 1 {
		return "the scanned page"
	}
	return fmt.Sprintf("the %d scanned pages", n)
}

// diffOf says briefly how rc failed.
func diffOf(rc statement.Reconciliation) string {
	switch {
	case rc.Status == statement.StatusOK:
		return "reconciled"
	case strings.Contains(rc.Detail, "running balance"):
		return fmt.Sprintf("%d printed running balances disagreed", len(rc.Rows))
	case rc.Difference != "":
		return "difference " + rc.Difference
	}
	return "a balance was not found"
}
