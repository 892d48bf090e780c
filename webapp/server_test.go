//go:build !(js && wasm)

package webapp

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"papierkram/backend/problem"
	"papierkram/backend/usage"
)

// The landing page's tier table must say what the billing code charges.
func TestTiersMatchPlans(t *testing.T) {
	for _, tr := range tiers {
		p, ok := usage.Plan(usage.Tier(tr.ID))
		if !ok {
			t.Fatalf("tier %s unknown to usage.Plans", tr.ID)
		}
		if tr.ID == "enterprise" {
			continue
		}
		if p.MonthlyPriceCents != tr.PriceCents || p.IncludedCalls != tr.IncludedCalls || p.OverageCentsPerCall != tr.OverageCents {
			t.Errorf("tier %s: page %+v, plans %+v", tr.ID, tr, p)
		}
	}
}

func TestParseOpenAPIOfTheService(t *testing.T) {
	data, err := os.ReadFile("../backend/openapi/openapi.json")
	if err != nil {
		t.Skip("openapi.json not found:", err)
	}
	doc, err := parseOpenAPI(data)
	if err != nil {
		t.Fatal(err)
	}
	paths := map[string]bool{}
	for _, op := range doc.Operations {
		paths[op.Method+" "+op.Path] = true
		if len(op.Responses) == 0 {
			t.Errorf("%s %s: no responses", op.Method, op.Path)
		}
	}
	for _, want := range []string{"POST /api/v1/analyze", "GET /api/v1/usage", "POST /api/v1/billing/checkout", "POST /api/v1/billing/portal"} {
		if !paths[want] {
			t.Errorf("operation %s missing (have %v)", want, paths)
		}
	}
	var analyze apiOperation
	for _, op := range doc.Operations {
		if op.Path == "/api/v1/analyze" {
			analyze = op
		}
	}
	if len(analyze.Body) == 0 || analyze.Body[0].MediaType != "multipart/form-data" {
		t.Fatalf("analyze body = %+v", analyze.Body)
	}
	var fields []string
	for _, f := range analyze.Body[0].Schema.Fields {
		fields = append(fields, f.Name+":"+f.Type)
	}
	if got := strings.Join(fields, ","); !strings.Contains(got, "document_type:string (kontoauszug") || !strings.Contains(got, "file:") {
		t.Errorf("analyze fields = %s", got)
	}
	if len(doc.Schemas) == 0 {
		t.Error("no schemas")
	}
}

func TestAVVHasTheProcessingFacts(t *testing.T) {
	md := AVVMarkdown()
	for _, fact := range []string{"nicht dauerhaft gespeichert", "Prüfeintrag", "24 Stunden", "Europäischen Union", "KI-Anbieter", "Dokumentart", "Art. 28"} {
		if !strings.Contains(md, fact) {
			t.Errorf("AVV lacks %q", fact)
		}
	}
}

// The docs' error table lists every code with the status the service sends.
func TestErrorTableMatchesProblemCodes(t *testing.T) {
	rows := map[string]string{}
	for _, r := range errorRows {
		rows[r.Code] = r.Status
	}
	for _, c := range problem.Codes() {
		st, ok := rows[string(c)]
		if !ok {
			t.Errorf("error table lacks %s", c)
			continue
		}
		if st != strconv.Itoa(c.Status()) {
			t.Errorf("%s: table says %s, service sends %d", c, st, c.Status())
		}
	}
}
