// Package webapp is the browser portal: go-app components compiled both
// for the server (prerendering, the HTTP handler in handler.go) and for the
// browser (wasm/main.go). It talks to the service only through the Connect
// clients with the session cookie.
package webapp

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Paths of the portal's pages.
var Paths = []string{"/", "/register", "/confirm", "/login", "/api-account", "/analyze", "/avv", "/docs"}

// Routes registers the pages with go-app (its router is process-wide).
// The server and the WASM binary must both call it.
func Routes() {
	app.Route("/", func() app.Composer { return &Landing{} })
	app.Route("/register", func() app.Composer { return &Register{} })
	app.Route("/confirm", func() app.Composer { return &Confirm{} })
	app.Route("/login", func() app.Composer { return &Login{} })
	app.Route("/api-account", func() app.Composer { return &Account{} })
	app.Route("/analyze", func() app.Composer { return &Analyze{} })
	app.Route("/avv", func() app.Composer { return &AVV{} })
	app.Route("/docs", func() app.Composer { return &Docs{} })
}
