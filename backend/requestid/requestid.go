// Package requestid gives every request an id that appears in the
// Request-Id response header, in error bodies, in logs and in the audit entry.
package requestid

import (
	"context"

	"papierkram/backend/auth"
)

// Header is the response header carrying the id.
const Header = "Request-Id"

type key struct{}

// New returns a fresh id like "req_4hZ...". Client-supplied ids are not
// trusted: they would let a caller forge log lines or collide with others.
func New() string { return auth.NewID("req") }

// With returns ctx carrying id.
func With(ctx context.Context, id string) context.Context { return context.WithValue(ctx, key{}, id) }

// From returns the request's id, or "".
func From(ctx context.Context) string { s, _ := ctx.Value(key{}).(string); return s }
