// Package gemini implements llm.Provider with the Gemini API through
// github.com/google/generative-ai-go (deprecated upstream; successor
// google.golang.org/genai). Only this package imports the SDK, so the
// provider can be replaced without touching the analysers.
package gemini

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/generative-ai-go/genai"
	"google.golang.org/api/option"

	"papierkram/backend/llm"
)

// Provider is an llm.Provider backed by the Gemini API (JSON mode with a response
// schema). It is safe for concurrent use.
type Provider struct {
	client  *genai.Client
	model   string
	types   []string
	timeout time.Duration
}

// New returns a Gemini provider, or llm.ErrNotConfigured when cfg has no
// API key. Close it when done.
func New(ctx context.Context, cfg llm.Config) (*Provider, error) {
	if strings.TrimSpace(cfg.APIKey) == "" {
		return nil, llm.ErrNotConfigured
	}
	opts := []option.ClientOption{option.WithAPIKey(cfg.APIKey)}
	// option.WithHTTPClient would drop the API key; the endpoint option
	// keeps it and is all tests and regional endpoints need.
	if cfg.Endpoint != "" {
		opts = append(opts, option.WithEndpoint(cfg.Endpoint))
	}
	c, err := genai.NewClient(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("llm: gemini client: %w", err)
	}
	g := &Provider{client: c, model: cfg.Model, types: cfg.Types, timeout: cfg.Timeout}
	if g.model == "" {
		g.model = llm.DefaultModel
	}
	if g.timeout <= 0 {
		g.timeout = 20 * time.Second
	}
	return g, nil
}

// Close releases the client's connections.
func (g *Provider) Close() error { return g.client.Close() }

// Enabled implements llm.Provider.
func (g *Provider) Enabled(docType string) bool { return llm.TypeEnabled(g.types, docType) }

const systemPrompt = `Du erklärst Menschen in Deutschland amtliche und geschäftliche Briefe in einfachem, klarem Deutsch.
Antworte ausschließlich im vorgegebenen JSON-Schema.
- summary: 2 bis 5 kurze Sätze: Was ist das für ein Schreiben, um wie viel Geld geht es, bis wann muss man handeln.
- sections: die wichtigsten Abschnitte des Schreibens mit kurzer Überschrift, sinngemäßem Inhalt und Seitenzahl.
- key_numbers: nur Werte, die wörtlich im Text stehen, mit Seitenzahl. Beträge im Format 1.234,56, Daten als TT.MM.JJJJ.
Berechne keine Fristen und erfinde keine Zahlen. Wenn etwas nicht im Text steht, lass es weg.`

func (g *Provider) schema(keys []string) *genai.Schema {
	str := &genai.Schema{Type: genai.TypeString}
	page := &genai.Schema{Type: genai.TypeInteger}
	name := &genai.Schema{Type: genai.TypeString}
	if len(keys) > 0 {
		name = &genai.Schema{Type: genai.TypeString, Format: "enum", Enum: keys}
	}
	return &genai.Schema{
		Type: genai.TypeObject,
		Properties: map[string]*genai.Schema{
			"summary": str,
			"sections": {Type: genai.TypeArray, Items: &genai.Schema{Type: genai.TypeObject,
				Properties: map[string]*genai.Schema{"title": str, "text": str, "page": page}, Required: []string{"title", "text", "page"}}},
			"key_numbers": {Type: genai.TypeArray, Items: &genai.Schema{Type: genai.TypeObject,
				Properties: map[string]*genai.Schema{"name": name, "value": str, "page": page}, Required: []string{"name", "value", "page"}}},
		},
		Required: []string{"summary", "sections", "key_numbers"},
	}
}

// wire is the JSON the model returns.
type wire struct {
	Summary    string        `json:"summary"`
	Sections   []llm.Section `json:"sections"`
	KeyNumbers []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
		Page  int    `json:"page"`
	} `json:"key_numbers"`
}

// Analyze implements llm.Provider.
func (g *Provider) Analyze(ctx context.Context, req llm.Request) (*llm.Result, error) {
	ctx, cancel := context.WithTimeout(ctx, g.timeout)
	defer cancel()
	m := g.client.GenerativeModel(g.model)
	m.SystemInstruction = genai.NewUserContent(genai.Text(systemPrompt))
	m.ResponseMIMEType = "application/json"
	m.ResponseSchema = g.schema(req.Keys)
	m.SetTemperature(0)
	var b strings.Builder
	fmt.Fprintf(&b, "Dokumenttyp: %s\n", req.DocType)
	for i, p := range req.Pages {
		fmt.Fprintf(&b, "\n--- Seite %d ---\n%s", i+1, p)
	}
	resp, err := m.GenerateContent(ctx, genai.Text(b.String()))
	if err != nil {
		return nil, fmt.Errorf("llm: gemini generate: %w", err)
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].Content == nil {
		return nil, errors.New("llm: gemini returned no candidate")
	}
	var text strings.Builder
	for _, p := range resp.Candidates[0].Content.Parts {
		if t, ok := p.(genai.Text); ok {
			text.WriteString(string(t))
		}
	}
	var w wire
	if err := json.Unmarshal([]byte(text.String()), &w); err != nil {
		return nil, fmt.Errorf("llm: gemini response is not the requested JSON: %w", err)
	}
	res := &llm.Result{Summary: w.Summary, Sections: w.Sections, KeyNumbers: map[string]llm.KeyNumber{}}
	for _, k := range w.KeyNumbers {
		if k.Name != "" && k.Value != "" {
			res.KeyNumbers[k.Name] = llm.KeyNumber{Value: k.Value, Page: k.Page}
		}
	}
	return res, nil
}
