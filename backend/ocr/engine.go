// Package ocr recognises words with boxes on page images with Tesseract
// (German model). Pages are preprocessed in Go (resolution normalisation,
// deskew, binarisation) and recognised by the tesseract CLI, one bounded
// subprocess per page, with the image piped through stdin: no temp files.
//
// Why a subprocess per page and not a warm in-process engine: measured here
// (docs/intake.md), tesseract's start-up and model load is ~0.16 s and the
// same four pages took 5.5 s in one warm tesseract run and 5.2 s as four
// separate runs, so a warm engine saves nothing measurable with the fast
// German model, while a subprocess can be memory-limited and killed at the
// deadline and cannot take the service down.
package ocr

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/intake/sandbox"
	"papierkram/backend/problem"
)

// Metrics receives the engine's measurements; the service wires it to
// Prometheus. Implementations must be safe for concurrent use and fast.
type Metrics interface {
	// QueueDepth is the number of admitted pages waiting for a worker.
	QueueDepth(pages int)
	// PageDone reports one page's OCR time (preprocessing and recognition).
	PageDone(d time.Duration, err error)
	// Rejected counts pages refused because the queue was full.
	Rejected(pages int)
}

type nopMetrics struct{}

func (nopMetrics) QueueDepth(int)                {}
func (nopMetrics) PageDone(time.Duration, error) {}
func (nopMetrics) Rejected(int)                  {}

// Config configures an Engine. Zero values take the defaults.
type Config struct {
	// Workers is the number of pages recognised at once (default: the
	// number of CPUs). Tesseract runs single-threaded (OMP_THREAD_LIMIT=1).
	Workers int
	// QueuePages is how many pages may wait for a worker (default 8×Workers,
	// about 6 s of waiting on two cores). When full, Recognize fails fast
	// with problem.Overloaded and a Retry-After estimate.
	QueuePages int
	// Language is the tesseract language (default "deu").
	Language string
	// TessdataDir overrides tesseract's model directory (e.g. for the "best"
	// model); empty uses the system's.
	TessdataDir string
	// PSM is tesseract's page segmentation mode (default 6, a uniform
	// block: keeps table rows intact; 3 and 11 split them).
	PSM int
	// PageTimeout bounds one page (default 30 s).
	PageTimeout time.Duration
	// MemoryBytes is the address-space limit of a tesseract process (default 1 GiB).
	MemoryBytes int64
	// Preprocess tunes the image preparation.
	Preprocess PreprocessConfig
	// NoCellReread switches off the second recognition of garbled date
	// cells (cellreread.go), to measure its effect.
	NoCellReread bool
	// Metrics receives queue depth and page times (default: discarded).
	Metrics Metrics
}

// Image is a page image ready for OCR. DPI is its resolution, or an
// estimate for photos and screenshots.
type Image struct {
	Gray *image.Gray
	DPI  float64
	// Binarize, when not empty, overrides PreprocessConfig.Binarize
	// ("auto", "sauvola", "none") for this page only: a second reading of
	// a troubled page can force local Sauvola thresholds without changing
	// the default for every other page.
	Binarize string
}

// Loader produces a page image. It is called only once a worker is free,
// so that at most Workers decoded pages are held in memory at a time.
type Loader func(ctx context.Context) (Image, error)

// Result is one recognised page. Word boxes are in pixels of the loaded
// image after orientation and deskew (same size as the loaded image unless
// it was turned by 90°), with Width and Height that frame's size.
type Result struct {
	Words         []document.Word
	Width, Height int
	// Skew is the rotation removed, in degrees; Rotation the quarter turns
	// (0, 90, 180, 270) applied; Scale the resampling factor used for OCR.
	Skew     float64
	Rotation int
	Scale    float64
}

// Engine runs OCR with bounded concurrency and a bounded queue.
type Engine struct {
	cfg     Config
	runner  *sandbox.Runner
	slots   chan struct{} // one token per running page
	metrics Metrics

	mu       sync.Mutex
	admitted int     // pages admitted (waiting or running)
	avgPage  float64 // moving average of page seconds, for Retry-After
}

// New checks that tesseract and the language model are installed and
// returns an Engine.
func New(cfg Config) (*Engine, error) {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.NumCPU()
	}
	if cfg.QueuePages <= 0 {
		cfg.QueuePages = 8 * cfg.Workers
	}
	if cfg.Language == "" {
		cfg.Language = "deu"
	}
	if cfg.PSM == 0 {
		cfg.PSM = 6
	}
	if cfg.PageTimeout <= 0 {
		cfg.PageTimeout = 30 * time.Second
	}
	if cfg.MemoryBytes <= 0 {
		cfg.MemoryBytes = 1 << 30
	}
	cfg.Preprocess = cfg.Preprocess.withDefaults()
	if cfg.Metrics == nil {
		cfg.Metrics = nopMetrics{}
	}
	if _, err := exec.LookPath("tesseract"); err != nil {
		return nil, fmt.Errorf("ocr: tesseract not installed: %w", err)
	}
	e := &Engine{
		cfg:     cfg,
		runner:  sandbox.New(),
		slots:   make(chan struct{}, cfg.Workers),
		metrics: cfg.Metrics,
		avgPage: 1.5,
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := e.runner.Run(ctx, sandbox.Limits{MaxOutput: 1 << 16}, nil, "tesseract", e.langArgs("--list-langs")...)
	if err != nil {
		return nil, fmt.Errorf("ocr: tesseract --list-langs: %w", err)
	}
	if !hasLang(string(out), cfg.Language) {
		return nil, fmt.Errorf("ocr: tesseract language %q not installed (Debian: tesseract-ocr-deu)", cfg.Language)
	}
	return e, nil
}

func (e *Engine) langArgs(args ...string) []string {
	if e.cfg.TessdataDir != "" {
		return append([]string{"--tessdata-dir", e.cfg.TessdataDir}, args...)
	}
	return args
}

func hasLang(list, lang string) bool {
	for _, l := range splitLines(list) {
		if l == lang {
			return true
		}
	}
	return false
}

// Recognize runs OCR on the pages, concurrently up to the worker bound, and
// returns the results in order. All pages are admitted at once or the call
// fails fast with problem.Overloaded: a document is never half-queued.
func (e *Engine) Recognize(ctx context.Context, pages []Loader) ([]Result, error) {
	if len(pages) == 0 {
		return nil, nil
	}
	if err := e.admit(len(pages)); err != nil {
		return nil, err
	}
	defer e.release(len(pages))

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]Result, len(pages))
	errs := make([]error, len(pages))
	var wg sync.WaitGroup
	for i, load := range pages {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = e.page(ctx, load)
			if errs[i] != nil {
				cancel() // one failed page fails the document; stop the rest
			}
		}()
	}
	wg.Wait()
	// Report the first real failure, not the cancellations it caused.
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return nil, err
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return results, nil
}

func (e *Engine) admit(n int) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	capacity := e.cfg.Workers + e.cfg.QueuePages
	// A document larger than the whole queue is still taken when the engine
	// is idle, otherwise it could never be processed.
	if e.admitted > 0 && e.admitted+n > capacity {
		e.metrics.Rejected(n)
		wait := float64(e.admitted) / float64(e.cfg.Workers) * e.avgPage
		return &problem.Error{
			Code:       problem.Overloaded,
			Detail:     "The OCR service is busy. Please retry shortly.",
			RetryAfter: int(math.Min(math.Max(math.Ceil(wait), 1), 120)),
		}
	}
	e.admitted += n
	e.metrics.QueueDepth(max(e.admitted-e.cfg.Workers, 0))
	return nil
}

func (e *Engine) release(n int) {
	e.mu.Lock()
	e.admitted -= n
	e.metrics.QueueDepth(max(e.admitted-e.cfg.Workers, 0))
	e.mu.Unlock()
}

// QueueDepth returns the number of admitted pages not yet running.
func (e *Engine) QueueDepth() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return max(e.admitted-e.cfg.Workers, 0)
}

func (e *Engine) page(ctx context.Context, load Loader) (Result, error) {
	select {
	case e.slots <- struct{}{}:
	case <-ctx.Done():
		return Result{}, fmt.Errorf("ocr: waiting for a worker: %w", context.Cause(ctx))
	}
	defer func() { <-e.slots }()
	start := time.Now()
	res, err := e.recognize(ctx, load)
	d := time.Since(start)
	e.metrics.PageDone(d, err)
	if err == nil {
		e.mu.Lock()
		e.avgPage = 0.8*e.avgPage + 0.2*d.Seconds()
		e.mu.Unlock()
	}
	return res, err
}

func (e *Engine) recognize(ctx context.Context, load Loader) (Result, error) {
	img, err := load(ctx)
	if err != nil {
		return Result{}, err
	}
	// Preprocessing is pure Go and not interruptible (~0.3 s); do not
	// start it for a request that is already over its deadline.
	if err := ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("ocr: %w", context.Cause(ctx))
	}
	if img.Gray == nil || img.Gray.Bounds().Empty() {
		return Result{}, errors.New("ocr: empty page image")
	}
	if lightOnDark(img.Gray) {
		img.Gray = inverted(img.Gray)
	}
	prep := Preprocess(img, e.cfg.Preprocess)
	if prep.SuspectTurn != 0 {
		if q, ok := e.orientation(ctx, img.Gray); ok && q != 0 {
			cfg := e.cfg.Preprocess
			cfg.Turn, cfg.KeepOrientation = q, true
			prep = Preprocess(img, cfg)
		}
	}
	// The source bitmap is no longer needed; let the GC have it while
	// tesseract runs.
	img.Gray = nil
	if prep.Blank {
		return Result{Width: prep.Width, Height: prep.Height, Scale: 1}, nil
	}
	words, err := e.recognizeStrips(ctx, prep.Gray)
	if err != nil {
		return Result{}, err
	}
	// Garbled date cells read alone once more (cellreread.go).
	words = e.rereadDateCells(ctx, prep.Gray, words)
	// Boxes back to the (deskewed) frame at the loaded resolution.
	inv := 1 / prep.Scale
	for i := range words {
		b := &words[i].Box
		b.X0, b.Y0, b.X1, b.Y1 = b.X0*inv, b.Y0*inv, b.X1*inv, b.Y1*inv
	}
	return Result{
		Words:    words,
		Width:    prep.Width,
		Height:   prep.Height,
		Skew:     prep.Skew,
		Rotation: prep.Rotation,
		Scale:    prep.Scale,
	}, nil
}

var errPageTimeout = errors.New("ocr: page timeout")

// tesseract recognises g and returns words in g's pixels.
func (e *Engine) tesseract(ctx context.Context, g *image.Gray) ([]document.Word, error) {
	ctx, cancel := context.WithTimeoutCause(ctx, e.cfg.PageTimeout, errPageTimeout)
	defer cancel()
	args := e.langArgs("stdin", "stdout", "-l", e.cfg.Language, "--psm", strconv.Itoa(e.cfg.PSM),
		// Keep inter-word spaces as tesseract sees them; do not let it
		// invent a dictionary-driven reading of amounts and IBANs.
		"-c", "preserve_interword_spaces=0", "tsv")
	out, err := e.runner.Run(ctx, sandbox.Limits{MemoryBytes: e.cfg.MemoryBytes, MaxOutput: 16 << 20, CPU: e.cfg.PageTimeout},
		pgmReader(g), "tesseract", args...)
	if err != nil {
		if errors.Is(err, errPageTimeout) {
			return nil, problem.Wrap(problem.InvalidRequest, fmt.Sprintf("A page could not be recognised within %d seconds.", int(e.cfg.PageTimeout.Seconds())), err)
		}
		return nil, fmt.Errorf("ocr: %w", err)
	}
	return ParseTSV(out)
}

// recognizeStrips recognises the text of g. Only the rows that carry ink
// go to tesseract: the blank paper above the first and below the last text
// line is cut off, and a page without ink is not sent at all. When other
// workers are idle at that moment the inked region is split into
// horizontal strips cut in blank gaps and the strips are recognised in
// parallel (tesseract is single-threaded, so on an otherwise idle machine
// one scanned page would use one core). Extra workers are only borrowed if
// free; under load every page runs as one strip.
//
// Why the cropping matters: tesseract thresholds each image it gets with a
// global Otsu threshold. On a strip of blank, grainy paper (the lower half
// of a short letter) that threshold falls inside the grain, every grain
// cluster becomes a "glyph", and tesseract spent 11.5 s of CPU producing
// 1,079 garbage words for a strip whose page took 1.1 s as a whole
// (evalletters: steuerbescheid_6 scan; short Mahnung and Kündigung letters
// alike — the 15 s per page of issue 4).
func (e *Engine) recognizeStrips(ctx context.Context, g *image.Gray) ([]document.Word, error) {
	ink := inkRows(g)
	top, bot, ok := inkExtent(ink, g.Rect.Dy())
	if !ok {
		// No ink by the global threshold: paper only, or sparse text on
		// shaded paper (flatfield.go).
		g, ink, ok = flatten(g)
		if !ok {
			return nil, nil // paper only: grain and specks, nothing to read
		}
		top, bot, _ = inkExtent(ink, g.Rect.Dy())
	}
	h := bot - top
	extra := 0
	// Strips shorter than ~15 text lines cost more in start-up than they save.
	for extra+1 < e.cfg.Workers && h/(extra+2) > 600 {
		select {
		case e.slots <- struct{}{}:
			extra++
			continue
		default:
		}
		break
	}
	defer func() {
		for range extra {
			<-e.slots
		}
	}()
	cuts := stripCuts(ink[top:bot], extra+1)
	type strip struct{ y0, y1 int }
	var strips []strip
	for i := range len(cuts) - 1 {
		y0, y1 := top+cuts[i], top+cuts[i+1]
		if slices.ContainsFunc(ink[y0:y1], func(v int) bool { return v > 0 }) {
			strips = append(strips, strip{y0, y1})
		}
	}
	parts := make([][]document.Word, len(strips))
	errs := make([]error, len(strips))
	var wg sync.WaitGroup
	for i, st := range strips {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := image.Rect(0, st.y0, g.Rect.Dx(), st.y1)
			parts[i], errs[i] = e.tesseract(ctx, g.SubImage(r).(*image.Gray))
			for j := range parts[i] {
				parts[i][j].Box.Y0 += float64(st.y0)
				parts[i][j].Box.Y1 += float64(st.y0)
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	var words []document.Word
	for _, p := range parts {
		words = append(words, p...)
	}
	return words, nil
}

// inkRows returns, per row of g, the number of ink pixels, with rows that
// are not part of a text band set to 0. Ink is darker than the page's
// Otsu threshold, and only when the page has two classes at all: on blank
// grainy paper Otsu splits the grain, whose dark class is barely darker
// than the paper (no ink then). A row counts when it has at least
// minRowInk ink pixels, and a band of such rows (gaps of one or two rows
// bridged) only when it is at least minBandRows tall: isolated specks are
// a pixel or two, a text line after the resolution normalisation ≥ 19 px.
func inkRows(g *image.Gray) []int {
	thr, ok := inkThreshold(g)
	if !ok {
		return make([]int, g.Rect.Dy())
	}
	return inkRowsAt(g, thr)
}

// inkRowsAt is inkRows with a given ink threshold: pixels at or below thr
// are ink.
func inkRowsAt(g *image.Gray, thr uint8) []int {
	const (
		minRowInk   = 3
		minBandRows = 5
		maxGap      = 2
	)
	w, h := g.Rect.Dx(), g.Rect.Dy()
	rows := make([]int, h)
	for y := range h {
		i := g.PixOffset(g.Rect.Min.X, g.Rect.Min.Y+y)
		row := g.Pix[i : i+w]
		c := 0
		for _, v := range row {
			if v <= thr {
				c++
			}
		}
		if c >= minRowInk {
			rows[y] = c
		}
	}
	// Drop bands shorter than minBandRows (bridging small gaps).
	for y := 0; y < h; {
		if rows[y] == 0 {
			y++
			continue
		}
		end, last := y, y
		for end < h && end-last <= maxGap {
			if rows[end] > 0 {
				last = end
			}
			end++
		}
		if last-y+1 < minBandRows {
			clear(rows[y : last+1])
		}
		y = last + 1
	}
	return rows
}

// inkThreshold is the Otsu threshold of g (sampled) and whether g has ink
// at all: the dark class must be clearly darker than the paper. Printed
// text on a scan is 100+ grey levels below the paper, grain ±6–20.
func inkThreshold(g *image.Gray) (uint8, bool) {
	const minContrast = 48
	var hist [256]int
	w, h := g.Rect.Dx(), g.Rect.Dy()
	for y := 0; y < h; y += 2 {
		i := g.PixOffset(g.Rect.Min.X, g.Rect.Min.Y+y)
		for _, v := range g.Pix[i : i+w] {
			hist[v]++
		}
	}
	thr := otsuHist(&hist)
	var nB, nF, sB, sF float64
	for v, n := range hist {
		if v <= int(thr) {
			nB += float64(n)
			sB += float64(v * n)
		} else {
			nF += float64(n)
			sF += float64(v * n)
		}
	}
	if nB == 0 || nF == 0 || sF/nF-sB/nB < minContrast {
		return 0, false
	}
	return thr, true
}

// inkExtent is the row range [top, bot) holding all ink rows plus a
// margin of white tesseract likes around text; ok is false without ink.
func inkExtent(ink []int, h int) (top, bot int, ok bool) {
	const margin = 24
	top, bot = -1, -1
	for y, v := range ink {
		if v > 0 {
			if top < 0 {
				top = y
			}
			bot = y
		}
	}
	if top < 0 {
		return 0, 0, false
	}
	return max(0, top-margin), min(h, bot+1+margin), true
}

// stripCuts returns n+1 row positions from 0 to len(ink) that split the
// rows into n strips, each inner cut at the emptiest row within ±8 % of
// the height around the even split, so that no text line is cut.
func stripCuts(ink []int, n int) []int {
	h := len(ink)
	cuts := []int{0}
	for i := 1; i < n; i++ {
		mid := h * i / n
		lo, hi := max(cuts[len(cuts)-1]+1, mid-h*8/100), min(h-1, mid+h*8/100)
		best := mid
		// Prefer the middle of the longest blank run: the emptiest rows
		// with the most room on both sides.
		bestScore := -1
		for y := lo; y <= hi; y++ {
			if ink[y] > ink[best] {
				continue
			}
			run := 0
			for d := 1; y-d >= lo && y+d <= hi && ink[y-d] <= ink[y] && ink[y+d] <= ink[y]; d++ {
				run = d
			}
			if ink[y] < ink[best] || run > bestScore {
				best, bestScore = y, run
			}
		}
		cuts = append(cuts, best)
	}
	return append(cuts, h)
}

// orientation asks tesseract's orientation and script detection (psm 0,
// ~2 s of CPU, hence only for pages the geometric test flags) how many
// clockwise quarter turns make g upright. ok is false when it cannot tell.
func (e *Engine) orientation(ctx context.Context, g *image.Gray) (quarter int, ok bool) {
	ctx, cancel := context.WithTimeout(ctx, e.cfg.PageTimeout)
	defer cancel()
	out, err := e.runner.Run(ctx, sandbox.Limits{MemoryBytes: e.cfg.MemoryBytes, MaxOutput: 1 << 16, CPU: e.cfg.PageTimeout},
		pgmReader(g), "tesseract", e.langArgs("stdin", "stdout", "--psm", "0")...)
	if err != nil {
		return 0, false
	}
	var rotate int
	var conf float64
	var haveRotate bool
	for _, l := range splitLines(string(out)) {
		if v, found := strings.CutPrefix(l, "Rotate:"); found {
			r, err := strconv.Atoi(strings.TrimSpace(v))
			rotate, haveRotate = r, err == nil
		}
		if v, found := strings.CutPrefix(l, "Orientation confidence:"); found {
			conf, _ = strconv.ParseFloat(strings.TrimSpace(v), 64)
		}
	}
	// Below ~2 the detection is a guess (tesseract's own guidance).
	if !haveRotate || conf < 2 || rotate%90 != 0 {
		return 0, false
	}
	return (rotate / 90) % 4, true
}
