# Papierkram — two commands on a fresh Debian machine:
#   make run    starts the service (local PostgreSQL, OCR, portal) and prints a trial API key
#   make test   runs the whole test suite against a real PostgreSQL
SHELL := /bin/bash
.DEFAULT_GOAL := help

GO        ?= go
# The Go toolchain: go1.27.3, which fixes the standard library's known
# vulnerabilities that go1.26.8 (this machine's Go) has (net/http HTTP/2,
# mime/multipart, crypto/tls, crypto/x509, html/template; make vulncheck).
# The go command fetches it from the Go module proxy on first use (~76 MB).
# Exported so every recipe, and .ci/run through make, builds with it; a plain
# `go` in a shell needs `export GOTOOLCHAIN=go1.27.3` too (go.mod asks for 1.27).
export GOTOOLCHAIN := go1.27.3
DEV       := $(CURDIR)/.dev
BIN       := $(DEV)/bin
PGBIN     ?= $(lastword $(sort $(wildcard /usr/lib/postgresql/*/bin)))
# The cluster runs as user postgres when make runs as root: its data
# directory must be reachable by that user. A checkout below a private
# directory (e.g. /root) gets its cluster under /tmp instead.
# A unix socket path may not exceed 107 bytes, so long checkout paths use /tmp too.
PATH_OPEN := $(shell p="$(CURDIR)"; [ $${#p} -gt 70 ] && { echo no; exit; }; while [ "$$p" != / ]; do m=$$(stat -c %A "$$p"); o=$${m:9:1}; [ "$$o" = x ] || [ "$$o" = t ] || { echo no; exit; }; p=$$(dirname "$$p"); done; echo yes)
PGDATA    ?= $(if $(filter no,$(PATH_OPEN)),/tmp/papierkram-pgdata-$(shell echo "$(CURDIR)" | md5sum | cut -c1-8),$(DEV)/pgdata)
PGPORT    ?= 55439
RUN_AS    := $(if $(filter 0,$(shell id -u)),runuser -u postgres --,)
LOCAL_DB_URL := postgres://app@/app?host=$(PGDATA)&port=$(PGPORT)&sslmode=disable
LOCAL_ADMIN_URL := postgres://app@/postgres?host=$(PGDATA)&port=$(PGPORT)&sslmode=disable
PAPIERKRAM_DATABASE_URL ?= $(LOCAL_DB_URL)
PAPIERKRAM_TEST_DATABASE_URL ?= $(LOCAL_ADMIN_URL)
PAPIERKRAM_ADDR ?= 127.0.0.1:8080
export PAPIERKRAM_ADDR

# Debian packages the service and its tests use (command -> package).
DEB_PKGS := initdb:postgresql tesseract:tesseract-ocr pdftotext:poppler-utils chromium:chromium brotli:brotli prlimit:util-linux qpdf:qpdf gs:ghostscript groff:groff-base enscript:enscript mutool:mupdf-tools wkhtmltopdf:wkhtmltopdf
TESSDATA_DEU := /usr/share/tesseract-ocr/5/tessdata/deu.traineddata

.PHONY: help
help:
	@echo "make run       start the service (sets up everything it needs)"
	@echo "make test      run the test suite (sets up everything it needs)"
	@echo "make build     build bin/papierkram"
	@echo "make generate  regenerate protobuf/Connect code (buf, local plugins)"
	@echo "make eval      accuracy benchmarks (statements, letters)"
	@echo "make bench     Go benchmarks"
	@echo "make fuzz      run every fuzz target briefly"
	@echo "make lint-openapi   validate the OpenAPI document with Redocly (Node.js)"
	@echo "make loadtest  60 s load test per workload against a local instance"
	@echo "make memtest   peak RSS of the server process tree under 10 concurrent 10 MB uploads"
	@echo "make db-start | db-stop | db-reset   project-local PostgreSQL"

# deps installs missing Debian packages when run as root (CI, fresh machine).
# fonts-urw-base35: metric-compatible Helvetica/Times/Courier for PDFs that
# use the 14 standard fonts without embedding them (the synthetic corpora do,
# and so do many generated bank documents). Without it poppler substitutes
# the wider DejaVu Sans, rendered words overlap, and OCR of such pages
# collapses (scan/app: 0 of 14 bookings; with it 14 of 14).
.PHONY: deps
deps:
	@missing=""; for pair in $(DEB_PKGS); do cmd=$${pair%%:*}; pkg=$${pair##*:}; \
	  if [ "$$cmd" = initdb ]; then test -x "$(PGBIN)/initdb" || missing="$$missing $$pkg"; \
	  else command -v $$cmd >/dev/null 2>&1 || missing="$$missing $$pkg"; fi; done; \
	  test -f $(TESSDATA_DEU) || missing="$$missing tesseract-ocr-deu"; \
	  test -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf || missing="$$missing fonts-dejavu-core"; \
	  test -f /usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf || missing="$$missing fonts-urw-base35"; \
	  if [ -n "$$missing" ]; then \
	    if [ "$$(id -u)" = 0 ]; then echo "installing:$$missing"; \
	      DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	    else echo "missing Debian packages:$$missing (run: sudo apt-get install$$missing)"; exit 1; fi; fi

.PHONY: tools test-tools
tools: $(BIN)/buf
$(BIN)/buf: backend/tools/go.mod
	GOBIN=$(BIN) $(GO) -C backend/tools install tool

# What the tests start themselves: stripe-mock, the mailpit SMTP catcher and
# wasmbrowsertest (pinned in backend/tools/go.mod; buf is not needed here).
TEST_TOOLS := $(BIN)/stripe-mock $(BIN)/mailpit $(BIN)/wasmbrowsertest
test-tools: $(TEST_TOOLS)
$(BIN)/stripe-mock: backend/tools/go.mod
	GOBIN=$(BIN) $(GO) -C backend/tools install github.com/stripe/stripe-mock
$(BIN)/mailpit: backend/tools/go.mod
	GOBIN=$(BIN) $(GO) -C backend/tools install github.com/axllent/mailpit
$(BIN)/govulncheck: backend/tools/go.mod
	GOBIN=$(BIN) $(GO) -C backend/tools install golang.org/x/vuln/cmd/govulncheck

# An offline snapshot of the Go vulnerability database, for machines that
# reach the Go module proxy but not vuln.go.dev: the proxy serves
# golang.org/x/vulndb, whose data/osv holds every published entry, and
# backend/tools/vulndbgen lays them out as govulncheck's file database.
# Pinned: the snapshot is as old as VULNDB_VERSION (its commit time).
VULNDB_VERSION := v0.0.0-20261105234957-e22db6528018
VULNDB_TIME    := 2026-11-05T23:49:57Z
VULNDB_SNAP    := $(DEV)/vulndb-$(VULNDB_VERSION)
.PHONY: vulndb
vulndb: $(VULNDB_SNAP)/index/db.json
$(VULNDB_SNAP)/index/db.json:
	@dir=$$(cd / && $(GO) mod download -json golang.org/x/vulndb@$(VULNDB_VERSION) | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$$/\1/p'); \
	  test -d "$$dir/data/osv" || { echo "golang.org/x/vulndb@$(VULNDB_VERSION) not downloaded"; exit 1; }; \
	  $(GO) -C backend/tools run ./vulndbgen -osv "$$dir/data/osv" -time $(VULNDB_TIME) -out $(VULNDB_SNAP)

# Known-vulnerability scan of the code paths the binaries use (modules and
# the standard library of the Go toolchain above). Database: VULNDB when set
# (e.g. file:///path of a mirror), else https://vuln.go.dev when reachable,
# else the pinned offline snapshot above (built on demand; says so). Exits
# non-zero when govulncheck finds a vulnerability the code reaches.
.PHONY: vulncheck
vulncheck: $(BIN)/govulncheck
	@set -e; if [ -n "$(VULNDB)" ]; then db='$(VULNDB)'; echo "govulncheck against $$db"; \
	 elif timeout 5 bash -c 'exec 3<>/dev/tcp/vuln.go.dev/443' 2>/dev/null; then db=https://vuln.go.dev; echo "govulncheck against $$db"; \
	 else test -f $(VULNDB_SNAP)/index/db.json || $(MAKE) --no-print-directory vulndb; db=file://$(VULNDB_SNAP); \
	   echo "govulncheck against the offline snapshot of $(VULNDB_TIME) (golang.org/x/vulndb $(VULNDB_VERSION); vuln.go.dev is unreachable)"; fi; \
	 $(BIN)/govulncheck -db "$$db" ./...

.PHONY: generate
generate: tools
	$(BIN)/buf lint
	$(BIN)/buf generate

.PHONY: build
build: wasm
	$(GO) build -o bin/papierkram ./backend/cmd/papierkram

# ---- project-local PostgreSQL (unix socket only: no TCP port to clash) ----
.PHONY: db-start db-stop db-reset
db-start: deps
	@if [ "$(PAPIERKRAM_DATABASE_URL)" != "$(LOCAL_DB_URL)" ]; then exit 0; fi; \
	 set -e; mkdir -p $(PGDATA); \
	 $(if $(RUN_AS),chown postgres: $(PGDATA) && chmod 700 $(PGDATA);) \
	 test -f $(PGDATA)/PG_VERSION || $(RUN_AS) $(PGBIN)/initdb -D $(PGDATA) -U app --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null; \
	 $(RUN_AS) $(PGBIN)/pg_ctl -D $(PGDATA) status >/dev/null 2>&1 || \
	   $(RUN_AS) $(PGBIN)/pg_ctl -D $(PGDATA) -l $(PGDATA)/server.log -w -o "-p $(PGPORT) -k $(PGDATA) -c listen_addresses='' -c fsync=off -c max_connections=300" start >/dev/null; \
	 $(PGBIN)/psql -h $(PGDATA) -p $(PGPORT) -U app -d postgres -Atc "select 1 from pg_database where datname='app'" | grep -q 1 || \
	   $(PGBIN)/createdb -h $(PGDATA) -p $(PGPORT) -U app app

db-stop:
	@test -f $(PGDATA)/PG_VERSION && $(RUN_AS) $(PGBIN)/pg_ctl -D $(PGDATA) -m fast stop || true

db-reset: db-stop
	rm -rf $(PGDATA)

# ---- run ----
.PHONY: run
run: deps db-start build
	@export PAPIERKRAM_DATABASE_URL='$(PAPIERKRAM_DATABASE_URL)'; set -e; \
	 bin/papierkram migrate >/dev/null; \
	 id=$$(bin/papierkram org show --email demo@localhost 2>/dev/null | sed -n 's/^  "id": "\(org_[A-Za-z0-9]*\)".*/\1/p'); \
	 if [ -z "$$id" ]; then id=$$(bin/papierkram org create --name "Demo GmbH" --email demo@localhost | sed -n 's/^  "id": "\(org_[A-Za-z0-9]*\)".*/\1/p'); fi; \
	 key=$$(bin/papierkram key create --org $$id --name "make run" | sed -n 's/^  "key": "\(pk_live_[A-Za-z0-9]*\)".*/\1/p'); \
	 echo; echo "Papierkram: http://$(PAPIERKRAM_ADDR)   (portal, /docs, /api/openapi.json)"; \
	 echo "Trial API key (organization $$id): $$key"; \
	 echo "Try: curl -H 'Authorization: Bearer $$key' http://$(PAPIERKRAM_ADDR)/api/v1/usage"; echo; \
	 exec bin/papierkram serve

# ---- tests ----
.PHONY: test
test: deps db-start test-tools wasm
	PATH="$(BIN):$$PATH" PAPIERKRAM_TEST_DATABASE_URL='$(PAPIERKRAM_TEST_DATABASE_URL)' PAPIERKRAM_REQUIRE_DB=1 \
	  $(GO) test -count=1 -timeout 25m ./...
	$(MAKE) --no-print-directory test-wasm

.PHONY: eval
eval: deps
	$(GO) run ./backend/cmd/evalstatements
	$(GO) run ./backend/cmd/evalletters

.PHONY: bench
bench: deps
	$(GO) test -run '^$$' -bench . -benchmem -benchtime 3x ./backend/...

# An independent OpenAPI 3.1 validator (needs Node.js + npm; Redocly 2.77.0
# is the last release that runs on Debian 12's Node 20). The test suite
# itself validates the document with libopenapi-validator.
.PHONY: lint-openapi
lint-openapi:
	REDOCLY_TELEMETRY=off npx --yes @redocly/cli@2.77.0 lint backend/openapi/openapi.json

# FUZZTIME is an execution count ("Nx"), not a duration: with a wall-clock
# -fuzztime, go1.26's fuzz coordinator can report a spurious "context
# deadline exceeded" at the deadline when a loaded machine starves a worker
# (golang/go#75804, fixed only in go1.27). A count has no deadline to race.
# A real crasher is still written to testdata/fuzz and fails the run.
FUZZTIME ?= 50000x
.PHONY: fuzz
fuzz:
	@set -e; for pkg in $$($(GO) list ./backend/...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
	    echo "fuzz $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) -timeout 10m $$pkg; done; done

# ---- portal ----
# app.wasm is a build output (git-ignored). The server hashes every file
# under public/web at start and serves content-hashed URLs (immutable) with
# the precompressed .br/.gz variants. BROTLI_LEVEL=11 for releases (~40 s);
# the default 9 keeps `make test` fast.
BROTLI_LEVEL ?= 9
WASM_SRC := $(shell find webapp wasm proto/gen -name '*.go' -not -name '*_test.go' 2>/dev/null) go.mod go.sum
.PHONY: wasm wasm-size
wasm: public/web/app.wasm
# Compressed variants are written next to a temporary build and renamed
# before app.wasm itself, so an interrupted build never leaves a truncated
# .br/.gz beside a newer app.wasm (the server also ignores stale variants).
public/web/app.wasm: $(WASM_SRC)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' -o $@.tmp ./wasm
	brotli -f -q $(BROTLI_LEVEL) -o $@.tmp.br $@.tmp
	gzip -9 -c $@.tmp > $@.tmp.gz
	mv $@.tmp.br $@.br && mv $@.tmp.gz $@.gz && mv $@.tmp $@ && touch $@.br $@.gz
	@printf 'app.wasm: %s bytes raw, %s gzip, %s brotli\n' $$(stat -c %s $@) $$(stat -c %s $@.gz) $$(stat -c %s $@.br)

wasm-size: wasm
	@ls -l public/web/app.wasm public/web/app.wasm.gz public/web/app.wasm.br

# WASM unit tests in headless Chromium (wasmbrowsertest from the tools module).
.PHONY: test-wasm
test-wasm: $(BIN)/wasmbrowsertest
	PATH="$(BIN):$$PATH" GOOS=js GOARCH=wasm $(GO) test -count=1 -exec $(BIN)/wasmbrowsertest ./webapp/
$(BIN)/wasmbrowsertest: backend/tools/go.mod
	GOBIN=$(BIN) $(GO) -C backend/tools install github.com/agnivade/wasmbrowsertest

# ---- hardening ----
# make loadtest: the real binary on a fresh database of the local cluster
# (dropped afterwards), 8 clients for 60 s per workload (3-page text-layer
# statements, scanned pages); prints throughput, p50/p95/p99, errors by
# status and server RSS. PAPIERKRAM_LOADTEST_URL (+ _KEY) targets a running
# instance instead. LOADTEST_FLAGS e.g. "-duration 20s -workloads text".
LOADTEST_FLAGS ?=
.PHONY: loadtest
loadtest: deps db-start build
	PAPIERKRAM_LOADTEST_ADMIN_URL='$(PAPIERKRAM_TEST_DATABASE_URL)' PAPIERKRAM_DATABASE_URL='$(PAPIERKRAM_DATABASE_URL)' \
	  $(GO) run ./backend/cmd/loadtest -bin bin/papierkram $(LOADTEST_FLAGS)

# make memtest: issue 3's memory target (10 concurrent 10 MB uploads keep the
# process under 1.5 GB RSS), measured on the real binary and a fresh
# database: five scenarios (40 MP JPEG and RGBA PNG photos, 600 dpi scanned
# PDF, 50-page text PDF, a mix), peak RSS of the server and its tool
# children; fails at >= 1.5 GB. Several minutes of OCR, so not in `make test`.
# MEMTEST_LIMIT_MB lowers the bound, MEMTEST_SCENARIOS selects (e.g. png,mixed).
MEMTEST_LIMIT_MB ?= 1500
MEMTEST_SCENARIOS ?=
.PHONY: memtest
memtest: deps db-start
	PAPIERKRAM_MEMTEST=1 PAPIERKRAM_MEMTEST_LIMIT_MB=$(MEMTEST_LIMIT_MB) PAPIERKRAM_MEMTEST_SCENARIOS='$(MEMTEST_SCENARIOS)' \
	  PAPIERKRAM_REQUIRE_DB=1 PAPIERKRAM_TEST_DATABASE_URL='$(PAPIERKRAM_TEST_DATABASE_URL)' \
	  $(GO) test -count=1 -run '^TestMemoryTenUploads$$' -v -timeout 40m ./backend/cmd/papierkram/
