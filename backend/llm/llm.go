// Package llm is the small seam between the letter analysers and a
// generative AI provider. The analysers depend only on Provider; the
// Gemini implementation lives in llm/gemini (generative-ai-go, deprecated
// upstream in favour of google.golang.org/genai) and can be swapped
// without touching them.
package llm

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"
)

// Request is one letter for the provider: its type, its text per page
// (index 0 = page 1) and the key_numbers names the provider may propose.
type Request struct {
	DocType string
	Pages   []string
	Keys    []string
}

// Section is a titled passage with its page.
type Section struct {
	Title string `json:"title"`
	Text  string `json:"text"`
	Page  int    `json:"page"`
}

// KeyNumber is a proposed value with the page it was read from.
type KeyNumber struct {
	Value string `json:"value"`
	Page  int    `json:"page"`
}

// Result is what a provider may contribute. Deadlines and flags are not
// part of it on purpose: they are computed by the rule engine.
type Result struct {
	Summary    string
	Sections   []Section
	KeyNumbers map[string]KeyNumber
}

// Provider analyses a letter.
type Provider interface {
	// Enabled reports whether the provider is configured for docType.
	Enabled(docType string) bool
	// Analyze returns the provider's summary, sections and key numbers.
	Analyze(ctx context.Context, req Request) (*Result, error)
}

// ErrNotConfigured is returned by a provider constructor for an empty
// configuration.
var ErrNotConfigured = errors.New("llm: no API key configured")

// Config configures the Gemini provider (llm/gemini). The service fills it from the
// environment (see docs/letters.md):
//
//	PAPIERKRAM_GEMINI_API_KEY   API key; empty disables the provider
//	PAPIERKRAM_GEMINI_MODEL     model name (default gemini-1.5-flash)
//	PAPIERKRAM_GEMINI_TYPES     comma-separated document types (default: all five letter types)
//	PAPIERKRAM_GEMINI_ENDPOINT  API endpoint override (EU regional endpoint, tests)
//	PAPIERKRAM_GEMINI_TIMEOUT   per-call timeout, Go duration (default 20s)
//
// Enterprise organisations carry their own Config (spec 1.6); the caller
// builds a Provider from it and passes it to letters.New.
type Config struct {
	APIKey   string
	Model    string
	Types    []string
	Endpoint string
	Timeout  time.Duration
}

// DefaultModel is used when Config.Model is empty.
const DefaultModel = "gemini-1.5-flash"

// ParseTypes splits a comma-separated PAPIERKRAM_GEMINI_TYPES value.
func ParseTypes(s string) []string {
	var out []string
	for _, t := range strings.Split(s, ",") {
		if t = strings.TrimSpace(strings.ToLower(t)); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// TypeEnabled reports whether docType is in types (empty types = all).
func TypeEnabled(types []string, docType string) bool {
	return len(types) == 0 || slices.Contains(types, docType)
}
