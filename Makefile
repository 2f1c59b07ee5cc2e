# MaterialSnackbar. `make demo` renders the gallery; `make test` runs every check CI runs.
SWIFT ?= swift
SCRATCH_TSAN ?= .build/tsan
GALLERY ?= gallery
FUZZ_SECONDS ?= 60
FUZZ_SEED ?= random

.PHONY: all bootstrap build demo test lint format bench tsan fuzz clean

all: build

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build -Xswiftc -warnings-as-errors

demo: bootstrap
	$(SWIFT) run -Xswiftc -warnings-as-errors snackbar gallery $(GALLERY)

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks

# Warnings are errors; the whole suite (XCTest and Swift Testing), then the thread-safety stress
# tests again under ThreadSanitizer.
test: bootstrap lint
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build
	$(MAKE) tsan

tsan: bootstrap
	$(SWIFT) test --scratch-path $(SCRATCH_TSAN) --sanitize=thread --filter 'ThreadSafety'

# The fuzz harnesses (PNG decoder, bold markup, CLI arguments) for longer than `make test`'s fixed
# seed and input counts: FUZZ_SECONDS each, in parallel, from FUZZ_SEED (a number, or random).
# Each prints its seed, and every failure the command that replays it.
fuzz: bootstrap
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_SEED=$(FUZZ_SEED) $(SWIFT) test --skip-build --filter 'FuzzTests'

bench: bootstrap
	$(SWIFT) run -c release SnackbarBenchmarks

clean:
	rm -rf .build $(GALLERY)
