package intake

import (
	"strings"
	"testing"

	"papierkram/backend/document"
)

// tok is a text-layer word: its text, its width and the gap after it, in
// points.
type tok struct {
	text     string
	w, after float64
}

// spacedLine lays tokens out on one line 4.68 pt high (a 6.5 pt Helvetica
// as pdftotext boxes it).
func spacedLine(toks ...tok) []document.Word {
	var ws []document.Word
	x := 40.0
	for _, t := range toks {
		ws = append(ws, document.Word{Text: t.text, Conf: 1, Box: document.Rect{X0: x, Y0: 100, X1: x + t.w, Y1: 104.68}})
		x += t.w + t.after
	}
	return ws
}

func TestJoinLetterSpaced(t *testing.T) {
	tests := []struct {
		name  string
		words []document.Word
		want  string
	}{
		{
			name:  "single letters",
			words: spacedLine(tok{"S", 3.2, 1.0}, tok{"a", 3.6, 1.0}, tok{"l", 1.4, 1.0}, tok{"d", 3.6, 1.0}, tok{"o", 3.6, 0.0}),
			want:  "Saldo",
		},
		{
			// hj-vivid's head: kerned pairs come out as one word, the
			// tracked date keeps its dots, a word space parts them.
			name:  "kerned chunks and a tracked date",
			words: spacedLine(tok{"A", 4.81, 0.64}, tok{"N", 4.81, 0.64}, tok{"FA", 8.24, 0.64}, tok{"N", 4.81, 0.64}, tok{"G", 5.66, 0.64}, tok{"S", 3.23, 0.64}, tok{"S", 3.23, 0.64}, tok{"A", 4.81, 0.64}, tok{"L", 3.0, 0.64}, tok{"D", 4.83, 0.64}, tok{"O", 5.64, 3.1}, tok{"3", 3.6, 0.64}, tok{"0", 3.6, 0.64}, tok{".", 1.8, 0.64}, tok{"1", 3.6, 0.64}, tok{"1", 3.6, 0.64}, tok{".", 1.8, 0.64}, tok{"2", 3.6, 0.64}, tok{"0", 3.6, 0.64}, tok{"2", 3.6, 0.64}, tok{"3", 3.6, 0.0}),
			want:  "ANFANGSSALDO 30.11.2023",
		},
		{
			name:  "a chunk leads",
			words: spacedLine(tok{"KO", 8.0, 0.6}, tok{"N", 4.8, 0.6}, tok{"TOAU", 15.0, 0.6}, tok{"S", 3.2, 0.6}, tok{"Z", 4.0, 0.6}, tok{"U", 4.8, 0.6}, tok{"G", 5.6, 0.0}),
			want:  "KONTOAUSZUG",
		},
		{
			// Ordinary words at word spacing (0.39 of the height) stay
			// apart even with single letters among them.
			name:  "ordinary words",
			words: spacedLine(tok{"Typ", 9.0, 1.8}, tok{"A", 4.8, 1.8}, tok{"B", 4.8, 1.8}, tok{"C", 4.8, 1.8}, tok{"Konto", 16.0, 0.0}),
			want:  "Typ ABC Konto",
		},
		{
			name:  "column markers",
			words: spacedLine(tok{"S", 3.2, 40}, tok{"H", 4.8, 40}, tok{"S", 3.2, 0.0}),
			want:  "S H S",
		},
		{
			name:  "chunks without enough single letters",
			words: spacedLine(tok{"Nr", 6.0, 0.6}, tok{"1", 3.6, 0.6}, tok{"AB", 8.0, 0.6}, tok{"CD", 8.0, 0.6}, tok{"2", 3.6, 0.0}),
			want:  "Nr 1 AB CD 2",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, w := range joinLetterSpaced(tc.words) {
				got = append(got, w.Text)
			}
			if s := strings.Join(got, " "); s != tc.want {
				t.Errorf("got %q, want %q", s, tc.want)
			}
		})
	}
}
