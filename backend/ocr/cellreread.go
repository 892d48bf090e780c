package ocr

import (
	"context"
	"image"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"papierkram/backend/document"
	"papierkram/backend/intake/sandbox"
)

// Re-reading garbled date cells (docs/intake.md, session 10).
//
// In psm 6 tesseract reads a narrow date column as part of the whole text
// line, and when two short dates stand close together (a card bill's
// "Beleg | Buchung": "01.01.  02.01.") the line model often merges them and
// swaps dots for colons: "01:0122.02:01:" for "01.01. 02.01.", "2r.1e:" for
// "27.12.". The image is clean: the same cell cropped and read alone comes
// out right. So after the page is read, the few date-like words that do not
// parse, in lines that also carry an amount (a booking row), are cropped,
// stacked into one small image and read once more in one tesseract run; a
// cell is replaced only when its re-reading is one or two valid dates.

// maxRereadCells bounds the cells re-read per page: a page with more
// garbled cells than that is noise, not a date column.
const maxRereadCells = 60

var (
	cleanDateRe   = regexp.MustCompile(`^(\d{1,2}\.\d{1,2}\.?(\d{2}|\d{4})?|\d{1,2}/\d{1,2}(/\d{2}|/\d{4})?|\d{4}-\d{2}-\d{2})$`)
	cleanAmountRe = regexp.MustCompile(`^[-+]?(\d{1,3}(\.\d{3})*|\d+),\d{2}[-+]?$|^[-+]?(\d{1,3}(,\d{3})*|\d+)\.\d{2}[-+]?$`)
	timeRe        = regexp.MustCompile(`^\d{1,2}:\d{2}$`)
	amountInRe    = regexp.MustCompile(`\d[,.]\d\d(\D|$)`)
)

// garbledDate reports whether s looks like one or two dates the line model
// mangled: digits with separators and a few letters tesseract confuses
// with digits, but neither a clean date nor a clean amount or time.
func garbledDate(s string) bool {
	if len(s) < 4 || len(s) > 24 {
		return false
	}
	digits, seps, letters := 0, 0, 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case strings.ContainsRune(".:;,'-", r):
			seps++
		case strings.ContainsRune("rlIiOoSsZzBeE|!", r):
			letters++
		default:
			return false
		}
	}
	if digits < 2 || seps == 0 || letters > digits || letters > 2 {
		return false
	}
	return !cleanDateRe.MatchString(s) && !cleanAmountRe.MatchString(s) && !timeRe.MatchString(s)
}

// rereadCell is one region of garbled words on one line.
type rereadCell struct {
	idx    []int // indices of the words replaced
	box    image.Rectangle
	pieces []rereadPiece
}

// rereadPiece is one part of a cell's crop, split at a wide blank gap:
// each date of a pair is read on its own, without the neighbour that made
// the line model merge them.
type rereadPiece struct {
	box  image.Rectangle // in the page
	band image.Rectangle // where the crop sits in the stacked image
}

// rereadDateCells finds garbled date cells in words (boxes in g's pixels),
// reads them again and returns the words with the cells that now read as
// dates replaced. On any failure it returns words unchanged: the
// re-reading is an improvement, never a reason to fail a page.
func (e *Engine) rereadDateCells(ctx context.Context, g *image.Gray, words []document.Word) []document.Word {
	if e.cfg.NoCellReread || len(words) == 0 {
		return words
	}
	cells := garbledCells(words)
	if len(cells) == 0 || len(cells) > maxRereadCells {
		return words
	}
	b := g.Bounds()
	for i := range cells {
		c := &cells[i]
		c.box = cellBox(words, c.idx, b)
		c.pieces = splitPieces(g, c.box)
	}
	stack, ok := stackCells(g, cells)
	if !ok {
		return words
	}
	ctx, cancel := context.WithTimeout(ctx, e.cfg.PageTimeout)
	defer cancel()
	args := e.langArgs("stdin", "stdout", "-l", e.cfg.Language, "--psm", "6",
		"-c", "preserve_interword_spaces=0")
	// No character whitelist: with one, tesseract dropped the space
	// between two dates and read fewer of them right; the separators it
	// confuses with a dot are mapped instead (normaliseDate).
	args = append(args, "tsv")
	out, err := e.runner.Run(ctx, sandbox.Limits{MemoryBytes: e.cfg.MemoryBytes, MaxOutput: 1 << 20, CPU: e.cfg.PageTimeout},
		pgmReader(stack), "tesseract", args...)
	if err != nil {
		return words
	}
	read, err := ParseTSV(out)
	if err != nil {
		return words
	}
	replace := map[int][]document.Word{} // first word index of a cell -> its new words
	drop := map[int]bool{}
	for _, c := range cells {
		var got []document.Word
		for _, p := range c.pieces {
			var in []document.Word
			for _, w := range read {
				cy := (w.Box.Y0 + w.Box.Y1) / 2
				if cy >= float64(p.band.Min.Y) && cy < float64(p.band.Max.Y) {
					// Back from the stack into the page's pixels.
					dx := float64(p.box.Min.X - p.band.Min.X)
					w.Box.X0 += dx
					w.Box.X1 += dx
					in = append(in, w)
				}
			}
			slices.SortFunc(in, func(a, b document.Word) int { return int(a.Box.X0 - b.Box.X0) })
			got = append(got, in...)
		}
		dates, ok := rereadDates(got, len(c.idx))
		if !ok {
			continue
		}
		y0, y1 := math.Inf(1), math.Inf(-1)
		for _, i := range c.idx {
			y0, y1 = math.Min(y0, words[i].Box.Y0), math.Max(y1, words[i].Box.Y1)
		}
		for k := range dates {
			// Keep the original line's vertical extent so that line
			// grouping downstream sees the cell where it was.
			dates[k].Box.Y0, dates[k].Box.Y1 = y0, y1
		}
		replace[c.idx[0]] = dates
		for _, i := range c.idx {
			drop[i] = true
		}
	}
	if len(replace) == 0 {
		return words
	}
	outWords := make([]document.Word, 0, len(words)+len(replace))
	for i, w := range words {
		if r, ok := replace[i]; ok {
			outWords = append(outWords, r...)
		}
		if !drop[i] {
			outWords = append(outWords, w)
		}
	}
	return outWords
}

// garbledCells groups the garbled date words of booking lines into cells:
// neighbouring garbled words on one line form one cell, because the
// recogniser's word split inside a mangled date pair is arbitrary.
func garbledCells(words []document.Word) []rereadCell {
	var cells []rereadCell
	used := make([]bool, len(words))
	for i, w := range words {
		if used[i] || !garbledDate(w.Text) || !amountRightOf(words, i) {
			continue
		}
		idx := []int{i}
		used[i] = true
		h := w.Box.Y1 - w.Box.Y0
		x1 := w.Box.X1
		for {
			next := -1
			for j, v := range words {
				if used[j] || !sameLine(w, v) || v.Box.X0 < x1-h/2 || v.Box.X0-x1 > 2.5*h {
					continue
				}
				if next < 0 || v.Box.X0 < words[next].Box.X0 {
					next = j
				}
			}
			if next < 0 || !dateish(words[next].Text) {
				break
			}
			idx = append(idx, next)
			used[next] = true
			x1 = words[next].Box.X1
		}
		// A garbled word right of a clean date belongs with it only when
		// it is itself garbled; the clean one stays as read.
		cells = append(cells, rereadCell{idx: idx})
	}
	return cells
}

// dateish is a garbled date or a fragment of one (":" alone, "1:").
func dateish(s string) bool {
	if garbledDate(s) {
		return true
	}
	return len(s) <= 3 && strings.Trim(s, "0123456789.:;,'") == "" && strings.ContainsAny(s, ".:;,'")
}

func sameLine(a, b document.Word) bool {
	ca, cb := (a.Box.Y0+a.Box.Y1)/2, (b.Box.Y0+b.Box.Y1)/2
	h := math.Max(a.Box.Y1-a.Box.Y0, b.Box.Y1-b.Box.Y0)
	return math.Abs(ca-cb) < h/2
}

func amountRightOf(words []document.Word, i int) bool {
	w := words[i]
	for j, v := range words {
		if j != i && v.Box.X0 > w.Box.X1 && sameLine(w, v) && amountInRe.MatchString(v.Text) {
			return true
		}
	}
	return false
}

// cellBox is the crop of a cell: its words plus a margin of white, but not
// reaching into the words before and after it on the line.
func cellBox(words []document.Word, idx []int, bounds image.Rectangle) image.Rectangle {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, i := range idx {
		b := words[i].Box
		x0, y0, x1, y1 = math.Min(x0, b.X0), math.Min(y0, b.Y0), math.Max(x1, b.X1), math.Max(y1, b.Y1)
	}
	h := y1 - y0
	left, right := x0-0.6*h, x1+0.6*h
	ref := words[idx[0]]
	for j, v := range words {
		if slices.Contains(idx, j) || !sameLine(ref, v) {
			continue
		}
		if v.Box.X1 <= x0 {
			left = math.Max(left, (v.Box.X1+x0)/2)
		}
		if v.Box.X0 >= x1 {
			right = math.Min(right, (v.Box.X0+x1)/2)
		}
	}
	r := image.Rect(int(left), int(y0-0.25*h), int(math.Ceil(right)), int(math.Ceil(y1+0.25*h)))
	return r.Intersect(bounds)
}

// stackCells copies the cells' pieces under one another onto white, a
// line height apart, so that one tesseract run reads them all.
func stackCells(g *image.Gray, cells []rereadCell) (*image.Gray, bool) {
	const margin = 20
	w, h := 0, margin
	for i := range cells {
		for k := range cells[i].pieces {
			p := &cells[i].pieces[k]
			if p.box.Empty() {
				return nil, false
			}
			p.band = image.Rect(margin, h, margin+p.box.Dx(), h+p.box.Dy())
			h += p.box.Dy() + max(p.box.Dy(), 16)
			w = max(w, p.box.Dx()+2*margin)
		}
	}
	h += margin
	out := image.NewGray(image.Rect(0, 0, w, h))
	for i := range out.Pix {
		out.Pix[i] = 255
	}
	for i := range cells {
		for k := range cells[i].pieces {
			p := &cells[i].pieces[k]
			for y := 0; y < p.box.Dy(); y++ {
				src := g.PixOffset(p.box.Min.X, p.box.Min.Y+y)
				dst := out.PixOffset(p.band.Min.X, p.band.Min.Y+y)
				copy(out.Pix[dst:dst+p.box.Dx()], g.Pix[src:src+p.box.Dx()])
			}
			// The band read back reaches half the gap up and down, so
			// that slightly shifted boxes still land in it.
			gap := max(p.box.Dy(), 16)
			p.band.Min.Y -= gap / 2
			p.band.Max.Y += gap / 2
		}
	}
	return out, true
}

// splitPieces splits a cell's crop at blank column runs wider than about
// 0.6 of its height (a gap between two dates; the gap between the
// characters of one date is a fraction of that).
func splitPieces(g *image.Gray, r image.Rectangle) []rereadPiece {
	thr, ok := inkThreshold(g.SubImage(r).(*image.Gray))
	if !ok {
		return []rereadPiece{{box: r}}
	}
	minGap := r.Dy() * 6 / 10
	ink := make([]bool, r.Dx())
	for x := range r.Dx() {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			if g.GrayAt(r.Min.X+x, y).Y <= thr {
				ink[x] = true
				break
			}
		}
	}
	var pieces []rereadPiece
	start, gapStart := -1, -1
	flush := func(end int) {
		if start >= 0 {
			pieces = append(pieces, rereadPiece{box: image.Rect(r.Min.X+max(0, start-minGap/2), r.Min.Y, r.Min.X+min(r.Dx(), end+minGap/2), r.Max.Y)})
		}
	}
	for x, v := range ink {
		if v {
			if start < 0 {
				start = x
			} else if gapStart >= 0 && x-gapStart >= minGap {
				flush(gapStart)
				start = x
			}
			gapStart = -1
		} else if gapStart < 0 {
			gapStart = x
		}
	}
	if gapStart < 0 {
		gapStart = len(ink)
	}
	flush(gapStart)
	if len(pieces) == 0 || len(pieces) > 3 {
		return []rereadPiece{{box: r}}
	}
	return pieces
}

// rereadDates turns the words of one re-read cell into date words: at
// least one per garbled word it replaces (a merged pair may be two), each
// a valid day and month. ok is false when the re-reading is no better.
func rereadDates(got []document.Word, replaced int) ([]document.Word, bool) {
	var out []document.Word
	for _, w := range got {
		ds, ok := splitDates(normaliseDate(w.Text))
		if !ok {
			return nil, false
		}
		// Split a merged pair's box by characters.
		total := 0
		for _, d := range ds {
			total += len(d)
		}
		x := w.Box.X0
		for _, d := range ds {
			wd := (w.Box.X1 - w.Box.X0) * float64(len(d)) / float64(total)
			out = append(out, document.Word{Text: d, Box: document.Rect{X0: x, Y0: w.Box.Y0, X1: x + wd, Y1: w.Box.Y1}, Conf: w.Conf})
			x += wd
		}
	}
	if len(out) == 0 || len(out) < replaced || len(out) > 2*replaced || len(out) > 3 {
		return nil, false
	}
	return out, true
}

// normaliseDate maps the separators the line model confuses with a dot
// and collapses runs of them ("26.12::.:27.12;" is "26.12.27.12.").
func normaliseDate(s string) string {
	var b strings.Builder
	sep := false
	for _, r := range s {
		if strings.ContainsRune(".:;,-'", r) {
			sep = true
			continue
		}
		if sep && b.Len() > 0 {
			b.WriteByte('.')
		}
		sep = false
		b.WriteRune(r)
	}
	if sep && b.Len() > 0 {
		b.WriteByte('.')
	}
	return b.String()
}

// splitDates parses s as one or two dates "DD.MM." or "DD.MM.YYYY"/"YY"
// written together; the last may lack its final dot only when it follows
// another date.
func splitDates(s string) ([]string, bool) {
	var out []string
	for s != "" {
		d, m, rest, ok := dayMonth(s)
		if !ok {
			return nil, false
		}
		date := d + "." + m
		if rest == "" {
			if len(out) == 0 {
				return nil, false // "10.12" alone may be a time or a number
			}
			out = append(out, date+".")
			break
		}
		if rest[0] != '.' {
			return nil, false
		}
		rest = rest[1:]
		date += "."
		// A year follows only when it ends the word; digits followed by
		// a dot start the next date.
		if n := leadingDigits(rest); (n == 4 || n == 2) && n == len(rest) {
			date += rest
			rest = ""
		}
		out = append(out, date)
		s = rest
		if len(out) > 2 {
			return nil, false
		}
	}
	return out, len(out) > 0
}

func dayMonth(s string) (day, month, rest string, ok bool) {
	n := leadingDigits(s)
	if n < 1 || n > 2 || n >= len(s) || s[n] != '.' {
		return "", "", "", false
	}
	day, s = s[:n], s[n+1:]
	m := leadingDigits(s)
	if m < 1 || m > 2 {
		return "", "", "", false
	}
	month, rest = s[:m], s[m:]
	dv, _ := strconv.Atoi(day)
	mv, _ := strconv.Atoi(month)
	if dv < 1 || dv > 31 || mv < 1 || mv > 12 {
		return "", "", "", false
	}
	return day, month, rest, true
}

func leadingDigits(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}
