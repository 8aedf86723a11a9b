# Megane: build, run and test. `make test` is what CI runs.

CARGO ?= cargo
PREFIX ?= /usr/local
# Cargo's output folder: $CARGO_TARGET_DIR when set, else target/.
TARGET := $(or $(CARGO_TARGET_DIR),target)
BIN := $(TARGET)/release/megane

.PHONY: sabaki-deps all build run test regress regress-ratchet bench install conformance clean eyes-db eyes-db-check

all: build

## Cargo writes its progress to stderr, so `make run` prints nothing but
## the engine's GTP on stdout (a GUI can use it as the engine command).
build:
	@$(CARGO) build --release >&2

## Start the engine on stdin/stdout (GTP).
run: build
	@$(BIN)

GNUGO_REGRESSION ?= ../shared/reference/gnugo/regression

## Every test: unit, GTP-level and property tests, the GNU Go conformance
## session, then the regression suites.  The regress runner's
## `N passed, N failed` must stay the last line (CI reads it), hence
## --no-print-directory and conformance before regress.
test: sabaki-deps
	$(CARGO) test --all-targets
	$(MAKE) --no-print-directory eyes-db-check
	$(MAKE) --no-print-directory conformance
	$(MAKE) --no-print-directory regress

## Sabaki's GTP library for tests/sabaki_client.rs, installed from the
## lockfile where npm is available (without it that test skips itself).
sabaki-deps:
	@if command -v npm >/dev/null 2>&1 && [ ! -d tests/sabaki/node_modules ]; then \
	    npm ci --prefix tests/sabaki --silent --no-audit --no-fund \
	    || echo "note: npm ci failed; the Sabaki client test will skip"; fi

## Megane's own regression suites (regress/*.tst); see regress/README.md.
## The engine searches a fixed number of playouts a move (play.tst asks
## reg_genmove), so the answers do not depend on the machine's load.
REGRESS_ENGINE := $(BIN) --playouts 5000
regress: build
	$(TARGET)/release/megane-regress --jobs 2 --engine "$(REGRESS_ENGINE)" regress/*.tst

## GNU Go's reference suites against Megane: fails if a pass count falls
## below regress/baseline.txt; raises the file when a count rises.
regress-ratchet: build
	$(TARGET)/release/megane-regress --ratchet regress/baseline.txt \
	    $(GNUGO_REGRESSION)/optics.tst $(GNUGO_REGRESSION)/reading.tst

EYEGRAPHS ?= ../shared/reference/gnugo-3.9-eyegraph/eyes-3.9-shapes.jsonl

## Criterion benchmarks (board speed: light playouts per second; eyes.db
## load time; search speed: playouts and tree nodes per second, and the
## playout policy alone), then side by
## side with GNU Go 3.8 in one run (skipped without GNU Go or ../shared):
## analyze_eyegraph on every eyes-3.9.db shape, reading.tst, and the full
## eye analysis of 19x19 middle-game positions (loadsgf to first eye_data).
bench: build
	$(CARGO) bench --bench board
	$(CARGO) bench --bench eyes_db
	$(CARGO) bench --bench search
	python3 scripts/eyegraph_agreement.py --bench
	python3 scripts/reading_speed.py
	python3 scripts/optics_speed.py

## Replays tests/data/gnugo_session.gtp against Megane and GNU Go 3.8 and
## reports every answer that differs (skips when GNU Go is absent); fails on
## a difference not marked as expected.
## Then analyze_eyegraph against GNU Go 3.8 (both eyes.db files of
## ../shared and 3000 random shapes) and against GNU Go 3.9.1's recorded
## answers, failing below 99.5% identical values or 98% identical graphs.
## Then `megane eyes-db check` on GNU Go's two eyes.db files (a summary
## line each; see patterns/README.md), and `worm_data` against GNU Go on the
## reference suites' positions (its SUMMARY line; reported, not enforced).
conformance: build
	python3 scripts/gtp_session_diff.py --diffs-only
	python3 scripts/eyegraph_agreement.py --show 5 --min-value 99.5 --min-graph 98 \
	    --db $(wildcard ../shared/reference/gnugo/patterns/eyes-3.*.db) --random 3000 --seed 7 \
	    $(if $(wildcard $(EYEGRAPHS)),--recorded $(EYEGRAPHS) --recorded-default "4 1")
	@for db in $(wildcard ../shared/reference/gnugo/patterns/eyes-3.*.db); do \
	    $(BIN) eyes-db check $$db | tail -n 2; done
	python3 scripts/worm_diff.py | tail -n 1
	python3 scripts/optics_diff.py | tail -n 1
	python3 scripts/score_agreement.py | tail -n 1

## Regenerates patterns/eyes.db with Megane's own solver (the family is in
## src/eyes/generate.rs and in the file's header).
eyes-db: build
	$(BIN) eyes-db generate > patterns/eyes.db.new
	mv patterns/eyes.db.new patterns/eyes.db

## Fails if regenerating would change patterns/eyes.db by a byte.
eyes-db-check: build
	$(BIN) eyes-db generate | cmp - patterns/eyes.db
	@echo "patterns/eyes.db: regenerated, byte-identical"

install: build
	install -D -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/megane

clean:
	$(CARGO) clean
