package statement

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"papierkram/backend/german"
)

// bookingTypes are the booking texts German banks print, longest first so
// that "Basislastschrift" wins over "Lastschrift". Matching is on lower
// case and word starts.
var bookingTypes = []string{
	"lohn, gehalt, rente", "sepa-echtzeitüberweisung", "sepa echtzeitüberweisung", "echtzeitüberweisung", "echtzeit-überweisung",
	"sepa-basislastschrift", "sepa basislastschrift", "basislastschrift", "basis-lastschrift", "sepa-lastschrift", "sepa lastschrift",
	"sepa lastschrifteinzug", "lastschrifteinzug", "firmenlastschrift", "folgelastschrift", "erstlastschrift", "rücklastschrift", "ruecklastschrift", "lastschrift",
	"sepa-gutschrift", "sepa gutschrift", "gutschrift", "sepa-überweisung", "sepa überweisung", "überweisung", "ueberweisung", "dauerauftrag",
	"sepa dauerauftrag", "kartenzahlung", "kartenverfügung", "debitkartenzahlung", "girocard", "bargeldauszahlung", "barauszahlung", "bargeldeinzahlung",
	"bareinzahlung", "geldautomat", "auszahlung", "einzahlung", "kontoführungsentgelt", "kontofuehrung", "entgelt", "entgelte", "gebühren", "gebühr",
	"rechnungsabschluss", "abschluss", "abrechnung", "abbuchung", "kreditkartenabrechnung", "kreditkartenabr.", "habenzinsen", "sollzinsen", "zinsertrag", "zinsen",
	"zahlungseingang", "zahlungsausgang", "eingang", "gehalt", "lohn", "rente", "umbuchung", "storno", "retoure", "rückerstattung", "erstattung",
	"abgeltungssteuer", "abgeltungsteuer", "solidaritätszuschlag", "kirchensteuer", "wertpapierkauf", "wertpapierverkauf", "dividende", "sparplan", "sonstige buchung",
	"bargeld", "zinsgutschrift", "übertrag", "ausschüttung", "kapitalertragsteuer", "kapitalertragssteuer", "steuerbuchung",
	"steuern", "steuer",
}

var creditWords = []string{"gutschrift", "zahlungseingang", "eingang", "lohn", "gehalt", "rente", "zinsertrag", "habenzins", "zinsgutschrift",
	"einzahlung", "erstattung", "zinszahlung", "zinsen", "prämie", "saveback", "dividende", "ertrag", "verkauf", "payin", "überweisung von", "echtzeitüberweisung von", "ueberweisung von",
	"gutschr", "eingehende", "rückbuchung", "rueckbuchung", "rücküberweisung", "rueckueberweisung", "rückzahlung", "von ", "bareinzahlung", "rückerstattung", "storno", "retoure", "ausschüttung"}

var debitWords = []string{"lastschrift", "kartenzahlung", "kartenverfügung", "dauerauftrag", "auszahlung", "geldautomat", "entgelt", "gebühr",
	"steuer", "zuschlag", "kauf", "sollzins", "zahlungsausgang", "ausgehende", "abbuchung", "an "}

// creditText guesses from the booking text whether money came in. Debits
// are the default: most statement rows are payments.
func creditText(s string) bool {
	low := strings.ToLower(s)
	for _, w := range debitWords {
		if w == "an " {
			continue
		}
		if strings.Contains(low, w) && !strings.Contains(low, w+" von") && !(w == "lastschrift" && strings.Contains(low, "rücklastschrift")) {
			return false
		}
	}
	for _, w := range creditWords {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// reStrongDirection matches booking texts whose direction is certain: a
// reconciliation repair must not flip them (anonymised or misread amounts
// would otherwise be "repaired" by turning a card payment into a credit).
var reStrongDirection = regexp.MustCompile(`(?i)lastschrift|kartenzahlung|kartenverfügung|entgelt|gebühr|abgeltung|solidarit|kirchensteuer|dauerauftrag|gutschrift|zahlungseingang|lohn|gehalt|zinsertrag|habenzins|bargeldauszahlung|geldautomat`)

// directionWord reports whether s names a direction at all.
func directionWord(s string) bool {
	low := strings.ToLower(s)
	for _, w := range debitWords {
		if w != "an " && strings.Contains(low, w) {
			return true
		}
	}
	for _, w := range creditWords {
		if w != "von " && strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// findBookingType returns the byte span of the first booking type in s.
func findBookingType(s string) (int, int, bool) {
	low := strings.ToLower(s)
	bi, bj := -1, -1
	for _, bt := range bookingTypes {
		for from := 0; ; {
			k := strings.Index(low[from:], bt)
			if k < 0 {
				break
			}
			k += from
			if (k == 0 || !isLetterByte(low[k-1])) && !(wholeWordTypes[bt] && k+len(bt) < len(low) && isLetterByte(low[k+len(bt)])) {
				if bi < 0 || k < bi || k == bi && k+len(bt) > bj {
					bi, bj = k, k+len(bt)
				}
				break
			}
			from = k + 1
		}
	}
	if bi < 0 {
		return 0, 0, false
	}
	// Extend to the end of the word ("Lastschriften", "Überweisungsgutschr.").
	for bj < len(low) && (isLetterByte(low[bj]) || low[bj] == '.' || low[bj] == '-' || low[bj] == '/' && bj+1 < len(low) && isLetterByte(low[bj+1])) {
		bj++
	}
	return bi, bj, true
}

func isLetterByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}

// sepaTags are the SEPA field prefixes of the Verwendungszweck.
var reSEPA = regexp.MustCompile(`(EREF|KREF|MREF|CRED|SVWZ|ABWA|ABWE|DEBT|COAM|OAMT|IBAN|BIC)\+`)

// labels are "Name: value" fields banks print in the purpose block
// ("Ende-zu-Ende-Referenz:" written out as BBBank prints it: hi-*;
// "Mandatsret." and "End-to-End-Ret." are OCR's reading of the f at
// small sizes: a two-up sheet's 6 pt, session 9).
var reLabel = regexp.MustCompile(`(?i)^(mandat|mandatsreferenz|mandats-referenz|mandatsre[ft]\.?|mandats-ref\.?|mand-id|referenz|kunden-referenz|end-to-end-re[ft]\.?|ende-zu-ende-referenz|ende-zu-ende-ref\.?|kundenreferenz|gläubiger-id|glaeubiger-id|gläubiger id|creditor id|transaktionscode|transaktions-id|transaktionsnummer|iban|bic|bic \(swift\)|auftraggeber|empfänger|zahlungsempfänger|zahlungspflichtiger|begünstigter|ref\.?|eref|kref|mref|cred|svwz|abwa|abwe|einreicher-id|gläubiger-id-nr\.?)(\s*[:.]?\s+|\s*:?$)`)

// Securities settlements (Wertpapierkauf, Sparplanausführung, Dividende,
// Ausschüttung) and the taxes on income (Kapitalertragsteuer) have no
// payee either: the line under them names the security or the tax, and
// is the purpose.
var reNoParty = regexp.MustCompile(`(?i)^(entgelt|entgelte|gebühr|gebühren|zinsen|habenzinsen|sollzinsen|zinsgutschrift|abschluss|rechnungsabschluss|abrechnung|kontoführung|kontoführungsentgelt|zinsertrag|abgeltungssteuer|abgeltungsteuer|kapitalertrags?steuer|steuerbuchung|solidaritätszuschlag|kirchensteuer|wertpapierkauf|wertpapierverkauf|wertpapierabrechnung|sparplan\S*|dividende|ausschüttung|vorabpauschale|handel|erträge|ertrag|steuern|steuer|interest|fee|fees|charges|account fee)\b`)

// referenceCode reports a label's value that is a reference code, one
// word with a digit or in capitals ("3B9FECE4798C", "NOTPROVIDED"), not
// text ("Geschenk", "Miete Juli").
func referenceCode(v string) bool {
	f := strings.Fields(v)
	if len(f) > 1 && allDigits(strings.Join(f, "")) {
		return true // a Swiss QR reference in groups: "21 84410 29375 23763 21596 12485"
	}
	return len(f) == 1 && (hasDigit(f[0]) || len(f[0]) >= 6 && strings.ToUpper(f[0]) == f[0])
}

// clockWord reports a time of day, with the specks OCR may leave at its
// end ("16:47_").
func clockWord(s string) bool { return reClock.MatchString(strings.TrimRight(s, "_.,;'|")) }

// reClock is a time of day ("08:24", "18:10:05").
var reClock = regexp.MustCompile(`^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$`)

// reCharge finds the bank's own charges on a booking row without a
// booking type: fees, the card price, interest.
var reCharge = regexp.MustCompile(`(?i)` + chargeWords)

var reChargeWord = regexp.MustCompile(`(?i)\S*(` + chargeWords + `)\S*`)

const chargeWords = `entgelt|gebühr|kartenpreis|jahrespreis|jahresbeitrag|kontoführung|kontofuehrung|sollzins|habenzins|zinsen\b|provision`

var reConnector = regexp.MustCompile(`(?i)^(an|von|für|bei|pn:\S+|\d+)$`)

// finishFields fills counterparty, IBAN, booking text and purpose from the
// booking row's text and the continuation rows.
func (p *parser) finishFields(t *txn) {
	tr := &t.t
	tr.Page = t.anchor.page
	collectiveBreakdown(t) // sammler.go
	splitParts(t)          // splitrows.go
	p.accountColumn(t)
	// Text of the booking row without its dates and booking amounts. A
	// foreign-currency amount on the row ("USD 45,00 Kurs 1,0856") goes to
	// the purpose, not into the payee's name.
	var head, fx, colType []string
	// head's tokens (loanposting.go: typeCellEnd)
	var headToks []token
	typeX0 := 0.0 // where the type cell starts on the booking row
	ts := t.anchor.toks
	for k := 0; k < len(ts); k++ {
		tk := ts[k]
		if k < t.skip || k >= t.cut || isDateInRow(t, tk) || tk == t.amount || t.balance != nil && tk == *t.balance || inCurrencyColumn(t.cols, tk) || inCategoryColumn(t.cols, tk) || inOtherColumn(t.cols, tk) ||
			slices.Contains(t.drop, tk) || t.mid != nil && tk == *t.mid {
			continue
		}
		if k > 0 && isDateInRow(t, ts[k-1]) && clockWord(tk.text) {
			continue // "01.07.2025 08:24": the time of the booking
		}
		if k+1 < len(ts) && isCurrencyCode(tk.text) && ts[k+1].kind == kAmount && ts[k+1] != t.amount {
			fx = append(fx, tk.text+" "+ts[k+1].text)
			k++
			if k+2 < len(ts) && strings.EqualFold(strings.TrimSuffix(ts[k+1].text, ":"), "kurs") {
				fx[len(fx)-1] += " " + ts[k+1].text + " " + ts[k+2].text
				k += 2
			} else if k+1 < len(ts) && ts[k+1] != t.amount && isRate(ts[k+1]) {
				// An unlabelled number with more than two decimals after
				// the foreign amount is the exchange rate (a Kurs column).
				fx[len(fx)-1] += " Kurs " + ts[k+1].text
				k++
			}
			continue
		}
		if inTimeColumn(t, tk) {
			continue
		}
		if tk.kind == kWord && inTypeColumn(t, tk) {
			if len(colType) == 0 {
				typeX0 = tk.x0
			}
			colType = append(colType, tk.text)
			continue
		}
		head = append(head, tk.text)
		headToks = append(headToks, tk)
	}
	lines := []string{}
	// fieldType is a booking type printed as a field of its own: in a
	// cell right-aligned under the amount ("… Debitk.2     Kartenzahlung")
	// or beside the IBAN ("Gutschrift · IBAN DE67 …").
	fieldType := ""
	settle := foreignSettlement(t) // foreigndetail.go
	for i, r := range t.cont {
		if r = withoutReceiptCells(t.cols, r); r == nil {
			continue
		}
		if valueLabelRow(t, r) {
			// "Valuta" in the date column (valuelabel.go): no text.
			if rest := joinTokens(r.toks[1:]); rest != "" {
				lines = append(lines, rest)
			}
			continue
		}
		if d, ty, ok := cardFieldRow(r); ok {
			// "Kaufdatum 23. Aug. 2025 · Karte 4567 12XX …" (cardlines.go).
			if ty != "" && fieldType == "" {
				fieldType = ty
			}
			if ty == "" && len(t.dates) < 2 && t.dayDate.IsZero() {
				t.dates = append(t.dates, d)
			}
			continue
		}
		if i > 0 && labelledValueRow(t, t.cont[i-1], r) {
			if len(t.dates) < 2 && t.dayDate.IsZero() {
				t.dates = append(t.dates, r.toks[0])
			}
			if rest := joinTokens(r.toks[1:]); rest != "" {
				lines = append(lines, rest)
			}
			continue
		}
		if k := wrappedTypeCell(t, r, typeX0); len(colType) > 0 && k > 0 {
			// The type cell wraps ("GUTSCHR." / "UEBERWEISUNG"): its
			// words on this row continue the type.
			colType = append(colType, joinTokens(r.toks[:k]))
			if rest := joinTokens(r.toks[k:]); rest != "" {
				lines = append(lines, rest)
			}
			continue
		}
		if k := trailingTypeCell(t, r, typeX0); len(colType) > 0 && k > 0 { // typetrail.go
			// The type cell wraps beside the text: "Miete März
			// Überweisung" under "Ausgehende".
			colType = append(colType, joinTokens(r.toks[k:]))
			cp := *r
			cp.toks, cp.text = r.toks[:k], joinTokens(r.toks[:k])
			r = &cp
		}
		if noticeLine(r) { // notice.go
			continue
		}
		if calcLine(t, r) || rateLine(r) || cardHeading(r) || taxBaseLine(r) || foreignDetailLine(r) || settlementFeeLine(settle, r) || placeLine(r) || cardEndingLine(r) { // placeLine: hnlines.go, cardEndingLine: fxsentence.go
			continue
		}
		if ty, rest, ok := typeCell(t, r); ok {
			if fieldType == "" {
				fieldType = ty
			}
			if rest != "" {
				lines = append(lines, rest)
			}
			continue
		}
		lines = append(lines, r.text)
	}
	for k := 0; k < len(lines); k++ {
		if ty, rest, ok := typeField(lines[k]); ok {
			if fieldType == "" {
				fieldType = ty
			}
			lines = append(lines[:k:k], append(rest, lines[k+1:]...)...)
			k += len(rest) - 1
		}
	}
	// Value date printed at the start of the first continuation row (ING,
	// Trade Republic) or a line of years under year-less dates (Deutsche
	// Bank's "25.08. 25.08." / "2025 2025").
	if len(t.cont) > 0 {
		c := t.cont[0]
		if len(c.toks) > 0 && allYears(c.toks) && len(t.dates) > 0 && t.dates[0].kind == kDayMonth {
			for k := range t.dates {
				if k < len(c.toks) {
					t.dates[k] = token{kind: kDate, date: german.Date{Year: atoi(c.toks[k].text), Month: t.dates[k].month, Day: t.dates[k].day}}
				}
			}
			lines = lines[1:]
		} else if n := yearsUnder(t, c); n > 0 {
			// The years under the dates share their line with the
			// booking's next text line ("2023 2023 Vodafone GmbH").
			for k := range n {
				t.dates[k] = token{kind: kDate, date: german.Date{Year: atoi(c.toks[k].text), Month: t.dates[k].month, Day: t.dates[k].day}}
			}
			lines[0] = joinTokens(c.toks[n:])
		} else if len(c.toks) > 0 && isDateTok(c.toks[0]) && len(t.dates) < 2 && t.dayDate.IsZero() {
			t.dates = append(t.dates, c.toks[0])
			lines[0] = strings.TrimSpace(strings.TrimPrefix(lines[0], c.toks[0].text))
			if lines[0] == "" {
				lines = lines[1:]
			}
		} else if k := p.lateValueDate(t); k > 0 {
			// The text layer put the value date a line or two lower
			// ("A30.09.2019 Visa-Umsatz … -3,94" / "A 1190931…" /
			// "28.09.2019") in a layout whose bookings print it under the
			// booking date.
			t.dates = append(t.dates, t.cont[k].toks[0])
			lines = append(lines[:k:k], lines[k+1:]...)
		}
	}
	switch {
	case len(t.dates) > 0:
		tr.BookingDate = p.tokDateAt(t.anchor, t.dates[0])
		if len(t.dates) > 1 {
			tr.ValueDate = p.tokDateAt(t.anchor, t.dates[1])
		}
		if t.anchor.ocr {
			tr.BookingDate = p.repairOCRDate(t.dates[0], tr.BookingDate, tr.ValueDate)
		}
	default:
		tr.BookingDate = t.dayDate
	}
	// A value date before the booking date in a December→January period
	// may have been given the wrong year.
	if !tr.ValueDate.IsZero() && tr.ValueDate.Sub(tr.BookingDate) > 300 {
		tr.ValueDate.Year--
	} else if !tr.ValueDate.IsZero() && tr.BookingDate.Sub(tr.ValueDate) > 300 {
		tr.ValueDate.Year++
	}

	if p.labelledStream(t) {
		return
	}
	headText := strings.Join(head, " ")
	counterparty := ""
	rowText := false // the booking row is the purpose, no payee
	cellParty, cellLines, cellType, cells := t.partyCells()
	if cells {
		// Name and purpose in side-by-side cells: geometry, not line
		// order, tells them apart.
		headText, counterparty, lines = "", cellParty, cellLines
		if ownPostingCell(counterparty) || cellType == "" && len(colType) == 0 && typeWords(counterparty) { // typecompound.go: a type alone
			tr.BookingText, counterparty = counterparty, ""
		} else if cellType != "" && len(colType) == 0 {
			tr.BookingText = cellType // under the name (cellcontent.go)
		} else if ty, ok := detailsTypeLine(lines); ok && len(colType) == 0 {
			tr.BookingText, lines = ty, lines[1:]
		}
	}
	if len(colType) > 0 && !cells {
		// The header's type column names the booking: the row's other
		// words are the description (with name and purpose cells, the
		// name cell is: partyCells).
		counterparty = headText
	} else if i, j, ok := findBookingType(headText); ok && !typeInCompound(headText, i, j) {
		// The booking type with its connectors ("SEPA Dauerauftrag an",
		// "UEBERWEISUNG PN:812"); what remains on the row is the name.
		words := strings.Fields(headText[j:])
		k := 0
		for k < len(words) && reConnector.MatchString(words[k]) {
			k++
		}
		k = typeTail(words, k)
		cellEnd := typeCellEnd(t.anchor, headToks, headText, j)              // loanposting.go
		k = loanTypeTail(words, k, len(strings.Fields(headText[j:cellEnd]))) // "Zahlungseingang Rate"
		prefix := strings.TrimSpace(headText[:i])
		if allDigits(prefix) {
			prefix = "" // a Primanota or running number column ("129 Dauerauftrag")
		}
		sep := " "
		if i > 0 && headText[i-1] == '-' {
			sep = "" // "SEPA-Firmenlastschrift": one word
		}
		tr.BookingText = strings.TrimSpace(prefix + sep + headText[i:j] + " " + strings.Join(words[:k], " "))
		if rest := strings.Join(words[k:], " "); rest != "" {
			counterparty = rest
		}
		if cell := strings.TrimSpace(headText[cellEnd:]); cell != "" && prefix == "" && counterparty == cell && repeatsTypeCell(tr.BookingText, cell) {
			// The posting text in a cell beside the type, repeating it
			// ("Zinsen" | "Zinsen 01.01.2023 - …"): the bank's own
			// posting's text, no payee (loanposting.go).
			lines = append([]string{cell}, lines...)
			counterparty, rowText = "", true
		}
		if prefix == "" && counterparty != "" && ownPostingFor(tr.BookingText, headText) {
			// "Zinsen für Teilzahlung" (cardlines.go): the bank's own
			// posting described, no payee.
			lines = append([]string{headText}, lines...)
			counterparty, rowText = "", true
		}
		if prefix == "" && counterparty != "" && (strings.HasPrefix(counterparty, "-") || strings.HasPrefix(counterparty, "–") || strings.HasPrefix(counterparty, "—")) && thanksLine(headText) {
			// "Zahlungseingang - vielen Dank" (thanks.go): no payee.
			lines = append([]string{headText}, lines...)
			counterparty, rowText = "", true
		}
		if prefix == "" && counterparty != "" && cardSchemeType(counterparty) {
			// "Kartenzahlung Visa Debit": the card names the type, the
			// shop is on the line below (cardtype.go).
			tr.BookingText += " " + counterparty
			counterparty = ""
		}
		if prefix != "" && len(strings.Fields(prefix)) > 2 && !thanksLine(headText) {
			// "Max Mustermann Gutschrift": the name came first. Not in a
			// sentence thanking for a payment ("Ihre Zahlung per
			// Lastschrift – Danke"): the words before the type are the
			// sentence's, and the row is the text (below).
			tr.BookingText = strings.TrimSpace(headText[i:j] + " " + strings.Join(words[:k], " "))
			counterparty = strings.TrimSpace(prefix + " " + counterparty)
		}
		if rest := strings.Fields(counterparty); len(rest) > 1 && (rest[0] == "-" || rest[0] == "–" || rest[0] == "—") && prefix != "" {
			// "Zahlung per Lastschrift - vielen Dank": a sentence around
			// the type word, a dash (OCR reads the en dash as an em
			// dash), no name: the row is the text.
			lines = append([]string{headText}, lines...)
			counterparty, rowText = "", true
		}
		if counterparty != "" && prefix == "" && chargeAfterOwnType(tr.BookingText, counterparty) && !reDateWord.MatchString(counterparty) {
			// "Entgelt Kontoführung Oktober 2024" (hvfields.go). A row
			// naming a period by its dates ("Entgelte Kontoführung
			// 01.01.2023 - 31.03.2023") is a settlement's description,
			// kept whole below.
			lines = append([]string{counterparty}, lines...)
			counterparty, rowText = "", true
		}
		if counterparty != "" && prefix == "" && strings.Contains(counterparty, "%") && (reNoParty.MatchString(tr.BookingText) || reCharge.MatchString(tr.BookingText)) {
			// "Sollzinsen 18,49 % p.a.": interest at a rate, the bank's
			// own booking; the row is its text, no payee. So is a charge
			// at a rate ("Abschlussgebühr 1,0 % der Bausparsumme").
			lines = append([]string{headText}, lines...)
			counterparty, rowText = "", true
		}
		if counterparty != "" && prefix == "" && ownPostingText(tr.BookingText, counterparty) {
			// The rest of an own posting's row holding a rate, a charge
			// word or a date ("Entgelte Kontoführung 01.01.2023 -
			// 31.03.2023") is no payee (ownposting.go); it is the text
			// unless it only repeats what the lines below say ("Entgelt
			// Kontoführung" over "Kontoführung März 2022").
			if strings.Contains(counterparty, "%") || len(lines) == 0 {
				lines = append([]string{headText}, lines...)
			}
			counterparty = ""
		}
	} else if cardSchemeType(headText) {
		// "Debit Mastercard": the type, the shop below (cardtype.go).
		tr.BookingText = headText
	} else if headText != "" {
		counterparty = headText
		if fieldType != "" {
			tr.BookingText = fieldType
		} else if k := typeOnlyLine(lines); k >= 0 {
			// "GUTSCHRIFT" closing the entry (or opening it): a line that
			// is nothing but a booking type names the booking.
			tr.BookingText = strings.TrimSpace(lines[k])
			lines = append(lines[:k:k], lines[k+1:]...)
		} else if len(lines) > 0 && cardCategoryLine(lines[0]) {
			// "Mastercard • Lebensmittel" under the shop (cardtype.go).
			tr.BookingText = cardCategoryScheme(lines[0])
			lines = lines[1:]
		} else if len(lines) > 0 {
			if i, _, ok := findBookingType(lines[0]); ok && i == 0 && len(strings.Fields(lines[0])) <= 5 && !reSEPA.MatchString(lines[0]) && !remittanceAfterType(lines[0]) {
				tr.BookingText = lines[0]
				lines = lines[1:]
			}
		}
	}
	if len(colType) > 0 {
		// The header's type column names the booking; a type without a
		// payee (trade, income, taxes) makes the description purpose.
		tr.BookingText = strings.Join(colType, " ")
		if reNoParty.MatchString(tr.BookingText) && counterparty != "" {
			lines = append([]string{counterparty}, lines...)
			counterparty = ""
		}
	}
	if counterparty != "" && securityText(counterparty) {
		// "iShares Core … ISIN IE0008471009 9 Stk.": a security, no
		// payee (securityparty.go).
		lines = append([]string{counterparty}, lines...)
		counterparty, rowText = "", true
	}
	if !cells && len(colType) == 0 && tr.BookingText == "" && headText != "" && counterparty == headText && p.payerLabelDoc() {
		// The row describes the booking; the payer, if any, is labelled
		// below it (hvfields.go).
		name, k := payerLabelLine(lines)
		if k >= 0 {
			lines = append(lines[:k:k], lines[k+1:]...)
		}
		lines = append([]string{headText}, lines...)
		tr.BookingText = strings.Fields(headText)[0]
		counterparty, rowText = name, true
	}
	// Fees and interest are the bank's own bookings: the next line is the
	// purpose, not a payee.
	noParty := reNoParty.MatchString(tr.BookingText) || reCollective.MatchString(tr.BookingText) || rowText
	if counterparty == headText && headText != "" && tr.BookingText == "" && len(strings.Fields(headText)) == 1 && reCollective.MatchString(headText) {
		// "SEPA-Sammelüberweisung": a collective booking names no single
		// counterparty.
		tr.BookingText, counterparty, noParty = headText, "", true
	}
	if counterparty == headText && headText != "" && reCharge.MatchString(headText) {
		// The bank's own charge named on a row without a booking type
		// ("Auslandseinsatzentgelt 1,75 %", "Kartenpreis", "Kontoführung
		// Dezember 2023" above "ENTGELT"): no payee, the text is the
		// purpose.
		if tr.BookingText == "" {
			tr.BookingText = strings.Trim(reChargeWord.FindString(headText), ".,:;")
		}
		lines = append([]string{headText}, lines...)
		counterparty, noParty = "", true
	}
	if counterparty == headText && headText != "" && thanksLine(headText) {
		// "Ihre Zahlung – vielen Dank" (thanks.go): no payee.
		lines = append([]string{headText}, lines...)
		counterparty, noParty = "", true
	}
	tr.BookingText = strings.TrimLeft(tr.BookingText, "_|.,;:'\"")
	// App exports print "Kartenzahlung · Lebensmittel": keep the type only.
	if k := strings.IndexAny(tr.BookingText, "·|•"); k > 0 {
		tr.BookingText = strings.TrimSpace(tr.BookingText[:k])
	} else if k := strings.Index(tr.BookingText, " - "); k > 0 && headText != "" {
		tr.BookingText = strings.TrimSpace(tr.BookingText[:k]) // "·" as OCR reads it
	}

	// Split continuation lines into free text and SEPA/label fields.
	lines = joinWrappedParty(splitLabelled(splitValueField(lines)))
	counterparty, lines = legalFormWrap(directionLabel(tr, counterparty, lines))
	if !noParty {
		counterparty, lines = nameWrap(counterparty, lines) // namewrap.go
	}
	if rest, ok := ownReferenceAccount(tr, lines); ok {
		lines, counterparty, noParty = rest, "", true
	}
	for k, l := range lines {
		if reItemList.MatchString(l) {
			// "Einzelposten:" lists the items of a collective booking
			// (names, mandates, amounts): not its purpose.
			lines = lines[:k]
			break
		}
	}
	if counterparty == "" && !noParty && !cells {
		// The counterparty printed beside its IBAN (blockorder.go).
		if name, ib, k := nameBesideIBAN(lines, p.ownIBAN); k >= 0 {
			counterparty = name
			if tr.IBAN == "" {
				tr.IBAN = ib
			}
			lines = append(lines[:k:k], lines[k+1:]...)
		}
	}
	sepa := map[string]string{}
	var free []string
	cur := ""
	purposeNext := false
	labelledAt := -1 // free lines before the first purpose label
	named := false   // the previous line was the counterparty's (namewrap.go)
	for li, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if named && cur == "" && nameContinues(counterparty, l) && !reSEPA.MatchString(l) && reLabel.FindStringSubmatch(l) == nil {
			counterparty += " " + l
			named = false
			continue
		}
		if named && cur == "" && nameBeforeTags(l, lines[li+1:]) { // sepaname.go
			counterparty += " " + l
			continue
		}
		named = false
		if d, ok := p.valueDateLine(l); ok {
			// "Wert: 26.06.2022" in the text block: the value date.
			if tr.ValueDate.IsZero() {
				tr.ValueDate = d
			}
			continue
		}
		if ib, ok := bareIBANLine(l); ok && !purposeNext {
			// The counterparty's account printed under the text, unlabelled.
			if tr.IBAN == "" {
				tr.IBAN = ib
			}
			cur = ""
			continue
		}
		if ib, ok := accountIBANLine(l); ok {
			// "Referenzkonto IBAN DE84 …", "Gegenkonto: DE84 …": the
			// counterparty account, a field, not purpose text.
			if tr.IBAN == "" {
				tr.IBAN = ib
			}
			cur = ""
			continue
		}
		if ktoBLZLine(l) && !purposeNext {
			cur = ""
			continue
		}
		if ib, ok := bareAccountLine(l); ok && ib != p.ownIBAN {
			if tr.IBAN == "" {
				tr.IBAN = ib
			}
			cur = ""
			continue
		}
		if m := reLabel.FindStringSubmatch(l); m != nil {
			key := strings.ToUpper(strings.TrimRight(m[1], ".:"))
			val := strings.TrimSpace(l[len(m[0]):])
			switch {
			case strings.HasPrefix(key, "IBAN"):
				if ib := findIBANs(l); len(ib) > 0 && tr.IBAN == "" {
					tr.IBAN = ib[0]
				}
				// "IBAN DE.. BIC ..." on one line.
				continue
			case strings.HasPrefix(key, "BIC"):
				continue
			case key == "REFERENZ" && !referenceCode(val):
				// "Referenz: Gehalt Juli 2025": app exports call the
				// remittance text the reference; a reference code is one
				// word ("Referenz: 3B9FECE4798C").
				free = append(free, val)
				purposeNext, cur = true, ""
				continue
			case key == "KUNDENREFERENZ":
				purposeNext = true
				continue
			case (key == "AUFTRAGGEBER" || key == "EMPFÄNGER" || key == "ZAHLUNGSEMPFÄNGER" || key == "ZAHLUNGSPFLICHTIGER" || key == "BEGÜNSTIGTER") && counterparty == "" && val != "":
				// "Empfänger: Telekom Deutschland GmbH": the label names
				// the counterparty.
				counterparty = val
				cur = ""
				continue
			}
			sepa[key] = val
			cur = ""
			if val == "" {
				// "…, Einreicher-ID" at the end of a line: its value
				// wraps to the next one.
				cur = key
			}
			continue
		}
		if lw := purposeLabel(l); lw > 0 {
			if !purposeNext {
				labelledAt = len(free)
			}
			purposeNext = true
			if rest := strings.TrimSpace(l[lw:]); rest != "" && !strings.HasPrefix(rest, "/") {
				free = append(free, strings.TrimLeft(rest, ": "))
			}
			continue
		}
		locs := reSEPA.FindAllStringSubmatchIndex(l, -1)
		if locs == nil {
			if cur != "" {
				sepa[cur] = joinWrapped(sepa[cur], l)
				continue
			}
			if counterparty == "" && tr.BookingText != "" && !purposeNext && !noParty && !cells && looksLikeName(l) && !repeatsType(tr.BookingText, l) && !ownTransferLine(tr.BookingText, l) && !chargedAccountLine(l) { // owntransfer.go
				counterparty, named = l, true
				continue
			}
			if counterparty == "" && tr.BookingText == "" && !purposeNext && !noParty && !cells && looksLikeName(l) && len(free) == 0 && !chargedAccountLine(l) {
				counterparty, named = l, true
				continue
			}
			free = append(free, l)
			continue
		}
		if pre := strings.TrimSpace(l[:locs[0][0]]); pre != "" {
			if cur != "" {
				sepa[cur] = joinWrapped(sepa[cur], pre)
			} else {
				free = append(free, pre)
			}
		}
		for k, loc := range locs {
			key := l[loc[2]:loc[3]]
			end := len(l)
			if k+1 < len(locs) {
				end = locs[k+1][0]
			}
			sepa[key] = joinWrapped(sepa[key], strings.TrimSpace(l[loc[1]:end]))
			cur = key
		}
	}
	if v := sepa["IBAN"]; v != "" && tr.IBAN == "" {
		if ib := findIBANs(v); len(ib) > 0 {
			tr.IBAN = ib[0]
		}
	}
	if tr.IBAN == "" {
		for _, ib := range findIBANs(strings.Join(lines, " ")) {
			if ib != p.ownIBAN {
				tr.IBAN = ib
				break
			}
		}
	}
	if cells && labelledAt > 0 && tr.BookingText == "" {
		// Name and text in cells, the purpose labelled ("Betreff: …"):
		// the unlabelled text of the booking's cell names the booking.
		tr.BookingText = strings.Join(free[:labelledAt], " ")
		free = free[labelledAt:]
		t.labelType = true
	}
	t.cellText = cells && labelledAt < 0 && tr.BookingText == "" && sepa["SVWZ"] == "" && len(fx) == 0
	purpose := []string{}
	if v := sepa["SVWZ"]; v != "" {
		purpose = append(purpose, v)
	}
	purpose = append(purpose, free...)
	purpose = append(purpose, fx...)
	// A name never starts with "_" or "|": specks or rules read as glyphs.
	tr.Counterparty = withoutCountry(strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(counterparty), "_|")))
	// Words hyphenated at a line end are rejoined (dehyphen.go).
	tr.Purpose = joinPurposeLines(purpose)
	periodParty(tr)     // periodparty.go
	fxSentenceParty(tr) // fxsentence.go
	p.ownBankParty(tr)  // ownbank.go
	cashDepositText(t)  // cashdeposit.go
	if len(sepa) > 0 {
		tr.SEPA = sepa
	}
	if t.balance != nil {
		tr.Balance, tr.HasBalance = t.balance.cents, true
	}
}

// lateValueDate returns the index of the continuation row of t that holds
// its value date when the first one does not: in a document whose bookings
// print the value date at the start of the row under the booking date
// (p.contValue), a row of one date alone among t's next three rows, no more
// than 31 days from the booking date, is that value date. It returns 0 when
// there is none.
func (p *parser) lateValueDate(t *txn) int {
	if !p.contValue || len(t.dates) != 1 || !t.dayDate.IsZero() {
		return 0
	}
	book := p.tokDateAt(t.anchor, t.dates[0])
	for k := 1; k < len(t.cont) && k <= 2; k++ {
		r := t.cont[k]
		if len(r.toks) != 1 || !isDateTok(r.toks[0]) {
			continue
		}
		if d := p.tokDate(r.toks[0]); validDate(d) && !book.IsZero() && absInt(book.Sub(d)) <= 31 {
			return k
		}
	}
	return 0
}

var reValueLine = regexp.MustCompile(`(?i)^(wert|valuta|wertstellung|wertst\.|wertstellungsdatum|valutadatum)\s*:?\s*(\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?)$`)

// valueDateLine reads a text line that only gives the value date:
// "Wert: 26.06.2022", "Valuta 26.06.".
func (p *parser) valueDateLine(l string) (german.Date, bool) {
	m := reValueLine.FindStringSubmatch(l)
	if m == nil {
		return p.writtenValueLine(l)
	}
	t := classify(token{text: m[2]})
	if !isDateTok(t) {
		return german.Date{}, false
	}
	return p.tokDate(t), true
}

// reWrittenValueLine is a value-date line with the month written out:
// "Wert 03. Feb.", "Valuta 9. März 2024".
// A scan's reading of the day ("O1." for "01.", "03," for "03.") is the
// same date: after the label and before a month name nothing else fits.
var reWrittenValueLine = regexp.MustCompile(`(?i)^(?:wert|valuta|wertstellung|wertst\.)\s*:?\s*([\dO]{1,2})[.,]?\s+(\p{L}{3,9}\.?)(?:\s+(\d{4}))?$`)

// writtenValueLine reads a value-date line whose month is a name or its
// abbreviation, as compact prints and card statements write dates ("Wert
// 03. Feb."): the same value date as "Wert 03.02.", the year taken from
// the statement period as for any year-less date.
func (p *parser) writtenValueLine(l string) (german.Date, bool) {
	m := reWrittenValueLine.FindStringSubmatch(strings.TrimSpace(l))
	if m == nil {
		return german.Date{}, false
	}
	mon, ok := german.MonthByName(m[2])
	d := atoi(strings.ReplaceAll(strings.ReplaceAll(m[1], "O", "0"), "o", "0"))
	if !ok || !validDate(german.Date{Year: 2024, Month: mon, Day: d}) {
		return german.Date{}, false
	}
	if m[3] != "" {
		dt := german.Date{Year: atoi(m[3]), Month: mon, Day: d}
		return dt, validDate(dt)
	}
	return p.resolveYear(d, mon), true
}

// reCollective matches a collective booking's type (SEPA-Sammler,
// Sammelüberweisung, Sammellastschrift): many counterparties, none named.
// The hyphenated spelling ("SEPA-Sammel-Einzug") is the same type.
var reCollective = regexp.MustCompile(`(?i)sammler|sammel-?(überweisung|lastschrift|auftrag|gutschrift|einzug)`)

// reItemList matches the heading of the itemised list under a collective
// booking.
var reItemList = regexp.MustCompile(`(?i)^\s*(einzelposten|einzelumsätze|einzelbuchungen|einzelaufstellung)\s*:?\s*$`)

// reInnerLabel finds a second labelled field on a line after a comma or
// semicolon: "Mandatsref: M-1, Gläubiger-ID: DE98ZZZ…".
var reInnerLabel = regexp.MustCompile(`(?i)[,;]\s+((?:mandat|mandatsreferenz|mandats-referenz|mandatsref\.?|mandats-ref\.?|mand-id|referenz|kunden-referenz|end-to-end-ref\.?|ende-zu-ende-ref\.?|kundenreferenz|gläubiger-id|glaeubiger-id|gläubiger id|creditor id|iban|bic)\s*:)`)

// reListLabel finds a further SEPA field after a comma when the fields are
// listed without colons: "Referenz 5D60…, Mandat M49-80, Einreicher-ID".
var reListLabel = regexp.MustCompile(`(?i),\s+((?:mandat|mandatsreferenz|mandatsref\.?|mandats-ref\.?|referenz|end-to-end-ref\.?|ende-zu-ende-ref\.?|kundenreferenz|gläubiger-id|glaeubiger-id|einreicher-id|iban|bic)(?:\s*:|\s+\S+\s*(?:,|$)|\s*$))`)

// splitLabelled puts each labelled field of a line that starts with a
// label on a line of its own.
func splitLabelled(lines []string) []string {
	var out []string
	for _, l := range lines {
		if !reLabel.MatchString(strings.TrimSpace(l)) {
			out = append(out, l)
			continue
		}
		for {
			loc := reInnerLabel.FindStringSubmatchIndex(l)
			if loc == nil {
				loc = reListLabel.FindStringSubmatchIndex(l)
			}
			if loc == nil {
				loc = reSideLabel.FindStringSubmatchIndex(l)
			}
			if loc == nil {
				break
			}
			out = append(out, l[:loc[0]])
			l = l[loc[2]:]
		}
		out = append(out, l)
	}
	return out
}

// partyCells splits the booking's text by the header's counterparty and
// purpose columns: words left of the purpose column (and in or right of
// the counterparty column) are the name, wrapped over as many lines as
// its cell needs; the rest, line by line, is the purpose block. ok is
// false when the header has no such pair of columns.
func (t *txn) partyCells() (party string, lines []string, typ string, ok bool) {
	pc, tc, ok := partyColumns(t.cols)
	if !ok || t.anchor.isText() {
		return "", nil, "", false
	}
	cw := (t.anchor.y1 - t.anchor.y0) / 4 // about a space's width
	// A word belongs to the rightmost of the two columns it has reached.
	inName := func(x float64) bool {
		if pc.x0 < tc.x0 {
			return x >= pc.x0-cw && x < tc.x0-cw
		}
		return x >= pc.x0-cw
	}
	var names, others []string
	oc, payerPayee := otherPartyColumn(t.cols, pc, tc) // payercols.go
	left := cellsLeft(t, pc, tc)
	add := func(r *row, skip func(k int, tk token) bool) {
		var name, text, other []string
		var lastText, firstName *token
		for k, tk := range r.toks {
			// Words of the booking row left of the cells stand in other
			// columns ("Gebucht" under "Status"; bottomcells.go).
			if skip(k, tk) || tk.x0 < left && r == t.anchor {
				continue
			}
			if payerPayee && inPartyColumn(tk.x0, oc, pc, cw) {
				other = append(other, tk.text)
			} else if a, b, ok := gluedCells(tk, pc, tc, cw); ok {
				name, text = append(name, a), append(text, b)
			} else if inName(tk.x0) {
				name = append(name, tk.text)
				if firstName == nil {
					firstName = &r.toks[k]
				}
			} else {
				text = append(text, tk.text)
				lastText = &r.toks[k]
			}
		}
		if labelRunsOn(r, t.anchor, text, lastText, firstName, cw) {
			text, name = append(text, name...), nil
		}
		if n := strings.Join(name, " "); len(name) > 0 && r.ocr && ocrIBANCell(n) != "" {
			lines = append(lines, "IBAN "+ocrIBANCell(n))
		} else if len(name) > 0 && len(findIBANs(n)) == 1 && !looksLikeName(n) && len(strings.ReplaceAll(n, " ", "")) <= 34 {
			// The counterparty's IBAN printed under the name in the same
			// cell: the IBAN field, not part of the name.
			lines = append(lines, "IBAN "+n)
		} else if len(name) > 0 && bicFieldLine(n) {
			lines = append(lines, n) // "BIC: COBADEFFXXX" under the IBAN (cellcontent.go)
		} else if len(name) > 0 {
			names = append(names, n)
		}
		if o := strings.Join(other, " "); len(other) > 0 && len(findIBANs(o)) == 1 && !looksLikeName(o) && len(strings.ReplaceAll(o, " ", "")) <= 34 {
			lines = append(lines, "IBAN "+o)
		} else if len(other) > 0 {
			others = append(others, o)
		}
		if len(text) > 0 {
			lines = append(lines, strings.Join(text, " "))
		}
	}
	for _, r := range t.pre {
		add(r, func(int, token) bool { return false })
	}
	add(t.anchor, func(k int, tk token) bool {
		return k < t.skip || k >= t.cut || isDateInRow(t, tk) || tk == t.amount || t.balance != nil && tk == *t.balance || inCurrencyColumn(t.cols, tk) || inCategoryColumn(t.cols, tk) || inOtherColumn(t.cols, tk) ||
			k > 0 && isDateInRow(t, t.anchor.toks[k-1]) && clockWord(tk.text) ||
			slices.Contains(t.drop, tk) || inTimeColumn(t, tk) || t.mid != nil && tk == *t.mid || tk.kind == kWord && inTypeColumn(t, tk) || typeBetweenCells(t, tk)
	})
	for _, r := range t.cont {
		// isDateInRow: the value date at the start of a continuation row
		// (cellcontent.go).
		add(r, func(_ int, tk token) bool {
			return typeBetweenCells(t, tk) || wrappedTypeWord(t, tk, left) || isDateInRow(t, tk) || inReceiptColumn(t.cols, tk) // the receipt cell wraps (receiptcol.go)
		})
	}
	if !hasTypeColumn(t.cols) {
		names, typ = typeUnderNameCell(names) // cellcontent.go
	}
	if payerPayee {
		return counterpartyOf(int64(t.t.Amount), pc, names, others), lines, typ, true
	}
	return strings.Join(names, " "), lines, typ, true
}

// purposeWord lists booking types that also stand alone as a purpose.
var purposeWord = map[string]bool{"gehalt": true, "lohn": true, "rente": true, "dividende": true, "erstattung": true, "rückerstattung": true, "sparplan": true, "einzahlung": true, "auszahlung": true}

// ocrConfusions are digits OCR commonly reads for one another.
var ocrConfusions = map[byte]string{'0': "86", '1': "7", '3': "8", '5': "6", '6': "508", '7': "1", '8': "306"}

// repairOCRDate checks an OCR'd booking date against the statement
// period: a booking cannot lie months outside it. When it does, the one
// reading that differs by a commonly confused digit of day or month
// ("13.08." for 13.03. in March) and falls inside the period is taken,
// the one nearest the value date if there are several. Dates inside the
// period ±45 days, and misreadings without such a repair, stay as read.
func (p *parser) repairOCRDate(tk token, d, value german.Date) german.Date {
	if p.periodStart.IsZero() || !d.Before(p.periodStart.AddDays(-45)) && !d.After(p.periodEnd.AddDays(45)) {
		return d
	}
	in := func(c german.Date) bool { return !c.Before(p.periodStart) && !c.After(p.periodEnd) }
	dm := []byte(fmt.Sprintf("%02d%02d", d.Day, int(d.Month)))
	best, found := d, false
	for i := range dm {
		for _, alt := range []byte(ocrConfusions[dm[i]]) {
			c := append([]byte(nil), dm...)
			c[i] = alt
			day, _ := strconv.Atoi(string(c[:2]))
			mon, _ := strconv.Atoi(string(c[2:]))
			if mon < 1 || mon > 12 || day < 1 {
				continue
			}
			var cand german.Date
			if tk.kind == kDate {
				cand = german.Date{Year: d.Year, Month: time.Month(mon), Day: day}
			} else {
				cand = p.resolveYear(day, time.Month(mon))
			}
			if !validDate(cand) || !in(cand) {
				continue
			}
			if !found || !value.IsZero() && absInt(cand.Sub(value)) < absInt(best.Sub(value)) {
				best, found = cand, true
			}
		}
	}
	return best
}

func absInt(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// valueUnder reports whether most bookings with one date on their row
// and text below it print a date at the start of the next row: the value
// date under the booking date (comdirect, ING).
func valueUnder(txs []*txn) bool {
	n, under := 0, 0
	for _, t := range txs {
		if len(t.dates) != 1 || len(t.cont) == 0 || !t.dayDate.IsZero() {
			continue
		}
		n++
		if c := t.cont[0]; len(c.toks) > 0 && isDateTok(c.toks[0]) {
			under++
		}
	}
	return under >= 3 && 2*under > n
}

// inTypeColumn reports a word of the booking row under the header's
// booking-type column.
func inTypeColumn(t *txn, tk token) bool {
	if !hasRole(t.cols, roleType) || t.anchor.isText() {
		return false
	}
	// Cells are left-aligned: the word starts inside the type column,
	// before the next column to its right begins.
	tol := 0.01 * t.anchor.pageW
	for _, c := range t.cols {
		if c.role != roleType {
			continue
		}
		next := t.anchor.pageW
		for _, o := range t.cols {
			if o.x0 > c.x0 && o.x0 < next {
				next = o.x0
			}
		}
		if tk.x0 >= c.x0-2*tol && tk.x0 < next-tol {
			return true
		}
	}
	return false
}

// wrappedTypeCell returns how many leading words of continuation row r
// continue the booking's type cell: left-aligned with the type on the
// booking row (typeX0), ending before the next column, with the rest of
// the row starting in that next column. 0 when r is no such row.
func wrappedTypeCell(t *txn, r *row, typeX0 float64) int {
	if len(r.toks) == 0 || r.isText() || t.anchor.isText() {
		return 0
	}
	// Left-aligned exactly: an indented text line is no cell of the type.
	tol := 0.01 * t.anchor.pageW
	if absf(r.toks[0].x0-typeX0) > 0.003*t.anchor.pageW {
		return 0
	}
	next := t.anchor.pageW
	for _, c := range t.cols {
		if c.role == roleType {
			for _, o := range t.cols {
				if o.x0 > c.x0 && o.x0 < next {
					next = o.x0
				}
			}
		}
	}
	k := 0
	for k < len(r.toks) && r.toks[k].kind == kWord && r.toks[k].x1 < next {
		k++
	}
	// The rest of the row stands in the next column: a line of the type
	// column alone could as well be an indented name or text line.
	if k == 0 || k == len(r.toks) || r.toks[k].x0 < next-tol {
		return 0
	}
	return k
}

// inTimeColumn reports a time of day ("11:52") under the header's
// Uhrzeit column: not part of the booking's text.
func inTimeColumn(t *txn, tk token) bool {
	if !hasRole(t.cols, roleTime) || t.anchor.isText() || !clockWord(tk.text) {
		return false
	}
	c, _, _ := nearest(t.cols, tk.x0, tk.x1, roleDate, roleValue, roleText, roleType, roleTime)
	return c.role == roleTime
}

// typeCell reads a continuation row whose last word is a booking type
// standing apart, right-aligned under the booking's amount (app exports
// print the type small and grey at the right edge): the type and the
// row's other text.
func typeCell(t *txn, r *row) (string, string, bool) {
	n := len(r.toks)
	if n == 0 || r.isText() || t.anchor.isText() {
		return "", "", false
	}
	last := r.toks[n-1]
	if last.kind != kWord {
		return "", "", false
	}
	if i, j, ok := findBookingType(last.text); !ok || i != 0 || j != len(last.text) {
		return "", "", false
	}
	w := r.pageW
	if absf(last.x1-t.amount.x1) > 0.03*w || n > 1 && last.x0-r.toks[n-2].x1 < 0.08*w {
		return "", "", false
	}
	return last.text, joinTokens(r.toks[:n-1]), true
}

// typeField splits a line of fields joined by " · " whose one field is a
// booking type and whose others are labelled fields ("Gutschrift · IBAN
// DE67 …", "Lastschrift · Wertstellung 03.02.2025"): the type and the
// other fields, one per line.
func typeField(l string) (string, []string, bool) {
	parts := strings.Split(l, " · ")
	if len(parts) < 2 {
		parts = strings.Split(l, " - ") // "·" as OCR reads it
	}
	if len(parts) < 2 {
		return "", nil, false
	}
	ty := ""
	var rest []string
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if i, j, ok := findBookingType(p); ok && i == 0 && j == len(p) && ty == "" {
			ty = p
			continue
		}
		if v, ok := labelledType(p); ok && ty == "" { // "Buchungsart: Lastschrift" (typelabel.go)
			ty = v
			continue
		}
		if reLabel.MatchString(p) || reSEPA.MatchString(p) || reValueLine.MatchString(p) { // "Lastschrift · Wertstellung 03.02.2025"
			rest = append(rest, p)
			continue
		}
		return "", nil, false
	}
	return ty, rest, ty != ""
}

// purposeLabel returns the length of a purpose label starting l
// ("Verwendungszweck", "Betreff:", "Buchungstext: …" in hllabels.go), or 0.
func purposeLabel(l string) int {
	low := strings.ToLower(l)
	if strings.HasPrefix(low, "verwendungszweck") {
		return len("verwendungszweck")
	}
	if strings.HasPrefix(low, "betreff:") {
		return len("betreff:")
	}
	return textLabel(l, low)
}

// typeOnlyLine returns the index of the first or last of lines when that
// line is a booking type and nothing else ("GUTSCHRIFT", "SEPA-Lastschrift"),
// or -1.
func typeOnlyLine(lines []string) int {
	if len(lines) == 0 {
		return -1
	}
	for _, k := range []int{0, len(lines) - 1} {
		l := strings.TrimSpace(lines[k])
		if i, j, ok := findBookingType(l); ok && i == 0 && j == len(l) {
			if k > 0 && purposeWord[strings.ToLower(l)] {
				continue // "Gehalt" alone closing the text is its purpose
			}
			return k
		}
	}
	return -1
}

// isRate reports a bare number with three or more decimals ("0,9121",
// "1,085600"): an exchange rate, never money.
func isRate(t token) bool {
	if t.signed {
		return false
	}
	k := strings.LastIndexByte(t.text, ',')
	return k >= 0 && len(t.text)-k-1 >= 3 && allDigits(t.text[k+1:]) && allDigits(strings.ReplaceAll(t.text[:k], ".", ""))
}

func isCurrencyCode(s string) bool {
	if len(s) != 3 || s == "EUR" {
		return false
	}
	for i := 0; i < 3; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// joinWrapped appends a wrapped line to a field value.
func joinWrapped(a, b string) string {
	if a == "" {
		return b
	}
	return a + " " + b
}

func isDateInRow(t *txn, tk token) bool {
	for _, d := range t.dates {
		if d == tk {
			return true
		}
	}
	return false
}

func hasAmount(r *row) bool {
	for _, t := range r.toks {
		if t.kind == kAmount {
			return true
		}
	}
	return false
}

// yearsUnder returns how many year tokens start c, the first
// continuation row of t, each standing under one of t's year-less dates
// (left edges within 2 % of the page width), followed by text: the years
// of those dates printed on the booking's second line. 0 when not so.
func yearsUnder(t *txn, c *row) int {
	n := 0
	for n < len(t.dates) && n < len(c.toks) && isYearTok(c.toks[n]) {
		d := t.dates[n]
		if d.kind != kDayMonth || absf(c.toks[n].x0-d.x0) >= 0.02*c.pageW {
			break
		}
		n++
	}
	if n == 0 || n < len(t.dates) || n == len(c.toks) || c.isText() {
		return 0
	}
	return n
}

func allYears(ts []token) bool {
	if len(ts) > 2 {
		return false
	}
	for _, t := range ts {
		if len(t.text) != 4 || !allDigits(t.text) || t.text[0] != '1' && t.text[0] != '2' {
			return false
		}
	}
	return true
}

// letterDigits counts the letters (Latin and anything from U+00C0 up)
// and the ASCII digits of s.
func letterDigits(s string) (letters, digits int) {
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= 0xC0:
			letters++
		}
	}
	return letters, digits
}

// looksLikeName accepts a line as counterparty: mostly letters, not a
// reference number or IBAN.
func looksLikeName(s string) bool {
	letters, digits := letterDigits(s)
	if len(findIBANs(s)) > 0 || reStampInText.MatchString(s) {
		return false
	}
	return letters >= 3 && digits <= letters/2
}

// findIBANs returns the valid IBANs written in s, with or without spaces.
func findIBANs(s string) []string {
	var out []string
	b := []byte(s)
	for i := 0; i+4 <= len(b); i++ {
		if !(isUp(b[i]) && isUp(b[i+1]) && isDig(b[i+2]) && isDig(b[i+3])) || i > 0 && (isUp(b[i-1]) || isDig(b[i-1]) || b[i-1] >= 'a' && b[i-1] <= 'z') {
			continue
		}
		var acc []byte
		j := i
		for j < len(b) && len(acc) < 34 {
			c := b[j]
			if isUp(c) || isDig(c) {
				acc = append(acc, c)
				j++
				continue
			}
			if c == ' ' && j+1 < len(b) && (isUp(b[j+1]) || isDig(b[j+1])) && len(acc) >= 4 {
				j++
				continue
			}
			break
		}
		for n := len(acc); n >= 15; n-- {
			if german.ValidIBAN(string(acc[:n])) {
				out = append(out, string(acc[:n]))
				i += n - 1
				break
			}
		}
	}
	return out
}

func isUp(c byte) bool  { return c >= 'A' && c <= 'Z' }
func isDig(c byte) bool { return c >= '0' && c <= '9' }

// reKontoIBAN is an account noun labelling an IBAN: "Referenzkonto IBAN",
// "Gegenkonto:", "Empfängerkonto IBAN:".
var reKontoIBAN = regexp.MustCompile(`(?i)^\pL*konto\s*:?\s+(iban\s*:?\s+)?`)

// accountIBANLine reads a line that is only an account label and one
// valid IBAN.
func accountIBANLine(l string) (string, bool) {
	m := reKontoIBAN.FindStringIndex(l)
	if m == nil {
		return "", false
	}
	rest := strings.ReplaceAll(l[m[1]:], " ", "")
	ibs := findIBANs(rest)
	if len(ibs) != 1 || !strings.EqualFold(rest, ibs[0]) {
		return "", false
	}
	return ibs[0], true
}

// ocrIBAN reads s as an IBAN whose digits OCR took for look-alike
// letters ("DEO8 4481 …", "DE3O …"): with O/D/o → 0 and I/l/| → 1 in the
// check digits and the (German, all-digit) account part, it must pass the
// mod-97 check. It returns the IBAN or "".
func ocrIBAN(s string) string {
	c := strings.ReplaceAll(s, " ", "")
	if len(c) == 23 && strings.HasPrefix(c, "DE") {
		return ocrIBANExtra(c) // ocriban.go
	}
	if len(c) != 22 || !strings.HasPrefix(c, "DE") {
		return ""
	}
	b := []byte(c)
	for i := 2; i < len(b); i++ {
		switch b[i] {
		case 'O', 'o', 'D':
			b[i] = '0'
		case 'I', 'l', '|':
			b[i] = '1'
		case 'B':
			b[i] = '8' // ocriban.go
		case 'S':
			b[i] = '5'
		}
		if b[i] < '0' || b[i] > '9' {
			return ""
		}
	}
	if ibs := findIBANs(string(b)); len(ibs) == 1 {
		return ibs[0]
	}
	return ""
}
