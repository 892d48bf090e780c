// Package auth issues and checks credentials: API keys (bearer tokens for
// the API) with scopes, and the random tokens behind portal sessions and
// e-mail links. Only SHA-256 hashes of credentials are stored.
package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
)

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// Random returns n characters drawn uniformly from base62 using crypto/rand.
// Rejection sampling avoids the modulo bias of mapping 256 byte values onto
// 62 characters.
func Random(n int) string {
	out := make([]byte, 0, n)
	buf := make([]byte, n+n/2)
	for len(out) < n {
		if _, err := rand.Read(buf); err != nil {
			panic("crypto/rand failed: " + err.Error()) // the OS has no entropy: nothing sane to do
		}
		for _, b := range buf {
			if b < 248 { // 248 = 4*62
				out = append(out, base62[b%62])
				if len(out) == n {
					break
				}
			}
		}
	}
	return string(out)
}

// NewID returns an identifier like "org_3fK9...": a type prefix makes ids
// self-describing in logs and support requests.
func NewID(prefix string) string { return prefix + "_" + Random(16) }

// Hash is the SHA-256 of a credential. Credentials are high-entropy random
// strings, so an unsalted fast hash is sufficient and allows lookup by hash.
func Hash(secret string) []byte {
	h := sha256.Sum256([]byte(secret))
	return h[:]
}

// Equal compares two hashes in constant time.
func Equal(a, b []byte) bool { return subtle.ConstantTimeCompare(a, b) == 1 }
