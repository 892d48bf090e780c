package server_test

// Findings of the hardening work in code owned by others (docs/hardening.md,
// "Findings for other owners"). A finding still open is gated: skipped in
// `make test` so that the suite stays green while the fix is routed, run with
//
//	PAPIERKRAM_FINDINGS=1 go test -run TestFinding -v ./backend/server/
//
// Fixed findings lose the gate and stay as regression tests.

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"testing"
	"time"

	"connectrpc.com/connect"

	"papierkram/backend/analysis"
	"papierkram/backend/intake"
	"papierkram/backend/ocr"
	"papierkram/backend/openapi"
	"papierkram/backend/problem"
	"papierkram/backend/server"
	"papierkram/backend/usage"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
	"papierkram/proto/gen/papierkram/v1/papierkramv1connect"
)

func findingGate(t *testing.T, owner string) {
	t.Helper()
	if os.Getenv("PAPIERKRAM_FINDINGS") != "1" {
		t.Skipf("known finding routed to %s (docs/hardening.md); PAPIERKRAM_FINDINGS=1 runs it", owner)
	}
}

// TestFindingOpenAPIMegapixelLimit: an image within the limit the OpenAPI
// description states is accepted (fixed in 0e38f2b: the document said
// 100 MP, intake enforces 40 MP).
func TestFindingOpenAPIMegapixelLimit(t *testing.T) {
	m := regexp.MustCompile(`(\d+) megapixels`).FindSubmatch(openapi.Document())
	if m == nil {
		t.Skip("the OpenAPI document names no megapixel limit")
	}
	documented, _ := strconv.Atoi(string(m[1]))
	e, _ := newRealEnv(t, realOpts{})
	_, key := e.paidOrg(usage.Pro)
	// A square image just inside the documented limit (and under 20,000 px per side).
	side := 100
	for (side+100)*(side+100) < documented*1_000_000 && side+100 < 20_000 {
		side += 100
	}
	body, ct := form("kontoauszug", "scan.png", "image/png", pngBomb(side, side, 8, 0))
	res, m2 := e.post(key, body, ct)
	if res.StatusCode == 400 {
		t.Errorf("a %d × %d image (%.0f MP, documented limit %d MP) is refused: %v", side, side, float64(side*side)/1e6, documented, m2["detail"])
	}
}

// TestFindingImageDecodeMemory: a PNG inside the pixel limit but with 16-bit
// RGBA samples must not be decoded in the service process at 8 bytes per
// pixel (fixed in 87ed94c: decoded bytes bounded from the header; it was
// 343 MiB for this file).
func TestFindingImageDecodeMemory(t *testing.T) {
	requireTools(t, "tesseract")
	engine, err := ocr.New(ocr.Config{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := intake.New(intake.Config{TempDir: t.TempDir()}, engine)
	data := pngBomb(6300, 6300, 16, 6)
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	_, err = r.Read(ctx, data)
	runtime.ReadMemStats(&after)
	alloc := (after.TotalAlloc - before.TotalAlloc) >> 20
	t.Logf("Read of a %d-byte PNG (6,300² RGBA16): %v; %d MiB allocated in-process", len(data), err, alloc)
	const budget = 128 // MiB: a 40 MP grey page is 40 MB; allow one colour copy
	if alloc > budget {
		t.Errorf("%d MiB allocated in the service process for one image (budget %d MiB); bound decoded bytes by bit depth and colour type from IHDR, or decode in the sandbox", alloc, budget)
	}
}

// TestFindingSniffersAgree: the API's sniffer and intake's agree on a PNG
// that has "%PDF-" in its first kilobyte (fixed in 0e38f2b/87ed94c: one
// sniffer; before, the file was validated as PNG and read as PDF).
func TestFindingSniffersAgree(t *testing.T) {
	data := pdfInPNG(t, []byte("%PDF-1.7\n%%EOF\n"))
	api, err := analysis.Sniff(data)
	in, _ := intake.Sniff(data)
	if err != nil || api != in {
		t.Errorf("analysis.Sniff = %q (%v), intake.Sniff = %q: the file is validated as one type and processed as another", api, err, in)
	}
}

// TestFindingConnectOversizeParity: over REST an 11 MB file is 400
// invalid_request; over Connect it must be invalid_argument with the same
// ErrorInfo code (fixed in 8f49317; it was HTTP 429 resource_exhausted
// without ErrorInfo).
func TestFindingConnectOversizeParity(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	_, key := e.paidOrg(usage.Pro)
	client := papierkramv1connect.NewAnalysisServiceClient(http.DefaultClient, e.srv.URL, withHeaders(bearerH(key)))
	big := append([]byte("%PDF-1.7\n"), make([]byte, 11<<20)...)
	_, err := client.Analyze(context.Background(), connect.NewRequest(&papierkramv1.AnalyzeRequest{DocumentType: "kontoauszug", File: big}))
	if code := connectCode(err); code != "invalid_request" || connect.CodeOf(err) != connect.CodeInvalidArgument {
		t.Errorf("11 MB file over Connect: %v (ErrorInfo code %q); want invalid_argument with ErrorInfo invalid_request, as REST's 400", err, code)
	}
}

// TestFindingConnectGzipBombCPU: connect-go keeps inflating a gzip request
// body past the read limit to report its size, so a 4 MB body costs seconds
// of CPU inflating 4 GiB (a 10 MB body ~10 GiB).
func TestFindingConnectGzipBombCPU(t *testing.T) {
	// Fixed: gzip request compression is off on the AnalysisService handler.
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	_, key := e.paidOrg(usage.Pro)
	req, _ := http.NewRequest("POST", e.srv.URL+"/papierkram.v1.AnalysisService/Analyze", bytes.NewReader(gzipZeros(4<<30)))
	req.Header.Set("Content-Type", "application/proto")
	req.Header.Set("Content-Encoding", "gzip")
	req.Header.Set("Authorization", "Bearer "+key)
	start := time.Now()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if took := time.Since(start); took > time.Second {
		t.Errorf("a 4 MB gzip body took %v (status %d): inflation is not stopped at the 10 MB limit; disable request compression for AnalysisService (connect.WithCompression(\"gzip\", nil, nil)) or register a bounded decompressor", took, res.StatusCode)
	}
}

// TestFindingCompressedNestingCPU: brackets inside a Flate-compressed
// content stream pass intake's raw nesting pre-check; the tools' CPU limit
// must stop them well before the deadline (fixed in 1ace9b0; before, 4.5 kB
// cost 16 s of tools and larger files ran to the deadline).
func TestFindingCompressedNestingCPU(t *testing.T) {
	requireTools(t, "pdfinfo", "pdftotext", "pdftoppm", "tesseract")
	engine, err := ocr.New(ocr.Config{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	// 20,000,000 levels: ~30 s of pdftotext CPU without a limit, so only
	// the CPU limit (not the 60 s deadline) can end it within 30 s.
	r := intake.New(intake.Config{TempDir: t.TempDir(), Timeout: 60 * time.Second}, engine)
	data := nestedContentPDF(20_000_000)
	start := time.Now()
	_, err = r.Read(context.Background(), data)
	took := time.Since(start)
	t.Logf("%d-byte PDF: %v after %v", len(data), err, took.Round(time.Millisecond))
	if took > 30*time.Second || !problem.Is(err, problem.InvalidRequest) {
		t.Errorf("a %d-byte PDF took %v of tool time; bound tool CPU (prlimit --cpu) or look inside compressed streams", len(data), took.Round(time.Millisecond))
	}
}

// chunkedTransport sends every request body with unknown length
// (Transfer-Encoding: chunked), as streaming clients do.
type chunkedTransport struct{}

func (chunkedTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Body != nil {
		r = r.Clone(r.Context())
		r.Body = io.NopCloser(io.MultiReader(r.Body))
		r.ContentLength = -1
	}
	return http.DefaultTransport.RoundTrip(r)
}

// TestConnectChunkedOversize: an oversized upload without Content-Length
// gets the same invalid_request ErrorInfo as a declared one (it was
// connect-go's resource_exhausted without ErrorInfo), and a chunked upload
// within the limit is still served.
func TestConnectChunkedOversize(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	_, key := e.paidOrg(usage.Pro)
	client := papierkramv1connect.NewAnalysisServiceClient(&http.Client{Transport: chunkedTransport{}}, e.srv.URL, withHeaders(bearerH(key)))
	for _, tc := range []struct {
		name string
		size int
		want string
	}{
		{"13 MB", 13 << 20, "invalid_request"},
		{"11 MB", 11 << 20, "invalid_request"},
		{"small", 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := append([]byte("%PDF-1.7\n"), make([]byte, tc.size)...)
			_, err := client.Analyze(context.Background(), connect.NewRequest(&papierkramv1.AnalyzeRequest{DocumentType: "kontoauszug", File: file}))
			if tc.want == "" {
				if err != nil {
					t.Fatalf("chunked upload within the limit: %v", err)
				}
				return
			}
			if code := connectCode(err); code != tc.want || connect.CodeOf(err) != connect.CodeInvalidArgument {
				t.Errorf("chunked %s upload: %v (ErrorInfo code %q); want invalid_argument with ErrorInfo %s", tc.name, err, code, tc.want)
			}
		})
	}
}
