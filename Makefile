# MaterialSnackbar. `make demo` renders the gallery; `make test` runs every check CI runs.
SWIFT ?= swift
SCRATCH_TSAN ?= .build/tsan
GALLERY ?= gallery
FUZZ_SECONDS ?= 60
FUZZ_SEED ?= random

.PHONY: all bootstrap build demo test test-browser lint format bench tsan docs api-baseline fuzz clean

all: build

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build -Xswiftc -warnings-as-errors

# The sample catalog's matrix first, so the gallery's index links it.
demo: bootstrap
	$(SWIFT) run -Xswiftc -warnings-as-errors snackbar matrix scripts/demo-catalog/Snackbar.xcstrings \
	  --action-suffix .action --pseudo en-XA,ar-XB --devices iphone-se --content-sizes L,AX-XXXL \
	  --output $(GALLERY)/matrix
	$(SWIFT) run -Xswiftc -warnings-as-errors snackbar gallery $(GALLERY)

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks

# The renderer's caches of the tests' own processes: in the build folder, warm from one run to the
# next, and never in the user's ~/.cache (the renderer reads XDG_CACHE_HOME once per process, so a
# test cannot move it itself). Tests of the caches give their children folders of their own.
TEST_ENV = XDG_CACHE_HOME="$(CURDIR)/.build/test-cache"

# Warnings are errors; the public API against its baselines in scripts/api/ (scripts/check-api),
# the whole suite (XCTest and Swift Testing), the thread-safety stress tests again under
# ThreadSanitizer, then the documentation (DocC warnings are errors too).
test: bootstrap lint
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	scripts/check-api
	$(TEST_ENV) $(SWIFT) test --skip-build
	$(MAKE) tsan
	scripts/docs

# The snapshot report in a real browser: installs Debian's chromium when it is missing, then runs
# the tests that load report, review and matrix pages in it. `make test` runs those tests only where
# chromium exists and otherwise lists them as skipped, with the reason.
BROWSER_TESTS = ReportPageBrowserTests|ReportFramesTests|ReviewCommandTests|MatrixPageBrowserTests
test-browser: bootstrap
	@scripts/bootstrap-browser
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(TEST_ENV) $(SWIFT) test --skip-build --filter '$(BROWSER_TESTS)'

tsan: bootstrap
	$(TEST_ENV) $(SWIFT) test --scratch-path $(SCRATCH_TSAN) --sanitize=thread --filter 'ThreadSafety'

# A static DocC site for every library in .build/docs, with the toolchain's docc; warnings fail.
docs: build
	scripts/docs

# Rewrites the public-API baselines in scripts/api/ from a fresh debug build, after a public change
# that is meant; commit them with it, so the change is a diff in review.
api-baseline: build
	scripts/check-api --update

# The fuzz harnesses (PNG decoder, bold markup, CLI arguments, cache mutations, scenarios, failure
# records and fingerprints, batch job lines, string catalogs and placeholders, review requests) for
# longer than `make test`'s fixed seed and input counts: FUZZ_SECONDS each, in parallel, from
# FUZZ_SEED (a number, or random). Each prints its seed, and every failure the command that
# replays it.
fuzz: bootstrap
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(TEST_ENV) FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_SEED=$(FUZZ_SEED) $(SWIFT) test --skip-build --filter 'FuzzTests'

# The start-up benchmark runs the release `snackbar` beside the benchmark, so it is built first,
# as it ships: with the Swift runtime and Foundation linked statically, which saves the dynamic
# loader most of a process's start-up. It links no Testing or XCTest, which have no
# static libraries; the benchmarks themselves do, so they stay dynamic.
bench: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product snackbar
	$(SWIFT) run -c release SnackbarBenchmarks $(BENCH)

clean:
	rm -rf .build $(GALLERY)
