package server

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"runtime/debug"

	"strings"
	"time"

	"connectrpc.com/connect"

	"papierkram/backend/api"
	"papierkram/backend/auth"
	"papierkram/backend/problem"
	"papierkram/backend/ratelimit"
	"papierkram/backend/requestid"
	"papierkram/backend/rest"
)

// chain wraps every route: request id first (everything after logs it),
// then recovery, access log and metrics, then security headers.
func chain(next http.Handler, d Deps) http.Handler {
	errWriter := connect.NewErrorWriter()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := requestid.New()
		ctx := requestid.With(r.Context(), id)
		r = r.WithContext(ctx)
		w.Header().Set(requestid.Header, id)
		securityHeaders(w.Header(), r, d.HTTPS)
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				// The stack is the service's own code, never request data.
				d.Log.ErrorContext(ctx, "panic", "request_id", id, "route", r.Pattern, "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
				if !rec.wrote {
					writeError(rec, r, errWriter, problem.New(problem.ProcessingFailed, "An internal error occurred."))
				}
			}
			route := r.Pattern
			if route == "" {
				route = "unmatched"
			}
			dur := time.Since(start)
			if d.Metrics != nil {
				d.Metrics.ObserveRequest(route, rec.status, dur)
			}
			// Paths and methods only: no query strings, bodies or headers,
			// which could carry document content or credentials.
			d.Log.InfoContext(ctx, "http", "request_id", id, "method", r.Method, "route", route,
				"status", rec.status, "duration_ms", dur.Milliseconds(), "bytes_in", r.ContentLength)
		}()
		next.ServeHTTP(rec, r)
	})
}

func securityHeaders(h http.Header, r *http.Request, https bool) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
	if strings.HasPrefix(r.URL.Path, "/api/") || strings.HasPrefix(r.URL.Path, "/papierkram.") {
		// API responses are data, never documents to render.
		h.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'")
	}
	if https {
		h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
	}
}

type statusRecorder struct {
	http.ResponseWriter
	status int
	wrote  bool
}

func (s *statusRecorder) WriteHeader(code int) {
	if !s.wrote {
		s.status, s.wrote = code, true
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	s.wrote = true
	return s.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer (Connect
// streaming and flushing need it).
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

func (s *statusRecorder) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// writeError answers in the protocol the client speaks: a Connect error for
// Connect clients, problem+json for everyone else.
func writeError(w http.ResponseWriter, r *http.Request, ew *connect.ErrorWriter, err error) {
	if ew.IsSupported(r) && !strings.HasPrefix(r.URL.Path, "/api/") {
		ew.Write(w, r, api.ConnectError(r.Context(), err)) //nolint:errcheck
		return
	}
	rest.WriteProblem(w, r, err)
}

func notFound(r *http.Request) error {
	return problem.Errorf(problem.NotFound, "No endpoint %s %s. See /api/openapi.json.", r.Method, r.URL.Path)
}

// gate authenticates API requests and applies the organization's rate limit.
type gate struct {
	keys     *auth.Keys
	sessions SessionAuthenticator
	limiter  *ratelimit.Limiter
	log      *slog.Logger
	ew       *connect.ErrorWriter
}

// wrap protects Connect API services: a bearer key, or the portal's session.
func (g *gate) wrap(next http.Handler) http.Handler { return g.handler(next, true) }

// wrapREST protects REST routes: a bearer key only. Cookies are never
// accepted there, so a cross-site form cannot spend an organization's quota.
func (g *gate) wrapREST(next http.Handler) http.Handler { return g.handler(next, false) }

func (g *gate) handler(next http.Handler, allowSession bool) http.Handler {
	if g.ew == nil {
		g.ew = connect.NewErrorWriter()
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := g.authenticate(r, allowSession)
		if err != nil {
			api.LogError(r.Context(), g.log, r.URL.Path, err)
			writeError(w, r, g.ew, err)
			return
		}
		dec, err := g.limiter.Take(r.Context(), "org:"+p.OrgID, p.RateLimitPerMinute)
		if err != nil {
			api.LogError(r.Context(), g.log, r.URL.Path, err)
			writeError(w, r, g.ew, problem.Wrap(problem.ProcessingFailed, "The request could not be admitted. Please retry.", err))
			return
		}
		// draft-ietf-httpapi-ratelimit-headers: the policy (quota q per
		// window w seconds) and the current state (remaining r, reset t).
		h := w.Header()
		h.Set("RateLimit-Policy", fmt.Sprintf(`"default";q=%d;w=%d`, dec.Limit, int(ratelimit.Window.Seconds())))
		h.Set("RateLimit", fmt.Sprintf(`"default";r=%d;t=%d`, dec.Remaining, ratelimit.RetryAfterSeconds(dec.Reset)))
		if !dec.Allowed {
			pe := problem.Errorf(problem.RateLimited, "More than %d requests per minute. Retry after the time in Retry-After.", dec.Limit)
			pe.RetryAfter = ratelimit.RetryAfterSeconds(dec.Reset)
			api.LogError(r.Context(), g.log, r.URL.Path, pe)
			writeError(w, r, g.ew, pe)
			return
		}
		next.ServeHTTP(w, r.WithContext(auth.WithPrincipal(r.Context(), p)))
	})
}

func (g *gate) authenticate(r *http.Request, allowSession bool) (*auth.Principal, error) {
	header := r.Header.Get("Authorization")
	if header == "" && allowSession && g.sessions != nil {
		p, err := g.sessions.FromRequest(r)
		if err != nil || p != nil {
			return p, err
		}
	}
	token, ok := strings.CutPrefix(header, "Bearer ")
	if !ok || token == "" {
		return nil, problem.New(problem.InvalidAPIKey, "Missing API key. Send it as 'Authorization: Bearer <API_KEY>'.")
	}
	return g.keys.Authenticate(r.Context(), strings.TrimSpace(token))
}

// limitBody refuses a request whose body exceeds max with the spec's
// invalid_request, in the client's protocol. A body of unknown length
// (chunked) is read up to max first: left to connect-go, an oversized one
// would be answered resource_exhausted without our ErrorInfo. Buffering
// costs nothing extra, as connect-go reads the whole unary message anyway.
func limitBody(next http.Handler, max int64) http.Handler {
	ew := connect.NewErrorWriter()
	tooLarge := problem.New(problem.InvalidRequest, "The file is larger than 10 MB.")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > max {
			writeError(w, r, ew, tooLarge)
			return
		}
		if r.ContentLength < 0 {
			body, err := io.ReadAll(io.LimitReader(r.Body, max+1))
			if err != nil {
				writeError(w, r, ew, problem.Wrap(problem.InvalidRequest, "The upload was interrupted before it was complete.", err))
				return
			}
			if int64(len(body)) > max {
				writeError(w, r, ew, tooLarge)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			r.ContentLength = int64(len(body))
		}
		next.ServeHTTP(w, r)
	})
}
