package main

import (
	"context"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/billing"
	"papierkram/backend/config"
	"papierkram/backend/server"
)

// wireBilling sets the payment provider and its webhook when configured
// (STRIPE_SECRET_KEY set) and starts the delivery of overage meter events.
// Without it the billing endpoints answer 501 billing_not_configured and
// overage calls stay in the outbox for the operator.
func wireBilling(ctx context.Context, cfg config.Config, log *slog.Logger, db *pgxpool.Pool, d *server.Deps) error {
	if !cfg.Stripe.Enabled() {
		return nil
	}
	s, err := billing.New(cfg.Stripe, cfg.BaseURL, db, log)
	if err != nil {
		return err
	}
	d.Payments = s
	d.Webhook = s.Webhook()
	go s.RunOutbox(ctx)
	log.Info("billing: stripe enabled", "api_url", cfg.Stripe.APIURL, "webhook_api_version", billing.APIVersion)
	return nil
}
