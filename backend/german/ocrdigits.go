package german

import "fmt"

// ocrDigitSwaps lists, per digit, the digits tesseract's German model
// mistakes it for on noisy scans and photos (closed loops and open bowls:
// 0 6 8 9 3 5; strokes: 1 4 7, 2 7). Measured on the letter scans
// ("55,10" read as "85,10", "2.558,60" as "2.598,60", "3,50" as "3,90")
// and the statement photos ("37,37" read as "31,37", "57,75" as "57,15").
var ocrDigitSwaps = map[byte]string{
	'0': "689", '1': "47", '2': "7", '3': "5689", '4': "1", '5': "3689",
	'6': "0589", '7': "12", '8': "03569", '9': "0358",
}

// DigitConfusions returns the amounts that differ from v in exactly one
// digit by a typical OCR confusion, with v's sign (leading zeros are not
// digits of the print).
func DigitConfusions(v Cents) []Cents {
	neg := v < 0
	if neg {
		v = -v
	}
	s := fmt.Sprintf("%03d", int64(v))
	var out []Cents
	for i := range len(s) {
		for _, r := range ocrDigitSwaps[s[i]] {
			if i == 0 && r == '0' && len(s) > 3 {
				continue // would drop a leading digit: a different length of print
			}
			b := []byte(s)
			b[i] = byte(r)
			var n int64
			fmt.Sscan(string(b), &n)
			c := Cents(n)
			if neg {
				c = -c
			}
			out = append(out, c)
		}
	}
	return out
}

// DateConfusions returns the valid dates that differ from d in exactly one
// digit of its DD.MM.YYYY print by a typical OCR confusion.
func DateConfusions(d Date) []Date {
	s := []byte(d.String()) // DD.MM.YYYY
	var out []Date
	for i, c := range s {
		if c < '0' || c > '9' {
			continue
		}
		for _, r := range ocrDigitSwaps[c] {
			b := append([]byte(nil), s...)
			b[i] = byte(r)
			if v, err := ParseDate(string(b)); err == nil && v.String() == string(b) {
				out = append(out, v)
			}
		}
	}
	return out
}
