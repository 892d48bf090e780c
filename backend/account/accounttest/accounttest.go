// Package accounttest runs the whole service (server.New with the account
// service, sessions and portal) against a fresh PostgreSQL database and a
// mailpit SMTP catcher, for the account and portal end-to-end tests.
package accounttest

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/account"
	"papierkram/backend/api"
	"papierkram/backend/audit"
	"papierkram/backend/auth"
	"papierkram/backend/internal/pgtest"
	"papierkram/backend/mail"
	"papierkram/backend/mail/mailpit"
	"papierkram/backend/metrics"
	"papierkram/backend/org"
	"papierkram/backend/ratelimit"
	"papierkram/backend/server"
	"papierkram/backend/usage"
)

// Env is a running service.
type Env struct {
	URL      string
	DB       *pgxpool.Pool
	Mail     *mailpit.Server
	Sessions *account.Sessions
	Keys     *auth.Keys
}

// Options select optional parts.
type Options struct {
	Pipeline api.Pipeline // nil: analysis unavailable
	Portal   func(log *slog.Logger) (http.Handler, error)
	Log      *slog.Logger
}

// Start builds and serves the service until the test ends.
func Start(t testing.TB, o Options) *Env {
	t.Helper()
	db, _ := pgtest.New(t)
	mp := mailpit.Start(t)
	log := o.Log
	if log == nil {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	sender, err := mail.New(mp.SMTPURL, "Papierkram <noreply@papierkram.test>", log)
	if err != nil {
		t.Fatal(err)
	}
	keys := auth.NewKeys(db)
	limiter := ratelimit.New(db)
	meter := usage.NewMeter(db)
	sessions := account.NewSessions(db, keys, false)
	var h http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	d := server.Deps{
		DB: db, Log: log, Metrics: metrics.New(), Keys: keys, Meter: meter, Limiter: limiter, Audit: audit.New(db),
		Pipeline: o.Pipeline, Sessions: sessions,
		Account: account.New(account.Config{
			DB: db, Keys: keys, Orgs: org.NewStore(db), Meter: meter, Limiter: limiter, Sessions: sessions,
			Mail: sender, Log: log, BaseURL: srv.URL,
		}),
		AccountMiddleware: account.Middleware,
	}
	if o.Portal != nil {
		if d.Portal, err = o.Portal(log); err != nil {
			t.Fatal(err)
		}
	}
	h = server.New(d)
	return &Env{URL: srv.URL, DB: db, Mail: mp, Sessions: sessions, Keys: keys}
}

var linkRe = regexp.MustCompile(`https?://\S+#token=[A-Za-z0-9]+`)

// Link waits for a mail to addr whose subject contains subject and returns
// the link in it.
func (e *Env) Link(t testing.TB, addr, subject string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	m, err := e.Mail.WaitFor(ctx, addr, func(s string) bool { return strings.Contains(s, subject) })
	if err != nil {
		t.Fatal(err)
	}
	link := linkRe.FindString(m.Text)
	if link == "" {
		t.Fatalf("no link in mail %q", m.Subject)
	}
	return link
}
