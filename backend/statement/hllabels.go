package statement

import "strings"

// textLabel returns the length of a "Buchungstext:" label starting l
// (low is l in lower case), or 0. A direct bank prints the remittance
// text labelled in the text column ("Empfänger: Stadtwerke GmbH" /
// "Buchungstext: Abschlag Mai" / "Ref. …"); a bank's own posting has no
// name line, so the stream has a single label and is left to the line
// rules (stream.go needs two), which kept "Buchungstext:" in the purpose.
// With the colon it is a label like "Verwendungszweck"; a value that is
// only a booking type ("Buchungstext: Lastschrift", the CSV sense of the
// word) is no purpose and stays as it was.
//
// Swiss banks label the remittance text "Mitteilung:" the same way.
func textLabel(l, low string) int {
	for _, lab := range []string{"buchungstext:", "mitteilung:"} {
		if !strings.HasPrefix(low, lab) {
			continue
		}
		rest := strings.TrimSpace(l[len(lab):])
		if i, j, ok := findBookingType(rest); ok && i == 0 && j == len(rest) {
			return 0
		}
		return len(lab)
	}
	return 0
}
