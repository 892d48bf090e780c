package statement

import (
	"testing"
)

// Rules added for the sixth batch of held-out layouts (hv-*).

// TestHVEnglishNotation: the number notation is decided per document from
// unambiguous evidence, never per token.
func TestHVEnglishNotation(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"english thousands and currency", "Opening balance €1,234.56\n03 May 2025 Card transaction REWE €12.00 €1,222.56", true},
		{"german amounts", "Kontostand 1.234,56\n03.05.2025 Lastschrift REWE -12,00 1.222,56", false},
		{"bare dots are no evidence", "Vertrag 12.05 Nr. 1.234\nBetrag 3.50", false},
		{"one english amount is not enough", "Total €1,234.56", false},
		{"german majority wins", "€1,234.56 €2,000.00 12,00 13,00 14,00", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := englishNotation(geoDoc(tc.text)); got != tc.want {
				t.Errorf("englishNotation = %v, want %v", got, tc.want)
			}
		})
	}
	for in, want := range map[string]string{"€1,234.56": "€1.234,56", "-12.00": "-12,00", "1,234,567.89": "1.234.567,89", "REWE": "REWE", "12.05.": "12.05."} {
		if got := germanFromEnglish(in); got != want {
			t.Errorf("germanFromEnglish(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHVEnglishStatement: English month names, MONEY IN / MONEY OUT
// columns and English balance headings make an English statement of a
// German bank readable; the output stays in German notation.
func TestHVEnglishStatement(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "english statement",
		text: `Neobank AG
ACCOUNT STATEMENT 01 May 2025 - 31 May 2025
IBAN DE89 3704 0044 0532 0130 00
Opening balance €1,500.00
DATE          TYPE               DESCRIPTION            MONEY IN   MONEY OUT     BALANCE
03 May 2025   Card transaction   REWE Markt                         €12.50    €1,487.50
05 May 2025   Incoming transfer  Max Mustermann       €2,100.00             €3,587.50
31 May 2025   Direct debit       Stadtwerke                        €1,087.50  €2,500.00
Closing balance €2,500.00`,
		want: []string{
			"03.05.2025||REWE Markt|Card transaction||-12,50",
			"05.05.2025||Max Mustermann|Incoming transfer||2.100,00",
			"31.05.2025||Stadtwerke|Direct debit||-1.087,50",
		},
	}})
}
