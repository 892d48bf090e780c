package account

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/auth"
	"papierkram/backend/problem"
)

// SessionTTL is how long a portal session lasts without signing in again.
const SessionTTL = 14 * 24 * time.Hour

// Sessions are server-side portal sessions. The cookie carries a random
// token; the database holds only its hash, so a database leak does not
// hand out sessions, and deleting or revoking the row ends the session on
// the next request.
type Sessions struct {
	db    *pgxpool.Pool
	keys  *auth.Keys
	https bool
}

// NewSessions returns the session store. https selects the __Host- cookie
// name and the Secure attribute.
func NewSessions(db *pgxpool.Pool, keys *auth.Keys, https bool) *Sessions {
	return &Sessions{db: db, keys: keys, https: https}
}

// CookieName is the session cookie's name. The __Host- prefix (only
// possible under https) makes the browser refuse cookies set by a
// subdomain or for another path.
func (s *Sessions) CookieName() string {
	if s.https {
		return "__Host-papierkram_session"
	}
	return "papierkram_session"
}

// Create starts a session for orgID and returns the Set-Cookie value.
func (s *Sessions) Create(ctx context.Context, orgID string) (*http.Cookie, error) {
	token := auth.Random(43)
	exp := time.Now().Add(SessionTTL)
	if _, err := s.db.Exec(ctx, `INSERT INTO sessions (hash, org_id, expires_at) VALUES ($1, $2, $3)`,
		auth.Hash(token), orgID, exp); err != nil {
		return nil, fmt.Errorf("create session: %w", err)
	}
	return s.cookie(token, int(SessionTTL.Seconds())), nil
}

// Clear returns a cookie that deletes the session cookie in the browser.
func (s *Sessions) Clear() *http.Cookie { return s.cookie("", -1) }

func (s *Sessions) cookie(value string, maxAge int) *http.Cookie {
	return &http.Cookie{
		Name:     s.CookieName(),
		Value:    value,
		Path:     "/",
		MaxAge:   maxAge,
		HttpOnly: true,
		Secure:   s.https,
		SameSite: http.SameSiteStrictMode,
	}
}

// token returns the session token from the request's cookies.
func (s *Sessions) token(h http.Header) string {
	r := http.Request{Header: h}
	c, err := r.Cookie(s.CookieName())
	if err != nil {
		return ""
	}
	return c.Value
}

// Revoke ends the session carried by the request headers, if any.
func (s *Sessions) Revoke(ctx context.Context, h http.Header) error {
	t := s.token(h)
	if t == "" {
		return nil
	}
	if _, err := s.db.Exec(ctx, `UPDATE sessions SET revoked_at = coalesce(revoked_at, now()) WHERE hash = $1`, auth.Hash(t)); err != nil {
		return fmt.Errorf("revoke session: %w", err)
	}
	return nil
}

// RevokeAll ends every session of an organization (e.g. after suspected
// compromise; used by operators and tests).
func (s *Sessions) RevokeAll(ctx context.Context, orgID string) error {
	_, err := s.db.Exec(ctx, `UPDATE sessions SET revoked_at = now() WHERE org_id = $1 AND revoked_at IS NULL`, orgID)
	return err
}

// OrgID returns the organization of the session in h, or "" when there is
// no valid session.
func (s *Sessions) OrgID(ctx context.Context, h http.Header) (string, error) {
	t := s.token(h)
	if t == "" || len(t) > 100 {
		return "", nil
	}
	var orgID string
	err := s.db.QueryRow(ctx, `SELECT org_id FROM sessions
		WHERE hash = $1 AND revoked_at IS NULL AND expires_at > now()`, auth.Hash(t)).Scan(&orgID)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("look up session: %w", err)
	}
	return orgID, nil
}

// errNoSession is what session-only operations answer without a session.
var errNoSession = problem.New(problem.Unauthenticated, "Not signed in or the session has expired. Sign in again on /login.")

// require returns the session's organization or unauthenticated.
func (s *Sessions) require(ctx context.Context, h http.Header) (string, error) {
	orgID, err := s.OrgID(ctx, h)
	if err != nil {
		return "", err
	}
	if orgID == "" {
		return "", errNoSession
	}
	return orgID, nil
}

// FromRequest implements server.SessionAuthenticator: the portal calls the
// API services (Analyze, GetUsage, Checkout, Portal) with its session
// cookie instead of an API key. Cross-site requests never authenticate by
// cookie (SameSite=Strict already keeps the cookie off them; Sec-Fetch-Site
// is a second, independent check).
func (s *Sessions) FromRequest(r *http.Request) (*auth.Principal, error) {
	if s.token(r.Header) == "" {
		return nil, nil
	}
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" && site != "none" {
		return nil, problem.New(problem.Unauthenticated, "Cross-site requests cannot use the portal session.")
	}
	orgID, err := s.OrgID(r.Context(), r.Header)
	if err != nil {
		return nil, err
	}
	if orgID == "" {
		return nil, errNoSession
	}
	return s.keys.OrgPrincipal(r.Context(), orgID)
}

// Prune deletes sessions and e-mail tokens that can no longer be used.
func Prune(ctx context.Context, db *pgxpool.Pool) error {
	if _, err := db.Exec(ctx, `DELETE FROM sessions WHERE expires_at < now() - interval '1 day'
		OR revoked_at < now() - interval '1 day'`); err != nil {
		return fmt.Errorf("prune sessions: %w", err)
	}
	if _, err := db.Exec(ctx, `DELETE FROM email_tokens WHERE expires_at < now() - interval '1 day'`); err != nil {
		return fmt.Errorf("prune e-mail tokens: %w", err)
	}
	return nil
}
