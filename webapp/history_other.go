//go:build !(js && wasm)

package webapp

import (
	"context"
	"time"
)

// openHistory returns an in-memory store outside the browser.
func openHistory(context.Context) (History, error) { return newMemoryHistory(time.Now), nil }
