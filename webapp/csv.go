package webapp

import (
	"strings"
)

// statementCSV renders a table for German Excel: UTF-8 with BOM (so Excel
// detects the encoding), semicolons (Excel's list separator in German
// locales), CRLF line ends. Amounts already use the decimal comma (spec
// 2.2), so they stay as they are and Excel reads them as numbers.
func statementCSV(headers []string, rows [][]string) []byte {
	var b strings.Builder
	b.WriteString("\ufeff")
	line := func(cells []string) {
		for i, c := range cells {
			if i > 0 {
				b.WriteByte(';')
			}
			b.WriteString(csvField(c))
		}
		b.WriteString("\r\n")
	}
	line(headers)
	for _, r := range rows {
		line(r)
	}
	return []byte(b.String())
}

// csvField quotes a field when it holds a separator, quote or line break,
// and defuses leading formula characters, which spreadsheet programs would
// otherwise execute (CSV injection from a statement's purpose text).
func csvField(s string) string {
	if s != "" && strings.ContainsRune("=+@\t\r", rune(s[0])) {
		s = "'" + s
	}
	if s != "" && s[0] == '-' {
		if _, ok := germanAmount(s); !ok {
			s = "'" + s
		}
	}
	if strings.ContainsAny(s, ";\"\r\n") {
		s = `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return s
}
