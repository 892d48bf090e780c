package statement

import "regexp"

// reStampInText is a date or a time of day inside a line: cash machines
// and card terminals print where and when ("Geldautomat Musterstadt
// 30.01. 11:13"); a counterparty's name holds neither.
var reStampInText = regexp.MustCompile(`(^|\s)\d{1,2}\.\d{1,2}\.(\d{2}|\d{4})?(\s|$)|(^|\s)([01]?\d|2[0-3]):[0-5]\d(\s|$|\s*uhr)`)
