package auth

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/problem"
	"papierkram/backend/usage"
)

// KeyPrefix marks live keys (spec 5.1).
const KeyPrefix = "pk_live_"

// keyRandomLen is the number of base62 characters after the prefix:
// 40 characters carry about 238 bits.
const keyRandomLen = 40

// displayLen is how much of the key is kept in clear for recognition:
// the prefix plus 4 random characters (about 24 bits, not enough to guess).
const displayLen = len(KeyPrefix) + 4

// Scopes.
const (
	ScopeAnalyze = "analyze:write"
	ScopeUsage   = "usage:read"
	ScopeBilling = "billing:write"
)

// AllScopes is what a new key gets unless told otherwise.
var AllScopes = []string{ScopeAnalyze, ScopeUsage, ScopeBilling}

// ValidScope reports whether s is a known scope.
func ValidScope(s string) bool { return slices.Contains(AllScopes, s) }

// Key is an API key's record; the key itself is never stored.
type Key struct {
	ID            string
	OrgID         string
	Name          string
	DisplayPrefix string
	Scopes        []string
	CreatedAt     time.Time
	LastUsedAt    *time.Time
	RevokedAt     *time.Time
}

// Principal is who makes a request: an organization, through a key or a
// portal session.
type Principal struct {
	OrgID  string
	KeyID  string // empty for portal sessions
	Scopes []string
	// RateLimitPerMinute is the organization's limit: its override or its
	// tier's default.
	RateLimitPerMinute int
}

// Has reports whether p holds scope.
func (p *Principal) Has(scope string) bool { return slices.Contains(p.Scopes, scope) }

// Require returns insufficient_scope when p lacks scope.
func (p *Principal) Require(scope string) error {
	if p == nil {
		return problem.New(problem.InvalidAPIKey, "Missing API key. Send it as 'Authorization: Bearer <API_KEY>'.")
	}
	if !p.Has(scope) {
		return problem.Errorf(problem.InsufficientScope, "This key lacks the scope %q required for this endpoint.", scope)
	}
	return nil
}

type principalKey struct{}

// WithPrincipal returns ctx carrying p.
func WithPrincipal(ctx context.Context, p *Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// FromContext returns the request's principal, or nil.
func FromContext(ctx context.Context) *Principal {
	p, _ := ctx.Value(principalKey{}).(*Principal)
	return p
}

// Keys stores API keys in PostgreSQL.
type Keys struct {
	db *pgxpool.Pool
}

// NewKeys returns a key store on db.
func NewKeys(db *pgxpool.Pool) *Keys { return &Keys{db: db} }

// Create issues a new key for org and returns the full key once.
func (k *Keys) Create(ctx context.Context, orgID, name string, scopes []string) (Key, string, error) {
	if len(scopes) == 0 {
		scopes = AllScopes
	}
	for _, s := range scopes {
		if !ValidScope(s) {
			return Key{}, "", problem.Errorf(problem.InvalidRequest, "Unknown scope %q; valid scopes are %s.", s, strings.Join(AllScopes, ", "))
		}
	}
	if len(name) > 100 {
		return Key{}, "", problem.New(problem.InvalidRequest, "The key name is longer than 100 characters.")
	}
	secret := KeyPrefix + Random(keyRandomLen)
	key := Key{ID: NewID("key"), OrgID: orgID, Name: name, DisplayPrefix: secret[:displayLen], Scopes: slices.Compact(slices.Sorted(slices.Values(scopes)))}
	err := k.db.QueryRow(ctx, `INSERT INTO api_keys (id, org_id, name, display_prefix, hash, scopes)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING created_at`,
		key.ID, orgID, name, key.DisplayPrefix, Hash(secret), key.Scopes).Scan(&key.CreatedAt)
	if err != nil {
		if strings.Contains(err.Error(), "api_keys_org_id_fkey") {
			return Key{}, "", problem.Errorf(problem.NotFound, "Organization %s does not exist.", orgID)
		}
		return Key{}, "", fmt.Errorf("insert api key: %w", err)
	}
	return key, secret, nil
}

// Authenticate resolves a bearer token to its principal. It records the
// key's last use at most once a minute, so a busy key does not turn every
// request into a row update.
func (k *Keys) Authenticate(ctx context.Context, token string) (*Principal, error) {
	if !strings.HasPrefix(token, KeyPrefix) || len(token) != len(KeyPrefix)+keyRandomLen {
		return nil, problem.New(problem.InvalidAPIKey, "The API key is missing or unknown.")
	}
	hash := Hash(token)
	var (
		p        Principal
		revoked  *time.Time
		stored   []byte
		lastUsed *time.Time
	)
	var tier string
	var override *int
	err := k.db.QueryRow(ctx, `SELECT k.id, k.org_id, k.scopes, k.hash, k.revoked_at, k.last_used_at, o.tier, o.rate_limit_per_minute
		FROM api_keys k JOIN organizations o ON o.id = k.org_id WHERE k.hash = $1`, hash).
		Scan(&p.KeyID, &p.OrgID, &p.Scopes, &stored, &revoked, &lastUsed, &tier, &override)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, problem.New(problem.InvalidAPIKey, "The API key is missing or unknown.")
	}
	if err != nil {
		return nil, fmt.Errorf("look up api key: %w", err)
	}
	// The index lookup already matched; the constant-time compare keeps the
	// check independent of how the database compares bytes.
	if !Equal(stored, hash) {
		return nil, problem.New(problem.InvalidAPIKey, "The API key is missing or unknown.")
	}
	if revoked != nil {
		return nil, problem.New(problem.RevokedAPIKey, "This API key was revoked. Create a new key on /api-account.")
	}
	p.RateLimitPerMinute = rateLimit(tier, override)
	if lastUsed == nil || time.Since(*lastUsed) > time.Minute {
		if _, err := k.db.Exec(ctx, `UPDATE api_keys SET last_used_at = now() WHERE id = $1`, p.KeyID); err != nil {
			return nil, fmt.Errorf("record key use: %w", err)
		}
	}
	return &p, nil
}

// Revoke revokes key id of org (or of any org when orgID is empty, for the
// operator CLI). Revoking twice is harmless.
func (k *Keys) Revoke(ctx context.Context, orgID, id string) (Key, error) {
	row := k.db.QueryRow(ctx, `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now())
		WHERE id = $1 AND ($2 = '' OR org_id = $2)
		RETURNING `+keyColumns, id, orgID)
	key, err := scanKey(row)
	if errors.Is(err, pgx.ErrNoRows) {
		return Key{}, problem.Errorf(problem.NotFound, "No key with id %s.", id)
	}
	return key, err
}

// List returns org's keys, newest first.
func (k *Keys) List(ctx context.Context, orgID string) ([]Key, error) {
	rows, err := k.db.Query(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE org_id = $1 ORDER BY created_at DESC, id`, orgID)
	if err != nil {
		return nil, fmt.Errorf("list keys: %w", err)
	}
	defer rows.Close()
	var keys []Key
	for rows.Next() {
		key, err := scanKey(rows)
		if err != nil {
			return nil, err
		}
		keys = append(keys, key)
	}
	return keys, rows.Err()
}

const keyColumns = `id, org_id, name, display_prefix, scopes, created_at, last_used_at, revoked_at`

func scanKey(row pgx.Row) (Key, error) {
	var key Key
	err := row.Scan(&key.ID, &key.OrgID, &key.Name, &key.DisplayPrefix, &key.Scopes, &key.CreatedAt, &key.LastUsedAt, &key.RevokedAt)
	return key, err
}

// OrgPrincipal returns a principal with every scope for orgID, for the
// portal's session-authenticated calls.
func (k *Keys) OrgPrincipal(ctx context.Context, orgID string) (*Principal, error) {
	var tier string
	var override *int
	err := k.db.QueryRow(ctx, `SELECT tier, rate_limit_per_minute FROM organizations WHERE id = $1`, orgID).Scan(&tier, &override)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, problem.New(problem.Unauthenticated, "The organization of this session no longer exists.")
	}
	if err != nil {
		return nil, fmt.Errorf("load organization: %w", err)
	}
	return &Principal{OrgID: orgID, Scopes: AllScopes, RateLimitPerMinute: rateLimit(tier, override)}, nil
}

func rateLimit(tier string, override *int) int {
	if override != nil && *override > 0 {
		return *override
	}
	if p, ok := usage.Plan(usage.Tier(tier)); ok {
		return p.RateLimitPerMinute
	}
	return 10
}
