# Megane: build, run and test. `make test` is what CI runs.

CARGO ?= cargo
PREFIX ?= /usr/local
# Cargo's output folder: $CARGO_TARGET_DIR when set, else target/.
TARGET := $(or $(CARGO_TARGET_DIR),target)
BIN := $(TARGET)/release/megane

.PHONY: sabaki-deps all build run test regress regress-ratchet bench install conformance clean eyes-db eyes-db-check soak move-patterns

all: build

## Cargo writes its progress to stderr, so `make run` prints nothing but
## the engine's GTP on stdout (a GUI can use it as the engine command).
build:
	@$(CARGO) build --release >&2

## Start the engine on stdin/stdout (GTP).
run: build
	@$(BIN)

GNUGO_REGRESSION ?= ../shared/reference/gnugo/regression

## Every test, one line per stage (scripts/test_all.py; its docstring has
## the details): the release build, `cargo test --all-targets --no-fail-fast`,
## eyes-db-check, the conformance checks against GNU Go 3.8 and ../shared
## (each skipped, in one line, where GNU Go or ../shared is missing), and
## the regression suites.  Full outputs go to $(TARGET)/test-logs/.
## The last line is `N passed, M failed` (CI reads it with the exit status),
## N and M counting: each cargo test; each test of regress/*.tst (a known
## failure, `*`, is listed on the line above, not counted); each
## conformance check, one each (the "reported" ones pass when they run to
## their summary).  A build step counts only when it fails.
test:
	@CARGO="$(CARGO)" MAKE="$(MAKE)" python3 scripts/test_all.py

## The command-sequence fuzzer's long run (tests/gtp_sequences.rs): random
## mixes of valid and invalid commands for SOAK_SECONDS (default 600),
## then a line with the commands run. `make test` runs a bounded slice.
SOAK_SECONDS ?= 600
soak:
	MEGANE_SOAK_SECONDS=$(SOAK_SECONDS) $(CARGO) test --release --test gtp_sequences -- --nocapture --exact soak

## Sabaki's GTP library for tests/sabaki_client.rs, installed from the
## lockfile where npm is available (without it that test skips itself);
## `make test` runs this first.
sabaki-deps:
	@if command -v npm >/dev/null 2>&1 && [ ! -d tests/sabaki/node_modules ]; then \
	    npm ci --prefix tests/sabaki --silent --no-audit --no-fund \
	    || echo "note: npm ci failed; the Sabaki client test will skip"; fi

## Megane's own regression suites (regress/*.tst); see regress/README.md.
## The engine searches a fixed number of playouts a move (play.tst asks
## reg_genmove), so the answers do not depend on the machine's load.
REGRESS_ENGINE := $(BIN) --playouts 5000
## life_death.tst is a measure, not a gate: it joins the ratchet below
## (its count may only rise), not the suites that must pass whole.
OWN_SUITES := $(filter-out regress/life_death.tst,$(wildcard regress/*.tst))
REGRESS_FLAGS ?=
regress: build
	$(TARGET)/release/megane-regress $(REGRESS_FLAGS) --jobs 2 --engine "$(REGRESS_ENGINE)" $(OWN_SUITES)

## GNU Go's reference suites against Megane: fails if a pass count falls
## below regress/baseline.txt; raises the file when a count rises.
## The life-and-death reader runs without its time limit here (nodes
## only), and the move generators (semeai.tst asks reg_genmove) with a
## fixed number of playouts, so a count does not depend on the machine's
## speed or load.
RATCHET_SUITES := optics reading owl ld_owl owl1 connection semeai
regress-ratchet: build
	$(TARGET)/release/megane-regress --jobs 2 --timeout 120 --ratchet regress/baseline.txt \
	    --engine "$(BIN) --owl-seconds 0 --playouts 5000" \
	    $(foreach s,$(RATCHET_SUITES),$(GNUGO_REGRESSION)/$(s).tst) regress/life_death.tst

## Criterion benchmarks (board speed: light playouts per second; eyes.db
## load time; search speed: playouts and tree nodes per second, and the
## playout policy alone), then side by
## side with GNU Go 3.8 in one run (skipped without GNU Go or ../shared):
## analyze_eyegraph on every eyes-3.9.db shape, reading.tst, and the full
## eye analysis of 19x19 middle-game positions (loadsgf to first eye_data),
## and the life-and-death readers on owl.tst (each owl_attack/owl_defend
## timed: whole suite, median, maximum); last, playouts per second of the
## search beside Pachi's ($$PACHI, a build of its public repository kept
## outside the project; Megane alone without it) on empty 9x9 and 19x19
## boards and a 19x19 middle game.
bench: build
	$(CARGO) bench --bench board
	$(CARGO) bench --bench eyes_db
	$(CARGO) bench --bench search
	python3 scripts/eyegraph_agreement.py --bench
	python3 scripts/reading_speed.py
	python3 scripts/optics_speed.py
	python3 scripts/owl_speed.py
	python3 scripts/playout_speed.py

## The conformance checks of `make test` with their whole reports: the
## scripted GTP session (tests/data/gnugo_session.gtp) against GNU Go 3.8,
## failing on a difference not marked as expected; analyze_eyegraph against
## GNU Go 3.8 (both eyes.db files of ../shared and 3000 random shapes) and
## GNU Go 3.9.1's recorded answers, failing below 99.5% identical values or
## 98% identical graphs; `megane eyes-db check` on GNU Go's two eyes.db
## files (see patterns/README.md); then, reported, not enforced: worm_data,
## the eye analysis and final_score against GNU Go (scripts/worm_diff.py,
## optics_diff.py, score_agreement.py, on GNU Go's suites' positions and on
## the self-play games of scripts/selfplay_games.py).
conformance:
	@CARGO="$(CARGO)" MAKE="$(MAKE)" python3 scripts/test_all.py --verbose conformance

## Regenerates patterns/moves.txt from GNU Go's moves in 30 GNU Go self-play
## games on 19x19 (fixed seeds; needs GNU Go) and in patterns/games/ (Megane
## against GNU Go level 10), the last 8 of those held out to measure the fit.
MOVE_GAMES := $(TARGET)/move-games
move-patterns: build
	python3 scripts/selfplay_games.py --dir $(MOVE_GAMES) --games9 0 --games13 0 \
	    --games19 30 --level 1 --seed 1000 --jobs 2
	$(TARGET)/release/megane patterns train --player "gnu go" --test 8 \
	    $$(ls $(MOVE_GAMES)/*.sgf | sort) $$(ls patterns/games/*.sgf | sort) \
	    > patterns/moves.txt

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
