// Package openapitest checks HTTP traffic against the service's OpenAPI
// document. Tests wrap their client's transport with Transport so that every
// REST response they receive is validated; drift between the code and the
// contract then fails the test that saw it.
package openapitest

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"

	"papierkram/backend/openapi"
)

var (
	once sync.Once
	val  validator.Validator
	errs []error
)

// Validator returns the validator for the embedded document; it fails t
// when the document itself is not valid OpenAPI 3.1.
func Validator(t testing.TB) validator.Validator {
	t.Helper()
	once.Do(func() {
		doc, err := libopenapi.NewDocument(openapi.Document())
		if err != nil {
			errs = []error{err}
			return
		}
		val, errs = validator.NewValidator(doc)
	})
	if len(errs) > 0 {
		t.Fatalf("openapi document: %v", errs)
	}
	return val
}

// Transport validates every response to a /api/v1/ path.
type Transport struct {
	T    testing.TB
	Base http.RoundTripper
	// Checked counts validated responses.
	mu      sync.Mutex
	checked int
}

// Checked returns how many responses were validated.
func (tr *Transport) Checked() int { tr.mu.Lock(); defer tr.mu.Unlock(); return tr.checked }

// RoundTrip implements http.RoundTripper.
func (tr *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	base := tr.Base
	if base == nil {
		base = http.DefaultTransport
	}
	res, err := base.RoundTrip(req)
	if err != nil || !strings.HasPrefix(req.URL.Path, "/api/v1/") || req.URL.Path == "/api/v1/billing/webhook" {
		return res, err
	}
	body, rerr := io.ReadAll(res.Body)
	res.Body.Close()
	if rerr != nil {
		return nil, rerr
	}
	res.Body = io.NopCloser(bytes.NewReader(body))
	if err := Check(tr.T, req, res, body); err != nil {
		tr.T.Errorf("%s %s -> %d: response violates the OpenAPI document: %v\nbody: %.500s", req.Method, req.URL.Path, res.StatusCode, err, body)
	}
	res.Body = io.NopCloser(bytes.NewReader(body))
	tr.mu.Lock()
	tr.checked++
	tr.mu.Unlock()
	return res, nil
}

// Check validates one response. The request URL is rewritten to the
// document's relative server ("/") so the validator matches its paths.
func Check(t testing.TB, req *http.Request, res *http.Response, body []byte) error {
	v := Validator(t)
	r2 := req.Clone(req.Context())
	r2.URL = &url.URL{Path: req.URL.Path, RawQuery: req.URL.RawQuery}
	r2.Body = http.NoBody
	res.Body = io.NopCloser(bytes.NewReader(body))
	ok, verrs := v.ValidateHttpResponse(r2, res)
	if ok {
		return nil
	}
	var b strings.Builder
	for _, e := range verrs {
		fmt.Fprintf(&b, "%s (%s); ", e.Message, e.Reason)
		for _, se := range e.SchemaValidationErrors {
			fmt.Fprintf(&b, "[%s at %s] ", se.Reason, se.FieldPath)
		}
	}
	return fmt.Errorf("%s", b.String())
}
