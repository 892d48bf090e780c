package synth

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/ocr"
)

// Degrade describes how a page image is spoiled.
type Degrade struct {
	DPI      int     // render resolution, 150..300
	Rotate   float64 // degrees, clockwise
	Noise    float64 // standard deviation of Gaussian noise, grey levels
	Quality  int     // JPEG quality
	Photo    bool    // perspective-ish warp and uneven lighting
	Seed     uint64
	Keystone float64 // photo only: relative shrink of the top edge
}

// ScanParams draws scanner parameters from seed: 150–300 dpi, up to 2°
// rotation, mild noise, JPEG 60–90.
func ScanParams(seed uint64) Degrade {
	r := rand.New(rand.NewPCG(seed, 0x5ca9))
	return Degrade{
		DPI:     []int{150, 200, 250, 300}[r.IntN(4)],
		Rotate:  (r.Float64()*2 - 1) * 2,
		Noise:   4 + r.Float64()*8,
		Quality: 60 + r.IntN(31),
		Seed:    seed,
	}
}

// PhotoParams draws phone-photo parameters from seed.
func PhotoParams(seed uint64) Degrade {
	r := rand.New(rand.NewPCG(seed, 0xf070))
	return Degrade{
		DPI:      200 + 25*r.IntN(3),
		Rotate:   (r.Float64()*2 - 1) * 3,
		Noise:    6 + r.Float64()*8,
		Quality:  70 + r.IntN(20),
		Photo:    true,
		Keystone: 0.02 + r.Float64()*0.04,
		Seed:     seed,
	}
}

// Rasterize renders every page of a PDF to grey images with pdftoppm.
func Rasterize(ctx context.Context, pdf []byte, dpi int) ([]*image.Gray, error) {
	dir, err := os.MkdirTemp("", "synth-raster-")
	if err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, pdf, 0o600); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	cmd := exec.CommandContext(ctx, "pdftoppm", "-r", strconv.Itoa(dpi), "-gray", in, filepath.Join(dir, "p"))
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("synth: pdftoppm: %w: %s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "p-*.pgm"))
	// pdftoppm pads page numbers to the same width, so lexical order is page order.
	var pages []*image.Gray
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("synth: %w", err)
		}
		g, err := ocr.DecodePGM(b)
		if err != nil {
			return nil, fmt.Errorf("synth: %w", err)
		}
		pages = append(pages, g)
	}
	return pages, nil
}

// Spoil applies d to a page image and returns it as JPEG bytes.
func Spoil(g *image.Gray, d Degrade, page int) ([]byte, error) {
	r := rand.New(rand.NewPCG(d.Seed, uint64(page)+1))
	out := warp(g, d)
	b := out.Bounds()
	w, h := b.Dx(), b.Dy()
	for y := range h {
		for x := range w {
			v := float64(out.Pix[y*out.Stride+x])
			if d.Photo {
				// Uneven lighting: darker towards one corner, a soft shadow band.
				fx, fy := float64(x)/float64(w), float64(y)/float64(h)
				light := 0.78 + 0.22*(1-0.6*fx*fy) - 0.08*math.Exp(-math.Pow((fx-0.7)*5, 2))
				v = v*light + 10*(1-light)
			}
			v += r.NormFloat64() * d.Noise
			out.Pix[y*out.Stride+x] = uint8(max(0, min(255, v)))
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, out, &jpeg.Options{Quality: d.Quality}); err != nil {
		return nil, fmt.Errorf("synth: jpeg: %w", err)
	}
	return buf.Bytes(), nil
}

// warp rotates about the centre and, for photos, narrows the top edge
// (a phone held slightly tilted), with bilinear sampling on white.
func warp(g *image.Gray, d Degrade) *image.Gray {
	b := g.Bounds()
	w, h := b.Dx(), b.Dy()
	out := image.NewGray(image.Rect(0, 0, w, h))
	a := d.Rotate * math.Pi / 180
	sin, cos := math.Sin(a), math.Cos(a)
	cx, cy := float64(w)/2, float64(h)/2
	for y := range h {
		// Keystone: row y is scaled horizontally by s(y) around the centre.
		s := 1.0
		if d.Photo {
			s = 1 - d.Keystone*(1-float64(y)/float64(h))
		}
		for x := range w {
			dx := (float64(x) - cx) / s
			dy := float64(y) - cy
			sx := cos*dx + sin*dy + cx
			sy := -sin*dx + cos*dy + cy
			out.Pix[y*out.Stride+x] = sample(g, sx, sy)
		}
	}
	return out
}

func sample(g *image.Gray, x, y float64) uint8 {
	b := g.Bounds()
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	if x0 < 0 || y0 < 0 || x0+1 >= b.Dx() || y0+1 >= b.Dy() {
		return 255
	}
	fx, fy := x-float64(x0), y-float64(y0)
	p := func(xx, yy int) float64 { return float64(g.Pix[yy*g.Stride+xx]) }
	v := p(x0, y0)*(1-fx)*(1-fy) + p(x0+1, y0)*fx*(1-fy) + p(x0, y0+1)*(1-fx)*fy + p(x0+1, y0+1)*fx*fy
	return uint8(v + 0.5)
}

// ImagePDF wraps JPEG pages into an image-only PDF, as a scanner's PDF
// export does; dpi sets the page size.
func ImagePDF(pages [][]byte, dpi int) ([]byte, error) {
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.SetAutoPageBreak(false, 0)
	for i, jp := range pages {
		cfg, err := jpeg.DecodeConfig(bytes.NewReader(jp))
		if err != nil {
			return nil, fmt.Errorf("synth: %w", err)
		}
		w, h := float64(cfg.Width)*72/float64(dpi), float64(cfg.Height)*72/float64(dpi)
		pdf.AddPageFormat("P", fpdf.SizeType{Wd: w, Ht: h})
		name := fmt.Sprintf("p%d", i)
		pdf.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: "JPG"}, bytes.NewReader(jp))
		pdf.ImageOptions(name, 0, 0, w, h, false, fpdf.ImageOptions{ImageType: "JPG"}, 0, "")
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("synth: image pdf: %w", err)
	}
	return buf.Bytes(), nil
}

// Scanned renders the statement's PDF and spoils it with d. A one-page
// statement becomes a JPEG, longer ones an image-only PDF.
func (s *Statement) Scanned(ctx context.Context, d Degrade) ([]byte, string, error) {
	pdf, err := s.PDF()
	if err != nil {
		return nil, "", err
	}
	pages, err := Rasterize(ctx, pdf, d.DPI)
	if err != nil {
		return nil, "", err
	}
	var jpgs [][]byte
	for i, g := range pages {
		hdScanLook(s.ScanLook, g, d, i)
		hcScanLook(s.ScanLook, g, d, i, len(pages))
		hbScanLook(s.ScanLook, g, d, i, len(pages))
		b, err := Spoil(g, d, i)
		if err != nil {
			return nil, "", err
		}
		jpgs = append(jpgs, b)
	}
	if len(jpgs) == 1 {
		return jpgs[0], "jpg", nil
	}
	if s.ScanLook == "reversed" {
		slices.Reverse(jpgs) // the stack fed the wrong way round (hc-doppelauszug)
	}
	b, err := ImagePDF(jpgs, d.DPI)
	return b, "pdf", err
}
