package statement

// A listing may head its two money columns with a known credit word and a
// word the header table does not know, e.g. a Sparkasse mainframe print:
// "VORGANG / VERWENDUNGSZWECK   LASTSCHRIFT   GUTSCHRIFT". The unknown
// heading right beside the credit column, with no debit column anywhere in
// the header, is the other money column: the debits. Without it every
// unsigned amount had its sign guessed from the booking text, and a
// returned direct debit ("RUECKLASTSCHRIFT") or a reversal ("STORNO
// LASTSCHRIFT") printed under the credit column came out as a debit.

// debitBesideCredit turns the unknown column next to the only credit
// column of a header without debit or amount column into the debit column.
func debitBesideCredit(cols []column) {
	credit := -1
	for k, c := range cols {
		switch c.role {
		case roleDebit, roleAmount:
			return
		case roleCredit:
			if credit >= 0 {
				return
			}
			credit = k
		}
	}
	if credit < 0 {
		return
	}
	other := -1
	for _, k := range []int{credit - 1, credit + 1} {
		if k >= 0 && k < len(cols) && cols[k].role == roleOther {
			if other >= 0 {
				return // unknown headings on both sides: which is money?
			}
			other = k
		}
	}
	if other >= 0 {
		cols[other].role = roleDebit
	}
}
