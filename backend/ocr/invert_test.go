package ocr

import (
	"image"
	"testing"
)

// filled returns a w×h page of grey level ground with the rectangle r
// filled with level fill.
func filled(w, h int, ground uint8, r image.Rectangle, fill uint8) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = ground
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			g.Pix[y*g.Stride+x] = fill
		}
	}
	return g
}

// recoloured maps the page's paper (255) to ground and its ink (dark) to
// ink: a text page in other colours.
func recoloured(g *image.Gray, ground, ink uint8) *image.Gray {
	out := copyGray(g)
	for i, v := range out.Pix {
		if v >= 128 {
			out.Pix[i] = ground
		} else {
			out.Pix[i] = ink
		}
	}
	return out
}

func TestLightOnDark(t *testing.T) {
	page := textLike(1200, 1600, 20, 0, 1)
	for _, tc := range []struct {
		name string
		g    *image.Gray
		want bool
	}{
		{"text page", page, false},
		{"negative of a text page", inverted(page), true},
		{"dark theme: grey text on #1c1c1e", recoloured(page, 28, 142), true},
		{"underexposed photo of paper", recoloured(page, 70, 15), false},
		{"grey shaded page", recoloured(page, 200, 30), false},
		{"sheet on a dark table", filled(1200, 1600, 30, image.Rect(200, 200, 1000, 1400), 235), false},
		{"black page", filled(800, 800, 0, image.Rectangle{}, 0), false},
		{"white page", filled(800, 800, 255, image.Rectangle{}, 0), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := lightOnDark(tc.g); got != tc.want {
				t.Errorf("lightOnDark = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestInvertedOffsetImage(t *testing.T) {
	g := filled(10, 10, 200, image.Rect(2, 2, 4, 4), 10)
	sub := g.SubImage(image.Rect(2, 2, 6, 6)).(*image.Gray)
	out := inverted(sub)
	if out.Rect != image.Rect(0, 0, 4, 4) {
		t.Fatalf("bounds %v", out.Rect)
	}
	if out.GrayAt(0, 0).Y != 245 || out.GrayAt(3, 3).Y != 55 {
		t.Errorf("got %d and %d, want 245 and 55", out.GrayAt(0, 0).Y, out.GrayAt(3, 3).Y)
	}
}
