package webapp

import (
	"sort"
	"strings"
)

// sortRows returns the indexes of rows ordered by column col. Dates and
// amounts in German notation sort by value, everything else by text; the
// sort is stable so equal values keep the statement's order.
func sortRows(rows [][]string, col int, desc bool) []int {
	idx := make([]int, len(rows))
	for i := range idx {
		idx[i] = i
	}
	if col < 0 {
		return idx
	}
	cell := func(i int) string {
		if col < len(rows[i]) {
			return rows[i][col]
		}
		return ""
	}
	less := func(a, b string) bool {
		if da, ok := germanDate(a); ok {
			if db, ok := germanDate(b); ok {
				return da.Before(db)
			}
		}
		if aa, ok := germanAmount(a); ok {
			if ab, ok := germanAmount(b); ok {
				return aa < ab
			}
		}
		return strings.ToLower(a) < strings.ToLower(b)
	}
	sort.SliceStable(idx, func(i, j int) bool {
		a, b := cell(idx[i]), cell(idx[j])
		if desc {
			return less(b, a)
		}
		return less(a, b)
	})
	return idx
}
