package intake

import (
	"context"
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
)

// multiPageStatement is a text-layer statement of n pages.
func multiPageStatement(tb testing.TB, n int) []byte {
	return pdfDoc(tb, func(pdf *fpdf.Fpdf, tr func(string) string) {
		for p := range n {
			pdf.AddPage()
			pdf.SetFont("Helvetica", "", 9)
			pdf.Text(50, 50, tr(fmt.Sprintf("Kontoauszug 3/2025 Seite %d von %d  IBAN DE12 5001 0517 0648 4898 90", p+1, n)))
			for i := range 30 {
				y := 80 + float64(i)*24
				pdf.Text(50, y, fmt.Sprintf("%02d.03.2025 %02d.03.2025", i%28+1, i%28+1))
				pdf.Text(160, y, tr("Lastschrift Stadtwerke München GmbH"))
				pdf.Text(480, y, germanAmount(12345+i*977, i%3 > 0))
				pdf.Text(160, y+10, tr(fmt.Sprintf("EREF+%d SVWZ+Abschlag Strom Kundennr. %d", 400000+i, 77000+i)))
			}
		}
	})
}

// BenchmarkReadTextPDF reads a 3-page text-layer statement; ms/page is
// what `make bench` prints.
func BenchmarkReadTextPDF(b *testing.B) {
	needTools(b, "pdfinfo", "pdftotext", "pdfimages")
	const pages = 3
	data := multiPageStatement(b, pages)
	r := newTestReader(b, Config{})
	ctx := context.Background()
	start, cpu0 := time.Now(), cpuTime()
	for b.Loop() {
		doc, err := r.Read(ctx, data)
		if err != nil || len(doc.Pages) != pages {
			b.Fatalf("Read: %v", err)
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N*pages), "ms/page")
	b.ReportMetric(float64((cpuTime()-cpu0).Milliseconds())/float64(b.N*pages), "cpu-ms/page")
}

// BenchmarkReadScanPage reads one noisy 300 dpi A4 JPEG scan turned by 1°.
func BenchmarkReadScanPage(b *testing.B) {
	needTools(b, "pdftoppm", "tesseract")
	src, _ := statementPDF(b, 1, 26)
	img := scan(b, src, 300, 1, 14, 80, 3)
	r := newTestReader(b, Config{})
	ctx := context.Background()
	start, cpu0 := time.Now(), cpuTime()
	for b.Loop() {
		if _, err := r.Read(ctx, img); err != nil {
			b.Fatalf("Read: %v", err)
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N), "ms/page")
	b.ReportMetric(float64((cpuTime()-cpu0).Milliseconds())/float64(b.N), "cpu-ms/page")
}

// cpuTime is the CPU time of this process and its finished children (the
// tools): unlike wall time it does not grow when other work shares the
// cores, which makes runs on a busy machine comparable.
func cpuTime() time.Duration {
	var total time.Duration
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) == nil {
			total += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	return total
}
