package statement_test

import (
	"context"
	"testing"

	"papierkram/backend/statement"
	"papierkram/backend/statement/synth"
)

// BenchmarkExtract measures Extract alone (no PDF reading) on a synthetic
// three-page statement with Soll/Haben columns and SEPA blocks.
func BenchmarkExtract(b *testing.B) {
	var st *synth.Statement
	for seed := uint64(1); seed < 200; seed++ {
		s, err := synth.Generate("sollhaben", seed)
		if err != nil {
			b.Fatal(err)
		}
		if s.Truth.Pages == 3 {
			st = s
			break
		}
	}
	if st == nil {
		b.Fatal("no three-page statement among the seeds")
	}
	doc := st.Document()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := statement.Extract(ctx, doc); err != nil {
			b.Fatal(err)
		}
	}
}
