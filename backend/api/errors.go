// Package api implements the Connect services. Each method holds the logic
// once; the REST door (package rest) calls the same methods, so both doors
// authenticate, validate, count and answer identically.
package api

import (
	"context"
	"errors"
	"log/slog"
	"strconv"

	"connectrpc.com/connect"

	"papierkram/backend/problem"
	"papierkram/backend/requestid"
	papierkramv1 "papierkram/proto/gen/papierkram/v1"
)

// ConnectError renders err for Connect clients: the Connect code from the
// problem table plus an ErrorInfo detail carrying the spec's machine code,
// the REST status and the request id.
func ConnectError(ctx context.Context, err error) *connect.Error {
	var ce *connect.Error
	if errors.As(err, &ce) {
		return ce
	}
	p := problem.From(err)
	out := connect.NewError(p.Code.ConnectCode(), errors.New(p.Detail))
	info := &papierkramv1.ErrorInfo{
		Code:              string(p.Code),
		HttpStatus:        int32(p.Code.Status()),
		RequestId:         requestid.From(ctx),
		RetryAfterSeconds: int32(p.RetryAfter),
	}
	if d, derr := connect.NewErrorDetail(info); derr == nil {
		out.AddDetail(d)
	}
	if p.RetryAfter > 0 {
		out.Meta().Set("Retry-After", strconv.Itoa(p.RetryAfter))
	}
	return out
}

// ErrorInterceptor converts domain errors returned by handlers into Connect
// errors and logs unexpected ones with their cause (never shown to clients).
func ErrorInterceptor(log *slog.Logger) connect.UnaryInterceptorFunc {
	return func(next connect.UnaryFunc) connect.UnaryFunc {
		return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
			res, err := next(ctx, req)
			if err == nil {
				return res, nil
			}
			LogError(ctx, log, req.Spec().Procedure, err)
			return nil, ConnectError(ctx, err)
		}
	}
}

// LogError logs err once per request: server faults at error level with the
// cause, client errors at info level with just the code.
func LogError(ctx context.Context, log *slog.Logger, route string, err error) {
	p := problem.From(err)
	if p.Code.Status() >= 500 {
		log.ErrorContext(ctx, "request failed", "route", route, "code", p.Code, "request_id", requestid.From(ctx), "error", err)
		return
	}
	log.InfoContext(ctx, "request refused", "route", route, "code", p.Code, "request_id", requestid.From(ctx))
}
