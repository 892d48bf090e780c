// Package usage holds the tier table (spec section 8), counts billable calls
// per billing period, enforces the Trial quota race-free and writes overage
// calls to the billing outbox in the same transaction.
package usage

import "time"

// Tier is an organization's plan.
type Tier string

const (
	Trial      Tier = "trial"
	Starter    Tier = "starter"
	Pro        Tier = "pro"
	Business   Tier = "business"
	Enterprise Tier = "enterprise"
	// Inactive is the non-paying state after a subscription ends:
	// analyses are refused with 402 until a new checkout.
	Inactive Tier = "inactive"
)

// PlanInfo is one row of the tier table.
type PlanInfo struct {
	Tier                Tier
	MonthlyPriceCents   int
	IncludedCalls       int
	OverageCentsPerCall int
	// HardLimit blocks calls beyond IncludedCalls (Trial) instead of billing overage.
	HardLimit          bool
	RateLimitPerMinute int
	// Paid tiers are bought through checkout.
	Paid bool
}

// plans is spec section 8. Enterprise is a negotiated contract: calls are
// counted but overage is invoiced outside this table, so it shows none.
var plans = []PlanInfo{
	{Trial, 0, 50, 0, true, 10, false},
	{Starter, 9900, 200, 50, false, 30, true},
	{Pro, 29900, 1000, 35, false, 60, true},
	{Business, 79900, 5000, 25, false, 120, true},
	{Enterprise, 0, 0, 0, false, 300, false},
	{Inactive, 0, 0, 0, true, 10, false},
}

// Plan returns the tier's row.
func Plan(t Tier) (PlanInfo, bool) {
	for _, p := range plans {
		if p.Tier == t {
			return p, true
		}
	}
	return PlanInfo{}, false
}

// Plans returns the table in display order.
func Plans() []PlanInfo { return append([]PlanInfo(nil), plans...) }

// OpenEnd is the end of the Trial "period": its 50 calls are a total, not a
// monthly allowance, so the period never ends.
var OpenEnd = time.Date(9999, 12, 31, 23, 59, 59, 999_000_000, time.UTC)

// PeriodFor returns the billing period containing now.
//   - Trial: from the organization's creation, open-ended (50 calls in total).
//   - Paid tiers with a period from the payment provider: that period while
//     now lies in it.
//   - Otherwise (operator-assigned tiers, Enterprise, Inactive, or a provider
//     period that has lapsed without renewal event): the calendar month (UTC).
func PeriodFor(t Tier, created time.Time, start, end *time.Time, now time.Time) (time.Time, time.Time) {
	if t == Trial {
		return created.UTC().Truncate(time.Millisecond), OpenEnd
	}
	if start != nil && end != nil && !now.Before(*start) && now.Before(*end) {
		return start.UTC(), end.UTC()
	}
	now = now.UTC()
	s := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	return s, s.AddDate(0, 1, 0) // end is exclusive, as the provider's periods are
}
