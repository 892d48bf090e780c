package ocr

import "image"

// Fax pages: rows sent at half the resolution and dithered (session 11).
//
// A fax received in normal mode carries about 100 lines per inch; the
// receiving machine (or the fax-to-mail gateway) repeats every line to
// reach the image's resolution, and grey — the anti-aliased edges of thin
// strokes — arrives as an ordered-dither pattern of black and white
// pixels. Tesseract reads such text badly, and worse after our upscaling
// to a 28 px line: bilinear upscaling turns every dither dot into a blob
// and Otsu keeps the blobs, so thin strokes break and "3", "8", "9", "0"
// swap (hd-psd scans: 50 of 200 amounts read at the default scale). Read
// at a SMALLER scale (line height about 12 px, bilinear downsampling
// averaging the dither back to grey) the same pages gave 84 of 200 with
// less tesseract time (diagnostic over 12 fax pages at 150–300 dpi).
//
// Evidence, not a guess: on a repeated-line page, inside any narrow
// vertical strip the change from one pixel row to the next is near zero
// within each repeated group and large at the group's boundary, so of two
// consecutive row differences one is much smaller than the other.
// faxRows measures Σ min(d(y), d(y+1)) / Σ max(d(y), d(y+1)) over 16 px
// strips (only pixels at or darker than the ink threshold count): about
// 0.11–0.28 on the fax pages (2° of rotation blur the groups but do not
// remove them), 0.38–0.42 on ordinary scans (a row resembles both its
// neighbours alike). Pages below faxRowsMax are read as fax pages.

const faxRowsMax = 0.32

// faxStrip is the width of the strips compared, and faxStripStep the
// distance between strips sampled (one in four: the measure costs about
// 20–90 ms on an A4 page at 150–300 dpi).
const (
	faxStrip     = 16
	faxStripStep = 64
)

// faxLineHeight is the text-line height a fax page is resampled to.
const faxLineHeight = 12

// faxRows returns the row-pair ratio of g (see above) and whether there
// was enough ink to measure it.
func faxRows(g *image.Gray, thr uint8) (float64, bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if h < 4 {
		return 0, false
	}
	var mn, mx float64
	d := make([]float64, h)
	for x0 := 0; x0+faxStrip <= w; x0 += faxStripStep {
		for y := 0; y+1 < h; y++ {
			a := g.Pix[g.PixOffset(g.Rect.Min.X+x0, g.Rect.Min.Y+y):][:faxStrip]
			b := g.Pix[g.PixOffset(g.Rect.Min.X+x0, g.Rect.Min.Y+y+1):][:faxStrip]
			s := 0
			for i := range a {
				if a[i] <= thr || b[i] <= thr {
					if a[i] > b[i] {
						s += int(a[i] - b[i])
					} else {
						s += int(b[i] - a[i])
					}
				}
			}
			d[y] = float64(s)
		}
		for y := 0; y+2 < h; y++ {
			mn += min(d[y], d[y+1])
			mx += max(d[y], d[y+1])
		}
	}
	// At least a few hundred strong row changes' worth of ink.
	if mx < 255*200 {
		return 0, false
	}
	return mn / mx, true
}

// faxPage reports whether g looks like a received fax page.
func faxPage(g *image.Gray, thr uint8) bool {
	r, ok := faxRows(g, thr)
	return ok && r < faxRowsMax
}
