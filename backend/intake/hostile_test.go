package intake

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"image"
	"image/jpeg"
	"strings"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/internal/hostile"
	"papierkram/backend/problem"
)

// Shared constructions (backend/internal/hostile).
var (
	rawPDF      = hostile.RawPDF
	stream      = hostile.Stream
	pngChunk    = hostile.PNGChunk
	qpdfEncrypt = hostile.QPDFEncrypt
)

func deflate(data []byte) []byte {
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

// deflateBomb returns a PDF whose page content inflates to n bytes of
// spaces (a valid, endless empty content stream).
func deflateBomb(n int) []byte {
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for i := 0; i < n>>20; i++ {
		w.Write(chunk)
	}
	w.Close()
	return rawPDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
		stream("/Filter /FlateDecode", b.Bytes()),
	)
}

// pngBomb declares w×h grey pixels and carries a tiny zlib stream of
// zeros: decoded it would be w×h bytes.
func pngBomb(w, h int) []byte { return pngBombDepth(w, h, 8, 0) }

// pngBombDepth is pngBomb with a given bit depth and colour type.
func pngBombDepth(w, h int, depth, colour byte) []byte {
	return hostile.PNG(w, h, depth, colour, deflate(make([]byte, 1<<20)))
}

// bigJPEG is a valid small JPEG whose SOF header is patched to w×h.
func bigJPEG(t testing.TB, w, h int) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, 16, 16)), nil); err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	i := bytes.Index(data, []byte{0xFF, 0xC0})
	if i < 0 {
		t.Fatal("no SOF0")
	}
	binary.BigEndian.PutUint16(data[i+5:], uint16(h))
	binary.BigEndian.PutUint16(data[i+7:], uint16(w))
	return data
}

func manyPages(t testing.TB, n int) []byte {
	return pdfDoc(t, func(pdf *fpdf.Fpdf, _ func(string) string) {
		for range n {
			pdf.AddPage()
		}
	})
}

func textPage(t testing.TB) []byte {
	return pdfDoc(t, func(pdf *fpdf.Fpdf, tr func(string) string) {
		pdf.AddPage()
		pdf.SetFont("Helvetica", "", 10)
		for i := range 12 {
			pdf.Text(50, 80+float64(i)*14, tr(fmt.Sprintf("Zeile %d mit genug echten Wörtern: Überweisung 12,34 €", i)))
		}
	})
}

// TestHostileInputs: each hostile file gets invalid_request with a detail a
// person understands, quickly, and leaves no scratch files.
func TestHostileInputs(t *testing.T) {
	needTools(t, "pdfinfo", "pdftotext", "pdfimages")
	good := textPage(t)
	tests := []struct {
		name   string
		data   func(t *testing.T) []byte
		detail string        // substring of the detail; "" = must succeed
		within time.Duration // wall-clock bound
	}{
		{"empty", func(*testing.T) []byte { return nil }, "empty", time.Second},
		{"plain text", func(*testing.T) []byte { return []byte("Kontoauszug\n03.03. Miete -800,00\n") }, "detected: plain text", time.Second},
		{"zip with pdf extension", func(*testing.T) []byte { return []byte("PK\x03\x04\x14\x00\x00\x00rest") }, "ZIP", time.Second},
		{"html", func(*testing.T) []byte { return []byte("<!DOCTYPE html><html><body>x</body></html>") }, "HTML", time.Second},
		{"pdf header only", func(*testing.T) []byte { return []byte("%PDF-1.7\n") }, "damaged", 5 * time.Second},
		{"truncated pdf", func(*testing.T) []byte { return good[:len(good)/3] }, "damaged", 5 * time.Second},
		{"broken xref", func(*testing.T) []byte {
			return bytes.Replace(good, []byte("xref"), []byte("xfer"), 1)
		}, "", 5 * time.Second},
		{"garbage after header", func(*testing.T) []byte {
			return append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("\x00\xff garbage ("), 5000)...)
		}, "damaged", 5 * time.Second},
		{"polyglot: junk then pdf", func(*testing.T) []byte {
			return append([]byte("GIF89a junk before the header\n"), good...)
		}, "", 5 * time.Second},
		{"user password", func(t *testing.T) []byte { return qpdfEncrypt(t, good, "geheim") }, "password-protected", 5 * time.Second},
		{"owner password only", func(t *testing.T) []byte { return qpdfEncrypt(t, good, "") }, "", 5 * time.Second},
		{"2000 pages", func(t *testing.T) []byte { return manyPages(t, 2000) }, "2000 pages", 5 * time.Second},
		{"deflate bomb 256 MiB", func(*testing.T) []byte { return deflateBomb(256 << 20) }, "", 30 * time.Second},
		{"deeply nested arrays", func(*testing.T) []byte {
			nest := strings.Repeat("[", 200000) + strings.Repeat("]", 200000)
			return rawPDF(
				"<< /Type /Catalog /Pages 2 0 R /X "+nest+" >>",
				"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
				"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
			)
		}, "damaged", time.Second},
		{"nested arrays inside a compressed content stream", func(*testing.T) []byte {
			// The raw pre-check cannot see these; the tools' CPU limit stops
			// them. 20 million levels keep poppler busy well past that limit
			// on any machine (2 million sat at the limit: load-dependent).
			content := "BT /F1 10 Tf 50 700 Td " + strings.Repeat("[", 20_000_000) + strings.Repeat("]", 20_000_000) + " TJ ET"
			return rawPDF(
				"<< /Type /Catalog /Pages 2 0 R >>",
				"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
				"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
				stream("/Filter /FlateDecode", deflate([]byte(content))),
				"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
			)
		}, "too complex", 20 * time.Second},
		{"deeply nested dictionaries", func(*testing.T) []byte {
			nest := strings.Repeat("<< /A ", 5000) + strings.Repeat(">> ", 5000)
			return rawPDF(
				"<< /Type /Catalog /Pages 2 0 R /X "+nest+" >>",
				"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
				"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
			)
		}, "", 20 * time.Second},
		{"javascript and attachment", func(*testing.T) []byte {
			content := []byte("BT /F1 10 Tf 50 780 Td (Kontoauszug Girokonto Buchungstag Wertstellung Verwendungszweck Betrag Saldo alt neu) Tj ET")
			return rawPDF(
				"<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 7 0 R] >> >> >>",
				"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
				"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
				stream("", content),
				"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
				"<< /S /JavaScript /JS (app.alert('x')) >>",
				"<< /Type /Filespec /F (a.exe) /EF << /F 8 0 R >> >>",
				stream("/Type /EmbeddedFile", []byte("MZ")),
			)
		}, "", 5 * time.Second},
		{"png 60000x60000 header", func(*testing.T) []byte { return pngBomb(60000, 60000) }, "too large", time.Second},
		{"png decompression bomb 20000x20000", func(*testing.T) []byte { return pngBomb(20000, 20000) }, "too large", time.Second},
		{"jpeg 60000x60000 header", func(t *testing.T) []byte { return bigJPEG(t, 60000, 60000) }, "too large", time.Second},
		{"png 16-bit RGBA 6300x6300 (318 MB decoded)", func(*testing.T) []byte { return pngBombDepth(6300, 6300, 16, 6) }, "bytes per pixel", time.Second},
		{"png with %PDF- inside is a png", func(t *testing.T) []byte {
			return append(append([]byte{}, pngSignature...), []byte("%PDF-1.7 not really")...)
		}, "PNG image is damaged", time.Second},
		{"jpeg truncated", func(t *testing.T) []byte { return bigJPEG(t, 16, 16)[:40] }, "damaged", time.Second},
		{"png signature only", func(*testing.T) []byte { return pngSignature }, "damaged", time.Second},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data := tc.data(t)
			tmp := t.TempDir()
			r := newTestReader(t, Config{TempDir: tmp})
			start := time.Now()
			doc, err := read(t, r, data)
			took := time.Since(start)
			if took > tc.within && !raceEnabled {
				t.Errorf("took %v, want < %v", took, tc.within)
			}
			if !dirEmpty(t, tmp) {
				t.Error("scratch files left behind")
			}
			if tc.detail == "" {
				// Best effort is fine, but never a 500.
				if err != nil && !problem.Is(err, problem.InvalidRequest) {
					t.Fatalf("got %v, want success or invalid_request", err)
				}
				if err == nil && len(doc.Pages) == 0 {
					t.Fatal("success without pages")
				}
				t.Logf("%v, err=%v", took, err)
				return
			}
			if !problem.Is(err, problem.InvalidRequest) {
				t.Fatalf("got %v, want invalid_request", err)
			}
			if d := problem.From(err).Detail; !strings.Contains(d, tc.detail) {
				t.Errorf("detail %q lacks %q", d, tc.detail)
			}
		})
	}
}

// TestDeadline: a document that cannot be finished in time is refused with
// invalid_request soon after the deadline, and its scratch files are gone.
func TestDeadline(t *testing.T) {
	needTools(t, "pdfinfo", "pdftotext", "pdfimages", "pdftoppm", "tesseract")
	src, _ := statementPDF(t, 1, 26)
	img := scan(t, src, 300, 1, 14, 80, 3)
	tmp := t.TempDir()
	for _, data := range [][]byte{img, scannedPDF(t, [][]byte{img}, 0)} {
		r := newTestReader(t, Config{TempDir: tmp, Timeout: 300 * time.Millisecond})
		start := time.Now()
		_, err := read(t, r, data)
		took := time.Since(start)
		if !problem.Is(err, problem.InvalidRequest) || !strings.Contains(problem.From(err).Detail, "within") {
			t.Fatalf("got %v, want invalid_request about the time limit", err)
		}
		if took > 3*time.Second && !raceEnabled {
			t.Errorf("took %v after a 300 ms deadline", took)
		}
		if !dirEmpty(t, tmp) {
			t.Error("scratch files left behind")
		}
	}
}
