package statement

import "strings"

// Card bills print a line of card fields under the merchant: "Kaufdatum
// 23. Aug. 2025 · Karte 4567 12XX XXXX 7908" (the purchase date, the
// value date as a receipt column would give it, and the masked card
// number) or, for a merchant's refund, "Gutschrift · Karte 4567 …" (the
// booking type). Neither is remittance text.

// purchaseLabel reports a purchase-date label.
func purchaseLabel(s string) bool {
	switch strings.ToLower(strings.TrimSuffix(s, ":")) {
	case "kaufdatum", "belegdatum", "umsatzdatum", "kauf":
		return true
	}
	return false
}

// maskedCardField reports tokens "· Karte 4567 12XX XXXX 7908": the card
// label (after an optional separator) and a masked card number. OCR reads
// the middle dot as a dash or a full stop ("- Karte 4567 …").
func maskedCardField(ts []token) bool {
	if len(ts) > 0 && fieldSeparator(ts[0].text) {
		ts = ts[1:]
	}
	if len(ts) < 2 || !strings.EqualFold(strings.TrimSuffix(ts[0].text, ":"), "karte") {
		return false
	}
	digits, masked := 0, false
	for _, t := range ts[1:] {
		for _, c := range t.text {
			switch {
			case c >= '0' && c <= '9':
				digits++
			case c == 'X' || c == 'x' || c == '*':
				masked = true
			default:
				return false
			}
		}
	}
	return masked && digits >= 4
}

// fieldSeparator reports a lone separator between two fields of a line as
// printed ("·", "|", "•") or as OCR reads a middle dot ("-", "–", ".").
func fieldSeparator(s string) bool {
	switch s {
	case "·", "|", "•", "-", "–", "—", ".":
		return true
	}
	return false
}

// cardFieldRow reads a continuation row that holds only card fields: the
// purchase date (returned, ok) or a type before the card number (typ).
func cardFieldRow(r *row) (date token, typ string, ok bool) {
	ts := r.toks
	if len(ts) >= 2 && purchaseLabel(ts[0].text) && isDateTok(ts[1]) && (len(ts) == 2 || maskedCardField(ts[2:])) {
		return ts[1], "", true
	}
	if len(ts) >= 3 && ts[0].kind == kWord && maskedCardField(ts[1:]) {
		if _, _, isType := findBookingType(ts[0].text); isType {
			return token{}, ts[0].text, true
		}
	}
	return token{}, "", false
}

// ownPostingFor reports a bank's own posting described by its row:
// "Zinsen für Teilzahlung", "Entgelt für Barauszahlung": an own posting
// type, "für" or "auf", and the thing charged, not a payee.
func ownPostingFor(bookingText, headText string) bool {
	f := strings.Fields(bookingText)
	if len(f) != 2 {
		return false
	}
	switch strings.ToLower(f[1]) {
	case "für", "auf":
		return strings.HasPrefix(strings.ToLower(headText), strings.ToLower(bookingText)+" ") && reNoParty.MatchString(f[0])
	}
	return false
}
