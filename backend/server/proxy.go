package server

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// realClient rewrites r.RemoteAddr to the client's address when the
// connection comes from a trusted reverse proxy, so that per-IP limits
// (signup, login) apply per client and not per proxy.
//
// X-Forwarded-For is read from the right: each trusted proxy appends the
// address it received the request from, so the rightmost address that is
// not itself a trusted proxy is the client. Anything left of it was written
// by the client and is never believed. Without trusted proxies, or from an
// untrusted peer, the header is ignored.
func realClient(next http.Handler, trusted []netip.Prefix) http.Handler {
	if len(trusted) == 0 {
		return next
	}
	isTrusted := func(a netip.Addr) bool {
		a = a.Unmap()
		for _, p := range trusted {
			if p.Contains(a) {
				return true
			}
		}
		return false
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		peer, err := netip.ParseAddrPort(r.RemoteAddr)
		if err != nil || !isTrusted(peer.Addr()) {
			next.ServeHTTP(w, r)
			return
		}
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0; i-- {
			a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
			if err != nil {
				break // a malformed hop: stop at the last address we can vouch for
			}
			if !isTrusted(a) {
				r = r.Clone(r.Context())
				r.RemoteAddr = net.JoinHostPort(a.Unmap().String(), "0")
				break
			}
		}
		next.ServeHTTP(w, r)
	})
}
