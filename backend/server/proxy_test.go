package server

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestRealClient(t *testing.T) {
	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	for _, tc := range []struct {
		name    string
		trusted []netip.Prefix
		remote  string
		xff     []string
		want    string
	}{
		{"no trusted proxies: header ignored", nil, "10.1.1.1:5000", []string{"203.0.113.9"}, "10.1.1.1:5000"},
		{"untrusted peer: header ignored", trusted, "198.51.100.7:5000", []string{"203.0.113.9"}, "198.51.100.7:5000"},
		{"one proxy", trusted, "10.1.1.1:5000", []string{"203.0.113.9"}, "203.0.113.9:0"},
		{"spoofed left part is not believed", trusted, "10.1.1.1:5000", []string{"1.2.3.4, 203.0.113.9"}, "203.0.113.9:0"},
		{"two proxies", trusted, "10.1.1.1:5000", []string{"203.0.113.9, 10.2.2.2"}, "203.0.113.9:0"},
		{"several header lines", trusted, "10.1.1.1:5000", []string{"1.2.3.4", "203.0.113.9"}, "203.0.113.9:0"},
		{"IPv6 proxy and client", trusted, "[::1]:5000", []string{"2001:db8::5"}, "[2001:db8::5]:0"},
		{"malformed hop stops the walk", trusted, "10.1.1.1:5000", []string{"203.0.113.9, junk"}, "10.1.1.1:5000"},
		{"only proxies", trusted, "10.1.1.1:5000", []string{"10.3.3.3"}, "10.1.1.1:5000"},
		{"no header", trusted, "10.1.1.1:5000", nil, "10.1.1.1:5000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got string
			h := realClient(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { got = r.RemoteAddr }), tc.trusted)
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tc.remote
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			h.ServeHTTP(httptest.NewRecorder(), r)
			if got != tc.want {
				t.Errorf("RemoteAddr = %q, want %q", got, tc.want)
			}
		})
	}
}
