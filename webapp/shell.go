package webapp

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// page wraps a page body in the common frame: a skip link for keyboard
// users, the navigation (the current page marked with aria-current) and a
// footer with the legal links.
func page(active string, body ...app.UI) app.UI {
	link := func(href, label string) app.UI {
		a := app.A().Href(href).Text(label)
		if href == active {
			a = a.Aria("current", "page").Class("active")
		}
		return app.Li().Body(a)
	}
	return app.Div().Class("shell").Body(
		app.A().Class("skip").Href("#main").Text("Zum Inhalt springen"),
		app.Header().Class("top").Body(
			app.A().Class("brand").Href("/").Body(
				app.Img().Src("/web/icon.svg").Alt("").Width(28).Height(28),
				app.Span().Text("Papierkram"),
			),
			app.Nav().Aria("label", "Hauptnavigation").Body(
				app.Ul().Body(
					link("/analyze", "Dokument prüfen"),
					link("/api-account", "API-Konto"),
					link("/docs", "API-Doku"),
					link("/login", "Anmelden"),
				),
			),
		),
		app.Main().ID("main").Body(body...),
		app.Footer().Class("foot").Body(
			app.P().Body(
				app.Text("Uploads werden nicht gespeichert; Ergebnisse werden spätestens nach 24 Stunden gelöscht. "),
				app.A().Href("/avv").Text("Auftragsverarbeitung (AVV)"),
				app.Text(" · "),
				app.A().Href("/docs").Text("API-Dokumentation"),
			),
		),
	)
}

// notice is a status message that screen readers announce.
func notice(kind, text string) app.UI {
	if text == "" {
		return nil
	}
	role := "status"
	if kind == "error" {
		role = "alert"
	}
	return app.P().Class("notice "+kind).Attr("role", role).Text(text)
}
