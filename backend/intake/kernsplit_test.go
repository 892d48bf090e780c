package intake

import (
	"strings"
	"testing"

	"papierkram/backend/document"
)

// TestJoinKernSplit: a word poppler split at a kerned pair is one word
// again; words with a real gap, a capital or digit after a small gap, or
// on another line stay apart.
func TestJoinKernSplit(t *testing.T) {
	word := func(text string, x0, x1, y float64) document.Word {
		return document.Word{Text: text, Box: document.Rect{X0: x0, Y0: y, X1: x1, Y1: y + 7.67}, Conf: 1}
	}
	for _, tc := range []struct {
		name  string
		words []document.Word
		want  string
	}{
		{"kerned pair as its own run", []document.Word{word("Pr", 84, 92, 632), word("ivatkonto", 92.12, 123.78, 632), word("November", 126, 160, 632)}, "Privatkonto|November"},
		{"umlaut word split", []document.Word{word("Über", 84, 100, 300), word("trag", 100.16, 115, 300)}, "Übertrag"},
		{"space between words", []document.Word{word("Saldo", 84, 104, 300), word("vom", 106, 120, 300)}, "Saldo|vom"},
		{"capital after a small gap", []document.Word{word("GmbH", 84, 104, 300), word("Abschlag", 105.22, 135, 300)}, "GmbH|Abschlag"},
		{"tracked capitals", []document.Word{word("L", 84, 88, 300), word("D", 88.65, 93, 300)}, "L|D"},
		{"digit before a small letter", []document.Word{word("12", 84, 92, 300), word("ab", 92.1, 100, 300)}, "12|ab"},
		{"next line", []document.Word{word("Pr", 84, 92, 300), word("ivat", 92.1, 110, 310)}, "Pr|ivat"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, w := range joinKernSplit(tc.words) {
				got = append(got, w.Text)
			}
			if g := strings.Join(got, "|"); g != tc.want {
				t.Errorf("got %s, want %s", g, tc.want)
			}
		})
	}
}
