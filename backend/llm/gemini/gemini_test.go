package gemini

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"papierkram/backend/llm"
)

// fakeGemini speaks the Gemini REST wire format for generateContent.
func fakeGemini(t *testing.T, status int, modelJSON string, calls *atomic.Int32) *httptest.Server {
	t.Helper()
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		if !strings.HasSuffix(r.URL.Path, ":generateContent") {
			http.Error(w, `{"error":{"code":404,"message":"not found","status":"NOT_FOUND"}}`, http.StatusNotFound)
			return
		}
		if got := r.Header.Get("x-goog-api-key"); got != "test-key" && r.URL.Query().Get("key") != "test-key" {
			t.Errorf("API key not sent (header %q)", got)
		}
		body, _ := io.ReadAll(r.Body)
		var req struct {
			GenerationConfig struct {
				ResponseMimeType string          `json:"responseMimeType"`
				ResponseSchema   json.RawMessage `json:"responseSchema"`
			} `json:"generationConfig"`
			SystemInstruction json.RawMessage `json:"systemInstruction"`
			Contents          []struct {
				Parts []struct {
					Text string `json:"text"`
				} `json:"parts"`
			} `json:"contents"`
		}
		if err := json.Unmarshal(body, &req); err != nil {
			t.Errorf("request body: %v", err)
		}
		if req.GenerationConfig.ResponseMimeType != "application/json" || len(req.GenerationConfig.ResponseSchema) == 0 {
			t.Errorf("JSON mode not requested: %s", body)
		}
		if len(req.Contents) == 0 || !strings.Contains(req.Contents[0].Parts[0].Text, "--- Seite 1 ---") {
			t.Errorf("document text missing: %s", body)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		if status != http.StatusOK {
			io.WriteString(w, `{"error":{"code":500,"message":"boom","status":"INTERNAL"}}`)
			return
		}
		resp := map[string]any{"candidates": []any{map[string]any{
			"content":      map[string]any{"role": "model", "parts": []any{map[string]any{"text": modelJSON}}},
			"finishReason": "STOP", "index": 0,
		}}}
		json.NewEncoder(w).Encode(resp)
	}))
}

func TestGeminiAnalyze(t *testing.T) {
	var calls atomic.Int32
	srv := fakeGemini(t, http.StatusOK, `{"summary":"Ein Bußgeldbescheid über 115,00 €.","sections":[{"title":"Tatvorwurf","text":"Zu schnell innerorts.","page":1}],"key_numbers":[{"name":"bussgeld","value":"115,00","page":1}]}`, &calls)
	defer srv.Close()
	g, err := New(context.Background(), llm.Config{APIKey: "test-key", Endpoint: srv.URL, Types: []string{"bussgeldbescheid"}})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if !g.Enabled("bussgeldbescheid") || g.Enabled("mahnung") {
		t.Error("type filter")
	}
	res, err := g.Analyze(context.Background(), llm.Request{DocType: "bussgeldbescheid", Pages: []string{"Bußgeldbescheid\nGeldbuße 115,00 €"}, Keys: []string{"bussgeld", "punkte"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Summary == "" || len(res.Sections) != 1 || res.KeyNumbers["bussgeld"].Value != "115,00" {
		t.Errorf("result = %+v", res)
	}
	if calls.Load() != 1 {
		t.Errorf("calls = %d", calls.Load())
	}
}

func TestGeminiFailures(t *testing.T) {
	var calls atomic.Int32
	for _, tt := range []struct {
		name   string
		status int
		body   string
	}{
		{"server error", http.StatusInternalServerError, ""},
		{"not JSON", http.StatusOK, "Hier ist Ihre Zusammenfassung."},
	} {
		srv := fakeGemini(t, tt.status, tt.body, &calls)
		g, err := New(context.Background(), llm.Config{APIKey: "test-key", Endpoint: srv.URL, Timeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Analyze(context.Background(), llm.Request{DocType: "mahnung", Pages: []string{"x"}}); err == nil {
			t.Errorf("%s: want error", tt.name)
		}
		g.Close()
		srv.Close()
	}
}

func TestNotConfigured(t *testing.T) {
	if _, err := New(context.Background(), llm.Config{}); !errors.Is(err, llm.ErrNotConfigured) {
		t.Errorf("err = %v", err)
	}
	if got := llm.ParseTypes(" Mahnung, kuendigung ,,"); len(got) != 2 || got[0] != "mahnung" {
		t.Errorf("ParseTypes = %v", got)
	}
}
