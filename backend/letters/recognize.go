package letters

import (
	"strings"
	"unicode"
)

// cue is a phrase that speaks for (weight > 0) or against (weight < 0) a
// document type.
type cue struct {
	phrase string
	weight int
}

// profile decides a type: the weighted cue score must reach min and at
// least one of the required phrases must occur. Phrases are normalised
// (lowercase, umlauts folded) before matching, so OCR output that drops
// umlauts still matches.
type profile struct {
	cues     []cue
	required []string
	min      int
	// veto rejects the type when the phrase occurs, unless the paired
	// phrase occurs too (an Anhörungsbogen is no Bußgeldbescheid, but a
	// Bußgeldbescheid may refer to the Anhörungsbogen sent before).
	veto map[string]string
}

var profiles = map[string]profile{
	"steuerbescheid": {
		cues: []cue{{"finanzamt", 3}, {"bescheid", 2}, {"einkommensteuer", 2}, {"festgesetzt", 2}, {"festsetzung", 2},
			{"zu versteuerndes einkommen", 2}, {"steuernummer", 1}, {"einspruch", 1}, {"veranlagung", 1},
			{"lohnabrechnung", -4}, {"entgeltabrechnung", -4}, {"bussgeld", -4}, {"inkasso", -4}},
		required: []string{"festgesetzt", "festsetzung", "steuerbescheid", "bescheid fur"},
		min:      7,
	},
	"lohnabrechnung": {
		cues: []cue{{"abrechnung der brutto", 4}, {"lohnabrechnung", 4}, {"gehaltsabrechnung", 4}, {"entgeltabrechnung", 4},
			{"verdienstabrechnung", 4}, {"brutto", 2}, {"netto", 2}, {"lohnsteuer", 2}, {"rentenversicherung", 1},
			{"krankenversicherung", 1}, {"steuerklasse", 2}, {"auszahlung", 1}, {"personalnummer", 1},
			{"finanzamt", -1}, {"festgesetzt", -2}, {"bussgeld", -4}, {"mahnung", -3}, {"kontoauszug", -4}},
		required: []string{"brutto"},
		min:      7,
	},
	"mahnung": {
		cues: []cue{{"mahnung", 4}, {"zahlungserinnerung", 4}, {"inkasso", 3}, {"zahlungsaufforderung", 3},
			{"hauptforderung", 3}, {"offene forderung", 2}, {"offener betrag", 2}, {"forderungsaufstellung", 3},
			{"verzug", 2}, {"mahngebuhr", 2}, {"zahlungsfrist", 1}, {"glaubiger", 1}, {"begleichen", 1}, {"uberweisen", 1},
			{"kontoauszug", -5}, {"alter kontostand", -4}, {"neuer kontostand", -4}, {"alter saldo", -4}, {"neuer saldo", -4},
			{"bussgeldbescheid", -5}, {"lohnabrechnung", -4}, {"festgesetzt", -2}},
		required: []string{"mahnung", "zahlungserinnerung", "inkasso", "zahlungsaufforderung", "hauptforderung", "verzug", "mahngebuhr", "forderungsaufstellung"},
		min:      6,
	},
	"kuendigung": {
		cues: []cue{{"kundigung", 4}, {"kundigen", 3}, {"arbeitsverhaltnis", 4}, {"arbeitsvertrag", 2},
			{"beschaftigungsverhaltnis", 3}, {"betriebsrat", 2}, {"kundigungsschutz", 2}, {"arbeitgeber", 1},
			{"resturlaub", 1}, {"arbeitsuchend", 2}, {"arbeitszeugnis", 1},
			{"mitgliedschaft", -4}, {"versicherungsvertrag", -4}, {"mietverhaltnis", -5}, {"mietvertrag", -5},
			{"versicherungsnummer", -2}, {"kundigungsbestatigung", -2}, {"abonnement", -4}, {"mobilfunk", -4}},
		required: []string{"arbeitsverhaltnis", "beschaftigungsverhaltnis", "dienstverhaltnis", "ausbildungsverhaltnis", "arbeitsvertrag"},
		min:      8,
	},
	"bussgeldbescheid": {
		cues: []cue{{"bussgeldbescheid", 5}, {"bussgeld", 2}, {"geldbusse", 3}, {"ordnungswidrigkeit", 3},
			{"owig", 2}, {"tatzeit", 2}, {"tatort", 2}, {"tatvorwurf", 2}, {"kennzeichen", 1}, {"fahreignungsregister", 2},
			{"stvo", 1}, {"stvg", 1}, {"einspruch", 1},
			{"lohnabrechnung", -5}, {"brutto", -2}, {"kontoauszug", -5},
			// A hearing form or witness questionnaire is not yet a Bescheid:
			// it has no objection period.
			{"anhorungsbogen", -6}, {"zeugenfragebogen", -6}, {"anhorung im bussgeldverfahren", -6}},
		required: []string{"bussgeldbescheid", "geldbusse", "bussgeld"},
		min:      8,
		veto:     map[string]string{"anhorungsbogen": "bussgeldbescheid", "zeugenfragebogen": "bussgeldbescheid", "verwarnungsgeldangebot": "bussgeldbescheid"},
	},
}

// recognize reports whether the text is a letter of docType.
func recognize(docType string, t *text) bool {
	p, ok := profiles[docType]
	if !ok {
		return false
	}
	req := false
	for _, r := range p.required {
		if t.hasApprox(r) {
			req = true
			break
		}
	}
	if !req {
		return false
	}
	for phrase, unless := range p.veto {
		if strings.Contains(t.flat, normalize(phrase)) && !strings.Contains(t.flat, normalize(unless)) {
			return false
		}
	}
	return score(p, t) >= p.min
}

func score(p profile, t *text) int {
	s := 0
	for _, c := range p.cues {
		// Only positive cues are matched approximately: a misread word
		// must not turn a right-type letter into a 422, while a misread
		// negative cue simply does not count.
		if c.weight > 0 && t.hasApprox(c.phrase) || c.weight < 0 && strings.Contains(t.flat, normalize(c.phrase)) {
			s += c.weight
		}
	}
	return s
}

// hasApprox reports whether phrase occurs in the text, allowing OCR
// misreadings in single long words: one edit for 7–8 letters, two from 9
// letters ("Arbeitsverhaltnis" read as "Arbeitsverhältms"). The word may be
// part of a longer token ("Kündigungsschutz" contains "kundigung").
func (t *text) hasApprox(phrase string) bool {
	p := normalize(phrase)
	if strings.Contains(t.flat, p) {
		return true
	}
	if strings.Contains(p, " ") || len(p) < 7 {
		return false
	}
	maxd := 1
	if len(p) >= 9 {
		maxd = 2 // "ü" read as "ii" alone costs two edits
	}
	for _, w := range t.tokens() {
		if len(w) >= len(p)-maxd && substringDistance(p, w) <= maxd {
			return true
		}
	}
	return false
}

// tokens returns the distinct words of the text (letters only), cached.
func (t *text) tokens() []string {
	if t.toks == nil {
		seen := map[string]bool{}
		for _, w := range strings.FieldsFunc(t.flat, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if len(w) >= 5 && !seen[w] {
				seen[w] = true
				t.toks = append(t.toks, w)
			}
		}
		if t.toks == nil {
			t.toks = []string{}
		}
	}
	return t.toks
}

// substringDistance is the smallest edit distance between p and any
// substring of w (Sellers' algorithm), on bytes.
func substringDistance(p, w string) int {
	prev := make([]int, len(w)+1) // row 0: free start anywhere in w
	cur := make([]int, len(w)+1)
	for i := 1; i <= len(p); i++ {
		cur[0] = i
		for j := 1; j <= len(w); j++ {
			cost := 1
			if p[i-1] == w[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j-1]+cost, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	best := prev[0]
	for _, v := range prev {
		best = min(best, v)
	}
	return best
}
