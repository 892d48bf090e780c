package intake

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"papierkram/backend/document"
	"papierkram/backend/intake/sandbox"
	"papierkram/backend/ocr"
	"papierkram/backend/problem"
)

var (
	errEncrypted = problem.New(problem.InvalidRequest, "The PDF is password-protected. Please upload it without a password.")
	errDamaged   = problem.New(problem.InvalidRequest, "The PDF file is damaged or incomplete and could not be read.")
)

// readPDF reads the text layer of every page and sends the pages without a
// usable one to OCR.
func (r *Reader) readPDF(ctx context.Context, data []byte) (*document.Document, error) {
	if nestingDepth(data) > maxNesting {
		// Poppler survives this but spends seconds per tool re-parsing it.
		return nil, errDamaged
	}
	dir, err := os.MkdirTemp(r.cfg.TempDir, "intake-")
	if err != nil {
		return nil, fmt.Errorf("scratch dir: %w", err)
	}
	// Uploads are never stored: the scratch directory goes whatever happens.
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return nil, fmt.Errorf("write scratch file: %w", err)
	}

	// pdfinfo (page count, encryption) and pdftotext run side by side:
	// each costs a process start, and the text of at most MaxPages pages is
	// cheap to throw away when the count turns out too high.
	tctx, cancelText := context.WithCancel(ctx)
	defer cancelText()
	type textResult struct {
		out []byte
		err error
	}
	textc := make(chan textResult, 1)
	go func() {
		out, err := r.run(tctx, sandbox.Limits{MaxOutput: 32 << 20, CPU: r.cfg.TextCPU}, "pdftotext", "-tsv", "-nodiag", "-enc", "UTF-8", "-l", strconv.Itoa(r.cfg.MaxPages), path, "-")
		textc <- textResult{out, err}
	}()
	n, rotate, err := r.pdfPages(ctx, path)
	if err == nil && n == 0 {
		err = problem.New(problem.InvalidRequest, "The PDF has no pages.")
	}
	if err == nil && n > r.cfg.MaxPages {
		err = problem.Errorf(problem.InvalidRequest, "The PDF has %d pages; at most %d pages can be processed per document.", n, r.cfg.MaxPages)
	}
	if err != nil {
		cancelText()
		<-textc // the scratch file must outlive the tool
		return nil, err
	}
	text := <-textc
	if text.err != nil {
		return nil, pdfToolError(text.err)
	}
	// A reviewer's FreeText and stamp text is no part of the document
	// (annots.go).
	tsv := dropAnnotationWords(text.out, textAnnotations(data))
	pages, err := parsePopplerTSV(tsv, rotate)
	if err != nil {
		return nil, errDamaged
	}
	// pdftotext drops trailing pages it could not parse; keep the count
	// pdfinfo reported and let those pages go to OCR.
	for len(pages) < n {
		pages = append(pages, document.Page{Number: len(pages) + 1})
	}

	var needOCR []int
	var unsure []int
	for i := range pages {
		p := &pages[i]
		p.Source = document.TextLayer
		p.Words = joinKernSplit(cleanWords(p.Words)) // text.go
		switch q := textQuality(p.Words); {
		case q < r.cfg.MinWords || !readable(p.Words):
			needOCR = append(needOCR, i)
		case q < denseWords:
			unsure = append(unsure, i)
		}
	}
	// A page with a little text and a large image is a scan with a stamped
	// header or footer (or a mixed page): OCR reads both.
	if len(unsure) > 0 {
		cov, err := r.imageCoverage(ctx, path, n)
		if err != nil {
			return nil, err
		}
		for _, i := range unsure {
			if p := pages[i]; p.Width > 0 && cov[p.Number]/(p.Width*p.Height) >= 0.4 {
				needOCR = append(needOCR, i)
			}
		}
	}
	if len(needOCR) == 0 {
		return &document.Document{Pages: pages}, nil
	}
	if len(needOCR) > r.cfg.MaxOCRPages {
		return nil, problem.Errorf(problem.InvalidRequest, "The PDF has %d scanned pages; at most %d scanned pages can be read per document.", len(needOCR), r.cfg.MaxOCRPages)
	}
	if r.ocr == nil {
		return nil, errNoOCR
	}
	loaders := make([]ocr.Loader, len(needOCR))
	dpis := make([]float64, len(needOCR))
	for k, i := range needOCR {
		dpi := r.renderDPI(pages[i])
		dpis[k] = dpi
		num := pages[i].Number
		loaders[k] = func(ctx context.Context) (ocr.Image, error) { return r.renderPage(ctx, path, num, dpi) }
	}
	results, err := r.ocr.Recognize(ctx, loaders)
	if err != nil {
		return nil, err
	}
	for k, i := range needOCR {
		pages[i] = ocrPage(pages[i].Number, results[k], dpis[k])
	}
	return &document.Document{Pages: pages}, nil
}

// denseWords: a page with at least this many real words is a text page even
// if it also carries a large image (a logo, a background).
const denseWords = 60

// renderDPI is the configured resolution, lowered for oversized pages so the
// rendered bitmap stays within MaxPixels.
func (r *Reader) renderDPI(p document.Page) float64 {
	dpi := float64(r.cfg.RenderDPI)
	if p.Width <= 0 || p.Height <= 0 {
		return dpi
	}
	px := p.Width * p.Height * dpi * dpi / (72 * 72)
	if px > float64(r.cfg.MaxPixels) {
		dpi *= math.Sqrt(float64(r.cfg.MaxPixels) / px)
	}
	return math.Max(math.Floor(dpi), 1)
}

// renderPage renders one page as 8-bit grey PGM: PNG encoding would cost
// ~700 ms per page for nothing, PGM is the raw bitmap.
func (r *Reader) renderPage(ctx context.Context, path string, page int, dpi float64) (ocr.Image, error) {
	d := strconv.FormatFloat(dpi, 'f', 0, 64)
	out, err := r.run(ctx, sandbox.Limits{MaxOutput: r.cfg.MaxPixels + 1024, CPU: r.cfg.RenderCPU},
		"pdftoppm", "-r", d, "-gray", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page), "-singlefile", path)
	if err != nil {
		return ocr.Image{}, pdfToolError(err)
	}
	g, err := ocr.DecodePGM(out)
	if err != nil {
		return ocr.Image{}, fmt.Errorf("rendered page %d: %w", page, err)
	}
	return ocr.Image{Gray: g, DPI: dpi}, nil
}

func (r *Reader) run(ctx context.Context, lim sandbox.Limits, tool string, args ...string) ([]byte, error) {
	lim.MemoryBytes = r.cfg.ToolMemory
	return r.runner.Run(ctx, lim, nil, tool, args...)
}

// pdfPages asks pdfinfo for the page count and each page's /Rotate; it
// also tells encrypted and broken files apart before any expensive work.
// rotate[i] is page i+1's rotation in degrees (missing pages: 0).
func (r *Reader) pdfPages(ctx context.Context, path string) (n int, rotate []int, err error) {
	out, err := r.run(ctx, sandbox.Limits{MaxOutput: 1 << 20, CPU: r.cfg.TextCPU}, "pdfinfo", "-f", "1", "-l", strconv.Itoa(r.cfg.MaxPages), path)
	if err != nil {
		return 0, nil, pdfToolError(err)
	}
	n = -1
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if v, ok := strings.CutPrefix(line, "Pages:"); ok {
			n, err = strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 0 {
				return 0, nil, errDamaged
			}
			continue
		}
		// "Page    3 rot:   90"
		f := strings.Fields(line)
		if len(f) != 4 || f[0] != "Page" || f[2] != "rot:" {
			continue
		}
		page, err1 := strconv.Atoi(f[1])
		deg, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil || page < 1 || page > r.cfg.MaxPages {
			continue
		}
		for len(rotate) < page {
			rotate = append(rotate, 0)
		}
		rotate[page-1] = deg
	}
	if n < 0 {
		return 0, nil, errDamaged
	}
	return n, rotate, nil
}

// pdfToolError maps a poppler failure to what the user can act on. Poppler
// exits 1 for files it cannot open and 3 for permission errors; a tool
// killed by its memory limit is treated like a file it cannot read.
func pdfToolError(err error) error {
	var ee *sandbox.ExitError
	if errors.As(err, &ee) {
		if strings.Contains(ee.Stderr, "Incorrect password") || ee.Code == 3 {
			return problem.Wrap(problem.InvalidRequest, errEncrypted.Detail, err)
		}
		if ee.Signal != "" {
			// Killed at its CPU or memory limit.
			return problem.Wrap(problem.InvalidRequest, "The PDF is too complex to process; it may be damaged.", err)
		}
		return problem.Wrap(problem.InvalidRequest, errDamaged.Detail, err)
	}
	if errors.Is(err, sandbox.ErrOutputTooLarge) {
		return problem.Wrap(problem.InvalidRequest, "The PDF is too large to process.", err)
	}
	return err
}

// imageCoverage returns, per page number, the area in square points covered
// by embedded images (pdfimages -list; ppi tells the drawn size).
func (r *Reader) imageCoverage(ctx context.Context, path string, n int) (map[int]float64, error) {
	out, err := r.run(ctx, sandbox.Limits{MaxOutput: 8 << 20, CPU: r.cfg.TextCPU}, "pdfimages", "-list", "-l", strconv.Itoa(n), path)
	if err != nil {
		return nil, pdfToolError(err)
	}
	cov := map[int]float64{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		// page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
		if len(f) < 14 || f[2] != "image" && f[2] != "stencil" {
			continue
		}
		page, err1 := strconv.Atoi(f[0])
		w, err2 := strconv.ParseFloat(f[3], 64)
		h, err3 := strconv.ParseFloat(f[4], 64)
		xppi, err4 := strconv.ParseFloat(f[12], 64)
		yppi, err5 := strconv.ParseFloat(f[13], 64)
		if err := errors.Join(err1, err2, err3, err4, err5); err != nil || xppi <= 0 || yppi <= 0 {
			continue
		}
		cov[page] += (w / xppi * 72) * (h / yppi * 72)
	}
	return cov, nil
}

// parsePopplerTSV reads `pdftotext -tsv`: level 1 rows open a page and carry
// its size in points, level 4 rows open a text line, level 5 rows are words
// with boxes (top-left origin). rotate holds each page's /Rotate (nil: none);
// pages are returned in their displayed size with their words turned
// upright (turnUpright).
func parsePopplerTSV(data []byte, rotate []int) ([]document.Page, error) {
	var pages []document.Page
	var lines [][]int // of the current page: word indexes per line
	closePage := func() {
		if len(pages) == 0 {
			return
		}
		p := &pages[len(pages)-1]
		if i := len(pages) - 1; i < len(rotate) {
			p.Width, p.Height = displaySize(p.Width, p.Height, rotate[i])
		}
		turnUpright(p, pageReading(p.Words, lines))
		dropCrossText(p, lines) // crosstext.go
		lines = lines[:0]
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	first := true
	for sc.Scan() {
		line := sc.Text()
		if first {
			first = false
			if strings.HasPrefix(line, "level\t") {
				continue
			}
		}
		f := strings.SplitN(line, "\t", 12)
		if len(f) != 12 {
			continue
		}
		level, err := strconv.Atoi(f[0])
		if err != nil {
			return nil, fmt.Errorf("tsv level %q: %w", f[0], err)
		}
		var box [4]float64
		for i := range box {
			v, err := strconv.ParseFloat(f[6+i], 64)
			if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
				return nil, fmt.Errorf("tsv box: bad number %q", f[6+i])
			}
			box[i] = v
		}
		switch level {
		case 1:
			closePage()
			pages = append(pages, document.Page{Number: len(pages) + 1, Width: box[2], Height: box[3]})
		case 4:
			lines = append(lines, nil)
		case 5:
			if len(pages) == 0 {
				return nil, errors.New("tsv: word before page")
			}
			text := f[11]
			if text == "" {
				continue
			}
			p := &pages[len(pages)-1]
			if len(lines) == 0 {
				lines = append(lines, nil)
			}
			lines[len(lines)-1] = append(lines[len(lines)-1], len(p.Words))
			p.Words = append(p.Words, document.Word{
				Text: text,
				Box:  document.Rect{X0: box[0], Y0: box[1], X1: box[0] + box[2], Y1: box[1] + box[3]},
				Conf: 1,
			})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("tsv: %w", err)
	}
	closePage()
	return pages, nil
}

// ocrPage converts an OCR result (pixels of the page image) to a page in points.
func ocrPage(number int, res ocr.Result, dpi float64) document.Page {
	k := 72 / dpi
	p := document.Page{
		Number: number,
		Width:  float64(res.Width) * k,
		Height: float64(res.Height) * k,
		Source: document.OCR,
		Words:  make([]document.Word, 0, len(res.Words)),
	}
	for _, w := range res.Words {
		w.Box = document.Rect{X0: w.Box.X0 * k, Y0: w.Box.Y0 * k, X1: w.Box.X1 * k, Y1: w.Box.Y1 * k}
		p.Words = append(p.Words, w)
	}
	p.Words = cleanWords(p.Words)
	return p
}

// maxNesting is far beyond any real PDF (a few dozen levels) and far beyond
// what random '[' and ']' bytes inside binary streams add up to (a random
// walk over 10 MB of them stays within a few hundred).
const maxNesting = 10_000

// nestingDepth is the deepest running balance of array brackets in data
// outside stream bodies: cheap, and enough to refuse files built to exhaust
// a parser's recursion. Stream bodies are skipped because they are binary
// (a JPEG page image holds thousands more '[' than ']' bytes, and counting
// them refused real scanned PDFs as damaged); nesting hidden inside a
// compressed stream is bounded by the tools' CPU limit instead.
func nestingDepth(data []byte) int {
	depth, deepest := 0, 0
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '[':
			depth++
			deepest = max(deepest, depth)
		case ']':
			depth = max(depth-1, 0)
		case 's':
			if end, ok := streamBodyEnd(data, i); ok {
				i = end - 1
			}
		}
	}
	return deepest
}

// streamBodyEnd reports, when data[i:] starts the keyword "stream" followed
// by an end of line (PDF 32000-1 7.3.8.1), the index of the matching
// "endstream" (or len(data) when there is none).
func streamBodyEnd(data []byte, i int) (int, bool) {
	const kw = "stream"
	if !bytes.HasPrefix(data[i:], []byte(kw)) || i >= 3 && string(data[i-3:i]) == "end" {
		return 0, false
	}
	j := i + len(kw)
	if j < len(data) && data[j] == '\r' {
		j++
	}
	if j >= len(data) || data[j] != '\n' && data[j-1] != '\r' {
		return 0, false
	}
	k := bytes.Index(data[j:], []byte("endstream"))
	if k < 0 {
		return len(data), true
	}
	return j + k, true
}
