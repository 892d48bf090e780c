package statement

import "regexp"

// Before SEPA (and on printers kept from that time) the counterparty's
// account was printed as account number and bank code under the name:
// "KTO 7497102 BLZ 30050110", "Konto-Nr. 123456 BLZ 370 400 44". Like an
// IBAN line it is the account field, not remittance text.
var reKtoBLZ = regexp.MustCompile(`(?i)^\W*(kto|konto|kto\.?-?nr|konto-?nr|kontonummer|kto\.)[.:]?\s*\d{1,10}\s*[,/·|]?\s*(blz|bankleitzahl)[.:]?\s*\d{3}\s?\d{3}\s?\d{2}\W*$`)

// ktoBLZLine reports a line that is only a domestic account number and
// bank code.
func ktoBLZLine(l string) bool { return reKtoBLZ.MatchString(l) }
