// Package analysis is the document pipeline behind the Analyze endpoint:
// intake (text layer or OCR) followed by the statement extractor or the
// letter analysers, with the per-request deadline and the conversion to the
// API's response message.
package analysis

import (
	"context"
	"slices"
	"strings"

	"papierkram/backend/intake"
	"papierkram/backend/problem"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Types are the spec's six document types (spec 1.3).
var Types = []string{"kontoauszug", "steuerbescheid", "lohnabrechnung", "mahnung", "kuendigung", "bussgeldbescheid"}

// MaxFileSize is the upload limit (spec 8).
const MaxFileSize = 10 << 20

// ValidType reports whether t is one of Types.
func ValidType(t string) bool { return slices.Contains(Types, t) }

// CheckType returns document_type_unsupported for anything but Types.
func CheckType(t string) error {
	if t == "" {
		return problem.New(problem.InvalidRequest, "The field document_type is missing. Use one of: "+strings.Join(Types, ", ")+".")
	}
	if !ValidType(t) {
		return problem.New(problem.DocumentTypeUnsupported, "document_type must be one of: "+strings.Join(Types, ", ")+".")
	}
	return nil
}

// CheckFile validates an upload before any processing: size, and a format
// decided by content sniffing (intake.Sniff, the same sniffer intake uses),
// never by the client's Content-Type or file name.
func CheckFile(data []byte) error {
	if len(data) > MaxFileSize {
		return problem.New(problem.InvalidRequest, "The file is larger than 10 MB.")
	}
	format, what := intake.Sniff(data)
	if format == "" {
		if len(data) == 0 {
			return problem.New(problem.InvalidRequest, "The file is empty.")
		}
		return problem.Errorf(problem.InvalidRequest, "The file is not a PDF, JPEG or PNG (detected: %s).", what)
	}
	return nil
}

// Sniff returns the format CheckFile accepts ("pdf", "jpeg", "png"), or
// its error.
func Sniff(data []byte) (string, error) {
	if err := CheckFile(data); err != nil {
		return "", err
	}
	format, _ := intake.Sniff(data)
	return format, nil
}

// Unavailable is the pipeline used until a real one is configured: it
// answers processing_failed and never a made-up result.
type Unavailable struct{}

// Analyze implements the pipeline interface.
func (Unavailable) Analyze(ctx context.Context, docType string, data []byte) (*papierkramv1.AnalyzeResponse, error) {
	return nil, problem.New(problem.ProcessingFailed, "Document processing is not available on this deployment.")
}
