package rest

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"net/http"
	"strings"

	"connectrpc.com/connect"

	"papierkram/backend/analysis"
	"papierkram/backend/api"
	"papierkram/backend/problem"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// Handler serves the four REST paths of the spec.
type Handler struct {
	Analysis *api.Analysis
	Usage    *api.Usage
	Billing  *api.Billing
	Log      *slog.Logger
}

// Register adds the REST routes to mux. Authentication and rate limiting
// happen in the server's middleware before these handlers run.
func (h *Handler) Register(mux *http.ServeMux, wrap func(http.Handler) http.Handler) {
	mux.Handle("POST /api/v1/analyze", wrap(http.HandlerFunc(h.analyze)))
	mux.Handle("GET /api/v1/usage", wrap(http.HandlerFunc(h.usage)))
	mux.Handle("POST /api/v1/billing/checkout", wrap(http.HandlerFunc(h.checkout)))
	mux.Handle("POST /api/v1/billing/portal", wrap(http.HandlerFunc(h.portal)))
}

func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	api.LogError(r.Context(), h.Log, r.Pattern, err)
	WriteProblem(w, r, err)
}

// maxFormOverhead is what the multipart body may carry beyond the file:
// boundaries, part headers and the document_type field.
const maxFormOverhead = 64 << 10

// analyze decodes the multipart form while streaming: the body is capped at
// 10 MB + overhead and the file part at 10 MB, so nothing unbounded is ever
// buffered. Exactly one file part is accepted.
func (h *Handler) analyze(w http.ResponseWriter, r *http.Request) {
	docType, file, err := readAnalyzeForm(w, r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	res, err := h.Analysis.Analyze(r.Context(), connect.NewRequest(&papierkramv1.AnalyzeRequest{DocumentType: docType, File: file}))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, AnalyzeJSON(res.Msg))
}

func readAnalyzeForm(w http.ResponseWriter, r *http.Request) (string, []byte, error) {
	mediaType, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/form-data" {
		return "", nil, problem.New(problem.InvalidRequest, "The request must be multipart/form-data with the fields document_type and file.")
	}
	if params["boundary"] == "" {
		return "", nil, problem.New(problem.InvalidRequest, "The multipart request has no boundary parameter in its Content-Type.")
	}
	if r.ContentLength > analysis.MaxFileSize+maxFormOverhead {
		return "", nil, problem.New(problem.InvalidRequest, "The file is larger than 10 MB.")
	}
	r.Body = http.MaxBytesReader(w, r.Body, analysis.MaxFileSize+maxFormOverhead)
	mr := multipart.NewReader(r.Body, params["boundary"])
	var (
		docType  string
		haveType bool
		file     []byte
		haveFile bool
	)
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", nil, bodyError(err)
		}
		switch part.FormName() {
		case "document_type":
			if haveType {
				return "", nil, problem.New(problem.InvalidRequest, "The field document_type was sent more than once.")
			}
			b, err := io.ReadAll(io.LimitReader(part, 257))
			if err != nil {
				return "", nil, bodyError(err)
			}
			if len(b) > 256 {
				return "", nil, problem.New(problem.DocumentTypeUnsupported, "document_type must be one of: "+strings.Join(analysis.Types, ", ")+".")
			}
			docType, haveType = strings.TrimSpace(string(b)), true
		case "file":
			if haveFile {
				return "", nil, problem.New(problem.InvalidRequest, "Send exactly one file per request.")
			}
			b, err := io.ReadAll(io.LimitReader(part, analysis.MaxFileSize+1))
			if err != nil {
				return "", nil, bodyError(err)
			}
			if len(b) > analysis.MaxFileSize {
				return "", nil, problem.New(problem.InvalidRequest, "The file is larger than 10 MB.")
			}
			file, haveFile = b, true
		default:
			// Unknown fields are drained (bounded by MaxBytesReader) and ignored.
			if _, err := io.Copy(io.Discard, part); err != nil {
				return "", nil, bodyError(err)
			}
		}
		part.Close()
	}
	if !haveType {
		return "", nil, problem.New(problem.InvalidRequest, "The field document_type is missing. Use one of: "+strings.Join(analysis.Types, ", ")+".")
	}
	if !haveFile {
		return "", nil, problem.New(problem.InvalidRequest, "The field file is missing. Attach one PDF, JPEG or PNG file of at most 10 MB.")
	}
	return docType, file, nil
}

func bodyError(err error) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return problem.New(problem.InvalidRequest, "The request body is larger than 10 MB.")
	}
	return problem.Wrap(problem.InvalidRequest, "The multipart body could not be read (malformed or interrupted upload).", err)
}

func (h *Handler) usage(w http.ResponseWriter, r *http.Request) {
	res, err := h.Usage.GetUsage(r.Context(), connect.NewRequest(&papierkramv1.GetUsageRequest{}))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, UsageJSON(res.Msg))
}

type checkoutBody struct {
	Tier *string `json:"tier"`
}

func (h *Handler) checkout(w http.ResponseWriter, r *http.Request) {
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mediaType != "application/json" {
		h.fail(w, r, problem.New(problem.InvalidRequest, "Send a JSON body {\"tier\": ...} with Content-Type: application/json."))
		return
	}
	var body checkoutBody
	dec := json.NewDecoder(io.LimitReader(r.Body, 4096))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&body); err != nil {
		h.fail(w, r, problem.Wrap(problem.InvalidRequest, "The body is not valid JSON of the form {\"tier\": \"starter\"}.", err))
		return
	}
	tier := ""
	if body.Tier != nil {
		tier = *body.Tier
	}
	res, err := h.Billing.Checkout(r.Context(), connect.NewRequest(&papierkramv1.CheckoutRequest{Tier: tier}))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, map[string]string{"url": res.Msg.GetUrl()})
}

// portal ignores any body: the spec shows none (4.4).
func (h *Handler) portal(w http.ResponseWriter, r *http.Request) {
	res, err := h.Billing.Portal(r.Context(), connect.NewRequest(&papierkramv1.PortalRequest{}))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, map[string]string{"url": res.Msg.GetUrl()})
}
