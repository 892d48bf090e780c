package legal

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"papierkram/backend/german"
)

var update = flag.Bool("update", false, "rewrite golden files")

func d(y int, m time.Month, day int) german.Date { return german.D(y, m, day) }

func TestEaster(t *testing.T) {
	for _, tt := range []struct {
		year int
		want german.Date
	}{
		{2017, d(2017, 4, 16)}, {2019, d(2019, 4, 21)}, {2020, d(2020, 4, 12)}, {2023, d(2023, 4, 9)},
		{2024, d(2024, 3, 31)}, {2025, d(2025, 4, 20)}, {2026, d(2026, 4, 5)}, {2027, d(2027, 3, 28)},
	} {
		if got := Easter(tt.year); got != tt.want {
			t.Errorf("Easter(%d) = %s, want %s", tt.year, got, tt.want)
		}
	}
}

// TestHolidayReferenceDates covers the dates that common holiday libraries
// get wrong: one-offs, holidays introduced in later years, regional ones.
func TestHolidayReferenceDates(t *testing.T) {
	tests := []struct {
		date german.Date
		land Land
		want bool
	}{
		{d(2017, 10, 31), BW, true}, // 500 years Reformation, nationwide once
		{d(2017, 10, 31), BY, true},
		{d(2017, 10, 31), Unknown, true},
		{d(2016, 10, 31), BW, false},
		{d(2018, 10, 31), BW, false},
		{d(2016, 10, 31), NI, false},
		{d(2018, 10, 31), NI, true}, // HB, HH, NI, SH since 2018
		{d(2018, 10, 31), HH, true},
		{d(2016, 10, 31), SN, true},
		{d(2025, 10, 31), Unknown, false},
		{d(2019, 3, 8), BE, true}, // Frauentag Berlin since 2019
		{d(2018, 3, 8), BE, false},
		{d(2023, 3, 8), MV, true}, // Frauentag MV since 2023
		{d(2022, 3, 8), MV, false},
		{d(2023, 3, 8), BB, false},
		{d(2020, 5, 8), BE, true}, // Berlin one-offs
		{d(2021, 5, 8), BE, false},
		{d(2025, 5, 8), BE, true},
		{d(2025, 5, 8), BB, false},
		{d(2025, 11, 19), SN, true}, // Buß- und Bettag
		{d(2024, 11, 20), SN, true},
		{d(2025, 11, 19), BY, false},
		{d(2025, 6, 19), NW, true}, // Fronleichnam
		{d(2025, 6, 19), NI, false},
		{d(2025, 6, 19), SN, false}, // only single communities
		{d(2025, 11, 1), BW, true},
		{d(2025, 11, 1), HE, false},
		{d(2025, 8, 15), SL, true},
		{d(2025, 8, 15), BY, false}, // only communities with Catholic majority
		{d(2025, 8, 8), BY, false},  // Augsburger Friedensfest: city only
		{d(2019, 9, 20), TH, true},
		{d(2018, 9, 20), TH, false},
		{d(2025, 1, 6), ST, true},
		{d(2025, 1, 6), SN, false},
		{d(2025, 4, 18), Unknown, true}, // Karfreitag
		{d(2026, 5, 14), HH, true},      // Christi Himmelfahrt 2026
		{d(2025, 10, 3), Unknown, true},
		{d(2025, 12, 24), BE, false},
	}
	for _, tt := range tests {
		_, got := HolidayName(tt.date, tt.land)
		if got != tt.want {
			t.Errorf("HolidayName(%s, %q) = %v, want %v", tt.date, tt.land, got, tt.want)
		}
	}
}

func TestHolidaysGolden(t *testing.T) {
	var b strings.Builder
	for _, year := range []int{2017, 2025, 2026} {
		for _, l := range append([]Land{Unknown}, Lands...) {
			fmt.Fprintf(&b, "%d %s:", year, l.Name())
			for _, h := range Holidays(year, l) {
				fmt.Fprintf(&b, " %s %s;", h.Date, h.Name)
			}
			b.WriteByte('\n')
		}
	}
	golden(t, "holidays.golden", b.String())
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from golden file; run go test -update and review the diff", name)
	}
}

func TestAddMonths(t *testing.T) {
	tests := []struct {
		from german.Date
		n    int
		want german.Date
	}{
		{d(2025, 1, 31), 1, d(2025, 2, 28)}, // § 188 Abs. 3 BGB
		{d(2024, 1, 31), 1, d(2024, 2, 29)}, // leap year
		{d(2025, 3, 31), 1, d(2025, 4, 30)},
		{d(2025, 1, 30), 1, d(2025, 2, 28)},
		{d(2025, 2, 28), 1, d(2025, 3, 28)}, // same number, not month end
		{d(2025, 12, 15), 1, d(2026, 1, 15)},
		{d(2025, 11, 30), 3, d(2026, 2, 28)},
		{d(2025, 3, 31), -1, d(2025, 2, 28)},
		{d(2025, 1, 15), 12, d(2026, 1, 15)},
	}
	for _, tt := range tests {
		if got := AddMonths(tt.from, tt.n); got != tt.want {
			t.Errorf("AddMonths(%s, %d) = %s, want %s", tt.from, tt.n, got, tt.want)
		}
	}
}

func TestBekanntgabe(t *testing.T) {
	tests := []struct {
		name   string
		posted german.Date
		land   Land
		want   german.Date
		days   int
	}{
		{"2024 three days", d(2024, 11, 12), NW, d(2024, 11, 15), 3},
		{"2024 three days onto Monday", d(2024, 12, 27), NW, d(2024, 12, 30), 3},
		{"posted 31.12.2024 still three days", d(2024, 12, 31), NW, d(2025, 1, 3), 3},
		{"2025 four days", d(2025, 3, 4), HE, d(2025, 3, 8).AddDays(2), 4}, // Sat 08.03. -> Mon 10.03.
		{"2025 four days onto Heilige Drei Könige BY", d(2025, 1, 2), BY, d(2025, 1, 7), 4},
		{"2025 four days same date NW", d(2025, 1, 2), NW, d(2025, 1, 6), 4},
		{"Saturday to Monday", d(2025, 6, 10), NI, d(2025, 6, 16), 4},
		{"Reformationstag NI", d(2025, 10, 27), NI, d(2025, 11, 3), 4},
		{"Reformationstag not in NW", d(2025, 10, 27), NW, d(2025, 10, 31), 4},
		{"Allerheiligen Saturday NW", d(2025, 10, 28), NW, d(2025, 11, 3), 4},
		{"Frauentag Berlin", d(2026, 3, 4), BE, d(2026, 3, 9), 4}, // 08.03.2026 is Sunday anyway
		{"unknown Land, Tag der Einheit", d(2025, 9, 29), Unknown, d(2025, 10, 6), 4},
	}
	for _, tt := range tests {
		got := Bekanntgabe(tt.posted, tt.land)
		if got.Date != tt.want || got.Days != tt.days {
			t.Errorf("%s: Bekanntgabe(%s, %s) = %s (+%d), want %s (+%d)", tt.name, tt.posted, tt.land, got.Date, got.Days, tt.want, tt.days)
		}
	}
}

func TestEinspruchsfrist(t *testing.T) {
	tests := []struct {
		bekanntgabe german.Date
		land        Land
		want        german.Date
	}{
		{d(2025, 1, 31), BY, d(2025, 2, 28)},   // month end, Friday
		{d(2024, 1, 31), BY, d(2024, 2, 29)},   // leap year
		{d(2025, 3, 31), BY, d(2025, 4, 30)},   // 30-day month
		{d(2025, 10, 1), NW, d(2025, 11, 3)},   // Sat 01.11. (Allerheiligen) -> Mon
		{d(2025, 10, 31), NI, d(2025, 12, 1)},  // Sun 30.11. -> Mon 01.12.
		{d(2025, 5, 8), BE, d(2025, 6, 10)},    // 08.06. Pfingstsonntag, 09.06. Pfingstmontag
		{d(2025, 12, 6), HH, d(2026, 1, 6)},    // Tue 06.01. not a holiday in HH
		{d(2025, 12, 6), BW, d(2026, 1, 7)},    // Heilige Drei Könige in BW
		{d(2025, 10, 19), SN, d(2025, 11, 20)}, // Buß- und Bettag 19.11.2025
		{d(2025, 10, 19), TH, d(2025, 11, 19)},
	}
	for _, tt := range tests {
		if got := Einspruchsfrist(tt.bekanntgabe, tt.land); got.Date != tt.want {
			t.Errorf("Einspruchsfrist(%s, %s) = %s, want %s", tt.bekanntgabe, tt.land, got.Date, tt.want)
		}
	}
}

func TestKlagefrist(t *testing.T) {
	tests := []struct {
		zugang german.Date
		land   Land
		want   german.Date
	}{
		{d(2026, 6, 3), NW, d(2026, 6, 24)},   // Wed -> Wed
		{d(2025, 10, 10), NI, d(2025, 11, 3)}, // Fri 31.10. Reformationstag NI
		{d(2025, 10, 10), NW, d(2025, 10, 31)},
		{d(2025, 12, 5), BY, d(2025, 12, 29)}, // Fri 26.12. holiday -> Sat, Sun -> Mon
		{d(2025, 4, 25), HE, d(2025, 5, 16)},
		{d(2025, 4, 17), BE, d(2025, 5, 8).AddDays(1)}, // 08.05.2025 Berlin one-off
		{d(2025, 4, 17), BB, d(2025, 5, 8)},
		{d(2025, 5, 17), BY, d(2025, 6, 10)}, // Sat 07.06. -> Pfingstmontag -> Tue
	}
	for _, tt := range tests {
		if got := Klagefrist(tt.zugang, tt.land); got.Date != tt.want {
			t.Errorf("Klagefrist(%s, %s) = %s, want %s", tt.zugang, tt.land, got.Date, tt.want)
		}
	}
}

func TestOWiGEinspruchsfrist(t *testing.T) {
	tests := []struct {
		zustellung german.Date
		land       Land
		want       german.Date
	}{
		{d(2025, 2, 21), NW, d(2025, 3, 7)},
		{d(2023, 2, 22), BE, d(2023, 3, 9)}, // Frauentag Berlin
		{d(2023, 2, 22), MV, d(2023, 3, 9)}, // Frauentag MV since 2023
		{d(2023, 2, 22), HH, d(2023, 3, 8)},
		{d(2025, 11, 5), SN, d(2025, 11, 20)}, // Buß- und Bettag
		{d(2025, 11, 5), BY, d(2025, 11, 19)},
		{d(2025, 5, 31), NW, d(2025, 6, 16)}, // Sat 14.06. -> Mon
		{d(2025, 6, 5), RP, d(2025, 6, 20)},  // Thu 19.06. Fronleichnam RP -> Fri
		{d(2025, 6, 5), NI, d(2025, 6, 19)},
	}
	for _, tt := range tests {
		if got := OWiGEinspruchsfrist(tt.zustellung, tt.land); got.Date != tt.want {
			t.Errorf("OWiGEinspruchsfrist(%s, %s) = %s, want %s", tt.zustellung, tt.land, got.Date, tt.want)
		}
	}
}

func TestEarliestEnd(t *testing.T) {
	tests := []struct {
		zugang    german.Date
		tenure    int
		probation bool
		want      german.Date
	}{
		{d(2025, 5, 3), 0, false, d(2025, 5, 31)},
		{d(2025, 5, 4), 0, false, d(2025, 6, 15)},
		{d(2025, 5, 18), 1, false, d(2025, 6, 15)},
		{d(2025, 5, 19), 1, false, d(2025, 6, 30)},
		{d(2025, 5, 31), 2, false, d(2025, 6, 30)},
		{d(2025, 6, 1), 2, false, d(2025, 7, 31)},
		{d(2025, 4, 15), 5, false, d(2025, 6, 30)},
		{d(2025, 3, 31), 8, false, d(2025, 6, 30)},
		{d(2025, 1, 31), 12, false, d(2025, 6, 30)},
		{d(2025, 1, 31), 20, false, d(2025, 8, 31)},
		{d(2025, 3, 10), 0, true, d(2025, 3, 24)},
	}
	for _, tt := range tests {
		if got := EarliestEnd(tt.zugang, tt.tenure, tt.probation); got.Earliest != tt.want {
			t.Errorf("EarliestEnd(%s, %d, %v) = %s, want %s", tt.zugang, tt.tenure, tt.probation, got.Earliest, tt.want)
		}
	}
}

func TestFullYears(t *testing.T) {
	if got := FullYears(d(2015, 4, 1), d(2025, 3, 31)); got != 9 {
		t.Errorf("got %d", got)
	}
	if got := FullYears(d(2015, 4, 1), d(2025, 4, 1)); got != 10 {
		t.Errorf("got %d", got)
	}
}

func TestRVGFee(t *testing.T) {
	tests := []struct {
		value german.Cents
		date  german.Date
		want  german.Cents
	}{
		{50000, d(2025, 5, 31), 4900},
		{50000, d(2025, 6, 1), 5150},
		{10000, d(2025, 6, 1), 5150},
		{100000, d(2025, 5, 31), 8800},
		{100000, d(2025, 6, 1), 9300},
		{150000, d(2025, 6, 1), 13450},
		{150001, d(2025, 6, 1), 17600},
		{300000, d(2025, 6, 1), 23550},
		{500000, d(2025, 6, 1), 35450},
		{1000000, d(2025, 6, 1), 65200},
		{1300000, d(2025, 6, 1), 70700},
		{3000000, d(2025, 5, 1), 95500},
		{5000000, d(2025, 6, 1), 135700},
		{20000000, d(2025, 6, 1), 235200},
		{20000000, d(2024, 6, 1), 221900},
		{50000000, d(2024, 6, 1), 353900},
	}
	for _, tt := range tests {
		got, _, ok := RVGFee(tt.value, tt.date)
		if !ok || got != tt.want {
			t.Errorf("RVGFee(%s, %s) = %s, %v; want %s", tt.value, tt.date, got, ok, tt.want)
		}
	}
	if _, _, ok := RVGFee(50000, d(2020, 12, 31)); ok {
		t.Error("RVGFee before 2021 should be unknown")
	}
}

func TestInkassoCap(t *testing.T) {
	tests := []struct {
		principal   german.Cents
		date        german.Date
		max, simple german.Cents
	}{
		{40000, d(2025, 7, 1), 4635 + 927, 2575 + 515},
		{40000, d(2025, 3, 1), 4410 + 882, 2450 + 490},
		{4000, d(2025, 7, 1), 2745 + 549, 1525 + 305}, // § 13 Abs. 2 RVG
		{4000, d(2024, 7, 1), 2700 + 540, 1500 + 300},
		{500000, d(2025, 7, 1), 31905 + 2000, 17725 + 2000}, // Auslagen capped at 20 €
	}
	for _, tt := range tests {
		got, ok := InkassoCapFor(tt.principal, tt.date)
		if !ok || got.Max != tt.max || got.Simple != tt.simple {
			t.Errorf("InkassoCapFor(%s, %s) = max %s simple %s; want %s / %s", tt.principal, tt.date, got.Max, got.Simple, tt.max, tt.simple)
		}
	}
	if _, ok := InkassoCapFor(40000, d(2021, 9, 30)); ok {
		t.Error("no Inkasso cap rule before 01.10.2021")
	}
}

func TestBasiszins(t *testing.T) {
	tests := []struct {
		date german.Date
		b2b  bool
		want int
	}{
		{d(2025, 6, 30), false, 727},
		{d(2025, 7, 1), false, 627},
		{d(2026, 1, 15), false, 627},
		{d(2026, 1, 15), true, 1027},
		{d(2024, 3, 1), true, 1262},
	}
	for _, tt := range tests {
		got, _, ok := MaxDefaultRate(tt.date, tt.b2b)
		if !ok || got != tt.want {
			t.Errorf("MaxDefaultRate(%s, %v) = %d, want %d", tt.date, tt.b2b, got, tt.want)
		}
	}
}

func TestOWiGFee(t *testing.T) {
	for _, tt := range []struct{ fine, want german.Cents }{
		{3000, 2500}, {50000, 2500}, {60000, 3000}, {100000, 5000}, {20000000, 750000},
	} {
		if got, _ := OWiGFee(tt.fine); got != tt.want {
			t.Errorf("OWiGFee(%s) = %s, want %s", tt.fine, got, tt.want)
		}
	}
}

func TestSpeeding(t *testing.T) {
	tests := []struct {
		kmh       int
		innerorts bool
		fine      german.Cents
		points    int
		ban       int
	}{
		{9, true, 3000, 0, 0}, {23, true, 11500, 1, 0}, {31, true, 26000, 2, 1}, {55, true, 56000, 2, 2},
		{75, true, 80000, 2, 3}, {35, false, 20000, 1, 0}, {45, false, 32000, 2, 1}, {66, false, 60000, 2, 2},
	}
	for _, tt := range tests {
		got, ok := SpeedingFor(tt.kmh, tt.innerorts, d(2025, 5, 1))
		if !ok || got.Fine != tt.fine || got.Points != tt.points || got.BanMonths != tt.ban {
			t.Errorf("SpeedingFor(%d, %v) = %+v", tt.kmh, tt.innerorts, got)
		}
	}
}

func TestSocialRatesAndMindestlohn(t *testing.T) {
	r, ok := SocialRatesFor(d(2026, 3, 1))
	if !ok || r.BBGRV != 845000 || r.BBGKV != 581250 || r.RV != 1860 {
		t.Errorf("2026 rates = %+v", r)
	}
	r, ok = SocialRatesFor(d(2025, 3, 1))
	if !ok || r.BBGRV != 805000 || r.BBGKV != 551250 {
		t.Errorf("2025 rates = %+v", r)
	}
	if _, ok := SocialRatesFor(d(2027, 1, 1)); ok {
		t.Error("2027 must not silently reuse 2026 values")
	}
	if c, _, _ := Mindestlohn(d(2025, 12, 31)); c != 1282 {
		t.Errorf("Mindestlohn 2025 = %s", c)
	}
	if c, _, _ := Mindestlohn(d(2026, 1, 1)); c != 1390 {
		t.Errorf("Mindestlohn 2026 = %s", c)
	}
}

func TestFromPLZ(t *testing.T) {
	tests := map[string]Land{
		"10115": BE, "80331": BY, "01067": SN, "14467": BB, "20095": HH, "22844": SH, "28195": HB,
		"27568": HB, "60311": HE, "63739": BY, "66111": SL, "68159": BW, "99084": TH, "19053": MV,
		"39104": ST, "55116": RP, "40213": NW, "30159": NI, "24103": SH, "97980": BW, "89231": BY,
		"04109": SN, "53474": RP, "53111": NW, "86150": BY, "70173": BW, "1234": Unknown, "abcde": Unknown,
	}
	for plz, want := range tests {
		if got := FromPLZ(plz); got != want {
			t.Errorf("FromPLZ(%s) = %s, want %s", plz, got, want)
		}
	}
	if FromCity("Frankfurt (Oder)") != BB || FromCity("Frankfurt am Main") != HE || FromCity("Halle (Saale)") != ST {
		t.Error("FromCity")
	}
}
