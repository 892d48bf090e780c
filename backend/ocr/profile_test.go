package ocr

import (
	"bytes"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestDiagProfile profiles the OCR stages of the PDFs named in
// $OCR_PROFILE (comma-separated): per page the render, preprocessing,
// orientation detection (when the geometric test suspects a turn) and the
// tesseract call, each with wall and CPU time, the words read, and what
// preprocessing decided (skew, scale, suspected turn). Skipped otherwise.
//
//	OCR_PROFILE=/tmp/a.pdf,/tmp/b.pdf go test -run TestDiagProfile -v ./backend/ocr/
func TestDiagProfile(t *testing.T) {
	files := os.Getenv("OCR_PROFILE")
	if files == "" {
		t.Skip("set OCR_PROFILE=a.pdf,b.pdf to profile the OCR stages")
	}
	run := func(stdin []byte, args ...string) ([]byte, time.Duration, time.Duration, error) {
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
		if stdin != nil {
			cmd.Stdin = bytes.NewReader(stdin)
		}
		start := time.Now()
		out, err := cmd.Output()
		wall := time.Since(start)
		var cpu time.Duration
		if cmd.ProcessState != nil {
			cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		}
		return out, wall, cpu, err
	}
	for _, f := range strings.Split(files, ",") {
		dir := t.TempDir()
		_, rw, rc, err := run(nil, "pdftoppm", "-r", "300", "-gray", f, filepath.Join(dir, "p"))
		if err != nil {
			t.Fatal(err)
		}
		pages, _ := filepath.Glob(filepath.Join(dir, "p*.pgm"))
		for i, p := range pages {
			data, _ := os.ReadFile(p)
			g, err := DecodePGM(data)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			prep := Preprocess(Image{Gray: g, DPI: 300}, PreprocessConfig{})
			pw := time.Since(start)
			osd := "-"
			if prep.SuspectTurn != 0 {
				out, ow, oc, err := run(pgmBytes(g), "tesseract", "stdin", "stdout", "--psm", "0")
				osd = fmt.Sprintf("suspect %d: wall %v cpu %v err %v %q", prep.SuspectTurn, ow.Round(time.Millisecond), oc.Round(10*time.Millisecond), err,
					strings.Join(strings.Fields(string(out)), " "))
			}
			out, tw, tc, err := run(pgmBytes(prep.Gray), "tesseract", "stdin", "stdout", "-l", "deu", "--psm", "6", "-c", "preserve_interword_spaces=0", "tsv")
			if err != nil {
				t.Fatal(err)
			}
			words, _ := ParseTSV(out)
			strips := ""
			ink := inkRows(prep.Gray)
			top, bot, inked := inkExtent(ink, prep.Gray.Rect.Dy())
			strips += fmt.Sprintf(" inked rows %d-%d (%v)", top, bot, inked)
			if h := bot - top; inked && h/2 > 600 {
				cuts := stripCuts(ink[top:bot], 2)
				for k := range len(cuts) - 1 {
					cuts[k] += top
				}
				cuts[len(cuts)-1] += top
				for k := range len(cuts) - 1 {
					sub := prep.Gray.SubImage(image.Rect(0, cuts[k], prep.Gray.Rect.Dx(), cuts[k+1])).(*image.Gray)
					o, sw, sc, err := run(pgmBytes(sub), "tesseract", "stdin", "stdout", "-l", "deu", "--psm", "6", "-c", "preserve_interword_spaces=0", "tsv")
					ws, _ := ParseTSV(o)
					strips += fmt.Sprintf(" [strip %d rows %d-%d wall %v cpu %v words %d err %v]", k, cuts[k], cuts[k+1], sw.Round(time.Millisecond), sc.Round(10*time.Millisecond), len(ws), err)
				}
			}
			t.Logf("%s p%d | render(all pages) wall %v cpu %v | preprocess %v skew %.2f scale %.2f blank %v | osd %s | tesseract wall %v cpu %v words %d |%s",
				filepath.Base(f), i+1, rw.Round(time.Millisecond), rc.Round(10*time.Millisecond), pw.Round(time.Millisecond),
				prep.Skew, prep.Scale, prep.Blank, osd, tw.Round(time.Millisecond), tc.Round(10*time.Millisecond), len(words), strips)
		}
	}
}

func pgmBytes(g *image.Gray) []byte {
	b, _ := io.ReadAll(pgmReader(g))
	return b
}
