package intake

import (
	"bytes"
	"context"
	"encoding/binary"
	"image"
	"image/jpeg"
	"testing"

	"papierkram/backend/ocr"
)

// withEXIF inserts an APP1 EXIF segment with the given orientation after SOI.
func withEXIF(jpg []byte, orientation uint16, bo binary.ByteOrder) []byte {
	var t bytes.Buffer
	if bo == binary.LittleEndian {
		t.WriteString("II")
	} else {
		t.WriteString("MM")
	}
	binary.Write(&t, bo, uint16(42))
	binary.Write(&t, bo, uint32(8))
	binary.Write(&t, bo, uint16(1)) // one IFD entry
	binary.Write(&t, bo, uint16(0x0112))
	binary.Write(&t, bo, uint16(3)) // SHORT
	binary.Write(&t, bo, uint32(1))
	binary.Write(&t, bo, orientation)
	binary.Write(&t, bo, uint16(0))
	binary.Write(&t, bo, uint32(0)) // no next IFD
	seg := append([]byte("Exif\x00\x00"), t.Bytes()...)
	var out bytes.Buffer
	out.Write(jpg[:2])
	out.Write([]byte{0xFF, 0xE1})
	binary.Write(&out, binary.BigEndian, uint16(len(seg)+2))
	out.Write(seg)
	out.Write(jpg[2:])
	return out.Bytes()
}

func TestEXIFOrientation(t *testing.T) {
	var b bytes.Buffer
	jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, 16, 16)), nil)
	plain := b.Bytes()
	tests := []struct {
		data []byte
		want int
	}{
		{plain, 0},
		{withEXIF(plain, 1, binary.BigEndian), 0},
		{withEXIF(plain, 6, binary.LittleEndian), 1},
		{withEXIF(plain, 3, binary.BigEndian), 2},
		{withEXIF(plain, 8, binary.BigEndian), 3},
		{withEXIF(plain, 6, binary.BigEndian)[:30], 0}, // truncated segment
	}
	for i, tc := range tests {
		if got := exifQuarterTurns(tc.data); got != tc.want {
			t.Errorf("case %d: got %d quarter turns, want %d", i, got, tc.want)
		}
	}
}

// TestReadTurnedScans: sideways and upside-down scans are turned upright.
func TestReadTurnedScans(t *testing.T) {
	needTools(t, "pdftoppm", "tesseract")
	src, amounts := statementPDF(t, 4, 20)
	base := scan(t, src, 200, 0.7, 10, 80, 9)
	m, err := jpeg.Decode(bytes.NewReader(base))
	if err != nil {
		t.Fatal(err)
	}
	g := toGray(m)
	quarters := []int{1, 2, 3}
	if testing.Short() {
		quarters = []int{1}
	}
	r := newTestReader(t, Config{})
	for _, q := range quarters {
		var b bytes.Buffer
		jpeg.Encode(&b, ocr.RotateQuarter(g, q), &jpeg.Options{Quality: 85})
		doc, err := r.Read(context.Background(), b.Bytes())
		if err != nil {
			t.Fatalf("turned %d°: %v", 90*q, err)
		}
		n := amountsFound(doc, amounts)
		t.Logf("turned %d°: %d/%d amounts", 90*q, n, len(amounts))
		if n*10 < len(amounts)*9 {
			t.Errorf("turned %d°: read %d/%d amounts", 90*q, n, len(amounts))
		}
		// The page is reported upright: portrait A4.
		if p := doc.Pages[0]; p.Width > p.Height {
			t.Errorf("turned %d°: page %.0f×%.0f is not upright", 90*q, p.Width, p.Height)
		}
	}
}
