package statement

import (
	"strings"
	"testing"

	"papierkram/backend/document"
)

// TestS10OCRBICDigit: "I" as the second character of the location code of
// a BIC on an OCR-read row is the digit 1; a text layer's BIC and other
// places of the BIC stay (ocrbicdigit.go).
func TestS10OCRBICDigit(t *testing.T) {
	for _, tc := range []struct {
		bic  string
		ocr  bool
		want string
	}{
		{"GENODEFIETK", true, "GENODEF1ETK"},
		{"DSLBDEBIXXX", true, "DSLBDEB1XXX"},
		{"GENODEFI", true, "GENODEF1"},
		{"GENODEFIETK", false, "GENODEFIETK"}, // text layer: as printed
		{"COBADEFFXXX", true, "COBADEFFXXX"},
		{"INGDDEFFXXX", true, "INGDDEFFXXX"}, // an I elsewhere
		{"", true, ""},
		{"GENODEDIDKD", true, "GENODED1DKD"}, // (tuner C's case)
	} {
		rows := []*row{{text: "BIC " + tc.bic, ocr: tc.ocr}}
		if got := ocrBICDigit(rows, tc.bic); got != tc.want {
			t.Errorf("ocrBICDigit(%q, ocr %v) = %q, want %q", tc.bic, tc.ocr, got, tc.want)
		}
	}
}

// TestS10ISOTimeSplit: an ISO timestamp whose T OCR read as 1 and split
// there is joined; a date and a time apart, an invalid time or a far word
// stay (isotimesplit.go).
func TestS10ISOTimeSplit(t *testing.T) {
	w := func(s string, x0, x1 float64) document.Word {
		return document.Word{Text: s, Box: document.Rect{X0: x0, Y0: 100, X1: x1, Y1: 108}, Conf: 0.9}
	}
	for _, tc := range []struct {
		name  string
		words []document.Word
		want  string
	}{
		{"T read as 1", []document.Word{w("2024-07-061", 10, 60), w("12:23", 62, 85), w("Debitk.2", 90, 120)}, "2024-07-06T12:23 Debitk.2"},
		{"T read as I", []document.Word{w("2024-07-06I", 10, 60), w("08:05", 62, 85)}, "2024-07-06T08:05"},
		{"plain date and time", []document.Word{w("2024-07-06", 10, 58), w("12:23", 62, 85)}, "2024-07-06 12:23"},
		{"no time of day", []document.Word{w("2024-07-061", 10, 60), w("27:23", 62, 85)}, "2024-07-061 27:23"},
		{"far apart", []document.Word{w("2024-07-061", 10, 60), w("12:23", 200, 225)}, "2024-07-061 12:23"},
	} {
		var got []string
		for _, x := range joinISOTimeSplit(tc.words) {
			got = append(got, x.Text)
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, g, tc.want)
		}
	}
}
