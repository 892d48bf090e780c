package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"papierkram/backend/statement/synth"
)

// addendum is a reviewed correction of Portfolio Performance's truth for
// the real statement texts (testdata/pp-addendum.json). PP asserts what it
// imports, not what the statement prints: it skips securities trades and
// income on cash accounts, nets interest with its withheld taxes and dates
// some closings by their text. Each row names the file, the date and
// signed amount, and quotes the text that proves it. The strict F1
// against PP alone is always printed as well.
type addendum struct {
	Rows []addendumRow `json:"rows"`
}

type addendumRow struct {
	File   string `json:"file"`   // relative to the corpus directory
	Op     string `json:"op"`     // "add" or "remove"
	Date   string `json:"date"`   // ISO date
	Amount string `json:"amount"` // signed, German notation
	Reason string `json:"reason"`
}

func defaultAddendum() string {
	_, f, _, ok := runtime.Caller(0)
	if !ok {
		return ""
	}
	p := filepath.Join(filepath.Dir(f), "testdata", "pp-addendum.json")
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

func loadAddendum(path string) (*addendum, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var a addendum
	if err := json.Unmarshal(b, &a); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for i, r := range a.Rows {
		if r.Op != "add" && r.Op != "remove" || len(r.Date) != 10 || r.Amount == "" || r.Reason == "" || r.File == "" {
			return nil, fmt.Errorf("%s: row %d incomplete: %+v", path, i, r)
		}
	}
	return &a, nil
}

func isoToGerman(d string) string { return d[8:10] + "." + d[5:7] + "." + d[:4] }

// apply returns truth corrected for file: removals must match a PP row
// (an addendum that removes nothing is stale and an error).
func (a *addendum) apply(file string, truth []synth.TruthTx) ([]synth.TruthTx, error) {
	out := append([]synth.TruthTx(nil), truth...)
	for _, r := range a.Rows {
		if r.File != file {
			continue
		}
		d := isoToGerman(r.Date)
		switch r.Op {
		case "add":
			out = append(out, synth.TruthTx{BookingDate: d, Amount: r.Amount})
		case "remove":
			found := false
			for i, t := range out {
				if t.BookingDate == d && t.Amount == r.Amount {
					out = append(out[:i], out[i+1:]...)
					found = true
					break
				}
			}
			if !found {
				return nil, fmt.Errorf("addendum: %s: remove %s %s matches no asserted row", file, r.Date, r.Amount)
			}
		}
	}
	return out, nil
}
