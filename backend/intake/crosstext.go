package intake

import (
	"math"
	"unicode/utf8"

	"papierkram/backend/document"
)

// Statements print notes across their reading direction: a form or
// archive code up the left margin ("KSK 61050000 · KA 1/2023 · D008101 ·
// Seite 1"). Once the page is upright such a note is a column of tall,
// narrow word boxes, and the line builder, which joins words whose
// vertical extents overlap, threads its pieces into the booking rows
// beside it ("1/2024" at the end of a purpose, a booking split in two).
// It carries nothing a parser reads, so its words go. Diagonal text
// (watermarks such as "DUPLIKAT" or "KOPIE" drawn over the page) is
// already left out by pdftotext -nodiag.

// minCrossRunes: a single word is taken as turned only when it is long
// enough that its box cannot be an upright word's: upright, even four
// narrow letters are wider than half their height.
const minCrossRunes = 5

// dropCrossText removes the words of lines that read across the page's
// (already upright) reading direction: every step between neighbouring
// words goes down or up, or a lone long word stands more than twice as
// tall as it is wide. lines holds, per pdftotext line, the indexes of
// its words. The page keeps its words when nothing else would remain.
func dropCrossText(p *document.Page, lines [][]int) {
	drop := make([]bool, len(p.Words))
	n := 0
	for _, l := range lines {
		if !crossLine(p.Words, l) {
			continue
		}
		for _, i := range l {
			if !drop[i] {
				drop[i] = true
				n++
			}
		}
	}
	if n == 0 || n == len(p.Words) {
		return
	}
	kept := p.Words[:0]
	for i, w := range p.Words {
		if !drop[i] {
			kept = append(kept, w)
		}
	}
	p.Words = kept
}

func crossLine(words []document.Word, l []int) bool {
	switch len(l) {
	case 0:
		return false
	case 1:
		b := words[l[0]].Box
		return utf8.RuneCountInString(words[l[0]].Text) >= minCrossRunes && b.Y1-b.Y0 > 2*(b.X1-b.X0)
	}
	for k := 1; k < len(l); k++ {
		a, b := words[l[k-1]].Box, words[l[k]].Box
		dx := (b.X0 + b.X1 - a.X0 - a.X1) / 2
		dy := (b.Y0 + b.Y1 - a.Y0 - a.Y1) / 2
		if math.Abs(dy) <= math.Abs(dx) {
			return false
		}
	}
	return true
}
