// Package rest is the spec's REST/JSON door: thin net/http adapters that
// decode the spec's request shapes, call the same Go methods as the Connect
// handlers and encode the spec's response shapes. Errors are RFC 9457
// application/problem+json with the spec's code.
package rest

import (
	"encoding/json"
	"net/http"
	"strconv"

	"papierkram/backend/problem"
	"papierkram/backend/requestid"
)

// Problem is the RFC 9457 body, extended with the spec's code and the request id.
type Problem struct {
	Type      string `json:"type"`
	Title     string `json:"title"`
	Status    int    `json:"status"`
	Detail    string `json:"detail"`
	Code      string `json:"code"`
	RequestID string `json:"request_id"`
}

// ProblemType is the documentation URI of an error code (a URI reference
// resolved against the service's own address, RFC 9457 §3.1.1).
func ProblemType(c problem.Code) string { return "/docs#error-" + string(c) }

// WriteProblem writes err as problem+json.
func WriteProblem(w http.ResponseWriter, r *http.Request, err error) {
	p := problem.From(err)
	status := p.Code.Status()
	h := w.Header()
	h.Set("Content-Type", "application/problem+json")
	h.Set("Cache-Control", "no-store")
	if p.RetryAfter > 0 {
		h.Set("Retry-After", strconv.Itoa(p.RetryAfter))
	}
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(Problem{ //nolint:errcheck // the client is gone if this fails
		Type:      ProblemType(p.Code),
		Title:     p.Code.Title(),
		Status:    status,
		Detail:    p.Detail,
		Code:      string(p.Code),
		RequestID: requestid.From(r.Context()),
	})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(v) //nolint:errcheck // the client is gone if this fails
}
