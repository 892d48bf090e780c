package usage

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/problem"
)

// LeaseTTL bounds how long a reserved quota unit counts against the Trial
// quota. It must exceed the longest analysis (the pipeline's own deadline);
// after it, a unit left by a crashed instance is free again.
const LeaseTTL = 5 * time.Minute

// Meter counts billable calls in PostgreSQL.
type Meter struct {
	db *pgxpool.Pool
}

// NewMeter returns a Meter on db.
func NewMeter(db *pgxpool.Pool) *Meter { return &Meter{db: db} }

// Lease is a reserved quota unit for one analysis in flight.
type Lease struct {
	id    string
	orgID string
}

type orgRow struct {
	tier        Tier
	created     time.Time
	start, end  *time.Time
	dbNow       time.Time
	periodStart time.Time
	periodEnd   time.Time
	plan        PlanInfo
}

// lockOrg locks the organization's row for the transaction, which serializes
// the reservations of one organization (and only of that one).
func lockOrg(ctx context.Context, tx pgx.Tx, orgID string) (orgRow, error) {
	var r orgRow
	var tier string
	err := tx.QueryRow(ctx, `SELECT tier, created_at, period_start, period_end, now() FROM organizations WHERE id = $1 FOR UPDATE`, orgID).
		Scan(&tier, &r.created, &r.start, &r.end, &r.dbNow)
	if errors.Is(err, pgx.ErrNoRows) {
		return r, problem.Errorf(problem.NotFound, "No organization with id %s.", orgID)
	}
	if err != nil {
		return r, fmt.Errorf("lock organization: %w", err)
	}
	r.tier = Tier(tier)
	r.plan, _ = Plan(r.tier)
	r.periodStart, r.periodEnd = PeriodFor(r.tier, r.created, r.start, r.end, r.dbNow)
	return r, nil
}

// Reserve takes one quota unit before processing. For hard-limited tiers it
// counts committed calls plus unexpired leases, so concurrent requests can
// never together exceed the quota; paid tiers are never blocked.
func (m *Meter) Reserve(ctx context.Context, orgID, requestID string) (Lease, error) {
	var lease Lease
	err := pgx.BeginFunc(ctx, m.db, func(tx pgx.Tx) error {
		r, err := lockOrg(ctx, tx, orgID)
		if err != nil {
			return err
		}
		if !r.plan.HardLimit {
			return nil
		}
		var used, inFlight int
		err = tx.QueryRow(ctx, `SELECT
			coalesce((SELECT billable_calls FROM usage_counters WHERE org_id = $1 AND period_start = $2), 0),
			(SELECT count(*) FROM usage_leases WHERE org_id = $1 AND expires_at > now())`,
			orgID, r.periodStart).Scan(&used, &inFlight)
		if err != nil {
			return fmt.Errorf("count usage: %w", err)
		}
		if used+inFlight >= r.plan.IncludedCalls {
			if r.tier == Inactive {
				return problem.New(problem.QuotaExceeded, "The subscription has ended. Choose a plan on /api-account to continue.")
			}
			return problem.Errorf(problem.QuotaExceeded, "The Trial quota of %d analyses is used up. Upgrade on /api-account to continue.", r.plan.IncludedCalls)
		}
		lease = Lease{id: "lease_" + requestID, orgID: orgID}
		_, err = tx.Exec(ctx, `INSERT INTO usage_leases (id, org_id, expires_at) VALUES ($1, $2, now() + $3::interval)`,
			lease.id, orgID, fmt.Sprintf("%d seconds", int(LeaseTTL.Seconds())))
		return err
	})
	return lease, err
}

// Commit counts a successful call: it drops the lease, increments the
// period's counter and, above the included calls of a paid tier, records an
// overage call in the billing outbox, all in one transaction.
func (m *Meter) Commit(ctx context.Context, l Lease, orgID, requestID string) error {
	return pgx.BeginFunc(ctx, m.db, func(tx pgx.Tx) error {
		r, err := lockOrg(ctx, tx, orgID)
		if err != nil {
			return err
		}
		if l.id != "" {
			if _, err := tx.Exec(ctx, `DELETE FROM usage_leases WHERE id = $1`, l.id); err != nil {
				return fmt.Errorf("drop lease: %w", err)
			}
		}
		overage := r.plan.Paid && r.plan.IncludedCalls > 0
		var calls int
		err = tx.QueryRow(ctx, `INSERT INTO usage_counters (org_id, period_start, billable_calls) VALUES ($1, $2, 1)
			ON CONFLICT (org_id, period_start) DO UPDATE SET billable_calls = usage_counters.billable_calls + 1
			RETURNING billable_calls`, orgID, r.periodStart).Scan(&calls)
		if err != nil {
			return fmt.Errorf("count call: %w", err)
		}
		if !overage || calls <= r.plan.IncludedCalls {
			return nil
		}
		if _, err := tx.Exec(ctx, `UPDATE usage_counters SET overage_calls = overage_calls + 1 WHERE org_id = $1 AND period_start = $2`,
			orgID, r.periodStart); err != nil {
			return fmt.Errorf("count overage: %w", err)
		}
		// The request id makes the meter event's identifier unique and
		// stable, so a redelivery is deduplicated by the provider.
		if _, err := tx.Exec(ctx, `INSERT INTO meter_outbox (org_id, identifier, request_id) VALUES ($1, $2, $3)`,
			orgID, "pk-"+requestID, requestID); err != nil {
			return fmt.Errorf("queue overage event: %w", err)
		}
		return nil
	})
}

// Release returns a reserved unit after a failed analysis.
func (m *Meter) Release(ctx context.Context, l Lease) error {
	if l.id == "" {
		return nil
	}
	_, err := m.db.Exec(ctx, `DELETE FROM usage_leases WHERE id = $1`, l.id)
	return err
}

// Report is the usage of one organization in its current period (spec 4.2).
type Report struct {
	OrgID, OrgName      string
	Tier                Tier
	PeriodStart         time.Time
	PeriodEnd           time.Time
	BillableCalls       int
	IncludedCalls       int
	OverageCalls        int
	OverageCentsPerCall int
	OverageCostCents    int
}

// Get reports org's usage in the current period. Overage figures come from
// the counter that is written together with the billing outbox, so they agree
// with what is reported to the payment provider.
func (m *Meter) Get(ctx context.Context, orgID string) (Report, error) {
	var (
		rep     Report
		tier    string
		created time.Time
		s, e    *time.Time
		now     time.Time
	)
	err := m.db.QueryRow(ctx, `SELECT id, name, tier, created_at, period_start, period_end, now() FROM organizations WHERE id = $1`, orgID).
		Scan(&rep.OrgID, &rep.OrgName, &tier, &created, &s, &e, &now)
	if errors.Is(err, pgx.ErrNoRows) {
		return rep, problem.Errorf(problem.NotFound, "No organization with id %s.", orgID)
	}
	if err != nil {
		return rep, fmt.Errorf("load organization: %w", err)
	}
	rep.Tier = Tier(tier)
	plan, _ := Plan(rep.Tier)
	rep.PeriodStart, rep.PeriodEnd = PeriodFor(rep.Tier, created, s, e, now)
	err = m.db.QueryRow(ctx, `SELECT coalesce(max(billable_calls), 0), coalesce(max(overage_calls), 0)
		FROM usage_counters WHERE org_id = $1 AND period_start = $2`, orgID, rep.PeriodStart).
		Scan(&rep.BillableCalls, &rep.OverageCalls)
	if err != nil {
		return rep, fmt.Errorf("load usage: %w", err)
	}
	rep.IncludedCalls = plan.IncludedCalls
	rep.OverageCentsPerCall = plan.OverageCentsPerCall
	rep.OverageCostCents = rep.OverageCalls * plan.OverageCentsPerCall
	return rep, nil
}

// PruneLeases deletes expired leases (left by instances that crashed
// mid-analysis; they stopped counting when they expired).
func (m *Meter) PruneLeases(ctx context.Context) (int64, error) {
	tag, err := m.db.Exec(ctx, `DELETE FROM usage_leases WHERE expires_at < now()`)
	return tag.RowsAffected(), err
}
