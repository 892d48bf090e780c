package statement

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Document-level slot inference for the counterparty (FieldsSlots, the
// default). The rules in finishFields decide each booking on its own
// lines, so every new layout needs new rules. Within one statement,
// however, every booking block has the same structure: the name is always
// in the same line of the block, or in the same column. The inference
// therefore cuts each booking into cells (lines × x-gaps), gives every cell
// a slot key (line from the top of the block, x column, label), scores the
// cell's own words for roles, sums the scores per slot over all bookings of
// the document and lets the majority name the slot's role. Where the
// document's name slot is clear and a booking's rules result disagrees with
// it, the booking's counterparty is taken from its name-slot cell and the
// purpose is corrected by the same cells; otherwise the rules stand.

// slotRole is what a cell holds.
type slotRole int

const (
	sType    slotRole = iota // booking type ("Lastschrift")
	sName                    // counterparty
	sPurpose                 // remittance text
	sIBAN                    // account number, IBAN, BIC
	sRef                     // reference codes, SEPA fields other than SVWZ, labels
	sConst                   // identical in most bookings: the holder or a constant
	nRoles
)

// cell is one x-separated piece of a booking line.
type cell struct {
	text  string // the value (label and leading booking type removed)
	raw   string // as printed
	line  int    // 0 = booking row, 1.. = continuation rows
	x0    float64
	label string // lower-cased label word when the cell is labelled
	ev    [nRoles]float64
}

// slotKey names a cell's place in its booking block.
func (c cell) slotKey(xs []float64) string {
	if c.label != "" {
		return "label:" + c.label
	}
	return fmt.Sprintf("L%d|x%d", min(c.line, 6), xBucket(xs, c.x0))
}

// xBucket is the index of the document's cell start nearest to x; cell
// starts within 12pt are the same column (text PDFs and scans alike align
// a column's cells to a few points).
func xBucket(xs []float64, x float64) int {
	best, bd := 0, math.Inf(1)
	for i, v := range xs {
		if d := math.Abs(v - x); d < bd {
			best, bd = i, d
		}
	}
	return best
}

// cellLabel recognises labelled cells ("Empfänger: X", "IBAN DE..",
// "EREF+..", "Verwendungszweck: ...").
var reCellLabel = regexp.MustCompile(`(?i)^(empfänger|auftraggeber|zahlungsempfänger|zahlungspflichtiger|begünstigter|name|verwendungszweck|zweck|betreff|referenz|mandatsreferenz|mandat|gläubiger-id|iban|bic|eref|kref|mref|cred|svwz|abwa|abwe)\s*[:+]\s*`)

// reCodeLabel is a labelled single value ("Kunden-Ref.: AB12").
var reCodeLabel = regexp.MustCompile(`^(\pL[\pL.\- ]{1,30}):\s*(\S+)$`)

// legalForm marks company names.
var reLegalForm = regexp.MustCompile(`(?i)(^|\s)(gmbh|ag|eg|e\.\s?v\.|ev|se|kg|mbh|ohg|gbr|ug|kgaa|co\.?|ltd\.?|inc\.?|s\.a\.|b\.v\.|sarl|plc|llc|stiftung|verein|versicherung|bank|sparkasse|stadtwerke|finanzamt|krankenkasse)(\s|$|[.,&])`)

// purposeCue marks remittance text.
var rePurposeCue = regexp.MustCompile(`(?i)\b(rechnung|rg\.?|re\.?-?nr|kd\.?-?nr|kundennr|vertrag|vertragsnr|beitrag|miete|abschlag|monat|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|bestellung|auftrag|nr\.?|für|vom|zum|danke|gehalt|lohn|rate|darlehen|police|versicherungsnr|mitglied|zahlung)\b`)

// scoreCell fills the cell's own lexical evidence.
func scoreCell(c *cell) {
	s := strings.TrimSpace(c.text)
	switch c.label {
	case "empfänger", "auftraggeber", "zahlungsempfänger", "zahlungspflichtiger", "begünstigter", "name":
		c.ev[sName] += 3
		return
	case "verwendungszweck", "zweck", "betreff", "svwz":
		c.ev[sPurpose] += 3
		return
	case "iban", "bic":
		c.ev[sIBAN] += 3
		return
	case "":
	default:
		c.ev[sRef] += 3
		return
	}
	if s == "" {
		c.ev[sType] += 1 // only a booking type was printed
		return
	}
	// An unlabelled BIC alone is not trusted: month names and capitals
	// ("DEZEMBER", "MITGLIEDSNR") have its shape.
	if len(findIBANs(s)) > 0 {
		// An IBAN line holds the IBAN and at most a label or the BIC;
		// "Rate 09/2024 Lastschrift von DE18 …" is text naming one.
		other := 0
		for _, w := range strings.Fields(s) {
			if !hasDigit(w) && !strings.EqualFold(strings.Trim(w, ":"), "iban") && !strings.EqualFold(strings.Trim(w, ":"), "bic") {
				other++
			}
		}
		if other <= 1 {
			c.ev[sIBAN] += 3
			return
		}
		c.ev[sPurpose] += 1
	}
	if reSEPA.MatchString(s) {
		c.ev[sRef] += 2
		return
	}
	letters, digits := letterDigits(s)
	words := strings.Fields(s)
	if digits > letters {
		c.ev[sRef] += 1.5
		c.ev[sPurpose] += 0.5
		return
	}
	if reLegalForm.MatchString(s) {
		c.ev[sName] += 2
	}
	cue := rePurposeCue.MatchString(s)
	if cue {
		c.ev[sPurpose] += 1.5
	}
	if digits > 0 {
		c.ev[sPurpose] += 1
	}
	if len(words) > 5 {
		c.ev[sPurpose] += 1
	}
	caps := 0
	for _, w := range words {
		if r := []rune(w); len(r) > 0 && (r[0] >= 'A' && r[0] <= 'Z' || r[0] == 'Ä' || r[0] == 'Ö' || r[0] == 'Ü') {
			caps++
		}
	}
	switch {
	case digits > 0 || cue:
	case len(words) >= 2 && len(words) <= 4 && caps == len(words):
		c.ev[sName] += 2 // person or company name shape
	case len(words) == 1 && caps == 1:
		c.ev[sName] += 1 // one capitalised word: a brand or a noun
	case len(words) <= 4 && caps*2 >= len(words):
		c.ev[sName] += 0.5
	}
	if reNoParty.MatchString(s) || reCharge.MatchString(s) {
		c.ev[sPurpose] += 1.5
	}
	if i, j, ok := findBookingType(s); ok && i == 0 && j >= len(s)-1 {
		c.ev[sType] += 3
	}
}

// bookingCells cuts t's booking row (without dates and money) and its
// continuation rows into cells at gaps wider than about two spaces.
func bookingCells(t *txn) []cell {
	var out []cell
	cut := func(r *row, line int, keep func(k int, tk token) bool) {
		sp := (r.y1 - r.y0) / 4 // about a space's width
		if sp <= 0 {
			sp = 2.5
		}
		gap := max(2.5*sp, monoCellGap(r)) // monogap.go
		var cur []token
		flush := func() {
			for _, part := range splitAtNameLabel(cur) {
				out = append(out, newCell(joinTokens(part), line, part[0].x0))
			}
			cur = nil
		}
		for k, tk := range r.toks {
			if !keep(k, tk) {
				flush()
				continue
			}
			if len(cur) > 0 && tk.x0-cur[len(cur)-1].x1 > gap {
				flush()
			}
			cur = append(cur, tk)
		}
		flush()
	}
	cut(t.anchor, 0, func(k int, tk token) bool {
		return !(k < t.skip || k >= t.cut || isDateInRow(t, tk) || tk == t.amount || t.balance != nil && tk == *t.balance || inCurrencyColumn(t.cols, tk) || inCategoryColumn(t.cols, tk) || inOtherColumn(t.cols, tk) ||
			k > 0 && isDateInRow(t, t.anchor.toks[k-1]) && clockWord(tk.text) ||
			slices.Contains(t.drop, tk) || inTimeColumn(t, tk) || t.mid != nil && tk == *t.mid || tk.kind == kAmount)
	})
	for i, r := range t.cont {
		cut(r, i+1, func(k int, tk token) bool { return tk.kind != kAmount || len(r.toks) > 3 })
	}
	return out
}

// nameLabels are the labels that name the counterparty.
var nameLabels = map[string]bool{"empfänger": true, "auftraggeber": true, "zahlungsempfänger": true, "zahlungspflichtiger": true, "begünstigter": true, "name": true}

// splitAtNameLabel cuts a cell at a counterparty label inside it
// ("Visa-Debitkarten- Empfänger: Aral Tankstelle Buchungstext: …"): the
// label and its value up to the next label ("Word:") are a cell of their
// own.
func splitAtNameLabel(ts []token) [][]token {
	if len(ts) == 0 {
		return nil
	}
	isLabel := func(tk token) bool {
		return strings.HasSuffix(tk.text, ":") && len(tk.text) > 2 && !hasDigit(tk.text)
	}
	for k := 1; k < len(ts); k++ {
		if !isLabel(ts[k]) || !nameLabels[strings.ToLower(strings.TrimSuffix(ts[k].text, ":"))] {
			continue
		}
		end := k + 1
		for end < len(ts) && !isLabel(ts[end]) {
			end++
		}
		out := [][]token{ts[:k], ts[k:end]}
		return append(out, splitAtNameLabel(ts[end:])...)
	}
	return [][]token{ts}
}

// newCell splits off a label or a leading booking type and scores the cell.
func newCell(raw string, line int, x0 float64) cell {
	c := cell{raw: raw, text: raw, line: line, x0: x0}
	// Both label forms need a colon or a plus: most cells have neither,
	// and the regular expressions are the inference's main cost.
	var label, code []string
	if strings.ContainsAny(raw, ":+") {
		if label = reCellLabel.FindStringSubmatch(raw); label == nil {
			code = reCodeLabel.FindStringSubmatch(raw)
		}
	}
	if m := label; m != nil {
		c.label = strings.ToLower(m[1])
		c.text = strings.TrimSpace(raw[len(m[0]):])
	} else if m := code; m != nil && referenceCode(m[2]) {
		// "Ende-zu-Ende-Ref.: 4A0A04EE6926", "Mandat: M-123": any label
		// with a code for its value is a reference field.
		c.label, c.text = "code", m[2]
	} else if i, j, ok := findBookingType(raw); ok && i == 0 {
		words := strings.Fields(raw[j:])
		k := 0
		for k < len(words) && reConnector.MatchString(words[k]) {
			k++
		}
		for k < len(words) && cellTypeWords[strings.ToLower(strings.Trim(words[k], ".,:"))] {
			k++
		}
		c.text = strings.Join(words[k:], " ")
	}
	scoreCell(&c)
	return c
}

// cellTypeWords continue a booking type in a cell ("Kartenzahlung girocard
// bei", "Auszahlung Geldautomat"): its own list, so that the inference
// depends on no layout's rules.
var cellTypeWords = map[string]bool{
	"girocard": true, "debitkarte": true, "kreditkarte": true, "maestro": true, "v-pay": true, "karte": true,
	"geldautomat": true, "geldautomaten": true, "gaa": true, "bankautomat": true, "atm": true,
	"bei": true, "an": true, "von": true, "für": true, "mit": true, "am": true,
}

// printedTwice reports whether another cell of the booking starts with
// c's word: the purpose then printed it itself, it is not c merged in.
func printedTwice(cells []cell, c cell) bool {
	for _, o := range cells {
		if (o.line != c.line || o.x0 != c.x0) && (o.raw == c.raw || strings.HasPrefix(o.raw, c.raw+" ")) {
			return true
		}
	}
	return false
}

// cashMachine names a cash machine in front of its operator's name.
var cashMachine = map[string]bool{"geldautomat": true, "gaa": true, "bankautomat": true, "atm": true}

// slotDoc is the document-level inference: each slot's summed evidence.
type slotDoc struct {
	xs      []float64
	ev      map[string]*[nRoles]float64
	seen    map[string]int // bookings with a cell in the slot
	n       int            // bookings
	nameKey string         // the document's name slot, "" when unclear
	share   float64        // name evidence share of nameKey
}

// inferSlots learns the document's slots from all bookings' cells.
func inferSlots(blocks [][]cell) *slotDoc {
	d := &slotDoc{ev: map[string]*[nRoles]float64{}, seen: map[string]int{}, n: len(blocks)}
	// Column starts: cluster the cells' x0 greedily (12pt).
	var x0s []float64
	for _, b := range blocks {
		for _, c := range b {
			x0s = append(x0s, c.x0)
		}
	}
	slices.Sort(x0s)
	for _, x := range x0s {
		if len(d.xs) == 0 || x-d.xs[len(d.xs)-1] > 12 {
			d.xs = append(d.xs, x)
		}
	}
	// A value printed in most bookings is the holder or a constant.
	count := map[string]int{}
	for _, b := range blocks {
		seen := map[string]bool{}
		for _, c := range b {
			if k := strings.ToLower(c.text); k != "" && !seen[k] {
				seen[k] = true
				count[k]++
			}
		}
	}
	for bi := range blocks {
		keys := map[string]bool{}
		for ci := range blocks[bi] {
			c := &blocks[bi][ci]
			if d.n >= 4 && count[strings.ToLower(c.text)]*2 > d.n && c.ev[sType] == 0 {
				c.ev = [nRoles]float64{}
				c.ev[sConst] = 3
			}
			k := c.slotKey(d.xs)
			if d.ev[k] == nil {
				d.ev[k] = &[nRoles]float64{}
			}
			for r := range c.ev {
				d.ev[k][r] += c.ev[r]
			}
			keys[k] = true
		}
		for k := range keys {
			d.seen[k]++
		}
	}
	// The name slot: the slot whose evidence is mostly name, printed in
	// enough bookings to be a structure of the document.
	best := 0.0
	for k, e := range d.ev {
		tot := 0.0
		for _, v := range e {
			tot += v
		}
		if tot == 0 || d.seen[k]*10 < d.n*3 || d.seen[k] < 2 {
			continue
		}
		share := e[sName] / tot
		if share > 0.5 && e[sName] > best {
			best, d.nameKey, d.share = e[sName], k, share
		}
	}
	return d
}

// role is the majority role of slot k.
func (d *slotDoc) role(k string) (slotRole, float64) {
	e := d.ev[k]
	if e == nil {
		return sPurpose, 0
	}
	tot, br := 0.0, sPurpose
	for r, v := range e {
		tot += v
		if v > e[br] {
			br = slotRole(r)
		}
	}
	if tot == 0 {
		return sPurpose, 0
	}
	return br, e[br] / tot
}

// applySlots corrects the counterparty (and the purpose by the same cells)
// of every booking whose rules result disagrees with the document's name
// slot.
func (p *parser) applySlots() {
	if len(p.txs) < 3 {
		return // too few bookings to speak of a document's structure
	}
	blocks := make([][]cell, len(p.txs))
	for i, t := range p.txs {
		blocks[i] = bookingCells(t)
	}
	d := inferSlots(blocks)
	for i, t := range p.txs {
		if !anyLetter(t.t.Counterparty) {
			// A name has letters: a lone dash or a value date ("15.08")
			// left in the name cell is no counterparty.
			t.t.Counterparty = ""
		}
		cleanPurpose(t, blocks[i], d)
		if d.nameKey != "" && d.share >= 0.6 {
			fixBooking(t, blocks[i], d)
		}
	}
}

// cleanPurpose removes from the purpose the cells whose slot the document
// shows to be a field of its own: an IBAN line, and a line that is only
// the booking type at the start of the text.
func cleanPurpose(t *txn, cells []cell, d *slotDoc) {
	tr := &t.t
	for _, c := range cells {
		r, share := d.role(c.slotKey(d.xs))
		if share < 0.6 {
			continue
		}
		switch {
		case r == sRef && c.label == "code" && strings.Contains(tr.Purpose, c.raw):
			// A labelled reference code is a field, not remittance text.
			// (Values repeated in every booking are not removed: a
			// club's "Mitgliedsbeitrag November 2025" is text.)
			tr.Purpose = strings.Join(strings.Fields(strings.Replace(tr.Purpose, c.raw, "", 1)), " ")
		case r == sIBAN && c.ev[sIBAN] >= 3 && c.label == "" && strings.Contains(tr.Purpose, c.raw):
			if ib := findIBANs(c.raw); len(ib) > 0 && tr.IBAN == "" {
				tr.IBAN = ib[0]
			}
			tr.Purpose = strings.Join(strings.Fields(strings.Replace(tr.Purpose, c.raw, "", 1)), " ")
		case r == sType && c.text == "" && tr.Counterparty != "" && !purposeWord[strings.ToLower(c.raw)] && strings.HasPrefix(tr.Purpose, c.raw+" ") && !lowerStart(tr.Purpose[len(c.raw)+1:]) && !typeRepeatedInText(t, c.raw) && !printedTwice(cells, c):
			// ("Gehalt", "Erstattung" alone may be the purpose, as in
			// detailsTypeLine.)
			// (The bank's own postings, without a payee, keep the type
			// as their text: "Kapitalertragsteuer 25 % auf Zinsen"; so
			// does a type the text continues: "Auszahlung auf …"; and
			// a text that prints the word again in a cell of its own:
			// "girocard 01.03.2022 10:56 Terminal …" in the purpose
			// column beside the type column's "Kartenzahlung" /
			// "girocard".)
			tr.Purpose = strings.TrimSpace(tr.Purpose[len(c.raw):])
			if tr.BookingText == "" {
				tr.BookingText = c.raw
			}
		}
	}
}

// fixBooking applies the document's name slot to one booking.
func fixBooking(t *txn, cells []cell, d *slotDoc) {
	tr := &t.t
	if tr.Counterparty == "" && (reNoParty.MatchString(tr.BookingText) || reCharge.MatchString(tr.BookingText) || reCollective.MatchString(tr.BookingText) || cashDeposit(tr.BookingText)) {
		return // the bank's own booking: no payee, whatever the slot holds
	}
	var cand *cell
	for k := range cells {
		c := &cells[k]
		if c.slotKey(d.xs) == d.nameKey {
			cand = c
			break
		}
	}
	if cand == nil || cand.text == "" || cand.ev[sConst] > 0 || cand.ev[sIBAN] > 0 || cand.ev[sRef] > 1 || cand.ev[sType] > 0 || underPurposeColumn(t, cand) {
		return
	}
	name := strings.TrimSpace(strings.TrimLeft(cand.text, "_|"))
	old := tr.Counterparty
	if nameLabels[cand.label] && norm(name) != norm(old) && strings.Contains(norm(old), norm(name)) {
		// The document labels its counterparties and the rules kept
		// the label's neighbours with the name, unless the rest is the
		// line under the label's cell: a name wrapped in a narrow
		// labelled cell ("Empfänger: Deutsche" / "Ärzteversicherung AG").
		if !wrapsBelow(old, name, cand, cells) {
			tr.Counterparty = name
		}
		return
	}
	switch {
	case norm(name) == norm(old):
		return
	case old == "":
		// The rules found no payee (own postings, thanks lines, savings
		// transfers): only a cell that looks like a name by itself (not a
		// thanks line: "danke" is a purpose cue)
		// overrides that.
		if cand.ev[sName] < 2 || cand.ev[sName] <= cand.ev[sPurpose] {
			return
		}
	case strings.Contains(norm(name), norm(old)):
		return // the rules trimmed a label or a type from the same cell
	}
	// Where the rules' counterparty sits: its line and that slot's role.
	oldLine, oldRole := -1, sPurpose
	var oldEv [nRoles]float64
	for _, c := range cells {
		if old != "" && norm(c.text) != "" && strings.Contains(norm(old), norm(c.text)) && norm(c.text) != norm(name) {
			oldLine, oldEv = c.line, c.ev
			oldRole, _ = d.role(c.slotKey(d.xs))
			break
		}
	}
	if oldRole == sName || oldRole == sConst || old != "" && oldEv[sName] >= cand.ev[sName] && oldEv[sName] > oldEv[sPurpose] {
		// Two name slots, or the rules' choice looks at least as much
		// like a name by its own words: the slot is not sure enough to
		// overrule them. A value repeated in most bookings may be the
		// holder paying to and from their own account (Tagesgeld): the
		// rules may keep it.
		return
	}
	if old != "" && strings.Contains(norm(old), norm(name)) {
		// The rules' name holds the slot's name and more: a name wrapped
		// over lines (keep it) or the name merged with a cell beside it
		// on the same line (split it). The cell beside is purpose when
		// its slot is, and dropped when it is a date or a code.
		rest := strings.TrimSpace(strings.Replace(old, name, "", 1))
		if tr.BookingText != "" && cashMachine[strings.ToLower(rest)] && strings.HasPrefix(old, rest) {
			// "Geldautomat Euronet Würzburg" beside a type column's
			// "Kartentransaktion": the machine and its operator are the
			// counterparty; the type is already known.
			return
		}
		if slices.Contains(bookingTypes, strings.ToLower(rest)) && strings.HasPrefix(old, rest) {
			// "GEHALT Muster Maschinenbau GmbH": the type before the
			// name in its cell (a whole type word: "Lohnunternehmen
			// Bruns GmbH" is a name).
			tr.Counterparty = name
			if tr.BookingText == "" {
				tr.BookingText = rest
			}
			return
		}
		for _, c := range cells {
			if rest == "" || c.line != cand.line || norm(c.raw) != norm(rest) {
				continue
			}
			tr.Counterparty = name
			if r, _ := d.role(c.slotKey(d.xs)); r == sPurpose && c.ev[sPurpose] >= c.ev[sRef] {
				tr.Purpose = strings.TrimSpace(rest + " " + tr.Purpose)
			}
			return
		}
		return
	}
	tr.Counterparty = name
	if strings.Contains(tr.Purpose, name) {
		tr.Purpose = strings.Join(strings.Fields(strings.Replace(tr.Purpose, name, "", 1)), " ")
	}
	if old != "" && oldRole == sPurpose {
		if oldLine >= 0 && oldLine < cand.line {
			tr.Purpose = strings.TrimSpace(old + " " + tr.Purpose)
		} else {
			tr.Purpose = strings.TrimSpace(tr.Purpose + " " + old)
		}
	}
}

// wrapsBelow reports whether old is name continued by a whole cell of
// the line right under the name's cell.
func wrapsBelow(old, name string, cand *cell, cells []cell) bool {
	rest, ok := strings.CutPrefix(norm(old), norm(name))
	if !ok || rest == "" {
		return false
	}
	for _, c := range cells {
		if c.line == cand.line+1 && c.label == "" && norm(c.raw) == rest {
			return true
		}
	}
	return false
}

// anyLetter reports whether s holds a letter.
func anyLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// lowerStart reports text that starts with a lower-case letter.
func lowerStart(s string) bool {
	for _, r := range s {
		return unicode.IsLower(r)
	}
	return false
}

// norm compares loosely: case and spacing.
func norm(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), "")
}
