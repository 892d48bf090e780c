package statement

import "strings"

// A return's or cancellation's text starts with its type word: "Storno"
// on the booking row, "Storno Kartenzahlung vom 02.01.2024" under the
// name. The rules took the type from the booking row; the word at the
// start of the text line below is printed text, not the type again, so
// the slot inference must not strip it. The row's type may go on
// ("STORNO KARTENZAHLUNG" over "STORNO DER BUCHUNG VOM …").
func typeRepeatedInText(t *txn, typ string) bool {
	if t.t.BookingText != typ && !strings.HasPrefix(t.t.BookingText, typ+" ") {
		return false
	}
	for _, r := range t.cont {
		if len(r.toks) > 1 && r.toks[0].text == typ {
			return true
		}
	}
	return false
}
