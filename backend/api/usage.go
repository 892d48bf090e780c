package api

import (
	"context"
	"time"

	"connectrpc.com/connect"

	"papierkram/backend/auth"
	"papierkram/backend/usage"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Usage implements papierkramv1connect.UsageServiceHandler.
type Usage struct {
	Meter *usage.Meter
}

// GetUsage reports the caller's organization's usage in the current period.
func (u *Usage) GetUsage(ctx context.Context, _ *connect.Request[papierkramv1.GetUsageRequest]) (*connect.Response[papierkramv1.GetUsageResponse], error) {
	p := auth.FromContext(ctx)
	if err := p.Require(auth.ScopeUsage); err != nil {
		return nil, err
	}
	rep, err := u.Meter.Get(ctx, p.OrgID)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(UsageMessage(rep)), nil
}

// Timestamp formats t as the spec's ISO 8601 UTC with milliseconds.
func Timestamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }

// UsageMessage converts a usage report to its API message.
func UsageMessage(rep usage.Report) *papierkramv1.GetUsageResponse {
	return &papierkramv1.GetUsageResponse{
		Organization: &papierkramv1.Organization{Id: rep.OrgID, Name: rep.OrgName, Tier: string(rep.Tier)},
		Period:       &papierkramv1.Period{Start: Timestamp(rep.PeriodStart), End: Timestamp(rep.PeriodEnd)},
		Usage: &papierkramv1.Usage{
			BillableCalls:       int32(rep.BillableCalls),
			IncludedCalls:       int32(rep.IncludedCalls),
			OverageCalls:        int32(rep.OverageCalls),
			OverageCentsPerCall: int32(rep.OverageCentsPerCall),
			OverageCostCents:    int32(rep.OverageCostCents),
		},
	}
}
