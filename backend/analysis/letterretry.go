package analysis

import (
	"context"
	"errors"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/intake"
	"papierkram/backend/letters"
)

// LetterRereader is a Reader that can read a document's OCR'd pages again
// at the same resolution with another binarisation (intake.Reader does).
type LetterRereader interface {
	RereadBinarized(ctx context.Context, data []byte, prev *document.Document, binarize string) (*document.Document, intake.RereadInfo, error)
}

// letterBinarize is the threshold of a letter's second reading: local
// Sauvola thresholds keep the thin strokes of typewriter-style fonts next
// to row rules whole, where the default global threshold breaks them
// ("35:81710,00. €"); they cannot be the default (docs/intake.md,
// docs/letters.md).
const letterBinarize = "sauvola"

// LetterRetry is what the second reading did for one letter.
type LetterRetry struct {
	Attempted bool          // OCR'd pages were read a second time and analysed
	Used      bool          // the second analysis is the one returned
	Skipped   string        // why no second reading was made, when one was wanted
	Pages     int           // pages re-read
	Duration  time.Duration // re-reading and second analysis
	First     int           // reading problems of the first analysis (letters.ReadingProblems)
	Second    int           // … of the second, when made
}

// Outcome names what the second reading did, for metrics: "" when none was
// wanted (no page OCR'd, or no reading trouble).
func (rt LetterRetry) Outcome() string {
	switch {
	case rt.Used && rt.Second == 0:
		return "resolved"
	case rt.Used:
		return "used"
	case rt.Attempted:
		return "kept"
	case rt.Skipped != "":
		return "skipped"
	}
	return ""
}

// letterAnalyzer analyses a document as a letter of a type (the
// letters.Analyzer's Analyze, or a fake in tests).
type letterAnalyzer func(ctx context.Context, docType string, doc *document.Document) (*letters.Analysis, error)

// retryLetter is the second-reading decision for letters, with the rules of
// retryStatement: only when the letter was (partly) OCR'd and its analysis
// shows reading trouble (letters.ReadingProblems > 0), at most once, only
// when the time left before the deadline is at least retryTimeFactor times
// the first reading (plus retryMargin), and never when the OCR queue holds
// other requests' pages (the re-reader refuses). The OCR'd pages are read
// again with Sauvola binarisation and analysed; the analysis with fewer
// reading problems is returned, the first on a tie or on any error of the
// second reading. readTime is how long the first reading took.
func retryLetter(ctx context.Context, rr LetterRereader, analyze letterAnalyzer, docType string, data []byte, doc *document.Document, a *letters.Analysis, readTime time.Duration) (*letters.Analysis, LetterRetry) {
	rt := LetterRetry{First: letters.ReadingProblems(docType, a)}
	if rr == nil || rt.First == 0 || !hasOCR(doc) {
		return a, rt
	}
	ctx, cancel, ok := retryBudget(ctx, readTime)
	if !ok {
		rt.Skipped = "not enough time left"
		return a, rt
	}
	defer cancel()
	start := time.Now()
	doc2, info, err := rr.RereadBinarized(ctx, data, doc, letterBinarize)
	if err != nil {
		rt.Skipped = err.Error()
		if errors.Is(err, intake.ErrNoSharperReading) {
			rt.Skipped = "no page to re-read, or the OCR queue is busy"
		}
		return a, rt
	}
	rt.Attempted, rt.Pages = true, len(info.Pages)
	a2, err := analyze(ctx, docType, doc2)
	rt.Duration = time.Since(start)
	if err != nil || a2 == nil {
		rt.Skipped = "second reading not analysed"
		if err != nil {
			rt.Skipped += ": " + err.Error()
		}
		return a, rt
	}
	rt.Second = letters.ReadingProblems(docType, a2)
	if rt.Second < rt.First {
		rt.Used = true
		return a2, rt
	}
	return a, rt
}
