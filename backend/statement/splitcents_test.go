package statement

import (
	"context"
	"testing"

	"papierkram/backend/document"
)

// formWord places a word of a pre-printed form: 4.45 pt per character,
// 7.4 pt high, x its left edge, or its right edge when right is set.
func formWord(s string, x, y float64, right bool) document.Word {
	w := 4.45 * float64(len([]rune(s)))
	if right {
		x -= w
	}
	return document.Word{Text: s, Box: document.Rect{X0: x, Y0: y, X1: x + w, Y1: y + 7.4}}
}

// formPage is a Soll/Haben form with split EUR|Ct cells and a PN column
// right of the money; withSub false leaves the EUR/Ct sub-headings out.
func formPage(withSub bool) *document.Document {
	var ws []document.Word
	add := func(y float64, cells ...any) {
		for i := 0; i+2 < len(cells); i += 3 {
			ws = append(ws, formWord(cells[i].(string), cells[i+1].(float64), y, cells[i+2].(bool)))
		}
	}
	add(40, "Kontoauszug", 40.0, false, "4/2025", 100.0, false)
	add(60, "IBAN", 40.0, false, "DE91733698212823026632", 65.0, false)
	add(80, "Tag", 40.0, false, "Wert", 81.0, false, "Buchungstext", 122.0, false, "Soll", 337.0, false, "Haben", 411.0, false, "PN", 486.0, false)
	if withSub {
		add(90, "EUR", 357.0, false, "Ct", 377.0, false, "EUR", 437.0, false, "Ct", 457.0, false)
	}
	add(104, "Alter", 122.0, false, "Saldo", 148.0, false, "3.793", 452.0, true, "96", 457.0, false)
	add(118, "02.04.25", 40.0, false, "02.04.25", 81.0, false, "Lastschrift", 122.0, false, "466", 372.0, true, "87", 377.0, false, "9427", 486.0, false)
	add(128, "Maschinenring", 122.0, false, "Kraichgau", 185.0, false)
	add(138, "Rechnung", 122.0, false, "Kun-", 165.0, false)
	add(148, "dennummer", 122.0, false, "4711", 170.0, false)
	add(162, "03.04.25", 40.0, false, "03.04.25", 81.0, false, "Gutschrift", 122.0, false, "1.250", 452.0, true, "00", 457.0, false, "9430", 486.0, false)
	add(172, "Molkerei", 122.0, false, "Ammerland", 165.0, false)
	add(186, "Neuer", 122.0, false, "Saldo", 148.0, false, "4.577", 452.0, true, "09", 457.0, false)
	return &document.Document{Pages: []document.Page{{Number: 1, Width: 595, Height: 842, Words: ws}}}
}

// TestSplitCents: under EUR|Ct sub-headings an integer ending in the EUR
// cell and the two digits in the Ct cell of the same line are one amount;
// without the sub-headings, or a number outside the EUR cell, nothing is
// joined.
func TestSplitCents(t *testing.T) {
	for _, tc := range []struct {
		name    string
		withSub bool
		want    map[string]bool
	}{
		{"split cells", true, map[string]bool{"466,87": true, "1.250,00": true, "3.793,96": true, "4.577,09": true, "9427": true, "4711": true}},
		{"no sub-headings", false, map[string]bool{"466": true, "87": true, "1.250": true, "00": true}},
	} {
		got := map[string]bool{}
		for _, w := range splitCents(formPage(tc.withSub)).Pages[0].Words {
			got[w.Text] = true
		}
		for w := range tc.want {
			if !got[w] {
				t.Errorf("%s: no word %q in %v", tc.name, w, got)
			}
		}
	}
}

// TestSplitCellForm: the whole form reads as two bookings signed by their
// Soll/Haben column, the Primanota number after the money no obstacle and
// the purpose hyphenated at the line end rejoined.
func TestSplitCellForm(t *testing.T) {
	res, err := Extract(context.Background(), formPage(true))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ date, amount, purpose string }{
		{"02.04.2025", "-466,87", "Rechnung Kundennummer 4711"},
		{"03.04.2025", "1.250,00", ""},
	}
	if len(res.Transactions) != len(want) {
		t.Fatalf("%d bookings, want %d: %+v", len(res.Transactions), len(want), res.Transactions)
	}
	for i, w := range want {
		tr := res.Transactions[i]
		if tr.BookingDate.String() != w.date || tr.Amount.String() != w.amount {
			t.Errorf("booking %d: %s %s, want %s %s", i, tr.BookingDate, tr.Amount, w.date, w.amount)
		}
		if w.purpose != "" && tr.Purpose != w.purpose {
			t.Errorf("booking %d purpose %q, want %q", i, tr.Purpose, w.purpose)
		}
	}
}

// TestSplitCentsOCR: on a scan the rule between the cells comes back as
// "|" glued to the cents or the heading ("|66", "|Ct", "173|29"), or the
// whole amount is one word with the rule lost or read as a one ("5910",
// "67153", "2.727134"); a "1" that the word's width left of the EUR
// cell's edge counts as a digit stays ("14106": 141,06).
func TestSplitCentsOCR(t *testing.T) {
	head := []document.Word{
		formWord("EUR", 358, 90, false), formWord("|Ct", 377, 90, false),
		formWord("EUR", 438, 90, false), formWord("Ct", 457, 90, false),
	}
	box := func(s string, x0, x1 float64) document.Word {
		return document.Word{Text: s, Box: document.Rect{X0: x0, Y0: 120, X1: x1, Y1: 127.4}}
	}
	for _, tc := range []struct {
		words []document.Word
		want  string
	}{
		{[]document.Word{box("283", 359, 372), box("|66", 375, 386)}, "283,66"},
		{[]document.Word{box("173|29", 360, 386)}, "173,29"},
		{[]document.Word{box("77\\65", 363, 386)}, "77,65"},
		{[]document.Word{box("5910", 363, 386)}, "59,10"},
		{[]document.Word{box("67153", 363, 386)}, "67,53"},
		{[]document.Word{box("8185", 368, 386)}, "8,85"},
		{[]document.Word{box("14106", 359, 386)}, "141,06"},
		{[]document.Word{box("2.727134", 432, 466)}, "2.727,34"},
		{[]document.Word{box("9427", 486, 502)}, "9427"}, // the PN column
	} {
		doc := &document.Document{Pages: []document.Page{{Number: 1, Source: document.OCR, Words: append(append([]document.Word(nil), head...), tc.words...)}}}
		ws := splitCents(doc).Pages[0].Words
		if got := ws[len(ws)-1].Text; got != tc.want {
			t.Errorf("%v: %q, want %q", tc.words, got, tc.want)
		}
	}
}
