package synth

// PostScript-produced statements (the hh-* batch). Many bank PDFs are not
// written by a PDF library at all: the bank's print stream (AFP, a
// mainframe's line data, a business-banking program's print job through
// a PDFCreator-style printer driver) is PostScript first and becomes a
// PDF by Ghostscript's pdfwrite. Its text layer differs from fpdf's:
// embedded Type 1C subsets of the URW fonts, text shown per glyph with
// explicit advances (xshow, as Windows printer drivers write it), per word
// (a document composer's "show" per word) or with extra letter spacing
// (ashow); troff (groff -Tps) typesets its own way. A Statement whose
// PostScript is set is converted here; one whose Troff is set is typeset
// by groff first. Both keep their Pages as what the layout placed (the
// words the tests look for); Document has no fast path for them.
//
// Shapes (rules, shaded rows, boxes) are drawn under the text by every
// producer: fpdf (render.go, fontrender.go), PostScript and troff. Pages
// without shapes render byte for byte as before.
//
// Determinism: Ghostscript is run with -dOmitInfoDate -dOmitID
// -dOmitXMP, so the same program gives the same bytes on one machine.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os/exec"
	"regexp"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

// Shape is a graphic under a page's text, in points from the top-left.
type Shape struct {
	Kind       string  // "fill" (a rectangle filled Grey), "box" (its outline), "line" (from X,Y to X+W,Y+H)
	X, Y, W, H float64 //
	Grey       float64 // fill: 0 black … 1 white
	Width      float64 // box and line: the stroke width
}

// ErrNoGhostscript is returned when a PostScript or troff statement is to
// be rendered and Ghostscript is not installed.
var ErrNoGhostscript = errors.New("synth: PostScript-produced (hh-*) statements need Ghostscript: no gs on PATH (make deps installs ghostscript)")

// PSTimeout bounds one conversion.
const PSTimeout = time.Minute

var psDateRE = regexp.MustCompile(`%%CreationDate: [^\n]*`)

// drawShapes draws shapes with fpdf (render.go's and fontrender.go's
// producers) and restores black.
func drawShapes(pdf *fpdf.Fpdf, shapes []Shape) {
	if len(shapes) == 0 {
		return
	}
	for _, s := range shapes {
		switch s.Kind {
		case "fill":
			v := int(math.Round(s.Grey * 255))
			pdf.SetFillColor(v, v, v)
			pdf.Rect(s.X, s.Y, s.W, s.H, "F")
		case "box":
			pdf.SetLineWidth(s.Width)
			pdf.Rect(s.X, s.Y, s.W, s.H, "D")
		case "line":
			pdf.SetLineWidth(s.Width)
			pdf.Line(s.X, s.Y, s.X+s.W, s.Y+s.H)
		}
	}
	pdf.SetFillColor(0, 0, 0)
	pdf.SetDrawColor(0, 0, 0)
}

// psStyle says how a statement's pages are written as PostScript.
type psStyle struct {
	W, H          float64 // page size in points (landscape: W > H)
	Regular, Bold string  // URW font names Ghostscript has
	// Show is how text is shown: "xshow" (every glyph with its advance
	// rounded to 600 dpi, Helvetica metrics: Regular/Bold must be Nimbus
	// Sans or Nimbus Sans Narrow, scaled by Narrow), "words" (each word
	// shown on its own, the space advanced by moveto), "ashow" (AX
	// points after every glyph), "show" (a string per item).
	Show   string
	AX     float64
	Narrow float64 // xshow: the face's width relative to Helvetica (1: Helvetica; 0.82: Helvetica Narrow)
	// Creator and Title go into the document information.
	Creator, Title string
}

// psEncode is s in the program's encoding (Windows-1252 placement of the
// few non-Latin-1 characters the layouts print), with PostScript string
// escapes.
func psEncode(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		var c int
		switch {
		case r == '€':
			c = 0x80
		case r == '„':
			c = 0x84
		case r == '•':
			c = 0x95
		case r == '–':
			c = 0x96
		case r == '—':
			c = 0x97
		case r == '“':
			c = 0x93
		case r == '”':
			c = 0x94
		case r == '\u00a0':
			c = ' '
		case r < 256:
			c = int(r)
		default:
			c = '?'
		}
		b = append(b, byte(c))
	}
	return pdfEscape(string(b))
}

// psProlog reencodes the faces (Latin-1 with a real hyphen and the
// Windows-1252 extras) and defines the show procedures.
const psProlog = `/WinEnc ISOLatin1Encoding 256 array copy def
WinEnc 45 /hyphen put WinEnc 39 /quotesingle put WinEnc 96 /grave put
WinEnc 128 /Euro put WinEnc 132 /quotedblbase put WinEnc 147 /quotedblleft put
WinEnc 148 /quotedblright put WinEnc 149 /bullet put WinEnc 150 /endash put WinEnc 151 /emdash put
/RE { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall
  /Encoding WinEnc def currentdict end definefont pop } bind def
/L { moveto show } bind def
/R { 3 -1 roll dup stringwidth pop 4 -1 roll exch sub 3 -1 roll moveto show } bind def
/XL { moveto xshow } bind def
/SP { ( ) stringwidth pop } bind def
/WL { moveto { show SP 0 rmoveto } forall } bind def
/WW { 0 exch { stringwidth pop add SP add } forall SP sub } bind def
/WR { /yy exch def /xx exch def dup WW xx exch sub yy moveto { show SP 0 rmoveto } forall } bind def
/AL { moveto AX 0 3 -1 roll ashow } bind def
/AR { /yy exch def /xx exch def dup dup stringwidth pop exch length AX mul add xx exch sub yy moveto AX 0 3 -1 roll ashow } bind def
/FR { setgray rectfill 0 setgray } bind def
/LN { setlinewidth moveto lineto stroke } bind def
/BX { setlinewidth rectstroke } bind def
`

// psProgram writes pages as a PostScript program in style st.
func psProgram(pages []Page, st psStyle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%%!PS-Adobe-3.0\n%%%%Creator: %s\n%%%%Title: %s\n%%%%Pages: %d\n%%%%BoundingBox: 0 0 %d %d\n%%%%EndComments\n",
		st.Creator, st.Title, len(pages), int(math.Round(st.W)), int(math.Round(st.H)))
	b.WriteString("%%BeginProlog\n" + psProlog)
	fmt.Fprintf(&b, "/AX %.3f def\n/FR0 /%s-W /%s RE\n/FB0 /%s-W /%s RE\n%%%%EndProlog\n", st.AX, st.Regular, st.Regular, st.Bold, st.Bold)
	fmt.Fprintf(&b, "[ /Creator (%s) /Title (%s) /DOCINFO pdfmark\n", psEncode(st.Creator), psEncode(st.Title))
	var metrics *fpdf.Fpdf
	var tr func(string) string
	if st.Show == "xshow" {
		metrics, tr = newPDF()
	}
	num := func(v float64) string { return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.2f", v), "0"), ".") }
	for i, p := range pages {
		fmt.Fprintf(&b, "%%%%Page: %d %d\n<< /PageSize [%s %s] >> setpagedevice\n", i+1, i+1, num(st.W), num(st.H))
		for _, s := range p.Shapes {
			switch s.Kind {
			case "fill":
				fmt.Fprintf(&b, "%s %s %s %s %s FR\n", num(s.X), num(st.H-s.Y-s.H), num(s.W), num(s.H), num(s.Grey))
			case "box":
				fmt.Fprintf(&b, "%s %s %s %s %s BX\n", num(s.X), num(st.H-s.Y-s.H), num(s.W), num(s.H), num(s.Width))
			case "line":
				fmt.Fprintf(&b, "%s %s %s %s %s LN\n", num(s.X+s.W), num(st.H-s.Y-s.H), num(s.X), num(st.H-s.Y), num(s.Width))
			}
		}
		font := ""
		for _, it := range p.Items {
			if strings.TrimSpace(it.Text) == "" {
				continue
			}
			f := "/" + st.Regular + "-W"
			if it.Bold {
				f = "/" + st.Bold + "-W"
			}
			if k := f + num(it.Size); k != font {
				fmt.Fprintf(&b, "%s %s selectfont\n", f, num(it.Size))
				font = k
			}
			x, y := num(it.X), num(st.H-it.Y-it.Size*0.8)
			switch st.Show {
			case "xshow":
				metrics.SetFont("Helvetica", style(it), it.Size)
				var adv []string
				total := 0.0
				for _, r := range it.Text {
					a := metrics.GetStringWidth(tr(string(r))) * st.Narrow
					a = math.Round(a*600/72) * 72 / 600 // the driver's device units
					adv = append(adv, num(a))
					total += a
				}
				if it.Right {
					x = num(it.X - total)
				}
				fmt.Fprintf(&b, "(%s) [%s] %s %s XL\n", psEncode(it.Text), strings.Join(adv, " "), x, y)
			case "words":
				var ws []string
				for _, w := range strings.Fields(it.Text) {
					ws = append(ws, "("+psEncode(w)+")")
				}
				op := "WL"
				if it.Right {
					op = "WR"
				}
				fmt.Fprintf(&b, "[%s] %s %s %s\n", strings.Join(ws, " "), x, y, op)
			case "ashow":
				op := "AL"
				if it.Right {
					op = "AR"
				}
				fmt.Fprintf(&b, "(%s) %s %s %s\n", psEncode(it.Text), x, y, op)
			default:
				op := "L"
				if it.Right {
					op = "R"
				}
				fmt.Fprintf(&b, "(%s) %s %s %s\n", psEncode(it.Text), x, y, op)
			}
		}
		b.WriteString("showpage\n")
	}
	b.WriteString("%%EOF\n")
	return b.String()
}

// troffStyle says how a statement's pages are written for groff.
type troffStyle struct {
	Regular, Bold string // groff devps font names (TR, TB, HR, HB, …)
}

// troffEscape makes s safe as troff text: backslashes, and a control
// character at the start of the line.
func troffEscape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	s = strings.ReplaceAll(s, "\u00a0", `\~`)
	s = strings.ReplaceAll(s, "'", `\[aq]`)
	return s
}

// troffProgram writes pages as a troff document: every line of items at
// its absolute position (.sp |…), each item at its absolute horizontal
// position (\h'|…'), right-aligned ones by their width in troff's own
// metrics (\w'…'), the shapes as drawing functions (\D'…'); a .bp
// between pages. groff typesets and grops writes the PostScript.
func troffProgram(pages []Page, st troffStyle) string {
	var b strings.Builder
	num := func(v float64) string { return fmt.Sprintf("%.2fp", v) }
	b.WriteString(".\\\" papierkram synth: typeset with groff -Tps\n.pl 841.89p\n.po 0\n.ll 595p\n.nf\n.nh\n.vs 10p\n")
	greys := map[int]bool{}
	for _, p := range pages {
		for _, s := range p.Shapes {
			if g := int(s.Grey*100 + 0.5); s.Kind == "fill" && !greys[g] {
				greys[g] = true
				fmt.Fprintf(&b, ".defcolor hhgrey%02d gray 0.%02d\n", g, g)
			}
		}
	}
	for i, p := range pages {
		if i > 0 {
			b.WriteString(".bp\n")
		}
		for _, s := range p.Shapes {
			// A drawing from the baseline of a line of its own.
			fmt.Fprintf(&b, ".sp |%s\n\\h'|%s'", num(s.Y-10), num(s.X))
			switch s.Kind {
			case "fill":
				fmt.Fprintf(&b, "\\M[hhgrey%02d]\\D'P %s 0 0 %s -%s 0'\\M[]\n", int(s.Grey*100+0.5), num(s.W), num(s.H), num(s.W))
			case "box":
				fmt.Fprintf(&b, "\\D't %s'\\D'p %s 0 0 %s -%s 0'\n", num(s.Width), num(s.W), num(s.H), num(s.W))
			case "line":
				fmt.Fprintf(&b, "\\D't %s'\\D'l %s %s'\n", num(s.Width), num(s.W), num(s.H))
			}
		}
		// The items of one baseline make one output line.
		type line struct {
			y     float64
			items []Item
		}
		var ls []line
		for _, it := range p.Items {
			if strings.TrimSpace(it.Text) == "" {
				continue
			}
			y := it.Y + it.Size*0.8
			if n := len(ls); n > 0 && math.Abs(ls[n-1].y-y) < 0.01 {
				ls[n-1].items = append(ls[n-1].items, it)
				continue
			}
			ls = append(ls, line{y, []Item{it}})
		}
		for _, l := range ls {
			fmt.Fprintf(&b, ".sp |%s\n\\&", num(l.y-10))
			for _, it := range l.items {
				f := st.Regular
				if it.Bold {
					f = st.Bold
				}
				txt := troffEscape(it.Text)
				set := fmt.Sprintf("\\f[%s]\\s[%s]", f, strings.TrimSuffix(num(it.Size), "p"))
				if it.Right {
					fmt.Fprintf(&b, "%s\\h'|%s-\\w'%s'u'%s", set, num(it.X), txt, txt)
				} else {
					fmt.Fprintf(&b, "%s\\h'|%s'%s", set, num(it.X), txt)
				}
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// ghostscript converts a PostScript program to PDF.
func ghostscript(ctx context.Context, ps []byte) ([]byte, error) {
	if _, err := exec.LookPath("gs"); err != nil {
		return nil, ErrNoGhostscript
	}
	ctx, cancel := context.WithTimeout(ctx, PSTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite",
		"-dCompatibilityLevel=1.5", "-dAutoRotatePages=/None", "-dEmbedAllFonts=true", "-dSubsetFonts=true",
		"-dOmitInfoDate", "-dOmitID", "-dOmitXMP", "-sOutputFile=%stdout", "-")
	cmd.Stdin = bytes.NewReader(ps)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil || !bytes.HasPrefix(out.Bytes(), []byte("%PDF-")) {
		return nil, fmt.Errorf("synth: ghostscript: %v: %s", err, tail(stderr.Bytes(), 600))
	}
	return out.Bytes(), nil
}

// groffPS typesets a troff document to PostScript (A4, UTF-8 input).
func groffPS(ctx context.Context, src string) ([]byte, error) {
	if _, err := exec.LookPath("groff"); err != nil {
		return nil, errors.New("synth: troff statements need groff (groff-base)")
	}
	ctx, cancel := context.WithTimeout(ctx, PSTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "groff", "-Kutf8", "-Tps", "-dpaper=a4", "-P-pa4")
	cmd.Stdin = strings.NewReader(src)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("synth: groff: %v: %s", err, tail(stderr.Bytes(), 600))
	}
	// grops stamps the time into %%CreationDate: a fixed one.
	b := psDateRE.ReplaceAll(out.Bytes(), []byte("%%CreationDate: Wed Jan  1 00:00:00 2025"))
	return b, nil
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

// psPDF converts the statement's PostScript (or troff) to PDF.
func (s *Statement) psPDF() ([]byte, error) {
	ctx := context.Background()
	ps := []byte(s.PostScript)
	if s.Troff != "" {
		var err error
		if ps, err = groffPS(ctx, s.Troff); err != nil {
			return nil, err
		}
	}
	b, err := ghostscript(ctx, ps)
	if err != nil {
		return nil, fmt.Errorf("%s/%d: %w", s.Truth.Layout, s.Truth.Seed, err)
	}
	return b, nil
}
