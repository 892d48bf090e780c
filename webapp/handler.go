//go:build !(js && wasm)

package webapp

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// CSP is the portal's Content-Security-Policy: only same-origin scripts,
// styles, images and fetches; 'wasm-unsafe-eval' is the one concession,
// needed to compile app.wasm (it does not allow eval of JavaScript).
const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; " +
	"form-action 'self'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'"

// Options configure the portal handler.
type Options struct {
	// Public holds web/ (app.wasm and its .br/.gz, CSS, icons).
	Public fs.FS
	Log    *slog.Logger
}

// asset is one static file under web/ with its content hash.
type asset struct {
	name   string // path inside Public, e.g. "web/app.wasm"
	url    string // plain URL, e.g. "/web/app.wasm"
	hashed string // content-hashed URL, e.g. "/web/app.3f9a….wasm"
	hash   string
	size   int64
	ctype  string
	br, gz bool // precompressed variants exist
}

// assets resolves /web/ URLs to content-hashed ones and serves them. It
// replaces app.LocalDir, which in go-app v10.1.11 resolves to a relative
// "public/web/…" URL that the browser cannot load (the page then gets HTML
// for app.wasm).
type assets struct {
	fsys     fs.FS
	byPlain  map[string]*asset
	byHashed map[string]*asset
}

func loadAssets(fsys fs.FS) (*assets, error) {
	a := &assets{fsys: fsys, byPlain: map[string]*asset{}, byHashed: map[string]*asset{}}
	err := fs.WalkDir(fsys, "web", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz") || strings.HasPrefix(d.Name(), ".") {
			return nil
		}
		h := sha256.New()
		f, err := fsys.Open(p)
		if err != nil {
			return err
		}
		n, err := io.Copy(h, f)
		f.Close()
		if err != nil {
			return fmt.Errorf("hash %s: %w", p, err)
		}
		sum := hex.EncodeToString(h.Sum(nil))[:16]
		ext := path.Ext(p)
		as := &asset{
			name:   p,
			url:    "/" + p,
			hashed: "/" + strings.TrimSuffix(p, ext) + "." + sum + ext,
			hash:   sum,
			size:   n,
			ctype:  contentType(ext),
			br:     fresh(fsys, p, p+".br"),
			gz:     fresh(fsys, p, p+".gz"),
		}
		a.byPlain[as.url] = as
		a.byHashed[as.hashed] = as
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return a, nil
	}
	return a, err
}

// fresh reports whether the precompressed variant exists, is not empty
// and is not older than the file: an interrupted build must not make the
// server send a truncated or outdated app.wasm.
func fresh(fsys fs.FS, name, variant string) bool {
	v, err := fs.Stat(fsys, variant)
	if err != nil || v.Size() == 0 {
		return false
	}
	f, err := fs.Stat(fsys, name)
	return err == nil && !v.ModTime().Before(f.ModTime())
}

func contentType(ext string) string {
	switch ext {
	case ".wasm":
		return "application/wasm"
	case ".css":
		return "text/css; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	case ".md":
		return "text/markdown; charset=utf-8"
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// Resolve implements app.ResourceResolver.
func (a *assets) Resolve(loc string) string {
	if loc == "" || loc == "/" {
		return "/"
	}
	if as, ok := a.byPlain[loc]; ok {
		return as.hashed
	}
	return loc
}

// version is a hash over every asset, so the service worker's cache
// (keyed by go-app's Version) turns over exactly when an asset changes.
func (a *assets) version() string {
	names := make([]string, 0, len(a.byPlain))
	for n := range a.byPlain {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		io.WriteString(h, n+"="+a.byPlain[n].hash+"\n") //nolint:errcheck
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// ServeHTTP serves /web/ files: hashed URLs are immutable for a year,
// plain ones revalidate. Precompressed .br/.gz files are sent when the
// client accepts them, so the browser downloads app.wasm compressed
// without the server compressing 17 MB per request.
func (a *assets) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	as, immutable := a.byHashed[r.URL.Path]
	if !immutable {
		as = a.byPlain[r.URL.Path]
	}
	if as == nil || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Vary", "Accept-Encoding")
	h.Set("Content-Type", as.ctype)
	if immutable {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	name, enc := as.name, ""
	accept := r.Header.Get("Accept-Encoding")
	switch {
	case as.br && acceptsEncoding(accept, "br"):
		name, enc = as.name+".br", "br"
	case as.gz && acceptsEncoding(accept, "gzip"):
		name, enc = as.name+".gz", "gzip"
	}
	etag := `"` + as.hash + "-" + enc + `"`
	h.Set("ETag", etag)
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	f, err := a.fsys.Open(name)
	if err != nil {
		http.Error(w, "asset unavailable", http.StatusInternalServerError)
		return
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil {
		h.Set("Content-Length", strconv.FormatInt(st.Size(), 10))
	}
	if enc != "" {
		h.Set("Content-Encoding", enc)
	}
	if r.Method == http.MethodHead {
		return
	}
	io.Copy(w, f) //nolint:errcheck // the client went away
}

func acceptsEncoding(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(name) != enc {
			continue
		}
		if q, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if v, err := strconv.ParseFloat(q, 64); err == nil && v == 0 {
				return false
			}
		}
		return true
	}
	return false
}

// serviceWorker replaces go-app's caching app worker. Assets are already
// immutable in the HTTP cache under content-hashed URLs, so the worker's
// cache adds nothing but a second download and decode of app.wasm during
// the first visit (slower first render on small machines), and a worker
// that intercepts every fetch would also sit in front of the API calls.
// This one only removes caches an earlier worker version may have left.
const serviceWorker = `// Papierkram {{.Version}}: no offline cache (see webapp/handler.go).
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      await caches.delete(key);
    }
    await self.clients.claim();
  })());
});
`

// NewHandler returns the portal: the go-app pages (prerendered on the
// server), its static files and the AVV download, all under the portal's
// CSP.
func NewHandler(o Options) (http.Handler, error) {
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	res, err := loadAssets(o.Public)
	if err != nil {
		return nil, fmt.Errorf("portal assets: %w", err)
	}
	wasm := res.byPlain["/web/app.wasm"]
	wasmSize := ""
	if wasm == nil {
		o.Log.Warn("portal: public/web/app.wasm is missing; pages render without interactivity (run `make wasm`)")
	} else {
		wasmSize = strconv.FormatInt(wasm.size, 10)
	}
	Routes()
	ah := &app.Handler{
		Name:        "Papierkram",
		ShortName:   "Papierkram",
		Title:       "Papierkram – Dokumente verstehen",
		Description: "Deutsche Behördenpost, Mahnungen und Kontoauszüge verstehen: Fristen, Beträge, Prüfhinweise. API und Portal.",
		Lang:        "de",
		Icon: app.Icon{
			Default: res.Resolve("/web/icon-192.png"),
			Large:   res.Resolve("/web/icon-512.png"),
			SVG:     res.Resolve("/web/icon.svg"),
		},
		BackgroundColor: "#f6f5f1",
		ThemeColor:      "#2f5d50",
		LoadingLabel:    "Papierkram wird geladen … {progress} %",
		Styles:          []string{res.Resolve("/web/portal.css")},
		Resources:       res,
		Version:         res.version(),
		// The progress bar counts decompressed bytes, so it needs the raw
		// size, not the compressed Content-Length.
		WasmContentLength:     wasmSize,
		ServiceWorkerTemplate: serviceWorker,
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", CSP)
		switch p := r.URL.Path; {
		case strings.HasPrefix(p, "/web/"):
			res.ServeHTTP(w, r)
		case p == "/avv.md":
			w.Header().Set("Content-Type", "text/markdown; charset=utf-8")
			w.Header().Set("Content-Disposition", `attachment; filename="papierkram-avv.md"`)
			io.WriteString(w, AVVMarkdown()) //nolint:errcheck
		case p == "/robots.txt", p == "/sitemap.xml", p == "/ads.txt":
			// go-app would fetch these from its own origin over HTTP.
			http.NotFound(w, r)
		default:
			ah.ServeHTTP(w, r)
		}
	}), nil
}
