package webapp

import (
	"io"
	"net/http"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// errorRows is the error table of spec 7 plus the codes this service adds.
var errorRows = []struct{ Status, Code, Meaning string }{
	{"400", "invalid_request", "Feld fehlt, falscher Dateityp oder Datei größer als 10 MB"},
	{"400", "document_type_unsupported", "document_type ist keiner der sechs Werte"},
	{"401", "invalid_api_key", "Schlüssel fehlt oder ist unbekannt"},
	{"401", "revoked_api_key", "Schlüssel wurde widerrufen"},
	{"402", "quota_exceeded", "Trial-Kontingent (50 Aufrufe) aufgebraucht"},
	{"403", "insufficient_scope", "Dem Schlüssel fehlt die nötige Berechtigung (z. B. analyze:write)"},
	{"401", "unauthenticated", "Portal: nicht angemeldet oder Sitzung abgelaufen (nicht bei Bearer-Schlüsseln)"},
	{"404", "not_found", "Unbekannter Pfad oder unbekannte Ressource"},
	{"409", "billing_conflict", "Abrechnung: Vorgang passt nicht zum Zustand des Abonnements"},
	{"422", "document_not_recognized", "Dokument passt nicht zum angegebenen document_type"},
	{"429", "rate_limited", "Anfragen pro Minute überschritten; Retry-After beachten"},
	{"500", "processing_failed", "OCR- oder KI-Verarbeitung fehlgeschlagen"},
	{"501", "billing_not_configured", "Zahlungsabwicklung auf diesem System nicht eingerichtet"},
	{"503", "overloaded", "Vorübergehend überlastet; später erneut versuchen"},
	{"503", "service_unavailable", "Datenbank kurz nicht erreichbar (z. B. Neustart); nach Retry-After erneut versuchen"},
}

const curlAnalyze = `curl -sS https://<host>/api/v1/analyze \
  -H "Authorization: Bearer $PAPIERKRAM_KEY" \
  -F document_type=kontoauszug \
  -F file=@kontoauszug.pdf`

const curlUsage = `curl -sS https://<host>/api/v1/usage \
  -H "Authorization: Bearer $PAPIERKRAM_KEY"`

const connectExample = `package main

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"connectrpc.com/connect"

	papierkramv1 "papierkram/proto/gen/papierkram/v1"
	"papierkram/proto/gen/papierkram/v1/papierkramv1connect"
)

func main() {
	data, err := os.ReadFile("mahnung.pdf")
	if err != nil {
		panic(err)
	}
	bearer := connect.UnaryInterceptorFunc(func(next connect.UnaryFunc) connect.UnaryFunc {
		return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
			req.Header().Set("Authorization", "Bearer "+os.Getenv("PAPIERKRAM_KEY"))
			return next(ctx, req)
		}
	})
	client := papierkramv1connect.NewAnalysisServiceClient(http.DefaultClient,
		"https://<host>", connect.WithInterceptors(bearer))
	res, err := client.Analyze(context.Background(), connect.NewRequest(&papierkramv1.AnalyzeRequest{
		DocumentType: "mahnung",
		File:         data,
	}))
	if err != nil {
		panic(err) // connect.CodeOf(err); the ErrorInfo detail carries the spec's code
	}
	for _, f := range res.Msg.GetAnalysis().GetReviewFlags() {
		fmt.Println(f.GetSeverity(), f.GetTopic(), f.GetDescription())
	}
}`

// Docs is "/docs": quickstart, error table and the API reference rendered
// in the browser from /api/openapi.json.
type Docs struct {
	app.Compo
	doc     *apiDoc
	loadErr string
}

func (d *Docs) OnNav(ctx app.Context) {
	if !app.IsClient || d.doc != nil {
		return
	}
	u := app.Window().URL()
	src := u.Scheme + "://" + u.Host + "/api/openapi.json"
	ctx.Async(func() {
		doc, err := fetchOpenAPI(src)
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				d.loadErr = "Die API-Beschreibung konnte nicht geladen werden. Sie liegt unter /api/openapi.json."
				return
			}
			d.doc = &doc
		})
	})
}

func fetchOpenAPI(src string) (apiDoc, error) {
	res, err := http.Get(src)
	if err != nil {
		return apiDoc{}, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, 2<<20))
	if err != nil {
		return apiDoc{}, err
	}
	return parseOpenAPI(data)
}

func (d *Docs) Render() app.UI {
	return page("/docs",
		app.H1().Text("API-Dokumentation"),
		app.P().Body(
			app.Text("Die maschinenlesbare Beschreibung (OpenAPI 3.1) liegt unter "),
			app.A().Href("/api/openapi.json").Attr("download", "openapi.json").Text("/api/openapi.json"),
			app.Text(". Schlüssel erstellen Sie im "), app.A().Href("/api-account").Text("API-Konto"), app.Text("."),
		),
		app.Nav().Aria("label", "Inhalt").Class("toc").Body(app.Ul().Body(
			app.Li().Body(app.A().Href("#quickstart").Text("Schnellstart")),
			app.Li().Body(app.A().Href("#errors").Text("Fehlercodes")),
			app.Li().Body(app.A().Href("#reference").Text("Referenz")),
		)),
		app.Section().ID("quickstart").Body(
			app.H2().Text("Schnellstart"),
			app.Ol().Body(
				app.Li().Body(app.A().Href("/register").Text("Registrieren"), app.Text(" und den Link in der E-Mail öffnen: Sie sehen Ihren ersten Schlüssel (pk_live_…).")),
				app.Li().Text("Den Schlüssel als Bearer-Token senden. Jeder Aufruf verarbeitet ein Dokument und antwortet synchron."),
			),
			app.H3().Text("curl"),
			app.Pre().Body(app.Code().Text(curlAnalyze)),
			app.Pre().Body(app.Code().Text(curlUsage)),
			app.H3().Text("Connect-Client (Go)"),
			app.P().Text("Dieselben Operationen gibt es als Connect-RPC (papierkram.v1.AnalysisService, UsageService, BillingService) mit demselben Schlüssel, derselben Abrechnung und denselben Fehlercodes (im ErrorInfo-Detail)."),
			app.Pre().Body(app.Code().Text(connectExample)),
		),
		app.Section().ID("errors").Body(
			app.H2().Text("Fehlercodes"),
			app.P().Text("Fehler kommen als application/problem+json mit dem Feld code. Validierungs- und Authentifizierungsfehler werden nicht berechnet."),
			app.Table().Class("data").Body(
				app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text("HTTP"), app.Th().Scope("col").Text("code"), app.Th().Scope("col").Text("Bedeutung"))),
				app.TBody().Body(app.Range(errorRows).Slice(func(i int) app.UI {
					e := errorRows[i]
					return app.Tr().Body(app.Td().Text(e.Status), app.Td().Body(app.Code().Text(e.Code)), app.Td().Text(e.Meaning))
				})),
			),
		),
		app.Section().ID("reference").Body(
			app.H2().Text("Referenz"),
			notice("error", d.loadErr),
			d.renderReference(),
		),
	)
}

func (d *Docs) renderReference() app.UI {
	if d.doc == nil {
		if d.loadErr != "" {
			return nil
		}
		return app.P().Class("muted").Text("Wird aus /api/openapi.json geladen …")
	}
	doc := d.doc
	out := []app.UI{app.P().Class("muted").Text(doc.Title + " · Version " + doc.Version)}
	for _, op := range doc.Operations {
		out = append(out, renderOperation(op))
	}
	out = append(out, app.H3().Text("Schemas"))
	for _, s := range doc.Schemas {
		out = append(out, app.Div().ID("schema-"+s.Name).Class("schema").Body(
			app.H4().Body(app.Code().Text(s.Name)),
			richText(s.Description),
			fieldTable(s.Fields, false),
		))
	}
	return app.Div().ID("api-reference").Body(out...)
}

func renderOperation(op apiOperation) app.UI {
	parts := []app.UI{
		app.H3().Class("op").Body(app.Span().Class("method "+strings.ToLower(op.Method)).Text(op.Method), app.Text(" "), app.Code().Text(op.Path)),
		app.P().Body(app.Strong().Text(op.Summary)),
		richText(op.Description),
		app.P().Class("muted").Text("Authentifizierung: " + orDefault(op.Security, "keine")),
	}
	if len(op.Params) > 0 {
		parts = append(parts, app.H4().Text("Parameter"), fieldTable(op.Params, true))
	}
	for _, c := range op.Body {
		parts = append(parts, app.H4().Body(app.Text("Request-Body "), app.Code().Text(c.MediaType)), schemaBlock(c.Schema))
	}
	rows := []app.UI{}
	for _, r := range op.Responses {
		var types []app.UI
		for _, c := range r.Content {
			types = append(types, app.Div().Body(app.Code().Text(c.MediaType), app.Text(" "), typeLink(c.Schema.Type, c.Schema.Ref)))
		}
		rows = append(rows, app.Tr().Body(app.Td().Text(r.Status), app.Td().Body(richText(r.Description)), app.Td().Body(types...)))
	}
	parts = append(parts, app.H4().Text("Antworten"), app.Table().Class("data").Body(
		app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text("Status"), app.Th().Scope("col").Text("Beschreibung"), app.Th().Scope("col").Text("Inhalt"))),
		app.TBody().Body(rows...),
	))
	return app.Article().Class("operation card").Body(parts...)
}

func schemaBlock(s apiSchema) app.UI {
	if len(s.Fields) == 0 {
		return app.P().Body(typeLink(s.Type, s.Ref))
	}
	return fieldTable(s.Fields, false)
}

func fieldTable(fields []apiField, withIn bool) app.UI {
	if len(fields) == 0 {
		return nil
	}
	head := []app.UI{app.Th().Scope("col").Text("Feld")}
	if withIn {
		head = append(head, app.Th().Scope("col").Text("in"))
	}
	head = append(head, app.Th().Scope("col").Text("Typ"), app.Th().Scope("col").Text("Pflicht"), app.Th().Scope("col").Text("Beschreibung"))
	return app.Table().Class("data fields").Body(
		app.THead().Body(app.Tr().Body(head...)),
		app.TBody().Body(app.Range(fields).Slice(func(i int) app.UI {
			f := fields[i]
			cells := []app.UI{app.Td().Body(app.Code().Text(f.Name))}
			if withIn {
				cells = append(cells, app.Td().Text(f.In))
			}
			req := ""
			if f.Required {
				req = "ja"
			}
			cells = append(cells, app.Td().Body(typeLink(f.Type, f.Ref)), app.Td().Text(req), app.Td().Body(richText(f.Description)))
			return app.Tr().Body(cells...)
		})),
	)
}

func typeLink(t, ref string) app.UI {
	if ref == "" {
		return app.Code().Text(t)
	}
	return app.A().Href("#schema-" + ref).Body(app.Code().Text(t))
}

// richText renders `code` spans of OpenAPI descriptions; everything else
// stays text (no HTML from the document is ever interpreted).
func richText(s string) app.UI {
	if s == "" {
		return nil
	}
	parts := strings.Split(s, "`")
	nodes := make([]app.UI, 0, len(parts))
	for i, p := range parts {
		if i%2 == 1 {
			nodes = append(nodes, app.Code().Text(p))
		} else if p != "" {
			nodes = append(nodes, app.Text(p))
		}
	}
	return app.P().Class("desc").Body(nodes...)
}
