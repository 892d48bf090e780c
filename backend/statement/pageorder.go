package statement

import (
	"regexp"
	"sort"
	"strconv"

	"papierkram/backend/document"
)

// Pages out of order: a stack of statements fed into a scanner face
// down, or two Auszüge scanned back to front, arrive in reverse (or
// shuffled) page order. Read in file order, the later statement's
// opening balance comes first and the earlier one's closing balance
// last, so the file's balances are the middle ones and nothing
// reconciles. German statements number their sheets on every page
// ("Blatt 2 von 3", "Seite 1 von 2") and name the statement in the head
// ("Kontoauszug 4/2022", "Auszug Nr. 7/2024"). When every page carries
// its sheet number or its statement number, either every page or none
// its statement number, and these keys are all distinct and consistent
// (sheet numbers of one statement within its "von n", read on all its
// pages or on none), the pages are put in the order of (year,
// statement, sheet). Anything less leaves the file's order: a
// page without its number cannot be placed.

var (
	reSheetOf  = regexp.MustCompile(`(?i)\b(?:blatt|seite)\s+(\d{1,3})\s+(?:von|/)\s+(\d{1,3})\b`)
	reAuszugNr = regexp.MustCompile(`(?i)\b(?:konto)?auszug(?:\s+nr\.?)?\s+(\d{1,3})\s*/\s*((?:19|20)\d{2})\b`)
)

// pageKey is where a page belongs: its statement and sheet.
type pageKey struct {
	year, nr, sheet, of int
	iban                string // the first IBAN of the page's head, if any
}

// orderPages returns doc with its pages in statement and sheet order
// and, when it moved any, the file's page number of each page of the
// result (nil otherwise).
func orderPages(doc *document.Document) (*document.Document, []int) {
	if len(doc.Pages) < 2 || len(doc.Pages) > 200 {
		return doc, nil
	}
	keys := make([]pageKey, len(doc.Pages))
	numbered := 0
	for i := range doc.Pages {
		k, ok := readPageKey(&doc.Pages[i])
		if !ok {
			return doc, nil
		}
		if k.nr > 0 {
			numbered++
		}
		keys[i] = k
	}
	if numbered != 0 && numbered != len(keys) {
		return doc, nil
	}
	// One account's statements only: files that merge the statements of
	// several accounts keep their order (each account has its own
	// numbering), so the heads must not name two accounts, and the
	// statements must follow each other (4/2022, 5/2022; 12/2025,
	// 1/2026), as the Auszüge of one account printed together do.
	iban := ""
	for _, k := range keys {
		if k.iban != "" && iban != "" && k.iban != iban {
			return doc, nil
		}
		if k.iban != "" {
			iban = k.iban
		}
	}
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	less := func(a, b pageKey) bool {
		if a.year != b.year {
			return a.year < b.year
		}
		if a.nr != b.nr {
			return a.nr < b.nr
		}
		return a.sheet < b.sheet
	}
	sort.SliceStable(idx, func(i, j int) bool { return less(keys[idx[i]], keys[idx[j]]) })
	moved := false
	for i := range idx {
		if idx[i] != i {
			moved = true
		}
		if i > 0 {
			a, b := keys[idx[i-1]], keys[idx[i]]
			if a.year == b.year && a.nr == b.nr && (a.sheet == b.sheet || a.of != b.of) {
				return doc, nil // two pages claim one place, or disagree on the count
			}
			if (a.year != b.year || a.nr != b.nr) && !(b.year == a.year && b.nr == a.nr+1 || b.year == a.year+1 && b.nr == 1) {
				return doc, nil // not the next statement of one series
			}
		}
	}
	if !moved {
		return doc, nil
	}
	out := make([]document.Page, len(idx))
	orig := make([]int, len(idx))
	for i, j := range idx {
		out[i] = doc.Pages[j]
		orig[i] = doc.Pages[j].Number
		out[i].Number = i + 1
	}
	nd := *doc
	nd.Pages = out
	return &nd, orig
}

// readPageKey reads the sheet number and the statement number from the
// head (or foot) of a page: its top and bottom fifth.
func readPageKey(p *document.Page) (pageKey, bool) {
	var k pageKey
	sheet := false
	for _, l := range p.Lines() {
		if p.Height > 0 && l.Box.Y0 > 0.2*p.Height && l.Box.Y1 < 0.8*p.Height {
			continue
		}
		s := l.Text()
		if k.iban == "" {
			if ibs := findIBANs(s); len(ibs) > 0 {
				k.iban = ibs[0]
			}
		}
		if m := reSheetOf.FindStringSubmatch(s); m != nil {
			n, _ := strconv.Atoi(m[1])
			of, _ := strconv.Atoi(m[2])
			if n < 1 || n > of || sheet && (k.sheet != n || k.of != of) {
				return k, false
			}
			k.sheet, k.of, sheet = n, of, true
		}
		if m := reAuszugNr.FindStringSubmatch(s); m != nil {
			nr, _ := strconv.Atoi(m[1])
			y, _ := strconv.Atoi(m[2])
			if k.nr > 0 && (k.nr != nr || k.year != y) {
				return k, false
			}
			k.nr, k.year = nr, y
		}
	}
	// A statement of one sheet may have its sheet number lost (a scan's
	// small print read as "latt 1 1"): its statement number still
	// places it, as long as no other page claims the same one.
	return k, sheet || k.nr > 0
}
