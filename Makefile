# FocusBench: `make demo` compares two focus orders of the sign-up form;
# `make test` runs the test suite. Both install GSL (and Chromium, for web
# imports) first when they are missing.
# `make test STRICT=1` (and `make build STRICT=1`) treat compiler warnings as errors.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STRICT_FLAGS := $(if $(filter 1,$(STRICT)),-Xswiftc -warnings-as-errors)

.PHONY: demo test build bench deps clean

deps:
	@if ! pkg-config --exists gsl 2>/dev/null; then \
		echo "GSL not found by pkg-config: installing libgsl-dev and pkg-config with apt-get"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgsl-dev pkg-config >/dev/null; \
	fi
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "Chromium not found (focusbench import web needs it): installing chromium with apt-get"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; \
	fi

build: deps
	$(SWIFT) build -c release --product focusbench $(STRICT_FLAGS)

demo: build
	.build/release/focusbench compare scenarios/signup.json --orders visual,passwordFirst --user ios-switch-control

test: deps
	$(SWIFT) test --disable-swift-testing $(STRICT_FLAGS)

bench: deps
	$(SWIFT) build -c release --product FocusBenchmark
	.build/release/FocusBenchmark

clean:
	rm -rf .build
