// Package mail sends the portal's transactional e-mails (signup
// confirmation, sign-in links) through an SMTP relay, or writes them to the
// log when no relay is configured (development: `make run` without
// PAPIERKRAM_SMTP_URL prints the link so a developer can click it).
package mail

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"log/slog"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"net/url"
	"strings"
	"time"
)

// Message is one plain-text e-mail.
type Message struct {
	To      string
	Subject string
	Text    string
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// New returns an SMTP sender for smtpURL, or a log sender when smtpURL is
// empty. URL forms:
//
//	smtp://[user:pass@]host[:port]       STARTTLS when the server offers it (port 587 by default)
//	smtp://host:1025?starttls=off        never STARTTLS (local catchers)
//	smtps://[user:pass@]host[:port]      implicit TLS (port 465 by default)
func New(smtpURL, from string, log *slog.Logger) (Sender, error) {
	if _, err := mail.ParseAddress(from); err != nil {
		return nil, fmt.Errorf("mail: invalid sender address %q: %w", from, err)
	}
	if smtpURL == "" {
		return &LogSender{Log: log, From: from}, nil
	}
	u, err := url.Parse(smtpURL)
	if err != nil {
		return nil, fmt.Errorf("mail: parse SMTP URL: %w", err)
	}
	s := &SMTPSender{From: from, Timeout: 30 * time.Second}
	switch u.Scheme {
	case "smtp":
		s.Addr = withPort(u.Host, "587")
		s.StartTLS = u.Query().Get("starttls") != "off"
		s.RequireTLS = u.Query().Get("starttls") == "require"
	case "smtps":
		s.Addr = withPort(u.Host, "465")
		s.ImplicitTLS = true
	default:
		return nil, fmt.Errorf("mail: SMTP URL scheme must be smtp or smtps, not %q", u.Scheme)
	}
	if u.User != nil {
		s.Username = u.User.Username()
		s.Password, _ = u.User.Password()
	}
	return s, nil
}

func withPort(host, port string) string {
	if _, _, err := net.SplitHostPort(host); err == nil {
		return host
	}
	return net.JoinHostPort(host, port)
}

// LogSender writes messages to the log instead of sending them. The body is
// logged on purpose: in development it is the only way to reach the link.
type LogSender struct {
	Log  *slog.Logger
	From string
}

// Send implements Sender.
func (l *LogSender) Send(ctx context.Context, m Message) error {
	l.Log.InfoContext(ctx, "mail not sent (PAPIERKRAM_SMTP_URL unset); contents follow",
		"to", m.To, "subject", m.Subject, "text", m.Text)
	return nil
}

// SMTPSender delivers through an SMTP relay with net/smtp.
type SMTPSender struct {
	Addr        string // host:port
	From        string
	Username    string
	Password    string
	StartTLS    bool // upgrade when the server offers STARTTLS
	RequireTLS  bool // fail when it does not
	ImplicitTLS bool // smtps
	Timeout     time.Duration
}

// Send implements Sender.
func (s *SMTPSender) Send(ctx context.Context, m Message) error {
	from, err := mail.ParseAddress(s.From)
	if err != nil {
		return fmt.Errorf("mail: sender: %w", err)
	}
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		return fmt.Errorf("mail: recipient: %w", err)
	}
	body, err := Compose(from, to, m, time.Now())
	if err != nil {
		return err
	}
	if s.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.Timeout)
		defer cancel()
	}
	host, _, err := net.SplitHostPort(s.Addr)
	if err != nil {
		return fmt.Errorf("mail: relay address: %w", err)
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", s.Addr)
	if err != nil {
		return fmt.Errorf("mail: connect relay: %w", err)
	}
	// net/smtp has no context: the deadline bounds the whole dialogue, and
	// closing the connection on cancellation unblocks it.
	if dl, ok := ctx.Deadline(); ok {
		conn.SetDeadline(dl) //nolint:errcheck
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	tlsConf := &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}
	if s.ImplicitTLS {
		conn = tls.Client(conn, tlsConf)
	}
	c, err := smtp.NewClient(conn, host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("mail: greet relay: %w", err)
	}
	defer c.Close()
	if err := c.Hello("localhost"); err != nil {
		return fmt.Errorf("mail: EHLO: %w", err)
	}
	if !s.ImplicitTLS && s.StartTLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(tlsConf); err != nil {
				return fmt.Errorf("mail: STARTTLS: %w", err)
			}
		} else if s.RequireTLS {
			return fmt.Errorf("mail: relay %s does not offer STARTTLS", s.Addr)
		}
	}
	if s.Username != "" {
		// PlainAuth refuses to send the password over an unencrypted
		// connection to anything but localhost.
		if err := c.Auth(smtp.PlainAuth("", s.Username, s.Password, host)); err != nil {
			return fmt.Errorf("mail: authenticate: %w", err)
		}
	}
	if err := c.Mail(from.Address); err != nil {
		return fmt.Errorf("mail: MAIL FROM: %w", err)
	}
	if err := c.Rcpt(to.Address); err != nil {
		return fmt.Errorf("mail: RCPT TO: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("mail: DATA: %w", err)
	}
	if _, err := w.Write(body); err != nil {
		return fmt.Errorf("mail: write message: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("mail: end message: %w", err)
	}
	return c.Quit()
}

// Compose renders m as an RFC 5322 message: UTF-8 text, quoted-printable,
// with encoded-word headers so umlauts survive every relay.
func Compose(from, to *mail.Address, m Message, now time.Time) ([]byte, error) {
	if strings.ContainsAny(m.Subject, "\r\n") {
		return nil, fmt.Errorf("mail: subject contains a line break")
	}
	var b bytes.Buffer
	h := func(k, v string) { fmt.Fprintf(&b, "%s: %s\r\n", k, v) }
	h("From", from.String())
	h("To", to.String())
	h("Subject", mime.QEncoding.Encode("utf-8", m.Subject))
	h("Date", now.Format(time.RFC1123Z))
	h("Message-ID", fmt.Sprintf("<%d.%s>", now.UnixNano(), domainOf(from.Address)))
	h("MIME-Version", "1.0")
	h("Content-Type", "text/plain; charset=utf-8")
	h("Content-Transfer-Encoding", "quoted-printable")
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	if _, err := qp.Write([]byte(strings.ReplaceAll(m.Text, "\n", "\r\n"))); err != nil {
		return nil, err
	}
	if err := qp.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func domainOf(addr string) string {
	if i := strings.LastIndexByte(addr, '@'); i >= 0 {
		return "papierkram@" + addr[i+1:]
	}
	return "papierkram@localhost"
}
