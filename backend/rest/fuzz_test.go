package rest

// Fuzz targets of the multipart door (issue 7). Seed corpora are committed
// under testdata/fuzz/<target>/; `make fuzz` (FUZZTIME per target) runs
// them with the fuzzing engine, `go test` replays them as regression tests.

import (
	"bytes"
	"errors"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"strings"
	"testing"

	"papierkram/backend/analysis"
	"papierkram/backend/problem"
)

// checkFormResult is the contract of readAnalyzeForm for any input: a
// bounded result, or a problem a person can read with one of the two
// validation codes (never a 500 for a client's bytes).
func checkFormResult(t *testing.T, docType string, file []byte, err error) {
	t.Helper()
	if err != nil {
		var pe *problem.Error
		if !errors.As(err, &pe) {
			t.Fatalf("not a problem: %v", err)
		}
		if pe.Code != problem.InvalidRequest && pe.Code != problem.DocumentTypeUnsupported {
			t.Fatalf("code %s for a malformed request: %v", pe.Code, err)
		}
		if pe.Detail == "" || pe.Code.Status() != 400 {
			t.Fatalf("problem without detail or not 400: %+v", pe)
		}
		return
	}
	if file == nil {
		t.Fatal("success without a file")
	}
	if len(file) > analysis.MaxFileSize {
		t.Fatalf("file of %d bytes accepted", len(file))
	}
	if len(docType) > 256 || docType != strings.TrimSpace(docType) {
		t.Fatalf("document_type %q not bounded/trimmed", docType)
	}
}

func newFormRequest(contentType string, body []byte) (*httptest.ResponseRecorder, *http.Request) {
	r := httptest.NewRequest("POST", "/api/v1/analyze", bytes.NewReader(body))
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	return httptest.NewRecorder(), r
}

// FuzzAnalyzeForm feeds arbitrary Content-Type headers and bodies to the
// multipart reader of POST /api/v1/analyze.
func FuzzAnalyzeForm(f *testing.F) {
	for _, s := range formSeeds() {
		f.Add(s.contentType, s.body)
	}
	f.Fuzz(func(t *testing.T, contentType string, body []byte) {
		w, r := newFormRequest(contentType, body)
		docType, file, err := readAnalyzeForm(w, r)
		checkFormResult(t, docType, file, err)
	})
}

// FuzzAnalyzeFormRoundTrip builds well-formed forms from arbitrary field
// values (and an arbitrary extra field) and checks they are read back
// exactly: what a correct client sends is never refused or altered.
func FuzzAnalyzeFormRoundTrip(f *testing.F) {
	f.Add("kontoauszug", []byte("%PDF-1.7\n"), "comment", "hallo", "auszug.pdf", true)
	f.Add(" mahnung\r\n", []byte{0xFF, 0xD8, 0xFF, 0xE0}, "file\"name", "", "x\".jpg", false)
	f.Add(strings.Repeat("a", 300), []byte{}, "", "", "", true)
	f.Fuzz(func(t *testing.T, docType string, file []byte, extraName, extraValue, fileName string, typeFirst bool) {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		writeType := func() { mw.WriteField("document_type", docType) }
		if typeFirst {
			writeType()
		}
		// Go's multipart.Writer does not escape control characters (CR/LF)
		// in field names: such a name would be a malformed header, not a form.
		if extraName != "" && extraName != "file" && extraName != "document_type" && extraName == stripControls(extraName) {
			mw.WriteField(extraName, extraValue)
		}
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="file"; filename="`+escapeQuotes(fileName)+`"`)
		h.Set("Content-Type", "application/octet-stream")
		pw, _ := mw.CreatePart(h)
		pw.Write(file)
		if !typeFirst {
			writeType()
		}
		mw.Close()
		w, r := newFormRequest(mw.FormDataContentType(), body.Bytes())
		gotType, gotFile, err := readAnalyzeForm(w, r)
		checkFormResult(t, gotType, gotFile, err)
		if len(docType) > 256 {
			if !problem.Is(err, problem.DocumentTypeUnsupported) {
				t.Fatalf("document_type of %d bytes: %v", len(docType), err)
			}
			return
		}
		// multipart.Reader drops a part whose name it cannot parse; the
		// extra field must never change the outcome for the two real ones.
		if err != nil {
			t.Fatalf("well-formed form refused: %v", err)
		}
		if gotType != strings.TrimSpace(docType) || !bytes.Equal(gotFile, file) {
			t.Fatalf("read back %q (%d bytes), sent %q (%d bytes)", gotType, len(gotFile), docType, len(file))
		}
	})
}

var quoteEscaper = strings.NewReplacer("\\", "\\\\", `"`, "\\\"")

// escapeQuotes makes s a valid quoted header parameter: control characters
// are not allowed in header values (RFC 9110 5.5), and a client that sends
// them gets a 400 for a malformed header, rightly.
func escapeQuotes(s string) string { return quoteEscaper.Replace(stripControls(s)) }

func stripControls(s string) string {
	return strings.Map(func(r rune) rune {
		if (r < 0x20 && r != '\t') || r == 0x7f {
			return -1
		}
		return r
	}, s)
}

type formSeed struct {
	name        string
	contentType string
	body        []byte
}

// formSeeds are the committed corpus (testdata/fuzz/FuzzAnalyzeForm) and
// the f.Add seeds: well-formed, duplicated, truncated and odd forms.
func formSeeds() []formSeed {
	part := func(name, fname, value string) string {
		if fname != "" {
			return "--b\r\nContent-Disposition: form-data; name=\"" + name + "\"; filename=\"" + fname + "\"\r\nContent-Type: application/pdf\r\n\r\n" + value + "\r\n"
		}
		return "--b\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" + value + "\r\n"
	}
	ct := "multipart/form-data; boundary=b"
	pdf := "%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"
	return []formSeed{
		{"valid", ct, []byte(part("document_type", "", "kontoauszug") + part("file", "a.pdf", pdf) + "--b--\r\n")},
		{"file-first", ct, []byte(part("file", "a.pdf", pdf) + part("document_type", "", "mahnung") + "--b--\r\n")},
		{"two-files", ct, []byte(part("document_type", "", "kontoauszug") + part("file", "a.pdf", pdf) + part("file", "b.pdf", pdf) + "--b--\r\n")},
		{"two-types", ct, []byte(part("document_type", "", "kontoauszug") + part("document_type", "", "mahnung") + part("file", "a.pdf", pdf) + "--b--\r\n")},
		{"no-file", ct, []byte(part("document_type", "", "kontoauszug") + "--b--\r\n")},
		{"no-type", ct, []byte(part("file", "a.pdf", pdf) + "--b--\r\n")},
		{"long-type", ct, []byte(part("document_type", "", strings.Repeat("x", 300)) + part("file", "a.pdf", pdf) + "--b--\r\n")},
		{"truncated", ct, []byte(part("document_type", "", "kontoauszug") + part("file", "a.pdf", pdf)[:40])},
		{"no-boundary", "multipart/form-data", []byte(part("document_type", "", "kontoauszug"))},
		{"json", "application/json", []byte(`{"document_type":"kontoauszug"}`)},
		{"empty", "", nil},
		{"extra-field", ct, []byte(part("comment", "", "hallo") + part("document_type", "", "kontoauszug") + part("file", "a.pdf", pdf) + "--b--\r\n")},
		{"header-folding", ct, []byte("--b\r\nContent-Disposition: form-data;\r\n name=\"document_type\"\r\n\r\nkontoauszug\r\n--b--\r\n")},
		{"quoted-boundary", `multipart/form-data; boundary="a b"`, []byte("--a b\r\nContent-Disposition: form-data; name=\"document_type\"\r\n\r\nx\r\n--a b--\r\n")},
		{"rfc2231-name", ct, []byte("--b\r\nContent-Disposition: form-data; name*=UTF-8''file; filename*=UTF-8''%C3%BC.pdf\r\n\r\n" + pdf + "\r\n--b--\r\n")},
		{"base64-part", ct, []byte("--b\r\nContent-Disposition: form-data; name=\"file\"\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjcK\r\n--b--\r\n")},
		{"quoted-printable", ct, []byte("--b\r\nContent-Disposition: form-data; name=\"file\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n%PDF=2D1.7=\r\n\r\n--b--\r\n")},
	}
}
