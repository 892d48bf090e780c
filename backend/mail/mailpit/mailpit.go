// Package mailpit starts a mailpit SMTP catcher for tests and reads the
// messages it caught through its HTTP API.
package mailpit

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"
)

// Server is a running mailpit.
type Server struct {
	// SMTPURL is for mail.New, e.g. smtp://127.0.0.1:40123?starttls=off.
	SMTPURL string
	api     string
}

// Binary returns the mailpit path: $PAPIERKRAM_MAILPIT, else the tools
// build in .dev/bin of the repository (`make tools`), else PATH.
func Binary() string {
	if p := os.Getenv("PAPIERKRAM_MAILPIT"); p != "" {
		return p
	}
	_, file, _, _ := runtime.Caller(0)
	p := filepath.Join(filepath.Dir(file), "..", "..", "..", ".dev", "bin", "mailpit")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	if p, err := exec.LookPath("mailpit"); err == nil {
		return p
	}
	return ""
}

// Start runs mailpit on free local ports until the test ends. It skips the
// test when mailpit is not installed, unless PAPIERKRAM_REQUIRE_DB=1.
func Start(t testing.TB) *Server {
	t.Helper()
	bin := Binary()
	if bin == "" {
		if os.Getenv("PAPIERKRAM_REQUIRE_DB") == "1" {
			t.Fatal("mailpit not found (run `make tools`)")
		}
		t.Skip("mailpit not found: run `make tools`")
	}
	smtpPort, httpPort := freePort(t), freePort(t)
	cmd := exec.Command(bin, "--smtp", "127.0.0.1:"+smtpPort, "--listen", "127.0.0.1:"+httpPort,
		"--database", filepath.Join(t.TempDir(), "mailpit.db"), "--quiet")
	if err := cmd.Start(); err != nil {
		t.Fatalf("start mailpit: %v", err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill() //nolint:errcheck
		cmd.Wait()         //nolint:errcheck
	})
	s := &Server{SMTPURL: "smtp://127.0.0.1:" + smtpPort + "?starttls=off", api: "http://127.0.0.1:" + httpPort}
	deadline := time.Now().Add(15 * time.Second)
	for {
		res, err := http.Get(s.api + "/api/v1/messages")
		if err == nil {
			res.Body.Close()
			if c, err := net.DialTimeout("tcp", "127.0.0.1:"+smtpPort, time.Second); err == nil {
				c.Close()
				return s
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("mailpit did not start: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func freePort(t testing.TB) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
}

// Message is a caught message.
type Message struct {
	ID      string
	To      string
	Subject string
	Text    string
}

// Messages returns the caught messages, newest first.
func (s *Server) Messages(ctx context.Context) ([]Message, error) {
	var list struct {
		Messages []struct {
			ID      string `json:"ID"`
			Subject string `json:"Subject"`
			To      []struct {
				Address string `json:"Address"`
			} `json:"To"`
		} `json:"messages"`
	}
	if err := s.get(ctx, "/api/v1/messages", &list); err != nil {
		return nil, err
	}
	var out []Message
	for _, m := range list.Messages {
		var full struct {
			Text string `json:"Text"`
		}
		if err := s.get(ctx, "/api/v1/message/"+m.ID, &full); err != nil {
			return nil, err
		}
		msg := Message{ID: m.ID, Subject: m.Subject, Text: full.Text}
		if len(m.To) > 0 {
			msg.To = m.To[0].Address
		}
		out = append(out, msg)
	}
	return out, nil
}

// WaitFor polls until a message to addr arrives whose subject satisfies
// match, and returns it.
func (s *Server) WaitFor(ctx context.Context, addr string, match func(subject string) bool) (Message, error) {
	for {
		msgs, err := s.Messages(ctx)
		if err != nil {
			return Message{}, err
		}
		for _, m := range msgs {
			if m.To == addr && match(m.Subject) {
				return m, nil
			}
		}
		select {
		case <-ctx.Done():
			return Message{}, fmt.Errorf("no mail to %s: %w", addr, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func (s *Server) get(ctx context.Context, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.api+path, nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("mailpit %s: %s", path, res.Status)
	}
	return json.NewDecoder(res.Body).Decode(v)
}
