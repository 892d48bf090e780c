package statement

import "strings"

// The account's BIC with its "1" read as "I" (session 10).
//
// German BICs very often end their location code in "1" (the SWIFT mark
// of a passive participant: GENODEF1…, GENODED1…, SOLADES1…, BYLADEM1…),
// and tesseract reads that 1 in a sans-serif head as a capital I
// ("GENODEFIETK", "GENODEDIDKD"). A BIC has no check digit, so the reading
// cannot be proved; but an I as the second character of the location code
// is next to unused, while a 1 there is one of the commonest. When the
// account's BIC was read by OCR (an OCR row holds it) and has an I there,
// it is taken as 1. Text layers are never changed.

func ocrBICLocation(rows []*row, bic string) string {
	if len(bic) != 8 && len(bic) != 11 || bic[7] != 'I' {
		return bic
	}
	for _, r := range rows {
		if r.ocr && strings.Contains(r.text, bic) {
			return bic[:7] + "1" + bic[8:]
		}
	}
	return bic
}
