package intake

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"

	"papierkram/backend/document"
	"papierkram/backend/ocr"
	"papierkram/backend/problem"
)

// Re-reading OCR'd pages at a higher resolution (issue 3: a statement that
// does not reconcile is the engine's signal to try another reading). The
// first reading renders PDF pages at RenderDPI (300) and reads images at
// their own resolution; the OCR preprocessing then resamples only pages
// whose text lines are under 19 px or over 56 px high. Small print
// (7–8 pt, 26–30 px at 300 dpi) and low-resolution images (a 150 dpi
// scan's 9 pt lines are 18–20 px) are read as they come. The re-reading
// renders or upscales each OCR'd page so that its words come out about
// RereadWordHeight pixels high: larger glyphs for tesseract, still below
// the preprocessing's down-scaling threshold (which would undo it).

// RereadWordHeight is the median OCR word height, in pixels, a re-read page
// is rendered or upscaled to. Word boxes (cap height to descender) are
// about the ink height of a text line that the preprocessing measures.
const RereadWordHeight = 46

// rereadMinGain is the least resolution gain for which a page is re-read:
// less would only repeat the first reading at extra cost.
const rereadMinGain = 1.2

// rereadMaxGain bounds the resolution factor (cost grows with its square).
const rereadMaxGain = 2.0

// rereadMaxDPI caps PDF rendering for the re-reading.
const rereadMaxDPI = 600

// ErrNoSharperReading is returned by Reread when no OCR'd page of the
// document can be read at a meaningfully higher resolution (no OCR'd pages,
// pages already large, or the pixel limit reached), or when the OCR queue
// holds waiting pages of other requests: a second reading is a best-effort
// improvement and must not push other requests' first readings towards 503.
// RereadBinarized returns it in the same cases (except the resolution ones).
var ErrNoSharperReading = errors.New("intake: no sharper reading possible")

// RereadInfo describes a re-reading: which pages were read again and at
// which resolution factor relative to the first reading.
type RereadInfo struct {
	Pages []int     // 1-based page numbers read again
	Gain  []float64 // resolution factor per page (new/old pixels per point)
	DPI   []float64 // resolution of the new reading (for PDFs: rendering dpi)
}

// Reread reads the pages of prev that came from OCR again at a higher
// resolution and returns a new document: text-layer pages are taken from
// prev unchanged, OCR'd pages replaced by the new reading. data must be the
// bytes prev was read from. It respects the Reader's limits (pixels per
// page, processing deadline, OCR queue) and fails with ErrNoSharperReading
// when there is nothing worth re-reading; other errors are the same kinds
// Read returns (overloaded, invalid_request at the deadline, …), and the
// caller is expected to keep the first reading on any error.
func (r *Reader) Reread(ctx context.Context, data []byte, prev *document.Document) (*document.Document, RereadInfo, error) {
	return r.reread(ctx, data, prev,
		func(ctx context.Context, targets []int) (*document.Document, RereadInfo, error) {
			return r.rereadPDF(ctx, data, prev, targets)
		},
		func(ctx context.Context, format string, targets []int) (*document.Document, RereadInfo, error) {
			return r.rereadImage(ctx, data, format, prev, targets)
		})
}

// reread is the frame both second readings share: which pages, the
// Reader's deadline, the dispatch by format and the error kinds.
func (r *Reader) reread(ctx context.Context, data []byte, prev *document.Document,
	pdf func(ctx context.Context, targets []int) (*document.Document, RereadInfo, error),
	img func(ctx context.Context, format string, targets []int) (*document.Document, RereadInfo, error),
) (*document.Document, RereadInfo, error) {
	var info RereadInfo
	targets, err := r.rereadTargets(prev)
	if err != nil {
		return nil, info, err
	}
	format, _ := Sniff(data)
	ctx, cancel := context.WithTimeoutCause(ctx, r.cfg.Timeout, errTimeout)
	defer cancel()
	var doc *document.Document
	switch format {
	case "pdf":
		doc, info, err = pdf(ctx, targets)
	case "jpeg", "png":
		doc, info, err = img(ctx, format, targets)
	default:
		return nil, info, ErrNoSharperReading
	}
	if err != nil {
		if errors.Is(err, ErrNoSharperReading) {
			return nil, info, err
		}
		return nil, info, r.classify(ctx, err)
	}
	doc.Format = prev.Format
	return doc, info, nil
}

// rereadTargets returns the indexes of prev's OCR'd pages, or
// ErrNoSharperReading when there is nothing to re-read or the OCR queue
// holds other requests' pages.
func (r *Reader) rereadTargets(prev *document.Document) ([]int, error) {
	if r.ocr == nil || prev == nil {
		return nil, ErrNoSharperReading
	}
	var targets []int // indexes into prev.Pages
	for i, p := range prev.Pages {
		if p.Source == document.OCR && len(p.Words) > 0 {
			targets = append(targets, i)
		}
	}
	if len(targets) == 0 || len(targets) > r.cfg.MaxOCRPages {
		return nil, ErrNoSharperReading
	}
	if r.ocr.QueueDepth() > 0 {
		return nil, ErrNoSharperReading
	}
	return targets, nil
}

// RereadBinarized reads the pages of prev that came from OCR again at the
// resolution of the first reading, with the OCR preprocessing's threshold
// forced to binarize ("sauvola" or "none", see ocr.PreprocessConfig), and
// returns a new document: text-layer pages are taken from prev unchanged.
// It serves letters whose analysis shows reading trouble: thin
// typewriter-style strokes next to row rules break under the default
// global threshold and read whole under local Sauvola thresholds, which
// cannot be the default (they break noisy ruled statement scans,
// docs/intake.md). data must be the bytes prev was read from. Limits,
// queue and deadline are those of Reread: ErrNoSharperReading when there
// is no OCR'd page or the OCR queue holds waiting pages of other requests
// (a second reading must never push their first readings towards 503);
// other errors are the kinds Read returns, and the caller is expected to
// keep the first reading on any error. Info.Gain is 1 for every page.
func (r *Reader) RereadBinarized(ctx context.Context, data []byte, prev *document.Document, binarize string) (*document.Document, RereadInfo, error) {
	var info RereadInfo
	switch binarize {
	case "sauvola", "none", "auto":
	default:
		return nil, info, fmt.Errorf("intake: unknown binarisation %q", binarize)
	}
	return r.reread(ctx, data, prev,
		func(ctx context.Context, targets []int) (*document.Document, RereadInfo, error) {
			return r.rebinarizePDF(ctx, data, prev, targets, binarize)
		},
		func(ctx context.Context, format string, targets []int) (*document.Document, RereadInfo, error) {
			return r.rebinarizeImage(ctx, data, format, prev, targets, binarize)
		})
}

func (r *Reader) rebinarizePDF(ctx context.Context, data []byte, prev *document.Document, targets []int, binarize string) (*document.Document, RereadInfo, error) {
	var info RereadInfo
	dir, err := os.MkdirTemp(r.cfg.TempDir, "intake-")
	if err != nil {
		return nil, info, fmt.Errorf("scratch dir: %w", err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return nil, info, fmt.Errorf("write scratch file: %w", err)
	}
	loaders := make([]ocr.Loader, len(targets))
	for k, i := range targets {
		num, dpi := prev.Pages[i].Number, r.renderDPI(prev.Pages[i]) // as the first reading
		info.Pages = append(info.Pages, num)
		info.Gain = append(info.Gain, 1)
		info.DPI = append(info.DPI, dpi)
		loaders[k] = func(ctx context.Context) (ocr.Image, error) {
			img, err := r.renderPage(ctx, path, num, dpi)
			img.Binarize = binarize
			return img, err
		}
	}
	doc, err := r.recognizeInto(ctx, prev, targets, loaders, info.DPI)
	return doc, info, err
}

func (r *Reader) rebinarizeImage(ctx context.Context, data []byte, format string, prev *document.Document, targets []int, binarize string) (*document.Document, RereadInfo, error) {
	var info RereadInfo
	if len(targets) != 1 || len(prev.Pages) != 1 {
		return nil, info, ErrNoSharperReading
	}
	cfg, err := decodeConfig(data, format)
	if err != nil {
		return nil, info, problem.Wrap(problem.InvalidRequest, fmt.Sprintf("The %s image is damaged and could not be read.", upper(format)), err)
	}
	dpi := imageDPI(data, format, cfg.Width, cfg.Height)
	info.Pages, info.Gain, info.DPI = []int{1}, []float64{1}, []float64{dpi}
	load := func(ctx context.Context) (ocr.Image, error) {
		img, err := decodeImage(data, format)
		if err != nil {
			return ocr.Image{}, err
		}
		g := toGray(img)
		if format == "jpeg" {
			g = ocr.RotateQuarter(g, exifQuarterTurns(data))
		}
		return ocr.Image{Gray: g, DPI: dpi, Binarize: binarize}, nil
	}
	res, err := r.ocr.Recognize(ctx, []ocr.Loader{load})
	if err != nil {
		return nil, info, err
	}
	return &document.Document{Pages: []document.Page{ocrPage(1, res[0], dpi)}}, info, nil
}

// medianWordHeight is the median height, in points, of a page's words
// (tokens of at least two characters; punctuation boxes are small).
func medianWordHeight(p document.Page) float64 {
	var hs []float64
	for _, w := range p.Words {
		if len([]rune(w.Text)) >= 2 && w.Box.Height() > 0 {
			hs = append(hs, w.Box.Height())
		}
	}
	if len(hs) < 5 {
		return 0
	}
	slices.Sort(hs)
	return hs[len(hs)/2]
}

// rereadGain is the resolution factor that brings the page's words to
// RereadWordHeight pixels when it is now read at dpi, bounded by
// rereadMaxGain and by the pixels the page may have at the new resolution
// (w, h: its size in points). 0 means "not worth re-reading".
func (r *Reader) rereadGain(p document.Page, dpi float64) float64 {
	hpt := medianWordHeight(p)
	if hpt <= 0 || dpi <= 0 {
		return 0
	}
	px := hpt * dpi / 72
	gain := math.Min(RereadWordHeight/px, rereadMaxGain)
	if p.Width > 0 && p.Height > 0 {
		newPx := p.Width * p.Height * (dpi * gain / 72) * (dpi * gain / 72)
		if newPx > float64(r.cfg.MaxPixels) {
			gain *= math.Sqrt(float64(r.cfg.MaxPixels) / newPx)
		}
		side := math.Max(p.Width, p.Height) * dpi * gain / 72
		if side > float64(r.cfg.MaxSide) {
			gain *= float64(r.cfg.MaxSide) / side
		}
	}
	if gain < rereadMinGain {
		return 0
	}
	return gain
}

func (r *Reader) rereadPDF(ctx context.Context, data []byte, prev *document.Document, targets []int) (*document.Document, RereadInfo, error) {
	var info RereadInfo
	var loaders []ocr.Loader
	var idx []int
	for _, i := range targets {
		p := prev.Pages[i]
		base := r.renderDPI(p) // what the first reading used
		gain := r.rereadGain(p, base)
		if gain == 0 {
			continue
		}
		dpi := math.Floor(math.Min(base*gain, rereadMaxDPI))
		if dpi < base*rereadMinGain {
			continue
		}
		info.Pages = append(info.Pages, p.Number)
		info.Gain = append(info.Gain, dpi/base)
		info.DPI = append(info.DPI, dpi)
		idx = append(idx, i)
		loaders = append(loaders, nil) // filled below, once the file exists
	}
	if len(idx) == 0 {
		return nil, info, ErrNoSharperReading
	}
	dir, err := os.MkdirTemp(r.cfg.TempDir, "intake-")
	if err != nil {
		return nil, info, fmt.Errorf("scratch dir: %w", err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return nil, info, fmt.Errorf("write scratch file: %w", err)
	}
	for k := range loaders {
		num, dpi := info.Pages[k], info.DPI[k]
		loaders[k] = func(ctx context.Context) (ocr.Image, error) { return r.renderPage(ctx, path, num, dpi) }
	}
	doc, err := r.recognizeInto(ctx, prev, idx, loaders, info.DPI)
	return doc, info, err
}

// recognizeInto OCRs loaders[k] for prev.Pages[targets[k]] (rendered at
// dpi[k]) and returns a copy of prev with those pages replaced.
func (r *Reader) recognizeInto(ctx context.Context, prev *document.Document, targets []int, loaders []ocr.Loader, dpi []float64) (*document.Document, error) {
	results, err := r.ocr.Recognize(ctx, loaders)
	if err != nil {
		return nil, err
	}
	pages := slices.Clone(prev.Pages)
	for k, i := range targets {
		pages[i] = ocrPage(pages[i].Number, results[k], dpi[k])
	}
	return &document.Document{Pages: pages}, nil
}

func (r *Reader) rereadImage(ctx context.Context, data []byte, format string, prev *document.Document, targets []int) (*document.Document, RereadInfo, error) {
	var info RereadInfo
	if len(targets) != 1 || len(prev.Pages) != 1 {
		return nil, info, ErrNoSharperReading
	}
	cfg, err := decodeConfig(data, format)
	if err != nil {
		return nil, info, problem.Wrap(problem.InvalidRequest, fmt.Sprintf("The %s image is damaged and could not be read.", upper(format)), err)
	}
	dpi := imageDPI(data, format, cfg.Width, cfg.Height)
	gain := r.rereadGain(prev.Pages[0], dpi)
	if gain == 0 {
		return nil, info, ErrNoSharperReading
	}
	info.Pages, info.Gain, info.DPI = []int{1}, []float64{gain}, []float64{dpi * gain}
	load := func(ctx context.Context) (ocr.Image, error) {
		img, err := decodeImage(data, format)
		if err != nil {
			return ocr.Image{}, err
		}
		g := toGray(img)
		img = nil
		if format == "jpeg" {
			g = ocr.RotateQuarter(g, exifQuarterTurns(data))
		}
		return ocr.Image{Gray: upscale(g, gain), DPI: dpi * gain}, nil
	}
	res, err := r.ocr.Recognize(ctx, []ocr.Loader{load})
	if err != nil {
		return nil, info, err
	}
	return &document.Document{Pages: []document.Page{ocrPage(1, res[0], dpi*gain)}}, info, nil
}

func decodeConfig(data []byte, format string) (image.Config, error) {
	if format == "png" {
		return png.DecodeConfig(bytes.NewReader(data))
	}
	return jpeg.DecodeConfig(bytes.NewReader(data))
}

// upscale resamples g by factor f (> 1) with bilinear interpolation in
// 16.16 fixed point.
func upscale(g *image.Gray, f float64) *image.Gray {
	sw, sh := g.Rect.Dx(), g.Rect.Dy()
	dw, dh := int(math.Round(float64(sw)*f)), int(math.Round(float64(sh)*f))
	if dw <= sw || dh <= sh || sw < 2 || sh < 2 {
		return g
	}
	out := image.NewGray(image.Rect(0, 0, dw, dh))
	src := g.Pix[g.PixOffset(g.Rect.Min.X, g.Rect.Min.Y):]
	stride := g.Stride
	// Source coordinate of destination pixel centre x: (x+0.5)/f-0.5.
	xs := make([]int32, dw) // 16.16 source x, clamped to [0, sw-1)
	for x := range dw {
		v := (float64(x)+0.5)/f - 0.5
		v = math.Min(math.Max(v, 0), float64(sw-1)-1e-6)
		xs[x] = int32(v * 65536)
	}
	for y := range dh {
		v := (float64(y)+0.5)/f - 0.5
		v = math.Min(math.Max(v, 0), float64(sh-1)-1e-6)
		fy := int32(v * 65536)
		y0 := int(fy >> 16)
		wy := fy & 0xffff
		r0 := src[y0*stride:]
		r1 := src[(y0+1)*stride:]
		row := out.Pix[y*out.Stride : y*out.Stride+dw]
		for x, fx := range xs {
			x0 := int(fx >> 16)
			wx := fx & 0xffff
			a := int32(r0[x0])*(65536-wx) + int32(r0[x0+1])*wx
			b := int32(r1[x0])*(65536-wx) + int32(r1[x0+1])*wx
			// a, b < 2^24; blend in 64 bits to avoid overflow.
			v := (int64(a)*int64(65536-wy) + int64(b)*int64(wy) + 1<<31) >> 32
			row[x] = uint8(v)
		}
	}
	return out
}
