package statement

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"papierkram/backend/document"
	"papierkram/backend/german"
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
	ocr := false
	for i := range doc.Pages {
		ocr = ocr || doc.Pages[i].Source == document.OCR
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
	dated := csvDateHeading(head[0])
	for _, l := range lines[h+1:] {
		if !strings.Contains(l, ";") && (rePage.MatchString(l) || strings.Contains(strings.ToLower(l), ".csv")) {
			continue
		}
		if ocr {
			l = csvOCRSeparators(l)
		}
		if pending != "" && (ocr && dated && csvRecordStart(l) || strings.Count(pending, ";") >= len(head)-1 && strings.Count(l, ";") >= len(head)/2) {
			// The last field of the pending record was empty, or (OCR) a
			// separator was lost and the next record starts.
			recs = append(recs, csvFit(strings.Split(pending, ";"), head))
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
			recs = append(recs, csvFit(strings.Split(pending, ";"), head))
			pending = ""
		}
	}
	if pending != "" {
		if strings.Count(pending, ";") >= len(head)-1 || ocr && dated && csvRecordStart(pending) {
			recs = append(recs, csvFit(strings.Split(pending, ";"), head))
		} else {
			tail = pending
		}
	}
	if k := csvHeadClosing(lines[:h], recs, saldo); k >= 0 {
		out[k] = "Neuer Saldo   " + strings.TrimSpace(strings.SplitN(lines[k], ";", 3)[1])
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

// OCR of a printed export: a semicolon read as a colon next to an amount
// or a currency code ("-30,00:EUR", "EUR:-1.146,23"), or between two dates
// ("22.01.2022:22.01.2022"), is a separator; a record starts with its
// date ("23.01.2022;…"), so a record that lost a separator ends there; a
// record with too few or too many fields keeps its leading date fields and
// its trailing money fields in place (csvFit).
var reOCRColonSep = regexp.MustCompile(`(\d,\d\d|\b[A-Z]{3}|\d{4}):(\S)`)

func csvOCRSeparators(l string) string {
	if !strings.Contains(l, ":") {
		return l
	}
	return reOCRColonSep.ReplaceAllString(l, "$1;$2")
}

func csvDateHeading(h string) bool {
	low := strings.ToLower(strings.TrimSpace(h))
	return strings.Contains(low, "datum") || strings.HasPrefix(low, "buchung") || strings.HasPrefix(low, "valuta") || strings.HasPrefix(low, "wert")
}

// csvRecordStart: the line begins with a date field "DD.MM.YYYY;".
func csvRecordStart(l string) bool {
	return len(l) > 11 && l[2] == '.' && l[5] == '.' && l[10] == ';' && allDigits(l[:2]) && allDigits(l[3:5]) && allDigits(l[6:10])
}

// csvFit aligns a record with the header: leading date fields and
// trailing money fields (from the first balance, amount or currency
// heading on) stay in place; the text fields between them take the rest,
// surplus joined into the last text field.
func csvFit(f, head []string) []string {
	n := len(head)
	if len(f) == n {
		return f
	}
	lead := 0
	for lead < n && csvDateHeading(head[lead]) {
		lead++
	}
	k := lead
	for k < n {
		low := strings.ToLower(strings.TrimSpace(head[k]))
		if strings.Contains(low, "saldo") || strings.HasPrefix(low, "betrag") || low == "währung" || strings.HasPrefix(low, "umsatz") {
			break
		}
		k++
	}
	tailN, mid := n-k, k-lead
	if len(f) < lead+tailN || mid <= 0 {
		return f
	}
	out := append([]string{}, f[:lead]...)
	m := f[lead : len(f)-tailN]
	if len(m) < mid {
		m = splitGluedType(m)
	}
	for j := 0; j < mid; j++ {
		switch {
		case j < len(m) && j == mid-1:
			out = append(out, strings.Join(m[j:], " "))
		case j < len(m):
			out = append(out, m[j])
		default:
			out = append(out, "")
		}
	}
	out = append(out, f[len(f)-tailN:]...)
	// A lost separator before the money fields leaves the last text in
	// the first money field ("…ARN7416: 1.552,79"): it goes back.
	if b := strings.TrimSpace(out[k]); strings.Contains(b, " ") {
		i := strings.LastIndexByte(b, ' ')
		if txt, amt := strings.TrimRight(b[:i], " :;,"), b[i+1:]; txt != "" && reDeAmount.MatchString(amt) {
			out[k-1] = strings.TrimSpace(out[k-1] + " " + txt)
			out[k] = amt
		}
	}
	return out
}

// splitGluedType splits the first text field that begins with a booking
// type glued to the next field by a lost separator ("Lastschrift!NR
// XXXX …", "Lastschrift} NR …", "LastschriftNR …", "LastschriftiNR …":
// OCR of a semicolon before a capital): the type, then the rest.
func splitGluedType(m []string) []string {
	for j, f := range m {
		f = strings.TrimSpace(f)
		low := strings.ToLower(f)
		best := 0
		for _, bt := range bookingTypes {
			if len(bt) > best && strings.HasPrefix(low, bt) {
				best = len(bt)
			}
		}
		if best == 0 || best >= len(f) {
			continue
		}
		rest := f[best:]
		if len(rest) > 2 && strings.ContainsRune("ijl", rune(rest[0])) && rest[1] >= 'A' && rest[1] <= 'Z' {
			rest = rest[1:] // the semicolon read as a letter ("LastschriftiNR")
		} else if c := rest[0]; c >= 'a' && c <= 'z' || c >= 0x80 && !strings.HasPrefix(rest, "‚") {
			continue // the type word goes on ("Lastschriften")
		}
		rest = strings.TrimLeft(rest, "!{}|;:,/‚ ")
		if rest == "" {
			continue
		}
		out := append([]string{}, m[:j]...)
		out = append(out, f[:best], rest)
		return append(out, m[j+1:]...)
	}
	return m
}

// csvHeadClosing returns the index of the export head's undated balance
// line ("Saldo;2.353,53;EUR"), or -1. An export states the account's
// balance when the file was made, not at a date; when it equals the
// running balance (record field saldo) after the newest booking — the
// first record or the last, as the export sorts — no booking came after
// it and it is the statement's closing balance.
func csvHeadClosing(headLines []string, recs [][]string, saldo int) int {
	if saldo < 0 || len(recs) < 2 {
		return -1
	}
	type end struct {
		d   german.Date
		bal german.Cents
	}
	var ends []end
	var newest german.Date
	for i, r := range recs[1:] {
		if saldo >= len(r) {
			continue
		}
		d, err := german.ParseDate(strings.TrimSpace(r[0]))
		if err != nil {
			continue
		}
		if d.After(newest) {
			newest = d
		}
		if b, err := german.ParseAmount(strings.TrimSpace(r[saldo])); err == nil && (i == 0 || i == len(recs)-2) {
			ends = append(ends, end{d, b})
		}
	}
	for k, l := range headLines {
		f := strings.Split(l, ";")
		if len(f) < 2 || len(f) > 3 {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(f[0])) {
		case "saldo", "kontostand", "kontosaldo":
		default:
			continue
		}
		b, err := german.ParseAmount(strings.TrimSpace(f[1]))
		if err != nil {
			continue
		}
		for _, e := range ends {
			if e.d == newest && e.bal == b {
				return k
			}
		}
	}
	return -1
}
