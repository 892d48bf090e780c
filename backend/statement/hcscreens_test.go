package statement

import (
	"context"
	"strings"
	"testing"

	"papierkram/backend/document"
)

// screenDoc builds an OCR'd document of phone screenshots, one page per
// text (monospaced geometry as FromText, on a narrow screen).
func screenDoc(pages ...string) *document.Document {
	doc := &document.Document{Format: "pdf"}
	for i, s := range pages {
		pg := FromText(s).Pages[0]
		pg.Number, pg.Width, pg.Source = i+1, 400, document.OCR
		for k := range pg.Words {
			pg.Words[k].Conf = 0.9
		}
		doc.Pages = append(doc.Pages, pg)
	}
	return doc
}

func runScreenCases(t *testing.T, tests []struct {
	name  string
	pages []string
	want  []string
}) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract(context.Background(), screenDoc(tc.pages...))
			if err != nil {
				t.Fatal(err)
			}
			got := rowsOf(res.Transactions)
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

const screenHead = `< Umsätze
Girokonto - Berliner Sparkasse
DE57 1005 0000 8339 1067 79
Kontostand
4.583,65 €
Stand 31.10.2022, 19:46 Uhr
`

// TestAppCellsNameAbove: an app list whose cells print the name on the
// first line, the purpose with the amount on the second (the avatar's
// initials read left of it) and the type on the third. The name is the
// counterparty, the second line the purpose (without the app's "..."),
// the third line the type even when OCR cut it ("astschr").
func TestAppCellsNameAbove(t *testing.T) {
	runScreenCases(t, []struct {
		name  string
		pages []string
		want  []string
	}{{
		name: "name, purpose and amount, type",
		pages: []string{screenHead + `Gestern
      Shell Station
 SS   2022-10-30T18:50 Debitk.1 2024...   -51,54 €
      Kartenzahlung
Freitag, 28. Oktober
      Thomas Weber
 TW   Nebenkosten Oktober Whg. 3         -543,58 €
      Überweisung
      Telekom Deutschland GmbH
      Festnetz Vertragskonto 937130...   -140,53 €
       astschr
Dienstag, 25. Oktober
      Pflegedienst Sonnenschein
 PS   Gehalt Oktober 2022 Personalnr...  +3.497,71 €
      Lohn/Gehalt`},
		want: []string{
			"30.10.2022||Shell Station|Kartenzahlung|2022-10-30T18:50 Debitk.1 2024|-51,54",
			"28.10.2022||Thomas Weber|Überweisung|Nebenkosten Oktober Whg. 3|-543,58",
			"28.10.2022||Telekom Deutschland GmbH|Lastschrift|Festnetz Vertragskonto 937130|-140,53",
			"25.10.2022||Pflegedienst Sonnenschein|Lohn/Gehalt|Gehalt Oktober 2022 Personalnr|3.497,71",
		},
	}})
}

// TestRepeatedScreenBooking: consecutive screenshots overlap by one
// booking (the next screen starts with the last one of the previous,
// under its day heading again): it is one booking. A booking of another
// day at the top of the next screen is a booking of its own.
func TestRepeatedScreenBooking(t *testing.T) {
	runScreenCases(t, []struct {
		name  string
		pages []string
		want  []string
	}{{
		name: "last booking repeated at the top of the next screen",
		pages: []string{screenHead + `Freitag, 28. Oktober
      Thomas Weber
 TW   Nebenkosten Oktober Whg. 3         -543,58 €
      Überweisung
Dienstag, 25. Oktober
      IKEA Deutschland
 ID   2022-10-25T08:30 Debitk.3 2024...   -23,32 €
      Kartenzahlung`, `< Umsätze
Dienstag, 25. Oktober
      IKEA Deutschland
      2022-10-25T08:30 Debitk.3 2024...   -23,32 €
      Kartenzahlung
Sonntag, 23. Oktober
      Lidl sagt Danke
      2022-10-23T09:14 Debitk.3 2024...   -37,43 €
      Kartenzahlung`},
		want: []string{
			"28.10.2022||Thomas Weber|Überweisung|Nebenkosten Oktober Whg. 3|-543,58",
			"25.10.2022||IKEA Deutschland|Kartenzahlung|2022-10-25T08:30 Debitk.3 2024|-23,32",
			"23.10.2022||Lidl sagt Danke|Kartenzahlung|2022-10-23T09:14 Debitk.3 2024|-37,43",
		},
	}, {
		name: "same amount on another day at the top of the next screen",
		pages: []string{screenHead + `Freitag, 28. Oktober
      Thomas Weber
 TW   Nebenkosten Oktober Whg. 3         -543,58 €
      Überweisung
Dienstag, 25. Oktober
      IKEA Deutschland
 ID   2022-10-25T08:30 Debitk.3 2024...   -23,32 €
      Kartenzahlung`, `< Umsätze
Montag, 24. Oktober
      IKEA Deutschland
      2022-10-24T08:30 Debitk.3 2024...   -23,32 €
      Kartenzahlung`},
		want: []string{
			"28.10.2022||Thomas Weber|Überweisung|Nebenkosten Oktober Whg. 3|-543,58",
			"25.10.2022||IKEA Deutschland|Kartenzahlung|2022-10-25T08:30 Debitk.3 2024|-23,32",
			"24.10.2022||IKEA Deutschland|Kartenzahlung|2022-10-24T08:30 Debitk.3 2024|-23,32",
		},
	}})
}

// TestFuzzyBookingType: a type line OCR cut or misread still names its
// type; text that is no type does not.
func TestFuzzyBookingType(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Kartenzahlunc", "kartenzahlung"},
		{"astschr", "lastschrift"},
		{"3stschrift", "lastschrift"},
		{"chtzeitüberweisur", "echtzeitüberweisung"},
		{"SE PA Gut schrift", "sepa-gutschrift"},
		{"Lastschrift", "lastschrift"},
		{"Geschenk", ""},
		{"Taschengeld", ""},
		{"Miete Juli", ""},
		{"Lidl sagt Danke", ""},
	} {
		got, _ := fuzzyBookingType(tc.in)
		if got != tc.want {
			t.Errorf("fuzzyBookingType(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestQuoteMinus: a minus read as a double quote glued to the amount is
// the sign; a quoted amount or a quoted word is left alone.
func TestQuoteMinus(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`"51,54`, "-51,54"},
		{`"1.024,25`, "-1.024,25"},
		{`"12,50"`, `"12,50"`},
		{`"Miete`, `"Miete`},
		{`"2024`, `"2024`},
	} {
		if got := ocrFix(tc.in); got != tc.want {
			t.Errorf("ocrFix(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
