# Megane: build, run and test. `make test` is what CI runs.

CARGO ?= cargo
PREFIX ?= /usr/local
BIN := target/release/megane

.PHONY: all build run test bench install conformance clean

all: build

build:
	$(CARGO) build --release

## Start the engine on stdin/stdout (GTP).
run: build
	./$(BIN)

## Every test: unit, GTP-level and property tests.
test:
	$(CARGO) test --all-targets

## Criterion benchmarks (board speed: playouts per second).
bench:
	$(CARGO) bench --bench board

## Replays tests/data/gnugo_session.gtp against Megane and GNU Go 3.8 and
## reports every answer that differs (skips when GNU Go is absent).
conformance: build
	python3 scripts/gtp_session_diff.py --diffs-only

install: build
	install -D -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/megane

clean:
	$(CARGO) clean
