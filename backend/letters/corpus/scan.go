package corpus

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"

	"github.com/go-pdf/fpdf"
)

// Scan turns a text-layer PDF into a "scanned" image-only PDF: each page is
// rendered with pdftoppm -gray at dpi, rotated by a small angle, given
// noise and speckles, JPEG-compressed and wrapped as a full-page image.
// seed makes the degradation deterministic per sample.
func Scan(ctx context.Context, pdf []byte, seed uint64, dpi int) ([]byte, error) {
	dir, err := os.MkdirTemp("", "corpus-scan-")
	if err != nil {
		return nil, fmt.Errorf("corpus: scan: %w", err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, pdf, 0o600); err != nil {
		return nil, fmt.Errorf("corpus: scan: %w", err)
	}
	cmd := exec.CommandContext(ctx, "pdftoppm", "-gray", "-r", strconv.Itoa(dpi), in, filepath.Join(dir, "page"))
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("corpus: pdftoppm: %w: %s", err, out)
	}
	pages, _ := filepath.Glob(filepath.Join(dir, "page-*.pgm"))
	sort.Strings(pages)
	if len(pages) == 0 {
		return nil, fmt.Errorf("corpus: pdftoppm produced no pages")
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	doc := fpdf.New("P", "mm", "A4", "")
	doc.SetCompression(true)
	doc.SetCatalogSort(true)
	doc.SetCreationDate(fixedTime)
	doc.SetModificationDate(fixedTime)
	for i, p := range pages {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("corpus: scan: %w", err)
		}
		g, err := decodePGM(data)
		if err != nil {
			return nil, err
		}
		angle := (0.3 + rng.Float64()*0.9) * float64(1-2*rng.IntN(2)) // ±0.3°–1.2°
		g = rotate(g, angle)
		noise(g, rng)
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, g, &jpeg.Options{Quality: 85}); err != nil {
			return nil, fmt.Errorf("corpus: jpeg: %w", err)
		}
		name := fmt.Sprintf("p%d", i)
		doc.AddPage()
		doc.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: "JPG"}, &buf)
		doc.ImageOptions(name, 0, 0, 210, 297, false, fpdf.ImageOptions{ImageType: "JPG"}, 0, "")
	}
	var out bytes.Buffer
	if err := doc.Output(&out); err != nil {
		return nil, fmt.Errorf("corpus: scan pdf: %w", err)
	}
	return out.Bytes(), nil
}

// decodePGM reads a binary (P5) 8-bit PGM.
func decodePGM(data []byte) (*image.Gray, error) {
	r := bufio.NewReader(bytes.NewReader(data))
	var magic string
	var w, h, maxv int
	if _, err := fmt.Fscan(r, &magic, &w, &h, &maxv); err != nil || magic != "P5" || maxv != 255 {
		return nil, fmt.Errorf("corpus: not an 8-bit P5 PGM")
	}
	if _, err := r.ReadByte(); err != nil { // single whitespace after header
		return nil, fmt.Errorf("corpus: pgm: %w", err)
	}
	g := image.NewGray(image.Rect(0, 0, w, h))
	if _, err := io.ReadFull(r, g.Pix); err != nil {
		return nil, fmt.Errorf("corpus: pgm: %w", err)
	}
	return g, nil
}

// rotate turns g by deg degrees around its centre (bilinear, white fill).
func rotate(g *image.Gray, deg float64) *image.Gray {
	b := g.Bounds()
	w, h := b.Dx(), b.Dy()
	out := image.NewGray(b)
	sin, cos := math.Sincos(deg * math.Pi / 180)
	cx, cy := float64(w)/2, float64(h)/2
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx := cos*dx + sin*dy + cx
			sy := -sin*dx + cos*dy + cy
			out.Pix[y*out.Stride+x] = sample(g, sx, sy)
		}
	}
	return out
}

func sample(g *image.Gray, x, y float64) uint8 {
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	at := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= g.Rect.Dx() || y >= g.Rect.Dy() {
			return 255
		}
		return float64(g.Pix[y*g.Stride+x])
	}
	v := at(x0, y0)*(1-fx)*(1-fy) + at(x0+1, y0)*fx*(1-fy) + at(x0, y0+1)*(1-fx)*fy + at(x0+1, y0+1)*fx*fy
	return uint8(math.Round(v))
}

// noise adds paper grain, a slightly grey background and dark speckles.
func noise(g *image.Gray, rng *rand.Rand) {
	for i, v := range g.Pix {
		n := float64(v) - 6 + rng.NormFloat64()*6
		if rng.IntN(20000) == 0 {
			n = 40 + float64(rng.IntN(60))
		}
		g.Pix[i] = uint8(max(0, min(255, math.Round(n))))
	}
}
