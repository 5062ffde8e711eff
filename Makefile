# Thin wrappers around SwiftPM. Each package builds and tests on its own, as a developer would
# (`swift test --package-path Packages/Core` works too). Here the packages and the App share one scratch
# folder so that what they have in common (ArgumentParser, swift-log, GRDB, Core, Models, ...) compiles
# once; the mock API, whose graph is mostly NIO, has its own. SwiftPM recompiles a dependency the previous
# root did not use, so PACKAGES lists DataLayer last, next to the App that also links GRDB, and every
# build here passes --build-tests so `swift build` and `swift test` agree on the compiler flags.
SWIFT ?= swift
# SwiftPM keeps the argument parser's two plugins compiled in the scratch folder and compiles them (and plans the
# build) again whenever the environment differs from the last build's in any variable: a `cd` between two runs
# (OLDPWD), `make` under `time` (_), `make -k` (MAKEFLAGS) or output to a pipe (MAKE_TERMOUT) cost a body change
# 10 s. SwiftPM runs without the variables that change from one call to the next and mean nothing to it.
SWIFTPM = env -u OLDPWD -u _ -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u MAKE_TERMOUT -u MAKE_TERMERR $(SWIFT)
SCRATCH := $(CURDIR)/.build-shared
MOCK_SCRATCH := $(CURDIR)/.build-mock-api
# Debug executables and test bundles link with lld, which the toolchain ships beside clang (clang finds it there, with
# or without an ld.lld on PATH): the link of a test bundle is part of every `make test-<Package>` after an edit, and
# lld is the faster linker. The release keeps the toolchain's default (gold), whose section ordering it relies on.
# The scaffold test's ScaffoldClone (Tools/RepoTools) uses the same flags when run outside make.
SWIFT_BUILD_FLAGS := --scratch-path $(SCRATCH) -Xswiftc -use-ld=lld
# The mock API is a test server nobody steps through, and the suite builds it from clean: its debug build (mostly
# Hummingbird and SwiftNIO) carries no debug information (about 6 % less CPU; a crash still names its functions), and
# compiles each module's files in one frontend rather than two that each parse them all (-driver-batch-count 1,
# another 3-4 %; an edit to the mock recompiles in one process). PROJECT_PLAN.md, "Issue 24 — the clean suite's
# compile work (fifth part)". Tools/scripts/sanitize.sh builds it with these flags too.
MOCK_BUILD_FLAGS := --scratch-path $(MOCK_SCRATCH) -Xswiftc -gnone -Xcc -g0 -Xswiftc -driver-batch-count -Xswiftc 1
PACKAGES := Core Models NetworkLayer GalleryFeature DetailFeature NewsFeature SettingsFeature PluginKit PluginHost DataLayer
# The benchmark packages in Tools/: `make bench-*` prints their numbers, `make test-<Name>` runs their tests.
BENCHMARKS := ContainerBenchmark ReaderBenchmark SearchBenchmark StartBenchmark UIBench
LINT_PATHS := Packages App Tools Tests Examples
MOSAIC := $(SCRATCH)/debug/mosaic
# The released `mosaic`: optimized, Swift runtime and Foundation linked in, libcurl opened on the first request.
RELEASE_SCRATCH := $(CURDIR)/.build-release
MOSAIC_RELEASE := $(RELEASE_SCRATCH)/release/mosaic
MOCK_API := $(MOCK_SCRATCH)/debug/mosaic-mock-api
# `make run` shows the embedded catalog, whatever keys the shell has.
RUN_ENV := env -u UNSPLASH_ACCESS_KEY -u MOSAIC_UNSPLASH_BASE_URL -u NEWSAPI_KEY -u MOSAIC_NEWSAPI_BASE_URL
ARGS ?= gallery
# SwiftPM keeps one build plan per scratch folder and re-plans only when the root package's own files change: the
# next root would reuse the last one's plan (and run the wrong test bundle). KEEP_PLAN keeps the plan while it is
# right for the root about to build (the developer's loop on one package) and removes it otherwise.
KEEP_PLAN := Tools/scripts/keep-plan.sh $(SCRATCH)
# Each test step records the working tree its tests passed on; `make test-affected` measures from there.
GREEN := Tools/scripts/green.sh

.PHONY: all deps run build build-app build-mock-api test test-packages test-app test-mock-api test-e2e test-fuzz \
	test-benchmarks test-exhaustive $(addprefix test-,$(BENCHMARKS)) \
	lint lint-expectations format clean mock-api bench-search bench-reader bench-images bench-ui goldens $(addprefix test-,$(PACKAGES)) fuzz \
	fuzz-smoke sanitize sanitize-address sanitize-thread release bench-start build-repo-tools lint-deps \
	test-repo-tools test-RepoTools hooks graph graph-check test-affected bench-container install uninstall \
	new-feature remove-feature install-e2e bench bench-loop bench-plugins new-plugin $(addprefix test-release-,$(PACKAGES)) \
	screenshots order-file

all: build

deps:
	@Tools/scripts/install-deps.sh

run: deps build-app
	@$(RUN_ENV) $(MOSAIC) $(ARGS)

build: deps build-app build-mock-api

build-app:
	@$(KEEP_PLAN) App
	$(SWIFTPM) build --build-tests --package-path App $(SWIFT_BUILD_FLAGS)

build-mock-api:
	@rm -f $(MOCK_SCRATCH)/debug.yaml $(MOCK_SCRATCH)/plugin-tools.yaml
	$(SWIFTPM) build --build-tests --package-path Tools/MockAPI $(MOCK_BUILD_FLAGS)

mock-api: deps build-mock-api
	$(MOCK_API) --port 0 $(ARGS_MOCK)

# Every suite, each building on the last: the packages, the App, the fuzz corpus and the RepoTools tests (whose
# scaffold test builds a new feature on the packages already built) in the shared scratch, then the mock API and
# the end-to-end suite on the released mosaic.
test: deps lint-deps test-packages test-app test-fuzz test-benchmarks test-repo-tools test-mock-api test-e2e

test-packages: $(addprefix test-,$(PACKAGES))

$(addprefix test-,$(PACKAGES)): test-%: deps
	@$(KEEP_PLAN) Packages/$*
	@$(GREEN) start Packages/$*
	$(SWIFTPM) test --package-path Packages/$* $(SWIFT_BUILD_FLAGS)
	@$(GREEN) passed Packages/$*

# A package's tests built as the release is (-O), in their own scratch: for defects only the optimiser shows, such
# as issue 19's (make test-release-GalleryFeature). Not part of make test: the first build takes as long as the
# release itself.
RELEASE_TESTS_SCRATCH := $(CURDIR)/.build-release-tests
$(addprefix test-release-,$(PACKAGES)): test-release-%: deps
	@rm -f $(RELEASE_TESTS_SCRATCH)/release.yaml
	$(SWIFT) test -c release --package-path Packages/$* --scratch-path $(RELEASE_TESTS_SCRATCH)

test-App test-app: deps
	@$(KEEP_PLAN) App
	@$(GREEN) start App
	$(SWIFTPM) test --package-path App $(SWIFT_BUILD_FLAGS)
	@$(GREEN) passed App

test-MockAPI test-mock-api: deps
	@$(GREEN) start Tools/MockAPI
	$(SWIFTPM) test --package-path Tools/MockAPI $(MOCK_BUILD_FLAGS)
	@$(GREEN) passed Tools/MockAPI

# The benchmarks' own tests (what each times is the work it claims), in the shared scratch.
test-benchmarks: $(addprefix test-,$(BENCHMARKS))

$(addprefix test-,$(BENCHMARKS)): test-%: deps
	@$(KEEP_PLAN) Tools/$*
	@$(GREEN) start Tools/$*
	$(SWIFTPM) test --package-path Tools/$* $(SWIFT_BUILD_FLAGS)
	@$(GREEN) passed Tools/$*

# The fuzz targets' committed corpus (and a few deterministic variants of each input) replayed as ordinary tests,
# in the shared scratch; the libFuzzer search with AddressSanitizer is `make fuzz` and `make fuzz-smoke`.
test-fuzz: deps
	@$(KEEP_PLAN) Tools/fuzz
	@$(GREEN) start Tools/fuzz
	$(SWIFTPM) test --package-path Tools/fuzz $(SWIFT_BUILD_FLAGS)
	@$(GREEN) passed Tools/fuzz

# The end-to-end suite tests what ships: the release build, installed by the same script as `make install`
# into a prefix inside the ignored build folders; no debug `mosaic` is built for it. The terminal app's tmux
# tests run in a test process of their own, one pane at a time, after the rest. A mock API built elsewhere can
# be passed as MOSAIC_MOCK_API_BIN=path, which skips building it here.
E2E_PREFIX := $(CURDIR)/.build-e2e/prefix
MOSAIC_INSTALLED := $(E2E_PREFIX)/bin/mosaic
ifdef MOSAIC_MOCK_API_BIN
E2E_MOCK_API := $(MOSAIC_MOCK_API_BIN)
E2E_MOCK_BUILD :=
else
E2E_MOCK_API := $(MOCK_API)
E2E_MOCK_BUILD := build-mock-api
endif
E2E_ENV := MOSAIC_BIN=$(MOSAIC_INSTALLED) MOSAIC_MOCK_API_BIN=$(E2E_MOCK_API)

install-e2e: release build-repo-tools
	@Tools/scripts/install.sh install "$(E2E_PREFIX)" "$(MOSAIC_RELEASE)" "$(REPO_TOOLS_SCRATCH)/debug/mosaic-repo" \
		>/dev/null
	@echo "$(MOSAIC_INSTALLED)"

test-Tests test-e2e: deps install-e2e $(E2E_MOCK_BUILD)
	@$(KEEP_PLAN) Tests
	@$(GREEN) start Tests
	$(E2E_ENV) $(SWIFTPM) test --package-path Tests $(SWIFT_BUILD_FLAGS) --skip TerminalAppEndToEndTests
	$(E2E_ENV) $(SWIFTPM) test --package-path Tests $(SWIFT_BUILD_FLAGS) --skip-build --filter TerminalAppEndToEndTests
	@$(GREEN) passed Tests

# libFuzzer over every decoder of outside bytes (Tools/fuzz), built release with AddressSanitizer: FUZZ_SECONDS
# per target (make fuzz), or a three-second pass from the committed corpus (make fuzz-smoke; `.ci/scheduled` runs
# it, `make test` replays the corpus without the sanitizer in test-fuzz). FUZZ_RUNS=N runs N inputs each.
FUZZ_SECONDS ?= 60

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Tools/fuzz/run.sh

# The tests that compare a fast path with the general one, at full length: `make test` runs each over its edge cases
# and a few hundred seeded inputs, MOSAIC_EXHAUSTIVE=1 over every Unicode scalar or tens of thousands of inputs
# (CoreTestSupport's TestDepth). EXHAUSTIVE_PACKAGES are the packages whose tests read it; `.ci/scheduled` runs it.
EXHAUSTIVE_PACKAGES := Core GalleryFeature
test-exhaustive: deps
	@for package in $(EXHAUSTIVE_PACKAGES); do \
		$(KEEP_PLAN) Packages/$$package && \
		MOSAIC_EXHAUSTIVE=1 $(SWIFTPM) test --package-path Packages/$$package $(SWIFT_BUILD_FLAGS) || exit 1; \
	done

fuzz-smoke: deps
	FUZZ_SECONDS=3 FUZZ_SEED=1 Tools/fuzz/run.sh

# Package, App and end-to-end tests under AddressSanitizer (with leak detection), then ThreadSanitizer.
sanitize: sanitize-address sanitize-thread

sanitize-address: deps
	PACKAGES="$(PACKAGES)" Tools/scripts/sanitize.sh address

sanitize-thread: deps
	PACKAGES="$(PACKAGES)" Tools/scripts/sanitize.sh thread

# Numbers, not a test: issue 23's benchmarks in turn (bench-start with peak memory, bench-search, bench-images,
# bench-container, bench-ui), then one table with each goal beside its figure (Tools/scripts/bench-all.py); a row
# not measured makes it fail. BENCH="bench-ui bench-container" runs only those.
bench:
	@Tools/scripts/bench-all.py $(BENCH)

# Numbers, not a test: 100,000 saved articles, the FTS5 search against a LIKE scan (release build).
bench-search: deps
	$(SWIFT) build -c release --package-path Tools/SearchBenchmark --scratch-path $(CURDIR)/.build-bench
	$(CURDIR)/.build-bench/release/search-benchmark

# The article extractor's quality and speed on the public article-extraction benchmark (181 pages): F1,
# precision and recall over word 4-shingles as the benchmark computes them, pages per second, the five worst
# pages. A release build in .build-bench; without the corpus it says so in one sentence and exits 0.
READER_CORPUS ?= $(CURDIR)/../shared/corpora/article-extraction-benchmark
bench-reader: deps
	$(SWIFT) build -c release --package-path Tools/ReaderBenchmark --scratch-path $(CURDIR)/.build-bench/reader
	MOSAIC_READER_CORPUS="$${MOSAIC_READER_CORPUS:-$(READER_CORPUS)}" $(CURDIR)/.build-bench/reader/release/reader-benchmark

# The image pipeline's numbers: 1,000 thumbnails from the mock with 2 ms latency through the pipeline versus
# one at a time, the memory-hit path, drawing a 30-thumbnail grid. Release builds in .build-bench, the mock's
# too, so its own rendering does not swamp the 2 ms it is asked to add.
bench-images: deps
	$(SWIFT) build -c release --package-path Tools/MockAPI --scratch-path $(CURDIR)/.build-bench/mock-api \
		--product mosaic-mock-api
	$(SWIFT) build -c release --package-path Tests --scratch-path $(CURDIR)/.build-bench/tests --product image-benchmark
	MOSAIC_MOCK_API_BIN=$(CURDIR)/.build-bench/mock-api/release/mosaic-mock-api \
		$(CURDIR)/.build-bench/tests/release/image-benchmark

# The release build of `mosaic` (App/Package.swift links it statically but for glibc; `ldd` lists no libcurl).
# libxml2 is opened on the first article parsed (App's LibXML2OnDemand); its pkg-config entry still names it
# to the loader, which drop-needed.py undoes (PROJECT_PLAN.md, "Issue 23 — peak memory (second part)"). SQLite,
# libjpeg, libpng and zlib are linked in from their archives, and drop-needed.py removes the shared libraries'
# names the linker recorded all the same; the binary is then started once with every symbol bound at load
# (LD_BIND_NOW), which fails if any symbol was left to a library no longer loaded (PROJECT_PLAN.md, "Issue 23 —
# start-up: the C libraries linked in (tenth part)").
# RELEASE_SWIFT_FLAGS: compiler flags for every module of the release (GRDB and the other dependencies included).
# -disable-concrete-type-metadata-mangled-name-accessors: a concrete type's metadata is reached through its
# accessor function, not by demangling its name at run time, which for a generic type whose arguments must
# conform to a protocol (`Dictionary<ServiceKey, …>`) scans every conformance record of the static binary on first
# use (PROJECT_PLAN.md, "Issue 23 — start-up metadata (third part)").
RELEASE_SWIFT_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# RELEASE_LAYOUT_FLAGS: the binary's code laid out for a small resident start (PROJECT_PLAN.md, "Issue 23 — peak
# memory (third part)"). Every Swift and C module, the dependencies' too, is compiled with one section per function,
# so the linker can drop what nothing calls (SwiftPM already links with --gc-sections) and put the functions a
# start runs next to each other: the kernel faults the binary in 64 KB windows, one around every function
# touched. App/Link/hot-functions.order lists them, exactly and in the order first run, from a trace of each hot
# command (PROJECT_PLAN.md, "Issue 23 — an exact order file (fifth part)"). After start-up code changed,
# `make order-file` writes it again (Tools/scripts/make-order-file.py on the release binary) and links the release
# again with it; commit the file. gold, the toolchain's linker on Linux, skips a listed section no object has, so an
# out-of-date list costs memory, never the build.
# -disable-incremental-llvm-codegen: the compiler otherwise keeps an object file whose LLVM IR did not change, even
# when code generation flags such as -function-sections did, so a warm build folder kept objects without function
# sections and their code stayed where the file put it (PROJECT_PLAN.md, "Issue 23 — peak memory (fourth part)").
# --no-export-dynamic: the toolchain's static-stdlib arguments export every symbol of the binary (17,810: 1.5 MB of
# dynamic symbol tables the loader reads at start); nothing looks them up (no plugin is loaded in process, and the
# runtime's one lookup by name, dispatch_async_swift_job, is not defined in the static libdispatch either way).
ifeq ($(shell uname),Linux)
RELEASE_LAYOUT_FLAGS := -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen -Xcc -ffunction-sections \
	-Xlinker --section-ordering-file=$(CURDIR)/App/Link/hot-functions.order -Xlinker --no-export-dynamic
else
RELEASE_LAYOUT_FLAGS :=
endif
release: deps
	@rm -f $(RELEASE_SCRATCH)/release.yaml
	$(SWIFT) build -c release --package-path App --product mosaic --scratch-path $(RELEASE_SCRATCH) \
		$(RELEASE_SWIFT_FLAGS) $(RELEASE_LAYOUT_FLAGS) $(RELEASE_LINK_MAP)
	@if [ "$$(uname)" = Linux ] && [ "$(MOSAIC_DYNAMIC_STDLIB)" != 1 ]; then \
		Tools/scripts/drop-needed.py $(MOSAIC_RELEASE) libxml2.so.2 'libsqlite3.so*' 'libjpeg.so*' \
			'libpng16.so*' 'libz.so*' && \
		LD_BIND_NOW=1 $(MOSAIC_RELEASE) --version > /dev/null || { \
		echo "make release: $(MOSAIC_RELEASE) does not start with every symbol bound; see the error above." >&2; \
		exit 1; }; fi
	@echo "$(MOSAIC_RELEASE)"

# App/Link/hot-functions.order traced again from the release binary, then the release linked with it (Linux).
# The link map (gold's -Map) names the input section of every function the trace sees.
order-file:
	$(MAKE) release RELEASE_LINK_MAP="-Xlinker -Map=$(RELEASE_SCRATCH)/mosaic.map"
	Tools/scripts/make-order-file.py $(MOSAIC_RELEASE) $(RELEASE_SCRATCH)/mosaic.map
	$(MAKE) release

# Start-up numbers, not a test: each command's median ratio to a plain Swift hello world (SwiftPM release,
# dynamic runtime) over PAIRS interleaved pairs, and the time until main. See PROJECT_PLAN.md, "Issue 12".
PAIRS ?= 40
bench-start: release
	$(SWIFT) build -c release --package-path Tools/StartBenchmark --scratch-path $(CURDIR)/.build-bench/start
	Tools/scripts/bench-start.py $(CURDIR)/.build-bench/start/release/hello $(MOSAIC_RELEASE) $(PAIRS)

# An out-of-tree plugin package in DIR (Tools/scripts/new-plugin.sh): `mosaic NAME`, `mosaic://NAME` and a section on
# the photo page, on PluginKit alone; it builds with `swift build` there, without the host.
new-plugin:
	@test -n "$(NAME)" -a -n "$(DIR)" || { echo "new-plugin: give a name and a folder, like 'make new-plugin NAME=Weather DIR=../weather-plugin'."; exit 2; }
	@Tools/scripts/new-plugin.sh "$(NAME)" "$(DIR)"

# What plugins cost (issue 21): `mosaic gallery` with 20 plugins against none (paired runs), a plugin command end
# to end against the host's start plus the plugin's bare start (the released `mosaic`), and a warm plugin tab and
# photo-page section request in `mosaic ui`'s code path, in process (p50 and p99 of REQUESTS). Numbers, not a test.
PLUGIN_BENCH_SCRATCH := $(CURDIR)/.build-bench/plugins
REQUESTS ?= 2000
bench-plugins: release
	Tools/scripts/bench-plugins.py $(MOSAIC_RELEASE) $(PAIRS)
	$(SWIFT) build -c release --package-path Packages/PluginHost --product PluginBenchmark \
		--scratch-path $(PLUGIN_BENCH_SCRATCH)
	$(PLUGIN_BENCH_SCRATCH)/release/PluginBenchmark $(REQUESTS)

# The terminal app's frame cost, bytes per selection move and key-to-frame latency, in a release build.
bench-ui: deps
	$(SWIFT) build -c release --package-path Tools/UIBench --scratch-path $(CURDIR)/.build-bench/ui
	$(CURDIR)/.build-bench/ui/release/mosaic-bench-ui

# Writes the golden screens of every feature package again, and the App's (the settings sheet over the news
# tab, two features composed), then review the diff before committing.
FEATURE_PACKAGES := $(filter %Feature,$(PACKAGES))
goldens: deps
	@for package in $(FEATURE_PACKAGES); do $(KEEP_PLAN) Packages/$$package; \
		MOSAIC_UPDATE_GOLDENS=1 $(SWIFTPM) test --package-path Packages/$$package $(SWIFT_BUILD_FLAGS) --filter GoldenTests \
		|| exit 1; done
	@$(KEEP_PLAN) App
	MOSAIC_UPDATE_GOLDENS=1 $(SWIFTPM) test --package-path App $(SWIFT_BUILD_FLAGS) --filter GoldenTests

lint: lint-deps graph-check lint-expectations
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

# One sentence per closure written inside `#expect(...)`/`#require(...)` in a test target: with Swift 6.3.1 such a
# closure can share its symbol with a plain closure after it, which then runs the expectation's predicate.
EXPECTATION_PATHS := $(wildcard Packages/*/Tests App/Tests Tests/Tests Examples/*/Tests)
lint-expectations:
	@python3 Tools/scripts/check-expectation-closures.py $(EXPECTATION_PATHS)

format:
	$(SWIFT) format format --in-place --recursive $(LINT_PATHS)

clean:
	rm -rf $(SCRATCH) $(MOCK_SCRATCH) $(REPO_TOOLS_SCRATCH) $(RELEASE_SCRATCH) .build-e2e .build-release-tests .build-scaffold .build-fuzz .build-fuzz-fast .build-asan .build-tsan .build-bench App/.build Tools/*/.build Tests/.build $(addsuffix /.build,$(addprefix Packages/,$(PACKAGES)))

# The monorepo's own tools (Tools/RepoTools, `mosaic-repo`): read every package's `swift package dump-package`
# (cached by manifest text in .build-tools/manifests) for the dependency lint, the graph and affected tests.
REPO_TOOLS_SCRATCH := $(CURDIR)/.build-tools
MOSAIC_REPO := env MOSAIC_REPO_CACHE=$(REPO_TOOLS_SCRATCH)/manifests $(REPO_TOOLS_SCRATCH)/debug/mosaic-repo

# Quiet when it builds; a compile error fails here rather than leaving the last binary to run.
build-repo-tools:
	@out=$$($(SWIFTPM) build --build-tests --package-path Tools/RepoTools --scratch-path $(REPO_TOOLS_SCRATCH) 2>&1); \
		status=$$?; printf '%s\n' "$$out" | grep -vE '^(\[[0-9]+/[0-9]+\]|Building|Build complete|Write|Planning)' \
		|| true; exit $$status
	@test -x $(REPO_TOOLS_SCRATCH)/debug/mosaic-repo

# One sentence per finding: implicit imports, unused declared dependencies, a feature importing a feature, a
# lower layer importing a higher one, platform-only imports in portable packages outside their live targets.
lint-deps: build-repo-tools
	@$(MOSAIC_REPO) lint-deps

# The scaffold test (ScaffoldEndToEndTests) builds its new feature and `mosaic` in the shared scratch, on the
# packages the suite built there: make test runs this after the App's tests. The Python tests of Tools/scripts
# (test_*.py: the order file's tracer and layout) run first.
test-repo-tools test-RepoTools: build-repo-tools
	python3 -m unittest discover -s Tools/scripts -p 'test_*.py'
	@$(GREEN) start Tools/RepoTools
	MOSAIC_SUITE_BUILD_FLAGS="$(SWIFT_BUILD_FLAGS)" $(SWIFTPM) test --package-path Tools/RepoTools \
		--scratch-path $(REPO_TOOLS_SCRATCH)
	@$(GREEN) passed Tools/RepoTools

# An optional pre-commit hook: swift-format on the staged Swift files and lint-deps when a manifest or an
# import may have changed.
hooks:
	@hook=$$(git rev-parse --git-path hooks)/pre-commit; mkdir -p "$$(dirname "$$hook")"; \
		cp Tools/scripts/pre-commit "$$hook"; chmod +x "$$hook"; echo "hooks: installed $$hook"

# docs/module-graph.svg (Graphviz) and the Mermaid block of ARCHITECTURE.md from the manifests; graph-check
# (part of make lint, and a RepoTools test) fails when the committed graph is out of date.
graph: deps build-repo-tools
	@$(MOSAIC_REPO) graph

graph-check: build-repo-tools
	@$(MOSAIC_REPO) graph --check

# Tests only what changed files can break: their packages, every package depending on them, and the end-to-end
# tests when the host or the mock can change. Each package is measured against the working tree its own tests
# last passed on (recorded by every test step in .build-tools/green), so a package that never passed here is
# tested; BASE=ref measures everything against ref (its merge base with HEAD, plus uncommitted and untracked
# files) instead. DRY_RUN=1 prints the plan alone.
BASE ?=
AFFECTED_SINCE = $(if $(BASE),--base $(BASE),--green $(REPO_TOOLS_SCRATCH)/green --tree $$tree)
test-affected: build-repo-tools
	@tree=$$($(GREEN) snapshot); $(MOSAIC_REPO) affected $(AFFECTED_SINCE)
	@if [ -z "$(DRY_RUN)" ]; then tree=$$($(GREEN) snapshot); \
		targets="$$($(MOSAIC_REPO) affected $(AFFECTED_SINCE) --make-targets)"; \
		if [ -n "$$targets" ]; then $(MAKE) --no-print-directory $$targets; fi; fi

# A new feature package from Tools/RepoTools/Templates/Feature (module, page command, typed route and its
# presenter, section, view model, the terminal tab with its coordinator and screen, and their tests), registered in
# App/Package.swift, the composition root and PACKAGES; new-feature then records the tab's first golden screens.
# remove-feature takes it out again (refusing while git does not hold all of it). Both redraw the module graph.
new-feature remove-feature: deps build-repo-tools
	@test -n "$(NAME)" || { echo "$@: give the feature a name, such as 'make $@ NAME=Weather'."; exit 2; }
	@$(MOSAIC_REPO) $@ "$(NAME)"
	@if [ "$@" = new-feature ]; then $(KEEP_PLAN) Packages/$(NAME)Feature; MOSAIC_UPDATE_GOLDENS=1 $(SWIFTPM) test \
		--package-path Packages/$(NAME)Feature $(SWIFT_BUILD_FLAGS) --filter GoldenTests; fi

# Numbers, not a test: the package developer's loop (a body change, a new declaration and a new test in
# GalleryFeature and in Core, then `make test-<Package>`; a clean make test-GalleryFeature) and a clean make test step
# by step, in clones under .build-bench/loop. BASELINE=ref measures a clone at ref in turns with HEAD and prints the
# ratios against the goals; REPEAT=n takes the median of n; ONLY=loop or ONLY=suite measures one part;
# ROWS=body (or body,test,clean) measures only those loop rows, LOOP_PACKAGES=Core only that package's.
bench-loop:
	@Tools/scripts/bench-loop.py --repeat $(or $(REPEAT),1) $(if $(BASELINE),--baseline $(BASELINE)) \
		$(if $(ONLY),--only $(ONLY)) $(if $(ROWS),--rows $(ROWS)) \
		$(if $(LOOP_PACKAGES),--packages $(LOOP_PACKAGES))

# Numbers, not a test: Core's container against Swinject 2.10.0 (built for this benchmark only, in its own
# release scratch) on five shapes, and the registry booted with every feature module.
bench-container: deps
	$(SWIFT) build -c release --package-path Tools/ContainerBenchmark --scratch-path $(CURDIR)/.build-bench/container
	$(CURDIR)/.build-bench/container/release/container-benchmark

# The release `mosaic` with its bash, zsh and fish completions and its man page under PREFIX; uninstall
# removes exactly those five files. The version comes from `mosaic --version` and must match CHANGELOG.md.
PREFIX ?= $(HOME)/.local

install: release build-repo-tools
	Tools/scripts/install.sh install "$(PREFIX)" "$(MOSAIC_RELEASE)" \
		"$(REPO_TOOLS_SCRATCH)/debug/mosaic-repo"

uninstall:
	Tools/scripts/install.sh uninstall "$(PREFIX)"

# Screenshots as text of the released `mosaic gallery --thumbnails` in every graphics mode and of
# `mosaic ui --accessible`, into docs/screenshots/gallery-*.txt (issue 25's closing note); then the tmux suite
# with MOSAIC_UPDATE_SCREENSHOTS=1 writes the captures its tests otherwise compare with docs/screenshots/*.txt (a
# test run never writes the work tree).
screenshots: install-e2e $(E2E_MOCK_BUILD)
	@Tools/scripts/screenshots.sh "$(MOSAIC_INSTALLED)" docs/screenshots
	@$(KEEP_PLAN) Tests
	MOSAIC_UPDATE_SCREENSHOTS=1 $(E2E_ENV) $(SWIFTPM) test --package-path Tests $(SWIFT_BUILD_FLAGS) \
		--filter TerminalAppEndToEndTests
