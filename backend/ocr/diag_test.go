package ocr

import (
	"bytes"
	"image"
	"image/draw"
	_ "image/jpeg"
	_ "image/png"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

var amountRE = regexp.MustCompile(`^-?\d{1,3}(\.\d{3})*,\d\d$`)

// TestDiagVariants compares preprocessing variants on the images named in
// $OCR_DIAG (comma-separated): amounts read and tesseract CPU time. It is
// the measurement behind the defaults in docs/intake.md; skipped otherwise.
func TestDiagVariants(t *testing.T) {
	files := os.Getenv("OCR_DIAG")
	if files == "" {
		t.Skip("set OCR_DIAG=a.jpg,b.png to compare preprocessing variants")
	}
	variants := []struct {
		name string
		cfg  PreprocessConfig
		raw  bool
	}{
		{name: "raw (no preprocessing)", raw: true},
		{name: "default (lh28, auto threshold)", cfg: PreprocessConfig{}},
		{name: "lh40", cfg: PreprocessConfig{LineHeight: 40}},
		{name: "otsu", cfg: PreprocessConfig{Binarize: "none"}},
		{name: "sauvola", cfg: PreprocessConfig{Binarize: "sauvola"}},
		{name: "remove rules", cfg: PreprocessConfig{RemoveRules: true}},
	}
	for _, f := range strings.Split(files, ",") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		g := image.NewGray(m.Bounds())
		draw.Draw(g, g.Bounds(), m, m.Bounds().Min, draw.Src)
		for _, v := range variants {
			start := time.Now()
			in := g
			p := Prepared{Scale: 1}
			if !v.raw {
				p = Preprocess(Image{Gray: g, DPI: 300}, v.cfg)
				in = p.Gray
			}
			prep := time.Since(start)
			if d := os.Getenv("OCR_DUMP"); d != "" {
				b, _ := io.ReadAll(pgmReader(in))
				os.WriteFile(d+"/"+strings.ReplaceAll(v.name, " ", "_")+".pgm", b, 0o644)
			}
			cmd := exec.Command("tesseract", "stdin", "stdout", "-l", "deu", "--psm", "6", "tsv")
			cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
			cmd.Stdin = pgmReader(in)
			out, err := cmd.Output()
			if err != nil {
				t.Fatal(err)
			}
			words, _ := ParseTSV(out)
			n := 0
			for _, w := range words {
				if amountRE.MatchString(w.Text) {
					n++
				}
			}
			cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			t.Logf("%s | %s | amounts %d | words %d | rot %d suspect %d skew %.2f scale %.2f | preprocess %v | tesseract cpu %v",
				f, v.name, n, len(words), p.Rotation, p.SuspectTurn, p.Skew, p.Scale, prep.Round(time.Millisecond), cpu.Round(10*time.Millisecond))
		}
	}
}
