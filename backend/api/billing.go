package api

import (
	"context"

	"connectrpc.com/connect"

	"papierkram/backend/auth"
	"papierkram/backend/problem"
	"papierkram/backend/usage"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Payments starts hosted payment flows for an organization.
type Payments interface {
	Checkout(ctx context.Context, orgID string, tier usage.Tier) (url string, err error)
	Portal(ctx context.Context, orgID string) (url string, err error)
}

// NoPayments is used when no payment provider is configured.
type NoPayments struct{}

var errNoBilling = problem.New(problem.BillingNotConfigured, "Billing is not configured on this deployment. Contact the operator to change the plan.")

func (NoPayments) Checkout(context.Context, string, usage.Tier) (string, error) {
	return "", errNoBilling
}
func (NoPayments) Portal(context.Context, string) (string, error) { return "", errNoBilling }

// Billing implements papierkramv1connect.BillingServiceHandler.
type Billing struct {
	Payments Payments
}

// CheckTier validates a checkout tier (spec 4.3).
func CheckTier(t string) (usage.Tier, error) {
	switch usage.Tier(t) {
	case usage.Starter, usage.Pro, usage.Business:
		return usage.Tier(t), nil
	case usage.Enterprise:
		return "", problem.New(problem.InvalidRequest, "The Enterprise tier is available on request only; please contact sales.")
	case "":
		return "", problem.New(problem.InvalidRequest, "The field tier is missing. Use one of: starter, pro, business.")
	}
	return "", problem.New(problem.InvalidRequest, "tier must be one of: starter, pro, business.")
}

// Checkout returns the URL of a hosted checkout page for the tier.
func (b *Billing) Checkout(ctx context.Context, req *connect.Request[papierkramv1.CheckoutRequest]) (*connect.Response[papierkramv1.CheckoutResponse], error) {
	p := auth.FromContext(ctx)
	if err := p.Require(auth.ScopeBilling); err != nil {
		return nil, err
	}
	tier, err := CheckTier(req.Msg.GetTier())
	if err != nil {
		return nil, err
	}
	url, err := b.Payments.Checkout(ctx, p.OrgID, tier)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&papierkramv1.CheckoutResponse{Url: url}), nil
}

// Portal returns the URL of the payment provider's customer portal.
func (b *Billing) Portal(ctx context.Context, _ *connect.Request[papierkramv1.PortalRequest]) (*connect.Response[papierkramv1.PortalResponse], error) {
	p := auth.FromContext(ctx)
	if err := p.Require(auth.ScopeBilling); err != nil {
		return nil, err
	}
	url, err := b.Payments.Portal(ctx, p.OrgID)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&papierkramv1.PortalResponse{Url: url}), nil
}
