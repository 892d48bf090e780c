package webapp

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// A small OpenAPI 3.1 reader for the /docs page: just what the reference
// shows (operations, parameters, bodies, responses, component schemas).
// Self-hosted on purpose: no renderer from a CDN, nothing the CSP must allow.

type apiDoc struct {
	Title, Version, Description string
	Operations                  []apiOperation
	Schemas                     []apiSchema
}

type apiOperation struct {
	Method, Path, Summary, Description string
	Security                           string
	Params                             []apiField
	Body                               []apiContent
	Responses                          []apiResponse
}

type apiContent struct {
	MediaType string
	Schema    apiSchema
}

type apiResponse struct {
	Status, Description string
	Content             []apiContent
}

// apiSchema is a schema flattened for display: a type text and, for
// objects, its fields.
type apiSchema struct {
	Name        string // component name, when it is one
	Type        string // e.g. "string", "array of Table", "Statement"
	Ref         string // component it links to
	Description string
	Fields      []apiField
}

type apiField struct {
	Name, In, Type, Ref, Description string
	Required                         bool
}

type jsonObj = map[string]any

func str(m jsonObj, k string) string  { s, _ := m[k].(string); return s }
func obj(m jsonObj, k string) jsonObj { o, _ := m[k].(jsonObj); return o }

// parseOpenAPI reads the document served at /api/openapi.json.
func parseOpenAPI(data []byte) (apiDoc, error) {
	var root jsonObj
	if err := json.Unmarshal(data, &root); err != nil {
		return apiDoc{}, fmt.Errorf("openapi: %w", err)
	}
	r := &reader{root: root}
	info := obj(root, "info")
	doc := apiDoc{Title: str(info, "title"), Version: str(info, "version"), Description: str(info, "description")}
	paths := obj(root, "paths")
	pathNames := make([]string, 0, len(paths))
	for p := range paths {
		pathNames = append(pathNames, p)
	}
	sort.Strings(pathNames)
	globalSec := securityText(root["security"])
	for _, p := range pathNames {
		item, _ := paths[p].(jsonObj)
		for _, m := range []string{"get", "post", "put", "patch", "delete"} {
			op := obj(item, m)
			if op == nil {
				continue
			}
			o := apiOperation{Method: strings.ToUpper(m), Path: p, Summary: str(op, "summary"), Description: str(op, "description"), Security: globalSec}
			if _, ok := op["security"]; ok {
				o.Security = securityText(op["security"])
			}
			params, _ := op["parameters"].([]any)
			params = append(params, anySlice(item["parameters"])...)
			for _, pv := range params {
				pm := r.deref(pv)
				s := r.schema(obj(pm, "schema"))
				o.Params = append(o.Params, apiField{Name: str(pm, "name"), In: str(pm, "in"), Type: s.Type, Ref: s.Ref, Description: str(pm, "description"), Required: pm["required"] == true})
			}
			if rb := r.deref(op["requestBody"]); rb != nil {
				o.Body = r.contents(obj(rb, "content"))
			}
			resps := obj(op, "responses")
			codes := make([]string, 0, len(resps))
			for c := range resps {
				codes = append(codes, c)
			}
			sort.Strings(codes)
			for _, c := range codes {
				rm := r.deref(resps[c])
				o.Responses = append(o.Responses, apiResponse{Status: c, Description: str(rm, "description"), Content: r.contents(obj(rm, "content"))})
			}
			doc.Operations = append(doc.Operations, o)
		}
	}
	schemas := obj(obj(root, "components"), "schemas")
	names := make([]string, 0, len(schemas))
	for n := range schemas {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		s := r.schemaFull(schemas[n].(jsonObj))
		s.Name = n
		doc.Schemas = append(doc.Schemas, s)
	}
	return doc, nil
}

func anySlice(v any) []any { s, _ := v.([]any); return s }

func securityText(v any) string {
	reqs := anySlice(v)
	if v != nil && len(reqs) == 0 {
		return "keine"
	}
	var names []string
	for _, r := range reqs {
		for k := range r.(jsonObj) {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

type reader struct{ root jsonObj }

// deref follows a local $ref ("#/components/...") once.
func (r *reader) deref(v any) jsonObj {
	m, _ := v.(jsonObj)
	ref := str(m, "$ref")
	if ref == "" {
		return m
	}
	cur := any(r.root)
	for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
		cm, _ := cur.(jsonObj)
		cur = cm[part]
	}
	out, _ := cur.(jsonObj)
	return out
}

func refName(ref string) string { return ref[strings.LastIndexByte(ref, '/')+1:] }

func (r *reader) contents(c jsonObj) []apiContent {
	types := make([]string, 0, len(c))
	for t := range c {
		types = append(types, t)
	}
	sort.Strings(types)
	var out []apiContent
	for _, t := range types {
		out = append(out, apiContent{MediaType: t, Schema: r.schemaFull(obj(c[t].(jsonObj), "schema"))})
	}
	return out
}

// schema gives a one-line type for s.
func (r *reader) schema(s jsonObj) apiSchema {
	if s == nil {
		return apiSchema{}
	}
	if ref := str(s, "$ref"); ref != "" {
		return apiSchema{Type: refName(ref), Ref: refName(ref), Description: str(s, "description")}
	}
	t := typeText(s["type"])
	switch {
	case t == "array":
		item := r.schema(obj(s, "items"))
		return apiSchema{Type: "array of " + item.Type, Ref: item.Ref, Description: str(s, "description")}
	case s["enum"] != nil:
		var vals []string
		for _, e := range anySlice(s["enum"]) {
			vals = append(vals, fmt.Sprint(e))
		}
		t += " (" + strings.Join(vals, " | ") + ")"
	case s["oneOf"] != nil || s["anyOf"] != nil:
		var alts []string
		for _, a := range append(anySlice(s["oneOf"]), anySlice(s["anyOf"])...) {
			alts = append(alts, r.schema(a.(jsonObj)).Type)
		}
		t = strings.Join(alts, " | ")
	case t == "object" && s["additionalProperties"] != nil:
		if ap, ok := s["additionalProperties"].(jsonObj); ok {
			t = "map of " + r.schema(ap).Type
		}
	}
	if f := str(s, "format"); f != "" {
		t += ", " + f
	}
	if t == "" {
		t = "any"
	}
	return apiSchema{Type: t, Description: str(s, "description")}
}

// schemaFull also lists an object's properties.
func (r *reader) schemaFull(s jsonObj) apiSchema {
	out := r.schema(s)
	if s == nil || str(s, "$ref") != "" {
		return out
	}
	req := map[string]bool{}
	for _, n := range anySlice(s["required"]) {
		req[fmt.Sprint(n)] = true
	}
	props := obj(s, "properties")
	names := make([]string, 0, len(props))
	for n := range props {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p := r.schema(props[n].(jsonObj))
		out.Fields = append(out.Fields, apiField{Name: n, Type: p.Type, Ref: p.Ref, Description: p.Description, Required: req[n]})
	}
	return out
}

func typeText(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case []any:
		var parts []string
		for _, p := range t {
			parts = append(parts, fmt.Sprint(p))
		}
		return strings.Join(parts, " | ")
	}
	return ""
}
