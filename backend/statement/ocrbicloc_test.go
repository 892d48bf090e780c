package statement

import "testing"

func TestOCRBICLocation(t *testing.T) {
	tests := []struct {
		line string
		ocr  bool
		bic  string
		want string
	}{
		{"IBAN DE12 8309 4495 0003 1234 56 BIC GENODEFIETK", true, "GENODEFIETK", "GENODEF1ETK"},
		{"BIC: GENODEDIDKD", true, "GENODEDIDKD", "GENODED1DKD"},
		{"BIC BYLADEMI", true, "BYLADEMI", "BYLADEM1"},
		// Other letters there are location codes; a text layer is as printed.
		{"BIC COBADEFFXXX", true, "COBADEFFXXX", "COBADEFFXXX"},
		{"BIC GENODEFIETK", false, "GENODEFIETK", "GENODEFIETK"},
		// Not read from an OCR row.
		{"Kontoauszug", true, "GENODEFIETK", "GENODEFIETK"},
	}
	for _, tc := range tests {
		r := &row{text: tc.line, ocr: tc.ocr}
		if got := ocrBICLocation([]*row{r}, tc.bic); got != tc.want {
			t.Errorf("ocrBICLocation(%q, ocr=%v, %q) = %q, want %q", tc.line, tc.ocr, tc.bic, got, tc.want)
		}
	}
}
