package legal

import (
	"time"

	"papierkram/backend/german"
)

// pick returns the index of the last row whose start is on or before d, or
// -1 if d precedes every row. Rows must be sorted by start.
func pick(n int, from func(int) german.Date, d german.Date) int {
	idx := -1
	for i := 0; i < n; i++ {
		if !d.Before(from(i)) {
			idx = i
		}
	}
	return idx
}

// ---------------------------------------------------------------------------
// RVG fee table (§ 13 Abs. 1 RVG, Anlage 2) and the Inkasso cap (§ 13e RDG).

type feeStep struct {
	upTo, step, inc german.Cents
}

// rvgTable is the § 13 Abs. 1 RVG table of one period: base fee up to 500 €,
// then increments per started step up to each limit.
type rvgTable struct {
	Rule
	base  german.Cents
	steps []feeStep
}

// rvgTables: KostRÄG 2021 (from 01.01.2021) and KostBRÄG 2025 (Art. 11,
// BGBl. 2025 I Nr. 109, from 01.06.2025; ~6 % higher, same steps). Values
// checked against Anlage 2 RVG old/new version (buzer.de).
var rvgTables = []rvgTable{
	{Rule{"§ 13 Abs. 1 RVG mit Anlage 2 i. d. F. des KostRÄG 2021", german.D(2021, time.January, 1)}, 4900, []feeStep{
		{200000, 50000, 3900}, {1000000, 100000, 5600}, {2500000, 300000, 5200}, {5000000, 500000, 8100},
		{20000000, 1500000, 9400}, {50000000, 3000000, 13200}}},
	{Rule{"§ 13 Abs. 1 RVG mit Anlage 2 i. d. F. des KostBRÄG 2025 (BGBl. 2025 I Nr. 109)", german.D(2025, time.June, 1)}, 5150, []feeStep{
		{200000, 50000, 4150}, {1000000, 100000, 5950}, {2500000, 300000, 5500}, {5000000, 500000, 8600},
		{20000000, 1500000, 9950}, {50000000, 3000000, 14000}}},
}

// RVGFee returns the full (1,0) fee for a Gegenstandswert under the table
// in force on d; ok is false before 2021 or above 500.000 €.
func RVGFee(value german.Cents, d german.Date) (fee german.Cents, rule Rule, ok bool) {
	i := pick(len(rvgTables), func(i int) german.Date { return rvgTables[i].From }, d)
	if i < 0 || value > 50000000 {
		return 0, Rule{}, false
	}
	t := rvgTables[i]
	fee, lo := t.base, german.Cents(50000)
	for _, s := range t.steps {
		for lo < value && lo < s.upTo {
			lo += s.step
			fee += s.inc
		}
	}
	return fee, t.Rule, true
}

// inkassoRow holds the Inkasso-specific RVG rules of one period.
type inkassoRow struct {
	Rule
	maxRate, simpleRate int          // per mille: 900 = 0,9
	smallClaimLimit     german.Cents // § 13 Abs. 2 RVG threshold
	smallClaimFee       german.Cents
}

// inkassoTable: Gesetz zur Verbesserung des Verbraucherschutzes im
// Inkassorecht (from 01.10.2021) introduced the 0,9 threshold and the 0,5
// fee for simple cases (Anm. Abs. 2 zu Nr. 2300 VV RVG) and the 30 € fee for
// undisputed claims up to 50 € (§ 13 Abs. 2 RVG). The 30,50 € value from
// 01.06.2025 is taken from research notes (DRV rvrecht § 13 RVG, 01.06.2025)
// and not independently confirmed; using the higher value can only make the
// computed cap more lenient.
var inkassoTable = []inkassoRow{
	{Rule{"§ 13e RDG, Nr. 2300 VV RVG (Anm. Abs. 2), § 13 Abs. 2 RVG", german.D(2021, time.October, 1)}, 900, 500, 5000, 3000},
	{Rule{"§ 13e RDG, Nr. 2300 VV RVG (Anm. Abs. 2), § 13 Abs. 2 RVG i. d. F. des KostBRÄG 2025", german.D(2025, time.June, 1)}, 900, 500, 5000, 3050},
}

// AuslagenRule: Nr. 7002 VV RVG, post and telecom flat rate 20 % of the
// fees, at most 20 € (unchanged since the RVG took effect on 01.07.2004).
var AuslagenRule = Rule{"Nr. 7002 VV RVG", german.D(2004, time.July, 1)}

// InkassoCap is the most a debt collector may charge a consumer for an
// undisputed claim.
type InkassoCap struct {
	Rule       Rule
	FullFee    german.Cents // 1,0 fee
	Max        german.Cents // 0,9 fee + Auslagenpauschale
	Simple     german.Cents // 0,5 fee + Auslagenpauschale (paid on first demand)
	SmallClaim bool         // § 13 Abs. 2 RVG applied
}

// InkassoCapFor computes the § 13e RDG cap for principal claimed in a
// letter dated d (VAT excluded: it is recoverable only from creditors not
// entitled to deduct input tax, § 13a Abs. 1 Nr. 5 RDG).
func InkassoCapFor(principal german.Cents, d german.Date) (InkassoCap, bool) {
	i := pick(len(inkassoTable), func(i int) german.Date { return inkassoTable[i].From }, d)
	if i < 0 {
		return InkassoCap{}, false
	}
	row := inkassoTable[i]
	full, feeRule, ok := RVGFee(principal, d)
	if !ok {
		return InkassoCap{}, false
	}
	small := principal <= row.smallClaimLimit
	if small {
		full = row.smallClaimFee
	}
	withAuslagen := func(rate int) german.Cents {
		fee := roundDiv(full*german.Cents(rate), 1000)
		return fee + min(roundDiv(fee*20, 100), 2000)
	}
	rule := row.Rule
	rule.Norm += "; " + feeRule.Norm + "; Nr. 7002 VV RVG"
	return InkassoCap{Rule: rule, FullFee: full, Max: withAuslagen(row.maxRate), Simple: withAuslagen(row.simpleRate), SmallClaim: small}, true
}

func roundDiv(a, b german.Cents) german.Cents {
	if a < 0 {
		return -roundDiv(-a, b)
	}
	return (a + b/2) / b
}

// ---------------------------------------------------------------------------
// Basiszinssatz (§ 247 BGB) and default interest (§ 288 BGB).

type rateRow struct {
	From       german.Date
	Hundredths int // hundredths of a percent: 127 = 1,27 %
}

// basiszinsTable: Deutsche Bundesbank announcements per § 247 Abs. 2 BGB.
var basiszinsTable = []rateRow{
	{german.D(2016, time.July, 1), -88},
	{german.D(2023, time.January, 1), 162},
	{german.D(2023, time.July, 1), 312},
	{german.D(2024, time.January, 1), 362},
	{german.D(2024, time.July, 1), 337},
	{german.D(2025, time.January, 1), 227},
	{german.D(2025, time.July, 1), 127},
	{german.D(2026, time.January, 1), 127},
}

// Basiszins returns the base rate in hundredths of a percent on d.
func Basiszins(d german.Date) (hundredths int, rule Rule, ok bool) {
	i := pick(len(basiszinsTable), func(i int) german.Date { return basiszinsTable[i].From }, d)
	if i < 0 {
		return 0, Rule{}, false
	}
	r := basiszinsTable[i]
	return r.Hundredths, Rule{"§ 247 BGB (Basiszinssatz)", r.From}, true
}

// MaxDefaultRate returns the statutory default interest rate in hundredths
// of a percent: base rate + 5 points (consumer, § 288 Abs. 1 BGB) or + 9
// points (payment claims between businesses, § 288 Abs. 2 BGB).
func MaxDefaultRate(d german.Date, b2b bool) (int, Rule, bool) {
	base, rule, ok := Basiszins(d)
	if !ok {
		return 0, Rule{}, false
	}
	if b2b {
		return base + 900, Rule{"§ 288 Abs. 2 BGB, " + rule.Cite(), rule.From}, true
	}
	return base + 500, Rule{"§ 288 Abs. 1 BGB, " + rule.Cite(), rule.From}, true
}

// ---------------------------------------------------------------------------
// Social insurance (SGB IV/V/VI/XI, SGB III) and Mindestlohn (MiLoG).

// SocialRates are the rates and ceilings of one calendar year, in
// hundredths of a percent and cents per month.
type SocialRates struct {
	Rule
	RV, AV, KV, KVZusatzAvg, PV, PVChildless int // total rates
	PVEmployeeSachsen                        int // employee PV share in Sachsen (without childless surcharge)
	BBGRV, BBGKV                             german.Cents
}

// socialTable: SV-Rechengrößenverordnung 2025 and 2026 (BGBl. 2025 I
// Nr. 278 for 2026); rates RV 18,6 % (§ 158 SGB VI), AV 2,6 % (§ 341 SGB III),
// KV 14,6 % (§ 241 SGB V) + average Zusatzbeitrag (§ 242a SGB V: 2,5 % 2025,
// 2,9 % 2026), PV 3,6 % (§ 55 SGB XI, since 01.01.2025), childless
// surcharge 0,6 points (employee only), Sachsen employee share +0,5 points
// (§ 58 Abs. 3 SGB XI: no Buß- und Bettag abolition).
var socialTable = []SocialRates{
	{Rule{"SV-Rechengrößenverordnung 2025; §§ 158 SGB VI, 341 SGB III, 241, 242a SGB V, 55 SGB XI", german.D(2025, time.January, 1)},
		1860, 260, 1460, 250, 360, 60, 230, 805000, 551250},
	{Rule{"SV-Rechengrößenverordnung 2026 (BGBl. 2025 I Nr. 278); §§ 158 SGB VI, 341 SGB III, 241, 242a SGB V, 55 SGB XI", german.D(2026, time.January, 1)},
		1860, 260, 1460, 290, 360, 60, 230, 845000, 581250},
}

// SocialRatesFor returns the table row for a pay period starting on d.
func SocialRatesFor(d german.Date) (SocialRates, bool) {
	i := pick(len(socialTable), func(i int) german.Date { return socialTable[i].From }, d)
	if i < 0 || d.Year > socialTable[i].From.Year {
		return SocialRates{}, false // no row for this year yet: do not guess
	}
	return socialTable[i], true
}

// mindestlohnTable: § 1 Abs. 2 MiLoG with the Mindestlohnanpassungs-
// verordnungen (4. MiLoV: 12,41 € 2024, 12,82 € 2025; 5. MiLoV: 13,90 € 2026).
var mindestlohnTable = []struct {
	From  german.Date
	Cents german.Cents
}{
	{german.D(2024, time.January, 1), 1241},
	{german.D(2025, time.January, 1), 1282},
	{german.D(2026, time.January, 1), 1390},
}

// Mindestlohn returns the statutory minimum wage per hour on d.
func Mindestlohn(d german.Date) (german.Cents, Rule, bool) {
	i := pick(len(mindestlohnTable), func(i int) german.Date { return mindestlohnTable[i].From }, d)
	if i < 0 {
		return 0, Rule{}, false
	}
	r := mindestlohnTable[i]
	return r.Cents, Rule{"§ 1 Abs. 2 MiLoG mit Mindestlohnanpassungsverordnung", r.From}, true
}

// ---------------------------------------------------------------------------
// Bußgeld costs (§ 107 OWiG) and the Bußgeldkatalog (BKatV).

// owigCostRow: § 107 Abs. 1 OWiG fee (5 % of the fine, at least 25 €, at
// most 7.500 €, since the 2. KostRMoG of 01.08.2013) and § 107 Abs. 3 Nr. 2
// OWiG Zustellung expenses (3,50 € per Zustellung with Zustellungsurkunde).
// Whether the KostBRÄG 2025 changed these amounts is not verified.
var owigCostRow = struct {
	Rule
	Permil          int
	MinFee, MaxFee  german.Cents
	ZustellAuslagen german.Cents
}{Rule{"§ 107 Abs. 1 und 3 OWiG", german.D(2013, time.August, 1)}, 50, 2500, 750000, 350}

// OWiGFee returns the statutory fee for a fine.
func OWiGFee(fine german.Cents) (german.Cents, Rule) {
	fee := roundDiv(fine*german.Cents(owigCostRow.Permil), 1000)
	fee = min(max(fee, owigCostRow.MinFee), owigCostRow.MaxFee)
	return fee, owigCostRow.Rule
}

// ZustellAuslagen is the § 107 Abs. 3 Nr. 2 OWiG amount per Zustellung.
func ZustellAuslagen() (german.Cents, Rule) { return owigCostRow.ZustellAuslagen, owigCostRow.Rule }

// Speeding is one Bußgeldkatalog row for exceeding the speed limit by up to
// UpTo km/h (after tolerance deduction) with a car.
type Speeding struct {
	UpTo       int // km/h; 0 = open-ended
	Fine       german.Cents
	Points     int
	BanMonths  int
	BanRepeat  bool // ban only for a repeat offence within 12 months
	Innerorts  bool
	CatalogRow Rule
}

// speedingRule: BKatV Anlage Tabelle 1 Buchst. c (Nr. 11.3), values since
// 09.11.2021 (BGBl. 2021 I S. 4688); points from Anlage 13 FeV.
var speedingRule = Rule{"BKatV Nr. 11.3 mit Tabelle 1c, Anlage 13 FeV", german.D(2021, time.November, 9)}

var speedingTable = []Speeding{
	{UpTo: 10, Fine: 3000, Innerorts: true}, {UpTo: 15, Fine: 5000, Innerorts: true}, {UpTo: 20, Fine: 7000, Innerorts: true},
	{UpTo: 25, Fine: 11500, Points: 1, Innerorts: true}, {UpTo: 30, Fine: 18000, Points: 1, BanMonths: 1, BanRepeat: true, Innerorts: true},
	{UpTo: 40, Fine: 26000, Points: 2, BanMonths: 1, Innerorts: true}, {UpTo: 50, Fine: 40000, Points: 2, BanMonths: 1, Innerorts: true},
	{UpTo: 60, Fine: 56000, Points: 2, BanMonths: 2, Innerorts: true}, {UpTo: 70, Fine: 70000, Points: 2, BanMonths: 3, Innerorts: true},
	{UpTo: 0, Fine: 80000, Points: 2, BanMonths: 3, Innerorts: true},
	{UpTo: 10, Fine: 2000}, {UpTo: 15, Fine: 4000}, {UpTo: 20, Fine: 6000},
	{UpTo: 25, Fine: 10000, Points: 1}, {UpTo: 30, Fine: 15000, Points: 1, BanMonths: 1, BanRepeat: true},
	{UpTo: 40, Fine: 20000, Points: 1}, {UpTo: 50, Fine: 32000, Points: 2, BanMonths: 1},
	{UpTo: 60, Fine: 48000, Points: 2, BanMonths: 1}, {UpTo: 70, Fine: 60000, Points: 2, BanMonths: 2},
	{UpTo: 0, Fine: 70000, Points: 2, BanMonths: 3},
}

// SpeedingFor returns the catalogue row for exceeding the limit by kmh on
// date d, innerorts or außerorts; ok is false before 09.11.2021.
func SpeedingFor(kmh int, innerorts bool, d german.Date) (Speeding, bool) {
	if d.Before(speedingRule.From) || kmh <= 0 {
		return Speeding{}, false
	}
	for _, s := range speedingTable {
		if s.Innerorts != innerorts {
			continue
		}
		if s.UpTo == 0 || kmh <= s.UpTo {
			s.CatalogRow = speedingRule
			return s, true
		}
	}
	return Speeding{}, false
}

// VerjaehrungRule: § 26 Abs. 3 StVG, prosecution of traffic offences under
// § 24 StVG becomes time-barred three months after the act as long as no
// Bußgeldbescheid has been issued (interruptions: § 33 OWiG).
var VerjaehrungRule = Rule{"§ 26 Abs. 3 StVG, § 33 OWiG", german.D(1998, time.March, 1)}

// FahrverbotRule: § 25 Abs. 2a StVG, a first driving ban (none in the two
// years before) takes effect when the licence is handed in, at the latest
// four months after the decision becomes final.
var FahrverbotRule = Rule{"§ 25 Abs. 2a StVG", german.D(1998, time.March, 1)}
