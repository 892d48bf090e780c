package server_test

// Helpers of the hardening tests (hostile_test.go, faults_test.go,
// tenant_test.go): the real service — server.New with the production
// pipeline (intake + OCR subprocesses) — on a real PostgreSQL, served the
// way `papierkram serve` serves it (header and body read deadlines).

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"io"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/analysis"
	"papierkram/backend/audit"
	"papierkram/backend/auth"
	"papierkram/backend/intake"
	"papierkram/backend/internal/pgtest"
	"papierkram/backend/metrics"
	"papierkram/backend/ocr"
	"papierkram/backend/openapi/openapitest"
	"papierkram/backend/org"
	"papierkram/backend/ratelimit"
	"papierkram/backend/server"
	"papierkram/backend/statement/synth"
	"papierkram/backend/usage"
)

// requireTools skips when the document tools are missing, except under
// `make test` (PAPIERKRAM_REQUIRE_DB=1), where a missing tool fails: CI
// never reports a skipped battery as passing.
func requireTools(t testing.TB, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("PAPIERKRAM_REQUIRE_DB") == "1" {
				t.Fatalf("%s not installed (make deps installs poppler-utils, tesseract-ocr, tesseract-ocr-deu, qpdf): %v", tool, err)
			}
			t.Skipf("%s not installed: %v", tool, err)
		}
	}
}

// realOpts configure a real-pipeline service.
type realOpts struct {
	db          *pgxpool.Pool // nil: a fresh database from pgtest
	intake      intake.Config
	ocr         ocr.Config
	pipelineTTL time.Duration // analysis.Pipeline.Timeout (default 30 s)
	// readTimeout is the server's whole-request read deadline; production
	// uses 2 minutes (serve.go), tests use a few seconds.
	readTimeout time.Duration
	// extra adds optional collaborators (portal sessions, account
	// service, billing) to the dependencies before the server starts.
	extra func(db *pgxpool.Pool, log *slog.Logger, d *server.Deps)
}

// newRealEnv starts the service with the production pipeline.
func newRealEnv(t *testing.T, o realOpts) (*env, *ocr.Engine) {
	t.Helper()
	requireTools(t, "pdfinfo", "pdftotext", "pdftoppm", "pdfimages", "tesseract", "prlimit")
	db := o.db
	if db == nil {
		db, _ = pgtest.New(t)
	}
	if o.ocr.Metrics == nil {
		o.ocr.Metrics = nopOCRMetrics{}
	}
	engine, err := ocr.New(o.ocr)
	if err != nil {
		t.Fatalf("ocr.New: %v", err)
	}
	if o.intake.TempDir == "" {
		o.intake.TempDir = t.TempDir()
	}
	if o.pipelineTTL == 0 {
		o.pipelineTTL = 30 * time.Second
	}
	if o.readTimeout == 0 {
		o.readTimeout = 2 * time.Minute
	}
	pipeline := &analysis.Pipeline{Reader: intake.New(o.intake, engine), Timeout: o.pipelineTTL}
	e := &env{t: t, db: db, orgs: org.NewStore(db), keys: auth.NewKeys(db), logs: &bytes.Buffer{}, logMu: &sync.Mutex{}}
	log := slog.New(slog.NewJSONHandler(lockedWriter{e.logMu, e.logs}, &slog.HandlerOptions{Level: slog.LevelDebug}))
	e.limiter = ratelimit.New(db)
	d := server.Deps{DB: db, Log: log, Metrics: metrics.New(), Keys: e.keys, Meter: usage.NewMeter(db),
		Limiter: e.limiter, Audit: audit.New(db), Pipeline: pipeline}
	if o.extra != nil {
		o.extra(db, log, &d)
	}
	e.srv = httptest.NewUnstartedServer(server.New(d))
	// As in serve.go, with a shorter whole-request read deadline.
	e.srv.Config.ReadHeaderTimeout = 10 * time.Second
	e.srv.Config.ReadTimeout = o.readTimeout
	e.srv.Config.IdleTimeout = 2 * time.Minute
	e.srv.Start()
	t.Cleanup(e.srv.Close)
	e.check = &openapitest.Transport{T: t}
	e.client = &http.Client{Transport: e.check, Timeout: 120 * time.Second}
	return e, engine
}

type nopOCRMetrics struct{}

func (nopOCRMetrics) QueueDepth(int)                {}
func (nopOCRMetrics) PageDone(time.Duration, error) {}
func (nopOCRMetrics) Rejected(int)                  {}

// paidOrg creates an organization on tier with a high rate limit, so that
// the tests measure the documents and not the limiter.
func (e *env) paidOrg(tier usage.Tier) (org.Org, string) {
	e.t.Helper()
	o, key := e.newOrg(tier)
	if _, err := e.orgs.SetRateLimit(context.Background(), o.ID, 100000); err != nil {
		e.t.Fatal(err)
	}
	return o, key
}

// form builds a multipart body with document_type and one file part with
// the given file name and part Content-Type.
func form(docType, name, partType string, data []byte) ([]byte, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("document_type", docType)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="file"; filename=%q`, name))
	h.Set("Content-Type", partType)
	w, _ := mw.CreatePart(h)
	w.Write(data)
	mw.Close()
	return body.Bytes(), mw.FormDataContentType()
}

// post sends body to /api/v1/analyze through the validating client.
func (e *env) post(key string, body []byte, contentType string) (*http.Response, map[string]any) {
	e.t.Helper()
	req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/analyze", bytes.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Authorization", "Bearer "+key)
	return e.do(req)
}

// rawResult is a response read from a raw connection.
type rawResult struct {
	res  *http.Response
	body map[string]any
	err  error
	took time.Duration
}

// raw writes head and then body (through write, which may drip, stall or
// stream) on a plain TCP connection and reads the response concurrently:
// a server that answers before the body is complete is observed as such,
// with no client library retrying or hiding a reset. The response is
// validated against the OpenAPI document.
func (e *env) raw(t *testing.T, head string, write func(w io.Writer) error, wait time.Duration) rawResult {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	start := time.Now()
	conn.SetDeadline(start.Add(wait))
	go func() {
		if _, err := io.WriteString(conn, head); err != nil {
			return
		}
		if write != nil {
			write(conn) //nolint:errcheck // the server may close early; that is the point
		}
	}()
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return rawResult{err: err, took: time.Since(start)}
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	took := time.Since(start)
	var m map[string]any
	json.Unmarshal(b, &m) //nolint:errcheck // a non-JSON body fails the checks below
	req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/analyze", nil)
	req.Header.Set("Content-Type", "multipart/form-data; boundary=x")
	if err := openapitest.Check(t, req, res, b); err != nil {
		t.Errorf("raw response violates the OpenAPI document: %v\nbody: %.300s", err, b)
	}
	return rawResult{res: res, body: m, took: took}
}

func rawHead(key, contentType string, length int64) string {
	var b strings.Builder
	b.WriteString("POST /api/v1/analyze HTTP/1.1\r\nHost: papierkram.test\r\n")
	b.WriteString("Authorization: Bearer " + key + "\r\n")
	if contentType != "" {
		b.WriteString("Content-Type: " + contentType + "\r\n")
	}
	if length >= 0 {
		b.WriteString("Content-Length: " + strconv.FormatInt(length, 10) + "\r\n")
	} else {
		b.WriteString("Transfer-Encoding: chunked\r\n")
	}
	b.WriteString("Connection: close\r\n\r\n")
	return b.String()
}

// statementPDF is a synthetic text-layer statement (the benign workload).
func statementPDF(t testing.TB, layout string, seed uint64, maxTx int) []byte {
	t.Helper()
	st, err := synth.GenerateWith(layout, seed, synth.Options{MaxTransactions: maxTx})
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := st.PDF()
	if err != nil {
		t.Fatal(err)
	}
	return pdf
}

// scannedPage is the top of the first page of a synthetic statement,
// rasterised and spoiled like a scanner would (JPEG).
func scannedPage(t testing.TB, seed uint64) []byte {
	t.Helper()
	pdf := statementPDF(t, "signed", seed, 6)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	d := synth.ScanParams(seed)
	d.DPI = 200
	pages, err := synth.Rasterize(ctx, pdf, d.DPI)
	if err != nil {
		t.Fatal(err)
	}
	// The upper third (letterhead, account, first bookings) keeps the
	// OCR time per page at a few seconds on a busy machine.
	g := pages[0]
	top := g.SubImage(image.Rect(0, 0, g.Rect.Dx(), g.Rect.Dy()/3)).(*image.Gray)
	jpg, err := synth.Spoil(top, d, 0)
	if err != nil {
		t.Fatal(err)
	}
	return jpg
}

// procStatus reads a field (in kB) of /proc/<pid>/status.
func procStatus(pid string, field string) int64 {
	b, err := os.ReadFile(filepath.Join("/proc", pid, "status"))
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return n
		}
	}
	return -1
}

// resetPeakRSS resets VmHWM of this process (Linux: clear_refs 5), so that
// the peak measured afterwards is the battery's and not an earlier test's.
func resetPeakRSS() bool {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
}

// childProcesses lists the processes whose parent is this test process
// (a tool that outlived its request would show up here).
func childProcesses() []string {
	self := strconv.Itoa(os.Getpid())
	entries, _ := os.ReadDir("/proc")
	var out []string
	for _, d := range entries {
		if _, err := strconv.Atoi(d.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", d.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) > 1 && f[1] == self {
			out = append(out, d.Name()+" "+s[strings.IndexByte(s, '(')+1:i])
		}
	}
	return out
}
