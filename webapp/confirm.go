package webapp

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// linkToken reads the one-time token from the e-mail link. It travels in
// the fragment (never sent to servers or logged); the query is accepted
// too. The token is then removed from the address bar and history so a
// reload or a shared screenshot does not expose it.
func linkToken() string {
	if !app.IsClient {
		return ""
	}
	u := app.Window().URL()
	v, _ := url.ParseQuery(u.Fragment)
	t := v.Get("token")
	if t == "" {
		t = u.Query().Get("token")
	}
	if t != "" {
		app.Window().Get("history").Call("replaceState", nil, "", u.Path)
	}
	return t
}

// Confirm is "/confirm": redeems the confirmation link and shows the first
// API key exactly once.
type Confirm struct {
	app.Compo
	busy    bool
	err     string
	orgName string
	key     string
	done    bool
}

func (c *Confirm) OnNav(ctx app.Context) {
	if !app.IsClient {
		return
	}
	token := linkToken()
	if token == "" {
		if !c.done {
			c.err = "Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail direkt oder registrieren Sie sich erneut."
		}
		return
	}
	c.busy, c.err = true, ""
	cl := newClients()
	ctx.Async(func() {
		res, err := cl.Account.Confirm(ctx, newReq(&papierkramv1.ConfirmRequest{Token: token}))
		ctx.Dispatch(func(ctx app.Context) {
			c.busy = false
			if err != nil {
				c.err = errorText(err)
				return
			}
			c.done = true
			c.orgName = res.Msg.GetOrganization().GetName()
			c.key = res.Msg.GetApiKey()
		})
	})
}

func (c *Confirm) Render() app.UI {
	switch {
	case c.busy:
		return page("/confirm", app.H1().Text("Registrierung bestätigen"), notice("info", "Ihre Adresse wird bestätigt …"))
	case c.err != "":
		return page("/confirm",
			app.H1().Text("Registrierung bestätigen"),
			notice("error", c.err),
			app.P().Body(app.A().Href("/register").Text("Erneut registrieren"), app.Text(" · "), app.A().Href("/login").Text("Anmelden")),
		)
	case !c.done:
		return page("/confirm", app.H1().Text("Registrierung bestätigen"), notice("info", "Einen Moment …"))
	}
	body := []app.UI{
		app.H1().Text("Willkommen bei Papierkram"),
		notice("ok", "Die Adresse ist bestätigt. „"+c.orgName+"“ ist im Trial-Tarif mit 50 kostenlosen Aufrufen aktiv, und Sie sind angemeldet."),
	}
	if c.key != "" {
		body = append(body, keyOnce("first-key", c.key))
	}
	body = append(body, app.P().Body(
		app.A().Class("button primary").Href("/analyze").Text("Erstes Dokument prüfen"),
		app.Text(" "),
		app.A().Class("button").Href("/api-account").Text("Zum API-Konto"),
		app.Text(" "),
		app.A().Class("button").Href("/docs").Text("API-Dokumentation"),
	))
	return page("/confirm", body...)
}

// keyOnce shows a freshly created key with a copy button and the warning
// that it will not be shown again.
func keyOnce(id, key string) app.UI {
	return app.Div().Class("key-once card").Body(
		app.H2().Text("Ihr API-Schlüssel"),
		app.P().Text("Kopieren Sie den Schlüssel jetzt und bewahren Sie ihn sicher auf. Er wird nur dieses eine Mal angezeigt; gespeichert wird nur ein Prüfwert."),
		app.Div().Class("key-row").Body(
			app.Code().ID(id).Class("secret").Text(key),
			&CopyButton{Text: key},
		),
	)
}

// CopyButton copies a text to the clipboard and says so.
type CopyButton struct {
	app.Compo
	Text   string
	copied bool
}

func (b *CopyButton) Render() app.UI {
	label := "Kopieren"
	if b.copied {
		label = "Kopiert ✓"
	}
	return app.Button().Type("button").Class("button copy").Aria("live", "polite").Text(label).OnClick(func(ctx app.Context, e app.Event) {
		clip := app.Window().Get("navigator").Get("clipboard")
		if !clip.Truthy() {
			return
		}
		clip.Call("writeText", b.Text)
		b.copied = true
		ctx.After(3e9, func(ctx app.Context) { b.copied = false })
	})
}
