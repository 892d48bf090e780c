package statement

import (
	"regexp"
	"strings"

	"papierkram/backend/document"
)

// Swiss amounts: "1'234.50", "1’234.50", "-45.00". Swiss banks print
// thousands with an apostrophe (ASCII or U+2019) and a decimal point; a
// German cross-border commuter's CHF account arrives that way. Only the
// apostrophe shape is unambiguous: a bare "234.50" could be a German
// year-less date or a "1.234" thousands group cut short, so the notation is
// decided per DOCUMENT, as englishNotation does: at least two amounts with
// apostrophe thousands and a decimal point, outnumbering German amounts
// ("1.234,56", "12,00") two to one. Only then are Swiss-shaped words
// (apostrophe groups or plain "234.50") rewritten to German notation before
// tokenising; dates ("03.02.25") and rates ("0.93110") keep their shape.
var (
	reChAmountSure = regexp.MustCompile(`^[-+\x{2212}]?\d{1,3}(['’]\d{3})+\.\d\d$`)
	reChAmount     = regexp.MustCompile(`^[-+\x{2212}]?\d{1,3}(['’]\d{3})*\.\d\d$|^[-+\x{2212}]?\d+\.\d\d$`)
)

// swissNotation reports whether the document writes its amounts the Swiss
// way (see above).
func swissNotation(doc *document.Document) bool {
	ch, de := 0, 0
	for i := range doc.Pages {
		for _, w := range doc.Pages[i].Words {
			t := strings.TrimRight(w.Text, ",;")
			switch {
			case reChAmountSure.MatchString(t):
				ch++
			case reDeAmount.MatchString(t):
				de++
			}
		}
	}
	return ch >= 2 && ch > 2*de
}

// germanFromSwiss rewrites a Swiss amount in German notation ("1'234.50"
// → "1.234,50", "-45.00" → "-45,00"); other words are returned unchanged.
func germanFromSwiss(s string) string {
	if !reChAmount.MatchString(s) {
		return s
	}
	return strings.NewReplacer("'", ".", "’", ".", ".", ",").Replace(s)
}
