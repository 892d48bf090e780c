package statement

import (
	"context"
	"strings"
	"testing"

	"papierkram/backend/document"
)

// Rules added for the twenty-fourth batch of held-out layouts (hc-*), in
// the row format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestMarkerColumn: S/H markers in a narrow column of their own at the
// right edge, set well apart from the right-aligned amounts (Landesbank
// and Sparkasse card bills): every amount and balance takes its marker, S
// a charge, H a credit; the balances too (a card debt is an S balance).
func TestMarkerColumn(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "card bill with an S/H column",
		text: `Ihre Kreditkartenabrechnung                     Abrechnungszeitraum 16.12.2025 – 15.01.2026
Belegdatum  Buchungsdatum   Umsatz                                       Betrag EUR
                            Saldovortrag aus letzter Abrechnung           1.164,49       S
17.12.      19.12.          DB VERTRIEB GMBH FRANKFURT                      205,83       S
23.12.      23.12.          Ihre Zahlung per Lastschrift – Danke          1.164,49       H
26.12.      27.12.          HOTEL ADLER FREIBURG                             31,39       H
27.12.      28.12.          SHELL 1234 HAMBURG                               42,86       S
                            Neuer Saldo                                     217,30       S`,
		want: []string{
			"19.12.2025|17.12.2025|DB VERTRIEB GMBH FRANKFURT|||-205,83",
			"23.12.2025|23.12.2025||Ihre Zahlung per Lastschrift|Ihre Zahlung per Lastschrift – Danke|1.164,49",
			"27.12.2025|26.12.2025|HOTEL ADLER FREIBURG|||31,39",
			"28.12.2025|27.12.2025|SHELL 1234 HAMBURG|||-42,86",
		},
		status: StatusOK,
	}})
}

// TestMarkerColumnAligned: only markers standing in one column (three
// within two points on a page) are the amounts' markers; lone letters at
// scattered places after amounts stay words.
func TestMarkerColumnAligned(t *testing.T) {
	mk := func(page int, ax0, ax1, mx0, mx1 float64) *row {
		return &row{page: page, toks: []token{
			{text: "Text", kind: kWord, x0: 10, x1: 40},
			classify(token{text: "12,50", x0: ax0, x1: ax1}),
			{text: "S", kind: kWord, x0: mx0, x1: mx1},
		}}
	}
	tests := []struct {
		name   string
		rows   []*row
		signed bool
	}{
		{"column", []*row{mk(1, 500, 520, 540, 544), mk(1, 500, 520, 540, 544), mk(1, 500, 520, 540.5, 544.5)}, true},
		{"two only", []*row{mk(1, 500, 520, 540, 544), mk(1, 500, 520, 540, 544)}, false},
		{"scattered", []*row{mk(1, 500, 520, 540, 544), mk(1, 500, 520, 560, 564), mk(1, 500, 520, 580, 584)}, false},
		{"other pages", []*row{mk(1, 500, 520, 540, 544), mk(2, 500, 520, 540, 544), mk(3, 500, 520, 540, 544)}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			joinMarkerColumn(tc.rows)
			for _, r := range tc.rows {
				a, ok := lastAmount(r)
				if !ok || a.signed != tc.signed || tc.signed && a.cents != -1250 {
					t.Errorf("row %q: amount %+v (ok %v), want signed %v", r.text, a, ok, tc.signed)
				}
			}
		})
	}
}

// TestConversionCells: a foreign purchase in a table with a currency
// column, the original amount and the rate in columns of their own: the
// conversion's figures are no words of the merchant's name; the fee line
// after it is the bank's own posting, its text the purpose. Without a
// currency column the conversion written into the row stays the purpose.
func TestConversionCells(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Währung | Betrag | Kurs | Betrag EUR",
		text: `Ihre Kreditkartenabrechnung                     Abrechnungszeitraum 16.12.2025 – 15.01.2026
Belegdatum  Buchungsdatum   Umsatz                   Währung    Betrag     Kurs   Betrag EUR
                            Saldovortrag                                               100,00-
16.12.      17.12.          SBB CFF FFS BERN         CHF        170,00   0,9384      181,16-
16.12.      17.12.          Auslandseinsatzentgelt 1,75 % von 181,16 EUR               3,17-
                            Neuer Saldo                                                284,33-`,
		want: []string{
			"17.12.2025|16.12.2025|SBB CFF FFS BERN|||-181,16",
			"17.12.2025|16.12.2025||Auslandseinsatzentgelt|Auslandseinsatzentgelt 1,75 % von 181,16 EUR|-3,17",
		},
		status: StatusOK,
	}, {
		name: "no currency column",
		text: `Ihre Kreditkartenabrechnung                     Abrechnungszeitraum 16.12.2025 – 15.01.2026
Belegdatum  Buchungsdatum   Umsatz                          Fremdwährung    Kurs   Betrag EUR
                            Saldovortrag                                               100,00-
16.12.      17.12.          SBB CFF FFS BERN                  CHF 170,00  0,9384     181,16-
                            Neuer Saldo                                                281,16-`,
		want: []string{
			"17.12.2025|16.12.2025|SBB CFF FFS BERN||CHF 170,00 Kurs 0,9384|-181,16",
		},
		status: StatusOK,
	}})
}

// TestThanksSentenceWithType: a payment thanked for in a sentence that
// names its way ("Ihre Zahlung per Lastschrift – Danke"): the words before
// the type are the sentence's, not a name; no payee, the line is the text.
func TestThanksSentenceWithType(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "type inside a thanks sentence",
		text: `Ihre Kreditkartenabrechnung                     Abrechnungszeitraum 16.12.2025 – 15.01.2026
Belegdatum  Buchungsdatum   Umsatz                                       Betrag EUR
                            Saldovortrag aus letzter Abrechnung           1.164,49-
23.12.      23.12.          Ihre Zahlung per Lastschrift – Danke          1.164,49+
27.12.      28.12.          Hans Peter Müller Gutschrift                     42,86+
                            Neuer Saldo                                      42,86+`,
		want: []string{
			"23.12.2025|23.12.2025||Ihre Zahlung per Lastschrift|Ihre Zahlung per Lastschrift – Danke|1.164,49",
			"28.12.2025|27.12.2025|Hans Peter Müller|Gutschrift||42,86",
		},
		status: StatusOK,
	}})
}

// TestMarkerColumnOCR: on a scan the marker column's rows keep their
// markers when OCR reads "S" doubled ("Ss") or loses an amount's decimal
// comma before it ("6259   S" is 62,59 S, as "417 S" near its amount), or
// rings a speck after the cents ("545,47°_"); the thanks sentence with an
// em dash (the en dash as OCR reads it) still has no payee.
func TestMarkerColumnOCR(t *testing.T) {
	text := `Ihre Kreditkartenabrechnung                     Abrechnungszeitraum 16.07.2022 – 15.08.2022
Belegdatum  Buchungsdatum   Umsatz                                       Betrag EUR
                            Saldovortrag aus letzter Abrechnung             545,47       S
20.07.      21.07.          HOTEL ADLER FREIBURG                            197,84       S
24.07.      24.07.          Ihre Zahlung per Lastschrift — Danke           545,47°_      H
03.08.      04.08.          DB VERTRIEB GMBH FRANKFURT                        6242       Ss
08.08.      09.08.          APOTHEKE AM MARKT POTSDAM                         5809       S
                            Neuer Saldo                                     318,35       S`
	want := []string{
		"21.07.2022|20.07.2022|HOTEL ADLER FREIBURG|||-197,84",
		"24.07.2022|24.07.2022||Ihre Zahlung per Lastschrift|Ihre Zahlung per Lastschrift — Danke|545,47",
		"04.08.2022|03.08.2022|DB VERTRIEB GMBH FRANKFURT|||-62,42",
		"09.08.2022|08.08.2022|APOTHEKE AM MARKT POTSDAM|||-58,09",
	}
	doc := geoDoc(text)
	doc.Pages[0].Source = document.OCR
	res, err := Extract(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	if got := rowsOf(res.Transactions); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if rc := res.Info.Reconciliation; rc.Status != StatusOK {
		t.Errorf("reconciliation %s (%s), want ok", rc.Status, rc.Detail)
	}
}
