package german

import (
	"testing"
	"time"
)

func TestParseAmount(t *testing.T) {
	tests := []struct {
		in   string
		want Cents
		ok   bool
	}{
		{"1.234,56", 123456, true},
		{"-1.234,56", -123456, true},
		{"1.234,56-", -123456, true},
		{"119,00-", -11900, true},
		{"130,00+", 13000, true},
		{"+6,60€", 660, true},
		{"- 3.753,00 €", -375300, true},
		{"- 40,00", -4000, true},
		{"42,13 S", -4213, true},
		{"8.389,60 H", 838960, true},
		{"0,00", 0, true},
		{"12,5", 0, false},
		{"1234", 0, false},
		{"1,234.56", 0, false},
		{"12.34,56", 0, false},
		{"1.2345,00", 0, false},
		{"EUR 1.000,00", 100000, true},
		{"1 000,00", 100000, true},
		{"−5,00", -500, true},
		{"--5,00", 0, false},
		{"", 0, false},
		{",00", 0, false},
		{"abc,de", 0, false},
		{"1.000.000,01", 100000001, true},
	}
	for _, tt := range tests {
		got, err := ParseAmount(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseAmount(%q) = %d, %v; want %d, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestCentsString(t *testing.T) {
	tests := []struct {
		in   Cents
		want string
	}{
		{0, "0,00"}, {5, "0,05"}, {-5, "-0,05"}, {123456, "1.234,56"}, {-123456789, "-1.234.567,89"}, {100000, "1.000,00"},
	}
	for _, tt := range tests {
		if got := tt.in.String(); got != tt.want {
			t.Errorf("%d.String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseDate(t *testing.T) {
	tests := []struct {
		in   string
		want Date
		ok   bool
	}{
		{"31.12.2025", D(2025, 12, 31), true},
		{"1.2.2025", D(2025, 2, 1), true},
		{"03.08.23", D(2023, 8, 3), true},
		{"29.02.2023", Date{}, false},
		{"29.02.2024", D(2024, 2, 29), true},
		{"2025-03-01", D(2025, 3, 1), true},
		{"3. März 2025", D(2025, 3, 3), true},
		{"Montag, 3. März 2025", D(2025, 3, 3), true},
		{"28 Okt. 2024", D(2024, 10, 28), true},
		{"32.01.2025", Date{}, false},
		{"01.13.2025", Date{}, false},
		{"12.2025", Date{}, false},
		{"1.234,56", Date{}, false},
	}
	for _, tt := range tests {
		got, err := ParseDate(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseDate(%q) = %v, %v; want %v ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
	if s := D(2025, 1, 5).String(); s != "05.01.2025" {
		t.Errorf("String = %q", s)
	}
}

func TestParseDayMonth(t *testing.T) {
	d, m, ok := ParseDayMonth("31.12.")
	if !ok || d != 31 || m != time.December {
		t.Errorf("31.12. -> %d %v %v", d, m, ok)
	}
	if _, _, ok := ParseDayMonth("31.04."); ok {
		t.Error("31.04. accepted")
	}
	if _, _, ok := ParseDayMonth("1.234"); ok {
		t.Error("1.234 accepted")
	}
}

func TestIBAN(t *testing.T) {
	tests := []struct {
		in string
		ok bool
	}{
		{"DE89 3704 0044 0532 0130 00", true},
		{"DE89370400440532013000", true},
		{"DE89370400440532013001", false},
		{"DE8937040044053201300", false},
		{"GB82 WEST 1234 5698 7654 32", true},
		{"AT61 1904 3002 3457 3201", true},
		{"XX", false},
	}
	for _, tt := range tests {
		if got := ValidIBAN(tt.in); got != tt.ok {
			t.Errorf("ValidIBAN(%q) = %v", tt.in, got)
		}
	}
	if got := FormatIBAN("de89370400440532013000"); got != "DE89 3704 0044 0532 0130 00" {
		t.Errorf("FormatIBAN = %q", got)
	}
}

func FuzzParseAmount(f *testing.F) {
	for _, s := range []string{"1.234,56", "-0,01", "42,13 S", "1.000,00-", "+6,60€"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseAmount(s)
		if err != nil {
			return
		}
		// Round trip: what we print must parse back to the same value.
		back, err := ParseAmount(c.String())
		if err != nil || back != c {
			t.Fatalf("round trip %q -> %d -> %q -> %d, %v", s, c, c.String(), back, err)
		}
	})
}

func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"31.12.2025", "3. März 2025", "2025-01-01", "01.02.03"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s)
		if err != nil {
			return
		}
		back, err := ParseDate(d.String())
		if err != nil || back != d {
			t.Fatalf("round trip %q -> %v -> %v, %v", s, d, back, err)
		}
	})
}

func FuzzValidIBAN(f *testing.F) {
	f.Add("DE89 3704 0044 0532 0130 00")
	f.Fuzz(func(t *testing.T, s string) {
		if ValidIBAN(s) && !ValidIBAN(FormatIBAN(s)) {
			t.Fatalf("formatting broke valid IBAN %q", s)
		}
	})
}
