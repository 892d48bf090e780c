package billing

import (
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"papierkram/backend/org"
	"papierkram/backend/usage"
)

// paidOrg is a starter organization with a Stripe customer whose included
// calls are already used, so that every further call is overage.
func (e *env) paidOrg(t *testing.T, customer bool) org.Org {
	t.Helper()
	ctx := context.Background()
	o := e.newOrg(t, usage.Trial)
	cust := any(nil)
	if customer {
		cust = "cus_" + o.ID
	}
	if _, err := e.db.Exec(ctx, `UPDATE organizations SET tier = 'starter', stripe_customer_id = $2, stripe_subscription_id = 'sub_'||id WHERE id = $1`, o.ID, cust); err != nil {
		t.Fatal(err)
	}
	rep, err := e.meter.Get(ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.Exec(ctx, `INSERT INTO usage_counters (org_id, period_start, billable_calls) VALUES ($1, $2, $3)`,
		o.ID, rep.PeriodStart, rep.IncludedCalls); err != nil {
		t.Fatal(err)
	}
	return e.org(t, o.ID)
}

// sentIdentifiers counts the meter events Stripe received per identifier.
func (e *env) sentIdentifiers() map[string]int {
	out := map[string]int{}
	for _, r := range e.proxy.Requests("POST", "/v1/billing/meter_events") {
		out[r.Form.Get("identifier")]++
	}
	return out
}

// outboxIdentifiers are the identifiers written by usage.Meter.Commit.
func (e *env) outboxIdentifiers(t *testing.T, orgID string) []string {
	t.Helper()
	rows, err := e.db.Query(context.Background(), `SELECT identifier FROM meter_outbox WHERE org_id = $1 ORDER BY id`, orgID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// checkExactlyOnce: every outbox row of orgID reached Stripe exactly once,
// and the usage report's overage agrees.
func (e *env) checkExactlyOnce(t *testing.T, orgID string) {
	t.Helper()
	sent := e.sentIdentifiers()
	ids := e.outboxIdentifiers(t, orgID)
	for _, id := range ids {
		if sent[id] != 1 {
			t.Errorf("identifier %s sent %d times", id, sent[id])
		}
	}
	rep, err := e.meter.Get(context.Background(), orgID)
	if err != nil {
		t.Fatal(err)
	}
	if rep.OverageCalls != len(ids) || rep.OverageCostCents != len(ids)*rep.OverageCentsPerCall {
		t.Errorf("usage reports %d overage calls (%d cents), outbox holds %d", rep.OverageCalls, rep.OverageCostCents, len(ids))
	}
	if pending, delivered := e.outbox(t, orgID); pending != 0 || delivered != len(ids) {
		t.Errorf("outbox: %d pending, %d delivered of %d", pending, delivered, len(ids))
	}
}

// TestOutboxStripeUnreachable: while Stripe is unreachable, calls are still
// counted and queued; delivery fails with backoff and loses nothing; when
// Stripe is back everything arrives exactly once.
func TestOutboxStripeUnreachable(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()

	// A closed port: nothing listens there.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closedURL := "http://" + l.Addr().String()
	l.Close()
	closed, err := New(testConfig(closedURL), "https://papierkram.test", e.db, testLogger(t))
	if err != nil {
		t.Fatal(err)
	}
	// Long enough to see the backoff, short enough for the loop to retry
	// within the test.
	e.s.Outbox.RetryBase, e.s.Outbox.RetryMax = time.Second, 2*time.Second
	closed.Outbox = e.s.Outbox

	for _, tc := range []struct {
		name   string
		outage func() (*Stripe, func())
	}{
		{"connection dropped", func() (*Stripe, func()) {
			e.proxy.SetDown(true)
			return e.s, func() { e.proxy.SetDown(false) }
		}},
		{"port closed", func() (*Stripe, func()) { return closed, func() {} }},
		{"stripe answers 500", func() (*Stripe, func()) {
			e.proxy.Fail(500, "An unknown error occurred")
			return e.s, func() { e.proxy.Fail(0, "") }
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := e.paidOrg(t, true)
			down, restore := tc.outage()
			defer restore()

			e.commitCalls(t, o.ID, 3)
			d, err := down.DeliverOutbox(ctx)
			if err != nil {
				t.Fatalf("delivery during the outage must not fail the pass: %v", err)
			}
			// The first failure stops the batch: no hammering a dead Stripe.
			if d.Delivered != 0 || d.Failed != 1 {
				t.Fatalf("during the outage: %+v", d)
			}
			var attempts int
			var lastError string
			var due bool
			if err := e.db.QueryRow(ctx, `SELECT attempts, last_error, next_attempt_at > now() FROM meter_outbox
				WHERE org_id = $1 AND attempts > 0`, o.ID).Scan(&attempts, &lastError, &due); err != nil {
				t.Fatal(err)
			}
			if attempts != 1 || lastError == "" || !due || strings.Contains(lastError, "sk_test") {
				t.Fatalf("failed row: attempts %d, error %q, backed off %v", attempts, lastError, due)
			}
			// Calls keep working during the outage.
			e.commitCalls(t, o.ID, 2)
			if _, err := down.DeliverOutbox(ctx); err != nil {
				t.Fatal(err)
			}
			if pending, _ := e.outbox(t, o.ID); pending != 5 {
				t.Fatalf("%d pending, want 5", pending)
			}
			st, err := Status(ctx, e.db, o.ID)
			if err != nil || st.Pending != 5 || st.LastError == "" || st.MaxAttempts < 1 {
				t.Fatalf("status %+v %v", st, err)
			}

			// Stripe is back: the background loop delivers everything once
			// the backoff has passed.
			restore()
			runCtx, cancel := context.WithCancel(ctx)
			done := make(chan struct{})
			go func() { e.s.RunOutbox(runCtx); close(done) }()
			deadline := time.Now().Add(15 * time.Second)
			for {
				if pending, _ := e.outbox(t, o.ID); pending == 0 {
					break
				}
				if time.Now().After(deadline) {
					st, _ := Status(ctx, e.db, o.ID)
					t.Fatalf("not delivered after the outage: %+v", st)
				}
				time.Sleep(20 * time.Millisecond)
			}
			cancel()
			<-done
			e.checkExactlyOnce(t, o.ID)
		})
	}
}

// TestOutboxDuplicateIsDelivered: an event Stripe already holds (sent, but
// the instance crashed before recording it) counts as delivered.
func TestOutboxDuplicateIsDelivered(t *testing.T) {
	e := newEnv(t)
	o := e.paidOrg(t, true)
	e.commitCalls(t, o.ID, 1)
	id := e.outboxIdentifiers(t, o.ID)[0]
	e.proxy.Fail(400, "An event already exists with identifier "+id+".")
	d, err := e.s.DeliverOutbox(context.Background())
	if err != nil || d.Delivered != 1 {
		t.Fatalf("%+v %v", d, err)
	}
	if pending, delivered := e.outbox(t, o.ID); pending != 0 || delivered != 1 {
		t.Fatalf("pending %d delivered %d", pending, delivered)
	}
}

// TestOutboxRejectedRowDoesNotBlockOthers: a row Stripe refuses (4xx) is
// retried later; the rest of the batch goes on.
func TestOutboxRejectedRowDoesNotBlockOthers(t *testing.T) {
	e := newEnv(t)
	o := e.paidOrg(t, true)
	e.commitCalls(t, o.ID, 3)
	e.proxy.Fail(400, "No such customer")
	d, err := e.s.DeliverOutbox(context.Background())
	if err != nil || d.Failed != 3 || d.Delivered != 0 {
		t.Fatalf("%+v %v", d, err)
	}
	e.proxy.Fail(0, "")
	e.makeDue(t)
	if d, err := e.s.DeliverOutbox(context.Background()); err != nil || d.Delivered != 3 {
		t.Fatalf("%+v %v", d, err)
	}
	e.checkExactlyOnce(t, o.ID)
}

// TestOutboxWaitsForCustomer: an operator-assigned paid tier without a
// Stripe customer keeps its overage in the outbox until it has one.
func TestOutboxWaitsForCustomer(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	o := e.paidOrg(t, false)
	e.commitCalls(t, o.ID, 2)
	if d, err := e.s.DeliverOutbox(ctx); err != nil || d.Delivered+d.Failed != 0 {
		t.Fatalf("delivered without a customer: %+v %v", d, err)
	}
	if _, err := e.db.Exec(ctx, `UPDATE organizations SET stripe_customer_id = 'cus_late' WHERE id = $1`, o.ID); err != nil {
		t.Fatal(err)
	}
	if d, err := e.s.DeliverOutbox(ctx); err != nil || d.Delivered != 2 {
		t.Fatalf("%+v %v", d, err)
	}
	e.checkExactlyOnce(t, o.ID)
}

// TestOutboxSeveralInstances: instances delivering at the same time never
// send a row twice (FOR UPDATE SKIP LOCKED), and calls committed meanwhile
// are delivered too.
func TestOutboxSeveralInstances(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	o := e.paidOrg(t, true)
	e.commitCalls(t, o.ID, 40)
	instances := []*Stripe{e.s}
	for range 3 {
		s, err := New(testConfig(e.proxy.URL()), "https://papierkram.test", e.db, testLogger(t))
		if err != nil {
			t.Fatal(err)
		}
		s.Outbox = OutboxConfig{BatchSize: 5}
		instances = append(instances, s)
	}
	e.s.Outbox.BatchSize = 5
	var wg sync.WaitGroup
	errs := make(chan error, len(instances))
	for _, s := range instances {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				d, err := s.DeliverOutbox(ctx)
				if err != nil {
					errs <- err
					return
				}
				if d.Delivered == 0 && d.Failed == 0 {
					return
				}
			}
		}()
	}
	e.commitCalls(t, o.ID, 5) // concurrent with delivery
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	// Rows committed after every instance stopped are delivered next pass.
	if _, err := e.s.DeliverOutbox(ctx); err != nil {
		t.Fatal(err)
	}
	e.checkExactlyOnce(t, o.ID)
	if n := len(e.outboxIdentifiers(t, o.ID)); n != 45 {
		t.Fatalf("%d outbox rows, want 45", n)
	}
}

func TestBackoff(t *testing.T) {
	c := OutboxConfig{RetryBase: 10 * time.Second, RetryMax: time.Minute}.withDefaults()
	for _, tc := range []struct {
		attempts int
		want     time.Duration
	}{{1, 10 * time.Second}, {2, 20 * time.Second}, {3, 40 * time.Second}, {4, time.Minute}, {30, time.Minute}} {
		t.Run(fmt.Sprint(tc.attempts), func(t *testing.T) {
			for range 20 {
				got := c.backoff(tc.attempts)
				if got < tc.want*9/10 || got > tc.want*11/10 {
					t.Fatalf("backoff(%d) = %s, want %s ±10%%", tc.attempts, got, tc.want)
				}
			}
		})
	}
}
