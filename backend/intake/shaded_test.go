package intake

import (
	"context"
	"strings"
	"testing"
	"time"

	"papierkram/backend/statement/synth"
)

// TestSparseShadedLastPage reads phone photos whose last page holds only
// the final bookings and the closing balance on softly shaded paper. The
// global ink threshold sees no ink there; before the flat-field fallback
// (ocr/flatfield.go) the page came back with no words and the statement
// lost its closing balance.
func TestSparseShadedLastPage(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR of four photographed pages")
	}
	needTools(t, "pdftoppm", "pdfimages", "tesseract")
	tests := []struct {
		layout string
		seed   uint64
		want   string // a word of the closing-balance line
	}{
		{"app", 2000, "Kontostand"},
		{"sh", 2002, "Kontostand"},
	}
	r := newTestReader(t, Config{Timeout: 5 * time.Minute})
	for _, tt := range tests {
		t.Run(tt.layout, func(t *testing.T) {
			ctx := context.Background()
			st, err := synth.GenerateWith(tt.layout, tt.seed, synth.Options{MaxTransactions: 24})
			if err != nil {
				t.Fatal(err)
			}
			input, _, err := st.Scanned(ctx, synth.PhotoParams(tt.seed))
			if err != nil {
				t.Fatal(err)
			}
			doc, err := r.Read(ctx, input)
			if err != nil {
				t.Fatal(err)
			}
			last := doc.Pages[len(doc.Pages)-1]
			var words []string
			for _, w := range last.Words {
				words = append(words, w.Text)
			}
			text := strings.Join(words, " ")
			if len(doc.Pages) < 2 || !strings.Contains(text, tt.want) {
				t.Errorf("%d pages; last page has %d words, want %q among them: %s", len(doc.Pages), len(last.Words), tt.want, text)
			}
		})
	}
}
