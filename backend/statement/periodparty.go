package statement

import (
	"regexp"
	"strings"
)

// A name carries no billing period. Account documents that print one
// text cell per booking (a tenant's account at the property manager, a
// member's account at the club) put the charge or the remittance text
// there: "Grundmiete 08/2022", "Miete August 2022 Whg. 4". When the rules
// made such a cell the counterparty, it is the purpose.

// rePeriodRef finds a billing period: a month and a four-digit year
// ("08/2022", "8/2022") or a month name and a year ("August 2022").
var rePeriodRef = regexp.MustCompile(`(?i)(^|\s)(0?[1-9]|1[0-2])/(19|20)\d\d($|\s)|\b(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\s+(19|20)\d\d\b`)

// periodParty moves a counterparty naming a billing period to the
// purpose, before any purpose the booking already has. A legal form
// ("GmbH") keeps it a name.
func periodParty(tr *Transaction) {
	c := tr.Counterparty
	if c == "" {
		return
	}
	// "EG" in capitals is the ground floor (Erdgeschoss) of a flat, the
	// cooperative writes "eG".
	legal := reLegalForm.MatchString(strings.ReplaceAll(" "+c+" ", " EG ", " "))
	if !(strings.ContainsAny(c, "0123456789") && rePeriodRef.MatchString(c) || rentCharge(c)) || legal {
		return
	}
	tr.Purpose = strings.TrimSpace(c + " " + tr.Purpose)
	tr.Counterparty = ""
}

// reStandAfterDate is a balance row whose own date stands in the date
// column before the label: "31.12.2022  Saldo per 31.12.2022  211,87 S"
// (account documents that print the closing balance as the table's last
// row). Whether it opens or closes is decided by its date, as for
// "Kontostand am …".
var reStandAfterDate = regexp.MustCompile(`(?i)^\W*\d{1,2}\.\d{1,2}\.(\d{2}|\d{4})?\s+(kontostand|saldo|(kassen)?bestand)\s+(am|vom|per|zum)\s+\d{1,2}\.\d{1,2}\.`)

// rentCharge reports a text that starts with a compound rent charge
// ("Restmiete Mai", "Grundmiete", "Kaltmiete"): a name does not. "Miete"
// alone may stand before the landlord's name ("Miete Hausverwaltung").
func rentCharge(s string) bool {
	w, _, _ := strings.Cut(s, " ")
	w = strings.ToLower(w)
	return strings.HasSuffix(w, "miete") && len(w) > len("miete")
}

// rePrintFooter is an online-banking print's footer: "Ausgedruckt am
// 01.09.2023 · …", "Gedruckt am …", "Druckdatum: …". It ends the booking
// above it.
var rePrintFooter = regexp.MustCompile(`(?i)^\W*(ausgedruckt\s+am|gedruckt\s+am|druckdatum:?)\s+\d{1,2}\.\d{1,2}\.\d{2,4}`)

// printFooter reports an online-banking print's footer line.
func printFooter(s string) bool {
	return strings.Contains(s, "ruck") && rePrintFooter.MatchString(s) // "Ausgedruckt", "Druckdatum"
}
