// Package account implements the portal's AccountService: self-service
// signup with e-mail confirmation, magic-link sign-in, server-side
// sessions and organization-scoped API key management.
//
// Account enumeration: Register and RequestLogin answer identically for
// known and unknown addresses; only the e-mail that follows differs, and it
// goes to the address's owner.
package account

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"connectrpc.com/connect"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"papierkram/backend/api"
	"papierkram/backend/auth"
	"papierkram/backend/mail"
	"papierkram/backend/org"
	"papierkram/backend/problem"
	"papierkram/backend/ratelimit"
	"papierkram/backend/usage"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Token lifetimes.
const (
	ConfirmTTL = 24 * time.Hour
	LoginTTL   = 30 * time.Minute
)

// Per-IP limits per minute. Signup and sign-in requests send mail, so they
// are tighter than the token exchanges.
const (
	mailRequestsPerIP    = 5
	mailsPerAddress      = 3
	tokenExchangesPerIP  = 20
	firstKeyName         = "Erster Schlüssel"
	maxKeysPerOrg        = 100
	keyNameMaxCharacters = 100
)

// Config configures the service.
type Config struct {
	DB       *pgxpool.Pool
	Keys     *auth.Keys
	Orgs     *org.Store
	Meter    *usage.Meter
	Limiter  *ratelimit.Limiter
	Sessions *Sessions
	Mail     mail.Sender
	Log      *slog.Logger
	// BaseURL is the public address links in e-mails point to.
	BaseURL string
	// BillingEnabled reports whether a payment provider is configured.
	BillingEnabled bool
	// Now is the clock (tests); default time.Now.
	Now func() time.Time
}

// Service implements papierkramv1connect.AccountServiceHandler.
type Service struct {
	cfg Config
}

// New returns the service.
func New(cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	return &Service{cfg: cfg}
}

// Register sends a confirmation link to a new address, or a sign-in link
// to an address that already has an organization.
func (s *Service) Register(ctx context.Context, req *connect.Request[papierkramv1.RegisterRequest]) (*connect.Response[papierkramv1.RegisterResponse], error) {
	if err := s.throttle(ctx, "signup:"+clientIP(req.Peer()), mailRequestsPerIP); err != nil {
		return nil, err
	}
	name, email, err := org.ValidateNew(req.Msg.GetCompanyName(), req.Msg.GetEmail())
	if err != nil {
		return nil, err
	}
	if err := s.throttle(ctx, "mail:"+strings.ToLower(email), mailsPerAddress); err != nil {
		return nil, err
	}
	existing, known, err := s.cfg.Orgs.ByEmail(ctx, email)
	if err != nil {
		return nil, fmt.Errorf("look up address: %w", err)
	}
	if known {
		token, err := s.issue(ctx, "login", email, "", existing.ID, LoginTTL)
		if err != nil {
			return nil, err
		}
		err = s.send(ctx, email, "Ihr Anmeldelink für Papierkram", alreadyRegisteredText(existing.Name, s.link("/login", token)))
		if err != nil {
			return nil, err
		}
		return connect.NewResponse(&papierkramv1.RegisterResponse{}), nil
	}
	token, err := s.issue(ctx, "confirm", email, name, "", ConfirmTTL)
	if err != nil {
		return nil, err
	}
	if err := s.send(ctx, email, "Bitte bestätigen Sie Ihre Registrierung bei Papierkram", confirmText(name, s.link("/confirm", token))); err != nil {
		return nil, err
	}
	return connect.NewResponse(&papierkramv1.RegisterResponse{}), nil
}

// Confirm redeems a confirmation token: the organization is created on the
// Trial tier with its first key, and the person is signed in.
func (s *Service) Confirm(ctx context.Context, req *connect.Request[papierkramv1.ConfirmRequest]) (*connect.Response[papierkramv1.ConfirmResponse], error) {
	if err := s.throttle(ctx, "token:"+clientIP(req.Peer()), tokenExchangesPerIP); err != nil {
		return nil, err
	}
	var (
		o        org.Org
		key      auth.Key
		secret   string
		existing bool
	)
	// The token row stays locked until the organization exists, so two
	// concurrent clicks cannot both create one; on any failure the
	// transaction rolls back and the link still works.
	err := pgx.BeginFunc(ctx, s.cfg.DB, func(tx pgx.Tx) error {
		email, company, _, err := consume(ctx, tx, "confirm", req.Msg.GetToken())
		if err != nil {
			return err
		}
		o, err = s.cfg.Orgs.Create(ctx, company, email, usage.Trial)
		if errors.Is(err, org.ErrEmailTaken) {
			// A second confirmation link for the same address: the person
			// proved control of it again, so sign them in to the existing
			// organization without a new key.
			var found bool
			o, found, err = s.cfg.Orgs.ByEmail(ctx, email)
			if err == nil && !found {
				err = errors.New("organization vanished during confirmation")
			}
			existing = true
			return err
		}
		if err != nil {
			return fmt.Errorf("create organization: %w", err)
		}
		key, secret, err = s.cfg.Keys.Create(ctx, o.ID, firstKeyName, nil)
		return err
	})
	if err != nil {
		return nil, err
	}
	cookie, err := s.cfg.Sessions.Create(ctx, o.ID)
	if err != nil {
		return nil, err
	}
	res := connect.NewResponse(&papierkramv1.ConfirmResponse{Organization: orgMessage(o)})
	if !existing {
		res.Msg.ApiKey = secret
		res.Msg.Key = keyMessage(key)
		s.cfg.Log.InfoContext(ctx, "organization registered", "org_id", o.ID, "key_id", key.ID)
	}
	res.Header().Add("Set-Cookie", cookie.String())
	return res, nil
}

// RequestLogin e-mails a sign-in link to a known address and does nothing
// for an unknown one; the answer is the same.
func (s *Service) RequestLogin(ctx context.Context, req *connect.Request[papierkramv1.RequestLoginRequest]) (*connect.Response[papierkramv1.RequestLoginResponse], error) {
	if err := s.throttle(ctx, "login:"+clientIP(req.Peer()), mailRequestsPerIP); err != nil {
		return nil, err
	}
	email := strings.TrimSpace(req.Msg.GetEmail())
	if _, _, err := org.ValidateNew("x", email); err != nil {
		return nil, err
	}
	if err := s.throttle(ctx, "mail:"+strings.ToLower(email), mailsPerAddress); err != nil {
		return nil, err
	}
	o, known, err := s.cfg.Orgs.ByEmail(ctx, email)
	if err != nil {
		return nil, fmt.Errorf("look up address: %w", err)
	}
	if known {
		token, err := s.issue(ctx, "login", o.Email, "", o.ID, LoginTTL)
		if err != nil {
			return nil, err
		}
		// Sent in the background: an unknown address sends nothing, so a
		// synchronous send would tell known from unknown by response time.
		s.sendLater(ctx, o.Email, "Ihr Anmeldelink für Papierkram", loginText(o.Name, s.link("/login", token)))
	}
	return connect.NewResponse(&papierkramv1.RequestLoginResponse{}), nil
}

// Login redeems a sign-in token for a session.
func (s *Service) Login(ctx context.Context, req *connect.Request[papierkramv1.LoginRequest]) (*connect.Response[papierkramv1.LoginResponse], error) {
	if err := s.throttle(ctx, "token:"+clientIP(req.Peer()), tokenExchangesPerIP); err != nil {
		return nil, err
	}
	var orgID string
	err := pgx.BeginFunc(ctx, s.cfg.DB, func(tx pgx.Tx) error {
		var err error
		_, _, orgID, err = consume(ctx, tx, "login", req.Msg.GetToken())
		return err
	})
	if err != nil {
		return nil, err
	}
	o, err := s.cfg.Orgs.Get(ctx, orgID)
	if err != nil {
		return nil, err
	}
	cookie, err := s.cfg.Sessions.Create(ctx, orgID)
	if err != nil {
		return nil, err
	}
	res := connect.NewResponse(&papierkramv1.LoginResponse{Organization: orgMessage(o)})
	res.Header().Add("Set-Cookie", cookie.String())
	return res, nil
}

// Logout revokes the session server-side and deletes the cookie.
func (s *Service) Logout(ctx context.Context, req *connect.Request[papierkramv1.LogoutRequest]) (*connect.Response[papierkramv1.LogoutResponse], error) {
	if err := s.cfg.Sessions.Revoke(ctx, req.Header()); err != nil {
		return nil, err
	}
	res := connect.NewResponse(&papierkramv1.LogoutResponse{})
	res.Header().Add("Set-Cookie", s.cfg.Sessions.Clear().String())
	return res, nil
}

// GetAccount returns the session's organization, usage and billing state.
func (s *Service) GetAccount(ctx context.Context, req *connect.Request[papierkramv1.GetAccountRequest]) (*connect.Response[papierkramv1.GetAccountResponse], error) {
	orgID, err := s.cfg.Sessions.require(ctx, req.Header())
	if err != nil {
		return nil, err
	}
	o, err := s.cfg.Orgs.Get(ctx, orgID)
	if err != nil {
		return nil, err
	}
	rep, err := s.cfg.Meter.Get(ctx, orgID)
	if err != nil {
		return nil, err
	}
	msg := &papierkramv1.GetAccountResponse{
		Organization:       orgMessage(o),
		Email:              o.Email,
		Usage:              api.UsageMessage(rep),
		BillingEnabled:     s.cfg.BillingEnabled,
		HasBillingCustomer: o.StripeCustomerID != "",
	}
	if o.PaymentFailedAt != nil {
		msg.PaymentFailedAt = api.Timestamp(*o.PaymentFailedAt)
	}
	for _, p := range usage.Plans() {
		if !p.Paid && p.Tier != usage.Trial {
			continue
		}
		msg.Tiers = append(msg.Tiers, &papierkramv1.TierInfo{
			Tier:                string(p.Tier),
			MonthlyPriceCents:   int32(p.MonthlyPriceCents),
			IncludedCalls:       int32(p.IncludedCalls),
			OverageCentsPerCall: int32(p.OverageCentsPerCall),
		})
	}
	return connect.NewResponse(msg), nil
}

// ListKeys lists the session organization's keys, revoked ones included.
func (s *Service) ListKeys(ctx context.Context, req *connect.Request[papierkramv1.ListKeysRequest]) (*connect.Response[papierkramv1.ListKeysResponse], error) {
	orgID, err := s.cfg.Sessions.require(ctx, req.Header())
	if err != nil {
		return nil, err
	}
	keys, err := s.cfg.Keys.List(ctx, orgID)
	if err != nil {
		return nil, err
	}
	res := &papierkramv1.ListKeysResponse{}
	for _, k := range keys {
		res.Keys = append(res.Keys, keyMessage(k))
	}
	return connect.NewResponse(res), nil
}

// CreateKey issues a key for the session's organization; the full key is
// in this response only.
func (s *Service) CreateKey(ctx context.Context, req *connect.Request[papierkramv1.CreateKeyRequest]) (*connect.Response[papierkramv1.CreateKeyResponse], error) {
	orgID, err := s.cfg.Sessions.require(ctx, req.Header())
	if err != nil {
		return nil, err
	}
	name := strings.TrimSpace(req.Msg.GetName())
	if name == "" {
		return nil, problem.New(problem.InvalidRequest, "Give the key a name, e.g. the system that will use it.")
	}
	if len([]rune(name)) > keyNameMaxCharacters {
		return nil, problem.New(problem.InvalidRequest, "The key name is longer than 100 characters.")
	}
	var active int
	if err := s.cfg.DB.QueryRow(ctx, `SELECT count(*) FROM api_keys WHERE org_id = $1 AND revoked_at IS NULL`, orgID).Scan(&active); err != nil {
		return nil, fmt.Errorf("count keys: %w", err)
	}
	if active >= maxKeysPerOrg {
		return nil, problem.Errorf(problem.InvalidRequest, "An organization can hold at most %d active keys; revoke unused ones first.", maxKeysPerOrg)
	}
	key, secret, err := s.cfg.Keys.Create(ctx, orgID, name, req.Msg.GetScopes())
	if err != nil {
		return nil, err
	}
	s.cfg.Log.InfoContext(ctx, "api key created", "org_id", orgID, "key_id", key.ID)
	return connect.NewResponse(&papierkramv1.CreateKeyResponse{ApiKey: secret, Key: keyMessage(key)}), nil
}

// RevokeKey revokes one of the session organization's keys. The org id in
// the query is what keeps one organization from touching another's keys.
func (s *Service) RevokeKey(ctx context.Context, req *connect.Request[papierkramv1.RevokeKeyRequest]) (*connect.Response[papierkramv1.RevokeKeyResponse], error) {
	orgID, err := s.cfg.Sessions.require(ctx, req.Header())
	if err != nil {
		return nil, err
	}
	if orgID == "" || req.Msg.GetId() == "" {
		return nil, problem.New(problem.InvalidRequest, "The field id is missing.")
	}
	key, err := s.cfg.Keys.Revoke(ctx, orgID, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	s.cfg.Log.InfoContext(ctx, "api key revoked", "org_id", orgID, "key_id", key.ID)
	return connect.NewResponse(&papierkramv1.RevokeKeyResponse{Key: keyMessage(key)}), nil
}

// issue stores a single-use e-mail token's hash and returns the token.
func (s *Service) issue(ctx context.Context, purpose, email, company, orgID string, ttl time.Duration) (string, error) {
	token := auth.Random(43)
	var org any
	if orgID != "" {
		org = orgID
	}
	_, err := s.cfg.DB.Exec(ctx, `INSERT INTO email_tokens (hash, purpose, email, company_name, org_id, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, auth.Hash(token), purpose, email, company, org, s.cfg.Now().Add(ttl))
	if err != nil {
		return "", fmt.Errorf("store %s token: %w", purpose, err)
	}
	return token, nil
}

var errBadToken = problem.New(problem.InvalidRequest, "This link is invalid, has expired or was already used. Request a new one.")

// consume marks a token used and returns what it was issued for. The row
// is locked (FOR UPDATE) until tx ends.
func consume(ctx context.Context, tx pgx.Tx, purpose, token string) (email, company, orgID string, err error) {
	if token == "" || len(token) > 100 {
		return "", "", "", errBadToken
	}
	var org *string
	err = tx.QueryRow(ctx, `SELECT email, company_name, org_id FROM email_tokens
		WHERE hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
		FOR UPDATE`, auth.Hash(token), purpose).Scan(&email, &company, &org)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", "", "", errBadToken
	}
	if err != nil {
		return "", "", "", fmt.Errorf("look up token: %w", err)
	}
	if _, err := tx.Exec(ctx, `UPDATE email_tokens SET used_at = now() WHERE hash = $1`, auth.Hash(token)); err != nil {
		return "", "", "", fmt.Errorf("use token: %w", err)
	}
	if org != nil {
		orgID = *org
	}
	return email, company, orgID, nil
}

func (s *Service) throttle(ctx context.Context, bucket string, limit int) error {
	dec, err := s.cfg.Limiter.Take(ctx, bucket, limit)
	if err != nil {
		return err
	}
	if !dec.Allowed {
		pe := problem.New(problem.RateLimited, "Too many attempts. Please wait a minute and try again.")
		pe.RetryAfter = ratelimit.RetryAfterSeconds(dec.Reset)
		return pe
	}
	return nil
}

func (s *Service) send(ctx context.Context, to, subject, text string) error {
	if err := s.cfg.Mail.Send(ctx, mail.Message{To: to, Subject: subject, Text: text}); err != nil {
		return problem.Wrap(problem.ProcessingFailed, "The e-mail could not be sent. Please try again later.", err)
	}
	return nil
}

// sendLater sends without making the caller wait; failures are logged.
func (s *Service) sendLater(ctx context.Context, to, subject, text string) {
	ctx = context.WithoutCancel(ctx)
	go func() {
		ctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		if err := s.send(ctx, to, subject, text); err != nil {
			s.cfg.Log.WarnContext(ctx, "sign-in mail not sent", "error", err)
		}
	}()
}

// link puts the token in the URL fragment: browsers never send fragments
// to the server, so the token stays out of access logs and proxies; the
// portal reads it in the page and posts it to Confirm or Login.
func (s *Service) link(path, token string) string {
	return s.cfg.BaseURL + path + "#token=" + token
}

// clientIP is the peer's address without port: the connection's, or the
// client's as named by a trusted reverse proxy (server.realClient,
// PAPIERKRAM_TRUSTED_PROXIES).
func clientIP(p connect.Peer) string {
	host, _, err := net.SplitHostPort(p.Addr)
	if err != nil {
		return p.Addr
	}
	return host
}

func orgMessage(o org.Org) *papierkramv1.Organization {
	return &papierkramv1.Organization{Id: o.ID, Name: o.Name, Tier: string(o.Tier)}
}

func keyMessage(k auth.Key) *papierkramv1.ApiKey {
	m := &papierkramv1.ApiKey{
		Id:            k.ID,
		Name:          k.Name,
		DisplayPrefix: k.DisplayPrefix,
		Scopes:        k.Scopes,
		CreatedAt:     api.Timestamp(k.CreatedAt),
	}
	if k.LastUsedAt != nil {
		m.LastUsedAt = api.Timestamp(*k.LastUsedAt)
	}
	if k.RevokedAt != nil {
		m.RevokedAt = api.Timestamp(*k.RevokedAt)
	}
	return m
}

// Middleware wraps the AccountService handler: responses are never cached
// (they carry keys and cookies), and cross-site requests are refused
// before they reach a handler that might set a cookie or send mail.
func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
			http.Error(w, "cross-site requests are not allowed", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}
