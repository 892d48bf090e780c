package statement

import (
	"regexp"
	"strings"
)

// Detail lines of foreign payments: a currency account prints under a
// SWIFT payment the partner's account coordinates ("Konto 111954746 · ABA
// 021000089 · BIC CITIUS33XXX": account number, US routing number, BIC)
// and the payment's tracking id ("UETR d742df7a-85ad-…"), under a
// conversion against the holder's euro account the counter-value, the
// rate and that account ("Gegenwert EUR 9.223,40 · Kurs 1,0842 · Konto
// DE…"). None of them is remittance text. OCR may read the dots as
// dashes and misread a character of the UUID.
var (
	reUETR       = regexp.MustCompile(`(?i)^UETR:?\s+[0-9a-z]{7,9}(-[0-9a-z]{3,5}){3}-[0-9a-z]{11,14}$`) // a UUID, OCR-tolerant
	reCoordPart  = regexp.MustCompile(`(?i)^(konto|kto\.?|kontonr\.?|account|acct\.?|aba|routing|routing no\.?|bic|swift|sort code)\s*:?\s+[0-9A-Z][0-9A-Z -]{3,}$`)
	reCounterVal = regexp.MustCompile(`^(Gegenwert|Betrag)\s+[A-Z]{3}\s+[\d.]+,\d\d\b.*\bKurs\s+\d+[,.]\d+`)
)

// foreignDetailLine reports such a line.
func foreignDetailLine(r *row) bool {
	s := r.text
	if conversionLine(s) {
		return true
	}
	switch {
	case strings.HasPrefix(s, "UETR"):
		return reUETR.MatchString(s)
	case strings.HasPrefix(s, "Gegenwert") || strings.HasPrefix(s, "Betrag "): // "Betrag EUR 4.189,95 zum Kurs 0.93110" (Swiss)
		return reCounterVal.MatchString(s)
	case strings.Contains(s, "IBAN"):
		return false
	}
	// OCR reads the middle dot as a dash or a bullet.
	sep := "·"
	switch {
	case strings.Contains(s, "·"):
	case strings.Contains(s, "•"):
		sep = "•"
	case strings.Contains(s, " - "):
		sep = " - "
	default:
		return false
	}
	parts := strings.Split(s, sep)
	if len(parts) < 2 {
		return settlementPart(strings.TrimSpace(s))
	}
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if !reCoordPart.MatchString(p) && !settlementPart(p) && !reCurrencyPart.MatchString(p) {
			return false
		}
	}
	return true
}

// A foreign payment's settlement as the bank prints it under the booking:
// the conversion with the rate and the counter-value in the account's
// currency ("Betrag USD 13.673,00 zum Kurs 1,0866 = EUR 12.583,12",
// "Eingang USD 11.476,00 Kurs 1,0789 Gegenwert EUR 10.636,40", a currency
// account's "Kurs EUR/USD 1,0893 · Gegenwert EUR 11.750,18"), the fees
// taken from it ("Entgelt Auslandszahlungsverkehr EUR 15,00", "Courtage EUR
// 3,15", "abzüglich Entgelt Auslandszahlung EUR 10,00", "Fremdspesen
// 12,50"), who bears the charges (the SWIFT charge codes SHA, OUR, BEN:
// "Entgelte/Spesen: SHA") and the banks on either side ("BIC Empfängerbank
// CHASUS33XXX", "Auftraggeberbank ICBKCNBJNBO · Währung USD"). The booked
// amount is the counter-value with the fees added or taken off: the
// bank's calculation, not the payer's remittance text. A card payment's
// "USD 45,00 Kurs 1,0856" names no counter-value and stays the purpose.
var (
	reConvLead    = regexp.MustCompile(`(?i)^(gegenwert|betrag|eingang|ausgang|zahlungseingang|zahlungsausgang|kurs|devisenkurs|umrechnungskurs|wechselkurs|umrechnung)\b`)
	reConvRate    = regexp.MustCompile(`(?i)\bkurs\b\s*:?\s*([A-Z]{3}\s*/\s*[A-Z]{3}\s*:?\s*)?\d+[,.]\d{2,}`)
	reConvCounter = regexp.MustCompile(`(?i)(gegenwert|=)\s*:?\s*(EUR|€|[A-Z]{3})\s*[\d.]+,\d\d\b|gegenwert\s*:?\s*[\d.]+,\d\d\s*(EUR|€|[A-Z]{3})\b`)
	// reSettleFee is a fee with its own amount, nothing else on the line.
	reSettleFee    = regexp.MustCompile(`(?i)^(abzüglich|abzgl\.?|zuzüglich|zzgl\.?|\./\.|[-+])?\s*([\pL][\pL/.-]*\s+){0,4}?[\pL/-]*(entgelt|gebühr|spesen|provision|courtage|auslagen|kosten)[\pL/.-]*(\s+[\pL][\pL/.-]*){0,3}\s*:?\s+((EUR|€|[A-Z]{3})\s*)?-?[\d.]+,\d\d(\s*(EUR|€|[A-Z]{3}))?$`)
	reChargeCode   = regexp.MustCompile(`(?i)^(entgelte?|spesen|gebühren|kosten|entgelte?/spesen|spesen/entgelte?|entgeltregelung|spesenregelung|charges?)\s*:?\s*(SHA|OUR|BEN)$`)
	reBankOfParty  = regexp.MustCompile(`(?i)^(bic\s+)?(empfängerbank|auftraggeberbank|begünstigtenbank|absenderbank|korrespondenzbank|bank des (empfängers|begünstigten|auftraggebers))(\s+bic)?\s*:?\s*[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$`)
	reCurrencyPart = regexp.MustCompile(`(?i)^(währung|whg\.?|currency)\s*:?\s*[A-Z]{3}$`)
)

// conversionLine reports the conversion of a foreign payment: a rate and a
// counter-value, led by the conversion's label.
func conversionLine(s string) bool {
	return reConvLead.MatchString(s) && reConvRate.MatchString(s) && reConvCounter.MatchString(s)
}

// settlementPart reports who bears the charges or the bank on either side.
func settlementPart(s string) bool {
	return reChargeCode.MatchString(s) || reBankOfParty.MatchString(s)
}

// foreignSettlement reports a booking whose continuation holds the
// conversion (conversionLine, or the older "Gegenwert … Kurs" form): its
// fee lines (reSettleFee) are part of that settlement.
func foreignSettlement(t *txn) bool {
	for _, r := range t.cont {
		if conversionLine(r.text) || (strings.HasPrefix(r.text, "Gegenwert") || strings.HasPrefix(r.text, "Betrag ")) && reCounterVal.MatchString(r.text) {
			return true
		}
	}
	return false
}

// settlementFeeLine reports a fee line of a foreign settlement.
func settlementFeeLine(settle bool, r *row) bool {
	return settle && reSettleFee.MatchString(strings.TrimSpace(r.text))
}
