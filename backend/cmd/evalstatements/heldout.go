package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"time"

	"papierkram/backend/intake"
	"papierkram/backend/statement"
	"papierkram/backend/statement/synth"
)

// Held-out evaluation: layouts from synth.HeldOutLayouts(), which the
// extractor was never tuned on, read through the same intake and
// extraction as the digital and scan variants. Their seeds (5000+ digital,
// 6000+ scan) are disjoint from the tuned variants' (1+, 1000+, 2000+).
// The numbers say how the extractor generalises to conventions it has not
// seen; once anyone tunes on these layouts they no longer do.

//
// Sealed evaluation: layouts from synth.SealedLayouts(), a second held-out
// batch written when the first went into tuning. Seeds 7000+ (digital) and
// 8000+ (scan). Nobody tunes on them: their mismatches are for the final
// report, not for the extractor.
//
// Sealed batch 3: layouts from synth.Sealed2Layouts() (hy-*), written when
// the second batch went into tuning. Seeds 9000+ (digital) and 9500+
// (scan). Never tuned on, like "sealed".

const (
	heldOutBase     = 5000
	heldOutScanBase = 6000
	sealedBase      = 7000
	sealedScanBase  = 8000
	sealed2Base     = 9000
	sealed2ScanBase = 9500
)

// heldOutVariants: the held-out variants, their layouts and seeds.
var heldOutVariants = []struct {
	name    string
	scan    bool
	base    uint64
	layouts func() []string
}{
	{"heldout", false, heldOutBase, synth.HeldOutLayouts},
	{"heldout-scan", true, heldOutScanBase, synth.HeldOutLayouts},
	{"sealed", false, sealedBase, synth.SealedLayouts},
	{"sealed-scan", true, sealedScanBase, synth.SealedLayouts},
	{"sealed2", false, sealed2Base, synth.Sealed2Layouts},
	{"sealed2-scan", true, sealed2ScanBase, synth.Sealed2Layouts},
}

// heldOutLayouts is all (synth.HeldOutLayouts() or synth.SealedLayouts()),
// narrowed by -layouts when that names some of them.
func heldOutLayouts(o options, all []string) []string {
	var named []string
	for _, l := range o.layouts {
		if slices.Contains(all, l) {
			named = append(named, l)
		}
	}
	if len(named) > 0 {
		return named
	}
	return all
}

// evalHeldOut runs the "heldout" and "sealed" (text-layer PDFs, -n seeds
// per layout) and "heldout-scan" and "sealed-scan" (-scan-n scans per
// layout, at most -max-tx bookings, scanner parameters as the scan
// variant) variants that want asks for.
func evalHeldOut(ctx context.Context, w io.Writer, o options, want map[string]bool, rd *intake.Reader, cell func(v, l string) *agg) error {
	for _, hv := range heldOutVariants {
		variant := hv.name
		if !want[variant] {
			continue
		}
		count, base := o.n, hv.base
		if hv.scan {
			count = o.scanN
		}
		for _, layout := range heldOutLayouts(o, hv.layouts()) {
			c := cell(variant, layout)
			for i := 0; i < count; i++ {
				seed := base + uint64(i)
				opt := synth.Options{}
				if hv.scan {
					opt.MaxTransactions = o.maxTx
				}
				st, err := synth.GenerateWith(layout, seed, opt)
				if err != nil {
					return err
				}
				var input []byte
				ext := "pdf"
				if !hv.scan {
					input, err = st.PDF()
				} else {
					input, ext, err = st.Scanned(ctx, synth.ScanParams(seed))
				}
				if err != nil {
					return fmt.Errorf("%s/%s/%d: %w", variant, layout, seed, err)
				}
				if o.keep != "" {
					name := fmt.Sprintf("%s-%s-%d", layout, variant, seed)
					_ = os.WriteFile(filepath.Join(o.keep, name+"."+ext), input, 0o644)
					tj, _ := json.MarshalIndent(st.Truth, "", " ")
					_ = os.WriteFile(filepath.Join(o.keep, name+".truth.json"), tj, 0o644)
				}
				start := time.Now()
				doc, err := rd.Read(ctx, input)
				var res *statement.Result
				if err == nil {
					res, err = statement.Extract(ctx, doc)
				}
				d := time.Since(start)
				var got []statement.Transaction
				if err != nil {
					c.errs++
					fmt.Fprintf(w, "  error %s/%s seed %d: %v\n", variant, layout, seed, err)
				} else {
					got = res.Transactions
				}
				sc := synth.Compare(st.Truth.Transactions, got)
				c.add(sc, d)
				if o.verbose && !sc.FullyCorrect {
					recon := ""
					if res != nil {
						recon = res.Info.Reconciliation.Status
					}
					fmt.Fprintf(w, "  %s/%s seed %d (%d pages, %d rows): tp=%d fp=%d fn=%d recon=%s\n", variant, layout, seed, st.Truth.Pages, len(st.Truth.Transactions), sc.TP, sc.FP, sc.FN, recon)
					for k, m := range sc.Mismatches {
						if k >= 8 {
							fmt.Fprintf(w, "      ... %d more\n", len(sc.Mismatches)-k)
							break
						}
						fmt.Fprintln(w, "     ", m)
					}
				}
			}
		}
	}
	return nil
}
