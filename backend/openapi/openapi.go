// Package openapi serves the hand-written OpenAPI 3.1 description of the
// REST paths (spec 9). It is the contract the test suite validates every
// REST response against.
package openapi

import (
	_ "embed"
	"net/http"
)

//go:embed openapi.json
var document []byte

// Document returns the OpenAPI document.
func Document() []byte { return document }

// Handler serves the document without authentication.
func Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "public, max-age=300")
		w.Write(document) //nolint:errcheck
	})
}
