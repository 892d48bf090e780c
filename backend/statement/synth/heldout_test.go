package synth

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"papierkram/backend/german"
)

// batchCases are the held-out layout batches, each written while the
// one before went into tuning, with the seeds the eval draws them with.
var batchCases = []struct {
	name     string
	prefix   string
	layouts  func() []string
	seeds    []uint64 // eval seeds: digital and scan
	maxPages int
	// extra is how many bookings a layout may add to the scan variants'
	// cap (Options.MaxTransactions): hx-depot's securities settlements.
	extra int
}{
	{"held-out", "ho-", HeldOutLayouts, []uint64{5001, 5002, 6000}, 6, 1},
	{"sealed", "hx-", SealedLayouts, []uint64{7000, 7001, 8000}, 6, 4},
	{"sealed batch 3", "hy-", Sealed2Layouts, []uint64{9000, 9009, 9500}, 4, 1},
	{"sealed batch 4", "hz-", Sealed3Layouts, []uint64{10000, 10009, 10500}, 4, 0},
	{"sealed batch 5", "hw-", Sealed4Layouts, []uint64{11000, 11009, 11500}, 4, 0},
	{"sealed batch 6", "hv-", Sealed5Layouts, []uint64{12000, 12009, 12500}, 4, 0},
	{"sealed batch 7", "hu-", Sealed6Layouts, []uint64{13000, 13009, 13500}, 4, 0},
	{"sealed batch 8", "ht-", Sealed7Layouts, []uint64{14000, 14009, 14500}, 4, 0},
	{"sealed batch 9", "hs-", Sealed8Layouts, []uint64{15000, 15009, 15500}, 4, 0},
	{"sealed batch 10", "hr-", Sealed9Layouts, []uint64{16000, 16009, 16500}, 4, 0},
	{"sealed batch 11", "hq-", Sealed10Layouts, []uint64{17000, 17009, 17500}, 4, 0},
	{"sealed batch 12", "hp-", Sealed11Layouts, []uint64{18000, 18009, 18500}, 4, 0},
	{"sealed batch 13", "hn-", Sealed12Layouts, []uint64{19000, 19009, 19500}, 4, 0},
	{"sealed batch 14", "hm-", Sealed13Layouts, []uint64{20000, 20009, 20500}, 4, 0},
	{"sealed batch 15", "hl-", Sealed14Layouts, []uint64{21000, 21009, 21500}, 4, 0},
	{"sealed batch 16", "hk-", Sealed15Layouts, []uint64{22000, 22009, 22500}, 6, 0},
}

// TestHeldOutBatches: every held-out layout has a new name of its batch
// outside every other list, generates deterministically (truth and PDF
// bytes), renders a PDF of 1..maxPages pages, and has truth rows without
// duplicates, with valid dates inside the period, valid IBANs, one-line
// purposes, and balances that add up (opening + Σ = closing), also with
// the scan variants' cap on bookings.
func TestHeldOutBatches(t *testing.T) {
	seen := map[string]string{}
	for _, l := range Layouts() {
		seen[l] = "Layouts()"
	}
	for _, b := range batchCases {
		if len(b.layouts()) < 6 {
			t.Errorf("%s: %d layouts, want at least 6", b.name, len(b.layouts()))
		}
		for _, l := range b.layouts() {
			if other, ok := seen[l]; ok || !strings.HasPrefix(l, b.prefix) {
				t.Errorf("%s: %s must be a new %s* name (also in %s)", b.name, l, b.prefix, other)
			}
			seen[l] = b.name
			for _, seed := range append([]uint64{1, 2, 3}, b.seeds...) {
				checkHeldOut(t, l, seed, Options{}, b.maxPages, 0)
			}
			checkHeldOut(t, l, b.seeds[len(b.seeds)-1], Options{MaxTransactions: 14}, b.maxPages, b.extra)
		}
	}
}

func checkHeldOut(t *testing.T, l string, seed uint64, opt Options, maxPages, extra int) {
	t.Helper()
	a, err := GenerateWith(l, seed, opt)
	if err != nil {
		t.Fatalf("%s/%d: %v", l, seed, err)
	}
	b, _ := GenerateWith(l, seed, opt)
	ja, _ := json.Marshal(a.Truth)
	jb, _ := json.Marshal(b.Truth)
	if !bytes.Equal(ja, jb) {
		t.Errorf("%s/%d: truth differs between runs", l, seed)
	}
	pa, err := a.PDF()
	if err != nil {
		t.Fatalf("%s/%d: %v", l, seed, err)
	}
	pb, _ := b.PDF()
	if !bytes.Equal(pa, pb) {
		t.Errorf("%s/%d: PDF bytes differ between runs", l, seed)
	}
	if !bytes.HasPrefix(pa, []byte("%PDF-")) {
		t.Errorf("%s/%d: not a PDF", l, seed)
	}
	tr := a.Truth
	if len(tr.Transactions) == 0 {
		t.Errorf("%s/%d: no truth rows", l, seed)
	}
	if tr.Pages < 1 || tr.Pages > maxPages {
		t.Errorf("%s/%d: %d pages, want 1–%d", l, seed, tr.Pages, maxPages)
	}
	if m := opt.MaxTransactions; m > 0 && len(tr.Transactions) > m+extra {
		t.Errorf("%s/%d: %d rows with MaxTransactions %d", l, seed, len(tr.Transactions), m)
	}
	open, err1 := german.ParseAmount(tr.Opening)
	cl, err2 := german.ParseAmount(tr.Closing)
	if err1 != nil || err2 != nil {
		t.Fatalf("%s/%d: balances %q %q", l, seed, tr.Opening, tr.Closing)
	}
	start, _ := german.ParseDate(tr.PeriodStart)
	end, _ := german.ParseDate(tr.PeriodEnd)
	sum := open
	rows := map[TruthTx]bool{}
	for _, x := range tr.Transactions {
		if rows[x] {
			t.Errorf("%s/%d: duplicate truth row %+v", l, seed, x)
		}
		rows[x] = true
		a, err := german.ParseAmount(x.Amount)
		if err != nil {
			t.Fatalf("%s/%d: amount %q: %v", l, seed, x.Amount, err)
		}
		bd, err := german.ParseDate(x.BookingDate)
		if err != nil {
			t.Errorf("%s/%d: booking date %q", l, seed, x.BookingDate)
		} else if bd.Before(start) || bd.After(end) {
			t.Errorf("%s/%d: booking date %s outside %s..%s", l, seed, bd, start, end)
		}
		if x.ValueDate != "" {
			if _, err := german.ParseDate(x.ValueDate); err != nil {
				t.Errorf("%s/%d: value date %q", l, seed, x.ValueDate)
			}
		}
		if strings.Contains(x.Purpose, "\n") || strings.HasPrefix(x.Purpose, "Referenz:") {
			t.Errorf("%s/%d: purpose %q", l, seed, x.Purpose)
		}
		sum += a
		if x.IBAN != "" && !german.ValidIBAN(x.IBAN) {
			t.Errorf("%s/%d: invalid IBAN %s", l, seed, x.IBAN)
		}
	}
	if sum != cl {
		t.Errorf("%s/%d: opening + Σ = %v, closing %v", l, seed, sum, cl)
	}
}

// TestHeldOutPages: across the eval's seeds each layout of the latest
// batch covers statements of one page and of several pages.
func TestHeldOutPages(t *testing.T) {
	b := batchCases[len(batchCases)-1]
	for _, l := range b.layouts() {
		pages := map[int]int{}
		for seed := b.seeds[0]; seed < b.seeds[0]+10; seed++ {
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			pages[st.Truth.Pages]++
		}
		t.Logf("%s: pages %v", l, pages)
		if pages[1] == 0 && len(pages) < 2 {
			t.Errorf("%s: pages %v, want some variety", l, pages)
		}
	}
}

// checkBatchSeeds runs the batch checks over n digital seeds from digital
// and ten scan seeds from scan with the eval's default cap (-max-tx 24),
// and wants each layout to have one-page statements and, unless short
// names it, longer ones too.
func checkBatchSeeds(t *testing.T, layouts []string, digital uint64, n int, scan uint64, short map[string]bool) {
	t.Helper()
	for _, l := range layouts {
		pages := map[int]int{}
		for seed := digital; seed < digital+uint64(n); seed++ {
			checkHeldOut(t, l, seed, Options{}, 4, 0)
			st, err := Generate(l, seed)
			if err != nil {
				t.Fatal(err)
			}
			pages[st.Truth.Pages]++
		}
		t.Logf("%s: pages %v", l, pages)
		if pages[1] == 0 || (!short[l] && len(pages) < 2) {
			t.Errorf("%s: pages %v, want one-page and longer statements", l, pages)
		}
		for seed := scan; seed < scan+10; seed++ {
			checkHeldOut(t, l, seed, Options{MaxTransactions: 24}, 4, 0)
		}
	}
}
