package statement

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"papierkram/backend/document"
)

// Geometry of the test sheets: an A4 landscape sheet carrying two A4
// pages shrunk to 70 % (6 pt text, 8 pt lines), as "2 pages per sheet"
// prints them.
const (
	upW, upH   = 841.89, 595.28
	upCharW    = 3.2
	upLineH    = 8.0
	upTop      = 30.0
	upMarginX  = 28.0
	upHalfDist = upW / 2
)

// upWords places text lines on a page: each line's words at their
// character index × upCharW from x0, a line every upLineH from upTop.
func upWords(lines []string, x0 float64) []document.Word {
	var ws []document.Word
	for li, l := range lines {
		y := upTop + float64(li)*upLineH
		rs := []rune(l)
		start := -1
		for i := 0; i <= len(rs); i++ {
			space := i == len(rs) || rs[i] == ' '
			if !space && start < 0 {
				start = i
			}
			if space && start >= 0 {
				ws = append(ws, document.Word{
					Text: string(rs[start:i]),
					Box:  document.Rect{X0: x0 + float64(start)*upCharW, Y0: y, X1: x0 + float64(i)*upCharW, Y1: y + upLineH*0.75},
					Conf: 1,
				})
				start = -1
			}
		}
	}
	return ws
}

// upSheet is a landscape sheet with left's lines at the left margin and
// right's at rightX0.
func upSheet(left, right []string, rightX0 float64) document.Page {
	return upSheetAt(left, right, upMarginX, rightX0)
}

// upSheetAt is upSheet with the left page's lines at leftX0.
func upSheetAt(left, right []string, leftX0, rightX0 float64) document.Page {
	ws := upWords(left, leftX0)
	ws = append(ws, upWords(right, rightX0)...)
	return document.Page{Number: 1, Width: upW, Height: upH, Source: document.TextLayer, Words: ws}
}

// Two statement pages as a bank prints them (110 characters wide: 352 pt
// at 70 %).
var (
	upLeft = []string{
		"Musterbank Nord                                                                            Kontoauszug 3/2024",
		"Max Mustermann                                                               IBAN DE02 1203 0000 0000 2020 51",
		"Buchungstag Wert        Erläuterung                                                                  Betrag EUR",
		"                        Kontostand am 29.02.2024, Auszug Nr. 2                                         1.000,00",
		"01.03.2024  01.03.2024  Lastschrift                                                                      -50,00",
		"                        Stadtwerke Musterstadt GmbH",
		"                        Abschlag Strom März Vertragskonto 4711",
		"04.03.2024  04.03.2024  Kartenzahlung                                                                    -30,00",
		"                        REWE Markt GmbH",
		"                        2024-03-04T10:12 Debitk.1 2026-12",
		"08.03.2024  08.03.2024  Überweisung                                                                     -120,00",
		"                        Erika Musterfrau",
		"                        Miete Garage März",
		"                                                                                             Blatt 1 von 2",
	}
	upRight = []string{
		"Musterbank Nord                                                                            Kontoauszug 3/2024",
		"Max Mustermann                                                               IBAN DE02 1203 0000 0000 2020 51",
		"Buchungstag Wert        Erläuterung                                                                  Betrag EUR",
		"15.03.2024  15.03.2024  Gutschrift                                                                      400,00",
		"                        Beispiel Logistik AG",
		"                        Gehalt März 2024 Personalnr. 4711",
		"22.03.2024  22.03.2024  Lastschrift                                                                      -49,99",
		"                        Telekom Deutschland GmbH",
		"                        Festnetz Rechnung März",
		"                        Kontostand am 31.03.2024 um 08:15 Uhr                                          1.150,01",
		"",
		"",
		"",
		"                                                                                             Blatt 2 von 2",
	}
)

// TestSplitTwoUp: a landscape sheet is read as two pages only when a
// gutter down its middle parts two page-shaped blocks of text half a
// sheet apart.
func TestSplitTwoUp(t *testing.T) {
	rightX := upMarginX + upHalfDist
	// A wide landscape table: its text column crosses the middle.
	var wide []string
	for _, l := range upLeft {
		wide = append(wide, l+"   "+strings.TrimSpace(l))
	}
	// The amount columns of one table beyond a gutter: they start half
	// a sheet to the right of the text, but hold no text.
	var amounts []string
	for i := range upLeft {
		switch {
		case i == 2:
			amounts = append(amounts, "Soll            Haben                                                                                    Saldo")
		case i%3 == 1:
			amounts = append(amounts, "120,00                                                                                                1.880,00")
		default:
			amounts = append(amounts, "")
		}
	}
	// Frame lines of a scanned sheet read as "|" in the gutter.
	framed := upSheet(upLeft, upRight, rightX)
	for i := range upLeft {
		y := upTop + float64(i)*upLineH
		for _, x := range []float64{upW/2 - 6, upW/2 + 6} {
			framed.Words = append(framed.Words, document.Word{Text: "|", Box: document.Rect{X0: x, Y0: y - 1, X1: x + 1.5, Y1: y + upLineH + 1}, Conf: 0.4})
		}
	}
	// A right block shaped unlike the left page: short lines.
	var short []string
	for _, l := range upRight {
		short = append(short, string([]rune(l + strings.Repeat(" ", 40))[:40]))
	}
	// Pages printed with small margins (8 pt), each with a long word
	// ending 127 characters in: 15 pt between the two pages.
	narrowL := append(append([]string(nil), upLeft...), strings.Repeat(" ", 104)+"Kontoauszugsinformation")
	narrowR := append(append([]string(nil), upRight...), strings.Repeat(" ", 104)+"Kontoauszugsinformation")
	// Two columns of a portrait page, alike and a half page apart.
	portrait := upSheet(upLeft, upRight, 0)
	portrait.Width, portrait.Height = upH, upW
	portrait.Words = nil
	for _, w := range upWords(upLeft, 20) {
		w.Box.X0, w.Box.X1 = 20+(w.Box.X0-20)*0.7, 20+(w.Box.X1-20)*0.7
		portrait.Words = append(portrait.Words, w)
	}
	for _, w := range upWords(upRight, 20+upH/2) {
		w.Box.X0, w.Box.X1 = 20+upH/2+(w.Box.X0-20-upH/2)*0.7, 20+upH/2+(w.Box.X1-20-upH/2)*0.7
		portrait.Words = append(portrait.Words, w)
	}
	cases := []struct {
		name  string
		page  document.Page
		split bool
	}{
		{"two pages per sheet", upSheet(upLeft, upRight, rightX), true},
		{"scanned frame lines in the gutter", framed, true},
		{"half sheet: right page empty", upSheet(upLeft, nil, rightX), false},
		{"wide landscape table", upSheet(wide, nil, rightX), false},
		{"amount columns beyond a gutter", upSheet(upLeft, amounts, rightX), false},
		{"right block shaped unlike the left page", upSheet(upLeft, short, rightX), false},
		{"gutter narrower than three words' height", upSheetAt(narrowL, narrowR, 8, 8+upHalfDist), false},
		{"portrait page in two columns", portrait, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l, r, ok := splitTwoUp(c.page)
			if ok != c.split {
				t.Fatalf("split = %v, want %v", ok, c.split)
			}
			if !ok {
				return
			}
			// Each half reads as its own page, scaled to A4 portrait,
			// the right one at the left one's margin.
			if absf(l.Width-upH) > 1 || absf(l.Height-upW) > 1 || l.Width != r.Width {
				t.Errorf("page sizes %.0fx%.0f, %.0fx%.0f", l.Width, l.Height, r.Width, r.Height)
			}
			ll, rl := l.Lines(), r.Lines()
			if got := ll[4].Text(); got != "01.03.2024 01.03.2024 Lastschrift -50,00" {
				t.Errorf("left line 5 = %q", got)
			}
			if got := rl[3].Text(); got != "15.03.2024 15.03.2024 Gutschrift 400,00" {
				t.Errorf("right line 4 = %q", got)
			}
			if absf(ll[0].Box.X0-rl[0].Box.X0) > 0.5 {
				t.Errorf("margins %.1f and %.1f", ll[0].Box.X0, rl[0].Box.X0)
			}
		})
	}
}

// TestTwoUpExtract: the bookings and balances of both pages of a two-up
// sheet, in page order, and the sheet as each booking's page. Read as
// one page, the left and right rows on one height were one line: the
// right page's bookings were lost and the closing balance stood beside
// the opening one.
func TestTwoUpExtract(t *testing.T) {
	p2 := upSheet(upLeft, upRight, upMarginX+upHalfDist)
	p2.Number = 2
	doc := &document.Document{Format: "pdf", Pages: []document.Page{
		{Number: 1, Width: 595, Height: 842, Words: upWords([]string{"Musterbank Nord Kontoauszug Anschreiben", "Ihre Kontoauszüge für März 2024 finden Sie auf den folgenden Seiten."}, 40)},
		p2,
	}}
	res, err := Extract(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tr := range res.Transactions {
		got = append(got, tr.BookingDate.String()+" "+tr.Amount.String()+" "+tr.Counterparty)
		if tr.Page != 2 {
			t.Errorf("%s on page %d, want the sheet, 2", tr.BookingDate, tr.Page)
		}
	}
	want := []string{
		"01.03.2024 -50,00 Stadtwerke Musterstadt GmbH",
		"04.03.2024 -30,00 REWE Markt GmbH",
		"08.03.2024 -120,00 Erika Musterfrau",
		"15.03.2024 400,00 Beispiel Logistik AG",
		"22.03.2024 -49,99 Telekom Deutschland GmbH",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("bookings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if res.Info.OpeningBalance != "1.000,00" || res.Info.ClosingBalance != "1.150,01" || res.Info.Reconciliation.Status != StatusOK {
		t.Errorf("balances %s → %s, %s", res.Info.OpeningBalance, res.Info.ClosingBalance, res.Info.Reconciliation.Status)
	}
}

// TestTwoUpSheets: pages are numbered in reading order, each remembering
// its sheet; a document without two-up sheets is left as it is.
func TestTwoUpSheets(t *testing.T) {
	rightX := upMarginX + upHalfDist
	letter := document.Page{Number: 1, Width: 595, Height: 842, Words: upWords(upLeft, 40)}
	sheet := func(n int, right []string) document.Page {
		p := upSheet(upLeft, right, rightX)
		p.Number = n
		return p
	}
	doc := &document.Document{Pages: []document.Page{letter, sheet(2, upRight), sheet(3, nil), sheet(4, upRight)}}
	got, sheets := twoUp(doc)
	var nums []int
	for _, p := range got.Pages {
		nums = append(nums, p.Number)
	}
	if fmt.Sprint(nums) != "[1 2 3 4 5 6]" || fmt.Sprint(sheets) != "[1 2 2 3 4 4]" {
		t.Errorf("pages %v on sheets %v, want [1 2 3 4 5 6] on [1 2 2 3 4 4]", nums, sheets)
	}
	if doc.Pages[1].Number != 2 || len(doc.Pages) != 4 {
		t.Error("the input document was changed")
	}
	plain := &document.Document{Pages: []document.Page{letter, sheet(2, nil)}}
	if got, sheets := twoUp(plain); got != plain || sheets != nil {
		t.Error("a document without two-up sheets was rebuilt")
	}
}
