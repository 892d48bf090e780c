//go:build !js

package webapp_test

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"papierkram/backend/account/accounttest"
	"papierkram/backend/analysis"
	"papierkram/backend/intake"
	"papierkram/backend/letters"
	"papierkram/backend/letters/corpus"
	"papierkram/backend/statement/synth"
	"papierkram/webapp"
)

// requireOrSkip skips when a prerequisite is missing, unless the run
// demands the full suite (make test sets PAPIERKRAM_REQUIRE_DB=1).
func requireOrSkip(t *testing.T, ok bool, msg string) {
	t.Helper()
	if ok {
		return
	}
	if os.Getenv("PAPIERKRAM_REQUIRE_DB") == "1" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

func chromiumPath() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// TestPortalEndToEnd drives headless Chromium through the whole portal:
// signup by e-mail, keys, revocation, analysis of a statement and a
// collection letter, and the browser-only history.
func TestPortalEndToEnd(t *testing.T) {
	chrome := chromiumPath()
	requireOrSkip(t, chrome != "", "chromium is not installed (apt-get install chromium)")
	_, err := os.Stat("../public/web/app.wasm")
	requireOrSkip(t, err == nil, "public/web/app.wasm is missing: run `make wasm`")
	for _, tool := range []string{"pdftotext"} {
		_, err := exec.LookPath(tool)
		requireOrSkip(t, err == nil, tool+" is not installed (apt-get install poppler-utils)")
	}

	shots := filepath.Join(os.TempDir(), "papierkram-e2e")
	os.RemoveAll(shots) //nolint:errcheck // screenshots of an earlier run
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	pipeline := &analysis.Pipeline{
		Reader:  intake.New(intake.Config{Timeout: 60 * time.Second}, nil),
		Letters: letters.New(letters.Config{}),
		Timeout: 90 * time.Second,
	}
	env := accounttest.Start(t, accounttest.Options{
		Pipeline: pipeline,
		Portal: func(log *slog.Logger) (http.Handler, error) {
			return webapp.NewHandler(webapp.Options{Public: os.DirFS("../public"), Log: log})
		},
	})

	statementPDF, mahnungPDF := testDocuments(t)

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 1000),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(actx)
	defer cancelCtx()
	ctx, cancel := context.WithTimeout(ctx, 4*time.Minute)
	defer cancel()

	// Console errors (CSP violations, uncaught exceptions) fail the test.
	var mu sync.Mutex
	var consoleErrors []string
	chromedp.ListenTarget(ctx, func(ev any) {
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type != runtime.APITypeError {
				return
			}
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
			}
			mu.Lock()
			consoleErrors = append(consoleErrors, strings.Join(parts, " "))
			mu.Unlock()
		case *cdplog.EventEntryAdded:
			if e.Entry.Level != cdplog.LevelError {
				return
			}
			mu.Lock()
			consoleErrors = append(consoleErrors, string(e.Entry.Source)+": "+e.Entry.Text)
			mu.Unlock()
		case *runtime.EventExceptionThrown:
			mu.Lock()
			consoleErrors = append(consoleErrors, e.ExceptionDetails.Error())
			mu.Unlock()
		}
	})
	shot := func(name string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			var buf []byte
			if err := chromedp.FullScreenshot(&buf, 100).Do(ctx); err != nil {
				return err
			}
			p := filepath.Join(shots, name+".png")
			t.Logf("screenshot %s", p)
			return os.WriteFile(p, buf, 0o644)
		})
	}
	// waitApp waits until the WASM app has started (go-app removes its loader).
	// Evaluations right after a navigation can hit the previous document's
	// execution context; those errors are retried.
	waitApp := chromedp.ActionFunc(func(ctx context.Context) error {
		deadline := time.Now().Add(60 * time.Second)
		for {
			var mounted bool
			err := chromedp.Evaluate(`document.readyState === 'complete' && document.getElementById('app-wasm-loader') === null && !!document.querySelector('.shell')`, &mounted).Do(ctx)
			switch {
			case err == nil && mounted:
				return nil
			case err != nil && !strings.Contains(err.Error(), "context"):
				return err
			case time.Now().After(deadline):
				return fmt.Errorf("WASM app not mounted after 60 s (last error: %v)", err)
			}
			time.Sleep(50 * time.Millisecond)
		}
	})
	run := func(step string, actions ...chromedp.Action) {
		t.Helper()
		if err := chromedp.Run(ctx, actions...); err != nil {
			mu.Lock()
			defer mu.Unlock()
			var buf []byte
			if chromedp.Run(ctx, chromedp.FullScreenshot(&buf, 80)) == nil {
				os.WriteFile(filepath.Join(shots, "failure.png"), buf, 0o644) //nolint:errcheck
			}
			t.Fatalf("%s: %v (console errors: %q)", step, err, consoleErrors)
		}
	}

	// 1. Register; measure the first render of a cold load.
	email := "kontakt@e2e-gmbh.test"
	run("start browser", chromedp.Navigate("about:blank"))
	start := time.Now()
	run("open /register", chromedp.Navigate(env.URL+"/register"), waitApp, chromedp.WaitVisible(`#register-form`, chromedp.ByQuery))
	mounted := time.Since(start)
	var perf struct {
		FCP      float64 `json:"fcp"`
		Transfer float64 `json:"transfer"`
		Encoded  float64 `json:"encoded"`
		Decoded  float64 `json:"decoded"`
	}
	run("performance", chromedp.Evaluate(`(() => {
  const p = performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint');
  const w = performance.getEntriesByType('resource').find(e => e.name.includes('.wasm'));
  return {fcp: p ? p.startTime : -1, transfer: w ? w.transferSize : -1, encoded: w ? w.encodedBodySize : -1, decoded: w ? w.decodedBodySize : -1};
})()`, &perf))
	t.Logf("cold load of /register: first contentful paint (server-prerendered page) %.0f ms; WASM app mounted after %s; app.wasm %.2f MB on the wire (%.2f MB decoded)",
		perf.FCP, mounted.Round(time.Millisecond), perf.Encoded/1e6, perf.Decoded/1e6)
	if perf.Encoded > 4e6 {
		t.Errorf("app.wasm is %.2f MB on the wire; budget 4 MB", perf.Encoded/1e6)
	}
	run("register",
		chromedp.SendKeys(`#company`, "E2E GmbH", chromedp.ByQuery),
		chromedp.SendKeys(`#email`, email, chromedp.ByQuery),
		chromedp.Click(`#register-form button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`//h1[contains(., "Postfach")]`, chromedp.BySearch),
		shot("01-register-sent"),
	)

	// 2. Read the mail and confirm: the first key is shown once.
	link := env.Link(t, email, "bestätigen")
	var firstKey string
	run("confirm",
		chromedp.Navigate(link), waitApp,
		chromedp.WaitVisible(`#first-key`, chromedp.ByQuery),
		chromedp.Text(`#first-key`, &firstKey, chromedp.ByQuery),
		shot("02-confirm-first-key"),
	)
	if !strings.HasPrefix(firstKey, "pk_live_") {
		t.Fatalf("first key = %q", firstKey)
	}
	var loc string
	run("token removed from URL", chromedp.Location(&loc))
	if strings.Contains(loc, "token") {
		t.Errorf("token still in the address bar: %s", loc)
	}

	// 3. Second key: create, then revoke with confirmation.
	var secondKey string
	run("create key",
		chromedp.Navigate(env.URL+"/api-account"), waitApp,
		chromedp.WaitVisible(`#keys tbody tr`, chromedp.ByQuery),
		chromedp.SendKeys(`#key-name`, "Zweiter Schlüssel", chromedp.ByQuery),
		chromedp.Click(`#create-key button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-key`, chromedp.ByQuery),
		chromedp.Text(`#new-key`, &secondKey, chromedp.ByQuery),
		shot("03-account-second-key"),
	)
	if !strings.HasPrefix(secondKey, "pk_live_") || secondKey == firstKey {
		t.Fatalf("second key = %q", secondKey)
	}
	if st, code := apiUsage(t, env.URL, secondKey); st != 200 {
		t.Fatalf("second key before revocation: %d %s", st, code)
	}
	run("revoke key",
		chromedp.Click(`tr[data-name="Zweiter Schlüssel"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`#confirm-revoke`, chromedp.ByQuery),
		chromedp.Click(`#confirm-revoke`, chromedp.ByQuery),
		chromedp.WaitVisible(`//p[contains(., "ist widerrufen")]`, chromedp.BySearch),
		shot("04-account-revoked"),
	)
	if st, code := apiUsage(t, env.URL, secondKey); st != 401 || code != "revoked_api_key" {
		t.Fatalf("revoked key: %d %s, want 401 revoked_api_key", st, code)
	}
	if st, _ := apiUsage(t, env.URL, firstKey); st != 200 {
		t.Fatalf("first key after revoking the second: %d", st)
	}

	// 4. Statement: drop the PDF, see the rows and the badge.
	var rows []*cdp.Node
	run("analyze statement",
		chromedp.Navigate(env.URL+"/analyze"), waitApp,
		chromedp.WaitVisible(`#calls`, chromedp.ByQuery),
		dropFile("kontoauszug.pdf", "application/pdf", statementPDF),
		chromedp.WaitVisible(`#statement-table-0 tbody tr`, chromedp.ByQuery),
		chromedp.Nodes(`#statement-table-0 tbody tr`, &rows, chromedp.ByQueryAll),
		chromedp.WaitVisible(`#recon-badge`, chromedp.ByQuery),
		shot("05-statement"),
	)
	if len(rows) < 3 {
		t.Fatalf("statement rows = %d", len(rows))
	}
	t.Logf("statement: %d rows", len(rows))
	// Sorting by the first column keeps every row.
	var sorted []*cdp.Node
	run("sort", chromedp.Click(`#statement-table-0 thead th:last-child button`, chromedp.ByQuery),
		chromedp.WaitVisible(`#statement-table-0 thead th[aria-sort]`, chromedp.ByQuery),
		chromedp.Nodes(`#statement-table-0 tbody tr`, &sorted, chromedp.ByQueryAll))
	if len(sorted) != len(rows) {
		t.Fatalf("sorted rows = %d, want %d", len(sorted), len(rows))
	}

	// 5. Mahnung with excessive Inkassokosten: a critical flag.
	var flagText string
	run("analyze mahnung",
		chromedp.Evaluate(`(() => { const s = document.getElementById('doc-type'); s.value = 'mahnung'; s.dispatchEvent(new Event('change', {bubbles: true})); return true })()`, nil),
		dropFile("mahnung.pdf", "application/pdf", mahnungPDF),
		chromedp.WaitVisible(`#flags .flag-critical`, chromedp.ByQuery),
		chromedp.Text(`#flags .flag-critical`, &flagText, chromedp.ByQuery),
		shot("06-mahnung-critical"),
	)
	if !strings.Contains(flagText, "Inkassokosten") {
		t.Errorf("critical flag = %q", flagText)
	}

	// 6. Reload: the history lives in IndexedDB.
	var hist []*cdp.Node
	run("reload keeps history",
		chromedp.Reload(), waitApp,
		chromedp.Poll(`document.querySelectorAll('#history-list li').length === 2`, nil, chromedp.WithPollingTimeout(20*time.Second)),
		chromedp.Nodes(`#history-list li`, &hist, chromedp.ByQueryAll),
		chromedp.Click(`#history-list li:last-child button`, chromedp.ByQuery),
		chromedp.WaitVisible(`#statement-table-0`, chromedp.ByQuery),
		shot("07-history-after-reload"),
	)

	// 7. Clear: gone, also after another reload.
	run("clear history",
		chromedp.Click(`#clear-history`, chromedp.ByQuery),
		chromedp.WaitVisible(`#history-empty`, chromedp.ByQuery),
		chromedp.Reload(), waitApp,
		chromedp.WaitVisible(`#history-empty`, chromedp.ByQuery),
		chromedp.Sleep(500*time.Millisecond),
		chromedp.Poll(`document.querySelectorAll('#history-list li').length === 0`, nil, chromedp.WithPollingTimeout(5*time.Second)),
		shot("08-history-cleared"),
	)

	// 8. Log out, sign in again by magic link.
	run("logout",
		chromedp.Navigate(env.URL+"/api-account"), waitApp,
		chromedp.WaitVisible(`#logout`, chromedp.ByQuery),
		chromedp.Click(`#logout`, chromedp.ByQuery),
		chromedp.WaitVisible(`//a[contains(@class, "primary") and @href="/login"]`, chromedp.BySearch),
		chromedp.Navigate(env.URL+"/login"), waitApp,
		chromedp.SendKeys(`#login-email`, email, chromedp.ByQuery),
		chromedp.Click(`#login-form button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`//h1[contains(., "Postfach")]`, chromedp.BySearch),
	)
	loginLink := env.Link(t, email, "Anmeldelink")
	run("magic link", chromedp.Navigate(loginLink), waitApp,
		chromedp.WaitVisible(`#keys tbody tr`, chromedp.ByQuery), shot("09-signed-in-by-link"))

	// 9. The other pages render (docs from /api/openapi.json).
	start = time.Now()
	run("docs", chromedp.Navigate(env.URL+"/docs"), waitApp)
	t.Logf("warm load of /docs (app.wasm cached): WASM app mounted after %s", time.Since(start).Round(time.Millisecond))
	run("docs reference", chromedp.WaitVisible(`#api-reference`, chromedp.ByQuery), shot("10-docs"))
	run("landing", chromedp.Navigate(env.URL+"/"), waitApp, chromedp.WaitVisible(`table.tiers`, chromedp.ByQuery), shot("11-landing"))
	run("avv", chromedp.Navigate(env.URL+"/avv"), waitApp, chromedp.WaitVisible(`.avv`, chromedp.ByQuery))

	// The CSP is enforced (and this test would see a violation): an
	// injected inline script is refused.
	mu.Lock()
	seen := len(consoleErrors)
	mu.Unlock()
	run("inline script blocked", chromedp.Evaluate(`(() => { const s = document.createElement('script'); s.textContent = 'window.__pwned = 1'; document.body.appendChild(s); return true })()`, nil))
	var pwned bool
	run("inline script did not run", chromedp.Sleep(300*time.Millisecond), chromedp.Evaluate(`window.__pwned === 1`, &pwned))
	mu.Lock()
	defer mu.Unlock()
	if pwned || len(consoleErrors) == seen || !strings.Contains(strings.Join(consoleErrors[seen:], " "), "Content Security Policy") {
		t.Errorf("inline script not blocked by the CSP (ran: %v, console: %q)", pwned, consoleErrors[seen:])
	}
	consoleErrors = consoleErrors[:seen]
	for _, e := range consoleErrors {
		t.Logf("browser console error: %s", e)
		if strings.Contains(e, "Content Security Policy") || strings.Contains(e, "Uncaught") {
			t.Errorf("browser console: %s", e)
		}
	}
}

// dropFile dispatches a synthetic drop of a file on the drop zone, as a
// person dragging it from the desktop would.
func dropFile(name, mimeType string, data []byte) chromedp.Action {
	js := fmt.Sprintf(`(() => {
  const bin = atob(%q);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const dt = new DataTransfer();
  dt.items.add(new File([bytes], %q, {type: %q}));
  const zone = document.getElementById('drop-zone');
  zone.dispatchEvent(new DragEvent('dragover', {dataTransfer: dt, bubbles: true, cancelable: true}));
  zone.dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true}));
  return true;
})()`, base64.StdEncoding.EncodeToString(data), name, mimeType)
	return chromedp.Evaluate(js, nil)
}

func apiUsage(t *testing.T, base, key string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/api/v1/usage", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body struct {
		Code string `json:"code"`
	}
	decodeJSON(res, &body)
	return res.StatusCode, body.Code
}

// testDocuments returns a synthetic statement and a collection letter
// whose Inkassokosten exceed the § 13e RDG cap.
func testDocuments(t *testing.T) (statement, mahnung []byte) {
	t.Helper()
	st, err := synth.Generate("signed", 7)
	if err != nil {
		t.Fatal(err)
	}
	statement, err = st.PDF()
	if err != nil {
		t.Fatal(err)
	}
	samples, err := corpus.Generate()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range samples {
		if s.DocType != "mahnung" || s.Negative {
			continue
		}
		for _, f := range s.Flags {
			if f == "inkassokosten:critical" {
				return statement, s.PDF
			}
		}
	}
	t.Fatal(errors.New("no Mahnung with excessive Inkassokosten in the letters corpus"))
	return nil, nil
}
