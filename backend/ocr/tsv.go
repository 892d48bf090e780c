package ocr

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"papierkram/backend/document"
)

// ParseTSV reads tesseract's TSV output (level 5 rows are words) into words
// with boxes in pixels and confidences in [0,1].
func ParseTSV(data []byte) ([]document.Word, error) {
	var words []document.Word
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		f := strings.SplitN(sc.Text(), "\t", 12)
		if len(f) != 12 || f[0] != "5" {
			continue
		}
		text := strings.TrimSpace(f[11])
		if text == "" {
			continue
		}
		var v [5]float64
		for i := range v {
			x, err := strconv.ParseFloat(f[6+i], 64)
			if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, fmt.Errorf("ocr tsv: bad number %q", f[6+i])
			}
			v[i] = x
		}
		words = append(words, document.Word{
			Text: text,
			Box:  document.Rect{X0: v[0], Y0: v[1], X1: v[0] + v[2], Y1: v[1] + v[3]},
			Conf: math.Min(math.Max(v[4]/100, 0), 1),
		})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("ocr tsv: %w", err)
	}
	return words, nil
}

func splitLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}
