package statement

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Lines cut at a fixed number of characters. Core banking systems hand
// the counterparty's name and the purpose over in fields of a fixed width
// (MT940 ?20–?29, ?32/?33: 27 characters) and some statements print those
// pieces as they are, cut wherever the 27th character falls, even inside
// a word:
//
//	Lastschrift                       -23,62
//	PayPal Europe S.a.r.l. et C
//	ie S.C.A
//	PP.813566.PP Ihr Einkauf be
//	i März
//	EREF: F758C601EA79
//
// The name took the first line only ("PayPal Europe S.a.r.l. et C") and
// its rest ran into the purpose. The document shows the width: lines of
// text never run longer than N characters, and several lines of exactly N
// characters are followed by a line going on inside a word (a lower-case
// letter, digits after digits, a one-letter word first), at least two
// thirds of all such pairs (word wrapping leaves lines before "und" or
// "für" at any length, a cut at the width). A field's piece that fills the width may go on; a
// shorter piece ends the field. So where a name line is exactly N
// characters long, the next line continues the name, and so on while the
// pieces fill the width. Pieces rejoin without a space where the cut
// fell inside a word: the next piece starts with a lower-case letter
// ("et C" / "ie S.C.A"), digits go on after digits ("Kundennr. 341" /
// "4762"), it starts with a one-letter word ("Sales Gmb" / "H",
// "S.C." / "A.") or a hyphen ("VS" / "-Nr."); otherwise a space (the cut fell on a space, which the
// pieces do not print: "Deutsche Rentenversicherung" / "Bund"). The score
// compares texts without spaces; the joins are for the reader.
// Misfire risk: in such a document, a complete name of exactly N
// characters takes the purpose's first line.

// cutWidth returns the document's fixed cut width, 0 when the document
// shows none.
func (p *parser) cutWidth() int {
	maxLen, total := 0, 0
	cuts := map[int]int{} // pieces of a length going on inside a word
	for _, t := range p.txs {
		for i, r := range t.cont {
			l := strings.TrimSpace(r.text)
			if fieldLine(l) {
				continue
			}
			n := utf8.RuneCountInString(l)
			maxLen = max(maxLen, n)
			if i+1 < len(t.cont) {
				next := strings.TrimSpace(t.cont[i+1].text)
				if !fieldLine(next) && next != "" && endsInWord(l) && joinCut(l, next) == l+next && !strings.HasPrefix(next, "-") {
					cuts[n]++
					total++
				}
			}
		}
	}
	// Word wrapping also leaves a line before "und" or "für", at any
	// length; a cut leaves them at the width.
	if maxLen < 15 || cuts[maxLen] < 2 || 3*cuts[maxLen] < 2*total {
		return 0
	}
	return maxLen
}

// fieldLine reports a labelled field line ("EREF: …", "IBAN: … BIC: …"),
// printed whole rather than cut.
func fieldLine(l string) bool {
	return l == "" || reLabel.MatchString(l) || reSEPA.MatchString(l) || purposeLabel(l) > 0 || len(findIBANs(l)) > 0 || strings.Contains(l, ": ")
}

func endsInWord(l string) bool {
	r, _ := utf8.DecodeLastRuneInString(l)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// joinCut joins a piece that filled the width to the next one (see
// above).
func joinCut(a, b string) string {
	last, _ := utf8.DecodeLastRuneInString(a)
	first, _ := utf8.DecodeRuneInString(b)
	w := strings.Fields(b)[0]
	oneLetter := utf8.RuneCountInString(strings.TrimSuffix(w, ".")) == 1 && unicode.IsLetter(first)
	switch {
	case (unicode.IsLetter(last) || unicode.IsDigit(last)) && unicode.IsLower(first),
		unicode.IsDigit(last) && unicode.IsDigit(first),
		(unicode.IsLetter(last) || last == '.') && oneLetter,
		unicode.IsLetter(last) && first == '-':
		return a + b
	}
	return a + " " + b
}

// cutWidthFields applies the rule to every booking (after the slots).
func (p *parser) cutWidthFields() {
	n := p.cutWidth()
	if n == 0 {
		return
	}
	full := func(l string) bool { return utf8.RuneCountInString(l) == n }
	for _, t := range p.txs {
		tr := &t.t
		var ls []string
		for _, r := range t.cont {
			ls = append(ls, strings.TrimSpace(r.text))
		}
		// The name: its first line among the rows, then the pieces after
		// it while they fill the width.
		if tr.Counterparty != "" {
			for i, l := range ls {
				if l != tr.Counterparty {
					continue
				}
				name, k := l, i
				purpose := tr.Purpose
				for full(ls[k]) && k+1 < len(ls) && !fieldLine(ls[k+1]) && strings.HasPrefix(purpose, ls[k+1]) {
					name = joinCut(name, ls[k+1])
					purpose = strings.TrimSpace(purpose[len(ls[k+1]):])
					k++
				}
				tr.Counterparty, tr.Purpose = name, purpose
				break
			}
		}
		// The purpose: pieces that filled the width rejoined.
		for i := 0; i+1 < len(ls); i++ {
			a, b := ls[i], ls[i+1]
			if !full(a) || fieldLine(b) || b == "" {
				continue
			}
			if j := joinCut(a, b); j != a+" "+b {
				tr.Purpose = strings.Replace(tr.Purpose, a+" "+b, j, 1)
			}
		}
	}
}
