package ocr

import "image"

// lightOnDark reports whether a page shows light text on a dark ground: a
// banking app's screenshot in dark mode. Tesseract reads dark ink on light
// paper; on such a screenshot it found no booking at all (a synthetic app
// statement: 11 bookings upright, 0 inverted, document_not_recognized).
//
// The ground is the median grey level. It counts as dark below 80 (dark
// themes use #000 to #2c2c2e, 0–44) when the pixels clearly brighter than
// it outnumber those clearly darker twice and stay a minority, as strokes
// of text do. An underexposed photo of paper has a grey ground but its
// text is darker still; a photo of a sheet on a dark table has a bright
// sheet that covers a third of the frame or more, not strokes.
func lightOnDark(g *image.Gray) bool {
	small := downsample(g, max(1, max(g.Rect.Dx(), g.Rect.Dy())/800))
	var hist [256]int
	n := 0
	for y := 0; y < small.Rect.Dy(); y++ {
		for _, v := range small.Pix[y*small.Stride : y*small.Stride+small.Rect.Dx()] {
			hist[v]++
			n++
		}
	}
	if n == 0 {
		return false
	}
	median, acc := 0, 0
	for v, c := range hist {
		acc += c
		if 2*acc >= n {
			median = v
			break
		}
	}
	if median >= 80 {
		return false
	}
	bright, dark := 0, 0
	for v, c := range hist {
		switch {
		case v > median+60:
			bright += c
		case v < median-60:
			dark += c
		}
	}
	return bright*100 >= n && bright > 2*dark && bright*100 < 35*n
}

// inverted returns the negative of g.
func inverted(g *image.Gray) *image.Gray {
	b := g.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		src := g.Pix[g.PixOffset(b.Min.X, b.Min.Y+y):g.PixOffset(b.Max.X, b.Min.Y+y)]
		dst := out.Pix[y*out.Stride : y*out.Stride+b.Dx()]
		for x, v := range src {
			dst[x] = 255 - v
		}
	}
	return out
}
