package intake

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"
)

// Text annotations. A reviewer's FreeText box or stamp ("GEBUCHT
// 17.08.2022 / DATEV Kto. 1200", "privat?") is drawn by its appearance
// stream, and poppler's text tools (pdftotext, pdftohtml) extract that
// text with the page's own: nothing in `pdftotext -tsv` tells the two
// apart and poppler has no switch to leave annotations out (only
// pdftoppm's -hide-annotations). The annotation dictionaries themselves
// say where such text stands (/Rect) and what it reads (/Contents), so
// the words pdftotext reports inside that rectangle and spelled as in
// /Contents are the annotation's, not the document's. Highlights, ink and
// sticky notes draw no text and are left alone; so are form fields
// (Widget), whose values are the document's content.

// textAnnot is a FreeText or Stamp annotation: its rectangle in PDF user
// space (origin bottom left) and the words of its /Contents, lower-cased.
type textAnnot struct {
	x0, y0, x1, y1 float64
	words          map[string]bool
}

// Limits for reading annotations from untrusted files: object streams are
// inflated up to these sizes, dictionaries are parsed to a small depth.
const (
	annotMaxStreams   = 256
	annotMaxInflate   = 4 << 20
	annotMaxTotal     = 16 << 20
	annotMaxDictBytes = 64 << 10
	annotMaxDepth     = 16
	annotMaxFound     = 4096 // subtype names looked at
)

// textAnnotations finds the FreeText and Stamp annotations of a PDF, in
// the file's plain objects and in its compressed object streams. It reads
// no page tree: a word is matched by position and spelling, which no
// content word on another page shares by chance.
func textAnnotations(data []byte) []textAnnot {
	bufs := [][]byte{data}
	total := 0
	for i, n := 0, 0; n < annotMaxStreams; n++ {
		k := bytes.Index(data[i:], []byte("/ObjStm"))
		if k < 0 {
			break
		}
		at := i + k
		i = at + len("/ObjStm")
		if dec := objectStream(data, at, annotMaxTotal-total); dec != nil {
			total += len(dec)
			bufs = append(bufs, dec)
		}
		if total >= annotMaxTotal {
			break
		}
	}
	var out []textAnnot
	seen := 0
	for _, b := range bufs {
		for _, sub := range []string{"/FreeText", "/Stamp"} {
			for i := 0; seen < annotMaxFound; seen++ {
				k := bytes.Index(b[i:], []byte(sub))
				if k < 0 {
					break
				}
				at := i + k
				i = at + len(sub)
				if a, ok := annotAt(b, at); ok {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// objectStream inflates the object stream whose dictionary holds the name
// at pos, up to max bytes; nil when it is not a plain Flate stream.
func objectStream(data []byte, pos, max int) []byte {
	start, ok := dictStart(data, pos)
	if !ok {
		return nil
	}
	d, end, ok := parseDict(data, start)
	if !ok || d["Type"] != pdfName("ObjStm") || !flateOnly(d["Filter"]) || d["DecodeParms"] != nil {
		return nil
	}
	rest := data[end:]
	k := bytes.Index(rest, []byte("stream"))
	if k < 0 || len(bytes.TrimSpace(rest[:k])) > 0 {
		return nil
	}
	rest = rest[k+len("stream"):]
	if len(rest) > 0 && rest[0] == '\r' {
		rest = rest[1:]
	}
	if len(rest) > 0 && rest[0] == '\n' {
		rest = rest[1:]
	}
	zr, err := zlib.NewReader(bytes.NewReader(rest))
	if err != nil {
		return nil
	}
	defer zr.Close()
	dec, _ := io.ReadAll(io.LimitReader(zr, int64(min(max, annotMaxInflate))))
	return dec
}

// flateOnly reports a /Filter of FlateDecode alone, as a name or a
// one-element array.
func flateOnly(f any) bool {
	if a, ok := f.([]any); ok && len(a) == 1 {
		f = a[0]
	}
	return f == pdfName("FlateDecode")
}

// annotAt reads the annotation dictionary around the subtype name at pos.
func annotAt(b []byte, pos int) (textAnnot, bool) {
	start, ok := dictStart(b, pos)
	if !ok {
		return textAnnot{}, false
	}
	d, _, ok := parseDict(b, start)
	if !ok {
		return textAnnot{}, false
	}
	st := d["Subtype"]
	if st != pdfName("FreeText") && st != pdfName("Stamp") {
		return textAnnot{}, false
	}
	r, ok := d["Rect"].([]any)
	c, ok2 := d["Contents"].(pdfString)
	if !ok || !ok2 || len(r) != 4 {
		return textAnnot{}, false
	}
	var v [4]float64
	for i := range v {
		f, ok := r[i].(float64)
		if !ok {
			return textAnnot{}, false
		}
		v[i] = f
	}
	a := textAnnot{x0: min(v[0], v[2]), y0: min(v[1], v[3]), x1: max(v[0], v[2]), y1: max(v[1], v[3]), words: map[string]bool{}}
	for _, w := range strings.Fields(decodePDFString(c)) {
		a.words[strings.ToLower(w)] = true
	}
	return a, len(a.words) > 0
}

// dictStart finds the "<<" opening the dictionary that encloses pos.
func dictStart(b []byte, pos int) (int, bool) {
	depth := 0
	for i := pos - 1; i > 0 && pos-i < annotMaxDictBytes; i-- {
		switch {
		case b[i] == '>' && b[i-1] == '>':
			depth++
			i--
		case b[i] == '<' && b[i-1] == '<':
			if depth == 0 {
				return i - 1, true
			}
			depth--
			i--
		}
	}
	return 0, false
}

type (
	pdfName   string
	pdfString []byte
	pdfRef    struct{}
)

// parseDict parses the dictionary starting at b[i] ("<<") and returns it
// and the offset after its ">>".
func parseDict(b []byte, i int) (map[string]any, int, bool) {
	v, end, ok := parseObj(b, i, 0)
	d, isDict := v.(map[string]any)
	return d, end, ok && isDict
}

func skipSpace(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\r', '\n', '\f', 0:
			i++
		case '%':
			for i < len(b) && b[i] != '\n' && b[i] != '\r' {
				i++
			}
		default:
			return i
		}
	}
	return i
}

func delimiter(c byte) bool {
	return strings.IndexByte(" \t\r\n\f\x00()<>[]{}/%", c) >= 0
}

// parseObj parses one PDF object at b[i]: enough of the syntax for
// annotation and stream dictionaries (names, numbers, strings, arrays,
// dictionaries, references read as pdfRef).
func parseObj(b []byte, i, depth int) (any, int, bool) {
	if depth > annotMaxDepth {
		return nil, i, false
	}
	i = skipSpace(b, i)
	if i >= len(b) {
		return nil, i, false
	}
	switch c := b[i]; {
	case c == '<' && i+1 < len(b) && b[i+1] == '<':
		d := map[string]any{}
		i += 2
		for {
			i = skipSpace(b, i)
			if i+1 < len(b) && b[i] == '>' && b[i+1] == '>' {
				return d, i + 2, true
			}
			k, j, ok := parseObj(b, i, depth+1)
			key, isName := k.(pdfName)
			if !ok || !isName {
				return nil, j, false
			}
			v, j2, ok := parseObj(b, j, depth+1)
			if !ok {
				return nil, j2, false
			}
			d[string(key)] = v
			i = j2
		}
	case c == '[':
		var arr []any
		i++
		for {
			i = skipSpace(b, i)
			if i < len(b) && b[i] == ']' {
				return arr, i + 1, true
			}
			v, j, ok := parseObj(b, i, depth+1)
			if !ok {
				return nil, j, false
			}
			arr = append(arr, v)
			i = j
		}
	case c == '/':
		j := i + 1
		for j < len(b) && !delimiter(b[j]) {
			j++
		}
		return pdfName(b[i+1 : j]), j, true
	case c == '(':
		return literalString(b, i)
	case c == '<':
		j := bytes.IndexByte(b[i:], '>')
		if j < 0 {
			return nil, i, false
		}
		return hexString(b[i+1 : i+j]), i + j + 1, true
	default:
		j := i
		for j < len(b) && !delimiter(b[j]) {
			j++
		}
		tok := string(b[i:j])
		if j == i {
			return nil, i, false
		}
		if f, err := strconv.ParseFloat(tok, 64); err == nil {
			// "12 0 R": a reference, read as one object.
			if k := skipSpace(b, j); k < len(b) && b[k] >= '0' && b[k] <= '9' {
				m := k
				for m < len(b) && b[m] >= '0' && b[m] <= '9' {
					m++
				}
				if n := skipSpace(b, m); n < len(b) && b[n] == 'R' && (n+1 == len(b) || delimiter(b[n+1])) {
					return pdfRef{}, n + 1, true
				}
			}
			return f, j, true
		}
		return tok, j, true // true, false, null
	}
}

func literalString(b []byte, i int) (any, int, bool) {
	var out []byte
	depth := 0
	for j := i + 1; j < len(b); j++ {
		c := b[j]
		switch c {
		case '\\':
			j++
			if j >= len(b) {
				return nil, j, false
			}
			switch e := b[j]; e {
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case '\r':
				if j+1 < len(b) && b[j+1] == '\n' {
					j++
				}
			case '\n':
			default:
				if e >= '0' && e <= '7' {
					v, n := 0, 0
					for n < 3 && j < len(b) && b[j] >= '0' && b[j] <= '7' {
						v = v*8 + int(b[j]-'0')
						j++
						n++
					}
					j--
					out = append(out, byte(v))
				} else {
					out = append(out, e)
				}
			}
		case '(':
			depth++
			out = append(out, c)
		case ')':
			if depth == 0 {
				return pdfString(out), j + 1, true
			}
			depth--
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return nil, len(b), false
}

func hexString(h []byte) pdfString {
	var out []byte
	hi, have := byte(0), false
	for _, c := range h {
		var v byte
		switch {
		case c >= '0' && c <= '9':
			v = c - '0'
		case c >= 'a' && c <= 'f':
			v = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			v = c - 'A' + 10
		default:
			continue
		}
		if have {
			out = append(out, hi<<4|v)
		} else {
			hi = v
		}
		have = !have
	}
	if have {
		out = append(out, hi<<4)
	}
	return out
}

// decodePDFString reads a text string: UTF-16BE after its byte order
// mark, UTF-8 after its mark, else PDFDocEncoding (Latin-1 for letters).
func decodePDFString(s pdfString) string {
	if len(s) >= 2 && s[0] == 0xFE && s[1] == 0xFF {
		u := make([]uint16, 0, len(s)/2)
		for i := 2; i+1 < len(s); i += 2 {
			u = append(u, uint16(s[i])<<8|uint16(s[i+1]))
		}
		return string(utf16.Decode(u))
	}
	if len(s) >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF {
		return string(s[3:])
	}
	r := make([]rune, len(s))
	for i, c := range s {
		r[i] = rune(c)
	}
	return string(r)
}

// dropAnnotationWords removes from `pdftotext -tsv` output the words that
// stand inside a text annotation's rectangle and are spelled as in its
// /Contents. Coordinates: TSV has its origin top left, the rectangle
// bottom left, on the page height of the TSV's page line.
func dropAnnotationWords(tsv []byte, annots []textAnnot) []byte {
	if len(annots) == 0 {
		return tsv
	}
	var out bytes.Buffer
	out.Grow(len(tsv))
	sc := bufio.NewScanner(bytes.NewReader(tsv))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	pageH := 0.0
	for sc.Scan() {
		line := sc.Bytes()
		f := strings.SplitN(string(line), "\t", 12)
		if len(f) == 12 {
			switch f[0] {
			case "1":
				pageH, _ = strconv.ParseFloat(f[9], 64)
			case "5":
				if annotWord(f, pageH, annots) {
					continue
				}
			}
		}
		out.Write(line)
		out.WriteByte('\n')
	}
	if sc.Err() != nil {
		return tsv
	}
	return out.Bytes()
}

func annotWord(f []string, pageH float64, annots []textAnnot) bool {
	var v [4]float64
	for i := range v {
		x, err := strconv.ParseFloat(f[6+i], 64)
		if err != nil {
			return false
		}
		v[i] = x
	}
	cx, cy := v[0]+v[2]/2, pageH-(v[1]+v[3]/2)
	w := strings.ToLower(f[11])
	const slack = 2 // points: appearance text may touch the border
	for _, a := range annots {
		if cx >= a.x0-slack && cx <= a.x1+slack && cy >= a.y0-slack && cy <= a.y1+slack && a.words[w] {
			return true
		}
	}
	return false
}
