package statement

import "testing"

// Rules added in session 8 for scans of the tuned batches (hk-*, hj-*):
// what OCR does to lines the digital prints already read right, in the
// row format of the hz-* cases: "date|value|party|type|purpose|amount".

// TestS8CardFieldDash: OCR reads the middle dot of "Kaufdatum … · Karte
// …" as a dash; the line is still the card fields (value date, no text).
func TestS8CardFieldDash(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "card fields with the dot read as a dash",
		text: `Kontoauszug vom 22.09.2025     Kartenkonto DE71 2012 0700 1747 5635 97
Abrechnungszeitraum 23.08.2025 bis 22.09.2025
Buchungsdatum Beschreibung                                                          Betrag
                         Saldo aus letzter Abrechnung vom 22.08.2025          -2.049,46 EUR
25. Aug. 2025            Booking.com                                            -199,42 EUR
                         Kaufdatum 23. Aug. 2025 - Karte 4567 12XX XXXX 7908
03. Sept. 2025           Bäckerei Müller                                        +239,10 EUR
                         Gutschrift - Karte 4567 12XX XXXX 7908
                         Neuer Saldo                                          -2.009,78 EUR`,
		want: []string{
			"25.08.2025|23.08.2025|Booking.com|||-199,42",
			"03.09.2025||Bäckerei Müller|Gutschrift||239,10",
		},
	}})
}

// TestS8StackedHeadingInOneRow: OCR returned the two lines of a wrapped
// heading cell ("Zahlungspflichtige(r) /" over "Zahlungsempfänger(in)")
// as two words of one row, the second starting where the first starts.
// The cell is one counterparty column; read as two (payer and payee in
// the same place) they swallowed the purpose column.
func TestS8StackedHeadingInOneRow(t *testing.T) {
	tok := func(s string, x0, x1 float64) token { return token{text: s, x0: x0, x1: x1, kind: kWord} }
	r := &row{toks: []token{
		tok("Buchungstag", 37, 86), tok("Wertstellung", 96, 145), tok("Zahlungspflichtige(r)", 156, 236),
		tok("Zahlungsempfängerlin)", 156, 245), tok("/", 238, 241), tok("Verwendungszweck", 331, 406),
		tok("Umsatzart", 647, 685), tok("Betrag", 756, 780), tok("(EUR)", 783, 804),
	}}
	cols := headerColumns(r)
	var party, text int
	for _, c := range cols {
		switch {
		case c.role == roleText && c.party:
			party++
		case c.role == roleText:
			text++
			if c.x0 != 331 {
				t.Errorf("text column at %.0f, want 331", c.x0)
			}
		}
	}
	if party != 1 || text != 1 {
		t.Errorf("columns %+v: %d party and %d text columns, want 1 and 1", cols, party, text)
	}
	// Side by side, the headings stay two columns.
	r.toks[3] = tok("Zahlungsempfänger", 250, 320)
	r.toks[4] = tok("Notiz", 322, 330)
	if cols := headerColumns(r); len(cols) < 7 {
		t.Errorf("side-by-side headings: %d columns %+v", len(cols), cols)
	}
}

// TestS8OCRIBANCell: a name cell's "IBAN: DEO2 …" line with a misread
// digit is the IBAN field, label or not.
func TestS8OCRIBANCell(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"IBAN: DEO2 8529 9509 0387 2414 23", "DE02852995090387241423"},
		{"IBAN DEO2 8529 9509 0387 2414 23", "DE02852995090387241423"},
		{"DEO2 8529 9509 0387 2414 23", "DE02852995090387241423"},
		{"IBAN: Vodafone GmbH", ""},
	} {
		if got := ocrIBANCell(tc.in); got != tc.want {
			t.Errorf("ocrIBANCell(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
