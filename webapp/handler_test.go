//go:build !js

package webapp_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"papierkram/webapp"
)

func testPublic() fstest.MapFS {
	return fstest.MapFS{
		"web/app.wasm":    {Data: []byte("\x00asm-raw-bytes")},
		"web/app.wasm.br": {Data: []byte("br-bytes")},
		"web/app.wasm.gz": {Data: gzipped("\x00asm-raw-bytes")},
		"web/portal.css":  {Data: []byte("body{}")},
		"web/icon.svg":    {Data: []byte("<svg/>")},
	}
}

func gzipped(s string) []byte {
	var b strings.Builder
	w := gzip.NewWriter(&b)
	io.WriteString(w, s) //nolint:errcheck
	w.Close()
	return []byte(b.String())
}

func get(t *testing.T, h http.Handler, path string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestHandlerServesHashedPrecompressedAssets(t *testing.T) {
	h, err := webapp.NewHandler(webapp.Options{Public: testPublic()})
	if err != nil {
		t.Fatal(err)
	}
	page := get(t, h, "/", nil)
	if page.Code != 200 || !strings.Contains(page.Header().Get("Content-Security-Policy"), "'wasm-unsafe-eval'") {
		t.Fatalf("page: %d, CSP %q", page.Code, page.Header().Get("Content-Security-Policy"))
	}
	if strings.Contains(page.Body.String(), "raw.githubusercontent.com") {
		t.Error("page references external icons")
	}
	appJS := get(t, h, "/app.js", nil).Body.String()
	m := regexp.MustCompile(`/web/app\.[0-9a-f]{16}\.wasm`).FindString(appJS)
	if m == "" {
		t.Fatalf("app.js does not load a hashed app.wasm")
	}
	br := get(t, h, m, map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
	if br.Code != 200 || br.Header().Get("Content-Encoding") != "br" || br.Body.String() != "br-bytes" ||
		br.Header().Get("Content-Type") != "application/wasm" || !strings.Contains(br.Header().Get("Cache-Control"), "immutable") {
		t.Fatalf("br: %d %v %q", br.Code, br.Header(), br.Body.String())
	}
	gz := get(t, h, m, map[string]string{"Accept-Encoding": "gzip"})
	if gz.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip: %v", gz.Header())
	}
	raw := get(t, h, m, nil)
	if raw.Body.String() != "\x00asm-raw-bytes" || raw.Header().Get("Content-Encoding") != "" {
		t.Fatalf("identity: %q %v", raw.Body.String(), raw.Header())
	}
	plain := get(t, h, "/web/portal.css", nil)
	if plain.Code != 200 || plain.Header().Get("Cache-Control") != "no-cache" {
		t.Fatalf("plain: %d %v", plain.Code, plain.Header())
	}
	if nm := get(t, h, m, map[string]string{"Accept-Encoding": "br", "If-None-Match": br.Header().Get("ETag")}); nm.Code != http.StatusNotModified {
		t.Fatalf("conditional: %d", nm.Code)
	}
	avv := get(t, h, "/avv.md", nil)
	if avv.Code != 200 || !strings.Contains(avv.Body.String(), "Art. 28 DSGVO") || !strings.Contains(avv.Body.String(), "24 Stunden") {
		t.Fatalf("avv.md: %d", avv.Code)
	}
}

func TestHandlerIgnoresStaleOrEmptyVariants(t *testing.T) {
	fsys := testPublic()
	fsys["web/app.wasm"].ModTime = fsys["web/app.wasm.gz"].ModTime.Add(time.Minute)
	fsys["web/app.wasm.br"] = &fstest.MapFile{Data: nil}
	h, err := webapp.NewHandler(webapp.Options{Public: fsys})
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`/web/app\.[0-9a-f]{16}\.wasm`).FindString(get(t, h, "/app.js", nil).Body.String())
	res := get(t, h, m, map[string]string{"Accept-Encoding": "br, gzip"})
	if res.Header().Get("Content-Encoding") != "" || res.Body.String() != "\x00asm-raw-bytes" {
		t.Fatalf("stale variants served: %v", res.Header())
	}
}
