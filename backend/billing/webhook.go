package billing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/webhook"

	"papierkram/backend/problem"
	"papierkram/backend/rest"
	"papierkram/backend/usage"
)

// maxWebhookBody bounds a webhook delivery; Stripe events are a few kB.
const maxWebhookBody = 1 << 20

// Outcome of one webhook delivery (the response body's "result", for
// operators reading Stripe's delivery log and for tests).
const (
	Applied   = "applied"   // state changed
	Duplicate = "duplicate" // event id seen before: nothing done
	Stale     = "stale"     // older than what is applied, or about an ended/other subscription
	Ignored   = "ignored"   // type not handled, or not about a known organization
)

// Webhook returns the handler for POST /api/v1/billing/webhook.
func (s *Stripe) Webhook() http.Handler { return http.HandlerFunc(s.serveWebhook) }

func (s *Stripe) serveWebhook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxWebhookBody))
	if err != nil {
		rest.WriteProblem(w, r, problem.New(problem.InvalidRequest, "The request body could not be read or is larger than 1 MB."))
		return
	}
	ev, err := webhook.ConstructEventWithOptions(body, r.Header.Get("Stripe-Signature"), s.cfg.WebhookSecret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: s.IgnoreAPIVersionMismatch})
	if err != nil {
		if isSignatureError(err) {
			s.log.Warn("billing webhook: signature rejected", "error", err, "remote", r.RemoteAddr)
			rest.WriteProblem(w, r, problem.New(problem.InvalidRequest, "The Stripe-Signature header is missing, malformed, too old or does not match the payload."))
			return
		}
		// Signed by Stripe but not readable as pinned: usually the webhook
		// endpoint's API version. 400 makes Stripe retry while the
		// operator fixes the endpoint; nothing is lost.
		var probe struct {
			APIVersion string `json:"api_version"`
		}
		if json.Unmarshal(body, &probe) != nil {
			s.log.Error("billing webhook: signed payload is not an event", "error", err)
			rest.WriteProblem(w, r, problem.New(problem.InvalidRequest, "The payload is not a Stripe event."))
			return
		}
		s.log.Error("billing webhook: event rejected; set the webhook endpoint's API version", "got", probe.APIVersion, "want", APIVersion)
		rest.WriteProblem(w, r, problem.Errorf(problem.InvalidRequest,
			"The event has Stripe API version %q; this endpoint reads %s. Create the webhook endpoint with that API version.", probe.APIVersion, APIVersion))
		return
	}
	result, err := s.Apply(r.Context(), ev)
	if err != nil {
		s.log.Error("billing webhook: apply failed", "event", ev.ID, "type", ev.Type, "error", err)
		var pe *problem.Error
		if !errors.As(err, &pe) {
			// Not recorded: Stripe retries the delivery.
			err = problem.Wrap(problem.ProcessingFailed, "The event could not be applied now; it will be accepted on redelivery.", err)
		}
		rest.WriteProblem(w, r, err)
		return
	}
	s.log.Info("billing webhook", "event", ev.ID, "type", ev.Type, "result", result)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(map[string]string{"result": result}) //nolint:errcheck // Stripe only reads the status
}

func isSignatureError(err error) bool {
	return errors.Is(err, webhook.ErrNotSigned) || errors.Is(err, webhook.ErrInvalidHeader) ||
		errors.Is(err, webhook.ErrNoValidSignature) || errors.Is(err, webhook.ErrTooOld)
}

// eventHandler applies one event inside the transaction that records it.
type eventHandler func(ctx context.Context, tx pgx.Tx, ev stripe.Event) (string, error)

// Apply applies a verified event exactly once: the event id is recorded in
// stripe_events in the same transaction as its effect, so a redelivery (even
// a concurrent one, which waits on the primary key) changes nothing, and a
// failed apply records nothing and is retried by Stripe.
func (s *Stripe) Apply(ctx context.Context, ev stripe.Event) (string, error) {
	var h eventHandler
	switch ev.Type {
	case "checkout.session.completed":
		h = s.checkoutCompleted
	case "customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted":
		h = s.subscriptionChanged
	case "invoice.payment_failed", "invoice.paid":
		h = s.invoicePayment
	default:
		return Ignored, nil
	}
	if ev.ID == "" || ev.Data == nil {
		return "", problem.New(problem.InvalidRequest, "The event has no id or data.")
	}
	result := Duplicate
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, ev.ID, string(ev.Type))
		if err != nil {
			return fmt.Errorf("record event: %w", err)
		}
		if tag.RowsAffected() == 0 {
			return nil
		}
		result, err = h(ctx, tx, ev)
		return err
	})
	if err != nil {
		return "", err
	}
	return result, nil
}

// ---- payload shapes ----
//
// Only the fields used, decoded from the raw event object rather than
// stripe-go's structs: they read the same in API version 2023-10-16 and in
// newer versions, where the subscription's current period moved to its
// items (see IgnoreAPIVersionMismatch).

// ref is an id that Stripe sends either as a string or as an expanded object.
type ref string

func (r *ref) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*r = ""
		return nil
	}
	var id string
	if err := json.Unmarshal(b, &id); err == nil {
		*r = ref(id)
		return nil
	}
	var obj struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(b, &obj); err != nil {
		return err
	}
	*r = ref(obj.ID)
	return nil
}

type checkoutSession struct {
	ID                string            `json:"id"`
	Mode              string            `json:"mode"`
	ClientReferenceID string            `json:"client_reference_id"`
	Customer          ref               `json:"customer"`
	Subscription      ref               `json:"subscription"`
	Metadata          map[string]string `json:"metadata"`
}

type subscription struct {
	ID                 string            `json:"id"`
	Customer           ref               `json:"customer"`
	Status             string            `json:"status"`
	Metadata           map[string]string `json:"metadata"`
	CurrentPeriodStart int64             `json:"current_period_start"`
	CurrentPeriodEnd   int64             `json:"current_period_end"`
	Items              struct {
		Data []struct {
			Price struct {
				ID string `json:"id"`
			} `json:"price"`
			CurrentPeriodStart int64 `json:"current_period_start"`
			CurrentPeriodEnd   int64 `json:"current_period_end"`
		} `json:"data"`
	} `json:"items"`
}

type invoice struct {
	ID       string `json:"id"`
	Customer ref    `json:"customer"`
}

func decode(ev stripe.Event, v any) error {
	if err := json.Unmarshal(ev.Data.Raw, v); err != nil {
		return problem.Wrap(problem.InvalidRequest, fmt.Sprintf("The %s event's object could not be read.", ev.Type), err)
	}
	return nil
}

// orgState is an organization's billing state, locked for the transaction.
type orgState struct {
	id           string
	tier         usage.Tier
	customer     string
	subscription string
	eventAt      *time.Time
	paymentAt    *time.Time
}

const orgStateColumns = `id, tier, coalesce(stripe_customer_id, ''), coalesce(stripe_subscription_id, ''), stripe_event_at, stripe_payment_event_at`

// lockOrg locks the organization row; ok is false for an unknown one.
func lockOrg(ctx context.Context, tx pgx.Tx, where string, arg string) (orgState, bool, error) {
	var o orgState
	var tier string
	err := tx.QueryRow(ctx, `SELECT `+orgStateColumns+` FROM organizations WHERE `+where+` = $1 FOR UPDATE`, arg).
		Scan(&o.id, &tier, &o.customer, &o.subscription, &o.eventAt, &o.paymentAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return o, false, nil
	}
	if err != nil {
		return o, false, fmt.Errorf("lock organization: %w", err)
	}
	o.tier = usage.Tier(tier)
	return o, true, nil
}

// older reports whether an event created at t is older than the newest
// applied one (at). Stripe's created is in whole seconds; an equal second
// is not older, and ties are resolved by the handlers.
func older(t time.Time, at *time.Time) bool { return at != nil && t.Before(*at) }

func created(ev stripe.Event) time.Time { return time.Unix(ev.Created, 0).UTC() }

// ---- handlers ----

// checkoutCompleted: trial or inactive → the tier bought. The session
// carries client_reference_id = organization id and metadata.tier.
func (s *Stripe) checkoutCompleted(ctx context.Context, tx pgx.Tx, ev stripe.Event) (string, error) {
	var cs checkoutSession
	if err := decode(ev, &cs); err != nil {
		return "", err
	}
	if cs.Mode != "subscription" || cs.ClientReferenceID == "" {
		return Ignored, nil
	}
	tier := usage.Tier(cs.Metadata["tier"])
	if plan, ok := usage.Plan(tier); !ok || !plan.Paid {
		s.log.Warn("billing webhook: checkout session without a paid tier", "event", ev.ID, "session", cs.ID, "tier", tier)
		return Ignored, nil
	}
	o, ok, err := lockOrg(ctx, tx, "id", cs.ClientReferenceID)
	if err != nil || !ok {
		return Ignored, err
	}
	at := created(ev)
	sub := string(cs.Subscription)
	switch {
	case older(at, o.eventAt):
		return Stale, nil
	case o.tier == usage.Enterprise:
		// Operator-managed: Stripe never moves an Enterprise organization.
		s.log.Warn("billing webhook: checkout completed for an Enterprise organization; tier unchanged", "org", o.id, "session", cs.ID)
		return Ignored, nil
	case o.tier == usage.Inactive && sub != "" && sub == o.subscription:
		// This subscription has already ended (a late delivery of its start).
		return Stale, nil
	}
	if o.subscription != "" && sub != o.subscription && isPaid(o.tier) {
		s.log.Error("billing webhook: organization had another active subscription; the new one replaces it, cancel the old one in Stripe",
			"org", o.id, "old_subscription", o.subscription, "new_subscription", sub)
	}
	// A new subscription's period arrives with its subscription event;
	// until then the old subscription's period must not be used.
	_, err = tx.Exec(ctx, `UPDATE organizations SET tier = $2,
			stripe_customer_id = coalesce(stripe_customer_id, nullif($3, '')),
			period_start = CASE WHEN stripe_subscription_id IS DISTINCT FROM $4 THEN NULL ELSE period_start END,
			period_end = CASE WHEN stripe_subscription_id IS DISTINCT FROM $4 THEN NULL ELSE period_end END,
			stripe_subscription_id = $4, stripe_event_at = $5,
			stripe_checkout_session = CASE WHEN stripe_checkout_session = $6 THEN NULL ELSE stripe_checkout_session END
		WHERE id = $1`, o.id, string(tier), string(cs.Customer), nullable(sub), at, cs.ID)
	if err != nil {
		return "", fmt.Errorf("apply checkout: %w", err)
	}
	return Applied, nil
}

// subscriptionChanged: live subscription → tier from its price and its
// period; ended subscription (deleted, canceled, unpaid, ...) → inactive.
func (s *Stripe) subscriptionChanged(ctx context.Context, tx pgx.Tx, ev stripe.Event) (string, error) {
	var sub subscription
	if err := decode(ev, &sub); err != nil {
		return "", err
	}
	o, ok, err := lockOrg(ctx, tx, "stripe_customer_id", string(sub.Customer))
	if err == nil && !ok && sub.Metadata["org_id"] != "" {
		// The subscription event may arrive before checkout.session.completed
		// stored the customer; checkout puts the organization in its metadata.
		o, ok, err = lockOrg(ctx, tx, "id", sub.Metadata["org_id"])
		if ok && o.customer != "" && o.customer != string(sub.Customer) {
			ok = false
		}
	}
	if err != nil || !ok {
		return Ignored, err
	}
	at := created(ev)
	live := ev.Type != "customer.subscription.deleted" && liveStatus(sub.Status)
	ended := ev.Type == "customer.subscription.deleted" || endedStatus(sub.Status)
	current := sub.ID == o.subscription
	switch {
	case older(at, o.eventAt):
		return Stale, nil
	case o.tier == usage.Enterprise:
		s.log.Warn("billing webhook: subscription event for an Enterprise organization; tier unchanged", "org", o.id, "subscription", sub.ID)
		return Ignored, nil
	case !live && !ended:
		// incomplete: the first payment is still open; checkout completes
		// (or the session expires) before anything changes.
		return Ignored, nil
	case ended && !current && isPaid(o.tier):
		// The end of a subscription that is not the organization's current
		// one: it runs on another one (or on a tier the operator set).
		return Stale, nil
	case live && current && o.tier == usage.Inactive && o.eventAt != nil && at.Equal(*o.eventAt):
		// Same second as the end of this subscription: the end wins, so a
		// reordered pair of equal timestamps cannot revive it.
		return Stale, nil
	}
	if ended {
		// Also when the end overtakes the subscription's start (delivered
		// first): the subscription id and time are recorded, so the late
		// start is recognized as stale and the result is the same in
		// either order.
		_, err = tx.Exec(ctx, `UPDATE organizations SET tier = 'inactive', stripe_subscription_id = $2,
				stripe_customer_id = coalesce(stripe_customer_id, nullif($3, '')), stripe_event_at = $4
			WHERE id = $1`, o.id, sub.ID, string(sub.Customer), at)
		if err != nil {
			return "", fmt.Errorf("end subscription: %w", err)
		}
		return Applied, nil
	}
	tier, known := s.tierOf(sub)
	if !known {
		// A price this deployment does not sell (e.g. an operator's custom
		// plan): keep the tier, still follow the subscription and period.
		s.log.Warn("billing webhook: subscription without a configured tier price; tier unchanged", "org", o.id, "subscription", sub.ID)
		tier = o.tier
		if !isPaid(tier) {
			return Ignored, nil
		}
	}
	if !current && o.subscription != "" && isPaid(o.tier) {
		s.log.Error("billing webhook: organization had another active subscription; the new one replaces it, cancel the old one in Stripe",
			"org", o.id, "old_subscription", o.subscription, "new_subscription", sub.ID)
	}
	start, end := sub.period()
	_, err = tx.Exec(ctx, `UPDATE organizations SET tier = $2, stripe_customer_id = coalesce(stripe_customer_id, nullif($3, '')),
			stripe_subscription_id = $4, period_start = $5, period_end = $6, stripe_event_at = $7
		WHERE id = $1`, o.id, string(tier), string(sub.Customer), sub.ID, start, end, at)
	if err != nil {
		return "", fmt.Errorf("apply subscription: %w", err)
	}
	return Applied, nil
}

// invoicePayment records a failed payment (shown on the account page) and
// clears it when an invoice is paid. The tier follows the subscription's
// own status (past_due keeps it; unpaid or canceled end it).
func (s *Stripe) invoicePayment(ctx context.Context, tx pgx.Tx, ev stripe.Event) (string, error) {
	var inv invoice
	if err := decode(ev, &inv); err != nil {
		return "", err
	}
	o, ok, err := lockOrg(ctx, tx, "stripe_customer_id", string(inv.Customer))
	if err != nil || !ok {
		return Ignored, err
	}
	at := created(ev)
	if older(at, o.paymentAt) {
		return Stale, nil
	}
	var failedAt *time.Time
	if ev.Type == "invoice.payment_failed" {
		failedAt = &at
	} else if o.paymentAt != nil && at.Equal(*o.paymentAt) {
		// Same second as a recorded failure: keep the failure visible
		// rather than risk hiding one.
		return Stale, nil
	}
	_, err = tx.Exec(ctx, `UPDATE organizations SET payment_failed_at = $2, stripe_payment_event_at = $3 WHERE id = $1`, o.id, failedAt, at)
	if err != nil {
		return "", fmt.Errorf("apply invoice payment: %w", err)
	}
	return Applied, nil
}

// tierOf maps the subscription's licensed price to a tier.
func (s *Stripe) tierOf(sub subscription) (usage.Tier, bool) {
	for _, it := range sub.Items.Data {
		if t, ok := s.tierByPrice[it.Price.ID]; ok {
			return t, true
		}
	}
	return "", false
}

// period is the current billing period: top-level up to API version
// 2025-02-24, on the items from 2025-03-31 on.
func (sub subscription) period() (*time.Time, *time.Time) {
	start, end := sub.CurrentPeriodStart, sub.CurrentPeriodEnd
	if start == 0 || end == 0 {
		for _, it := range sub.Items.Data {
			if it.CurrentPeriodStart != 0 && it.CurrentPeriodEnd != 0 {
				start, end = it.CurrentPeriodStart, it.CurrentPeriodEnd
				break
			}
		}
	}
	if start == 0 || end == 0 || end <= start {
		return nil, nil
	}
	s, e := time.Unix(start, 0).UTC(), time.Unix(end, 0).UTC()
	return &s, &e
}

// liveStatus: the customer has (or, past_due, is being dunned for) a
// running subscription and keeps the tier.
func liveStatus(st string) bool {
	switch stripe.SubscriptionStatus(st) {
	case stripe.SubscriptionStatusActive, stripe.SubscriptionStatusTrialing, stripe.SubscriptionStatusPastDue:
		return true
	}
	return false
}

// endedStatus: no paid service any more. unpaid can become active again
// when the open invoice is paid (a later subscription.updated).
func endedStatus(st string) bool {
	switch stripe.SubscriptionStatus(st) {
	case stripe.SubscriptionStatusCanceled, stripe.SubscriptionStatusUnpaid,
		stripe.SubscriptionStatusIncompleteExpired, stripe.SubscriptionStatusPaused:
		return true
	}
	return false
}

func isPaid(t usage.Tier) bool {
	p, _ := usage.Plan(t)
	return p.Paid
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
