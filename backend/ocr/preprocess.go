package ocr

import (
	"image"
	"math"
	"slices"
)

// PreprocessConfig tunes Preprocess. Zero values take the defaults.
type PreprocessConfig struct {
	// MaxSkew is the largest skew searched, in degrees (default 15: phone
	// photos are held at an angle; at 3, a page photographed turned by 5°
	// lost 6 of 16 bookings and one turned by 12° got 422).
	MaxSkew float64
	// LineHeight is the text-line height in pixels the page is resampled
	// to when its measured median is below LineHeight/1.5 or above
	// MaxLineHeight (default 28, about 9 pt at 250 dpi: 200–300 dpi scans
	// are left alone, 150 dpi scans ×1.75, screenshots ×2.5). 40 read the
	// same amounts on the test scans with 20–40 % more tesseract CPU.
	LineHeight float64
	// MaxLineHeight is the line height above which the page is scaled down
	// to LineHeight (default 2×LineHeight: 300 dpi scans are left alone).
	MaxLineHeight float64
	// MaxPixels bounds the resampled image (default 40 MP).
	MaxPixels int64
	// Binarize selects the threshold: "auto" (default) uses local Sauvola
	// thresholds on unevenly lit pages (photos: 10/26 amounts with a global
	// threshold, 26/26 with Sauvola) and leaves evenly lit scans to
	// tesseract's global Otsu (on noisy scans Sauvola turned noise into
	// specks read as words: 17/26 against 26/26); "sauvola" and "none"
	// force one or the other. See docs/intake.md.
	Binarize string
	// KeepOrientation disables the detection of sideways and upside-down
	// pages.
	KeepOrientation bool
	// Turn is a number of clockwise quarter turns applied before anything
	// else (the engine sets it from tesseract's orientation detection).
	Turn int
	// RemoveRules erases long horizontal and vertical table rules before
	// OCR. Off by default: on ruled, shaded, noisy test scans it read 24–25
	// of 26 amounts against 26 with the rules kept (docs/intake.md).
	RemoveRules bool
	// KeepRules disables the removal of thin horizontal rules
	// (underlines), which is on by default for evenly lit pages; the full
	// removal above stays opt-in.
	KeepRules bool
}

func (c PreprocessConfig) withDefaults() PreprocessConfig {
	if c.MaxSkew <= 0 {
		c.MaxSkew = 15
	}
	if c.LineHeight <= 0 {
		c.LineHeight = 28
	}
	if c.MaxLineHeight <= 0 {
		c.MaxLineHeight = 2 * c.LineHeight
	}
	if c.MaxPixels <= 0 {
		c.MaxPixels = 40_000_000
	}
	if c.Binarize == "" {
		c.Binarize = "auto"
	}
	return c
}

// Prepared is a page image ready for tesseract.
type Prepared struct {
	Gray *image.Gray
	// Width and Height are the page frame at the loaded resolution after
	// orientation; OCR boxes divided by Scale are in this frame.
	Width, Height int
	Scale         float64
	Skew          float64 // degrees removed (positive: page was turned clockwise)
	Rotation      int
	// SuspectTurn is the quarter turns the cheap geometric test suggests
	// (sideways, upside-down) but did not apply: on tables with frames and
	// redaction boxes it can be fooled, so the engine confirms with
	// tesseract's orientation detection first.
	SuspectTurn int
	// Blank is set when the page has no ink worth reading; OCR is skipped.
	Blank bool
}

// Preprocess prepares a page image for OCR: it measures skew with a
// projection-profile search, measures the text-line height, resamples once
// (rotation and scale together, bilinear), and picks the threshold. On the
// ruled, noisy test scans turned by 1–2° raw OCR read 23–25 of 26 amounts,
// preprocessed 26; on an unevenly lit photo-like page 11 against 26
// (docs/intake.md).
//
// img.Binarize, when set, takes precedence over cfg.Binarize.
func Preprocess(img Image, cfg PreprocessConfig) Prepared {
	if img.Binarize != "" {
		cfg.Binarize = img.Binarize
	}
	cfg = cfg.withDefaults()
	g := img.Gray
	if g.Rect.Min != (image.Point{}) {
		g = copyGray(g)
	}
	quarter := ((cfg.Turn % 4) + 4) % 4
	g = RotateQuarter(g, quarter)
	w, h := g.Rect.Dx(), g.Rect.Dy()

	// Analysis runs on a small, thresholded copy: skew and line height do
	// not need full resolution, and this keeps it to a few milliseconds.
	f := max(1, int(math.Ceil(float64(max(w, h))/1600)))
	small := downsample(g, f)
	// Uneven lighting (photos, shadows) defeats a global threshold: the
	// dark side of the page becomes ink. Analyse those pages with local
	// thresholds as well.
	uneven := backgroundSpread(small) > 60
	var ink []point
	if uneven {
		ink = inkPoints(sauvola(small, 31, 0.2), 128)
	} else {
		ink = inkPoints(small, otsu(small))
	}

	if len(ink) < 50 {
		return Prepared{Gray: g, Width: w, Height: h, Scale: 1, Blank: true}
	}
	sw, sh := small.Rect.Dx(), small.Rect.Dy()
	skew, profile, _ := findSkew(ink, sw, sh, cfg.MaxSkew, 0.1)
	suspect := 0
	if !cfg.KeepOrientation && quarter == 0 {
		// Sideways pages: across the text lines the profile alternates
		// between ink and blank once per line (dozens of runs); along them
		// blank only between columns (a handful). Profile sharpness cannot
		// tell: aligned table columns make the wrong direction sharper.
		turned := rotatePoints(ink, sw, sh, 1)
		_, p1, _ := findSkew(turned, sh, sw, cfg.MaxSkew, 0.5)
		suspect = suspectTurn(profile, p1)
	}
	lineH := medianRun(profile) * float64(f)
	if lineH > cfg.MaxLineHeight {
		lineH = splitBlockRuns(profile, lineH, float64(f))
	}

	scale := 1.0
	if lineH > 0 && (lineH < cfg.LineHeight/1.5 || lineH > cfg.MaxLineHeight) {
		scale = cfg.LineHeight / lineH
		scale = math.Min(math.Max(scale, 0.25), 4)
	}
	if px := float64(w) * float64(h) * scale * scale; px > float64(cfg.MaxPixels) {
		scale *= math.Sqrt(float64(cfg.MaxPixels) / px)
	}
	out := g
	if math.Abs(skew) >= 0.05 || scale != 1 {
		out = resample(g, skew, scale)
	}
	if cfg.RemoveRules {
		if out == g {
			out = copyGray(g) // never modify the caller's image
		}
		// A horizontal rule is a dark run longer than any word (ten text
		// lines); a vertical one longer than three stacked lines, which
		// glyphs never are since lines are separated by blank rows.
		lh := lineHOrDefault(lineH, cfg.LineHeight) * scale
		removeRules(out, otsu(downsample(out, max(1, f))), max(int(10*lh), 80), max(int(3*lh), 40))
	} else if !cfg.KeepRules && !uneven {
		lh := lineHOrDefault(lineH, cfg.LineHeight) * scale
		if out == g {
			out = copyGray(g)
		}
		removeThinHRules(out, otsu(downsample(out, max(1, f))), max(int(10*lh), 80), 3)
	}
	if cfg.Binarize == "sauvola" || cfg.Binarize == "auto" && uneven {
		// A window about one text line high sees ink and paper in every
		// text neighbourhood.
		win := int(math.Min(math.Max(lineHOrDefault(lineH, cfg.LineHeight)*scale, 15), 101))
		out = sauvola(out, win|1, 0.2)
	}
	return Prepared{Gray: out, Width: w, Height: h, Scale: scale, Skew: skew, Rotation: 90 * quarter, SuspectTurn: suspect}
}

func lineHOrDefault(h, d float64) float64 {
	if h <= 0 {
		return d
	}
	return h
}

func copyGray(g *image.Gray) *image.Gray {
	b := g.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		copy(out.Pix[y*out.Stride:], g.Pix[g.PixOffset(b.Min.X, b.Min.Y+y):g.PixOffset(b.Max.X, b.Min.Y+y)])
	}
	return out
}

// downsample averages f×f blocks.
func downsample(g *image.Gray, f int) *image.Gray {
	if f <= 1 {
		return g
	}
	w, h := g.Rect.Dx()/f, g.Rect.Dy()/f
	out := image.NewGray(image.Rect(0, 0, max(w, 1), max(h, 1)))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			s := 0
			for dy := 0; dy < f; dy++ {
				row := g.Pix[(y*f+dy)*g.Stride+x*f:]
				for dx := 0; dx < f; dx++ {
					s += int(row[dx])
				}
			}
			out.Pix[y*out.Stride+x] = uint8(s / (f * f))
		}
	}
	return out
}

// otsu returns the global threshold that best separates ink from paper.
func otsu(g *image.Gray) uint8 {
	var hist [256]int
	for y := 0; y < g.Rect.Dy(); y++ {
		for _, v := range g.Pix[y*g.Stride : y*g.Stride+g.Rect.Dx()] {
			hist[v]++
		}
	}
	return otsuHist(&hist)
}

// otsuHist is Otsu's threshold of a grey-level histogram.
func otsuHist(hist *[256]int) uint8 {
	total := 0
	var sum float64
	for i, n := range hist {
		total += n
		sum += float64(i * n)
	}
	var sumB, wB float64
	best, thr := -1.0, 128
	for t := 0; t < 256; t++ {
		wB += float64(hist[t])
		if wB == 0 {
			continue
		}
		wF := float64(total) - wB
		if wF == 0 {
			break
		}
		sumB += float64(t * hist[t])
		mB, mF := sumB/wB, (sum-sumB)/wF
		if v := wB * wF * (mB - mF) * (mB - mF); v > best {
			best, thr = v, t
		}
	}
	return uint8(thr)
}

type point struct{ x, y int32 }

// inkPoints lists the dark pixels. Isolated specks (noise) are dropped:
// a pixel counts only with a dark 4-neighbour.
func inkPoints(g *image.Gray, thr uint8) []point {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	dark := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < w && y < h && g.Pix[y*g.Stride+x] <= thr
	}
	var pts []point
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if dark(x, y) && (dark(x-1, y) || dark(x+1, y) || dark(x, y-1) || dark(x, y+1)) {
				pts = append(pts, point{int32(x), int32(y)})
			}
		}
	}
	// A page that is mostly dark (inverted, or a photo of a table top) has
	// no text lines to find; too many points only cost time.
	if len(pts) > w*h/2 {
		return nil
	}
	return pts
}

// findSkew searches the angle whose horizontal projection profile is
// sharpest (text lines give tall peaks and empty gaps when level). It
// returns the angle in degrees, positive when the content is turned
// clockwise, and the profile at that angle.
func findSkew(pts []point, w, h int, maxDeg, step0 float64) (float64, []int, float64) {
	if len(pts) < 50 {
		return 0, nil, 0
	}
	// Sample at most ~200k points: plenty for a stable profile.
	step := max(1, len(pts)/200_000)
	margin := int(float64(w)*math.Tan(maxDeg*math.Pi/180)) + 2
	bins := make([]int, h+2*margin)
	score := func(deg float64) float64 {
		clear(bins)
		t := math.Tan(deg * math.Pi / 180)
		cx := float64(w) / 2
		for i := 0; i < len(pts); i += step {
			p := pts[i]
			// Row of p after rotating the page by -deg about the centre line.
			y := int(float64(p.y)-(float64(p.x)-cx)*t) + margin
			if y >= 0 && y < len(bins) {
				bins[y]++
			}
		}
		var s float64
		for i := 1; i < len(bins); i++ {
			d := float64(bins[i] - bins[i-1])
			s += d * d
		}
		return s
	}
	best, bestS := 0.0, score(0)
	lo, hi := -maxDeg, maxDeg
	const coarse = 0.5
	if maxDeg > 3 && step0 < coarse {
		// A phone photo's range is first searched by half degrees: the
		// profile's peak is half a degree wide on a full page, so the
		// finer pass around the best one finds it at a third of the cost.
		for d := -maxDeg; d <= maxDeg+1e-9; d += coarse {
			if s := score(d); s > bestS {
				best, bestS = d, s
			}
		}
		lo, hi = best-coarse, best+coarse
	}
	for d := lo; d <= hi+1e-9; d += step0 {
		if s := score(d); s > bestS {
			best, bestS = d, s
		}
	}
	center := best
	for d := center - step0; d <= center+step0+1e-9; d += step0 / 5 {
		if s := score(d); s > bestS {
			best, bestS = d, s
		}
	}
	score(best)
	profile := slices.Clone(bins)
	return math.Round(best*100) / 100, profile, bestS
}

// textRuns returns the lengths of the runs of ink rows in a projection
// profile (text lines when taken across them). Rows with fewer ink pixels
// than a small share of the peak count as gaps.
func textRuns(profile []int) []int {
	return textRunsCut(profile, 20)
}

// textRunsCut is textRuns with rows under peak/div counted as gaps.
func textRunsCut(profile []int, div int) []int {
	if len(profile) == 0 {
		return nil
	}
	peak := slices.Max(profile)
	if peak == 0 {
		return nil
	}
	cut := max(1, peak/div)
	var runs []int
	n := 0
	for _, v := range append(profile, 0) {
		if v > cut {
			n++
			continue
		}
		if n >= 2 {
			runs = append(runs, n)
		}
		n = 0
	}
	return runs
}

// suspectTurn is the quarter turns the geometry suggests from the row
// profile p0 and the column profile p1 (0 = upright).
func suspectTurn(p0, p1 []int) int {
	suspect := 0
	p := p0
	if sidewaysSuspect(p0, p1) {
		suspect = 1
		p = p1
	}
	if upsideDown(p) {
		suspect += 2
	}
	return suspect
}

// sidewaysSuspect decides from the projection profiles along the page's
// rows (p0) and along its columns (p1) whether the text lines run
// vertically. Across text lines a profile alternates between ink and blank
// once per line, with runs of nearly the same length (the line height);
// along the lines it breaks only where the lines happen to share a gap —
// between columns, or, on a page with few lines, between letters, giving
// runs of all lengths. So the direction whose runs are many and regular is
// across the lines. Counting all runs (the first version) suspected 2 of 6
// upright Mahnung and Kündigung scans of being sideways (dozens of 2–3 px
// runs between the letters of a short letter) and cost each a tesseract
// orientation run of ~1.7 s CPU, while a sideways statement (42 line runs
// of 10–11 px against 28 irregular ones) was not suspected at all.
func sidewaysSuspect(p0, p1 []int) bool {
	l0, l1 := lineRuns(p0), lineRuns(p1)
	return l1 >= 5 && l1 > 2*l0
}

// lineRuns counts the runs of a profile that look like text lines: at
// least 4 px (on the ≤ 1600 px analysis copy a 10 pt line is ~10 px; 2–3
// px runs are glyph strokes) and within ±35 % of the median run.
func lineRuns(p []int) int {
	runs := textRuns(p)
	if len(runs) == 0 {
		return 0
	}
	m := float64(medianOf(runs))
	if m < 4 {
		return 0
	}
	n := 0
	for _, r := range runs {
		if f := float64(r); f >= 0.65*m && f <= 1.35*m {
			n++
		}
	}
	return n
}

func medianOf(runs []int) int {
	s := slices.Clone(runs)
	slices.Sort(s)
	return s[len(s)/2]
}

// medianRun is the median height of the text-line runs, the line height.
func medianRun(profile []int) float64 {
	runs := textRuns(profile)
	if len(runs) < 3 {
		return 0
	}
	slices.Sort(runs)
	return float64(runs[len(runs)/2])
}

// A screenshot of a banking app puts a round avatar, an icon or a
// button beside its text: a graphic two or three lines tall. Its ink
// bridges the gaps between the lines beside it, so the row profile has
// one tall run per list cell instead of one per line; on a screen of
// many cells the median run was a cell (three lines), the page counted
// as printed large and was shrunk to a third, too small to read. Between
// the lines the bridge is thin (a disc's width against a line's), so
// with gaps cut at a fifth of the peak the lines part again. That
// reading is taken only when it finds the line well under the first
// estimate: on a page really printed large the lines stay about as tall.

// splitBlockRuns returns the line height of a page whose median run h
// (in analysis pixels times f) is over the maximum: the median run with
// thin bridges cut (see above), or h.
func splitBlockRuns(profile []int, h, f float64) float64 {
	runs := textRunsCut(profile, 5)
	if len(runs) < 3 {
		return h
	}
	slices.Sort(runs)
	if alt := float64(runs[len(runs)/2]) * f; alt < 0.6*h {
		return alt
	}
	return h
}

// resample rotates g by -skew degrees about its centre and scales it by
// scale in one bilinear pass; uncovered corners become white. Source
// coordinates advance linearly along an output row, so the inner loop runs
// in 16.16 fixed point (this pass is the largest cost of preprocessing).
func resample(g *image.Gray, skew, scale float64) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	ow, oh := int(math.Round(float64(w)*scale)), int(math.Round(float64(h)*scale))
	out := image.NewGray(image.Rect(0, 0, max(ow, 1), max(oh, 1)))
	// Content turned clockwise by skew is found, in the source, at the
	// destination point rotated clockwise by skew about the centre.
	sin, cos := math.Sincos(skew * math.Pi / 180)
	cx, cy := float64(w)/2, float64(h)/2
	inv := 1 / scale
	const one = 1 << 16
	stepX, stepY := int64(cos*inv*one), int64(sin*inv*one)
	p, s := g.Pix, g.Stride
	for v := 0; v < oh; v++ {
		dy := (float64(v)+0.5)*inv - cy
		dx := 0.5*inv - cx
		fx := int64((cx + dx*cos - dy*sin - 0.5) * one)
		fy := int64((cy + dx*sin + dy*cos - 0.5) * one)
		row := out.Pix[v*out.Stride : v*out.Stride+ow]
		for u := range row {
			x0, y0 := fx>>16, fy>>16
			if x0 >= 0 && y0 >= 0 && x0 < int64(w-1) && y0 < int64(h-1) {
				ax, ay := fx&(one-1), fy&(one-1)
				i := int(y0)*s + int(x0)
				top := int64(p[i])*(one-ax) + int64(p[i+1])*ax
				bot := int64(p[i+s])*(one-ax) + int64(p[i+s+1])*ax
				row[u] = uint8((top*(one-ay) + bot*ay + (1 << 31)) >> 32)
			} else {
				row[u] = bilinear(g, float64(fx)/one, float64(fy)/one, w, h)
			}
			fx += stepX
			fy += stepY
		}
	}
	return out
}

func bilinear(g *image.Gray, x, y float64, w, h int) uint8 {
	if x < -0.5 || y < -0.5 || x > float64(w)-0.5 || y > float64(h)-0.5 {
		return 255
	}
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	x1, y1 := min(max(x0+1, 0), w-1), min(max(y0+1, 0), h-1)
	x0, y0 = min(max(x0, 0), w-1), min(max(y0, 0), h-1)
	p := g.Pix
	s := g.Stride
	a := float64(p[y0*s+x0])*(1-fx) + float64(p[y0*s+x1])*fx
	b := float64(p[y1*s+x0])*(1-fx) + float64(p[y1*s+x1])*fx
	return uint8(a*(1-fy) + b*fy + 0.5)
}

// sauvola thresholds each pixel against the mean m and deviation sd of its
// neighbourhood: t = m·(1 + k·(sd/128 − 1)). The statistics are exact sums
// over 4×4 blocks and the threshold is computed once per block from a
// window of blocks about win pixels wide: 16× fewer window sums than per
// pixel, which makes the pass a few tens of milliseconds on an A4 page.
func sauvola(g *image.Gray, win int, k float64) *image.Gray {
	const bs = 4
	w, h := g.Rect.Dx(), g.Rect.Dy()
	bw, bh := (w+bs-1)/bs, (h+bs-1)/bs
	// Integral images over blocks, (bw+1)×(bh+1).
	iw := bw + 1
	is := make([]int64, iw*(bh+1))
	iq := make([]int64, iw*(bh+1))
	in := make([]int32, iw*(bh+1))
	for by := 0; by < bh; by++ {
		var rs, rq int64
		var rn int32
		for bx := 0; bx < bw; bx++ {
			var bsum, bsq int64
			var cnt int32
			for y := by * bs; y < min(by*bs+bs, h); y++ {
				row := g.Pix[y*g.Stride+bx*bs : y*g.Stride+min(bx*bs+bs, w)]
				for _, v := range row {
					bsum += int64(v)
					bsq += int64(v) * int64(v)
				}
				cnt += int32(len(row))
			}
			rs += bsum
			rq += bsq
			rn += cnt
			i := (by+1)*iw + bx + 1
			is[i] = is[i-iw] + rs
			iq[i] = iq[i-iw] + rq
			in[i] = in[i-iw] + rn
		}
	}
	rb := max(1, win/(2*bs))
	out := image.NewGray(image.Rect(0, 0, w, h))
	for by := 0; by < bh; by++ {
		y0, y1 := max(0, by-rb), min(bh, by+rb+1)
		for bx := 0; bx < bw; bx++ {
			x0, x1 := max(0, bx-rb), min(bw, bx+rb+1)
			a, b, c, d := y0*iw+x0, y0*iw+x1, y1*iw+x0, y1*iw+x1
			n := float64(in[d] - in[b] - in[c] + in[a])
			m := float64(is[d]-is[b]-is[c]+is[a]) / n
			v := float64(iq[d]-iq[b]-iq[c]+iq[a])/n - m*m
			t := m * (1 + k*(math.Sqrt(max(v, 0))/128-1))
			ti := int(t)
			for y := by * bs; y < min(by*bs+bs, h); y++ {
				src := g.Pix[y*g.Stride+bx*bs : y*g.Stride+min(bx*bs+bs, w)]
				dst := out.Pix[y*out.Stride+bx*bs:]
				for i, p := range src {
					if int(p) > ti {
						dst[i] = 255
					}
				}
			}
		}
	}
	return out
}

// removeRules paints white every horizontal run of dark pixels at least
// minH long and every vertical one at least minV long (table rules, frames,
// underlines). A single light pixel inside a run is bridged: scan noise
// breaks thin rules. Runs are found before any is painted.
func removeRules(g *image.Gray, thr uint8, minH, minV int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	const maxGap = 1
	minLen := minH
	paint := [][3]int{}
	// Horizontal runs.
	for y := 0; y < h; y++ {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		start, last := -1, -1
		for x := 0; x <= w; x++ {
			if x < w && row[x] <= thr {
				if start < 0 || x-last > maxGap+1 {
					if start >= 0 && last-start+1 >= minLen {
						paint = append(paint, [3]int{y, start, last})
					}
					start = x
				}
				last = x
			}
		}
		if start >= 0 && last-start+1 >= minLen {
			paint = append(paint, [3]int{y, start, last})
		}
	}
	minLen = minV
	// Vertical runs, scanning rows with per-column state (cache friendly).
	vstart := make([]int32, w)
	vlast := make([]int32, w)
	for x := range vstart {
		vstart[x] = -1
	}
	var vpaint [][3]int // x, y0, y1
	for y := 0; y <= h; y++ {
		for x := 0; x < w; x++ {
			dark := y < h && g.Pix[y*g.Stride+x] <= thr
			if dark {
				if vstart[x] < 0 || y-int(vlast[x]) > maxGap+1 {
					if vstart[x] >= 0 && int(vlast[x]-vstart[x])+1 >= minLen {
						vpaint = append(vpaint, [3]int{x, int(vstart[x]), int(vlast[x])})
					}
					vstart[x] = int32(y)
				}
				vlast[x] = int32(y)
			} else if y == h && vstart[x] >= 0 && int(vlast[x]-vstart[x])+1 >= minLen {
				vpaint = append(vpaint, [3]int{x, int(vstart[x]), int(vlast[x])})
			}
		}
	}
	// Paint each run with a 2-pixel margin across it: the anti-aliased
	// edges of a rule are lighter than the threshold and would otherwise
	// stay behind as a dotted line that tesseract reads as punctuation.
	const edge = 2
	for _, p := range paint {
		for y := max(p[0]-edge, 0); y <= min(p[0]+edge, h-1); y++ {
			row := g.Pix[y*g.Stride:]
			for x := p[1]; x <= p[2]; x++ {
				row[x] = 255
			}
		}
	}
	for _, p := range vpaint {
		for y := p[1]; y <= p[2]; y++ {
			row := g.Pix[y*g.Stride:]
			for x := max(p[0]-edge, 0); x <= min(p[0]+edge, w-1); x++ {
				row[x] = 255
			}
		}
	}
}

// removeThinHRules erases hairlines only: horizontal dark runs at least
// minLen long (a single light pixel bridged) whose ink is at most maxThick
// rows thick along most of the run (the engine uses 3 rows: a 0.1 mm
// underline at 300 dpi is 1–2 rows, 3 after JPEG blur; the 0.8 pt table
// rules of the ruled statement test scans are 4–5 rows and stay — with
// them removed that scan read 23 instead of 24 of 26 amounts). Underlines drawn just below table
// rows (boxed letter layouts) touch the descenders of the row above and
// made tesseract read whole rows as garbage ("GelGbuUES u 0 0. 0 0. 0",
// three amounts lost on one Bußgeldbescheid scan, four on a
// Steuerbescheid). Filled bars, shaded rows and white-on-dark headers are
// thick and stay, vertical rules are left alone: the full removal
// (RemoveRules) cut glyphs next to rules on the ruled statement scans
// (24–25 of 26 amounts, docs/intake.md).
func removeThinHRules(g *image.Gray, thr uint8, minLen, maxThick int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	dark := func(x, y int) bool { return y >= 0 && y < h && g.Pix[y*g.Stride+x] <= thr }
	type run struct{ y, x0, x1 int }
	var runs []run
	for y := 0; y < h; y++ {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		start, last := -1, -1
		for x := 0; x <= w; x++ {
			if x < w && row[x] <= thr {
				if start < 0 || x-last > 2 {
					if start >= 0 && last-start+1 >= minLen {
						runs = append(runs, run{y, start, last})
					}
					start = x
				}
				last = x
			}
		}
		if start >= 0 && last-start+1 >= minLen {
			runs = append(runs, run{y, start, last})
		}
	}
	var paint []run
	for _, r := range runs {
		// Thickness of the dark column through the run, sampled.
		thin, n := 0, 0
		for x := r.x0; x <= r.x1; x += 7 {
			if !dark(x, r.y) {
				continue
			}
			t := 1
			for y := r.y - 1; y >= r.y-2*maxThick && dark(x, y); y-- {
				t++
			}
			for y := r.y + 1; y <= r.y+2*maxThick && dark(x, y); y++ {
				t++
			}
			n++
			if t <= maxThick {
				thin++
			}
		}
		if n > 0 && thin*10 >= n*7 {
			paint = append(paint, r)
		}
	}
	// Paint the run and one row either side (the rule's anti-aliased edge
	// is lighter than the threshold and would stay as a dotted line), but
	// not where a glyph stroke crosses or touches the rule: there the dark
	// column is taller than the rule.
	thick := func(x, y int) int {
		t := 1
		for yy := y - 1; yy >= y-2*maxThick && dark(x, yy); yy-- {
			t++
		}
		for yy := y + 1; yy <= y+2*maxThick && dark(x, yy); yy++ {
			t++
		}
		return t
	}
	type px struct{ x, y int }
	var erase []px
	for _, r := range paint {
		for x := r.x0; x <= r.x1; x++ {
			if dark(x, r.y) && thick(x, r.y) > maxThick {
				continue
			}
			for y := max(r.y-1, 0); y <= min(r.y+1, h-1); y++ {
				erase = append(erase, px{x, y})
			}
		}
	}
	for _, p := range erase {
		if i := p.y*g.Stride + p.x; g.Pix[i] < 235 {
			g.Pix[i] = 255
		}
	}
}

// rotatePoints maps points of a w×h image to the image turned clockwise by
// quarter×90°.
func rotatePoints(pts []point, w, h, quarter int) []point {
	out := make([]point, len(pts))
	for i, p := range pts {
		switch quarter % 4 {
		case 1:
			out[i] = point{int32(h-1) - p.y, p.x}
		case 2:
			out[i] = point{int32(w-1) - p.x, int32(h-1) - p.y}
		case 3:
			out[i] = point{p.y, int32(w-1) - p.x}
		default:
			out[i] = p
		}
	}
	return out
}

// RotateQuarter returns g turned clockwise by quarter×90°.
func RotateQuarter(g *image.Gray, quarter int) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	quarter %= 4
	if quarter == 0 {
		return g
	}
	ow, oh := w, h
	if quarter%2 == 1 {
		ow, oh = h, w
	}
	out := image.NewGray(image.Rect(0, 0, ow, oh))
	for y := 0; y < h; y++ {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for x, v := range row {
			var u, t int
			switch quarter {
			case 1:
				u, t = h-1-y, x
			case 2:
				u, t = w-1-x, h-1-y
			case 3:
				u, t = y, w-1-x
			}
			out.Pix[t*out.Stride+u] = v
		}
	}
	return out
}

// upsideDown tells a page turned by 180° from an upright one by the shape
// of its text lines: Latin letters and digits reach above the x-height
// (capitals, ascenders, all digits) far more often than below the baseline
// (descenders), so in an upright line more ink lies above the dense core
// band than below it. Undecided pages count as upright.
func upsideDown(profile []int) bool {
	if len(profile) == 0 {
		return false
	}
	cut := max(1, slices.Max(profile)/20) // rows at or below are gaps
	var above, below int
	lines := 0
	for i := 0; i < len(profile); {
		if profile[i] <= cut {
			i++
			continue
		}
		j := i
		peak := 0
		for j < len(profile) && profile[j] > cut {
			peak = max(peak, profile[j])
			j++
		}
		if j-i >= 4 {
			top, bot := -1, -1
			for k := i; k < j; k++ {
				if profile[k]*2 >= peak {
					if top < 0 {
						top = k
					}
					bot = k
				}
			}
			for k := i; k < top; k++ {
				above += profile[k]
			}
			for k := bot + 1; k < j; k++ {
				below += profile[k]
			}
			lines++
		}
		i = j
	}
	if lines < 3 {
		return false
	}
	return float64(below) > 1.3*float64(above)
}

// backgroundSpread estimates how unevenly the page is lit: the paper
// brightness (90th percentile) of each cell of a 12×12 grid, and the spread
// between the brighter and darker cells (10th to 90th percentile of cells,
// so dark scanner borders or a photo's table top in a corner do not count).
// Evenly lit scans, grey table shading included, stay below ~40.
func backgroundSpread(g *image.Gray) int {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	const n = 12
	if w < 2*n || h < 2*n {
		return 0
	}
	var levels []int
	for cy := range n {
		for cx := range n {
			var hist [256]int
			x0, x1 := cx*w/n, (cx+1)*w/n
			y0, y1 := cy*h/n, (cy+1)*h/n
			for y := y0; y < y1; y++ {
				for _, v := range g.Pix[y*g.Stride+x0 : y*g.Stride+x1] {
					hist[v]++
				}
			}
			want := (x1 - x0) * (y1 - y0) * 9 / 10
			acc := 0
			for v, c := range hist {
				acc += c
				if acc >= want {
					levels = append(levels, v)
					break
				}
			}
		}
	}
	slices.Sort(levels)
	return levels[len(levels)*9/10] - levels[len(levels)/10]
}
