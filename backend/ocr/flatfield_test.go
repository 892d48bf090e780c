package ocr

import (
	"image"
	"testing"
)

// shadedPage is a 1000×1400 page whose paper darkens from 245 at the top
// to 175 at the bottom (a phone photo's lighting), with dark "text lines"
// at the given rows: glyph-like pairs of 3 px strokes, so that, as on a
// real page, ink covers well under 1 % of a sparse page.
func shadedPage(lines ...int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, 1000, 1400))
	for y := range 1400 {
		paper := uint8(245 - 70*y/1400)
		for x := range 1000 {
			g.Pix[y*g.Stride+x] = paper
		}
	}
	for _, y0 := range lines {
		for x0 := 80; x0 < 600; x0 += 24 {
			for y := y0; y < y0+20; y++ {
				for _, x := range []int{x0, x0 + 1, x0 + 2, x0 + 10, x0 + 11, x0 + 12} {
					g.Pix[y*g.Stride+x] = 60
				}
			}
		}
	}
	return g
}

func TestFlattenSparseTextOnShadedPaper(t *testing.T) {
	tests := []struct {
		name  string
		lines []int
		ink   bool
	}{
		{"four lines at the top, page number at the bottom", []int{100, 140, 180, 220, 1340}, true},
		{"one line", []int{700}, true},
		{"paper only", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := shadedPage(tt.lines...)
			out, ink, ok := flatten(g)
			if ok != tt.ink {
				t.Fatalf("ink found %v, want %v", ok, tt.ink)
			}
			if !ok {
				return
			}
			for _, y0 := range tt.lines {
				if ink[y0+10] == 0 {
					t.Errorf("text line at row %d not found as ink", y0)
				}
				// Paper beside the text is corrected to white, glyphs stay dark.
				if v := out.GrayAt(900, y0+10).Y; v < 240 {
					t.Errorf("paper beside line %d is %d after correction, want ≥ 240", y0, v)
				}
				if v := out.GrayAt(81, y0+10).Y; v > 120 {
					t.Errorf("glyph at line %d is %d after correction, want ≤ 120", y0, v)
				}
			}
			// Rows far from any text are white.
			if v := out.GrayAt(500, 800).Y; len(tt.lines) > 1 && v != 255 {
				t.Errorf("row 800 (blank) is %d, want 255", v)
			}
			// Nothing is ink where there is no text.
			for _, y := range []int{30, 600, 1000} {
				if ink[y] != 0 {
					t.Errorf("row %d counted as ink (%d px)", y, ink[y])
				}
			}
		})
	}
}

// TestInkRowsFallsBackOnShadedPaper pins the failure flatten exists for:
// the global threshold sees no ink on sparse text under a gradient.
func TestInkRowsFallsBackOnShadedPaper(t *testing.T) {
	g := shadedPage(100, 140, 180, 220, 1340)
	if _, _, ok := inkExtent(inkRows(g), g.Rect.Dy()); ok {
		t.Fatal("the global threshold found the ink: this page no longer shows the failure the fallback is for")
	}
	if _, _, ok := flatten(g); !ok {
		t.Fatal("flatten found no ink either")
	}
}
