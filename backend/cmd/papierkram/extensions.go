package main

import (
	"context"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/config"
	"papierkram/backend/server"
)

// wireExtensions adds the optional parts: billing (Stripe) and the portal.
// Each lives in its own file so they can evolve independently.
func wireExtensions(ctx context.Context, cfg config.Config, log *slog.Logger, db *pgxpool.Pool, d *server.Deps) error {
	if err := wireBilling(ctx, cfg, log, db, d); err != nil {
		return err
	}
	return wirePortal(ctx, cfg, log, db, d)
}
