package statement

import (
	"context"
	"strings"
	"testing"

	"papierkram/backend/document"
	"papierkram/backend/german"
)

// A compact print on A4 portrait: a full-width head, then the bookings
// in two column blocks (the left block at character 0, the right one at
// character colRightAt), then a full-width footer.
const colRightAt = 88

// colPage joins head, the two column blocks line by line, and foot into
// one portrait page (3.2 pt per character, as upWords places them).
func colPage(head, left, right, foot []string) document.Page {
	var lines []string
	lines = append(lines, head...)
	for i := range max(len(left), len(right)) {
		l, r := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		if r != "" {
			l += strings.Repeat(" ", max(colRightAt-len([]rune(l)), 1)) + r
		}
		lines = append(lines, l)
	}
	lines = append(lines, foot...)
	return document.Page{Number: 1, Width: 595.28, Height: 841.89, Source: document.TextLayer, Words: upWords(lines, 28)}
}

var (
	colHead = []string{
		"Musterbank Süd eG                                                                                    Kontoauszug 2/2025 – Kompaktdruck",
		"Erika Musterfrau                                                           IBAN DE02 1203 0000 0000 2020 51",
		"Am Kirchberg 4, 12345 Musterstadt                                       Auszugszeitraum 01.02.2025 bis 28.02.2025",
	}
	colLeft = []string{
		"Alter Kontostand 31. Jan.                  1.000,00",
		"",
		"03. Feb.  Lastschrift                        -50,00",
		"          Stadtwerke Musterstadt GmbH",
		"          Abschlag Strom Februar",
		"          Wert 03. Feb.",
		"",
		"05. Feb.  Kartenzahlung                      -30,00",
		"          REWE Markt GmbH",
		"          2025-02-05T10:12 Debitk.1",
		"          Wert 04. Feb.",
	}
	colRight = []string{
		"14. Feb.  Gutschrift                         400,00",
		"          Beispiel Logistik AG",
		"          Gehalt Februar 2025",
		"          Wert 14. Feb.",
		"",
		"21. Feb.  Überweisung                       -120,00",
		"          Max Mustermann",
		"          Miete Garage Februar",
		"          Wert 21. Feb.",
		"",
		"Neuer Kontostand 28. Feb.                  1.200,00",
	}
	colFoot = []string{
		"",
		"Musterbank Süd eG · Marktstraße 1 · 12345 Musterstadt · Buchungen spaltenweise von oben nach unten, erst links, dann rechts.",
	}
)

// TestColumnBlocks: a booking region split into two column blocks, each
// with its own dates, text and amounts, is read left block first; one-
// column tables with a gap before the amounts or a value-date column
// right of the gap stay as they are.
func TestColumnBlocks(t *testing.T) {
	// One table: date and text, a wide gap, then the amount.
	var gapAmount []string
	for _, l := range append(append([]string(nil), colLeft...), colRight...) {
		if i := strings.LastIndex(l, "  "); i > 0 && strings.ContainsAny(l[i:], ",") {
			l = l[:i] + strings.Repeat(" ", colRightAt+40-len([]rune(l[:i]))) + strings.TrimSpace(l[i:])
		}
		gapAmount = append(gapAmount, l)
	}
	// One table whose value date and amount stand right of the gap.
	var valueCol []string
	for _, l := range colLeft {
		if strings.HasPrefix(l, "0") {
			valueCol = append(valueCol, l[:10]+"   08.02.   "+strings.TrimSpace(l[len(l)-10:]))
		} else {
			valueCol = append(valueCol, "")
		}
	}
	cases := []struct {
		name  string
		page  document.Page
		first []string // the lines that start with a date or a balance, in order
	}{
		{"two column blocks", colPage(colHead, colLeft, colRight, colFoot),
			[]string{"Alter", "03.", "05.", "14.", "21.", "Neuer"}},
		{"one table, gap before the amounts", colPage(colHead, gapAmount, nil, colFoot), nil},
		{"value date and amount beyond the gap", colPage(colHead, colLeft, valueCol, colFoot), nil},
		{"right block without bookings", colPage(colHead, colLeft, []string{"Hinweis zum Kontoauszug", "Bitte prüfen Sie die Buchungen"}, colFoot), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			q, ok := restackColumns(c.page)
			if ok != (c.first != nil) {
				t.Fatalf("restacked = %v, want %v", ok, c.first != nil)
			}
			if !ok {
				return
			}
			var got []string
			lines := q.Lines()
			for _, l := range lines {
				f := l.Words[0].Text
				if f == "Alter" || f == "Neuer" || len(f) == 3 && f[2] == '.' && f[0] >= '0' && f[0] <= '9' {
					got = append(got, f)
				}
			}
			if strings.Join(got, " ") != strings.Join(c.first, " ") {
				t.Errorf("order %v, want %v", got, c.first)
			}
			// The head stays on top, the footer at the bottom; the right
			// block's amounts line up with the left block's.
			if !strings.HasPrefix(lines[0].Text(), "Musterbank") || !strings.HasPrefix(lines[len(lines)-1].Text(), "Musterbank") {
				t.Errorf("head %q, foot %q", lines[0].Text(), lines[len(lines)-1].Text())
			}
			for _, l := range lines {
				if strings.HasPrefix(l.Text(), "14. Feb.") && absf(l.Box.X0-28) > 0.5 {
					t.Errorf("right block at x %.1f, want 28", l.Box.X0)
				}
			}
		})
	}
}

// TestColumnBlocksExtract: all four bookings of the two blocks in
// reading order, the balances reconciling, value dates from "Wert 03.
// Feb." lines. Read as one page the right block's bookings were lost.
func TestColumnBlocksExtract(t *testing.T) {
	doc := &document.Document{Format: "pdf", Pages: []document.Page{colPage(colHead, colLeft, colRight, colFoot)}}
	res, err := Extract(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"03.02.2025 03.02.2025 -50,00", "05.02.2025 04.02.2025 -30,00", "14.02.2025 14.02.2025 400,00", "21.02.2025 21.02.2025 -120,00"}
	var got []string
	for _, tr := range res.Transactions {
		got = append(got, tr.BookingDate.String()+" "+tr.ValueDate.String()+" "+tr.Amount.String())
	}
	if strings.Join(got, " | ") != strings.Join(want, " | ") {
		t.Errorf("bookings\n got %v\nwant %v", got, want)
	}
}

// TestWrittenValueLine: value-date lines with the month written out, as
// compact prints write dates, and a scan's misreadings of the day.
func TestWrittenValueLine(t *testing.T) {
	p := &parser{periodStart: german.Date{Year: 2024, Month: 12, Day: 1}, periodEnd: german.Date{Year: 2025, Month: 1, Day: 31}}
	cases := []struct {
		line string
		want string // "" when not a value-date line
	}{
		{"Wert 03. Jan.", "03.01.2025"},
		{"Wert 30. Dez.", "30.12.2024"},
		{"Valuta 9. März 2023", "09.03.2023"},
		{"Wert O1. Jan.", "01.01.2025"},
		{"Wert 03, Jan.", "03.01.2025"},
		{"Wert: 26.12.2024", "26.12.2024"},
		{"Wert 1. Mai Feiertag", ""},
		{"Wert 31. Feb.", ""},
		{"Wertpapiere 3 Stück", ""},
	}
	for _, c := range cases {
		d, ok := p.valueDateLine(c.line)
		got := ""
		if ok {
			got = d.String()
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.line, got, c.want)
		}
	}
}
