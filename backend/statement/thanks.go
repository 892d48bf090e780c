package statement

import "regexp"

// Card issuers print the holder's own payment as a sentence with a thank
// you after a dash: "Ihre Zahlung – vielen Dank", "Zahlung erhalten -
// Danke", "Lastschrifteinzug – besten Dank". It names no payee; the row
// is the booking's text. A merchant's name may contain "Danke" ("Lidl
// sagt Danke"), never after a dash.
var reThanks = regexp.MustCompile(`(?i)(^|\s)[-–—]\s*((vielen|besten|herzlichen)\s+)?dank(e)?\b`)

// thanksLine reports a row text that thanks the holder for a payment.
func thanksLine(s string) bool { return reThanks.MatchString(s) }
