package billing

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stripe/stripe-go/v76"
)

// OutboxConfig tunes the delivery of meter_outbox rows. Zero fields take
// the defaults.
type OutboxConfig struct {
	Interval    time.Duration // pause between polls when nothing is due (10s)
	BatchSize   int           // rows claimed per transaction (100)
	RetryBase   time.Duration // delay after the first failure, doubled per attempt (30s)
	RetryMax    time.Duration // longest delay between attempts (1h)
	CallTimeout time.Duration // one meter event call (15s)
}

func (c OutboxConfig) withDefaults() OutboxConfig {
	if c.Interval <= 0 {
		c.Interval = 10 * time.Second
	}
	if c.BatchSize <= 0 {
		c.BatchSize = 100
	}
	if c.RetryBase <= 0 {
		c.RetryBase = 30 * time.Second
	}
	if c.RetryMax <= 0 {
		c.RetryMax = time.Hour
	}
	if c.CallTimeout <= 0 {
		c.CallTimeout = 15 * time.Second
	}
	return c
}

// backoff is the delay before attempt number attempts+1: RetryBase·2^(n-1),
// capped at RetryMax, with ±10% jitter so that rows which failed together
// (a Stripe outage) do not all come due in the same instant.
func (c OutboxConfig) backoff(attempts int) time.Duration {
	d := c.RetryBase
	for i := 1; i < attempts && d < c.RetryMax; i++ {
		d *= 2
	}
	d = min(d, c.RetryMax)
	return d + time.Duration((rand.Float64()*0.2-0.1)*float64(d))
}

// Delivery counts one pass over the outbox.
type Delivery struct {
	Delivered int
	Failed    int
	// Full: the batch was full and more rows may be due.
	Full bool
}

// RunOutbox delivers overage events until ctx ends. Several instances may
// run it at once: each claims different rows (SKIP LOCKED).
func (s *Stripe) RunOutbox(ctx context.Context) {
	cfg := s.Outbox.withDefaults()
	t := time.NewTimer(0)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		d, err := s.DeliverOutbox(ctx)
		if err != nil && ctx.Err() == nil {
			s.log.Warn("billing outbox: delivery pass failed", "error", err)
		}
		if d.Delivered > 0 || d.Failed > 0 {
			s.log.Info("billing outbox", "delivered", d.Delivered, "failed", d.Failed)
		}
		next := cfg.Interval
		if d.Full && d.Failed == 0 {
			next = 0
		}
		t.Reset(next)
	}
}

type outboxRow struct {
	id         int64
	identifier string
	attempts   int
	occurredAt time.Time
	customer   string
}

// DeliverOutbox sends the due outbox rows of one batch as Billing Meter
// events and records the outcome of each.
//
// The rows stay locked (FOR UPDATE SKIP LOCKED) while their events are
// sent, so another instance never sends the same row concurrently; the
// organization rows are not locked, so analyses are never held up. A crash
// between Stripe's acceptance and the commit leaves the row undelivered;
// it is sent again with the same identifier, which Stripe deduplicates
// (for at least 24 hours) — the call is counted once. Rows of organizations
// without a Stripe customer are not due until they have one.
func (s *Stripe) DeliverOutbox(ctx context.Context) (Delivery, error) {
	cfg := s.Outbox.withDefaults()
	var d Delivery
	tx, err := s.db.Begin(ctx)
	if err != nil {
		return d, fmt.Errorf("begin outbox batch: %w", err)
	}
	// Outcomes are written even if ctx ends mid-batch (shutdown): an event
	// Stripe accepted should be marked delivered now, not re-sent later.
	dbctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	defer tx.Rollback(dbctx) //nolint:errcheck // no-op after Commit

	// clock_timestamp(), not now(): now() is the transaction's start, and
	// the Stripe calls of a batch take time; a backoff counted from the
	// start would be shortened by them.
	rows, err := tx.Query(ctx, `SELECT o.id, o.identifier, o.attempts, o.occurred_at, org.stripe_customer_id
		FROM meter_outbox o JOIN organizations org ON org.id = o.org_id
		WHERE o.delivered_at IS NULL AND o.next_attempt_at <= now() AND org.stripe_customer_id IS NOT NULL
		ORDER BY o.next_attempt_at, o.id
		LIMIT $1
		FOR UPDATE OF o SKIP LOCKED`, cfg.BatchSize)
	if err != nil {
		return d, fmt.Errorf("claim outbox rows: %w", err)
	}
	batch, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (outboxRow, error) {
		var o outboxRow
		err := r.Scan(&o.id, &o.identifier, &o.attempts, &o.occurredAt, &o.customer)
		return o, err
	})
	if err != nil {
		return d, fmt.Errorf("read outbox rows: %w", err)
	}
	d.Full = len(batch) == cfg.BatchSize
	for _, row := range batch {
		if ctx.Err() != nil {
			break
		}
		sendErr := s.sendMeterEvent(ctx, cfg, row)
		if sendErr == nil || isDuplicateEvent(sendErr) {
			if _, err := tx.Exec(dbctx, `UPDATE meter_outbox SET delivered_at = clock_timestamp(), attempts = attempts + 1, last_error = NULL
				WHERE id = $1`, row.id); err != nil {
				return d, fmt.Errorf("mark outbox row delivered: %w", err)
			}
			d.Delivered++
			continue
		}
		d.Failed++
		delay := cfg.backoff(row.attempts + 1)
		if _, err := tx.Exec(dbctx, `UPDATE meter_outbox SET attempts = attempts + 1, last_error = $2,
				next_attempt_at = clock_timestamp() + make_interval(secs => $3)
			WHERE id = $1`, row.id, truncate(stripeErrorText(sendErr), 500), delay.Seconds()); err != nil {
			return d, fmt.Errorf("record outbox failure: %w", err)
		}
		if unavailable(sendErr) {
			// Stripe is down or throttling: the rest of the batch would
			// fail the same way. It stays due and is tried next pass.
			s.log.Warn("billing outbox: stripe unavailable, retrying later", "error", stripeErrorText(sendErr), "retry_in", delay.Round(time.Second))
			d.Full = false
			break
		}
		s.log.Warn("billing outbox: meter event rejected", "identifier", row.identifier, "attempts", row.attempts+1, "error", stripeErrorText(sendErr))
	}
	if err := tx.Commit(dbctx); err != nil {
		return d, fmt.Errorf("commit outbox batch: %w", err)
	}
	return d, nil
}

func (s *Stripe) sendMeterEvent(ctx context.Context, cfg OutboxConfig, row outboxRow) error {
	ctx, cancel := context.WithTimeout(ctx, cfg.CallTimeout)
	defer cancel()
	p := &stripe.BillingMeterEventParams{
		EventName:  stripe.String(s.cfg.MeterEvent),
		Identifier: stripe.String(row.identifier),
		Payload:    map[string]string{"stripe_customer_id": row.customer, "value": "1"},
		// The call's own time, so it lands in the billing period it
		// happened in even when delivered late.
		Timestamp: stripe.Int64(row.occurredAt.Unix()),
	}
	p.Context = ctx
	p.SetIdempotencyKey(row.identifier)
	_, err := s.sc.BillingMeterEvents.New(p)
	return err
}

// isDuplicateEvent: Stripe already holds an event with this identifier
// (an earlier attempt succeeded but was not recorded): it is delivered.
func isDuplicateEvent(err error) bool {
	var se *stripe.Error
	if !errors.As(err, &se) {
		return false
	}
	return se.Code == "duplicate_meter_event" ||
		(se.HTTPStatusCode == 400 && strings.Contains(se.Msg, "already exists with identifier"))
}

// unavailable: a failure of Stripe or the network rather than of this row.
func unavailable(err error) bool {
	var se *stripe.Error
	if !errors.As(err, &se) {
		return true
	}
	return se.HTTPStatusCode == 0 || se.HTTPStatusCode == 429 || se.HTTPStatusCode >= 500
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

// OutboxStatus summarizes an organization's meter events (operator view).
type OutboxStatus struct {
	Delivered     int        `json:"delivered"`
	Pending       int        `json:"pending"`
	OldestPending *time.Time `json:"oldest_pending,omitempty"`
	NextAttemptAt *time.Time `json:"next_attempt_at,omitempty"`
	MaxAttempts   int        `json:"max_attempts,omitempty"`
	LastError     string     `json:"last_error,omitempty"`
}

// Status reports orgID's outbox. It needs no Stripe configuration.
func Status(ctx context.Context, db *pgxpool.Pool, orgID string) (OutboxStatus, error) {
	var st OutboxStatus
	var lastError *string
	err := db.QueryRow(ctx, `SELECT
			count(*) FILTER (WHERE delivered_at IS NOT NULL),
			count(*) FILTER (WHERE delivered_at IS NULL),
			min(occurred_at) FILTER (WHERE delivered_at IS NULL),
			min(next_attempt_at) FILTER (WHERE delivered_at IS NULL),
			coalesce(max(attempts) FILTER (WHERE delivered_at IS NULL), 0),
			(SELECT last_error FROM meter_outbox WHERE org_id = $1 AND delivered_at IS NULL AND last_error IS NOT NULL
				ORDER BY next_attempt_at DESC LIMIT 1)
		FROM meter_outbox WHERE org_id = $1`, orgID).
		Scan(&st.Delivered, &st.Pending, &st.OldestPending, &st.NextAttemptAt, &st.MaxAttempts, &lastError)
	if err != nil {
		return st, fmt.Errorf("outbox status: %w", err)
	}
	if lastError != nil {
		st.LastError = *lastError
	}
	return st, nil
}
