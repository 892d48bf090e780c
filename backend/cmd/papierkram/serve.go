package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"papierkram/backend/analysis"
	"papierkram/backend/audit"
	"papierkram/backend/auth"
	"papierkram/backend/config"
	"papierkram/backend/intake"
	"papierkram/backend/metrics"
	"papierkram/backend/ocr"
	"papierkram/backend/ratelimit"
	"papierkram/backend/server"
	"papierkram/backend/usage"
)

// newPipeline builds the document pipeline with its warm OCR engine.
func newPipeline(ctx context.Context, cfg config.Config, log *slog.Logger, m *metrics.Metrics) (*analysis.Pipeline, error) {
	engine, err := ocr.New(ocr.Config{Workers: cfg.OCRWorkers, QueuePages: cfg.OCRQueue, TessdataDir: cfg.TessdataDir, Metrics: ocrMetrics{m}})
	if err != nil {
		return nil, fmt.Errorf("start OCR: %w", err)
	}
	// intake's own deadline stays inside the pipeline's, so a slow OCR
	// fails as processing_failed from intake before the request deadline.
	reader := intake.New(intake.Config{Timeout: cfg.ProcessingTimeout - 5*time.Second}, engine)
	shared, dedicated, err := newLetters(ctx, cfg, log)
	if err != nil {
		return nil, err
	}
	return &analysis.Pipeline{Reader: reader, Letters: shared, Dedicated: dedicated, Timeout: cfg.ProcessingTimeout, Observer: m}, nil
}

func serve(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	if err := cfg.CheckServe(); err != nil {
		return err
	}
	if cfg.MemoryLimitMB > 0 {
		// A soft limit: the GC works harder near it instead of letting
		// the heap double after each decoded page image.
		debug.SetMemoryLimit(int64(cfg.MemoryLimitMB) << 20)
	}
	db, err := openDB(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	m := metrics.New()
	pipeline, err := newPipeline(ctx, cfg, log, m)
	if err != nil {
		return err
	}
	keys := auth.NewKeys(db)
	limiter := ratelimit.New(db)
	deps := server.Deps{
		DB: db, Log: log, Metrics: m, Keys: keys, Meter: usage.NewMeter(db), Limiter: limiter,
		Audit: audit.New(db), Pipeline: pipeline, HTTPS: strings.HasPrefix(cfg.BaseURL, "https://"),
		TrustedProxies: cfg.TrustedProxies,
	}
	if err := wireExtensions(ctx, cfg, log, db, &deps); err != nil {
		return err
	}
	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           server.New(deps),
		ReadHeaderTimeout: 10 * time.Second,
		// A 10 MB upload at a slow 100 kB/s takes 100 s: long enough for
		// real clients, bounded for slow-loris uploads.
		ReadTimeout:  2 * time.Minute,
		WriteTimeout: cfg.ProcessingTimeout + 30*time.Second,
		IdleTimeout:  2 * time.Minute,
		ErrorLog:     slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	go retention(ctx, log, limiter, deps.Meter)
	log.Info("serving", "addr", ln.Addr().String(), "base_url", cfg.BaseURL)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// Graceful shutdown: stop accepting, let in-flight analyses finish.
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ProcessingTimeout+10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// retention prunes shared state that has served its purpose and removes
// scratch files a crashed process may have left (uploads must not outlive
// 24 hours; normally they are gone when the request ends).
func retention(ctx context.Context, log *slog.Logger, limiter *ratelimit.Limiter, meter *usage.Meter) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		if _, err := limiter.Prune(ctx); err != nil && ctx.Err() == nil {
			log.Warn("prune rate windows", "error", err)
		}
		if _, err := meter.PruneLeases(ctx); err != nil && ctx.Err() == nil {
			log.Warn("prune quota leases", "error", err)
		}
		if n, err := sweepScratch(os.TempDir(), "intake-", time.Hour); err != nil {
			log.Warn("sweep scratch files", "error", err)
		} else if n > 0 {
			log.Info("removed stale scratch files", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// sweepScratch removes entries named prefix* in dir older than age.
func sweepScratch(dir, prefix string, age time.Duration) (int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) {
			continue
		}
		info, err := e.Info()
		if err != nil || time.Since(info.ModTime()) < age {
			continue
		}
		if os.RemoveAll(dir+"/"+e.Name()) == nil {
			n++
		}
	}
	return n, nil
}

// ocrMetrics adapts the Prometheus metrics to the OCR engine's hook.
type ocrMetrics struct{ m *metrics.Metrics }

func (o ocrMetrics) QueueDepth(n int)                  { o.m.QueueDepth(n) }
func (o ocrMetrics) PageDone(d time.Duration, _ error) { o.m.OCRPage(d) }
func (o ocrMetrics) Rejected(int)                      {}
