// Package problem is the one table that maps the API's error codes (spec
// section 7, plus the few this service adds) to HTTP statuses and Connect
// codes. Domain packages return *Error values (or wrap them with %w); the
// REST and Connect doors both render them from this table, so the two can
// never disagree.
package problem

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"syscall"

	"connectrpc.com/connect"
	"github.com/jackc/pgx/v5/pgconn"
)

// Code is a machine-readable error code, stable across versions.
type Code string

const (
	InvalidRequest          Code = "invalid_request"
	DocumentTypeUnsupported Code = "document_type_unsupported"
	InvalidAPIKey           Code = "invalid_api_key"
	RevokedAPIKey           Code = "revoked_api_key"
	QuotaExceeded           Code = "quota_exceeded"
	InsufficientScope       Code = "insufficient_scope"
	NotFound                Code = "not_found"
	DocumentNotRecognized   Code = "document_not_recognized"
	RateLimited             Code = "rate_limited"
	ProcessingFailed        Code = "processing_failed"
	// Codes the spec leaves open (documented in the OpenAPI description).
	BillingNotConfigured Code = "billing_not_configured"
	BillingConflict      Code = "billing_conflict"
	Unauthenticated      Code = "unauthenticated" // portal session missing or expired
	Overloaded           Code = "overloaded"
	// Unavailable: the database cannot be reached right now (restart,
	// failover, network). Retryable, unlike processing_failed.
	Unavailable Code = "service_unavailable"
)

type entry struct {
	status  int
	connect connect.Code
	title   string
}

// table: quota_exceeded is FailedPrecondition, not ResourceExhausted, because
// clients and proxies auto-retry ResourceExhausted and a used-up plan is not
// retryable until the customer acts; ResourceExhausted stays for rate_limited.
var table = map[Code]entry{
	InvalidRequest:          {http.StatusBadRequest, connect.CodeInvalidArgument, "Invalid request"},
	DocumentTypeUnsupported: {http.StatusBadRequest, connect.CodeInvalidArgument, "Unsupported document type"},
	InvalidAPIKey:           {http.StatusUnauthorized, connect.CodeUnauthenticated, "Invalid API key"},
	RevokedAPIKey:           {http.StatusUnauthorized, connect.CodeUnauthenticated, "API key revoked"},
	Unauthenticated:         {http.StatusUnauthorized, connect.CodeUnauthenticated, "Not signed in"},
	QuotaExceeded:           {http.StatusPaymentRequired, connect.CodeFailedPrecondition, "Quota exceeded"},
	InsufficientScope:       {http.StatusForbidden, connect.CodePermissionDenied, "Insufficient scope"},
	NotFound:                {http.StatusNotFound, connect.CodeNotFound, "Not found"},
	BillingConflict:         {http.StatusConflict, connect.CodeFailedPrecondition, "Billing conflict"},
	DocumentNotRecognized:   {http.StatusUnprocessableEntity, connect.CodeInvalidArgument, "Document not recognized"},
	RateLimited:             {http.StatusTooManyRequests, connect.CodeResourceExhausted, "Rate limit exceeded"},
	ProcessingFailed:        {http.StatusInternalServerError, connect.CodeInternal, "Processing failed"},
	BillingNotConfigured:    {http.StatusNotImplemented, connect.CodeUnimplemented, "Billing not configured"},
	Overloaded:              {http.StatusServiceUnavailable, connect.CodeUnavailable, "Service overloaded"},
	Unavailable:             {http.StatusServiceUnavailable, connect.CodeUnavailable, "Service unavailable"},
}

// unavailableRetryAfter is the Retry-After sent with service_unavailable: a
// PostgreSQL restart or failover takes a few seconds (measured in
// server.TestDatabaseRestart: /readyz back within ~1–3 s).
const unavailableRetryAfter = 5

// Error is a domain error that carries its API code and a detail a person
// can act on. Detail must never contain document content or secrets.
type Error struct {
	Code   Code
	Detail string
	// RetryAfter, when > 0, is sent as Retry-After (seconds).
	RetryAfter int
	cause      error
}

func (e *Error) Error() string {
	if e.cause != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Detail, e.cause)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Detail)
}

func (e *Error) Unwrap() error { return e.cause }

// New returns an *Error with the given code and detail.
func New(code Code, detail string) *Error { return &Error{Code: code, Detail: detail} }

// Errorf formats the detail.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Detail: fmt.Sprintf(format, args...)}
}

// Wrap keeps cause for logs and errors.Is while the API shows only detail.
func Wrap(code Code, detail string, cause error) *Error {
	return &Error{Code: code, Detail: detail, cause: cause}
}

// From returns the *Error in err's chain, or a processing_failed error for
// anything unexpected (whose cause is logged, never shown).
//
// A server fault caused by an unreachable database becomes a retryable 503
// service_unavailable with Retry-After, whatever the handler wrapped it in:
// the client can do nothing but wait, and saying so beats a bare 500.
func From(err error) *Error {
	var pe *Error
	if errors.As(err, &pe) && pe.Code != ProcessingFailed {
		return pe
	}
	if databaseUnavailable(err) {
		return &Error{Code: Unavailable, Detail: "The service is temporarily unavailable. Please retry in a few seconds.",
			RetryAfter: unavailableRetryAfter, cause: err}
	}
	if pe != nil {
		return pe
	}
	return Wrap(ProcessingFailed, "The document could not be processed. Please try again later.", err)
}

// databaseUnavailable reports whether err says the database connection
// failed or was cut, as opposed to a query that the database refused.
func databaseUnavailable(err error) bool {
	var connErr *pgconn.ConnectError
	if errors.As(err, &connErr) {
		return true
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// Class 57P: operator intervention — admin_shutdown (57P01),
		// crash_shutdown (57P02), cannot_connect_now (57P03).
		return len(pgErr.Code) == 5 && pgErr.Code[:3] == "57P"
	}
	// A connection the server closed mid-query (pgx reports the broken
	// pipe or EOF of the socket), or a refused/reset TCP or unix socket.
	if errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.EPIPE) || errors.Is(err, syscall.ENOENT) && isNetErr(err) {
		return true
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return isNetErr(err) || pgconn.SafeToRetry(err) || isPgConnErr(err)
	}
	return false
}

func isNetErr(err error) bool {
	var ne *net.OpError
	return errors.As(err, &ne)
}

// isPgConnErr: pgx wraps socket failures during a query in unexported
// types; their message starts with the operation. errors.As on an
// interface is the documented way to detect its "safe to retry" marker.
func isPgConnErr(err error) bool {
	var r interface{ SafeToRetry() bool }
	return errors.As(err, &r)
}

// Is reports whether err carries code.
func Is(err error, code Code) bool {
	var pe *Error
	return errors.As(err, &pe) && pe.Code == code
}

// Status is the HTTP status for code.
func (c Code) Status() int {
	if e, ok := table[c]; ok {
		return e.status
	}
	return http.StatusInternalServerError
}

// ConnectCode is the Connect code for code.
func (c Code) ConnectCode() connect.Code {
	if e, ok := table[c]; ok {
		return e.connect
	}
	return connect.CodeInternal
}

// Title is the short, constant problem title for code.
func (c Code) Title() string {
	if e, ok := table[c]; ok {
		return e.title
	}
	return "Internal error"
}

// Codes lists every code in the table (for documentation tests).
func Codes() []Code {
	out := make([]Code, 0, len(table))
	for c := range table {
		out = append(out, c)
	}
	return out
}
