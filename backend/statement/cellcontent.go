package statement

import (
	"slices"
	"strings"
)

// What else a name cell holds. Web prints of online-banking lists stack
// two values in one cell, under a stacked heading (stackedheader.go): the
// booking type small under the name ("Auftraggeber/Empfänger" /
// "Buchungstext"), the value date under the booking date ("Buchung" /
// "Valuta"). Read as cells, the type ran into the name ("IKEA Deutschland
// Kartenzahlung") and the value date, already taken as such, into the
// purpose cell's text.

// typeUnderNameCell splits a booking type off the name cell: when the
// cell's last line (of two or more) is a booking type and nothing else,
// that line is the type, the lines above it the name. Only whole type
// words count, alone or joined by a slash ("Lohn/Gehalt"): a name's
// wrapped second word merely starting like one ("Deutsche" /
// "Rentenversicherung") stays the name. Tables with a type column of
// their own are left alone (the caller).
func typeUnderNameCell(names []string) ([]string, string) {
	if len(names) < 2 {
		return names, ""
	}
	l := strings.TrimSpace(names[len(names)-1])
	if !typeWords(l) {
		return names, ""
	}
	return names[:len(names)-1], l
}

// typeWords reports a line that is nothing but booking types: a type of
// the list, or two joined by a slash.
func typeWords(l string) bool {
	low := strings.ToLower(l)
	if low == "" {
		return false
	}
	for _, w := range strings.Split(low, "/") {
		if !slices.Contains(bookingTypes, w) && !compoundType(w) { // typecompound.go
			return false
		}
	}
	return true
}

// hasTypeColumn reports a header with a booking-type column.
func hasTypeColumn(cols []column) bool {
	for _, c := range cols {
		if c.role == roleType {
			return true
		}
	}
	return false
}

// bicFieldLine reports a name-cell line that is the counterparty's BIC
// with its label ("BIC: COBADEFFXXX", "BIC COBADEFFXXX"), printed under
// its IBAN: a field, not the end of the name.
func bicFieldLine(l string) bool {
	f := strings.Fields(l)
	if len(f) != 2 || !strings.EqualFold(strings.TrimSuffix(f[0], ":"), "BIC") {
		return false
	}
	return reBIC.FindString(f[1]) == f[1]
}

// ocrIBANCell is ocrIBAN for a name-cell line that may carry the label
// ("IBAN: DEO2 8529 …": a valid IBAN is taken as a field with its label
// elsewhere, one with a misread digit needs ocrIBAN, which takes the
// number alone).
func ocrIBANCell(s string) string {
	if rest, ok := strings.CutPrefix(s, "IBAN"); ok {
		s = strings.TrimSpace(strings.TrimPrefix(rest, ":"))
	}
	return ocrIBAN(s)
}
