// Package metrics exposes the service's Prometheus metrics from a registry
// owned by the server (no global registry).
package metrics

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics holds the collectors.
type Metrics struct {
	reg        *prometheus.Registry
	requests   *prometheus.CounterVec
	latency    *prometheus.HistogramVec
	analysis   *prometheus.HistogramVec
	inFlight   prometheus.Gauge
	queueDepth prometheus.Gauge
	ocrPage    prometheus.Histogram
	rereads    *prometheus.CounterVec
	letterRe   *prometheus.CounterVec
}

// New registers the collectors on a fresh registry.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "papierkram_http_requests_total", Help: "HTTP requests by route and status.",
		}, []string{"route", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "papierkram_http_request_duration_seconds", Help: "HTTP request latency by route.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"route"}),
		analysis: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "papierkram_analysis_duration_seconds", Help: "Analysis latency by document type and outcome code (empty = success).",
			Buckets: []float64{.05, .1, .25, .5, 1, 2, 4, 8, 15, 30, 60},
		}, []string{"document_type", "code"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "papierkram_analyses_in_flight", Help: "Analyses currently running.",
		}),
		queueDepth: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "papierkram_ocr_queue_depth", Help: "Pages waiting for an OCR worker.",
		}),
		ocrPage: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "papierkram_ocr_page_seconds", Help: "OCR time per page.",
			Buckets: []float64{.1, .25, .5, 1, 1.5, 2, 3, 5, 10, 20},
		}),
		rereads: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "papierkram_statement_rereads_total",
			Help: "Scanned statements that failed reconciliation, by what the higher-resolution re-reading did: skipped, kept (first reading stayed), used, reconciled.",
		}, []string{"outcome"}),
		letterRe: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "papierkram_letter_rereads_total",
			Help: "Scanned letters with reading trouble, by what the second (Sauvola) reading did: skipped, kept, used, resolved.",
		}, []string{"outcome"}),
	}
	m.reg.MustRegister(m.requests, m.latency, m.analysis, m.inFlight, m.queueDepth, m.ocrPage, m.rereads, m.letterRe,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the registry in the Prometheus text format.
func (m *Metrics) Handler() http.Handler { return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{}) }

// ObserveRequest records one HTTP request.
func (m *Metrics) ObserveRequest(route string, status int, d time.Duration) {
	m.requests.WithLabelValues(route, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(route).Observe(d.Seconds())
}

// AnalysisStarted implements api.Observer.
func (m *Metrics) AnalysisStarted() { m.inFlight.Inc() }

// AnalysisFinished implements api.Observer. It is also called for analyses
// refused before they started; those never incremented the gauge.
func (m *Metrics) AnalysisFinished(docType, code string, d time.Duration) {
	m.analysis.WithLabelValues(docType, code).Observe(d.Seconds())
}

// AnalysisDone decrements the in-flight gauge.
func (m *Metrics) AnalysisDone() { m.inFlight.Dec() }

// QueueDepth sets the OCR queue depth.
func (m *Metrics) QueueDepth(n int) { m.queueDepth.Set(float64(n)) }

// OCRPage records the OCR time of one page.
func (m *Metrics) OCRPage(d time.Duration) { m.ocrPage.Observe(d.Seconds()) }

// StatementReread counts one re-reading decision (analysis.Pipeline).
func (m *Metrics) StatementReread(outcome string) { m.rereads.WithLabelValues(outcome).Inc() }

// LetterReread counts one second-reading decision for a letter (analysis.Pipeline).
func (m *Metrics) LetterReread(outcome string) { m.letterRe.WithLabelValues(outcome).Inc() }
