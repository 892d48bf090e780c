package intake

import (
	"bytes"
	"net/http"
	"strings"
	"unicode/utf8"
)

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// Sniff returns the document format of data ("pdf", "jpeg", "png") or "" and
// a short human description of what the data looks like instead. The type is
// taken from the content only: file names and declared MIME types are
// client claims.
func Sniff(data []byte) (format, what string) {
	head := data[:min(len(data), 1024)]
	switch {
	case len(data) == 0:
		return "", "empty file"
	// A signature at offset 0 is the stronger claim: a PNG or JPEG that
	// carries "%PDF-" in its first kilobyte is an image.
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		return "jpeg", "JPEG image"
	case bytes.HasPrefix(data, pngSignature):
		return "png", "PNG image"
	// PDF readers accept the header anywhere in the first 1024 bytes.
	case bytes.Contains(head, []byte("%PDF-")):
		return "pdf", "PDF"
	}
	return "", describe(head)
}

// describe names common wrong uploads so the error tells the user what they sent.
func describe(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		return "ZIP archive or Office document"
	case bytes.HasPrefix(head, []byte("GIF8")):
		return "GIF image"
	case bytes.HasPrefix(head, []byte("II*\x00")), bytes.HasPrefix(head, []byte("MM\x00*")):
		return "TIFF image"
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return "WebP image"
	case len(head) >= 12 && string(head[4:8]) == "ftyp" && strings.Contains("heic heix mif1 avif", string(head[8:12])):
		return "HEIC/AVIF image"
	case bytes.HasPrefix(head, []byte("BM")):
		return "BMP image"
	case bytes.HasPrefix(head, []byte("\xD0\xCF\x11\xE0")):
		return "legacy Office document"
	}
	ct := http.DetectContentType(head)
	switch {
	case strings.HasPrefix(ct, "text/html"):
		return "HTML"
	case strings.HasPrefix(ct, "text/xml"):
		return "XML"
	case strings.HasPrefix(ct, "text/plain") && utf8.Valid(head):
		return "plain text"
	case strings.HasPrefix(ct, "text/"):
		return "text"
	case ct == "application/octet-stream":
		return "unknown binary data"
	}
	return ct
}
