package legal

import (
	"strconv"
	"strings"
)

// plzRange maps an inclusive range of postcodes to a Land. Postcode regions
// do not follow Land borders, so the table lists the known border areas
// before the broad regions; lookup takes the first match.
type plzRange struct {
	lo, hi int
	land   Land
}

var plzRanges = []plzRange{
	// Border areas (exceptions inside the broad regions below).
	{1941, 1998, BB}, {4600, 4639, TH}, {4890, 4938, BB}, {6556, 6578, TH},
	{14401, 14999, BB}, {17268, 17291, BB}, {17337, 17337, BB}, {19273, 19273, NI}, {19300, 19357, BB},
	{21200, 21449, NI}, {21465, 21529, SH}, {21600, 21789, NI}, {22801, 22999, SH}, {23919, 23999, MV},
	{27501, 27580, HB}, {28780, 28879, NI}, {34346, 34355, NI}, {34400, 34439, NW},
	{36400, 36469, TH}, {37201, 37299, HE}, {37301, 37359, TH}, {37671, 37696, NW},
	{38486, 38489, ST}, {38820, 38899, ST}, {48455, 48531, NI}, {49477, 49549, NW},
	{53401, 53579, RP}, {57501, 57648, RP}, {63700, 63939, BY}, {65558, 65582, RP},
	{66461, 66509, RP}, {66840, 66999, RP}, {68501, 68519, HE}, {68601, 68649, HE},
	{69434, 69434, HE}, {69483, 69488, HE}, {69509, 69509, HE}, {69517, 69518, HE},
	{76711, 76891, RP}, {88100, 88179, BY}, {89231, 89441, BY}, {96501, 96529, TH},
	{97877, 97877, BW}, {97900, 97999, BW},
	// Broad regions.
	{1001, 2999, SN}, {3001, 3253, BB}, {4001, 4999, SN}, {6001, 6999, ST}, {7001, 7999, TH},
	{8001, 9999, SN}, {10001, 14399, BE}, {15001, 16999, BB}, {17001, 19999, MV},
	{20001, 22799, HH}, {23001, 25999, SH}, {26001, 27999, NI}, {28001, 28779, HB},
	{29001, 31999, NI}, {32001, 33999, NW}, {34001, 36999, HE}, {37001, 38999, NI},
	{39001, 39999, ST}, {40001, 48999, NW}, {49001, 49999, NI}, {50001, 53999, NW},
	{54001, 56999, RP}, {57001, 57999, NW}, {58001, 59999, NW}, {60001, 65999, HE},
	{66001, 66999, SL}, {67001, 67999, RP}, {68001, 69999, BW}, {70001, 79999, BW},
	{80001, 87999, BY}, {88001, 89999, BW}, {90001, 97999, BY}, {98001, 99999, TH},
}

// FromPLZ returns the Land of a five-digit German postcode, Unknown if the
// string is not one.
func FromPLZ(plz string) Land {
	if len(plz) != 5 {
		return Unknown
	}
	n, err := strconv.Atoi(plz)
	if err != nil || n < 1001 {
		return Unknown
	}
	for _, r := range plzRanges {
		if n >= r.lo && n <= r.hi {
			return r.land
		}
	}
	return Unknown
}

// cities maps large cities to their Land, for addresses whose postcode is
// missing or unreadable (OCR).
var cities = map[string]Land{
	"berlin": BE, "hamburg": HH, "münchen": BY, "köln": NW, "frankfurt am main": HE, "stuttgart": BW,
	"düsseldorf": NW, "leipzig": SN, "dortmund": NW, "essen": NW, "bremen": HB, "dresden": SN,
	"hannover": NI, "nürnberg": BY, "duisburg": NW, "bochum": NW, "wuppertal": NW, "bielefeld": NW,
	"bonn": NW, "münster": NW, "mannheim": BW, "karlsruhe": BW, "augsburg": BY, "wiesbaden": HE,
	"mönchengladbach": NW, "gelsenkirchen": NW, "aachen": NW, "braunschweig": NI, "kiel": SH,
	"chemnitz": SN, "halle": ST, "magdeburg": ST, "freiburg": BW, "krefeld": NW, "mainz": RP,
	"lübeck": SH, "erfurt": TH, "oberhausen": NW, "rostock": MV, "kassel": HE, "hagen": NW,
	"potsdam": BB, "saarbrücken": SL, "hamm": NW, "ludwigshafen": RP, "oldenburg": NI,
	"osnabrück": NI, "leverkusen": NW, "heidelberg": BW, "darmstadt": HE, "solingen": NW,
	"regensburg": BY, "würzburg": BY, "ingolstadt": BY, "ulm": BW, "wolfsburg": NI, "göttingen": NI,
	"schwerin": MV, "jena": TH, "cottbus": BB, "trier": RP, "koblenz": RP, "bremerhaven": HB,
	"frankfurt (oder)": BB, "gera": TH, "zwickau": SN, "dessau": ST, "wismar": MV, "greifswald": MV,
	"stralsund": MV, "neubrandenburg": MV, "weimar": TH, "flensburg": SH, "offenbach": HE,
}

// FromCity returns the Land of a known city name, Unknown otherwise.
func FromCity(city string) Land {
	c := strings.ToLower(strings.TrimSpace(city))
	if l, ok := cities[c]; ok {
		return l
	}
	// "Frankfurt am Main" and "Halle (Saale)" style suffixes.
	if f := strings.Fields(c); len(f) > 1 {
		if l, ok := cities[f[0]]; ok && f[0] != "frankfurt" {
			return l
		}
	}
	return Unknown
}
