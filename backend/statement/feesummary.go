package statement

import "strings"

// feeSummaryRows marks the rows of a yearly fee statement printed with a
// January statement: § 10 Zahlungskontengesetz (ZKG, in force since
// 31.10.2018) obliges the bank to list a payment account's fees of the
// past year, and it heads that list with its own period ("Entgeltaufstellung
// für das Jahr 2021 … Zeitraum 01.01.2021 bis 31.12.2021"). That range is not
// the statement's period: taken as one, it put the opening balance "am
// 31.12.2021" on the period's end, where no opening can stand (hg-naspa).
// A row counts when it or one of the two rows before it on its page names
// the fee statement.
func feeSummaryRows(rows []*row) map[*row]bool {
	var marked map[*row]bool
	for i, r := range rows {
		for k := i; k >= 0 && k >= i-2 && rows[k].page == r.page; k-- {
			if feeSummaryHead(rows[k].text) {
				if marked == nil {
					marked = map[*row]bool{}
				}
				marked[r] = true
				break
			}
		}
	}
	return marked
}

func feeSummaryHead(text string) bool {
	low := strings.ToLower(text)
	return strings.Contains(low, "entgeltaufstellung") || strings.Contains(low, "zahlungskontengesetz") ||
		strings.Contains(low, "§ 10 zkg") || strings.Contains(low, "§10 zkg")
}
