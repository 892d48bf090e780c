package statement

import (
	"regexp"
	"strings"
)

// Deposit platforms' transaction accounts (Tagesgeld/Festgeld
// marketplaces): the money moves between the holder's reference account
// and fixed-term deposits at partner banks abroad.
//
//   - "Anlage Festgeld", "Rückzahlung Festgeld", "Zinszahlung" are booking
//     types; the partner bank is named on the next line;
//   - "vom Referenzkonto DE…" / "an Referenzkonto DE…" names the holder's
//     own reference account: the IBAN field of a transfer with no
//     counterparty (the holder), not purpose text;
//   - a partner bank abroad is printed with its country in parentheses
//     ("Alpha Bank S.A. (Griechenland)"): the country is no part of the
//     name.

func init() {
	bookingTypes = append(bookingTypes, "anlage festgeld", "festgeldanlage", "rückzahlung festgeld", "festgeldrückzahlung", "zinszahlung")
}

var (
	reRefAccount   = regexp.MustCompile(`(?i)^\s*(vom|von|an|auf|zum|zugunsten)\s+(ihr(em)?\s+)?referenzkonto\s*:?\s*(iban\s*:?\s*)?([A-Z]{2}\d{2}[A-Z0-9 ]{11,40})\s*$`)
	reCountryParen = regexp.MustCompile(`\s*\((` + countryNames + `)\)\s*$`)
)

const countryNames = `Belgien|Bulgarien|Dänemark|Estland|Finnland|Frankreich|Griechenland|Irland|Italien|Kroatien|Lettland|Litauen|Luxemburg|Malta|Niederlande|Norwegen|Österreich|Polen|Portugal|Rumänien|Schweden|Schweiz|Slowakei|Slowenien|Spanien|Tschechien|Ungarn|Zypern|Liechtenstein|Island|Vereinigtes Königreich`

// ownReferenceAccount takes a "vom/an Referenzkonto DE…" line out of lines
// and reports it: the booking then has no counterparty.
func ownReferenceAccount(tr *Transaction, lines []string) ([]string, bool) {
	for k, l := range lines {
		m := reRefAccount.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		ib := findIBANs(m[5])
		if len(ib) != 1 {
			continue
		}
		if tr.IBAN == "" {
			tr.IBAN = ib[0]
		}
		return append(lines[:k:k], lines[k+1:]...), true
	}
	return lines, false
}

// withoutCountry drops a trailing "(Griechenland)" from a name.
func withoutCountry(name string) string {
	if s := reCountryParen.ReplaceAllString(name, ""); strings.TrimSpace(s) != "" {
		return s
	}
	return name
}

// reTaxRate finds the rate of a tax calculation ("Steuersatz 25,00 %").
var reTaxRate = regexp.MustCompile(`(?i)\b(steuersatz|satz)\s*:?\s*\d{1,2}(,\d+)?\s*%`)

// taxBaseLine reports the calculation under a withholding tax booking
// written as one sentence, "Bemessungsgrundlage 571,82 EUR, Steuersatz
// 25,00 %": the base and the rate, not remittance text. (calcLine needs
// the base's amount set apart at the line's end.)
func taxBaseLine(r *row) bool {
	return reBaseLabel.MatchString(r.text) && hasAmount(r) && reTaxRate.MatchString(r.text)
}
