package rest

import (
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// The JSON shapes of spec 2.2, 2.3 and 4.2, field names exactly as the spec
// writes them. They are separate from the protobuf messages because the
// spec's rows are arrays of arrays and its integers are JSON numbers.

type analyzeJSON struct {
	DocumentType string         `json:"document_type"`
	ProjectSlug  string         `json:"project_slug,omitempty"`
	Pages        int32          `json:"pages"`
	LatencyMS    int32          `json:"latency_ms"`
	Tables       *[]tableJSON   `json:"tables,omitempty"`
	Statement    *statementJSON `json:"statement,omitempty"`
	Analysis     *analysisJSON  `json:"analysis,omitempty"`
}

type tableJSON struct {
	Name    string     `json:"name"`
	Headers []string   `json:"headers"`
	Rows    [][]string `json:"rows"`
}

type statementJSON struct {
	Bank           string             `json:"bank"`
	IBAN           string             `json:"iban"`
	BIC            string             `json:"bic"`
	Currency       string             `json:"currency"`
	PeriodStart    string             `json:"period_start"`
	PeriodEnd      string             `json:"period_end"`
	OpeningBalance string             `json:"opening_balance"`
	ClosingBalance string             `json:"closing_balance"`
	Reconciliation reconciliationJSON `json:"reconciliation"`
	// Accounts: multi-account statements only, one entry per table.
	Accounts []statementAccountJSON `json:"accounts,omitempty"`
}

type statementAccountJSON struct {
	Table          string             `json:"table"`
	IBAN           string             `json:"iban"`
	OpeningBalance string             `json:"opening_balance"`
	ClosingBalance string             `json:"closing_balance"`
	Reconciliation reconciliationJSON `json:"reconciliation"`
}

func reconciliationFromProto(rc *papierkramv1.Reconciliation) reconciliationJSON {
	return reconciliationJSON{
		Status: rc.GetStatus(), Expected: rc.GetExpected(), Actual: rc.GetActual(), Difference: rc.GetDifference(),
		Rows: append([]int32{}, rc.GetRows()...), Detail: rc.GetDetail(),
	}
}

type reconciliationJSON struct {
	Status     string  `json:"status"`
	Expected   string  `json:"expected"`
	Actual     string  `json:"actual"`
	Difference string  `json:"difference"`
	Rows       []int32 `json:"rows"`
	Detail     string  `json:"detail"`
}

type analysisJSON struct {
	Summary     string                   `json:"summary"`
	Sections    []sectionJSON            `json:"sections"`
	KeyNumbers  map[string]keyNumberJSON `json:"key_numbers"`
	ReviewFlags []flagJSON               `json:"review_flags"`
	Deadlines   []deadlineJSON           `json:"deadlines"`
}

type sectionJSON struct {
	Title string `json:"title"`
	Text  string `json:"text"`
	Page  int32  `json:"page"`
}

type keyNumberJSON struct {
	Value string `json:"value"`
	Page  int32  `json:"page"`
}

type flagJSON struct {
	Topic       string `json:"topic"`
	Severity    string `json:"severity"`
	Description string `json:"description"`
	LegalBasis  string `json:"legal_basis"`
	Page        int32  `json:"page"`
}

type deadlineJSON struct {
	Name        string `json:"name"`
	Date        string `json:"date"`
	LegalBasis  string `json:"legal_basis"`
	Description string `json:"description"`
	Page        int32  `json:"page"`
}

// AnalyzeJSON converts the response message to the spec's JSON shape.
func AnalyzeJSON(m *papierkramv1.AnalyzeResponse) any {
	out := analyzeJSON{DocumentType: m.GetDocumentType(), ProjectSlug: m.GetProjectSlug(), Pages: m.GetPages(), LatencyMS: m.GetLatencyMs()}
	if m.GetDocumentType() == "kontoauszug" {
		tables := make([]tableJSON, 0, len(m.GetTables()))
		for _, t := range m.GetTables() {
			rows := make([][]string, 0, len(t.GetRows()))
			for _, r := range t.GetRows() {
				rows = append(rows, append([]string{}, r.GetCells()...))
			}
			tables = append(tables, tableJSON{Name: t.GetName(), Headers: append([]string{}, t.GetHeaders()...), Rows: rows})
		}
		out.Tables = &tables
		if s := m.GetStatement(); s != nil {
			out.Statement = &statementJSON{
				Bank: s.GetBank(), IBAN: s.GetIban(), BIC: s.GetBic(), Currency: s.GetCurrency(),
				PeriodStart: s.GetPeriodStart(), PeriodEnd: s.GetPeriodEnd(),
				OpeningBalance: s.GetOpeningBalance(), ClosingBalance: s.GetClosingBalance(),
				Reconciliation: reconciliationFromProto(s.GetReconciliation()),
			}
			for _, a := range s.GetAccounts() {
				out.Statement.Accounts = append(out.Statement.Accounts, statementAccountJSON{
					Table: a.GetTable(), IBAN: a.GetIban(), OpeningBalance: a.GetOpeningBalance(), ClosingBalance: a.GetClosingBalance(),
					Reconciliation: reconciliationFromProto(a.GetReconciliation()),
				})
			}
		}
		return out
	}
	a := m.GetAnalysis()
	aj := &analysisJSON{
		Summary:     a.GetSummary(),
		Sections:    []sectionJSON{},
		KeyNumbers:  map[string]keyNumberJSON{},
		ReviewFlags: []flagJSON{},
		Deadlines:   []deadlineJSON{},
	}
	for _, s := range a.GetSections() {
		aj.Sections = append(aj.Sections, sectionJSON{Title: s.GetTitle(), Text: s.GetText(), Page: s.GetPage()})
	}
	for k, v := range a.GetKeyNumbers() {
		aj.KeyNumbers[k] = keyNumberJSON{Value: v.GetValue(), Page: v.GetPage()}
	}
	for _, f := range a.GetReviewFlags() {
		aj.ReviewFlags = append(aj.ReviewFlags, flagJSON{Topic: f.GetTopic(), Severity: f.GetSeverity(), Description: f.GetDescription(), LegalBasis: f.GetLegalBasis(), Page: f.GetPage()})
	}
	for _, d := range a.GetDeadlines() {
		aj.Deadlines = append(aj.Deadlines, deadlineJSON{Name: d.GetName(), Date: d.GetDate(), LegalBasis: d.GetLegalBasis(), Description: d.GetDescription(), Page: d.GetPage()})
	}
	out.Analysis = aj
	return out
}

type usageJSON struct {
	Organization struct {
		ID   string `json:"id"`
		Name string `json:"name"`
		Tier string `json:"tier"`
	} `json:"organization"`
	Period struct {
		Start string `json:"start"`
		End   string `json:"end"`
	} `json:"period"`
	Usage struct {
		BillableCalls       int32 `json:"billable_calls"`
		IncludedCalls       int32 `json:"included_calls"`
		OverageCalls        int32 `json:"overage_calls"`
		OverageCentsPerCall int32 `json:"overage_cents_per_call"`
		OverageCostCents    int32 `json:"overage_cost_cents"`
	} `json:"usage"`
}

// UsageJSON converts the usage message to spec 4.2's JSON shape.
func UsageJSON(m *papierkramv1.GetUsageResponse) any {
	var out usageJSON
	out.Organization.ID = m.GetOrganization().GetId()
	out.Organization.Name = m.GetOrganization().GetName()
	out.Organization.Tier = m.GetOrganization().GetTier()
	out.Period.Start = m.GetPeriod().GetStart()
	out.Period.End = m.GetPeriod().GetEnd()
	u := m.GetUsage()
	out.Usage.BillableCalls = u.GetBillableCalls()
	out.Usage.IncludedCalls = u.GetIncludedCalls()
	out.Usage.OverageCalls = u.GetOverageCalls()
	out.Usage.OverageCentsPerCall = u.GetOverageCentsPerCall()
	out.Usage.OverageCostCents = u.GetOverageCostCents()
	return out
}
