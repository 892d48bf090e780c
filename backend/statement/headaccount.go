package statement

import (
	"strings"
)

// headAccount returns the account a statement is about, read from the
// heads of its pages: the rows above a page's first row with a date and an
// amount (the holder's address block, the account line, the opening
// balance). The IBANs in a booking's lines are counterparties', and one
// paid often (a savings account's reference account, a broker's
// settlement account, a supplier) outnumbers the account's own IBAN,
// which is printed once; in a head no booking has begun. A head IBAN may
// also stand without any label, under a header row of its own
// ("Auszug Jahr Seite von IBAN" / "1 2025 1 2 DE58 …").
//
// The most frequent head IBAN wins (repeated page heads count), ties to
// the first. IBANs labelled as another account ("Referenzkonto DE…",
// "Gegenkonto") are skipped. bic is the first BIC on a head row carrying
// the chosen IBAN, or on the head row right after it. Empty when no page
// head holds an IBAN.
func headAccount(rows []*row) (iban, bic string) {
	count := map[string]int{}
	var first string
	where := map[string]int{} // row index of the first sighting
	for _, i := range headRows(rows) {
		r := rows[i]
		if !strings.Contains(r.text, "DE") && !hasIBANPrefix(r.text) {
			continue
		}
		ibs := findIBANs(r.text)
		if len(ibs) == 0 && r.ocr {
			ibs = ocrLabelledIBAN(r.text) // ocrheadiban.go
		}
		for _, ib := range ibs {
			if otherAccountLabel(r.text, ib) {
				continue
			}
			count[ib]++
			if first == "" {
				first = ib
			}
			if _, ok := where[ib]; !ok {
				where[ib] = i
			}
		}
	}
	best := 0
	for ib, n := range count {
		if n > best || n == best && ib == first {
			iban, best = ib, n
		}
	}
	if iban == "" {
		return "", ""
	}
	i := where[iban]
	for k := i; k <= i+1 && k < len(rows); k++ {
		if c := bicIn(rows[k].text); c != "" && (k == i || len(findIBANs(rows[k].text)) == 0) {
			return iban, c
		}
	}
	return iban, ""
}

// headRows returns the indexes of the rows of each page's head: those
// above the page's first row with a date and an amount.
func headRows(rows []*row) []int {
	var head []int
	page, booked := -1, false
	for i, r := range rows {
		if r.page != page {
			page, booked = r.page, false
		}
		if booked {
			continue
		}
		if hasDate(r) && hasAmount(r) {
			booked = true
			continue
		}
		head = append(head, i)
	}
	return head
}

// hasIBANPrefix reports whether s may hold a foreign IBAN (two capitals
// and two digits); findIBANs validates.
func hasIBANPrefix(s string) bool {
	for i := 0; i+3 < len(s); i++ {
		if isUp(s[i]) && isUp(s[i+1]) && isDig(s[i+2]) && isDig(s[i+3]) {
			return true
		}
	}
	return false
}

// otherAccounts label an IBAN as not the statement's own account.
var otherAccounts = []string{"referenzkonto", "gegenkonto", "belastungskonto", "abbuchungskonto", "einzugskonto",
	"auszahlungskonto", "empfänger", "auftraggeber", "zahlungspflichtig"}

// otherAccountLabel reports whether the words just before ib on the line
// name another account.
func otherAccountLabel(text, ib string) bool {
	k := strings.Index(strings.ReplaceAll(text, " ", ""), ib)
	if k < 0 {
		return false
	}
	// The label sits within the 30 letters before the IBAN (spaces
	// dropped): "Referenzkonto IBAN: DE…", "Referenzkonto DE…".
	before := strings.ToLower(strings.ReplaceAll(text, " ", "")[max(0, k-30):k])
	for _, l := range otherAccounts {
		if strings.Contains(before, l) {
			return true
		}
	}
	return false
}

// bicIn returns the first BIC on a line that labels it ("BIC", "SWIFT")
// or carries it beside an IBAN.
func bicIn(text string) string {
	for _, c := range reBIC.FindAllString(text, -1) {
		if c != "BIC" && c != "SWIFT" && len(c) >= 8 && !strings.HasPrefix(c, "IBAN") && strings.ContainsAny(c[4:6], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && isCountry(c[4:6]) {
			return c
		}
	}
	return ""
}

// isCountry accepts the country codes of BICs seen on German statements;
// a capitalised word of eight letters ("GIROKONTO") is not a BIC.
func isCountry(cc string) bool {
	switch cc {
	case "DE", "AT", "CH", "LU", "NL", "FR", "BE", "IT", "ES", "GB", "IE", "LT", "US", "DK", "SE", "PL", "CZ":
		return true
	}
	return false
}

// documentBIC returns the account's BIC when no page head names it: the
// first BIC labelled as such anywhere in the document that does not
// belong to a counterparty. A BIC on a line with another account's IBAN
// ("IBAN DE97 … BIC VBMHDE5FXXX" under a booking), or alone on the line
// after one, is that counterparty's bank; taking it named the sender's
// bank as the account's own (hw-postbank, whose own BIC stands only in
// the deposit-insurance footer). Empty when every BIC is a counterparty's.
func documentBIC(rows []*row, own string) string {
	for i, r := range rows {
		low := strings.ToLower(r.text)
		k := strings.Index(low, "bic")
		if k < 0 {
			continue
		}
		c := ""
		for _, m := range reBIC.FindAllString(r.text[k:], -1) {
			if m != "BIC" && m != "SWIFT" && len(m) >= 8 && !strings.HasPrefix(m, "IBAN") {
				c = m
				break
			}
		}
		if c == "" || foreignIBAN(r.text, own) {
			continue
		}
		if i > 0 && rows[i-1].page == r.page && len(findIBANs(r.text)) == 0 && foreignIBAN(rows[i-1].text, own) && bicIn(rows[i-1].text) == "" {
			continue
		}
		return c
	}
	return ""
}

// foreignIBAN reports whether text holds an IBAN other than own.
func foreignIBAN(text, own string) bool {
	for _, ib := range findIBANs(text) {
		if ib != own {
			return true
		}
	}
	return false
}
