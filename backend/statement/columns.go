package statement

import (
	"strings"
)

// role is what a table column holds, learned from header words.
type role int

const (
	roleNone role = iota
	roleDate
	roleValue
	roleText
	roleDebit
	roleCredit
	roleAmount
	roleBalance
	roleCurrency // a currency column ("Whg.", "Währung") printing "EUR" on every row
	roleType     // a booking-type column ("Typ", "Buchungsart") beside the description
	roleTime     // a time-of-day column ("Uhrzeit"): neither date nor text
	roleCategory // an app's spending category ("Kategorie": Lebensmittel, Tanken)
	roleOther    // an unknown heading set apart between the text and the money ("Punkte"): numbers under it are not text
)

// headerWords maps lower-cased header words to column roles. Several banks
// spell a column over two or three words ("zu Ihren Lasten", "Belastung in
// EUR"); the word that carries the meaning is enough.
var headerWords = map[string]role{
	"buchungstag": roleDate, "bu.tag": roleDate, "bu-tag": roleDate, "butag": roleDate, "buchung": roleDate,
	"datum": roleDate, "buchungsdatum": roleDate, "belegdatum": roleValue, "beleg": roleValue, "kaufdatum": roleValue, "umsatzdatum": roleValue, "transaktionsdatum": roleValue, "bu.-tag": roleDate,
	"wert": roleValue, "valuta": roleValue, "wertstellung": roleValue, "wertst.": roleValue, "wertstellungsdatum": roleValue, "valutadatum": roleValue, "wertstellungstag": roleValue,
	"vorgang": roleText, "verwendungszweck": roleText, "erläuterung": roleText, "erläuterungen": roleText,
	"buchungstext": roleText, "beschreibung": roleText, "buchungsinformationen": roleText, "gebucht": roleText,
	"umsatzart": roleText, "buchungsdetails": roleText, "auftraggeber/empfänger": roleText, "empfänger/auftraggeber": roleText, "text": roleText,
	"empfänger": roleText, "auftraggeber": roleText, "zahlungsempfänger": roleText, "zahlungspflichtiger": roleText, "begünstigter": roleText,
	"soll": roleDebit, "belastung": roleDebit, "belastungen": roleDebit, "lasten": roleDebit, "ausgang": roleDebit,
	"ausgänge": roleDebit, "abbuchung": roleDebit, "abbuchungen": roleDebit, "zahlungsausgang": roleDebit, "zahlungsausgänge": roleDebit, "abgang": roleDebit,
	"haben": roleCredit, "gutschrift": roleCredit, "gutschriften": roleCredit, "gunsten": roleCredit, "eingang": roleCredit,
	"eingänge": roleCredit, "zahlungseingang": roleCredit, "zahlungseingänge": roleCredit, "zugang": roleCredit,
	"betrag": roleAmount, "umsatz": roleAmount, "betrag(eur)": roleAmount,
	"saldo": roleBalance, "kontostand": roleBalance, "guthaben": roleBalance, "bestand": roleBalance,
	"uhrzeit": roleTime, "name": roleText,
	"typ": roleType, "buchungsart": roleType, "transaktionsart": roleType, "umsatztyp": roleType, "art": roleType,
	"kategorie": roleCategory, "category": roleCategory,
	// English headings.
	"date": roleDate, "description": roleText, "details": roleText, "type": roleType, "balance": roleBalance, "amount": roleAmount,
	"whg": roleCurrency, "whg.": roleCurrency, "währung": roleCurrency, "wkz": roleCurrency, "währg.": roleCurrency,
	// Cash-book headings of treasurers' and household lists: unsigned
	// outflows and inflows in two columns.
	"ausgaben": roleDebit, "einnahmen": roleCredit, "ausgabe": roleDebit, "einnahme": roleCredit, "abgänge": roleDebit, "zugänge": roleCredit,
	"auszahlungen": roleDebit, "einzahlungen": roleCredit,
	// Cash books name who paid cash in ("Einzahler") beside the payee and
	// the use of the money ("Verwendung").
	"einzahler": roleText, "verwendung": roleText,
}

// column is the horizontal extent of a header word (and the filler words
// after it, like "in EUR").
type column struct {
	role   role
	x0, x1 float64
	// party marks a text column that holds the counterparty
	// (Empfänger/Auftraggeber) beside another text column.
	party bool
	// side is the direction a party column names (payercols.go): +1 the
	// payee (Zahlungsempfänger), -1 the payer (Zahlungspflichtiger), 0
	// either.
	side int
	// account marks an unknown heading naming the counterparty's account
	// ("IBAN / BIC"; ibancol.go).
	account bool
	// receipt marks a label column that was read as a value date but
	// holds a receipt's state (receiptcol.go).
	receipt bool
}

// partyWord reports a header word naming the counterparty column.
func partyWord(w string) bool {
	w = genderBase(strings.ToLower(strings.Trim(w, ":()/")))
	return partyName(w) || partyName(umlautBase(w)) // csvheadings.go: "Beguenstigter"
}

func partyName(w string) bool {
	return w == "name" || w == "gegenpartei" || strings.HasPrefix(w, "empfänger") || strings.HasPrefix(w, "auftraggeber") || strings.HasPrefix(w, "zahlungsempfänger") || strings.HasPrefix(w, "zahlungspflichtiger") || strings.HasPrefix(w, "begünstigter") || w == "einzahler"
}

// partyColumns returns the counterparty column and the text column next
// to it when a header has both (online-banking lists print the name and
// the purpose in two side-by-side cells that wrap independently).
func partyColumns(cols []column) (party, text column, ok bool) {
	for i, c := range cols {
		if !c.party {
			continue
		}
		for _, k := range []int{i + 1, i - 1} {
			if k >= 0 && k < len(cols) && cols[k].role == roleText && !cols[k].party {
				return c, cols[k], true
			}
			if tc, ok := textBeyondType(cols, i, k); ok {
				return c, tc, true
			}
			if tc, ok := textBeyondAccount(cols, i, k); ok { // ibancol.go
				return c, tc, true
			}
		}
	}
	return column{}, column{}, false
}

func (c column) cx() float64 { return (c.x0 + c.x1) / 2 }

func headerRole(w string) role {
	w = genderBase(strings.ToLower(strings.Trim(w, ":()/")))
	if r, ok := headerWords[w]; ok {
		return r
	}
	if strings.HasPrefix(w, "betrag") {
		return roleAmount
	}
	return roleNone
}

// englishMoneyRole reads the two-word English money headings.
func englishMoneyRole(a, b string) role {
	a, b = strings.ToLower(a), strings.ToLower(b)
	if a != "money" && a != "paid" {
		return roleNone
	}
	switch b {
	case "in":
		return roleCredit
	case "out":
		return roleDebit
	}
	return roleNone
}

// headerColumns returns the columns when r is a table header: at least two
// distinct roles, no amounts, no dates.
func headerColumns(r *row) []column {
	if len(r.toks) > 16 {
		return nil
	}
	var cols []column
	roles := map[role]bool{}
	joined := false // the previous word was a separator ("/", "·")
	for i, t := range r.toks {
		if t.kind != kWord {
			return nil
		}
		t, glued := ocrHeadingToken(r, t) // ocrheading.go
		if i > 0 && stackedInRow(r.toks[i-1], t) {
			continue // the second line of a stacked cell (stackedheader.go)
		}
		// English "MONEY IN" / "MONEY OUT" / "PAID IN" / "PAID OUT": the
		// direction word carries the role, only after "money"/"paid".
		if i+1 < len(r.toks) {
			if ro := englishMoneyRole(t.text, r.toks[i+1].text); ro != roleNone && !roles[ro] {
				cols = append(cols, column{role: ro, x0: t.x0, x1: r.toks[i+1].x1})
				roles[ro] = true
				continue
			}
		}
		if i > 0 && englishMoneyRole(r.toks[i-1].text, t.text) != roleNone {
			continue
		}
		// "Vorgang / Empfänger / Verwendungszweck": text headings joined
		// by a separator name one column whose cell stacks them.
		sep := joined
		joined = t.text == "/" || t.text == "·" || t.text == "|" || t.text == "+" || t.text == "-" || t.text == "–" // OCR reads "·" as "-"
		if n := len(cols); (sep && !separatorWrapped(r.toks[i-1], t) || glued) && n > 0 && cols[n-1].role == roleText && headerRole(t.text) == roleText {
			cols[n-1].x1 = t.x1
			// "Empfänger / Auftraggeber": two names for the counterparty
			// are still its column (textcells.go: partyPair).
			cols[n-1].party = partyPair(cols[n-1].party, t.text)
			cols[n-1].side = 0
			continue
		}
		if i := strings.IndexByte(t.text, '/'); i > 0 && partyWord(t.text[:i]) && headerRole(t.text) == roleNone {
			// "Begünstigter/Zahlungspflichtiger": one counterparty column.
			cols = append(cols, column{role: roleText, x0: t.x0, x1: t.x1, party: true})
			roles[roleText] = true
			continue
		}
		if ro := headerRole(t.text); ro == roleNone {
			// Text extraction glues close header words ("EURGutschrift"):
			// find a column word inside and place it proportionally.
			if ro, k, n := embeddedRole(t.text); ro != roleNone {
				w := (t.x1 - t.x0) / float64(len(t.text))
				if n := len(cols); n > 0 && k > 0 {
					cols[n-1].x1 = t.x0 + w*float64(k)
				}
				t = token{text: t.text[k : k+n], x0: t.x0 + w*float64(k), x1: t.x0 + w*float64(k+n), kind: kWord}
			}
		}
		if ro := headerRole(t.text); ro != roleNone {
			if ro == roleAmount && umsatzDescription(r, i) { // umsatzcol.go
				ro = roleText
			}
			// "Betrag Soll" / "Betrag Haben": the direction word decides.
			if n := len(cols); n > 0 && cols[n-1].role == roleAmount && (ro == roleDebit || ro == roleCredit) && t.x0-cols[n-1].x1 < 3*(t.x1-t.x0)/float64(len(t.text))+1 {
				cols[n-1].role = ro
				cols[n-1].x1 = t.x1
				roles[ro] = true
				continue
			}
			c := column{role: ro, x0: t.x0, x1: t.x1, party: ro == roleText && partyWord(t.text)}
			if c.party {
				c.side = partySide(t.text)
			}
			cols = append(cols, c)
			roles[ro] = true
			continue
		}
		if n := len(cols); n > 0 && isFiller(t.text) {
			cols[n-1].x1 = t.x1
		} else if n > 0 && cols[n-1].role == roleText && hasLetter(t.text) && (t.x0-cols[n-1].x1 > 6*(t.x1-t.x0)/float64(len(t.text)) || accountHeading(t.text)) {
			// A heading of its own, far right of the text column, that
			// names no known role: kept so that its cells (bonus points,
			// counts) are not read as text. A heading naming the
			// counterparty's account ("Kontonummer/IBAN") is its own
			// column however close it stands (ibancol.go).
			cols = append(cols, column{role: roleOther, x0: t.x0, x1: t.x1, account: accountHeading(t.text)})
		}
	}
	// "Umsatzart" or "Vorgang" beside a further text column (Buchungsdetails,
	// Buchungstext) holds the booking type, the other cell name and purpose.
	for k := 0; k+1 < len(cols); k++ {
		if cols[k].role == roleText && !cols[k].party && cols[k+1].role == roleText && typeHeading(r, cols[k]) {
			cols[k].role = roleType
		}
	}
	typeColumnAfterText(r, cols) // typecolumn.go
	buchungstextType(r, cols)    // csvheadings.go
	// An unknown column counts only between the text and a money column.
	for k := len(cols) - 1; k >= 0; k-- {
		if cols[k].role == roleOther && !accountBetweenText(cols, k) && (k+1 >= len(cols) || cols[k+1].role == roleOther || cols[k+1].role == roleText || cols[k+1].role == roleDate || cols[k+1].role == roleValue) {
			cols = append(cols[:k], cols[k+1:]...)
		}
	}
	debitBesideCredit(cols) // debitbeside.go
	n := len(roles)
	if roles[roleCurrency] {
		n--
	}
	if roles[roleCategory] {
		n--
	}
	if n < 2 {
		return nil
	}
	// A header names a date or a text column and some money column.
	if !(roles[roleDate] || roles[roleText] || roles[roleValue]) {
		return nil
	}
	if !(roles[roleAmount] || roles[roleDebit] || roles[roleCredit] || roles[roleBalance] || roles[roleValue]) {
		return nil
	}
	return cols
}

// typeHeading reports a text column whose heading is a single booking-type
// word: "Umsatzart", "Vorgang".
func typeHeading(r *row, c column) bool {
	var ws []string
	for _, t := range r.toks {
		if t.x0 >= c.x0-0.5 && t.x1 <= c.x1+0.5 {
			ws = append(ws, strings.ToLower(t.text))
		}
	}
	return len(ws) == 1 && (ws[0] == "umsatzart" || ws[0] == "vorgang")
}

// embeddedRole finds a column word of at least five letters inside w and
// returns its role and byte span.
func embeddedRole(w string) (role, int, int) {
	low := strings.ToLower(w)
	best, bk, bn, bw := roleNone, 0, 0, ""
	for hw, ro := range headerWords {
		// Longest word wins, ties by spelling: map order must not matter.
		if ro == roleCurrency || ro == roleCategory || len(hw) < 5 || len(hw) < bn || len(hw) == bn && hw >= bw {
			continue
		}
		if k := strings.Index(low, hw); k >= 0 && len(hw) < len(low) {
			best, bk, bn, bw = ro, k, len(hw), hw
		}
	}
	return best, bk, bn
}

func isFiller(w string) bool {
	switch strings.ToLower(strings.Trim(w, "()")) {
	case "in", "eur", "€", "euro", "ihren", "zu", "ihre", "der", "des":
		return true
	}
	return false
}

// nearest returns the column among cols with one of the roles that lies
// closest to [x0,x1], judged by right edges (numbers are right-aligned) and
// centres (some headers are centred), and the distance.
func nearest(cols []column, x0, x1 float64, roles ...role) (column, float64, bool) {
	best, bestD, ok := column{}, 0.0, false
	for _, c := range cols {
		match := false
		for _, ro := range roles {
			if c.role == ro {
				match = true
			}
		}
		if !match {
			continue
		}
		d := min(absf(c.x1-x1), absf(c.cx()-(x0+x1)/2))
		if x1 >= c.x0 && x0 <= c.x1 {
			d = min(d, absf(c.x1-x1)/2)
		}
		if !ok || d < bestD {
			best, bestD, ok = c, d, true
		}
	}
	return best, bestD, ok
}

func absf(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

func hasRole(cols []column, ro role) bool {
	for _, c := range cols {
		if c.role == ro {
			return true
		}
	}
	return false
}

// inCurrencyColumn reports a currency code ("EUR") standing under the
// header's currency column: a unit, not part of the booking's text.
func inCurrencyColumn(cols []column, tk token) bool {
	if !hasRole(cols, roleCurrency) || !(isCurrencyCode(tk.text) || tk.text == "EUR" || tk.text == "€") {
		return false
	}
	c, _, _ := nearest(cols, tk.x0, tk.x1, roleDate, roleValue, roleText, roleAmount, roleDebit, roleCredit, roleBalance, roleCurrency)
	return c.role == roleCurrency
}

// inOtherColumn reports a number standing under an unknown column between
// the text and the money ("Punkte": "147", "-34" on a refund): not part of
// the text.
func inOtherColumn(cols []column, tk token) bool {
	if !hasRole(cols, roleOther) || tk.kind != kWord || !allDigits(strings.TrimLeft(tk.text, "+-−")) {
		return false
	}
	c, _, _ := nearest(cols, tk.x0, tk.x1, roleText, roleAmount, roleDebit, roleCredit, roleBalance, roleCurrency, roleCategory, roleOther)
	return c.role == roleOther
}

// inCategoryColumn reports a word standing under the header's category
// column (app exports: "Lebensmittel", "Rechnungen"): a label the app
// gives the booking, neither the payee's name nor its purpose.
func inCategoryColumn(cols []column, tk token) bool {
	if !hasRole(cols, roleCategory) || tk.kind != kWord {
		return false
	}
	c, _, _ := nearest(cols, tk.x0, tk.x1, roleDate, roleValue, roleText, roleAmount, roleDebit, roleCredit, roleBalance, roleCurrency, roleCategory)
	return c.role == roleCategory && tk.x0 >= c.x0-2 && !startsTextCell(cols, c, tk)
}
