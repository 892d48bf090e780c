package problem

import (
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

func TestFromDatabaseUnavailable(t *testing.T) {
	refused := &net.OpError{Op: "dial", Net: "unix", Err: syscall.ECONNREFUSED}
	for _, tc := range []struct {
		name string
		err  error
		want Code
	}{
		{"plain error", errors.New("boom"), ProcessingFailed},
		{"wrapped processing failure", Wrap(ProcessingFailed, "x", errors.New("boom")), ProcessingFailed},
		{"client error keeps its code", Wrap(InvalidRequest, "bad file", refused), InvalidRequest},
		{"admin shutdown", fmt.Errorf("query: %w", &pgconn.PgError{Code: "57P01"}), Unavailable},
		{"cannot connect now", &pgconn.PgError{Code: "57P03"}, Unavailable},
		{"unique violation is not an outage", &pgconn.PgError{Code: "23505"}, ProcessingFailed},
		{"refused socket", fmt.Errorf("acquire: %w", refused), Unavailable},
		{"wrapped by a handler", Wrap(ProcessingFailed, "The result could not be recorded.", fmt.Errorf("commit: %w", refused)), Unavailable},
		{"EOF from a file is not an outage", fmt.Errorf("read upload: %w", io.ErrUnexpectedEOF), ProcessingFailed},
		{"EOF on a socket", &net.OpError{Op: "read", Net: "tcp", Err: io.EOF}, Unavailable},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := From(tc.err)
			if p.Code != tc.want {
				t.Fatalf("From(%v).Code = %s, want %s", tc.err, p.Code, tc.want)
			}
			if p.Code == Unavailable && (p.RetryAfter <= 0 || p.Code.Status() != 503) {
				t.Errorf("unavailable without Retry-After or 503: %+v", p)
			}
			if !errors.Is(p, tc.err) && p.Code != InvalidRequest {
				t.Errorf("cause %v lost", tc.err)
			}
		})
	}
}
