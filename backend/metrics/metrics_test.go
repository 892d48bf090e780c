package metrics

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestRereadCounters: the re-reading outcomes reach /metrics under the
// names the README documents.
func TestRereadCounters(t *testing.T) {
	m := New()
	m.StatementReread("reconciled")
	m.LetterReread("resolved")
	m.LetterReread("resolved")
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	body, _ := io.ReadAll(rec.Body)
	for _, want := range []string{
		`papierkram_statement_rereads_total{outcome="reconciled"} 1`,
		`papierkram_letter_rereads_total{outcome="resolved"} 2`,
	} {
		if !strings.Contains(string(body), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}
