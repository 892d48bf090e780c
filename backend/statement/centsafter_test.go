package statement

import (
	"testing"

	"papierkram/backend/document"
)

// TestCentsAfterComma: an OCR'd Courier amount cut after its decimal comma
// ("50," "00-", "121;" "21-") is one amount again when the parts nearly
// touch; far apart, or with three digits after the comma, they stay apart.
func TestCentsAfterComma(t *testing.T) {
	w := func(s string, x0, x1 float64) document.Word {
		return document.Word{Text: s, Box: document.Rect{X0: x0, Y0: 100, X1: x1, Y1: 108}}
	}
	for _, tc := range []struct {
		name  string
		words []document.Word
		want  []string
	}{
		{"comma cut", []document.Word{w("50,", 462, 473), w("00-", 476, 489)}, []string{"50,00-"}},
		{"semicolon for the comma", []document.Word{w("121;", 457, 473), w("21-", 476, 489)}, []string{"121,21-"}},
		{"thousands", []document.Word{w("2.213,", 440, 473), w("19", 476, 484)}, []string{"2.213,19"}},
		{"far apart", []document.Word{w("3,", 236, 240), w("25", 300, 309)}, []string{"3,", "25"}},
		{"three digits", []document.Word{w("125,", 457, 473), w("327", 478, 489)}, []string{"125,", "327"}},
	} {
		var got []string
		for _, x := range joinCents(tc.words) {
			got = append(got, x.Text)
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
				break
			}
		}
	}
}

// TestOCRLabelledIBAN: the account's IBAN on an OCR'd head line with O
// for 0 is read after its label and becomes the statement's IBAN, not the
// first counterparty IBAN in the bookings.
func TestOCRLabelledIBAN(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string
	}{
		{"IBAN DEO8 6045 0050 1749 5952 08 BIC SOLADES1LBG", "DE08604500501749595208"},
		{"IBAN: DE08 6O45 OO5O 1749 5952 08", "DE08604500501749595208"},
		{"IBAN DEO8 6045 0050 1749 5952 09 BIC SOLADES1LBG", ""}, // check digits fail
		{"IBAN-Nummer bitte angeben", ""},
	} {
		got := ocrLabelledIBAN(tc.text)
		if tc.want == "" && len(got) != 0 || tc.want != "" && (len(got) != 1 || got[0] != tc.want) {
			t.Errorf("%q: %q, want %q", tc.text, got, tc.want)
		}
	}
	text := `Kreissparkasse Ludwigsburg
KONTO-NR. 1749595208 BLZ 60450050 KONTOAUSZUG 1/2024 BLATT 1
IBAN DEO8 6045 0050 1749 5952 08 BIC SOLADES1LBG
BU-TAG  WERT      VORGANG                                         BETRAG EUR
                  KONTOSTAND AM 31.12.23                            2228,16
02.01.24 02.01.24 ENTGELT                                            4,66-
                  Kontoführung Januar 2024
21.01.24 21.01.24 LASTSCHRIFT                                      121,21-
                  Telekom Deutschland GmbH
                  IBAN: DE94780923106784420808 BIC: VBMHDESFXXX
                  NEUER KONTOSTAND AM 31.01.24                     2102,29`
	doc := FromText(text)
	for i := range doc.Pages {
		doc.Pages[i].Source = document.OCR
	}
	res, err := Extract(t.Context(), doc)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Info.IBAN; got != "DE08 6045 0050 1749 5952 08" {
		t.Errorf("statement IBAN %q, want DE08 6045 0050 1749 5952 08", got)
	}
}
