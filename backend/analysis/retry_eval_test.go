package analysis

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"papierkram/backend/intake"
	"papierkram/backend/ocr"
	"papierkram/backend/statement"
	"papierkram/backend/statement/synth"
)

// TestRetryEval measures the re-OCR step on the synthetic scan and photo
// statements of `go run ./backend/cmd/evalstatements -variants scan,photo`
// (same seeds: scan 1000+i, photo 2000+i, at most 24 bookings): how often a
// statement fails reconciliation, how often a second reading is made, and
// how often it helps. Slow (two OCR passes over up to 18 statements), so
// gated:
//
//	PAPIERKRAM_RETRY_EVAL=1 go test -run TestRetryEval -v -timeout 60m ./backend/analysis/
//
// PAPIERKRAM_RETRY_EVAL_N sets statements per layout and variant (default 1),
// PAPIERKRAM_RETRY_EVAL_VARIANTS e.g. "scan" (default "scan,photo"),
// PAPIERKRAM_RETRY_EVAL_FORCE=1 re-reads every statement, reconciled or not,
// to see what the second reading does in general.
func TestRetryEval(t *testing.T) {
	if os.Getenv("PAPIERKRAM_RETRY_EVAL") == "" {
		t.Skip("set PAPIERKRAM_RETRY_EVAL=1 (slow: two OCR passes per statement)")
	}
	n := 1
	if v, err := strconv.Atoi(os.Getenv("PAPIERKRAM_RETRY_EVAL_N")); err == nil && v > 0 {
		n = v
	}
	variants := []string{"scan", "photo"}
	if v := os.Getenv("PAPIERKRAM_RETRY_EVAL_VARIANTS"); v != "" {
		variants = strings.Split(v, ",")
	}
	force := os.Getenv("PAPIERKRAM_RETRY_EVAL_FORCE") != ""
	eng, err := ocr.New(ocr.Config{PageTimeout: 5 * time.Minute})
	if err != nil {
		t.Skip(err)
	}
	rd := intake.New(intake.Config{Timeout: 10 * time.Minute}, eng)
	ctx := context.Background()
	type tally struct{ docs, mismatch, attempted, used, fixed, better, worse, tp1, fn1, fp1, tp2, fn2, fp2 int }
	for _, variant := range variants {
		var tt tally
		for _, layout := range synth.Layouts() {
			for i := range n {
				seed := uint64(1000 + i)
				params := synth.ScanParams(seed)
				if variant == "photo" {
					seed = uint64(2000 + i)
					params = synth.PhotoParams(seed)
				}
				st, err := synth.GenerateWith(layout, seed, synth.Options{MaxTransactions: 24})
				if err != nil {
					t.Fatal(err)
				}
				input, _, err := st.Scanned(ctx, params)
				if err != nil {
					t.Fatal(err)
				}
				t0 := time.Now()
				doc, err := rd.Read(ctx, input)
				if err != nil {
					t.Logf("%s/%s/%d: read: %v", variant, layout, seed, err)
					continue
				}
				readTime := time.Since(t0)
				res, err := statement.Extract(ctx, doc)
				if err != nil {
					t.Logf("%s/%s/%d: extract: %v", variant, layout, seed, err)
					continue
				}
				tt.docs++
				first := synth.Compare(st.Truth.Transactions, res.Transactions)
				tt.tp1 += first.TP
				tt.fn1 += first.FN
				tt.fp1 += first.FP
				rc1 := res.Info.Reconciliation
				if rc1.Status == statement.StatusMismatch {
					tt.mismatch++
				}
				if force && rc1.Status != statement.StatusMismatch {
					// Pretend it failed so that the re-reading runs.
					res.Info.Reconciliation.Status = statement.StatusMismatch
				}
				out, rt := retryStatement(ctx, rd, input, doc, res, readTime)
				second := synth.Compare(st.Truth.Transactions, out.Transactions)
				tt.tp2 += second.TP
				tt.fn2 += second.FN
				tt.fp2 += second.FP
				if rt.Attempted {
					tt.attempted++
				}
				if rt.Used {
					tt.used++
					if out.Info.Reconciliation.Status == statement.StatusOK {
						tt.fixed++
					}
				}
				switch d := (second.TP - second.FP) - (first.TP - first.FP); {
				case d > 0:
					tt.better++
				case d < 0:
					tt.worse++
				}
				extra := ""
				if force {
					extra = fmt.Sprintf(" [forced: second=%s %s]", rt.Second.Status, rt.Second.Difference)
				}
				t.Logf("%-5s %-9s seed %d pages %d: first %s diff %s tp/fp/fn %d/%d/%d (read %s) -> attempted=%v used=%v skipped=%q second %s %s tp/fp/fn %d/%d/%d (%s)%s",
					variant, layout, seed, st.Truth.Pages, rc1.Status, rc1.Difference, first.TP, first.FP, first.FN, readTime.Round(time.Millisecond),
					rt.Attempted, rt.Used, rt.Skipped, rt.Second.Status, rt.Second.Difference, second.TP, second.FP, second.FN, rt.Duration.Round(time.Millisecond), extra)
			}
		}
		t.Logf("%s: %d statements, %d mismatched, re-read %d, second reading used %d (reconciled %d); rows better %d / worse %d; TP/FP/FN first %d/%d/%d, final %d/%d/%d",
			variant, tt.docs, tt.mismatch, tt.attempted, tt.used, tt.fixed, tt.better, tt.worse, tt.tp1, tt.fp1, tt.fn1, tt.tp2, tt.fp2, tt.fn2)
	}
	t.Logf("load average: %s", loadavg())
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.TrimSpace(string(b))
}
