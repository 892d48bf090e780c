package intake

import (
	"math"

	"papierkram/backend/document"
)

// Text layers are not always upright. A landscape report printed onto a
// portrait page, a page turned with /Rotate in a viewer, a scanner's
// searchable PDF of a sheet fed sideways or upside down: pdftotext gives
// the words of such pages in display coordinates, and the reading
// direction of their lines runs along y (turned by 90° or 270°) or right
// to left (180°). The statement and letter parsers read rows left to
// right and top to bottom; on a sideways page they find no booking, and
// upside down they find balances in the wrong places. So each page's
// dominant reading direction is taken from its lines, and its words are
// turned upright, as a reader turns the sheet. OCR'd pages have their own
// orientation detection (ocr.Engine); this is for text layers only.

// reading is the direction in which the words of a text line follow each
// other on the displayed page.
type reading int

const (
	readRight reading = iota // upright
	readDown                 // turned 90° clockwise
	readLeft                 // upside down
	readUp                   // turned 90° counter-clockwise
)

// A page is turned only when its lines agree: at least minTurnPairs
// word-to-word steps read in the winning direction and at least two
// thirds of all steps. An upright page with a vertical margin note (many
// statements print a form number or a legal line up the left edge) stays
// as it is.
const minTurnPairs = 5

// pageReading returns the dominant reading direction of a page's lines;
// lines holds, per pdftotext line, the indexes of its words in order.
func pageReading(words []document.Word, lines [][]int) reading {
	var votes [4]int
	total := 0
	for _, l := range lines {
		for k := 1; k < len(l); k++ {
			a, b := words[l[k-1]].Box, words[l[k]].Box
			dx := (b.X0 + b.X1 - a.X0 - a.X1) / 2
			dy := (b.Y0 + b.Y1 - a.Y0 - a.Y1) / 2
			var d reading
			switch {
			case dx == 0 && dy == 0:
				continue
			case math.Abs(dx) >= math.Abs(dy) && dx > 0:
				d = readRight
			case math.Abs(dx) >= math.Abs(dy):
				d = readLeft
			case dy > 0:
				d = readDown
			default:
				d = readUp
			}
			votes[d]++
			total++
		}
	}
	best := readRight
	for d := range votes {
		if votes[d] > votes[best] {
			best = reading(d)
		}
	}
	if best == readRight || votes[best] < minTurnPairs || 3*votes[best] < 2*total {
		return readRight
	}
	return best
}

// turnUpright turns a page whose text reads in direction d upright: the
// words' boxes move into the upright frame and the page's size becomes
// the upright size. The page's Width and Height must be its displayed
// size (see displaySize).
func turnUpright(p *document.Page, d reading) {
	fw, fh := p.Width, p.Height
	for _, w := range p.Words {
		// A text layer's boxes can reach past the page size pdftotext
		// reports (crop box, text drawn off the page): the frame must hold
		// every word, or turned coordinates would go negative.
		fw = max(fw, w.Box.X1)
		fh = max(fh, w.Box.Y1)
	}
	for i := range p.Words {
		b := p.Words[i].Box
		var u document.Rect
		switch d {
		case readDown: // the top of the text points right
			u = document.Rect{X0: b.Y0, Y0: fw - b.X1, X1: b.Y1, Y1: fw - b.X0}
		case readUp: // the top of the text points left
			u = document.Rect{X0: fh - b.Y1, Y0: b.X0, X1: fh - b.Y0, Y1: b.X1}
		case readLeft:
			u = document.Rect{X0: fw - b.X1, Y0: fh - b.Y1, X1: fw - b.X0, Y1: fh - b.Y0}
		default:
			return
		}
		p.Words[i].Box = u
	}
	if d == readDown || d == readUp {
		fw, fh = fh, fw
	}
	p.Width, p.Height = fw, fh
}

// displaySize returns a page's displayed size: pdftotext reports the
// unrotated media size, but places the words as the page is displayed,
// after its /Rotate (a multiple of 90°).
func displaySize(w, h float64, rotate int) (float64, float64) {
	if r := ((rotate % 360) + 360) % 360; r == 90 || r == 270 {
		return h, w
	}
	return w, h
}
