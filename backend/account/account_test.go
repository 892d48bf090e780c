package account_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"

	"papierkram/backend/account/accounttest"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
	"papierkram/proto/gen/papierkram/v1/papierkramv1connect"
)

type browser struct {
	hc      *http.Client
	account papierkramv1connect.AccountServiceClient
	usage   papierkramv1connect.UsageServiceClient
}

func newBrowser(t *testing.T, base string) *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	hc := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	return &browser{hc: hc,
		account: papierkramv1connect.NewAccountServiceClient(hc, base),
		usage:   papierkramv1connect.NewUsageServiceClient(hc, base)}
}

func token(link string) string { return link[strings.Index(link, "#token=")+len("#token="):] }

func code(err error) string {
	var ce *connect.Error
	if !errors.As(err, &ce) {
		return ""
	}
	for _, d := range ce.Details() {
		if v, err := d.Value(); err == nil {
			if info, ok := v.(*papierkramv1.ErrorInfo); ok {
				return info.GetCode()
			}
		}
	}
	return ""
}

func restUsage(t *testing.T, base, key string, cookieFrom *http.Client) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/api/v1/usage", nil)
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	hc := http.DefaultClient
	if cookieFrom != nil {
		hc = cookieFrom
	}
	res, err := hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body struct {
		Code string `json:"code"`
	}
	json.NewDecoder(res.Body).Decode(&body) //nolint:errcheck
	return res.StatusCode, body.Code
}

// signup registers and confirms an organization; it returns the browser
// (signed in) and the first key.
func signup(t *testing.T, env *accounttest.Env, company, email string) (*browser, *papierkramv1.ConfirmResponse) {
	t.Helper()
	ctx := context.Background()
	b := newBrowser(t, env.URL)
	if _, err := b.account.Register(ctx, connect.NewRequest(&papierkramv1.RegisterRequest{CompanyName: company, Email: email})); err != nil {
		t.Fatalf("register: %v", err)
	}
	link := env.Link(t, email, "bestätigen")
	if !strings.HasPrefix(link, env.URL+"/confirm#token=") {
		t.Fatalf("confirm link = %q", link)
	}
	res, err := b.account.Confirm(ctx, connect.NewRequest(&papierkramv1.ConfirmRequest{Token: token(link)}))
	if err != nil {
		t.Fatalf("confirm: %v", err)
	}
	c := res.Header().Get("Set-Cookie")
	for _, want := range []string{"papierkram_session=", "HttpOnly", "SameSite=Strict", "Path=/"} {
		if !strings.Contains(c, want) {
			t.Errorf("Set-Cookie %q lacks %q", c, want)
		}
	}
	// The same link works once only.
	if _, err := newBrowser(t, env.URL).account.Confirm(ctx, connect.NewRequest(&papierkramv1.ConfirmRequest{Token: token(link)})); code(err) != "invalid_request" {
		t.Fatalf("second confirm: err = %v, want invalid_request", err)
	}
	return b, res.Msg
}

func TestSignupKeysAndSessions(t *testing.T) {
	env := accounttest.Start(t, accounttest.Options{})
	ctx := context.Background()
	b, conf := signup(t, env, "Muster GmbH", "info@muster.test")
	if conf.GetOrganization().GetTier() != "trial" || !strings.HasPrefix(conf.GetApiKey(), "pk_live_") {
		t.Fatalf("confirm = %v", conf)
	}
	if st, _ := restUsage(t, env.URL, conf.GetApiKey(), nil); st != 200 {
		t.Fatalf("first key: status %d", st)
	}
	// Only hashes are stored: the session cookie's value is not in the table.
	u := mustURL(t, env.URL)
	for _, c := range b.hc.Jar.Cookies(u) {
		var n int
		if err := env.DB.QueryRow(ctx, `SELECT count(*) FROM sessions WHERE hash = convert_to($1, 'UTF8')`, c.Value).Scan(&n); err != nil || n != 0 {
			t.Fatalf("session token stored in clear (n=%d, err=%v)", n, err)
		}
	}
	acct, err := b.account.GetAccount(ctx, connect.NewRequest(&papierkramv1.GetAccountRequest{}))
	if err != nil {
		t.Fatal(err)
	}
	if acct.Msg.GetEmail() != "info@muster.test" || acct.Msg.GetUsage().GetUsage().GetIncludedCalls() != 50 || len(acct.Msg.GetTiers()) != 4 {
		t.Fatalf("account = %v", acct.Msg)
	}
	created, err := b.account.CreateKey(ctx, connect.NewRequest(&papierkramv1.CreateKeyRequest{Name: "CI", Scopes: []string{"usage:read"}}))
	if err != nil {
		t.Fatal(err)
	}
	keys, err := b.account.ListKeys(ctx, connect.NewRequest(&papierkramv1.ListKeysRequest{}))
	if err != nil || len(keys.Msg.GetKeys()) != 2 {
		t.Fatalf("list = %v, %v", keys, err)
	}
	if _, err := b.account.RevokeKey(ctx, connect.NewRequest(&papierkramv1.RevokeKeyRequest{Id: created.Msg.GetKey().GetId()})); err != nil {
		t.Fatal(err)
	}
	if st, c := restUsage(t, env.URL, created.Msg.GetApiKey(), nil); st != 401 || c != "revoked_api_key" {
		t.Fatalf("revoked key: %d %s", st, c)
	}
	// The session authenticates Connect API calls, never REST ones.
	if _, err := b.usage.GetUsage(ctx, connect.NewRequest(&papierkramv1.GetUsageRequest{})); err != nil {
		t.Fatalf("GetUsage with session: %v", err)
	}
	if st, c := restUsage(t, env.URL, "", b.hc); st != 401 || c != "invalid_api_key" {
		t.Fatalf("REST with cookie: %d %s", st, c)
	}
	if _, err := b.account.Logout(ctx, connect.NewRequest(&papierkramv1.LogoutRequest{})); err != nil {
		t.Fatal(err)
	}
	if _, err := b.account.GetAccount(ctx, connect.NewRequest(&papierkramv1.GetAccountRequest{})); code(err) != "unauthenticated" {
		t.Fatalf("after logout: %v", err)
	}
}

func TestSessionRevokedServerSide(t *testing.T) {
	env := accounttest.Start(t, accounttest.Options{})
	ctx := context.Background()
	b, conf := signup(t, env, "A GmbH", "a@a.test")
	copyJar, _ := cookiejar.New(nil)
	u := mustURL(t, env.URL)
	copyJar.SetCookies(u, b.hc.Jar.Cookies(u))
	thief := papierkramv1connect.NewAccountServiceClient(&http.Client{Jar: copyJar}, env.URL)
	if _, err := thief.GetAccount(ctx, connect.NewRequest(&papierkramv1.GetAccountRequest{})); err != nil {
		t.Fatalf("copied cookie before revocation: %v", err)
	}
	if err := env.Sessions.RevokeAll(ctx, conf.GetOrganization().GetId()); err != nil {
		t.Fatal(err)
	}
	if _, err := thief.GetAccount(ctx, connect.NewRequest(&papierkramv1.GetAccountRequest{})); code(err) != "unauthenticated" {
		t.Fatalf("after revocation: %v", err)
	}
}

func TestNoEnumerationAndMagicLink(t *testing.T) {
	env := accounttest.Start(t, accounttest.Options{})
	ctx := context.Background()
	signup(t, env, "Known GmbH", "known@k.test")
	b := newBrowser(t, env.URL)
	// Registering a known address answers like a new one; the mail is a
	// sign-in link instead.
	res, err := b.account.Register(ctx, connect.NewRequest(&papierkramv1.RegisterRequest{CompanyName: "Other", Email: "known@k.test"}))
	if err != nil {
		t.Fatal(err)
	}
	link := env.Link(t, "known@k.test", "Anmeldelink")
	if !strings.Contains(link, "/login#token=") || len(res.Header().Values("Set-Cookie")) != 0 {
		t.Fatalf("link %q", link)
	}
	// RequestLogin for an unknown address: same answer, no mail.
	if _, err := b.account.RequestLogin(ctx, connect.NewRequest(&papierkramv1.RequestLoginRequest{Email: "nobody@k.test"})); err != nil {
		t.Fatal(err)
	}
	if _, err := b.account.Login(ctx, connect.NewRequest(&papierkramv1.LoginRequest{Token: token(link)})); err != nil {
		t.Fatalf("login: %v", err)
	}
	if _, err := b.account.GetAccount(ctx, connect.NewRequest(&papierkramv1.GetAccountRequest{})); err != nil {
		t.Fatalf("after login: %v", err)
	}
	// A confirm token cannot be used to log in, and vice versa.
	if _, err := newBrowser(t, env.URL).account.Login(ctx, connect.NewRequest(&papierkramv1.LoginRequest{Token: token(link)})); code(err) != "invalid_request" {
		t.Fatalf("reused login link: %v", err)
	}
	time.Sleep(300 * time.Millisecond)
	msgs, _ := env.Mail.Messages(ctx)
	for _, m := range msgs {
		if m.To == "nobody@k.test" {
			t.Fatalf("mail sent to unknown address: %q", m.Subject)
		}
	}
}

func TestExpiredLink(t *testing.T) {
	env := accounttest.Start(t, accounttest.Options{})
	ctx := context.Background()
	b := newBrowser(t, env.URL)
	if _, err := b.account.Register(ctx, connect.NewRequest(&papierkramv1.RegisterRequest{CompanyName: "Late GmbH", Email: "late@l.test"})); err != nil {
		t.Fatal(err)
	}
	link := env.Link(t, "late@l.test", "bestätigen")
	var ttl time.Duration
	env.DB.QueryRow(ctx, `SELECT extract(epoch FROM expires_at - created_at)::int * interval '1 second' FROM email_tokens`).Scan(&ttl) //nolint:errcheck
	if ttl < 23*time.Hour || ttl > 25*time.Hour {
		t.Errorf("confirm token lifetime = %s, want 24h", ttl)
	}
	if _, err := env.DB.Exec(ctx, `UPDATE email_tokens SET expires_at = now() - interval '1 second'`); err != nil {
		t.Fatal(err)
	}
	if _, err := b.account.Confirm(ctx, connect.NewRequest(&papierkramv1.ConfirmRequest{Token: token(link)})); code(err) != "invalid_request" {
		t.Fatalf("expired link: %v", err)
	}
}

func TestOrganizationsAreIsolated(t *testing.T) {
	env := accounttest.Start(t, accounttest.Options{})
	ctx := context.Background()
	a, _ := signup(t, env, "A GmbH", "a@a.test")
	_, confB := signup(t, env, "B GmbH", "b@b.test")
	_, err := a.account.RevokeKey(ctx, connect.NewRequest(&papierkramv1.RevokeKeyRequest{Id: confB.GetKey().GetId()}))
	if code(err) != "not_found" {
		t.Fatalf("revoke other org's key: %v", err)
	}
	if st, _ := restUsage(t, env.URL, confB.GetApiKey(), nil); st != 200 {
		t.Fatalf("B's key after A's attempt: %d", st)
	}
	keys, err := a.account.ListKeys(ctx, connect.NewRequest(&papierkramv1.ListKeysRequest{}))
	if err != nil || len(keys.Msg.GetKeys()) != 1 {
		t.Fatalf("A sees %d keys, err %v", len(keys.Msg.GetKeys()), err)
	}
	// Without a session nothing is reachable.
	anon := newBrowser(t, env.URL)
	if _, err := anon.account.ListKeys(ctx, connect.NewRequest(&papierkramv1.ListKeysRequest{})); code(err) != "unauthenticated" {
		t.Fatalf("anonymous ListKeys: %v", err)
	}
}

func TestSignupThrottledPerIP(t *testing.T) {
	env := accounttest.Start(t, accounttest.Options{})
	ctx := context.Background()
	b := newBrowser(t, env.URL)
	var last error
	for i := range 6 {
		_, last = b.account.Register(ctx, connect.NewRequest(&papierkramv1.RegisterRequest{CompanyName: "Spam", Email: "s" + string(rune('a'+i)) + "@s.test"}))
	}
	if code(last) != "rate_limited" {
		t.Fatalf("6th signup in a minute: %v", last)
	}
}

func TestCrossSiteRefused(t *testing.T) {
	env := accounttest.Start(t, accounttest.Options{})
	req, _ := http.NewRequest(http.MethodPost, env.URL+"/papierkram.v1.AccountService/Logout", strings.NewReader("{}"))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusForbidden {
		t.Fatalf("cross-site account call: %d", res.StatusCode)
	}
}
