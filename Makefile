# Thin wrappers around SwiftPM. Each package builds and tests on its own, as a developer would.
SWIFT ?= swift
PACKAGES := Core Models NetworkLayer DataLayer GalleryFeature DetailFeature
LINT_PATHS := Packages App Tools Tests
MOSAIC := App/.build/debug/mosaic
MOCK_API := Tools/MockAPI/.build/debug/mosaic-mock-api
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
	$(SWIFT) build --package-path App

build-mock-api:
	$(SWIFT) build --package-path Tools/MockAPI

mock-api: deps build-mock-api
	$(MOCK_API) --port 0 $(ARGS_MOCK)

test: deps test-packages test-app test-mock-api test-e2e

test-packages: $(addprefix test-,$(PACKAGES))

$(addprefix test-,$(PACKAGES)): test-%: deps
	$(SWIFT) test --package-path Packages/$*

test-App test-app: deps
	$(SWIFT) test --package-path App

test-MockAPI test-mock-api: deps
	$(SWIFT) test --package-path Tools/MockAPI

test-Tests test-e2e: deps build-app build-mock-api
	MOSAIC_BIN=$(CURDIR)/$(MOSAIC) MOSAIC_MOCK_API_BIN=$(CURDIR)/$(MOCK_API) $(SWIFT) test --package-path Tests

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive $(LINT_PATHS)

clean:
	rm -rf App/.build Tools/*/.build Tests/.build $(addsuffix /.build,$(addprefix Packages/,$(PACKAGES)))
