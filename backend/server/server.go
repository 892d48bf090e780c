// Package server assembles the HTTP handler: the Connect services, the REST
// door, the OpenAPI document, health and metrics endpoints and the portal,
// behind one middleware chain (request id, recovery, logging, metrics,
// security headers) and, for API routes, authentication and rate limiting.
package server

import (
	"context"
	"log/slog"
	"net/http"
	"net/netip"
	"time"

	"connectrpc.com/connect"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/analysis"
	"papierkram/backend/api"
	"papierkram/backend/audit"
	"papierkram/backend/auth"
	"papierkram/backend/metrics"
	"papierkram/backend/openapi"
	"papierkram/backend/problem"
	"papierkram/backend/ratelimit"
	"papierkram/backend/rest"
	"papierkram/backend/usage"
	"papierkram/proto/gen/papierkram/v1/papierkramv1connect"
)

// SessionAuthenticator resolves a portal session cookie to a principal. It
// returns (nil, nil) when the request carries no session.
type SessionAuthenticator interface {
	FromRequest(r *http.Request) (*auth.Principal, error)
}

// Deps are the server's collaborators. Optional ones may be nil.
type Deps struct {
	DB       *pgxpool.Pool
	Log      *slog.Logger
	Metrics  *metrics.Metrics
	Keys     *auth.Keys
	Meter    *usage.Meter
	Limiter  *ratelimit.Limiter
	Audit    *audit.Log
	Pipeline api.Pipeline
	Payments api.Payments

	// Portal (optional): session authentication for the Connect API
	// services, the AccountService and the web app served at "/".
	Sessions SessionAuthenticator
	Account  papierkramv1connect.AccountServiceHandler
	// AccountMiddleware wraps the AccountService (per-IP throttling, cookies).
	AccountMiddleware func(http.Handler) http.Handler
	Portal            http.Handler
	// Webhook (optional) receives payment-provider events at
	// /api/v1/billing/webhook, without bearer authentication.
	Webhook http.Handler
	// HTTPS marks a deployment behind https (HSTS).
	HTTPS bool
	// TrustedProxies are the reverse proxies whose X-Forwarded-For is
	// believed for the client address (per-IP limits). Empty: none.
	TrustedProxies []netip.Prefix
}

// New returns the service's root handler.
func New(d Deps) http.Handler {
	if d.Payments == nil {
		d.Payments = api.NoPayments{}
	}
	if d.Pipeline == nil {
		d.Pipeline = analysis.Unavailable{}
	}
	mux := http.NewServeMux()
	analysisSvc := &api.Analysis{Pipeline: d.Pipeline, Meter: d.Meter, Audit: d.Audit, Log: d.Log}
	if d.Metrics != nil {
		// Assigned only when set: a nil *Metrics in the interface would be
		// a non-nil Observer that panics.
		analysisSvc.Observer = d.Metrics
	}
	usageSvc := &api.Usage{Meter: d.Meter}
	billingSvc := &api.Billing{Payments: d.Payments}

	gate := &gate{keys: d.Keys, sessions: d.Sessions, limiter: d.Limiter, log: d.Log}
	opts := []connect.HandlerOption{connect.WithInterceptors(api.ErrorInterceptor(d.Log))}

	// connect-go enforces its read limit before any interceptor runs and
	// answers resource_exhausted without our ErrorInfo. The limit is set with
	// headroom so that files just above 10 MB reach the handler (which says
	// invalid_request); bodies declared larger are refused up front.
	const connectMax = analysis.MaxFileSize + 2<<20
	// Compressed uploads are refused: connect-go inflates a gzip body
	// before checking its size (seconds of CPU for a 4 MB bomb), and PDFs,
	// JPEGs and PNGs are compressed already.
	path, h := papierkramv1connect.NewAnalysisServiceHandler(analysisSvc,
		append(opts, connect.WithReadMaxBytes(connectMax), connect.WithCompression("gzip", nil, nil))...)
	mux.Handle(path, gate.wrap(limitBody(h, connectMax)))
	path, h = papierkramv1connect.NewUsageServiceHandler(usageSvc, opts...)
	mux.Handle(path, gate.wrap(h))
	path, h = papierkramv1connect.NewBillingServiceHandler(billingSvc, opts...)
	mux.Handle(path, gate.wrap(h))
	if d.Account != nil {
		path, h = papierkramv1connect.NewAccountServiceHandler(d.Account, opts...)
		if d.AccountMiddleware != nil {
			h = d.AccountMiddleware(h)
		}
		mux.Handle(path, h)
	}

	(&rest.Handler{Analysis: analysisSvc, Usage: usageSvc, Billing: billingSvc, Log: d.Log}).Register(mux, gate.wrapREST)
	if d.Webhook != nil {
		mux.Handle("POST /api/v1/billing/webhook", d.Webhook)
	} else {
		mux.HandleFunc("POST /api/v1/billing/webhook", func(w http.ResponseWriter, r *http.Request) {
			rest.WriteProblem(w, r, problem.New(problem.BillingNotConfigured, "Billing is not configured on this deployment."))
		})
	}
	// Unknown API paths get a problem body, not the portal's HTML.
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		rest.WriteProblem(w, r, notFound(r))
	})
	mux.Handle("GET /api/openapi.json", openapi.Handler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("ok\n")) //nolint:errcheck
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		w.Header().Set("Content-Type", "text/plain")
		if err := d.DB.Ping(ctx); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte("database unreachable\n")) //nolint:errcheck
			return
		}
		w.Write([]byte("ready\n")) //nolint:errcheck
	})
	if d.Metrics != nil {
		mux.Handle("GET /metrics", d.Metrics.Handler())
	}
	if d.Portal != nil {
		mux.Handle("/", d.Portal)
	}
	return realClient(chain(mux, d), d.TrustedProxies)
}
