package statement

import "testing"

// TestStackedInRow: a heading OCR read on the line of the heading above
// it starts where that heading starts; a separator whose box reaches back
// into the heading before it does not stack.
func TestStackedInRow(t *testing.T) {
	w := func(s string, x0, x1 float64) token { return token{text: s, x0: x0, x1: x1, kind: kWord} }
	for _, tc := range []struct {
		name      string
		prev, cur token
		want      bool
	}{
		{"two lines left-aligned", w("Zahlungspflichtige(r)", 128, 200), w("Zahlungsempfänger(in)", 128.5, 205), true},
		{"shorter line centred", w("Buchungstag", 36, 80), w("Valuta", 47, 69), true},
		{"separator box overlapping the end", w("Auftraggeber", 128, 175.6), w("/", 173.2, 176.4), false},
		{"next heading", w("Auftraggeber", 128, 175.6), w("Empfänger", 178.1, 214.2), false},
	} {
		if got := stackedInRow(tc.prev, tc.cur); got != tc.want {
			t.Errorf("%s: stackedInRow = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestHeaderSeparatorOverlap: a 300 dpi OCR header whose "/" box reaches
// into "Auftraggeber" still names one counterparty column for
// "Auftraggeber / Empfänger" (it made a payer and a payee column, and the
// name cells were cut between them).
func TestHeaderSeparatorOverlap(t *testing.T) {
	w := func(s string, x0, x1 float64) token { return token{text: s, x0: x0, x1: x1, kind: kWord} }
	ts := []token{w("Buchungstag", 36.4, 80.1), w("Valuta", 82, 102.7), w("Auftraggeber", 128, 175.6), w("/", 173.2, 176.4), w("Empfänger", 178.1, 214.2),
		w("IBAN", 248.2, 264.6), w("/", 267, 269), w("BIC", 271, 283), w("Verwendungszweck", 346, 412.3), w("Kategorie", 536.3, 567.9), w("Betrag", 674, 695.5), w("Saldo", 777, 795.6)}
	cols := headerColumns(&row{toks: ts, text: joinTokens(ts), pageW: 842, ocr: true})
	if cols == nil {
		t.Fatal("no header")
	}
	var party []column
	for _, c := range cols {
		if c.party {
			party = append(party, c)
		}
	}
	if len(party) != 1 || party[0].x0 != 128 || party[0].x1 != 214.2 {
		t.Errorf("party columns %+v, want one from 128 to 214.2", party)
	}
}
