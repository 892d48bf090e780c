package intake

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
)

// TestWriteSamples writes the generated test documents to $INTAKE_SAMPLES
// for the tool comparison in docs/intake.md; skipped otherwise.
func TestWriteSamples(t *testing.T) {
	dir := os.Getenv("INTAKE_SAMPLES")
	if dir == "" {
		t.Skip("set INTAKE_SAMPLES=<dir> to write the sample documents")
	}
	ttf, err := os.ReadFile(dejaVu)
	if err != nil {
		t.Skipf("DejaVu font missing: %v", err)
	}
	lig := pdfDoc(t, func(pdf *fpdf.Fpdf, _ func(string) string) {
		pdf.AddUTF8FontFromBytes("dejavu", "", ttf)
		pdf.AddPage()
		pdf.SetFont("dejavu", "", 11)
		pdf.Text(50, 80, "Au\uFB02age der Ver\u00f6\uFB00entlichung \uFB01nden: Gebühr 4,95 € Größe")
		x := 50.0
		for _, r := range "Kontoauszug" {
			pdf.Text(x, 120, string(r))
			x += pdf.GetStringWidth(string(r)) + 5
		}
	})
	src, _ := statementPDF(t, 1, 26)
	ruled, _ := statementPDFStyled(t, 1, 26, true)
	files := map[string][]byte{
		"ligatures.pdf": lig,
		"statement.pdf": src,
		"text3.pdf":     multiPageStatement(t, 3),
		"scan300.jpg":   scan(t, src, 300, 1, 14, 80, 3),
		"scan150.jpg":   scan(t, src, 150, -1.5, 10, 75, 3),
		"ruled.pdf":     ruled,
		"ruled200.jpg":  scan(t, ruled, 200, 1, 25, 60, 3),
		"ruled300.jpg":  scan(t, ruled, 300, -2, 30, 60, 3),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDiagRead reads the files named in $INTAKE_DIAG (comma-separated)
// through the whole intake (OCR included) and logs wall and CPU time
// (this process and its tools) per file. Skipped otherwise.
func TestDiagRead(t *testing.T) {
	files := os.Getenv("INTAKE_DIAG")
	if files == "" {
		t.Skip("set INTAKE_DIAG=a.pdf,b.pdf to time intake.Read")
	}
	r := newTestReader(t, Config{})
	for _, f := range strings.Split(files, ",") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c0, w0 := cpuTime(), time.Now()
		doc, err := r.Read(context.Background(), data)
		wall, cpu := time.Since(w0), cpuTime()-c0
		if err != nil {
			t.Logf("%s: %v", filepath.Base(f), err)
			continue
		}
		t.Logf("%s: pages %d words %d wall %v cpu %v", filepath.Base(f), len(doc.Pages), doc.WordCount(), wall.Round(time.Millisecond), cpu.Round(10*time.Millisecond))
		if os.Getenv("INTAKE_DIAG_WORDS") != "" { // synthetic documents only: prints their content
			for _, p := range doc.Pages {
				for _, l := range p.Lines() {
					var b strings.Builder
					for _, w := range l.Words {
						fmt.Fprintf(&b, "%s(%.0f) ", w.Text, 100*w.Conf)
					}
					t.Log(b.String())
				}
			}
		}
	}
}
