package main

import (
	"context"
	"fmt"
	"log/slog"

	"papierkram/backend/config"
	"papierkram/backend/letters"
	"papierkram/backend/llm"
	"papierkram/backend/llm/gemini"
)

// newLetters returns the letter analyser (the built-in rule engine, with
// Gemini writing summary and sections when configured) and the analysers
// with a dedicated provider per Enterprise organization.
func newLetters(ctx context.Context, cfg config.Config, log *slog.Logger) (*letters.Analyzer, map[string]*letters.Analyzer, error) {
	shared, err := lettersWith(ctx, cfg.Gemini, cfg.Gemini.Types, log)
	if err != nil {
		return nil, nil, err
	}
	dedicated := map[string]*letters.Analyzer{}
	for orgID, g := range cfg.Gemini.Dedicated {
		// A dedicated provider serves every letter type of its organization.
		a, err := lettersWith(ctx, g, nil, log.With("org_id", orgID))
		if err != nil {
			return nil, nil, fmt.Errorf("dedicated provider of %s: %w", orgID, err)
		}
		dedicated[orgID] = a
	}
	return shared, dedicated, nil
}

func lettersWith(ctx context.Context, g config.Gemini, types []string, log *slog.Logger) (*letters.Analyzer, error) {
	lc := letters.Config{Logger: log}
	if g.APIKey != "" {
		p, err := gemini.New(ctx, llm.Config{APIKey: g.APIKey, Model: g.Model, Types: types, Endpoint: g.Endpoint, Timeout: g.Timeout})
		if err != nil {
			return nil, fmt.Errorf("configure Gemini: %w", err)
		}
		lc.AI = p
		log.Info("letter analysis uses Gemini", "model", g.Model, "types", types)
	}
	return letters.New(lc), nil
}
