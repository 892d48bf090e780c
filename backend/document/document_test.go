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
