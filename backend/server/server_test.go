package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"connectrpc.com/connect"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/audit"
	"papierkram/backend/auth"
	"papierkram/backend/internal/pgtest"
	"papierkram/backend/metrics"
	"papierkram/backend/openapi/openapitest"
	"papierkram/backend/org"
	"papierkram/backend/problem"
	"papierkram/backend/ratelimit"
	"papierkram/backend/server"
	"papierkram/backend/usage"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
	"papierkram/proto/gen/papierkram/v1/papierkramv1connect"
)

// env is one service instance on a fresh database.
type env struct {
	t       *testing.T
	db      *pgxpool.Pool
	srv     *httptest.Server
	client  *http.Client
	check   *openapitest.Transport
	orgs    *org.Store
	keys    *auth.Keys
	logs    *bytes.Buffer
	logMu   *sync.Mutex
	limiter *ratelimit.Limiter
}

type lockedWriter struct {
	mu *sync.Mutex
	b  *bytes.Buffer
}

func (w lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func newEnv(t *testing.T, p server.Deps) *env {
	t.Helper()
	db, _ := pgtest.New(t)
	e := &env{t: t, db: db, orgs: org.NewStore(db), keys: auth.NewKeys(db), logs: &bytes.Buffer{}, logMu: &sync.Mutex{}}
	log := slog.New(slog.NewJSONHandler(lockedWriter{e.logMu, e.logs}, nil))
	e.limiter = ratelimit.New(db)
	p.DB, p.Log, p.Metrics, p.Keys, p.Meter, p.Limiter, p.Audit = db, log, metrics.New(), e.keys, usage.NewMeter(db), e.limiter, audit.New(db)
	e.srv = httptest.NewServer(server.New(p))
	t.Cleanup(e.srv.Close)
	e.check = &openapitest.Transport{T: t}
	e.client = &http.Client{Transport: e.check, Timeout: 60 * time.Second}
	return e
}

// newOrg creates an organization and a key with the given scopes (all when nil).
func (e *env) newOrg(tier usage.Tier, scopes ...string) (org.Org, string) {
	e.t.Helper()
	o, err := e.orgs.Create(context.Background(), "Test GmbH", auth.Random(8)+"@example.com", tier)
	if err != nil {
		e.t.Fatal(err)
	}
	_, key, err := e.keys.Create(context.Background(), o.ID, "test", scopes)
	if err != nil {
		e.t.Fatal(err)
	}
	return o, key
}

type upload struct {
	docType  *string
	file     []byte
	name     string
	twoFiles bool
}

func str(s string) *string { return &s }

func (e *env) analyze(key string, u upload) (*http.Response, map[string]any) {
	e.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	if u.docType != nil {
		mw.WriteField("document_type", *u.docType)
	}
	if u.file != nil {
		for i := 0; i < 1+btoi(u.twoFiles); i++ {
			fw, _ := mw.CreateFormFile("file", or(u.name, "doc.pdf"))
			fw.Write(u.file)
		}
	}
	mw.Close()
	req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/analyze", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	return e.do(req)
}

func (e *env) get(key, path string) (*http.Response, map[string]any) {
	e.t.Helper()
	req, _ := http.NewRequest("GET", e.srv.URL+path, nil)
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	return e.do(req)
}

func (e *env) do(req *http.Request) (*http.Response, map[string]any) {
	e.t.Helper()
	res, err := e.client.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	var m map[string]any
	json.Unmarshal(b, &m)
	if res.Header.Get("Request-Id") == "" {
		e.t.Errorf("%s %s: no Request-Id header", req.Method, req.URL.Path)
	}
	return res, m
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func or(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// expect asserts status and problem code.
func expect(t *testing.T, res *http.Response, body map[string]any, status int, code string) {
	t.Helper()
	if res.StatusCode != status || (code != "" && body["code"] != code) {
		t.Fatalf("got %d %v, want %d %s", res.StatusCode, body, status, code)
	}
	if code != "" {
		if ct := res.Header.Get("Content-Type"); ct != "application/problem+json" {
			t.Errorf("Content-Type = %q", ct)
		}
		if body["request_id"] != res.Header.Get("Request-Id") {
			t.Errorf("request_id %v != header %q", body["request_id"], res.Header.Get("Request-Id"))
		}
		if d, _ := body["detail"].(string); d == "" {
			t.Error("empty detail")
		}
	}
}

// fakePDF passes sniffing; pipelines in these tests decide the outcome.
var fakePDF = []byte("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")

// okPipeline answers a fixed statement result: these tests exercise the
// service's accounting, not extraction (which has its own tests and eval).
type okPipeline struct {
	gate chan struct{} // when non-nil, every call waits for it
	mu   sync.Mutex
	n    int
}

func (p *okPipeline) Analyze(ctx context.Context, docType string, data []byte) (*papierkramv1.AnalyzeResponse, error) {
	p.mu.Lock()
	p.n++
	p.mu.Unlock()
	if p.gate != nil {
		select {
		case <-p.gate:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if docType == "kontoauszug" {
		return &papierkramv1.AnalyzeResponse{Pages: 1, Tables: []*papierkramv1.Table{{Name: "Umsätze", Headers: []string{"Buchungstag", "Betrag"},
			Rows: []*papierkramv1.Row{{Cells: []string{"01.02.2025", "-1,00"}}}}},
			Statement: &papierkramv1.Statement{Reconciliation: &papierkramv1.Reconciliation{Status: "unavailable"}}}, nil
	}
	return &papierkramv1.AnalyzeResponse{Pages: 1, Analysis: &papierkramv1.Analysis{Summary: "x",
		KeyNumbers: map[string]*papierkramv1.KeyNumber{"bussgeld": {Value: "100,00", Page: 1}}}}, nil
}

type failPipeline struct{ code problem.Code }

func (f failPipeline) Analyze(context.Context, string, []byte) (*papierkramv1.AnalyzeResponse, error) {
	return nil, problem.New(f.code, "failed on purpose")
}

func TestAuthentication(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	_, key := e.newOrg(usage.Trial)
	_, usageOnly := e.newOrg(usage.Trial, auth.ScopeUsage)
	_, analyzeOnly := e.newOrg(usage.Trial, auth.ScopeAnalyze)
	o, revoked := e.newOrg(usage.Trial)
	keys, _ := e.keys.List(context.Background(), o.ID)
	if _, err := e.keys.Revoke(context.Background(), o.ID, keys[0].ID); err != nil {
		t.Fatal(err)
	}
	ok := upload{docType: str("kontoauszug"), file: fakePDF}
	tests := []struct {
		name   string
		key    string
		path   string
		status int
		code   string
	}{
		{"no key analyze", "", "analyze", 401, "invalid_api_key"},
		{"unknown key", "pk_live_" + strings.Repeat("a", 40), "analyze", 401, "invalid_api_key"},
		{"malformed key", "sk_test_123", "usage", 401, "invalid_api_key"},
		{"revoked key", revoked, "analyze", 401, "revoked_api_key"},
		{"revoked key usage", revoked, "usage", 401, "revoked_api_key"},
		{"no analyze scope", usageOnly, "analyze", 403, "insufficient_scope"},
		{"no usage scope", analyzeOnly, "usage", 403, "insufficient_scope"},
		{"ok analyze", key, "analyze", 200, ""},
		{"ok usage", key, "usage", 200, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var res *http.Response
			var body map[string]any
			if tt.path == "analyze" {
				res, body = e.analyze(tt.key, ok)
			} else {
				res, body = e.get(tt.key, "/api/v1/usage")
			}
			expect(t, res, body, tt.status, tt.code)
		})
	}
}

func TestAnalyzeValidation(t *testing.T) {
	p := &okPipeline{}
	e := newEnv(t, server.Deps{Pipeline: p})
	o, key := e.newOrg(usage.Trial)
	big := append(append([]byte{}, fakePDF...), bytes.Repeat([]byte{' '}, 11<<20)...)
	tests := []struct {
		name   string
		u      upload
		status int
		code   string
	}{
		{"bad type", upload{docType: str("rechnung"), file: fakePDF}, 400, "document_type_unsupported"},
		{"missing type", upload{file: fakePDF}, 400, "invalid_request"},
		{"missing file", upload{docType: str("mahnung")}, 400, "invalid_request"},
		{"empty file", upload{docType: str("mahnung"), file: []byte{}}, 400, "invalid_request"},
		{"text renamed pdf", upload{docType: str("mahnung"), file: []byte("Sehr geehrte Damen und Herren, hiermit ..."), name: "brief.pdf"}, 400, "invalid_request"},
		{"11 MB", upload{docType: str("kontoauszug"), file: big}, 400, "invalid_request"},
		{"two files", upload{docType: str("kontoauszug"), file: fakePDF, twoFiles: true}, 400, "invalid_request"},
		{"png ok", upload{docType: str("mahnung"), file: []byte("\x89PNG\r\n\x1a\n....")}, 200, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, body := e.analyze(key, tt.u)
			expect(t, res, body, tt.status, tt.code)
		})
	}
	if p.n != 1 {
		t.Errorf("pipeline ran %d times; validation must reject before processing", p.n)
	}
	// Only the 200 is billable.
	rep, err := usage.NewMeter(e.db).Get(context.Background(), o.ID)
	if err != nil || rep.BillableCalls != 1 {
		t.Errorf("billable calls = %d, %v; want 1", rep.BillableCalls, err)
	}

	t.Run("not multipart", func(t *testing.T) {
		req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/analyze", strings.NewReader(`{"document_type":"mahnung"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+key)
		res, body := e.do(req)
		expect(t, res, body, 400, "invalid_request")
	})
	t.Run("no boundary", func(t *testing.T) {
		req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/analyze", strings.NewReader("--x\r\n"))
		req.Header.Set("Content-Type", "multipart/form-data")
		req.Header.Set("Authorization", "Bearer "+key)
		res, body := e.do(req)
		expect(t, res, body, 400, "invalid_request")
	})
	t.Run("unknown path", func(t *testing.T) {
		// Not in the OpenAPI document by definition: a plain client.
		req, _ := http.NewRequest("GET", e.srv.URL+"/api/v1/nope", nil)
		req.Header.Set("Authorization", "Bearer "+key)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var body map[string]any
		json.NewDecoder(res.Body).Decode(&body)
		if res.StatusCode != 404 || body["code"] != "not_found" || res.Header.Get("Content-Type") != "application/problem+json" {
			t.Fatalf("got %d %v", res.StatusCode, body)
		}
	})
}

func TestFailuresAreNotBilled(t *testing.T) {
	for _, code := range []problem.Code{problem.DocumentNotRecognized, problem.ProcessingFailed} {
		t.Run(string(code), func(t *testing.T) {
			e := newEnv(t, server.Deps{Pipeline: failPipeline{code}})
			o, key := e.newOrg(usage.Trial)
			res, body := e.analyze(key, upload{docType: str("mahnung"), file: fakePDF})
			expect(t, res, body, code.Status(), string(code))
			rep, _ := usage.NewMeter(e.db).Get(context.Background(), o.ID)
			if rep.BillableCalls != 0 {
				t.Errorf("billable = %d", rep.BillableCalls)
			}
			var leases int
			e.db.QueryRow(context.Background(), "SELECT count(*) FROM usage_leases").Scan(&leases)
			if leases != 0 {
				t.Errorf("%d leases left after a failure", leases)
			}
		})
	}
}

func setUsed(t *testing.T, db *pgxpool.Pool, o org.Org, n int) {
	t.Helper()
	start, _ := usage.PeriodFor(o.Tier, o.CreatedAt, nil, nil, time.Now())
	_, err := db.Exec(context.Background(), `INSERT INTO usage_counters (org_id, period_start, billable_calls) VALUES ($1, $2, $3)
		ON CONFLICT (org_id, period_start) DO UPDATE SET billable_calls = $3`, o.ID, start, n)
	if err != nil {
		t.Fatal(err)
	}
}

func TestTrialQuotaConcurrent(t *testing.T) {
	p := &okPipeline{gate: make(chan struct{})}
	e := newEnv(t, server.Deps{Pipeline: p})
	o, key := e.newOrg(usage.Trial)
	e.db.Exec(context.Background(), "UPDATE organizations SET rate_limit_per_minute = 1000 WHERE id = $1", o.ID)
	setUsed(t, e.db, o, 49)

	const n = 20
	var wg sync.WaitGroup
	statuses := make([]int, n)
	codes := make([]string, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, body := e.analyze(key, upload{docType: str("kontoauszug"), file: fakePDF})
			statuses[i] = res.StatusCode
			codes[i], _ = body["code"].(string)
		}()
	}
	// Hold the one admitted analysis until every other request was refused,
	// so all 20 overlap with a reserved-but-uncommitted unit.
	deadline := time.Now().Add(30 * time.Second)
	for {
		var refused int
		e.db.QueryRow(context.Background(), "SELECT count(*) FROM audit_entries WHERE status = 402").Scan(&refused)
		if refused == n-1 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	close(p.gate)
	wg.Wait()
	var ok, quota int
	for i := range n {
		switch {
		case statuses[i] == 200:
			ok++
		case statuses[i] == 402 && codes[i] == "quota_exceeded":
			quota++
		default:
			t.Errorf("request %d: %d %s", i, statuses[i], codes[i])
		}
	}
	if ok != 1 || quota != n-1 {
		t.Fatalf("got %d × 200 and %d × 402; want 1 and %d", ok, quota, n-1)
	}
	_, body := e.get(key, "/api/v1/usage")
	if u := body["usage"].(map[string]any); u["billable_calls"] != float64(50) {
		t.Fatalf("usage after race: %v", u)
	}
	res, body := e.analyze(key, upload{docType: str("kontoauszug"), file: fakePDF})
	expect(t, res, body, 402, "quota_exceeded")
}

func TestPaidTierOverage(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	o, key := e.newOrg(usage.Starter)
	setUsed(t, e.db, o, 200)
	for range 2 {
		res, body := e.analyze(key, upload{docType: str("kontoauszug"), file: fakePDF})
		expect(t, res, body, 200, "")
	}
	_, body := e.get(key, "/api/v1/usage")
	u := body["usage"].(map[string]any)
	want := map[string]float64{"billable_calls": 202, "included_calls": 200, "overage_calls": 2, "overage_cents_per_call": 50, "overage_cost_cents": 100}
	for k, v := range want {
		if u[k] != v {
			t.Errorf("usage.%s = %v, want %v", k, u[k], v)
		}
	}
	var outbox int
	e.db.QueryRow(context.Background(), "SELECT count(*) FROM meter_outbox WHERE org_id = $1", o.ID).Scan(&outbox)
	if outbox != 2 {
		t.Errorf("outbox rows = %d, want 2", outbox)
	}
}

func TestUsageShape(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	o, key := e.newOrg(usage.Trial)
	res, body := e.get(key, "/api/v1/usage")
	expect(t, res, body, 200, "")
	org := body["organization"].(map[string]any)
	if org["id"] != o.ID || org["name"] != "Test GmbH" || org["tier"] != "trial" {
		t.Errorf("organization = %v", org)
	}
	period := body["period"].(map[string]any)
	for _, k := range []string{"start", "end"} {
		s, _ := period[k].(string)
		if _, err := time.Parse("2006-01-02T15:04:05.000Z", s); err != nil {
			t.Errorf("period.%s = %q: %v", k, s, err)
		}
	}
	u := body["usage"].(map[string]any)
	if u["included_calls"] != float64(50) || u["billable_calls"] != float64(0) || u["overage_cents_per_call"] != float64(0) {
		t.Errorf("usage = %v", u)
	}
	for _, h := range []string{"RateLimit", "RateLimit-Policy"} {
		if res.Header.Get(h) == "" {
			t.Errorf("missing %s header", h)
		}
	}
	if got := res.Header.Get("RateLimit-Policy"); got != `"default";q=10;w=60` {
		t.Errorf("RateLimit-Policy = %q", got)
	}
}

func TestRateLimit(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	o, key := e.newOrg(usage.Trial)
	if _, err := e.orgs.SetRateLimit(context.Background(), o.ID, 3); err != nil {
		t.Fatal(err)
	}
	waitAwayFromMinuteBoundary()
	for i := range 3 {
		res, body := e.get(key, "/api/v1/usage")
		expect(t, res, body, 200, "")
		if want := fmt.Sprintf(`"default";r=%d;`, 2-i); !strings.HasPrefix(res.Header.Get("RateLimit"), want) {
			t.Errorf("RateLimit = %q, want prefix %q", res.Header.Get("RateLimit"), want)
		}
	}
	res, body := e.get(key, "/api/v1/usage")
	expect(t, res, body, 429, "rate_limited")
	if ra := res.Header.Get("Retry-After"); ra == "" || ra == "0" {
		t.Errorf("Retry-After = %q", ra)
	}
	// Another organization is not affected.
	_, other := e.newOrg(usage.Trial)
	res, body = e.get(other, "/api/v1/usage")
	expect(t, res, body, 200, "")
}

// waitAwayFromMinuteBoundary avoids a window reset in the middle of a test
// that counts requests within one minute.
func waitAwayFromMinuteBoundary() {
	if s := time.Now().Second(); s >= 55 {
		time.Sleep(time.Duration(61-s) * time.Second)
	}
}

func TestAuditAndLogsCarryNoContent(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	o, key := e.newOrg(usage.Trial)
	secret := []byte("%PDF-1.4\nGEHEIMER-INHALT Kontonummer 12345\n")
	res, _ := e.analyze(key, upload{docType: str("kontoauszug"), file: secret, name: "mein-geheimer-name.pdf"})
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	entries, err := audit.New(e.db).Entries(context.Background(), o.ID, 10)
	if err != nil || len(entries) != 1 {
		t.Fatalf("entries = %v, %v", entries, err)
	}
	if entries[0].RequestID != res.Header.Get("Request-Id") || entries[0].DocumentType != "kontoauszug" || entries[0].Status != 200 {
		t.Errorf("audit entry = %+v", entries[0])
	}
	e.logMu.Lock()
	logs := e.logs.String()
	e.logMu.Unlock()
	for _, leak := range []string{"GEHEIMER", "mein-geheimer-name", key, key[8:]} {
		if strings.Contains(logs, leak) {
			t.Errorf("logs contain %q", leak)
		}
	}
	if !strings.Contains(logs, res.Header.Get("Request-Id")) {
		t.Error("logs lack the request id")
	}
}

func TestConnectParity(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	o, key := e.newOrg(usage.Trial)
	_, usageOnly := e.newOrg(usage.Trial, auth.ScopeUsage)
	bearer := func(k string) connect.ClientOption {
		return connect.WithInterceptors(connect.UnaryInterceptorFunc(func(next connect.UnaryFunc) connect.UnaryFunc {
			return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
				if k != "" {
					req.Header().Set("Authorization", "Bearer "+k)
				}
				return next(ctx, req)
			}
		}))
	}
	ctx := context.Background()
	codeOf := func(err error) (string, int32) {
		var ce *connect.Error
		if !errorsAs(err, &ce) {
			t.Fatalf("not a connect error: %v", err)
		}
		for _, d := range ce.Details() {
			v, derr := d.Value()
			if info, ok := v.(*papierkramv1.ErrorInfo); ok && derr == nil {
				return info.Code, info.HttpStatus
			}
		}
		t.Fatalf("no ErrorInfo detail in %v", err)
		return "", 0
	}
	analysisFor := func(k string) papierkramv1connect.AnalysisServiceClient {
		return papierkramv1connect.NewAnalysisServiceClient(http.DefaultClient, e.srv.URL, bearer(k))
	}
	cases := []struct {
		name   string
		key    string
		req    *papierkramv1.AnalyzeRequest
		code   string
		status int32
	}{
		{"no key", "", &papierkramv1.AnalyzeRequest{DocumentType: "mahnung", File: fakePDF}, "invalid_api_key", 401},
		{"bad type", key, &papierkramv1.AnalyzeRequest{DocumentType: "rechnung", File: fakePDF}, "document_type_unsupported", 400},
		{"text file", key, &papierkramv1.AnalyzeRequest{DocumentType: "mahnung", File: []byte("hello")}, "invalid_request", 400},
		{"scope", usageOnly, &papierkramv1.AnalyzeRequest{DocumentType: "mahnung", File: fakePDF}, "insufficient_scope", 403},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := analysisFor(c.key).Analyze(ctx, connect.NewRequest(c.req))
			if code, status := codeOf(err); code != c.code || status != c.status {
				t.Errorf("got %s/%d want %s/%d", code, status, c.code, c.status)
			}
		})
	}
	res, err := analysisFor(key).Analyze(ctx, connect.NewRequest(&papierkramv1.AnalyzeRequest{DocumentType: "kontoauszug", File: fakePDF}))
	if err != nil || res.Msg.DocumentType != "kontoauszug" || len(res.Msg.Tables) != 1 {
		t.Fatalf("analyze: %v %v", res, err)
	}
	u, err := papierkramv1connect.NewUsageServiceClient(http.DefaultClient, e.srv.URL, bearer(key)).
		GetUsage(ctx, connect.NewRequest(&papierkramv1.GetUsageRequest{}))
	if err != nil || u.Msg.Usage.BillableCalls != 1 || u.Msg.Organization.Id != o.ID {
		t.Fatalf("usage: %v %v", u, err)
	}
	// Same numbers through REST.
	_, body := e.get(key, "/api/v1/usage")
	if body["usage"].(map[string]any)["billable_calls"] != float64(1) || body["period"].(map[string]any)["start"] != u.Msg.Period.Start {
		t.Errorf("REST and Connect disagree: %v vs %v", body, u.Msg)
	}
	setUsed(t, e.db, o, 50)
	_, err = analysisFor(key).Analyze(ctx, connect.NewRequest(&papierkramv1.AnalyzeRequest{DocumentType: "kontoauszug", File: fakePDF}))
	if code, status := codeOf(err); code != "quota_exceeded" || status != 402 || connect.CodeOf(err) != connect.CodeFailedPrecondition {
		t.Errorf("quota over Connect: %s %d %v", code, status, connect.CodeOf(err))
	}
}

func TestBillingNotConfigured(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	_, key := e.newOrg(usage.Trial)
	post := func(path, body string) (*http.Response, map[string]any) {
		req, _ := http.NewRequest("POST", e.srv.URL+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+key)
		return e.do(req)
	}
	res, body := post("/api/v1/billing/checkout", `{"tier":"gold"}`)
	expect(t, res, body, 400, "invalid_request")
	res, body = post("/api/v1/billing/checkout", `{"tier":"enterprise"}`)
	expect(t, res, body, 400, "invalid_request")
	res, body = post("/api/v1/billing/checkout", `{"tier":"pro"}`)
	expect(t, res, body, 501, "billing_not_configured")
	res, body = post("/api/v1/billing/portal", ``)
	expect(t, res, body, 501, "billing_not_configured")
}

func TestOpenAPIDocument(t *testing.T) {
	v := openapitest.Validator(t)
	if ok, errs := v.ValidateDocument(); !ok {
		for _, e := range errs {
			t.Errorf("%s: %s", e.Message, e.Reason)
		}
	}
	// Every code in the problem table is declared in the document.
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	raw := string(openapiDoc(t, e))
	for _, c := range problem.Codes() {
		if !strings.Contains(raw, `"`+string(c)+`"`) {
			t.Errorf("code %s missing from the OpenAPI document", c)
		}
	}
}

func openapiDoc(t *testing.T, e *env) []byte {
	res, err := http.Get(e.srv.URL + "/api/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || !json.Valid(b) {
		t.Fatalf("openapi.json: %d", res.StatusCode)
	}
	return b
}

func TestHealth(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	for _, p := range []string{"/healthz", "/readyz", "/metrics"} {
		res, err := http.Get(e.srv.URL + p)
		if err != nil || res.StatusCode != 200 {
			t.Errorf("%s: %v %v", p, res.StatusCode, err)
		}
		res.Body.Close()
	}
}
