package ocr

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"io"
	"math"
	"math/rand/v2"
	"os/exec"
	"sync"
	"testing"
	"time"

	"papierkram/backend/problem"
)

// textLike draws a page of dark "words" (rectangles with gaps) on white,
// turned by deg: enough structure for the projection profile.
func textLike(w, h int, lineH int, deg float64, seed uint64) *image.Gray {
	rng := rand.New(rand.NewPCG(seed, 1))
	flat := image.NewGray(image.Rect(0, 0, w, h))
	for i := range flat.Pix {
		flat.Pix[i] = 255
	}
	for y := lineH * 2; y+lineH < h-lineH*2; y += lineH * 2 {
		for x := w / 10; x < w*9/10; {
			ww := lineH/2 + rng.IntN(lineH*3)
			for yy := y; yy < y+lineH*7/10; yy++ {
				for xx := x; xx < min(x+ww, w); xx++ {
					if rng.IntN(3) > 0 { // ragged glyph texture
						flat.SetGray(xx, yy, color.Gray{20})
					}
				}
			}
			x += ww + lineH/2
		}
	}
	return resample(flat, -deg, 1)
}

func TestFindSkew(t *testing.T) {
	// Beyond 3°: phone photos held at an angle.
	for _, deg := range []float64{0, 0.3, -0.7, 1, -1.5, 2, 2.9, -3, 4.6, -6.3, 8, -11.2, 14.5} {
		g := textLike(1200, 1600, 20, deg, 1)
		p := Preprocess(Image{Gray: g, DPI: 150}, PreprocessConfig{Binarize: "none"})
		if math.Abs(p.Skew-deg) > 0.1 {
			t.Errorf("turned by %.2f°: found %.2f°", deg, p.Skew)
		}
	}
}

func TestLineHeightScale(t *testing.T) {
	tests := []struct {
		lineH     int
		wantScale bool
	}{{8, true}, {14, true}, {50, false}, {150, true}}
	for _, tc := range tests {
		g := textLike(1500, 1500, tc.lineH, 0, 2)
		p := Preprocess(Image{Gray: g, DPI: 150}, PreprocessConfig{Binarize: "none"})
		if got := p.Scale != 1; got != tc.wantScale {
			t.Errorf("line height %d: scale %.2f", tc.lineH, p.Scale)
		}
		if p.Scale != 1 {
			eff := float64(tc.lineH) * 0.7 * p.Scale
			if eff < 15 || eff > 60 {
				t.Errorf("line height %d: scaled to %.1f px", tc.lineH, eff)
			}
		}
	}
}

func TestPGMRoundTrip(t *testing.T) {
	g := textLike(101, 57, 6, 0, 3)
	data, err := io.ReadAll(pgmReader(g))
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodePGM(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Pix, g.Pix) || back.Rect != g.Rect {
		t.Fatal("PGM round trip changed the image")
	}
	for _, bad := range []string{"", "P5", "P5\n10 10\n255\n", "P6\n1 1\n255\nxxx", "P5\n99999999999 1\n255\n", "P5\n2 2\n65535\n00000000"} {
		if _, err := DecodePGM([]byte(bad)); err == nil {
			t.Errorf("DecodePGM(%q) succeeded", bad)
		}
	}
}

func TestParseTSV(t *testing.T) {
	in := "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n" +
		"1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t\n" +
		"5\t1\t1\t1\t1\t1\t100\t200\t50\t20\t96.5\tÜbertrag\n" +
		"5\t1\t1\t1\t1\t2\t160\t200\t80\t20\t91\t-1.234,56\n" +
		"5\t1\t1\t1\t1\t3\t260\t200\t10\t20\t95\t \n"
	words, err := ParseTSV([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(words) != 2 || words[0].Text != "Übertrag" || words[1].Box.X1 != 240 || math.Abs(words[0].Conf-0.965) > 1e-9 {
		t.Fatalf("got %+v", words)
	}
}

// TestOverload fills the engine and checks the fast 503 with Retry-After.
func TestOverload(t *testing.T) {
	if _, err := exec.LookPath("tesseract"); err != nil {
		t.Skipf("tesseract not installed: %v", err)
	}
	e, err := New(Config{Workers: 1, QueuePages: 1})
	if err != nil {
		t.Fatal(err)
	}
	block := make(chan struct{})
	started := make(chan struct{}, 2)
	blocking := func(ctx context.Context) (Image, error) {
		started <- struct{}{}
		<-block
		return Image{}, context.Canceled
	}
	done := make(chan error, 2)
	go func() { _, err := e.Recognize(context.Background(), []Loader{blocking}); done <- err }()
	<-started
	go func() { _, err := e.Recognize(context.Background(), []Loader{blocking}); done <- err }()
	deadline := time.Now().Add(2 * time.Second)
	for e.QueueDepth() < 1 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	start := time.Now()
	_, err = e.Recognize(context.Background(), []Loader{blocking})
	var pe *problem.Error
	if !problem.Is(err, problem.Overloaded) || !asProblem(err, &pe) || pe.RetryAfter < 1 {
		t.Fatalf("third request: got %v, want overloaded with Retry-After", err)
	}
	if time.Since(start) > 50*time.Millisecond {
		t.Errorf("rejection took %v", time.Since(start))
	}
	close(block)
	<-done
	<-done
	if e.QueueDepth() != 0 {
		t.Errorf("queue depth %d after drain", e.QueueDepth())
	}
}

func asProblem(err error, pe **problem.Error) bool {
	p, ok := err.(*problem.Error)
	*pe = p
	return ok
}

func BenchmarkPreprocess(b *testing.B) {
	g := textLike(2480, 3508, 40, 1, 4)
	for b.Loop() {
		Preprocess(Image{Gray: g, DPI: 300}, PreprocessConfig{})
	}
}

func TestStripCuts(t *testing.T) {
	g := textLike(800, 2400, 30, 0, 5)
	for n := 2; n <= 3; n++ {
		cuts := stripCuts(inkRows(g), n)
		if len(cuts) != n+1 || cuts[0] != 0 || cuts[n] != 2400 {
			t.Fatalf("cuts %v", cuts)
		}
		for _, y := range cuts[1:n] {
			for x := range 800 {
				if g.GrayAt(x, y).Y < 128 {
					t.Fatalf("n=%d: cut at row %d crosses ink", n, y)
				}
			}
		}
	}
}

func TestRotateQuarter(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 3, 2))
	copy(g.Pix, []uint8{1, 2, 3, 4, 5, 6})
	r := RotateQuarter(g, 1) // clockwise: bottom-left pixel goes top-left
	if r.Rect.Dx() != 2 || r.Rect.Dy() != 3 || r.Pix[0] != 4 || r.Pix[1] != 1 {
		t.Fatalf("got %v %v", r.Rect, r.Pix)
	}
	if back := RotateQuarter(RotateQuarter(RotateQuarter(r, 1), 1), 1); !bytes.Equal(back.Pix, g.Pix) {
		t.Fatalf("four quarter turns changed the image: %v", back.Pix)
	}
	pts := rotatePoints([]point{{0, 1}}, 3, 2, 1)
	if r.GrayAt(int(pts[0].x), int(pts[0].y)).Y != 4 {
		t.Fatalf("rotatePoints disagrees with rotateQuarter: %v", pts)
	}
}

type countingMetrics struct {
	mu       sync.Mutex
	pages    int
	maxDepth int
	rejected int
}

func (m *countingMetrics) QueueDepth(n int) {
	m.mu.Lock()
	m.maxDepth = max(m.maxDepth, n)
	m.mu.Unlock()
}
func (m *countingMetrics) PageDone(time.Duration, error) { m.mu.Lock(); m.pages++; m.mu.Unlock() }
func (m *countingMetrics) Rejected(n int)                { m.mu.Lock(); m.rejected += n; m.mu.Unlock() }

// TestMetricsAndOrder: results come back in page order and every page is
// reported to the metrics hook. Blank pages skip tesseract, so this runs
// without OCR time.
func TestMetricsAndOrder(t *testing.T) {
	if _, err := exec.LookPath("tesseract"); err != nil {
		t.Skipf("tesseract not installed: %v", err)
	}
	m := &countingMetrics{}
	e, err := New(Config{Workers: 1, QueuePages: 10, Metrics: m})
	if err != nil {
		t.Fatal(err)
	}
	var loaders []Loader
	for i := range 5 {
		loaders = append(loaders, func(context.Context) (Image, error) {
			g := image.NewGray(image.Rect(0, 0, 100+i, 50))
			for j := range g.Pix {
				g.Pix[j] = 255
			}
			return Image{Gray: g, DPI: 300}, nil
		})
	}
	res, err := e.Recognize(context.Background(), loaders)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range res {
		if r.Width != 100+i || len(r.Words) != 0 {
			t.Errorf("page %d: width %d, %d words", i, r.Width, len(r.Words))
		}
	}
	if m.pages != 5 || m.maxDepth != 4 || m.rejected != 0 {
		t.Errorf("metrics: %d pages, max depth %d, %d rejected", m.pages, m.maxDepth, m.rejected)
	}
}

// A page's own Binarize overrides the configuration: Sauvola output is
// black and white only, while "none" leaves tesseract the grey levels.
func TestImageBinarizeOverride(t *testing.T) {
	binary := func(g *image.Gray) bool {
		for _, v := range g.Pix {
			if v != 0 && v != 255 {
				return false
			}
		}
		return true
	}
	g := textLike(600, 600, 20, 0, 1)
	if p := Preprocess(Image{Gray: g, DPI: 300}, PreprocessConfig{Binarize: "none"}); binary(p.Gray) {
		t.Fatal("test image is already binary; the override cannot be seen")
	}
	if p := Preprocess(Image{Gray: g, DPI: 300, Binarize: "sauvola"}, PreprocessConfig{Binarize: "none"}); !binary(p.Gray) {
		t.Error("Image.Binarize sauvola was not applied over the configuration")
	}
	if p := Preprocess(Image{Gray: g, DPI: 300, Binarize: "none"}, PreprocessConfig{Binarize: "sauvola"}); binary(p.Gray) {
		t.Error("Image.Binarize none was not applied over the configuration")
	}
}
