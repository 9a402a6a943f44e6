# FocusBench: `make demo` compares two focus orders of the sign-up form;
# `make test` runs the test suite. Both install GSL (and Chromium, for web
# imports) first when they are missing.
# `make test STRICT=1` (and `make build STRICT=1`) treat compiler warnings as errors.
# `make install PREFIX=DIR` builds and installs the binary, the bash, zsh and
# fish completions and the manual page (default PREFIX /usr/local).

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STRICT_FLAGS := $(if $(filter 1,$(STRICT)),-Xswiftc -warnings-as-errors)

PREFIX ?= /usr/local
# The binary `install-built` copies; `make install` builds it first.
BUILT ?= .build/release/focusbench
UNAME := $(shell uname -s)

.PHONY: demo test build bench deps clean install install-built docs-examples

deps:
ifeq ($(UNAME),Darwin)
	@if ! pkg-config --exists gsl 2>/dev/null; then \
		echo "GSL not found by pkg-config: installing gsl and pkg-config with Homebrew"; \
		brew install gsl pkg-config; \
	fi
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "note: focusbench import web and its tests need a 'chromium' on PATH (not installed here)"; \
	fi
else
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
endif

build: deps
	$(SWIFT) build -c release --product focusbench $(STRICT_FLAGS)

demo: build
	.build/release/focusbench compare scenarios/signup.json --orders visual,passwordFirst --user talkback-default

test: deps
	$(SWIFT) test --disable-swift-testing $(STRICT_FLAGS)

# Runs every `$$ focusbench …` example in README.md and docs/*.md with the debug
# build and pastes what it prints under it; the tests fail when they differ.
docs-examples: deps
	$(SWIFT) build --product focusbench $(STRICT_FLAGS)
	python3 scripts/docs-examples.py --binary .build/debug/focusbench

bench: deps
	$(SWIFT) build -c release --product FocusBenchmark
	.build/release/FocusBenchmark

install: build install-built

# Copies $(BUILT) and writes what it generates from its own help: the
# completions of each shell and the manual page.
install-built:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(BUILT) $(DESTDIR)$(PREFIX)/bin/focusbench
	$(BUILT) completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/focusbench
	$(BUILT) completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_focusbench
	$(BUILT) completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/focusbench.fish
	$(BUILT) man > $(DESTDIR)$(PREFIX)/share/man/man1/focusbench.1

clean:
	rm -rf .build
