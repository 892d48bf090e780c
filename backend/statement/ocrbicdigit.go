package statement

import "strings"

// ocrBICDigit repairs the account's BIC read by OCR with "I" for the digit
// "1" as the second character of its location code ("GENODEFIETK" for
// GENODEF1ETK, "DSLBDEBIXXX" for DSLBDEB1XXX). A BIC has no check digit,
// so the reading itself cannot decide; the convention does: a "1" there
// marks a passive participant, which most German cooperative and savings
// banks are, while a letter "I" in that place is rare in practice. Only a
// BIC that stands on an OCR-read row is changed: a text layer prints it
// as it is.
func ocrBICDigit(rows []*row, bic string) string {
	if (len(bic) != 8 && len(bic) != 11) || bic[7] != 'I' {
		return bic
	}
	for _, r := range rows {
		if r.ocr && strings.Contains(r.text, bic) {
			return bic[:7] + "1" + bic[8:]
		}
	}
	return bic
}
