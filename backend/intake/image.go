package intake

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"image/draw"
	"image/jpeg"
	"image/png"

	"papierkram/backend/document"
	"papierkram/backend/ocr"
	"papierkram/backend/problem"
)

// readImage reads a JPEG or PNG upload as a one-page document via OCR.
// The header is checked before any pixel is decoded: a 60,000 × 60,000
// header or a PNG decompression bomb costs a few bytes of reading.
func (r *Reader) readImage(ctx context.Context, data []byte, format string) (*document.Document, error) {
	var cfg image.Config
	var err error
	if format == "png" {
		cfg, err = png.DecodeConfig(bytes.NewReader(data))
	} else {
		cfg, err = jpeg.DecodeConfig(bytes.NewReader(data))
	}
	if err != nil {
		return nil, problem.Wrap(problem.InvalidRequest, fmt.Sprintf("The %s image is damaged and could not be read.", upper(format)), err)
	}
	if err := r.checkSize(cfg.Width, cfg.Height); err != nil {
		return nil, err
	}
	// The decoder's bitmap, not the pixel count, is what the process pays:
	// 16-bit RGBA PNGs decode at 8 bytes per pixel.
	if bpp := decodedBytesPerPixel(data, format); int64(cfg.Width)*int64(cfg.Height)*bpp > 4*r.cfg.MaxPixels {
		return nil, problem.Errorf(problem.InvalidRequest,
			"The image is too large (%d × %d pixels at %d bytes per pixel); please save it with 8 bits per channel or at a lower resolution.",
			cfg.Width, cfg.Height, bpp)
	}
	if r.ocr == nil {
		return nil, errNoOCR
	}
	dpi := imageDPI(data, format, cfg.Width, cfg.Height)
	load := func(ctx context.Context) (ocr.Image, error) {
		img, err := decodeImage(data, format)
		if err != nil {
			return ocr.Image{}, err
		}
		g := toGray(img)
		if format == "jpeg" {
			// Phone cameras store the sensor's orientation and a tag
			// saying how to turn it; Go's decoder ignores the tag.
			g = ocr.RotateQuarter(g, exifQuarterTurns(data))
		}
		return ocr.Image{Gray: g, DPI: dpi}, nil
	}
	res, err := r.ocr.Recognize(ctx, []ocr.Loader{load})
	if err != nil {
		return nil, err
	}
	return &document.Document{Pages: []document.Page{ocrPage(1, res[0], dpi)}}, nil
}

func (r *Reader) checkSize(w, h int) error {
	if w <= 0 || h <= 0 {
		return problem.New(problem.InvalidRequest, "The image has no pixels.")
	}
	if w > r.cfg.MaxSide || h > r.cfg.MaxSide || int64(w)*int64(h) > r.cfg.MaxPixels {
		return problem.Errorf(problem.InvalidRequest,
			"The image is too large (%d × %d pixels); at most %d megapixels and %d pixels per side are accepted.",
			w, h, r.cfg.MaxPixels/1_000_000, r.cfg.MaxSide)
	}
	if w < 16 || h < 16 {
		return problem.Errorf(problem.InvalidRequest, "The image is too small (%d × %d pixels) to contain readable text.", w, h)
	}
	return nil
}

func decodeImage(data []byte, format string) (image.Image, error) {
	var img image.Image
	var err error
	if format == "png" {
		img, err = png.Decode(bytes.NewReader(data))
	} else {
		img, err = jpeg.Decode(bytes.NewReader(data))
	}
	if err != nil {
		return nil, problem.Wrap(problem.InvalidRequest, fmt.Sprintf("The %s image is damaged and could not be read.", upper(format)), err)
	}
	return img, nil
}

// toGray converts to 8-bit grey. Transparent pixels (screenshots with an
// alpha channel) are put on white, as they appear on screen.
func toGray(img image.Image) *image.Gray {
	if g, ok := img.(*image.Gray); ok {
		return g
	}
	b := img.Bounds()
	g := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	switch src := img.(type) {
	case *image.YCbCr:
		// The luma plane is the grey image; no colour conversion needed.
		for y := 0; y < b.Dy(); y++ {
			copy(g.Pix[y*g.Stride:y*g.Stride+b.Dx()], src.Y[(y)*src.YStride:(y)*src.YStride+b.Dx()])
		}
		return g
	default:
		white := image.NewUniform(image.White)
		draw.Draw(g, g.Bounds(), white, image.Point{}, draw.Src)
		draw.Draw(g, g.Bounds(), img, b.Min, draw.Over)
	}
	return g
}

// imageDPI returns the resolution to convert pixels to points: the file's
// own density when it is plausible for a scan, otherwise the resolution the
// image would have as an A4 page (phone photos and screenshots say 72 or
// nothing). Only the page geometry depends on it; OCR normalises text size
// itself.
func imageDPI(data []byte, format string, w, h int) float64 {
	var d float64
	if format == "png" {
		d = pngDPI(data)
	} else {
		d = jfifDPI(data)
	}
	if d >= 100 && d <= 1200 {
		return d
	}
	a4 := float64(max(w, h)) / 11.69
	return min(max(a4, 30), 1200)
}

// pngDPI reads the pHYs chunk (pixels per metre) if it precedes IDAT.
func pngDPI(data []byte) float64 {
	p := data[len(pngSignature):]
	for len(p) >= 12 {
		n := int(binary.BigEndian.Uint32(p))
		typ := string(p[4:8])
		if n < 0 || n > len(p)-12 || typ == "IDAT" {
			return 0
		}
		if typ == "pHYs" && n >= 9 && p[8+8] == 1 {
			return float64(binary.BigEndian.Uint32(p[8:])) * 0.0254
		}
		p = p[12+n:]
	}
	return 0
}

// jfifDPI reads the density of a JFIF APP0 segment right after SOI.
func jfifDPI(data []byte) float64 {
	if len(data) < 18 || data[2] != 0xFF || data[3] != 0xE0 || string(data[6:11]) != "JFIF\x00" {
		return 0
	}
	unit, x := data[13], float64(binary.BigEndian.Uint16(data[14:]))
	switch unit {
	case 1:
		return x
	case 2:
		return x * 2.54
	}
	return 0
}

func upper(format string) string {
	if format == "png" {
		return "PNG"
	}
	return "JPEG"
}

// exifQuarterTurns reads the EXIF orientation of a JPEG and returns the
// clockwise quarter turns that make it upright (tags 3, 6, 8; the mirrored
// variants 2, 4, 5, 7 do not occur in camera output and are treated as
// their rotation). Any parse problem means no turn.
func exifQuarterTurns(data []byte) int {
	p := data[2:]
	for len(p) >= 4 && p[0] == 0xFF {
		marker := p[1]
		if marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7) {
			p = p[2:]
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // image data: no EXIF before it
			return 0
		}
		n := int(binary.BigEndian.Uint16(p[2:]))
		if n < 2 || n+2 > len(p) {
			return 0
		}
		seg := p[4 : 2+n]
		if marker == 0xE1 && len(seg) > 14 && string(seg[:6]) == "Exif\x00\x00" {
			return orientationTurns(tiffOrientation(seg[6:]))
		}
		p = p[2+n:]
	}
	return 0
}

func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 0
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	off := int(bo.Uint32(t[4:]))
	if off < 8 || off+2 > len(t) {
		return 0
	}
	count := int(bo.Uint16(t[off:]))
	for i := 0; i < count; i++ {
		e := off + 2 + 12*i
		if e+12 > len(t) {
			return 0
		}
		if bo.Uint16(t[e:]) == 0x0112 {
			return int(bo.Uint16(t[e+8:]))
		}
	}
	return 0
}

func orientationTurns(o int) int {
	switch o {
	case 3, 4:
		return 2
	case 6, 5:
		return 1
	case 8, 7:
		return 3
	}
	return 0
}

// decodedBytesPerPixel is the size per pixel of the bitmap Go's decoders
// allocate for data (from the PNG IHDR or the JPEG component count).
func decodedBytesPerPixel(data []byte, format string) int64 {
	if format == "png" {
		if len(data) < 26 {
			return 4
		}
		depth, colour := data[24], data[25]
		switch colour {
		case 0: // grey
			if depth == 16 {
				return 2
			}
			return 1
		case 3: // palette
			return 1
		default: // RGB, grey+alpha, RGBA
			if depth == 16 {
				return 8
			}
			return 4
		}
	}
	// JPEG: grey 1, YCbCr up to 3 (4:4:4), CMYK 4; assume the worst.
	return 4
}
