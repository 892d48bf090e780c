package ocr

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"io"
	"strconv"
)

// DecodePGM decodes a binary 8-bit PGM (P5), the output of `pdftoppm -gray`.
func DecodePGM(data []byte) (*image.Gray, error) {
	if len(data) < 2 || data[0] != 'P' || data[1] != '5' {
		return nil, errors.New("pgm: not a binary PGM")
	}
	p := data[2:]
	var vals [3]int
	for i := range vals {
		// Skip whitespace and comments between header fields.
		for len(p) > 0 {
			if p[0] == '#' {
				j := bytes.IndexByte(p, '\n')
				if j < 0 {
					return nil, errors.New("pgm: truncated header")
				}
				p = p[j+1:]
				continue
			}
			if p[0] == ' ' || p[0] == '\n' || p[0] == '\r' || p[0] == '\t' {
				p = p[1:]
				continue
			}
			break
		}
		j := 0
		for j < len(p) && j < 10 && p[j] >= '0' && p[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(string(p[:j]))
		if err != nil || v <= 0 {
			return nil, fmt.Errorf("pgm: bad header field %d", i)
		}
		vals[i] = v
		p = p[j:]
	}
	if len(p) == 0 {
		return nil, errors.New("pgm: truncated header")
	}
	p = p[1:] // single whitespace before the raster
	w, h, maxv := vals[0], vals[1], vals[2]
	if maxv > 255 {
		return nil, errors.New("pgm: 16-bit samples not supported")
	}
	if int64(w)*int64(h) != int64(len(p)) {
		return nil, fmt.Errorf("pgm: %dx%d needs %d bytes, have %d", w, h, int64(w)*int64(h), len(p))
	}
	g := &image.Gray{Pix: p, Stride: w, Rect: image.Rect(0, 0, w, h)}
	if maxv != 255 {
		for i, v := range g.Pix {
			g.Pix[i] = uint8(int(v) * 255 / maxv)
		}
	}
	return g, nil
}

// pgmReader streams g as a binary PGM without copying the raster.
func pgmReader(g *image.Gray) io.Reader {
	b := g.Bounds()
	hdr := fmt.Sprintf("P5\n%d %d\n255\n", b.Dx(), b.Dy())
	if g.Stride == b.Dx() && b.Min == (image.Point{}) {
		return io.MultiReader(bytes.NewReader([]byte(hdr)), bytes.NewReader(g.Pix[:b.Dx()*b.Dy()]))
	}
	var buf bytes.Buffer
	buf.WriteString(hdr)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		i := g.PixOffset(b.Min.X, y)
		buf.Write(g.Pix[i : i+b.Dx()])
	}
	return &buf
}
