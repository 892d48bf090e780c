package synth

import "testing"

// TestHexRef: the batches' references keep their first twelve hex digits,
// and a small number (fewer than twelve digits) no longer panics.
func TestHexRef(t *testing.T) {
	for _, tc := range []struct {
		v    uint64
		want string
	}{
		{0xABCDEF0123456789, "ABCDEF012345"},
		{0x0FEDCBA987654321, "FEDCBA987654"}, // fifteen digits: unpadded, as drawn
		{0x123456789AB, "0123456789AB"},      // eleven digits
		{1, "000000000001"},
	} {
		if got := hexRef(tc.v); got != tc.want {
			t.Errorf("hexRef(%#x) = %q, want %q", tc.v, got, tc.want)
		}
	}
}
