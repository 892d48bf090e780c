package ocr

import (
	"image"
	"math"
	"testing"
)

// discPage is a 1200×1600 page of "text": rows of anti-aliased discs and
// strokes 16 px high on a 26 px line pitch (9 pt type at 200 dpi), with a
// faint deterministic paper grain. fax spoils it as a fax received in
// normal mode: every second row repeats the one above and grey becomes a
// 4×4 ordered-dither pattern.
func discPage(fax bool) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, 1200, 1600))
	for y := range 1600 {
		for x := range 1200 {
			g.Pix[y*g.Stride+x] = uint8(240 + (x*7+y*13)%11)
		}
	}
	for line := range 40 {
		cy := 120 + 26*line
		for k := range 60 {
			cx := 100 + 16*k
			r := 4.5 + 0.5*float64((k*5+line*3)%3)
			for y := cy - 9; y <= cy+9; y++ {
				for x := cx - 9; x <= cx+9; x++ {
					// a ring 2 px wide: thin strokes with grey edges
					d := math.Abs(math.Hypot(float64(x-cx), float64(y-cy)) - r)
					if d < 2 {
						v := uint8(min(255, 20+d*110))
						g.Pix[y*g.Stride+x] = min(g.Pix[y*g.Stride+x], v)
					}
				}
			}
		}
	}
	if !fax {
		return g
	}
	bayer := [4][4]int{{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}}
	for y := 0; y < 1600; y += 2 {
		row := g.Pix[y*g.Stride : y*g.Stride+1200]
		for x := range row {
			if int(row[x]) < 64+8*bayer[(y/2)%4][x%4] {
				row[x] = 0
			} else {
				row[x] = 255
			}
		}
		copy(g.Pix[(y+1)*g.Stride:(y+1)*g.Stride+1200], row)
	}
	return g
}

// TestFaxPage: a page whose rows repeat in pairs and whose grey is
// dithered is a fax page and is read at a line height of about 12 px,
// never enlarged; the same page as an ordinary scan is not, and is
// enlarged to the default 28 px line as before.
func TestFaxPage(t *testing.T) {
	for _, tc := range []struct {
		name     string
		fax      bool
		maxScale float64
		minScale float64
	}{
		{"ordinary scan", false, 4, 1.2},
		{"fax", true, 1, 0.3},
	} {
		g := discPage(tc.fax)
		small := downsample(g, 1)
		if got := faxPage(g, otsu(small)); got != tc.fax {
			r, _ := faxRows(g, otsu(small))
			t.Errorf("%s: faxPage %v (ratio %.3f), want %v", tc.name, got, r, tc.fax)
		}
		p := Preprocess(Image{Gray: g, DPI: 200}, PreprocessConfig{})
		if p.Scale > tc.maxScale || p.Scale < tc.minScale {
			t.Errorf("%s: scale %.2f, want %.2f–%.2f", tc.name, p.Scale, tc.minScale, tc.maxScale)
		}
	}
}
