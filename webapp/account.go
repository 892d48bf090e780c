package webapp

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// scopeLabels explains the key scopes in German.
var scopeLabels = []struct{ Scope, Label string }{
	{"analyze:write", "Dokumente analysieren"},
	{"usage:read", "Verbrauch abfragen"},
	{"billing:write", "Abrechnung (Checkout, Kundenportal)"},
}

// Account is "/api-account" (the spec's name): keys, tier and usage,
// upgrades and the billing portal.
type Account struct {
	app.Compo
	loading   bool
	signedOut bool
	err       string
	info      string
	acct      *papierkramv1.GetAccountResponse
	keys      []*papierkramv1.ApiKey

	newName   string
	newScopes map[string]bool
	creating  bool
	createErr string
	created   string // full key of the last created key, shown once
	createdID string

	confirmRevoke string // key id awaiting confirmation
	busyRevoke    bool
	billingBusy   string
}

func (a *Account) OnNav(ctx app.Context) {
	if !app.IsClient {
		a.loading = true
		return
	}
	a.newScopes = map[string]bool{"analyze:write": true, "usage:read": true, "billing:write": true}
	a.reload(ctx)
}

func (a *Account) reload(ctx app.Context) {
	a.loading = true
	c := newClients()
	ctx.Async(func() {
		acct, err := c.Account.GetAccount(ctx, newReq(&papierkramv1.GetAccountRequest{}))
		var keys *papierkramv1.ListKeysResponse
		if err == nil {
			var res = (*papierkramv1.ListKeysResponse)(nil)
			r, kerr := c.Account.ListKeys(ctx, newReq(&papierkramv1.ListKeysRequest{}))
			if kerr == nil {
				res = r.Msg
			}
			keys, err = res, kerr
		}
		ctx.Dispatch(func(ctx app.Context) {
			a.loading = false
			if err != nil {
				if isUnauthenticated(err) {
					a.signedOut = true
					return
				}
				a.err = errorText(err)
				return
			}
			a.signedOut = false
			a.acct = acct.Msg
			a.keys = keys.GetKeys()
		})
	})
}

func (a *Account) Render() app.UI {
	switch {
	case a.loading && a.acct == nil:
		return page("/api-account", app.H1().Text("API-Konto"), notice("info", "Wird geladen …"))
	case a.signedOut:
		return page("/api-account",
			app.H1().Text("API-Konto"),
			notice("info", "Bitte melden Sie sich an, um Ihre API-Schlüssel und Ihren Verbrauch zu sehen."),
			app.P().Body(app.A().Class("button primary").Href("/login").Text("Anmelden"), app.Text(" "), app.A().Class("button").Href("/register").Text("Registrieren")),
		)
	case a.acct == nil:
		return page("/api-account", app.H1().Text("API-Konto"), notice("error", a.err))
	}
	o := a.acct.GetOrganization()
	return page("/api-account",
		app.Div().Class("title-row").Body(
			app.H1().Text("API-Konto"),
			app.Button().Type("button").ID("logout").Class("button").Text("Abmelden").OnClick(a.logout),
		),
		app.P().Class("muted").Text(o.GetName()+" · "+a.acct.GetEmail()),
		notice("error", a.err),
		notice("ok", a.info),
		a.renderPaymentFailed(),
		a.renderUsage(),
		a.renderKeys(),
		a.renderCreate(),
	)
}

func (a *Account) renderPaymentFailed() app.UI {
	if a.acct.GetPaymentFailedAt() == "" {
		return nil
	}
	return app.Div().Class("notice error").Attr("role", "alert").Body(
		app.Strong().Text("Die letzte Zahlung ist fehlgeschlagen "),
		app.Text("("+isoToGerman(a.acct.GetPaymentFailedAt(), localZone())+"). Bitte aktualisieren Sie Ihre Zahlungsmethode unter „Rechnungen & Zahlungsmethode“, damit Ihr Tarif aktiv bleibt."),
	)
}

func (a *Account) renderUsage() app.UI {
	u := a.acct.GetUsage().GetUsage()
	p := a.acct.GetUsage().GetPeriod()
	current := a.acct.GetOrganization().GetTier()
	period := "seit " + isoToGerman(p.GetStart(), localZone())
	if !strings.HasPrefix(p.GetEnd(), "9999") {
		period = isoToGerman(p.GetStart(), localZone()) + " bis " + isoToGerman(p.GetEnd(), localZone())
	}
	var upgrades []app.UI
	if a.acct.GetBillingEnabled() {
		for _, t := range a.acct.GetTiers() {
			if t.GetTier() == "trial" || t.GetTier() == current {
				continue
			}
			tierID := t.GetTier()
			upgrades = append(upgrades, app.Li().Body(
				app.Button().Type("button").Class("button").ID("upgrade-"+tierID).
					Disabled(a.billingBusy != "").
					Text(fmt.Sprintf("Upgrade auf %s – %d € / Monat, %d Aufrufe", tierName(tierID), t.GetMonthlyPriceCents()/100, t.GetIncludedCalls())).
					OnClick(func(ctx app.Context, e app.Event) { a.checkout(ctx, tierID) }),
			))
		}
	}
	return app.Section().Class("card").Aria("labelledby", "usage-h").Body(
		app.H2().ID("usage-h").Text("Tarif und Verbrauch"),
		app.Dl().ID("usage").Class("facts").Body(
			app.Dt().Text("Tarif"), app.Dd().ID("tier").Text(tierName(current)),
			app.Dt().Text("Zeitraum"), app.Dd().Text(period),
			app.Dt().Text("Aufrufe"), app.Dd().ID("calls").Text(fmt.Sprintf("%d von %d enthaltenen", u.GetBillableCalls(), u.GetIncludedCalls())),
			app.If(u.GetOverageCentsPerCall() > 0, func() app.UI {
				return app.Div().Body(
					app.Dt().Text("Zusätzliche Aufrufe"),
					app.Dd().Text(fmt.Sprintf("%d × %s = %s bisher", u.GetOverageCalls(), euro(int64(u.GetOverageCentsPerCall())), euro(int64(u.GetOverageCostCents())))),
				)
			}),
		),
		app.If(!a.acct.GetBillingEnabled(), func() app.UI {
			return app.P().Class("muted").Text("Tarifwechsel sind auf diesem System nicht selbst möglich; bitte wenden Sie sich an den Betreiber.")
		}),
		app.If(len(upgrades) > 0, func() app.UI { return app.Ul().Class("upgrades").Body(upgrades...) }),
		app.If(a.acct.GetBillingEnabled() && a.acct.GetHasBillingCustomer(), func() app.UI {
			return app.P().Body(app.Button().Type("button").ID("billing-portal").Class("button").Disabled(a.billingBusy != "").
				Text("Rechnungen & Zahlungsmethode").OnClick(func(ctx app.Context, e app.Event) { a.portal(ctx) }))
		}),
	)
}

func (a *Account) renderKeys() app.UI {
	return app.Section().Class("card").Aria("labelledby", "keys-h").Body(
		app.H2().ID("keys-h").Text("API-Schlüssel"),
		app.If(a.created != "", func() app.UI { return keyOnce("new-key", a.created) }),
		app.Table().ID("keys").Class("data").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("Name"),
				app.Th().Scope("col").Text("Schlüssel"),
				app.Th().Scope("col").Text("Berechtigungen"),
				app.Th().Scope("col").Text("Erstellt"),
				app.Th().Scope("col").Text("Zuletzt benutzt"),
				app.Th().Scope("col").Text("Status"),
			)),
			app.TBody().Body(app.Range(a.keys).Slice(func(i int) app.UI {
				k := a.keys[i]
				return app.Tr().ID("key-"+k.GetId()).DataSet("name", k.GetName()).Body(
					app.Td().Text(k.GetName()),
					app.Td().Body(app.Code().Text(k.GetDisplayPrefix()+"…")),
					app.Td().Text(strings.Join(k.GetScopes(), ", ")),
					app.Td().Text(isoToGerman(k.GetCreatedAt(), localZone())),
					app.Td().Text(isoToGerman(k.GetLastUsedAt(), localZone())),
					app.Td().Body(a.revokeCell(k)),
				)
			})),
		),
	)
}

func (a *Account) revokeCell(k *papierkramv1.ApiKey) app.UI {
	if k.GetRevokedAt() != "" {
		return app.Span().Class("badge grey").Text("widerrufen " + isoToGerman(k.GetRevokedAt(), localZone()))
	}
	id := k.GetId()
	if a.confirmRevoke == id {
		return app.Div().Class("confirm").Attr("role", "group").Aria("label", "Widerruf bestätigen").Body(
			app.Span().Text("Wirklich widerrufen? Anfragen mit diesem Schlüssel schlagen sofort fehl. "),
			app.Button().Type("button").Class("button danger").ID("confirm-revoke").Disabled(a.busyRevoke).Text("Ja, widerrufen").
				OnClick(func(ctx app.Context, e app.Event) { a.revoke(ctx, id) }),
			app.Button().Type("button").Class("button").Text("Abbrechen").
				OnClick(func(ctx app.Context, e app.Event) { a.confirmRevoke = "" }),
		)
	}
	return app.Div().Body(
		app.Span().Class("badge green").Text("aktiv"), app.Text(" "),
		app.Button().Type("button").Class("button small").Aria("label", "Schlüssel „"+k.GetName()+"“ widerrufen").Text("Widerrufen").
			OnClick(func(ctx app.Context, e app.Event) { a.confirmRevoke = id }),
	)
}

func (a *Account) renderCreate() app.UI {
	return app.Section().Class("card").Aria("labelledby", "create-h").Body(
		app.H2().ID("create-h").Text("Neuen Schlüssel erstellen"),
		app.Form().ID("create-key").OnSubmit(a.create).Body(
			app.Label().For("key-name").Text("Name (z. B. das System, das ihn benutzt)"),
			app.Input().ID("key-name").Type("text").Required(true).MaxLength(100).Value(a.newName).OnInput(a.ValueTo(&a.newName)),
			app.FieldSet().Body(
				app.Legend().Text("Berechtigungen"),
				app.Range(scopeLabels).Slice(func(i int) app.UI {
					s := scopeLabels[i]
					id := "scope-" + strings.ReplaceAll(s.Scope, ":", "-")
					return app.Div().Class("check").Body(
						app.Input().Type("checkbox").ID(id).Checked(a.newScopes[s.Scope]).OnChange(func(ctx app.Context, e app.Event) {
							a.newScopes[s.Scope] = ctx.JSSrc().Get("checked").Bool()
						}),
						app.Label().For(id).Body(app.Code().Text(s.Scope), app.Text(" – "+s.Label)),
					)
				}),
			),
			notice("error", a.createErr),
			app.Button().Type("submit").Class("button primary").Disabled(a.creating).Text(busyText(a.creating, "Schlüssel erstellen", "Wird erstellt …")),
		),
	)
}

func (a *Account) create(ctx app.Context, e app.Event) {
	e.PreventDefault()
	var scopes []string
	for _, s := range scopeLabels {
		if a.newScopes[s.Scope] {
			scopes = append(scopes, s.Scope)
		}
	}
	if len(scopes) == 0 {
		a.createErr = "Bitte wählen Sie mindestens eine Berechtigung."
		return
	}
	a.creating, a.createErr, a.created = true, "", ""
	name := strings.TrimSpace(a.newName)
	c := newClients()
	ctx.Async(func() {
		res, err := c.Account.CreateKey(ctx, newReq(&papierkramv1.CreateKeyRequest{Name: name, Scopes: scopes}))
		ctx.Dispatch(func(ctx app.Context) {
			a.creating = false
			if err != nil {
				a.createErr = errorText(err)
				return
			}
			a.created, a.createdID, a.newName = res.Msg.GetApiKey(), res.Msg.GetKey().GetId(), ""
			a.keys = append([]*papierkramv1.ApiKey{res.Msg.GetKey()}, a.keys...)
		})
	})
}

func (a *Account) revoke(ctx app.Context, id string) {
	a.busyRevoke = true
	c := newClients()
	ctx.Async(func() {
		res, err := c.Account.RevokeKey(ctx, newReq(&papierkramv1.RevokeKeyRequest{Id: id}))
		ctx.Dispatch(func(ctx app.Context) {
			a.busyRevoke, a.confirmRevoke = false, ""
			if err != nil {
				a.err = errorText(err)
				return
			}
			i := slices.IndexFunc(a.keys, func(k *papierkramv1.ApiKey) bool { return k.GetId() == id })
			if i >= 0 {
				a.keys[i] = res.Msg.GetKey()
			}
			if a.createdID == id {
				a.created = ""
			}
			a.info = "Der Schlüssel „" + res.Msg.GetKey().GetName() + "“ ist widerrufen."
		})
	})
}

func (a *Account) checkout(ctx app.Context, tierID string) {
	a.billingBusy = tierID
	c := newClients()
	ctx.Async(func() {
		res, err := c.Billing.Checkout(ctx, newReq(&papierkramv1.CheckoutRequest{Tier: tierID}))
		ctx.Dispatch(func(ctx app.Context) {
			a.billingBusy = ""
			if err != nil {
				a.err = errorText(err)
				return
			}
			ctx.Navigate(res.Msg.GetUrl())
		})
	})
}

func (a *Account) portal(ctx app.Context) {
	a.billingBusy = "portal"
	c := newClients()
	ctx.Async(func() {
		res, err := c.Billing.Portal(ctx, newReq(&papierkramv1.PortalRequest{}))
		ctx.Dispatch(func(ctx app.Context) {
			a.billingBusy = ""
			if err != nil {
				a.err = errorText(err)
				return
			}
			ctx.Navigate(res.Msg.GetUrl())
		})
	})
}

func (a *Account) logout(ctx app.Context, e app.Event) {
	c := newClients()
	ctx.Async(func() {
		_, err := c.Account.Logout(ctx, newReq(&papierkramv1.LogoutRequest{}))
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				a.err = errorText(err)
				return
			}
			a.acct, a.keys, a.signedOut = nil, nil, true
		})
	})
}
