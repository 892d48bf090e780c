package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"papierkram/backend/statement/synth"
)

const realCorpus = "/work/shared/corpus/public/portfolio-performance"

// TestAddendumVerifiable checks every addendum row against the corpus: the
// file exists, an added row's amount is printed in the text, a removed row
// is one Portfolio Performance asserts, and every row gives a reason.
func TestAddendumVerifiable(t *testing.T) {
	a, err := loadAddendum(filepath.Join("testdata", "pp-addendum.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(realCorpus); err != nil {
		t.Skipf("real statement corpus not found at %s; only the addendum's shape was checked", realCorpus)
	}
	files := map[string]bool{}
	for _, r := range a.Rows {
		files[r.File] = true
		b, err := os.ReadFile(filepath.Join(realCorpus, r.File))
		if err != nil {
			t.Errorf("%s: %v", r.File, err)
			continue
		}
		if r.Op == "add" && !strings.Contains(string(b), strings.TrimPrefix(r.Amount, "-")) {
			t.Errorf("%s: added amount %s is not printed in the text", r.File, r.Amount)
		}
	}
	for f := range files {
		eb, err := os.ReadFile(filepath.Join(realCorpus, strings.TrimSuffix(f, ".txt")+".expected.json"))
		if err != nil {
			t.Fatal(err)
		}
		var exp struct {
			Transactions []struct {
				Date    string `json:"date"`
				Amount  string `json:"amount"`
				Skipped bool   `json:"skipped_by_pp"`
			} `json:"transactions"`
		}
		if err := json.Unmarshal(eb, &exp); err != nil {
			t.Fatal(err)
		}
		var truth []synth.TruthTx
		for _, e := range exp.Transactions {
			if !e.Skipped {
				truth = append(truth, synth.TruthTx{BookingDate: isoToGerman(e.Date), Amount: e.Amount})
			}
		}
		if _, err := a.apply(f, truth); err != nil {
			t.Error(err)
		}
	}
}
