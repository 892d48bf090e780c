package ocr

import (
	"image"
	"testing"
)

// TestRemoveThinHRules: underlines go, thick bars and text stay.
func TestRemoveThinHRules(t *testing.T) {
	// Text lines of textLike(…, 24, …) cover rows 48k … 48k+16; the bands
	// below sit in the blank gaps (rows 48k+16 … 48k+48).
	tests := []struct {
		name      string
		y0, thick int  // a dark horizontal band across most of the page
		wantGone  bool // erased
	}{
		{"hairline underline (0.1 mm at 300 dpi)", 312, 2, true},
		{"underline with JPEG blur", 504, 3, true},
		{"0.8 pt table rule at 300 dpi", 696, 5, false},
		{"shaded row (table stripe)", 880, 14, false},
		{"filled header bar", 1030, 24, false},
	}
	for _, tt := range tests {
		g := textLike(1200, 1200, 24, 0, 7)
		for y := tt.y0; y < tt.y0+tt.thick; y++ {
			for x := 100; x < 1100; x++ {
				g.Pix[y*g.Stride+x] = 30
			}
		}
		removeThinHRules(g, 128, 240, 3)
		dark := 0
		for y := tt.y0; y < tt.y0+tt.thick; y++ {
			for x := 100; x < 1100; x++ {
				if g.Pix[y*g.Stride+x] < 128 {
					dark++
				}
			}
		}
		gone := dark < 1000*tt.thick/10
		if gone != tt.wantGone {
			t.Errorf("%s: %d of %d band pixels still dark, erased=%v, want %v", tt.name, dark, 1000*tt.thick, gone, tt.wantGone)
		}
	}
	// Text alone: nothing is a rule.
	g := textLike(1200, 1200, 24, 0, 8)
	before := image.NewGray(g.Rect)
	copy(before.Pix, g.Pix)
	removeThinHRules(g, 128, 240, 3)
	changed := 0
	for i := range g.Pix {
		if g.Pix[i] != before.Pix[i] {
			changed++
		}
	}
	if changed > 0 {
		t.Errorf("text page: %d pixels changed", changed)
	}
}
