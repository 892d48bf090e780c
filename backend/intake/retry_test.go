package intake

import (
	"context"
	"errors"
	"image"
	"math"
	"os"
	"os/exec"
	"testing"
	"time"

	"papierkram/backend/document"
	"papierkram/backend/ocr"
	"papierkram/backend/statement/synth"
)

func TestUpscale(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 4, 2))
	copy(g.Pix, []uint8{0, 100, 200, 255, 0, 100, 200, 255})
	u := upscale(g, 2)
	if u.Rect.Dx() != 8 || u.Rect.Dy() != 4 {
		t.Fatalf("size %v", u.Rect)
	}
	// Edges keep the edge values, the interior interpolates monotonically.
	row := u.Pix[:8]
	if row[0] != 0 || row[7] != 255 {
		t.Errorf("row %v", row)
	}
	for x := 1; x < 8; x++ {
		if row[x] < row[x-1] {
			t.Errorf("not monotone: %v", row)
		}
	}
	if math.Abs(float64(row[3])-(100*0.75+200*0.25)) > 1 { // source x = 3.5/2-0.5 = 1.25
		t.Errorf("row[3] = %d", row[3])
	}
	// A sub-image is read from its own origin.
	big := image.NewGray(image.Rect(0, 0, 10, 10))
	for i := range big.Pix {
		big.Pix[i] = uint8(i)
	}
	sub := big.SubImage(image.Rect(5, 5, 9, 9)).(*image.Gray)
	if us := upscale(sub, 1.5); us.Pix[0] != big.Pix[5*10+5] {
		t.Errorf("sub-image origin: %d, want %d", us.Pix[0], big.Pix[55])
	}
	if upscale(g, 1) != g {
		t.Error("factor 1 must return the image itself")
	}
}

func TestRereadGain(t *testing.T) {
	r := New(Config{}, nil)
	page := func(wordPt float64) document.Page {
		p := document.Page{Number: 1, Width: 595, Height: 842, Source: document.OCR}
		for i := range 20 {
			y := float64(i) * 20
			p.Words = append(p.Words, document.Word{Text: "Lastschrift", Box: document.Rect{X0: 10, Y0: y, X1: 60, Y1: y + wordPt}})
		}
		return p
	}
	for _, c := range []struct {
		wordPt, dpi float64
		want        float64
	}{
		{8, 300, 46 / (8 * 300.0 / 72)}, // 33 px → ×1.38
		{6, 300, 46 / (6 * 300.0 / 72)},
		{7, 150, 2},  // 14.6 px: capped at ×2
		{11, 300, 0}, // 46 px already
		{10, 300, 0}, // 41.7 px: gain 1.1 is not worth it
	} {
		if got := r.rereadGain(page(c.wordPt), c.dpi); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("word %.1f pt at %.0f dpi: gain %.3f, want %.3f", c.wordPt, c.dpi, got, c.want)
		}
	}
	// The pixel limit bounds the gain: A4 at 300 dpi ×2 would be 35 MP.
	small := New(Config{MaxPixels: 15_000_000}, nil)
	g := small.rereadGain(page(5), 300)
	if px := 595 * 842 * math.Pow(300*g/72, 2); g == 0 || px > 15_000_000*1.0001 {
		t.Errorf("gain %.3f gives %.0f px", g, px)
	}
	tiny := New(Config{MaxPixels: 9_000_000}, nil)
	if g := tiny.rereadGain(page(5), 300); g != 0 {
		t.Errorf("gain %.3f under a limit that leaves < ×1.2", g)
	}
	// Too few words to measure.
	p := page(5)
	p.Words = p.Words[:3]
	if g := r.rereadGain(p, 300); g != 0 {
		t.Errorf("gain %.3f from 3 words", g)
	}
}

func TestRereadNothingToDo(t *testing.T) {
	ctx := context.Background()
	text := &document.Document{Format: "pdf", Pages: []document.Page{{Number: 1, Source: document.TextLayer, Words: []document.Word{{Text: "x"}}}}}
	if _, _, err := New(Config{}, nil).Reread(ctx, []byte("%PDF-1.4"), text); !errors.Is(err, ErrNoSharperReading) {
		t.Errorf("no OCR engine: %v", err)
	}
	if _, err := exec.LookPath("tesseract"); err != nil {
		t.Skip("tesseract not installed")
	}
	eng, err := ocr.New(ocr.Config{})
	if err != nil {
		t.Skip(err)
	}
	if _, _, err := New(Config{}, eng).Reread(ctx, []byte("%PDF-1.4"), text); !errors.Is(err, ErrNoSharperReading) {
		t.Errorf("text-layer pages only: %v", err)
	}
}

// TestRereadScannedPDF re-reads an image-only two-page PDF: both pages are
// rendered again at a higher resolution, the page geometry in points is
// unchanged, and the scratch directory is removed.
func TestRereadScannedPDF(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR of four pages")
	}
	for _, tool := range []string{"pdftoppm", "tesseract"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	eng, err := ocr.New(ocr.Config{PageTimeout: 3 * time.Minute})
	if err != nil {
		t.Skip(err)
	}
	ctx := context.Background()
	st, err := synth.GenerateWith("signed", 1000, synth.Options{MaxTransactions: 24})
	if err != nil {
		t.Fatal(err)
	}
	d := synth.ScanParams(1000)
	input, ext, err := st.Scanned(ctx, d)
	if err != nil || ext != "pdf" {
		t.Fatalf("scan: %s %v", ext, err)
	}
	tmp := t.TempDir()
	r := New(Config{Timeout: 5 * time.Minute, TempDir: tmp}, eng)
	first, err := r.Read(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	second, info, err := r.Reread(ctx, input, first)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("scan at %d dpi, %d pages: re-read pages %v at %v dpi (gain %v)", d.DPI, len(first.Pages), info.Pages, info.DPI, info.Gain)
	if len(second.Pages) != len(first.Pages) || second.Format != "pdf" || len(info.Pages) == 0 {
		t.Fatalf("second reading: %d pages, format %q, info %+v", len(second.Pages), second.Format, info)
	}
	for k, n := range info.Pages {
		if info.DPI[k] < 300*rereadMinGain || info.DPI[k] > rereadMaxDPI {
			t.Errorf("page %d at %.0f dpi", n, info.DPI[k])
		}
		a, b := first.Pages[n-1], second.Pages[n-1]
		if b.Source != document.OCR || len(b.Words) == 0 {
			t.Errorf("page %d: source %v, %d words", n, b.Source, len(b.Words))
		}
		if math.Abs(a.Width-b.Width) > 1 || math.Abs(a.Height-b.Height) > 1 {
			t.Errorf("page %d: %.1f×%.1f pt, first reading %.1f×%.1f", n, b.Width, b.Height, a.Width, a.Height)
		}
	}
	if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
		t.Errorf("scratch files left: %v", ents)
	}
}
