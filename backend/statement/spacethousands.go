package statement

import (
	"strings"

	"papierkram/backend/document"
)

// Space as thousands separator: some app banks print "+1 234,56 €" (the
// French and ISO house style, a thin or normal space between the digit
// groups), which the text layer splits into the words "+1" and "234,56".
// Decided per document like the number notation: at least two such pairs
// of adjacent words (one space apart: 1–3 digits with an optional sign,
// then exactly three digits with the cents) and no amount grouped with
// dots ("1.234,56"), which would show the document groups otherwise. Only
// then are the groups joined to one word, and only when the grouping is
// exact (1–3 digits, then groups of exactly three), so "Filiale 12 45,00"
// never glues.

// spaceThousands reports whether the document groups thousands with
// spaces.
func spaceThousands(doc *document.Document) bool {
	pairs := 0
	for i := range doc.Pages {
		ws := doc.Pages[i].Words
		for k := range ws {
			t := ws[k].Text
			if isDottedThousands(t) && reDeAmount.MatchString(strings.TrimSuffix(t, "€")) {
				return false
			}
			if k+1 < len(ws) && isGroupHead(t) && spaceGap(ws[k], ws[k+1]) && isGroupTail(ws[k+1].Text) {
				pairs++
			}
		}
	}
	return pairs >= 2
}

// isDottedThousands: "1.234,56", "-12.345,00 €".
func isDottedThousands(t string) bool {
	c := strings.IndexByte(t, ',')
	d := strings.IndexByte(t, '.')
	return d > 0 && d < c && c-d == 4
}

// isGroupHead: "+1", "-12", "123", "€1" — the leading group of an amount.
func isGroupHead(t string) bool {
	t = strings.TrimPrefix(t, "€")
	t = strings.TrimLeft(t, "+-\u2212")
	t = strings.TrimPrefix(t, "€")
	if len(t) < 1 || len(t) > 3 {
		return false
	}
	return allDigits(t)
}

// isGroupMid: exactly three digits.
func isGroupMid(t string) bool { return len(t) == 3 && allDigits(t) }

// isGroupTail: "234,56", "234,56€", "234,56-": three digits and the cents.
func isGroupTail(t string) bool {
	t = strings.TrimRight(t, "€+-SH")
	return len(t) == 6 && t[3] == ',' && allDigits(t[:3]) && allDigits(t[4:])
}

// spaceGap: the two words stand one space apart on the same line. The
// character width is the wider of the two words' (OCR boxes of a short
// word like "-1" are tight), the line height bounds a space as well.
func spaceGap(a, b document.Word) bool {
	na, nb := len([]rune(a.Text)), len([]rune(b.Text))
	if na == 0 || nb == 0 {
		return false
	}
	cw := max((a.Box.X1-a.Box.X0)/float64(na), (b.Box.X1-b.Box.X0)/float64(nb))
	gap := b.Box.X0 - a.Box.X1
	limit := max(1.6*cw, 0.6*(a.Box.Y1-a.Box.Y0))
	return gap >= 0 && gap <= limit && b.Box.Y0 < a.Box.Y1 && a.Box.Y0 < b.Box.Y1
}

// joinSpaceGroups joins "+1" "234" "567,89" into "+1234567,89" with the
// words' joint box; other words are returned unchanged.
func joinSpaceGroups(words []document.Word) []document.Word {
	var out []document.Word
	for i := 0; i < len(words); i++ {
		w := words[i]
		if !isGroupHead(w.Text) {
			out = append(out, w)
			continue
		}
		j := i + 1
		for j < len(words) && isGroupMid(words[j].Text) && spaceGap(words[j-1], words[j]) {
			j++
		}
		if j < len(words) && isGroupTail(words[j].Text) && spaceGap(words[j-1], words[j]) {
			m := w
			var b strings.Builder
			b.WriteString(w.Text)
			for k := i + 1; k <= j; k++ {
				b.WriteString(words[k].Text)
			}
			m.Text = b.String()
			m.Box.X1 = words[j].Box.X1
			if words[j].Box.Y1 > m.Box.Y1 {
				m.Box.Y1 = words[j].Box.Y1
			}
			out = append(out, m)
			i = j
			continue
		}
		out = append(out, w)
	}
	return out
}
