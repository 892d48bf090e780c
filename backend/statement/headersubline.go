package statement

// The second line of a two-line table header. Business banking programs
// (Profi cash, SFirm) wrap their headings: "Auftraggeber /" over
// "Empfänger", "IBAN /" over "Konto-Nr.", "BIC /" over "BLZ", "Betrag"
// over "EUR". The lower line is no table header by itself and was kept as
// a loose line; at the next opening balance after a closing (a
// newest-first list: "Endsaldo" above, "Anfangssaldo" under the list on
// the last page) that loose line named a new section ("Empfänger
// Konto-Nr. BLZ EUR" has the account word "Konto"), and the opening went
// to an empty account. headerSubline reports such a line: right under a
// header, no digits, and at least one heading word (a column word, a
// party word, a filler such as "EUR").
func headerSubline(r *row) bool {
	heading := false
	for _, t := range r.toks {
		if t.kind != kWord || hasDigit(t.text) {
			return false
		}
		if headerRole(t.text) != roleNone || partyWord(t.text) || isFiller(t.text) {
			heading = true
		}
	}
	return heading
}
