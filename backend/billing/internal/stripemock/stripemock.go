// Package stripemock runs stripe-mock for tests and puts a recording proxy
// in front of it: stripe-mock keeps no state, so the proxy is what lets a
// test see which requests reached "Stripe", and it can simulate an outage.
package stripemock

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Binary finds stripe-mock: $STRIPE_MOCK_BIN, .dev/bin/stripe-mock of the
// repository (built by `make tools`), or PATH. Without it the test is
// skipped, or fails when PAPIERKRAM_REQUIRE_DB=1 (`make test`).
func Binary(t testing.TB) string {
	t.Helper()
	msg := "stripe-mock not found: run `make tools` (builds .dev/bin/stripe-mock) or set STRIPE_MOCK_BIN"
	if p := os.Getenv("STRIPE_MOCK_BIN"); p != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
		msg = "STRIPE_MOCK_BIN=" + p + " does not exist"
	} else if root, ok := repoRoot(); ok {
		p := filepath.Join(root, ".dev", "bin", "stripe-mock")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("stripe-mock"); err == nil && os.Getenv("STRIPE_MOCK_BIN") == "" {
		return p
	}
	if os.Getenv("PAPIERKRAM_REQUIRE_DB") == "1" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// repoRoot walks up from the working directory to the module's go.mod.
func repoRoot() (string, bool) {
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && strings.HasPrefix(string(b), "module papierkram\n") {
			return dir, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Start runs a stripe-mock on free local ports (HTTP and HTTPS, both on
// 127.0.0.1) until the test ends and returns its HTTP base URL.
func Start(t testing.TB) string {
	t.Helper()
	bin := Binary(t)
	for try := 0; try < 3; try++ {
		httpPort, httpsPort := freePort(t), freePort(t)
		cmd := exec.Command(bin, "-http-addr", fmt.Sprintf("127.0.0.1:%d", httpPort), "-https-addr", fmt.Sprintf("127.0.0.1:%d", httpsPort))
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatalf("start stripe-mock: %v", err)
		}
		exited := make(chan struct{})
		go func() { cmd.Wait(); close(exited) }() //nolint:errcheck // exit is expected at cleanup
		base := fmt.Sprintf("http://127.0.0.1:%d", httpPort)
		if waitReady(base, exited) {
			t.Cleanup(func() {
				cmd.Process.Kill() //nolint:errcheck
				<-exited
			})
			return base
		}
		cmd.Process.Kill() //nolint:errcheck
		<-exited
		// Most likely a port taken between freePort and the start.
		t.Logf("stripe-mock did not start on port %d: %s", httpPort, out.String())
	}
	t.Fatal("stripe-mock did not start")
	return ""
}

func waitReady(base string, exited <-chan struct{}) bool {
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return false
		default:
		}
		req, _ := http.NewRequest("GET", base+"/v1/customers", nil)
		req.Header.Set("Authorization", "Bearer sk_test_123")
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

// Request is one request that reached the proxy while it was up.
type Request struct {
	Method, Path   string
	Form           url.Values
	IdempotencyKey string
}

// Proxy forwards to stripe-mock, records requests and simulates failures.
type Proxy struct {
	srv  *httptest.Server
	down atomic.Bool
	fail atomic.Pointer[failure]

	mu       sync.Mutex
	requests []Request
}

type failure struct {
	status  int
	message string
}

// NewProxy starts a proxy to target until the test ends.
func NewProxy(t testing.TB, target string) *Proxy {
	t.Helper()
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{}
	rp := httputil.NewSingleHostReverseProxy(u)
	p.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p.down.Load() {
			// Drop the connection: what a network failure looks like.
			panic(http.ErrAbortHandler)
		}
		if f := p.fail.Load(); f != nil {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Stripe-Should-Retry", "false")
			w.WriteHeader(f.status)
			json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"type": "invalid_request_error", "message": f.message}}) //nolint:errcheck
			return
		}
		body, _ := io.ReadAll(r.Body)
		form, _ := url.ParseQuery(string(body))
		p.mu.Lock()
		p.requests = append(p.requests, Request{r.Method, r.URL.Path, form, r.Header.Get("Idempotency-Key")})
		p.mu.Unlock()
		r.Body = io.NopCloser(bytes.NewReader(body))
		rp.ServeHTTP(w, r)
	}))
	// Aborted handlers would log a stack each.
	p.srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	t.Cleanup(p.srv.Close)
	return p
}

// URL is the proxy's base URL (PAPIERKRAM_STRIPE_API_URL).
func (p *Proxy) URL() string { return p.srv.URL }

// SetDown drops every connection while down is true.
func (p *Proxy) SetDown(down bool) { p.down.Store(down) }

// Fail answers every request with a Stripe error of status and message;
// status 0 ends it.
func (p *Proxy) Fail(status int, message string) {
	if status == 0 {
		p.fail.Store(nil)
		return
	}
	p.fail.Store(&failure{status, message})
}

// Requests returns the recorded requests with method and path; an empty
// method matches all.
func (p *Proxy) Requests(method, path string) []Request {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []Request
	for _, r := range p.requests {
		if method == "" || r.Method == method && (path == "" || r.Path == path) {
			out = append(out, r)
		}
	}
	return out
}
