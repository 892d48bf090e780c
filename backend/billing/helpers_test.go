package billing

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/webhook"

	"papierkram/backend/billing/internal/stripemock"
	"papierkram/backend/config"
	"papierkram/backend/internal/pgtest"
	"papierkram/backend/org"
	"papierkram/backend/usage"
)

const (
	testWebhookSecret = "whsec_test_papierkram"
	testMeterEvent    = "papierkram_analysis"
)

var testPrices = map[string]string{"starter": "price_starter", "pro": "price_pro", "business": "price_business"}
var testOverage = map[string]string{"starter": "price_over_starter", "pro": "price_over_pro", "business": "price_over_business"}

func testLogger(t *testing.T) *slog.Logger {
	if testing.Verbose() {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.DiscardHandler)
}

func testConfig(apiURL string) config.Stripe {
	return config.Stripe{
		SecretKey:     "sk_test_123",
		WebhookSecret: testWebhookSecret,
		APIURL:        apiURL,
		Prices:        testPrices,
		OveragePrices: testOverage,
		MeterEvent:    testMeterEvent,
	}
}

type env struct {
	db    *pgxpool.Pool
	proxy *stripemock.Proxy
	s     *Stripe
	orgs  *org.Store
	meter *usage.Meter
}

// newEnv gives a fresh database, a stripe-mock behind a recording proxy and
// a Stripe pointed at it. The database comes first: without it the test
// skips before starting stripe-mock.
func newEnv(t *testing.T) *env {
	t.Helper()
	db, _ := pgtest.New(t)
	proxy := stripemock.NewProxy(t, stripemock.Start(t))
	s, err := New(testConfig(proxy.URL()), "https://papierkram.test", db, testLogger(t))
	if err != nil {
		t.Fatal(err)
	}
	// Fast retries for tests.
	s.Outbox = OutboxConfig{Interval: 20 * time.Millisecond, RetryBase: 50 * time.Millisecond, RetryMax: 200 * time.Millisecond, CallTimeout: 5 * time.Second}
	return &env{db: db, proxy: proxy, s: s, orgs: org.NewStore(db), meter: usage.NewMeter(db)}
}

func (e *env) newOrg(t *testing.T, tier usage.Tier) org.Org {
	t.Helper()
	o, err := e.orgs.Create(context.Background(), "Muster GmbH "+t.Name(), fmt.Sprintf("billing-%d@example.de", time.Now().UnixNano()), tier)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func (e *env) org(t *testing.T, id string) org.Org {
	t.Helper()
	o, err := e.orgs.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// event is a webhook event as Stripe sends it.
func event(id, typ string, created time.Time, object map[string]any) []byte {
	return eventVersion(id, typ, created, object, stripe.APIVersion)
}

func eventVersion(id, typ string, created time.Time, object map[string]any, version string) []byte {
	b, err := json.Marshal(map[string]any{
		"id": id, "object": "event", "api_version": version, "created": created.Unix(),
		"livemode": false, "pending_webhooks": 1, "type": typ,
		"data": map[string]any{"object": object},
	})
	if err != nil {
		panic(err)
	}
	return b
}

// deliver posts a payload signed with secret to the webhook handler.
func deliver(t *testing.T, h http.Handler, payload []byte, secret string) (int, string) {
	t.Helper()
	req := httptest.NewRequest("POST", "/api/v1/billing/webhook", bytes.NewReader(payload))
	if secret != "" {
		sp := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret})
		req.Header.Set("Stripe-Signature", sp.Header)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var body struct {
		Result string `json:"result"`
		Code   string `json:"code"`
	}
	json.Unmarshal(rec.Body.Bytes(), &body) //nolint:errcheck
	if body.Result != "" {
		return rec.Code, body.Result
	}
	return rec.Code, body.Code
}

func checkoutCompleted(orgID, tier, customer, sub string) map[string]any {
	return map[string]any{
		"id": "cs_test_" + sub, "object": "checkout.session", "mode": "subscription", "status": "complete",
		"payment_status": "paid", "client_reference_id": orgID, "customer": customer, "subscription": sub,
		"metadata": map[string]string{"org_id": orgID, "tier": tier},
	}
}

func subscriptionObject(id, customer, status, price string, start, end time.Time) map[string]any {
	return map[string]any{
		"id": id, "object": "subscription", "customer": customer, "status": status,
		"current_period_start": start.Unix(), "current_period_end": end.Unix(),
		"items": map[string]any{"object": "list", "data": []any{
			map[string]any{"id": "si_1", "price": map[string]any{"id": price}},
			map[string]any{"id": "si_2", "price": map[string]any{"id": "price_over_x"}},
		}},
	}
}

func invoiceObject(customer, sub string) map[string]any {
	return map[string]any{"id": "in_" + sub, "object": "invoice", "customer": customer, "subscription": sub}
}

// commitCalls counts n successful calls through the meter.
func (e *env) commitCalls(t *testing.T, orgID string, n int) {
	t.Helper()
	ctx := context.Background()
	for i := 0; i < n; i++ {
		rid := fmt.Sprintf("req_%s_%d", orgID, time.Now().UnixNano())
		lease, err := e.meter.Reserve(ctx, orgID, rid)
		if err != nil {
			t.Fatalf("reserve call %d: %v", i, err)
		}
		if err := e.meter.Commit(ctx, lease, orgID, rid); err != nil {
			t.Fatalf("commit call %d: %v", i, err)
		}
	}
}

func (e *env) outbox(t *testing.T, orgID string) (pending, delivered int) {
	t.Helper()
	err := e.db.QueryRow(context.Background(), `SELECT count(*) FILTER (WHERE delivered_at IS NULL), count(*) FILTER (WHERE delivered_at IS NOT NULL)
		FROM meter_outbox WHERE org_id = $1`, orgID).Scan(&pending, &delivered)
	if err != nil {
		t.Fatal(err)
	}
	return pending, delivered
}

// makeDue lets failed rows be retried now instead of after their backoff.
func (e *env) makeDue(t *testing.T) {
	t.Helper()
	if _, err := e.db.Exec(context.Background(), `UPDATE meter_outbox SET next_attempt_at = now() WHERE delivered_at IS NULL`); err != nil {
		t.Fatal(err)
	}
}
