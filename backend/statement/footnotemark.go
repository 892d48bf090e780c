package statement

import (
	"regexp"
	"strings"

	"papierkram/backend/document"
)

// Footnote marks set small and raised after an amount (session 11).
//
// Some statements put a footnote mark right after an amount: "EUR
// +61,36¹" where "¹" says "Stornobuchung" in a note at the end, "²" "value
// date in the month before". When the mark is a real superscript glyph it
// reaches the tokens as "¹" and is taken with the amount (footnoteMark in
// the merge loop of tokenize). But many producers print an ordinary digit
// in a smaller size, raised above the baseline: the text layer then has a
// word "1" of its own right after the amount, and the row "… EUR +61,36 1"
// no longer ends in its money, so the booking is lost (and, a Storno being
// the booking that undoes another, the balances no longer add up).
//
// Decided from the word boxes, before the words become tokens: a word of
// one or two digits (or superscript digits) that starts within half a
// line height right of a word ending in an amount's cents, whose box is at
// most 0.8 of that word's height and whose centre stands above the
// amount's (raised), is a footnote mark and leaves the line. A digit of
// full size, or one on the baseline, is a cell of its own and stays (the
// Primanota number after the money, refaftermoney.go). Superscript digits
// glued to the cents ("61,36¹") are cut off the word.

var (
	reFootMarkWord  = regexp.MustCompile(`^(\d{1,2}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2})\)?$`)
	reCentsEnd      = regexp.MustCompile(`\d[,.]\d\d[-+SH]?$`)
	reGluedSupMark  = regexp.MustCompile(`^(.*\d[,.]\d\d)[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}$`)
	footMarkMaxSize = 0.8
)

// dropFootnoteMarks returns the line's words without footnote marks after
// amounts. It copies the slice only when it changes something.
func dropFootnoteMarks(words []document.Word) []document.Word {
	var out []document.Word
	changed := false
	for i, w := range words {
		if m := reGluedSupMark.FindStringSubmatch(w.Text); m != nil {
			if !changed {
				out = append([]document.Word(nil), words[:i]...)
				changed = true
			}
			w.Text = m[1]
			out = append(out, w)
			continue
		}
		if i > 0 && footnoteMarkWord(words[i-1], w) {
			if !changed {
				out = append([]document.Word(nil), words[:i]...)
				changed = true
			}
			continue
		}
		if changed {
			out = append(out, w)
		}
	}
	if !changed {
		return words
	}
	return out
}

// footnoteMarkWord reports whether w, following prev on the same line, is
// a small raised footnote mark on the amount prev ends in.
func footnoteMarkWord(prev, w document.Word) bool {
	if !reFootMarkWord.MatchString(w.Text) || !reCentsEnd.MatchString(strings.TrimSpace(prev.Text)) {
		return false
	}
	ph, h := prev.Box.Height(), w.Box.Height()
	if ph <= 0 || h <= 0 {
		return false
	}
	gap := w.Box.X0 - prev.Box.X1
	if gap < -0.1*ph || gap > 0.5*ph {
		return false
	}
	return h <= footMarkMaxSize*ph && w.Box.CenterY() < prev.Box.CenterY()-0.1*ph
}
