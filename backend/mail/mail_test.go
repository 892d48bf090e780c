package mail

import (
	"context"
	"log/slog"
	"net/mail"
	"strings"
	"testing"
	"time"
)

func TestNewParsesRelayURLs(t *testing.T) {
	log := slog.New(slog.DiscardHandler)
	s, err := New("", "Papierkram <noreply@example.test>", log)
	if _, ok := s.(*LogSender); err != nil || !ok {
		t.Fatalf("empty URL: %T %v", s, err)
	}
	s, err = New("smtp://user:p%40ss@relay.example.test", "noreply@example.test", log)
	if err != nil {
		t.Fatal(err)
	}
	sm := s.(*SMTPSender)
	if sm.Addr != "relay.example.test:587" || sm.Username != "user" || sm.Password != "p@ss" || !sm.StartTLS || sm.ImplicitTLS {
		t.Fatalf("smtp: %+v", sm)
	}
	s, _ = New("smtps://relay.example.test", "noreply@example.test", log)
	if sm := s.(*SMTPSender); sm.Addr != "relay.example.test:465" || !sm.ImplicitTLS {
		t.Fatalf("smtps: %+v", sm)
	}
	s, _ = New("smtp://127.0.0.1:1025?starttls=off", "noreply@example.test", log)
	if sm := s.(*SMTPSender); sm.StartTLS {
		t.Fatalf("starttls=off: %+v", sm)
	}
	if _, err := New("http://x", "noreply@example.test", log); err == nil {
		t.Error("http scheme accepted")
	}
	if _, err := New("", "not an address", log); err == nil {
		t.Error("bad sender accepted")
	}
}

func TestComposeEncodesGerman(t *testing.T) {
	from, _ := mail.ParseAddress("Papierkram <noreply@example.test>")
	to, _ := mail.ParseAddress("jürgen@example.test")
	b, err := Compose(from, to, Message{Subject: "Bitte bestätigen", Text: "Grüße\nLink: https://x.test/confirm#token=abc"}, time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{"Subject: =?utf-8?q?Bitte_best=C3=A4tigen?=", "Content-Type: text/plain; charset=utf-8",
		"Content-Transfer-Encoding: quoted-printable", "Gr=C3=BC=C3=9Fe\r\n", "#token=3Dabc"} {
		if !strings.Contains(s, want) {
			t.Errorf("message lacks %q:\n%s", want, s)
		}
	}
	if _, err := Compose(from, to, Message{Subject: "a\r\nBcc: x@y"}, time.Now()); err == nil {
		t.Error("header injection through the subject accepted")
	}
}

func TestSMTPSenderFailsClearly(t *testing.T) {
	s := &SMTPSender{Addr: "127.0.0.1:1", From: "noreply@example.test", Timeout: 2 * time.Second}
	err := s.Send(context.Background(), Message{To: "a@example.test", Subject: "x", Text: "y"})
	if err == nil || !strings.Contains(err.Error(), "connect relay") {
		t.Fatalf("err = %v", err)
	}
}
