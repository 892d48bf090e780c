package statement

import "testing"

// Rules added for the tenth batch of held-out layouts (hr-*), in the row
// format of the hz-* cases: "date|value|party|text|purpose|amount".

// TestPayerPayeeColumns: online-banking lists print the payer and the
// payee in two columns of their own under headings hyphenated over two
// lines ("Zahlungs-" / "pflichtige*r"); the holder's own name stands in
// the payer column of a debit and the payee column of a credit, so the
// counterparty is the payee of a debit and the payer of a credit. The
// "Umsatztyp" column is the booking type.
func TestPayerPayeeColumns(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "dkb-style umsatzliste",
		text: `Umsätze
Girokonto DE81 1203 0000 5362 6750 06
Zeitraum: 01.02.2023 - 28.02.2023
Kontostand vom 31.01.2023: 5.802,59 €
Buchungs- Wert-     Zahlungs-           Zahlungs-              Verwendungszweck      Umsatztyp    Betrag (€)
datum     stellung  pflichtige*r        empfänger*in
28.02.23  26.02.23  Erika Musterfrau    Stadtwerke Kassel      Abschlag Strom        Ausgang          -68,61
                                        GmbH                   Februar
                                        DE37779521445717011282
10.02.23  10.02.23  Grünwald            Erika Musterfrau       Erstattung            Eingang          282,00
                    Immobilien GmbH                            Nebenkosten
                    DE81449819751362791732
Kontostand vom 28.02.2023: 6.015,98 €`,
		want: []string{
			"28.02.2023|26.02.2023|Stadtwerke Kassel GmbH|Ausgang|Abschlag Strom Februar|-68,61",
			"10.02.2023|10.02.2023|Grünwald Immobilien GmbH|Eingang|Erstattung Nebenkosten|282,00",
		},
	}})
	for _, tc := range []struct{ in, want string }{
		{"zahlungsempfänger*in", "zahlungsempfänger"},
		{"zahlungspflichtige*r", "zahlungspflichtiger"},
		{"empfänger:innen", "empfänger"},
		{"verwendungszweck", "verwendungszweck"},
	} {
		if got := genderBase(tc.in); got != tc.want {
			t.Errorf("genderBase(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestTypeColumnBesideCells: an "Art" column holding the booking type
// before the name and purpose cells: the type is the booking text, not the
// start of the purpose.
func TestTypeColumnBesideCells(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "annual statement with an Art column",
		text: `Jahreskontoauszug 2024
Umsatzübersicht Girokonto DE51 7205 0000 1303 6158 31 vom 01.01.2024 bis 31.12.2024
Kontostand am 31.12.2023                                                            +5.108,83
Datum  Art              Empfänger / Auftraggeber     Verwendungszweck                   Betrag EUR
13.01. Kartenzahlung    Lidl sagt Danke              2024-01-13T11:01 Debitk.2              -83,56
22.03. Lohn/Gehalt      Pflegedienst Sonnenschein    Gehalt März 2024 Personalnr. 812809 +2.730,94
Kontostand am 31.12.2024                                                            +7.756,21`,
		want: []string{
			"13.01.2024||Lidl sagt Danke|Kartenzahlung|2024-01-13T11:01 Debitk.2|-83,56",
			"22.03.2024||Pflegedienst Sonnenschein|Lohn/Gehalt|Gehalt März 2024 Personalnr. 812809|2.730,94",
		},
		status: "ok",
	}})
}
