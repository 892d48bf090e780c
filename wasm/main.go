// Command wasm is the browser side of the portal:
//
//	GOOS=js GOARCH=wasm go build -o public/web/app.wasm ./wasm
package main

import (
	"context"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"papierkram/webapp"
)

func main() {
	webapp.Routes()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := webapp.PruneHistory(ctx); err != nil {
			app.Log("pruning the result history failed:", err)
		}
	}()
	app.RunWhenOnBrowser()
}
