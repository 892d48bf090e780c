package statement

import (
	"regexp"
	"strings"
)

// Accounting notation: some consumer banks (and every spreadsheet export
// in "Buchhalter" format) print debits in parentheses, "(45,00)", and
// credits unsigned. The balances follow the same convention.

// reParenAmount is a German amount in parentheses; OCR may read the
// parentheses as brackets or braces.
var reParenAmount = regexp.MustCompile(`^[(\[{](\d{1,3}(\.\d{3})+|\d+),\d\d[)\]}]$`)

// reParenOpen is the opening half of "(45,00 €)".
var reParenOpen = regexp.MustCompile(`^[(\[{](\d{1,3}(\.\d{3})+|\d+),\d\d$`)

// parenNegatives turns a parenthesised amount into a debit when it stands
// in a money column: set apart from the text before it by a column gap
// and followed by nothing but amounts (a balance column) or a currency.
// Parentheses inside the text ("Rate (45,00) von 540,00", "Gebühr
// (2,50)") sit a space from their words and stay text.
func parenNegatives(ts []token) []token {
	// "(45,00 €)": the currency inside the parentheses. Joined for the
	// test below; one that stays text gets its currency back ("Prämie auf
	// Sparbeiträge (2.700,00 EUR)" lost its "EUR").
	var joined map[int]string
	for i := 0; i+1 < len(ts); i++ {
		if reParenOpen.MatchString(ts[i].text) && (ts[i+1].text == "€)" || ts[i+1].text == "EUR)") && near(ts[i], ts[i+1]) {
			if joined == nil {
				joined = map[int]string{}
			}
			joined[i] = ts[i].text + " " + ts[i+1].text
			ts[i].text += ")"
			ts[i].x1 = ts[i+1].x1
			ts = append(ts[:i+1], ts[i+2:]...)
		}
	}
	for i, t := range ts {
		if t.kind != kWord || i == 0 || !reParenAmount.MatchString(t.text) {
			continue
		}
		cw := (t.x1 - t.x0) / float64(len([]rune(t.text)))
		if t.x0-ts[i-1].x1 < 3*cw {
			continue
		}
		// A signed amount after it ("(12,34)   -11,50"): the row signs its
		// money with a minus, so the parentheses hold something else
		// (an original-currency amount).
		tail := true
		for _, n := range ts[i+1:] {
			if n.kind != kAmount && !reParenAmount.MatchString(n.text) && n.text != "EUR" && n.text != "€" || n.kind == kAmount && explicitSign(n.text) {
				tail = false
				break
			}
		}
		if !tail {
			continue
		}
		inner := strings.TrimRight(strings.TrimLeft(t.text, "([{"), ")]}")
		c := classify(token{text: inner})
		if c.kind != kAmount {
			continue
		}
		ts[i].kind, ts[i].cents, ts[i].signed = kAmount, -abs(c.cents), true
	}
	for i, text := range joined {
		if ts[i].kind == kWord {
			ts[i].text = text
		}
	}
	return ts
}
