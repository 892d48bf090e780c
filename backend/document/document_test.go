package document

import "testing"

func w(text string, x0, y0, x1, y1 float64) Word {
	return Word{Text: text, Box: Rect{x0, y0, x1, y1}, Conf: 1}
}

func TestLines(t *testing.T) {
	p := Page{Number: 1, Words: []Word{
		w("Betrag", 400, 100, 440, 110),
		w("Datum", 50, 100.5, 90, 110.5),
		w("01.02.", 50, 114, 80, 124), // next row, 4pt below: must not merge
		w("-12,00", 400, 113, 440, 123),
		w("Miete", 100, 114.5, 140, 124.5),
	}}
	lines := p.Lines()
	if len(lines) != 2 {
		t.Fatalf("got %d lines: %+v", len(lines), lines)
	}
	if got := lines[0].Text(); got != "Datum Betrag" {
		t.Errorf("line 0 = %q", got)
	}
	if got := lines[1].Text(); got != "01.02. Miete -12,00" {
		t.Errorf("line 1 = %q", got)
	}
	if p.Text() != "Datum Betrag\n01.02. Miete -12,00\n" {
		t.Errorf("Text = %q", p.Text())
	}
}

// TestLinesTallWord: a large logo word beside two lines of small text
// joins the line it overlaps without merging the two lines, whichever
// comes first in centre order.
func TestLinesTallWord(t *testing.T) {
	for _, tc := range []struct {
		name string
		logo Word
		want []string
	}{
		{"logo centred between the lines", w("N26", 45, 50.8, 93, 76.4), []string{"N26 Kontoauszug", "01.01.2024 bis 31.01.2024", "Erstellt am 01.02.2024"}},
		{"logo centred above both lines", w("DKB", 45, 40, 93, 66), []string{"DKB Kontoauszug", "01.01.2024 bis 31.01.2024", "Erstellt am 01.02.2024"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Page{Number: 1, Words: []Word{
				tc.logo,
				w("Kontoauszug", 491, 51.8, 549, 61.1),
				w("01.01.2024", 441, 63.8, 487, 73.1),
				w("bis", 490, 63.8, 501, 73.1),
				w("31.01.2024", 504, 63.8, 550, 73.1),
				w("Erstellt", 458, 75.8, 486, 85.1),
				w("am", 489, 75.8, 501, 85.1),
				w("01.02.2024", 504, 75.8, 550, 85.1),
			}}
			var got []string
			for _, l := range p.Lines() {
				got = append(got, l.Text())
			}
			if len(got) != len(tc.want) {
				t.Fatalf("lines %q, want %q", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("line %d = %q, want %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}
