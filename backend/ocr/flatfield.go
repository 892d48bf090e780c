package ocr

import (
	"image"
	"slices"
)

// Sparse text on shaded paper. A phone photo of a statement's last page —
// four lines at the top, a page number at the bottom, the rest paper under
// a soft lighting gradient — defeats the global Otsu threshold inkRows
// relies on: with 98 % of the pixels paper, Otsu splits the gradient, its
// dark class is shaded paper barely darker than the lit paper, and the page
// reads as "no ink". Before this fallback such a page returned no words at
// all, and the statement lost its closing balance (photo app 2000 and sh
// 2002 of the eval: page 2 empty, reconciliation "unavailable").
//
// The fallback measures the paper locally instead: the background of each
// tile is its 90th-percentile grey (text never covers 10 % of a tile this
// size), the page is divided by that background (flat-field correction,
// which removes the gradient and keeps faint print), and ink is what lies
// clearly below the corrected paper. Rows outside the inked bands are set
// to white, so that tesseract's own global threshold sees text and white
// paper rather than a gradient it would split into "glyphs".

const (
	// flatTile is the tile edge in pixels over which the background is
	// taken (about 3 text lines at 250 dpi).
	flatTile = 64
	// flatInk is how far below the corrected paper (255) a pixel must be
	// to count as ink: print is 100+ grey levels below paper, photo grain
	// and JPEG ringing stay within ±20.
	flatInk = 60
	// flatMargin rows around each inked band are kept as they are
	// (ascenders, descenders, diacritics below minRowInk).
	flatMargin = 8
)

// flatten returns g divided by its local paper background and whether any
// ink was found on it. Rows away from ink are white in the result.
func flatten(g *image.Gray) (*image.Gray, []int, bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w == 0 || h == 0 {
		return g, nil, false
	}
	bg, tw, th := tileBackgrounds(g)
	out := image.NewGray(image.Rect(0, 0, w, h))
	rowBG := make([]float64, w)
	for y := range h {
		// Background for this row, interpolated between tile centres.
		fy := float64(y)/flatTile - 0.5
		ty0 := clampInt(int(floorF(fy)), 0, th-1)
		ty1 := clampInt(ty0+1, 0, th-1)
		ay := clampF(fy-float64(ty0), 0, 1)
		for x := range w {
			fx := float64(x)/flatTile - 0.5
			tx0 := clampInt(int(floorF(fx)), 0, tw-1)
			tx1 := clampInt(tx0+1, 0, tw-1)
			ax := clampF(fx-float64(tx0), 0, 1)
			top := bg[ty0*tw+tx0]*(1-ax) + bg[ty0*tw+tx1]*ax
			bot := bg[ty1*tw+tx0]*(1-ax) + bg[ty1*tw+tx1]*ax
			rowBG[x] = top*(1-ay) + bot*ay
		}
		src := g.Pix[g.PixOffset(g.Rect.Min.X, g.Rect.Min.Y+y):][:w]
		dst := out.Pix[y*out.Stride:][:w]
		for x, v := range src {
			b := max(rowBG[x], 1)
			c := float64(v) * 255 / b
			dst[x] = uint8(min(c, 255))
		}
	}
	ink := inkRowsAt(out, 255-flatInk)
	if _, _, ok := inkExtent(ink, h); !ok {
		return out, ink, false
	}
	// Whiten the rows that are farther than flatMargin from any ink.
	near := make([]bool, h)
	for y, v := range ink {
		if v > 0 {
			for d := max(0, y-flatMargin); d <= min(h-1, y+flatMargin); d++ {
				near[d] = true
			}
		}
	}
	for y, keep := range near {
		if !keep {
			row := out.Pix[y*out.Stride:][:w]
			for x := range row {
				row[x] = 255
			}
		}
	}
	return out, ink, true
}

// tileBackgrounds returns the 90th-percentile grey of each flatTile×flatTile
// tile of g, row-major, and the tile grid's width and height.
func tileBackgrounds(g *image.Gray) ([]float64, int, int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	tw, th := (w+flatTile-1)/flatTile, (h+flatTile-1)/flatTile
	bg := make([]float64, tw*th)
	var hist [256]int
	for ty := range th {
		for tx := range tw {
			clear(hist[:])
			x0, x1 := tx*flatTile, min(w, (tx+1)*flatTile)
			y0, y1 := ty*flatTile, min(h, (ty+1)*flatTile)
			for y := y0; y < y1; y++ {
				i := g.PixOffset(g.Rect.Min.X+x0, g.Rect.Min.Y+y)
				for _, v := range g.Pix[i : i+x1-x0] {
					hist[v]++
				}
			}
			want, acc := (x1-x0)*(y1-y0)*9/10, 0
			for v, c := range hist {
				acc += c
				if acc >= want {
					bg[ty*tw+tx] = float64(v)
					break
				}
			}
		}
	}
	// A tile covered by a dark area (a photo's edge, a shaded box) has no
	// paper to measure: never let a tile's paper be darker than half the
	// page's median paper, or its content would be brightened into paper.
	sorted := slices.Clone(bg)
	slices.Sort(sorted)
	floor := sorted[len(sorted)/2] / 2
	for i, v := range bg {
		bg[i] = max(v, floor)
	}
	return bg, tw, th
}

func clampInt(v, lo, hi int) int { return min(max(v, lo), hi) }

func clampF(v, lo, hi float64) float64 { return min(max(v, lo), hi) }

func floorF(v float64) float64 {
	i := float64(int(v))
	if i > v {
		i--
	}
	return i
}
