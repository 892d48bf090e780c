package intake

import (
	"bytes"
	"image/png"
	"os/exec"
	"strings"
	"testing"

	"papierkram/backend/ocr"
)

// TestDarkModeScreenshot: a banking app's screenshot in dark mode (light
// text on a dark ground) is read like its light twin.
func TestDarkModeScreenshot(t *testing.T) {
	needTools(t, "pdftoppm", "tesseract")
	cmd := exec.Command("pdftoppm", "-r", "150", "-gray", "-singlefile")
	cmd.Stdin = bytes.NewReader(uprightPDF(t, 1))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftoppm: %v", err)
	}
	g, err := ocr.DecodePGM(out)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range g.Pix {
		if v >= 128 {
			g.Pix[i] = 28 // #1c1c1e, the ground of a dark theme
		} else {
			g.Pix[i] = 235 - v/4 // light text, anti-aliased
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, g); err != nil {
		t.Fatal(err)
	}
	d, err := read(t, newTestReader(t, Config{}), buf.Bytes())
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	text := docText(d)
	for _, w := range []string{"Kontoauszug", "Lastschrift", "Stadtwerke", "-45,00", "2.345,67", "28.02.2025"} {
		if !strings.Contains(text, w) {
			t.Errorf("text lacks %q:\n%s", w, text)
		}
	}
}
