package usage

import (
	"testing"
	"time"
)

func TestPlans(t *testing.T) {
	// Spec section 8.
	tests := []struct {
		tier           Tier
		price, incl, c int
		hard           bool
		rate           int
	}{
		{Trial, 0, 50, 0, true, 10},
		{Starter, 9900, 200, 50, false, 30},
		{Pro, 29900, 1000, 35, false, 60},
		{Business, 79900, 5000, 25, false, 120},
		{Enterprise, 0, 0, 0, false, 300},
	}
	for _, tt := range tests {
		p, ok := Plan(tt.tier)
		if !ok || p.MonthlyPriceCents != tt.price || p.IncludedCalls != tt.incl || p.OverageCentsPerCall != tt.c || p.HardLimit != tt.hard || p.RateLimitPerMinute != tt.rate {
			t.Errorf("%s: %+v", tt.tier, p)
		}
	}
	if _, ok := Plan("gold"); ok {
		t.Error("unknown tier accepted")
	}
}

func TestPeriodFor(t *testing.T) {
	created := time.Date(2026, 3, 14, 9, 26, 53, 589_793_238, time.UTC)
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	s, e := PeriodFor(Trial, created, nil, nil, now)
	if !s.Equal(created.Truncate(time.Millisecond)) || !e.Equal(OpenEnd) {
		t.Errorf("trial: %v %v", s, e)
	}
	s, e = PeriodFor(Pro, created, nil, nil, now)
	if !s.Equal(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)) || !e.Equal(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("calendar month: %v %v", s, e)
	}
	ps, pe := time.Date(2026, 11, 5, 0, 0, 0, 0, time.UTC), time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC)
	s, e = PeriodFor(Pro, created, &ps, &pe, now)
	if !s.Equal(ps) || !e.Equal(pe) {
		t.Errorf("provider period: %v %v", s, e)
	}
	// A lapsed provider period falls back to the calendar month.
	old := time.Date(2026, 9, 5, 0, 0, 0, 0, time.UTC)
	s, _ = PeriodFor(Pro, created, &old, &ps, now)
	if !s.Equal(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("lapsed period: %v", s)
	}
}
