// Package german parses and formats German notation: amounts ("1.234,56",
// "-12,00", "12,00-", "12,00 S"), dates ("31.12.2025", "31.12.", "3. März
// 2025") and IBANs. Amounts are integer cents so that sums reconcile exactly.
package german

import (
	"errors"
	"strconv"
	"strings"
)

// Cents is an amount of money in euro cents (or the minor unit of the
// statement's currency).
type Cents int64

var ErrNotAmount = errors.New("not a German amount")

// ParseAmount reads an amount in German notation. It accepts a leading or
// trailing sign (-, +, or the Unicode minus), thousands dots or thin spaces,
// a decimal comma with exactly two digits, an optional currency (€, EUR) and
// the Soll/Haben markers "S" (debit) and "H" (credit) after the number.
// Plain integers without a decimal comma are rejected: on a statement they
// are almost always reference numbers, not money.
func ParseAmount(s string) (Cents, error) {
	s = strings.TrimSpace(s)
	s = strings.NewReplacer("\u2212", "-", "\u2013", "-", "\u00a0", " ", "\u202f", " ").Replace(s)
	neg, sign := false, false
	trim := func() { s = strings.TrimSpace(s) }
	trim()
	// currency before or after
	for _, cur := range []string{"EUR", "€"} {
		if strings.HasPrefix(s, cur) {
			s = s[len(cur):]
			trim()
		}
		if strings.HasSuffix(s, cur) {
			s = s[:len(s)-len(cur)]
			trim()
		}
	}
	switch {
	case strings.HasSuffix(s, " S") || strings.HasSuffix(s, "S") && len(s) > 1 && isDigit(s[len(s)-2]):
		neg, sign = true, true
		s = strings.TrimSuffix(s, "S")
	case strings.HasSuffix(s, " H") || strings.HasSuffix(s, "H") && len(s) > 1 && isDigit(s[len(s)-2]):
		sign = true
		s = strings.TrimSuffix(s, "H")
	}
	trim()
	if !sign && strings.HasSuffix(s, "-") {
		neg, sign = true, true
		s = strings.TrimSuffix(s, "-")
	} else if !sign && strings.HasSuffix(s, "+") {
		sign = true
		s = strings.TrimSuffix(s, "+")
	}
	trim()
	for _, cur := range []string{"EUR", "€"} {
		if strings.HasSuffix(s, cur) {
			s = strings.TrimSpace(s[:len(s)-len(cur)])
		}
	}
	if strings.HasPrefix(s, "-") {
		if sign {
			return 0, ErrNotAmount
		}
		neg, sign = true, true
		s = s[1:]
	} else if strings.HasPrefix(s, "+") {
		if sign {
			return 0, ErrNotAmount
		}
		sign = true
		s = s[1:]
	}
	trim()
	for _, cur := range []string{"EUR", "€"} {
		if strings.HasPrefix(s, cur) {
			s = strings.TrimSpace(s[len(cur):])
		}
	}
	comma := strings.LastIndexByte(s, ',')
	if comma < 1 || len(s)-comma-1 != 2 {
		return 0, ErrNotAmount
	}
	intPart, frac := s[:comma], s[comma+1:]
	if !allDigits(frac) {
		return 0, ErrNotAmount
	}
	// Thousands groups: "1.234.567" or "1 234 567"; groups after the first
	// must have exactly three digits.
	var digits strings.Builder
	groups := strings.FieldsFunc(intPart, func(r rune) bool { return r == '.' || r == ' ' })
	if len(groups) == 0 {
		return 0, ErrNotAmount
	}
	if len(groups) > 1 && strings.Count(intPart, ".")+strings.Count(intPart, " ") != len(groups)-1 {
		return 0, ErrNotAmount
	}
	for i, g := range groups {
		if !allDigits(g) || g == "" || (i > 0 && len(g) != 3) || (i == 0 && len(groups) > 1 && len(g) > 3) {
			return 0, ErrNotAmount
		}
		digits.WriteString(g)
	}
	d := digits.String()
	if len(d) > 15 {
		return 0, ErrNotAmount
	}
	n, err := strconv.ParseInt(d+frac, 10, 64)
	if err != nil {
		return 0, ErrNotAmount
	}
	if neg {
		n = -n
	}
	return Cents(n), nil
}

// String formats c in German notation with a leading minus for negative
// amounts and no currency: -1.234,56.
func (c Cents) String() string {
	n := int64(c)
	neg := n < 0
	if neg {
		n = -n
	}
	euros := strconv.FormatInt(n/100, 10)
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range euros {
		if i > 0 && (len(euros)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	b.WriteByte(',')
	frac := n % 100
	b.WriteByte(byte('0' + frac/10))
	b.WriteByte(byte('0' + frac%10))
	return b.String()
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}
