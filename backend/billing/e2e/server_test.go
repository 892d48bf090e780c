// Package e2e tests billing through the whole HTTP server. It is apart from
// package billing so that billing's own tests do not build the server (OCR,
// letters, ...).
package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/webhook"

	"papierkram/backend/api"
	"papierkram/backend/audit"
	"papierkram/backend/auth"
	"papierkram/backend/billing"
	"papierkram/backend/billing/internal/stripemock"
	"papierkram/backend/config"
	"papierkram/backend/internal/pgtest"
	"papierkram/backend/metrics"
	"papierkram/backend/org"
	"papierkram/backend/ratelimit"
	"papierkram/backend/server"
	"papierkram/backend/usage"
)

type httpResult struct {
	status int
	ctype  string
	body   map[string]any
}

func call(t *testing.T, method, url, key, ctype, body string, header http.Header) httpResult {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	r := httpResult{status: resp.StatusCode, ctype: resp.Header.Get("Content-Type")}
	if err := json.Unmarshal(raw, &r.body); err != nil {
		t.Fatalf("%s %s: %d, body not JSON: %s", method, url, resp.StatusCode, raw)
	}
	return r
}

func (r httpResult) str(path ...string) string {
	var v any = r.body
	for _, p := range path {
		m, _ := v.(map[string]any)
		v = m[p]
	}
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return ""
}

// TestServerEndToEnd drives billing through the real HTTP server: the REST
// checkout and portal endpoints with bearer keys, and the webhook without.
func TestServerEndToEnd(t *testing.T) {
	db, _ := pgtest.New(t)
	proxy := stripemock.NewProxy(t, stripemock.Start(t))
	const secret = "whsec_e2e"
	s, err := billing.New(config.Stripe{
		SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: proxy.URL(), MeterEvent: "papierkram_analysis",
		Prices:        map[string]string{"starter": "price_starter", "pro": "price_pro", "business": "price_business"},
		OveragePrices: map[string]string{"starter": "price_os", "pro": "price_op", "business": "price_ob"},
	}, "https://papierkram.test", db, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	orgs := org.NewStore(db)
	meter := usage.NewMeter(db)
	keys := auth.NewKeys(db)
	o, err := orgs.Create(ctx, "E2E GmbH", "e2e@example.de", usage.Trial)
	if err != nil {
		t.Fatal(err)
	}
	// This test makes more requests in a minute than the Trial tier allows.
	if _, err := orgs.SetRateLimit(ctx, o.ID, 1000); err != nil {
		t.Fatal(err)
	}
	tierOf := func() usage.Tier {
		got, err := orgs.Get(ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		return got.Tier
	}
	_, key, err := keys.Create(ctx, o.ID, "all", nil)
	if err != nil {
		t.Fatal(err)
	}
	_, analyzeOnly, err := keys.Create(ctx, o.ID, "analyze", []string{auth.ScopeAnalyze})
	if err != nil {
		t.Fatal(err)
	}
	deps := server.Deps{DB: db, Log: slog.New(slog.DiscardHandler), Metrics: metrics.New(), Keys: keys, Meter: meter, Limiter: ratelimit.New(db), Audit: audit.New(db)}

	// Billing not configured: 501 billing_not_configured, no webhook route.
	off := httptest.NewServer(server.New(deps))
	defer off.Close()
	if r := call(t, "POST", off.URL+"/api/v1/billing/checkout", key, "application/json", `{"tier":"starter"}`, nil); r.status != 501 ||
		r.str("code") != "billing_not_configured" || r.ctype != "application/problem+json" {
		t.Fatalf("checkout without billing: %d %v", r.status, r.body)
	}
	if r := call(t, "POST", off.URL+"/api/v1/billing/portal", key, "", "", nil); r.status != 501 || r.str("code") != "billing_not_configured" {
		t.Fatalf("portal without billing: %d %v", r.status, r.body)
	}

	deps.Payments = s
	deps.Webhook = s.Webhook()
	srv := httptest.NewServer(server.New(deps))
	defer srv.Close()
	var _ api.Payments = s

	for _, tc := range []struct {
		name, key, path, body string
		status                int
		code                  string
	}{
		{"portal before checkout", key, "/api/v1/billing/portal", "", 409, "billing_conflict"},
		{"enterprise", key, "/api/v1/billing/checkout", `{"tier":"enterprise"}`, 400, "invalid_request"},
		{"unknown tier", key, "/api/v1/billing/checkout", `{"tier":"gold"}`, 400, "invalid_request"},
		{"no billing scope", analyzeOnly, "/api/v1/billing/checkout", `{"tier":"starter"}`, 403, "insufficient_scope"},
		{"no key", "", "/api/v1/billing/checkout", `{"tier":"starter"}`, 401, "invalid_api_key"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := call(t, "POST", srv.URL+tc.path, tc.key, "application/json", tc.body, nil)
			if r.status != tc.status || r.str("code") != tc.code {
				t.Fatalf("%d %v, want %d %s", r.status, r.body, tc.status, tc.code)
			}
		})
	}

	r := call(t, "POST", srv.URL+"/api/v1/billing/checkout", key, "application/json", `{"tier":"pro"}`, nil)
	if r.status != 200 || !strings.HasPrefix(r.str("url"), "https://") {
		t.Fatalf("checkout: %d %v", r.status, r.body)
	}
	got, err := orgs.Get(ctx, o.ID)
	if err != nil || got.StripeCustomerID == "" {
		t.Fatalf("no customer after checkout: %v", err)
	}
	cust := got.StripeCustomerID

	// The webhook needs no bearer key, only Stripe's signature.
	payload, err := json.Marshal(map[string]any{
		"id": "evt_e2e_1", "object": "event", "api_version": stripe.APIVersion, "created": time.Now().Unix(),
		"type": "checkout.session.completed",
		"data": map[string]any{"object": map[string]any{
			"id": "cs_e2e", "object": "checkout.session", "mode": "subscription", "client_reference_id": o.ID,
			"customer": cust, "subscription": "sub_e2e", "metadata": map[string]string{"tier": "pro"},
		}},
	})
	if err != nil {
		t.Fatal(err)
	}
	forged := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_wrong"})
	if r := call(t, "POST", srv.URL+"/api/v1/billing/webhook", "", "application/json", string(payload),
		http.Header{"Stripe-Signature": {forged.Header}}); r.status != 400 || r.str("code") != "invalid_request" || r.ctype != "application/problem+json" {
		t.Fatalf("forged webhook: %d %v", r.status, r.body)
	}
	if got := tierOf(); got != usage.Trial {
		t.Fatalf("forged webhook changed the tier to %s", got)
	}
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret})
	if r := call(t, "POST", srv.URL+"/api/v1/billing/webhook", "", "application/json", string(payload),
		http.Header{"Stripe-Signature": {signed.Header}}); r.status != 200 || r.str("result") != billing.Applied {
		t.Fatalf("webhook: %d %v", r.status, r.body)
	}

	r = call(t, "GET", srv.URL+"/api/v1/usage", key, "", "", nil)
	if r.status != 200 || r.str("organization", "tier") != "pro" || r.str("usage", "included_calls") != "1000" {
		t.Fatalf("usage after checkout: %d %v", r.status, r.body)
	}
	r = call(t, "POST", srv.URL+"/api/v1/billing/checkout", key, "application/json", `{"tier":"business"}`, nil)
	if r.status != 409 || r.str("code") != "billing_conflict" || !strings.Contains(r.str("detail"), "operator") {
		t.Fatalf("paid-to-paid checkout: %d %v", r.status, r.body)
	}
	r = call(t, "POST", srv.URL+"/api/v1/billing/portal", key, "", "", nil)
	if r.status != 200 || !strings.HasPrefix(r.str("url"), "https://") {
		t.Fatalf("portal: %d %v", r.status, r.body)
	}
	if bytes.Contains([]byte(r.str("url")), []byte("sk_test")) {
		t.Fatal("secret in portal URL")
	}

	// The subscription ends: analyses are refused with 402.
	deleted, err := json.Marshal(map[string]any{
		"id": "evt_e2e_2", "object": "event", "api_version": stripe.APIVersion, "created": time.Now().Add(time.Second).Unix(),
		"type": "customer.subscription.deleted",
		"data": map[string]any{"object": map[string]any{
			"id": "sub_e2e", "object": "subscription", "customer": cust, "status": "canceled",
		}},
	})
	if err != nil {
		t.Fatal(err)
	}
	signed = webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: deleted, Secret: secret})
	if r := call(t, "POST", srv.URL+"/api/v1/billing/webhook", "", "application/json", string(deleted),
		http.Header{"Stripe-Signature": {signed.Header}}); r.status != 200 || r.str("result") != billing.Applied {
		t.Fatalf("deletion webhook: %d %v", r.status, r.body)
	}
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	mw.WriteField("document_type", "mahnung") //nolint:errcheck
	fw, _ := mw.CreateFormFile("file", "mahnung.pdf")
	fw.Write([]byte("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")) //nolint:errcheck
	mw.Close()
	r = call(t, "POST", srv.URL+"/api/v1/analyze", key, mw.FormDataContentType(), form.String(), nil)
	if r.status != 402 || r.str("code") != "quota_exceeded" {
		t.Fatalf("analyze after the subscription ended: %d %v", r.status, r.body)
	}
	r = call(t, "GET", srv.URL+"/api/v1/usage", key, "", "", nil)
	if r.str("organization", "tier") != "inactive" {
		t.Fatalf("usage after the end: %v", r.body)
	}
}
