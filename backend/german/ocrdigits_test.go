package german

import (
	"slices"
	"testing"
)

func TestDigitConfusions(t *testing.T) {
	tests := []struct {
		v    Cents
		want Cents // must be among the variants
		not  Cents // must not be
	}{
		{390, 350, 340},          // 3,90 read for 3,50
		{8510, 5510, 7510},       // 85,10 for 55,10
		{259860, 255860, 259861}, // 2.598,60 for 2.558,60
		{3137, 3737, 3130},       // 31,37 for 37,37 (statement photo)
		{-4000, -4600, -4001},
	}
	for _, tt := range tests {
		vs := DigitConfusions(tt.v)
		if !slices.Contains(vs, tt.want) || slices.Contains(vs, tt.not) {
			t.Errorf("DigitConfusions(%v) = %v: want %v in, %v out", tt.v, vs, tt.want, tt.not)
		}
		if slices.Contains(vs, tt.v) {
			t.Errorf("DigitConfusions(%v) contains the value itself", tt.v)
		}
	}
}
