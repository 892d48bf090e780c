package statement

import (
	"testing"

	"papierkram/backend/document"
)

// Rules added for the eighth batch of held-out layouts (ht-*).

// TestEnDashSign: an en dash with a space before an amount is its minus
// sign ("– 245.000,00" beside "+ 48.000,00"), not a word of the text.
func TestEnDashSign(t *testing.T) {
	checkRowTokens(t, []tokenCase{
		{"12.08.2023 Überweisung      – 230.746,01", "12.08.2023:D Überweisung – 230.746,01:A-23074601"},
		{"12.08.2023 Gutschrift       + 48.000,00", "12.08.2023:D Gutschrift + 48.000,00:A4800000"},
		{"12.08.2023 Überweisung      — 1.422,50", "12.08.2023:D Überweisung — 1.422,50:A-142250"},
	})
	runHZCases(t, []hzCase{{
		name: "escrow account signed with en dashes",
		text: `Kontoauszug Notaranderkonto   01.03.2024 - 30.05.2024
Anderkonto DE89 3704 0044 0532 0130 00
Buchungstag  Wert        Vorgang                                   Betrag EUR
                         Kontoeröffnung 01.03.2024                     + 0,00
05.03.2024   05.03.2024  Gutschrift                               + 300.000,00
                         Sabine Fischer
                         Kaufpreis Grundstück Flur 3
02.04.2024   02.04.2024  Überweisung                              – 299.000,00
                         Werner Lange
                         Kaufpreis abzgl. Gebühren
30.05.2024   30.05.2024  Überweisung                                – 1.000,00
                         Sabine Fischer
                         Rest Auflösung
                         Kontostand am 30.05.2024                      + 0,00`,
		want: []string{
			"05.03.2024|05.03.2024|Sabine Fischer|Gutschrift|Kaufpreis Grundstück Flur 3|300.000,00",
			"02.04.2024|02.04.2024|Werner Lange|Überweisung|Kaufpreis abzgl. Gebühren|-299.000,00",
			"30.05.2024|30.05.2024|Sabine Fischer|Überweisung|Rest Auflösung|-1.000,00",
		},
	}})
}

// TestPassbookBalanceRows: a passbook-style savings statement prints its
// balances as dated rows ("01.01.2025 Saldovortrag", "31.12.2025
// Guthaben") with the figure in the balance column: balances, not
// bookings. A rate line under the interest credit is its calculation.
func TestPassbookBalanceRows(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "savings account printed like a passbook",
		text: `Jahreskontoauszug 2024 Sparkonto   01.01.2024 - 31.12.2024
IBAN DE89 3704 0044 0532 0130 00
Datum       Vorgang                           Auszahlung   Einzahlung     Guthaben
01.01.2024  Saldovortrag                                                  3.000,00
15.03.2024  Einzahlung Sabine Fischer                        500,00       3.500,00
            Sparrate März
31.12.2024  Zinsgutschrift                                    20,00       3.520,00
            Zinsen 01.01.2024 - 31.12.2024
              Zinssatz 0,500 % p.a., Ø Guthaben 3.390,41 EUR
31.12.2024  Steuer                              5,00                      3.515,00
            Kapitalertragsteuer
31.12.2024  Guthaben                                                      3.515,00`,
		want: []string{
			"15.03.2024||Sabine Fischer|Einzahlung|Sparrate März|500,00",
			"31.12.2024|||Zinsgutschrift|Zinsen 01.01.2024 - 31.12.2024|20,00",
			"31.12.2024|||Steuer|Kapitalertragsteuer|-5,00",
		},
		status: StatusOK,
	}})
}

// TestKtoBLZLine: a pre-SEPA account line under the name ("KTO 7497102
// BLZ 30050110") is the account field, not remittance text.
func TestKtoBLZLine(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"KTO 7497102 BLZ 30050110", true},
		{"Konto-Nr. 123456 BLZ 370 400 44", true},
		{"Kto. 12345678, BLZ 20041111", true},
		{"KTO 7497102 BLZ 30050110 RECHNUNG 4711", false},
		{"RECHNUNG 841356 KTO 123", false},
	} {
		if got := ktoBLZLine(tc.line); got != tc.want {
			t.Errorf("%q: got %v, want %v", tc.line, got, tc.want)
		}
	}
	runHZCases(t, []hzCase{{
		name: "statement printer at the SEPA changeover",
		text: `Kontoauszug   Umsätze vom 01.01.2012 bis 31.01.2012
IBAN DE89 3704 0044 0532 0130 00
Bu-Tag  Wert    Vorgang                                              Betrag EUR
                alter Kontostand vom 31.12.2011                         500,00
18.01.  18.01.  LASTSCHRIFT                                              -63,04
                STADTWERKE MUSTERSTADT
                KTO 7497102 BLZ 30050110
                ABSCHLAG STROM JANUAR
                neuer Kontostand vom 31.01.2012                         436,96`,
		want: []string{
			"18.01.2012|18.01.2012|STADTWERKE MUSTERSTADT|LASTSCHRIFT|ABSCHLAG STROM JANUAR|-63,04",
		},
		status: StatusOK,
	}})
}

// TestDetailsCellType: an online turnover list sets the name beside a
// details cell whose first line is the booking type alone; the lines
// under it are the purpose.
func TestDetailsCellType(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "Umsatzanzeige with a Buchungsdetails column",
		text: `Umsatzanzeige   Zeitraum 01.09.2023 - 30.09.2023
Konto Girokonto DE89 3704 0044 0532 0130 00
Alter Kontostand 1.000,00 EUR
Neuer Kontostand 677,36 EUR
Buchung     Valuta      Auftraggeber/Empfänger      Buchungsdetails                        Betrag (EUR)
05.09.2023  05.09.2023  Stadtwerke Musterstadt      SEPA-Lastschrift                         -104,91 €
                        DE65 5625 0508 7765 3173 99 Abschlag Strom September
12.09.2023  12.09.2023  Rossmann Filiale            Kartenzahlung                             -69,63 €
                                                    2023-09-12T17:04 Debitk.2
20.09.2023  20.09.2023  Drogerie Beispiel           Gehalt                                   -148,10 €
                                                    Rückgabe Pfand`,
		want: []string{
			"05.09.2023|05.09.2023|Stadtwerke Musterstadt|SEPA-Lastschrift|Abschlag Strom September|-104,91",
			"12.09.2023|12.09.2023|Rossmann Filiale|Kartenzahlung|2023-09-12T17:04 Debitk.2|-69,63",
			"20.09.2023|20.09.2023|Drogerie Beispiel||Gehalt Rückgabe Pfand|-148,10",
		},
		status: StatusOK,
	}})
}

// TestCardPaymentThanks: the holder's payment printed as "Ihre Zahlung –
// vielen Dank" names no payee; a fee line under a foreign purchase
// ("inkl. Fremdwährungsgebühr … = 0,43 EUR") is a note on its amount.
func TestCardPaymentThanks(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Ihre Zahlung – vielen Dank", true},
		{"Zahlung erhalten - Danke", true},
		{"Lidl sagt Danke", false},
		{"Danke Reisen GmbH", false},
	} {
		if got := thanksLine(tc.s); got != tc.want {
			t.Errorf("%q: got %v, want %v", tc.s, got, tc.want)
		}
	}
	runHZCases(t, []hzCase{{
		name: "card bill with the payment thanked for and a foreign fee note",
		text: `Kreditkartenabrechnung   Abrechnungszeitraum 10.05.2023 - 09.06.2023
Kartenkonto DE89 3704 0044 0532 0130 00
Belegdatum  Buchungsdatum  Umsatz                                     Betrag EUR
                           Saldo der letzten Abrechnung                  -536,85
15.05.2023  16.05.2023     Ihre Zahlung – vielen Dank                    +536,85
12.05.2023  13.05.2023     AMAZON.COM SEATTLE                             -24,79
                             USD 29,11 Kurs 1,194779
                             inkl. Fremdwährungsgebühr 1,75 % = 0,43 EUR
                           Neuer Saldo                                    -24,79`,
		want: []string{
			"16.05.2023|15.05.2023|||Ihre Zahlung – vielen Dank|536,85",
			"13.05.2023|12.05.2023|AMAZON.COM SEATTLE||USD 29,11 Kurs 1,194779|-24,79",
		},
		status: StatusOK,
	}})
}

// TestKontokorrentSaldo: a cooperative bank's Kontokorrent list opens
// with "Saldovortrag" (one word), repeats the type "Umbuchung" at the
// start of the own-account transfer's text (no payee), and a payment to
// the tax office names its tax number in the purpose ("Steuernr.") — not
// a footer line.
func TestKontokorrentSaldo(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Umsatzsteuer August Steuernr. 224071", false},
		{"Einkommensteuer Q3 Steuer-Nr. 123/456/78901", false},
		{"Sitz Musterstadt, Amtsgericht Musterstadt HRB 123, Steuer-Nr. 27/123/45678", true},
		{"Steuer-Nr. 27/123/45678", true},
	} {
		if got := legalLine(tc.s); got != tc.want {
			t.Errorf("legalLine(%q): got %v, want %v", tc.s, got, tc.want)
		}
	}
	runHZCases(t, []hzCase{{
		name: "farm Kontokorrent with S/H after the balance",
		text: `Umsatzübersicht Kontokorrentkonto
Konto DE89 3704 0044 0532 0130 00      Zeitraum 01.08.2025 - 31.08.2025
Datum       Wert        Vorgang / Verwendungszweck                     Umsatz          Saldo
                        Saldovortrag                                               10.000,00 H
05.08.2025  05.08.2025  Lastschrift                                    644,20       9.355,80 H
                        Finanzamt Musterstadt
                        Umsatzsteuer Juli Steuernr. 224071
18.08.2025  18.08.2025  Umbuchung                                   13.500,00      22.855,80 H
                        Umbuchung Sparkonto 3630977
                        Neuer Saldo per 31.08.2025                                 22.855,80 H`,
		want: []string{
			"05.08.2025|05.08.2025|Finanzamt Musterstadt|Lastschrift|Umsatzsteuer Juli Steuernr. 224071|-644,20",
			"18.08.2025|18.08.2025||Umbuchung|Umbuchung Sparkonto 3630977|13.500,00",
		},
		status: StatusOK,
	}})
}

// TestGluedCells: a PDF text layer without a space between touching
// cells — two dates at the start of a row ("11.10.202310.10.2023") are
// the booking and the value date; an IBAN's last group glued to the word
// of the next column ("… 6900 87Mitgliedsbeitrag") ends the IBAN when
// the check digits prove it.
func TestGluedCells(t *testing.T) {
	for _, tc := range []struct {
		words []string
		want  string
	}{
		{[]string{"11.10.202310.10.2023", "Kartenzahlung", "-48,76"}, "11.10.2023:D 10.10.2023:D Kartenzahlung -48,76:A-4876"},
		{[]string{"DE02", "2737", "9116", "9975", "6900", "87Mitgliedsbeitrag", "Mai"}, "DE02 2737 9116 9975 6900 87 Mitgliedsbeitrag Mai"},
		// Not a valid IBAN with the digits: the word stays whole.
		{[]string{"DE02", "2737", "9116", "9975", "6900", "88Mitgliedsbeitrag"}, "DE02 2737 9116 9975 6900 88Mitgliedsbeitrag"},
	} {
		var ws []document.Word
		x := 40.0
		for _, w := range tc.words {
			ws = append(ws, document.Word{Text: w, Box: document.Rect{X0: x, Y0: 100, X1: x + 5*float64(len(w)), Y1: 110}})
			x += 5*float64(len(w)) + 4
		}
		if got := describeTokens(&row{toks: tokenize(ws, false)}); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.words, got, tc.want)
		}
	}
}
