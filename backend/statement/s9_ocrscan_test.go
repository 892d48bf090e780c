package statement

import (
	"context"
	"strings"
	"testing"
)

// TestS9OCRHeadingWord: OCR'd heading words one or two edits from a long
// known heading are read as that heading (ocrheading.go); ordinary words
// and short headings are left alone.
func TestS9OCRHeadingWord(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Aftraggeber", "Auftraggeber"},
		{"/Aftraggeber", "/Auftraggeber"},
		{"Afiraggeber", "Auftraggeber"},
		{"Verwendungszwek", "Verwendungszweck"},
		{"buchungstaq", "buchungstag"},
		{"Auftraggeber", ""}, // known already
		{"Valuta", ""},       // short headings are not guessed
		{"Abrechnung", ""},   // an ordinary word
		{"Rechnungsabschluss", ""},
		{"Gutschriften", ""}, // known
		{"Einzahlung", ""},   // two edits from "einzahler": too far for 9 letters
	} {
		if got := ocrHeadingWord(tc.in); got != tc.want {
			t.Errorf("ocrHeadingWord(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestS9OCRHeadingStackedParty: a continuation page whose OCR'd heading
// reads "Vorgang /Aftraggeber Verwendungszweck" (hg-apobank page 2) still
// has the stacked type / name / purpose cell: a name wrapped onto two
// lines stays the counterparty.
func TestS9OCRHeadingStackedParty(t *testing.T) {
	text := `Deutsche Apotheker- und Ärztebank eG                        Kontoauszug Nr. 9/2022
Kontoauszug vom 01.09.2022 bis 30.09.2022
Buchung  Valuta   Beleg-Nr.  Vorgang /Aftraggeber Verwendungszweck             BetragEUR
                             Kontostand am 31.08.2022                          14.195,03
17.09.   17.09.   460137     Gutschrift                                         2.326,46
                             ZA Zahnärztliche Abrechnungs-
                             gesellschaft Düsseldorf AG
                             SVWZ+Auszahlung Abrechnung Nr. 28654 vom 13.09.2022
                             IBAN DE83223711112347526757 BIC HELADEF1822
19.09.   19.09.   468381     SEPA-Lastschrift                                    -970,79
                             Ärzteversorgung
                             Westfalen-Lippe
                             SVWZ+Versorgungsabgabe 09/2022 Mitgl.-Nr. 2443695
                             IBAN DE73626392043100088925 BIC DUSSDEDDXXX
                             Kontostand am 30.09.2022                          15.550,70`
	want := []string{
		"17.09.2022|17.09.2022|ZA Zahnärztliche Abrechnungs- gesellschaft Düsseldorf AG|Gutschrift|Auszahlung Abrechnung Nr. 28654 vom 13.09.2022|2.326,46",
		"19.09.2022|19.09.2022|Ärzteversorgung Westfalen-Lippe|SEPA-Lastschrift|Versorgungsabgabe 09/2022 Mitgl.-Nr. 2443695|-970,79",
	}
	d := ocrText(text)
	d.Pages[0].Width, d.Pages[0].Height, d.Format = 595, 842, "pdf"
	res, err := Extract(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	if got := rowsOf(res.Transactions); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestS9OCRWordFix: word repairs on OCR pages (ocrwords.go) where the
// word proves the reading; anything else stays as read.
func TestS9OCRWordFix(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"It.", "lt."},
		{"It", "It"},
		{"it.", "it."},
		{"2025-02-25716:37", "2025-02-25T16:37"},
		{"2025-02-23718:41:05", "2025-02-23T18:41:05"},
		{"2025-02-25T16:37", "2025-02-25T16:37"},
		{"2025-13-25716:37", "2025-13-25716:37"}, // no month 13
		{"2025-02-25736:37", "2025-02-25736:37"}, // no hour 36
		{"Mändatsreferenz", "Mandatsreferenz"},
		{"Marıdatsreferenz", "Mandatsreferenz"},
		{"Mandatsret:", "Mandatsret:"}, // too short: reLabel's own spelling
		{"Mändatsreferenz:", "Mandatsreferenz:"},
		{"Mandatsreferenzen", "Mandatsreferenzen"},
		{"Monatsreferenz", "Monatsreferenz"},
	} {
		if got := ocrFix(tc.in); got != tc.want {
			t.Errorf("ocrFix(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestS9OCRWordFixRows: the repairs in context — "lt." in the purpose,
// the card line's timestamp, and a misread Mandatsreferenz label whose
// reference leaves the purpose.
func TestS9OCRWordFixRows(t *testing.T) {
	text := `norisbank GmbH                              Umsatzübersicht
IBAN DE12 1007 7777 0123 4567 00
Buchungstag Wertstellung Vorgang            Empfänger                         Verwendungszweck                           Betrag
23.02.2025  23.02.2025   Kartenzahlung      dm-drogerie markt                 2025-02-23718:41 Debitk.3 2027-02          -60,63
23.02.2025  21.02.2025   SEPA-Lastschrift   Vodafone GmbH                     Kundennr. 967895 Rechnung Februar         -180,84
                                            IBAN DE18 2600 1574 7726 1496 78  Mändatsreferenz M7723-97075 Gläubiger-ID DE2622202688623859
10.02.2025  10.02.2025   SEPA-Lastschrift   Ärztekammer                       Kammerbeitrag 2022 It. Beitragsbescheid   -126,02`
	want := []string{
		"23.02.2025|23.02.2025|dm-drogerie markt|Kartenzahlung|2025-02-23T18:41 Debitk.3 2027-02|-60,63",
		"23.02.2025|21.02.2025|Vodafone GmbH|SEPA-Lastschrift|Kundennr. 967895 Rechnung Februar|-180,84",
		"10.02.2025|10.02.2025|Ärztekammer|SEPA-Lastschrift|Kammerbeitrag 2022 lt. Beitragsbescheid|-126,02",
	}
	d := ocrText(text)
	d.Pages[0].Width, d.Pages[0].Height, d.Format = 595, 842, "pdf"
	res, err := Extract(context.Background(), d)
	if err != nil {
		t.Fatal(err)
	}
	if got := rowsOf(res.Transactions); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
