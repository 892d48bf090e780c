package statement

import "unicode/utf8"

// Cell gaps in a monospaced print: a branch printer's or mainframe's
// statement in Courier sets every glyph, the space too, 0.6 em wide, so a
// single space between two words of a name ("dm-drogerie markt") is
// wider than the "about two spaces" that bookingCells (slots.go) derives
// from the line height (a quarter of it per space, right for proportional
// fonts). The name was cut into two cells and the slot inference kept
// only the first ("dm-drogerie", "markt …" to the purpose). On a row
// whose words all have the same width per character (a monospaced
// font), a space is one character wide, and cells are cut only at gaps
// of about two characters and more.

// monoCellGap returns the least gap that separates two cells on r when r
// is set in a monospaced font (1.5 character widths), or 0.
func monoCellGap(r *row) float64 {
	lo, hi, n := 0.0, 0.0, 0
	for _, tk := range r.toks {
		c := utf8.RuneCountInString(tk.text)
		if c < 3 || tk.x1 <= tk.x0 {
			continue
		}
		w := (tk.x1 - tk.x0) / float64(c)
		if n == 0 || w < lo {
			lo = w
		}
		if n == 0 || w > hi {
			hi = w
		}
		n++
	}
	if n < 2 || hi > 1.03*lo {
		return 0
	}
	return 1.5 * (lo + hi) / 2
}
