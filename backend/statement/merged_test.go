package statement_test

import (
	"context"
	"fmt"
	"testing"

	"papierkram/backend/document"
	"papierkram/backend/statement"
	"papierkram/backend/statement/synth"
)

// mergedStatements joins the pages of several synthetic statements into one
// document, as a user does who merges a year's statements (or two
// accounts') into one PDF before uploading.
func mergedStatements(t *testing.T, layout string, seeds ...uint64) (*document.Document, []synth.Truth) {
	t.Helper()
	doc := &document.Document{Format: "pdf"}
	var truths []synth.Truth
	for _, seed := range seeds {
		st, err := synth.Generate(layout, seed)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range st.Document().Pages {
			p.Number = len(doc.Pages) + 1
			doc.Pages = append(doc.Pages, p)
		}
		truths = append(truths, st.Truth)
	}
	return doc, truths
}

// TestMergedStatements: three statements of three accounts in one file give
// three tables, each with its own bookings, opening and closing balance and
// a reconciliation that holds. Each statement's balances are dated, and
// its year-less dates resolved, in its own period; the first statement
// keeps its own account even when a later one has more pages.
//
// Not handled: the "sh" layout prints year-less dates and no period line
// (the year comes from "Kontoauszug Nr. 3/2023" and the closing balance's
// date), so in a file of statements of different years every year-less
// date takes the document's year.
func TestMergedStatements(t *testing.T) {
	for _, layout := range synth.Layouts() {
		if layout == "sh" {
			continue
		}
		t.Run(layout, func(t *testing.T) {
			doc, truths := mergedStatements(t, layout, 1, 2, 3)
			res, err := statement.Extract(context.Background(), doc)
			if err != nil {
				t.Fatal(err)
			}
			var want []synth.TruthTx
			for _, tr := range truths {
				want = append(want, tr.Transactions...)
			}
			sc := synth.Compare(want, res.Transactions)
			if sc.FP+sc.FN > 0 {
				t.Errorf("bookings: fp=%d fn=%d of %d", sc.FP, sc.FN, len(want))
			}
			accts := res.Info.Accounts
			if len(accts) != len(truths) {
				t.Fatalf("%d accounts, want %d (tables %d)", len(accts), len(truths), len(res.Tables))
			}
			for i, tr := range truths {
				a := accts[i]
				got := fmt.Sprintf("%s %s..%s %s", a.IBAN, a.OpeningBalance, a.ClosingBalance, a.Reconciliation.Status)
				exp := fmt.Sprintf("%s %s..%s %s", tr.IBAN, tr.Opening, tr.Closing, statement.StatusOK)
				if got != exp {
					t.Errorf("account %d: %s, want %s (%s)", i+1, got, exp, a.Reconciliation.Detail)
				}
			}
		})
	}
}
