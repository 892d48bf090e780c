// Package hostile builds malformed and malicious files for the tests of
// every layer that reads uploads (intake, the HTTP service), so that the
// batteries share one definition of each construction.
package hostile

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// RawPDF assembles a PDF from object bodies (object i+1 = objs[i], object 1
// the catalog) with a correct xref table.
func RawPDF(objs ...string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, x)
	return b.Bytes()
}

// Stream is a PDF stream object with the given dictionary entries.
func Stream(dict string, data []byte) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
}

// PNGChunk is one PNG chunk with its CRC.
func PNGChunk(typ string, data []byte) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.BigEndian, uint32(len(data))) //nolint:errcheck // bytes.Buffer
	b.WriteString(typ)
	b.Write(data)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(typ), data...))) //nolint:errcheck
	return b.Bytes()
}

// QPDFEncrypt encrypts a PDF with AES-256 (user password may be empty: an
// owner-password-only file). Without qpdf the test is skipped visibly.
func QPDFEncrypt(t testing.TB, in []byte, user string) []byte {
	t.Helper()
	if _, err := exec.LookPath("qpdf"); err != nil {
		t.Skipf("qpdf not installed (Debian: qpdf; `make deps` installs it): %v", err)
	}
	dir := t.TempDir()
	src, dst := filepath.Join(dir, "in.pdf"), filepath.Join(dir, "out.pdf")
	if err := os.WriteFile(src, in, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("qpdf", "--encrypt", user, "owner-secret", "256", "--extract=n", "--modify=none", "--", src, dst).CombinedOutput()
	if err != nil {
		t.Fatalf("qpdf: %v %s", err, out)
	}
	data, err := os.ReadFile(dst)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// PNGSignature starts every PNG file.
var PNGSignature = []byte("\x89PNG\r\n\x1a\n")

// PNG is a PNG declaring w×h pixels of the given bit depth and colour type
// with idat as its (zlib) image data: callers choose a payload that lies
// about the size (bombs) or is simply empty.
func PNG(w, h int, depth, colour byte, idat []byte) []byte {
	var b bytes.Buffer
	b.Write(PNGSignature)
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = depth, colour
	b.Write(PNGChunk("IHDR", ihdr))
	b.Write(PNGChunk("IDAT", idat))
	b.Write(PNGChunk("IEND", nil))
	return b.Bytes()
}
