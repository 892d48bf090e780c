package ocr

import (
	"image"
	"slices"
	"strings"
	"testing"

	"papierkram/backend/document"
)

func TestGarbledDate(t *testing.T) {
	tests := []struct {
		s    string
		want bool
	}{
		// Seen on a clean card-bill scan (hv-zweikarten).
		{"01:0122.02:01:", true},
		{"07:012207.:01:", true},
		{"12.01...37,08.", true},
		{"2r.1e:", true},
		{"25.122.", true},
		{"..22.12:", true},
		{"20.12.:", true},
		// Clean dates, amounts, times and words stay as read.
		{"24.12.", false},
		{"24.12.2025", false},
		{"24/12/2025", false},
		{"2025-12-24", false},
		{"-1.376,76", false},
		{"128,86", false},
		{"1,234.56", false},
		{"10:30", false},
		{"Zalando", false},
		{"1)", false},
		{"EUR", false},
		{"DE12", false},
	}
	for _, tc := range tests {
		if got := garbledDate(tc.s); got != tc.want {
			t.Errorf("garbledDate(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

func TestSplitDates(t *testing.T) {
	tests := []struct {
		s    string
		want string // dates joined by " ", "" when rejected
	}{
		{"01.01.", "01.01."},
		{"07.01.07.01", "07.01. 07.01."},
		{"01.01.02.01.", "01.01. 02.01."},
		{"01.01.2026", "01.01.2026"},
		{"01.01.26", "01.01.26"},
		{"26.12::.:27.12;", "26.12. 27.12."},
		{"22:12..22.12:", "22.12. 22.12."},
		// Not dates: invalid month, a lone "10.12" (a time or number),
		// three-digit fields, letters.
		{"17.91.", ""},
		{"10.12", ""},
		{"217.12.", ""},
		{"B9.12.", ""},
		{"12.01.25.12.01.", ""},
	}
	for _, tc := range tests {
		ds, ok := splitDates(normaliseDate(tc.s))
		got := ""
		if ok {
			got = strings.Join(ds, " ")
		}
		if got != tc.want {
			t.Errorf("splitDates(%q) = %q, want %q", tc.s, got, tc.want)
		}
	}
}

func word(text string, x0, x1 float64) document.Word {
	return document.Word{Text: text, Box: document.Rect{X0: x0, Y0: 100, X1: x1, Y1: 128}, Conf: 0.9}
}

func TestGarbledCells(t *testing.T) {
	tests := []struct {
		name  string
		words []document.Word
		want  [][]string
	}{
		{"merged pair in a booking row", []document.Word{
			word("01:0122.02:01:", 140, 350), word("Rossmann", 410, 550), word("177,39", 1640, 1725),
		}, [][]string{{"01:0122.02:01:"}}},
		{"two garbled neighbours form one cell", []document.Word{
			word("20.12.:", 140, 222), word("2r.1e:", 270, 347), word("IKEA", 410, 480), word("-120,55", 1630, 1725),
		}, [][]string{{"20.12.:", "2r.1e:"}}},
		{"a clean date next to a garbled one stays", []document.Word{
			word("15.01.", 145, 222), word("..16.01.", 270, 347), word("Netflix.com", 410, 555), word("12,51", 1650, 1725),
		}, [][]string{{"..16.01."}}},
		{"no amount in the line: not a booking row", []document.Word{
			word("01:0122.02:01:", 140, 350), word("Rossmann", 410, 550),
		}, nil},
	}
	for _, tc := range tests {
		var got [][]string
		for _, c := range garbledCells(tc.words) {
			var texts []string
			for _, i := range c.idx {
				texts = append(texts, tc.words[i].Text)
			}
			got = append(got, texts)
		}
		if !slices.EqualFunc(got, tc.want, slices.Equal) {
			t.Errorf("%s: cells %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestRereadDates(t *testing.T) {
	tests := []struct {
		name     string
		got      []document.Word
		replaced int
		want     string
	}{
		{"pair read as one word", []document.Word{word("07.01.07.01.", 0, 120)}, 1, "07.01. 07.01."},
		{"pair read as two words", []document.Word{word("26.12.", 0, 60), word("27.12;", 80, 140)}, 2, "26.12. 27.12."},
		{"one date for two garbled words is too few", []document.Word{word("26.12.", 0, 60)}, 2, ""},
		{"a word that is no date rejects the cell", []document.Word{word("26.12.", 0, 60), word("217.12:", 80, 140)}, 2, ""},
		{"nothing read", nil, 1, ""},
	}
	for _, tc := range tests {
		ds, ok := rereadDates(tc.got, tc.replaced)
		got := ""
		if ok {
			var texts []string
			for _, d := range ds {
				texts = append(texts, d.Text)
			}
			got = strings.Join(texts, " ")
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestSplitPieces(t *testing.T) {
	// Two ink blocks 40 px apart on a 28 px tall crop: two pieces; blocks
	// 8 px apart (characters of one date): one.
	g := image.NewGray(image.Rect(0, 0, 300, 40))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	fill := func(x0, x1 int) {
		for y := 8; y < 30; y++ {
			for x := x0; x < x1; x++ {
				g.Pix[y*300+x] = 10
			}
		}
	}
	fill(20, 60)
	fill(68, 100) // same date
	fill(140, 220)
	p := splitPieces(g, image.Rect(10, 4, 240, 34))
	if len(p) != 2 {
		t.Fatalf("pieces %v, want 2", p)
	}
	if p[0].box.Max.X > 140 || p[1].box.Min.X < 100 {
		t.Errorf("pieces %v overlap the ink of the other date", p)
	}
}
