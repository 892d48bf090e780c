package ocr

import (
	"image"
	"testing"
)

// screenPage draws a screenshot-like page (dark ink on white): cells of
// three text lines each with a round avatar (a filled square here) left
// of them that bridges the gaps between the lines, under single-line day
// headings. lineH is a text line's height in pixels.
func screenPage(cells, lineH int, avatar bool) *image.Gray {
	gap := lineH / 2
	w, h := 900, 40+cells*(5*lineH+6*gap)
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	fill := func(x0, y0, x1, y1 int) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				// letter-like strokes: every other 4 px column inked
				if (x/4)%2 == 0 || x < 200 {
					g.Pix[y*g.Stride+x] = 0
				}
			}
		}
	}
	y := 20
	for c := 0; c < cells; c++ {
		if c%3 == 0 { // a day heading over every third cell
			fill(220, y, 500, y+lineH)
			y += lineH + 2*gap
		}
		top := y
		for l := 0; l < 3; l++ {
			fill(260, y, 820, y+lineH)
			y += lineH + gap
		}
		if avatar {
			fill(150, top, 150+2*lineH, y-gap)
		}
		y += 2 * gap
	}
	return g
}

// TestAvatarBridgedLines: the avatars beside an app's list cells bridge
// the line gaps, and the median ink run was a whole cell (64 px): the
// page was shrunk to 0.44 and read as nothing. The line (16 px) must be
// found, so the page is enlarged towards the 28 px target instead. Pages
// without avatars, and a page really printed large, keep their scale.
func TestAvatarBridgedLines(t *testing.T) {
	tests := []struct {
		name     string
		g        *image.Gray
		min, max float64
	}{
		{"cells with avatars, 16 px lines", screenPage(9, 16, true), 1.5, 2},
		{"cells without avatars, 16 px lines", screenPage(9, 16, false), 1.5, 2},
		{"large print, 70 px lines", screenPage(9, 70, false), 0.35, 0.45},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := Preprocess(Image{Gray: tc.g, DPI: 300}, PreprocessConfig{})
			if p.Scale < tc.min || p.Scale > tc.max {
				t.Errorf("scale %.3f, want %.2f–%.2f", p.Scale, tc.min, tc.max)
			}
		})
	}
}
