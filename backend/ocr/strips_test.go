package ocr

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"
)

// grainy adds what the corpus scans and real scanners add to paper: a
// slightly grey background with Gaussian grain and rare dark specks.
func grainy(g *image.Gray, seed uint64) *image.Gray {
	rng := rand.New(rand.NewPCG(seed, 2))
	out := image.NewGray(g.Rect)
	for i, v := range g.Pix {
		n := float64(v) - 6 + rng.NormFloat64()*6
		if rng.IntN(20000) == 0 {
			n = 40 + float64(rng.IntN(60))
		}
		out.Pix[i] = uint8(max(0, min(255, math.Round(n))))
	}
	return out
}

func blankPage(w, h int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	return g
}

// TestInkRows: only text bands count as ink; grain, specks and blank
// paper never do, so tesseract never gets a strip of empty paper (whose
// Otsu threshold falls inside the grain: 11.5 s of CPU for 1,079 garbage
// words on the blank lower half of a letter).
func TestInkRows(t *testing.T) {
	// Text on the upper 40 % of the page only, like a short letter.
	half := blankPage(1200, 2400)
	top := textLike(1200, 960, 24, 0, 3)
	for y := range 960 {
		copy(half.Pix[y*half.Stride:y*half.Stride+1200], top.Pix[y*top.Stride:])
	}
	tests := []struct {
		name           string
		g              *image.Gray
		wantInk        bool
		minTop, maxBot int // expected extent bounds (when inked)
	}{
		{"clean blank paper", blankPage(1200, 1600), false, 0, 0},
		{"grainy blank paper with specks", grainy(blankPage(1200, 1600), 1), false, 0, 0},
		{"text page", textLike(1200, 1600, 24, 0, 1), true, 0, 1600},
		{"grainy text page", grainy(textLike(1200, 1600, 24, 0.5, 2), 2), true, 0, 1600},
		{"text on the upper part, grainy blank below", grainy(half, 3), true, 0, 1000},
	}
	for _, tt := range tests {
		ink := inkRows(tt.g)
		top, bot, ok := inkExtent(ink, tt.g.Rect.Dy())
		if ok != tt.wantInk {
			t.Errorf("%s: ink %v, want %v", tt.name, ok, tt.wantInk)
			continue
		}
		if ok && (top < tt.minTop || bot > tt.maxBot || bot-top < 200) {
			t.Errorf("%s: inked rows %d–%d, want within %d–%d", tt.name, top, bot, tt.minTop, tt.maxBot)
		}
	}
}

func TestInkThresholdContrast(t *testing.T) {
	if _, ok := inkThreshold(grainy(blankPage(600, 800), 4)); ok {
		t.Error("grain alone must not count as ink")
	}
	thr, ok := inkThreshold(grainy(textLike(600, 800, 20, 0, 4), 4))
	if !ok || thr < 60 || thr > 200 {
		t.Errorf("text page: threshold %d ok %v", thr, ok)
	}
	// Sauvola output is already binary.
	if thr, ok := inkThreshold(sauvola(textLike(600, 800, 20, 0, 5), 21, 0.2)); !ok || thr >= 255 {
		t.Errorf("binary page: threshold %d ok %v", thr, ok)
	}
}
