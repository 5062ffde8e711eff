# Thin wrappers around SwiftPM. Each package builds and tests on its own, as a developer would
# (`swift test --package-path Packages/Core` works too); the targets here share one scratch folder so
# that the dependencies every package needs (ArgumentParser, GRDB, NIO, ...) are compiled once.
SWIFT ?= swift
SCRATCH := $(CURDIR)/.build-shared
SWIFT_BUILD_FLAGS := --scratch-path $(SCRATCH)
PACKAGES := Core Models NetworkLayer DataLayer GalleryFeature DetailFeature
LINT_PATHS := Packages App Tools Tests
MOSAIC := $(SCRATCH)/debug/mosaic
MOCK_API := $(SCRATCH)/debug/mosaic-mock-api
# `make run` shows the embedded catalog, whatever keys the shell has.
RUN_ENV := env -u UNSPLASH_ACCESS_KEY -u MOSAIC_UNSPLASH_BASE_URL -u NEWSAPI_KEY -u MOSAIC_NEWSAPI_BASE_URL
ARGS ?= gallery

.PHONY: all deps run build build-app build-mock-api test test-packages test-app test-mock-api test-e2e \
	lint format clean mock-api $(addprefix test-,$(PACKAGES))

all: build

deps:
	@Tools/scripts/install-deps.sh

run: deps build-app
	@$(RUN_ENV) $(MOSAIC) $(ARGS)

build: deps build-app build-mock-api

build-app:
	$(SWIFT) build --package-path App $(SWIFT_BUILD_FLAGS)

build-mock-api:
	$(SWIFT) build --package-path Tools/MockAPI $(SWIFT_BUILD_FLAGS)

mock-api: deps build-mock-api
	$(MOCK_API) --port 0 $(ARGS_MOCK)

test: deps test-packages test-app test-mock-api test-e2e

test-packages: $(addprefix test-,$(PACKAGES))

$(addprefix test-,$(PACKAGES)): test-%: deps
	$(SWIFT) test --package-path Packages/$* $(SWIFT_BUILD_FLAGS)

test-App test-app: deps
	$(SWIFT) test --package-path App $(SWIFT_BUILD_FLAGS)

test-MockAPI test-mock-api: deps
	$(SWIFT) test --package-path Tools/MockAPI $(SWIFT_BUILD_FLAGS)

test-Tests test-e2e: deps build-app build-mock-api
	MOSAIC_BIN=$(MOSAIC) MOSAIC_MOCK_API_BIN=$(MOCK_API) $(SWIFT) test --package-path Tests $(SWIFT_BUILD_FLAGS)

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive $(LINT_PATHS)

clean:
	rm -rf $(SCRATCH) .build-bench App/.build Tools/*/.build Tests/.build $(addsuffix /.build,$(addprefix Packages/,$(PACKAGES)))
