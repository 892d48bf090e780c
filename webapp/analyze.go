package webapp

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"google.golang.org/protobuf/encoding/protojson"

	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Analyze is "/analyze": drop a document, see the result; earlier results
// stay in this browser's IndexedDB for 24 hours.
type Analyze struct {
	app.Compo
	checked   bool // session checked
	signedIn  bool
	callsText string

	docType  string
	dragOver bool
	busy     bool
	busyFile string
	started  time.Time
	err      string

	result   *papierkramv1.AnalyzeResponse
	fileName string
	at       time.Time

	sortTable int // statements may hold one table per account
	sortCol   int
	sortDesc  bool

	hist    History
	history []HistoryEntry
	histErr string
}

func (a *Analyze) OnNav(ctx app.Context) {
	if a.docType == "" {
		a.docType = "kontoauszug"
	}
	a.sortCol = -1
	if !app.IsClient {
		return
	}
	c := newClients()
	ctx.Async(func() {
		acct, err := c.Account.GetAccount(ctx, newReq(&papierkramv1.GetAccountRequest{}))
		hist, herr := openHistory(ctx)
		var entries []HistoryEntry
		if herr == nil {
			entries, herr = hist.List(ctx)
		}
		ctx.Dispatch(func(ctx app.Context) {
			a.checked = true
			a.signedIn = err == nil
			if err == nil {
				a.callsText = usageLine(acct.Msg)
			} else if !isUnauthenticated(err) {
				a.err = errorText(err)
			}
			a.hist, a.history = hist, entries
			if herr != nil {
				a.histErr = "Der Verlauf im Browser ist nicht verfügbar (IndexedDB): Ergebnisse werden nicht aufbewahrt."
			}
		})
	})
}

func (a *Analyze) Render() app.UI {
	return page("/analyze",
		app.H1().Text("Dokument prüfen"),
		app.P().Class("lead").Text("Ziehen Sie ein Dokument hierher. Sie sehen, was drinsteht, welche Fristen laufen und was Sie prüfen sollten."),
		a.renderSession(),
		a.renderInput(),
		notice("error", a.err),
		a.renderProgress(),
		a.renderResult(),
		a.renderHistory(),
	)
}

func (a *Analyze) renderSession() app.UI {
	switch {
	case !a.checked:
		return nil
	case !a.signedIn:
		return app.Div().Class("notice info").Attr("role", "status").Body(
			app.Text("Zum Prüfen melden Sie sich bitte an. Die Registrierung ist kostenlos (50 Aufrufe). "),
			app.A().Href("/login").Text("Anmelden"), app.Text(" · "), app.A().Href("/register").Text("Registrieren"),
		)
	}
	return app.P().Class("muted").ID("calls").Text(a.callsText)
}

func (a *Analyze) renderInput() app.UI {
	zone := "dropzone"
	if a.dragOver {
		zone += " over"
	}
	return app.Div().Class("card").Body(
		app.Label().For("doc-type").Text("Dokumentart"),
		app.Select().ID("doc-type").OnChange(a.ValueTo(&a.docType)).Body(
			app.Range(docTypes).Slice(func(i int) app.UI {
				return app.Option().Value(docTypes[i].Value).Selected(docTypes[i].Value == a.docType).Text(docTypes[i].Label)
			}),
		),
		app.Div().ID("drop-zone").Class(zone).Aria("describedby", "drop-help").
			OnDragEnter(a.onDragOver).OnDragOver(a.onDragOver).OnDragLeave(func(ctx app.Context, e app.Event) { a.dragOver = false }).
			OnDrop(a.onDrop).Body(
			app.P().Body(app.Strong().Text("Datei hierher ziehen")),
			app.P().Text("oder"),
			app.Label().For("file-input").Class("button").Text("Datei auswählen …"),
			app.Input().ID("file-input").Class("visually-hidden").Type("file").Accept(".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png").
				Disabled(a.busy).OnChange(a.onPick),
			app.P().ID("drop-help").Class("muted").Text("PDF, JPG oder PNG, höchstens 10 MB. Die Datei wird nur für die Analyse gelesen und nicht gespeichert."),
		),
	)
}

func (a *Analyze) renderProgress() app.UI {
	if !a.busy {
		return nil
	}
	expect := "Briefe dauern meist 10 bis 30 Sekunden."
	if a.docType == "kontoauszug" {
		expect = "Kontoauszüge dauern meist 4 bis 10 Sekunden."
	}
	return app.Div().ID("progress").Class("card progress").Attr("role", "status").Aria("busy", "true").Body(
		app.P().Body(app.Strong().Text(a.busyFile), app.Text(" wird analysiert … "+expect)),
		app.Progress().Aria("label", "Analyse läuft"),
	)
}

func (a *Analyze) onDragOver(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if !a.dragOver {
		a.dragOver = true
	} else {
		ctx.PreventUpdate()
	}
}

func (a *Analyze) onDrop(ctx app.Context, e app.Event) {
	e.PreventDefault()
	a.dragOver = false
	files := e.Get("dataTransfer").Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	a.start(ctx, files.Index(0))
}

func (a *Analyze) onPick(ctx app.Context, e app.Event) {
	input := ctx.JSSrc()
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	a.start(ctx, files.Index(0))
	input.Set("value", "") // choosing the same file again fires change again
}

// start checks the file in the browser, reads it and sends it to the API.
func (a *Analyze) start(ctx app.Context, file app.Value) {
	if a.busy {
		return
	}
	name, mimeType, size := file.Get("name").String(), file.Get("type").String(), file.Get("size").Int()
	if msg := checkUpload(name, mimeType, size); msg != "" {
		a.err = msg
		return
	}
	if a.checked && !a.signedIn {
		a.err = "Bitte melden Sie sich zuerst an."
		return
	}
	a.busy, a.busyFile, a.err, a.started = true, name, "", time.Now()
	docType := a.docType
	file.Call("arrayBuffer").Then(func(buf app.Value) {
		data := make([]byte, size)
		app.CopyBytesToGo(data, app.Window().Get("Uint8Array").New(buf))
		c := newClients()
		ctx.Async(func() {
			res, err := c.Analysis.Analyze(ctx, newReq(&papierkramv1.AnalyzeRequest{DocumentType: docType, File: data}))
			ctx.Dispatch(func(ctx app.Context) {
				a.busy = false
				if err != nil {
					a.err = errorText(err)
					return
				}
				a.show(res.Msg, name, time.Now())
				a.remember(ctx, res.Msg, name)
				a.refreshUsage(ctx)
			})
		})
	})
}

// refreshUsage updates the calls line after an analysis was billed.
func (a *Analyze) refreshUsage(ctx app.Context) {
	c := newClients()
	ctx.Async(func() {
		acct, err := c.Account.GetAccount(ctx, newReq(&papierkramv1.GetAccountRequest{}))
		if err != nil {
			return
		}
		ctx.Dispatch(func(ctx app.Context) { a.callsText = usageLine(acct.Msg) })
	})
}

func usageLine(acct *papierkramv1.GetAccountResponse) string {
	u := acct.GetUsage().GetUsage()
	return fmt.Sprintf("%s-Tarif: %d von %d enthaltenen Aufrufen genutzt.", tierName(acct.GetOrganization().GetTier()), u.GetBillableCalls(), u.GetIncludedCalls())
}

func (a *Analyze) show(res *papierkramv1.AnalyzeResponse, fileName string, at time.Time) {
	a.result, a.fileName, a.at = res, fileName, at
	a.sortTable, a.sortCol, a.sortDesc = 0, -1, false
}

// remember stores the result in the browser's history.
func (a *Analyze) remember(ctx app.Context, res *papierkramv1.AnalyzeResponse, fileName string) {
	if a.hist == nil {
		return
	}
	js, err := protojson.Marshal(res)
	if err != nil {
		return
	}
	e := HistoryEntry{ID: fmt.Sprintf("%d", time.Now().UnixNano()), CreatedAt: time.Now().UTC(), FileName: fileName, DocumentType: res.GetDocumentType(), Result: string(js)}
	h := a.hist
	ctx.Async(func() {
		err := h.Add(ctx, e)
		entries, lerr := h.List(ctx)
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil || lerr != nil {
				a.histErr = "Das Ergebnis konnte nicht im Verlauf gespeichert werden."
				return
			}
			a.history = entries
		})
	})
}

func (a *Analyze) renderResult() app.UI {
	r := a.result
	if r == nil {
		return nil
	}
	head := app.P().Class("muted").Text(fmt.Sprintf("%s · %s · %d Seite(n) · %s · verarbeitet in %s s",
		a.fileName, docTypeLabel(r.GetDocumentType()), r.GetPages(), a.at.In(localZone()).Format("02.01.2006, 15:04"),
		strings.Replace(fmt.Sprintf("%.1f", float64(r.GetLatencyMs())/1000), ".", ",", 1)))
	if r.GetDocumentType() == "kontoauszug" || len(r.GetTables()) > 0 {
		return app.Section().ID("result").Class("card").Aria("labelledby", "result-h").Body(
			app.H2().ID("result-h").Text("Ergebnis: Kontoauszug"), head, a.renderStatement(r))
	}
	return app.Section().ID("result").Class("card").Aria("labelledby", "result-h").Body(
		app.H2().ID("result-h").Text("Ergebnis: "+docTypeLabel(r.GetDocumentType())), head, renderLetter(r.GetAnalysis(), time.Now()))
}

func (a *Analyze) renderStatement(r *papierkramv1.AnalyzeResponse) app.UI {
	st := r.GetStatement()
	var facts []app.UI
	fact := func(k, v string) {
		if v != "" {
			facts = append(facts, app.Dt().Text(k), app.Dd().Text(v))
		}
	}
	fact("Bank", st.GetBank())
	fact("IBAN", st.GetIban())
	if st.GetPeriodStart() != "" {
		fact("Zeitraum", st.GetPeriodStart()+" – "+st.GetPeriodEnd())
	}
	fact("Anfangssaldo", st.GetOpeningBalance())
	fact("Endsaldo", st.GetClosingBalance())
	out := []app.UI{reconBadge(st.GetReconciliation()), app.Dl().Class("facts").Body(facts...)}
	for ti, t := range r.GetTables() {
		rows := make([][]string, len(t.GetRows()))
		for i, row := range t.GetRows() {
			rows[i] = row.GetCells()
		}
		order := sortRows(rows, -1, false)
		if ti == a.sortTable {
			order = sortRows(rows, a.sortCol, a.sortDesc)
		}
		headers, name := t.GetHeaders(), t.GetName()
		out = append(out,
			app.Div().Class("title-row").Body(
				app.H3().Text(fmt.Sprintf("%s (%d Buchungen)", orDefault(name, "Buchungen"), len(rows))),
				app.Button().Type("button").Class("button").ID(fmt.Sprintf("csv-%d", ti)).Text("CSV für Excel herunterladen").
					OnClick(func(ctx app.Context, e app.Event) {
						download(csvName(r, ti), "text/csv;charset=utf-8", statementCSV(headers, rows))
					}),
			),
			app.Div().Class("scroll").Body(app.Table().ID(fmt.Sprintf("statement-table-%d", ti)).Class("data statement").Body(
				app.THead().Body(app.Tr().Body(app.Range(headers).Slice(func(ci int) app.UI {
					return a.sortHeader(ti, ci, headers[ci])
				}))),
				app.TBody().Body(app.Range(order).Slice(func(i int) app.UI {
					row := rows[order[i]]
					return app.Tr().Body(app.Range(row).Slice(func(ci int) app.UI {
						td := app.Td().Text(row[ci])
						if ci < len(headers) && strings.Contains(strings.ToUpper(headers[ci]), "IBAN") {
							td = td.Class("nowrap")
						}
						if _, ok := germanAmount(row[ci]); ok {
							td = td.Class("num")
							if strings.HasPrefix(strings.TrimSpace(row[ci]), "-") {
								td = td.Class("num neg")
							}
						}
						return td
					}))
				})),
			)),
		)
	}
	return app.Div().Body(out...)
}

// sortHeader is a column header whose button sorts the table; aria-sort
// tells screen readers the current order.
func (a *Analyze) sortHeader(table, col int, label string) app.UI {
	th := app.Th().Scope("col")
	ind := ""
	if a.sortTable == table && a.sortCol == col {
		if a.sortDesc {
			th = th.Aria("sort", "descending")
			ind = " ▼"
		} else {
			th = th.Aria("sort", "ascending")
			ind = " ▲"
		}
	}
	return th.Body(app.Button().Type("button").Class("sort").Text(label + ind).OnClick(func(ctx app.Context, e app.Event) {
		if a.sortTable == table && a.sortCol == col {
			a.sortDesc = !a.sortDesc
		} else {
			a.sortTable, a.sortCol, a.sortDesc = table, col, false
		}
	}))
}

func reconBadge(r *papierkramv1.Reconciliation) app.UI {
	switch r.GetStatus() {
	case "ok":
		return app.P().ID("recon-badge").Class("badge green").Text("✓ Salden stimmen: Anfangssaldo plus Buchungen ergibt den Endsaldo.")
	case "mismatch":
		txt := "✗ Salden stimmen nicht überein"
		if r.GetDifference() != "" {
			txt += " (Differenz " + r.GetDifference() + ")"
		}
		if r.GetDetail() != "" {
			txt += ": " + r.GetDetail()
		}
		return app.P().ID("recon-badge").Class("badge red").Attr("role", "alert").Text(txt)
	}
	return app.P().ID("recon-badge").Class("badge grey").Text("Saldenabgleich nicht möglich (Salden nicht gefunden).")
}

func csvName(r *papierkramv1.AnalyzeResponse, table int) string {
	name := "kontoauszug"
	if st := r.GetStatement(); st.GetPeriodEnd() != "" {
		if t, ok := germanDate(st.GetPeriodEnd()); ok {
			name += "-" + t.Format("2006-01-02")
		}
	}
	if table > 0 {
		name += fmt.Sprintf("-%d", table+1)
	}
	return name + ".csv"
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

// severities in display order with their German headings.
var severities = []struct{ Key, Label string }{
	{"critical", "Kritisch – sofort prüfen"},
	{"warning", "Prüfen"},
	{"info", "Hinweise"},
}

// renderLetter shows a letter analysis: summary, deadlines with days left,
// review flags by severity, key numbers with page, sections.
func renderLetter(an *papierkramv1.Analysis, today time.Time) app.UI {
	out := []app.UI{app.P().ID("summary").Class("summary").Text(an.GetSummary())}
	if len(an.GetDeadlines()) > 0 {
		out = append(out, app.H3().Text("Fristen"), app.Table().ID("deadlines").Class("data").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("Frist"), app.Th().Scope("col").Text("Datum"),
				app.Th().Scope("col").Text("Verbleibend"), app.Th().Scope("col").Text("Rechtsgrundlage"))),
			app.TBody().Body(app.Range(an.GetDeadlines()).Slice(func(i int) app.UI {
				d := an.GetDeadlines()[i]
				left, cls := "–", ""
				if t, ok := germanDate(d.GetDate()); ok {
					n := daysUntil(t, today)
					left = daysText(n)
					switch {
					case n < 0:
						cls = "late"
					case n <= 7:
						cls = "soon"
					}
				}
				return app.Tr().Class(cls).Body(
					app.Td().Body(app.Strong().Text(d.GetName()), app.If(d.GetDescription() != "", func() app.UI {
						return app.Div().Class("muted").Text(d.GetDescription())
					})),
					app.Td().Text(d.GetDate()),
					app.Td().Class("days").Text(left),
					app.Td().Text(d.GetLegalBasis()),
				)
			})),
		))
	}
	flags := an.GetReviewFlags()
	if len(flags) > 0 {
		groups := []app.UI{}
		for _, sev := range severities {
			var items []app.UI
			for _, f := range flags {
				if f.GetSeverity() != sev.Key && !(sev.Key == "info" && !knownSeverity(f.GetSeverity())) {
					continue
				}
				items = append(items, app.Li().Class("flag flag-"+sev.Key).Body(
					app.Strong().Text(topicLabel(f.GetTopic())),
					app.P().Text(f.GetDescription()),
					app.If(f.GetLegalBasis() != "" || f.GetPage() > 0, func() app.UI {
						meta := f.GetLegalBasis()
						if f.GetPage() > 0 {
							meta = strings.TrimPrefix(meta+fmt.Sprintf(" · Seite %d", f.GetPage()), " · ")
						}
						return app.P().Class("basis").Text(meta)
					}),
				))
			}
			if len(items) > 0 {
				groups = append(groups, app.Div().Class("flag-group sev-"+sev.Key).Body(
					app.H4().Text(fmt.Sprintf("%s (%d)", sev.Label, len(items))),
					app.Ul().Body(items...),
				))
			}
		}
		out = append(out, app.H3().Text("Prüfhinweise"), app.Div().ID("flags").Body(groups...))
	}
	if kn := an.GetKeyNumbers(); len(kn) > 0 {
		names := make([]string, 0, len(kn))
		for k := range kn {
			names = append(names, k)
		}
		sort.Strings(names)
		out = append(out, app.H3().Text("Wichtige Zahlen"), app.Table().ID("key-numbers").Class("data").Body(
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text("Angabe"), app.Th().Scope("col").Text("Wert"), app.Th().Scope("col").Text("Seite"))),
			app.TBody().Body(app.Range(names).Slice(func(i int) app.UI {
				v := kn[names[i]]
				return app.Tr().Body(app.Td().Text(topicLabel(names[i])), app.Td().Class("num").Text(v.GetValue()), app.Td().Text(pageText(v.GetPage())))
			})),
		))
	}
	if len(an.GetSections()) > 0 {
		out = append(out, app.H3().Text("Abschnitte"))
		for _, s := range an.GetSections() {
			out = append(out, app.Details().Body(app.Summary().Text(s.GetTitle()+pageSuffix(s.GetPage())), app.P().Class("pre").Text(s.GetText())))
		}
	}
	return app.Div().Body(out...)
}

func knownSeverity(s string) bool { return s == "critical" || s == "warning" || s == "info" }

func pageText(p int32) string {
	if p <= 0 {
		return "–"
	}
	return fmt.Sprint(p)
}

func pageSuffix(p int32) string {
	if p <= 0 {
		return ""
	}
	return fmt.Sprintf(" (Seite %d)", p)
}

// keyLabels names the frequent key numbers and flag topics in German;
// others fall back to their machine name made readable.
var keyLabels = map[string]string{
	"schreiben_datum": "Datum des Schreibens", "hauptforderung": "Hauptforderung", "zinsen": "Zinsen",
	"mahngebuehren": "Mahngebühren", "inkassokosten": "Inkassokosten", "gesamtforderung": "Gesamtforderung",
	"zahlungsfrist_ende": "Ende der Zahlungsfrist", "bescheid_datum": "Datum des Bescheids",
	"bekanntgabe_datum": "Bekanntgabe", "einspruchsfrist_ende": "Ende der Einspruchsfrist",
	"bussgeld": "Bußgeld", "punkte": "Punkte", "fahrverbot_monate": "Fahrverbot (Monate)",
	"brutto": "Brutto", "netto": "Netto", "steuerklasse": "Steuerklasse",
	"kuendigung_datum": "Datum der Kündigung", "zugang_datum": "Zugang", "beendigung_datum": "Ende des Arbeitsverhältnisses",
	"klagefrist_ende": "Ende der Klagefrist", "feiertage": "Feiertage", "pruefung": "Prüfung",
}

// topicLabel turns a machine name like "inkasso_kosten" into "Inkasso kosten".
func topicLabel(s string) string {
	if l, ok := keyLabels[s]; ok {
		return l
	}
	s = strings.ReplaceAll(s, "_", " ")
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (a *Analyze) renderHistory() app.UI {
	return app.Section().ID("history").Class("card").Aria("labelledby", "history-h").Body(
		app.Div().Class("title-row").Body(
			app.H2().ID("history-h").Text("Verlauf in diesem Browser"),
			app.Button().Type("button").ID("clear-history").Class("button").Disabled(len(a.history) == 0).Text("Verlauf löschen").OnClick(a.clearHistory),
		),
		app.P().Class("muted").Text("Ergebnisse liegen nur in diesem Browser (IndexedDB), nicht auf unseren Servern, und werden nach 24 Stunden automatisch gelöscht."),
		notice("error", a.histErr),
		app.If(len(a.history) == 0, func() app.UI { return app.P().ID("history-empty").Text("Noch keine Ergebnisse.") }),
		app.Ul().ID("history-list").Class("history").Body(app.Range(a.history).Slice(func(i int) app.UI {
			e := a.history[i]
			return app.Li().Body(
				app.Button().Type("button").Class("link").Text(fmt.Sprintf("%s · %s · %s", e.CreatedAt.In(localZone()).Format("02.01., 15:04"), docTypeLabel(e.DocumentType), e.FileName)).
					OnClick(func(ctx app.Context, ev app.Event) {
						var res papierkramv1.AnalyzeResponse
						if err := protojson.Unmarshal([]byte(e.Result), &res); err != nil {
							a.err = "Dieser Verlaufseintrag ist nicht lesbar."
							return
						}
						a.show(&res, e.FileName, e.CreatedAt)
					}),
			)
		})),
	)
}

func (a *Analyze) clearHistory(ctx app.Context, e app.Event) {
	if a.hist == nil {
		return
	}
	h := a.hist
	ctx.Async(func() {
		err := h.Clear(ctx)
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				a.histErr = "Der Verlauf konnte nicht gelöscht werden."
				return
			}
			a.history, a.result = nil, nil
		})
	})
}

// download hands bytes to the browser as a file.
func download(name, mimeType string, data []byte) {
	w := app.Window()
	u8 := w.Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(u8, data)
	blob := w.Get("Blob").New([]any{u8}, map[string]any{"type": mimeType})
	url := w.Get("URL").Call("createObjectURL", blob)
	a := w.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Call("click")
	w.Get("setTimeout").Invoke(app.FuncOf(func(this app.Value, args []app.Value) any {
		w.Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
}
