// Package ratelimit counts requests per bucket in fixed one-minute windows
// kept in PostgreSQL, so that every instance behind a load balancer sees the
// same count. The window is aligned to the database clock's minute; a client
// can therefore send at most the limit within any calendar minute.
package ratelimit

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Window is the length of a rate-limit window.
const Window = time.Minute

// Limiter is a PostgreSQL-backed fixed-window counter.
type Limiter struct {
	db *pgxpool.Pool
}

// New returns a Limiter on db.
func New(db *pgxpool.Pool) *Limiter { return &Limiter{db: db} }

// Decision is the outcome of one Take.
type Decision struct {
	Allowed   bool
	Limit     int
	Remaining int
	// Reset is the time until the current window ends.
	Reset time.Duration
}

// Take counts one request against bucket and reports whether it is within limit.
// Refused requests are counted too, which keeps a client that hammers the API
// from probing the exact reset moment cheaply.
func (l *Limiter) Take(ctx context.Context, bucket string, limit int) (Decision, error) {
	var count int
	var start, now time.Time
	err := l.db.QueryRow(ctx, `INSERT INTO rate_windows (bucket, window_start, count)
		VALUES ($1, date_trunc('minute', now()), 1)
		ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_windows.count + 1
		RETURNING count, window_start, now()`, bucket).Scan(&count, &start, &now)
	if err != nil {
		return Decision{}, fmt.Errorf("count request: %w", err)
	}
	reset := start.Add(Window).Sub(now)
	if reset < 0 {
		reset = 0
	}
	return Decision{Allowed: count <= limit, Limit: limit, Remaining: max(limit-count, 0), Reset: reset}, nil
}

// Prune deletes windows older than the current one.
func (l *Limiter) Prune(ctx context.Context) (int64, error) {
	tag, err := l.db.Exec(ctx, `DELETE FROM rate_windows WHERE window_start < date_trunc('minute', now()) - interval '1 minute'`)
	return tag.RowsAffected(), err
}

// RetryAfterSeconds rounds d up to whole seconds, at least 1.
func RetryAfterSeconds(d time.Duration) int {
	s := int((d + time.Second - 1) / time.Second)
	return max(s, 1)
}
