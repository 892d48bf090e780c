package synth

import (
	"html"
	"math"
	"regexp"
	"strings"
	"unicode"

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

// HeadScore compares the statement-level fields the API returns beside the
// table (spec 2.2, issue 3 §4): IBAN, BIC, period, opening and closing
// balance. A field the truth leaves empty, or whose value the statement
// does not print (a period only implied by "Kontoauszug 3/2025", a card
// bill's reference account), is not judged.
type HeadScore struct {
	OK, N           int
	ReconOK, ReconN int // reconciliation ok, of the statements printing both balances
	Mismatches      []string
}

// periodShown reports whether start and end are printed as a range
// ("Zeitraum 01.04.2024 bis 30.06.2024", "01.04.2024 – 30.06.2024"), not
// just somewhere: a booking on the first, two dated balances ("Kontostand
// am 01.08.2025" over "Kontostand am 31.08.2025") only imply it.
func periodShown(shown, start, end string) bool {
	if start == "" || end == "" {
		return false
	}
	for i := 0; ; {
		k := strings.Index(shown[i:], start)
		if k < 0 {
			return false
		}
		k += i
		rest := shown[k+len(start):]
		for _, sep := range []string{"bis", "biszum", "-", "–", "—", "/"} {
			if strings.HasPrefix(rest, sep+end) {
				return true
			}
		}
		i = k + 1
	}
}

// CompareHead scores info against the statement's truth fields.
func CompareHead(st *Statement, info statement.Info) HeadScore {
	var s HeadScore
	t := st.Truth
	shown := st.shownText()
	for _, f := range []struct{ name, want, got string }{
		{"iban", t.IBAN, info.IBAN},
		{"bic", t.BIC, info.BIC},
		{"period start", t.PeriodStart, info.PeriodStart},
		{"period end", t.PeriodEnd, info.PeriodEnd},
		{"opening", t.Opening, info.OpeningBalance},
		{"closing", t.Closing, info.ClosingBalance},
	} {
		if f.want == "" || !strings.Contains(shown, compact(strings.TrimPrefix(f.want, "-"))) {
			continue
		}
		if f.name == "bic" && !st.ownBICShown() {
			continue
		}
		if strings.HasPrefix(f.name, "period") && !periodShown(shown, t.PeriodStart, t.PeriodEnd) {
			continue
		}
		s.N++
		if norm(f.got) == norm(f.want) {
			s.OK++
		} else {
			s.Mismatches = append(s.Mismatches, "head "+f.name+": got "+q(f.got)+" want "+q(f.want))
		}
	}
	// The truth's bookings lead from its opening to its closing balance:
	// with both printed the reconciliation must come out ok, and a
	// mismatch on a statement read right is a false alarm for the user.
	if t.Opening != "" && t.Closing != "" && strings.Contains(shown, compact(strings.TrimPrefix(t.Opening, "-"))) &&
		strings.Contains(shown, compact(strings.TrimPrefix(t.Closing, "-"))) {
		s.ReconN++
		if info.Reconciliation.Status == statement.StatusOK {
			s.ReconOK++
		} else {
			s.Mismatches = append(s.Mismatches, "head reconciliation "+info.Reconciliation.Status+": "+info.Reconciliation.Detail)
		}
	}
	return s
}

// ownBICShown reports whether the account's BIC is printed other than as
// a counterparty's: a booking's "IBAN … BIC …" line, or a BIC line right
// under such an IBAN, names the sender's bank, which may be the account's
// own bank by chance (hw-umsatzart). A reader cannot take the account's
// BIC from there. HTML statements keep the plain substring test.
func (st *Statement) ownBICShown() bool {
	bic := st.Truth.BIC
	if st.HTML != "" {
		return true
	}
	ibans := map[string]bool{}
	for _, t := range st.Truth.Transactions {
		if t.IBAN != "" {
			ibans[compact(t.IBAN)] = true
		}
	}
	counterparty := func(line string) bool {
		for ib := range ibans {
			if strings.Contains(line, ib) {
				return true
			}
		}
		return false
	}
	for _, p := range st.Pages {
		var lines []string
		y := math.NaN()
		for _, it := range p.Items {
			if len(lines) == 0 || math.Abs(it.Y-y) > 1 {
				lines = append(lines, "")
				y = it.Y
			}
			lines[len(lines)-1] += compact(it.Text)
		}
		for i, l := range lines {
			if !strings.Contains(l, bic) || counterparty(l) {
				continue
			}
			if i > 0 && counterparty(lines[i-1]) && !strings.Contains(lines[i-1], "BIC") {
				continue
			}
			return true
		}
	}
	return false
}

var reTag = regexp.MustCompile(`<[^>]*>`)

// shownText is the statement's printed text without any spaces: its
// pages' text items, or its HTML's text.
func (st *Statement) shownText() string {
	var b strings.Builder
	if st.HTML != "" {
		b.WriteString(html.UnescapeString(reTag.ReplaceAllString(st.HTML, "")))
	}
	for _, p := range st.Pages {
		for _, it := range p.Items {
			b.WriteString(it.Text)
		}
	}
	return compact(b.String())
}

// compact drops every kind of space.
func compact(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}
