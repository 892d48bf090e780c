package statement

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"papierkram/backend/german"
)

// FuzzTokenize feeds arbitrary lines to the line tokenizer: it must not
// panic, and every amount token must carry a value that formats back to a
// German amount ParseAmount accepts.
func FuzzTokenize(f *testing.F) {
	for _, s := range []string{
		"04.01. 04.01. SEPA Dauerauftrag an - 40,00",
		"20.06. 20.06. UEBERWEISUNG PN:931 26.350,00 H",
		"01.03.2016 01.03.2016 Basis-Lastschrift 119,00-",
		"Zinsertrag 01.07.2024 +267,12€",
		"Montag, 3. März 2025",
		"13.04. 13.04. LASTSCHRIFT 224,788",
		"- - + 1.2.3,45 S H €-",
		"31.12. 02.01.2020 12,00 EUR 1.000.000,01-",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, ocr bool) {
		if !utf8.ValidString(s) || len(s) > 2000 {
			return
		}
		for _, tk := range tokenize(words(s), ocr) {
			if tk.kind == kAmount {
				if _, err := german.ParseAmount(tk.cents.String()); err != nil {
					t.Fatalf("amount token %q has value %d that does not format back: %v", tk.text, tk.cents, err)
				}
			}
			if tk.x1 < tk.x0 {
				t.Fatalf("token %q has negative width", tk.text)
			}
		}
	})
}

// FuzzExtractText runs whole texts through Extract: no panic, and every
// table row has one cell per header with well-formed dates and amounts.
func FuzzExtractText(f *testing.F) {
	f.Add("Kontoauszug vom 01.03.2025 bis 31.03.2025\nIBAN DE89 3704 0044 0532 0130 00\nBuchungstag Valuta Vorgang Betrag\nAlter Saldo 1.000,00\n03.03.2025 03.03.2025 Lastschrift -100,00\nStadtwerke\nSVWZ+Abschlag\nNeuer Saldo 900,00")
	f.Add("alter Kontostand 0,00 H\n20.06. 20.06. UEBERWEISUNG 26.350,00 H\n Max\n neuer Kontostand vom 30.06.2023 26.350,00 H")
	f.Add("Montag, 3. März 2025\nREWE -23,45 €\nKartenzahlung · Lebensmittel\nKontoauszug")
	f.Add("-1,50\n01.03.2023 Lastschrift\n01 Jan.\nZinszahlung 9,07 € 1.182,23 €\n2025")
	// Swiss notation (swissamount.go) and dates under the description (dateunder.go).
	f.Add("Datum Text Belastung Gutschrift Valuta Saldo\n30.09.25 Saldovortrag 18'817.33\n01.10.25 Zahlung Ausland 4'500.00 01.10.25 14'317.33\n02.10.25 TWINT 7.94 02.10.25 14’309.39 12.05 0.93110\nTotal Umsätze 4'507.94 0.00")
	f.Add("1. Januar 2024 – 31. Januar 2024\nEUR am 1. Januar 2024 100,00 EUR\nBeschreibung Eingehend Ausgehend Saldo\nKartenzahlung an X 1,00 99,00\n2. Januar 2024 · Transaktion: 1\n300,00 EUR in 1.262,26 PLN umgetauscht 9,00 90,00\n3. Januar 2024\n01.04.2025 Zinsänderung 0,35 % p.a.")
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || len(s) > 20000 {
			return
		}
		res, err := Extract(context.Background(), FromText(s))
		if err != nil {
			return
		}
		for _, tb := range res.Tables {
			for _, r := range tb.Rows {
				if len(r) != len(Headers) {
					t.Fatalf("row has %d cells", len(r))
				}
				if _, err := german.ParseDate(r[0]); err != nil {
					t.Fatalf("booking date %q: %v", r[0], err)
				}
				if r[1] != "" {
					if _, err := german.ParseDate(r[1]); err != nil {
						t.Fatalf("value date %q: %v", r[1], err)
					}
				}
				if _, err := german.ParseAmount(r[6]); err != nil || strings.HasSuffix(r[6], "-") {
					t.Fatalf("amount %q: %v", r[6], err)
				}
			}
		}
	})
}
