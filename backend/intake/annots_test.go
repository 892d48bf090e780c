package intake

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
	"testing"
)

// annotPDF holds the objects that matter for text annotations: a FreeText
// stamp, a FreeText remark in hex UTF-16, a highlight (draws no text) and
// a form field (its value is content).
const annotPDF = `%PDF-1.4
13 0 obj
<< /Type /Annot /Subtype /FreeText /Rect [ 327 485.89 477 531.89 ] /P 3 0 R
   /DA (/Helv 12 Tf .8 .1 .1 rg) /Contents (GEBUCHT 17.08.2022\nDATEV Kto. 1200\nA.W.) /AP << /N 15 0 R >> >>
endobj
18 0 obj
<< /Type /Annot /Subtype /FreeText /Rect [530 545.69 592 568.49] /Contents <FEFF007000720069007600610074003F> >>
endobj
20 0 obj
<< /Type /Annot /Subtype /Highlight /Rect [40 600 300 612] /Contents (Beleg fehlt) >>
endobj
22 0 obj
<< /Type /Annot /Subtype /Widget /Rect [40 100 300 112] /V (Muster GmbH) >>
endobj
`

// annotTSV is pdftotext -tsv of an A4 page (842 pt high): the stamp's
// words inside its rectangle, a content word inside it spelled otherwise,
// a content word spelled like the stamp outside it, the remark, and the
// highlighted words.
const annotTSV = "level\tpage_num\tpar_num\tblock_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n" +
	"1\t1\t0\t0\t0\t0\t0\t0\t595.28\t841.89\t-1\t###PAGE###\n" +
	"5\t1\t0\t0\t0\t0\t330.00\t313.98\t58.67\t11.10\t100\tGEBUCHT\n" +
	"5\t1\t0\t0\t0\t1\t392.00\t313.98\t60.00\t11.10\t100\t17.08.2022\n" +
	"5\t1\t0\t0\t1\t0\t330.00\t328.38\t40.01\t11.10\t100\tDATEV\n" +
	"5\t1\t0\t0\t1\t0\t240.00\t328.38\t40.01\t7.40\t100\tDATEV\n" +
	"5\t1\t0\t0\t2\t0\t330.00\t342.78\t26.00\t11.10\t100\tA.W.\n" +
	"5\t1\t0\t0\t2\t1\t400.00\t342.78\t40.00\t7.40\t100\tRechnung\n" +
	"5\t1\t0\t0\t3\t0\t530.00\t274.06\t24.01\t7.40\t100\tprivat?\n" +
	"5\t1\t0\t0\t4\t0\t60.00\t232.00\t24.01\t7.40\t100\tBeleg\n" +
	"5\t1\t0\t0\t4\t1\t90.00\t232.00\t24.01\t7.40\t100\tfehlt\n"

// TestTextAnnotations: FreeText annotations, plain and in a compressed
// object stream, are found with their rectangle and words; highlights and
// form fields are not. The words pdftotext reports inside a FreeText's
// rectangle and spelled as its contents leave the TSV; a content word in
// the rectangle and a stamp word elsewhere stay (annots.go).
func TestTextAnnotations(t *testing.T) {
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	body := "13 0 18 150 " + annotPDF[strings.Index(annotPDF, "<<"):]
	zw.Write([]byte(body))
	zw.Close()
	objStm := fmt.Sprintf("%%PDF-1.5\n40 0 obj\n<< /Type /ObjStm /N 2 /First 12 /Filter /FlateDecode /Length %d >>\nstream\n", z.Len()) + z.String() + "\nendstream\nendobj\n"
	for _, tc := range []struct {
		name string
		data string
	}{{"plain objects", annotPDF}, {"object stream", objStm}, {"filter array", strings.Replace(objStm, "/Filter /FlateDecode", "/Filter [/FlateDecode]", 1)}} {
		t.Run(tc.name, func(t *testing.T) {
			as := textAnnotations([]byte(tc.data))
			if len(as) != 2 {
				t.Fatalf("found %d annotations, want 2: %+v", len(as), as)
			}
			if a := as[0]; a.x0 != 327 || a.y1 != 531.89 || !a.words["gebucht"] || !a.words["a.w."] || !a.words["1200"] {
				t.Errorf("stamp = %+v", a)
			}
			if a := as[1]; !a.words["privat?"] {
				t.Errorf("remark = %+v", a)
			}
			out := string(dropAnnotationWords([]byte(annotTSV), as))
			var kept []string
			for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
				if f := strings.Split(l, "\t"); f[0] == "5" {
					kept = append(kept, f[11])
				}
			}
			if got, want := strings.Join(kept, " "), "DATEV Rechnung Beleg fehlt"; got != want {
				t.Errorf("kept words %q, want %q", got, want)
			}
		})
	}
}
