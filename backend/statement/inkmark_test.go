package statement

import (
	"strconv"
	"strings"
	"testing"
)

// confWords is words(s) with an OCR confidence per word: "7@36" is the
// word "7" read at 0.36; a word without "@" is read at 0.95.
func confWords(s string) ([]string, []float64) {
	var txt []string
	var conf []float64
	for _, f := range strings.Fields(s) {
		c := 0.95
		if i := strings.LastIndex(f, "@"); i > 0 {
			n, _ := strconv.Atoi(f[i+1:])
			f, c = f[:i], float64(n)/100
		}
		txt = append(txt, f)
		conf = append(conf, c)
	}
	return txt, conf
}

func TestInkMark(t *testing.T) {
	tests := []struct {
		in   string
		ocr  bool
		last string // text of the last token
	}{
		// A tick read as digits, letters or punctuation after the amount.
		{"06.08.2022 06.08.2022 Echtzeitüberweisung -4.808,34 94@48", true, "-4.808,34"},
		{"08.08.2022 08.08.2022 SEPA-Lastschrift -2.240,62 %@4", true, "-2.240,62"},
		{"28.08.2022 28.08.2022 Gutschrift 902,84 7@36", true, "902,84"},
		{"10.08.2022 09.08.2022 SEPA-Lastschrift -1.743,88 ws@32", true, "-1.743,88"},
		{"19.11.2024 17.11.2024 Kartenzahlung -68,29 /@61", true, "-68,29"},
		// The note icon, read confidently, framed by brackets.
		{"08.08.2022 08.08.2022 SEPA-Lastschrift -1.978,01 [=]@78", true, "-1.978,01"},
		{"19.11.2024 19.11.2024 Bareinzahlung 50,00 [m]@73", true, "50,00"},
		// A tick read as a doubted S after an amount signed already.
		{"20.12.2025 20.12.2025 Kartenzahlung -260,88 S@34", true, "-260,88"},
		// A tick glued to the cents.
		{"14.08.2022 14.08.2022 Überweisung -1.534,17,/@58", true, "-1.534,17"},
		// Markers stay: they carry the sign.
		{"13.11 13.11 Entgelt 260,88 S@34", true, "260,88 S"},
		{"13.11 13.11 Entgelt -260,88 S@90", true, "S"},
		{"13.11 13.11 Gutschrift 260,88 H@40", true, "260,88 H"},
		{"13.11 13.11 Zahlung 260,88 CR@40", true, "260,88 CR"},
		// Words that OCR was sure of stay, and so does a rate's percent.
		{"Sollzins 12,50 %@93", true, "%"},
		{"13.11 13.11 Miete 700,00 Juni@40", true, "Juni"},
		{"13.11 13.11 Miete 700,00 Mai@90", true, "Mai"},
		// Not after an amount, and never on a text layer.
		{"13.11 13.11 Rechnung 417 ws@32", true, "ws"},
		{"13.11 13.11 Lastschrift -2.240,62 %", false, "%"},
	}
	for _, tc := range tests {
		txt, conf := confWords(tc.in)
		ws := words(strings.Join(txt, " "))
		if len(ws) != len(conf) {
			t.Fatalf("%q: %d words, %d confidences", tc.in, len(ws), len(conf))
		}
		for i := range ws {
			ws[i].Conf = conf[i]
		}
		ts := tokenize(ws, tc.ocr)
		if got := ts[len(ts)-1].text; got != tc.last {
			t.Errorf("tokenize(%q, ocr=%v): last token %q, want %q", tc.in, tc.ocr, got, tc.last)
		}
	}
}
