package webapp

import (
	"errors"
	"net/http"
	"time"

	"connectrpc.com/connect"
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	papierkramv1 "papierkram/proto/gen/papierkram/v1"
	"papierkram/proto/gen/papierkram/v1/papierkramv1connect"
)

// apiClients are the Connect clients the portal uses. In the browser,
// net/http goes through fetch, which sends the HttpOnly session cookie to
// the same origin; no API key is ever held by the page.
type apiClients struct {
	Account  papierkramv1connect.AccountServiceClient
	Analysis papierkramv1connect.AnalysisServiceClient
	Billing  papierkramv1connect.BillingServiceClient
}

func newClients() apiClients {
	origin := "http://localhost"
	if app.IsClient {
		u := app.Window().URL()
		origin = u.Scheme + "://" + u.Host
	}
	// Analyses take up to half a minute or more (spec 1.5); the timeout
	// only guards against a request that never ends.
	hc := &http.Client{Timeout: 3 * time.Minute}
	return apiClients{
		Account:  papierkramv1connect.NewAccountServiceClient(hc, origin),
		Analysis: papierkramv1connect.NewAnalysisServiceClient(hc, origin),
		Billing:  papierkramv1connect.NewBillingServiceClient(hc, origin),
	}
}

// errorCode returns the API's machine code carried in a Connect error's
// ErrorInfo detail, or "".
func errorCode(err error) string {
	var ce *connect.Error
	if !errors.As(err, &ce) {
		return ""
	}
	for _, d := range ce.Details() {
		v, derr := d.Value()
		if derr != nil {
			continue
		}
		if info, ok := v.(*papierkramv1.ErrorInfo); ok {
			return info.GetCode()
		}
	}
	return ""
}

// errorText is a calm German message for an API error.
func errorText(err error) string {
	switch errorCode(err) {
	case "unauthenticated":
		return "Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen. Bitte melden Sie sich an."
	case "rate_limited":
		return "Zu viele Versuche in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut."
	case "quota_exceeded":
		return "Das Kontingent Ihres Tarifs ist aufgebraucht. Unter „API-Konto“ können Sie den Tarif wechseln."
	case "document_not_recognized":
		return "Das Dokument passt nicht zur gewählten Dokumentart. Bitte prüfen Sie die Auswahl."
	case "document_type_unsupported":
		return "Diese Dokumentart wird nicht unterstützt."
	case "invalid_request":
		var ce *connect.Error
		if errors.As(err, &ce) {
			return "Die Anfrage war ungültig: " + ce.Message()
		}
	case "processing_failed", "overloaded":
		return "Die Verarbeitung ist fehlgeschlagen. Bitte versuchen Sie es später noch einmal."
	case "service_unavailable":
		return "Der Dienst ist für einen Moment nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden noch einmal."
	case "billing_not_configured":
		return "Die Zahlungsabwicklung ist auf diesem System nicht eingerichtet. Bitte wenden Sie sich an den Betreiber."
	}
	var ce *connect.Error
	if errors.As(err, &ce) && ce.Code() == connect.CodeUnavailable {
		return "Der Dienst ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung."
	}
	return "Etwas ist schiefgegangen. Bitte versuchen Sie es erneut."
}

func isUnauthenticated(err error) bool { return errorCode(err) == "unauthenticated" }
