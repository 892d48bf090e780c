package statement

import "strings"

// A value date labelled in the date column under the booking date
// ("09. Sept. 2024  SEPA-Gutschrift  EUR 1.030,26" / "Valuta  Thomas
// Weber" / "09. Sept. 2024  Rechnung …"): the label stands on the first
// continuation row, the value date at the start of the next one, both in
// the date column beside the booking's text. Both rows continue the
// booking; the label is no text, the date is the value date.

// valueLabelTok reports a bare value-date label: "Valuta", "Wert",
// "Wertstellung".
func valueLabelTok(tk token) bool {
	if tk.kind != kWord {
		return false
	}
	switch strings.ToLower(strings.TrimSuffix(tk.text, ":")) {
	case "valuta", "wert", "wertstellung":
		return true
	}
	return false
}

// inDateColumn reports a token that starts where the booking row's first
// date starts.
func inDateColumn(t *txn, tk token) bool {
	if len(t.dates) == 0 || t.skip >= len(t.anchor.toks) || !isDateTok(t.anchor.toks[t.skip]) {
		return false
	}
	return absf(tk.x0-t.anchor.toks[t.skip].x0) < 0.02*t.anchor.pageW
}

// valueLabelRow reports a row that starts with a value-date label alone
// in the date column, not followed by its date ("Wertstellung
// 02.08.2023" is a value-date line: valueDateLine).
func valueLabelRow(t *txn, r *row) bool {
	return len(r.toks) > 0 && valueLabelTok(r.toks[0]) && inDateColumn(t, r.toks[0]) && !hasAmount(r) && (len(r.toks) == 1 || !isDateTok(r.toks[1]))
}

// labelledValueRow reports the row after a value-label row that starts
// with the value date in the date column.
func labelledValueRow(t *txn, prev, r *row) bool {
	return prev != t.anchor && valueLabelRow(t, prev) && len(r.toks) > 0 && isDateTok(r.toks[0]) && inDateColumn(t, r.toks[0]) && !hasAmount(r)
}
