package intake

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"testing"
	"time"

	"papierkram/backend/problem"
)

// FuzzRead feeds arbitrary bytes through sniffing, header checks and the
// poppler path (without OCR, which would make each input take a second).
// Every outcome must be a document or a *problem.Error; nothing may panic
// or hang past the deadline. Seeds live in testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	r := New(Config{Timeout: 5 * time.Second, TempDir: f.TempDir()}, nil)
	f.Fuzz(func(t *testing.T, data []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		doc, err := r.Read(ctx, data)
		if err == nil {
			if doc == nil || len(doc.Pages) == 0 {
				t.Fatal("success without pages")
			}
			return
		}
		var pe *problem.Error
		if !errors.As(err, &pe) {
			t.Fatalf("not a problem error: %v", err)
		}
		if pe.Code == problem.ProcessingFailed && !errors.Is(err, errNoOCR) {
			t.Fatalf("processing_failed for a user file: %v", err)
		}
		if pe.Detail == "" {
			t.Fatal("error without detail")
		}
	})
}

// fuzzSeeds are small valid and broken files of each accepted type.
func fuzzSeeds(tb testing.TB) [][]byte {
	g := image.NewGray(image.Rect(0, 0, 20, 20))
	var pb, jb bytes.Buffer
	png.Encode(&pb, g)
	jpeg.Encode(&jb, g, nil)
	text := textPage(tb)
	return [][]byte{
		{},
		[]byte("hello"),
		[]byte("%PDF-1.4\n"),
		text,
		text[:len(text)/2],
		pb.Bytes(),
		jb.Bytes(),
		pngBomb(50000, 50000),
		rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"),
	}
}

// FuzzParsePopplerTSV checks the TSV parser on arbitrary tool output.
func FuzzParsePopplerTSV(f *testing.F) {
	f.Add([]byte("level\tpage_num\tpar_num\tblock_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n1\t1\t0\t0\t0\t0\t0\t0\t595\t842\t-1\t###PAGE###\n5\t1\t0\t0\t0\t0\t76.00\t75.59\t39.43\t10.42\t100\tÜbertrag\n"))
	f.Add([]byte("5\t1\t0\t0\t0\t0\tNaN\t1\t1\t1\t100\tx\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		pages, err := parsePopplerTSV(data, []int{90, 180})
		if err != nil {
			return
		}
		for _, p := range pages {
			for _, w := range p.Words {
				if w.Text == "" {
					t.Fatal("empty word")
				}
			}
			cleanWords(p.Words)
		}
	})
}

// FuzzTextAnnotations checks the hand-written annotation reader
// (annots.go) on arbitrary bytes: it must neither panic nor hang, and
// whatever it finds must have a rectangle and words.
func FuzzTextAnnotations(f *testing.F) {
	f.Add([]byte(annotPDF))
	f.Add([]byte("%PDF-1.5\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode] /Length 3 >>\nstream\nxyz\nendstream\nendobj\n"))
	f.Add([]byte("<< /Subtype /FreeText /Rect [1 2 3 4] /Contents (a\\(b\\) \\101) /X << /Y << /Z [[[ ] ] ] >> >> >>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, a := range textAnnotations(data) {
			if len(a.words) == 0 {
				t.Fatalf("annotation without words: %+v", a)
			}
		}
	})
}
