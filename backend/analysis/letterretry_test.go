package analysis

import (
	"context"
	"errors"
	"testing"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/intake"
	"papierkram/backend/letters"
	"papierkram/backend/problem"
)

// fakeLetterRereader returns a fixed second reading.
type fakeLetterRereader struct {
	doc      *document.Document
	err      error
	calls    int
	binarize string
}

func (f *fakeLetterRereader) RereadBinarized(ctx context.Context, data []byte, prev *document.Document, binarize string) (*document.Document, intake.RereadInfo, error) {
	f.calls++
	f.binarize = binarize
	if f.err != nil {
		return nil, intake.RereadInfo{}, f.err
	}
	return f.doc, intake.RereadInfo{Pages: []int{1}, Gain: []float64{1}, DPI: []float64{300}}, nil
}

// mahnungWith is a Mahnung analysis with the given trouble flags and,
// when dated is false, without its date.
func mahnungWith(dated bool, topics ...string) *letters.Analysis {
	a := &letters.Analysis{KeyNumbers: map[string]letters.KeyNumber{"hauptforderung": {Value: "400,00", Page: 1}}}
	if dated {
		a.KeyNumbers["schreiben_datum"] = letters.KeyNumber{Value: "03.11.2025", Page: 1}
	}
	for _, t := range topics {
		a.Flags = append(a.Flags, letters.Flag{Topic: t, Severity: letters.Warning})
	}
	return a
}

func TestRetryLetter(t *testing.T) {
	scanned := &document.Document{Format: "pdf", Pages: []document.Page{{Number: 1, Source: document.OCR, Words: []document.Word{{Text: "Mahnung"}}}}}
	text := &document.Document{Format: "pdf", Pages: []document.Page{{Number: 1, Source: document.TextLayer, Words: []document.Word{{Text: "Mahnung"}}}}}
	second := &document.Document{Format: "pdf", Pages: []document.Page{{Number: 1, Source: document.OCR, Words: []document.Word{{Text: "Mahnung"}}}}}
	tests := []struct {
		name      string
		doc       *document.Document
		first     *letters.Analysis
		second    *letters.Analysis // what the second reading analyses to
		secondErr error             // … or the analysis error
		rereadErr error
		nilReader bool
		timeout   time.Duration // 0: no deadline
		readTime  time.Duration
		wantCalls int
		wantUsed  bool
		outcome   string
	}{
		{name: "clean scan: no second reading", doc: scanned, first: mahnungWith(true), second: mahnungWith(true), outcome: ""},
		{name: "text layer: no second reading", doc: text, first: mahnungWith(false, "summe"), second: mahnungWith(true), outcome: ""},
		{name: "no re-reader", doc: scanned, first: mahnungWith(false), second: mahnungWith(true), nilReader: true, outcome: ""},
		{name: "second resolves the trouble", doc: scanned, first: mahnungWith(false, "summe"), second: mahnungWith(true), wantCalls: 1, wantUsed: true, outcome: "resolved"},
		{name: "second better, not clean", doc: scanned, first: mahnungWith(false, "summe", "lesbarkeit"), second: mahnungWith(true, "summe"), wantCalls: 1, wantUsed: true, outcome: "used"},
		{name: "tie keeps the first", doc: scanned, first: mahnungWith(true, "summe"), second: mahnungWith(false), wantCalls: 1, outcome: "kept"},
		{name: "worse keeps the first", doc: scanned, first: mahnungWith(true, "lesbarkeit"), second: mahnungWith(false, "lesbarkeit", "summe"), wantCalls: 1, outcome: "kept"},
		{name: "second not recognised", doc: scanned, first: mahnungWith(false), secondErr: problem.New(problem.DocumentNotRecognized, "no"), wantCalls: 1, outcome: "kept"},
		{name: "queue busy", doc: scanned, first: mahnungWith(false), second: mahnungWith(true), rereadErr: intake.ErrNoSharperReading, wantCalls: 1, outcome: "skipped"},
		{name: "overloaded", doc: scanned, first: mahnungWith(false), second: mahnungWith(true), rereadErr: errors.New("overloaded"), wantCalls: 1, outcome: "skipped"},
		{name: "not enough time", doc: scanned, first: mahnungWith(false), second: mahnungWith(true), timeout: 10 * time.Second, readTime: 3 * time.Second, outcome: "skipped"},
		{name: "enough time", doc: scanned, first: mahnungWith(false), second: mahnungWith(true), timeout: 60 * time.Second, readTime: 3 * time.Second, wantCalls: 1, wantUsed: true, outcome: "resolved"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			if tc.timeout > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, tc.timeout)
				defer cancel()
			}
			f := &fakeLetterRereader{doc: second, err: tc.rereadErr}
			var rr LetterRereader = f
			if tc.nilReader {
				rr = nil
			}
			analyses := 0
			analyze := func(ctx context.Context, docType string, doc *document.Document) (*letters.Analysis, error) {
				analyses++
				if doc != second {
					t.Errorf("second analysis of %p, want the second reading", doc)
				}
				return tc.second, tc.secondErr
			}
			got, rt := retryLetter(ctx, rr, analyze, "mahnung", []byte("%PDF"), tc.doc, tc.first, tc.readTime)
			if f.calls != tc.wantCalls {
				t.Errorf("re-readings %d, want %d", f.calls, tc.wantCalls)
			}
			if f.calls > 0 && f.binarize != "sauvola" {
				t.Errorf("binarize %q", f.binarize)
			}
			if analyses > f.calls || tc.rereadErr != nil && analyses > 0 {
				t.Errorf("%d second analyses after %d re-readings", analyses, f.calls)
			}
			want := tc.first
			if tc.wantUsed {
				want = tc.second
			}
			if got != want || rt.Used != tc.wantUsed {
				t.Errorf("used %v (returned the second: %v), want %v", rt.Used, got == tc.second, tc.wantUsed)
			}
			if o := rt.Outcome(); o != tc.outcome {
				t.Errorf("outcome %q, want %q (%+v)", o, tc.outcome, rt)
			}
		})
	}
}
