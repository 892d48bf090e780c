// Package pgtest gives each test its own fresh, migrated PostgreSQL database
// on the server named by PAPIERKRAM_TEST_DATABASE_URL (an admin connection;
// `make test` points it at the project-local cluster). Without it the test
// is skipped with a clear message, unless PAPIERKRAM_REQUIRE_DB=1 (set by
// `make test`), in which case it fails: CI never reports a skipped database
// test as passing.
package pgtest

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/auth"
	"papierkram/backend/store"
)

// DefaultAdminURL is the project-local cluster that `make db-start` runs.
const DefaultAdminURL = "postgres://app@/postgres?host=/work/main/.dev/pgdata&port=55439&sslmode=disable"

// AdminURL returns the admin URL or skips/fails t.
func AdminURL(t testing.TB) string {
	t.Helper()
	u := os.Getenv("PAPIERKRAM_TEST_DATABASE_URL")
	if u != "" {
		return u
	}
	if os.Getenv("PAPIERKRAM_REQUIRE_DB") == "1" {
		t.Fatal("PAPIERKRAM_TEST_DATABASE_URL is not set but PAPIERKRAM_REQUIRE_DB=1")
	}
	t.Skip("no test database: set PAPIERKRAM_TEST_DATABASE_URL or run `make test` (which starts a local PostgreSQL)")
	return ""
}

// New creates a fresh database, applies the migrations and returns a pool
// and the database's URL (for tests that start server processes). The
// database is dropped when the test ends.
func New(t testing.TB) (*pgxpool.Pool, string) {
	t.Helper()
	admin := AdminURL(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		if os.Getenv("PAPIERKRAM_REQUIRE_DB") == "1" {
			t.Fatalf("test database unreachable: %v", err)
		}
		t.Skipf("test database unreachable (%v): run `make db-start`", err)
	}
	defer conn.Close(ctx)
	name := "pk_test_" + strings.ToLower(auth.Random(12))
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("create database: %v", err)
	}
	dbURL, err := withDatabase(admin, name)
	if err != nil {
		t.Fatal(err)
	}
	pool, err := store.Open(ctx, dbURL)
	if err != nil {
		t.Fatalf("open test database: %v", err)
	}
	t.Cleanup(func() {
		pool.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, admin)
		if err != nil {
			return
		}
		defer c.Close(ctx)
		c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)") //nolint:errcheck
	})
	if _, err := store.Migrate(ctx, pool); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return pool, dbURL
}

// withDatabase replaces the database name in a postgres URL.
func withDatabase(raw, name string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("parse test database url: %w", err)
	}
	u.Path = "/" + name
	return u.String(), nil
}
