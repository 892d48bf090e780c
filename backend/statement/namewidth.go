package statement

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names wrapped at a fixed width. Core banking systems print the
// counterparty's name under the booking type in a field of a fixed number
// of characters and wrap it there, after any word: "Gemeinde Bielefeld
// Kämmerei" / "Sportförderung" / "Hallennutzung 10/2024 Kassenzeichen
// 5723111", "Autohaus Krämer GmbH & Co. KG" / "Vertragshändler" / "Spende
// Trikotsatz Saison 2024". nameContinues (namewrap.go) joins a second line
// only after a word no name ends in or before a legal form; a wrap after
// an ordinary word looks like a purpose line. The document tells: where it
// wraps names the rules recognise ("Sparkassen- und Giroverband Stiftung
// für" / "Sport und Ehrenamt"), the longest name line printed gives the
// field's width, and every such wrap happened because the next word did
// not fit. A line under another name then continues that name when
//   - the name's line plus a space and the line's first word is wider than
//     the widest name line of the document (the word could not have
//     stood on the name's line),
//   - the line is short and name-like (no digit, no colon, at most five
//     words, a capital first letter), and
//   - the purpose goes on after it (the line is not the whole purpose).
// Misfire risk: in a document with such wraps, a one-line name that fills
// the field followed by a purpose whose first line has no digits and a
// long first word, and more purpose lines after it.

// widthWrappedNames moves the first purpose line of bookings whose name
// filled the document's name field to the name (see above).
func (p *parser) widthWrappedNames() {
	type cand struct {
		t          *txn
		name, next string
	}
	width := 0
	var wraps [][2]string
	var cands []cand
	for _, t := range p.txs {
		cp := t.t.Counterparty
		if cp == "" {
			continue
		}
		for i, r := range t.cont {
			txt := strings.TrimSpace(r.text)
			next := ""
			if i+1 < len(t.cont) {
				next = strings.TrimSpace(t.cont[i+1].text)
			}
			if txt == cp {
				width = max(width, utf8.RuneCountInString(txt))
				if next != "" {
					cands = append(cands, cand{t, txt, next})
				}
				break
			}
			if next != "" && cp == txt+" "+next {
				width = max(width, utf8.RuneCountInString(txt))
				wraps = append(wraps, [2]string{txt, next})
				break
			}
		}
	}
	if len(wraps) == 0 || width < 20 {
		return
	}
	wider := func(name, next string) bool {
		return utf8.RuneCountInString(name)+1+utf8.RuneCountInString(strings.Fields(next)[0]) > width
	}
	for _, w := range wraps {
		if !wider(w[0], w[1]) {
			return // a wrap before a word that would have fit: not a fixed width
		}
	}
	for _, c := range cands {
		if !nameShaped(c.next) || !unicode.IsUpper([]rune(c.next)[0]) || !wider(c.name, c.next) {
			continue
		}
		rest, ok := strings.CutPrefix(c.t.t.Purpose, c.next+" ")
		if !ok || strings.TrimSpace(rest) == "" {
			continue
		}
		c.t.t.Counterparty = c.name + " " + c.next
		c.t.t.Purpose = strings.TrimSpace(rest)
	}
}
