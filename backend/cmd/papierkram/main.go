// Command papierkram is the service and its operator CLI in one binary.
//
//	papierkram serve                      run the HTTP service (applies migrations first)
//	papierkram migrate                    apply database migrations
//	papierkram org create --name N --email E [--tier T]
//	papierkram org show --org ID
//	papierkram org set-tier --org ID --tier T
//	papierkram org set-rate-limit --org ID --per-minute N
//	papierkram key create --org ID [--name N] [--scopes a,b]
//	papierkram key revoke --key ID
//	papierkram analyze --type T FILE      run the pipeline locally, print the API's JSON
//
// Every command prints JSON on stdout so scripts can use it.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"papierkram/backend/config"
	"papierkram/backend/problem"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:]); err != nil {
		var pe *problem.Error
		if errors.As(err, &pe) {
			fmt.Fprintf(os.Stderr, "papierkram: %s: %s\n", pe.Code, pe.Detail)
		} else {
			fmt.Fprintf(os.Stderr, "papierkram: %v\n", err)
		}
		os.Exit(1)
	}
}

const usageText = `usage: papierkram <command> [flags]

commands:
  serve                                   run the HTTP service
  migrate                                 apply database migrations
  org create --name N --email E [--tier T]
  org show --org ID
  org set-tier --org ID --tier T
  org set-rate-limit --org ID --per-minute N
  key create --org ID [--name N] [--scopes a,b]
  key revoke --key ID
  analyze --type T FILE                   run the pipeline locally and print the result
`

func run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		fmt.Fprint(os.Stderr, usageText)
		return errors.New("no command")
	}
	cfg, err := config.FromEnv()
	if err != nil {
		return err
	}
	log := newLogger(cfg.LogLevel)
	switch args[0] {
	case "serve":
		return serve(ctx, cfg, log)
	case "migrate":
		return migrate(ctx, cfg)
	case "org":
		return orgCommand(ctx, cfg, args[1:])
	case "key":
		return keyCommand(ctx, cfg, args[1:])
	case "analyze":
		return analyzeCommand(ctx, cfg, log, args[1:])
	case "help", "-h", "--help":
		fmt.Print(usageText)
		return nil
	}
	fmt.Fprint(os.Stderr, usageText)
	return fmt.Errorf("unknown command %q", args[0])
}

func newLogger(level string) *slog.Logger {
	var l slog.Level
	if err := l.UnmarshalText([]byte(strings.ToUpper(level))); err != nil {
		l = slog.LevelInfo
	}
	return slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: l}))
}

func printJSON(v any) error {
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func subcommand(args []string, name string) (string, *flag.FlagSet, []string, error) {
	if len(args) == 0 {
		return "", nil, nil, fmt.Errorf("%s: missing subcommand", name)
	}
	fs := flag.NewFlagSet(name+" "+args[0], flag.ContinueOnError)
	return args[0], fs, args[1:], nil
}
