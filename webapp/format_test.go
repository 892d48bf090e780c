package webapp

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

func TestGermanAmountAndEuro(t *testing.T) {
	for in, want := range map[string]int64{"-1.234,56": -123456, "1.234,56-": -123456, "+12,00": 1200, "0,05": 5, "12.345.678,90": 1234567890} {
		if got, ok := germanAmount(in); !ok || got != want {
			t.Errorf("germanAmount(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "12", "1,2", "abc", "DE12 3456"} {
		if _, ok := germanAmount(bad); ok {
			t.Errorf("germanAmount(%q) accepted", bad)
		}
	}
	if got := euro(-123456789); got != "-1.234.567,89 €" {
		t.Errorf("euro = %q", got)
	}
	if got := euro(50); got != "0,50 €" {
		t.Errorf("euro = %q", got)
	}
}

func TestDaysUntil(t *testing.T) {
	today := time.Date(2026, 11, 22, 23, 30, 0, 0, time.UTC)
	d, _ := germanDate("06.12.2026")
	if n := daysUntil(d, today); n != 14 || daysText(n) != "noch 14 Tage" {
		t.Errorf("daysUntil = %d %q", n, daysText(n))
	}
	d, _ = germanDate("21.11.2026")
	if n := daysUntil(d, today); n != -1 || !strings.Contains(daysText(n), "abgelaufen") {
		t.Errorf("past deadline = %d %q", n, daysText(n))
	}
}

func TestCheckUpload(t *testing.T) {
	cases := []struct {
		name, typ string
		size      int
		ok        bool
	}{
		{"a.pdf", "application/pdf", 1000, true},
		{"scan.JPG", "", 1000, true},
		{"b.png", "image/png", MaxUpload, true},
		{"big.pdf", "application/pdf", MaxUpload + 1, false},
		{"empty.pdf", "application/pdf", 0, false},
		{"doc.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 10, false},
	}
	for _, c := range cases {
		if msg := checkUpload(c.name, c.typ, c.size); (msg == "") != c.ok {
			t.Errorf("checkUpload(%s, %d) = %q", c.name, c.size, msg)
		}
	}
}

func TestStatementCSVForGermanExcel(t *testing.T) {
	got := statementCSV([]string{"Datum", "Text", "Betrag"}, [][]string{
		{"01.03.2025", `Miete; "März"`, "-1.234,56"},
		{"02.03.2025", "=HYPERLINK(\"x\")", "100,00"},
		{"03.03.2025", "-Gutschrift", "0,01"},
	})
	if !bytes.HasPrefix(got, []byte("\ufeff")) {
		t.Fatal("no UTF-8 BOM")
	}
	want := "\ufeffDatum;Text;Betrag\r\n" +
		"01.03.2025;\"Miete; \"\"März\"\"\";-1.234,56\r\n" +
		"02.03.2025;\"'=HYPERLINK(\"\"x\"\")\";100,00\r\n" +
		"03.03.2025;'-Gutschrift;0,01\r\n"
	if string(got) != want {
		t.Errorf("csv =\n%q\nwant\n%q", got, want)
	}
}

func TestSortRows(t *testing.T) {
	rows := [][]string{
		{"10.03.2025", "b", "-5,00"},
		{"02.03.2025", "A", "100,00"},
		{"02.04.2025", "c", "-1.000,00"},
	}
	if got := sortRows(rows, 0, false); got[0] != 1 || got[1] != 0 || got[2] != 2 {
		t.Errorf("by date = %v", got)
	}
	if got := sortRows(rows, 2, false); got[0] != 2 || got[1] != 0 || got[2] != 1 {
		t.Errorf("by amount = %v", got)
	}
	if got := sortRows(rows, 1, true); got[0] != 2 || got[2] != 1 {
		t.Errorf("by text desc = %v", got)
	}
	if got := sortRows(rows, -1, false); got[0] != 0 || got[2] != 2 {
		t.Errorf("unsorted = %v", got)
	}
}

func TestHistoryExpiresAfter24Hours(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	clock := now
	h := newMemoryHistory(func() time.Time { return clock })
	ctx := context.Background()
	for i, age := range []time.Duration{time.Hour, 23 * time.Hour, 25 * time.Hour} {
		if err := h.Add(ctx, HistoryEntry{ID: string(rune('a' + i)), CreatedAt: now.Add(-age), Result: "{}"}); err != nil {
			t.Fatal(err)
		}
	}
	got, _ := h.List(ctx)
	if len(got) != 2 || got[0].ID != "a" || got[1].ID != "b" {
		t.Fatalf("list = %+v", got)
	}
	clock = now.Add(2 * time.Hour)
	if got, _ := h.List(ctx); len(got) != 1 || got[0].ID != "a" {
		t.Fatalf("after 2h = %+v", got)
	}
	if err := h.Clear(ctx); err != nil {
		t.Fatal(err)
	}
	if got, _ := h.List(ctx); len(got) != 0 {
		t.Fatalf("after clear = %+v", got)
	}
}
