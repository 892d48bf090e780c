package billing

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"papierkram/backend/config"
	"papierkram/backend/problem"
	"papierkram/backend/usage"
)

// TestLifecycle is the acceptance path of issue 6: trial → checkout →
// checkout.session.completed → paid tier with its included calls →
// overage calls in the outbox, delivered as meter events →
// customer.subscription.deleted → 402.
func TestLifecycle(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	h := e.s.Webhook()
	o := e.newOrg(t, usage.Trial)

	// Trial: the portal needs a customer first.
	if _, err := e.s.Portal(ctx, o.ID); !problem.Is(err, problem.BillingConflict) {
		t.Fatalf("portal before checkout: got %v, want billing_conflict", err)
	}

	url, err := e.s.Checkout(ctx, o.ID, usage.Starter)
	if err != nil {
		t.Fatalf("checkout: %v", err)
	}
	if !strings.HasPrefix(url, "https://") {
		t.Fatalf("checkout url %q", url)
	}
	cust := e.org(t, o.ID).StripeCustomerID
	if cust == "" {
		t.Fatal("no customer stored after checkout")
	}
	sessions := e.proxy.Requests("POST", "/v1/checkout/sessions")
	if len(sessions) != 1 {
		t.Fatalf("%d checkout sessions created", len(sessions))
	}
	f := sessions[0].Form
	for k, want := range map[string]string{
		"mode": "subscription", "customer": cust, "client_reference_id": o.ID, "metadata[tier]": "starter",
		"tax_id_collection[enabled]": "true", "line_items[0][price]": "price_starter", "line_items[0][quantity]": "1",
		"line_items[1][price]": "price_over_starter", "subscription_data[metadata][org_id]": o.ID,
		"success_url": "https://papierkram.test/api-account?checkout=success",
		"cancel_url":  "https://papierkram.test/api-account?checkout=canceled",
	} {
		if got := f.Get(k); got != want {
			t.Errorf("checkout %s = %q, want %q", k, got, want)
		}
	}
	if f.Has("line_items[1][quantity]") {
		t.Error("metered overage price sent with a quantity")
	}

	firstSession := sessionID(t, e, o.ID)
	// A second checkout (another tab) reuses the customer and expires the
	// first session.
	if _, err := e.s.Checkout(ctx, o.ID, usage.Starter); err != nil {
		t.Fatal(err)
	}
	if got := e.org(t, o.ID).StripeCustomerID; got != cust {
		t.Fatalf("customer changed from %s to %s", cust, got)
	}
	if n := len(e.proxy.Requests("POST", "/v1/customers")); n != 1 {
		t.Fatalf("%d customers created, want 1", n)
	}
	first := e.proxy.Requests("POST", "/v1/checkout/sessions")
	if len(first) != 2 {
		t.Fatalf("%d sessions", len(first))
	}
	if n := len(e.proxy.Requests("POST", "/v1/checkout/sessions/"+firstSession+"/expire")); n != 1 {
		t.Fatalf("first session %s expired %d times, want once", firstSession, n)
	}

	now := time.Now()
	code, res := deliver(t, h, event("evt_1", "checkout.session.completed", now, checkoutCompleted(o.ID, "starter", cust, "sub_1")), testWebhookSecret)
	if code != 200 || res != Applied {
		t.Fatalf("checkout.session.completed: %d %s", code, res)
	}
	start, end := now.Add(-time.Hour).Truncate(time.Second), now.Add(30*24*time.Hour).Truncate(time.Second)
	code, res = deliver(t, h, event("evt_2", "customer.subscription.updated", now.Add(time.Second),
		subscriptionObject("sub_1", cust, "active", "price_starter", start, end)), testWebhookSecret)
	if code != 200 || res != Applied {
		t.Fatalf("customer.subscription.updated: %d %s", code, res)
	}
	rep, err := e.meter.Get(ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Tier != usage.Starter || rep.IncludedCalls != 200 || !rep.PeriodStart.Equal(start) || !rep.PeriodEnd.Equal(end) {
		t.Fatalf("usage after checkout: tier %s included %d period %s–%s", rep.Tier, rep.IncludedCalls, rep.PeriodStart, rep.PeriodEnd)
	}

	// A paid organization cannot check out again (spec 3.2).
	if _, err := e.s.Checkout(ctx, o.ID, usage.Pro); !problem.Is(err, problem.BillingConflict) {
		t.Fatalf("checkout on a paid tier: got %v, want billing_conflict", err)
	}
	if url, err := e.s.Portal(ctx, o.ID); err != nil || !strings.HasPrefix(url, "https://") {
		t.Fatalf("portal: %q %v", url, err)
	}
	if p := e.proxy.Requests("POST", "/v1/billing_portal/sessions"); len(p) != 1 || p[0].Form.Get("customer") != cust ||
		p[0].Form.Get("return_url") != "https://papierkram.test/api-account" {
		t.Fatalf("portal requests: %+v", p)
	}

	// 203 calls on starter: 3 overage calls in the outbox.
	e.commitCalls(t, o.ID, 203)
	rep, _ = e.meter.Get(ctx, o.ID)
	if rep.BillableCalls != 203 || rep.OverageCalls != 3 || rep.OverageCostCents != 150 {
		t.Fatalf("usage: %+v", rep)
	}
	if pending, _ := e.outbox(t, o.ID); pending != 3 {
		t.Fatalf("outbox pending %d, want 3", pending)
	}
	d, err := e.s.DeliverOutbox(ctx)
	if err != nil || d.Delivered != 3 || d.Failed != 0 {
		t.Fatalf("deliver: %+v %v", d, err)
	}
	if pending, delivered := e.outbox(t, o.ID); pending != 0 || delivered != 3 {
		t.Fatalf("outbox after delivery: pending %d delivered %d", pending, delivered)
	}
	events := e.proxy.Requests("POST", "/v1/billing/meter_events")
	if len(events) != rep.OverageCalls {
		t.Fatalf("%d meter events sent, usage reports %d overage calls", len(events), rep.OverageCalls)
	}
	for _, ev := range events {
		f := ev.Form
		if f.Get("event_name") != testMeterEvent || f.Get("payload[stripe_customer_id]") != cust || f.Get("payload[value]") != "1" ||
			!strings.HasPrefix(f.Get("identifier"), "pk-") || ev.IdempotencyKey != f.Get("identifier") || f.Get("timestamp") == "" {
			t.Fatalf("meter event %v (idempotency %q)", f, ev.IdempotencyKey)
		}
	}
	// Nothing left: a second pass sends nothing.
	if d, err := e.s.DeliverOutbox(ctx); err != nil || d.Delivered != 0 {
		t.Fatalf("second pass: %+v %v", d, err)
	}

	code, res = deliver(t, h, event("evt_3", "customer.subscription.deleted", now.Add(2*time.Second),
		subscriptionObject("sub_1", cust, "canceled", "price_starter", start, end)), testWebhookSecret)
	if code != 200 || res != Applied {
		t.Fatalf("customer.subscription.deleted: %d %s", code, res)
	}
	if got := e.org(t, o.ID).Tier; got != usage.Inactive {
		t.Fatalf("tier after deletion %s, want inactive", got)
	}
	if _, err := e.meter.Reserve(ctx, o.ID, "req_after_end"); !problem.Is(err, problem.QuotaExceeded) || problem.QuotaExceeded.Status() != 402 {
		t.Fatalf("reserve after the subscription ended: %v, want quota_exceeded (402)", err)
	}

	// Inactive → paid again through a new checkout, with a new subscription.
	if _, err := e.s.Checkout(ctx, o.ID, usage.Pro); err != nil {
		t.Fatalf("checkout after the end: %v", err)
	}
	code, res = deliver(t, h, event("evt_4", "checkout.session.completed", now.Add(3*time.Second), checkoutCompleted(o.ID, "pro", cust, "sub_2")), testWebhookSecret)
	if code != 200 || res != Applied {
		t.Fatalf("second checkout.session.completed: %d %s", code, res)
	}
	if o2 := e.org(t, o.ID); o2.Tier != usage.Pro || o2.StripeSubscriptionID != "sub_2" || o2.PeriodStart != nil {
		t.Fatalf("after the second checkout: tier %s subscription %s period %v", o2.Tier, o2.StripeSubscriptionID, o2.PeriodStart)
	}
	if _, err := e.meter.Reserve(ctx, o.ID, "req_again"); err != nil {
		t.Fatalf("reserve on pro: %v", err)
	}
}

func sessionID(t *testing.T, e *env, orgID string) string {
	t.Helper()
	var id *string
	if err := e.db.QueryRow(context.Background(), `SELECT stripe_checkout_session FROM organizations WHERE id = $1`, orgID).Scan(&id); err != nil {
		t.Fatal(err)
	}
	if id == nil {
		return ""
	}
	return *id
}

// TestCheckoutRules: the conflicts and configuration errors Checkout answers
// before it talks to Stripe.
func TestCheckoutRules(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	paid := e.newOrg(t, usage.Trial)
	if _, err := e.db.Exec(ctx, `UPDATE organizations SET tier = 'business', stripe_customer_id = 'cus_x', stripe_subscription_id = 'sub_x' WHERE id = $1`, paid.ID); err != nil {
		t.Fatal(err)
	}
	enterprise := e.newOrg(t, usage.Enterprise)
	// Operator-assigned paid tier without a subscription may still buy one.
	operator := e.newOrg(t, usage.Pro)
	inactive := e.newOrg(t, usage.Inactive)

	noPro := testConfig(e.proxy.URL())
	noPro.Prices = map[string]string{"starter": "price_starter"}
	noPro.OveragePrices = map[string]string{"starter": "price_over_starter"}
	partial, err := New(noPro, "https://papierkram.test", e.db, testLogger(t))
	if err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		name  string
		s     *Stripe
		orgID string
		tier  usage.Tier
		want  problem.Code // "" = success
	}{
		{"paid with subscription", e.s, paid.ID, usage.Pro, problem.BillingConflict},
		{"same paid tier again", e.s, paid.ID, usage.Business, problem.BillingConflict},
		{"enterprise", e.s, enterprise.ID, usage.Starter, problem.BillingConflict},
		{"operator-assigned paid tier", e.s, operator.ID, usage.Pro, ""},
		{"inactive", e.s, inactive.ID, usage.Business, ""},
		{"tier without price", partial, inactive.ID, usage.Pro, problem.BillingNotConfigured},
		{"unknown organization", e.s, "org_missing", usage.Starter, problem.NotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.s.Checkout(ctx, tc.orgID, tc.tier)
			if tc.want == "" && err != nil || tc.want != "" && !problem.Is(err, tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestConcurrentCheckoutOneCustomer: parallel checkouts of a new
// organization end with one stored customer, and the losers' customers are
// deleted again (stripe-mock ignores idempotency keys, so it creates
// several).
func TestConcurrentCheckoutOneCustomer(t *testing.T) {
	e := newEnv(t)
	o := e.newOrg(t, usage.Trial)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := e.s.Checkout(context.Background(), o.ID, usage.Pro)
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	stored := e.org(t, o.ID).StripeCustomerID
	created := e.proxy.Requests("POST", "/v1/customers")
	deleted := 0
	keys := map[string]bool{}
	for _, c := range created {
		keys[c.IdempotencyKey] = true
	}
	for _, r := range e.proxy.Requests("", "") {
		if r.Method == "DELETE" && strings.HasPrefix(r.Path, "/v1/customers/") {
			deleted++
			if r.Path == "/v1/customers/"+stored {
				t.Fatal("the stored customer was deleted")
			}
		}
	}
	if stored == "" || len(created)-deleted != 1 {
		t.Fatalf("stored %q, %d created, %d deleted", stored, len(created), deleted)
	}
	if len(keys) != 1 {
		t.Fatalf("customer creations used %d idempotency keys, want 1", len(keys))
	}
	for _, s := range e.proxy.Requests("POST", "/v1/checkout/sessions") {
		if s.Form.Get("customer") != stored && !deletedCustomer(e, s.Form.Get("customer")) {
			t.Fatalf("session for unknown customer %s", s.Form.Get("customer"))
		}
	}
}

func deletedCustomer(e *env, id string) bool {
	for _, r := range e.proxy.Requests("", "") {
		if r.Method == "DELETE" && r.Path == "/v1/customers/"+id {
			return true
		}
	}
	return false
}

func TestNewValidatesConfig(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*config.Stripe)
	}{
		{"no secret key", func(c *config.Stripe) { c.SecretKey = "" }},
		{"no webhook secret", func(c *config.Stripe) { c.WebhookSecret = "" }},
		{"no meter event", func(c *config.Stripe) { c.MeterEvent = "" }},
		{"price without overage", func(c *config.Stripe) { c.OveragePrices = map[string]string{"starter": "o1", "pro": "o2"} }},
		{"price for two tiers", func(c *config.Stripe) {
			c.Prices = map[string]string{"starter": "p", "pro": "p", "business": "p3"}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := testConfig("http://127.0.0.1:1")
			c.Prices = map[string]string{"starter": "p1", "pro": "p2", "business": "p3"}
			c.OveragePrices = map[string]string{"starter": "o1", "pro": "o2", "business": "o3"}
			tc.edit(&c)
			if _, err := New(c, "http://x", nil, testLogger(t)); err == nil {
				t.Fatal("New accepted an invalid configuration")
			}
		})
	}
}
