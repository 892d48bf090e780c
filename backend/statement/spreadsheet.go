package statement

import (
	"regexp"
	"strconv"
	"strings"

	"papierkram/backend/document"
)

// Printed spreadsheet: a bank's CSV export opened in a spreadsheet and
// printed with the sheet's headings — a row of column letters "A B C D …"
// over the columns and the row numbers "1 2 3 …" down the left edge — and
// its numbers in the spreadsheet's "General" format: no thousands
// separator, trailing zeros dropped ("-12,5", "1200", "-40"). The row
// numbers were read as text ("2 Kontostand", a booking's name starting
// with "17"), the letters as a line of words, and a General amount with
// fewer than two decimals was no amount at all, so its booking was lost.
//
// spreadsheetPrint removes both headings and writes the General numbers of
// the amount column as amounts ("-12,50", "1200,00"). It acts only where
// the geometry proves a sheet: a line of single capital letters in
// alphabetical order from "A" (at least three, left to right), and on the
// same page a leftmost column of consecutive integers (at least four, one
// to a line, nothing of their line left of them, centred or aligned on one
// edge). A following page without letters counts when its leftmost
// integers continue the count of the page before. The amount column is the
// letter column nearest to a header word naming an amount ("Betrag",
// "Umsatz"); a General number counts as its amount when no other letter's
// centre is nearer to it. Everything else is untouched.
func spreadsheetPrint(doc *document.Document) *document.Document {
	var out *document.Document
	var letters []float64 // column-letter centres of the last sheet page
	amountCol := -1
	next := 0 // the row number that continues the previous sheet page
	for pi := range doc.Pages {
		pg := &doc.Pages[pi]
		lines := pg.Lines()
		lrow, lx := sheetLetters(lines)
		nums := sheetRowNumbers(lines)
		switch {
		case lrow >= 0 && len(nums) > 0:
			letters = lx
			amountCol = -1
		case lrow < 0 && len(nums) > 0 && letters != nil && next > 0 && nums[0].n == next:
		default:
			letters, amountCol, next = nil, -1, 0
			continue
		}
		if out == nil {
			out = &document.Document{Format: doc.Format, Pages: append([]document.Page(nil), doc.Pages...)}
		}
		next = nums[len(nums)-1].n + 1
		drop := map[document.Rect]bool{}
		for _, rn := range nums {
			drop[rn.w.Box] = true
		}
		if lrow >= 0 {
			for _, w := range lines[lrow].Words {
				drop[w.Box] = true
			}
		}
		if amountCol < 0 {
			amountCol = sheetAmountColumn(lines, letters)
		}
		var words []document.Word
		for _, w := range pg.Words {
			if drop[w.Box] {
				continue
			}
			if amountCol >= 0 && reGeneralNumber.MatchString(w.Text) && nearestLetter(letters, (w.Box.X0+w.Box.X1)/2) == amountCol {
				w.Text = generalAmount(w.Text)
			}
			words = append(words, w)
		}
		out.Pages[pi].Words = words
	}
	if out == nil {
		return doc
	}
	return out
}

// reGeneralNumber is a spreadsheet "General" number with a decimal comma:
// an integer, or a comma and one or two decimals.
var reGeneralNumber = regexp.MustCompile(`^[-+\x{2212}]?\d+(,\d\d?)?$`)

// generalAmount writes a General number with two decimals: "-12,5" →
// "-12,50", "1200" → "1200,00".
func generalAmount(s string) string {
	i := strings.IndexByte(s, ',')
	switch {
	case i < 0:
		return s + ",00"
	case len(s)-i == 2:
		return s + "0"
	}
	return s
}

// sheetLetters finds the line of column letters: its words are single
// capital letters "A", "B", "C", … in order from the left, at least three.
// It returns the line's index and the letters' centres, or -1.
func sheetLetters(lines []document.Line) (int, []float64) {
	for i, l := range lines {
		if len(l.Words) < 3 {
			continue
		}
		var xs []float64
		ok := true
		for k, w := range l.Words {
			if len(w.Text) != 1 || w.Text[0] != byte('A'+k) || k > 0 && w.Box.X0 <= l.Words[k-1].Box.X1 {
				ok = false
				break
			}
			xs = append(xs, (w.Box.X0+w.Box.X1)/2)
		}
		if ok {
			return i, xs
		}
	}
	return -1, nil
}

type sheetRowNumber struct {
	n int
	w document.Word
}

// sheetRowNumbers finds the row-number column: the first word of every
// line that is an integer, when those integers count up by one from line
// to line (at least four), are aligned (same left edge, right edge or
// centre) and no word of their lines starts left of their column's right
// edge. Lines whose first word is no integer (a page title, a file name
// printed above the sheet) may come before the run but not inside it.
func sheetRowNumbers(lines []document.Line) []sheetRowNumber {
	var run []sheetRowNumber
	for _, l := range lines {
		w := l.Words[0]
		n, err := strconv.Atoi(w.Text)
		if err != nil || n <= 0 || len(w.Text) > 5 {
			if len(run) > 0 {
				break
			}
			continue
		}
		if len(run) > 0 && n != run[len(run)-1].n+1 {
			break
		}
		run = append(run, sheetRowNumber{n, w})
	}
	if len(run) < 4 {
		return nil
	}
	const tol = 1.0
	left, right, centre := true, true, true
	x1 := run[0].w.Box.X1
	for _, rn := range run[1:] {
		b, b0 := rn.w.Box, run[0].w.Box
		left = left && absf(b.X0-b0.X0) <= tol
		right = right && absf(b.X1-b0.X1) <= tol
		centre = centre && absf((b.X0+b.X1)/2-(b0.X0+b0.X1)/2) <= tol
		x1 = max(x1, b.X1)
	}
	if !left && !right && !centre {
		return nil
	}
	// Nothing of the sheet starts inside the number column.
	for _, l := range lines {
		for k, w := range l.Words {
			if k == 0 && inRun(run, w) {
				continue
			}
			if w.Box.X0 < x1 && w.Box.Y0 >= run[0].w.Box.Y0 && w.Box.Y0 <= run[len(run)-1].w.Box.Y1 {
				return nil
			}
		}
	}
	return run
}

func inRun(run []sheetRowNumber, w document.Word) bool {
	for _, rn := range run {
		if rn.w.Box == w.Box {
			return true
		}
	}
	return false
}

// sheetAmountColumn is the index of the letter nearest to a header word
// naming an amount column on a line that also names a date column (the
// table's header), or -1.
func sheetAmountColumn(lines []document.Line, letters []float64) int {
	for _, l := range lines {
		amount, date := -1, false
		for _, w := range l.Words {
			switch headerRole(w.Text) {
			case roleAmount:
				if amount < 0 {
					amount = nearestLetter(letters, (w.Box.X0+w.Box.X1)/2)
				}
			case roleDate:
				date = true
			}
		}
		if amount >= 0 && date {
			return amount
		}
	}
	return -1
}

func nearestLetter(xs []float64, x float64) int {
	best, bd := -1, 0.0
	for i, c := range xs {
		if d := absf(c - x); best < 0 || d < bd {
			best, bd = i, d
		}
	}
	return best
}
