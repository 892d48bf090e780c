package intake

import (
	"strings"
	"testing"
)

func TestNestingDepth(t *testing.T) {
	jpegish := strings.Repeat("\xff[\xd8[[", 5000) // binary body: 15,000 '[' and no ']'
	for _, tc := range []struct {
		name string
		data string
		want int
	}{
		{"flat", "1 0 obj [1 2 [3]] endobj", 2},
		{"nested objects", "1 0 obj " + strings.Repeat("[", 12000) + strings.Repeat("]", 12000), 12000},
		{"brackets in an image stream are skipped", "5 0 obj <</Length 25000>>\nstream\n" + jpegish + "\nendstream\nendobj [1 [2]]", 2},
		{"CRLF after the keyword", "<<>>stream\r\n" + jpegish + "endstream", 0},
		{"CR only after the keyword", "<<>>stream\r" + jpegish + "endstream [ ]", 1},
		{"unterminated stream is skipped to the end", "[ <<>>stream\n" + jpegish, 1},
		{"the word stream inside text is not a stream", "(a stream of [[[ brackets)", 3},
		{"nesting after a stream still counts", "stream\nxx\nendstream " + strings.Repeat("[", 11000), 11000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := nestingDepth([]byte(tc.data)); got != tc.want {
				t.Errorf("nestingDepth = %d, want %d", got, tc.want)
			}
		})
	}
}
