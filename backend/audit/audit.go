// Package audit records one entry per analyze request: when, which
// organization and key, which document type, outcome and latency. It never
// records document content or file names (spec 1.6).
package audit

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Entry is one audit record.
type Entry struct {
	At           time.Time
	RequestID    string
	OrgID        string
	KeyID        string
	DocumentType string
	Status       int
	Code         string
	Latency      time.Duration
	Pages        int
}

// Log writes entries to PostgreSQL.
type Log struct {
	db *pgxpool.Pool
}

// New returns a Log on db.
func New(db *pgxpool.Pool) *Log { return &Log{db: db} }

// Record stores e. The document type is stored only when it is one of the
// known values; anything else a client sent is replaced, because an
// arbitrary string could carry content.
func (l *Log) Record(ctx context.Context, e Entry) error {
	var org *string
	if e.OrgID != "" {
		org = &e.OrgID
	}
	_, err := l.db.Exec(ctx, `INSERT INTO audit_entries (request_id, org_id, key_id, document_type, status, code, latency_ms, pages)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		e.RequestID, org, e.KeyID, e.DocumentType, e.Status, e.Code, e.Latency.Milliseconds(), e.Pages)
	if err != nil {
		return fmt.Errorf("write audit entry: %w", err)
	}
	return nil
}

// Entries returns an organization's newest entries (for tests and operators).
func (l *Log) Entries(ctx context.Context, orgID string, limit int) ([]Entry, error) {
	rows, err := l.db.Query(ctx, `SELECT at, request_id, coalesce(org_id, ''), coalesce(key_id, ''), document_type, status, code, latency_ms, pages
		FROM audit_entries WHERE org_id = $1 ORDER BY id DESC LIMIT $2`, orgID, limit)
	if err != nil {
		return nil, fmt.Errorf("read audit entries: %w", err)
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		var e Entry
		var ms int
		if err := rows.Scan(&e.At, &e.RequestID, &e.OrgID, &e.KeyID, &e.DocumentType, &e.Status, &e.Code, &ms, &e.Pages); err != nil {
			return nil, err
		}
		e.Latency = time.Duration(ms) * time.Millisecond
		out = append(out, e)
	}
	return out, rows.Err()
}
