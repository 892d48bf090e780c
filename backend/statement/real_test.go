package statement

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// realCorpus is the public corpus of statement texts; tests skip without it.
const realCorpus = "/work/shared/corpus/public/portfolio-performance"

type realExpected struct {
	Transactions []struct {
		Date    string `json:"date"`
		Amount  string `json:"amount"`
		Skipped bool   `json:"skipped_by_pp"`
	} `json:"transactions"`
}

// TestRealTexts measures date+amount precision and recall on the real
// statement texts (skipped with a message when the corpus is absent). It
// reports per file with -v and fails when the F1 drops below realF1Floor.
func TestRealTexts(t *testing.T) {
	dir := os.Getenv("PAPIERKRAM_REAL_CORPUS")
	if dir == "" {
		dir = realCorpus
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.txt"))
	if len(files) == 0 {
		t.Skipf("real statement corpus not found at %s (set PAPIERKRAM_REAL_CORPUS)", dir)
	}
	var tp, fp, fn int
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		eb, err := os.ReadFile(strings.TrimSuffix(f, ".txt") + ".expected.json")
		if err != nil {
			continue
		}
		var exp realExpected
		if err := json.Unmarshal(eb, &exp); err != nil {
			t.Fatal(err)
		}
		res, err := Extract(context.Background(), FromText(string(b)))
		if err != nil {
			// Every text in the corpus is a real statement: a 422 here is
			// the one error the product must not make.
			t.Errorf("%s: %v", f, err)
		}
		want := map[string]int{}
		skipped := map[string]int{}
		for _, e := range exp.Transactions {
			if e.Skipped {
				skipped[e.Date[8:10]+"."+e.Date[5:7]+"."+e.Date[:4]+" "+e.Amount]++
				continue
			}
			want[e.Date[8:10]+"."+e.Date[5:7]+"."+e.Date[:4]+" "+e.Amount]++
		}
		got := map[string]int{}
		alt := map[string]string{}
		if err == nil {
			for _, tr := range res.Transactions {
				if k := tr.BookingDate.String() + " " + tr.Amount.String(); skipped[k] > 0 {
					skipped[k]-- // seen but not imported by Portfolio Performance
					continue
				}
				got[tr.BookingDate.String()+" "+tr.Amount.String()]++
				if !tr.ValueDate.IsZero() && tr.ValueDate != tr.BookingDate {
					alt[tr.BookingDate.String()+" "+tr.Amount.String()] = tr.ValueDate.String() + " " + tr.Amount.String()
				}
			}
		}
		// Portfolio Performance dates some banks' bookings by value date:
		// a row matches on either of its dates.
		for k, v := range alt {
			if want[k] < got[k] && want[v] > got[v] {
				got[k]--
				got[v]++
			}
		}
		a, b2, c := 0, 0, 0
		for k, n := range want {
			m := min(n, got[k])
			a += m
			c += n - m
		}
		for k, n := range got {
			b2 += n - min(n, want[k])
		}
		tp, fp, fn = tp+a, fp+b2, fn+c
		rel, _ := filepath.Rel(dir, f)
		if c > 0 || b2 > 0 || err != nil {
			t.Logf("%-60s tp=%d fp=%d fn=%d err=%v", rel, a, b2, c, err)
			if os.Getenv("REAL_DEBUG") != "" {
				for k, n := range want {
					if got[k] < n {
						t.Logf("   missing %s", k)
					}
				}
				for k, n := range got {
					if want[k] < n {
						t.Logf("   extra   %s", k)
					}
				}
			}
		}
	}
	p := float64(tp) / float64(max(1, tp+fp))
	r := float64(tp) / float64(max(1, tp+fn))
	f1 := 2 * p * r / max(1e-9, p+r)
	t.Logf("real texts: tp=%d fp=%d fn=%d precision=%.3f recall=%.3f F1=%.3f", tp, fp, fn, p, r, f1)
	// Floor: the strict F1 against Portfolio Performance's assertions
	// measured when this was written (0.899 in this test, which also counts
	// the rows PP counts but does not assert; the false positives left are
	// mostly real movements PP does not import, see docs/statement.md).
	// A change that drops below it must say why.
	if dir == realCorpus && f1 < realF1Floor {
		t.Errorf("real-text F1 %.3f fell below the floor %.3f", f1, realF1Floor)
	}
}

const realF1Floor = 0.898
