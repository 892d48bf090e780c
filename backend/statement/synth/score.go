package synth

import (
	"strings"

	"papierkram/backend/statement"
)

// Score compares extracted transactions with the truth. A match is the
// same booking date and the same signed amount; recipient and text are
// judged on matched rows only.
type Score struct {
	TP, FP, FN      int
	PartyOK, PartyN int
	TextOK, TextN   int
	FullyCorrect    bool
	Mismatches      []string // human-readable, for debugging
}

// Compare scores got against want.
func Compare(want []TruthTx, got []statement.Transaction) Score {
	return compare(want, got, false)
}

// CompareEitherDate is Compare where a row may match on its value date
// too: expectations taken from other tools (Portfolio Performance) date
// some banks' bookings by value date.
func CompareEitherDate(want []TruthTx, got []statement.Transaction) Score {
	return compare(want, got, true)
}

func compare(want []TruthTx, got []statement.Transaction, either bool) Score {
	var s Score
	used := make([]bool, len(got))
	for _, w := range want {
		found := -1
		// Prefer the candidate whose counterparty also matches, so that two
		// bookings with the same date and amount pair up correctly.
		for i, g := range got {
			if used[i] || g.Amount.String() != w.Amount {
				continue
			}
			if g.BookingDate.String() != w.BookingDate && !(either && g.ValueDate.String() == w.BookingDate) {
				continue
			}
			if either && found >= 0 && got[found].BookingDate.String() == w.BookingDate {
				continue // an exact booking-date match wins
			}
			if found < 0 || norm(g.Counterparty) == norm(w.Counterparty) && norm(got[found].Counterparty) != norm(w.Counterparty) {
				found = i
			}
		}
		if found < 0 {
			s.FN++
			s.Mismatches = append(s.Mismatches, "missing "+w.BookingDate+" "+w.Amount+" "+w.Counterparty)
			continue
		}
		used[found] = true
		s.TP++
		g := got[found]
		s.PartyN++
		if norm(g.Counterparty) == norm(w.Counterparty) {
			s.PartyOK++
		} else {
			s.Mismatches = append(s.Mismatches, "party "+w.BookingDate+" "+w.Amount+": got "+q(g.Counterparty)+" want "+q(w.Counterparty))
		}
		s.TextN++
		if norm(g.Purpose) == norm(w.Purpose) {
			s.TextOK++
		} else {
			s.Mismatches = append(s.Mismatches, "text "+w.BookingDate+" "+w.Amount+": got "+q(g.Purpose)+" want "+q(w.Purpose))
		}
	}
	for i, g := range got {
		if !used[i] {
			s.FP++
			s.Mismatches = append(s.Mismatches, "extra "+g.BookingDate.String()+" "+g.Amount.String()+" "+g.Counterparty)
		}
	}
	s.FullyCorrect = s.FN == 0 && s.FP == 0 && s.PartyOK == s.PartyN && s.TextOK == s.TextN
	return s
}

func q(s string) string { return "\"" + s + "\"" }

// norm compares text loosely: case and whitespace (OCR's word spacing,
// line wraps) are not what the extractor is judged on; every other
// character is.
func norm(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), "")
}
