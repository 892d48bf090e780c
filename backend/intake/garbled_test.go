package intake

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"

	"papierkram/backend/document"
	"papierkram/backend/internal/hostile"
)

// shifted moves every ASCII letter n places on, as a font whose codes are
// offset from its glyphs reads without a Unicode map.
func shifted(s string, n int) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+rune(n))%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+rune(n))%26
		}
		return r
	}, s)
}

func wordsOf(lines ...string) []document.Word {
	var ws []document.Word
	for _, l := range lines {
		for _, f := range strings.Fields(l) {
			ws = append(ws, document.Word{Text: f})
		}
	}
	return ws
}

func TestReadable(t *testing.T) {
	german := strings.Join(bookingLines, " ")
	english := "Statement of account for the period from the first to the last day of February, " +
		"opening balance, card payment at the supermarket, direct debit for the electricity bill, " +
		"salary payment received from your employer, standing order for rent, closing balance"
	for _, tc := range []struct {
		name string
		text string
		want bool
	}{
		{"german statement", german, true},
		{"english statement", english, true},
		{"shifted by 3", shifted(german, 3), false},
		{"shifted by 1", shifted(german, 1), false},
		{"shifted english", shifted(english, 7), false},
		{"too short to tell", shifted("Kontoauszug Lastschrift", 3), true},
		{"numbers only", strings.Repeat("03.02.2025 -45,00 1.234,56 ", 40), true},
		{"capitals", strings.ToUpper(german), true},
		{"scrambled names among bookings", german + " HpgbxT VoPcx QwrtzU Xyvbn", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := readable(wordsOf(tc.text)); got != tc.want {
				t.Errorf("readable(%.40q…) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
}

// TestScrambledTextLayer: a page whose text layer reads as garbage is read
// by OCR, not passed on as text; an ordinary text page stays text.
func TestScrambledTextLayer(t *testing.T) {
	needTools(t, "pdftotext", "pdfinfo", "pdftoppm", "tesseract")
	r := newTestReader(t, Config{})
	for _, tc := range []struct {
		name string
		pdf  []byte
		want document.Source
	}{
		{"scrambled", scrambledPDF(t, bookingLines, 3), document.OCR},
		{"upright", uprightPDF(t, 1), document.TextLayer},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := read(t, r, tc.pdf)
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if got := d.Pages[0].Source; got != tc.want {
				t.Errorf("page source = %v, want %v", got, tc.want)
			}
			text := docText(d)
			for _, w := range []string{"Kontoauszug", "Lastschrift", "Stadtwerke", "45,00", "28.02.2025"} {
				if !strings.Contains(text, w) {
					t.Errorf("text lacks %q:\n%s", w, text)
				}
			}
		})
	}
}

// scrambledPDF draws lines in a Type 3 font whose glyphs show Helvetica
// characters but whose codes are shifted by shift and whose glyph names
// mean nothing, with no ToUnicode map: the page looks right, and its text
// layer reads as garbage, as PDFs from some print-stream converters and
// browser font subsets do. The space keeps its code, so the garbage comes
// in words.
func scrambledPDF(t testing.TB, lines []string, shift int) []byte {
	t.Helper()
	f := fpdf.New("P", "pt", "A4", "")
	tr := f.UnicodeTranslatorFromDescriptor("") // cp1252
	f.SetFont("Helvetica", "", 1000)            // widths in glyph units
	code := func(b byte) int {
		if b == ' ' {
			return ' '
		}
		return 33 + (int(b)-33+shift)%223
	}
	name := func(c int) string { return fmt.Sprintf("q%c%c", 'a'+c/26%26, 'a'+c%26) }
	objs := []string{"<< /Type /Catalog /Pages 2 0 R >>", ""} // the page tree is filled in last
	add := func(s string) int { objs = append(objs, s); return len(objs) }
	stream := func(s string) string { return hostile.Stream("", []byte(s)) }
	helv := add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	glyph := make(map[int]byte)
	for b := 32; b <= 255; b++ {
		glyph[code(byte(b))] = byte(b)
	}
	var procs, diffs, widths bytes.Buffer
	for c := 32; c <= 255; c++ {
		s := string([]byte{glyph[c]})
		w := f.GetStringWidth(s)
		if s == "(" || s == ")" || s == `\` {
			s = `\` + s
		}
		id := add(stream(fmt.Sprintf("%.0f 0 d0 BT /F1 1000 Tf (%s) Tj ET", w, s)))
		fmt.Fprintf(&procs, "/%s %d 0 R ", name(c), id)
		fmt.Fprintf(&diffs, "/%s ", name(c))
		fmt.Fprintf(&widths, "%.0f ", w)
	}
	t3 := add(fmt.Sprintf("<< /Type /Font /Subtype /Type3 /FontBBox [0 -250 1100 950] /FontMatrix [0.001 0 0 0.001 0 0] "+
		"/CharProcs << %s>> /Encoding << /Type /Encoding /Differences [32 %s] >> /FirstChar 32 /LastChar 255 /Widths [%s] "+
		"/Resources << /Font << /F1 %d 0 R >> >> >>", procs.String(), diffs.String(), widths.String(), helv))
	var content bytes.Buffer
	for i, l := range lines {
		var enc bytes.Buffer
		for _, b := range []byte(tr(l)) {
			c := byte(code(b))
			if c == '(' || c == ')' || c == '\\' {
				enc.WriteByte('\\')
			}
			enc.WriteByte(c)
		}
		fmt.Fprintf(&content, "BT /T3 10 Tf 60 %d Td (%s) Tj ET\n", 842-90-i*18, enc.String())
	}
	cont := add(stream(content.String()))
	page := add(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /T3 %d 0 R >> >> /Contents %d 0 R >>", t3, cont))
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", page)
	return hostile.RawPDF(objs...)
}
