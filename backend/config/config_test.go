package config

import (
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	env := map[string]string{
		"PAPIERKRAM_DATABASE_URL":             "postgres://x",
		"PAPIERKRAM_BASE_URL":                 "https://example.com/",
		"PAPIERKRAM_PROCESSING_TIMEOUT":       "90s",
		"PAPIERKRAM_STRIPE_PRICE_PRO":         "price_pro",
		"PAPIERKRAM_STRIPE_PRICE_OVERAGE_PRO": "price_pro_over",
		"PAPIERKRAM_GEMINI_TYPES":             "mahnung, kuendigung",
		"PAPIERKRAM_GEMINI_DEDICATED":         "org_big=BIG_KEY:gemini-1.5-pro",
		"BIG_KEY":                             "secret-big",
	}
	c, err := parse(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if c.BaseURL != "https://example.com" || c.ProcessingTimeout != 90*time.Second || c.Addr != ":8080" {
		t.Errorf("config = %+v", c)
	}
	if c.Stripe.Prices["pro"] != "price_pro" || c.Stripe.OveragePrices["pro"] != "price_pro_over" || c.Stripe.Enabled() {
		t.Errorf("stripe = %+v", c.Stripe)
	}
	if len(c.Gemini.Types) != 2 || c.Gemini.Types[1] != "kuendigung" {
		t.Errorf("gemini types = %v", c.Gemini.Types)
	}
	if d := c.Gemini.Dedicated["org_big"]; d.APIKey != "secret-big" || d.Model != "gemini-1.5-pro" {
		t.Errorf("dedicated = %+v", c.Gemini.Dedicated)
	}
	if _, err := parse(func(k string) string {
		return map[string]string{"PAPIERKRAM_GEMINI_DEDICATED": "org_x=UNSET"}[k]
	}); err == nil {
		t.Error("dedicated provider with an empty key variable accepted")
	}
	if err := c.CheckServe(); err != nil {
		t.Error(err)
	}
	if c, err := parse(func(k string) string {
		return map[string]string{"PAPIERKRAM_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7 ,::1"}[k]
	}); err != nil || len(c.TrustedProxies) != 3 || c.TrustedProxies[1].String() != "192.168.1.7/32" || c.TrustedProxies[2].String() != "::1/128" {
		t.Errorf("trusted proxies = %v, %v", c.TrustedProxies, err)
	}
	if c.MemoryLimitMB != 900 {
		t.Errorf("default memory limit %d MiB, want 900", c.MemoryLimitMB)
	}
	if c, _ := parse(func(k string) string { return map[string]string{"GOMEMLIMIT": "2GiB"}[k] }); c.MemoryLimitMB != 0 {
		t.Errorf("GOMEMLIMIT set, yet the service would override it with %d MiB", c.MemoryLimitMB)
	}
	for _, bad := range []map[string]string{
		{"PAPIERKRAM_PROCESSING_TIMEOUT": "soon"},
		{"PAPIERKRAM_OCR_WORKERS": "-1"},
		{"PAPIERKRAM_MEMORY_LIMIT_MB": "lots"},
		{"PAPIERKRAM_TRUSTED_PROXIES": "10.0.0.0/8, proxy.local"},
	} {
		if _, err := parse(func(k string) string { return bad[k] }); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	c, _ = parse(func(k string) string { return map[string]string{"STRIPE_SECRET_KEY": "sk"}[k] })
	if c.CheckServe() == nil {
		t.Error("missing database URL / webhook secret accepted")
	}
}
