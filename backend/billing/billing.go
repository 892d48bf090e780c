// Package billing connects organizations to Stripe: hosted Checkout and the
// customer portal (api.Payments), the webhook that moves organizations
// between tiers, and the outbox delivery that reports every overage call as
// one Billing Meter event. docs/billing.md describes the tier transitions.
//
// The Stripe client is per instance (client.API with its own backend), never
// the package-global stripe.Key, so tests can point one instance at a local
// stripe-mock and nothing else in the process is affected.
package billing

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/client"

	"papierkram/backend/config"
	"papierkram/backend/org"
	"papierkram/backend/problem"
	"papierkram/backend/usage"
)

// APIVersion is the Stripe API version this package reads webhook payloads
// in. Create the webhook endpoint with this version (see docs/billing.md).
const APIVersion = stripe.APIVersion

// Stripe is the payment provider. It implements api.Payments.
type Stripe struct {
	// IgnoreAPIVersionMismatch accepts webhook events whose api_version is
	// not APIVersion. Off by default: the endpoint is pinned to APIVersion
	// and a mismatch is refused with 400, so Stripe keeps retrying and the
	// operator sees the failure instead of events being misread. The
	// payload parser reads the fields it needs in both the 2023-10-16 and
	// the newer (2025-03-31 and later) shapes, so turning it on is safe for
	// the events handled here. Set before serving.
	IgnoreAPIVersionMismatch bool
	// Outbox tunes the meter event delivery. Set before RunOutbox.
	Outbox OutboxConfig

	cfg         config.Stripe
	baseURL     string
	db          *pgxpool.Pool
	log         *slog.Logger
	sc          *client.API
	orgs        *org.Store
	tierByPrice map[string]usage.Tier
}

// New returns the Stripe payment provider. baseURL is the service's public
// address, for the URLs Checkout and the portal send the customer back to.
func New(cfg config.Stripe, baseURL string, db *pgxpool.Pool, log *slog.Logger) (*Stripe, error) {
	if cfg.SecretKey == "" {
		return nil, errors.New("billing: STRIPE_SECRET_KEY is not set")
	}
	if cfg.WebhookSecret == "" {
		return nil, errors.New("billing: STRIPE_WEBHOOK_SECRET is not set: webhooks could not be verified")
	}
	if cfg.MeterEvent == "" {
		return nil, errors.New("billing: PAPIERKRAM_STRIPE_METER_EVENT is empty")
	}
	s := &Stripe{
		cfg:         cfg,
		baseURL:     strings.TrimRight(baseURL, "/"),
		db:          db,
		log:         log,
		orgs:        org.NewStore(db),
		tierByPrice: map[string]usage.Tier{},
	}
	for _, t := range []usage.Tier{usage.Starter, usage.Pro, usage.Business} {
		price, overage := cfg.Prices[string(t)], cfg.OveragePrices[string(t)]
		// A tier with only one of its two prices would sell a plan whose
		// overage is never invoiced (or the reverse): refuse to start.
		if (price == "") != (overage == "") {
			return nil, fmt.Errorf("billing: tier %s needs both PAPIERKRAM_STRIPE_PRICE_%[2]s and PAPIERKRAM_STRIPE_PRICE_OVERAGE_%[2]s", t, strings.ToUpper(string(t)))
		}
		if price != "" {
			if other, dup := s.tierByPrice[price]; dup {
				return nil, fmt.Errorf("billing: price %s is configured for both %s and %s", price, other, t)
			}
			s.tierByPrice[price] = t
		}
	}
	if len(s.tierByPrice) == 0 {
		log.Warn("billing: no tier prices configured; checkout answers billing_not_configured")
	}

	bc := &stripe.BackendConfig{
		HTTPClient:    &http.Client{Timeout: 30 * time.Second},
		LeveledLogger: leveledLogger{log},
	}
	if cfg.APIURL != "" {
		bc.URL = stripe.String(strings.TrimRight(cfg.APIURL, "/"))
	}
	backend := stripe.GetBackendWithConfig(stripe.APIBackend, bc)
	s.sc = client.New(cfg.SecretKey, &stripe.Backends{API: backend, Connect: backend, Uploads: backend})
	return s, nil
}

// Checkout starts a hosted Checkout for tier and returns its URL.
func (s *Stripe) Checkout(ctx context.Context, orgID string, tier usage.Tier) (string, error) {
	price, overage := s.cfg.Prices[string(tier)], s.cfg.OveragePrices[string(tier)]
	if price == "" || overage == "" {
		return "", problem.Errorf(problem.BillingNotConfigured, "The %s tier cannot be bought online on this deployment (no price configured). Contact the operator.", tier)
	}
	o, err := s.orgs.Get(ctx, orgID)
	if err != nil {
		return "", err
	}
	plan, _ := usage.Plan(o.Tier)
	switch {
	case o.Tier == usage.Enterprise:
		return "", problem.New(problem.BillingConflict, "This organization has an Enterprise contract; plan changes are arranged with the operator.")
	case plan.Paid && o.StripeSubscriptionID != "":
		// Spec 3.2: paid ↔ paid is pro-rated by the operator, not an API operation.
		return "", problem.Errorf(problem.BillingConflict,
			"This organization already has a %s subscription. A change between paid tiers is arranged with the operator (pro-rata); payment method, invoices and cancellation are in the billing portal (POST /api/v1/billing/portal).", o.Tier)
	}
	customer, err := s.customer(ctx, o)
	if err != nil {
		return "", err
	}
	account := s.baseURL + "/api-account"
	p := &stripe.CheckoutSessionParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModeSubscription)),
		Customer:          stripe.String(customer),
		ClientReferenceID: stripe.String(o.ID),
		LineItems: []*stripe.CheckoutSessionLineItemParams{
			{Price: stripe.String(price), Quantity: stripe.Int64(1)},
			// Metered prices take no quantity: usage comes from meter events.
			{Price: stripe.String(overage)},
		},
		// Spec 4.3: Checkout collects the VAT identification number. With
		// an existing customer, Stripe requires name and address updates
		// to be allowed for that.
		TaxIDCollection:          &stripe.CheckoutSessionTaxIDCollectionParams{Enabled: stripe.Bool(true)},
		BillingAddressCollection: stripe.String(string(stripe.CheckoutSessionBillingAddressCollectionRequired)),
		CustomerUpdate: &stripe.CheckoutSessionCustomerUpdateParams{
			Name:    stripe.String("auto"),
			Address: stripe.String("auto"),
		},
		// The event alone identifies organization and tier (webhook.go).
		Metadata: map[string]string{"org_id": o.ID, "tier": string(tier)},
		SubscriptionData: &stripe.CheckoutSessionSubscriptionDataParams{
			Metadata: map[string]string{"org_id": o.ID},
		},
		SuccessURL: stripe.String(account + "?checkout=success"),
		CancelURL:  stripe.String(account + "?checkout=canceled"),
	}
	p.Context = ctx
	cs, err := s.sc.CheckoutSessions.New(p)
	if err != nil {
		return "", s.providerError("create checkout session", err)
	}
	s.replaceOpenSession(ctx, o.ID, cs.ID)
	return cs.URL, nil
}

// replaceOpenSession remembers the new session and expires the previous
// open one, so that two started checkouts cannot both be paid. Failures
// only cost that protection, not the checkout, so they are logged.
func (s *Stripe) replaceOpenSession(ctx context.Context, orgID, sessionID string) {
	var previous *string
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `SELECT stripe_checkout_session FROM organizations WHERE id = $1 FOR UPDATE`, orgID).Scan(&previous)
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE organizations SET stripe_checkout_session = $2 WHERE id = $1`, orgID, sessionID)
		return err
	})
	if err != nil {
		s.log.Warn("billing: remember checkout session", "org", orgID, "error", err)
		return
	}
	if previous == nil || *previous == "" || *previous == sessionID {
		return
	}
	p := &stripe.CheckoutSessionExpireParams{}
	p.Context = ctx
	if _, err := s.sc.CheckoutSessions.Expire(*previous, p); err != nil {
		// Usually already completed or expired: nothing to do.
		s.log.Debug("billing: expire previous checkout session", "org", orgID, "session", *previous, "error", stripeErrorText(err))
	}
}

// Portal returns the URL of a customer portal session.
func (s *Stripe) Portal(ctx context.Context, orgID string) (string, error) {
	o, err := s.orgs.Get(ctx, orgID)
	if err != nil {
		return "", err
	}
	if o.StripeCustomerID == "" {
		return "", problem.New(problem.BillingConflict, "This organization has no billing account yet: complete a checkout first (POST /api/v1/billing/checkout).")
	}
	p := &stripe.BillingPortalSessionParams{
		Customer:  stripe.String(o.StripeCustomerID),
		ReturnURL: stripe.String(s.baseURL + "/api-account"),
	}
	p.Context = ctx
	ps, err := s.sc.BillingPortalSessions.New(p)
	if err != nil {
		return "", s.providerError("create billing portal session", err)
	}
	return ps.URL, nil
}

// customer returns the organization's Stripe customer, creating it once.
//
// Two concurrent checkouts must not leave two customers. Instead of holding
// a database lock during the Stripe call (the organization row is also what
// every analysis locks), creation carries an idempotency key derived from
// the organization and its data, so concurrent calls get the same customer
// from Stripe; the conditional UPDATE then keeps the first stored id, and a
// customer that lost the race anyway (idempotency keys expire after 24 h,
// and stripe-mock ignores them) is deleted again.
func (s *Stripe) customer(ctx context.Context, o org.Org) (string, error) {
	if o.StripeCustomerID != "" {
		return o.StripeCustomerID, nil
	}
	sum := sha256.Sum256([]byte(o.Name + "\x00" + o.Email))
	p := &stripe.CustomerParams{
		Name:     stripe.String(o.Name),
		Email:    stripe.String(o.Email),
		Metadata: map[string]string{"org_id": o.ID},
	}
	p.Context = ctx
	p.SetIdempotencyKey("pk-customer-" + o.ID + "-" + hex.EncodeToString(sum[:8]))
	c, err := s.sc.Customers.New(p)
	if err != nil {
		return "", s.providerError("create customer", err)
	}
	var stored string
	err = s.db.QueryRow(ctx, `UPDATE organizations SET stripe_customer_id = coalesce(stripe_customer_id, $2)
		WHERE id = $1 RETURNING stripe_customer_id`, o.ID, c.ID).Scan(&stored)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", problem.Errorf(problem.NotFound, "No organization with id %s.", o.ID)
	}
	if err != nil {
		return "", fmt.Errorf("store stripe customer: %w", err)
	}
	if stored != c.ID {
		dp := &stripe.CustomerParams{}
		dp.Context = ctx
		if _, err := s.sc.Customers.Del(c.ID, dp); err != nil {
			s.log.Warn("billing: delete duplicate customer", "org", o.ID, "customer", c.ID, "error", stripeErrorText(err))
		}
	}
	return stored, nil
}

// providerError logs a Stripe failure and returns what the client sees:
// no Stripe message (it may name price ids or other configuration).
func (s *Stripe) providerError(what string, err error) error {
	s.log.Error("billing: stripe call failed", "op", what, "error", stripeErrorText(err))
	return problem.Wrap(problem.ProcessingFailed, "The payment provider could not be reached. Please try again in a moment.", fmt.Errorf("%s: %w", what, err))
}

// stripeErrorText is a short, secret-free description of a Stripe error.
func stripeErrorText(err error) string {
	var se *stripe.Error
	if errors.As(err, &se) {
		s := fmt.Sprintf("stripe %d %s", se.HTTPStatusCode, se.Type)
		if se.Code != "" {
			s += " " + string(se.Code)
		}
		if se.Msg != "" {
			s += ": " + se.Msg
		}
		if se.RequestID != "" {
			s += " (request " + se.RequestID + ")"
		}
		return s
	}
	return err.Error()
}

// leveledLogger routes stripe-go's own logging into slog, one level down:
// every failure it logs is also returned to, and logged by, this package.
type leveledLogger struct{ log *slog.Logger }

func (l leveledLogger) Debugf(format string, v ...any) {
	l.log.Debug("stripe: " + fmt.Sprintf(format, v...))
}
func (l leveledLogger) Infof(format string, v ...any) {
	l.log.Debug("stripe: " + fmt.Sprintf(format, v...))
}
func (l leveledLogger) Warnf(format string, v ...any) {
	l.log.Debug("stripe: " + fmt.Sprintf(format, v...))
}
func (l leveledLogger) Errorf(format string, v ...any) {
	l.log.Debug("stripe: " + fmt.Sprintf(format, v...))
}
