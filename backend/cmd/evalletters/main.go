// Command evalletters benchmarks the letter analysers on the synthetic
// corpus (package letters/corpus): per document type and separately for
// text-layer PDFs and scans it prints key-number exact accuracy, deadline
// accuracy, expected-flag recall, 422 accuracy on mismatched documents,
// 422s on right-type documents, and p50/p95 latency of intake + analysis.
// Documents go through analysis.Pipeline as in the API (including the
// second reading of troubled scans); how often that ran is printed last.
//
//	go run ./backend/cmd/evalletters            # text layer and scans
//	go run ./backend/cmd/evalletters -scans=false
//	go run ./backend/cmd/evalletters -keep /tmp/corpus -v
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"papierkram/backend/analysis"
	"papierkram/backend/document"
	"papierkram/backend/intake"
	"papierkram/backend/letters"
	"papierkram/backend/letters/corpus"
	"papierkram/backend/ocr"
	"papierkram/backend/problem"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

func main() {
	scans := flag.Bool("scans", true, "also evaluate scanned (image-only) variants")
	keep := flag.String("keep", "", "write the generated PDFs and a ground-truth listing to this directory")
	verbose := flag.Bool("v", false, "print every mismatch")
	docspell := flag.String("docspell", "/work/shared/corpus/public/docspell/letter-de.pdf", "real insurance cancellation, must be 422 as kuendigung (skipped if missing)")
	only := flag.String("only", "", "evaluate only samples whose name contains this")
	flag.DurationVar(&ocrTimeout, "ocr-timeout", 0, "OCR page timeout (0 = the engine's default); raise it on a loaded machine to measure accuracy without timeouts")
	flag.StringVar(&ocrCfg.Preprocess.Binarize, "ocr-binarize", "", "preprocessing threshold (auto, sauvola, none; experiments)")
	flag.Float64Var(&ocrCfg.Preprocess.LineHeight, "ocr-line-height", 0, "preprocessing target line height in px (experiments)")
	flag.Float64Var(&ocrCfg.Preprocess.MaxLineHeight, "ocr-max-line-height", 0, "line height above which pages are scaled down (experiments)")
	flag.BoolVar(&ocrCfg.Preprocess.RemoveRules, "ocr-remove-rules", false, "erase table rules before OCR (experiments)")
	flag.IntVar(&ocrCfg.PSM, "ocr-psm", 0, "tesseract page segmentation mode (experiments)")
	flag.Uint64Var(&scanSeed, "scan-seed", 0, "offset of the scan degradation seeds (0: the standard draw; other values: another, equally hard draw of skew, grain and specks)")
	flag.IntVar(&ocrWorkers, "ocr-workers", 0, "OCR workers (0 = CPU count; 1 = no page strips)")
	flag.BoolVar(&timing, "timing", false, "print wall time, analysis time, CPU time and load average per document")
	flag.DurationVar(&pipelineTimeout, "timeout", 120*time.Second, "pipeline deadline per document (the API's PAPIERKRAM_PROCESSING_TIMEOUT default)")
	flag.BoolVar(&dump, "dump", false, "print the recognised text of every document (debugging; synthetic data only)")
	flag.Parse()
	if err := run(*scans, *keep, *verbose, *docspell, *only); err != nil {
		fmt.Fprintln(os.Stderr, "evalletters:", err)
		os.Exit(1)
	}
}

var (
	scanSeed   uint64
	ocrCfg     ocr.Config
	ocrWorkers int
	timing     bool
	dump       bool
	ocrTimeout time.Duration

	pipelineTimeout time.Duration
)

// timedReader is the intake reader as the pipeline sees it, recording the
// last document read and the time spent reading and re-reading.
type timedReader struct {
	r       *intake.Reader
	doc     *document.Document
	read    time.Duration
	rereads int
}

func (t *timedReader) Read(ctx context.Context, data []byte) (*document.Document, error) {
	start := time.Now()
	doc, err := t.r.Read(ctx, data)
	t.read += time.Since(start)
	t.doc = doc
	return doc, err
}

func (t *timedReader) Reread(ctx context.Context, data []byte, prev *document.Document) (*document.Document, intake.RereadInfo, error) {
	start := time.Now()
	defer func() { t.read += time.Since(start) }()
	return t.r.Reread(ctx, data, prev)
}

func (t *timedReader) RereadBinarized(ctx context.Context, data []byte, prev *document.Document, binarize string) (*document.Document, intake.RereadInfo, error) {
	start := time.Now()
	defer func() { t.read += time.Since(start) }()
	t.rereads++
	return t.r.RereadBinarized(ctx, data, prev, binarize)
}

// outcomes counts the pipeline's re-reading decisions (its Observer).
type outcomes struct{ last string }

func (o *outcomes) StatementReread(string)      {}
func (o *outcomes) LetterReread(outcome string) { o.last = outcome }

// fromMessage turns the API's analysis back into the analyser's type for
// scoring (key numbers, flags and deadlines are what is scored).
func fromMessage(m *papierkramv1.Analysis) *letters.Analysis {
	a := &letters.Analysis{Summary: m.GetSummary(), KeyNumbers: map[string]letters.KeyNumber{}}
	for k, v := range m.GetKeyNumbers() {
		a.KeyNumbers[k] = letters.KeyNumber{Value: v.GetValue(), Page: int(v.GetPage())}
	}
	for _, f := range m.GetReviewFlags() {
		a.Flags = append(a.Flags, letters.Flag{Topic: f.GetTopic(), Severity: f.GetSeverity(), Description: f.GetDescription(), LegalBasis: f.GetLegalBasis(), Page: int(f.GetPage())})
	}
	for _, d := range m.GetDeadlines() {
		a.Deadlines = append(a.Deadlines, letters.Deadline{Name: d.GetName(), Date: d.GetDate(), LegalBasis: d.GetLegalBasis(), Description: d.GetDescription(), Page: int(d.GetPage())})
	}
	return a
}

type result struct {
	docType, mode string
	negative      bool
	keysOK, keysN int
	extraKeys     int
	dlOK, dlN     int
	flagOK, flagN int
	falseAlarms   int
	got422        bool
	failed        bool // intake or analysis error other than 422 (e.g. OCR timeout)
	latency       time.Duration
	analysis      time.Duration // the analysis alone (latency includes intake)
	cpu           time.Duration // CPU of this process and its tools (tesseract, poppler) for the document
	pages         int
}

func run(scans bool, keep string, verbose bool, docspell, only string) error {
	ctx := context.Background()
	samples, err := corpus.Generate()
	if err != nil {
		return err
	}
	if docspell != "" {
		if data, err := os.ReadFile(docspell); err == nil {
			samples = append(samples, corpus.Sample{Name: "negativ_docspell_versicherungskuendigung", DocType: "kuendigung", Negative: true, PDF: data})
		}
	}
	engine, err := ocr.New(ocr.Config{PageTimeout: ocrTimeout, Workers: ocrWorkers, PSM: ocrCfg.PSM, Preprocess: ocrCfg.Preprocess})
	if err != nil {
		return fmt.Errorf("OCR engine: %w", err)
	}
	var icfg intake.Config
	if ocrTimeout > 0 {
		icfg.Timeout = 2 * ocrTimeout
	}
	reader := &timedReader{r: intake.New(icfg, engine)}
	// A fixed clock: "days remaining" texts are then reproducible.
	an := letters.New(letters.Config{Now: func() time.Time { return time.Date(2025, 11, 1, 12, 0, 0, 0, time.UTC) }})
	obs := &outcomes{}
	pipeline := &analysis.Pipeline{Reader: reader, Letters: an, Timeout: pipelineTimeout, Observer: obs}
	retried := map[string]int{}

	type variant struct {
		s    corpus.Sample
		mode string
		pdf  []byte
	}
	var vs []variant
	for i, s := range samples {
		if only != "" && !strings.Contains(s.Name, only) {
			continue
		}
		suffix := ""
		if s.HeldOut {
			suffix = "/heldout"
		}
		vs = append(vs, variant{s, "text" + suffix, s.PDF})
		if scans && !strings.Contains(s.Name, "docspell") {
			scan, err := corpus.Scan(ctx, s.PDF, uint64(i+1)+scanSeed*1000, 300)
			if err != nil {
				return fmt.Errorf("%s: %w", s.Name, err)
			}
			vs = append(vs, variant{s, "scan" + suffix, scan})
		}
	}
	if keep != "" {
		if err := os.MkdirAll(keep, 0o755); err != nil {
			return err
		}
		for _, v := range vs {
			if err := os.WriteFile(filepath.Join(keep, v.s.Name+"_"+strings.ReplaceAll(v.mode, "/", "-")+".pdf"), v.pdf, 0o644); err != nil {
				return err
			}
		}
	}

	var results []result
	for _, v := range vs {
		start, cpu0 := time.Now(), cpuTime()
		reader.doc, reader.read, obs.last = nil, 0, ""
		res, err := pipeline.Analyze(ctx, v.s.DocType, v.pdf)
		lat := time.Since(start)
		doc := reader.doc
		var a *letters.Analysis
		if err == nil {
			a = fromMessage(res.GetAnalysis())
		}
		if dump && doc != nil {
			for _, p := range doc.Pages {
				fmt.Printf("=== %s %s page %d (%s)\n%s", v.s.Name, v.mode, p.Number, p.Source, p.Text())
			}
		}
		r := result{docType: v.s.DocType, mode: v.mode, negative: v.s.Negative, latency: lat, pages: pagesOf(doc), cpu: cpuTime() - cpu0}
		if doc != nil {
			r.analysis = lat - reader.read
		}
		if obs.last != "" {
			retried[obs.last]++
		}
		r.got422 = problem.Is(err, problem.DocumentNotRecognized)
		var problems []string
		if err != nil && !r.got422 {
			// Count it as a miss on everything and go on: one OCR timeout
			// on a loaded machine should not hide the other results.
			r.failed = true
			r.keysN, r.dlN, r.flagN = len(v.s.Keys), len(v.s.Deadlines), len(v.s.Flags)
			problems = append(problems, "error: "+errText(err))
		} else if v.s.Negative {
			if !r.got422 {
				problems = append(problems, "expected 422, got an analysis")
			}
		} else if r.got422 {
			problems = append(problems, "right type answered 422: "+errText(err))
			r.keysN, r.dlN, r.flagN = len(v.s.Keys), len(v.s.Deadlines), len(v.s.Flags)
		} else {
			problems = append(problems, score(&r, v.s, a)...)
		}
		results = append(results, r)
		if verbose && obs.last != "" {
			problems = append(problems, "second reading: "+obs.last)
		}
		if verbose && len(problems) > 0 {
			fmt.Printf("%-45s %-4s %s\n", v.s.Name, v.mode, strings.Join(problems, "; "))
		}
		if timing {
			fmt.Printf("%-45s %-12s pages %d wall %v (analysis %v) cpu %v load %s\n", v.s.Name, v.mode, r.pages,
				r.latency.Round(time.Millisecond), r.analysis.Round(time.Millisecond), r.cpu.Round(10*time.Millisecond), loadAvg())
		}
	}
	report(results)
	fmt.Printf("second readings of troubled scans (%s): resolved %d, used %d, kept the first %d, skipped %d\n", "sauvola",
		retried["resolved"], retried["used"], retried["kept"], retried["skipped"])
	return nil
}

func errText(err error) string {
	var pe *problem.Error
	if errors.As(err, &pe) {
		return pe.Detail
	}
	return err.Error()
}

func pagesOf(d *document.Document) int {
	if d == nil {
		return 1
	}
	return max(1, len(d.Pages))
}

// score compares an analysis with the ground truth and returns the
// mismatches as text.
func score(r *result, s corpus.Sample, a *letters.Analysis) []string {
	var out []string
	for k, want := range s.Keys {
		r.keysN++
		if got, ok := a.KeyNumbers[k]; ok && got.Value == want {
			r.keysOK++
		} else {
			out = append(out, fmt.Sprintf("key %s=%q want %q", k, a.KeyNumbers[k].Value, want))
		}
	}
	for k, v := range a.KeyNumbers {
		if _, ok := s.Keys[k]; !ok {
			r.extraKeys++
			out = append(out, fmt.Sprintf("unexpected key %s=%q", k, v.Value))
		}
	}
	for name, want := range s.Deadlines {
		r.dlN++
		got := ""
		for _, d := range a.Deadlines {
			if d.Name == name {
				got = d.Date
			}
		}
		if got == want {
			r.dlOK++
		} else {
			out = append(out, fmt.Sprintf("deadline %s=%q want %q", name, got, want))
		}
	}
	expected := map[string]bool{}
	for _, f := range s.Flags {
		topic, sev := corpus.Topic(f)
		expected[topic] = true
		r.flagN++
		ok := slices.ContainsFunc(a.Flags, func(x letters.Flag) bool { return x.Topic == topic && (sev == "" || x.Severity == sev) })
		if ok {
			r.flagOK++
		} else {
			out = append(out, "missing flag "+f)
		}
	}
	// Warnings and criticals the ground truth does not expect. Generic
	// reminders that every letter of the type gets are not alarms.
	generic := map[string]bool{"klagefrist": true, "arbeitsuchend": true, "fristlos": true, "zugang": true, "zustellung": true, "feiertage": true}
	for _, f := range a.Flags {
		if (f.Severity == letters.Warning || f.Severity == letters.Critical) && !expected[f.Topic] && !generic[f.Topic] {
			r.falseAlarms++
			out = append(out, "unexpected "+f.Severity+" flag "+f.Topic)
		}
	}
	return out
}

func report(rs []result) {
	type key struct{ docType, mode string }
	groups := map[key][]result{}
	for _, r := range rs {
		groups[key{r.docType, r.mode}] = append(groups[key{r.docType, r.mode}], r)
	}
	var keys []key
	for k := range groups {
		keys = append(keys, k)
	}
	order := map[string]int{"steuerbescheid": 0, "lohnabrechnung": 1, "mahnung": 2, "kuendigung": 3, "bussgeldbescheid": 4}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].mode != keys[j].mode {
			return modeOrder(keys[i].mode) < modeOrder(keys[j].mode)
		}
		return order[keys[i].docType] < order[keys[j].docType]
	})
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "type\tmode\tletters\tkey numbers\tdeadlines\tflag recall\textra keys\tfalse alarms\t422 on mismatch\t422 on right type\terrors\tp50\tp95\tp50/page\tcpu p50/page\t")
	for _, k := range keys {
		var pos, neg []result
		for _, r := range groups[k] {
			if r.negative {
				neg = append(neg, r)
			} else {
				pos = append(pos, r)
			}
		}
		var kOK, kN, dOK, dN, fOK, fN, extra, alarms, wrong422, neg422, failed int
		var lats, perPage, cpuPage []time.Duration
		for _, r := range pos {
			kOK += r.keysOK
			kN += r.keysN
			dOK += r.dlOK
			dN += r.dlN
			fOK += r.flagOK
			fN += r.flagN
			extra += r.extraKeys
			alarms += r.falseAlarms
			if r.failed {
				failed++
			}
			if r.got422 {
				wrong422++
			}
			lats = append(lats, r.latency)
			perPage = append(perPage, r.latency/time.Duration(r.pages))
			cpuPage = append(cpuPage, r.cpu/time.Duration(r.pages))
		}
		for _, r := range neg {
			if r.failed {
				failed++
			}
			if r.got422 {
				neg422++
			}
			lats = append(lats, r.latency)
			perPage = append(perPage, r.latency/time.Duration(r.pages))
			cpuPage = append(cpuPage, r.cpu/time.Duration(r.pages))
		}
		fmt.Fprintf(tw, "%s\t%s\t%d+%d neg\t%s\t%s\t%s\t%d\t%d\t%s\t%d/%d\t%d\t%s\t%s\t%s\t%s\t\n", k.docType, k.mode, len(pos), len(neg),
			ratio(kOK, kN), ratio(dOK, dN), ratio(fOK, fN), extra, alarms, ratio(neg422, len(neg)), wrong422, len(pos), failed,
			pct(lats, 50), pct(lats, 95), pct(perPage, 50), pct(cpuPage, 50))
	}
	tw.Flush()
	fmt.Println("load average at the end:", loadAvg())
}

func modeOrder(m string) int {
	return map[string]int{"text": 0, "scan": 1, "text/heldout": 2, "scan/heldout": 3}[m]
}

func ratio(a, b int) string {
	if b == 0 {
		return "–"
	}
	return fmt.Sprintf("%.3f (%d/%d)", float64(a)/float64(b), a, b)
}

func pct(ds []time.Duration, p int) string {
	if len(ds) == 0 {
		return "–"
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	i = min(max(i-1, 0), len(s)-1)
	return s[i].Round(time.Millisecond).String()
}

// cpuTime is the CPU time of this process and its finished children (the
// OCR and PDF tools); documents are read one after another, so the
// difference around one document is that document's cost whatever else
// runs on the machine.
func cpuTime() time.Duration {
	var total time.Duration
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) == nil {
			total += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	return total
}

func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
