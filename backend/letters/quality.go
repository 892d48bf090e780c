package letters

// Reading quality (docs/letters.md, "Second reading of troubled scans"):
// the analysis of a scanned letter carries its own evidence of a bad
// reading — values it names unreadable, a failed check of the letter's own
// arithmetic, a key number every letter of the type carries but that was
// not found. analysis.Pipeline compares two readings of the same letter by
// this count and keeps the one with fewer problems.

// troubleTopics are the review-flag topics that signal a reading problem:
// a value named unreadable, and the sum checks of the letter's own
// arithmetic (Mahnung and Bußgeldbescheid total, Lohnabrechnung net pay).
var troubleTopics = map[string]bool{"lesbarkeit": true, "summe": true, "rechenpruefung": true}

// essentialKeys are key numbers every letter of the type states: the
// letter's date (for payslips: the period) and its principal amounts.
var essentialKeys = map[string][]string{
	"steuerbescheid":   {"bescheiddatum", "zu_versteuerndes_einkommen", "festgesetzte_einkommensteuer"},
	"lohnabrechnung":   {"abrechnungszeitraum", "bruttobezug", "nettobezug"},
	"mahnung":          {"schreiben_datum", "hauptforderung"},
	"kuendigung":       {"schreiben_datum"},
	"bussgeldbescheid": {"bescheiddatum", "bussgeld"},
}

// ReadingProblems counts the signs in a (an analysis of a letter of
// docType) that its text was read badly: each review flag naming a value
// unreadable (topic "lesbarkeit") or reporting a failed sum check of the
// letter's own arithmetic ("summe", "rechenpruefung"), of any severity,
// plus each missing key number that every letter of the type carries (its
// date or period and its principal amount). 0 means no sign of trouble.
//
// The count compares readings of the same letter (fewer is better); it is
// not a confidence score across letters. A sum that is wrong in the letter
// itself counts in every reading alike. Repaired misreadings (topic
// "texterkennung", info) do not count: the check that repaired them held.
func ReadingProblems(docType string, a *Analysis) int {
	if a == nil {
		return 0
	}
	n := 0
	for _, f := range a.Flags {
		if troubleTopics[f.Topic] {
			n++
		}
	}
	for _, k := range essentialKeys[docType] {
		if v, ok := a.KeyNumbers[k]; !ok || v.Value == "" {
			n++
		}
	}
	return n
}
