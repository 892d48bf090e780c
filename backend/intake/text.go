package intake

import (
	"math"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"papierkram/backend/document"
)

// wordFixer normalises what PDF producers put into text layers so that
// parsers see plain German text: typographic ligatures become their letters
// (ﬁ → fi), invisible characters go, and exotic spaces and dashes become
// ASCII ones. NFC afterwards joins decomposed umlauts (a + U+0308, common in
// PDFs made on macOS) into ä.
var wordFixer = strings.NewReplacer(
	"\uFB00", "ff", "\uFB01", "fi", "\uFB02", "fl", "\uFB03", "ffi", "\uFB04", "ffl", "\uFB05", "st", "\uFB06", "st",
	"\u00AD", "", // soft hyphen
	"\u200B", "", "\u200C", "", "\u200D", "", "\u2060", "", "\uFEFF", "",
	"\u2212", "-", // minus sign: amounts like −12,50
	"\u2010", "-", "\u2011", "-",
	"\u00A0", " ", "\u202F", " ",
)

// cleanWords normalises word texts, drops empty and control-only words and
// joins letter-spaced runs ("K o n t o a u s z u g").
func cleanWords(words []document.Word) []document.Word {
	out := words[:0]
	for _, w := range words {
		t := norm.NFC.String(wordFixer.Replace(w.Text))
		t = strings.Map(func(r rune) rune {
			if unicode.IsControl(r) || r == unicode.ReplacementChar {
				return -1
			}
			return r
		}, t)
		t = strings.TrimSpace(t)
		if t == "" {
			continue
		}
		// A replaced no-break space can split a word; keep one token per word.
		t = strings.Join(strings.Fields(t), " ")
		w.Text = t
		out = append(out, w)
	}
	return joinLetterSpaced(out)
}

// joinLetterSpaced merges runs of at least three single-character words on
// one line whose gaps are small and even, which is how tracked headings and
// some generated statements come out of pdftotext ("S a l d o"). Single
// characters with uneven or wide gaps (columns, S/H markers) stay apart.
//
// Tracked text is not always single characters: where the font kerns a
// pair the tracking is drawn around it, and poppler returns the kerned
// letters as one word ("A N FA N G S S A L D O", "KO N TOAU S Z U G"), and
// a tracked date has its dots ("3 0 . 1 1 . 2 0 2 3"). Such chunks and
// single punctuation marks join a run only when all its gaps are under a
// quarter of the height: tracking adds about a tenth of an em, a word
// space is more than a quarter, so words of ordinary text never qualify.
func joinLetterSpaced(words []document.Word) []document.Word {
	single := 0
	for _, w := range words {
		if len([]rune(w.Text)) == 1 {
			single++
		}
	}
	if single < 3 {
		return words
	}
	// Work in reading order; the text layer's order is not guaranteed.
	idx := make([]int, len(words))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		wa, wb := words[idx[a]].Box, words[idx[b]].Box
		if math.Abs(wa.CenterY()-wb.CenterY()) > math.Min(wa.Height(), wb.Height())/2 {
			return wa.CenterY() < wb.CenterY()
		}
		return wa.X0 < wb.X0
	})
	var out []document.Word
	for i := 0; i < len(idx); {
		j := trackedRun(words, idx, i, true)
		if j-i < 3 {
			j = trackedRun(words, idx, i, false)
		}
		if j-i < 3 {
			out = append(out, words[idx[i]])
			i++
			continue
		}
		merged := words[idx[i]]
		var b strings.Builder
		for k := i; k < j; k++ {
			b.WriteString(words[idx[k]].Text)
			merged.Box = merged.Box.Union(words[idx[k]].Box)
			merged.Conf = math.Min(merged.Conf, words[idx[k]].Conf)
		}
		merged.Text = b.String()
		out = append(out, merged)
		i = j
	}
	return out
}

// trackedRun returns the end of the letter-spaced run starting at idx[i]
// (i itself when there is none). With chunks, kerned chunks and
// punctuation may stand in it under the tighter gap limit; the run must
// still hold three single letters or digits, at least half its words.
func trackedRun(words []document.Word, idx []int, i int, chunks bool) int {
	kind := func(w document.Word) spacedKind {
		k := spacedKindOf(w.Text)
		if !chunks && k != spacedSingle {
			return spacedNone
		}
		return k
	}
	if k := kind(words[idx[i]]); k == spacedNone || k == spacedPunct {
		return i
	}
	singles := 0
	if kind(words[idx[i]]) == spacedSingle {
		singles++
	}
	j := i + 1
	var gaps []float64
	for j < len(idx) {
		prev, next := words[idx[j-1]], words[idx[j]]
		h := math.Max(prev.Box.Height(), 1)
		limit := 0.6 * h
		if chunks {
			limit = 0.25 * h
		}
		gap := next.Box.X0 - prev.Box.X1
		sameLine := math.Abs(next.Box.CenterY()-prev.Box.CenterY()) < h/3
		k := kind(next)
		if k == spacedNone || !sameLine || gap < -h/4 || gap > limit {
			break
		}
		if len(gaps) > 0 && math.Abs(gap-gaps[0]) > 0.25*h {
			break
		}
		gaps = append(gaps, gap)
		if k == spacedSingle {
			singles++
		}
		j++
	}
	if singles < 3 || 2*singles < j-i {
		return i
	}
	return j
}

type spacedKind int

const (
	spacedNone   spacedKind = iota
	spacedSingle            // one letter or digit
	spacedChunk             // letters drawn as one kerned run
	spacedPunct             // a dot, comma, colon, slash or hyphen of a tracked date or number
)

func spacedKindOf(t string) spacedKind {
	r := []rune(t)
	switch {
	case len(r) == 1 && (unicode.IsLetter(r[0]) || unicode.IsDigit(r[0])):
		return spacedSingle
	case len(r) == 1 && strings.ContainsRune(".,:/-", r[0]):
		return spacedPunct
	case len(r) >= 2 && len(r) <= 6:
		for _, c := range r {
			if !unicode.IsLetter(c) {
				return spacedNone
			}
		}
		return spacedChunk
	}
	return spacedNone
}

// textQuality counts the real words on a page: tokens with at least two
// letters or digits that make up most of the token. Broken text layers
// (fonts without a Unicode map) produce symbols and private-use characters
// and score low, so their pages go to OCR.
func textQuality(words []document.Word) int {
	n := 0
	for _, w := range words {
		good, total := 0, 0
		for _, r := range w.Text {
			total++
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				if !unicode.Is(unicode.Co, r) {
					good++
				}
			}
		}
		if good >= 2 && good*10 >= total*6 {
			n++
		}
	}
	return n
}

// readable reports whether a page's text layer reads as language. A font
// without a Unicode map whose glyph names mean nothing (no ToUnicode, as
// some print-stream converters and browser subsets write them) gives
// letters all the same: shifted codes or glyph ids ("Nrqwrdxv}xj" for
// "Kontoauszug") that textQuality counts as words. Real text, German or
// English, has about a third of its adjacent letter pairs among the
// commonest pairs of both languages: 0.30–0.47 on the 79 real statement
// texts of the public corpus (scrambled names included) and 0.35–0.42 on
// the synthetic layouts, against 0.02–0.03 for such garbage. Pages with
// too few pairs to tell are taken as readable.
func readable(words []document.Word) bool {
	const minPairs = 80
	pairs, common := 0, 0
	for _, w := range words {
		prev := rune(0)
		for _, r := range w.Text {
			if !unicode.IsLetter(r) {
				prev = 0
				continue
			}
			r = unicode.ToLower(r)
			if prev != 0 {
				pairs++
				if commonPair(prev, r) {
					common++
				}
			}
			prev = r
		}
	}
	return pairs < minPairs || common*100 >= pairs*12
}

// commonPairs marks the commonest letter pairs of German and English
// text, indexed by their letters a–z.
var commonPairs = func() (t [26][26]bool) {
	for _, p := range strings.Fields("er en ch de ei te in nd ie ge st ne be es un re an he th on at ar or al ng it le ra ri ti ve se li zu au") {
		t[p[0]-'a'][p[1]-'a'] = true
	}
	return t
}()

func commonPair(a, b rune) bool {
	return a >= 'a' && a <= 'z' && b >= 'a' && b <= 'z' && commonPairs[a-'a'][b-'a']
}

// joinKernSplit joins a text-layer word that poppler split inside a word:
// a kerned pair drawn as its own text run ("Pr" "ivatkonto", "Über"
// "trag" from groff) comes out of `pdftotext -tsv` as two words 0.1 pt
// apart, where a space is a quarter of the font size. Joined only when the
// two stand next in the layer's order on one line, the gap is under 0.15
// of the height, the first ends in a letter and the second starts with a
// small letter: a new word does not begin with one right after a letter,
// while capitals and digits after a small gap ("GmbH" "Abschlag" 1.2 pt,
// tracked "L" "D") stay apart.
func joinKernSplit(words []document.Word) []document.Word {
	if len(words) < 2 {
		return words
	}
	out := words[:1]
	for _, w := range words[1:] {
		last := &out[len(out)-1]
		a, b := last.Box, w.Box
		h := math.Min(a.Height(), b.Height())
		gap := b.X0 - a.X1
		la, _ := utf8.DecodeLastRuneInString(last.Text)
		fb, _ := utf8.DecodeRuneInString(w.Text)
		if h > 0 && gap > -0.2*h && gap < 0.15*h && math.Abs(a.CenterY()-b.CenterY()) < 0.2*h &&
			math.Abs(a.Height()-b.Height()) < 0.2*h && unicode.IsLetter(la) && unicode.IsLower(fb) {
			last.Text += w.Text
			last.Box.X1 = math.Max(a.X1, b.X1)
			last.Box.Y0 = math.Min(a.Y0, b.Y0)
			last.Box.Y1 = math.Max(a.Y1, b.Y1)
			continue
		}
		out = append(out, w)
	}
	return out
}
