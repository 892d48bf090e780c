// Package config reads the service's configuration from the environment
// once, at start. Everything else receives the parts it needs.
package config

import (
	"fmt"
	"net/netip"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Config is the whole configuration. See README for each variable.
type Config struct {
	DatabaseURL string // PAPIERKRAM_DATABASE_URL (required)
	Addr        string // PAPIERKRAM_ADDR, default ":8080"
	BaseURL     string // PAPIERKRAM_BASE_URL, default "http://localhost:8080"
	LogLevel    string // PAPIERKRAM_LOG_LEVEL: debug, info (default), warn, error

	// ProcessingTimeout bounds one analysis (PAPIERKRAM_PROCESSING_TIMEOUT, default 120s).
	ProcessingTimeout time.Duration
	// OCRWorkers is the number of concurrent OCR pages (PAPIERKRAM_OCR_WORKERS, default: CPU count).
	OCRWorkers int
	// OCRQueue is how many pages may wait for a worker before 503 (PAPIERKRAM_OCR_QUEUE, default 32).
	OCRQueue int
	// TessdataDir overrides Tesseract's model directory (PAPIERKRAM_TESSDATA_DIR).
	TessdataDir string
	// MemoryLimitMB is the Go heap's soft limit in MiB
	// (PAPIERKRAM_MEMORY_LIMIT_MB, default 900; 0 when GOMEMLIMIT is set,
	// which the runtime honours itself). Without it the heap of two
	// workers decoding 40-megapixel PNGs grew past 1.1 GB before the GC
	// ran (make memtest); with it the process tree stays under 1.5 GB.
	MemoryLimitMB int
	// TrustedProxies (PAPIERKRAM_TRUSTED_PROXIES, comma-separated CIDRs or
	// addresses) are reverse proxies whose X-Forwarded-For names the client
	// for per-IP limits. Default none: the connection's address is used.
	TrustedProxies []netip.Prefix

	// SMTPURL is the mail relay, e.g. smtp://user:pass@host:587 (PAPIERKRAM_SMTP_URL).
	// Empty: mails are written to the log (development).
	SMTPURL  string
	MailFrom string // PAPIERKRAM_MAIL_FROM, default "Papierkram <noreply@localhost>"

	Stripe Stripe
	Gemini Gemini
}

// Stripe configures billing; empty SecretKey means billing is off.
type Stripe struct {
	SecretKey     string // STRIPE_SECRET_KEY
	WebhookSecret string // STRIPE_WEBHOOK_SECRET
	APIURL        string // PAPIERKRAM_STRIPE_API_URL (e.g. a local stripe-mock)
	// Price ids per tier: PAPIERKRAM_STRIPE_PRICE_STARTER|PRO|BUSINESS.
	Prices map[string]string
	// Metered overage price ids: PAPIERKRAM_STRIPE_PRICE_OVERAGE_STARTER|PRO|BUSINESS.
	OveragePrices map[string]string
	// MeterEvent is the Billing Meter's event name (PAPIERKRAM_STRIPE_METER_EVENT, default "papierkram_analysis").
	MeterEvent string
}

// Enabled reports whether billing is configured.
func (s Stripe) Enabled() bool { return s.SecretKey != "" }

// Gemini configures the optional AI provider for letter analysis.
type Gemini struct {
	APIKey   string   // PAPIERKRAM_GEMINI_API_KEY; empty: built-in rule engine only
	Model    string   // PAPIERKRAM_GEMINI_MODEL, default "gemini-1.5-flash"
	Types    []string // PAPIERKRAM_GEMINI_TYPES, comma-separated document types; empty: all five letter types
	Endpoint string   // PAPIERKRAM_GEMINI_ENDPOINT (tests, regional endpoints)
	// Timeout bounds one call (PAPIERKRAM_GEMINI_TIMEOUT, default 20s); on
	// timeout the built-in analysis is returned.
	Timeout time.Duration
	// Dedicated maps an Enterprise organization's id to its own provider
	// (PAPIERKRAM_GEMINI_DEDICATED="org_a=ENV_WITH_KEY[:model],org_b=..."):
	// the key is read from the named variable so that secrets never sit in
	// a list that is logged or shown.
	Dedicated map[string]Gemini
}

// FromEnv reads the configuration.
func FromEnv() (Config, error) {
	return parse(os.Getenv)
}

func parse(get func(string) string) (Config, error) {
	c := Config{
		DatabaseURL: get("PAPIERKRAM_DATABASE_URL"),
		Addr:        or(get("PAPIERKRAM_ADDR"), ":8080"),
		BaseURL:     strings.TrimRight(or(get("PAPIERKRAM_BASE_URL"), "http://localhost:8080"), "/"),
		LogLevel:    or(get("PAPIERKRAM_LOG_LEVEL"), "info"),
		TessdataDir: get("PAPIERKRAM_TESSDATA_DIR"),
		SMTPURL:     get("PAPIERKRAM_SMTP_URL"),
		MailFrom:    or(get("PAPIERKRAM_MAIL_FROM"), "Papierkram <noreply@localhost>"),
		Stripe: Stripe{
			SecretKey:     get("STRIPE_SECRET_KEY"),
			WebhookSecret: get("STRIPE_WEBHOOK_SECRET"),
			APIURL:        get("PAPIERKRAM_STRIPE_API_URL"),
			MeterEvent:    or(get("PAPIERKRAM_STRIPE_METER_EVENT"), "papierkram_analysis"),
			Prices:        map[string]string{},
			OveragePrices: map[string]string{},
		},
		Gemini: Gemini{
			APIKey:   get("PAPIERKRAM_GEMINI_API_KEY"),
			Model:    or(get("PAPIERKRAM_GEMINI_MODEL"), "gemini-1.5-flash"),
			Endpoint: get("PAPIERKRAM_GEMINI_ENDPOINT"),
		},
	}
	for _, t := range []string{"starter", "pro", "business"} {
		up := strings.ToUpper(t)
		if v := get("PAPIERKRAM_STRIPE_PRICE_" + up); v != "" {
			c.Stripe.Prices[t] = v
		}
		if v := get("PAPIERKRAM_STRIPE_PRICE_OVERAGE_" + up); v != "" {
			c.Stripe.OveragePrices[t] = v
		}
	}
	if v := get("PAPIERKRAM_GEMINI_TYPES"); v != "" {
		for _, t := range strings.Split(v, ",") {
			if t = strings.TrimSpace(t); t != "" {
				c.Gemini.Types = append(c.Gemini.Types, t)
			}
		}
	}
	var err error
	if c.Gemini.Dedicated, err = dedicated(get, get("PAPIERKRAM_GEMINI_DEDICATED"), c.Gemini); err != nil {
		return c, err
	}
	if c.ProcessingTimeout, err = duration(get, "PAPIERKRAM_PROCESSING_TIMEOUT", 120*time.Second); err != nil {
		return c, err
	}
	if c.Gemini.Timeout, err = duration(get, "PAPIERKRAM_GEMINI_TIMEOUT", 20*time.Second); err != nil {
		return c, err
	}
	if c.OCRWorkers, err = integer(get, "PAPIERKRAM_OCR_WORKERS", runtime.NumCPU()); err != nil {
		return c, err
	}
	if c.OCRQueue, err = integer(get, "PAPIERKRAM_OCR_QUEUE", 32); err != nil {
		return c, err
	}
	if c.MemoryLimitMB, err = integer(get, "PAPIERKRAM_MEMORY_LIMIT_MB", 900); err != nil {
		return c, err
	}
	if get("GOMEMLIMIT") != "" {
		c.MemoryLimitMB = 0
	}
	for _, v := range strings.Split(get("PAPIERKRAM_TRUSTED_PROXIES"), ",") {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		p, err := netip.ParsePrefix(v)
		if err != nil {
			a, aerr := netip.ParseAddr(v)
			if aerr != nil {
				return c, fmt.Errorf("PAPIERKRAM_TRUSTED_PROXIES: %q is neither a CIDR nor an address", v)
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		c.TrustedProxies = append(c.TrustedProxies, p.Masked())
	}
	return c, nil
}

// CheckServe validates what serving needs.
func (c Config) CheckServe() error {
	if c.DatabaseURL == "" {
		return fmt.Errorf("PAPIERKRAM_DATABASE_URL is not set (make run sets up a local PostgreSQL and sets it)")
	}
	if c.Stripe.Enabled() && c.Stripe.WebhookSecret == "" {
		return fmt.Errorf("STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: webhooks could not be verified")
	}
	return nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func duration(get func(string) string, name string, def time.Duration) (time.Duration, error) {
	v := get(name)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%s=%q is not a positive duration like 90s", name, v)
	}
	return d, nil
}

func integer(get func(string) string, name string, def int) (int, error) {
	v := get(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%s=%q is not a positive integer", name, v)
	}
	return n, nil
}

func dedicated(get func(string) string, spec string, base Gemini) (map[string]Gemini, error) {
	out := map[string]Gemini{}
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		org, rest, ok := strings.Cut(item, "=")
		if !ok || org == "" || rest == "" {
			return nil, fmt.Errorf("PAPIERKRAM_GEMINI_DEDICATED: %q is not org_id=ENV_VAR[:model]", item)
		}
		envName, model, _ := strings.Cut(rest, ":")
		key := get(envName)
		if key == "" {
			return nil, fmt.Errorf("PAPIERKRAM_GEMINI_DEDICATED: %s names %s, which is empty", org, envName)
		}
		g := Gemini{APIKey: key, Model: base.Model, Endpoint: base.Endpoint, Timeout: base.Timeout}
		if model != "" {
			g.Model = model
		}
		out[org] = g
	}
	return out, nil
}
