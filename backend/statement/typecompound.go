package statement

import (
	"slices"
	"strings"
)

// Booking types written as compounds. Banking programs print the type
// with its scheme or speed joined by a hyphen: "SEPA-Firmenlastschrift",
// "Echtzeit-Gutschrift", "SEPA-Echtzeit-Gutschrift". The type list holds
// some of these spellings, not every combination, so a name cell's last
// line "Echtzeit-Gutschrift" under "Thomas Weber" stayed part of the name.
// A word whose hyphen-joined parts are a booking type of the list, after
// only such qualifiers, is a booking type too.

// typeQualifiers are the words that qualify a booking type in a compound.
var typeQualifiers = map[string]bool{"sepa": true, "echtzeit": true, "eil": true, "inland": true, "inlands": true, "ausland": true, "auslands": true}

// compoundType reports a lower-case word made of type qualifiers and a
// booking type of the list, joined by hyphens.
func compoundType(w string) bool {
	parts := strings.Split(w, "-")
	if len(parts) < 2 || !slices.Contains(bookingTypes, parts[len(parts)-1]) {
		return false
	}
	for _, q := range parts[:len(parts)-1] {
		if !typeQualifiers[q] {
			return false
		}
	}
	return true
}
