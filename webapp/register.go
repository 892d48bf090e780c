package webapp

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Register is "/register": company name and e-mail; the answer is the same
// whether or not the address is known (no account enumeration).
type Register struct {
	app.Compo
	company, email string
	busy, sent     bool
	err            string
}

func (r *Register) Render() app.UI {
	if r.sent {
		return page("/register",
			app.H1().Text("Bitte prüfen Sie Ihr Postfach"),
			notice("ok", "Wir haben eine E-Mail an "+r.email+" geschickt. Sie enthält einen Link, der 24 Stunden gültig ist. Mit dem Klick bestätigen Sie die Adresse und erhalten Ihren ersten API-Schlüssel."),
			app.P().Class("muted").Text("Keine E-Mail bekommen? Schauen Sie im Spam-Ordner nach oder versuchen Sie es in ein paar Minuten erneut."),
		)
	}
	return page("/register",
		app.H1().Text("Registrieren"),
		app.P().Text("Der Trial-Tarif umfasst 50 kostenlose Aufrufe, ohne Zahlungskarte."),
		app.Form().ID("register-form").Class("card").OnSubmit(r.submit).Body(
			app.Label().For("company").Text("Firmenname"),
			app.Input().ID("company").Name("company").Type("text").Required(true).MaxLength(200).
				Attr("autocomplete", "organization").Value(r.company).OnInput(r.ValueTo(&r.company)),
			app.Label().For("email").Text("E-Mail-Adresse"),
			app.Input().ID("email").Name("email").Type("email").Required(true).MaxLength(254).
				Attr("autocomplete", "email").Value(r.email).OnInput(r.ValueTo(&r.email)),
			notice("error", r.err),
			app.Button().Type("submit").Class("button primary").Disabled(r.busy).Text(busyText(r.busy, "Bestätigungslink senden", "Wird gesendet …")),
		),
		app.P().Body(app.Text("Schon registriert? "), app.A().Href("/login").Text("Anmelden")),
	)
}

func (r *Register) submit(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if r.busy {
		return
	}
	r.busy, r.err = true, ""
	company, email := strings.TrimSpace(r.company), strings.TrimSpace(r.email)
	c := newClients()
	ctx.Async(func() {
		_, err := c.Account.Register(ctx, newReq(&papierkramv1.RegisterRequest{CompanyName: company, Email: email}))
		ctx.Dispatch(func(ctx app.Context) {
			r.busy = false
			if err != nil {
				r.err = errorText(err)
				return
			}
			r.sent = true
		})
	})
}

func busyText(busy bool, idle, working string) string {
	if busy {
		return working
	}
	return idle
}
