package statement

import (
	"strings"
)

// Loan accounts (Darlehenskonto, Baufinanzierung) word their postings by
// what is paid: "Zahlungseingang Rate" (the monthly rate collected from
// the reference account), "Zinsen", "Sondertilgung" (an extra repayment,
// with the payer's name and IBAN on the lines below). The words naming
// the loan's payment (Rate, Darlehensrate, Tilgung, Sondertilgung,
// Annuität) are part of the type, never a payee: "Rate" after
// "Zahlungseingang" was taken as the counterparty, and "Sondertilgung",
// no known type, was the counterparty while the holder's name under it
// went to the purpose.
//
// A newer print sets the posting text beside the type, in a cell of its
// own ("Zahlungseingang Rate" | "Rate 01/2023 per Lastschrift", "Zinsen"
// | "Zinsen 01.01.2023 - 31.01.2023 0,80 % p.a."). The type's words end
// at the cell's gap; a text cell that starts with the type's last word
// repeats the type, and is the whole text of the bank's own posting.

func init() {
	bookingTypes = append(bookingTypes, "sondertilgung", "tilgung")
}

// loanWords name the payment of a loan after a booking type.
var loanWords = map[string]bool{
	"rate": true, "darlehensrate": true, "kreditrate": true, "tilgungsrate": true, "annuität": true,
	"tilgung": true, "sondertilgung": true,
}

// typeCellEnd returns the byte length of the part of headText up to the
// end of the cell holding its byte j (the type's end): the words of the
// booking row (toks, headText's tokens) up to the first gap of two and a
// half spaces or more after it (as bookingCells cuts cells), or
// len(headText) when there is none.
func typeCellEnd(r *row, toks []token, headText string, j int) int {
	sp := (r.y1 - r.y0) / 4 // about a space's width
	if sp <= 0 {
		sp = 2.5
	}
	gap := max(2.5*sp, monoCellGap(r)) // monogap.go
	for k := 1; k < len(toks); k++ {
		if toks[k].x0-toks[k-1].x1 <= gap {
			continue
		}
		pre := joinTokens(toks[:k])
		if !strings.HasPrefix(headText, pre+" ") {
			break
		}
		if len(pre) >= j {
			return len(pre)
		}
	}
	return len(headText)
}

// loanTypeTail extends the type over words[k:n], the rest of the type's
// cell, when every one of them names a loan's payment ("Zahlungseingang
// Rate").
func loanTypeTail(words []string, k, n int) int {
	if k >= n || n > len(words) {
		return k
	}
	for _, w := range words[k:n] {
		if !loanWords[strings.ToLower(strings.Trim(w, ".,:"))] {
			return k
		}
	}
	return n
}

// repeatsTypeCell reports a text cell beside the type's that starts with
// the type's last word ("Zinsen" | "Zinsen 01.01.2023 …", "Zahlungseingang
// Rate" | "Rate 01/2023 per Lastschrift").
func repeatsTypeCell(bookingText, cell string) bool {
	bt, c := strings.Fields(bookingText), strings.Fields(cell)
	return len(bt) > 0 && len(c) > 1 && strings.EqualFold(strings.Trim(bt[len(bt)-1], ".,:"), c[0])
}
