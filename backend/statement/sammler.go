package statement

import (
	"regexp"
	"strings"
)

// The breakdown of a collective booking. A SEPA collective transfer or
// direct debit (Sammelüberweisung, Sammellastschrift) is one booking on the
// account; business and association statements list its items below it:
//
//	SEPA-Sammellastschrift                               258,00
//	Mitgliedsbeiträge Dezember 2023
//	Sammler-Nr. 0864327 · 7 Einzelposten
//	   Hoffmann, Gerhard     Mandat MITGL-0347    60,00
//	   …
//
// The collective's reference ("Sammler-Nr.", "Sammlernummer") opens that
// breakdown: it and the item lines after it are no part of the booking's
// purpose or name.
func collectiveBreakdown(t *txn) {
	for i, r := range t.cont {
		if sammlerLabel(r.text) {
			t.cont = t.cont[:i]
			return
		}
		if itemCountLine(r.text) {
			if reAppendix.MatchString(r.text) {
				// The items are listed in an appendix: only the count
				// line goes, the creditor ID after it stays.
				t.cont = append(t.cont[:i:i], t.cont[i+1:]...)
			} else {
				t.cont = t.cont[:i]
			}
			return
		}
	}
}

// itemCountLine reports a line stating the number of items of a collective
// booking ("Anzahl Posten: 23 · Einzelaufstellung siehe Anlage"): the
// bank's note on the breakdown, not the purpose.
func itemCountLine(s string) bool {
	return reItemCount.MatchString(s)
}

var (
	reItemCount = regexp.MustCompile(`(?i)^\s*(anzahl\s+(der\s+)?(posten|einzelposten|aufträge|zahlungen|buchungen)|postenanzahl|anzahl\s+(der\s+)?lastschriften|anzahl\s+(der\s+)?überweisungen)\s*:?\s*\d+\b`)
	reAppendix  = regexp.MustCompile(`(?i)\b(siehe|s\.|lt\.|laut|gemäß)\s+anlage\b|\bin\s+der\s+anlage\b`)
)

// sammlerLabel reports a line starting with a collective's reference label.
func sammlerLabel(s string) bool {
	s = strings.TrimLeft(s, " ")
	if len(s) < 9 || !strings.EqualFold(s[:7], "sammler") {
		return false
	}
	rest := strings.ToLower(strings.TrimLeft(s[7:], "- "))
	return strings.HasPrefix(rest, "nr") || strings.HasPrefix(rest, "nummer") || strings.HasPrefix(rest, "referenz")
}
