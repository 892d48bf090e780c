// Package legal holds the German legal rules the letter analysers apply:
// public holidays per Bundesland, deadline arithmetic (§§ 187–193 BGB,
// § 108 AO, § 222 ZPO, § 43 StPO), and the dated value tables (RVG fees,
// Basiszinssatz, social-insurance rates, Mindestlohn, Bußgeldkatalog).
//
// Every value that changes over time lives in a table whose rows carry the
// date from which they hold and the paragraph they come from, so a letter
// dated 2024 is judged by 2024 law and a new value is one new row.
package legal

import (
	"sort"
	"time"

	"papierkram/backend/german"
)

// Land is a German Bundesland by its ISO 3166-2:DE suffix; Unknown means
// the sender's Land could not be determined and only nationwide holidays
// apply.
type Land string

const (
	Unknown Land = ""
	BW      Land = "BW"
	BY      Land = "BY"
	BE      Land = "BE"
	BB      Land = "BB"
	HB      Land = "HB"
	HH      Land = "HH"
	HE      Land = "HE"
	MV      Land = "MV"
	NI      Land = "NI"
	NW      Land = "NW"
	RP      Land = "RP"
	SL      Land = "SL"
	SN      Land = "SN"
	ST      Land = "ST"
	SH      Land = "SH"
	TH      Land = "TH"
)

// Lands lists all sixteen Länder.
var Lands = []Land{BW, BY, BE, BB, HB, HH, HE, MV, NI, NW, RP, SL, SN, ST, SH, TH}

var landNames = map[Land]string{
	BW: "Baden-Württemberg", BY: "Bayern", BE: "Berlin", BB: "Brandenburg", HB: "Bremen",
	HH: "Hamburg", HE: "Hessen", MV: "Mecklenburg-Vorpommern", NI: "Niedersachsen",
	NW: "Nordrhein-Westfalen", RP: "Rheinland-Pfalz", SL: "Saarland", SN: "Sachsen",
	ST: "Sachsen-Anhalt", SH: "Schleswig-Holstein", TH: "Thüringen",
}

// Name is the German name of the Land ("unbekannt" for Unknown).
func (l Land) Name() string {
	if n, ok := landNames[l]; ok {
		return n
	}
	return "unbekannt"
}

// Holiday is a public holiday on a date.
type Holiday struct {
	Date german.Date
	Name string
}

// holidayRule describes one statutory holiday. lands nil means nationwide.
// from/until are the first and last year (inclusive, 0 = open) in which the
// rule holds; the sources are the Feiertagsgesetze of the Länder.
type holidayRule struct {
	name        string
	date        func(year int) german.Date
	lands       []Land
	from, until int
}

func fixed(m time.Month, d int) func(int) german.Date {
	return func(y int) german.Date { return german.D(y, m, d) }
}

func easterOffset(days int) func(int) german.Date {
	return func(y int) german.Date { return Easter(y).AddDays(days) }
}

// bussUndBettag is the Wednesday before 23 November (§ 1 SächsSFG).
func bussUndBettag(y int) german.Date {
	d := german.D(y, time.November, 22)
	for d.Weekday() != time.Wednesday {
		d = d.AddDays(-1)
	}
	return d
}

// holidayRules: nationwide holidays (Einigungsvertrag Art. 2 for 3.10.,
// the Feiertagsgesetze of the Länder for the rest) and Land holidays with
// the years they hold. Only Land-wide holidays count for deadlines; holidays
// of single communities (Augsburger Hohes Friedensfest 8.8., Mariä
// Himmelfahrt in Bavarian communities with Catholic majority, Fronleichnam
// in parts of Sachsen and Thüringen) are listed in RegionalHolidays and
// deliberately ignored: treating them as working days can only make a
// computed deadline earlier, never later than the true one.
var holidayRules = []holidayRule{
	{name: "Neujahr", date: fixed(time.January, 1)},
	{name: "Heilige Drei Könige", date: fixed(time.January, 6), lands: []Land{BW, BY, ST}},
	// Berlin: Frauentag since 2019 (Gesetz vom 31.01.2019); MV since 2023
	// (FTG M-V, Änderung vom 2022).
	{name: "Internationaler Frauentag", date: fixed(time.March, 8), lands: []Land{BE}, from: 2019},
	{name: "Internationaler Frauentag", date: fixed(time.March, 8), lands: []Land{MV}, from: 2023},
	{name: "Karfreitag", date: easterOffset(-2)},
	{name: "Ostersonntag", date: easterOffset(0), lands: []Land{BB}},
	{name: "Ostermontag", date: easterOffset(1)},
	{name: "Tag der Arbeit", date: fixed(time.May, 1)},
	// Berlin one-offs: 75th and 80th anniversary of the end of the war.
	{name: "Tag der Befreiung", date: fixed(time.May, 8), lands: []Land{BE}, from: 2020, until: 2020},
	{name: "Tag der Befreiung", date: fixed(time.May, 8), lands: []Land{BE}, from: 2025, until: 2025},
	{name: "Christi Himmelfahrt", date: easterOffset(39)},
	{name: "Pfingstsonntag", date: easterOffset(49), lands: []Land{BB}},
	{name: "Pfingstmontag", date: easterOffset(50)},
	{name: "Fronleichnam", date: easterOffset(60), lands: []Land{BW, BY, HE, NW, RP, SL}},
	{name: "Mariä Himmelfahrt", date: fixed(time.August, 15), lands: []Land{SL}},
	{name: "Weltkindertag", date: fixed(time.September, 20), lands: []Land{TH}, from: 2019},
	{name: "Tag der Deutschen Einheit", date: fixed(time.October, 3), from: 1990},
	{name: "Reformationstag", date: fixed(time.October, 31), lands: []Land{BB, MV, SN, ST, TH}},
	{name: "Reformationstag", date: fixed(time.October, 31), lands: []Land{HB, HH, NI, SH}, from: 2018},
	// 500 years of the Reformation: a one-off nationwide holiday in 2017.
	{name: "Reformationstag", date: fixed(time.October, 31), from: 2017, until: 2017},
	{name: "Allerheiligen", date: fixed(time.November, 1), lands: []Land{BW, BY, NW, RP, SL}},
	{name: "Buß- und Bettag", date: bussUndBettag, lands: []Land{SN}},
	{name: "1. Weihnachtstag", date: fixed(time.December, 25)},
	{name: "2. Weihnachtstag", date: fixed(time.December, 26)},
}

// RegionalHolidays names holidays that hold only in some communities of a
// Land; the deadline code does not count them (see holidayRules).
var RegionalHolidays = map[Land][]string{
	BY: {"Mariä Himmelfahrt (15.08., nur Gemeinden mit überwiegend katholischer Bevölkerung)", "Augsburger Hohes Friedensfest (08.08., nur Stadt Augsburg)"},
	SN: {"Fronleichnam (nur einzelne Gemeinden der Oberlausitz)"},
	TH: {"Fronleichnam (nur Eichsfeld und einzelne Gemeinden)"},
}

func (r holidayRule) applies(y int, l Land) bool {
	if r.from != 0 && y < r.from || r.until != 0 && y > r.until {
		return false
	}
	if r.lands == nil {
		return true
	}
	for _, x := range r.lands {
		if x == l {
			return true
		}
	}
	return false
}

// Holidays returns the Land-wide public holidays of year in l, sorted by
// date. For Unknown only the nationwide holidays are returned.
func Holidays(year int, l Land) []Holiday {
	var out []Holiday
	seen := map[german.Date]bool{}
	for _, r := range holidayRules {
		if d := r.date(year); r.applies(year, l) && !seen[d] {
			seen[d] = true
			out = append(out, Holiday{Date: d, Name: r.name})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Date.Before(out[j].Date) })
	return out
}

// HolidayName returns the name of the public holiday on d in l, if any.
func HolidayName(d german.Date, l Land) (string, bool) {
	for _, r := range holidayRules {
		if r.applies(d.Year, l) && r.date(d.Year) == d {
			return r.name, true
		}
	}
	return "", false
}

// IsWorkingDay reports whether d is neither Saturday, Sunday nor a public
// holiday in l (the notion of §§ 193 BGB, 108 Abs. 3 AO, 222 Abs. 2 ZPO,
// 43 Abs. 2 StPO).
func IsWorkingDay(d german.Date, l Land) bool {
	if wd := d.Weekday(); wd == time.Saturday || wd == time.Sunday {
		return false
	}
	_, hol := HolidayName(d, l)
	return !hol
}

// NextWorkingDay returns d if it is a working day in l, otherwise the next
// one.
func NextWorkingDay(d german.Date, l Land) german.Date {
	for !IsWorkingDay(d, l) {
		d = d.AddDays(1)
	}
	return d
}

// Easter returns Easter Sunday of the Gregorian year y (anonymous
// Gregorian algorithm, Meeus/Jones/Butcher).
func Easter(y int) german.Date {
	a := y % 19
	b, c := y/100, y%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return german.D(y, time.Month(month), day)
}
