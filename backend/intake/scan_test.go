package intake

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
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
	"papierkram/backend/ocr"
)

// statementPDF draws a one-page statement with rows transactions and
// returns it with the amounts printed (German notation).
func statementPDF(t testing.TB, seed uint64, rows int) ([]byte, []string) {
	return statementPDFStyled(t, seed, rows, false)
}

// statementPDFStyled optionally draws a ruled table with shaded rows, the
// layout that makes raw OCR of a skewed scan fail (rules merge with text).
func statementPDFStyled(t testing.TB, seed uint64, rows int, ruled bool) ([]byte, []string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	names := []string{"Stadtwerke München", "REWE Markt GmbH", "Müller Drogerie", "Miete Wohnung Größe", "Gehalt Lohn Firma", "Telekom Deutschland", "Allianz Versicherung", "Amazon EU S.a.r.l."}
	kinds := []string{"Lastschrift", "Gutschrift", "Kartenzahlung", "Überweisung", "Dauerauftrag"}
	var amounts []string
	data := pdfDoc(t, func(pdf *fpdf.Fpdf, tr func(string) string) {
		pdf.AddPage()
		pdf.SetFont("Helvetica", "B", 12)
		pdf.Text(50, 50, tr("Kontoauszug 3/2025  IBAN DE12 5001 0517 0648 4898 90"))
		pdf.SetFont("Helvetica", "", 9)
		pdf.Text(50, 80, tr("Buchung   Valuta   Vorgang / Verwendungszweck"))
		pdf.Text(480, 80, tr("Betrag EUR"))
		y := 100.0
		if ruled {
			pdf.SetLineWidth(0.8)
			pdf.Line(45, 84, 550, 84)
			for _, x := range []float64{45, 100, 155, 470, 550} {
				pdf.Line(x, 70, x, 92+float64(rows)*26)
			}
		}
		for i := range rows {
			if ruled {
				if i%2 == 1 {
					pdf.SetFillColor(215, 215, 215)
					pdf.Rect(45.5, y-10, 504, 26, "F")
				}
				pdf.Line(45, y+16, 550, y+16)
			}
			cents := rng.IntN(300000) + 1
			neg := rng.IntN(3) > 0
			a := germanAmount(cents, neg)
			amounts = append(amounts, a)
			d := fmt.Sprintf("%02d.03.2025", i%28+1)
			pdf.Text(50, y, d)
			pdf.Text(105, y, d)
			pdf.Text(160, y, tr(kinds[rng.IntN(len(kinds))]+" "+names[rng.IntN(len(names))]))
			pdf.Text(540-pdf.GetStringWidth(a), y, a)
			pdf.Text(160, y+11, tr(fmt.Sprintf("EREF+%d SVWZ+Rechnung %d", 100000+rng.IntN(900000), rng.IntN(99999))))
			y += 26
		}
	})
	return data, amounts
}

func germanAmount(cents int, neg bool) string {
	euros := cents / 100
	s := fmt.Sprint(euros)
	if euros >= 1000 {
		s = fmt.Sprintf("%d.%03d", euros/1000, euros%1000)
	}
	s = fmt.Sprintf("%s,%02d", s, cents%100)
	if neg {
		s = "-" + s
	}
	return s
}

// scan renders pdf at dpi, turns it by deg, adds Gaussian noise and
// returns it as JPEG at quality q: a cheap flatbed scanner.
func scan(t testing.TB, pdf []byte, dpi int, deg, noise float64, q int, seed uint64) []byte {
	t.Helper()
	cmd := exec.Command("pdftoppm", "-r", fmt.Sprint(dpi), "-gray", "-singlefile")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftoppm: %v", err)
	}
	g, err := ocr.DecodePGM(out)
	if err != nil {
		t.Fatal(err)
	}
	g = rotateGray(g, deg)
	rng := rand.New(rand.NewPCG(seed, 11))
	for i, v := range g.Pix {
		n := float64(v) + rng.NormFloat64()*noise
		g.Pix[i] = uint8(math.Min(math.Max(n, 0), 255))
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, g, &jpeg.Options{Quality: q}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func rotateGray(g *image.Gray, deg float64) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	out := image.NewGray(g.Rect)
	sin, cos := math.Sincos(-deg * math.Pi / 180)
	cx, cy := float64(w)/2, float64(h)/2
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx, sy := int(cx+dx*cos-dy*sin+0.5), int(cy+dx*sin+dy*cos+0.5)
			v := uint8(255)
			if sx >= 0 && sy >= 0 && sx < w && sy < h {
				v = g.Pix[sy*g.Stride+sx]
			}
			out.Pix[y*out.Stride+x] = v
		}
	}
	return out
}

// amountsFound counts expected amounts present as words (a leading minus
// may be read as a separate token or dropped by OCR; the digits must match).
func amountsFound(doc *document.Document, amounts []string) int {
	seen := map[string]int{}
	for _, p := range doc.Pages {
		for _, w := range p.Words {
			seen[strings.TrimLeft(strings.Trim(w.Text, "€|"), "-—–")]++
		}
	}
	n := 0
	for _, a := range amounts {
		k := strings.TrimLeft(a, "-")
		if seen[k] > 0 {
			seen[k]--
			n++
		} else if os.Getenv("INTAKE_DEBUG") != "" {
			fmt.Println("missing amount", a)
		}
	}
	return n
}

// TestReadScanAmounts: noisy, turned JPEG scans (plain and ruled tables
// with shaded rows) must still read ≥ 97 % of the amounts in total.
func TestReadScanAmounts(t *testing.T) {
	needTools(t, "pdftoppm", "tesseract")
	plain, plainAmounts := statementPDF(t, 1, 26)
	ruled, ruledAmounts := statementPDFStyled(t, 1, 26, true)
	tests := []struct {
		name    string
		pdf     []byte
		amounts []string
		dpi     int
		deg     float64
		noise   float64
		q       int
	}{
		{"plain 300dpi 1deg noisy", plain, plainAmounts, 300, 1, 18, 80},
		{"plain 150dpi -1.5deg", plain, plainAmounts, 150, -1.5, 10, 75},
		{"ruled 300dpi -2deg heavy noise", ruled, ruledAmounts, 300, -2, 30, 60},
		{"ruled 200dpi 1deg heavy noise", ruled, ruledAmounts, 200, 1, 25, 60},
		// Photos held at an angle: with a 3° skew search, 5° lost rows
		// and 12° found none. (The ruled page at -10° reads 23/26: its
		// dotted row rules, smeared by the turn, touch the text; see
		// docs/intake.md.)
		{"plain 200dpi 6deg photo angle", plain, plainAmounts, 200, 6, 12, 80},
		{"plain 250dpi -10deg photo angle", plain, plainAmounts, 250, -10, 12, 80},
		{"ruled 250dpi 6deg photo angle", ruled, ruledAmounts, 250, 6, 12, 80},
		{"ruled 250dpi -4deg photo angle", ruled, ruledAmounts, 250, -4, 12, 80},
	}
	if testing.Short() {
		tests = tests[:1]
	}
	r := newTestReader(t, Config{})
	var got, want int
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			img := scan(t, tc.pdf, tc.dpi, tc.deg, tc.noise, tc.q, 3)
			doc, err := r.Read(context.Background(), img)
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if doc.Format != "jpeg" || len(doc.Pages) != 1 || doc.Pages[0].Source != document.OCR {
				t.Fatalf("got %q, %d pages", doc.Format, len(doc.Pages))
			}
			n := amountsFound(doc, tc.amounts)
			if os.Getenv("INTAKE_DEBUG") != "" {
				fmt.Println(docText(doc))
			}
			got += n
			want += len(tc.amounts)
			t.Logf("%s: %d/%d amounts", tc.name, n, len(tc.amounts))
			if n*10 < len(tc.amounts)*9 {
				t.Errorf("read %d/%d amounts\n%s", n, len(tc.amounts), docText(doc))
			}
		})
	}
	t.Logf("total: %d/%d amounts (%.1f %%)", got, want, 100*float64(got)/float64(want))
	if got*100 < want*97 {
		t.Errorf("read %d/%d amounts in total, want ≥ 97 %%", got, want)
	}
}

// TestReadUnevenlyLitPhoto: a phone-photo-like page (turned, lit from the
// top, the bottom at half brightness) must still read ≥ 90 % of amounts;
// a global threshold read 11/26 here, the local one 26/26.
func TestReadUnevenlyLitPhoto(t *testing.T) {
	needTools(t, "pdftoppm", "tesseract")
	src, amounts := statementPDF(t, 1, 26)
	cmd := exec.Command("pdftoppm", "-r", "250", "-gray", "-singlefile")
	cmd.Stdin = bytes.NewReader(src)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftoppm: %v", err)
	}
	g, err := ocr.DecodePGM(out)
	if err != nil {
		t.Fatal(err)
	}
	g = rotateGray(g, 1.5)
	rng := rand.New(rand.NewPCG(5, 5))
	h := g.Rect.Dy()
	for y := range h {
		light := 0.95 - 0.5*float64(y)/float64(h)
		row := g.Pix[y*g.Stride : y*g.Stride+g.Rect.Dx()]
		for x, v := range row {
			n := float64(v)*light + rng.NormFloat64()*6
			row[x] = uint8(math.Min(math.Max(n, 0), 255))
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, g, &jpeg.Options{Quality: 85}); err != nil {
		t.Fatal(err)
	}
	doc, err := newTestReader(t, Config{}).Read(context.Background(), buf.Bytes())
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	n := amountsFound(doc, amounts)
	t.Logf("uneven light: %d/%d amounts", n, len(amounts))
	if n*10 < len(amounts)*9 {
		t.Errorf("read %d/%d amounts\n%s", n, len(amounts), docText(doc))
	}
}
