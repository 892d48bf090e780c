package statement

// OCR IBANs: more look-alikes and one character too many (session 10).
//
// A counterparty IBAN printed small and grey under the name came back as
// "DEOB 6462 5315 5210 0393 15" (0 and 8 read as O and B) and
// "DES88 5954 6105 2894 2796 14" (the 8 of "DE88" read twice, once as S).
// Not recognised as the IBAN line, the type line and the number stayed on
// the counterparty ("… mbB SEPA-Überweisung DES88 5954 …"). ocrIBAN
// (fields.go) also reads B as 8 and S as 5 in the digit part, and a
// German IBAN one character too long in its first group is tried with
// each of the characters after "DE" in that group left out: exactly one
// reading must pass the mod-97 check, so the check digits still prove it.

func ocrIBANExtra(c string) string {
	found := ""
	for k := 2; k <= 4; k++ {
		ib := ocrIBAN(c[:k] + c[k+1:])
		if ib == "" || ib == found {
			continue
		}
		if found != "" {
			return "" // two readings pass: undecided
		}
		found = ib
	}
	return found
}
