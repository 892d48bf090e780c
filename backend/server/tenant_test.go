package server_test

// Security review tests (issue 7, SECURITY.md): tenant isolation over REST,
// Connect and the portal's AccountService; no key, secret or document text
// in the logs of a full run; security headers on every kind of response;
// constant-time comparison wherever secrets or their hashes are compared.

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/account"
	"papierkram/backend/audit"
	"papierkram/backend/auth"
	"papierkram/backend/billing"
	"papierkram/backend/config"
	"papierkram/backend/internal/pgtest"
	"papierkram/backend/org"
	"papierkram/backend/server"
	"papierkram/backend/statement/synth"
	"papierkram/backend/usage"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
	"papierkram/proto/gen/papierkram/v1/papierkramv1connect"
)

// withHeaders is a Connect client option that sets request headers.
func withHeaders(h map[string]string) connect.ClientOption {
	return connect.WithInterceptors(connect.UnaryInterceptorFunc(func(next connect.UnaryFunc) connect.UnaryFunc {
		return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
			for k, v := range h {
				req.Header().Set(k, v)
			}
			return next(ctx, req)
		}
	}))
}

func bearerH(key string) map[string]string {
	return map[string]string{"Authorization": "Bearer " + key}
}

func connectCode(err error) string {
	var ce *connect.Error
	if !errorsAs(err, &ce) {
		return ""
	}
	for _, d := range ce.Details() {
		if v, derr := d.Value(); derr == nil {
			if info, ok := v.(*papierkramv1.ErrorInfo); ok {
				return info.Code
			}
		}
	}
	return ""
}

// portalDeps wires sessions and the AccountService like portal_wire.go
// (without mail: key management sends none).
func portalDeps(db *pgxpool.Pool, log *slog.Logger, d *server.Deps) *account.Sessions {
	sessions := account.NewSessions(db, d.Keys, false)
	d.Sessions = sessions
	d.Account = account.New(account.Config{DB: db, Keys: d.Keys, Orgs: org.NewStore(db), Meter: usage.NewMeter(db),
		Limiter: d.Limiter, Sessions: sessions, Log: log, BaseURL: "http://papierkram.test"})
	d.AccountMiddleware = account.Middleware
	return sessions
}

func TestTenantIsolation(t *testing.T) {
	db, _ := pgtest.New(t)
	var sessions *account.Sessions
	e := newEnvOn(t, db, server.Deps{Pipeline: &okPipeline{}}, func(log *slog.Logger, d *server.Deps) {
		sessions = portalDeps(db, log, d)
	})
	ctx := context.Background()
	orgA, keyA := e.newOrg(usage.Trial)
	orgB, keyB := e.newOrg(usage.Starter)
	keysB, _ := e.keys.List(ctx, orgB.ID)
	cookie := func(orgID string) string {
		c, err := sessions.Create(ctx, orgID)
		if err != nil {
			t.Fatal(err)
		}
		return c.Name + "=" + c.Value
	}
	cookieA, cookieB := cookie(orgA.ID), cookie(orgB.ID)

	// B has history: one analysis.
	res, body := e.analyze(keyB, upload{docType: str("kontoauszug"), file: fakePDF})
	expect(t, res, body, 200, "")
	ridB := res.Header.Get("Request-Id")

	t.Run("REST usage shows only the key's organization", func(t *testing.T) {
		for _, spoof := range []string{"", "?org_id=" + orgB.ID, "?organization=" + orgB.ID} {
			req, _ := http.NewRequest("GET", e.srv.URL+"/api/v1/usage"+spoof, nil)
			req.Header.Set("Authorization", "Bearer "+keyA)
			req.Header.Set("X-Org-Id", orgB.ID)
			req.Header.Set("X-Organization-Id", orgB.ID)
			req.Header.Set("Cookie", cookieB)
			res, body := e.do(req)
			expect(t, res, body, 200, "")
			o := body["organization"].(map[string]any)
			if o["id"] != orgA.ID || o["tier"] != "trial" {
				t.Errorf("A's key%s sees %v", spoof, o)
			}
			if u := body["usage"].(map[string]any); u["billable_calls"] != float64(0) {
				t.Errorf("A sees B's usage: %v", u)
			}
		}
	})
	t.Run("REST never accepts a session cookie", func(t *testing.T) {
		req, _ := http.NewRequest("GET", e.srv.URL+"/api/v1/usage", nil)
		req.Header.Set("Cookie", cookieB)
		res, body := e.do(req)
		expect(t, res, body, 401, "invalid_api_key")
	})
	t.Run("analyze by A is billed and audited to A only", func(t *testing.T) {
		res, body := e.analyze(keyA, upload{docType: str("kontoauszug"), file: fakePDF})
		expect(t, res, body, 200, "")
		for id, want := range map[string]int{orgA.ID: 1, orgB.ID: 1} {
			rep, _ := usage.NewMeter(db).Get(ctx, id)
			if rep.BillableCalls != want {
				t.Errorf("org %s billable %d, want %d", id, rep.BillableCalls, want)
			}
		}
		entA, _ := audit.New(db).Entries(ctx, orgA.ID, 100)
		entB, _ := audit.New(db).Entries(ctx, orgB.ID, 100)
		if len(entA) != 1 || entA[0].RequestID != res.Header.Get("Request-Id") || len(entB) != 1 || entB[0].RequestID != ridB {
			t.Errorf("audit A %+v, B %+v", entA, entB)
		}
	})
	t.Run("Connect: bearer wins over another organization's cookie", func(t *testing.T) {
		h := bearerH(keyA)
		h["Cookie"] = cookieB
		h["X-Org-Id"] = orgB.ID
		u, err := papierkramv1connect.NewUsageServiceClient(http.DefaultClient, e.srv.URL, withHeaders(h)).
			GetUsage(ctx, connect.NewRequest(&papierkramv1.GetUsageRequest{}))
		if err != nil || u.Msg.GetOrganization().GetId() != orgA.ID {
			t.Fatalf("usage over Connect with A's key and B's cookie: %v %v", u, err)
		}
		u, err = papierkramv1connect.NewUsageServiceClient(http.DefaultClient, e.srv.URL, withHeaders(map[string]string{"Cookie": cookieB})).
			GetUsage(ctx, connect.NewRequest(&papierkramv1.GetUsageRequest{}))
		if err != nil || u.Msg.GetOrganization().GetId() != orgB.ID {
			t.Fatalf("usage over Connect with B's session: %v %v", u, err)
		}
	})
	t.Run("AccountService: A's session cannot see or revoke B's keys", func(t *testing.T) {
		acctA := papierkramv1connect.NewAccountServiceClient(http.DefaultClient, e.srv.URL, withHeaders(map[string]string{"Cookie": cookieA}))
		list, err := acctA.ListKeys(ctx, connect.NewRequest(&papierkramv1.ListKeysRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range list.Msg.GetKeys() {
			if k.GetId() == keysB[0].ID {
				t.Errorf("A lists B's key %s", k.GetId())
			}
		}
		if len(list.Msg.GetKeys()) != 1 {
			t.Errorf("A lists %d keys, has 1", len(list.Msg.GetKeys()))
		}
		_, err = acctA.RevokeKey(ctx, connect.NewRequest(&papierkramv1.RevokeKeyRequest{Id: keysB[0].ID}))
		if connectCode(err) != "not_found" {
			t.Errorf("A revoking B's key: %v, want not_found", err)
		}
		// Even with B's key as bearer, the account service acts for the session.
		acctMixed := papierkramv1connect.NewAccountServiceClient(http.DefaultClient, e.srv.URL,
			withHeaders(map[string]string{"Cookie": cookieA, "Authorization": "Bearer " + keyB}))
		if _, err := acctMixed.RevokeKey(ctx, connect.NewRequest(&papierkramv1.RevokeKeyRequest{Id: keysB[0].ID})); connectCode(err) != "not_found" {
			t.Errorf("A's session with B's bearer revoking B's key: %v", err)
		}
		res, body := e.get(keyB, "/api/v1/usage")
		expect(t, res, body, 200, "")
		// A key created in A's session belongs to A.
		created, err := acctA.CreateKey(ctx, connect.NewRequest(&papierkramv1.CreateKeyRequest{Name: "ci"}))
		if err != nil {
			t.Fatal(err)
		}
		p, err := e.keys.Authenticate(ctx, created.Msg.GetApiKey())
		if err != nil || p.OrgID != orgA.ID {
			t.Errorf("key created in A's session belongs to %v (%v)", p, err)
		}
		// Without a session, nothing.
		anon := papierkramv1connect.NewAccountServiceClient(http.DefaultClient, e.srv.URL)
		if _, err := anon.RevokeKey(ctx, connect.NewRequest(&papierkramv1.RevokeKeyRequest{Id: keysB[0].ID})); connectCode(err) != "unauthenticated" {
			t.Errorf("anonymous RevokeKey: %v", err)
		}
		// A bearer key is not a session: key management needs the portal login.
		withKey := papierkramv1connect.NewAccountServiceClient(http.DefaultClient, e.srv.URL, withHeaders(bearerH(keyB)))
		if _, err := withKey.ListKeys(ctx, connect.NewRequest(&papierkramv1.ListKeysRequest{})); connectCode(err) != "unauthenticated" {
			t.Errorf("ListKeys with a bearer key only: %v", err)
		}
	})
	t.Run("revoked key of B is refused everywhere, A unaffected", func(t *testing.T) {
		if _, err := e.keys.Revoke(ctx, orgB.ID, keysB[0].ID); err != nil {
			t.Fatal(err)
		}
		res, body := e.get(keyB, "/api/v1/usage")
		expect(t, res, body, 401, "revoked_api_key")
		_, err := papierkramv1connect.NewUsageServiceClient(http.DefaultClient, e.srv.URL, withHeaders(bearerH(keyB))).
			GetUsage(ctx, connect.NewRequest(&papierkramv1.GetUsageRequest{}))
		if connectCode(err) != "revoked_api_key" {
			t.Errorf("Connect with B's revoked key: %v", err)
		}
		res, body = e.get(keyA, "/api/v1/usage")
		expect(t, res, body, 200, "")
	})
}

// TestNoSecretsInLogs runs a full flow — portal session, key creation,
// analysis of a real statement through the real pipeline, usage, billing
// checkout against an unreachable provider, signed and forged webhooks,
// unknown and revoked keys, a panic — with debug logging, and greps every
// log line for the credentials and the document's text.
func TestNoSecretsInLogs(t *testing.T) {
	if testing.Short() {
		t.Skip("real pipeline")
	}
	const stripeKey = "sk_test_CANARYstripeSecretKey0123456789"
	const whsec = "whsec_CANARYwebhookSecret0123456789"
	var sessions *account.Sessions
	e, _ := newRealEnv(t, realOpts{extra: func(db *pgxpool.Pool, log *slog.Logger, d *server.Deps) {
		sessions = portalDeps(db, log, d)
		s, err := billing.New(config.Stripe{SecretKey: stripeKey, WebhookSecret: whsec, APIURL: "http://127.0.0.1:1",
			Prices: map[string]string{"starter": "price_starter"}, OveragePrices: map[string]string{"starter": "price_over"},
			MeterEvent: "papierkram_analysis"}, "http://papierkram.test", db, log)
		if err != nil {
			t.Fatal(err)
		}
		d.Payments, d.Webhook = s, s.Webhook()
	}})
	ctx := context.Background()
	o, firstKey := e.paidOrg(usage.Trial)
	c, err := sessions.Create(ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	acct := papierkramv1connect.NewAccountServiceClient(http.DefaultClient, e.srv.URL, withHeaders(map[string]string{"Cookie": c.Name + "=" + c.Value}))
	created, err := acct.CreateKey(ctx, connect.NewRequest(&papierkramv1.CreateKeyRequest{Name: "Buchhaltung"}))
	if err != nil {
		t.Fatal(err)
	}
	key := created.Msg.GetApiKey()

	st, err := synth.GenerateWith("signed", 99, synth.Options{MaxTransactions: 10})
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := st.PDF()
	if err != nil {
		t.Fatal(err)
	}
	body, ct := form("kontoauszug", "Kontoauszug-Privat-Geheim.pdf", "application/pdf", pdf)
	res, m := e.post(key, body, ct)
	expect(t, res, m, 200, "")
	res, m = e.get(key, "/api/v1/usage")
	expect(t, res, m, 200, "")

	// Billing: checkout reaches an unreachable provider (error path logs).
	req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/billing/checkout", strings.NewReader(`{"tier":"starter"}`))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	res, m = e.do(req)
	if res.StatusCode < 500 {
		t.Errorf("checkout against an unreachable provider: %d %v", res.StatusCode, m)
	}
	// Webhooks: one forged, one signed (an event type that is ignored).
	event := `{"id":"evt_canary","object":"event","type":"customer.created","api_version":"` + billing.APIVersion + `","created":` + strconv.FormatInt(time.Now().Unix(), 10) + `,"data":{"object":{"id":"cus_x","object":"customer"}}}`
	forgedSig := signStripe("whsec_wrong", event)
	goodSig := signStripe(whsec, event)
	for _, sig := range []string{forgedSig, goodSig} {
		req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/billing/webhook", strings.NewReader(event))
		req.Header.Set("Stripe-Signature", sig)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		t.Logf("webhook: %d", res.StatusCode)
	}
	// Unknown and revoked keys.
	unknown := auth.KeyPrefix + "CANARYunknownKey012345678901234567890123"
	res, m = e.get(unknown, "/api/v1/usage")
	expect(t, res, m, 401, "invalid_api_key")
	keys, _ := e.keys.List(ctx, o.ID)
	for _, k := range keys {
		if _, err := acct.RevokeKey(ctx, connect.NewRequest(&papierkramv1.RevokeKeyRequest{Id: k.ID})); err != nil {
			t.Fatal(err)
		}
	}
	res, m = e.get(key, "/api/v1/usage")
	expect(t, res, m, 401, "revoked_api_key")

	e.logMu.Lock()
	logs := e.logs.String()
	e.logMu.Unlock()
	if !strings.Contains(logs, "signature rejected") || !strings.Contains(logs, `"route":"POST /api/v1/analyze"`) {
		t.Fatalf("the flow did not run as intended; logs:\n%.3000s", logs)
	}
	secrets := map[string]string{
		"API key (created)":        key,
		"API key random part":      key[len(auth.KeyPrefix):],
		"API key (first)":          firstKey,
		"unknown key":              unknown[len(auth.KeyPrefix):],
		"session token":            c.Value,
		"Stripe secret key":        stripeKey,
		"Stripe secret (no pfx)":   stripeKey[len("sk_test_"):],
		"webhook secret":           whsec[len("whsec_"):],
		"webhook signature":        goodSig[strings.Index(goodSig, "v1=")+3:],
		"forged webhook signature": forgedSig[strings.Index(forgedSig, "v1=")+3:],
		"file name":                "Kontoauszug-Privat-Geheim",
		"IBAN":                     strings.ReplaceAll(st.Truth.IBAN, " ", ""),
		"IBAN (spaced)":            st.Truth.IBAN,
		"opening balance":          st.Truth.Opening,
	}
	for i, tx := range st.Truth.Transactions {
		if len(tx.Purpose) >= 8 {
			secrets[fmt.Sprintf("purpose of booking %d", i)] = tx.Purpose
		}
		if len(tx.Counterparty) >= 8 {
			secrets[fmt.Sprintf("counterparty of booking %d", i)] = tx.Counterparty
		}
		if tx.IBAN != "" {
			secrets[fmt.Sprintf("IBAN of booking %d", i)] = strings.ReplaceAll(tx.IBAN, " ", "")
		}
	}
	for what, s := range secrets {
		if s != "" && strings.Contains(logs, s) {
			i := strings.Index(logs, s)
			t.Errorf("logs contain the %s %q: …%s…", what, s, logs[max(0, i-200):min(len(logs), i+len(s)+50)])
		}
	}
	t.Logf("%d log bytes checked for %d secrets", len(logs), len(secrets))
}

// signStripe builds a Stripe-Signature header (t=…,v1=HMAC-SHA256).
func signStripe(secret, payload string) string {
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "." + payload))
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac.Sum(nil))
}

type panicPipeline struct{}

func (panicPipeline) Analyze(context.Context, string, []byte) (*papierkramv1.AnalyzeResponse, error) {
	panic("secret-panic-value: GEHEIM")
}

// TestSecurityHeaders: every kind of response carries the headers, API
// responses a deny-all CSP; HSTS exactly when served over https; a panic
// becomes a 500 problem that reveals nothing.
func TestSecurityHeaders(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: panicPipeline{}})
	_, key := e.newOrg(usage.Trial)
	common := map[string]string{
		"X-Content-Type-Options":     "nosniff",
		"Referrer-Policy":            "no-referrer",
		"X-Frame-Options":            "DENY",
		"Cross-Origin-Opener-Policy": "same-origin",
	}
	apiCSP := "default-src 'none'; frame-ancestors 'none'"
	type probe struct {
		name, method, path string
		key                string
		status             int
		csp                bool
	}
	probes := []probe{
		{"usage 200", "GET", "/api/v1/usage", key, 200, true},
		{"usage 401", "GET", "/api/v1/usage", "", 401, true},
		{"unknown API path 404", "GET", "/api/v1/nope", key, 404, true},
		{"analyze panic 500", "POST", "/api/v1/analyze", key, 500, true},
		{"openapi", "GET", "/api/openapi.json", "", 200, true},
		{"connect usage", "POST", "/papierkram.v1.UsageService/GetUsage", key, 200, true},
		{"healthz", "GET", "/healthz", "", 200, false},
		{"metrics", "GET", "/metrics", "", 200, false},
	}
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			var req *http.Request
			switch {
			case p.path == "/api/v1/analyze":
				b, ct := form("kontoauszug", "a.pdf", "application/pdf", fakePDF)
				req, _ = http.NewRequest("POST", e.srv.URL+p.path, strings.NewReader(string(b)))
				req.Header.Set("Content-Type", ct)
			case strings.HasPrefix(p.path, "/papierkram."):
				req, _ = http.NewRequest("POST", e.srv.URL+p.path, strings.NewReader("{}"))
				req.Header.Set("Content-Type", "application/json")
			default:
				req, _ = http.NewRequest(p.method, e.srv.URL+p.path, nil)
			}
			if p.key != "" {
				req.Header.Set("Authorization", "Bearer "+p.key)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b := new(strings.Builder)
			buf := make([]byte, 4096)
			n, _ := res.Body.Read(buf)
			b.Write(buf[:n])
			res.Body.Close()
			if res.StatusCode != p.status {
				t.Fatalf("status %d, want %d", res.StatusCode, p.status)
			}
			for h, v := range common {
				if got := res.Header.Get(h); got != v {
					t.Errorf("%s = %q, want %q", h, got, v)
				}
			}
			if got := res.Header.Get("Content-Security-Policy"); p.csp && got != apiCSP {
				t.Errorf("CSP = %q", got)
			}
			if res.Header.Get("Strict-Transport-Security") != "" {
				t.Error("HSTS over plain http")
			}
			if res.Header.Get("Server") != "" || res.Header.Get("X-Powered-By") != "" {
				t.Errorf("server identification: %q %q", res.Header.Get("Server"), res.Header.Get("X-Powered-By"))
			}
			if p.status == 500 && (strings.Contains(b.String(), "GEHEIM") || strings.Contains(b.String(), "panic")) {
				t.Errorf("500 body reveals the panic: %s", b.String())
			}
		})
	}
	t.Run("HSTS under https", func(t *testing.T) {
		db, _ := pgtest.New(t)
		h := server.New(server.Deps{DB: db, Log: slog.New(slog.DiscardHandler), HTTPS: true, Keys: auth.NewKeys(db)})
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/healthz", nil))
		if got := rec.Header().Get("Strict-Transport-Security"); !strings.HasPrefix(got, "max-age=") || !strings.Contains(got, "includeSubDomains") {
			t.Errorf("HSTS = %q", got)
		}
	})
}

// TestSecretComparisonsAreConstantTime reads the packages that handle
// credentials (auth, account, billing, server) and fails on a comparison
// of a secret-looking value that is not constant-time: bytes.Equal,
// bytes.Compare, strings.EqualFold or ==/!= between two non-constant
// operands whose names say key, hash, token, secret, signature or MAC.
// Lookups by hash in SQL (WHERE hash = $1) are not in Go and compare
// SHA-256 digests of 238-bit random values, which leaks nothing useful.
func TestSecretComparisonsAreConstantTime(t *testing.T) {
	secretName := regexp.MustCompile(`(?i)(hash|token|secret|signature|\bsig|mac|digest|apikey|password|stored)`)
	fset := token.NewFileSet()
	var checked int
	for _, dir := range []string{"../auth", "../account", "../billing", "."} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			file, err := parser.ParseFile(fset, f, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			checked++
			text := func(n ast.Node) string {
				return string(src[fset.Position(n.Pos()).Offset:fset.Position(n.End()).Offset])
			}
			constant := func(x ast.Expr) bool {
				switch v := x.(type) {
				case *ast.BasicLit:
					return true
				case *ast.Ident:
					return v.Name == "nil" || v.Name == "true" || v.Name == "false"
				case *ast.CallExpr: // len(x), cap(x)
					if id, ok := v.Fun.(*ast.Ident); ok && (id.Name == "len" || id.Name == "cap") {
						return true
					}
				}
				return false
			}
			ast.Inspect(file, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.CallExpr:
					sel, ok := x.Fun.(*ast.SelectorExpr)
					if !ok {
						return true
					}
					pkg, _ := sel.X.(*ast.Ident)
					if pkg == nil {
						return true
					}
					name := pkg.Name + "." + sel.Sel.Name
					if (name == "bytes.Equal" || name == "bytes.Compare" || name == "strings.EqualFold" || name == "strings.Compare") && secretName.MatchString(text(x)) {
						t.Errorf("%s: %s is not constant-time; use subtle.ConstantTimeCompare or hmac.Equal", fset.Position(x.Pos()), text(x))
					}
				case *ast.BinaryExpr:
					if (x.Op == token.EQL || x.Op == token.NEQ) && !constant(x.X) && !constant(x.Y) &&
						secretName.MatchString(text(x.X)) && secretName.MatchString(text(x.Y)) {
						t.Errorf("%s: %s compares secrets with %s", fset.Position(x.Pos()), text(x), x.Op)
					}
				}
				return true
			})
		}
	}
	if checked < 8 {
		t.Fatalf("only %d files read; the package layout changed", checked)
	}
	// The one place the service compares a secret's hash itself uses subtle.
	if !auth.Equal([]byte("a"), []byte("a")) || auth.Equal([]byte("a"), []byte("b")) || auth.Equal([]byte("a"), []byte("ab")) {
		t.Error("auth.Equal is wrong")
	}
}
