package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"papierkram/backend/analysis"
	"papierkram/backend/config"
	"papierkram/backend/metrics"
	"papierkram/backend/rest"
)

// analyzeCommand runs the pipeline on a local file without a database and
// prints the same JSON the API answers with.
func analyzeCommand(ctx context.Context, cfg config.Config, log *slog.Logger, args []string) error {
	fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
	docType := fs.String("type", "", "document type")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("analyze: give exactly one FILE")
	}
	if err := analysis.CheckType(*docType); err != nil {
		return err
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		return err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, analysis.MaxFileSize+1))
	if err != nil {
		return err
	}
	if err := analysis.CheckFile(data); err != nil {
		return err
	}
	p, err := newPipeline(ctx, cfg, log, metrics.New())
	if err != nil {
		return err
	}
	start := time.Now()
	res, err := p.Analyze(ctx, *docType, data)
	if err != nil {
		return err
	}
	res.LatencyMs = int32(time.Since(start).Milliseconds())
	return printJSON(rest.AnalyzeJSON(res))
}
