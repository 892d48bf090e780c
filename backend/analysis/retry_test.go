package analysis

import (
	"context"
	"errors"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/german"
	"papierkram/backend/intake"
	"papierkram/backend/ocr"
	"papierkram/backend/problem"
	"papierkram/backend/statement"
	"papierkram/backend/statement/synth"
)

// fakeRereader returns a fixed second reading.
type fakeRereader struct {
	doc   *document.Document
	err   error
	calls int
}

func (f *fakeRereader) Reread(ctx context.Context, data []byte, prev *document.Document) (*document.Document, intake.RereadInfo, error) {
	f.calls++
	if f.err != nil {
		return nil, intake.RereadInfo{}, f.err
	}
	return f.doc, intake.RereadInfo{Pages: []int{1}, Gain: []float64{1.5}, DPI: []float64{450}}, nil
}

var amountRE = regexp.MustCompile(`^-?\d{1,3}(\.\d{3})*,\d\d$`)

// ocrDocs returns a synthetic statement as if OCR'd: the correct reading,
// and one with an amount misread (a digit changed), which does not reconcile.
func ocrDocs(t *testing.T) (good, bad *document.Document) {
	t.Helper()
	st, err := synth.Generate("signed", 3)
	if err != nil {
		t.Fatal(err)
	}
	good, bad = st.Document(), st.Document()
	for _, d := range []*document.Document{good, bad} {
		for i := range d.Pages {
			d.Pages[i].Source = document.OCR
		}
	}
	// The third amount on page 1 (the first two may be balances).
	n := 0
	for i, w := range bad.Pages[0].Words {
		if amountRE.MatchString(w.Text) {
			n++
			if n == 3 {
				bad.Pages[0].Words[i].Text = strings.Replace(w.Text, ",", "1,", 1)
				break
			}
		}
	}
	return good, bad
}

func extract(t *testing.T, doc *document.Document) *statement.Result {
	t.Helper()
	st, err := statement.Extract(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestRetryUsesReconcilingReading(t *testing.T) {
	good, bad := ocrDocs(t)
	first := extract(t, bad)
	if first.Info.Reconciliation.Status != statement.StatusMismatch {
		t.Fatalf("corrupted reading: %+v", first.Info.Reconciliation)
	}
	f := &fakeRereader{doc: good}
	out, rt := retryStatement(context.Background(), f, nil, bad, first, time.Second)
	if f.calls != 1 || !rt.Attempted || !rt.Used {
		t.Fatalf("calls=%d retry=%+v", f.calls, rt)
	}
	rc := out.Info.Reconciliation
	if rc.Status != statement.StatusOK || !strings.Contains(rc.Detail, "reconciled after re-reading the scanned page at a higher resolution") ||
		!strings.Contains(rc.Detail, "(first reading: difference "+first.Info.Reconciliation.Difference+")") {
		t.Errorf("reconciliation = %+v", rc)
	}
}

func TestRetryKeepsBetterFirstReading(t *testing.T) {
	good, bad := ocrDocs(t)
	// Second reading worse: it lost a whole page's amounts.
	worse := &document.Document{Pages: append([]document.Page(nil), bad.Pages...)}
	worse.Pages[0].Words = nil
	for _, w := range bad.Pages[0].Words {
		if !amountRE.MatchString(w.Text) {
			worse.Pages[0].Words = append(worse.Pages[0].Words, w)
		}
	}
	_ = good
	first := extract(t, bad)
	want := first.Info.Reconciliation
	out, rt := retryStatement(context.Background(), &fakeRereader{doc: worse}, nil, bad, first, time.Second)
	if !rt.Attempted || rt.Used || out != first {
		t.Fatalf("retry=%+v", rt)
	}
	rc := out.Info.Reconciliation
	if rc.Status != statement.StatusMismatch || rc.Difference != want.Difference ||
		!strings.HasPrefix(rc.Detail, want.Detail+"; re-reading the scanned page at a higher resolution did not reconcile either") {
		t.Errorf("reconciliation = %+v, first %+v", rc, want)
	}
}

func TestRetryNotAttempted(t *testing.T) {
	good, bad := ocrDocs(t)
	ctx := context.Background()
	cases := []struct {
		name    string
		doc     *document.Document
		rr      *fakeRereader
		ctx     func() (context.Context, context.CancelFunc)
		read    time.Duration
		skipped string
	}{
		{name: "reconciles", doc: good, rr: &fakeRereader{doc: good}},
		{name: "text layer only", doc: textLayer(bad), rr: &fakeRereader{doc: good}},
		{name: "queue full", doc: bad, rr: &fakeRereader{err: &problem.Error{Code: problem.Overloaded, Detail: "busy"}}, skipped: "busy"},
		{name: "nothing to gain", doc: bad, rr: &fakeRereader{err: intake.ErrNoSharperReading}, skipped: "no page could be read at a higher resolution"},
		{name: "too little time", doc: bad, rr: &fakeRereader{doc: good}, read: 10 * time.Second, skipped: "not enough time left",
			ctx: func() (context.Context, context.CancelFunc) { return context.WithTimeout(ctx, 20*time.Second) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			first := extract(t, c.doc)
			want := first.Info.Reconciliation
			cctx := ctx
			if c.ctx != nil {
				var cancel context.CancelFunc
				cctx, cancel = c.ctx()
				defer cancel()
			}
			out, rt := retryStatement(cctx, c.rr, nil, c.doc, first, c.read)
			if rt.Attempted || rt.Used || out != first || out.Info.Reconciliation.Detail != want.Detail {
				t.Errorf("retry=%+v detail %q", rt, out.Info.Reconciliation.Detail)
			}
			if !strings.Contains(rt.Skipped, c.skipped) || (c.skipped == "") != (rt.Skipped == "") {
				t.Errorf("skipped = %q, want %q", rt.Skipped, c.skipped)
			}
			wantCalls := 0
			if c.rr.err != nil {
				wantCalls = 1
			}
			if c.rr.calls != wantCalls {
				t.Errorf("Reread calls = %d, want %d", c.rr.calls, wantCalls)
			}
		})
	}
}

func textLayer(d *document.Document) *document.Document {
	out := &document.Document{Format: d.Format, Pages: append([]document.Page(nil), d.Pages...)}
	for i := range out.Pages {
		out.Pages[i].Source = document.TextLayer
	}
	return out
}

func TestBetter(t *testing.T) {
	rc := func(status, diff, detail string, rows int) statement.Reconciliation {
		return statement.Reconciliation{Status: status, Difference: diff, Detail: detail, Rows: make([]int, rows)}
	}
	ok := rc(statement.StatusOK, "0,00", "", 0)
	small := rc(statement.StatusMismatch, "-0,60", "differs", 2)
	large := rc(statement.StatusMismatch, "89,43", "differs", 1)
	running1 := rc(statement.StatusMismatch, "0,00", "1 printed running balances do not follow from the amounts", 1)
	running3 := rc(statement.StatusMismatch, "0,00", "3 printed running balances do not follow from the amounts", 3)
	unavail := rc(statement.StatusUnavailable, "", "", 0)
	order := []statement.Reconciliation{ok, small, large, running1, running3, unavail}
	_ = order
	for _, c := range []struct {
		a, b statement.Reconciliation
		want bool
	}{
		{ok, small, true}, {small, ok, false}, {small, large, true}, {large, small, false},
		{small, small, false}, {running1, running3, true}, {running3, running1, false},
		{small, running1, true}, {large, unavail, true}, {unavail, large, false}, {ok, ok, false},
	} {
		if got := better(c.a, c.b); got != c.want {
			t.Errorf("better(%+v, %+v) = %v", c.a, c.b, got)
		}
	}
}

// TestRetryFixesScannedStatement is the re-OCR end to end on a real scan
// from the generator: the `running` layout (seed 1000, ≤ 24 bookings) as
// scanned by synth.ScanParams(1000), read through the production pipeline
// with OCR. At the first reading (300 dpi render path / image resolution)
// a printed running balance is misread and the statement does not
// reconcile; the re-reading at a higher resolution does.
func TestRetryFixesScannedStatement(t *testing.T) {
	ctx := context.Background()
	params := synth.ScanParams(1000)
	st, input, ext, rd := scannedStatement(t, "running", 1000, params)

	// The first reading alone, as before this change.
	doc, err := rd.Read(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	first := extract(t, doc)
	firstScore := synth.Compare(st.Truth.Transactions, first.Transactions)
	t.Logf("scan %s at %d dpi: first reading %s (%s), tp/fp/fn %d/%d/%d", ext, params.DPI, first.Info.Reconciliation.Status,
		first.Info.Reconciliation.Detail, firstScore.TP, firstScore.FP, firstScore.FN)
	if first.Info.Reconciliation.Status == statement.StatusOK {
		t.Skip("the first reading reconciles now (OCR changed): this scan no longer exercises the re-reading; pick another from TestRetryEval")
	}

	p := &Pipeline{Reader: rd, Timeout: 5 * time.Minute}
	start := time.Now()
	res, err := p.Analyze(ctx, "kontoauszug", input)
	if err != nil {
		t.Fatal(err)
	}
	rc := res.Statement.GetReconciliation()
	t.Logf("pipeline with re-reading: %s in %s: %q", rc.GetStatus(), time.Since(start).Round(time.Millisecond), rc.GetDetail())
	if rc.GetStatus() != statement.StatusOK {
		t.Fatalf("after the re-reading: %+v", rc)
	}
	if !strings.Contains(rc.GetDetail(), "reconciled after re-reading the scanned page at a higher resolution") {
		t.Errorf("detail does not say the re-reading was used: %q", rc.GetDetail())
	}
	rows := 0
	for _, tb := range res.Tables {
		rows += len(tb.Rows)
	}
	if rows != len(st.Truth.Transactions) {
		t.Errorf("rows = %d, truth %d", rows, len(st.Truth.Transactions))
	}
}

func TestRetryDoesNotMaskErrors(t *testing.T) {
	// A client that went away: the retry is not started.
	good, bad := ocrDocs(t)
	first := extract(t, bad)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f := &fakeRereader{doc: good, err: context.Canceled}
	out, rt := retryStatement(ctx, f, nil, bad, first, 0)
	if rt.Used || out != first || !errors.Is(f.err, context.Canceled) {
		t.Errorf("retry=%+v", rt)
	}
}

func TestRetryOutcome(t *testing.T) {
	for _, tc := range []struct {
		rt         Retry
		reconciled bool
		want       string
	}{
		{Retry{}, true, ""},
		{Retry{}, false, ""},
		{Retry{Skipped: "not enough time left"}, false, "skipped"},
		{Retry{Attempted: true}, false, "kept"},
		{Retry{Attempted: true, Used: true}, false, "used"},
		{Retry{Attempted: true, Used: true}, true, "reconciled"},
	} {
		if got := tc.rt.Outcome(tc.reconciled); got != tc.want {
			t.Errorf("%+v.Outcome(%v) = %q, want %q", tc.rt, tc.reconciled, got, tc.want)
		}
	}
}

// TestRetryNarrowsLowResolutionScan: a 110 dpi scan of the `trailing`
// layout (seed 1001) does not reconcile at the first reading; the pipeline
// re-reads it at a higher resolution and returns the sharper reading, whose
// unexplained difference is smaller, and says so. (With the URW fonts of
// `make deps` the 300 dpi case above reconciles at once, so this is the
// end-to-end check that keeps running.)
func TestRetryNarrowsLowResolutionScan(t *testing.T) {
	ctx := context.Background()
	_, input, _, rd := scannedStatement(t, "trailing", 1001, synth.Degrade{DPI: 110, Rotate: 1.8, Noise: 12, Quality: 55, Seed: 1001})
	doc, err := rd.Read(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	first := extract(t, doc).Info.Reconciliation
	if first.Status != statement.StatusMismatch || first.Difference == "" {
		t.Skipf("the first reading is %s (difference %q) now: this scan no longer exercises the re-reading", first.Status, first.Difference)
	}
	res, err := (&Pipeline{Reader: rd, Timeout: 5 * time.Minute}).Analyze(ctx, "kontoauszug", input)
	if err != nil {
		t.Fatal(err)
	}
	rc := res.Statement.GetReconciliation()
	t.Logf("first reading: difference %s; returned: %s, difference %s: %q", first.Difference, rc.GetStatus(), rc.GetDifference(), rc.GetDetail())
	if !strings.Contains(rc.GetDetail(), "re-reading the scanned page at a higher resolution") {
		t.Fatalf("detail does not report the re-reading: %q", rc.GetDetail())
	}
	absCents := func(s string) int64 {
		c, err := german.ParseAmount(s)
		if err != nil {
			t.Fatalf("difference %q: %v", s, err)
		}
		return max(int64(c), -int64(c))
	}
	if rc.GetStatus() != statement.StatusOK && absCents(rc.GetDifference()) >= absCents(first.Difference) {
		t.Errorf("returned difference %s is not smaller than the first reading's %s", rc.GetDifference(), first.Difference)
	}
	// Pipeline.Statement (what the statement benchmark measures) takes the
	// same second reading.
	st, rt, err := (&Pipeline{Reader: rd, Timeout: 5 * time.Minute}).Statement(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Info.Reconciliation; !rt.Attempted || got.Status != rc.GetStatus() || got.Difference != rc.GetDifference() {
		t.Errorf("Statement: re-read %v, %s %s; Analyze: %s %s", rt.Attempted, got.Status, got.Difference, rc.GetStatus(), rc.GetDifference())
	}
}

// scannedStatement generates a synthetic statement (at most 24 bookings),
// scans it with params and returns it with the scan, its file type and a
// Reader with a real OCR engine; it skips without the OCR tools.
func scannedStatement(t *testing.T, layout string, seed uint64, params synth.Degrade) (*synth.Statement, []byte, string, *intake.Reader) {
	t.Helper()
	if testing.Short() {
		t.Skip("OCR, ~15 s of CPU")
	}
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("poppler-utils not installed")
	}
	eng, err := ocr.New(ocr.Config{PageTimeout: 3 * time.Minute})
	if err != nil {
		t.Skip(err)
	}
	st, err := synth.GenerateWith(layout, seed, synth.Options{MaxTransactions: 24})
	if err != nil {
		t.Fatal(err)
	}
	input, ext, err := st.Scanned(context.Background(), params)
	if err != nil {
		t.Fatal(err)
	}
	return st, input, ext, intake.New(intake.Config{Timeout: 5 * time.Minute}, eng)
}
