package statement

import (
	"strings"
	"unicode/utf8"

	"papierkram/backend/document"
)

// Printed CSV export: a bank's semicolon-separated export ("Buchung;
// Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;
// Verwendungszweck;Saldo;Währung;Betrag;Währung") opened in an editor and
// printed. Its words are whole records glued by semicolons, long records
// wrapped by the editor after a semicolon or a space, so no column exists
// on the page. When a line of at least five semicolon-separated headings
// without digits names a date and an amount column, the records under it
// are joined back (a wrapped record continues until it has as many fields
// as the header) and the document is rebuilt as the table the export
// describes: one column per field, the currency columns left out, the
// running balance ("Saldo") moved after the amount as statements print it.
// Head lines ("IBAN;DE…", "Zeitraum;01.02.2025 - 28.02.2025") keep their
// fields apart; page footers ("Seite 2") and the file name line between
// wrapped records are skipped.

// printedCSV returns the rebuilt document, or doc when it is no printed
// semicolon export.
func printedCSV(doc *document.Document) *document.Document {
	found := false
	for i := range doc.Pages {
		for _, w := range doc.Pages[i].Words {
			if strings.Count(w.Text, ";") >= 4 {
				found = true
				break
			}
		}
	}
	if !found {
		return doc
	}
	var lines []string
	for i := range doc.Pages {
		for _, l := range doc.Pages[i].Lines() {
			var ws []string
			for _, w := range l.Words {
				ws = append(ws, w.Text)
			}
			lines = append(lines, strings.Join(ws, " "))
		}
	}
	h := -1
	var head []string
	for i, l := range lines {
		if f := strings.Split(l, ";"); csvHeader(f) {
			h, head = i, f
			break
		}
	}
	if h < 0 {
		return doc
	}
	// Columns kept, in print order: currency columns dropped, a running
	// balance after the amount.
	var keep []int
	saldo := -1
	for k, f := range head {
		low := strings.ToLower(strings.TrimSpace(f))
		switch {
		case low == "währung" || low == "waehrung" || low == "currency":
		case strings.Contains(low, "saldo") && saldo < 0:
			saldo = k
		default:
			keep = append(keep, k)
		}
	}
	if saldo >= 0 {
		keep = append(keep, saldo)
	}
	// With a purpose field of its own, the export's "Buchungstext" is the
	// booking type: the rebuilt header names it as a type column.
	if hasHeading(head, "verwendungszweck") {
		for k, f := range head {
			if strings.EqualFold(strings.TrimSpace(f), "buchungstext") {
				head = append([]string(nil), head...)
				head[k] = "Buchungsart"
			}
		}
	}
	recs := [][]string{head}
	var out []string
	for _, l := range lines[:h] {
		out = append(out, strings.ReplaceAll(l, ";", "   "))
	}
	pending, tail := "", ""
	for _, l := range lines[h+1:] {
		if !strings.Contains(l, ";") && (rePage.MatchString(l) || strings.Contains(strings.ToLower(l), ".csv")) {
			continue
		}
		if pending != "" && strings.Count(pending, ";") >= len(head)-1 && strings.Count(l, ";") >= len(head)/2 {
			// The last field of the pending record was empty.
			recs = append(recs, strings.Split(pending, ";"))
			pending = ""
		}
		switch {
		case pending == "":
			pending = l
		case strings.HasSuffix(pending, ";"):
			pending += l
		default:
			pending += " " + l
		}
		if strings.Count(pending, ";") >= len(head)-1 && !strings.HasSuffix(pending, ";") {
			recs = append(recs, strings.Split(pending, ";"))
			pending = ""
		}
	}
	if pending != "" {
		if strings.Count(pending, ";") >= len(head)-1 {
			recs = append(recs, strings.Split(pending, ";"))
		} else {
			tail = pending
		}
	}
	widths := make([]int, len(head))
	for _, r := range recs {
		for k := range r {
			if k < len(widths) {
				widths[k] = max(widths[k], utf8.RuneCountInString(strings.TrimSpace(r[k])))
			}
		}
	}
	maxW := 0
	for _, r := range recs {
		var b strings.Builder
		for _, k := range keep {
			f := ""
			if k < len(r) {
				f = strings.TrimSpace(r[k])
			}
			b.WriteString(f)
			b.WriteString(strings.Repeat(" ", widths[k]-utf8.RuneCountInString(f)+4))
		}
		s := strings.TrimRight(b.String(), " ")
		maxW = max(maxW, utf8.RuneCountInString(s))
		out = append(out, s)
	}
	if tail != "" {
		out = append(out, tail)
	}
	nd := FromText(strings.Join(out, "\n"))
	nd.Pages[0].Width = float64(maxW+8) * textCharW
	nd.Format = doc.Format
	return nd
}

// csvHeader: at least five headings, none with a digit, one naming a date
// ("Buchung", "Buchungstag", "Datum") and one an amount ("Betrag", "Umsatz").
func csvHeader(f []string) bool {
	if len(f) < 5 {
		return false
	}
	date, amount := false, false
	for _, s := range f {
		low := strings.ToLower(strings.TrimSpace(s))
		if low == "" || strings.ContainsAny(low, "0123456789") {
			return false
		}
		if strings.HasPrefix(low, "buchung") || strings.Contains(low, "datum") {
			date = true
		}
		if strings.HasPrefix(low, "betrag") || strings.HasPrefix(low, "umsatz") {
			amount = true
		}
	}
	return date && amount
}

func hasHeading(head []string, h string) bool {
	for _, f := range head {
		if strings.EqualFold(strings.TrimSpace(f), h) {
			return true
		}
	}
	return false
}
