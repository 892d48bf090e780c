package statement

import (
	"context"
	"testing"

	"papierkram/backend/document"
)

// psdWord places a word of 9.3 pt text (or of size h) with its left edge
// at x and its top at y, 4.6 pt per character.
func psdWord(s string, x, y, h float64) document.Word {
	return document.Word{Text: s, Box: document.Rect{X0: x, Y0: y, X1: x + 4.6*float64(len([]rune(s))), Y1: y + h}}
}

// psdPage is a statement "Buchung | Valuta | Vorgang | Betrag" with a
// booking and its Storno; mark is the word after the Storno's amount
// (empty: none) and markY/markH its top and height.
func psdPage(mark string, markY, markH float64) *document.Document {
	ws := []document.Word{
		psdWord("Kontoauszug", 40, 40, 9.3), psdWord("8/2024", 100, 40, 9.3),
		psdWord("IBAN", 300, 60, 9.3), psdWord("DE97300609920042517342", 325, 60, 9.3),
		psdWord("Buchung", 40, 100, 9.3), psdWord("Valuta", 98, 100, 9.3), psdWord("Vorgang", 156, 100, 9.3), psdWord("Betrag", 520, 100, 9.3),
		psdWord("Kontostand", 156, 115, 9.3), psdWord("am", 210, 115, 9.3), psdWord("31.07.2024", 225, 115, 9.3), psdWord("EUR", 490, 115, 9.3), psdWord("−369,57", 511, 115, 9.3),
		psdWord("10.08.2024", 40, 130, 9.3), psdWord("10.08.2024", 98, 130, 9.3), psdWord("Lastschrift", 156, 130, 9.3), psdWord("EUR", 490, 130, 9.3), psdWord("−61,36", 515.4, 130, 9.3),
		psdWord("Techniker", 156, 141, 9.3), psdWord("Krankenkasse", 200, 141, 9.3),
		psdWord("11.08.2024", 40, 160, 9.3), psdWord("10.08.2024", 98, 160, 9.3), psdWord("Storno", 156, 160, 9.3), psdWord("Lastschrift", 188, 160, 9.3), psdWord("EUR", 490, 160, 9.3), psdWord("+61,36", 515.4, 160, 9.3),
		psdWord("Techniker", 156, 171, 9.3), psdWord("Krankenkasse", 200, 171, 9.3),
		psdWord("Kontostand", 156, 190, 9.3), psdWord("am", 210, 190, 9.3), psdWord("31.08.2024", 225, 190, 9.3), psdWord("EUR", 490, 190, 9.3), psdWord("−369,57", 511, 190, 9.3),
	}
	if mark != "" {
		ws = append(ws, document.Word{Text: mark, Box: document.Rect{X0: 543.4, Y0: markY, X1: 547, Y1: markY + markH}})
	}
	return &document.Document{Pages: []document.Page{{Number: 1, Width: 595, Height: 842, Words: ws}}}
}

// TestFootnoteMarks: a one- or two-digit word set small and raised right
// after an amount is a footnote mark and leaves the line; a digit of full
// size or on the baseline, or one after a word that is no amount, stays;
// superscript digits glued to the cents are cut off.
func TestFootnoteMarks(t *testing.T) {
	amt := psdWord("+61,36", 515.4, 160, 9.3)
	mk := func(s string, x, y, h float64) document.Word {
		return document.Word{Text: s, Box: document.Rect{X0: x, Y0: y, X1: x + 3.3, Y1: y + h}}
	}
	for _, tc := range []struct {
		name  string
		words []document.Word
		want  string
	}{
		{"small raised mark", []document.Word{amt, mk("1", 543.4, 158, 6)}, "+61,36"},
		{"two digits", []document.Word{amt, mk("12", 543.4, 158, 6)}, "+61,36"},
		{"superscript word", []document.Word{amt, mk("²", 543.4, 158, 6)}, "+61,36"},
		{"glued superscript", []document.Word{psdWord("+61,36¹", 515.4, 160, 9.3)}, "+61,36"},
		{"full size digit", []document.Word{amt, mk("1", 543.4, 160, 9.3)}, "+61,36 1"},
		{"small on the baseline", []document.Word{amt, mk("1", 543.4, 163.3, 6)}, "+61,36 1"},
		{"far right", []document.Word{amt, mk("1", 560, 158, 6)}, "+61,36 1"},
		{"after a word", []document.Word{psdWord("Storno", 515.4, 160, 9.3), mk("1", 543.4, 158, 6)}, "Storno 1"},
		{"after a date", []document.Word{psdWord("10.08.2024", 515.4, 160, 9.3), mk("1", 563.4, 158, 6)}, "10.08.2024 1"},
	} {
		got := ""
		for i, w := range dropFootnoteMarks(tc.words) {
			if i > 0 {
				got += " "
			}
			got += w.Text
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestFootnoteStorno: the Storno whose amount carries a raised "1" is a
// booking of its own and the statement reconciles.
func TestFootnoteStorno(t *testing.T) {
	res, err := Extract(context.Background(), psdPage("1", 158, 6))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tr := range res.Transactions {
		got = append(got, tr.BookingDate.String()+" "+tr.Amount.String())
	}
	want := []string{"10.08.2024 -61,36", "11.08.2024 61,36"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("bookings %v, want %v", got, want)
	}
	if res.Info.Reconciliation.Status != StatusOK {
		t.Errorf("reconciliation %s", res.Info.Reconciliation.Status)
	}
}
