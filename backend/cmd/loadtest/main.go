// Command loadtest measures the service under sustained load (issue 7,
// `make loadtest`): for a fixed time with N concurrent clients it sends
// (a) text-layer statements of three pages and (b) scanned pages (JPEG), and
// prints throughput, p50/p95/p99 latency, errors by status and the server
// process's RSS before, after warm-up and after the run.
//
// By default it starts its own instance: the papierkram binary (-bin) on a
// free local port, on a fresh database created through
// PAPIERKRAM_LOADTEST_ADMIN_URL (dropped afterwards) or else on
// PAPIERKRAM_DATABASE_URL, with an organization on a paid tier and a rate
// limit high enough not to interfere, created with the binary's operator
// CLI. With PAPIERKRAM_LOADTEST_URL it targets a running instance instead;
// the key then comes from PAPIERKRAM_LOADTEST_KEY (or is created through the
// CLI on PAPIERKRAM_DATABASE_URL) and RSS is read only when -pid is given.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"math/rand/v2"
	"mime/multipart"
	"net"
	"net/http"
	"net/textproto"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"

	"papierkram/backend/statement/synth"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		os.Exit(1)
	}
}

type options struct {
	bin       string
	duration  time.Duration
	warmup    time.Duration
	clients   int
	workloads string
	pid       int
}

func run() error {
	var o options
	flag.StringVar(&o.bin, "bin", "bin/papierkram", "server binary to start (ignored with PAPIERKRAM_LOADTEST_URL)")
	flag.DurationVar(&o.duration, "duration", 60*time.Second, "duration of each workload")
	flag.DurationVar(&o.warmup, "warmup", 10*time.Second, "first part of each workload whose RSS growth is not counted")
	flag.IntVar(&o.clients, "clients", 8, "concurrent clients")
	flag.StringVar(&o.workloads, "workloads", "text,scan", "comma-separated: text (3-page text-layer statements), scan (scanned pages)")
	flag.IntVar(&o.pid, "pid", 0, "server process id for RSS when targeting PAPIERKRAM_LOADTEST_URL")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	target := &instance{url: strings.TrimRight(os.Getenv("PAPIERKRAM_LOADTEST_URL"), "/"), pid: o.pid}
	if target.url == "" {
		if err := target.start(ctx, o.bin); err != nil {
			return err
		}
		defer target.stop()
	}
	key := os.Getenv("PAPIERKRAM_LOADTEST_KEY")
	if key == "" {
		var err error
		if key, err = target.createKey(ctx, o.bin); err != nil {
			return err
		}
	}

	fmt.Printf("loadtest: %s, %d clients, %v per workload, %d host CPUs\n", target.url, o.clients, o.duration, numCPU())
	var reports []report
	failed := false
	for _, w := range strings.Split(o.workloads, ",") {
		docs, pages, err := workload(ctx, strings.TrimSpace(w))
		if err != nil {
			return err
		}
		fmt.Printf("workload %s: %d distinct documents, %d page(s) each; running…\n", w, len(docs), pages)
		r := drive(ctx, target, key, w, docs, pages, o)
		reports = append(reports, r)
		if r.fiveXX > 0 || r.transport > 0 {
			failed = true
		}
		if ctx.Err() != nil {
			break
		}
	}
	printReports(reports)
	if failed {
		return errors.New("5xx responses or transport errors under load")
	}
	return nil
}

func numCPU() int {
	b, _ := os.ReadFile("/proc/cpuinfo")
	return max(1, strings.Count(string(b), "\nprocessor")+boolInt(strings.HasPrefix(string(b), "processor")))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ---- the instance under test ----

type instance struct {
	url     string
	pid     int
	cmd     *exec.Cmd
	env     []string // environment of the binary (database URL)
	dropDB  func()
	logFile *os.File
}

func (in *instance) start(ctx context.Context, bin string) error {
	if _, err := os.Stat(bin); err != nil {
		return fmt.Errorf("server binary %s: %w (run `make build` or pass -bin)", bin, err)
	}
	dbURL := os.Getenv("PAPIERKRAM_DATABASE_URL")
	if admin := os.Getenv("PAPIERKRAM_LOADTEST_ADMIN_URL"); admin != "" {
		u, drop, err := freshDatabase(ctx, admin)
		if err != nil {
			return err
		}
		dbURL, in.dropDB = u, drop
	}
	if dbURL == "" {
		return errors.New("set PAPIERKRAM_LOADTEST_ADMIN_URL or PAPIERKRAM_DATABASE_URL (make loadtest does)")
	}
	addr, err := freeAddr()
	if err != nil {
		return err
	}
	in.env = append(os.Environ(), "PAPIERKRAM_DATABASE_URL="+dbURL, "PAPIERKRAM_ADDR="+addr,
		"PAPIERKRAM_LOG_LEVEL=warn", "PAPIERKRAM_BASE_URL=http://"+addr)
	in.logFile, err = os.CreateTemp("", "papierkram-loadtest-*.log")
	if err != nil {
		return err
	}
	in.cmd = exec.Command(bin, "serve")
	in.cmd.Env = in.env
	in.cmd.Stdout, in.cmd.Stderr = in.logFile, in.logFile
	if err := in.cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", bin, err)
	}
	in.pid = in.cmd.Process.Pid
	in.url = "http://" + addr
	deadline := time.Now().Add(60 * time.Second)
	for {
		res, err := http.Get(in.url + "/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				break
			}
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			in.stop()
			return fmt.Errorf("server not ready within 60 s (log: %s)", in.logFile.Name())
		}
		time.Sleep(200 * time.Millisecond)
	}
	fmt.Printf("started %s serve (pid %d) on %s, log %s\n", bin, in.pid, addr, in.logFile.Name())
	return nil
}

func (in *instance) stop() {
	if in.cmd != nil && in.cmd.Process != nil {
		in.cmd.Process.Signal(syscall.SIGTERM) //nolint:errcheck
		done := make(chan struct{})
		go func() { in.cmd.Wait(); close(done) }() //nolint:errcheck
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			in.cmd.Process.Kill() //nolint:errcheck
		}
		in.cmd = nil
	}
	if in.dropDB != nil {
		in.dropDB()
		in.dropDB = nil
	}
}

// createKey makes an organization on the pro tier with a rate limit that
// does not interfere and returns a fresh key, through the operator CLI.
func (in *instance) createKey(ctx context.Context, bin string) (string, error) {
	env := in.env
	if env == nil {
		if os.Getenv("PAPIERKRAM_DATABASE_URL") == "" {
			return "", errors.New("targeting PAPIERKRAM_LOADTEST_URL needs PAPIERKRAM_LOADTEST_KEY or PAPIERKRAM_DATABASE_URL")
		}
		env = os.Environ()
	}
	cli := func(args ...string) (map[string]any, error) {
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Env = env
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w: %s", bin, strings.Join(args, " "), err, stderr.String())
		}
		var m map[string]any
		if err := json.Unmarshal(out, &m); err != nil {
			return nil, fmt.Errorf("%s %s: output is not JSON: %s", bin, args[0], out)
		}
		return m, nil
	}
	email := fmt.Sprintf("loadtest-%d@example.com", rand.Int64())
	o, err := cli("org", "create", "--name", "Loadtest GmbH", "--email", email, "--tier", "pro")
	if err != nil {
		return "", err
	}
	id, _ := o["id"].(string)
	if _, err := cli("org", "set-rate-limit", "--org", id, "--per-minute", "100000"); err != nil {
		return "", err
	}
	k, err := cli("key", "create", "--org", id, "--name", "loadtest")
	if err != nil {
		return "", err
	}
	key, _ := k["key"].(string)
	if key == "" {
		return "", errors.New("key create returned no key")
	}
	return key, nil
}

func freshDatabase(ctx context.Context, admin string) (string, func(), error) {
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return "", nil, fmt.Errorf("connect admin database: %w", err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("papierkram_loadtest_%d", time.Now().UnixNano())
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", nil, fmt.Errorf("create database: %w", err)
	}
	u, err := url.Parse(admin)
	if err != nil {
		return "", nil, err
	}
	u.Path = "/" + name
	drop := func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, admin)
		if err != nil {
			return
		}
		defer c.Close(ctx)
		c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)") //nolint:errcheck
	}
	return u.String(), drop, nil
}

func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// ---- workloads ----

type document struct {
	name, partType string
	data           []byte
}

// workload returns distinct documents of one kind and their page count.
func workload(ctx context.Context, kind string) ([]document, int, error) {
	switch kind {
	case "text":
		// Text-layer statements of exactly three pages.
		var docs []document
		for seed := uint64(1); len(docs) < 6 && seed < 400; seed++ {
			layout := synth.Layouts()[seed%uint64(len(synth.Layouts()))]
			st, err := synth.Generate(layout, seed)
			if err != nil {
				return nil, 0, err
			}
			if len(st.Pages) != 3 {
				continue
			}
			pdf, err := st.PDF()
			if err != nil {
				return nil, 0, err
			}
			docs = append(docs, document{"auszug.pdf", "application/pdf", pdf})
		}
		if len(docs) == 0 {
			return nil, 0, errors.New("no three-page statement generated")
		}
		return docs, 3, nil
	case "scan":
		// One scanned A4 page per request (200 dpi, scanner noise, JPEG).
		var docs []document
		for seed := uint64(1); seed <= 4; seed++ {
			st, err := synth.GenerateWith("signed", seed, synth.Options{MaxTransactions: 14})
			if err != nil {
				return nil, 0, err
			}
			pdf, err := st.PDF()
			if err != nil {
				return nil, 0, err
			}
			d := synth.ScanParams(seed)
			d.DPI = 200
			imgs, err := synth.Rasterize(ctx, pdf, d.DPI)
			if err != nil {
				return nil, 0, err
			}
			jpg, err := synth.Spoil(firstPage(imgs), d, 0)
			if err != nil {
				return nil, 0, err
			}
			docs = append(docs, document{"scan.jpg", "image/jpeg", jpg})
		}
		return docs, 1, nil
	}
	return nil, 0, fmt.Errorf("unknown workload %q (text, scan)", kind)
}

func firstPage(pages []*image.Gray) *image.Gray { return pages[0] }

// ---- driving ----

type sample struct {
	at      time.Duration
	latency time.Duration
	status  int // 0: transport error
	code    string
}

type report struct {
	name                    string
	pages                   int
	clients                 int
	elapsed                 time.Duration
	samples                 []sample
	rssBefore, rssWarm      int64 // kB
	rssAfter, hwmAfter      int64
	fiveXX, transport, ok   int
	byStatus                map[string]int
	p50, p95, p99, pmax     time.Duration
	throughput, pagesPerSec float64
}

func drive(ctx context.Context, in *instance, key, name string, docs []document, pages int, o options) report {
	r := report{name: name, pages: pages, clients: o.clients, byStatus: map[string]int{}}
	r.rssBefore = rss(in.pid, "VmRSS")
	client := &http.Client{Timeout: 180 * time.Second}
	var mu sync.Mutex
	start := time.Now()
	end := start.Add(o.duration)
	var wg sync.WaitGroup
	warmDone := make(chan struct{})
	go func() {
		select {
		case <-time.After(o.warmup):
			r.rssWarm = rss(in.pid, "VmRSS")
		case <-ctx.Done():
		}
		close(warmDone)
	}()
	for c := range o.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; time.Now().Before(end) && ctx.Err() == nil; i++ {
				d := docs[(c+i)%len(docs)]
				s := analyze(ctx, client, in.url, key, d)
				s.at = time.Since(start)
				mu.Lock()
				r.samples = append(r.samples, s)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	<-warmDone
	r.elapsed = time.Since(start)
	r.rssAfter, r.hwmAfter = rss(in.pid, "VmRSS"), rss(in.pid, "VmHWM")
	var lat []time.Duration
	for _, s := range r.samples {
		switch {
		case s.status == 0:
			r.transport++
			r.byStatus["transport error"]++
		default:
			r.byStatus[strconv.Itoa(s.status)+" "+s.code]++
			if s.status >= 500 {
				r.fiveXX++
			}
			if s.status == 200 {
				r.ok++
			}
		}
		lat = append(lat, s.latency)
	}
	slices.Sort(lat)
	r.p50, r.p95, r.p99 = pct(lat, 50), pct(lat, 95), pct(lat, 99)
	if len(lat) > 0 {
		r.pmax = lat[len(lat)-1]
	}
	r.throughput = float64(r.ok) / r.elapsed.Seconds()
	r.pagesPerSec = r.throughput * float64(pages)
	return r
}

func analyze(ctx context.Context, client *http.Client, base, key string, d document) sample {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("document_type", "kontoauszug") //nolint:errcheck
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="file"; filename=%q`, d.name))
	h.Set("Content-Type", d.partType)
	pw, _ := mw.CreatePart(h)
	pw.Write(d.data) //nolint:errcheck
	mw.Close()
	req, _ := http.NewRequestWithContext(ctx, "POST", base+"/api/v1/analyze", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+key)
	start := time.Now()
	res, err := client.Do(req)
	if err != nil {
		return sample{latency: time.Since(start)}
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	s := sample{latency: time.Since(start), status: res.StatusCode}
	if res.StatusCode != 200 {
		var p struct {
			Code string `json:"code"`
		}
		json.Unmarshal(b, &p) //nolint:errcheck
		s.code = p.Code
	}
	return s
}

func pct(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100
	return sorted[min(max(i-1, 0), len(sorted)-1)]
}

// rss reads a field (kB) of /proc/<pid>/status; -1 when unknown.
func rss(pid int, field string) int64 {
	if pid <= 0 {
		return -1
	}
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n
		}
	}
	return -1
}

func mib(kb int64) string {
	if kb < 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.0f MiB", float64(kb)/1024)
}

func printReports(rs []report) {
	fmt.Println()
	fmt.Println("| workload | clients | requests | 200 | req/s | pages/s | p50 | p95 | p99 | max | p95/p50 | errors by status | RSS before | RSS after warm-up | RSS after | peak RSS |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, r := range rs {
		var errs []string
		keys := make([]string, 0, len(r.byStatus))
		for k := range r.byStatus {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if !strings.HasPrefix(k, "200") {
				errs = append(errs, fmt.Sprintf("%s: %d", strings.TrimSpace(k), r.byStatus[k]))
			}
		}
		if len(errs) == 0 {
			errs = []string{"none"}
		}
		ratio := 0.0
		if r.p50 > 0 {
			ratio = float64(r.p95) / float64(r.p50)
		}
		fmt.Printf("| %s (%d p.) | %d | %d | %d | %.2f | %.2f | %v | %v | %v | %v | %.2f | %s | %s | %s | %s | %s |\n",
			r.name, r.pages, r.clients, len(r.samples), r.ok, r.throughput, r.pagesPerSec,
			r.p50.Round(time.Millisecond), r.p95.Round(time.Millisecond), r.p99.Round(time.Millisecond), r.pmax.Round(time.Millisecond),
			ratio, strings.Join(errs, ", "), mib(r.rssBefore), mib(r.rssWarm), mib(r.rssAfter), mib(r.hwmAfter))
	}
}
