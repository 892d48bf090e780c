package statement

import (
	"context"
	"strings"
	"testing"

	"papierkram/backend/document"
	"papierkram/backend/german"
)

// geoDoc lays out s like FromText (5 pt per character, 12 pt per line) but
// on an A4-wide text-layer page, so that column geometry counts.
func geoDoc(s string) *document.Document {
	d := FromText(s)
	d.Pages[0].Width = 595
	d.Pages[0].Height = 842
	d.Format = "pdf"
	return d
}

// rowsOf renders transactions as "date|value|party|text|purpose|amount".
func rowsOf(ts []Transaction) []string {
	var out []string
	for _, t := range ts {
		out = append(out, strings.Join([]string{t.BookingDate.String(), t.ValueDate.String(), t.Counterparty, t.BookingText, t.Purpose, t.Amount.String()}, "|"))
	}
	return out
}

// TestLayoutRules runs small statements through Extract, one per general
// rule, and compares every row.
func TestLayoutRules(t *testing.T) {
	tests := []struct {
		name      string
		text      string
		want      []string
		noBalance bool // the statement prints no opening balance
		ocr       bool // the page came from OCR
	}{
		{
			// Day and month without the trailing dot at the start of a
			// booking row; a Primanota number before the booking type.
			name: "dotless day-month dates",
			text: `Kontoauszug 6/2022  IBAN DE28 3005 0110 5920 5053 87
Bu-Tag Wert   PN   Erläuterung/Verwendungszweck             Betrag EUR
                   alter Kontostand vom 31.05.2022            8.167,91 H
02.06  02.06  999  Lastschrift                                  196,86 S
                   PayPal Europe S.a.r.l. et Cie S.C.A
                   PP.975300.PP Ihr Einkauf
27.06  26.06  924  Gutschrift                                   100,00 H
                   Thomas Weber
                   Geschenk
                   neuer Kontostand vom 30.06.2022            8.071,05 H`,
			want: []string{
				"02.06.2022|02.06.2022|PayPal Europe S.a.r.l. et Cie S.C.A|Lastschrift|PP.975300.PP Ihr Einkauf|-196,86",
				"27.06.2022|26.06.2022|Thomas Weber|Gutschrift|Geschenk|100,00",
			},
		},
		{
			// The booking date as a heading over its bookings, the value
			// date (no year, no dot) under the Valuta column, and the
			// booking type closing each entry.
			name: "booking date heading, valuta column, type line last",
			text: `Kontoauszug vom 31.12.2024   IBAN DE56 7016 9614 1246 2681 49
Angaben zu den Umsätzen          Valuta          zu Ihren Lasten   zu Ihren Gunsten
Alter Kontostand vom 30.11.2024                                          3.148,67
Buchungsdatum: 04.12.2024
Pflegedienst Sonnenschein        04.12                                   1.961,11
Gehalt Dezember 2024 Personalnr. 695318
GUTSCHRIFT
Buchungsdatum: 07.12.2024
Grünwald Immobilien GmbH         06.12                   798,33-
Sparen
Mandatsref: M-7, Gläubiger-ID: DE98ZZZ09999999999
DAUERAUFTRAG
Neuer Kontostand vom 31.12.2024                                          4.311,45`,
			want: []string{
				"04.12.2024|04.12.2024|Pflegedienst Sonnenschein|GUTSCHRIFT|Gehalt Dezember 2024 Personalnr. 695318|1.961,11",
				"07.12.2024|06.12.2024|Grünwald Immobilien GmbH|DAUERAUFTRAG|Sparen|-798,33",
			},
		},
		{
			// "Wert: …" in the text block is the value date.
			name: "value date line in the text",
			text: `Kontoauszug 5/2022  IBAN DE28 3005 0110 5920 5053 87
Datum        Erläuterung                                     Betrag EUR
             Kontostand am 30.04.2022, Auszug Nr. 4             100,00
24.05.2022   Kartenzahlung                                       -27,83
             ALDI SÜD
             2022-05-24T14:52 Debitk.3
             Wert: 22.05.2022
             Kontostand am 31.05.2022 um 20:13 Uhr               72,17`,
			want: []string{
				"24.05.2022|22.05.2022|ALDI SÜD|Kartenzahlung|2022-05-24T14:52 Debitk.3|-27,83",
			},
		},
		{
			// "Empfänger:" / "Auftraggeber:" label the counterparty.
			name: "labelled counterparty",
			text: `Kontoauszug Nr. 006 vom 30.06.24   Girokonto DE28 3005 0110 5920 5053 87
Buchung   Valuta    Umsatzart / Zahlungsgrund                  Betrag
                    Kontostand am 31.05.24                      100,00 EUR
01.06.24  01.06.24  Lastschrift                                 -11,85 EUR
                    Empfänger: Fitnessstudio Aktiv GmbH
                    Verwendungszweck: Mitgliedsbeitrag Juni
07.06.24  06.06.24  Gutschrift                                  200,00 EUR
                    Auftraggeber: Muster Maschinenbau GmbH
                    Verwendungszweck: Gehalt Juni
                    Kontostand am 30.06.24                      288,15 EUR`,
			want: []string{
				"01.06.2024|01.06.2024|Fitnessstudio Aktiv GmbH|Lastschrift|Mitgliedsbeitrag Juni|-11,85",
				"07.06.2024|06.06.2024|Muster Maschinenbau GmbH|Gutschrift|Gehalt Juni|200,00",
			},
		},
		{
			// A line of column sums ends the booking above it.
			name: "sum line ends a booking",
			text: `Kontoauszug: Giro plus vom 01.03.2024 bis 31.03.2024   IBAN DE28 3005 0110 5920 5053 87
Buchung/Wert  Vorgang/Buchungsinformation                 Soll        Haben
              Alter Kontostand vom 29.02.2024                       + 500,00 EUR
04.03.        Lastschrift                                - 40,00
04.03.        Stadtwerke Musterstadt
              Abschlag März
              Summe der Umsätze                          - 40,00     + 0,00
              Neuer Kontostand vom 31.03.2024                       + 460,00 EUR`,
			want: []string{
				"04.03.2024|04.03.2024|Stadtwerke Musterstadt|Lastschrift|Abschlag März|-40,00",
			},
		},
		{
			// Card statement: the unlabelled rate column joins the
			// foreign amount in the text; the bank's own charge rows
			// have no payee, their text is the purpose.
			name: "card statement rate column and charge rows",
			text: `Monatsabrechnung Visa Classic   Abrechnungszeitraum 01.11.24 bis 30.11.24
Belegdatum  Buchungsdatum  Verwendungszweck          Fremdwährung   Kurs  Betrag in EUR
                           Saldo letzte Abrechnung 31.10.24                    -15,49
05.11.24    07.11.24       PRET A MANGER LONDON        GBP 70,42  0,9121      -77,20
05.11.24    07.11.24       Auslandseinsatzentgelt 1,75 %                       -1,35
04.11.24    05.11.24       Kartenpreis                                         -4,05
                           Neuer Saldo 30.11.24                                -98,09`,
			want: []string{
				"07.11.2024|05.11.2024|PRET A MANGER LONDON||GBP 70,42 Kurs 0,9121|-77,20",
				"07.11.2024|05.11.2024||Auslandseinsatzentgelt|Auslandseinsatzentgelt 1,75 %|-1,35",
				"05.11.2024|04.11.2024||Kartenpreis|Kartenpreis|-4,05",
			},
		},
		{
			// Online-banking list: pending bookings are not rows; name and
			// purpose wrap in side-by-side cells; an empty name cell
			// leaves the purpose where it is.
			name: "pending section and side-by-side cells",
			text: `Umsatzanzeige   Girokonto · DE94 3005 0110 6528 8942 13
Kontostand am 31.05.2025:                          5.204,89 EUR
Vorgemerkte Umsätze
Buchungstag Valuta      Empfänger/Auftraggeber  Verwendungszweck                      Betrag
31.05.2025  vorgemerkt  Rossmann Filiale        Kartenzahlung girocard           -44,50 EUR
Gebuchte Umsätze
Buchungstag Valuta      Empfänger/Auftraggeber  Verwendungszweck                      Betrag
19.05.2025  19.05.2025  Allianz                 Beitrag Kfz-Versicherung       -152,88 EUR
                        Versicherungs-AG        VS-Nr. 362915
17.05.2025  16.05.2025                          Kontoführung Mai 2025            -8,43 EUR
14.05.2025  14.05.2025  Amazon Payments Europe  Bestellung 526541              -102,66 EUR
                        S.C.A.`,
			want: []string{
				"19.05.2025|19.05.2025|Allianz Versicherungs-AG||Beitrag Kfz-Versicherung VS-Nr. 362915|-152,88",
				"17.05.2025|16.05.2025|||Kontoführung Mai 2025|-8,43",
				"14.05.2025|14.05.2025|Amazon Payments Europe S.C.A.||Bestellung 526541|-102,66",
			},
			noBalance: true,
		},
		{
			// OCR: a speck read as "-" between the booking date and the
			// value date under the Valuta column is not a period's dash.
			name: "ocr speck between booking and value date",
			ocr:  true,
			text: `Kontoauszug Nr. 001 vom 31.01.22   Girokonto DE95 1203 0000 0169 3503 35
Buchung   Valuta    Umsatzart / Zahlungsgrund                  Betrag
                    Kontostand am 31.12.21                      500,00 EUR
14.01.22: - 13:01.22 Echtzeitüberweisung                        -396,80 EUR
                    Empfänger: Erika Musterfrau
                    Kontostand am 31.01.22                      103,20 EUR`,
			want: []string{
				"14.01.2022|13.01.2022|Erika Musterfrau|Echtzeitüberweisung||-396,80",
			},
		},
		{
			// The pending rows end at the booked table's header even
			// under a heading this parser does not know.
			name: "pending section ends at the next header",
			text: `Umsatzanzeige   Girokonto · DE94 3005 0110 6528 8942 13
Noch nicht gebuchte Umsätze
Buchungstag Valuta      Empfänger/Auftraggeber  Verwendungszweck                      Betrag
31.05.2025  31.05.2025  Rossmann Filiale        Kartenzahlung girocard           -44,50 EUR
Kontobewegungen der letzten 30 Tage
Buchungstag Valuta      Empfänger/Auftraggeber  Verwendungszweck                      Betrag
17.05.2025  16.05.2025  Stadtwerke              Abschlag Mai                     -80,00 EUR`,
			want: []string{
				"17.05.2025|16.05.2025|Stadtwerke||Abschlag Mai|-80,00",
			},
			noBalance: true,
		},
		{
			// A letterhead "Datum: …" is no booking-date heading: rows
			// that carry their own date keep it.
			name: "letter date is no booking-date heading",
			text: `Kontoauszug Tagesgeld   IBAN DE28 3005 0110 5920 5053 87
Datum: 05.07.2024
Beschreibung                     Wertstellung          Betrag
Alter Saldo                                          1.000,00€
Zinsertrag                       01.07.2024           +267,12€
Neuer Saldo                                          1.267,12€`,
			want: []string{
				"01.07.2024|||Zinsertrag||267,12",
			},
		},
		{
			// Purpose cell left of the name cell.
			name: "purpose cell left of the name cell",
			text: `Umsatzanzeige   Girokonto · DE94 3005 0110 6528 8942 13
Datum       Verwendungszweck                Begünstigter/Zahlungspflichtiger        Betrag
19.05.2025  Beitrag Kfz-Versicherung        Allianz                          -152,88 EUR
            VS-Nr. 362915                   Versicherungs-AG`,
			want: []string{
				"19.05.2025||Allianz Versicherungs-AG||Beitrag Kfz-Versicherung VS-Nr. 362915|-152,88",
			},
			noBalance: true,
		},
		{
			// A lone purpose word closing the text stays purpose; a lone
			// booking type closing it names the booking.
			name: "type line last, purpose word last",
			text: `Kontoauszug vom 31.12.2024   IBAN DE56 7016 9614 1246 2681 49
Angaben zu den Umsätzen          Valuta          zu Ihren Lasten   zu Ihren Gunsten
Alter Kontostand vom 30.11.2024                                          1.000,00
Buchungsdatum: 04.12.2024
Pflegedienst Sonnenschein        04.12                                     500,00
Personalnr. 12345
Gehalt
Buchungsdatum: 05.12.2024
Stadtwerke Musterstadt           05.12                    80,00-
Abschlag Dezember
LASTSCHRIFT
Neuer Kontostand vom 31.12.2024                                          1.420,00`,
			want: []string{
				"04.12.2024|04.12.2024|Pflegedienst Sonnenschein||Personalnr. 12345 Gehalt|500,00",
				"05.12.2024|05.12.2024|Stadtwerke Musterstadt|LASTSCHRIFT|Abschlag Dezember|-80,00",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := geoDoc(tt.text)
			if tt.ocr {
				doc.Pages[0].Source = document.OCR
			}
			res, err := Extract(context.Background(), doc)
			if err != nil {
				t.Fatal(err)
			}
			got := rowsOf(res.Transactions)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			if res.Info.Reconciliation.Status != StatusOK && !tt.noBalance {
				t.Errorf("reconciliation %s: %s", res.Info.Reconciliation.Status, res.Info.Reconciliation.Detail)
			}
		})
	}
}

func TestDotlessDayMonth(t *testing.T) {
	tests := []struct {
		in    string
		kinds []kind
	}{
		{"01.11 01.11 129 Dauerauftrag 585,06 S", []kind{kDayMonth, kDayMonth, kWord, kWord, kAmount}},
		{"30.06 Gutschrift 12,00", []kind{kDayMonth, kWord, kAmount}},
		{"12.30 Uhr Termin", []kind{kWord, kWord, kWord}},                    // no money: a time
		{"Rechnung 12.05 Miete 25,00", []kind{kWord, kWord, kWord, kAmount}}, // not at the start
		{"32.13 Gutschrift 12,00", []kind{kWord, kWord, kAmount}},            // no valid date
	}
	for _, tt := range tests {
		ts := tokenize(words(tt.in), false)
		for i, k := range tt.kinds {
			if i >= len(ts) || ts[i].kind != k {
				t.Errorf("tokenize(%q): token %d kind mismatch, want %d (got %+v)", tt.in, i, k, ts)
				break
			}
		}
	}
}

// TestOCRHeldOutRepairs: OCR misreadings met on held-out layouts.
func TestOCRHeldOutRepairs(t *testing.T) {
	tests := []struct {
		in    string
		ocr   bool
		texts []string
		kinds []kind
		cents german.Cents // of the last amount, 0 to skip
	}{
		// Specks after a two-digit year.
		{"21.01:22°° 21.01.22 Lastschrift -68,21 EUR", true, []string{"21.01.22", "21.01.22", "Lastschrift", "-68,21 EUR"}, []kind{kDate, kDate, kWord, kAmount}, -6821},
		{"21.01.22° 21.01.22 Lastschrift -240,20 EUR", true, []string{"21.01.22", "21.01.22"}, []kind{kDate, kDate}, -24020},
		// The decimal comma lost before an S/H marker.
		{"13.11 13.11 806 Entgelt 417 S", true, []string{"13.11", "13.11", "806", "Entgelt", "4,17 S"}, []kind{kDayMonth, kDayMonth, kWord, kWord, kAmount}, -417},
		{"13.11 13.11 806 Entgelt 1234 H", true, nil, nil, 1234},
		// A speck after the cents (the S marker lost with it).
		{"13.01 11.01 659 Lastschrift 165,57.", true, []string{"13.01", "11.01", "659", "Lastschrift", "165,57"}, nil, 16557},
		// Text layers are never repaired; a number without a marker stays a number.
		{"13.11 13.11 806 Entgelt 417 S", false, []string{"13.11", "13.11", "806", "Entgelt", "417", "S"}, nil, 0},
		{"Rechnung 2024 Nr 417", true, []string{"Rechnung", "2024", "Nr", "417"}, nil, 0},
	}
	for _, tt := range tests {
		ts := tokenize(words(tt.in), tt.ocr)
		var got []string
		for _, tk := range ts {
			got = append(got, tk.text)
		}
		if tt.texts != nil && strings.Join(got[:min(len(got), len(tt.texts))], "|") != strings.Join(tt.texts, "|") {
			t.Errorf("tokenize(%q, ocr=%v) = %q, want %q", tt.in, tt.ocr, got, tt.texts)
		}
		for i, k := range tt.kinds {
			if i >= len(ts) || ts[i].kind != k {
				t.Errorf("tokenize(%q): token %d kind mismatch, want %d", tt.in, i, k)
				break
			}
		}
		if tt.cents != 0 {
			if a, ok := lastAmount(&row{toks: ts}); !ok || a.cents != tt.cents {
				t.Errorf("tokenize(%q) amount = %d ok=%v, want %d", tt.in, a.cents, ok, tt.cents)
			}
		}
	}
}

// TestLooseIBANLineIsNoAccount: a counterparty's "IBAN: …" line whose
// booking row was unreadable is loose, but it does not open a second
// account table when bookings (not a header or an opening balance) follow.
func TestLooseIBANLineIsNoAccount(t *testing.T) {
	text := `Kontoauszug 1/2025  Kontokorrent IBAN DE39 3005 0110 1273 8328 06
Bu-Tag Wert   PN   Erläuterung/Verwendungszweck             Betrag EUR
                   alter Kontostand vom 31.12.2024            2.000,00 H
02.01  02.01  111  Gutschrift                                   100,00 H
                   Thomas Weber
13.01  11.01  659  Lastschrift                                 1:75, H1
                   PayPal Europe S.a.r.l. et Cie S.C.A
                   IBAN: DE68 1544 7658 8732 0765 72
14.01  14.01  660  Lastschrift                                   50,00 S
                   Telekom Deutschland GmbH
                   neuer Kontostand vom 31.01.2025            2.050,00 H`
	res, err := Extract(context.Background(), geoDoc(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tables) != 1 || len(res.Transactions) != 2 {
		t.Fatalf("tables %d, rows %q", len(res.Tables), rowsOf(res.Transactions))
	}
	if res.Info.Reconciliation.Status != StatusOK {
		t.Errorf("reconciliation %s: %s", res.Info.Reconciliation.Status, res.Info.Reconciliation.Detail)
	}
}

func TestDateLabelLine(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"Buchungsdatum: 03.12.2023", true},
		{"Buchungstag 03.12.", true},
		{"Buchung am 03.12.2023", true},
		{"Datum 03.12.2023", true},
		{"Valuta 03.12.2023", false},               // a value date, not the booking date
		{"Buchungsdatum: 03.12.2023 12,00", false}, // money: a booking
		{"Rechnung 03.12.2023", false},
	}
	for _, tt := range tests {
		r := &row{toks: tokenize(words(tt.in), false)}
		if got := isDateLabelLine(r); got != tt.want {
			t.Errorf("isDateLabelLine(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestTotalLine(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"Summe der Umsätze - 8.807,71 + 15.312,48", true},
		{"Summen 120,00 300,00", true},
		{"Gesamtsumme 1.234,56", true},
		{"Summe der Umsätze", false},                    // no money
		{"03.12. Summe Verlag 12,00-", false},           // a booking row
		{"TOTAL Tankstelle Berlin 03.12 45,00-", false}, // a payee, not a sum
		{"TotalEnergies 45,00-", false},
	}
	for _, tt := range tests {
		r := &row{toks: tokenize(words(tt.in), false)}
		r.text = joinTokens(r.toks)
		if got := totalLine(r); got != tt.want {
			t.Errorf("totalLine(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestRepairOCRDate(t *testing.T) {
	p := &parser{periodStart: german.Date{Year: 2024, Month: 3, Day: 1}, periodEnd: german.Date{Year: 2024, Month: 3, Day: 31}}
	dm := func(s string) token { return classify(token{text: s}) }
	d := func(s string) german.Date {
		x, err := german.ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	tests := []struct {
		tok   string
		value string
		want  string
	}{
		{"13.08.", "12.03.2024", "13.03.2024"}, // month 3 read as 8
		{"13.08.2024", "", "13.03.2024"},       // also with a year
		{"13.03.", "12.03.2024", "13.03.2024"}, // inside the period: as read
		{"02.04.", "", "02.04.2024"},           // close to the period: as read
		{"01.07.", "", "01.07.2024"},           // no confusion lands in March: as read
		{"16.08.", "", "16.03.2024"},
	}
	for _, tt := range tests {
		tk := dm(tt.tok)
		var v german.Date
		if tt.value != "" {
			v = d(tt.value)
		}
		if got := p.repairOCRDate(tk, p.tokDate(tk), v); got.String() != tt.want {
			t.Errorf("repairOCRDate(%s, value %s) = %s, want %s", tt.tok, tt.value, got, tt.want)
		}
	}
}
