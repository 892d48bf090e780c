package billing

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v76/webhook"

	"papierkram/backend/internal/pgtest"
	"papierkram/backend/org"
	"papierkram/backend/usage"
)

// newWebhookEnv needs no Stripe API: webhooks only read the database.
func newWebhookEnv(t *testing.T) *env {
	t.Helper()
	db, _ := pgtest.New(t)
	s, err := New(testConfig("http://127.0.0.1:1"), "https://papierkram.test", db, testLogger(t))
	if err != nil {
		t.Fatal(err)
	}
	return &env{db: db, s: s, orgs: org.NewStore(db), meter: usage.NewMeter(db)}
}

// newCustomerOrg is a trial organization that has started a checkout (so
// Stripe knows it as customer cus_<n>).
func (e *env) newCustomerOrg(t *testing.T, tier usage.Tier) (org.Org, string) {
	t.Helper()
	o := e.newOrg(t, tier)
	cust := "cus_" + o.ID
	if _, err := e.db.Exec(context.Background(), `UPDATE organizations SET stripe_customer_id = $2 WHERE id = $1`, o.ID, cust); err != nil {
		t.Fatal(err)
	}
	return o, cust
}

type state struct {
	Tier          usage.Tier
	Subscription  string
	PaymentFailed bool
}

func (e *env) state(t *testing.T, id string) state {
	o := e.org(t, id)
	return state{o.Tier, o.StripeSubscriptionID, o.PaymentFailedAt != nil}
}

func (e *env) eventCount(t *testing.T) int {
	var n int
	if err := e.db.QueryRow(context.Background(), `SELECT count(*) FROM stripe_events`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// delivery is one webhook delivery: an event and the result expected.
type delivery struct {
	id, typ string
	at      int // seconds after the test's base time
	object  func(orgID, cust string) map[string]any
	want    string
}

func completed(tier, sub string) func(string, string) map[string]any {
	return func(orgID, cust string) map[string]any { return checkoutCompleted(orgID, tier, cust, sub) }
}

func subscriptionEvent(sub, status, price string) func(string, string) map[string]any {
	return func(_, cust string) map[string]any {
		now := time.Now()
		return subscriptionObject(sub, cust, status, price, now.Add(-time.Hour), now.Add(30*24*time.Hour))
	}
}

func invoiceEvent(sub string) func(string, string) map[string]any {
	return func(_, cust string) map[string]any { return invoiceObject(cust, sub) }
}

// TestWebhookTransitions: each sequence is delivered in order; every
// delivery's result and the final state are checked. Duplicates and
// out-of-order deliveries must not change the state.
func TestWebhookTransitions(t *testing.T) {
	e := newWebhookEnv(t)
	h := e.s.Webhook()
	base := time.Now().Add(-time.Hour)
	const (
		created = "customer.subscription.created"
		updated = "customer.subscription.updated"
		deleted = "customer.subscription.deleted"
		failed  = "invoice.payment_failed"
		paid    = "invoice.paid"
		done    = "checkout.session.completed"
	)
	for _, tc := range []struct {
		name  string
		start usage.Tier
		seq   []delivery
		want  state
	}{
		{"trial to paid", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
		}, state{usage.Starter, "sub_1", false}},
		{"duplicate checkout", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
			{"e1", done, 0, completed("starter", "sub_1"), Duplicate},
		}, state{usage.Starter, "sub_1", false}},
		{"subscription event before checkout event", usage.Trial, []delivery{
			{"e2", created, 1, subscriptionEvent("sub_1", "active", "price_pro"), Applied},
			{"e1", done, 0, completed("pro", "sub_1"), Stale},
		}, state{usage.Pro, "sub_1", false}},
		{"same second, either order", usage.Trial, []delivery{
			{"e2", updated, 0, subscriptionEvent("sub_1", "active", "price_pro"), Applied},
			{"e1", done, 0, completed("pro", "sub_1"), Applied},
		}, state{usage.Pro, "sub_1", false}},
		{"paid to inactive on deletion", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
			{"e2", deleted, 10, subscriptionEvent("sub_1", "canceled", "price_starter"), Applied},
		}, state{usage.Inactive, "sub_1", false}},
		{"late update after deletion", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
			{"e3", deleted, 10, subscriptionEvent("sub_1", "canceled", "price_starter"), Applied},
			{"e2", updated, 5, subscriptionEvent("sub_1", "active", "price_starter"), Stale},
		}, state{usage.Inactive, "sub_1", false}},
		{"deletion overtakes the checkout", usage.Trial, []delivery{
			{"e2", deleted, 10, subscriptionEvent("sub_1", "canceled", "price_starter"), Applied},
			{"e1", done, 0, completed("starter", "sub_1"), Stale},
		}, state{usage.Inactive, "sub_1", false}},
		{"end wins a same-second tie", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
			{"e3", deleted, 5, subscriptionEvent("sub_1", "canceled", "price_starter"), Applied},
			{"e2", updated, 5, subscriptionEvent("sub_1", "active", "price_starter"), Stale},
		}, state{usage.Inactive, "sub_1", false}},
		{"inactive to paid with a new checkout; old deletion redelivered", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
			{"e2", deleted, 10, subscriptionEvent("sub_1", "canceled", "price_starter"), Applied},
			{"e3", done, 20, completed("business", "sub_2"), Applied},
			{"e2", deleted, 10, subscriptionEvent("sub_1", "canceled", "price_starter"), Duplicate},
			{"e4", deleted, 30, subscriptionEvent("sub_1", "canceled", "price_starter"), Stale},
		}, state{usage.Business, "sub_2", false}},
		{"unpaid ends, paying revives", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
			{"e2", updated, 10, subscriptionEvent("sub_1", "unpaid", "price_starter"), Applied},
			{"e3", updated, 20, subscriptionEvent("sub_1", "active", "price_starter"), Applied},
		}, state{usage.Starter, "sub_1", false}},
		{"past_due keeps the tier", usage.Trial, []delivery{
			{"e1", done, 0, completed("pro", "sub_1"), Applied},
			{"e2", failed, 5, invoiceEvent("sub_1"), Applied},
			{"e3", updated, 6, subscriptionEvent("sub_1", "past_due", "price_pro"), Applied},
		}, state{usage.Pro, "sub_1", true}},
		{"payment failure cleared by payment", usage.Trial, []delivery{
			{"e1", done, 0, completed("pro", "sub_1"), Applied},
			{"e2", failed, 5, invoiceEvent("sub_1"), Applied},
			{"e3", paid, 9, invoiceEvent("sub_1"), Applied},
		}, state{usage.Pro, "sub_1", false}},
		{"late failure after payment", usage.Trial, []delivery{
			{"e1", done, 0, completed("pro", "sub_1"), Applied},
			{"e3", paid, 9, invoiceEvent("sub_1"), Applied},
			{"e2", failed, 5, invoiceEvent("sub_1"), Stale},
		}, state{usage.Pro, "sub_1", false}},
		{"paid to paid by the operator in Stripe", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
			{"e2", updated, 10, subscriptionEvent("sub_1", "active", "price_business"), Applied},
		}, state{usage.Business, "sub_1", false}},
		{"unknown price keeps the tier", usage.Trial, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Applied},
			{"e2", updated, 10, subscriptionEvent("sub_1", "active", "price_custom"), Applied},
		}, state{usage.Starter, "sub_1", false}},
		{"operator-assigned tier survives a foreign subscription's end", usage.Business, []delivery{
			{"e1", deleted, 10, subscriptionEvent("sub_9", "canceled", "price_starter"), Stale},
		}, state{usage.Business, "", false}},
		{"incomplete changes nothing", usage.Trial, []delivery{
			{"e1", created, 0, subscriptionEvent("sub_1", "incomplete", "price_starter"), Ignored},
		}, state{usage.Trial, "", false}},
		{"enterprise is operator-managed", usage.Enterprise, []delivery{
			{"e1", done, 0, completed("starter", "sub_1"), Ignored},
			{"e2", deleted, 10, subscriptionEvent("sub_1", "canceled", "price_starter"), Ignored},
		}, state{usage.Enterprise, "", false}},
		{"unhandled type", usage.Trial, []delivery{
			{"e1", "customer.created", 0, func(_, c string) map[string]any { return map[string]any{"id": c, "object": "customer"} }, Ignored},
		}, state{usage.Trial, "", false}},
		{"one-time payment session", usage.Trial, []delivery{
			{"e1", done, 0, func(o, c string) map[string]any {
				m := checkoutCompleted(o, "starter", c, "")
				m["mode"] = "payment"
				return m
			}, Ignored},
		}, state{usage.Trial, "", false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, cust := e.newCustomerOrg(t, tc.start)
			for i, d := range tc.seq {
				id := fmt.Sprintf("evt_%s_%s", o.ID, d.id)
				payload := event(id, d.typ, base.Add(time.Duration(d.at)*time.Second), d.object(o.ID, cust))
				code, res := deliver(t, h, payload, testWebhookSecret)
				if code != http.StatusOK || res != d.want {
					t.Fatalf("delivery %d (%s %s at +%ds): %d %s, want 200 %s", i, d.id, d.typ, d.at, code, res, d.want)
				}
			}
			if got := e.state(t, o.ID); got != tc.want {
				t.Fatalf("state %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestWebhookOrderIndependent delivers the same events in every order,
// each twice: the final state is always the same.
func TestWebhookOrderIndependent(t *testing.T) {
	e := newWebhookEnv(t)
	h := e.s.Webhook()
	base := time.Now().Add(-time.Hour)
	for _, set := range []struct {
		name   string
		events []delivery
		want   state
	}{
		{"checkout, update, deletion", []delivery{
			{"a", "checkout.session.completed", 0, completed("pro", "sub_1"), ""},
			{"b", "customer.subscription.updated", 1, subscriptionEvent("sub_1", "active", "price_pro"), ""},
			{"c", "customer.subscription.deleted", 2, subscriptionEvent("sub_1", "canceled", "price_pro"), ""},
		}, state{usage.Inactive, "sub_1", false}},
		{"checkout, failure, payment", []delivery{
			{"a", "checkout.session.completed", 0, completed("starter", "sub_1"), ""},
			{"b", "invoice.payment_failed", 1, invoiceEvent("sub_1"), ""},
			{"c", "invoice.paid", 2, invoiceEvent("sub_1"), ""},
		}, state{usage.Starter, "sub_1", false}},
		{"checkout, update, failure", []delivery{
			{"a", "checkout.session.completed", 0, completed("starter", "sub_1"), ""},
			{"b", "customer.subscription.updated", 1, subscriptionEvent("sub_1", "past_due", "price_starter"), ""},
			{"c", "invoice.payment_failed", 1, invoiceEvent("sub_1"), ""},
		}, state{usage.Starter, "sub_1", true}},
	} {
		for _, perm := range permutations(len(set.events)) {
			name := fmt.Sprintf("%s/%v", set.name, perm)
			t.Run(name, func(t *testing.T) {
				o, cust := e.newCustomerOrg(t, usage.Trial)
				for round := 0; round < 2; round++ {
					for _, i := range perm {
						d := set.events[i]
						payload := event("evt_"+o.ID+d.id, d.typ, base.Add(time.Duration(d.at)*time.Second), d.object(o.ID, cust))
						if code, res := deliver(t, h, payload, testWebhookSecret); code != 200 || round == 1 && res != Duplicate {
							t.Fatalf("round %d %s: %d %s", round, d.id, code, res)
						}
					}
				}
				if got := e.state(t, o.ID); got != set.want {
					t.Fatalf("state %+v, want %+v", got, set.want)
				}
			})
		}
	}
}

func permutations(n int) [][]int {
	if n == 1 {
		return [][]int{{0}}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := append(append(append([]int{}, p[:i]...), n-1), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}

// TestWebhookRejects: anything not signed by Stripe with the configured
// secret is refused with 400 problem+json and changes nothing.
func TestWebhookRejects(t *testing.T) {
	e := newWebhookEnv(t)
	h := e.s.Webhook()
	o, cust := e.newCustomerOrg(t, usage.Trial)
	payload := event("evt_forged", "checkout.session.completed", time.Now(), checkoutCompleted(o.ID, "business", cust, "sub_f"))
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: testWebhookSecret})
	old := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: testWebhookSecret, Timestamp: time.Now().Add(-time.Hour)})
	tampered := bytes.Replace(payload, []byte(`"business"`), []byte(`"starter"`), 1)

	for _, tc := range []struct {
		name, header string
		body         []byte
	}{
		{"no signature", "", payload},
		{"wrong secret", webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_attacker"}).Header, payload},
		{"malformed header", "t=abc,v1=zz", payload},
		{"tampered payload", signed.Header, tampered},
		{"replayed after the tolerance", old.Header, payload},
		{"signed garbage", webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte("{"), Secret: testWebhookSecret}).Header, []byte("{")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest("POST", "/api/v1/billing/webhook", bytes.NewReader(tc.body))
			if tc.header != "" {
				req.Header.Set("Stripe-Signature", tc.header)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != 400 || rec.Header().Get("Content-Type") != "application/problem+json" ||
				!bytes.Contains(rec.Body.Bytes(), []byte(`"code":"invalid_request"`)) {
				t.Fatalf("%d %s %s", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
			}
			if bytes.Contains(rec.Body.Bytes(), []byte(testWebhookSecret)) {
				t.Fatal("response contains the secret")
			}
		})
	}
	if got := e.state(t, o.ID); got != (state{usage.Trial, "", false}) {
		t.Fatalf("state changed: %+v", got)
	}
	if n := e.eventCount(t); n != 0 {
		t.Fatalf("%d events recorded", n)
	}
	// The genuine delivery still works afterwards.
	if code, res := deliver(t, h, payload, testWebhookSecret); code != 200 || res != Applied {
		t.Fatalf("genuine delivery: %d %s", code, res)
	}
}

// TestWebhookAPIVersion: the endpoint is pinned to 2023-10-16; a newer
// event is refused (and retried by Stripe) unless IgnoreAPIVersionMismatch
// is set, in which case the newer payload shape (period on the items) is
// read correctly.
func TestWebhookAPIVersion(t *testing.T) {
	e := newWebhookEnv(t)
	o, cust := e.newCustomerOrg(t, usage.Trial)
	start, end := time.Now().Add(-time.Hour).Truncate(time.Second).UTC(), time.Now().Add(29*24*time.Hour).Truncate(time.Second).UTC()
	basil := map[string]any{
		"id": "sub_b", "object": "subscription", "customer": cust, "status": "active",
		"items": map[string]any{"object": "list", "data": []any{map[string]any{
			"id": "si_1", "price": map[string]any{"id": "price_pro"},
			"current_period_start": start.Unix(), "current_period_end": end.Unix(),
		}}},
	}
	payload := eventVersion("evt_basil", "customer.subscription.created", time.Now(), basil, "2025-03-31.basil")

	code, res := deliver(t, e.s.Webhook(), payload, testWebhookSecret)
	if code != 400 || res != "invalid_request" {
		t.Fatalf("pinned endpoint accepted a 2025-03-31 event: %d %s", code, res)
	}
	if got := e.state(t, o.ID); got.Tier != usage.Trial || e.eventCount(t) != 0 {
		t.Fatalf("state changed: %+v", got)
	}
	// The pinned version is accepted.
	pinned := eventVersion("evt_pinned", "invoice.payment_failed", time.Now(), invoiceObject(cust, "sub_b"), APIVersion)
	if code, res := deliver(t, e.s.Webhook(), pinned, testWebhookSecret); code != 200 || res != Applied {
		t.Fatalf("pinned version: %d %s", code, res)
	}

	e.s.IgnoreAPIVersionMismatch = true
	code, res = deliver(t, e.s.Webhook(), payload, testWebhookSecret)
	if code != 200 || res != Applied {
		t.Fatalf("with IgnoreAPIVersionMismatch: %d %s", code, res)
	}
	got := e.org(t, o.ID)
	if got.Tier != usage.Pro || got.PeriodStart == nil || !got.PeriodStart.Equal(start) || !got.PeriodEnd.Equal(end) {
		t.Fatalf("after the 2025-03-31 event: tier %s period %v–%v", got.Tier, got.PeriodStart, got.PeriodEnd)
	}
}

// TestWebhookConcurrentDuplicates: the same event delivered in parallel is
// applied once.
func TestWebhookConcurrentDuplicates(t *testing.T) {
	e := newWebhookEnv(t)
	h := e.s.Webhook()
	o, cust := e.newCustomerOrg(t, usage.Trial)
	payload := event("evt_parallel", "invoice.payment_failed", time.Now(), invoiceObject(cust, "sub_1"))
	results := make(chan string, 10)
	for range 10 {
		go func() {
			code, res := deliver(t, h, payload, testWebhookSecret)
			results <- fmt.Sprintf("%d %s", code, res)
		}()
	}
	count := map[string]int{}
	for range 10 {
		count[<-results]++
	}
	if count["200 "+Applied] != 1 || count["200 "+Duplicate] != 9 {
		t.Fatalf("results %v", count)
	}
	if !e.state(t, o.ID).PaymentFailed {
		t.Fatal("payment failure not recorded")
	}
}
