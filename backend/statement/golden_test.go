package statement

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"papierkram/backend/problem"
)

var update = flag.Bool("update", false, "rewrite golden files")

// golden is what a golden file records: the API tables and statement info,
// or the problem code for documents that must be refused.
type golden struct {
	Tables []Table `json:",omitempty"`
	Info   *Info   `json:",omitempty"`
	Error  string  `json:",omitempty"`
}

// TestGolden runs small hand-written statement texts (one convention each:
// year-less dates across the turn of the year with S/H, trailing signs,
// app export with day headings and foreign currency, "- 40,00" with a
// space, unsigned amounts whose column was lost) and compares the full
// result with testdata/golden/*.golden.json. Run with -update to rewrite.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.txt")
	if len(files) == 0 {
		t.Fatal("no golden inputs")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var g golden
			res, err := Extract(context.Background(), FromText(string(in)))
			var pe *problem.Error
			switch {
			case errors.As(err, &pe):
				g.Error = string(pe.Code)
			case err != nil:
				t.Fatal(err)
			default:
				g.Tables, g.Info = res.Tables, &res.Info
			}
			got, _ := json.MarshalIndent(g, "", "  ")
			got = append(got, '\n')
			path := strings.TrimSuffix(f, ".txt") + ".golden.json"
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -run TestGolden -update)", err)
			}
			if string(got) != string(want) {
				t.Errorf("result differs from %s:\n%s", path, got)
			}
		})
	}
}
