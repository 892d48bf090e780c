package statement

import "strings"

// Bilingual statements (German branches of international banks) print
// every field label in German beside its English translation:
// "Empfänger / Payee: …", "Verwendungszweck / Details: …", "Mandat /
// Mandate …", "Gläubiger-ID / Creditor ID …". The German label is the
// field's label; the slash and the English words are dropped, so that the
// label reads as "Empfänger: …".

// bilingualLabels maps German field labels to the English words printed
// after their slash.
var bilingualLabels = map[string][]string{
	"empfänger":             {"payee", "beneficiary", "recipient"},
	"zahlungsempfänger":     {"payee", "beneficiary", "recipient"},
	"auftraggeber":          {"payer", "originator", "ordering party"},
	"verwendungszweck":      {"details", "reference", "remittance information", "purpose", "payment details"},
	"mandat":                {"mandate", "mandate reference"},
	"mandatsreferenz":       {"mandate", "mandate reference"},
	"gläubiger-id":          {"creditor id", "creditor identifier"},
	"kundenreferenz":        {"customer reference"},
	"ende-zu-ende-ref.":     {"end-to-end ref.", "end-to-end reference"},
	"ende-zu-ende-referenz": {"end-to-end reference"},
}

// bilingualRows rewrites "German / English[:]" field labels to "German:".
func bilingualRows(rows []*row) {
	for _, r := range rows {
		if !strings.Contains(r.text, " / ") {
			continue // cheap check first
		}
		for i := 0; i+2 < len(r.toks); i++ {
			if r.toks[i+1].text != "/" || r.toks[i].kind != kWord {
				continue
			}
			en, ok := bilingualLabels[strings.ToLower(r.toks[i].text)]
			if !ok {
				continue
			}
			n := 0
			for _, e := range en {
				k := len(strings.Fields(e))
				if i+2+k > len(r.toks) {
					continue
				}
				var ws []string
				for _, t := range r.toks[i+2 : i+2+k] {
					ws = append(ws, t.text)
				}
				if w := strings.ToLower(strings.Join(ws, " ")); w == e || w == e+":" {
					n = k
					break
				}
			}
			if n == 0 {
				continue
			}
			lab := r.toks[i]
			lab.text = strings.TrimSuffix(lab.text, ":") + ":"
			toks := append([]token{}, r.toks[:i]...)
			toks = append(toks, lab)
			r.toks = append(toks, r.toks[i+2+n:]...)
			r.text = joinTokens(r.toks)
		}
	}
}
