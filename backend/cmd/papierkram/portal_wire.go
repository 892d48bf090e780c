package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/account"
	"papierkram/backend/config"
	"papierkram/backend/mail"
	"papierkram/backend/org"
	"papierkram/backend/server"
	"papierkram/webapp"
)

// wirePortal mounts the account service and the web app.
func wirePortal(ctx context.Context, cfg config.Config, log *slog.Logger, db *pgxpool.Pool, d *server.Deps) error {
	sender, err := mail.New(cfg.SMTPURL, cfg.MailFrom, log)
	if err != nil {
		return err
	}
	https := strings.HasPrefix(cfg.BaseURL, "https://")
	sessions := account.NewSessions(db, d.Keys, https)
	d.Sessions = sessions
	d.Account = account.New(account.Config{
		DB: db, Keys: d.Keys, Orgs: org.NewStore(db), Meter: d.Meter, Limiter: d.Limiter,
		Sessions: sessions, Mail: sender, Log: log, BaseURL: cfg.BaseURL,
		BillingEnabled: cfg.Stripe.Enabled(),
	})
	d.AccountMiddleware = account.Middleware
	portal, err := webapp.NewHandler(webapp.Options{Public: os.DirFS(publicDir()), Log: log})
	if err != nil {
		return fmt.Errorf("portal: %w", err)
	}
	d.Portal = portal
	go pruneAccounts(ctx, log, db)
	return nil
}

// publicDir finds the portal's static files: ./public when started from
// the repository (make run), else next to the binary (bin/../public).
func publicDir() string {
	if st, err := os.Stat("public/web"); err == nil && st.IsDir() {
		return "public"
	}
	if exe, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(exe), "..", "public")
		if st, err := os.Stat(filepath.Join(p, "web")); err == nil && st.IsDir() {
			return p
		}
	}
	return "public"
}

// pruneAccounts deletes expired sessions and e-mail tokens hourly.
func pruneAccounts(ctx context.Context, log *slog.Logger, db *pgxpool.Pool) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		if err := account.Prune(ctx, db); err != nil && ctx.Err() == nil {
			log.Warn("prune sessions and e-mail tokens", "error", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
