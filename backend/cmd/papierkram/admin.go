package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/api"
	"papierkram/backend/auth"
	"papierkram/backend/billing"
	"papierkram/backend/config"
	"papierkram/backend/org"
	"papierkram/backend/store"
	"papierkram/backend/usage"
)

func openDB(ctx context.Context, cfg config.Config) (*pgxpool.Pool, error) {
	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("PAPIERKRAM_DATABASE_URL is not set")
	}
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	if _, err := store.Migrate(ctx, db); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

func migrate(ctx context.Context, cfg config.Config) error {
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	applied, err := store.Migrate(ctx, db)
	if err != nil {
		return err
	}
	return printJSON(map[string]any{"applied": append([]string{}, applied...)})
}

type orgJSON struct {
	ID                   string  `json:"id"`
	Name                 string  `json:"name"`
	Email                string  `json:"email"`
	Tier                 string  `json:"tier"`
	RateLimitPerMinute   *int    `json:"rate_limit_per_minute,omitempty"`
	StripeCustomerID     string  `json:"stripe_customer_id,omitempty"`
	StripeSubscriptionID string  `json:"stripe_subscription_id,omitempty"`
	PaymentFailedAt      *string `json:"payment_failed_at,omitempty"`
	// The subscription's period from Stripe (usage.period uses it while current).
	StripePeriodStart *string `json:"stripe_period_start,omitempty"`
	StripePeriodEnd   *string `json:"stripe_period_end,omitempty"`
	CreatedAt         string  `json:"created_at"`
	Usage             any     `json:"usage,omitempty"`
	// Overage meter events: delivered, pending, last delivery error.
	MeterOutbox any `json:"meter_outbox,omitempty"`
}

func toJSON(o org.Org) orgJSON {
	j := orgJSON{ID: o.ID, Name: o.Name, Email: o.Email, Tier: string(o.Tier), RateLimitPerMinute: o.RateLimitPerMinute,
		StripeCustomerID: o.StripeCustomerID, StripeSubscriptionID: o.StripeSubscriptionID, CreatedAt: api.Timestamp(o.CreatedAt)}
	if o.PaymentFailedAt != nil {
		s := api.Timestamp(*o.PaymentFailedAt)
		j.PaymentFailedAt = &s
	}
	if o.PeriodStart != nil && o.PeriodEnd != nil {
		s, e := api.Timestamp(*o.PeriodStart), api.Timestamp(*o.PeriodEnd)
		j.StripePeriodStart, j.StripePeriodEnd = &s, &e
	}
	return j
}

func orgCommand(ctx context.Context, cfg config.Config, args []string) error {
	sub, fs, rest, err := subcommand(args, "org")
	if err != nil {
		return err
	}
	name := fs.String("name", "", "company name")
	email := fs.String("email", "", "contact e-mail")
	tier := fs.String("tier", "trial", "tier: trial, starter, pro, business, enterprise, inactive")
	id := fs.String("org", "", "organization id")
	perMinute := fs.Int("per-minute", 0, "requests per minute (0 = tier default)")
	if err := fs.Parse(rest); err != nil {
		return err
	}
	db, err := openDB(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	orgs := org.NewStore(db)
	var o org.Org
	switch sub {
	case "create":
		o, err = orgs.Create(ctx, *name, *email, usage.Tier(*tier))
	case "show":
		if *id == "" && *email != "" {
			var found bool
			if o, found, err = orgs.ByEmail(ctx, *email); err != nil {
				return err
			} else if !found {
				return fmt.Errorf("no organization with e-mail %s", *email)
			}
		} else if o, err = orgs.Get(ctx, *id); err != nil {
			return err
		}
		rep, err := usage.NewMeter(db).Get(ctx, o.ID)
		if err != nil {
			return err
		}
		j := toJSON(o)
		j.Usage = struct {
			PeriodStart string `json:"period_start"`
			PeriodEnd   string `json:"period_end"`
			usage.Report
		}{api.Timestamp(rep.PeriodStart), api.Timestamp(rep.PeriodEnd), rep}
		if j.MeterOutbox, err = billing.Status(ctx, db, o.ID); err != nil {
			return err
		}
		return printJSON(j)
	case "set-tier":
		o, err = orgs.SetTier(ctx, *id, usage.Tier(*tier))
	case "set-rate-limit":
		o, err = orgs.SetRateLimit(ctx, *id, *perMinute)
	default:
		return fmt.Errorf("org: unknown subcommand %q (create, show, set-tier, set-rate-limit)", sub)
	}
	if err != nil {
		return err
	}
	return printJSON(toJSON(o))
}

func keyCommand(ctx context.Context, cfg config.Config, args []string) error {
	sub, fs, rest, err := subcommand(args, "key")
	if err != nil {
		return err
	}
	orgID := fs.String("org", "", "organization id")
	name := fs.String("name", "", "key name")
	scopes := fs.String("scopes", "", "comma-separated scopes (default: all)")
	keyID := fs.String("key", "", "key id")
	if err := fs.Parse(rest); err != nil {
		return err
	}
	db, err := openDB(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	keys := auth.NewKeys(db)
	switch sub {
	case "create":
		var list []string
		for _, s := range strings.Split(*scopes, ",") {
			if s = strings.TrimSpace(s); s != "" {
				list = append(list, s)
			}
		}
		k, secret, err := keys.Create(ctx, *orgID, *name, list)
		if err != nil {
			return err
		}
		return printJSON(map[string]any{"id": k.ID, "key": secret, "org_id": k.OrgID, "name": k.Name, "scopes": k.Scopes, "display_prefix": k.DisplayPrefix})
	case "revoke":
		k, err := keys.Revoke(ctx, "", *keyID)
		if err != nil {
			return err
		}
		return printJSON(map[string]any{"id": k.ID, "org_id": k.OrgID, "revoked_at": api.Timestamp(derefTime(k.RevokedAt))})
	}
	return fmt.Errorf("key: unknown subcommand %q (create, revoke)", sub)
}

func derefTime(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return *t
}
