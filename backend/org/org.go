// Package org stores organizations (tenants) and their tier.
package org

import (
	"context"
	"errors"
	"net/mail"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/auth"
	"papierkram/backend/problem"
	"papierkram/backend/usage"
)

// Org is an organization's record.
type Org struct {
	ID                   string
	Name                 string
	Email                string
	Tier                 usage.Tier
	RateLimitPerMinute   *int
	PeriodStart          *time.Time
	PeriodEnd            *time.Time
	StripeCustomerID     string
	StripeSubscriptionID string
	PaymentFailedAt      *time.Time
	CreatedAt            time.Time
}

// Store keeps organizations in PostgreSQL.
type Store struct {
	db *pgxpool.Pool
}

// NewStore returns a Store on db.
func NewStore(db *pgxpool.Pool) *Store { return &Store{db: db} }

// ErrEmailTaken is returned by Create when an organization already uses the address.
var ErrEmailTaken = errors.New("an organization with this e-mail already exists")

// ValidateNew checks a company name and e-mail address for a new organization.
func ValidateNew(name, email string) (string, string, error) {
	name = strings.TrimSpace(name)
	email = strings.TrimSpace(email)
	if name == "" || len(name) > 200 {
		return "", "", problem.New(problem.InvalidRequest, "The company name must be 1 to 200 characters long.")
	}
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || len(email) > 254 {
		return "", "", problem.New(problem.InvalidRequest, "The e-mail address is not valid.")
	}
	return name, email, nil
}

// Create adds an organization.
func (s *Store) Create(ctx context.Context, name, email string, tier usage.Tier) (Org, error) {
	name, email, err := ValidateNew(name, email)
	if err != nil {
		return Org{}, err
	}
	if _, ok := usage.Plan(tier); !ok {
		return Org{}, problem.Errorf(problem.InvalidRequest, "Unknown tier %q.", tier)
	}
	row := s.db.QueryRow(ctx, `INSERT INTO organizations (id, name, email, tier) VALUES ($1, $2, $3, $4)
		RETURNING `+columns, auth.NewID("org"), name, email, string(tier))
	o, err := scan(row)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return Org{}, ErrEmailTaken
	}
	return o, err
}

// Get returns the organization with id.
func (s *Store) Get(ctx context.Context, id string) (Org, error) {
	o, err := scan(s.db.QueryRow(ctx, `SELECT `+columns+` FROM organizations WHERE id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return Org{}, problem.Errorf(problem.NotFound, "No organization with id %s.", id)
	}
	return o, err
}

// ByEmail returns the organization registered with email.
func (s *Store) ByEmail(ctx context.Context, email string) (Org, bool, error) {
	o, err := scan(s.db.QueryRow(ctx, `SELECT `+columns+` FROM organizations WHERE lower(email) = lower($1)`, strings.TrimSpace(email)))
	if errors.Is(err, pgx.ErrNoRows) {
		return Org{}, false, nil
	}
	return o, err == nil, err
}

// SetTier changes the tier. An operator change to a paid tier without a
// payment-provider period uses calendar months (see usage.PeriodFor).
func (s *Store) SetTier(ctx context.Context, id string, tier usage.Tier) (Org, error) {
	if _, ok := usage.Plan(tier); !ok {
		return Org{}, problem.Errorf(problem.InvalidRequest, "Unknown tier %q.", tier)
	}
	o, err := scan(s.db.QueryRow(ctx, `UPDATE organizations SET tier = $2 WHERE id = $1 RETURNING `+columns, id, string(tier)))
	if errors.Is(err, pgx.ErrNoRows) {
		return Org{}, problem.Errorf(problem.NotFound, "No organization with id %s.", id)
	}
	return o, err
}

// SetRateLimit overrides the tier's per-minute rate limit; 0 restores the default.
func (s *Store) SetRateLimit(ctx context.Context, id string, perMinute int) (Org, error) {
	if perMinute < 0 || perMinute > 100000 {
		return Org{}, problem.New(problem.InvalidRequest, "The rate limit must be between 1 and 100000 per minute (0 restores the tier default).")
	}
	var v *int
	if perMinute > 0 {
		v = &perMinute
	}
	o, err := scan(s.db.QueryRow(ctx, `UPDATE organizations SET rate_limit_per_minute = $2 WHERE id = $1 RETURNING `+columns, id, v))
	if errors.Is(err, pgx.ErrNoRows) {
		return Org{}, problem.Errorf(problem.NotFound, "No organization with id %s.", id)
	}
	return o, err
}

const columns = `id, name, email, tier, rate_limit_per_minute, period_start, period_end,
	coalesce(stripe_customer_id, ''), coalesce(stripe_subscription_id, ''), payment_failed_at, created_at`

func scan(row pgx.Row) (Org, error) {
	var o Org
	var tier string
	err := row.Scan(&o.ID, &o.Name, &o.Email, &tier, &o.RateLimitPerMinute, &o.PeriodStart, &o.PeriodEnd,
		&o.StripeCustomerID, &o.StripeSubscriptionID, &o.PaymentFailedAt, &o.CreatedAt)
	if err != nil {
		return Org{}, err
	}
	o.Tier = usage.Tier(tier)
	return o, nil
}
