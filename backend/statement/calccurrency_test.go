package statement

import "testing"

// TestCalcLineCurrencyFirst: calculation lines of a closing whose figures
// carry the currency in front ("EUR 11,85 S", the PDF's words "EUR" and
// "11,85 S" apart) are calculation lines; so is the interest line whose
// figure is right-aligned with them though its words run close to it.
// Word boxes as in the Wüstenrot print (x in points).
func TestCalcLineCurrencyFirst(t *testing.T) {
	w := func(s string, x0, x1 float64) token { return token{text: s, x0: x0, x1: x1, kind: kWord} }
	a := func(s string, x0, x1 float64) token { return token{text: s, x0: x0, x1: x1, kind: kAmount} }
	mk := func(ts ...token) *row { return &row{toks: ts, text: joinTokens(ts), pageW: 595} }
	fee := mk(w("Kontoführungsentgelt", 152, 225), w("3", 227, 231), w("x", 234, 237), a("3,95 EUR", 240, 273), w("EUR", 351, 367), a("11,85 S", 369, 396))
	posts := mk(w("Entgelt", 152, 176), w("Buchungsposten", 178, 235), w("3", 237, 241), w("x", 244, 247), a("0,35 EUR", 250, 283), w("EUR", 356, 371), a("1,05 S", 374, 396))
	rate := mk(w("Sollzinsen", 152, 187), a("11,10", 189, 208), w("%", 211, 217), w("p.a.", 220, 232), w("für", 235, 244), w("eingeräumte", 246, 289), w("Kontoüberziehung", 291, 353), w("EUR", 363, 378), a("0,00", 381, 396))
	text := mk(w("Abrechnung", 141, 186), w("01.04.2022", 189, 231), w("bis", 234, 245), w("30.06.2022", 247, 289))
	tx := &txn{amount: a("12,90 S", 471, 500), cont: []*row{text, fee, posts, rate}}
	tests := []struct {
		name string
		r    *row
		want bool
	}{
		{"fee with currency before the figure", fee, true},
		{"posting count with currency before the figure", posts, true},
		{"interest rate aligned with them", rate, true},
		{"the period line is text", text, false},
	}
	for _, tc := range tests {
		if got := calcLine(tx, tc.r); got != tc.want {
			t.Errorf("%s: calcLine = %v, want %v", tc.name, got, tc.want)
		}
	}
}
