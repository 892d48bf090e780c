package corpus

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"
)

// Style varies the look of a letter so that the analysers are not tuned
// to one layout.
type Style struct {
	Font       string  // Helvetica, Times or Courier (core fonts, cp1252)
	Size       float64 // body font size in pt
	Left       float64 // left margin in mm
	ValueX     float64 // right edge of value column in mm
	HeadRight  bool    // letterhead right-aligned instead of left
	SenderLine bool    // one-line sender address above the window
	Boxed      bool    // draw boxes around tables
}

var styles = []Style{
	{Font: "Helvetica", Size: 10.5, Left: 25, ValueX: 185, SenderLine: true},
	{Font: "Times", Size: 11.5, Left: 20, ValueX: 175, HeadRight: true},
	{Font: "Courier", Size: 10, Left: 22, ValueX: 180, SenderLine: true, Boxed: true},
	{Font: "Helvetica", Size: 11, Left: 30, ValueX: 170, HeadRight: true, SenderLine: true},
	{Font: "Times", Size: 10.5, Left: 25, ValueX: 188, Boxed: true},
	{Font: "Helvetica", Size: 9.5, Left: 18, ValueX: 192},
}

// Builder lays out a letter top to bottom.
type Builder struct {
	pdf   *fpdf.Fpdf
	st    Style
	tr    func(string) string
	y     float64
	lineH float64
}

func newBuilder(st Style) *Builder {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true) // deterministic output: same code, same bytes
	pdf.SetCreationDate(fixedTime)
	pdf.SetModificationDate(fixedTime)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(st.Left, 15, 210-st.ValueX)
	b := &Builder{pdf: pdf, st: st, tr: pdf.UnicodeTranslatorFromDescriptor(""), lineH: st.Size * 0.45}
	b.newPage()
	return b
}

func (b *Builder) newPage() {
	b.pdf.AddPage()
	b.y = 18
	b.font("", b.st.Size)
}

func (b *Builder) font(style string, size float64) {
	b.pdf.SetFont(b.st.Font, style, size)
}

func (b *Builder) need(h float64) {
	if b.y+h > 280 {
		b.newPage()
	}
}

// Head writes the letterhead lines.
func (b *Builder) Head(lines ...string) {
	for i, l := range lines {
		style, size := "", b.st.Size-1
		if i == 0 {
			style, size = "B", b.st.Size+2
		}
		b.font(style, size)
		w := b.pdf.GetStringWidth(b.tr(l))
		x := b.st.Left
		if b.st.HeadRight {
			x = b.st.ValueX - w
		}
		b.pdf.Text(x, b.y, b.tr(l))
		b.y += size * 0.45
	}
	b.y += 8
	b.font("", b.st.Size)
}

// Window writes the optional sender line and the recipient block.
func (b *Builder) Window(sender string, recipient ...string) {
	if b.st.SenderLine && sender != "" {
		b.font("U", b.st.Size-3)
		b.pdf.Text(b.st.Left, b.y, b.tr(sender))
		b.y += 5
	}
	b.font("", b.st.Size)
	for _, l := range recipient {
		b.pdf.Text(b.st.Left, b.y, b.tr(l))
		b.y += b.lineH
	}
	b.y += 8
}

// Right writes a right-aligned line (date line, reference).
func (b *Builder) Right(s string) {
	b.need(b.lineH)
	b.font("", b.st.Size)
	w := b.pdf.GetStringWidth(b.tr(s))
	b.pdf.Text(b.st.ValueX-w, b.y, b.tr(s))
	b.y += b.lineH + 2
}

// Heading writes a bold line.
func (b *Builder) Heading(s string) {
	b.need(b.lineH * 2)
	b.y += 2
	b.font("B", b.st.Size+1)
	b.pdf.Text(b.st.Left, b.y, b.tr(s))
	b.y += b.lineH + 2
	b.font("", b.st.Size)
}

// Line writes one plain line.
func (b *Builder) Line(s string) {
	b.need(b.lineH)
	b.font("", b.st.Size)
	b.pdf.Text(b.st.Left, b.y, b.tr(s))
	b.y += b.lineH
}

// Para writes a wrapped paragraph.
func (b *Builder) Para(s string) {
	b.font("", b.st.Size)
	// Wrap on words measured in the cp1252 font encoding (fpdf's
	// SplitText measures UTF-8 runes and fails on "€").
	width := b.st.ValueX - b.st.Left
	var line string
	flush := func() {
		b.need(b.lineH)
		b.pdf.Text(b.st.Left, b.y, b.tr(line))
		b.y += b.lineH
		line = ""
	}
	for _, w := range strings.Fields(s) {
		next := w
		if line != "" {
			next = line + " " + w
		}
		if line != "" && b.pdf.GetStringWidth(b.tr(next)) > width {
			flush()
			next = w
		}
		line = next
	}
	if line != "" {
		flush()
	}
	b.y += 2.5
}

// Row writes a label and a right-aligned value.
func (b *Builder) Row(label, value string) {
	b.RowMid(label, "", value)
}

// RowMid writes label, a middle column (rate) and a right-aligned value.
func (b *Builder) RowMid(label, mid, value string) {
	b.need(b.lineH)
	b.font("", b.st.Size)
	b.pdf.Text(b.st.Left, b.y, b.tr(label))
	if mid != "" {
		w := b.pdf.GetStringWidth(b.tr(mid))
		b.pdf.Text(b.st.ValueX-45-w, b.y, b.tr(mid))
	}
	w := b.pdf.GetStringWidth(b.tr(value))
	b.pdf.Text(b.st.ValueX-w, b.y, b.tr(value))
	if b.st.Boxed {
		b.pdf.SetLineWidth(0.1)
		b.pdf.Line(b.st.Left, b.y+1.2, b.st.ValueX, b.y+1.2)
	}
	b.y += b.lineH + 0.8
}

// Columns writes a row with values right-aligned at the given right edges.
func (b *Builder) Columns(label string, bold bool, edges []float64, values ...string) {
	b.need(b.lineH)
	style := ""
	if bold {
		style = "B"
	}
	b.font(style, b.st.Size-0.5)
	b.pdf.Text(b.st.Left, b.y, b.tr(label))
	for i, v := range values {
		w := b.pdf.GetStringWidth(b.tr(v))
		b.pdf.Text(edges[i]-w, b.y, b.tr(v))
	}
	b.y += b.lineH + 1
	b.font("", b.st.Size)
}

// Gap adds vertical space.
func (b *Builder) Gap() { b.y += b.lineH }

// Bytes returns the PDF.
func (b *Builder) Bytes() ([]byte, error) {
	var buf bytes.Buffer
	if err := b.pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("corpus: render pdf: %w", err)
	}
	return buf.Bytes(), nil
}
