//go:build !js

package webapp_test

import (
	"encoding/json"
	"net/http"
)

func decodeJSON(res *http.Response, v any) { json.NewDecoder(res.Body).Decode(v) } //nolint:errcheck
