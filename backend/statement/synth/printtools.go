package synth

// External producers of the hg-* batch. Bank PDFs come out of more
// programs than fpdf, Chromium, Ghostscript and groff: a mainframe's
// plain-text listing printed by enscript (Courier, enscript's own page
// head with "Blatt 1 von 3"), a document generator that writes the
// content streams itself (mutool create: base-14 Helvetica, no Info
// dictionary), Qt WebKit (wkhtmltopdf, the engine many portals' "PDF
// export" runs), and a letter-production system that draws the
// letterhead once as a form XObject placed on every page and hands the
// file to a post-processor (qpdf: object streams, linearized). Qt
// numbers its font subsets in no fixed order, so a wkhtmltopdf print is
// kept in the print cache (htmlprint.go) as Chromium's are. A
// Statement whose Tool is set is made here; every other statement keeps
// its path and its bytes. Each tool's absence is a clear error naming
// the Debian package (make deps installs them).

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/go-pdf/fpdf"
)

// toolPackages names the Debian package of every tool.
var toolPackages = map[string]string{
	"enscript":    "enscript",
	"mutool":      "mupdf-tools",
	"wkhtmltopdf": "wkhtmltopdf",
	"qpdf":        "qpdf",
	"gs":          "ghostscript",
}

// ToolMissing says why a statement made by tool cannot be rendered here
// ("" when it can).
func ToolMissing(tool string) string {
	need := []string{tool}
	if tool == "enscript" {
		need = append(need, "gs")
	}
	for _, c := range need {
		if _, err := exec.LookPath(c); err != nil {
			return fmt.Sprintf("synth: %s-produced (hg-*) statements need %s: not on PATH (make deps installs %s)", tool, c, toolPackages[c])
		}
	}
	return ""
}

// runTool runs name with args, stdin in, and returns its stdout.
func runTool(ctx context.Context, in []byte, env []string, name string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, PSTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stdin = bytes.NewReader(in)
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("synth: %s: %v: %s", name, err, tail(stderr.Bytes(), 600))
	}
	return out.Bytes(), nil
}

// latin1 encodes s as ISO-8859-1 for enscript (characters outside it
// become '?').
func latin1(s string) []byte {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r < 256 {
			b = append(b, byte(r))
		} else {
			b = append(b, '?')
		}
	}
	return b
}

var wkPageRE = regexp.MustCompile(`/Type\s*/Page[^s]`)

// toolPDF makes the statement's PDF with its Tool.
func (s *Statement) toolPDF() ([]byte, error) {
	// The hf-* and he-* batches' producers (heldout21.go, heldout22.go)
	// check their own programs.
	mk := hfTool(s.Tool)
	if mk == nil {
		mk = heTool(s.Tool)
	}
	if mk == nil {
		mk = hcTool(s.Tool)
	}
	if mk != nil {
		b, err := mk(context.Background(), s)
		if err != nil {
			return nil, fmt.Errorf("%s/%d: %w", s.Truth.Layout, s.Truth.Seed, err)
		}
		return b, nil
	}
	// A cached wkhtmltopdf print needs no wkhtmltopdf (as Chromium's).
	if m := ToolMissing(s.Tool); m != "" && s.Tool != "wkhtmltopdf" {
		return nil, fmt.Errorf("%s/%d: %s", s.Truth.Layout, s.Truth.Seed, m)
	}
	ctx := context.Background()
	wrapErr := func(err error) error { return fmt.Errorf("%s/%d: %w", s.Truth.Layout, s.Truth.Seed, err) }
	switch s.Tool {
	case "enscript":
		// Source: the listing, pages separated by form feeds; ToolArgs:
		// enscript's options (font, lines per page, header).
		args := append([]string{"-q", "-X", "latin1", "-M", "A4", "-o", "-"}, s.ToolArgs...)
		ps, err := runTool(ctx, latin1(s.Source), nil, "enscript", args...)
		if err != nil {
			return nil, wrapErr(err)
		}
		// enscript stamps the date and the user into its comments.
		ps = regexp.MustCompile(`(?m)^%%(CreationDate|For): .*$`).ReplaceAll(ps, []byte("%%$1: synth"))
		b, err := ghostscript(ctx, ps)
		if err != nil {
			return nil, wrapErr(err)
		}
		return b, nil
	case "mutool":
		// Source: the pages' content streams (with mutool's %% resource
		// lines), separated by form feeds.
		dir, err := os.MkdirTemp("", "synth-mutool-")
		if err != nil {
			return nil, wrapErr(err)
		}
		defer os.RemoveAll(dir)
		out := filepath.Join(dir, "statement.pdf")
		args := []string{"create", "-o", out, "-O", "compress"}
		for i, p := range strings.Split(s.Source, "\f") {
			name := filepath.Join(dir, fmt.Sprintf("page%02d.txt", i+1))
			if err := os.WriteFile(name, []byte(p), 0o600); err != nil {
				return nil, wrapErr(err)
			}
			args = append(args, name)
		}
		if _, err := runTool(ctx, nil, nil, "mutool", args...); err != nil {
			return nil, wrapErr(err)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			return nil, wrapErr(err)
		}
		return b, nil
	case "wkhtmltopdf":
		if s.printed == nil {
			// Qt numbers its font subsets in no fixed order: the same
			// document prints to different bytes. The print cache
			// (htmlprint.go's) keeps the first print, as for Chromium.
			cache := ""
			if d := PrintCacheDir(); d != "" {
				cache = filepath.Join(d, printCacheKey("wkhtmltopdf\x00"+strings.Join(s.ToolArgs, "\x00")+"\x00"+s.Source))
				if b, err := os.ReadFile(cache); err == nil && bytes.HasPrefix(b, []byte("%PDF-")) {
					if n := len(wkPageRE.FindAll(b, -1)); n > 0 {
						s.printed, s.Truth.Pages = b, n
						return bytes.Clone(b), nil
					}
				}
			}
			if m := ToolMissing(s.Tool); m != "" {
				return nil, wrapErr(fmt.Errorf("%s", m))
			}
			dir, err := os.MkdirTemp("", "synth-wk-")
			if err != nil {
				return nil, wrapErr(err)
			}
			defer os.RemoveAll(dir)
			in, out := filepath.Join(dir, "statement.html"), filepath.Join(dir, "statement.pdf")
			if err := os.WriteFile(in, []byte(s.Source), 0o600); err != nil {
				return nil, wrapErr(err)
			}
			args := append([]string{"-q"}, s.ToolArgs...)
			args = append(args, in, out)
			env := []string{"QT_QPA_PLATFORM=offscreen", "XDG_RUNTIME_DIR=" + dir, "HOME=" + dir}
			if _, err := runTool(ctx, nil, env, "wkhtmltopdf", args...); err != nil {
				return nil, wrapErr(err)
			}
			b, err := os.ReadFile(out)
			if err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
				return nil, wrapErr(fmt.Errorf("synth: wkhtmltopdf wrote no PDF (%v)", err))
			}
			b = pdfDateRE.ReplaceAll(b, []byte("(D:20250101000000"))
			n := len(wkPageRE.FindAll(b, -1))
			if n == 0 {
				return nil, wrapErr(fmt.Errorf("synth: wkhtmltopdf print has no pages"))
			}
			s.printed, s.Truth.Pages = b, n
			if cache != "" && os.MkdirAll(filepath.Dir(cache), 0o755) == nil {
				if f, err := os.CreateTemp(filepath.Dir(cache), ".print-*"); err == nil {
					_, werr := f.Write(b)
					cerr := f.Close()
					if werr != nil || cerr != nil || os.Rename(f.Name(), cache) != nil {
						os.Remove(f.Name())
					}
				}
			}
		}
		return bytes.Clone(s.printed), nil
	case "qpdf":
		b, err := s.xobjectPDF()
		if err != nil {
			return nil, wrapErr(err)
		}
		dir, err := os.MkdirTemp("", "synth-qpdf-")
		if err != nil {
			return nil, wrapErr(err)
		}
		defer os.RemoveAll(dir)
		in, out := filepath.Join(dir, "in.pdf"), filepath.Join(dir, "out.pdf")
		if err := os.WriteFile(in, b, 0o600); err != nil {
			return nil, wrapErr(err)
		}
		if _, err := runTool(ctx, nil, nil, "qpdf", "--object-streams=generate", "--linearize", "--deterministic-id", in, out); err != nil {
			return nil, wrapErr(err)
		}
		if b, err = os.ReadFile(out); err != nil {
			return nil, wrapErr(err)
		}
		return b, nil
	}
	return nil, fmt.Errorf("synth: unknown tool %q", s.Tool)
}

// xobjectPDF draws the pages with fpdf (core Helvetica) and the
// Letterhead as one form XObject placed on every page.
func (s *Statement) xobjectPDF() ([]byte, error) {
	pdf, tr := newPDF()
	pdf.SetCreator("Output-Management Briefschreibung 4.2", true)
	var head fpdf.Template
	if len(s.Letterhead) > 0 {
		head = pdf.CreateTemplate(func(t *fpdf.Tpl) {
			for _, it := range s.Letterhead {
				t.SetFont("Helvetica", style(it), it.Size)
				txt := tr(it.Text)
				x := it.X
				if it.Right {
					x -= t.GetStringWidth(txt)
				}
				t.Text(x, it.Y+it.Size*0.8, txt)
			}
		})
	}
	return corePages(pdf, tr, s.Pages, head)
}

// mutoolPage writes one page's items as a content stream for mutool
// create: base-14 Helvetica (F1) and Helvetica-Bold (F2) in WinAnsi,
// right-aligned items placed by fpdf's metrics of the same faces, shapes
// as path operators.
func mutoolPage(p Page, w, h float64, metrics *fpdf.Fpdf, tr func(string) string) string {
	num := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	var b strings.Builder
	fmt.Fprintf(&b, "%%%%MediaBox 0 0 %s %s\n%%%%Font F1 Helvetica\n%%%%Font F2 Helvetica-Bold\n", num(w), num(h))
	for _, sh := range p.Shapes {
		switch sh.Kind {
		case "fill":
			fmt.Fprintf(&b, "%s g %s %s %s %s re f 0 g\n", num(sh.Grey), num(sh.X), num(h-sh.Y-sh.H), num(sh.W), num(sh.H))
		case "box":
			fmt.Fprintf(&b, "%s w %s %s %s %s re S\n", num(sh.Width), num(sh.X), num(h-sh.Y-sh.H), num(sh.W), num(sh.H))
		case "line":
			fmt.Fprintf(&b, "%s w %s %s m %s %s l S\n", num(sh.Width), num(sh.X), num(h-sh.Y), num(sh.X+sh.W), num(h-sh.Y-sh.H))
		}
	}
	b.WriteString("BT\n")
	for _, it := range p.Items {
		if strings.TrimSpace(it.Text) == "" {
			continue
		}
		font := "F1"
		if it.Bold {
			font = "F2"
		}
		txt := tr(it.Text)
		x := it.X
		if it.Right {
			metrics.SetFont("Helvetica", style(it), it.Size)
			x -= metrics.GetStringWidth(txt)
		}
		fmt.Fprintf(&b, "/%s %s Tf 1 0 0 1 %s %s Tm (%s) Tj\n", font, num(it.Size), num(x), num(h-it.Y-it.Size*0.8), pdfEscape(txt))
	}
	b.WriteString("ET\n")
	return b.String()
}

// mutoolSource writes pages as mutool create's input.
func mutoolSource(pages []Page, w, h float64) string {
	metrics, tr := newPDF()
	var ps []string
	for _, p := range pages {
		ps = append(ps, mutoolPage(p, w, h, metrics, tr))
	}
	return strings.Join(ps, "\f")
}

// pdfEscape writes s (bytes in the font's encoding) as the inside of a
// PDF or PostScript literal string: parentheses and backslash escaped,
// bytes outside printable ASCII as octal so the file stays 7-bit.
func pdfEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '(' || c == ')' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 32 || c > 126:
			fmt.Fprintf(&b, "\\%03o", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
