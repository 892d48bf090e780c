// Package statement turns a bank statement, read as pages of positioned
// words, into transaction tables. It has no per-bank templates: it rebuilds
// rows from geometry (lines, column alignment, header words) and language
// (dates, German amounts, booking types, SEPA fields, balance labels), and it
// checks itself by reconciling opening balance + transactions = closing
// balance. A failed reconciliation is reported in the result, never hidden,
// and is the signal to try the alternative reading of the signs.
package statement

import (
	"context"
	"fmt"

	"papierkram/backend/document"
	"papierkram/backend/german"
	"papierkram/backend/problem"
)

// Headers are the column headings of every transaction table (spec 2.2).
var Headers = []string{"Buchungstag", "Wertstellung", "Empfänger/Auftraggeber", "IBAN", "Buchungstext", "Verwendungszweck", "Betrag"}

// Result is what Extract found in one statement.
type Result struct {
	// Tables holds one table per account, rows in the order printed.
	Tables []Table
	Info   Info
	// Transactions are the typed rows of all tables, in the same order,
	// for callers that compute with dates and cents (evaluation, export).
	Transactions []Transaction
}

// Table is one account's transactions in the API's string form.
type Table struct {
	Name    string
	Headers []string
	Rows    [][]string
}

// Info describes the statement as a whole.
type Info struct {
	Bank, IBAN, BIC, Currency      string
	PeriodStart, PeriodEnd         string // DD.MM.YYYY or empty
	OpeningBalance, ClosingBalance string // German notation or empty
	Reconciliation                 Reconciliation
	// Accounts describes each table when the document holds several
	// accounts (multi-account reports); empty for one account, where the
	// fields above say it all.
	Accounts []AccountInfo
}

// AccountInfo is one account of a multi-account document.
type AccountInfo struct {
	Table                          string // the table's Name
	IBAN                           string // grouped in fours, or the card number as printed
	OpeningBalance, ClosingBalance string
	Reconciliation                 Reconciliation
}

// Reconciliation is the check opening + Σ amounts = closing, and each printed
// running balance = previous balance + amount.
type Reconciliation struct {
	Status     string // "ok", "mismatch" or "unavailable"
	Expected   string // closing balance as printed
	Actual     string // opening balance + Σ amounts
	Difference string // Actual - Expected
	Rows       []int  // row indexes involved when the check fails
	Detail     string
}

// Reconciliation statuses.
const (
	StatusOK          = "ok"
	StatusMismatch    = "mismatch"
	StatusUnavailable = "unavailable"
)

// Transaction is one booking.
type Transaction struct {
	Account      string // own IBAN of the table it belongs to, may be empty
	BookingDate  german.Date
	ValueDate    german.Date // zero when the statement prints none
	Counterparty string
	IBAN         string // counterparty IBAN, normalised
	BookingText  string // Lastschrift, Gutschrift, Kartenzahlung, ...
	Purpose      string // Verwendungszweck (SVWZ+ when present) and other free text
	SEPA         map[string]string
	Amount       german.Cents
	// Balance is the running balance printed on the row, if any.
	Balance    german.Cents
	HasBalance bool
	// Page is the 1-based page of the booking line.
	Page int
}

// Row renders t in the order of Headers.
func (t Transaction) Row() []string {
	iban := ""
	if t.IBAN != "" {
		iban = german.FormatIBAN(t.IBAN)
	}
	return []string{t.BookingDate.String(), t.ValueDate.String(), t.Counterparty, iban, t.BookingText, t.Purpose, t.Amount.String()}
}

// FieldMode chooses how counterparty and purpose are assigned.
type FieldMode int

const (
	// FieldsSlots (the default) corrects the per-booking rules by
	// document-level slot inference (slots.go): measured on layouts
	// neither had seen, it lifted counterparty and purpose accuracy
	// (docs/statement-slots.md) and changed nothing on the tuned ones.
	FieldsSlots FieldMode = iota
	// FieldsRules is the per-booking rules of finishFields alone, kept
	// to compare against (evalstatements -fields rules).
	FieldsRules
)

// Options changes how Extract reads a statement. The zero value is Extract's
// behaviour.
type Options struct {
	Fields FieldMode
}

// ExtractWith is Extract with options.
func ExtractWith(ctx context.Context, doc *document.Document, opt Options) (*Result, error) {
	if doc == nil {
		return nil, problem.New(problem.DocumentNotRecognized, "empty document")
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("statement: %w", err)
	}
	doc = printedCSV(doc)             // printedcsv.go
	doc = spreadsheetPrint(doc)       // spreadsheet.go
	doc = splitCents(doc)             // splitcents.go
	doc, filePages := orderPages(doc) // pageorder.go
	doc, sheets := twoUp(doc)         // twoup.go
	doc = columnBlocks(doc)           // colsplit.go
	p := newParser(buildRows(doc))
	p.slots = opt.Fields == FieldsSlots
	p.parse()
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("statement: %w", err)
	}
	if !p.recognized() {
		if p.withoutBookings() {
			return nil, problem.New(problem.DocumentNotRecognized, "the document looks like a bank statement, but no booking with a readable date and amount was found (a blurred, small or redacted scan?); the original PDF or a sharper scan at 300 dpi may help")
		}
		return nil, problem.New(problem.DocumentNotRecognized, "the document shows no evidence of being a bank statement (no account data, balances or dated booking rows)")
	}
	p.resolveSigns()
	res := p.result()
	if sheets != nil {
		// A booking's page is the sheet it is printed on.
		for i := range res.Transactions {
			if n := res.Transactions[i].Page; n >= 1 && n <= len(sheets) {
				res.Transactions[i].Page = sheets[n-1]
			}
		}
	}
	if filePages != nil {
		// ... and the sheet's place in the file, not in reading order.
		for i := range res.Transactions {
			if n := res.Transactions[i].Page; n >= 1 && n <= len(filePages) {
				res.Transactions[i].Page = filePages[n-1]
			}
		}
	}
	return res, nil
}

// Extract reads the transactions of a bank statement. A document that shows
// no evidence of being a statement yields a *problem.Error with code
// document_not_recognized.
func Extract(ctx context.Context, doc *document.Document) (*Result, error) {
	return ExtractWith(ctx, doc, Options{})
}
