package statement

import "strings"

// Headings of a bank's CSV export printed as a table (a spreadsheet print,
// spreadsheet.go): the export spells its headings without umlauts
// ("Beguenstigter/Zahlungspflichtiger", "Empfaenger") and names the
// booking type "Buchungstext" beside a "Verwendungszweck" of its own
// ("Buchungstext" FOLGELASTSCHRIFT, "Verwendungszweck" Rechnung Januar).
// The transcribed party heading named no column, so the name ran into the
// purpose, and the "Buchungstext" column was a second text column: a type
// the type list does not know (cut at the cell's width: "GUTSCHR.
// UEBERWEISUN") was read as the name's or the purpose's first words.

// umlautBase writes every "ae", "oe" and "ue" of a heading word as the
// umlaut ("beguenstigter" → "begünstigter"). Only for comparing with the
// umlaut spellings of the counterparty headings (partyWord), which are
// asked in both spellings: "aktuell" → "aktüll" names no column either way.
func umlautBase(w string) string {
	return strings.NewReplacer("ae", "ä", "oe", "ö", "ue", "ü").Replace(w)
}

// buchungstextType makes a "Buchungstext" column the type column when the
// same header has a "Verwendungszweck" column: the export's purpose has a
// column of its own, so its booking text is the type.
func buchungstextType(r *row, cols []column) {
	purpose := false
	for _, c := range cols {
		if c.role == roleText && !c.party && headingIs(r, c, "verwendungszweck") {
			purpose = true
		}
	}
	if !purpose {
		return
	}
	for k := range cols {
		if cols[k].role == roleText && !cols[k].party && headingIs(r, cols[k], "buchungstext") {
			cols[k].role = roleType
		}
	}
}

// headingIs reports a column whose heading is the single word w.
func headingIs(r *row, c column, w string) bool {
	var ws []string
	for _, t := range r.toks {
		if t.x0 >= c.x0-0.5 && t.x1 <= c.x1+0.5 {
			ws = append(ws, strings.ToLower(strings.Trim(t.text, ":")))
		}
	}
	return len(ws) == 1 && ws[0] == w
}
