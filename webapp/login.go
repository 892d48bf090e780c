package webapp

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Login is "/login": asks for a sign-in link, or redeems one.
type Login struct {
	app.Compo
	email      string
	busy, sent bool
	err        string
}

func (l *Login) OnNav(ctx app.Context) {
	token := linkToken()
	if token == "" {
		return
	}
	l.busy, l.err = true, ""
	c := newClients()
	ctx.Async(func() {
		_, err := c.Account.Login(ctx, newReq(&papierkramv1.LoginRequest{Token: token}))
		ctx.Dispatch(func(ctx app.Context) {
			l.busy = false
			if err != nil {
				l.err = errorText(err)
				return
			}
			ctx.Navigate("/api-account")
		})
	})
}

func (l *Login) Render() app.UI {
	if l.sent {
		return page("/login",
			app.H1().Text("Bitte prüfen Sie Ihr Postfach"),
			notice("ok", "Wenn zu "+l.email+" ein Konto besteht, haben wir einen Anmeldelink geschickt. Er ist 30 Minuten gültig."),
		)
	}
	return page("/login",
		app.H1().Text("Anmelden"),
		app.P().Text("Sie bekommen einen Anmeldelink per E-Mail – ohne Passwort."),
		app.Form().ID("login-form").Class("card").OnSubmit(l.submit).Body(
			app.Label().For("login-email").Text("E-Mail-Adresse"),
			app.Input().ID("login-email").Name("email").Type("email").Required(true).MaxLength(254).
				Attr("autocomplete", "email").Value(l.email).OnInput(l.ValueTo(&l.email)),
			notice("error", l.err),
			app.Button().Type("submit").Class("button primary").Disabled(l.busy).Text(busyText(l.busy, "Anmeldelink senden", "Einen Moment …")),
		),
		app.P().Body(app.Text("Noch kein Konto? "), app.A().Href("/register").Text("Registrieren")),
	)
}

func (l *Login) submit(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if l.busy {
		return
	}
	l.busy, l.err = true, ""
	email := strings.TrimSpace(l.email)
	c := newClients()
	ctx.Async(func() {
		_, err := c.Account.RequestLogin(ctx, newReq(&papierkramv1.RequestLoginRequest{Email: email}))
		ctx.Dispatch(func(ctx app.Context) {
			l.busy = false
			if err != nil {
				l.err = errorText(err)
				return
			}
			l.sent = true
		})
	})
}
