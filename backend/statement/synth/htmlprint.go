package synth

// Browser-printed statements. Fintech apps and every online banking's
// "Umsätze drucken" page produce their PDFs from HTML through a headless
// Chromium: embedded subset TrueType fonts with ToUnicode maps, kerning,
// ligatures, letter-spacing, table cells that wrap where the browser
// breaks them, a table head repeated on every page. A statement whose HTML
// is set is printed that way instead of being drawn with fpdf.
//
// Pages: the browser paginates, so the page count of an HTML statement is
// known only once it is printed. Generate leaves Truth.Pages at 0 for
// them; PDF (and Scanned, which calls it) prints the statement once,
// keeps the bytes and sets Truth.Pages to the printed PDF's page count.
//
// The printed text depends only on the HTML, the installed fonts (the
// layouts name only fonts `make deps` installs: DejaVu, Nimbus, URW, C059,
// P052; no web fonts, no network) and the Chromium version. Chromium
// stamps the time into /CreationDate and /ModDate; PrintHTML overwrites
// both with a fixed date of the same length, so the bytes repeat too on
// one machine.
//
// Cache: printing takes about 5 s a statement, so PrintHTML keeps every
// print on disk, keyed by the SHA-256 of printCacheVersion and the HTML,
// in $PAPIERKRAM_SYNTH_CACHE or else os.UserCacheDir()/papierkram-synth-print
// ("off" disables it). A repeated eval run reads the PDFs from there and
// starts no Chromium. The key does not hold the Chromium or font
// versions: after upgrading either, delete the directory (or bump
// printCacheVersion when the print's post-processing here changes).

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync/atomic"
	"time"
)

// PrintTimeout bounds one Chromium print (a cold start on a loaded
// machine takes several seconds).
const PrintTimeout = 2 * time.Minute

// ErrNoChromium is returned when an HTML statement is to be printed and
// no Chromium is installed.
var ErrNoChromium = errors.New("synth: browser-printed (HTML) statements need Chromium: no chromium or chromium-browser on PATH (make deps installs it)")

// ChromiumPath returns the Chromium binary HTML statements print with.
func ChromiumPath() (string, error) {
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", ErrNoChromium
}

var (
	pdfDateRE = regexp.MustCompile(`\(D:\d{14}`)
	pdfPageRE = regexp.MustCompile(`/Type\s*/Page\b`)
)

// printCacheVersion is part of every cache key: bump it when what
// printChromium makes of the same HTML changes.
const printCacheVersion = "synth-print-1"

// PrintCacheEnv names the environment variable that overrides the print
// cache's directory; the value "off" disables the cache.
const PrintCacheEnv = "PAPIERKRAM_SYNTH_CACHE"

// PrintCacheDir returns the directory the print cache lives in, or ""
// when there is none (disabled, or no user cache directory).
func PrintCacheDir() string {
	if d := os.Getenv(PrintCacheEnv); d != "" {
		if d == "off" {
			return ""
		}
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "papierkram-synth-print")
}

// printCacheKey is the file name doc's print is cached under.
func printCacheKey(doc string) string {
	h := sha256.New()
	h.Write([]byte(printCacheVersion))
	h.Write([]byte{0})
	h.Write([]byte(doc))
	return hex.EncodeToString(h.Sum(nil)) + ".pdf"
}

// chromiumPrints counts the Chromium processes printChromium started (the
// cache test reads it).
var chromiumPrints atomic.Int64

// PrintHTML prints an HTML document to PDF with headless Chromium, A4 as
// the document's @page rule says, without the browser's header and
// footer. The document must be self-contained (no network). A print
// already in the cache (PrintCacheDir) is read from there; a new one is
// stored there (temp file and rename: parallel prints and interrupted
// runs leave no half-written PDF). A cache that cannot be written only
// costs the next run the print.
func PrintHTML(ctx context.Context, doc string) ([]byte, error) {
	dir := PrintCacheDir()
	var path string
	if dir != "" {
		path = filepath.Join(dir, printCacheKey(doc))
		if b, err := os.ReadFile(path); err == nil && bytes.HasPrefix(b, []byte("%PDF-")) && pdfPages(b) > 0 {
			return b, nil
		}
	}
	b, err := printChromium(ctx, doc)
	if err != nil || path == "" {
		return b, err
	}
	if err := os.MkdirAll(dir, 0o755); err == nil {
		if f, err := os.CreateTemp(dir, ".print-*"); err == nil {
			_, werr := f.Write(b)
			cerr := f.Close()
			if werr != nil || cerr != nil || os.Rename(f.Name(), path) != nil {
				os.Remove(f.Name())
			}
		}
	}
	return b, nil
}

// printChromium prints doc with Chromium, without the cache.
func printChromium(ctx context.Context, doc string) ([]byte, error) {
	bin, err := ChromiumPath()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, PrintTimeout)
	defer cancel()
	dir, err := os.MkdirTemp("", "synth-print-")
	if err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "statement.html")
	out := filepath.Join(dir, "statement.pdf")
	if err := os.WriteFile(in, []byte(doc), 0o600); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	cmd := exec.CommandContext(ctx, bin,
		"--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
		"--no-first-run", "--disable-extensions", "--disable-background-networking",
		"--user-data-dir="+filepath.Join(dir, "profile"), // own profile: parallel prints do not share a lock
		"--print-to-pdf="+out, "file://"+in)
	cmd.Env = append(os.Environ(), "HOME="+dir) // nothing of the user's profile
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	// Chromium's helpers may outlive the browser and hold the pipes:
	// don't wait for them after it exits.
	cmd.WaitDelay = 5 * time.Second
	chromiumPrints.Add(1)
	runErr := cmd.Run()
	b, err := os.ReadFile(out)
	if err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("synth: chromium print: timed out after %v", PrintTimeout)
		}
		tail := stderr.Bytes()
		if len(tail) > 600 {
			tail = tail[len(tail)-600:]
		}
		return nil, fmt.Errorf("synth: chromium print: %v (%v): %s", runErr, err, tail)
	}
	// Fixed dates, same length: the xref offsets stay valid.
	b = pdfDateRE.ReplaceAll(b, []byte("(D:20250101000000"))
	return b, nil
}

// pdfPages counts the page objects of a PDF written by Chromium (Skia
// writes its page dictionaries uncompressed).
func pdfPages(b []byte) int { return len(pdfPageRE.FindAll(b, -1)) }

// printHTML prints the statement's HTML once and sets Truth.Pages.
func (s *Statement) printHTML() ([]byte, error) {
	if s.printed == nil {
		b, err := PrintHTML(context.Background(), s.HTML)
		if err != nil {
			return nil, err
		}
		n := pdfPages(b)
		if n == 0 {
			return nil, fmt.Errorf("synth: chromium print of %s/%d has no pages", s.Truth.Layout, s.Truth.Seed)
		}
		s.printed, s.Truth.Pages = b, n
	}
	return bytes.Clone(s.printed), nil
}
