package synth

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"
)

// A batch of held-out layouts hooks into the generator with its own draw
// of the statement (nil: the tuned layouts' bookings) and its renderer.
// Each batch was written while the one before it went into tuning; the
// layouts stay out of Layouts().
type batch struct {
	layouts func() []string
	draw    func(*gen)
	render  func(*gen, *flow, *Statement)
}

func heldOutBatches() []batch {
	return []batch{
		{HeldOutLayouts, nil, (*gen).renderHeldOut},
		{SealedLayouts, (*gen).sealedSetup, (*gen).renderSealed},
		{Sealed2Layouts, (*gen).sealed2Setup, (*gen).renderSealed2},
		{Sealed3Layouts, (*gen).sealed3Setup, (*gen).renderSealed3},
		{Sealed4Layouts, (*gen).sealed4Setup, (*gen).renderSealed4},
		{Sealed5Layouts, (*gen).sealed5Setup, (*gen).renderSealed5},
		{Sealed6Layouts, (*gen).sealed6Setup, (*gen).renderSealed6},
		{Sealed7Layouts, (*gen).sealed7Setup, (*gen).renderSealed7},
		{Sealed8Layouts, (*gen).sealed8Setup, (*gen).renderSealed8},
		{Sealed9Layouts, (*gen).sealed9Setup, (*gen).renderSealed9},
		{Sealed10Layouts, (*gen).sealed10Setup, (*gen).renderSealed10},
		{Sealed11Layouts, (*gen).sealed11Setup, (*gen).renderSealed11},
		{Sealed12Layouts, (*gen).sealed12Setup, (*gen).renderSealed12},
		{Sealed13Layouts, (*gen).sealed13Setup, (*gen).renderSealed13},
		{Sealed14Layouts, (*gen).sealed14Setup, (*gen).renderSealed14},
		{Sealed15Layouts, (*gen).sealed15Setup, (*gen).renderSealed15},
		{Sealed16Layouts, (*gen).sealed16Setup, (*gen).renderSealed16},
		{Sealed17Layouts, (*gen).sealed17Setup, (*gen).renderSealed17},
		{Sealed18Layouts, (*gen).sealed18Setup, (*gen).renderSealed18},
		{Sealed19Layouts, (*gen).sealed19Setup, (*gen).renderSealed19},
		{Sealed20Layouts, (*gen).sealed20Setup, (*gen).renderSealed20},
		{Sealed21Layouts, (*gen).sealed21Setup, (*gen).renderSealed21},
		{Sealed22Layouts, (*gen).sealed22Setup, (*gen).renderSealed22},
		{Sealed23Layouts, (*gen).sealed23Setup, (*gen).renderSealed23},
		{Sealed24Layouts, (*gen).sealed24Setup, (*gen).renderSealed24},
	}
}

// batchOf returns the held-out batch layout belongs to.
func batchOf(layout string) (batch, bool) {
	for _, b := range heldOutBatches() {
		if slices.Contains(b.layouts(), layout) {
			return b, true
		}
	}
	return batch{}, false
}

// redraw gives the layout its own random stream and draws the statement
// again: layouts whose names have the same length would otherwise share
// the seed's bookings. prefix and salt keep each batch's streams apart.
func (g *gen) redraw(prefix string, salt uint64) {
	h := fnv.New64a()
	h.Write([]byte(prefix + g.layout + "|" + g.iban))
	g.r = rand.New(rand.NewPCG(h.Sum64(), salt))
	g.txs, g.chosen = nil, nil
	g.setup()
}

// thinning says how a batch's draw drops bookings to fit its pages.
type thinning struct {
	keep func(tx) bool // not dropped while other bookings are left (nil: none kept)
	// stop: when only kept bookings are left, stop; otherwise drop from
	// them too.
	stop bool
	// group returns how many bookings from index i go together (a
	// foreign purchase and its charge); nil: one.
	group func(txs []tx, i int) int
}

// thin drops bookings at random until at most limit remain, or the scan
// variants' cap (Options.MaxTransactions) when that is lower, and
// returns the limit it applied.
func (g *gen) thin(limit int, th thinning) int {
	if g.opt.MaxTransactions > 0 {
		limit = min(limit, g.opt.MaxTransactions)
	}
	for len(g.txs) > limit {
		var cand []int
		for i, t := range g.txs {
			if th.keep == nil || !th.keep(t) {
				cand = append(cand, i)
			}
		}
		if len(cand) == 0 {
			if th.stop {
				break
			}
			for i := range g.txs {
				cand = append(cand, i)
			}
		}
		i := cand[g.r.IntN(len(cand))]
		n := 1
		if th.group != nil {
			n = th.group(g.txs, i)
		}
		g.txs = append(g.txs[:i], g.txs[i+n:]...)
	}
	return limit
}

// branch is a bank's branch a batch's layout draws its account from.
type branch struct{ name, blz, bic, office string }

// drawBranch gives the layout's statement one of its banks' branches (if
// banks lists the layout), an account number at it, and notes the
// branch's address under key.
func (g *gen) drawBranch(banks map[string][]branch, key string) {
	bs, ok := banks[g.layout]
	if !ok {
		return
	}
	b := bs[g.r.IntN(len(bs))]
	g.bank, g.bic = b.name, b.bic
	g.iban = makeIBAN(b.blz, g.r.Uint64())
	g.note(key, b.office)
}
