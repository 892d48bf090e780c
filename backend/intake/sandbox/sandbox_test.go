package sandbox

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"testing"
	"time"
)

func TestRun(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skipf("sh not installed: %v", err)
	}
	r := New()
	ctx := context.Background()
	tests := []struct {
		name  string
		lim   Limits
		ctx   func() (context.Context, context.CancelFunc)
		args  []string
		check func(t *testing.T, out []byte, err error, took time.Duration)
	}{
		{"output", Limits{}, nil, []string{"-c", "printf hallo"}, func(t *testing.T, out []byte, err error, _ time.Duration) {
			if err != nil || string(out) != "hallo" {
				t.Fatalf("got %q, %v", out, err)
			}
		}},
		{"environment is minimal", Limits{}, nil, []string{"-c", "printf %s \"$OMP_THREAD_LIMIT-$SECRET_KEY\""}, func(t *testing.T, out []byte, err error, _ time.Duration) {
			if err != nil || string(out) != "1-" {
				t.Fatalf("got %q, %v", out, err)
			}
		}},
		{"exit code and stderr", Limits{}, nil, []string{"-c", "echo broken >&2; exit 3"}, func(t *testing.T, _ []byte, err error, _ time.Duration) {
			var ee *ExitError
			if !errors.As(err, &ee) || ee.Code != 3 || !strings.Contains(ee.Stderr, "broken") {
				t.Fatalf("got %v", err)
			}
			if strings.Contains(err.Error(), "broken") {
				t.Errorf("error string %q repeats the tool's stderr (may quote the document)", err)
			}
		}},
		{"output cap", Limits{MaxOutput: 1000}, nil, []string{"-c", "yes"}, func(t *testing.T, _ []byte, err error, _ time.Duration) {
			if !errors.Is(err, ErrOutputTooLarge) {
				t.Fatalf("got %v", err)
			}
		}},
		{"deadline kills the process group", Limits{}, func() (context.Context, context.CancelFunc) {
			return context.WithTimeout(ctx, 200*time.Millisecond)
		}, []string{"-c", "sleep 30 & sleep 30"}, func(t *testing.T, _ []byte, err error, took time.Duration) {
			if !errors.Is(err, context.DeadlineExceeded) || took > 5*time.Second {
				t.Fatalf("got %v after %v", err, took)
			}
		}},
		{"memory limit", Limits{MemoryBytes: 64 << 20}, nil, []string{"-c", "x=$(head -c 200000000 /dev/zero | tr '\\0' a); echo ${#x}"}, func(t *testing.T, out []byte, err error, _ time.Duration) {
			if !r.HasMemoryLimits() {
				t.Skip("prlimit not installed")
			}
			if err == nil {
				t.Fatalf("200 MB string under a 64 MB limit succeeded: %q", out)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, cancel := ctx, context.CancelFunc(func() {})
			if tc.ctx != nil {
				c, cancel = tc.ctx()
			}
			defer cancel()
			start := time.Now()
			out, err := r.Run(c, tc.lim, nil, "sh", tc.args...)
			tc.check(t, out, err, time.Since(start))
		})
	}
}
