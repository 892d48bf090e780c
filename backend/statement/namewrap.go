package statement

import "strings"

// A counterparty's name wrapped over two lines under the booking row
// ("Evangelische Kirchengemeinde St." / "Johannis Bielefeld", "Dr. med.
// Sabine Fischer Praxis für" / "Allgemeinmedizin", "Hausverwaltung Grünwald
// Immobilien GmbH" / "& Co. KG"): the name's line ends in a word that
// cannot end a name (a preposition, a conjunction, an abbreviated title),
// or the next line is nothing but a legal form. Then the next line
// continues the name, not the purpose.

// openNameEnd lists the lower-cased last words after which a name goes on.
var openNameEnd = map[string]bool{
	"für": true, "und": true, "&": true, "+": true, "der": true, "die": true, "das": true, "des": true,
	"von": true, "vom": true, "zur": true, "zum": true, "am": true, "an": true, "im": true, "in": true,
	"auf": true, "bei": true, "mit": true, "st.": true, "dr.": true, "med.": true, "prof.": true,
}

// legalEnd lists legal forms that end a name ("Partner mbB",
// "Versicherung AG").
var legalEnd = map[string]bool{"gmbh": true, "ggmbh": true, "mbh": true, "ag": true, "kg": true, "kgaa": true, "mbb": true, "se": true, "eg": true, "e.v.": true, "ug": true, "ohg": true, "gbr": true, "ltd": true, "ltd.": true, "inc.": true, "partg": true}

// nameContinues reports that line l, right under the counterparty's line
// name, continues the name: l is a legal form alone, or name ends in a
// word no name ends in and l starts with a capital, or l is a short line
// of words (no digits) that ends in a legal form or starts with "für" or
// "und" before a capitalised word ("für Allgemeinmedizin").
func nameContinues(name, l string) bool {
	l = strings.TrimSpace(l)
	if reLegalFormOnly.MatchString(l) {
		// "AG" alone: too short for looksLikeName, still no purpose.
		return true
	}
	// Cheap tests first: this runs once per booking with a name.
	if l == "" || len(strings.Fields(l)) > 5 || strings.ContainsAny(l, "0123456789:") || !looksLikeName(l) {
		return false
	}
	lf := strings.Fields(l)
	if reLegalFormOnly.MatchString(l) || len(lf) == 1 && legalEnd[strings.ToLower(l)] {
		return true
	}
	capital := func(w string) bool {
		r := []rune(w)
		return r[0] >= 'A' && r[0] <= 'Z' || r[0] == 'Ä' || r[0] == 'Ö' || r[0] == 'Ü' || r[0] == '&'
	}
	f := strings.Fields(name)
	if len(f) >= 2 && openNameEnd[strings.ToLower(f[len(f)-1])] {
		return capital(lf[0])
	}
	if len(f) == 0 {
		return false
	}
	if legalEnd[strings.ToLower(lf[len(lf)-1])] && capital(lf[0]) {
		// "Partner mbB", "Immobilien GmbH & Co. KG".
		return true
	}
	if branchOf(f, lf) {
		return true
	}
	if len(lf) > 4 {
		return false
	}
	switch strings.ToLower(lf[0]) {
	case "für", "und":
		return len(lf) >= 2 && capital(lf[1]) && !monthName(lf[1])
	}
	return false
}

// monthName reports a German month's name.
func monthName(w string) bool {
	switch strings.ToLower(strings.Trim(w, ".,")) {
	case "januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember":
		return true
	}
	return false
}

// nameWrap joins the first continuation line to a counterparty taken from
// the booking row when it continues the name (nameContinues).
func nameWrap(counterparty string, lines []string) (string, []string) {
	if counterparty == "" || len(lines) == 0 || !nameContinues(counterparty, lines[0]) || reSEPA.MatchString(lines[0]) || reLabel.MatchString(strings.TrimSpace(lines[0])) {
		return counterparty, lines
	}
	return counterparty + " " + strings.TrimSpace(lines[0]), lines[1:]
}

// branchWord lists the words that name a firm's branch ("Niederlassung
// Süd", "Filiale Hamburg", "Zweigniederlassung Deutschland").
var branchWord = map[string]bool{"niederlassung": true, "zweigniederlassung": true, "filiale": true, "zweigstelle": true, "geschäftsstelle": true, "betriebsstätte": true, "standort": true, "werk": true}

// branchOf reports a line naming a branch of the firm whose name (f)
// ends in a legal form: "Beispiel Logistik AG" / "Niederlassung Süd". The
// line is the branch word and one to three capitalised words, no more:
// "Filiale Musterstadt Beleg 4711" has a digit and was refused already.
func branchOf(f, lf []string) bool {
	if len(f) < 2 || !legalEnd[strings.ToLower(strings.TrimRight(f[len(f)-1], ","))] || len(lf) < 2 || len(lf) > 4 || !branchWord[strings.ToLower(lf[0])] {
		return false
	}
	for _, w := range lf[1:] {
		if r := []rune(w); !(r[0] >= 'A' && r[0] <= 'Z' || r[0] == 'Ä' || r[0] == 'Ö' || r[0] == 'Ü') {
			return false
		}
	}
	return true
}
