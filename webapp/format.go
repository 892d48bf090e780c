package webapp

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Helpers shared by the pages; they compile and are tested on every
// platform.

// germanDate parses DD.MM.YYYY.
func germanDate(s string) (time.Time, bool) {
	t, err := time.ParseInLocation("02.01.2006", strings.TrimSpace(s), time.UTC)
	return t, err == nil
}

// germanAmount parses "-1.234,56" (also "1.234,56-" and "+12,00") into cents.
func germanAmount(s string) (int64, bool) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), " €"))
	neg := false
	switch {
	case strings.HasPrefix(s, "-"), strings.HasPrefix(s, "−"):
		neg, s = true, strings.TrimLeft(s, "-−")
	case strings.HasSuffix(s, "-"):
		neg, s = true, strings.TrimSuffix(s, "-")
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	whole, frac, ok := strings.Cut(s, ",")
	if !ok || len(frac) != 2 || whole == "" {
		return 0, false
	}
	whole = strings.ReplaceAll(whole, ".", "")
	w, err1 := strconv.ParseInt(whole, 10, 64)
	f, err2 := strconv.ParseInt(frac, 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	c := w*100 + f
	if neg {
		c = -c
	}
	return c, true
}

// euro formats cents as "1.234,56 €".
func euro(cents int64) string {
	neg := cents < 0
	if neg {
		cents = -cents
	}
	whole := strconv.FormatInt(cents/100, 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	s := fmt.Sprintf("%s,%02d €", b.String(), cents%100)
	if neg {
		s = "-" + s
	}
	return s
}

// daysUntil counts calendar days from today to the deadline date.
func daysUntil(deadline, today time.Time) int {
	d := time.Date(deadline.Year(), deadline.Month(), deadline.Day(), 0, 0, 0, 0, time.UTC)
	t := time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, time.UTC)
	return int(d.Sub(t).Hours() / 24)
}

// daysText says how much time is left, in words.
func daysText(n int) string {
	switch {
	case n < -1:
		return fmt.Sprintf("seit %d Tagen abgelaufen", -n)
	case n == -1:
		return "seit gestern abgelaufen"
	case n == 0:
		return "heute"
	case n == 1:
		return "morgen (noch 1 Tag)"
	}
	return fmt.Sprintf("noch %d Tage", n)
}

// isoToGerman turns an API timestamp into "21.11.2026, 14:03" (UTC shown
// in the browser's local zone is left to the caller's location).
func isoToGerman(iso string, loc *time.Location) string {
	if iso == "" {
		return "–"
	}
	t, err := time.Parse(time.RFC3339Nano, iso)
	if err != nil {
		return iso
	}
	if loc != nil {
		t = t.In(loc)
	}
	return t.Format("02.01.2006, 15:04")
}

// docTypes are the six types of spec 1.3 with their German labels.
var docTypes = []struct{ Value, Label string }{
	{"kontoauszug", "Kontoauszug"},
	{"mahnung", "Mahnung / Inkassoschreiben"},
	{"steuerbescheid", "Steuerbescheid"},
	{"lohnabrechnung", "Lohnabrechnung"},
	{"kuendigung", "Kündigung"},
	{"bussgeldbescheid", "Bußgeldbescheid"},
}

func docTypeLabel(v string) string {
	for _, d := range docTypes {
		if d.Value == v {
			return d.Label
		}
	}
	return v
}

// MaxUpload is the upload limit of spec 8, checked in the browser before
// anything is sent.
const MaxUpload = 10 << 20

// checkUpload validates a file before upload: PDF, JPG or PNG by MIME type
// or extension, at most 10 MB. It returns a German message or "".
func checkUpload(name, mimeType string, size int) string {
	if size <= 0 {
		return "Die Datei ist leer."
	}
	if size > MaxUpload {
		return fmt.Sprintf("Die Datei ist %s groß; erlaubt sind höchstens 10 MB.", megabytes(size))
	}
	switch mimeType {
	case "application/pdf", "image/jpeg", "image/png":
		return ""
	}
	lower := strings.ToLower(name)
	for _, ext := range []string{".pdf", ".jpg", ".jpeg", ".png"} {
		if strings.HasSuffix(lower, ext) {
			return ""
		}
	}
	return "Bitte wählen Sie eine PDF-, JPG- oder PNG-Datei."
}

func megabytes(n int) string {
	return strings.Replace(fmt.Sprintf("%.1f MB", float64(n)/(1<<20)), ".", ",", 1)
}

// localZone is the browser's current UTC offset. Go's WASM runtime has no
// zone database, so time.Local would be UTC; the offset of "now" is right
// for the recent timestamps the portal shows.
func localZone() *time.Location {
	if !app.IsClient {
		return time.Local
	}
	min := app.Window().Get("Date").New().Call("getTimezoneOffset").Int()
	return time.FixedZone("", -min*60)
}
