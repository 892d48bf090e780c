package statement

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"papierkram/backend/document"
)

// orderPage is an A4 page with head at the top, body in the middle and
// foot at the bottom.
func orderPage(n int, head, body, foot []string) document.Page {
	ws := upWords(head, 40)
	for _, w := range upWords(body, 40) {
		w.Box.Y0 += 200
		w.Box.Y1 += 200
		ws = append(ws, w)
	}
	for _, w := range upWords(foot, 40) {
		w.Box.Y0 += 760
		w.Box.Y1 += 760
		ws = append(ws, w)
	}
	return document.Page{Number: n, Width: 595.28, Height: 841.89, Source: document.OCR, Words: ws}
}

// auszugPage is sheet s of of statement nr/2022.
func auszugPage(n, nr, s, of int) document.Page {
	sheet := fmt.Sprintf("Blatt %d von %d", s, of)
	if s == 0 {
		sheet = "ee latt 1 1" // a scan's reading of the small print
	}
	return orderPage(n, []string{
		"Sparkasse Musterstadt                                                          " + sheet,
		fmt.Sprintf("Erika Musterfrau                   Kontoauszug %d/2022", nr),
	}, []string{"Buchungstag Wert    Vorgang                             Betrag EUR"}, nil)
}

// TestOrderPages: pages scanned back to front go back into statement and
// sheet order when every page gives its place; otherwise the file's
// order stays.
func TestOrderPages(t *testing.T) {
	noNr := func(n, s, of int) document.Page {
		return orderPage(n, []string{"Musterbank"}, []string{"Text"}, []string{fmt.Sprintf("Seite %d von %d", s, of)})
	}
	unnumbered := orderPage(3, []string{"Musterbank"}, []string{"Text"}, nil)
	cases := []struct {
		name  string
		pages []document.Page
		want  []int // file page numbers in reading order; nil: unchanged
	}{
		{"two statements reversed", []document.Page{auszugPage(1, 5, 1, 1), auszugPage(2, 4, 1, 1)}, []int{2, 1}},
		{"sheets reversed", []document.Page{auszugPage(1, 4, 3, 3), auszugPage(2, 4, 2, 3), auszugPage(3, 4, 1, 3)}, []int{3, 2, 1}},
		{"statements and sheets shuffled", []document.Page{auszugPage(1, 5, 2, 2), auszugPage(2, 4, 1, 1), auszugPage(3, 5, 1, 2)}, []int{2, 3, 1}},
		{"sheet numbers only", []document.Page{noNr(1, 2, 2), noNr(2, 1, 2)}, []int{2, 1}},
		{"in order", []document.Page{auszugPage(1, 4, 1, 2), auszugPage(2, 4, 2, 2)}, nil},
		{"a page without its number", []document.Page{auszugPage(1, 4, 2, 3), auszugPage(2, 4, 1, 3), unnumbered}, nil},
		{"two pages claim one place", []document.Page{auszugPage(1, 4, 2, 2), auszugPage(2, 4, 2, 2), auszugPage(3, 4, 1, 2)}, nil},
		{"counts disagree", []document.Page{auszugPage(1, 4, 2, 2), auszugPage(2, 4, 1, 3)}, nil},
		{"one-sheet statements, sheet numbers unread", []document.Page{auszugPage(1, 12, 0, 0), auszugPage(2, 11, 0, 0)}, []int{2, 1}},
		{"a statement's sheet number read on one page only", []document.Page{auszugPage(1, 4, 2, 2), auszugPage(2, 4, 0, 0)}, nil},
		{"statements not following each other", []document.Page{auszugPage(1, 7, 1, 1), auszugPage(2, 4, 1, 1)}, nil},
		{"year turn", []document.Page{orderPage(1, []string{"Blatt 1 von 1", "Kontoauszug 1/2026"}, nil, nil), orderPage(2, []string{"Blatt 1 von 1", "Kontoauszug 12/2025"}, nil, nil)}, []int{2, 1}},
		{"two accounts", []document.Page{
			orderPage(1, []string{"Blatt 1 von 1", "Kontoauszug 5/2022", "IBAN DE02 1203 0000 0000 2020 51"}, nil, nil),
			orderPage(2, []string{"Blatt 1 von 1", "Kontoauszug 4/2022", "IBAN DE89 3704 0044 0532 0130 00"}, nil, nil)}, nil},
		{"statement number on some pages only", []document.Page{auszugPage(1, 4, 2, 2), noNr(2, 1, 2)}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc := &document.Document{Format: "pdf", Pages: c.pages}
			got, orig := orderPages(doc)
			if fmt.Sprint(orig) != fmt.Sprint(c.want) {
				t.Fatalf("order %v, want %v", orig, c.want)
			}
			for i, p := range got.Pages {
				if p.Number != i+1 {
					t.Errorf("page %d numbered %d", i+1, p.Number)
				}
			}
		})
	}
}

// TestOrderPagesExtract: two statements scanned back to front read as
// the file's statements in order: the first one's opening and the last
// one's closing balance, each booking on its file page. In file order
// both head balances were the middle one.
func TestOrderPagesExtract(t *testing.T) {
	page := func(n, nr int, from, to, open, close string, rows []string) document.Page {
		body := []string{"Buchungstag Wert        Vorgang                                                Betrag EUR",
			"                        Kontostand am " + from + " (alt)                               " + open}
		body = append(body, rows...)
		body = append(body, "                        Kontostand am "+to+" (neu)                               "+close)
		p := orderPage(n, []string{
			"Sparkasse Musterstadt                                                          Blatt 1 von 1",
			fmt.Sprintf("Erika Musterfrau                   Kontoauszug %d/2022", nr),
			"                                   IBAN DE02 1203 0000 0000 2020 51",
			"                                   Zeitraum " + from + " - " + to,
		}, body, nil)
		p.Source = document.TextLayer
		return p
	}
	april := page(2, 4, "31.03.2022", "30.04.2022", "1.000,00", "900,00", []string{
		"04.04.2022  04.04.2022  Lastschrift                                                  -100,00",
		"                        Stadtwerke Musterstadt GmbH",
	})
	may := page(1, 5, "30.04.2022", "31.05.2022", "900,00", "1.300,00", []string{
		"02.05.2022  02.05.2022  Gutschrift                                                    400,00",
		"                        Beispiel Logistik AG",
	})
	doc := &document.Document{Format: "pdf", Pages: []document.Page{may, april}}
	res, err := Extract(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	if res.Info.OpeningBalance != "1.000,00" || res.Info.ClosingBalance != "1.300,00" {
		t.Errorf("balances %v … %v, want 1.000,00 … 1.300,00", res.Info.OpeningBalance, res.Info.ClosingBalance)
	}
	var got []string
	for _, tr := range res.Transactions {
		got = append(got, fmt.Sprintf("%s p%d", tr.Amount, tr.Page))
	}
	if strings.Join(got, " ") != "-100,00 p2 400,00 p1" {
		t.Errorf("bookings %v", got)
	}
}
