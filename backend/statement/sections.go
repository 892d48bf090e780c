package statement

import (
	"regexp"
	"strings"

	"papierkram/backend/german"
)

// Account sections of multi-account reports (comdirect Finanzreport: Giro,
// Tagesgeld, Visa): a section line names the account ("Tagesgeld
// PLUS-Konto"), a table header and an opening balance follow, a closing
// balance ends it. Where the section line carries no IBAN, its name is
// matched against the report's account overview ("Tagesgeld PLUS-Konto
// DE18 2004 … +0,14"), and the table is named after both.

// sectionMark starts the key of a labelled section: "\x00label\x00iban".
const sectionMark = "\x00"

var (
	reAccountWord = regexp.MustCompile(`(?i)konto|karte|card|depot|tagesgeld|giro|visa|mastercard|sparbuch|festgeld|sparplan`)
	rePrintedIBAN = regexp.MustCompile(`\b[A-Z]{2}\d{2}(?: ?[0-9A-Z]{4}){3,7}(?: ?[0-9A-Z]{1,3})?\b`)
)

type overviewEntry struct{ label, iban string }

// overview collects the account lines of a report's summary: a name, an
// IBAN or a card number, and a balance at the end.
func (p *parser) overview() []overviewEntry {
	if p.ovDone {
		return p.ov
	}
	p.ovDone = true
	for _, r := range p.rows {
		n := len(r.toks)
		if n < 3 || n > 12 || r.toks[n-1].kind != kAmount || isDateTok(r.toks[0]) || balanceLabel(r.text) != 0 {
			continue
		}
		label, rest := splitLabel(r)
		if label == "" || !reAccountWord.MatchString(label) || rest == "" {
			continue
		}
		iban := ""
		if ibs := findIBANs(rest); len(ibs) > 0 {
			iban = german.FormatIBAN(ibs[0])
		} else if m := rePrintedIBAN.FindString(rest); m != "" {
			iban = m
		} else if f := strings.Fields(rest); len(f) > 0 && allDigits(f[0]) {
			iban = f[0] // card number (masked)
		} else {
			continue
		}
		p.ov = append(p.ov, overviewEntry{label: label, iban: iban})
	}
	return p.ov
}

// splitLabel returns the words before the first word with a digit, and the
// text after them.
func splitLabel(r *row) (string, string) {
	var words []string
	for i, t := range r.toks {
		if hasDigit(t.text) || t.kind != kWord {
			return strings.Join(words, " "), joinTokens(r.toks[i:])
		}
		words = append(words, t.text)
	}
	return strings.Join(words, " "), ""
}

// sectionKey names the account a section line introduces, or "" when the
// line does not name an account.
func (p *parser) sectionKey(r *row) string {
	if r == nil || hasAmount(r) {
		return ""
	}
	best := overviewEntry{}
	for _, e := range p.overview() {
		if strings.HasPrefix(strings.ToLower(r.text), strings.ToLower(e.label)) && len(e.label) > len(best.label) {
			best = e
		}
	}
	if best.label == "" {
		label, _ := splitLabel(r)
		if w := strings.Fields(label); len(w) > 4 {
			label = strings.Join(w[:4], " ")
		}
		if label == "" || !reAccountWord.MatchString(label) || statementHeading(label) { // auszughead.go
			return ""
		}
		best.label = label
		if ibs := findIBANs(r.text); len(ibs) > 0 {
			best.iban = german.FormatIBAN(ibs[0])
		}
	}
	return sectionMark + best.label + sectionMark + best.iban
}

// sectionParts splits a section key into label and printed IBAN; an
// ordinary key is an IBAN.
func sectionParts(key string) (label, iban string) {
	if !strings.HasPrefix(key, sectionMark) {
		return "", key
	}
	parts := strings.SplitN(key[1:], sectionMark, 2)
	if len(parts) == 2 {
		return parts[0], parts[1]
	}
	return parts[0], ""
}
