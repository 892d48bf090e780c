package letters

import (
	"strings"

	"papierkram/backend/german"
)

// Reading scans: the OCR engine confuses a handful of digit shapes
// ("55,10" read as "85,10", "2.558,60" as "2.598,60", "3,50" as "3,90" on
// the grainy corpus scans). Letters carry their own checks — items add up
// to a total, gross minus deductions is net — so a value that breaks such
// an identity can be re-read: if exactly one of the values, changed in one
// digit by a typical confusion, makes the identity exact, that is the
// reading. Anything else (no candidate, two candidates, a value missing)
// is not guessed: the values stay as read and a flag says which line to
// check on the original.

// sumTerm is one value of an identity total = Σ sign·value.
type sumTerm struct {
	key   string // key_numbers name ("" for values that are not key numbers)
	f     *found[german.Cents]
	sign  int64
	fixed bool // not a single printed value (e.g. fee + Auslagen added up): never corrected
	// confirm, if set, is a second, independent check a corrected value
	// must pass (e.g. Kirchensteuer = 8 or 9 % of the Lohnsteuer).
	confirm func(german.Cents) bool
}

// uncertainConf is the OCR confidence below which a value on a scan may be
// re-read by a sum check; values read with more confidence are trusted.
const uncertainConf = 0.90

// reconcile checks total = Σ sign·term over the terms that were read
// (missing terms count as 0), to within tol cents. On a scan, when the identity fails, it looks
// for the single OCR digit confusion in one read value (a term or the
// total) that makes it exact; with exactly one such candidate the value is
// corrected in place (only a value read with low OCR confidence, and
// only if it passes the term's own confirmation), the key number updated, and an info flag names the
// correction. It returns whether the identity holds (after a correction)
// and whether a correction was made.
func (r *run) reconcile(what, basis string, tol german.Cents, total *found[german.Cents], terms []sumTerm, totalKey string) (holds, corrected bool) {
	sum := func() german.Cents {
		var s german.Cents
		for _, t := range terms {
			if t.f.ok {
				s += german.Cents(t.sign) * t.f.v
			}
		}
		return s
	}
	diff := total.v - sum()
	if diff >= -tol && diff <= tol {
		return true, false
	}
	type cand struct {
		f   *found[german.Cents]
		key string
		v   german.Cents
	}
	var cands []cand
	// The total is a candidate too, unless the caller has no key for it
	// (then it is only the reference).
	all := append([]sumTerm{{key: totalKey, f: total, sign: 0, fixed: totalKey == ""}}, terms...)
	for _, t := range all {
		if !t.f.ok || t.fixed || !r.fromOCR(t.f) || r.t.lines[t.f.line].numConf >= uncertainConf {
			continue
		}
		for _, v := range german.DigitConfusions(t.f.v) {
			if t.confirm != nil && !t.confirm(v) {
				continue
			}
			var d german.Cents
			if t.sign == 0 { // the total
				d = v - total.v
			} else {
				d = -german.Cents(t.sign) * (v - t.f.v)
			}
			if nd := diff + d; nd == 0 {
				cands = append(cands, cand{t.f, t.key, v})
			}
		}
	}
	if len(cands) != 1 {
		return false, false
	}
	c := cands[0]
	read := c.f.v
	c.f.v = c.v
	if c.key != "" {
		r.keys[c.key] = KeyNumber{Value: c.v.String(), Page: c.f.page}
	}
	name := c.key
	if name == "" {
		name = "ein Betrag"
	}
	r.flag("texterkennung", Info, basis, c.f.page,
		"Im Scan wurde %s als %s € gelesen; nur %s € ergibt die Rechnung %s. Die Abweichung ist eine typische Ziffernverwechslung der Texterkennung; bitte am Original prüfen.",
		keyLabel(name), read, c.v, what)
	return true, true
}

// fromOCR reports whether a found value comes from an OCR'd line.
func (r *run) fromOCR(f *found[german.Cents]) bool {
	return f.ok && f.line >= 0 && f.line < len(r.t.lines) && r.t.lines[f.line].ocr
}

// keyLabel turns a key_numbers name into words for flag texts.
func keyLabel(key string) string {
	if l, ok := keyLabels[key]; ok {
		return l
	}
	return strings.ReplaceAll(key, "_", " ")
}

var keyLabels = map[string]string{
	"hauptforderung": "die Hauptforderung", "zinsen": "die Zinsen", "mahngebuehren": "die Mahngebühren", "inkassokosten": "die Inkassokosten",
	"gesamtforderung": "die Gesamtforderung", "bussgeld": "die Geldbuße", "gebuehren": "die Gebühren", "auslagen": "die Auslagen",
	"gesamtbetrag": "der Gesamtbetrag", "bruttobezug": "der Bruttobezug", "lohnsteuer": "die Lohnsteuer", "solidaritaetszuschlag": "der Solidaritätszuschlag",
	"kirchensteuer": "die Kirchensteuer", "krankenversicherung": "der Krankenversicherungsbeitrag", "pflegeversicherung": "der Pflegeversicherungsbeitrag",
	"rentenversicherung": "der Rentenversicherungsbeitrag", "arbeitslosenversicherung": "der Arbeitslosenversicherungsbeitrag", "nettobezug": "der Nettobezug",
	"auszahlungsbetrag": "der Auszahlungsbetrag", "festgesetzte_einkommensteuer": "die festgesetzte Einkommensteuer",
}

// unreadable reports whether a scanned letter has a line with one of the
// labels followed by something that was meant to be a value (a digit or a
// currency sign) that could not be read as an amount — a table row whose
// amount OCR garbled. The value is then omitted, not guessed.
func (r *run) unreadable(labels []string, skip ...string) (page int, ok bool) {
	for h := range r.t.labelled(labels, skip...) {
		l := r.t.lines[h.line]
		if !l.ocr {
			continue
		}
		rest := l.norm[h.end:]
		if strings.ContainsAny(rest, "0123456789€") || strings.Contains(rest, "eur") {
			return l.page, true
		}
	}
	return 0, false
}

// amountRow is a labelled amount of a letter and whether it was read.
type amountRow struct {
	read         bool
	name         string
	labels, skip []string
}

// flagUnreadable raises the readability warning for the rows that a scanned
// letter labels but whose amount OCR could not read (see unreadable), and
// returns their names: the arithmetic checks are not run on such a letter.
func (r *run) flagUnreadable(basis string, rows ...amountRow) []string {
	var names []string
	page := 0
	for _, a := range rows {
		if a.read {
			continue
		}
		if p, ok := r.unreadable(a.labels, a.skip...); ok {
			names = append(names, a.name)
			page = firstPage(page, p)
		}
	}
	if len(names) > 0 {
		r.flag("lesbarkeit", Warning, basis, page,
			"Im Scan war der Betrag für %s nicht sicher lesbar; er fehlt in den Kennzahlen und in den Prüfungen. Bitte am Original nachlesen.", strings.Join(names, ", "))
	}
	return names
}

// plausibleDate re-reads a date from a scan that the letter itself proves
// wrong (e.g. an end of employment before the letter was written): if
// exactly one single-digit OCR confusion gives a date with ok(date), that
// is the reading and an info flag says so; otherwise ok is false and the
// date must be omitted.
func (r *run) plausibleDate(f found[german.Date], what string, ok func(german.Date) bool, basis string) (found[german.Date], bool) {
	if !f.ok || f.line < 0 || f.line >= len(r.t.lines) || !r.t.lines[f.line].ocr {
		return f, false
	}
	var cands []german.Date
	for _, v := range german.DateConfusions(f.v) {
		if ok(v) {
			cands = append(cands, v)
		}
	}
	if len(cands) != 1 {
		return f, false
	}
	r.flag("texterkennung", Info, basis, f.page,
		"Im Scan wurde %s als %s gelesen, was nach den übrigen Angaben des Schreibens nicht sein kann; gelesen wurde es als %s (eine typische Ziffernverwechslung der Texterkennung). Bitte am Original prüfen.",
		what, f.v, cands[0])
	f.v = cands[0]
	return f, true
}
