package statement

import (
	"regexp"
	"strings"
)

// Detail blocks that print one field to a line (detailview.go,
// detailbelow.go): the value date and the booking type stand on lines of
// their own between the date line and the amount line —
//
//	Buchungsdatum      01.05.2024
//	Wertstellung       01.05.2024
//	Umsatzart          SEPA-Gutschrift
//	Auftraggeber       Muster Maschinenbau GmbH
//	Verwendungszweck   Gehalt Mai 2024
//	Betrag             +1.852,85 EUR
//
// A line that is a value-date label and a date and nothing else gives the
// block's value date; a line that opens with a booking-type label
// ("Umsatzart", "Buchungsart", "Buchungstext", "Vorgang", "Typ") followed by
// words only gives its type. Both lines are taken into the booking row, so
// that the type words open the row's text at the labels' margin and the
// labelled lines under it (name, IBAN, purpose) continue the booking.

// detailTypeLabel reports a booking-type label word of a detail block.
func detailTypeLabel(w string) bool {
	switch strings.TrimSuffix(strings.ToLower(w), ":") {
	case "umsatzart", "buchungsart", "buchungstext", "vorgang", "typ", "transaktionsart", "umsatztyp":
		return true
	}
	return false
}

// detailValueLine returns the date of a "Wertstellung 01.05.2024" line.
func detailValueLine(r *row) (token, bool) {
	if len(r.toks) != 2 || r.toks[0].kind != kWord || !isDateTok(r.toks[1]) {
		return token{}, false
	}
	if headerRole(strings.TrimSuffix(r.toks[0].text, ":")) != roleValue {
		return token{}, false
	}
	return r.toks[1], true
}

// detailTypeLine returns the type words of a "Umsatzart SEPA-Gutschrift" line.
func detailTypeLine(r *row) ([]token, bool) {
	if len(r.toks) < 2 || r.toks[0].kind != kWord || !detailTypeLabel(r.toks[0].text) {
		return nil, false
	}
	for _, t := range r.toks[1:] {
		if t.kind != kWord {
			return nil, false
		}
	}
	return r.toks[1:], true
}

// detailLineFields looks between a block's date line i and its amount line
// a for the value-date line and the type line; it returns them and the
// indexes of the lines they came from (-1 when absent).
func detailLineFields(rows []*row, i, a int) (val token, vi int, typ []token, ti int) {
	vi, ti = -1, -1
	for j := i + 1; j < a; j++ {
		if vi < 0 {
			if v, ok := detailValueLine(rows[j]); ok {
				val, vi = v, j
				continue
			}
		}
		if ti < 0 {
			if ts, ok := detailTypeLine(rows[j]); ok {
				typ, ti = ts, j
			}
		}
	}
	return val, vi, typ, ti
}

// reDetailBalance is the running balance a detail block prints under its
// amount: "Saldo nach Buchung 5.022,66 EUR".
var reDetailBalance = regexp.MustCompile(`(?i)^(saldo|kontostand|stand)\s+nach\s+(der\s+)?buchung\s*:?$`)

// detailBalanceLine returns the amount of a running-balance line: the
// label and the amount (and a currency code) and nothing else.
func detailBalanceLine(r *row) (token, bool) {
	ts := r.toks
	n := len(ts)
	if n > 0 && ts[n-1].kind == kWord && isCurrencyCode(ts[n-1].text) {
		n--
	}
	if n < 2 || ts[n-1].kind != kAmount {
		return token{}, false
	}
	for _, t := range ts[:n-1] {
		if t.kind != kWord {
			return token{}, false
		}
	}
	if !reDetailBalance.MatchString(joinTokens(ts[:n-1])) {
		return token{}, false
	}
	return ts[n-1], true
}
