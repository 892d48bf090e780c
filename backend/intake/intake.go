// Package intake turns uploaded bytes (PDF, JPEG, PNG) into a
// *document.Document: pages of words with boxes. PDF text layers are read
// with poppler; pages without a usable text layer and images go through the
// OCR engine. Every external tool runs as a bounded subprocess (see package
// sandbox) and every temporary file is removed before Read returns: uploads
// are never stored.
package intake

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/intake/sandbox"
	"papierkram/backend/ocr"
	"papierkram/backend/problem"
)

// Config holds the limits the spec leaves open (documented in docs/intake.md).
// Zero values take the defaults.
type Config struct {
	// MaxPages is the most pages a PDF may have (default 50).
	MaxPages int
	// MaxOCRPages is the most pages of one document that may need OCR
	// (default 20; about 15 s of CPU on two cores).
	MaxOCRPages int
	// MaxPixels bounds one image or rendered page (default 40 megapixels,
	// a 600 dpi A4 page is 35 MP). Checked from the header before decoding.
	MaxPixels int64
	// MaxSide bounds the width and height of an image (default 20,000 px).
	MaxSide int
	// Timeout is the processing deadline of one Read (default 60 s).
	Timeout time.Duration
	// ToolMemory is the address-space limit of each subprocess (default 1 GiB).
	ToolMemory int64
	// TextCPU is the CPU time pdfinfo, pdftotext and pdfimages may use on
	// one document (default 2 s; a normal 50-page statement needs ~0.2 s).
	// Nesting hidden in compressed streams, which the raw pre-check cannot
	// see, is stopped here.
	TextCPU time.Duration
	// RenderCPU is the CPU time pdftoppm may use per page (default 10 s;
	// a normal page needs 0.1–0.5 s at 300 dpi).
	RenderCPU time.Duration
	// RenderDPI is the resolution PDF pages are rendered at for OCR (default 300).
	RenderDPI int
	// MinWords is how many real words a PDF page's text layer needs to be
	// used instead of OCR (default 8).
	MinWords int
	// TempDir holds the per-request scratch directory (default os.TempDir()).
	TempDir string
}

func (c Config) withDefaults() Config {
	if c.MaxPages <= 0 {
		c.MaxPages = 50
	}
	if c.MaxOCRPages <= 0 {
		c.MaxOCRPages = 20
	}
	if c.MaxPixels <= 0 {
		c.MaxPixels = 40_000_000
	}
	if c.MaxSide <= 0 {
		c.MaxSide = 20_000
	}
	if c.Timeout <= 0 {
		c.Timeout = 60 * time.Second
	}
	if c.ToolMemory <= 0 {
		c.ToolMemory = 1 << 30
	}
	if c.TextCPU <= 0 {
		c.TextCPU = 2 * time.Second
	}
	if c.RenderCPU <= 0 {
		c.RenderCPU = 10 * time.Second
	}
	if c.RenderDPI <= 0 {
		c.RenderDPI = 300
	}
	if c.MinWords <= 0 {
		c.MinWords = 8
	}
	if c.TempDir == "" {
		c.TempDir = os.TempDir()
	}
	return c
}

// Reader reads uploaded documents. It is safe for concurrent use.
type Reader struct {
	cfg    Config
	ocr    *ocr.Engine
	runner *sandbox.Runner
}

// New returns a Reader. ocr may be nil; pages that need OCR then fail with
// processing_failed.
func New(cfg Config, engine *ocr.Engine) *Reader {
	return &Reader{cfg: cfg.withDefaults(), ocr: engine, runner: sandbox.New()}
}

// errTimeout is the cause of Read's own deadline, told apart from the
// caller's cancellation.
var errTimeout = errors.New("intake: processing deadline exceeded")

// errNoOCR: the Reader was built without an OCR engine and a page needs one.
var errNoOCR = errors.New("intake: page needs OCR but no OCR engine is configured")

// Read sniffs data's type and returns its pages of words. Errors are
// *problem.Error values: invalid_request for files that cannot be read
// (with a detail a person understands), overloaded when the OCR queue is
// full, processing_failed for faults of our own. A cancelled ctx returns
// ctx's error.
func (r *Reader) Read(ctx context.Context, data []byte) (*document.Document, error) {
	if len(data) == 0 {
		return nil, problem.New(problem.InvalidRequest, "The file is empty.")
	}
	format, what := Sniff(data)
	if format == "" {
		return nil, problem.Errorf(problem.InvalidRequest, "The file is not a PDF, JPEG or PNG (detected: %s).", what)
	}
	ctx, cancel := context.WithTimeoutCause(ctx, r.cfg.Timeout, errTimeout)
	defer cancel()

	var doc *document.Document
	var err error
	switch format {
	case "pdf":
		doc, err = r.readPDF(ctx, data)
	default:
		doc, err = r.readImage(ctx, data, format)
	}
	if err != nil {
		return nil, r.classify(ctx, err)
	}
	doc.Format = format
	return doc, nil
}

// classify turns deadline errors into their API meaning; problem errors pass.
func (r *Reader) classify(ctx context.Context, err error) error {
	var pe *problem.Error
	if errors.As(err, &pe) {
		return err
	}
	if errors.Is(context.Cause(ctx), errTimeout) {
		return problem.Wrap(problem.InvalidRequest,
			fmt.Sprintf("The document could not be processed within %d seconds; it is too large or too complex.", int(r.cfg.Timeout.Seconds())), err)
	}
	if ctx.Err() != nil {
		return fmt.Errorf("intake: %w", err)
	}
	return problem.Wrap(problem.ProcessingFailed, "The document could not be processed. Please try again later.", err)
}
